"""Calculator pages and the shared Çetele sheet (HTML forms and the JSON sheet API)."""
from __future__ import annotations

import re

import pytest

from tests.web.pages_support import app_env, client, text_of  # noqa: F401 - fixtures

NAMES = ("Siz", "Doğu", "Kuzey", "Batı")


def players(rows: list[dict[str, str]]) -> dict[str, str]:
    """Form fields p{i}_* for four player rows."""
    out: dict[str, str] = {}
    for i, row in enumerate(rows):
        for key, value in row.items():
            out[f"p{i}_{key}"] = value
    return out


# oyna-yazboz, "Örnek: dört elin yazbozu" (okey Sarı 6): the three hands as a table types them.
HAND1 = {"finish": "normal", "finisher": "1", "okey": "6", **players([
    {"opened": "seri", "remaining": "Kırmızı 9, Mavi 3", "islek": "1"},
    {"opened": "seri"},
    {"opened": "yok"},
    {"opened": "seri", "remaining": "Sarı 5, Siyah 8, okey"},
])}
HAND2 = {"finish": "okey", "finisher": "2", **players([
    {"opened": "seri", "remaining": "4 + 6"},
    {"opened": "yok"},
    {"opened": "seri"},
    {"opened": "cift", "remaining": "Mavi 2, Siyah 1"},
])}
HAND3 = {"finish": "deste-bitti", **players([
    {"opened": "seri", "remaining": "25"},
    {"opened": "seri", "remaining": "11"},
    {"opened": "yok"},
    {"opened": "yok"},
])}


def scores_in(html: str) -> dict[str, str]:
    table = re.search(r'<table class="scores">.*?</table>', html, re.S).group(0)
    rows = re.findall(r'<th scope="row">(.*?)</th>\s*<td class="num"><strong>(.*?)</strong>', table, re.S)
    return {text_of(name): value for name, value in rows}


def test_calculator_index_links_every_form(client):
    html = client.get("/hesapla").text
    for href in ("/hesapla/101", "/hesapla/esli-101", "/hesapla/duz", "/hesapla/cetele"):
        assert f'href="{href}"' in html


def test_101_hand_form_computes_the_source_example(client):
    form = {"kural": "oyna-101", **HAND1, **players([{"name": n} for n in NAMES])}
    r = client.post("/hesapla/101", data=form)
    assert r.status_code == 200, text_of(r.text)[:500]
    assert scores_in(r.text) == {"Siz": "113", "Doğu": "−101", "Kuzey": "202", "Batı": "114"}
    assert "9 + 3 = 12" in r.text  # the engine's arithmetic is shown
    assert 'value="Kırmızı 9, Mavi 3"' in r.text  # what was typed stays in the form


def test_101_hand_form_under_another_ruleset_uses_that_ruleset(client):
    """od-101 counts an okey left in hand as 101 inside the remainder (same hand, other numbers)."""
    form = {"kural": "od-101", "finish": "normal", "finisher": "1", **players([
        {"name": "Siz", "opened": "seri", "remaining": "12"},
        {"name": "Doğu", "opened": "seri"},
        {"name": "Kuzey", "opened": "yok"},
        {"name": "Batı", "opened": "seri", "remaining": "13", "okeys": "1"},
    ])}
    r = client.post("/hesapla/101", data=form)
    assert r.status_code == 200, text_of(r.text)[:500]
    got = scores_in(r.text)
    assert got["Siz"] == "12" and got["Batı"] == "114"
    assert "OyunDostluğu" in r.text


def test_esli_101_form_scores_teams_and_taken_islek(client):
    """esli-101-turnuva: an işlek tile the next player took costs 10 × its number; partner of the finisher 0."""
    form = {"kural": "turnuva-esli-101", "finish": "okey", "finisher": "1", **players([
        {"name": "Siz", "team": "A", "opened": "seri", "remaining": "10", "alinan": "7"},
        {"name": "Doğu", "team": "B", "opened": "seri"},
        {"name": "Kuzey", "team": "A", "opened": "cift", "remaining": "3"},
        {"name": "Batı", "team": "B", "opened": "yok"},
    ])}
    r = client.post("/hesapla/esli-101", data=form)
    assert r.status_code == 200, text_of(r.text)[:500]
    got = scores_in(r.text)
    assert got == {"Siz": "90", "Doğu": "−202", "Kuzey": "12", "Batı": "0", "Takım A": "102", "Takım B": "−202"}


