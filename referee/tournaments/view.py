"""A knock-out tournament as people see it: teams, the bracket with winners moved up, live scores.

Built on every read from the stored event (what was typed and decided) and the matches'
Çeteles (what the tables entered). A match's Çetele that is over names the winning team
(the lower total after the last hand, or the ani ölüm hand after a tie — the engine's
:func:`calculators.match.calc_match` decides, per esli-101-turnuva); the winner then
appears in the next round by itself, and the final's winner is the champion.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from calculators.errors import CalcError
from calculators.match import calc_match
from referee.storage.events import Event, EventStore
from referee.tables import TableProfile
from referee.tournaments.draw import Match, resolve, round_name
from referee.tournaments.house import announced_table

HOW_NAMES = {"bay": "bay (rakipsiz geçti)", "oynandi": "maç oynandı", "hukmen": "hükmen (rakip gelmedi)",
             "duzeltme": "yönetici düzeltti"}


@dataclass(frozen=True)
class Team:
    """A registered team: two players (the partner joins with the join code) and maybe a reserve."""

    id: int
    name: str
    players: tuple[str, ...]
    reserve: str | None
    approved: bool
    join_code: str

    @property
    def complete(self) -> bool:
        return len(self.players) == 2

    def api(self, manager: bool = False) -> dict[str, Any]:
        body: dict[str, Any] = {"id": self.id, "name": self.name, "players": list(self.players),
                                "reserve": self.reserve, "approved": self.approved}
        if manager:
            body["join_code"] = self.join_code
        return body


@dataclass(frozen=True)
class Live:
    """A running (or finished) match's Çetele at a glance."""

    totals: dict[str, int]
    hands_played: int
    hands: int
    over: bool
    extra_hand: bool
    version: int

    def api(self) -> dict[str, Any]:
        return {"totals": self.totals, "hands_played": self.hands_played, "hands": self.hands,
                "over": self.over, "extra_hand": self.extra_hand, "version": self.version}


@dataclass(frozen=True)
class MatchView:
    """One match of the bracket with its teams, result and table."""

    id: str
    round: int
    round_name: str
    a: Team | None
    b: Team | None
    bye: bool
    winner: Team | None
    how: str | None
    sheet: str | None = None
    table: str | None = None
    live: Live | None = None
    nonce: str | None = field(default=None, repr=False)
    key_digest: str | None = field(default=None, repr=False)

    @property
    def ready(self) -> bool:
        """Both teams known and no winner yet: the match can be played."""
        return self.a is not None and self.b is not None and self.winner is None

    @property
    def running(self) -> bool:
        return self.ready and self.sheet is not None

    def api(self) -> dict[str, Any]:
        team = lambda t: t.api() if t else None  # noqa: E731
        return {"id": self.id, "round": self.round, "round_name": self.round_name, "a": team(self.a),
                "b": team(self.b), "bye": self.bye, "winner": team(self.winner), "how": self.how,
                "sheet": self.sheet, "table": self.table, "live": self.live.api() if self.live else None}


@dataclass(frozen=True)
class Tournament:
    """The whole tournament as it stands."""

    code: str
    version: int
    name: str
    size: int
    hands: int
    starts_at: str | None
    rules: str
    teams: tuple[Team, ...]
    seed: str | None
    rounds: tuple[tuple[MatchView, ...], ...]
    champion: Team | None
    secret: str = field(repr=False, default="")
    #: The table profile announced at set-up (:mod:`referee.tournaments.house`), or None.
    table: TableProfile | None = None

    @property
    def drawn(self) -> bool:
        return self.seed is not None

    def team(self, team_id: int) -> Team | None:
        return next((t for t in self.teams if t.id == team_id), None)

    def match(self, mid: str) -> MatchView | None:
        return next((m for r in self.rounds for m in r if m.id == mid), None)

    @property
    def approved(self) -> list[Team]:
        return [t for t in self.teams if t.approved]

    def api(self, manager: bool = False) -> dict[str, Any]:
        """The body of ``GET /api/tournaments/{code}`` (join codes only for the manager)."""
        return {"code": self.code, "name": self.name, "url": f"/turnuva/{self.code}", "tv_url": f"/turnuva/{self.code}/tv",
                "size": self.size, "hands": self.hands, "starts_at": self.starts_at, "rules": self.rules,
                "teams": [t.api(manager) for t in self.teams], "drawn": self.drawn, "seed": self.seed,
                "rounds": [[m.api() for m in r] for r in self.rounds],
                "champion": self.champion.api() if self.champion else None, "version": self.version,
                "table": self.table.brief() if self.table else None}


