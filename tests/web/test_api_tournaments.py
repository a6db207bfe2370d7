"""TestClient for the knock-out tournament API: every endpoint, every permission (public / table / manage).

The contract names (issue 18) are checked as written: ``POST /api/tournaments`` →
``code, url, manage_url, secret``; ``…/teams`` → ``team_id, join_code``; ``…/join``;
``…/draw`` with ``X-Anahtar``; ``GET`` → ``code, name, hands, teams, rounds[[{id, a, b, bye,
winner, sheet}]], champion, version``.
"""
from __future__ import annotations

import logging

import pytest
from fastapi.testclient import TestClient

from referee.joincode import ALPHABET
from referee.tournaments.draw import first_round
from web.api.event_models import TournamentOut
from tests.web.pages_support import app_env  # noqa: F401 - fixture

H = "X-Anahtar"


@pytest.fixture
def api(app_env) -> TestClient:  # noqa: F811
    from web.app import create_app

    return TestClient(create_app(), follow_redirects=False)


def new_tournament(api: TestClient, teams: int = 8, hands: int = 1) -> dict:
    r = api.post("/api/tournaments", json={"name": "Cuma turnuvası", "teams": teams, "hands": hands,
                                           "starts_at": "2026-12-04T20:00"})
    assert r.status_code == 201, r.text
    return r.json()


def full_team(api: TestClient, code: str, i: int) -> int:
    r = api.post(f"/api/tournaments/{code}/teams", json={"team": f"Takım {i}", "player": f"Ayşe {i}"})
    assert r.status_code == 201, r.text
    body = r.json()
    r = api.post(f"/api/tournaments/{code}/join", json={"join_code": body["join_code"].lower(),
                                                        "player": f"Mehmet {i}"})
    assert r.status_code == 200, r.text
    return body["team_id"]


def drawn(api: TestClient, n_teams: int, hands: int = 1) -> tuple[dict, dict]:
    t = new_tournament(api, hands=hands, teams=8 if n_teams <= 8 else 16)
    for i in range(n_teams):
        tid = full_team(api, t["code"], i)
        assert api.post(f"/api/tournaments/{t['code']}/teams/{tid}/approve", headers={H: t["secret"]}).status_code == 200
    r = api.post(f"/api/tournaments/{t['code']}/draw", headers={H: t["secret"]})
    assert r.status_code == 200, r.text
    return t, r.json()


def hand(sheet: dict, finisher_team: int) -> dict:
    """A normal finish by the first player of column ``finisher_team``; the others hold a few tiles."""
    teams = sheet["match"]["teams"]
    cols = list(teams)
    win, lose = teams[cols[finisher_team]], teams[cols[1 - finisher_team]]
    return {"finish": "normal", "finisher": win[0], "players": [
        {"name": win[0], "opened": "seri"}, {"name": win[1], "opened": "seri", "remaining_sum": 5},
        {"name": lose[0], "opened": "seri", "remaining_sum": 40}, {"name": lose[1], "opened": "yok"}]}


# --------------------------------------------------------------------------- set up and sign up


def test_create_returns_the_contract_fields_and_the_secret_opens_only_its_own_tournament(api):
    t = new_tournament(api)
    assert {"code", "url", "manage_url", "secret"} <= set(t)
    assert t["url"] == f"/turnuva/{t['code']}" and t["manage_url"] == f"/turnuva/{t['code']}/yonet?anahtar={t['secret']}"
    assert len(t["secret"]) >= 32 and t["hands"] == 1 and t["starts_at"] == "2026-12-04T20:00"
    other = new_tournament(api)
    assert api.post(f"/api/tournaments/{other['code']}/draw", headers={H: t["secret"]}).status_code == 403


def test_hands_default_to_seven_as_in_the_source(api):
    r = api.post("/api/tournaments", json={"name": "Varsayılan", "teams": 16})
    assert r.status_code == 201 and r.json()["hands"] == 7