def test_duz_form_with_gosterge(client):
    form = {"kural": "oyna-duz", "finish": "normal", "finisher": "1", "p0_gosterge": "1",
            **players([{"name": n} for n in NAMES])}
    r = client.post("/hesapla/duz", data=form)
    assert r.status_code == 200, text_of(r.text)[:500]
    assert scores_in(r.text) == {"Siz": "−2", "Doğu": "−1", "Kuzey": "−3", "Batı": "−3"}


@pytest.mark.parametrize("change, words", [
    ({"p0_name": ""}, "boş ad"),
    ({"p1_name": "Siz"}, "farklı"),
    ({"p0_okeys": "5"}, "en çok 2"),
    ({"p0_islek": "iki"}, "bir sayı olmalı"),
    ({"finisher": ""}, "kimin bitirdiğini"),
    ({"finish": "bitti"}, "Bitiş türünü"),
    ({"kural": "oyna-duz"}, "kural seti şunlardan"),
    ({"p3_remaining": ""}, "Batı açmıştı"),  # the engine's own message: an opened player needs a remainder
    ({"p0_remaining": "9" * 30}, "çok büyük"),
])
def test_hand_form_bad_input_is_a_turkish_message_on_the_same_page(client, change, words):
    form = {"kural": "oyna-101", **HAND1, **players([{"name": n} for n in NAMES]), **change}
    r = client.post("/hesapla/101", data=form)
    assert r.status_code == 422
    assert 'role="alert"' in r.text and words in r.text, text_of(r.text)[:800]
    assert "Traceback" not in r.text


def test_unknown_calculator_is_a_404(client):
    assert client.get("/hesapla/tavla").status_code == 404
    assert client.post("/hesapla/tavla", data={}).status_code == 404


# --------------------------------------------------------------------------- Çetele


def new_sheet(client, **fields) -> str:
    data = {"kural": "oyna-101", "baslik": "Cuma masası", **{f"p{i}": n for i, n in enumerate(NAMES)}, **fields}
    r = client.post("/cetele", data=data)
    assert r.status_code == 303, text_of(r.text)[:500]
    return r.headers["location"]


def version_of(html: str) -> str:
    return re.search(r'name="surum" value="(\d+)"', html).group(1)


def totals_in(html: str) -> dict[str, str]:
    return {c: v for c, v in re.findall(r'data-total="([^"]+)"><strong>(.*?)</strong>', html)}


def test_cetele_sheet_adds_three_hands_and_totals(client):
    url = new_sheet(client)
    assert re.fullmatch(r"/cetele/[0-9A-Za-z]{7}", url)
    page = client.get(url)
    assert page.status_code == 200 and "Cuma masası" in page.text
    assert page.headers["cache-control"] == "no-store"
    for hand in (HAND1, HAND2, HAND3):
        r = client.post(f"{url}/el", data={"surum": version_of(page.text), **hand})
        assert r.status_code == 303, text_of(r.text)[:800]
        page = client.get(url)
    assert totals_in(page.text) == {"Siz": "158", "Doğu": "314", "Kuzey": "202", "Batı": "328"}
    assert "3 el oynandı" in page.text and "Önde: <strong>Siz</strong>" in page.text
    assert '<span class="mark" title="bitiren">★</span>' in page.text
    assert '<span class="mark" title="ceza">C</span>' in page.text
    printed = client.get(f"{url}/yazdir")
    assert printed.status_code == 200 and "print.css" in printed.text and "328" in printed.text


def test_cetele_refuses_a_stale_version_and_a_bad_hand(client):
    url = new_sheet(client)
    first = client.get(url).text
    assert client.post(f"{url}/el", data={"surum": version_of(first), **HAND1}).status_code == 303
    stale = client.post(f"{url}/el", data={"surum": version_of(first), **HAND2})
    assert stale.status_code == 409 and "değiştirmiş" in stale.text
    assert totals_in(stale.text)["Siz"] == "113"  # the fresh sheet, the hand not added twice
    fresh = client.get(url).text
    bad = client.post(f"{url}/el", data={"surum": version_of(fresh), **HAND1, "p0_okeys": "7"})
    assert bad.status_code == 422 and "en çok 2" in bad.text
    undo = client.post(f"{url}/geri-al", data={"surum": version_of(fresh)})
    assert undo.status_code == 303
    assert "Henüz el yazılmadı" in client.get(url).text


