"""A season: the café's weekly series of Okey Gecesi nights and its running table.

esli-101-turnuva: in the weekly series every player gets season points each night,
players − rank + 1, with a podium bonus (1st +4, 2nd +2, 3rd +1). A night counts once it
is complete and its standings are decided (a place still shared has no season points in
the source; the night's page says what is missing). People are matched across nights
by name (case and Turkish i/ı folded). Equal season totals share a place: the source
gives no tie-breaker for the season.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from referee.storage.events import Event
from referee.tournaments.common import SEASON_KIND, SEASON_MISSING, clean_name, events, fold_name, load_season
from referee.tournaments.keys import check_secret, digest, new_secret
from referee.tournaments.night import Night, build as build_night

KIND = SEASON_KIND
MISSING = SEASON_MISSING
MAX_NAME = 60


@dataclass(frozen=True)
class SeasonRow:
    place: int
    name: str
    points: int
    nights: int
    per_night: dict[str, int]  # night code → points
    tied: bool


@dataclass(frozen=True)
class Season:
    code: str
    version: int
    name: str
    nights: tuple[Night, ...]
    rows: tuple[SeasonRow, ...]
    pending: tuple[str, ...]  # night codes not counted yet (running, or a tie left open)
    secret: str = field(repr=False, default="")

    def api(self) -> dict[str, Any]:
        return {
            "code": self.code, "name": self.name, "url": f"/sezon/{self.code}", "version": self.version,
            "nights": [{"code": n.code, "name": n.name, "url": f"/gece/{n.code}", "players": len(n.players),
                        "counted": n.code not in self.pending} for n in self.nights],
            "table": [{"place": r.place, "name": r.name, "points": r.points, "nights": r.nights,
                       "per_night": r.per_night, "tied": r.tied} for r in self.rows],
            "rule": "Sezon puanı = kişi sayısı − sıra + 1; kürsüye 1. +4, 2. +2, 3. +1 (esli-101-turnuva).",
            "sources": ["esli-101-turnuva"],
        }


def load_event(code: object) -> Event:
    """The stored season under ``code`` (404 otherwise)."""
    return load_season(code)


def create(name: object) -> tuple[Season, str]:
    """A new season; returns it and its manage secret (needed to add nights to it)."""
    title = clean_name(name, "Sezonun adı", MAX_NAME)
    secret = new_secret()
    code = events().create(KIND, {"name": title}, digest(secret))
    return get(code), secret


def is_manager(season: Season, key: str | None) -> bool:
    return check_secret(key, season.secret)


def get(code: str) -> Season:
    """The season and its table, from its nights as they stand now."""
    event = load_event(code)
    nights = tuple(build_night(e) for e in events().in_season(event.code))
    totals: dict[str, dict[str, Any]] = {}
    pending = []
    for night in nights:
        if night.season_points is None:
            pending.append(night.code)
            continue
        for name, pts in night.season_points.items():
            row = totals.setdefault(fold_name(name), {"name": name, "points": 0, "per_night": {}})
            row["name"] = name  # the latest spelling
            row["points"] += pts
            row["per_night"][night.code] = pts
    ordered = sorted(totals.values(), key=lambda r: (-r["points"], fold_name(r["name"])))
    rows = []
    for r in ordered:
        place = 1 + sum(1 for o in ordered if o["points"] > r["points"])
        tied = sum(1 for o in ordered if o["points"] == r["points"]) > 1
        rows.append(SeasonRow(place, r["name"], r["points"], len(r["per_night"]), r["per_night"], tied))
    return Season(code=event.code, version=event.version, name=event.payload["name"], nights=nights,
                  rows=tuple(rows), pending=tuple(pending), secret=event.secret)
