"""A table's rules behind every answer, number and Çetele (issue 17): calc, sheets, ask, pages, CLI."""
from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.web.pages_support import app_env  # noqa: F401 - fixture

NAMES = ["Siz", "Doğu", "Kuzey", "Batı"]


@pytest.fixture()
def client(app_env):  # noqa: F811
    """A fresh app on the environment's temp SQLite (the sheet pages use the environment's store)."""
    from web.app import create_app

    return TestClient(create_app(), follow_redirects=False)


def table(client, ruleset, rules, name="Köşe kahve") -> str:
    r = client.post("/api/tables", json={"name": name, "ruleset": ruleset, "rules": rules})
    assert r.status_code == 201, r.text
    return r.json()["code"]


# --------------------------------------------------------------------------- calculators


def test_calc_hand_under_a_table_plays_its_finish_values(client):
    code = table(client, "oyna-duz", {"duz_bitis": "bir-iki"})
    hand = {"finish": "okey", "finisher": "Doğu", "players": [{"name": n} for n in NAMES]}
    own = client.post("/api/calc/hand", json={"ruleset": "oyna-duz", **hand}).json()
    mine = client.post("/api/calc/hand", json={"table": code, **hand})
    assert mine.status_code == 200, mine.text
    assert own["scores"]["Siz"] == -4 and mine.json()["scores"]["Siz"] == -2
    assert mine.json()["ruleset"] == "oyna-duz" and "oyna-yazboz" in mine.json()["sources"]
    same = client.post("/api/calc/hand", json={"table": code, "ruleset": "oyna-duz", **hand})
    assert same.json() == mine.json()


def test_calc_hand_events_only_a_table_scores(client):
    code = table(client, "oyna-101", {"gosterge_sahte_okey": "iki-kat"})
    players = [{"name": "Siz", "opened": "seri"}, {"name": "Doğu", "opened": "yok"},
               {"name": "Kuzey", "opened": "seri", "remaining_sum": 10}, {"name": "Batı", "opened": "seri",
                                                                          "remaining_sum": 5}]
    body = {"finish": "normal", "finisher": "Siz", "players": players, "gosterge_sahte_okey": True}
    r = client.post("/api/calc/hand", json={"table": code, **body})
    assert r.status_code == 200 and r.json()["scores"] == {"Siz": -202, "Doğu": 404, "Kuzey": 20, "Batı": 10}
    plain = client.post("/api/calc/hand", json={"ruleset": "oyna-101", **body})
    assert plain.status_code == 422 and "sahte okey" in plain.json()["error"]


def test_calc_match_under_a_table_ends_when_the_table_says(client):
    code = table(client, "oyna-101", {"hands": 2})
    hand = {"finish": "normal", "finisher": "Siz", "players": [
        {"name": "Siz", "opened": "seri"}, {"name": "Doğu", "opened": "yok"},
        {"name": "Kuzey", "opened": "seri", "remaining_sum": 3}, {"name": "Batı", "opened": "yok"}]}
    r = client.post("/api/calc/match", json={"table": code, "players": NAMES, "hands": [hand, hand]})
    assert r.status_code == 200, r.text
    assert r.json()["over"] and r.json()["winners"] == ["Siz"] and "2 el" in r.json()["end_rule"]
    own = client.post("/api/calc/match", json={"ruleset": "oyna-101", "players": NAMES, "hands": [hand, hand]})
    assert not own.json()["over"]


@pytest.mark.parametrize("body, status, words", [
    ({"table": "AbC1234"}, 404, "masayı bulamadım"),
    ({"table": "<b>"}, 404, "masayı bulamadım"),
    ({"ruleset": "oyna-101"}, 422, "Düz okey oynuyor"),
])
def test_a_bad_table_is_a_turkish_error(client, body, status, words):
    code = table(client, "oyna-duz", {"dusmeli": True})
    body = {"table": code, **body}
    for path in ("/api/calc/hand", "/api/calc/match", "/api/sheets"):
        r = client.post(path, json={**body, "players": NAMES} if path != "/api/calc/hand" else
                        {**body, "finish": "normal", "finisher": "Siz", "players": [{"name": n} for n in NAMES]})
        assert r.status_code == status, (path, r.text)
        assert set(r.json()) == {"error"} and words in r.json()["error"]


# --------------------------------------------------------------------------- Çetele