@pytest.mark.parametrize("body,word", [
    ({"name": "X", "teams": 12}, "8, 16, 32 ya da 64"),
    ({"name": "X", "teams": 8, "hands": 0}, "1 ile 99"),
    ({"name": "X", "teams": 8, "hands": 100}, "1 ile 99"),
    ({"name": "", "teams": 8}, "boş olamaz"),
    ({"name": "X", "teams": 8, "starts_at": "cuma akşamı"}, "ISO"),
    ({"name": "X" * 61, "teams": 8}, "en fazla 60"),
    ({"name": "X", "teams": "sekiz"}, "tam sayı"),
    ({"name": "X", "teams": 8, "extra": 1}, "Tanınmayan alan"),
])
def test_bad_set_up_is_422_in_turkish(api, body, word):
    r = api.post("/api/tournaments", json=body)
    assert r.status_code == 422 and word in r.json()["error"], r.text


def test_unknown_code_is_404_everywhere(api):
    assert api.get("/api/tournaments/ZZZZZZZ").status_code == 404
    assert api.get("/api/tournaments/x'--").status_code == 404
    assert api.post("/api/tournaments/ZZZZZZZ/teams", json={"team": "A", "player": "B"}).status_code == 404
    assert api.post("/api/tournaments/ZZZZZZZ/join", json={"join_code": "AAAAAA", "player": "B"}).status_code == 404
    assert api.post("/api/tournaments/ZZZZZZZ/draw", headers={H: "x"}).status_code == 404


def test_sign_up_gives_a_six_character_join_code_without_look_alikes_and_the_partner_joins(api):
    t = new_tournament(api)
    r = api.post(f"/api/tournaments/{t['code']}/teams", json={"team": "Kartallar", "player": "Ayşe"})
    body = r.json()
    assert r.status_code == 201 and {"team_id", "join_code"} <= set(body)
    jc = body["join_code"]
    assert len(jc) == 6 and set(jc) <= set(ALPHABET) and not set(jc) & set("01IO")
    spaced = f"{jc[:3].lower()} {jc[3:]}"
    r = api.post(f"/api/tournaments/{t['code']}/join", json={"join_code": spaced, "player": "Mehmet"})
    assert r.status_code == 200 and r.json()["team"]["players"] == ["Ayşe", "Mehmet"]
    # a third player is refused as a partner, accepted as the reserve
    r = api.post(f"/api/tournaments/{t['code']}/join", json={"join_code": jc, "player": "Can"})
    assert r.status_code == 422 and "yedek" in r.json()["error"]
    r = api.post(f"/api/tournaments/{t['code']}/join", json={"join_code": jc, "player": "Can", "reserve": True})
    assert r.status_code == 200 and r.json()["team"]["reserve"] == "Can"
    assert api.post(f"/api/tournaments/{t['code']}/join",
                    json={"join_code": "AB0CDE", "player": "X"}).status_code == 422  # 0 is not in the alphabet
    assert api.post(f"/api/tournaments/{t['code']}/join",
                    json={"join_code": "ZZZZZZ", "player": "X"}).status_code == 404


def test_join_codes_are_shown_only_to_the_manager(api):
    t = new_tournament(api)
    api.post(f"/api/tournaments/{t['code']}/teams", json={"team": "Kartallar", "player": "Ayşe"})
    public = api.get(f"/api/tournaments/{t['code']}").json()
    assert "join_code" not in public["teams"][0]
    managed = api.get(f"/api/tournaments/{t['code']}", headers={H: t["secret"]}).json()
    assert len(managed["teams"][0]["join_code"]) == 6


def test_same_team_name_twice_and_a_full_tournament_are_refused(api):
    t = new_tournament(api)
    api.post(f"/api/tournaments/{t['code']}/teams", json={"team": "Kartallar", "player": "Ayşe"})
    r = api.post(f"/api/tournaments/{t['code']}/teams", json={"team": "KARTALLAR", "player": "Can"})
    assert r.status_code == 422
    for i in range(7):
        assert api.post(f"/api/tournaments/{t['code']}/teams", json={"team": f"T{i}", "player": "A"}).status_code == 201
    r = api.post(f"/api/tournaments/{t['code']}/teams", json={"team": "Dokuzuncu", "player": "A"})
    assert r.status_code == 409 and "dolu" in r.json()["error"]


# --------------------------------------------------------------------------- manage permissions


