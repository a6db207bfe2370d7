"""Issue 13 API contracts: ``calculation.understood`` / ``missing`` / ``form_url`` on a calculation
answer, and ``POST /api/answers/{code}/fill`` (201 with a new answer and ``parent``; bad fills 422)."""
from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from referee.config import Settings
from referee.service import Referee, pipeline_for
from web.app import create_app

KEYS = {"id", "kind", "answer", "ruleset", "sources", "calculation", "variants", "short_url", "knowledge_version",
        "table"}
STORY = "cem okeyle bitti kaç yazarım"  # the asker's opening is missing: one tap away from the number


@pytest.fixture()
def client(tmp_path):
    """An app of its own settings: a throw-away SQLite database, no rate limit, the shared loaded pipeline."""
    settings = Settings(database_url=f"sqlite:///{tmp_path / 'api.sqlite3'}", rate_limit_per_minute=0)
    return TestClient(create_app(settings, Referee(settings, pipeline=pipeline_for(settings)), warm_up=False))


def _ask(client, question, ruleset=None):
    r = client.post("/api/ask", json={"question": question, "ruleset": ruleset})
    assert r.status_code == 200
    return r.json()


def test_a_calculation_carries_what_was_understood_and_the_form(client):
    body = _ask(client, "rakip okeyle bitti, seriyle açtım elimde 41 kaldı kaç yazarım", "oyna-101")
    calc = body["calculation"]
    u = calc["understood"]
    assert u["ruleset"] == "oyna-101" and u["hands"][0]["finish"] == "okey" and u["hands"][0]["finisher"] == "Rakip"
    assert (u["finish"], u["finisher"], u["finish_text"]) == ("okey", "Rakip", u["hands"][0]["finish_text"])
    me = next(p for p in u["hands"][0]["players"] if p["name"] == "Sen")
    assert me["opened"] == "seri" and me["left"] == {"sum": 41}
    assert calc["missing"] == []
    assert calc["form_url"].startswith("/hesapla?tur=el&veri=")


def test_a_missing_fact_is_asked_with_quick_replies(client):
    calc = _ask(client, STORY, "oyna-101")["calculation"]
    assert calc["result"] is None
    (m,) = calc["missing"]
    assert set(m) == {"slot", "question", "options"}
    assert m["slot"] == "Sen.opened" and m["question"] == "Sen açmış mıydın?"
    assert [o["label"] for o in m["options"]] == ["Seriyle açtım", "Çiftten açtım", "Açamadım"]


def test_fill_gives_the_number_as_a_new_answer_and_leaves_the_original(client):
    original = _ask(client, STORY, "oyna-101")
    r = client.post(f"/api/answers/{original['id']}/fill", json={"slot": "Sen.opened", "value": "yok"})
    assert r.status_code == 201
    new = r.json()
    assert set(new) == KEYS | {"parent"} and new["parent"] == original["id"] and new["id"] != original["id"]
    assert new["answer"].startswith("**404** yazıyorsun.")  # not opened, okey finish: 202 × 2
    assert new["calculation"]["result"]["scores"]["Sen"] == 404 and new["calculation"]["missing"] == []
    assert new["short_url"].endswith(f"/a/{new['id']}")
    again = client.get(f"/api/answers/{original['id']}").json()
    assert {k: again[k] for k in KEYS} == original  # the original is unchanged
    stored = client.get(f"/api/answers/{new['id']}").json()
    assert stored["parent"] == original["id"] and stored["followup"]["label"] == "Açamadım"


def test_fill_takes_a_number_and_a_second_missing_fact_is_one_more_tap(client):
    original = _ask(client, "cem okeyle bitti açtım kaç yazarım", "oyna-101")
    (m,) = original["calculation"]["missing"]
    assert m["slot"] == "Sen.remaining_sum" and m["options"] is None
    new = client.post(f"/api/answers/{original['id']}/fill", json={"slot": m["slot"], "value": "41"}).json()
    assert new["calculation"]["result"]["scores"]["Sen"] == 82


