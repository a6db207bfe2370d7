"""Issue 16 §3: with ``KURAL_BASE_URL`` unset, links come from the request's own host (a proxy's
forwarded host only from ``KURAL_TRUSTED_PROXIES``), never silently 127.0.0.1, and start-up warns once."""
from __future__ import annotations

import logging
import re

import pytest
from fastapi.testclient import TestClient

from referee.config import get_settings
from tests.web.pages_support import save_answer
from web.app import create_app

HTML = {"accept": "text/html"}


@pytest.fixture
def unset(tmp_path, monkeypatch):
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'base.sqlite3'}")
    monkeypatch.setenv("KURAL_RATE_LIMIT_PER_MINUTE", "0")
    for name in ("KURAL_BASE_URL", "KURAL_TRUSTED_PROXIES", "KURAL_ADMIN_TOKEN"):
        monkeypatch.delenv(name, raising=False)
    get_settings.cache_clear()
    yield monkeypatch
    get_settings.cache_clear()


def _client(peer: str = "203.0.113.7") -> TestClient:
    return TestClient(create_app(), client=(peer, 40000), follow_redirects=False, headers=HTML)


def _links(html: str) -> set[str]:
    return set(re.findall(r"https?://[A-Za-z0-9.:\[\]-]+(?=/a/)", html))


def test_answer_links_use_the_host_the_phone_reached(unset):
    code = save_answer()
    r = _client().get(f"/a/{code}", headers={"host": "kafe.local:8000"})
    assert r.status_code == 200
    assert _links(r.text) == {"http://kafe.local:8000"}
    assert f'<link rel="canonical" href="http://kafe.local:8000/a/{code}">' in r.text
    assert "127.0.0.1" not in r.text
    api = _client().get(f"/api/answers/{code}", headers={"host": "10.0.0.5:8000"}).json()
    assert api["short_url"] == f"http://10.0.0.5:8000/a/{code}"


def test_one_hosts_page_is_never_served_to_another(unset):
    code = save_answer()
    c = _client()
    assert _links(c.get(f"/a/{code}", headers={"host": "evil.example"}).text) == {"http://evil.example"}
    for _ in range(2):  # the in-memory page cache keeps one page per host
        assert _links(c.get(f"/a/{code}", headers={"host": "kafe.local"}).text) == {"http://kafe.local"}


def test_forwarded_host_only_from_a_trusted_proxy(unset):
    code = save_answer()
    forwarded = {"host": "10.0.0.2:8000", "x-forwarded-host": "kural.example", "x-forwarded-proto": "https",
                 "x-forwarded-for": "198.51.100.4"}
    assert _links(_client().get(f"/a/{code}", headers=forwarded).text) == {"http://10.0.0.2:8000"}
    unset.setenv("KURAL_TRUSTED_PROXIES", "127.0.0.1")
    get_settings.cache_clear()
    r = _client(peer="127.0.0.1").get(f"/a/{code}", headers=forwarded)
    assert _links(r.text) == {"https://kural.example"}


def test_a_host_that_is_not_a_host_name_falls_back(unset):
    code = save_answer()
    r = _client().get(f"/a/{code}", headers={"host": "a@evil.example"})
    assert r.status_code == 200 and "evil" not in r.text
    assert _links(r.text) == {"http://127.0.0.1:8000"}


def test_a_configured_base_url_wins_over_the_host(unset):
    unset.setenv("KURAL_BASE_URL", "https://kural.example")
    get_settings.cache_clear()
    code = save_answer()
    assert _links(_client().get(f"/a/{code}", headers={"host": "kafe.local"}).text) == {"https://kural.example"}


@pytest.mark.parametrize("configured", [False, True])
def test_start_up_warns_once_when_the_base_url_is_unset(unset, caplog, configured):
    if configured:
        unset.setenv("KURAL_BASE_URL", "https://kural.example")
        get_settings.cache_clear()
    caplog.set_level(logging.WARNING, logger="kural")
    with TestClient(create_app(warm_up=False)) as c:
        c.get("/healthz")
        c.get("/")
    warnings = [r for r in caplog.records if "KURAL_BASE_URL" in r.getMessage()]
    assert len(warnings) == (0 if configured else 1)