def test_a_cetele_from_a_table_plays_by_it_and_shows_its_name(client):
    code = table(client, "oyna-duz", {"dusmeli": True, "duz_bitis": "bir-iki"}, name="Cuma düz okeyi")
    r = client.post("/api/sheets", json={"table": code, "players": NAMES})
    assert r.status_code == 201, r.text
    sheet = r.json()
    assert sheet["table"] == {"code": code, "name": "Cuma düz okeyi"} and sheet["match"]["ruleset"] == "oyna-duz"
    assert "düşmeli" in sheet["result"]["end_rule"]
    put = client.put(f"/api/sheets/{sheet['code']}", json={"version": sheet["version"], "hands": [
        {"finish": "okey", "finisher": "Kuzey"}]})
    assert put.status_code == 200, put.text
    assert put.json()["result"]["totals"] == {"Siz": 20, "Doğu": 20, "Kuzey": 18, "Batı": 20}  # düşmeli, okey 2
    assert put.json()["table"]["name"] == "Cuma düz okeyi"
    # a hand cannot bring rules of its own
    bad = client.put(f"/api/sheets/{sheet['code']}", json={"version": put.json()["version"], "hands": [
        {"finish": "okey", "finisher": "Kuzey", "house": {}}]})
    assert bad.status_code == 422
    page = client.get(f"/cetele/{sheet['code']}", headers={"Accept": "text/html"}).text
    assert "Masa: Cuma düz okeyi" in page and f'href="/m/{code}"' in page


def test_the_cetele_form_opens_a_sheet_under_the_table(client):
    code = table(client, "oyna-101", {"hands": 5}, name="Arka masa")
    form = client.get(f"/cetele/yeni?masa={code}", headers={"Accept": "text/html"})
    assert form.status_code == 200 and "Masa: Arka masa" in form.text and f'name="masa" value="{code}"' in form.text
    r = client.post("/cetele", data={"masa": code, "kural": "oyna-duz", "p0": "A", "p1": "B", "p2": "C", "p3": "D"})
    assert r.status_code == 303
    sheet = client.get("/api/sheets/" + r.headers["location"].rsplit("/", 1)[1]).json()
    assert sheet["match"]["ruleset"] == "oyna-101" and sheet["match"]["house"] == {"hands": 5}  # the table's
    assert "5 el" in sheet["result"]["end_rule"]
    assert client.get("/cetele/yeni?masa=AbC1234", headers={"Accept": "text/html"}).status_code == 404


# --------------------------------------------------------------------------- asking


def test_ask_under_a_table_where_a_switch_changes_the_answer(client):
    code = table(client, "oyna-101", {"katlamali": True, "hands": 7})
    r = client.post("/api/ask", json={"question": "katlamalı oynanır mı", "table": code})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["table"] == {"code": code, "name": "Köşe kahve"} and body["ruleset"] == "oyna-101"
    assert body["answer"].startswith("Sizin masanızda katlamalı oynanır") and "(od-101-puan)" in body["answer"]
    own = [v for v in body["variants"] if v["table"] is False]
    assert len(own) == 1 and own[0]["ruleset"] == "oyna-101" and own[0]["labels"]
    assert body["sources"][0]["id"] == "katlamali-acis-od"  # the switch's article first
    stored = client.get(f"/api/answers/{body['id']}").json()
    assert stored["table"] == body["table"]
    page = client.get(f"/a/{body['id']}", headers={"Accept": "text/html"}).text
    assert "Masa: Köşe kahve" in page and "101 (standart), masa kuralı olmadan:" in page


def test_ask_under_a_table_a_calculation_is_played_by_its_rules(client):
    code = table(client, "oyna-duz", {"duz_bitis": "bir-iki"})
    body = client.post("/api/ask", json={"question": "düz okeyde rakip okeyle bitti kaç puan düşer",
                                         "table": code}).json()
    assert body["kind"] == "calculation" and body["answer"].startswith("Sizin masanızda **-2**")
    assert body["variants"][0]["answer"].startswith("**-4**") and body["variants"][0]["table"] is False
    # "Anladığım" names the table and its rules
    assert body["calculation"]["understood"]["table"] == {
        "code": code, "name": "Köşe kahve", "rules": ["bitiş 1, çiftten 2, okeyle iki kat (oyna-yazboz)"]}
    page = client.get(f"/a/{body['id']}", headers={"Accept": "text/html"}).text
    assert "<dt>Masa</dt><dd>Köşe kahve: bitiş 1, çiftten 2, okeyle iki kat (oyna-yazboz)</dd>" in page


