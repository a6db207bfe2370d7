"""JSON endpoints over tiles, melds and tournament (web/api_tools.py), through TestClient."""
from __future__ import annotations

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from web.api.tools import router


@pytest.fixture(scope="module")
def client() -> TestClient:
    app = FastAPI()
    app.include_router(router)
    return TestClient(app, raise_server_exceptions=False)


def test_okey_from_gosterge(client):
    r = client.post("/api/calc/okey", json={"gosterge": "Sarı 5"})
    assert r.status_code == 200
    assert r.json()["okey"] == "sarı 6"
    r = client.post("/api/calc/okey", json={"gosterge": "mavi 13", "ruleset": "turnuva-esli-101"})
    assert r.json()["okey"] == "mavi 1" and r.json()["sources"] == ["esli-101-turnuva"]


def test_opening_od_example(client):
    r = client.post("/api/calc/opening", json={
        "ruleset": "od-101", "gosterge": "sarı 5",
        "melds": ["kırmızı 11-12-13", "mavi, siyah, sarı 7", "sarı 9-10-11-12"]})
    assert r.status_code == 200
    body = r.json()
    assert body["can_open"] is False and body["points"] == 99 and body["needed"] == 101
    assert [m["value"] for m in body["melds"]] == [36, 21, 42]
    assert body["sources"] == ["od-101-puan"]


def test_opening_partner_barrier(client):
    r = client.post("/api/calc/opening", json={
        "ruleset": "turnuva-esli-101", "okey": "sarı 6", "katlamali_highest": 110, "partner_opened": True,
        "melds": ["kırmızı 10-11-12-13", "mavi 10-11-12-13", "siyah 3, kırmızı 3, mavi 3"]})
    assert r.status_code == 200 and r.json()["can_open"] is True and r.json()["needed"] == 101


def test_islek_eval_case(client):
    r = client.post("/api/calc/islek", json={
        "ruleset": "oyna-101", "okey": "sarı 6", "tile": "mavi 5", "table": ["mavi 4 · okey · mavi 6"]})
    assert r.status_code == 200
    assert r.json()["islek"] is False and "oyna-yazboz" in r.json()["sources"]


def test_islek_not_covered_flag(client):
    r = client.post("/api/calc/islek", json={
        "ruleset": "od-101", "okey": "sarı 6", "tile": "mavi 5", "table": ["mavi 4 · okey · mavi 6"]})
    assert r.status_code == 422 and r.json()["not_covered"] is True


def test_tournament_endpoints(client):
    r = client.post("/api/calc/tournament/season", json={"players": 8, "rank": 2})
    assert r.status_code == 200 and r.json()["points"] == 9
    r = client.post("/api/calc/tournament/bracket", json={"entries": 13})
    assert r.json()["byes"] == 3 and r.json()["size"] == 16
    players = [{"name": f"P{i}", "rank_points": i} for i in range(8)]
    r = client.post("/api/calc/tournament/night", json={"players": players, "losers": 2})
    body = r.json()
    assert r.status_code == 200 and body["losers"] == ["P6", "P7"]
    assert body["rows"][1]["season_points"] == 9


def test_night_head_to_head(client):
    players = [{"name": f"P{i}", "rank_points": i, "raw_points": 0, "penalties_suffered": 0} for i in range(6)]
    players[1]["rank_points"] = 0
    r = client.post("/api/calc/tournament/night", json={
        "players": players,
        "head_to_head": [{"from": "P0", "to": "P1", "points": 20}, {"from": "P1", "to": "P0", "points": 120}]})
    body = r.json()
    assert [row["name"] for row in body["rows"]][:2] == ["P1", "P0"]
    assert body["rows"][0]["decided_by"] == "ikili ceza"


@pytest.mark.parametrize(
    "path, payload, needle",
    [
        ("/api/calc/okey", {"gosterge": "mavi 14"}, "Mavi 14"),
        ("/api/calc/okey", {"gosterge": "yeşil 3"}, "yeşil"),
        ("/api/calc/okey", {"gosterge": "sahte okey", "ruleset": "turnuva-esli-101"}, "yeniden çekilir"),
        ("/api/calc/okey", {"gosterge": "sarı 5", "ruleset": "yok-boyle"}, "kural seti"),
        ("/api/calc/okey", {"gosterge": "sarı 5", "renk": "x"}, "Tanınmayan alan"),
        ("/api/calc/okey", {}, "eksik"),
        ("/api/calc/opening", {"ruleset": "oyna-101", "okey": "sarı 6", "gosterge": "mavi 1", "melds": ["k1 k2 k3"]},
         "okey"),
        ("/api/calc/opening", {"ruleset": "oyna-duz", "okey": "sarı 6", "melds": ["k1 k2 k3"]}, "açmak yok"),
        ("/api/calc/tournament/season", {"players": 7, "rank": 1}, "6, 8 ya da 10"),
        ("/api/calc/tournament/season", {"players": "sekiz", "rank": 1}, "tam sayı"),
        ("/api/calc/tournament/bracket", {"entries": 65}, "64"),
    ],
)
def test_bad_input_is_422_in_turkish(client, path, payload, needle):
    r = client.post(path, json=payload)
    assert r.status_code == 422
    assert needle in r.json()["error"]


def test_malformed_json(client):
    r = client.post("/api/calc/okey", content=b"{gosterge: ", headers={"content-type": "application/json"})
    assert r.status_code == 422 and "JSON" in r.json()["error"]


def test_unsplit_tie_gives_no_season_points(client):
    # 10 players, two level on rank points with no raw points: no season points, the notes say why
    players = [{"name": f"P{i}", "rank_points": min(i, 8)} for i in range(10)]
    r = client.post("/api/calc/tournament/night", json={"players": players})
    body = r.json()
    assert r.status_code == 200 and body["resolved"] is False
    assert any("ham puan" in n for n in body["notes"])
    assert body["rows"][-1]["season_points"] is None
