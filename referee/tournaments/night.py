"""The Okey Gecesi (esli-101-turnuva): a singles night of 6, 8 or 10 players, and its weekly season.

Nobody is knocked out. Each round the players sit at four-person tables with new opponents
where possible (:mod:`referee.tournaments.seating`); each table's result goes in as the
rank at the table or as the table's raw scores (typed, or read from the table's Çetele).
The night's table is the engine's (:func:`calculators.tournament.night_standings`): rank
points (1st 0 … 4th 3, lower is better), then raw points, then penalties eaten, then the
penalties two tied players wrote to each other. The café chooses how many last-placed
players lose. Nights of one season add up season points: players − rank + 1, podium
+4 / +2 / +1 (:func:`calculators.tournament.season_table`).
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any, Mapping

from calculators.errors import NotCovered
from calculators.rulesets import RULESETS
from calculators.tournament import (TOURNAMENT, NightEntry, NightStandings, night_losers, night_standings,
                                    season_table)
from referee import sheets
from referee.storage.events import Event
from referee.tournaments.common import (EventError, clean_name, events, fold_name, load, load_season, mutate,
                                       require_manager)
from referee.tournaments.keys import check_secret, digest, new_secret
from referee.tournaments.seating import Round, Table, check_rounds, default_rounds, seat_night

KIND = "gece"
MISSING = "Bu kodla bir Okey Gecesi yok; linki kontrol eder misin?"
MAX_NAME = 60
MAX_PLAYER = 24
MAX_POINTS = 100_000

#: Readings where the source leaves a number or a procedure out; shown on the night's page.
READINGS = (
    "Sıra puanı: kaynak masada 1. olana 0, 4. olana 3 verir (esli-101-turnuva); 2. ve 3. için sayı yazmaz. "
    "Motor aradaki adımı aynı tutar: 2. = 1, 3. = 2 (calculators/tournament_table.py).",
    "Oturma: 8 kişi her turda iki masada oturur. 6 ve 10 kişide her turda iki kişi bekler ve bekleme sırayla "
    "döner; herkes eşit sayıda tur oynasın diye tur sayısı 6 kişide 3'ün, 10 kişide 5'in katıdır. "
    "Kaynak bunu anlatmaz; bu Kural Abisi'nin okuyuşudur.",
    "Yeni rakip: her turda, daha önce aynı masada oturmuş çiftleri en az tekrarlayan oturuş seçilir; "
    "halka ve ilk dağıtıcı kurayla, ilk dağıtıcı o ana kadar en az dağıtmış olanlardan.",
    "Kaç kişinin kaybedeceğini kafe seçer; kaynak bir sayı vermez.",
    "Masanın Çetele'si: gecenin hangi 101 kurallarıyla oynandığını kaynak söylemez; masaya açılan Çetele "
    "101 (standart) kurallarıyla hesaplar, ham puan onun toplamıdır.",
)


@dataclass(frozen=True)
class TableResult:
    """What went in for one table: ranks (always), raw points and penalties eaten (when given)."""

    ranks: dict[str, int]
    raw: dict[str, int] | None
    penalties: dict[str, int] | None
    sheet: str | None = None

    def api(self) -> dict[str, Any]:
        return {"ranks": self.ranks, "raw": self.raw, "penalties": self.penalties, "sheet": self.sheet}


@dataclass(frozen=True)
class Night:
    code: str
    version: int
    name: str
    players: tuple[str, ...]
    losers_count: int | None
    seed: str
    rounds: tuple[Round, ...]
    results: dict[str, TableResult]
    head_to_head: dict[tuple[str, str], int]
    season: str | None
    sheets: dict[str, str]
    standings: NightStandings | None
    rounds_played: dict[str, int]
    losers: list[str] | None
    losers_note: str | None
    season_points: dict[str, int] | None
    secret: str = field(repr=False, default="")

    @property
    def tables_total(self) -> int:
        return sum(len(r.tables) for r in self.rounds)

    @property
    def complete(self) -> bool:
        return len(self.results) == self.tables_total

    def result(self, round_no: int, table_no: int) -> TableResult | None:
        return self.results.get(f"{round_no}-{table_no}")

    def api(self) -> dict[str, Any]:
        """The body of ``GET /api/nights/{code}``."""
        rows = []
        if self.standings:
            for r in self.standings.rows:
                rows.append({"place": r.place, "name": r.name, "rank_points": r.rank_points,
                             "raw_points": r.raw_points, "penalties_suffered": r.penalties_suffered,
                             "decided_by": r.decided_by or None, "tied": r.tied,
                             "rounds_played": self.rounds_played.get(r.name, 0),
                             "season_points": (self.season_points or {}).get(r.name)})
        return {
            "code": self.code, "name": self.name, "url": f"/gece/{self.code}", "players": list(self.players),
            "seed": self.seed, "losers_count": self.losers_count, "season": self.season,
            "rounds": [{"round": r.number, "waiting": list(r.waiting), "tables": [
                {"table": t.number, "seats": list(t.seats), "dealer": t.dealer,
                 "sheet": self.sheets.get(f"{r.number}-{t.number}"),
                 "result": (self.result(r.number, t.number).api() if self.result(r.number, t.number) else None)}
                for t in r.tables]} for r in self.rounds],
            "standings": rows, "notes": list(self.standings.notes) if self.standings else [],
            "head_to_head": [{"from": a, "to": b, "points": v} for (a, b), v in sorted(self.head_to_head.items())],
            "complete": self.complete, "losers": self.losers, "losers_note": self.losers_note,
            "readings": list(READINGS), "sources": ["esli-101-turnuva"], "version": self.version,
        }


# --------------------------------------------------------------------------- reading a stored night


def _rounds(p: Mapping[str, Any]) -> tuple[Round, ...]:
    return tuple(Round(r["round"], tuple(Table(t["table"], tuple(t["seats"]), t["dealer"]) for t in r["tables"]),
                       tuple(r["waiting"])) for r in p["seating"])


def build(event: Event) -> Night:
    """The :class:`Night` of a stored event: standings, losers and season points recomputed."""
    p = event.payload
    players = tuple(p["players"])
    rounds = _rounds(p)
    results = {k: TableResult(v["ranks"], v.get("raw"), v.get("penalties"), v.get("sheet"))
               for k, v in p.get("results", {}).items()}
    h2h = {(a, b): v for a, b, v in p.get("h2h", [])}
    per: dict[str, dict[str, Any]] = {n: {"ranks": [], "raw": 0, "pen": 0, "raw_ok": True, "pen_ok": True}
                                      for n in players}
    for r in rounds:
        for t in r.tables:
            res = results.get(f"{r.number}-{t.number}")
            if res is None:
                continue
            for n in t.seats:
                e = per[n]
                e["ranks"].append(res.ranks[n])
                if res.raw is None:
                    e["raw_ok"] = False
                else:
                    e["raw"] += res.raw[n]
                if res.penalties is None:
                    e["pen_ok"] = False
                else:
                    e["pen"] += res.penalties[n]
    standings = losers = season_points = None
    losers_note = None
    played = {n: len(per[n]["ranks"]) for n in players}
    if results:
        entries = [NightEntry(n, table_ranks=tuple(per[n]["ranks"]),
                              raw_points=per[n]["raw"] if per[n]["raw_ok"] else None,
                              penalties_suffered=per[n]["pen"] if per[n]["pen_ok"] else None) for n in players]
        standings = night_standings(entries, h2h)
        if len(results) == sum(len(r.tables) for r in rounds):
            if p.get("losers") is not None:
                try:
                    losers = night_losers(standings, p["losers"])
                except NotCovered as exc:
                    losers_note = exc.message
            if standings.resolved:
                season_points = {n: sp.points for n, sp in season_table(standings).items()}
    return Night(code=event.code, version=event.version, name=p["name"], players=players,
                 losers_count=p.get("losers"), seed=p["seed"], rounds=rounds, results=results, head_to_head=h2h,
                 season=event.season, sheets=dict(p.get("sheets", {})), standings=standings, rounds_played=played, losers=losers,
                 losers_note=losers_note, season_points=season_points, secret=event.secret)


def get(code: str) -> Night:
    return build(load(code, KIND, MISSING))


def is_manager(night: Night, key: str | None) -> bool:
    return check_secret(key, night.secret)


# --------------------------------------------------------------------------- set up


def create(name: object, players: object, losers: object = None, rounds: object = None,
           season: object = None, season_key: str | None = None) -> tuple[Night, str]:
    """A new night with its whole seating; returns it and its manage secret.

    With ``season`` (a season's code) the night joins that season; that needs the season's
    manage key (403 otherwise), so nobody else can add nights to a café's table.
    """
    name = clean_name(name, "Gecenin adı", MAX_NAME)
    if not isinstance(players, list):
        raise EventError("players bir ad listesi olmalı (6, 8 ya da 10 kişi).")
    names = [clean_name(n, "Oyuncu adı", MAX_PLAYER) for n in players]
    if len(names) not in TOURNAMENT.night_players:
        raise EventError(f"Okey Gecesi 6, 8 ya da 10 kişiyle oynanır; {len(names)} kişi yazılmış (esli-101-turnuva).")
    if len({fold_name(n) for n in names}) != len(names):
        raise EventError("Aynı ad iki kez yazılmış; oyuncuları ayırabilmem için adlar farklı olmalı.")
    n_losers = None
    if losers is not None:
        if isinstance(losers, bool) or not isinstance(losers, int) or not 0 <= losers < len(names):
            raise EventError(f"Kaybeden sayısı 0 ile {len(names) - 1} arasında bir tam sayı olmalı.")
        n_losers = losers
    n_rounds = default_rounds(len(names)) if rounds is None else rounds
    if isinstance(n_rounds, bool) or not isinstance(n_rounds, int):
        raise EventError("Tur sayısı bir tam sayı olmalı.")
    problem = check_rounds(len(names), n_rounds)
    if problem:
        raise EventError(problem)
    season_code = None
    if season is not None:
        s = load_season(season)
        require_manager(s, season_key)
        season_code = s.code
    seed = secrets.token_hex(4)
    seating = [{"round": r.number, "waiting": list(r.waiting),
                "tables": [{"table": t.number, "seats": list(t.seats), "dealer": t.dealer} for t in r.tables]}
               for r in seat_night(names, n_rounds, seed)]
    payload = {"name": name, "players": names, "losers": n_losers, "seed": seed, "seating": seating,
               "results": {}, "h2h": []}
    secret = new_secret()
    code = events().create(KIND, payload, digest(secret), season=season_code)
    return get(code), secret


# --------------------------------------------------------------------------- results


def _points(values: object, seats: tuple[str, ...], label: str, lo: int) -> dict[str, int] | None:
    if values is None:
        return None
    if not isinstance(values, Mapping):
        raise EventError(f"{label} bir ad → sayı nesnesi olmalı.")
    by_fold = {fold_name(str(k)): v for k, v in values.items()}
    out = {}
    for n in seats:
        v = by_fold.get(fold_name(n))
        if v is None:
            raise EventError(f"{label}: {n} için sayı yazılmamış.")
        if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= MAX_POINTS:
            raise EventError(f"{label}: {n} için {lo} ile {MAX_POINTS} arasında bir tam sayı yaz.")
        out[n] = v
    extra = set(by_fold) - {fold_name(n) for n in seats}
    if extra:
        raise EventError(f"{label}: bu masada oturmayan biri yazılmış.")
    return out


def table_result(seats: tuple[str, ...], ranks: object = None, raw: object = None,
                 penalties: object = None) -> tuple[dict[str, int], dict[str, int] | None, dict[str, int] | None]:
    """Check one table's result; ranks are derived from raw points (lower is better) when not given.

    >>> table_result(("A", "B", "C", "D"), raw={"A": 120, "B": -101, "C": 300, "D": 45})[0]
    {'A': 3, 'B': 1, 'C': 4, 'D': 2}
    """
    r = _points(ranks, seats, "Sıra", 1)
    pts = _points(raw, seats, "Ham puan", -MAX_POINTS)
    pen = _points(penalties, seats, "Yenen ceza", 0)
    if r is None and pts is None:
        raise EventError("Masanın sonucu için ya sıraları (1–4) ya da ham puanları yaz.")
    if r is not None and sorted(r.values()) != list(range(1, len(seats) + 1)):
        raise EventError(f"Masada sıralar 1'den {len(seats)}'e kadar birer kez yazılır (paylaşılan sıra yok).")
    if pts is not None:
        if r is None:
            if len(set(pts.values())) != len(pts):
                tied = [n for n in seats if list(pts.values()).count(pts[n]) > 1]
                raise EventError(f"{', '.join(tied)} aynı ham puanda; masadaki sıralarını da yaz.")
            r = {n: 1 + sum(1 for m in seats if pts[m] < pts[n]) for n in seats}
        elif any(pts[a] < pts[b] and r[a] > r[b] for a in seats for b in seats):
            raise EventError("Sıralar ham puanlarla çelişiyor: puanı az olan daha iyi sırada olmalı.")
    return r, pts, pen


def _table(p: Mapping[str, Any], round_no: object, table_no: object) -> dict[str, Any]:
    for r in p["seating"]:
        if r["round"] == round_no:
            for t in r["tables"]:
                if t["table"] == table_no:
                    return t
    raise EventError("Bu gecede böyle bir tur ya da masa yok.", status=404)


def record(code: str, key: str | None, round_no: int, table_no: int, ranks: object = None, raw: object = None,
           penalties: object = None, sheet: object = None, expected: int | None = None,
           sheet_service: sheets.Sheets | None = None) -> Night:
    """The manager enters (or corrects) one table's result; ``sheet`` reads raw points from a Çetele
    (in ``sheet_service``: a web route passes the app's; else the environment's)."""
    sheet_code = None
    if sheet is not None:
        s = (sheet_service or sheets.service()).load(sheet) if isinstance(sheet, str) else None
        if s is None:
            raise EventError("Bu kodla bir Çetele yok; masanın Çetele linkindeki kodu yaz.", status=404)
        if not s.result["hands"]:
            raise EventError("Bu Çetele'de henüz el yok.")
        raw = dict(s.result["player_totals"])
        sheet_code = s.code

    def change(p: dict[str, Any], _: Event) -> None:
        t = _table(p, round_no, table_no)
        seats = tuple(t["seats"])
        if sheet_code and {fold_name(n) for n in raw} != {fold_name(n) for n in seats}:  # type: ignore[union-attr]
            raise EventError("Bu Çetele'deki oyuncular bu masada oturanlar değil.")
        r, pts, pen = table_result(seats, ranks, raw, penalties)
        p["results"][f"{round_no}-{table_no}"] = {"ranks": r, "raw": pts, "penalties": pen, "sheet": sheet_code}

    event, _ = mutate(code, KIND, MISSING, change, expected=expected, key=key, manager=True)
    return build(event)


#: Singles 101 rulesets a night table's Çetele can use (the source does not say which 101 the night plays).
SHEET_RULESETS = tuple(rid for rid, rs in RULESETS.items() if rs.game == "101" and not rs.team)


def open_sheet(code: str, key: str | None, round_no: int, table_no: int, ruleset: str = SHEET_RULESETS[0],
               expected: int | None = None, sheet_service: sheets.Sheets | None = None) -> tuple[Night, str]:
    """Open (once) an ordinary Çetele for one table, its four players in ring order; returns its code.

    The table keeps the score on it like on any Çetele; the manager then takes the raw
    points from it with :func:`record` (``sheet=``). The Çetele is opened in ``sheet_service``
    (a web route passes the app's), else the environment's.
    """
    svc = sheet_service or sheets.service()
    if ruleset not in SHEET_RULESETS:
        raise EventError(f"Gece masası için kural seti şunlardan biri olur: {', '.join(SHEET_RULESETS)}.")
    made: dict[str, str] = {}

    def change(p: dict[str, Any], _: Event) -> str:
        t = _table(p, round_no, table_no)
        key_ = f"{round_no}-{table_no}"
        existing = p.setdefault("sheets", {}).get(key_)
        if existing:
            return existing
        if "code" not in made:  # a retry after a clash reuses the sheet opened the first time
            match = sheets.new_match(ruleset, list(t["seats"]), None, None)
            made["code"] = svc.create(match, f"{p['name'][:40]} · {round_no}. tur, masa {table_no}").code
        p["sheets"][key_] = made["code"]
        return made["code"]

    event, sheet_code = mutate(code, KIND, MISSING, change, expected=expected, key=key, manager=True)
    return build(event), sheet_code


def clear(code: str, key: str | None, round_no: int, table_no: int, expected: int | None = None) -> Night:
    """Remove one table's result (entered on the wrong table)."""

    def change(p: dict[str, Any], _: Event) -> None:
        _table(p, round_no, table_no)
        p["results"].pop(f"{round_no}-{table_no}", None)

    event, _ = mutate(code, KIND, MISSING, change, expected=expected, key=key, manager=True)
    return build(event)


def head_to_head(code: str, key: str | None, a: object, b: object, a_to_b: object, b_to_a: object,
                 expected: int | None = None) -> Night:
    """The last tie-breaker: the penalties ``a`` made ``b`` write and the other way round."""

    def change(p: dict[str, Any], _: Event) -> None:
        by_fold = {fold_name(n): n for n in p["players"]}
        names = []
        for who in (a, b):
            n = by_fold.get(fold_name(who)) if isinstance(who, str) else None
            if n is None:
                raise EventError("İkili cezada bu gecenin oyuncularından iki kişiyi yaz.")
            names.append(n)
        if names[0] == names[1]:
            raise EventError("İkili ceza iki farklı oyuncu arasında yazılır.")
        vals = []
        for v in (a_to_b, b_to_a):
            if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= MAX_POINTS:
                raise EventError(f"İkili ceza 0 ile {MAX_POINTS} arasında bir tam sayı olmalı.")
            vals.append(v)
        x, y = names
        kept = [e for e in p.get("h2h", []) if {e[0], e[1]} != {x, y}]
        p["h2h"] = kept + [[x, y, vals[0]], [y, x, vals[1]]]

    event, _ = mutate(code, KIND, MISSING, change, expected=expected, key=key, manager=True)
    return build(event)
