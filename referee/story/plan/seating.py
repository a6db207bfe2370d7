"""Seatings a team story allows, and the one a reader takes from what the story bothers to tell.

A team table has two sides of two. When the story does not say whose side a player is on, the
planner (:mod:`referee.story.plan.sides`) computes the asked numbers under every seating; when they
differ, one more thing a story says settles most of them: at a 101 team table the finisher's
partner writes nothing of their own hand (0 at the team tournament, nothing at od-101's "Eşli
masalar"), so a player whose hand is told in the hand someone else finished — a remainder, "açmıştı",
"açamadı" — is told because it counts: that player is the finisher's rival. The seatings that keep
every such pair apart, two a side, are the ones the reader takes; the answer says so.

>>> from referee.story import plan, read
>>> pl = plan(read("turnuva: Mehmet normal bitti, Okan açmıştı elinde 20 kaldı, Okan'a kaç yazılır",
...                "turnuva-esli-101"))
>>> pl.problems, any("rakibi" in a for a in pl.assumptions)
([], True)
"""
from __future__ import annotations

from itertools import product

from calculators.rulesets import get_ruleset
from referee.story.reading import ME, PARTNER, THEM, US, Reading


def told_rivals(r: Reading) -> list[tuple[str, str]]:
    """(finisher, player) pairs at a 101 team table: a player whose own hand is told in a hand another
    player finished sits on the other side (a finisher's partner's hand counts for nothing)."""
    if getattr(get_ruleset(r.ruleset), "game", None) == "duz":
        return []
    out: list[tuple[str, str]] = []
    if any(k.startswith("desc:") for h in r.hands for k in h.players):
        return []  # "açamayana kaç": a player picked out by a description, not seated by one
    for h in r.hands:
        fin = h.finisher
        if fin is None or fin.startswith("desc:") or h.deste or h.bozuldu:
            continue
        for k, facts in h.players.items():
            if k == fin or k.startswith(("desc:", "q:")) or k not in r.people:
                continue
            if facts.has_left or facts.opened is not None or facts.count_only is not None or facts.uncounted:
                out.append((fin, k))
    return list(dict.fromkeys(out))


def seatings(r: Reading, open_: list[str], settled: dict[str, str | None],
             apart: list[tuple[str, str]]) -> list[tuple[str, ...]]:
    """Every assignment of sides to ``open_`` (in that order) with two a side at most and every pair
    in ``apart`` on different sides. With no side anchored by the story (the asker does not play and
    nobody is settled), the first open player sits on "us": the two sides are only told apart."""
    fixed = {k: s for k, s in settled.items() if s is not None and k not in open_}
    anchored = bool(fixed)
    out = []
    for sides in product((US, THEM), repeat=len(open_)):
        if not anchored and open_ and sides[0] != US:
            continue
        seat = {**fixed, **dict(zip(open_, sides))}
        if sum(s == US for s in seat.values()) > 2 or sum(s == THEM for s in seat.values()) > 2:
            continue
        if any(a in seat and b in seat and seat[a] == seat[b] for a, b in apart):
            continue
        out.append(sides)
    return out


def anchored(r: Reading) -> bool:
    """Whether "us" means someone: the asker or the asker's partner is at the table."""
    return ME in r.people or PARTNER in r.people


def rivals_note(r: Reading, names: dict[str, str], apart: list[tuple[str, str]], open_: list[str]) -> str:
    """The assumption the answer states: who was taken as whose rival, and why."""
    pairs: dict[str, list[str]] = {}
    for a, b in apart:
        if a in open_ or b in open_:
            pairs.setdefault(a, []).append(b)
    parts = []
    for fin, told in pairs.items():
        name = names.get(fin, r.people[fin].name)
        others = " ile ".join(names.get(k, r.people[k].name) for k in told if k != ME)
        if fin == ME:
            parts.append(f"{others} senin rakibin")
            continue
        if ME in told:
            parts.append(f"{name} senin eşin değil, rakibin")
        if others:
            parts.append(f"{others} {_gen(name)} rakibi")
    return ("; ".join(parts) + " diye hesapladım: elini anlattın, bitirenin eşi olsaydı eli sayılmazdı (0 yazardı). "
            "Takımlar başkaysa söyle.")


def _gen(name: str) -> str:
    from referee.story.plan.types import genitive

    return genitive(name)


__all__ = ["told_rivals", "seatings", "anchored", "rivals_note"]
