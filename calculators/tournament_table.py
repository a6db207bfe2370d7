"""The tournament numbers of esli-101-turnuva in one table: :data:`TOURNAMENT`.

The knock-out bracket (:mod:`calculators.tournament`) and the Okey Gecesi
(:mod:`calculators.night`) read every number from here, each with its source label
and, where the source is not clear, our reading (:meth:`TournamentTable.reading`).

>>> TOURNAMENT.bracket_sizes, TOURNAMENT.walkover_minutes, TOURNAMENT.source
((8, 16, 32, 64), 10, 'esli-101-turnuva')
"""
from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Iterable, Mapping

from calculators.errors import CalcError
from calculators.rulesets import READING_LEAD

SOURCE = "esli-101-turnuva"


@dataclass(frozen=True)
class TournamentTable:
    """The tournament numbers of esli-101-turnuva, in one place."""

    bracket_sizes: tuple[int, ...]
    walkover_minutes: int
    night_players: tuple[int, ...]
    table_size: int
    #: Table rank points: the source gives 1st = 0 and 4th = 3 (lower is better);
    #: the places between follow the same step, i.e. rank − 1.
    table_rank_points: Mapping[int, int]
    podium_bonus: Mapping[int, int]
    source: str = SOURCE
    notes: Mapping[str, str] = field(default_factory=dict)
    #: Our readings (see ``Ruleset.readings``): key -> what we read where the source is not clear.
    readings: Mapping[str, str] = field(default_factory=dict)

    def reading(self, key: str) -> str:
        """The explanation's plain line for ``key``'s reading ("" when there is none)."""
        return f"{READING_LEAD} {self.readings[key]}" if key in self.readings else ""


TOURNAMENT = TournamentTable(
    bracket_sizes=(8, 16, 32, 64),
    walkover_minutes=10,
    night_players=(6, 8, 10),
    table_size=4,
    table_rank_points=MappingProxyType({1: 0, 2: 1, 3: 2, 4: 3}),
    podium_bonus=MappingProxyType({1: 4, 2: 2, 3: 1}),
    notes=MappingProxyType({
        "season": "Sezon puanı = kişi sayısı − sıra + 1, kürsüye bonus (1. +4, 2. +2, 3. +1).",
        "losers": "Gecenin sonunda kaç son sıradakinin kaybedeceğini kafe seçer; kaynak bir sayı vermez.",
        "seating": "6 ya da 10 kişinin dört kişilik masalara nasıl oturtulduğunu kaynak anlatmaz.",
    }),
    readings=MappingProxyType({
        # "Masada 1. olan 0, 4. olan 3 sıra puanı alır": nothing is written for 2nd and 3rd.
        "table_rank_points": "kaynak yalnız 1.'ye 0, 4.'ye 3 verir; 2. ve 3.'yü aynı adımla 1 ve 2 sayıyoruz.",
    }),
)


def rank_reading(ranks: Iterable[int]) -> str:
    """The reading line when a table place the source gives no number for (2nd, 3rd) is used.

    >>> rank_reading([1, 4])
    ''
    >>> rank_reading([2]).startswith(READING_LEAD)
    True
    """
    return TOURNAMENT.reading("table_rank_points") if any(r in (2, 3) for r in ranks) else ""


def check_int(value: object, name: str, field_name: str | None = None) -> int:
    """``value`` if it is a whole number (not a bool); a CalcError naming ``name`` otherwise."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise CalcError(f"{name} bir tam sayı olmalı.", field=field_name)
    return value
