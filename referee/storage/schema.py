"""The database itself: an engine for a URL, and its schema brought up to date with the Alembic
migrations without paying for Alembic when it is up to date already.

Every worker opens the store once at start-up. Importing Alembic and letting it walk the migration
scripts costs ~0.2–0.3 s of a ~2 s cold start, and on every start but the first after a release the
answer is "nothing to do". So the head revision is read from the migration files themselves
(their ``revision = "…"`` / ``down_revision = "…"`` lines), compared with the database's
``alembic_version`` row, and Alembic runs only when they differ — or when anything about the
files or the table is unusual (no single head, no table, several rows): then Alembic decides, as
before.

>>> _head([("0001", None), ("0002", "0001"), ("0003", "0002")])
'0003'
>>> _head([("0001", None), ("0002", "0001"), ("0003", "0001")]) is None  # two heads: Alembic decides
True
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, event, text
from sqlalchemy.engine import Engine

MIGRATIONS = Path(__file__).parent / "migrations"
_REVISION = re.compile(r"^revision\s*(?::[^=]*)?=\s*['\"]([^'\"]+)['\"]", re.M)
_DOWN = re.compile(r"^down_revision\s*(?::[^=]*)?=\s*(None|['\"]([^'\"]+)['\"])\s*$", re.M)


def _head(pairs: list[tuple[str, str | None]]) -> str | None:
    """The one revision no other revises, or None when there is not exactly one."""
    revised = {down for _, down in pairs if down}
    heads = [rev for rev, _ in pairs if rev not in revised]
    return heads[0] if len(heads) == 1 else None


@lru_cache(maxsize=1)
def head_revision(folder: Path = MIGRATIONS) -> str | None:
    """The head revision of the migration scripts in ``folder/versions``; None when unsure."""
    pairs: list[tuple[str, str | None]] = []
    for path in sorted((folder / "versions").glob("*.py")):
        source = path.read_text(encoding="utf-8")
        rev, down = _REVISION.search(source), _DOWN.search(source)
        if rev is None or down is None:
            return None  # a script written some other way (a tuple of parents, …): let Alembic read it
        pairs.append((rev.group(1), down.group(2)))
    return _head(pairs) if pairs else None


def at_head(engine: Engine) -> bool:
    """Whether the database's one ``alembic_version`` row is the scripts' head (any doubt: False)."""
    head = head_revision()
    if head is None:
        return False
    try:
        with engine.connect() as conn:
            rows = conn.execute(text("SELECT version_num FROM alembic_version")).fetchall()
    except Exception:  # noqa: BLE001 - no table yet, no database yet: Alembic creates them
        return False
    return len(rows) == 1 and rows[0][0] == head


def _sqlite_pragmas(busy_timeout_s: float) -> Any:
    def on_connect(dbapi_connection: Any, _record: Any) -> None:
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute(f"PRAGMA busy_timeout={int(busy_timeout_s * 1000)}")
        cursor.close()

    return on_connect


def make_engine(url: str, busy_timeout_s: float = 15.0) -> Engine:
    """An engine for ``url``; SQLite files get WAL mode and a busy timeout (``Settings.sqlite_busy_timeout_s``)."""
    if url.startswith("sqlite"):
        path = url.split("///", 1)[-1]
        if path and path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(url, connect_args={"timeout": busy_timeout_s, "check_same_thread": False})
        event.listen(engine, "connect", _sqlite_pragmas(busy_timeout_s))
        return engine
    return create_engine(url, pool_pre_ping=True, pool_size=5, max_overflow=10)


def upgrade_schema(engine: Engine) -> None:
    """Bring the database up to date with the Alembic migrations (nothing to do: Alembic is not imported)."""
    if at_head(engine):
        return
    from alembic import command
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        cfg.attributes["connection"] = connection
        command.upgrade(cfg, "head")
