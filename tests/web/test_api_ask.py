"""API contract: POST /api/ask and GET /api/answers/{id}."""
from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from referee.config import Settings
from referee.service import MAX_QUESTION_CHARS, Referee, pipeline_for
from web.app import create_app

KEYS = {"id", "kind", "answer", "ruleset", "sources", "calculation", "variants", "short_url", "knowledge_version",
        "table"}


@pytest.fixture()
def client(tmp_path):
    """An app of its own settings: a throw-away SQLite database, no rate limit, the shared loaded pipeline."""
    settings = Settings(database_url=f"sqlite:///{tmp_path / 'api.sqlite3'}", rate_limit_per_minute=0)
    return TestClient(create_app(settings, Referee(settings, pipeline=pipeline_for(settings)), warm_up=False))


def test_ask_then_fetch(client):
    r = client.post("/api/ask", json={"question": "gösterge mavi 9 açıldı, okey hangi taş", "ruleset": None})
    assert r.status_code == 200
    body = r.json()
    assert set(body) == KEYS
    assert body["kind"] == "rule"
    assert "mavi 10" in body["answer"]
    assert body["ruleset"] == "oyna-101"
    assert all(set(s) == {"id", "title", "labels", "url"} for s in body["sources"])
    got = client.get(f"/api/answers/{body['id']}")
    assert got.status_code == 200
    stored = got.json()
    assert {k: stored[k] for k in KEYS} == body


def test_named_ruleset_is_used(client):
    body = client.post("/api/ask", json={"question": "işlek taş atınca kaç ceza", "ruleset": "turnuva-esli-101"}).json()
    assert body["ruleset"] == "turnuva-esli-101"
    assert body["variants"] is None


def test_not_covered_kind(client):
    body = client.post("/api/ask", json={"question": "tavlada mars kaç puan", "ruleset": None}).json()
    assert body["kind"] == "not_covered"
    assert body["short_url"]


@pytest.mark.parametrize(
    "payload",
    [{"question": ""}, {"question": "   "}, {"question": "a" * (MAX_QUESTION_CHARS + 1)}, {"question": "okey", "ruleset": "batak"},
     {}, {"question": 5}, {"ruleset": "oyna-101"}],
)
def test_bad_input_is_422_with_turkish_error(client, payload):
    r = client.post("/api/ask", json=payload)
    assert r.status_code == 422
    assert set(r.json()) == {"error"}
    assert r.json()["error"]


def test_unknown_ruleset_lists_valid_ids(client):
    r = client.post("/api/ask", json={"question": "okey nedir", "ruleset": "batak"})
    assert "oyna-101" in r.json()["error"] and "turnuva-esli-101" in r.json()["error"]


def test_invalid_json_is_422(client):
    r = client.post("/api/ask", content=b"{not json", headers={"Content-Type": "application/json"})
    assert r.status_code == 422
    assert "error" in r.json()


@pytest.mark.parametrize("code", ["zzzzzzz", "abc", "../../etc"])
def test_unknown_answer_is_404(client, code):
    r = client.get(f"/api/answers/{code}")
    assert r.status_code == 404
    assert "error" in r.json()
