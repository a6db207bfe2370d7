"""Regional (Black Sea) verb endings in folded text -> the standard endings the articles use.

Why: at a Trabzon table a player writes "nasıl açılur", "ceza yazılur mi", "ne oluyi", "napacaksun".
The rounded aorist "-ur" and 2nd person "-sun" after an unrounded stem vowel, and the progressive
"-iyi" for "-iyor", are ordinary speech there; without the standard form the lexical index, the
router and the verb reader see an unknown word, and the question is refused or misread.

Each rule is small and named, with its corpus of examples (the tests run them). A word is rewritten
only when both hold: the rewritten word reads as a finite verb (so "tabur", "Timur" never become
something else), and the word as typed is no word of its own with a root as long as that verb's
("iyi", "kıyı", "yazıyı" stay; "geliyi" is no word, only a fragment reading "ge" + -li + -yi). Rounded stems keep their "-ur" anyway ("okur", "olur", "bulur": no rule matches).

>>> standard_endings("101de el nasil acilur bizim sukru emmi sasiriyi")
'101de el nasil acilir bizim sukru emmi sasiriyor'
>>> standard_endings("ceza yazilur mi uzun bulut okur olur")
'ceza yazilir mi uzun bulut okur olur'
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from calculators.turkish import fold


@dataclass(frozen=True)
class EndingRule:
    """One regional ending: a folded-word pattern, its standard replacement, examples (typed -> standard)."""

    name: str
    pattern: re.Pattern[str]
    replacement: str
    examples: tuple[tuple[str, str], ...]


#: Unrounded stem vowel, then consonants, then the rounded ending (folded letters: ı is i).
_UNROUNDED = r"[aei][b-df-hj-np-tv-z]*"

RULES: tuple[EndingRule, ...] = (
    EndingRule("rounded aorist after an unrounded stem",
               re.compile(rf"^(\w*{_UNROUNDED})ur(um|uz|sun|sunuz)?$"), r"\1ir\2",
               (("acilur", "acilir"), ("yazilur", "yazilir"), ("beklenur", "beklenir"),
                ("sayilur", "sayilir"), ("gelur", "gelir"))),
    EndingRule("rounded second person after an unrounded stem",
               re.compile(rf"^(\w*{_UNROUNDED})sun(uz)?$"), r"\1sin\2",
               (("yazarsun", "yazarsin"), ("yapacaksun", "yapacaksin"), ("gelirsun", "gelirsin"))),
    EndingRule("progressive -iyi for -iyor",
               re.compile(r"^(\w+?[iu])yi$"), r"\1yor",
               (("oluyi", "oluyor"), ("sasiriyi", "sasiriyor"), ("geliyi", "geliyor"), ("bekliyi", "bekliyor"))),
)

#: "nap-" glued for "ne yap-" on any verb ending ("napacaksin", "napmisin"); the phone-slang list
#: has the common whole words, this catches the rest once an ending rule has made them standard.
_NAP = re.compile(r"^nap(\w+)$")


def _roots(word: str) -> list[str]:
    """The roots the analyser reads in the word as typed (and with Turkish letters restored)."""
    from referee.text.morph import readings

    return [r.root for r in readings(word)]


def _verb_root(word: str) -> str | None:
    from referee.text.morph import verb_of

    v = verb_of(word)
    return v.root if v is not None and v.finite else None


def _real_word(word: str, verb_root: str) -> bool:
    """True when the typed word is a word of its own: a reading with a root at least as long as the
    verb's ("yazıyı" = yazı + accusative stays), not a fragment ("geliyi" read as "ge" + -li + -yi)."""
    return any(len(root) >= len(verb_root) for root in _roots(word))


@lru_cache(maxsize=8192)
def standard_word(word: str) -> str:
    """One folded word with its regional ending made standard, or the word itself.

    >>> standard_word("beklenur"), standard_word("oluyi"), standard_word("napacaksun")
    ('beklenir', 'oluyor', 'ne yapacaksin')
    >>> standard_word("uzun"), standard_word("okur"), standard_word("iyi"), standard_word("tabur")
    ('uzun', 'okur', 'iyi', 'tabur')
    """
    if len(word) < 4 or not word.isalpha() or word != fold(word):
        return word
    candidates = [rule.pattern.sub(rule.replacement, word) for rule in RULES if rule.pattern.match(word)]
    for cand in candidates:
        m = _NAP.match(cand)
        std = cand if (root := _verb_root(cand)) else ("ne yap" + m.group(1) if m else "")
        root = root or (_verb_root(std[3:]) if std else None)
        if root and not _real_word(word, root):
            return std
    return word

def standard_endings(folded: str) -> str:
    """Every word of folded, space-separated text through ``standard_word``."""
    return " ".join(standard_word(w) for w in folded.split())
