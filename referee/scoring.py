"""The score-question hook: a thumb-typed story in, the engine's exact number out.

The ask pipeline calls :func:`answer_calculation` for every question the router sends
to the calculation branch. The slot filler (issue "score questions in plain Turkish")
implements it; until then it returns None and the pipeline answers with the best
matching rule article instead — never with a guessed number.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal


@dataclass(frozen=True)
class CalcAnswer:
    """A computed answer to a score question.

    ``answer``: Turkish text, verdict first ("**529** yazıyorsun."), then the
    arithmetic from the engine, then the assumptions made ("son taşın okey
    olmadığını varsaydım"). The ruleset sentence is added by the composer.
    ``calculation``: at least ``{"inputs": {...parsed slots...}, "result": {...}}``,
    JSON-serialisable; it goes into the API payload as ``calculation``.
    ``sources``: ids of the rule articles behind each factor (existing article ids;
    unknown ids are dropped by the composer).
    ``kind``: always ``"calculation"`` (a missing fact still gives a calculation
    answer that says what is missing, with ``calculation["result"]`` = None).
    """

    answer: str
    calculation: dict[str, Any]
    sources: list[str] = field(default_factory=list)
    kind: Literal["calculation"] = "calculation"


def answer_calculation(question: str, ruleset: str, reason: str) -> CalcAnswer | None:
    """Turn a score story into the engine's number, or None when it cannot.

    Contract (for the slot-filler engineer):

    - ``question``: the question exactly as typed (normalise it yourself with
      :func:`referee.normalize.normalize`; ``.folded`` has numbers as digits).
    - ``ruleset``: the ruleset id already chosen by :mod:`referee.detect`
      (one of oyna-101, od-101, turnuva-esli-101, oyna-duz, oyna-esli-duz).
    - ``reason``: the Turkish sentence saying why that ruleset was chosen; the
      composer shows it, include it only if you word the answer around it.
    - Return a :class:`CalcAnswer` when the story gives (or lets you state
      assumptions for) every fact the number depends on, or when a required
      fact is missing/contradictory and you answer "what is missing" instead
      of a number (``calculation["result"] = None``).
    - Return None when the text is not a score story you understand; the
      pipeline then answers with the best matching rule article.
    - Never raise: catch ``calculators.errors.CalcError`` and turn it into the
      answer text. Must be fast (p95 ≤ 5 ms).
    """
    return None
