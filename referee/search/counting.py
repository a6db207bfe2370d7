"""What a "kaç …" question counts, and whether an article's text gives a number for it.

A near miss (:func:`referee.search.coverage.near_miss`) is a question whose article describes the
situation but gives no number for what the question counts ("okey gecesi kaç tur sürer" against an
article that never counts turns). This module reads the counted thing from the question and looks
for a number near it (or a score word, for "kaç yazar") in the article.
"""
from __future__ import annotations

import re
from functools import lru_cache

from referee.text.normalize import NormalizedText, normalize

#: Word starts that make a number a score or a penalty ("101 ceza", "2 puan kaybeder", "×2 kat").
_SCORE = ("puan", "ceza", "yaz", "say", "kat", "kayb", "dus", "eksi", "art", "carp", "eder", "ekle", "gider",
          "gotur", "silin", "kesil", "101", "202", "404", "808")
_NUMBER_WORDS = frozenset({"bir", "iki", "uc", "dort", "bes", "alti", "yedi", "sekiz", "dokuz", "on", "yirmi",
                           "yarisi", "yariya", "ikiye", "dorde"})
#: Words after "kaç" that name no counted thing ("kaç tane taş": the thing is the next word).
_COUNTERS = frozenset({"tane", "adet", "kere", "defa", "tam", "olarak", "abi", "ya"})
_GENERIC_COUNT = ("lazim", "gerek", "olmali", "olur", "oluyor", "eder", "mi", "mu")
#: A question word right after "kaç" starts the next question ("puanı kaç, ne zaman gösterilir"): the
#: "kaç" ended its own clause and counts an amount, not "ne".
_NEXT_QUESTION = frozenset({"ne", "neler", "nedir", "nasil", "hangi", "hangisi", "kim", "kime", "kimin", "neden",
                            "niye", "nicin", "nerede", "nereye", "peki", "yoksa"})


def _is_number(tok: str) -> bool:
    return bool(re.match(r"^[-+]?\d", tok)) or tok in _NUMBER_WORDS


#: Case endings a counted noun carries ("kaç elden oluşur", "kaç taştan", "kaç turda"): the thing is the root.
_CASE_ENDINGS = ("den", "dan", "ten", "tan", "de", "da", "te", "ta")


def _count_stem(word: str) -> str:
    """The counted noun without its case ending, at most 4 letters ("elden" → "el", "turda" → "tur").

    >>> _count_stem("elden"), _count_stem("tastan"), _count_stem("cezaya"), _count_stem("kisiden")
    ('el', 'tas', 'ceza', 'kisi')
    """
    for end in _CASE_ENDINGS:
        if word.endswith(end) and len(word) - len(end) >= 2:
            word = word[:-len(end)]
            break
    return word[:4]


def counted_things(norm: NormalizedText) -> list[str]:
    """What each "kaç …" of the question counts ("" = a score or amount: "kaç yazar", "kaç lazım").

    >>> from referee.text.normalize import normalize
    >>> counted_things(normalize("okey gecesi kaç tur sürüyor")), counted_things(normalize("kaç tane taş işlerim"))
    (['tur'], ['tas'])
    >>> counted_things(normalize("okey atarsam kaç ceza")), counted_things(normalize("kaçla açarım"))
    (['ceza'], [''])
    >>> counted_things(normalize("bir maç kaç elden oluşur")), counted_things(normalize("cezası kaç, ne zaman yazılır"))
    (['el'], [''])
    """
    words = norm.folded.replace("?", " ").split()
    out = []
    for i, w in enumerate(words):
        if not w.startswith("kac") or w in ("kacar", "kacirdim", "kacis"):
            continue
        j = i + 1
        while j < len(words) and words[j] in _COUNTERS:
            j += 1
        nxt = words[j] if j < len(words) else ""
        if w != "kac" or not nxt or nxt.startswith(_GENERIC_COUNT) or nxt in _NEXT_QUESTION:
            out.append("")  # "kaçla", "kaçıncı", "kaç lazım": an amount
        else:
            out.append(_count_stem(nxt))
    return out


def quantifies(text: str, things: list[str]) -> bool:
    """Does the article's text give a number for one of the counted things (a score for "")?"""
    words, nums = _numbered_words(text)
    for thing in things:
        scoring = not thing or thing.startswith(_SCORE)
        stem = thing[:3] if len(thing) >= 3 else thing
        for i in nums:
            window = words[max(0, i - 4):i + 5]
            if scoring and any(x.startswith(_SCORE) for x in window):
                return True
            if stem and any(x.startswith(stem) for x in window):
                return True
    return False


@lru_cache(maxsize=2048)
def _numbered_words(text: str) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """An article's folded words ("×2" as "2") and the positions of its numbers (read once per text)."""
    words = tuple(re.sub(r"[×x](\d)", r" \1", normalize(text).folded).split())
    return words, tuple(i for i, t in enumerate(words) if _is_number(t))


__all__ = ["counted_things", "quantifies"]
