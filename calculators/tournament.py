"""Tournament night: knock-out bracket, Okey Gecesi standings and weekly season points.

Every number comes from :data:`TOURNAMENT` (source: esli-101-turnuva). Where the
source leaves something out -- how 6 or 10 players sit at four-person tables, how
many players lose at the end of a night, how to split three players still level
after the third tie-breaker -- the functions say so instead of inventing it.

>>> b = bracket(13)
>>> b.size, b.byes, b.first_round_matches
(16, 3, 5)
>>> season_points(8, 2).points
9
"""
from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Iterable, Mapping, Sequence

from calculators.errors import CalcError, NotCovered
from calculators.rulesets import READING_LEAD

__all__ = [
    "SOURCE",
    "TOURNAMENT",
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


def _int(value: object, name: str, field_name: str | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise CalcError(f"{name} bir tam sayı olmalı.", field=field_name)
    return value


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
    n = _int(entries, "Takım sayısı", "entries")
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
    m = _int(minutes_late, "Gecikme (dakika)", "minutes_late")
    if m < 0:
        raise CalcError("Gecikme negatif olamaz.", field="minutes_late")
    return m > TOURNAMENT.walkover_minutes


# --------------------------------------------------------------------------- Okey Gecesi


def _check_players(players: int) -> int:
    n = _int(players, "Kişi sayısı", "players")
    if n not in TOURNAMENT.night_players:
        raise CalcError(f"Okey Gecesi 6, 8 ya da 10 kişiyle oynanır; {n} kişiyle kurulmaz.", field="players")
    return n


def table_rank_points(rank: int) -> int:
    """Rank points at a four-person table: 1st 0 … 4th 3 (lower is better).

    >>> [table_rank_points(r) for r in (1, 2, 3, 4)]
    [0, 1, 2, 3]
    """
    r = _int(rank, "Masadaki sıra", "rank")
    if r not in TOURNAMENT.table_rank_points:
        raise CalcError(f"Dört kişilik masada sıra 1 ile 4 arasında olur; {r} olmaz.", field="rank")
    return TOURNAMENT.table_rank_points[r]


def tables_per_round(players: int) -> int:
    """How many four-person tables a round needs. Only 8 splits evenly; 6 and 10 are not covered.

    >>> tables_per_round(8)
    2
    >>> tables_per_round(10)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    calculators.errors.NotCovered: 10 kişi dört kişilik masalara eşit bölünmüyor; ...
    """
    n = _check_players(players)
    if n % TOURNAMENT.table_size:
        raise NotCovered(f"{n} kişi dört kişilik masalara eşit bölünmüyor; kimin nasıl oturduğunu kaynağımız "
                         "(esli-101-turnuva) anlatmıyor. Oturma halkasını Okey Gecesi'nde sistem gösterir.",
                         field="players")
    return n // TOURNAMENT.table_size


@dataclass(frozen=True)
class NightEntry:
    """One player's night: rank points (or the table ranks they came from) and the tie-breakers.

    ``raw_points`` is the player's total of 101 scores (lower is better);
    ``penalties_suffered`` is "yenen ceza", the penalties written against them.
    """

    name: str
    rank_points: int | None = None
    table_ranks: tuple[int, ...] | None = None
    raw_points: int | None = None
    penalties_suffered: int | None = None

    def total_rank_points(self) -> int:
        if self.table_ranks is not None:
            total = sum(table_rank_points(r) for r in self.table_ranks)
            if self.rank_points is not None and self.rank_points != total:
                raise CalcError(f"{self.name}: sıra puanı {self.rank_points} yazılmış ama masa sıraları {total} "
                                "ediyor.", field="rank_points")
            return total
        if self.rank_points is None:
            raise CalcError(f"{self.name} için sıra puanı (ya da masa sıraları) girilmemiş.", field="rank_points")
        rp = _int(self.rank_points, f"{self.name} sıra puanı", "rank_points")
        if rp < 0:
            raise CalcError(f"{self.name}: sıra puanı negatif olamaz.", field="rank_points")
        return rp


@dataclass(frozen=True)
class StandingRow:
    place: int
    name: str
    rank_points: int
    raw_points: int | None
    penalties_suffered: int | None
    decided_by: str  # which criterion separated this player from the next tied one ("" if none needed)
    tied: bool = False  # still level with someone: the place is shared


@dataclass(frozen=True)
class NightStandings:
    rows: tuple[StandingRow, ...]
    notes: tuple[str, ...]
    explanation: str
    sources: tuple[str, ...] = (SOURCE,)

    @property
    def resolved(self) -> bool:
        return not any(r.tied for r in self.rows)


_CRITERIA = (
    ("rank_points", "sıra puanı"),
    ("raw_points", "ham puan"),
    ("penalties_suffered", "yenen ceza"),
)


def night_standings(
    entries: Sequence[NightEntry],
    head_to_head: Mapping[tuple[str, str], int] | None = None,
) -> NightStandings:
    """Order a night: rank points, then raw points, then penalties suffered, then head to head.

    Lower is better at every step. ``head_to_head[(a, b)]`` is the penalty ``a``
    made ``b`` write; between two players still level, the one who suffered
    less from the other is ahead. Where a tie needs a field the input lacks, the
    players share the place and ``notes`` says what is missing.

    >>> s = night_standings([NightEntry("Ali", 2, raw_points=150), NightEntry("Can", 2, raw_points=90),
    ...                      NightEntry("Ece", 0), NightEntry("Su", 5), NightEntry("Nur", 3),
    ...                      NightEntry("Efe", 4), NightEntry("Naz", 6), NightEntry("Ada", 7)])
    >>> [(r.place, r.name) for r in s.rows][:4]
    [(1, 'Ece'), (2, 'Can'), (3, 'Ali'), (4, 'Nur')]
    >>> s.rows[1].decided_by
    'ham puan'
    """
    entries = list(entries)
    _check_players(len(entries))
    names = [e.name for e in entries]
    if any(not isinstance(n, str) or not n.strip() for n in names):
        raise CalcError("Her oyuncunun bir adı olmalı.", field="players")
    if len(set(names)) != len(names):
        raise CalcError("Aynı ad iki kez yazılmış; oyuncuları ayırabilmem için adlar farklı olmalı.", field="players")
    h2h = dict(head_to_head or {})
    for (a, b), v in h2h.items():
        if a not in names or b not in names or a == b:
            raise CalcError(f"İkili ceza kaydında tanımadığım oyuncu var: {a} → {b}.", field="head_to_head")
        if _int(v, "İkili ceza", "head_to_head") < 0:
            raise CalcError("İkili ceza negatif olamaz.", field="head_to_head")
    values: dict[str, dict[str, int | None]] = {}
    for e in entries:
        if e.raw_points is not None:
            _int(e.raw_points, f"{e.name} ham puanı", "raw_points")
        if e.penalties_suffered is not None and _int(e.penalties_suffered, f"{e.name} yenen cezası",
                                                     "penalties_suffered") < 0:
            raise CalcError(f"{e.name}: yenen ceza negatif olamaz.", field="penalties_suffered")
        values[e.name] = {"rank_points": e.total_rank_points(), "raw_points": e.raw_points,
                          "penalties_suffered": e.penalties_suffered}

    notes: list[str] = []
    decided: dict[str, str] = {n: "" for n in names}

    def refine(group: list[str], step: int) -> list[list[str]]:
        if len(group) == 1:
            return [group]
        if step < len(_CRITERIA):
            key, label = _CRITERIA[step]
            missing = [n for n in group if values[n][key] is None]
            if missing:
                notes.append(f"{', '.join(group)} eşit; sıradaki ayırıcı “{label}” şu oyuncular için girilmemiş: "
                             f"{', '.join(missing)}.")
                return [group]
            ordered = sorted(group, key=lambda n: values[n][key])  # type: ignore[arg-type,return-value]
            out: list[list[str]] = []
            i = 0
            while i < len(ordered):
                j = i
                while j + 1 < len(ordered) and values[ordered[j + 1]][key] == values[ordered[i]][key]:
                    j += 1
                sub = ordered[i:j + 1]
                if step > 0 and len(sub) < len(group):
                    for n in sub:
                        decided[n] = decided[n] or label
                out.extend(refine(sub, step + 1))
                i = j + 1
            return out
        # head to head: the source names it for two players only
        if len(group) > 2:
            notes.append(f"{', '.join(group)} üç ayırıcıda da eşit; ikiden fazla oyuncu arasında ikili cezanın nasıl "
                         "sayılacağını kaynak söylemiyor.")
            return [group]
        a, b = group
        if (a, b) not in h2h or (b, a) not in h2h:
            notes.append(f"{a} ile {b} eşit; son ayırıcı olan birbirlerine yazdırdıkları ceza girilmemiş.")
            return [group]
        a_suffered, b_suffered = h2h[(b, a)], h2h[(a, b)]
        if a_suffered == b_suffered:
            notes.append(f"{a} ile {b} kaynaktaki dört ayırıcıda da eşit; sonrasını kaynak söylemiyor.")
            return [group]
        first, second = (a, b) if a_suffered < b_suffered else (b, a)
        decided[first] = decided[second] = "ikili ceza"
        return [[first], [second]]

    groups = refine(names, 0)
    rows: list[StandingRow] = []
    place = 1
    for g in groups:
        for n in g:
            v = values[n]
            rows.append(StandingRow(place, n, v["rank_points"], v["raw_points"], v["penalties_suffered"],  # type: ignore[arg-type]
                                    decided[n], tied=len(g) > 1))
        place += len(g)
    explanation = ("Sıralama: önce sıra puanı (az olan önde), eşitlikte ham puan, sonra yenen ceza, en son iki "
                   "oyuncunun birbirine yazdırdığı ceza (esli-101-turnuva).")
    reading = rank_reading(r for e in entries for r in (e.table_ranks or ()))
    explanation = f"{explanation} {reading}" if reading else explanation
    return NightStandings(tuple(rows), tuple(notes), explanation)


@dataclass(frozen=True)
class SeasonPoints:
    players: int
    rank: int
    points: int
    explanation: str
    sources: tuple[str, ...] = (SOURCE,)


def season_points(players: int, rank: int) -> SeasonPoints:
    """Weekly season points: players − rank + 1, plus +4 / +2 / +1 for the podium.

    >>> print(season_points(8, 2).explanation)
    8 − 2 + 1 = 7 + 2 (2. olduğu için kürsü bonusu) = 9
    >>> season_points(8, 5).points
    4
    """
    n = _check_players(players)
    r = _int(rank, "Sıra", "rank")
    if not 1 <= r <= n:
        raise CalcError(f"{n} kişilik gecede sıra 1 ile {n} arasında olur; {r} olmaz.", field="rank")
    base = n - r + 1
    text = f"{n} − {r} + 1 = {base}"
    bonus = TOURNAMENT.podium_bonus.get(r, 0)
    if bonus:
        text += f" + {bonus} ({r}. olduğu için kürsü bonusu) = {base + bonus}"
    return SeasonPoints(n, r, base + bonus, text)


def season_table(standings: NightStandings) -> dict[str, SeasonPoints]:
    """Season points for every player of a decided night.

    A place still shared (a tie the input could not split) has no season points
    in the source, so this raises :class:`NotCovered` naming what is missing.
    """
    if not standings.resolved:
        raise NotCovered("Gecenin sıralamasında ayrılamayan eşitlik var; paylaşılan sıraya sezon puanı kaynakta yok. "
                         + " ".join(standings.notes), field="players")
    n = len(standings.rows)
    return {row.name: season_points(n, row.place) for row in standings.rows}


def night_losers(standings: NightStandings, count: int) -> list[str]:
    """The ``count`` last-placed players, who lose the night.

    How many lose is the café's choice; the source gives no number, so there is
    no default.

    >>> s = night_standings([NightEntry(n, i) for i, n in enumerate("ABCDEFGH")])
    >>> night_losers(s, 2)
    ['G', 'H']
    """
    c = _int(count, "Kaybeden sayısı", "count")
    n = len(standings.rows)
    if not 0 <= c < n:
        raise CalcError(f"Kaybeden sayısı 0 ile {n - 1} arasında olmalı.", field="count")
    if c == 0:
        return []
    cut = standings.rows[n - c]
    before = standings.rows[n - c - 1]
    if cut.tied and before.place == cut.place:
        raise NotCovered(f"Son {c} kişiyi ayırırken eşit kalan oyuncular sınırın iki yanına düşüyor "
                         f"({before.name}, {cut.name}); ayıracak bilgi eksik. " + " ".join(standings.notes),
                         field="count")
    return [r.name for r in standings.rows[n - c:]]
