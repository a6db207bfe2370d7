"""Shared fixtures: a fresh database on SQLite and, when `make test` started one, on PostgreSQL."""
from __future__ import annotations

import os

import pytest
from sqlalchemy import text

from referee.storage import AnswerStore, make_engine, upgrade_schema

PG_URL = os.environ.get("KURAL_TEST_PG_URL")
DATABASES = ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)]


@pytest.fixture(params=DATABASES)
def db_url(request, tmp_path) -> str:
    """A migrated, empty database URL: a SQLite file, or the test PostgreSQL server."""
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'kural.sqlite3'}"
        upgrade_schema(make_engine(url))
        return url
    if not PG_URL:
        pytest.skip("PostgreSQL test server not running (KURAL_TEST_PG_URL unset; `make test` starts it)")
    url = PG_URL.replace("postgresql://", "postgresql+psycopg://", 1)
    engine = make_engine(url)
    upgrade_schema(engine)
    with engine.begin() as conn:
        conn.execute(text("TRUNCATE answers, sheets, feedback, events, table_profiles RESTART IDENTITY"))
    engine.dispose()
    return url


@pytest.fixture
def store(db_url) -> AnswerStore:
    engine = make_engine(db_url)
    yield AnswerStore(engine)
    engine.dispose()
