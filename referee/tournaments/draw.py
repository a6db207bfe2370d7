"""The knock-out draw and the bracket that grows from it (pure: no storage, no clock).

The shape comes from the engine: :func:`calculators.tournament.bracket` says how big the
tree is and how many teams go through the first round without playing (bay). This
module only decides *where*: which first-round slots are byes and which team lands in
which slot. It does both reproducibly from a seed, so the draw can be shown, checked
and redone to the same result.

* Bye slots are spread over the tree (bit-reversal order), so a bye team meets a first-round
  winner in round two whenever the numbers allow (esli-101-turnuva only says the team
  without an opponent goes through; spreading them is our choice, stated on the page).
* Teams are shuffled with :class:`random.Random` seeded by the stored seed string, starting
  from registration order; the same teams and the same seed give the same draw.

>>> slots = first_round([1, 2, 3, 4, 5], "tohum")
>>> len(slots), sum(1 for a, b in slots if b is None)
(4, 3)
>>> slots == first_round([1, 2, 3, 4, 5], "tohum")
True
>>> [m.id for m in resolve(slots, {}, {})[0]]
['1-1', '1-2', '1-3', '1-4']
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Mapping, Sequence

from calculators.tournament import bracket

__all__ = ["Slot", "Match", "bye_order", "first_round", "resolve", "round_name", "feeders", "next_match",
           "match_id", "parse_match_id"]

Slot = tuple[int, int | None]  # (team a, team b); b is None for a bye


def bye_order(slots: int) -> list[int]:
    """First-round slot indices in bit-reversal order: the first k spread evenly over the tree.

    >>> bye_order(8)
    [0, 4, 2, 6, 1, 5, 3, 7]
    """
    bits = max(1, (slots - 1).bit_length())
    return sorted(range(slots), key=lambda i: int(format(i, f"0{bits}b")[::-1], 2))


def first_round(team_ids: Sequence[int], seed: str) -> list[Slot]:
    """The first round for these teams (in registration order), drawn with ``seed``.

    Raises the engine's :class:`~calculators.errors.CalcError` / ``NotCovered`` when the
    number of teams cannot make a bracket (fewer than 4, or more than 64).

    >>> first_round([1, 2, 3, 4, 5, 6, 7, 8], "x") == first_round([1, 2, 3, 4, 5, 6, 7, 8], "y")
    False
    """
    shape = bracket(len(team_ids))
    order = list(team_ids)
    random.Random(seed).shuffle(order)
    n_slots = shape.size // 2
    byes = set(bye_order(n_slots)[:shape.byes])
    out: list[Slot] = []
    it = iter(order)
    for i in range(n_slots):
        a = next(it)
        out.append((a, None) if i in byes else (a, next(it)))
    return out


def match_id(round_no: int, index: int) -> str:
    """``"2-3"``: round 2, third match (both counted from 1)."""
    return f"{round_no}-{index + 1}"


def parse_match_id(text: str) -> tuple[int, int] | None:
    """``"2-3"`` → (2, 2) (round, zero-based index); None when it is not a match id.

    >>> parse_match_id("2-3"), parse_match_id("0-1"), parse_match_id("x")
    ((2, 2), None, None)
    """
    parts = text.split("-") if isinstance(text, str) and len(text) <= 6 else []
    if len(parts) != 2 or not all(p.isdigit() and p.isascii() for p in parts):
        return None
    r, m = int(parts[0]), int(parts[1])
    if r < 1 or m < 1:
        return None
    return r, m - 1


def feeders(mid: str) -> tuple[str, str] | None:
    """The two matches whose winners meet in ``mid`` (None for the first round).

    >>> feeders("2-1"), feeders("3-2"), feeders("1-4")
    (('1-1', '1-2'), ('2-3', '2-4'), None)
    """
    p = parse_match_id(mid)
    if p is None or p[0] == 1:
        return None
    r, i = p
    return match_id(r - 1, 2 * i), match_id(r - 1, 2 * i + 1)


def next_match(mid: str, rounds: int) -> str | None:
    """The match the winner of ``mid`` plays next (None after the final).

    >>> next_match("1-3", 3), next_match("3-1", 3)
    ('2-2', None)
    """
    p = parse_match_id(mid)
    if p is None or p[0] >= rounds:
        return None
    return match_id(p[0] + 1, p[1] // 2)


def round_name(matches_in_round: int) -> str:
    """Turkish name of a round by its number of matches.

    >>> round_name(1), round_name(2), round_name(4), round_name(8), round_name(16)
    ('Final', 'Yarı final', 'Çeyrek final', 'Son 16', 'Son 32')
    """
    return {1: "Final", 2: "Yarı final", 4: "Çeyrek final"}.get(matches_in_round, f"Son {2 * matches_in_round}")


@dataclass(frozen=True)
class Match:
    """One match of the bracket as it stands: teams known so far and the winner, if decided.

    ``how`` says how the winner was decided: ``"bay"`` (no opponent), ``"oynandi"`` (the
    match's Çetele is over), ``"hukmen"`` (walkover) or ``"duzeltme"`` (the manager's correction).
    """

    id: str
    round: int
    index: int
    a: int | None
    b: int | None
    bye: bool
    winner: int | None
    how: str | None


def resolve(slots: Sequence[Slot], manual: Mapping[str, tuple[int, str]],
            played: Mapping[str, int]) -> list[list[Match]]:
    """Every round of the bracket, the winners moved up.

    ``manual`` are the manager's decisions (match → (winner, "hukmen" | "duzeltme")), ``played`` the winners
    read from the matches' Çeteles; a decision naming a team that is not in the match (a
    stale entry after a correction upstream) is ignored. The manager's word comes first.
    """
    rounds: list[list[Match]] = []
    current: list[Match] = []
    for i, (a, b) in enumerate(slots):
        mid = match_id(1, i)
        if b is None:
            current.append(Match(mid, 1, i, a, None, True, a, "bay"))
        else:
            current.append(_decide(mid, 1, i, a, b, manual, played))
    rounds.append(current)
    r = 1
    while len(current) > 1:
        r += 1
        nxt = []
        for i in range(len(current) // 2):
            a, b = current[2 * i].winner, current[2 * i + 1].winner
            nxt.append(_decide(match_id(r, i), r, i, a, b, manual, played))
        rounds.append(nxt)
        current = nxt
    return rounds


def _decide(mid: str, r: int, i: int, a: int | None, b: int | None, manual: Mapping[str, tuple[int, str]],
            played: Mapping[str, int]) -> Match:
    if a is None or b is None:
        return Match(mid, r, i, a, b, False, None, None)
    decided = manual.get(mid)
    if decided is not None and decided[0] in (a, b):
        return Match(mid, r, i, a, b, False, decided[0], decided[1])
    w = played.get(mid)
    if w in (a, b):
        return Match(mid, r, i, a, b, False, w, "oynandi")
    return Match(mid, r, i, a, b, False, None, None)