@pytest.mark.parametrize("key", [None, "", "yanlis-anahtar", "x" * 200])
def test_every_manage_action_without_the_secret_is_403(api, key):
    t = new_tournament(api)
    r = api.post(f"/api/tournaments/{t['code']}/teams", json={"team": "Kartallar", "player": "Ayşe"})
    tid = r.json()["team_id"]
    headers = {} if key is None else {H: key}
    c = t["code"]
    calls = [
        api.post(f"/api/tournaments/{c}/teams/{tid}/approve", headers=headers),
        api.delete(f"/api/tournaments/{c}/teams/{tid}", headers=headers),
        api.post(f"/api/tournaments/{c}/draw", headers=headers),
        api.post(f"/api/tournaments/{c}/matches/1-1/table", json={"table": "1"}, headers=headers),
        api.post(f"/api/tournaments/{c}/matches/1-1/walkover", json={"absent": tid}, headers=headers),
        api.post(f"/api/tournaments/{c}/matches/1-1/result", json={"winner": tid}, headers=headers),
    ]
    for r in calls:
        assert r.status_code == 403, (r.request.url, r.text)
        assert "yönetim linki" in r.json()["error"]


def test_approve_needs_both_players_and_remove_takes_the_team_out(api):
    t = new_tournament(api)
    r = api.post(f"/api/tournaments/{t['code']}/teams", json={"team": "Yalnız", "player": "Ayşe"})
    tid = r.json()["team_id"]
    r = api.post(f"/api/tournaments/{t['code']}/teams/{tid}/approve", headers={H: t["secret"]})
    assert r.status_code == 422 and "tek oyuncu" in r.json()["error"]
    r = api.delete(f"/api/tournaments/{t['code']}/teams/{tid}", headers={H: t["secret"]})
    assert r.status_code == 200 and r.json()["teams"] == []
    assert api.delete(f"/api/tournaments/{t['code']}/teams/99", headers={H: t["secret"]}).status_code == 404


def test_a_stale_version_is_409_with_the_current_version(api):
    t = new_tournament(api)
    tid = full_team(api, t["code"], 1)
    seen = api.get(f"/api/tournaments/{t['code']}").json()["version"]
    full_team(api, t["code"], 2)  # someone else signs up meanwhile
    r = api.post(f"/api/tournaments/{t['code']}/teams/{tid}/approve", json={"version": seen}, headers={H: t["secret"]})
    assert r.status_code == 409 and r.json()["version"] == seen + 2 and "başka bir telefondan" in r.json()["error"]


def test_the_secret_never_reaches_the_access_log(api, caplog):
    t = new_tournament(api)
    with caplog.at_level(logging.INFO, logger="kural.access"):
        api.get(f"/api/tournaments/{t['code']}", headers={H: t["secret"]})
        api.post(f"/api/tournaments/{t['code']}/draw", headers={H: t["secret"]})
        api.get(f"/turnuva/{t['code']}/yonet?anahtar={t['secret']}")
    assert caplog.records and all(t["secret"] not in r.getMessage() for r in caplog.records)


# --------------------------------------------------------------------------- draw and bracket


def test_draw_five_teams_gives_three_byes_as_the_engine_computes(api):
    t, b = drawn(api, 5)
    assert [len(r) for r in b["rounds"]] == [4, 2, 1]
    first = b["rounds"][0]
    byes = [m for m in first if m["bye"]]
    assert len(byes) == 3 and all(m["a"] and m["b"] is None and m["winner"] == m["a"] for m in byes)
    assert set(b["rounds"][0][0]) >= {"id", "a", "b", "bye", "winner", "sheet"}
    # reproducible: the stored seed and the approved teams give the same first round
    ids = [team["id"] for team in b["teams"]]
    slots = first_round(ids, b["seed"])
    assert [[m["a"]["id"], m["b"]["id"] if m["b"] else None] for m in first] == [[a, b_] for a, b_ in slots]
    r = api.post(f"/api/tournaments/{t['code']}/draw", headers={H: t["secret"]})
    assert r.status_code == 409  # the draw is fixed
    r = api.post(f"/api/tournaments/{t['code']}/teams", json={"team": "Geç kalan", "player": "A"})
    assert r.status_code == 409 and "kayıt kapandı" in r.json()["error"]


def test_draw_with_three_teams_says_why_not(api):
    t = new_tournament(api)
    for i in range(3):
        tid = full_team(api, t["code"], i)
        api.post(f"/api/tournaments/{t['code']}/teams/{tid}/approve", headers={H: t["secret"]})
    r = api.post(f"/api/tournaments/{t['code']}/draw", headers={H: t["secret"]})
    assert r.status_code == 422 and "bay" in r.json()["error"]


