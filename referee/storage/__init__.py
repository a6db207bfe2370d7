"""Answer and score-sheet storage under short codes (SQLAlchemy + Alembic).

An answer is an immutable snapshot: once saved under its code it never changes,
so a link pasted into a group chat always shows the ruling the table saw.
A score sheet (yazboz) is the one mutable record: the table adds hands to it,
and every change bumps its ``version``.

SQLite is the embedded default (WAL mode, a busy timeout so concurrent writers
wait instead of failing); PostgreSQL is used when ``DATABASE_URL`` says so.
The schema is created and upgraded by Alembic migrations (``referee/migrations``).
"""
from __future__ import annotations

import json
import re
import secrets
import string
import threading
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any

from sqlalchemy import (
    Column,
    DateTime,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    func,
    insert,
    select,
    update,
)
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import IntegrityError

from referee.config import get_settings
from referee.storage.codes import JOIN_CODE_LENGTH, new_join_code, parse_join_code
from referee.storage.schema import make_engine, upgrade_schema  # noqa: F401 - re-exported (tests, the CLI)

CODE_ALPHABET = string.digits + string.ascii_letters  # base62
CODE_LENGTH = 7
CODE_RE = re.compile(rf"^[0-9A-Za-z]{{{CODE_LENGTH}}}$")
MAX_CODE_ATTEMPTS = 8
MAX_NOTE_CHARS = 200
#: The row /readyz writes and rolls back: "-" is outside the code alphabet.
PROBE_CODE = "-ready-"

metadata = MetaData()

