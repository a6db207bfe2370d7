"""Print the URL of a named database on the local PostgreSQL server, creating it if needed.

    tools/pgdb.py "$(tools/pg.sh start)" kural      -> postgresql://postgres@127.0.0.1:54329/kural

`tools/pg.sh` hands out the test database (``kural_test``), which the tests empty; the
served app (`make serve-pg`) and the load test (`make load`) get databases of their own.
"""
from __future__ import annotations

import re
import sys

import psycopg


def ensure_database(server_url: str, name: str) -> str:
    """``server_url`` with its database replaced by ``name``; the database exists afterwards."""
    if not re.fullmatch(r"[a-z_][a-z0-9_]{0,62}", name):
        raise SystemExit(f"pgdb: bad database name {name!r}")
    base = server_url.rsplit("/", 1)[0]
    with psycopg.connect(f"{base}/postgres", autocommit=True) as conn:
        if not conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone():
            conn.execute(f'CREATE DATABASE "{name}"')
    return f"{base}/{name}"


if __name__ == "__main__":
    if len(sys.argv) != 3 or not sys.argv[1]:
        raise SystemExit("usage: tools/pgdb.py SERVER_URL DATABASE_NAME")
    print(ensure_database(sys.argv[1], sys.argv[2]))
