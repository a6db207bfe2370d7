"""Storage for table profiles ("Masa kuralları"): a base ruleset plus house switches, under a short code.

A profile is immutable, like an answer: once saved it never changes, so an answer or a
Çetele made under it keeps meaning what it meant. "Editing" a profile stores a new one
whose ``replaces`` names the old code; :meth:`TableStore.replaced_by` finds the newer one.
Profiles share the answers' database, codes and SQLite write lock (:class:`AnswerStore`).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Column, DateTime, String, Table, Text, insert, select
from sqlalchemy.exc import IntegrityError

from referee.storage import CODE_LENGTH, MAX_CODE_ATTEMPTS, AnswerStore, StoreError, is_code, metadata, new_code

table_profiles = Table(
    "table_profiles",
    metadata,
    Column("code", String(CODE_LENGTH), primary_key=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("name", Text, nullable=False),
    Column("ruleset", String(32), nullable=False),
    Column("rules", Text, nullable=False),  # JSON object: switch key -> value
    Column("replaces", String(CODE_LENGTH), nullable=True, index=True),
)


@dataclass(frozen=True)
class StoredTable:
    """One stored profile row (rules already parsed)."""

    code: str
    name: str
    ruleset: str
    rules: dict[str, Any]
    replaces: str | None
    created_at: datetime | None = None


def _row(m: Any) -> StoredTable:
    return StoredTable(code=m["code"], name=m["name"], ruleset=m["ruleset"], rules=json.loads(m["rules"]),
                       replaces=m["replaces"], created_at=m["created_at"])


class TableStore:
    """Table profiles on the same database as an :class:`AnswerStore`."""

    def __init__(self, store: AnswerStore) -> None:
        self.store = store
        self.engine = store.engine

    def create(self, name: str, ruleset: str, rules: dict[str, Any], replaces: str | None = None) -> str:
        """Store a new profile (already checked by the caller); returns its short code."""
        for _ in range(MAX_CODE_ATTEMPTS):
            code = new_code()
            try:
                with self.store._writing() as conn:
                    conn.execute(insert(table_profiles).values(
                        code=code, created_at=datetime.now(UTC), name=name, ruleset=ruleset,
                        rules=json.dumps(rules, ensure_ascii=False), replaces=replaces))
                return code
            except IntegrityError:
                continue  # code collision: draw again
        raise StoreError("could not find a free short code")

    def get(self, code: Any) -> StoredTable | None:
        """The profile under ``code``, or None; odd codes never reach the database."""
        if not isinstance(code, str) or not is_code(code):
            return None
        with self.engine.connect() as conn:
            row = conn.execute(select(table_profiles).where(table_profiles.c.code == code)).first()
        return _row(row._mapping) if row else None

    def replaced_by(self, code: str) -> str | None:
        """The newest profile that says it replaces ``code``, or None."""
        if not is_code(code):
            return None
        q = (select(table_profiles.c.code).where(table_profiles.c.replaces == code)
             .order_by(table_profiles.c.created_at.desc()).limit(1))
        with self.engine.connect() as conn:
            row = conn.execute(q).first()
        return row[0] if row else None
