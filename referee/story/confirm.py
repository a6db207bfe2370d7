"""A told number the engine computes anyway is a confirmation, not a fact left unread (issue 11).

"Veli açamadı 202 tamam", "Can bitti, -101 yazdı", "ikisi de 202 yedi": the writer says the number a
player gets, and that number is what the rules give them. The leftover guard
(:func:`referee.story.plan.guard`) would refuse such a story because no rule read the number; but a
number equal to one the engine computes for this very story changes nothing — the story confirms the
arithmetic. A told number that differs from every computed one stays unread, and the planner asks.
"""
from __future__ import annotations

from typing import Any

from referee.story.rules import Fact


def _computed(engine: Any) -> set[int]:
    """Every number the engine gives for a plan's input: each player's and side's score of each hand,
    and the totals of a match (empty when the input cannot be scored)."""
    from calculators.hand import score_hand
    from calculators.inputs import HandInput, MatchInput
    from calculators.match import score_match

    out: set[int] = set()
    try:
        if isinstance(engine, HandInput):
            res = score_hand(engine)
            out.update(res.scores.values())
            out.update((res.team_scores or {}).values())
        elif isinstance(engine, MatchInput):
            m = score_match(engine).to_dict()
            for row in m["hands"]:
                out.update(row["scores"].values())
                out.update((row["team_scores"] or {}).values())
            out.update(m["totals"].values())
            out.update(m["player_totals"].values())
    except Exception:  # noqa: BLE001 - an input the engine rejects confirms nothing; the planner's checks say why
        return set()
    return out


def _value(f: Fact) -> int | None:
    if f.value.get("kind") != "sayı":
        return None
    try:
        return int(str(f.value.get("word", "")).replace("'", ""))
    except ValueError:
        return None


def confirmations(unread: list[Fact], engine: Any) -> list[Fact]:
    """The unread numbers that equal a number the engine computes for ``engine`` (a plan's input)."""
    if engine is None or not any(_value(f) is not None for f in unread):
        return []
    got = _computed(engine)
    return [f for f in unread if _value(f) in got]


def note(confirmed: list[Fact]) -> str:
    """The assumption line for confirmed numbers."""
    shown = ", ".join(f"“{f.value['word']}”" for f in confirmed)
    return f"Yazdığın {shown} hesapladığım sayıyla aynı; onay olarak okudum."


__all__ = ["confirmations", "note"]