def test_ask_under_a_table_whose_switches_do_not_touch_the_question_says_so(client):
    code = table(client, "oyna-101", {"hands": 7})
    body = client.post("/api/ask", json={"question": "okey atarsam kaç ceza", "table": code}).json()
    assert not body["answer"].startswith("Sizin masanızda")
    assert "masasının kuralları bu soruyu değiştirmiyor" in body["answer"] and body["table"]["code"] == code
    assert client.post("/api/ask", json={"question": "okey atarsam kaç ceza"}).json()["table"] is None
    r = client.post("/api/ask", json={"question": "okey atarsam kaç ceza", "table": "AbC1234"})
    assert r.status_code == 404 and "masayı bulamadım" in r.json()["error"]


def test_the_home_picker_remembers_a_table(client):
    code = table(client, "oyna-101", {"katlamali": True}, name="Köşe")
    home = client.get(f"/m/{code}", headers={"Accept": "text/html"}).text
    assert 'action="/sor"' in home and f'name="kural" value="masa:{code}"' in home
    assert f'href="/cetele/yeni?masa={code}"' in home and f'href="/hesapla/101?masa={code}"' in home
    r = client.post("/sor", data={"soru": "katlamalı oynanır mı", "kural": f"masa:{code}"},
                    headers={"Accept": "text/html"})
    assert r.status_code == 303 and f"masa:{code}" in r.headers["set-cookie"]
    picker = client.get("/", headers={"Accept": "text/html"}).text
    assert f'<option value="masa:{code}" selected>Masamın kuralları: Köşe (101 (standart))</option>' in picker
    client.cookies.clear()
    client.cookies.set("kural", f"masa%3A{code}")  # as the page script writes it
    assert f'value="masa:{code}" selected' in client.get("/", headers={"Accept": "text/html"}).text
    client.cookies.clear()
    client.cookies.set("kural", "masa:AbC1234")  # a table that is not there: the picker forgets it
    assert "Masamın kuralları" not in client.get("/", headers={"Accept": "text/html"}).text


def test_the_hand_calculator_page_under_a_table(client):
    code = table(client, "oyna-101", {"gosterge_sahte_okey": "iki-kat"}, name="Köşe")
    form = client.get(f"/hesapla/101?masa={code}", headers={"Accept": "text/html"})
    assert form.status_code == 200 and "Masa: Köşe" in form.text and 'name="olay_gosterge_sahte_okey"' in form.text
    assert 'name="olay_cift_okey"' not in form.text  # only what this table's rules score
    data = {"masa": code, "kural": "od-101", "finish": "normal", "finisher": "0", "olay_gosterge_sahte_okey": "1",
            "p0_name": "Siz", "p0_opened": "seri", "p1_name": "Doğu", "p1_opened": "yok",
            "p2_name": "Kuzey", "p2_opened": "seri", "p2_remaining": "10",
            "p3_name": "Batı", "p3_opened": "seri", "p3_remaining": "5"}
    r = client.post("/hesapla/101", data=data, headers={"Accept": "text/html"})
    assert r.status_code == 200, r.text
    assert "−202" in r.text or "-202" in r.text  # the table's ruleset (not the posted one), doubled
    assert "iki kat" in r.text
    assert client.get("/hesapla/duz?masa=" + code, headers={"Accept": "text/html"}).status_code == 404


def test_a_cetele_hand_form_offers_what_only_the_table_scores(client):
    code = table(client, "oyna-duz", {"ayni_renk": True})
    sheet = client.post("/api/sheets", json={"table": code, "players": NAMES}).json()
    page = client.get(f"/cetele/{sheet['code']}", headers={"Accept": "text/html"}).text
    assert 'name="olay_ayni_renk"' in page
    r = client.post(f"/cetele/{sheet['code']}/el", data={
        "surum": str(sheet["version"]), "finish": "normal", "finisher": "1", "olay_ayni_renk": "1"},
        headers={"Accept": "text/html"})
    assert r.status_code in (200, 303), r.text
    got = client.get(f"/api/sheets/{sheet['code']}").json()
    assert got["match"]["hands"][0]["ayni_renk"] is True
    assert got["result"]["totals"]["Siz"] == 20 - 4  # a one-colour finish written double at this table


def test_kural_abisi_sor_masa_answers_under_the_table(client, capsys):
    from referee.cli import main
    from referee.service import default_referee

    code = table(client, "oyna-101", {"katlamali": True}, name="Köşe")
    default_referee.cache_clear()  # the command line's referee, on this test's database
    try:
        assert main(["sor", "katlamalı oynanır mı", "--masa", code]) == 0
        out = capsys.readouterr().out
        assert out.startswith("Sizin masanızda katlamalı oynanır") and f"Masa: Köşe ({code})" in out
        assert main(["sor", "katlamalı oynanır mı", "--masa", "AbC1234"]) == 2
        assert "masayı bulamadım" in capsys.readouterr().err
    finally:
        default_referee.cache_clear()