# --------------------------------------------------------------------------- tables, hands, winners


def _assign(api, t, mid, table="1"):
    r = api.post(f"/api/tournaments/{t['code']}/matches/{mid}/table", json={"table": table}, headers={H: t["secret"]})
    assert r.status_code == 200, r.text
    return r.json()


def test_table_link_opens_only_its_own_match_and_the_winner_moves_up(api):
    t, b = drawn(api, 4, hands=1)  # 4 teams in an 8-bracket: four byes, two semi-finals
    semis = b["rounds"][1]
    assert all(m["a"] and m["b"] for m in semis)
    one, two = _assign(api, t, semis[0]["id"], "1"), _assign(api, t, semis[1]["id"], "2")
    assert one["table_url"].startswith(f"/turnuva/{t['code']}/masa/{semis[0]['id']}?anahtar=")
    sheet = api.get(f"/api/sheets/{one['sheet']}").json()
    assert sheet["match"]["ruleset"] == "turnuva-esli-101" and sheet["match"]["options"]["hands"] == 1
    url = f"/api/tournaments/{t['code']}/matches/{semis[0]['id']}/hands"
    body = {"version": sheet["version"], "hand": hand(sheet, 0)}
    assert api.post(url, json=body).status_code == 403  # no key
    assert api.post(url, json=body, headers={H: two["table_secret"]}).status_code == 403  # the other table's key
    assert api.post(url, json=body, headers={H: t["secret"]}).status_code == 403  # the manage key is not a table key
    # the public sheet API cannot write a tournament sheet either
    assert api.put(f"/api/sheets/{one['sheet']}", json={"version": 1, "hands": [hand(sheet, 0)]}).status_code == 403
    r = api.post(url, json=body, headers={H: one["table_secret"]})
    assert r.status_code == 200 and r.json()["result"]["over"]
    now = api.get(f"/api/tournaments/{t['code']}").json()
    winner_col = list(sheet["match"]["teams"])[0]
    assert now["rounds"][1][0]["winner"]["name"] == winner_col
    assert now["rounds"][2][0]["a"]["name"] == winner_col and now["rounds"][2][0]["b"] is None
    # second semi, then the final: the champion
    s2 = api.get(f"/api/sheets/{two['sheet']}").json()
    api.post(f"/api/tournaments/{t['code']}/matches/{semis[1]['id']}/hands",
             json={"version": s2["version"], "hand": hand(s2, 1)}, headers={H: two["table_secret"]})
    final = _assign(api, t, "3-1", "1")
    s3 = api.get(f"/api/sheets/{final['sheet']}").json()
    api.post(f"/api/tournaments/{t['code']}/matches/3-1/hands", json={"version": s3["version"], "hand": hand(s3, 1)},
             headers={H: final["table_secret"]})
    done = api.get(f"/api/tournaments/{t['code']}").json()
    assert done["champion"]["name"] == list(s3["match"]["teams"])[1]
    TournamentOut.model_validate(done)  # the documented response shape is the real one
    TournamentOut.model_validate(api.get(f"/api/tournaments/{t['code']}", headers={H: t["secret"]}).json())


def test_two_tables_write_at_once_and_a_stale_hand_on_one_table_is_409(api):
    t, b = drawn(api, 8, hands=3)
    m1, m2 = b["rounds"][0][0]["id"], b["rounds"][0][1]["id"]
    a1, a2 = _assign(api, t, m1, "1"), _assign(api, t, m2, "2")
    s1, s2 = (api.get(f"/api/sheets/{x['sheet']}").json() for x in (a1, a2))
    r1 = api.post(f"/api/tournaments/{t['code']}/matches/{m1}/hands", json={"version": 1, "hand": hand(s1, 0)},
                  headers={H: a1["table_secret"]})
    r2 = api.post(f"/api/tournaments/{t['code']}/matches/{m2}/hands", json={"version": 1, "hand": hand(s2, 1)},
                  headers={H: a2["table_secret"]})
    assert r1.status_code == r2.status_code == 200
    again = api.post(f"/api/tournaments/{t['code']}/matches/{m1}/hands", json={"version": 1, "hand": hand(s1, 0)},
                     headers={H: a1["table_secret"]})
    assert again.status_code == 409 and again.json()["version"] == 2
    live = api.get(f"/api/tournaments/{t['code']}").json()["rounds"][0][0]["live"]
    assert live["hands_played"] == 1 and live["hands"] == 3 and not live["over"]
    undo = api.post(f"/api/tournaments/{t['code']}/matches/{m1}/undo", json={"version": 2},
                    headers={H: a1["table_secret"]})
    assert undo.status_code == 200 and undo.json()["result"]["hands"] == []


