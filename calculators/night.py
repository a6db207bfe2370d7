"""The Okey Gecesi: table rank points, the night's standings and losers, weekly season points.

Every number comes from :data:`~calculators.tournament_table.TOURNAMENT` (source:
esli-101-turnuva). Where the source leaves something out -- how 6 or 10 players sit
at four-person tables, how many players lose at the end of a night, how to split
three players still level after the third tie-breaker -- the functions say so
instead of inventing it.

>>> season_points(8, 2).points
9
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from calculators.errors import CalcError, NotCovered
from calculators.tournament_table import SOURCE, TOURNAMENT, check_int, rank_reading

def _check_players(players: int) -> int:
    n = check_int(players, "Kişi sayısı", "players")
    if n not in TOURNAMENT.night_players:
        raise CalcError(f"Okey Gecesi 6, 8 ya da 10 kişiyle oynanır; {n} kişiyle kurulmaz.", field="players")
    return n


def table_rank_points(rank: int) -> int:
    """Rank points at a four-person table: 1st 0 … 4th 3 (lower is better).

    >>> [table_rank_points(r) for r in (1, 2, 3, 4)]
    [0, 1, 2, 3]
    """
    r = check_int(rank, "Masadaki sıra", "rank")
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
        rp = check_int(self.rank_points, f"{self.name} sıra puanı", "rank_points")
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
        if check_int(v, "İkili ceza", "head_to_head") < 0:
            raise CalcError("İkili ceza negatif olamaz.", field="head_to_head")
    values: dict[str, dict[str, int | None]] = {}
    for e in entries:
        if e.raw_points is not None:
            check_int(e.raw_points, f"{e.name} ham puanı", "raw_points")
        if e.penalties_suffered is not None and check_int(e.penalties_suffered, f"{e.name} yenen cezası",
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
    r = check_int(rank, "Sıra", "rank")
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
    c = check_int(count, "Kaybeden sayısı", "count")
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