answers = Table(
    "answers",
    metadata,
    Column("code", String(CODE_LENGTH), primary_key=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("question", Text, nullable=False),
    Column("ruleset", String(32), nullable=False),
    Column("kind", String(16), nullable=False),
    Column("knowledge_version", String(64), nullable=False),
    Column("payload", Text, nullable=False),
)

sheets = Table(
    "sheets",
    metadata,
    Column("code", String(CODE_LENGTH), primary_key=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
    Column("ruleset", String(32), nullable=False),
    Column("version", Integer, nullable=False),
    Column("payload", Text, nullable=False),
    Column("join_code", String(JOIN_CODE_LENGTH)),  # spoken code (referee.storage.codes); unique
    Index("ux_sheets_join_code", "join_code", unique=True),
)

feedback = Table(
    "feedback",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("answer_code", String(CODE_LENGTH), nullable=False, index=True),
    Column("vote", Integer, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("voter", String(64), nullable=True),  # a keyed hash of the client: one vote per voter and answer
    Column("reason", String(24), nullable=True),  # what was wrong with a 👎 (FEEDBACK_REASONS key)
    Column("note", String(MAX_NOTE_CHARS), nullable=True),  # the asker's own words ("başka"), ≤ 200 chars
)

#: Why a 👎 (the answer page's "Ne yanlıştı?"): stored key → what the page and /yonetim say.
FEEDBACK_REASONS = {
    "yanlis-madde": "Yanlış kural maddesi",
    "yanlis-sayi": "Yanlış sayı",
    "yanlis-kural-seti": "Yanlış kural seti",
    "anlamadi": "Sorumu anlamadı",
    "baska": "Başka",
}


def new_code() -> str:
    """A fresh random short code: 7 base62 characters from :mod:`secrets`.

    One draw below 62⁷ written in base 62: every code equally likely, as seven ``secrets.choice``
    calls would give, at one system call instead of seven (it is on every answer's path).

    >>> bool(CODE_RE.match(new_code()))
    True
    """
    n = secrets.randbelow(_CODE_SPACE)
    out = []
    for _ in range(CODE_LENGTH):
        n, digit = divmod(n, _BASE)
        out.append(CODE_ALPHABET[digit])
    return "".join(out)


_BASE = len(CODE_ALPHABET)
_CODE_SPACE = _BASE ** CODE_LENGTH


def is_code(text: str) -> bool:
    """Whether ``text`` can be a short code at all (checked before any query).

    >>> is_code("aZ3kP9q"), is_code("aZ3k"), is_code("aZ3kP9'"), is_code("aZ3kP9q\\n")
    (True, False, False, False)
    """
    return bool(CODE_RE.fullmatch(text))  # fullmatch: "$" alone lets a trailing newline through


def _now() -> datetime:
    return datetime.now(UTC)


#: The answer insert, built once: ``insert(...).values(**row)`` per answer rebuilt the statement and
#: its cache key each time (a tenth of an answer's CPU); the parameters now travel beside it.
_INSERT_ANSWER = insert(answers)


class StoreError(RuntimeError):
    """Storage failed in a way the caller should report as a server-side problem."""


class AnswerStore:
    """Short-code storage for answers, score sheets and feedback."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        # SQLite has one writer at a time; threads of this process queue on a lock instead of
        # polling the database's busy handler (which sleeps in growing steps and makes the
        # slowest requests hundreds of milliseconds slower). PostgreSQL needs no such lock.
        self._write_lock = threading.Lock() if engine.dialect.name == "sqlite" else None

    @contextmanager
    def _writing(self) -> Iterator[Connection]:
        """A write transaction (serialised within the process on SQLite)."""
        if self._write_lock is None:
            with self.engine.begin() as conn:
                yield conn
            return
        with self._write_lock, self.engine.begin() as conn:
            yield conn

    # -- answers ---------------------------------------------------------
    def save(self, payload: dict[str, Any]) -> str:
        """Store an answer snapshot and return its new short code.

        ``payload`` must hold ``question``, ``ruleset``, ``kind`` and
        ``knowledge_version``; it is stored whole, with ``id`` set to the code.
        """
        for _ in range(MAX_CODE_ATTEMPTS):
            code = new_code()
            body = dict(payload, id=code)
            row = {
                "code": code,
                "created_at": _now(),
                "question": str(payload["question"]),
                "ruleset": str(payload["ruleset"]),
                "kind": str(payload["kind"]),
                "knowledge_version": str(payload["knowledge_version"]),
                "payload": json.dumps(body, ensure_ascii=False),
            }
            try:
                with self._writing() as conn:
                    conn.execute(_INSERT_ANSWER, row)  # one prepared statement, this row's parameters
                return code
            except IntegrityError:
                continue  # code collision: draw again
        raise StoreError("could not find a free short code")

    def get(self, code: str) -> dict[str, Any] | None:
        """The stored snapshot for ``code``, or None (odd codes never reach the database)."""
        if not is_code(code):
            return None
        with self.engine.connect() as conn:
            row = conn.execute(select(answers.c.payload).where(answers.c.code == code)).first()
        return json.loads(row[0]) if row else None

    def recent(self, kind: str | None = None, limit: int = 200) -> list[dict[str, Any]]:
        """Newest answers first, optionally of one kind (for curators)."""
        q = select(answers.c.payload).order_by(answers.c.created_at.desc()).limit(limit)
        if kind:
            q = q.where(answers.c.kind == kind)
        with self.engine.connect() as conn:
            return [json.loads(r[0]) for r in conn.execute(q)]

    # -- feedback --------------------------------------------------------
    def add_feedback(self, code: str, vote: int, voter: str | None = None, reason: str | None = None,
                     note: str | None = None) -> bool:
        """Record 👍 (+1) or 👎 (-1) for an existing answer; False if there is no such answer.

        With a ``voter`` (an opaque id of the client), a repeat vote replaces that voter's
        earlier one instead of counting again. A 👎 may say what was wrong: ``reason`` (a
        :data:`FEEDBACK_REASONS` key) and ``note`` (free text, cut to :data:`MAX_NOTE_CHARS`);
        the caller checks them (Turkish messages), here an unknown reason is a programming error.
        """
        if vote not in (1, -1) or self.get(code) is None:
            return False
        if reason is not None and (vote != -1 or reason not in FEEDBACK_REASONS):
            raise ValueError(f"unknown feedback reason {reason!r}")
        note = (note or "").strip()[:MAX_NOTE_CHARS] or None
        values = {"vote": vote, "created_at": _now(), "reason": reason, "note": note}
        for _ in range(2):  # a concurrent first vote of the same voter: the retry updates it
            try:
                with self._writing() as conn:
                    if voter is not None:
                        replaced = conn.execute(
                            update(feedback).where(feedback.c.answer_code == code, feedback.c.voter == voter)
                            .values(**values)).rowcount
                        if replaced:
                            return True
                    conn.execute(insert(feedback).values(answer_code=code, voter=voter, **values))
                return True
            except IntegrityError:
                continue
        return True

    def downvotes(self, limit: int = 2000) -> list[dict[str, Any]]:
        """Every 👎, newest first: ``{"answer_code", "reason", "note", "created_at"}`` (reason None when not said)."""
        q = (select(feedback.c.answer_code, feedback.c.reason, feedback.c.note, feedback.c.created_at)
             .where(feedback.c.vote < 0)
             .order_by(feedback.c.created_at.desc(), feedback.c.id.desc()).limit(limit))
        with self.engine.connect() as conn:
            return [dict(r._mapping) for r in conn.execute(q)]

    def feedback_counts(self) -> list[dict[str, Any]]:
        """Per answer: 👍 and 👎 counts and the last vote time, newest first."""
        up = func.sum((feedback.c.vote > 0).cast(Integer))
        down = func.sum((feedback.c.vote < 0).cast(Integer))
        last = func.max(feedback.c.created_at)
        q = (
            select(feedback.c.answer_code, up.label("up"), down.label("down"), last.label("last"))
            .group_by(feedback.c.answer_code)
            .order_by(last.desc())
        )
        with self.engine.connect() as conn:
            return [dict(r._mapping) for r in conn.execute(q)]

    # -- score sheets ----------------------------------------------------
    def create_sheet(self, ruleset: str, payload: dict[str, Any]) -> str:
        """Store a new score sheet and return its short code."""
        return self.new_sheet(ruleset, payload)[0]

    def new_sheet(self, ruleset: str, payload: dict[str, Any]) -> tuple[str, str]:
        """Store a new score sheet; returns ``(short code, join code)``."""
        for _ in range(MAX_CODE_ATTEMPTS):
            code, join = new_code(), new_join_code()
            now = _now()
            try:
                with self._writing() as conn:
                    conn.execute(
                        insert(sheets).values(
                            code=code, created_at=now, updated_at=now, ruleset=ruleset,
                            version=1, payload=json.dumps(payload, ensure_ascii=False), join_code=join,
                        )
                    )
                return code, join
            except IntegrityError:
                continue  # short code or join code taken: draw both again
        raise StoreError("could not find a free short code")

    def sheet_code_for_join(self, join_code: str) -> str | None:
        """The short code of the sheet that ``join_code`` (as typed) opens, or None."""
        folded = parse_join_code(join_code)
        if folded is None:
            return None
        with self.engine.connect() as conn:
            row = conn.execute(select(sheets.c.code).where(sheets.c.join_code == folded)).first()
        return row[0] if row else None

    def get_sheet(self, code: str) -> dict[str, Any] | None:
        """``{"code", "join_code", "ruleset", "version", "payload", "updated_at"}`` or None."""
        if not is_code(code):
            return None
        with self.engine.connect() as conn:
            row = conn.execute(select(sheets).where(sheets.c.code == code)).first()
        if not row:
            return None
        m = row._mapping
        return {
            "code": m["code"],
            "join_code": m["join_code"],
            "ruleset": m["ruleset"],
            "version": m["version"],
            "payload": json.loads(m["payload"]),
            "updated_at": m["updated_at"].isoformat() if m["updated_at"] else None,
        }

    def update_sheet(self, code: str, payload: dict[str, Any], expected_version: int) -> int | None:
        """Replace a sheet's payload if nobody changed it since ``expected_version``.

        Returns the new version, or None when the sheet is missing or was changed
        meanwhile (the caller reloads and tries again: no update is lost silently).
        """
        if not is_code(code):
            return None
        with self._writing() as conn:
            result = conn.execute(
                update(sheets)
                .where(sheets.c.code == code, sheets.c.version == expected_version)
                .values(
                    payload=json.dumps(payload, ensure_ascii=False),
                    version=expected_version + 1,
                    updated_at=_now(),
                )
            )
        return expected_version + 1 if result.rowcount == 1 else None

    def ping(self) -> bool:
        """Whether the database answers (for /readyz)."""
        try:
            with self.engine.connect() as conn:
                conn.execute(select(1))
            return True
        except Exception:  # noqa: BLE001 - readiness only reports yes/no
            return False

    def writable(self) -> bool:
        """Whether the database takes a write (for /readyz): one probe row inserted, then rolled back.

        A read-only file or replica (or a database the disk filled) still answers ``SELECT 1`` but
        refuses this. The probe's code has a character no short code has, so it never meets one.
        """
        lock = self._write_lock or nullcontext()
        try:
            with lock, self.engine.connect() as conn:
                tx = conn.begin()
                try:
                    conn.execute(insert(answers).values(
                        code=PROBE_CODE, created_at=_now(), question="", ruleset="", kind="probe",
                        knowledge_version="", payload="{}"))
                finally:
                    tx.rollback()
            return True
        except Exception:  # noqa: BLE001 - readiness only reports yes/no
            return False


_lock = threading.Lock()


@lru_cache(maxsize=4)
def _store_for(url: str, busy_timeout_s: float) -> AnswerStore:
    engine = make_engine(url, busy_timeout_s)
    upgrade_schema(engine)
    return AnswerStore(engine)


def get_store(url: str | None = None, busy_timeout_s: float | None = None) -> AnswerStore:
    """The process-wide store for ``url`` (default: the configured database), migrated on first use.

    One store per database per process: the referee, the command line and the tests share it.
    """
    settings = get_settings()
    timeout = settings.sqlite_busy_timeout_s if busy_timeout_s is None else busy_timeout_s
    with _lock:
        return _store_for(url or settings.sqlalchemy_url, timeout)
