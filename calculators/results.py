"""What a hand calculator returns: :class:`HandResult` (the match sheet's is :class:`calculators.match.MatchResult`).

Its own module so the 101 and düz okey calculators share it without importing each other.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

__all__ = ["HandResult"]


@dataclass(frozen=True)
class HandResult:
    """Scores of one hand. ``to_dict`` gives the API's 200 body.

    ``marks`` are the score sheet's signs per player (★ finisher, O okey finish,
    Ç çiftten / yedi çift, C / C2 penalties, G gösterge); ``void`` is True when the
    hand does not count (el bozuldu) and is dealt again.
    """

    ruleset: str
    multiplier: int
    scores: dict[str, int]
    team_scores: dict[str, int] | None
    explanation: dict[str, str]
    sources: tuple[str, ...]
    marks: dict[str, tuple[str, ...]] = field(default_factory=dict)
    void: bool = False

    def to_dict(self) -> dict[str, Any]:
        """The API contract: ruleset, multiplier, scores, team_scores, explanation, sources."""
        return {
            "ruleset": self.ruleset,
            "multiplier": self.multiplier,
            "scores": dict(self.scores),
            "team_scores": None if self.team_scores is None else dict(self.team_scores),
            "explanation": dict(self.explanation),
            "sources": list(self.sources),
        }
