"""A question about a compound term is answered by the compound's article, not by its head word's.

Why: "oyna appte sahte okey joker mi" names the term "sahte okey"; its words "okey" and "joker" (a
synonym of okey) pull the definition of the okey itself to the top, a hair above the sahte okey's own
article, and that article's lead ("Evet: okey jokerdir") answers a question nobody asked. When the
question names a two-word glossary term whose head word is another term ("sahte okey" ⊃ "okey"), a
first hit that belongs only to the shorter term gives way to a close hit of the compound's own.

The reverse holds too (:func:`prefer_plain`): "açmadan işlek taş atarsam ceza yer miyim" names no sahte okey, so a first
hit titled "Sahte okeyi atarsam işlek cezası yer miyim?" gives way to a close hit whose title names no such thing.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Iterable

from referee.classify.terms import find_term
from referee.knowledge import GlossaryTerm
from referee.search.retrieve import Retrieval
from referee.text.normalize import NormalizedText, normalize

#: How close the compound's article must be (its fused score over the first's) to take the first's place.
CLOSE = 0.8
#: How many hits after the first are looked at.
LOOK = 3


def compound_terms(norm: NormalizedText, glossary: Iterable[GlossaryTerm]) -> list[tuple[GlossaryTerm, GlossaryTerm]]:
    """(compound, shorter) for every two-word term the question names whose last word is a term of
    its own ("sahte okey" and "okey"), in order of appearance.

    >>> from referee.knowledge import get_knowledge
    >>> from referee.text.normalize import normalize
    >>> g = get_knowledge().glossary
    >>> [(a.key, b.key) for a, b in compound_terms(normalize("oyna appte sahte okey joker mi"), g)]
    [('sahte_okey', 'okey')]
    >>> compound_terms(normalize("okey joker mi"), g)
    []
    """
    glossary = tuple(glossary)
    toks = norm.folded.replace("?", " ").split()
    out: list[tuple[GlossaryTerm, GlossaryTerm]] = []
    for a, b in zip(toks, toks[1:]):
        whole = find_term(f"{a} {b}", glossary)
        head = find_term(b, glossary)
        if whole is not None and head is not None and whole.key != head.key and (whole, head) not in out:
            out.append((whole, head))
    return out


def prefer_compound(res: Retrieval, norm: NormalizedText, glossary: Iterable[GlossaryTerm]) -> Retrieval:
    """``res`` with the compound term's close article first when the first hit belongs to the shorter
    term only (module doc); unchanged otherwise."""
    if res.abstain or len(res.hits) < 2:
        return res
    pairs = compound_terms(norm, glossary)
    if not pairs:
        return res
    whole, head = pairs[0]
    top = res.hits[0]
    if top.article_id in whole.articles or top.article_id not in head.articles:
        return res
    for k, hit in enumerate(res.hits[1:LOOK + 1], start=1):
        if hit.article_id in whole.articles and hit.score >= CLOSE * top.score:
            return replace(res, hits=[hit, *res.hits[:k], *res.hits[k + 1:]])
    return res


def _compounds(folded: str, glossary: tuple[GlossaryTerm, ...]) -> set[str]:
    """Keys of the two-word terms a folded text names ("sahte okeyi atarsam" → {"sahte_okey"}); a game's name
    ("eşli 101", "düz okey") is no such term — the ruleset words say where, not what."""
    from referee.search.parts import named_rulesets

    toks = folded.replace("?", " ").split()
    return {t.key for a, b in zip(toks, toks[1:]) if (t := find_term(f"{a} {b}", glossary)) is not None
            and len(t.term.split()) == 2 and not named_rulesets(normalize(t.term))}  # "eşli 101" names a game


def prefer_plain(res: Retrieval, norm: NormalizedText, glossary: Iterable[GlossaryTerm],
                 titles: dict[str, str]) -> Retrieval:
    """The reverse of :func:`prefer_compound`: a first hit whose title names a two-word term the question never
    names ("Sahte okeyi atarsam işlek cezası yer miyim?" for "açmadan işlek taş atarsam ceza yer miyim") gives
    way to a close hit whose title names none the question does not."""
    if res.abstain or len(res.hits) < 2:
        return res
    glossary = tuple(glossary)
    asked = _compounds(norm.folded, glossary)
    stems = _stems(norm.folded.split())
    title = normalize(titles.get(res.hits[0].article_id, "")).folded.split()
    # the title's subject (its first two words), no word of which the question uses ("işlek taş" to "işlek olan",
    # "yere atmak" to "attığım taşı": asked; "Çift nedir, … sahte okeyle …": the compound only in passing)
    extra = {k for k in _compounds(" ".join(title[:2]), glossary) - asked
             if not _stems(_words_of(k, glossary)) & stems and not _is_deed(_words_of(k, glossary))}
    if not extra:
        return res
    top = res.hits[0]
    for k, hit in enumerate(res.hits[1:LOOK + 1], start=1):
        if hit.score >= CLOSE * top.score and not _compounds(normalize(titles.get(hit.article_id, "")).folded,
                                                             glossary) - asked:
            return replace(res, hits=[hit, *res.hits[:k], *res.hits[k + 1:]])
    return res


def _words_of(key: str, glossary: tuple[GlossaryTerm, ...]) -> list[str]:
    """The folded words of a term ("sahte okey" → ["sahte", "okey"])."""
    term = next((t for t in glossary if t.key == key), None)
    return normalize(term.term).folded.split() if term is not None else [key]


def _is_deed(words: list[str]) -> bool:
    """A term that names a deed or a happening ("deste bitti", "yere atmak", "çifte gitmek"), not a thing: a title
    about it tells a situation the question may describe in other words."""
    from referee.text.morph import verb_of

    return verb_of(words[-1]) is not None


def _stems(words: list[str]) -> set[str]:
    """Each word's first four letters, and its verb's root ("attığım", "atmak" → "at")."""
    from referee.text.morph import verb_of

    out = {w[:4] for w in words}
    for w in words:
        v = verb_of(w)
        if v is not None and len(v.root) >= 2:
            out.add("v:" + v.root)
    return out
