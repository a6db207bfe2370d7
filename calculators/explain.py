"""Arithmetic that writes itself down: every step of a score with its reason, in Turkish.

Why: at the table nobody trusts a bare number. Scoring code builds each score
through a :class:`Calc`, so the explanation and the number can never drift apart
(a property test checks :func:`final_number` of every explanation against the score).

>>> c = Calc.start(107).times(2, "çiftten açtı").times(2, "okeyle bitiş").plus(101, "kalan 100'ü geçti")
>>> c.value
529
>>> c.text
"107 × 2 (çiftten açtı) = 214 × 2 (okeyle bitiş) = 428 + 101 (kalan 100'ü geçti) = 529"
>>> final_number("Açmadı: 202 × 2 (okeyle bitiş) = 404")
404
>>> final_number(Calc.start(-101, "bitirdi").text)
-101
>>> final_number("5 (a (b 7) c) + 2 (x) = 7")
7
"""
from __future__ import annotations

import re
from dataclasses import dataclass

_PARENS = re.compile(r"\([^()]*\)")
_INT = re.compile(r"[-−]?\d+")


def fmt(n: int) -> str:
    """An integer as written in explanations (ASCII minus, no thousands separator)."""
    return str(n)


@dataclass(frozen=True)
class Calc:
    """A running value and the Turkish text of how it was reached."""

    value: int
    text: str
    steps: int = 0

    @classmethod
    def start(cls, value: int, note: str | None = None) -> "Calc":
        """Begin at ``value``; ``note`` says what it is (e.g. "açmadı")."""
        text = fmt(value) if not note else f"{fmt(value)} ({note})"
        return cls(value, text)

    def times(self, k: int, note: str) -> "Calc":
        """Multiply by ``k`` because of ``note``."""
        v = self.value * k
        return Calc(v, f"{self.text} × {k} ({note}) = {fmt(v)}", self.steps + 1)

    def plus(self, n: int, note: str) -> "Calc":
        """Add ``n`` (may be negative) because of ``note``."""
        v = self.value + n
        sign = "+" if n >= 0 else "-"
        return Calc(v, f"{self.text} {sign} {abs(n)} ({note}) = {fmt(v)}", self.steps + 1)

    def half(self, note: str) -> "Calc":
        """Halve (integer; the sources only halve even numbers) because of ``note``."""
        v = self.value // 2
        return Calc(v, f"{self.text} ÷ 2 ({note}) = {fmt(v)}", self.steps + 1)

    def reset(self, value: int, note: str) -> "Calc":
        """Replace the value outright (e.g. the finisher's partner writes 0)."""
        return Calc(value, f"{self.text} → {fmt(value)} ({note})", self.steps + 1)


def final_number(explanation: str) -> int:
    """The last number of an explanation outside parentheses: the score it arrives at."""
    stripped, previous = explanation, None
    while stripped != previous:  # innermost parentheses first, so nesting is handled
        previous, stripped = stripped, _PARENS.sub("", stripped)
    found = _INT.findall(stripped)
    if not found:
        raise ValueError(f"no number in explanation: {explanation!r}")
    return int(found[-1].replace("−", "-"))


def sentence(*parts: str) -> str:
    """Join non-empty parts into one explanation: notes first, the arithmetic last."""
    return " ".join(p for p in parts if p)
