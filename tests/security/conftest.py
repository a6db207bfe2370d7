"""Shared fixtures of the security suite: a fresh app on its own SQLite file, helpers for Turkish errors."""
from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from referee.config import get_settings

TURKISH = set("çğıöşüÇĞİÖŞÜ")
J = {"content-type": "application/json"}
BASE = "https://kural.test"
NAMES = ["Ayşe", "Can", "Deniz", "Ece"]


def assert_turkish_error(r, *statuses: int) -> str:
    """A 4xx/5xx with a JSON ``error`` written in Turkish and no stack trace; returns the message."""
    assert r.status_code in statuses, (r.status_code, r.text[:300])
    body = r.json()
    assert isinstance(body, dict) and isinstance(body.get("error"), str), body
    msg = body["error"]
    assert msg and TURKISH & set(msg), f"not a Turkish message: {msg!r}"
    assert "Traceback" not in r.text and "detail" not in body
    return msg


def assert_turkish_page(r, *statuses: int) -> str:
    """An HTML page in Turkish (never a stack trace) with one of ``statuses``; returns the text."""
    assert r.status_code in statuses, (r.status_code, r.text[:300])
    assert r.headers["content-type"].startswith("text/html"), r.headers["content-type"]
    assert 'lang="tr"' in r.text and "Traceback" not in r.text
    return r.text


@pytest.fixture
def env(tmp_path, monkeypatch):
    """Settings for one app: temp SQLite, a known base URL, rate limit off, no admin token."""
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'security.sqlite3'}")
    monkeypatch.setenv("KURAL_BASE_URL", BASE)
    monkeypatch.setenv("KURAL_RATE_LIMIT_PER_MINUTE", "0")
    for name in ("KURAL_ADMIN_TOKEN", "KURAL_TRUSTED_PROXIES", "KURAL_SECRET_KEY"):
        monkeypatch.delenv(name, raising=False)
    get_settings.cache_clear()
    yield monkeypatch
    get_settings.cache_clear()


@pytest.fixture
def app(env):
    from web.app import create_app

    return create_app()


@pytest.fixture
def client(app) -> TestClient:
    """A client of a fresh app (start-up not run: the ask pipeline loads when first asked)."""
    return TestClient(app, raise_server_exceptions=False, follow_redirects=False)


@pytest.fixture
def html_client(app) -> TestClient:
    """The same app as a browser sees it: asks for HTML."""
    return TestClient(app, raise_server_exceptions=False, follow_redirects=False,
                      headers={"accept": "text/html"})


def new_sheet(client: TestClient, **body) -> dict:
    """POST /api/sheets with four players of oyna-101 unless told otherwise; the JSON answer."""
    payload = {"ruleset": "oyna-101", "players": NAMES, **body}
    r = client.post("/api/sheets", json=payload)
    assert r.status_code == 201, r.text
    return r.json()
