"""Fixes to a story's word list after normalising (:mod:`referee.story.words`): a name the normaliser split
("naz mi" → "nazmi"), a possessive kin phrase made one person ("halamın oğlu"), and what players *claim*
at the table dropped ("kuzen 'elden bittim' diyo").
"""
from __future__ import annotations

import re

from referee.story.lexicon import KIN_OWNERS, KIN_RELATIONS, NAMES, NICKNAMES
from referee.story.morph import analyse
from referee.story.vocabulary import vocabulary

#: Separator words: a strong one ends a sentence (. ! ? newline, emoji), a weak one a phrase (, ; :).
STRONG, WEAK = ".", ","
#: Speech verbs: what comes before them is someone's claim at the table, not a fact of the hand.
_SAY = re.compile(r"^(?:diy[oa]r?(?:um|uz|lar|sun|du)?|diyolar|dedi(?:ler|k|m)?|der(?:ler)?|demis|diye|soyluyor|soyluyo)$")
#: A claim worth dropping says a number or a scoring word; "açayım dedi" is narrative and stays.
_CLAIM = re.compile(r"^(?:\d+.*|okey\w*|bitis\w*|sayil\w*|say\w*|yaz\w*|dus\w*|puan\w*|ceza\w*|elden|kafa|islek\w*|"
                    r"kat\w*|normal)$")

def rejoin_names(toks: list[str], typed: set[str]) -> list[str]:
    """"naz mi bey": the normaliser split a question particle off a name ("nazmi"). Joined again when
    the word was typed whole and what is left is no word of the game ("sayılır mı", "okey mi" stay
    split); then every such split in the story."""
    joined: set[str] = set()
    for k in range(len(toks) - 1):
        if toks[k + 1] in ("mi", "mu") and toks[k].isalpha() and toks[k] + toks[k + 1] in typed and \
                not vocabulary(toks[k]) and analyse(toks[k]) is None:
            joined.add(toks[k])
    if not joined:
        return toks
    out: list[str] = []
    for t in toks:
        if t in ("mi", "mu") and out and out[-1] in joined:
            out[-1] += t
            continue
        out.append(t)
    return out


#: Case endings after a joined kin phrase, the buffer "n" dropped where the case is read without it.
_KIN_CASES = {"": "", "nin": "nin", "nun": "nun", "na": "a", "ne": "e", "nu": "u", "ni": "i", "nda": "da",
              "nde": "de", "ndan": "ndan", "nden": "nden", "yla": "yla", "yle": "yle", "ndaki": "daki"}


def join_kin(toks: list[str]) -> list[str]:
    """"halamin ogluna" → "halaminoglu'a": a possessive kin phrase (my aunt's son) is one person, so its two
    words are one word, a nickname (:data:`referee.story.lexicon.KIN_OWNERS`), its case after an apostrophe.

    >>> join_kin(["halamin", "ogluna", "kac", "dayimin", "kizi", "acti"])
    ["halaminoglu'a", 'kac', 'dayiminkizi', 'acti']
    """
    out: list[str] = []
    for t in toks:
        if out and out[-1] in KIN_OWNERS:
            rel = next((r for r in KIN_RELATIONS if t.startswith(r) and t[len(r):] in _KIN_CASES), None)
            if rel is not None:
                case = _KIN_CASES[t[len(rel):]]
                out[-1] += rel + ("'" + case if case else "")
                continue
        out.append(t)
    return out


def _speaker_word(t: str) -> bool:
    base = t.split("'")[0]
    return base in NAMES or base in NICKNAMES or base in ("bizimkiler", "herkes", "rakip", "adam", "esim", "hakem",
                                                          "karsi", "onlar", "kimisi", "biri")


def drop_speech(toks: list[str], quotes: list[str]) -> list[str]:
    """Drop what players *claim*: "kuzen 'elden bittim' diyo" (the quote and its speaker, marked
    ``zzqd``), "kuzen yine de 4 düşün diyo" (a claim with a number or a scoring word before a speech
    verb, from its speaker on). Narrative speech ("açayım dedi") stays."""
    out: list[str] = []
    for t in toks:
        if t == "zzqd":
            if out and _speaker_word(out[-1]):
                out.pop()
            if out and out[-1] not in (STRONG, WEAK):
                out.append(WEAK)
            continue
        if _SAY.match(t) and out:
            j = len(out)
            while j > 0 and out[j - 1] not in (STRONG, WEAK) and not _finite(out[j - 1]) and not _speaker_word(out[j - 1]):
                j -= 1
            claim = out[j:]
            if any(_CLAIM.match(w) for w in claim):
                if j > 0 and _speaker_word(out[j - 1]):
                    j -= 1
                quotes.append(" ".join(out[j:]))
                del out[j:]
                if out and out[-1] not in (STRONG, WEAK):
                    out.append(WEAK)
            continue
        out.append(t)
    clean: list[str] = []
    for t in out:
        if t in (STRONG, WEAK) and (not clean or clean[-1] in (STRONG, WEAK)):
            if clean and t == STRONG:
                clean[-1] = STRONG
            continue
        clean.append(t)
    while clean and clean[-1] in (STRONG, WEAK):
        clean.pop()
    return clean


def _finite(t: str) -> bool:
    v = analyse(t)
    return v is not None and v.form == "finite" and v.root not in ("de",)


__all__ = ["STRONG", "WEAK", "drop_speech", "join_kin", "rejoin_names"]
