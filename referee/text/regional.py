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
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from calculators.turkish import fold


@dataclass(frozen=True)
class EndingRule:
    """One regional ending: a folded-word pattern, its standard replacement, examples (typed -> standard)."""

    name: str
    pattern: re.Pattern[str]
    replacement: str | Callable[[re.Match[str]], str]
    examples: tuple[tuple[str, str], ...]


#: Unrounded stem vowel, then consonants, then the rounded ending (folded letters: ı is i).
_UNROUNDED = r"[aei][b-df-hj-np-tv-z]*"

def _harmonised(stem: str) -> str:
    """The folded high vowel after a stem: "u" after a rounded last vowel ("oyn" → u), else "i"."""
    last = next((c for c in reversed(stem) if c in "aeiou"), "i")
    return "u" if last in "ou" else "i"


def _progressive(m: re.Match[str]) -> str:
    """"oynayruk" → "oynuyoruz", "bakayrum" → "bakiyorum": the Black Sea progressive -(a)yr- with its person."""
    person = {"um": "um", "uk": "uz", "uz": "uz", "sun": "sun", "sunuz": "sunuz", "": ""}[m.group(2)]
    return f"{m.group(1)}{_harmonised(m.group(1))}yor{person}"


RULES: tuple[EndingRule, ...] = (
    EndingRule("rounded aorist with a rounded person after an unrounded stem",
               re.compile(rf"^(\w*{_UNROUNDED})uru(m|z)$"), r"\1iri\2",
               (("gelurum", "gelirim"), ("alurum", "alirim"), ("yazaruz", "yazaruz"), ("verurum", "veririm"))),
    EndingRule("rounded aorist with a rounded second person after an unrounded stem",
               re.compile(rf"^(\w*{_UNROUNDED})ursun(uz)?$"), lambda m: m.group(1) + "irsin" + ("iz" if m.group(2) else ""),
               (("alursun", "alirsin"), ("gelursunuz", "gelirsiniz"))),
    EndingRule("rounded conditional aorist after an unrounded stem",
               re.compile(rf"^(\w*{_UNROUNDED})urs([ae](?:m|n|k|niz)?)$"), r"\1irs\2",
               (("gosterursem", "gosterirsem"), ("alursak", "alirsak"), ("atarsam", "atarsam"))),
    EndingRule("rounded first person past after an unrounded stem",
               re.compile(rf"^(\w*{_UNROUNDED}[dt])u(m|k)$"), lambda m: m.group(1) + ("im" if m.group(2) == "m" else "ik"),
               (("attum", "attim"), ("yaptum", "yaptim"), ("gettum", "gettum"))),
    EndingRule("progressive -ayr- / -iyr- with its person",
               re.compile(r"^(\w+?[b-df-hj-np-tv-z])[aei]yr(um|uk|uz|sunuz|sun)$"), _progressive,
               (("oynayruk", "oynuyoruz"), ("bakayrum", "bakiyorum"), ("geliyrum", "geliyorum"),
                ("bekleyruk", "bekliyoruz"))),
    EndingRule("rounded aorist after an unrounded stem",
               re.compile(rf"^(\w*{_UNROUNDED})ur(um|uz|sun|sunuz)?$"), r"\1ir\2",
               (("acilur", "acilir"), ("yazilur", "yazilir"), ("beklenur", "beklenir"),
                ("sayilur", "sayilir"), ("gelur", "gelir"))),
    EndingRule("rounded second person after an unrounded stem",
               re.compile(rf"^(\w*{_UNROUNDED})sun(uz)?$"), lambda m: m.group(1) + "sin" + ("iz" if m.group(2) else ""),
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
