"""Tournament night: the knock-out bracket here; the Okey Gecesi and its season in :mod:`calculators.night`.

Every number comes from :data:`TOURNAMENT` (:mod:`calculators.tournament_table`,
source: esli-101-turnuva). Where the source leaves something out -- how 6 or 10
players sit at four-person tables, how many players lose at the end of a night, how
to split three players still level after the third tie-breaker -- the functions say
so instead of inventing it. Every name of the tournament engine is importable from
this module.

>>> b = bracket(13)
>>> b.size, b.byes, b.first_round_matches
(16, 3, 5)
>>> season_points(8, 2).points
9
"""
from __future__ import annotations

from dataclasses import dataclass

from calculators.errors import CalcError, NotCovered
from calculators.night import (NightEntry, NightStandings, SeasonPoints, StandingRow, night_losers, night_standings,
                               season_points, season_table, table_rank_points, tables_per_round)
from calculators.tournament_table import SOURCE, TOURNAMENT, TournamentTable, check_int, rank_reading

__all__ = [
    "SOURCE",
    "TOURNAMENT",
    "TournamentTable",
    "Bracket",
    "bracket",
    "is_walkover",
    "table_rank_points",
    "rank_reading",
    "tables_per_round",
    "NightEntry",
    "StandingRow",
    "NightStandings",
    "night_standings",
    "SeasonPoints",
    "season_points",
    "season_table",
    "night_losers",
]


# --------------------------------------------------------------------------- knock-out


@dataclass(frozen=True)
class Bracket:
    """The shape of a knock-out draw for a number of entries."""

    entries: int
    size: int
    byes: int
    first_round_matches: int
    rounds: int
    total_matches: int
    explanation: str
    sources: tuple[str, ...] = (SOURCE,)


def bracket(entries: int) -> Bracket:
    """Bracket size, byes and first-round matches for ``entries`` teams.

    The tournament is built for 8, 16, 32 or 64 teams; when entries are short
    the draw is made with the teams there are and a team left without an
    opponent goes through the first round without playing (bay).

    >>> bracket(8).byes, bracket(8).first_round_matches
    (0, 4)
    >>> print(bracket(13).explanation)
    13 takım → 16 takımlık ağaç (8, 16, 32, 64 arasından 13 takımı alan en küçüğü). 16 − 13 = 3 takım ilk turu oynamadan geçer (bay). İlk turda kalan 13 − 3 = 10 takım 5 maç oynar; ikinci tura 3 + 5 = 8 takım kalır. Toplam 4 tur, 12 maç; final aynı gün oynanır.
    >>> bracket(65)
    Traceback (most recent call last):
    ...
    calculators.errors.CalcError: Turnuva en fazla 64 takımla kurulur (8, 16, 32 ya da 64); 65 takım sığmaz.
    """
    n = check_int(entries, "Takım sayısı", "entries")
    sizes = TOURNAMENT.bracket_sizes
    if n < 2:
        raise CalcError("Eleme için en az iki takım gerekir.", field="entries")
    if n > sizes[-1]:
        raise CalcError(f"Turnuva en fazla {sizes[-1]} takımla kurulur ({', '.join(map(str, sizes[:-1]))} ya da "
                        f"{sizes[-1]}); {n} takım sığmaz.", field="entries")
    size = next(s for s in sizes if s >= n)
    byes = size - n
    if byes > size // 2:
        raise NotCovered(
            f"{n} takımla {size} takımlık ağacın yarısı bile dolmuyor: bazı takımlar ilk turdan sonra da rakipsiz kalır. "
            f"Kaynak yalnız ilk turda bay geçmeyi anlatıyor; bu durumu söylemiyor (esli-101-turnuva).",
            field="entries",
        )
    playing = n - byes
    matches = playing // 2
    rounds = size.bit_length() - 1
    text = f"{n} takım → {size} takımlık ağaç ({', '.join(map(str, sizes))} arasından {n} takımı alan en küçüğü). "
    if byes:
        text += (f"{size} − {n} = {byes} takım ilk turu oynamadan geçer (bay). İlk turda kalan {n} − {byes} = "
                 f"{playing} takım {matches} maç oynar; ikinci tura {byes} + {matches} = {size // 2} takım kalır. ")
    else:
        text += f"Bay yok: ilk turda {n} takım {matches} maç oynar. "
    text += f"Toplam {rounds} tur, {n - 1} maç; final aynı gün oynanır."
    return Bracket(n, size, byes, matches, rounds, n - 1, text)


def is_walkover(minutes_late: int) -> bool:
    """A team called to its match that has not come within 10 minutes loses by forfeit (hükmen).

    >>> is_walkover(10), is_walkover(11)
    (False, True)
    """
    m = check_int(minutes_late, "Gecikme (dakika)", "minutes_late")
    if m < 0:
        raise CalcError("Gecikme negatif olamaz.", field="minutes_late")
    return m > TOURNAMENT.walkover_minutes