def test_the_table_key_corrects_or_removes_any_hand_of_its_match(api):
    t, b = drawn(api, 8, hands=3)
    mid = b["rounds"][0][0]["id"]
    a = _assign(api, t, mid, "1")
    s = api.get(f"/api/sheets/{a['sheet']}").json()
    base, key = f"/api/tournaments/{t['code']}/matches/{mid}/hands", {H: a["table_secret"]}
    for version, col in ((1, 0), (2, 0)):
        assert api.post(base, json={"version": version, "hand": hand(s, col)}, headers=key).status_code == 200
    first = api.get(f"/api/sheets/{a['sheet']}").json()["result"]["hands"][0]["scores"]
    r = api.put(f"{base}/1", json={"version": 3, "hand": hand(s, 1)}, headers=key)  # the first hand, not the last
    assert r.status_code == 200 and r.json()["version"] == 4
    assert r.json()["result"]["hands"][0]["scores"] != first and len(r.json()["match"]["hands"]) == 2
    assert api.put(f"{base}/1", json={"version": 3, "hand": hand(s, 1)}, headers=key).json()["version"] == 4  # 409
    assert api.put(f"{base}/1", json={"version": 4, "hand": hand(s, 1)}, headers={H: t["secret"]}).status_code == 403
    missing = api.put(f"{base}/7", json={"version": 4, "hand": hand(s, 1)}, headers=key)
    assert missing.status_code == 404 and "7. el yok" in missing.json()["error"]
    assert api.put(f"{base}/1", json={"version": 4, "hand": {"finish": "uçtu"}}, headers=key).status_code == 422
    gone = api.delete(f"{base}/2", params={"version": 4}, headers=key)
    assert gone.status_code == 200 and len(gone.json()["match"]["hands"]) == 1


def test_reassigning_a_match_replaces_the_table_key_and_keeps_the_hands(api):
    t, b = drawn(api, 8, hands=3)
    mid = b["rounds"][0][0]["id"]
    first = _assign(api, t, mid, "1")
    s = api.get(f"/api/sheets/{first['sheet']}").json()
    api.post(f"/api/tournaments/{t['code']}/matches/{mid}/hands", json={"version": 1, "hand": hand(s, 0)},
             headers={H: first["table_secret"]})
    second = _assign(api, t, mid, "5")
    assert second["sheet"] == first["sheet"] and second["table_secret"] != first["table_secret"]
    assert api.post(f"/api/tournaments/{t['code']}/matches/{mid}/undo", json={"version": 2},
                    headers={H: first["table_secret"]}).status_code == 403
    assert api.get(f"/api/tournaments/{t['code']}").json()["rounds"][0][0]["table"] == "5"


def test_walkover_moves_the_present_team_up_and_correction_needs_the_next_match_unstarted(api):
    t, b = drawn(api, 8)
    m = b["rounds"][0][0]
    r = api.post(f"/api/tournaments/{t['code']}/matches/{m['id']}/walkover",
                 json={"absent": m["a"]["id"], "minutes_late": 8}, headers={H: t["secret"]})
    assert r.status_code == 422 and "10 dakika" in r.json()["error"]
    r = api.post(f"/api/tournaments/{t['code']}/matches/{m['id']}/walkover",
                 json={"absent": m["a"]["id"], "minutes_late": 11}, headers={H: t["secret"]})
    assert r.status_code == 200
    after = r.json()
    assert after["rounds"][0][0]["winner"]["id"] == m["b"]["id"] and after["rounds"][1][0]["a"]["id"] == m["b"]["id"]
    r = api.post(f"/api/tournaments/{t['code']}/matches/{m['id']}/result", json={"winner": m["a"]["id"]},
                 headers={H: t["secret"]})
    assert r.status_code == 200 and r.json()["rounds"][0][0]["winner"]["id"] == m["a"]["id"]
    # the other quarter of that half, then their semi-final starts: no more correcting the first match
    m2 = b["rounds"][0][1]
    api.post(f"/api/tournaments/{t['code']}/matches/{m2['id']}/walkover", json={"absent": m2["a"]["id"]},
             headers={H: t["secret"]})
    _assign(api, t, "2-1", "1")
    r = api.post(f"/api/tournaments/{t['code']}/matches/{m['id']}/result", json={"winner": m["b"]["id"]},
                 headers={H: t["secret"]})
    assert r.status_code == 409
    r = api.post(f"/api/tournaments/{t['code']}/matches/9-9/result", json={"winner": 1}, headers={H: t["secret"]})
    assert r.status_code == 404