def team_of(data: Mapping[str, Any]) -> Team:
    return Team(id=int(data["id"]), name=str(data["name"]), players=tuple(data.get("players") or ()),
                reserve=data.get("reserve"), approved=bool(data.get("approved")), join_code=str(data["join_code"]))


def _live(sheet: Mapping[str, Any], hands: int) -> tuple[Live | None, int | None]:
    """The sheet's live totals, and the winning side (0 / 1) when it is over."""
    match = sheet["payload"]["match"]
    try:
        res = calc_match(match)
    except CalcError:  # a stored sheet the engine no longer accepts: shown without scores
        return None, None
    columns = list(match.get("teams") or {})
    side = columns.index(res["winners"][0]) if res["over"] and len(res["winners"]) == 1 else None
    return Live(totals=dict(res["totals"]), hands_played=res["hands_played"], hands=hands, over=res["over"],
                extra_hand=res["extra_hand"], version=sheet["version"]), side


def build(event: Event, store: EventStore) -> Tournament:
    """The :class:`Tournament` of a stored event (one query for all the matches' sheets)."""
    p = event.payload
    teams = tuple(team_of(t) for t in p.get("teams", []))
    by_id = {t.id: t for t in teams}
    rounds: tuple[tuple[MatchView, ...], ...] = ()
    champion = None
    draw = p.get("draw")
    if draw:
        tables: dict[str, dict[str, Any]] = p.get("tables", {})
        sheets = store.sheets(t["sheet"] for t in tables.values() if t.get("sheet"))
        played: dict[str, int] = {}
        lives: dict[str, Live] = {}
        for mid, t in tables.items():
            sheet = sheets.get(t.get("sheet", ""))
            if sheet is None:
                continue
            live, side = _live(sheet, p["hands"])
            if live is not None:
                lives[mid] = live
            if side is not None:
                played[mid] = t["sides"][side]
        manual = {mid: (int(r["winner"]), str(r["how"])) for mid, r in p.get("results", {}).items()}
        slots = [(a, b) for a, b in draw["slots"]]
        resolved = resolve(slots, manual, played)
        out = []
        for matches in resolved:
            name = round_name(len(matches))
            out.append(tuple(_view(m, name, by_id, tables, lives) for m in matches))
        rounds = tuple(out)
        final = rounds[-1][0]
        champion = final.winner
    return Tournament(code=event.code, version=event.version, name=p["name"], size=p["size"], hands=p["hands"],
                      starts_at=p.get("starts_at"), rules=p.get("rules", ""), teams=teams,
                      seed=draw["seed"] if draw else None, rounds=rounds, champion=champion, secret=event.secret,
                      table=announced_table(p))


def _view(m: Match, name: str, by_id: Mapping[int, Team], tables: Mapping[str, Mapping[str, Any]],
          lives: Mapping[str, Live]) -> MatchView:
    t = tables.get(m.id) or {}
    sides = t.get("sides")
    current = sides is not None and [m.a, m.b] == list(sides)  # a table assigned to these very teams
    return MatchView(id=m.id, round=m.round, round_name=name, a=by_id.get(m.a) if m.a else None,
                     b=by_id.get(m.b) if m.b else None, bye=m.bye, winner=by_id.get(m.winner) if m.winner else None,
                     how=m.how, sheet=t.get("sheet") if current else None, table=t.get("table") if current else None,
                     live=lives.get(m.id) if current else None, nonce=t.get("nonce") if current else None,
                     key_digest=t.get("key") if current else None)
