"""An article's worked example is no verdict for a hand the asker told (issue 11, point 8).

Articles illustrate a rule with a hand of their own ("Örnek: yerde siyah 9-10-11 var, sen siyah 12
attın … 12 × 10 = 120"). When the question tells its own hand ("kırmızı 8'i attım, sıradaki aldı,
kaç ceza") that example's numbers are another hand's: printed under the verdict they read as the
answer, a confident wrong number. A rule answer may still cite the article; this module takes out
the sentences that compute with numbers the question did not tell and the rule itself does not state.

A sentence is a *worked example* when it does arithmetic ("×", "÷", "=") or says it is one
("Örnek", "örneğin"). Its *operands* are its numbers except a factor right after "×" / "÷" and a
result right after "="; the example is *foreign* when an operand is neither told by the question
nor stated by the article's own rule sentences (those with no example in them). An example whose result
is the question's own told total ("… topladık 99 etti" to "… (36) + … (42) = 99") is the told hand
worked out, not another hand.

>>> from referee.text.normalize import normalize
>>> rule = "Sıradaki aldıysa cezan taşın sayısının 10 katıdır; alan olmadıysa 101."
>>> q = normalize("kırmızı 8 attım sıradaki aldı kaç ceza")
>>> foreign_example("Sıradaki oyuncu 12'yi aldı: sana 12 × 10 = 120 yazılır.", told_numbers(q), rule)
True
>>> foreign_example("Sıradaki 8'i aldı: 8 × 10 = 80 yazılır.", told_numbers(q), rule)
False
>>> foreign_example("Sıradaki 12'yi aldı: 12 × 10 = 120.", told_numbers(normalize("6 7 8 vardı, 5 attım")), rule)
True
>>> foreign_example("Kimse almadıysa 101 yazılır.", told_numbers(q), rule)
False
>>> told = told_numbers(normalize("sarı 5-6-7 ve kırmızı 10-11-12 ile açtı, 51 etti, açış olur mu"))
>>> foreign_example("Örnek: Sarı 5-6-7 (18) + Kırmızı 10-11-12 (33) = 51; yetmez.", told)
False
>>> foreign_example("Örnek: Sarı 5-6-7 (18) + Kırmızı 10-11-12 (33) = 51; yetmez.", told_numbers(normalize("48 ile açtım")))
True
>>> without_foreign_examples("Çiftle açan kalanın iki katını yazar. Örnek: elinde 17 kaldı; 17 × 2 = 34.",
...                          told_numbers(normalize("çiftten açtım 23 kaldı kaç")))
'Çiftle açan kalanın iki katını yazar.'
"""
from __future__ import annotations

import re

from referee.text.normalize import NormalizedText

#: Numbers the question may carry that tell no hand: the game's name and the usual match target.
GAME_NUMBERS = frozenset({101, 1000})
_NUMBER = re.compile(r"(?<![\d])(\d+)(?![\d])")
_FACTOR = re.compile(r"[×x÷*/=]\s*$")
_ARITHMETIC = re.compile(r"[×÷=]")
_EXAMPLE = re.compile(r"(?i)\bÖrne(?:k|ğin)\b|\börne(?:k|ğin)\b")
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=\S)|\n+")
_RESULT = re.compile(r"=\s*(\d+)")


def told_numbers(question: NormalizedText) -> frozenset[int]:
    """The numbers the question tells of its own hand: the game's name and match target aside, and 1 and 2,
    which a question says as counts ("iki sahte okey", "iki kişinin puanı") far more than as a tile."""
    return frozenset(n for n in question.numbers if n not in GAME_NUMBERS and n > 2)


def _sentences(text: str) -> list[str]:
    return [s for s in _SENTENCE.split(text) if s.strip()]


def is_example(sentence: str) -> bool:
    """A sentence that works a case out or says it is an example."""
    return bool(_ARITHMETIC.search(sentence) or _EXAMPLE.search(sentence))


def _operands(sentence: str) -> list[tuple[int, bool]]:
    """The sentence's numbers that are not a factor ("× 10") nor a result ("= 120"), each with whether
    a factor follows it ("12 × 10": a base the hand must tell itself, not a told number worked out)."""
    return [(int(m.group(1)), bool(_BASE.match(sentence[m.end():]))) for m in _NUMBER.finditer(sentence)
            if not _FACTOR.search(sentence[:m.start()])]


#: A factor right after a number ("12 × 10", "17 x 2"): that number is the base of the arithmetic.
_BASE = re.compile(r"\s*[×x÷*]\s*\d")


def rule_numbers(text: str) -> frozenset[int]:
    """The numbers a rule text states outside its examples ("10 katı", "101")."""
    return frozenset(int(m.group(1)) for s in _sentences(text) if not is_example(s) for m in _NUMBER.finditer(s))


#: The factors a told number is worked out with (a finish's multiplier, the ×10 of a taken tile).
_FACTORS = (2, 4, 8, 10)


def _known(n: int, told: frozenset[int], rule: frozenset[int]) -> bool:
    """A number the question's own hand accounts for: told, stated by the rule, one of the game's fixed
    amounts (a multiple of 101: 202, 404, 808), or a told number worked out by a factor (23 → 46)."""
    return n in told or n in rule or (n > 0 and n % 101 == 0) or any(n == t * k for t in told for k in _FACTORS)


def foreign_example(sentence: str, told: frozenset[int], rule: str = "", marked_only: bool = False) -> bool:
    """True for a worked example about another hand than the one told (see the module doc).
    A question that tells no number of its own keeps every example: it illustrates the rule.
    ``marked_only``: only a sentence that says it is an example ("Örnek: …") counts — a rule's own
    first paragraph may state its amounts with arithmetic."""
    if not told or not is_example(sentence) or (marked_only and not _EXAMPLE.search(sentence)):
        return False
    stated = rule_numbers(rule)
    results = _RESULT.findall(sentence)
    if results and int(results[-1]) in told and int(results[-1]) % 101:
        return False  # the told total, worked out
    return any(not (n in told or n in stated) if base else not _known(n, told, stated)
               for n, base in _operands(sentence))


def without_foreign_examples(text: str, told: frozenset[int]) -> str:
    """An article's first paragraph without its marked examples of another hand ("Örnek: … 17 × 2 = 34");
    the rule itself stays, and a paragraph that would be left empty stays whole."""
    if not told or not text:
        return text
    sentences = _sentences(text)
    kept = [s for s in sentences if not foreign_example(s, told, text, marked_only=True)]
    return " ".join(s.strip() for s in kept) if kept and len(kept) != len(sentences) else text


__all__ = ["told_numbers", "is_example", "rule_numbers", "foreign_example", "without_foreign_examples", "GAME_NUMBERS"]
