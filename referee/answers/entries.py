"""Not-covered entries against a question: which entry is about it, and when an entry yields to the article.

An abstention quotes a not-covered entry's reason only when the entry is about the question's own
words (:func:`nearest_entry`); an entry that names the chosen article as where its rule is written
yields to it when the question asks the rule itself (:func:`restated_rule`).
"""
from __future__ import annotations

import re

from referee.knowledge import Article, KnowledgeBase, NotCoveredEntry
from referee.search.retrieve import Retrieval
from referee.text.normalize import NormalizedText, lexical_tokens, normalize

#: Stems too common to tie a not-covered entry to a question ("okey", "taş", "el", "ceza" …).
_COMMON = frozenset(lexical_tokens("okey tas taslar el eli oyun oyuncu ceza yazilir yazar puan masa 101 duz "
                                   "turnuva turnuvada esli kac ne olur olursa nasil var mi yapilir ben biri "
                                   "gitti gitmis geldi oldu olsa yapalim yapiyoruz ediyor dedi masadan masada "
                                   "masaya sonra once simdi"))

def shared_words(entry: NotCoveredEntry | Article, norm: NormalizedText) -> int:
    """How many uncommon words an entry (question, examples) or article (title, asks) shares with the question."""
    q = set(lexical_tokens(norm.folded)) - _COMMON
    asked = [entry.question, *entry.examples] if isinstance(entry, NotCoveredEntry) else [entry.title, *entry.asks]
    e = set(lexical_tokens(normalize(" ".join(asked)).folded)) - _COMMON
    return len(q & e)


def nearest_entry(norm: NormalizedText, res: Retrieval) -> NotCoveredEntry | None:
    """Of the nearest not-covered entries, the one most about the question's own words (first on a
    tie); None when none shares an uncommon word with the question."""
    near = (res.not_covered, *res.near_entries) if res.not_covered is not None else res.near_entries
    scored = [(shared_words(e, norm), -i, e) for i, e in enumerate(near)]
    best = max(scored, key=lambda x: x[:2], default=None)
    return best[2] if best and best[0] >= 1 else None


def restated_rule(norm: NormalizedText, res: Retrieval, kb: KnowledgeBase) -> bool:
    """The abstention's own entry points at the article that answers: the support model was unsure
    (low confidence, no entry closer than the article), every signal's best article is the chosen
    one, and the not-covered entry nearest the question names that article as where the rule is
    written (its ``point_to``). The entry is about a further detail of that rule ("the rule says
    players do not change, but not what happens if one leaves"), the question about the rule itself when
    it is nearer the article's own questions than the entry's (as near to both, it asks the detail)."""
    if res.reason != "low_confidence" or not res.hits or res.evidence is None or not res.evidence.agree:
        return False
    entry = nearest_entry(norm, res)
    if entry is None or res.hits[0].article_id not in entry.point_to:
        return False
    return shared_words(kb.articles[res.hits[0].article_id], norm) > shared_words(entry, norm)


#: "dört kişi de çiftle açtıysa": a count of players at the table, not a figure of the hand.
#: "4 oyuncu da", "dört kişi", "4'ümüz de": a count of players, no hand's number.
_PLAYER_COUNT = re.compile(r"\b(?:(?:[1-4]|bir|iki|uc|dort)\s+(?:oyuncu|kisi)\w*|[2-4]'?(?:umuz|imiz|uz|iz)\w*)")


def hand_numbers(norm: NormalizedText) -> list[int]:
    """The question's numbers without those that count players ("4 oyuncu da …")."""
    if not _PLAYER_COUNT.search(norm.folded):
        return list(norm.numbers)
    return list(normalize(_PLAYER_COUNT.sub(" ", norm.folded)).numbers)


def entry_fits(entry: NotCoveredEntry, norm: NormalizedText) -> bool:
    """True when a not-covered entry is about the question: they share an uncommon word."""
    return shared_words(entry, norm) >= 1


__all__ = ["entry_fits", "hand_numbers", "nearest_entry", "restated_rule", "shared_words"]
