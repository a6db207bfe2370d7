"""Okey Gecesi seating: four-player tables, new opponents where possible, the first dealer.

esli-101-turnuva: the night is 6, 8 or 10 players, singles, nobody is knocked out, everyone
sits at four-person tables with other opponents each round, and the system shows the
seating ring and the first dealer. It does not say how 6 or 10 people fit four-person
tables, how many rounds a night has, or how the first dealer is picked. Our reading, shown
on the night's page:

* 8 players: two tables every round. 6 and 10 players: one or two tables, and two players
  wait (bekler) each round; waiting goes round so that nobody waits twice before everyone
  has waited once. So that everyone plays the same number of rounds, a night of 6 has a
  multiple of 3 rounds and a night of 10 a multiple of 5 (default: 3 for 6 and 8, 5 for 10).
* New opponents: of all ways to seat a round, the one whose tables repeat the fewest
  earlier pairings (counted by how often each pair already met, squared) is taken.
* Ring and first dealer: the ring order is drawn; the first dealer is a player at the
  table who has dealt first least often so far.

Every draw uses :class:`random.Random` seeded with the night's stored seed, so the whole
seating can be recomputed from the seed.

>>> night = seat_night(["A", "B", "C", "D", "E", "F", "G", "H"], 3, "tohum")
>>> [len(r.tables) for r in night], [r.waiting for r in night]
([2, 2, 2], [(), (), ()])
>>> night == seat_night(["A", "B", "C", "D", "E", "F", "G", "H"], 3, "tohum")
True
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations
from typing import Iterator, Sequence

from calculators.tournament import TOURNAMENT

__all__ = ["Table", "Round", "seat_night", "waiting_per_round", "round_cycle", "default_rounds", "check_rounds",
           "MAX_ROUNDS"]

TABLE = TOURNAMENT.table_size
MAX_ROUNDS = 12


@dataclass(frozen=True)
class Table:
    """One four-player table of a round: the seating ring and who deals first."""

    number: int
    seats: tuple[str, ...]
    dealer: str


@dataclass(frozen=True)
class Round:
    number: int
    tables: tuple[Table, ...]
    waiting: tuple[str, ...]


def waiting_per_round(players: int) -> int:
    """How many wait each round: 6 → 2, 8 → 0, 10 → 2.

    >>> [waiting_per_round(n) for n in (6, 8, 10)]
    [2, 0, 2]
    """
    return players % TABLE


def round_cycle(players: int) -> int:
    """Rounds after which everyone has waited equally often: 6 → 3, 8 → 1, 10 → 5."""
    w = waiting_per_round(players)
    return 1 if w == 0 else players // w


def default_rounds(players: int) -> int:
    """Our default night length: 3 rounds for 6 and 8 players, 5 for 10."""
    return max(3, round_cycle(players))


def check_rounds(players: int, rounds: int) -> str | None:
    """None when ``rounds`` suits ``players``, else the Turkish reason.

    >>> check_rounds(8, 4), check_rounds(6, 4)
    (None, '6 kişilik gecede herkes eşit sayıda tur oynasın diye tur sayısı 3’ün katı olmalı (3, 6, 9, 12).')
    """
    if not 1 <= rounds <= MAX_ROUNDS:
        return f"Tur sayısı 1 ile {MAX_ROUNDS} arasında olmalı; {rounds} yazılmış."
    cycle = round_cycle(players)
    if rounds % cycle:
        options = ", ".join(str(k) for k in range(cycle, MAX_ROUNDS + 1, cycle))
        return (f"{players} kişilik gecede herkes eşit sayıda tur oynasın diye tur sayısı {cycle}’ün katı "
                f"olmalı ({options}).")
    return None


def _splits(people: Sequence[str]) -> Iterator[list[tuple[str, ...]]]:
    """Every way to split ``people`` (a multiple of 4) into unordered tables of four, in a fixed order."""
    if not people:
        yield []
        return
    first, rest = people[0], people[1:]
    for others in combinations(rest, TABLE - 1):
        remaining = [p for p in rest if p not in others]
        for tail in _splits(remaining):
            yield [(first, *others), *tail]


def _cost(tables: Sequence[tuple[str, ...]], met: dict[frozenset[str], int]) -> int:
    return sum(met.get(frozenset(pair), 0) ** 2 + met.get(frozenset(pair), 0)
               for t in tables for pair in combinations(t, 2))


def seat_night(players: Sequence[str], rounds: int, seed: str) -> tuple[Round, ...]:
    """The seating of every round of a night (see the module docstring for the rules)."""
    names = list(players)
    rng = random.Random(seed)
    per_round = waiting_per_round(len(names))
    waited = {n: 0 for n in names}
    dealt = {n: 0 for n in names}
    met: dict[frozenset[str], int] = {}
    out: list[Round] = []
    for r in range(1, rounds + 1):
        least = min(waited.values())
        eligible = [n for n in names if waited[n] == least]
        if len(eligible) < per_round:  # the last of a cycle plus the first of the next
            eligible = names
        best: list[tuple[tuple[str, ...], list[tuple[str, ...]]]] = []
        best_cost = None
        for waiting in combinations(eligible, per_round):
            playing = [n for n in names if n not in waiting]
            for split in _splits(playing):
                c = _cost(split, met)
                if best_cost is None or c < best_cost:
                    best, best_cost = [(waiting, split)], c
                elif c == best_cost:
                    best.append((waiting, split))
        waiting, split = rng.choice(best)
        tables = []
        order = list(range(len(split)))
        rng.shuffle(order)  # which group sits at table 1 is drawn too
        for number, idx in enumerate(order, start=1):
            seats = list(split[idx])
            rng.shuffle(seats)
            fewest = min(dealt[n] for n in seats)
            dealer = rng.choice([n for n in seats if dealt[n] == fewest])
            dealt[dealer] += 1
            tables.append(Table(number, tuple(seats), dealer))
            for pair in combinations(seats, 2):
                key = frozenset(pair)
                met[key] = met.get(key, 0) + 1
        for n in waiting:
            waited[n] += 1
        out.append(Round(r, tuple(tables), tuple(sorted(waiting, key=names.index))))
    return tuple(out)
