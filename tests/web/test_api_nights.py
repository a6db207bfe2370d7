"""TestClient for the Okey Gecesi and season API: every endpoint and permission."""
from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.web.pages_support import app_env  # noqa: F401 - fixture
from web.api.event_models import NightOut

H = "X-Anahtar"
EIGHT = ["Ayşe", "Can", "Ece", "Su", "Nur", "Efe", "Naz", "Ada"]


@pytest.fixture
def api(app_env) -> TestClient:  # noqa: F811
    from web.app import create_app

    return TestClient(create_app(), follow_redirects=False)


def night(api: TestClient, **extra) -> dict:
    r = api.post("/api/nights", json={"name": "Salı gecesi", "players": EIGHT, **extra})
    assert r.status_code == 201, r.text
    return r.json()


def test_create_returns_links_secret_and_every_rounds_seating_with_first_dealers(api):
    n = night(api, losers=2)
    assert {"code", "url", "manage_url", "secret", "rounds"} <= set(n)
    assert n["manage_url"] == f"/gece/{n['code']}/yonet?anahtar={n['secret']}"
    assert len(n["rounds"]) == 3
    for r in n["rounds"]:
        assert len(r["tables"]) == 2 and r["waiting"] == []
        for t in r["tables"]:
            assert len(t["seats"]) == 4 and t["dealer"] in t["seats"]
    assert n["losers_count"] == 2 and any("2. = 1" in x for x in n["readings"])


@pytest.mark.parametrize("body,word", [
    ({"name": "X", "players": EIGHT[:7]}, "6, 8 ya da 10"),
    ({"name": "X", "players": EIGHT[:7] + ["ayşe"]}, "iki kez"),
    ({"name": "X", "players": EIGHT, "losers": 8}, "0 ile 7"),
    ({"name": "X", "players": EIGHT[:6], "rounds": 4}, "3’ün katı"),
    ({"name": "X", "players": EIGHT, "rounds": 13}, "1 ile 12"),
    ({"name": "X", "players": "Ayşe, Can"}, "liste"),
])
def test_bad_night_is_422_in_turkish(api, body, word):
    r = api.post("/api/nights", json=body)
    assert r.status_code == 422 and word in r.json()["error"], r.text


def test_results_need_the_manage_secret_and_the_standings_carry_the_tie_breaker_columns(api):
    n = night(api, rounds=1)
    t1, t2 = n["rounds"][0]["tables"]
    body = {"round": 1, "table": 1, "raw": dict(zip(t1["seats"], (10, 20, 30, 40)))}
    assert api.post(f"/api/nights/{n['code']}/results", json=body).status_code == 403
    assert api.post(f"/api/nights/{n['code']}/results", json=body, headers={H: "yanlis"}).status_code == 403
    r = api.post(f"/api/nights/{n['code']}/results", json=body, headers={H: n["secret"]})
    assert r.status_code == 200
    r = api.post(f"/api/nights/{n['code']}/results", headers={H: n["secret"]}, json={
        "round": 1, "table": 2, "ranks": dict(zip(t2["seats"], (1, 2, 3, 4))),
        "raw": dict(zip(t2["seats"], (10, 20, 30, 40))), "penalties": dict(zip(t2["seats"], (0, 0, 0, 0)))})
    got = api.get(f"/api/nights/{n['code']}").json()
    row = got["standings"][0]
    assert {"place", "name", "rank_points", "raw_points", "penalties_suffered", "decided_by", "tied"} <= set(row)
    assert got["complete"] and got["standings"][0]["tied"]  # equal ranks, equal raw: penalties missing for table 1
    assert any("yenen ceza" in note for note in got["notes"])
    r = api.post(f"/api/nights/{n['code']}/head-to-head", json={"a": EIGHT[0], "b": EIGHT[1], "a_to_b": 1,
                                                               "b_to_a": 0})
    assert r.status_code == 403
    r = api.post(f"/api/nights/{n['code']}/head-to-head", headers={H: n["secret"]},
                 json={"a": EIGHT[0], "b": EIGHT[1], "a_to_b": 1, "b_to_a": 0})
    assert r.status_code == 200 and r.json()["head_to_head"]
    NightOut.model_validate(r.json())  # the documented response shape is the real one
    assert api.delete(f"/api/nights/{n['code']}/results/1/1").status_code == 403
    r = api.delete(f"/api/nights/{n['code']}/results/1/1", headers={H: n["secret"]})
    assert r.status_code == 200 and not r.json()["complete"]


def test_stale_version_is_409(api):
    n = night(api, rounds=1)
    t1 = n["rounds"][0]["tables"][0]
    ranks = dict(zip(t1["seats"], (1, 2, 3, 4)))
    ok = api.post(f"/api/nights/{n['code']}/results", headers={H: n["secret"]},
                  json={"round": 1, "table": 1, "ranks": ranks, "version": n["version"]})
    assert ok.status_code == 200
    stale = api.post(f"/api/nights/{n['code']}/results", headers={H: n["secret"]},
                     json={"round": 1, "table": 1, "ranks": ranks, "version": n["version"]})
    assert stale.status_code == 409 and stale.json()["version"] == n["version"] + 1


def test_unknown_codes_are_404(api):
    assert api.get("/api/nights/ZZZZZZZ").status_code == 404
    assert api.get("/api/seasons/ZZZZZZZ").status_code == 404
    assert api.post("/api/nights/ZZZZZZZ/results", json={"round": 1, "table": 1}).status_code == 404
    t = api.post("/api/tournaments", json={"name": "T", "teams": 8}).json()
    assert api.get(f"/api/nights/{t['code']}").status_code == 404  # a tournament's code is not a night's


def test_season_links_nights_with_its_secret_and_shows_the_table(api):
    s = api.post("/api/seasons", json={"name": "Kış 2026"}).json()
    assert s["url"] == f"/sezon/{s['code']}" and s["secret"]
    r = api.post("/api/nights", json={"name": "1. hafta", "players": EIGHT, "rounds": 1, "season": s["code"]})
    assert r.status_code == 403
    r = api.post("/api/nights", json={"name": "1. hafta", "players": EIGHT, "rounds": 1, "season": s["code"]},
                 headers={H: s["secret"]})
    n = r.json()
    assert r.status_code == 201 and n["season"] == s["code"]
    for t in n["rounds"][0]["tables"]:
        api.post(f"/api/nights/{n['code']}/results", headers={H: n["secret"]}, json={
            "round": 1, "table": t["table"], "raw": {p: 10 * EIGHT.index(p) for p in t["seats"]},
            "penalties": {p: 0 for p in t["seats"]}})
    table = api.get(f"/api/seasons/{s['code']}").json()
    assert table["nights"][0]["counted"]
    assert sorted(r["points"] for r in table["table"]) == [1, 2, 3, 4, 5, 7, 9, 12]