def test_a_bye_and_an_undecided_match_cannot_be_given_to_a_table(api):
    t, b = drawn(api, 5)
    bye = next(m for m in b["rounds"][0] if m["bye"])
    r = api.post(f"/api/tournaments/{t['code']}/matches/{bye['id']}/table", json={"table": "1"},
                 headers={H: t["secret"]})
    assert r.status_code == 422 and "bay" in r.json()["error"]
    waiting = next(m for m in b["rounds"][1] if not (m["a"] and m["b"]))
    r = api.post(f"/api/tournaments/{t['code']}/matches/{waiting['id']}/table", json={"table": "1"},
                 headers={H: t["secret"]})
    assert r.status_code == 409


def test_openapi_lists_the_contract_with_examples(api):
    spec = api.get("/openapi.json").json()
    paths = spec["paths"]
    for p in ("/api/tournaments", "/api/tournaments/{code}", "/api/tournaments/{code}/teams",
              "/api/tournaments/{code}/join", "/api/tournaments/{code}/draw", "/api/nights", "/api/nights/{code}"):
        assert p in paths, p
    body = paths["/api/tournaments"]["post"]["requestBody"]["content"]["application/json"]
    assert body["examples"]["cuma"]["value"]["teams"] == 16
    created = paths["/api/tournaments"]["post"]["responses"]["201"]["content"]["application/json"]["example"]
    assert {"code", "url", "manage_url", "secret"} <= set(created)
    shown = paths["/api/tournaments/{code}"]["get"]["responses"]["200"]["content"]["application/json"]
    assert shown["example"]["rounds"][0][0]["bye"] is True
    match = spec["components"]["schemas"]["BracketMatchOut"]["properties"]
    assert {"id", "a", "b", "bye", "winner", "sheet"} <= set(match)
    assert {"type": "null"} in match["b"]["anyOf"]  # a bye: "b": null
    night = paths["/api/nights"]["post"]["responses"]["201"]["content"]["application/json"]["example"]
    assert night["rounds"][0]["tables"][0]["dealer"] in night["rounds"][0]["tables"][0]["seats"]
    for name in ("TableIn", "WalkoverIn", "MatchResultIn", "HeadToHeadIn"):
        assert spec["components"]["schemas"][name]["examples"], name
    params = paths["/api/tournaments/{code}/draw"]["post"]["parameters"]
    assert any(p["name"] == "X-Anahtar" and p["in"] == "header" for p in params)


def test_reserve_plays_only_with_the_manage_secret(api):
    t = new_tournament(api)
    r = api.post(f"/api/tournaments/{t['code']}/teams", json={"team": "Kartallar", "player": "Ayşe"}).json()
    api.post(f"/api/tournaments/{t['code']}/join", json={"join_code": r["join_code"], "player": "Mehmet"})
    api.post(f"/api/tournaments/{t['code']}/join", json={"join_code": r["join_code"], "player": "Can", "reserve": True})
    url = f"/api/tournaments/{t['code']}/teams/{r['team_id']}/reserve"
    assert api.post(url, json={"replaces": "Mehmet"}).status_code == 403
    got = api.post(url, json={"replaces": "Mehmet"}, headers={H: t["secret"]})
    assert got.status_code == 200 and got.json()["teams"][0]["players"] == ["Ayşe", "Can"]
    assert got.json()["teams"][0]["reserve"] == "Mehmet"
    assert api.post(url, json={"replaces": "Zeynep"}, headers={H: t["secret"]}).status_code == 422
