"""Storage for a café's nights: knock-out tournaments, Okey Gecesi nights and seasons.

One row per event under a short code (the same 7-character codes as answers and
sheets). The row holds what people typed and decided — teams, the draw's seed, table
assignments, walkovers, table results — as JSON; everything that follows from it
(the bracket, who moved up, the standings) is recomputed on every read, like a Çetele.

Every change is a compare-and-swap on ``version``: an update names the version it was
computed from and is refused when someone else wrote first, so two phones never
overwrite each other. The manage secret is kept only as its digest (``secret``).
Match scores live in the ``sheets`` table (one Çetele per match), so two tables
entering hands at once never touch the same row.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Iterable

from sqlalchemy import Column, DateTime, Integer, String, Table, Text, insert, select, update
from sqlalchemy.exc import IntegrityError

from referee.storage import (
    CODE_LENGTH,
    MAX_CODE_ATTEMPTS,
    AnswerStore,
    StoreError,
    is_code,
    metadata,
    new_code,
    sheets,
)

KINDS = ("turnuva", "gece", "sezon")

events = Table(
    "events",
    metadata,
    Column("code", String(CODE_LENGTH), primary_key=True),
    Column("kind", String(16), nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
    Column("version", Integer, nullable=False),
    Column("secret", String(64), nullable=False),
    Column("season", String(CODE_LENGTH), nullable=True, index=True),
    Column("payload", Text, nullable=False),
)


@dataclass(frozen=True)
class Event:
    """One stored event row (payload already parsed)."""

    code: str
    kind: str
    version: int
    secret: str
    season: str | None
    payload: dict[str, Any]
    created_at: datetime | None = None


def _now() -> datetime:
    return datetime.now(UTC)


def _row(m: Any) -> Event:
    return Event(code=m["code"], kind=m["kind"], version=m["version"], secret=m["secret"], season=m["season"],
                 payload=json.loads(m["payload"]), created_at=m["created_at"])


class EventStore:
    """Events on the same database (and the same SQLite write lock) as an :class:`AnswerStore`."""

    def __init__(self, store: AnswerStore) -> None:
        self.store = store
        self.engine = store.engine

    def create(self, kind: str, payload: dict[str, Any], secret_digest: str, season: str | None = None) -> str:
        """Store a new event; returns its short code."""
        if kind not in KINDS:
            raise ValueError(f"unknown event kind {kind!r}")
        for _ in range(MAX_CODE_ATTEMPTS):
            code = new_code()
            now = _now()
            try:
                with self.store._writing() as conn:
                    conn.execute(insert(events).values(
                        code=code, kind=kind, created_at=now, updated_at=now, version=1, secret=secret_digest,
                        season=season, payload=json.dumps(payload, ensure_ascii=False)))
                return code
            except IntegrityError:
                continue
        raise StoreError("could not find a free short code")

    def get(self, code: str, kind: str | None = None) -> Event | None:
        """The event under ``code`` (of ``kind``, when given), or None; odd codes never reach the database."""
        if not isinstance(code, str) or not is_code(code):
            return None
        q = select(events).where(events.c.code == code)
        if kind:
            q = q.where(events.c.kind == kind)
        with self.engine.connect() as conn:
            row = conn.execute(q).first()
        return _row(row._mapping) if row else None

    def update(self, code: str, payload: dict[str, Any], expected_version: int,
               secret_digest: str | None = None) -> int | None:
        """Write ``payload`` if nobody changed the event since ``expected_version``; the new version or None."""
        values: dict[str, Any] = {"payload": json.dumps(payload, ensure_ascii=False),
                                  "version": expected_version + 1, "updated_at": _now()}
        if secret_digest is not None:
            values["secret"] = secret_digest
        with self.store._writing() as conn:
            result = conn.execute(update(events).where(events.c.code == code, events.c.version == expected_version)
                                  .values(**values))
        return expected_version + 1 if result.rowcount == 1 else None

    def in_season(self, season: str) -> list[Event]:
        """The nights of a season, oldest first."""
        q = select(events).where(events.c.season == season, events.c.kind == "gece").order_by(events.c.created_at)
        with self.engine.connect() as conn:
            return [_row(r._mapping) for r in conn.execute(q)]

    def recent(self, limit: int = 100) -> list[Event]:
        """Newest events first (for the admin's recovery page)."""
        q = select(events).order_by(events.c.created_at.desc()).limit(limit)
        with self.engine.connect() as conn:
            return [_row(r._mapping) for r in conn.execute(q)]

    def sheets(self, codes: Iterable[str]) -> dict[str, dict[str, Any]]:
        """Several Çetele sheets in one query: ``{code: {"version", "payload"}}`` (unknown codes left out)."""
        wanted = sorted({c for c in codes if isinstance(c, str) and is_code(c)})
        if not wanted:
            return {}
        q = select(sheets.c.code, sheets.c.version, sheets.c.payload).where(sheets.c.code.in_(wanted))
        with self.engine.connect() as conn:
            return {r.code: {"version": r.version, "payload": json.loads(r.payload)} for r in conn.execute(q)}
