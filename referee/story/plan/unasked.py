"""The kind of a finish the story leaves open, when no asked number depends on it ("ask only what is open").

A finish told without its kind ("Ali bitti") is asked (normal, okeyle, çiftten, elden …: the kind multiplies
the others' numbers) — unless every number asked comes out the same under every kind the story allows:

- the finisher's partner at a table whose partner writes 0 (esli-101-turnuva, od-101's eşli masalar);
- the finisher (and his side) at düz okey: a finish costs the others, never the finisher's column;
- the finisher at a ruleset whose finisher writes the same under every kind left open (od-101: −101, or
  −202 with the okey as the last tile — so once the last tile is told, the kind does not matter).

Where the asked numbers agree the planner computes with a normal finish and says so (:data:`ASSUMED`); where
they differ only by the last tile (od-101's finisher, the last tile untold) only that is asked.
"""
from __future__ import annotations

from calculators.rulesets import Ruleset
from referee.story.plan.types import TEAM_THEM, TEAM_US, Plan
from referee.story.reading import ME, PARTNER, THEM, US, HandReading, Reading

#: What the answer says when the kind was left open and changed nothing asked.
ASSUMED = "Nasıl bittiğini söylemedin; sorduğun sayı bitişin türüne göre değişmiyor, normal bitiş gibi hesapladım."

_KINDS = {True: ("okey", "cift-okey", "elden-okey"), False: ("normal", "cift", "elden"), None: ()}


def _kinds(hand: HandReading, rs: Ruleset) -> tuple[str, ...]:
    """The finishes the story still allows, by what it told of the last tile."""
    told = _KINDS[hand.okey_last] or _KINDS[True] + _KINDS[False]
    return tuple(k for k in told if k in rs.finisher_kat)


def _side_told(r: Reading, key: str | None) -> bool:
    """The story itself says which side the finisher is on: the asker, the partner, or a side told of him."""
    person = r.people.get(key or "")
    if key in (ME, PARTNER):
        return True
    guessed = key in r.side_guessed or any(person is not None and person.name in a and "takım" in a for a in r.assumed)
    return person is not None and person.team in (US, THEM) and not guessed


def kind_unasked(r: Reading, hand: HandReading, pl: Plan, rs: Ruleset, fname: str | None) -> str | None:
    """Why no asked number depends on the finish's kind — "partner" (only the finisher's partner, who writes
    0), "same" (every kind left open gives the asked numbers alike), "last" (only the last tile matters: ask
    that alone) — or None: the kind is to be asked."""
    if fname is None or not r.question.targets:
        return None
    mate = next((s for s in pl.seats if s != fname and pl.teams.get(s) == pl.teams.get(fname)), None) \
        if pl.teams else None
    asked: list[str | None] = []
    for t in r.question.targets:
        if t in ("team:us", "team:them"):
            if not pl.teams or pl.teams.get(fname) != (TEAM_US if t == "team:us" else TEAM_THEM) or \
                    not _side_told(r, hand.finisher):
                return None  # the finisher's side only seated by the planner: whose column is asked is open
            asked += [fname, mate]
        elif t == "finisher" or pl.names.get(t) == fname:
            asked.append(fname)
        elif mate is not None and pl.names.get(t) == mate:
            asked.append(mate)
        else:
            return None  # someone else asked (or everyone): their number follows the kind
    if set(asked) == {mate}:
        return "partner" if rs.partner_of_finisher_zero else None  # "eşim bitti, bana ne yazılır": 0 whatever
    if set(r.question.what) - {"score", "left", "total"}:
        return None  # "oyun bitti mi", "kim kazandı": the others' columns decide
    if rs.game == "duz":
        return "same"  # the finish costs only the other side's columns
    if mate in asked and not rs.partner_of_finisher_zero:
        return None
    if len({rs.finisher_kat[k] for k in _kinds(hand, rs)}) == 1:
        return "same"
    by_last = [{rs.finisher_kat[k] for k in _KINDS[o] if k in rs.finisher_kat} for o in (True, False)]
    if hand.okey_last is None and all(len(v) == 1 for v in by_last):
        return "last"  # od-101's finisher: only whether the last tile was the okey changes his number
    return None