def test_cetele_duz_and_team_sheets(client):
    url = new_sheet(client, kural="oyna-esli-duz", t0="Biz", t1="Onlar", baslangic="20")
    page = client.get(url).text
    assert totals_in(page) == {"Biz": "20", "Onlar": "20"}
    r = client.post(f"{url}/el", data={"surum": version_of(page), "finish": "okey", "finisher": "1", "p0_gosterge": "1"})
    assert r.status_code == 303, text_of(r.text)[:800]
    assert totals_in(client.get(url).text) == {"Biz": "16", "Onlar": "19"}


@pytest.mark.parametrize("fields, words", [
    ({"kural": "tavla"}, "Kural setini listeden seç"),
    ({"p2": ""}, "Dört oyuncunun"),
    ({"p1": "siz"}, "farklı"),
    ({"hedef": "bin"}, "bir sayı"),
    ({"kural": "oyna-duz", "baslangic": "35"}, "Başlangıç puanı"),
    ({"kural": "turnuva-esli-101", "hedef": "500"}, "hedef puan"),
])
def test_cetele_create_bad_input(client, fields, words):
    data = {"kural": "oyna-101", **{f"p{i}": n for i, n in enumerate(NAMES)}, **fields}
    r = client.post("/cetele", data=data)
    assert r.status_code == 422
    assert words in r.text, text_of(r.text)[:800]


@pytest.mark.parametrize("code", ["ZZZZZZZ", "x'y", "abc"])
def test_unknown_sheet_is_a_404(client, code):
    assert client.get(f"/cetele/{code}").status_code == 404
    assert client.get(f"/cetele/{code}/yazdir").status_code == 404
    assert client.post(f"/cetele/{code}/el", data={}).status_code == 404


def test_sheet_api_round_trip_with_version_check(client):
    r = client.post("/api/sheets", json={"ruleset": "oyna-duz", "players": list(NAMES), "options": {"start": 20}})
    assert r.status_code == 201
    sheet = r.json()
    code = sheet["code"]
    assert sheet["version"] == 1 and sheet["result"]["totals"] == {n: 20 for n in NAMES}
    hands = [{"finish": "cift-okey", "finisher": "Siz"}]
    put = client.put(f"/api/sheets/{code}", json={"version": 1, "hands": hands})
    assert put.status_code == 200 and put.json()["version"] == 2
    assert put.json()["result"]["totals"] == {"Siz": 20, "Doğu": 12, "Kuzey": 12, "Batı": 12}
    conflict = client.put(f"/api/sheets/{code}", json={"version": 1, "hands": []})
    assert conflict.status_code == 409 and conflict.json()["version"] == 2
    assert client.get(f"/api/sheets/{code}").json()["match"]["hands"] == hands
    assert client.get(f"/cetele/{code}").status_code == 200  # the same sheet on the page
    bad = client.put(f"/api/sheets/{code}", json={"version": 2, "hands": [{"finish": "bitti"}]})
    assert bad.status_code == 422 and "bitiş" in bad.json()["error"]
    assert client.post("/api/sheets", json={"ruleset": "tavla", "players": list(NAMES)}).status_code == 422
    assert client.get("/api/sheets/ZZZZZZZ").status_code == 404


def test_esli_form_rejects_bad_taken_tiles(client):
    form = {"kural": "turnuva-esli-101", "finish": "normal", "finisher": "1", **players([
        {"name": "Siz", "team": "A", "opened": "seri", "remaining": "10", "alinan": "14"},
        {"name": "Doğu", "team": "B", "opened": "seri"},
        {"name": "Kuzey", "team": "A", "opened": "yok"},
        {"name": "Batı", "team": "B", "opened": "yok"},
    ])}
    r = client.post("/hesapla/esli-101", data=form)
    assert r.status_code == 422 and "1–13" in r.text