def test_fill_the_okey_with_a_tile(client):
    original = _ask(client, "rakip normal bitti açtım elimde 20 ve sahte okey kaldı kaç yazarım", "oyna-101")
    (m,) = original["calculation"]["missing"]
    assert m["slot"] == "okey" and m["options"] is None
    r = client.post(f"/api/answers/{original['id']}/fill", json={"slot": "okey", "value": "sarı 6"})
    assert r.status_code == 201, r.text
    new = r.json()["calculation"]
    assert new["understood"]["hands"][0]["okey"] == "sarı 6"
    assert new["result"]["scores"]["Sen"] == 26  # the sahte okey counts as the okey's number: 20 + 6


@pytest.mark.parametrize("body, words", [
    ({"slot": "Sen.opened", "value": "belki"}, "şunlardan birini seç"),
    ({"slot": "Sen.opened"}, "cevabını yazmadın"),
    ({"slot": "okey", "value": "sarı 6"}, "sormuyor"),
    ({"slot": "", "value": "seri"}, "slot"),
    ({"slot": 5, "value": "seri"}, "slot"),
    ({"slot": "Sen.opened", "value": ["seri"]}, "seçenek"),
    ({}, "slot"),
])
def test_bad_fills_are_a_turkish_422(client, body, words):
    original = _ask(client, STORY, "oyna-101")
    r = client.post(f"/api/answers/{original['id']}/fill", json=body)
    assert r.status_code == 422 and words in r.json()["error"]


def test_a_bad_number_is_the_reader_s_turkish_message(client):
    original = _ask(client, "cem okeyle bitti açtım kaç yazarım", "oyna-101")
    r = client.post(f"/api/answers/{original['id']}/fill", json={"slot": "Sen.remaining_sum", "value": 999})
    assert r.status_code == 422 and "0 ile 286 arasında" in r.json()["error"]
    r = client.post(f"/api/answers/{original['id']}/fill", json={"slot": "Sen.remaining_sum", "value": "kırk"})
    assert r.status_code == 422 and "sayı olmalı" in r.json()["error"]


def test_fill_on_an_answer_without_missing_facts_or_a_rule_answer_is_422(client):
    full = _ask(client, "rakip okeyle bitti, seriyle açtım elimde 41 kaldı kaç yazarım", "oyna-101")
    r = client.post(f"/api/answers/{full['id']}/fill", json={"slot": "Sen.opened", "value": "seri"})
    assert r.status_code == 422 and "eksik bir bilgi yok" in r.json()["error"]
    rule = _ask(client, "işlek taş nedir")
    r = client.post(f"/api/answers/{rule['id']}/fill", json={"slot": "Sen.opened", "value": "seri"})
    assert r.status_code == 422 and "hesap cevabı değil" in r.json()["error"]


def test_fill_on_an_unknown_answer_is_404(client):
    assert client.post("/api/answers/ZZZZZZZ/fill", json={"slot": "x", "value": 1}).status_code == 404
    assert client.post("/api/answers/bad!/fill", json={"slot": "x", "value": 1}).status_code == 404


def test_fill_with_a_broken_body_is_422_in_turkish(client):
    original = _ask(client, STORY, "oyna-101")
    r = client.post(f"/api/answers/{original['id']}/fill", content=b"{nope", headers={"Content-Type": "application/json"})
    assert r.status_code == 422 and r.json()["error"]


def test_a_story_asked_at_a_table_is_completed_by_the_tables_rules(client):
    """Asked under a table profile (issue 17), the filled number follows that table's house rules."""
    table = client.post("/api/tables", json={"name": "Köşe kahve", "ruleset": "oyna-101",
                                             "rules": {"deste_biterse": "okey-101"}}).json()["code"]
    story = "deste bitti kaç yazarım"
    at_table = client.post("/api/ask", json={"question": story, "table": table}).json()
    plain = _ask(client, story, "oyna-101")
    fill = {"slot": "Sen.opened", "value": "yok"}
    mine = client.post(f"/api/answers/{at_table['id']}/fill", json=fill)
    theirs = client.post(f"/api/answers/{plain['id']}/fill", json=fill).json()
    assert mine.status_code == 201
    mine = mine.json()
    assert mine["table"] == {"code": table, "name": "Köşe kahve"} and mine["parent"] == at_table["id"]
    assert theirs["table"] is None and theirs["calculation"]["result"]["scores"]["Sen"] == 202  # 202 × 1, no okey
    assert mine["calculation"]["result"]["scores"]["Sen"] == 0  # at this table only the okey's holder writes
    assert mine["answer"].startswith("Sizin masanızda **0**")
