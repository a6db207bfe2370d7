"""The Çetele page beyond adding a described hand: quick entry, correcting any past hand, the print page."""
from __future__ import annotations

import re

import pytest

from tests.web.pages_support import app_env, client, text_of  # noqa: F401 - fixtures
from tests.web.test_pages_calc import HAND1, HAND2, NAMES, new_sheet, totals_in, version_of


def quick(**numbers: str) -> dict[str, str]:
    return {f"q{i}": numbers.get(n, "") for i, n in enumerate(NAMES)}


def test_quick_entry_writes_one_number_per_player(client):
    url = new_sheet(client)
    page = client.get(url).text
    assert "Sadece puanları yaz" in page and 'data-add="-101"' in page and 'data-add="101"' in page
    r = client.post(f"{url}/puan", data={"surum": version_of(page), **quick(Siz="−101", Doğu="40", Kuzey="+202")})
    assert r.status_code == 303 and r.headers["location"].endswith("#tablo")
    page = client.get(url).text
    assert totals_in(page) == {"Siz": "−101", "Doğu": "40", "Kuzey": "202", "Batı": "0"}  # empty is 0
    assert "puanlar yazıldı" in page
    # a described hand after it adds up as usual (oyna-yazboz hand 1: 113, −101, 202, 114)
    r = client.post(f"{url}/el", data={"surum": version_of(page), **HAND1})
    assert r.status_code == 303, text_of(r.text)[:500]
    assert totals_in(client.get(url).text) == {"Siz": "12", "Doğu": "−61", "Kuzey": "404", "Batı": "114"}


@pytest.mark.parametrize("numbers, words", [
    ({}, "Hiç puan yazmadın"),
    ({"Siz": "kırk"}, "bir sayı değil"),
    ({"Siz": "123456"}, "bir sayı değil"),
    ({"Siz": "²"}, "bir sayı değil"),
])
def test_quick_entry_bad_numbers_keep_what_was_typed(client, numbers, words):
    url = new_sheet(client)
    r = client.post(f"{url}/puan", data={"surum": version_of(client.get(url).text), **quick(**numbers)})
    assert r.status_code == 422 and words in text_of(r.text)
    for value in numbers.values():
        assert f'value="{value}"' in r.text  # the box keeps the typing
    assert "Henüz el yazılmadı" in r.text


def test_quick_entry_in_duz_counts_the_points_lost(client):
    url = new_sheet(client, kural="oyna-duz", baslangic="20")
    r = client.post(f"{url}/puan", data={"surum": version_of(client.get(url).text),
                                         **quick(Siz="0", Doğu="4", Kuzey="4", Batı="4")})
    assert r.status_code == 303
    assert totals_in(client.get(url).text) == {"Siz": "20", "Doğu": "16", "Kuzey": "16", "Batı": "16"}


def test_any_past_hand_can_be_corrected_and_the_totals_follow(client):
    url = new_sheet(client)
    page = client.get(url).text
    for hand in (HAND1, HAND2):
        assert client.post(f"{url}/el", data={"surum": version_of(page), **hand}).status_code == 303
        page = client.get(url).text
    assert f'href="{url}/el/1"' in page  # the hand number opens its correction
    edit = client.get(f"{url}/el/1")
    assert edit.status_code == 200 and "1. eli düzelt" in edit.text
    assert 'value="Kırmızı 9, Mavi 3"' in edit.text and 'id="okey" name="okey"' in edit.text  # filled in as typed
    # hand 1 had one işlek penalty for Siz (+101); written without it, every total after it follows
    fixed = {**HAND1, "p0_islek": ""}
    r = client.post(f"{url}/el/1", data={"surum": version_of(edit.text), "tur": "tam", **fixed})
    assert r.status_code == 303, text_of(r.text)[:500]
    assert totals_in(client.get(url).text)["Siz"] == "32"  # 113 + 20 before, less the 101 penalty
    # or replace it with numbers only
    edit = client.get(f"{url}/el/2").text
    assert 'name="q0" value="' in edit  # the quick form shows the hand's numbers
    r = client.post(f"{url}/el/2", data={"surum": version_of(edit), "tur": "puan", **quick(Siz="10", Doğu="−101")})
    assert r.status_code == 303
    totals = totals_in(client.get(url).text)
    assert totals["Doğu"] == "−202"


def test_a_past_hand_can_be_deleted_and_stale_edits_are_refused(client):
    url = new_sheet(client)
    page = client.get(url).text
    for hand in (HAND1, HAND2):
        client.post(f"{url}/el", data={"surum": version_of(page), **hand})
        page = client.get(url).text
    stale = version_of(client.get(f"{url}/el/1").text)
    assert client.post(f"{url}/el/1/sil", data={"surum": stale}).status_code == 303
    assert re.findall(r'id="el-(\d+)"', client.get(url).text) == ["1"]  # hand 2 moved up
    again = client.post(f"{url}/el/1", data={"surum": stale, "tur": "puan", **quick(Siz="1")})
    assert again.status_code == 409 and "değiştirmiş" in again.text


@pytest.mark.parametrize("n", ["0", "3", "x", "99999", "1'"])
def test_missing_hand_is_a_kind_404(client, n):
    url = new_sheet(client)
    client.post(f"{url}/puan", data={"surum": version_of(client.get(url).text), **quick(Siz="1")})
    r = client.get(f"{url}/el/{n}")
    assert r.status_code == 404 and "el yok" in text_of(r.text)
    assert client.post(f"{url}/el/{n}", data={"surum": "2"}).status_code == 404


def test_sheet_api_takes_written_hands(client):
    r = client.post("/api/sheets", json={"ruleset": "oyna-101", "players": list(NAMES)})
    sheet = r.json()
    put = client.put(f"/api/sheets/{sheet['code']}", json={"version": 1, "hands": [
        {"written": {"Siz": -101, "Doğu": 50, "Kuzey": 0, "Batı": 7}}]})
    assert put.status_code == 200 and put.json()["result"]["totals"]["Doğu"] == 50
    bad = client.put(f"/api/sheets/{sheet['code']}", json={"version": 2, "hands": [{"written": {"Siz": 1}}]})
    assert bad.status_code == 422 and "her oyuncuya bir sayı yaz" in bad.json()["error"]


def test_print_page_lines_fit_one_page(client):
    url = new_sheet(client)
    html = client.get(f"{url}/yazdir").text
    assert "lines-full" in html and html.count('class="blank"') == 18  # no hands yet: 18 lines to write on
    team = new_sheet(client, kural="turnuva-esli-101", t0="Biz", t1="Onlar")
    html = client.get(f"{team}/yazdir").text
    assert html.count('class="blank"') == 7  # the match has 7 hands
    assert "Siz · Kuzey" in html  # team columns name their players


def test_a_tournament_sheet_is_only_watched_here(client):
    """A sheet owned by a tournament table: no forms, no correction links; writes are refused (403)."""
    from referee import sheets

    match = sheets.new_match("turnuva-esli-101", list(NAMES), ["A", "B"], None)
    sheet = sheets.create(match, "Çeyrek final", owner="turnuva:ABC1234:m1")
    page = client.get(f"/cetele/{sheet.code}").text
    assert "yalnız izlenir" in page and 'id="puan-ekle"' not in page
    r = client.post(f"/cetele/{sheet.code}/puan", data={"surum": "1", **quick(Siz="5")})
    assert r.status_code == 403
    sheets.add_hand(sheet, {"written": {"Siz": 1, "Doğu": 2, "Kuzey": 3, "Batı": 4}}, 1, as_owner="turnuva:ABC1234:m1")
    page = client.get(f"/cetele/{sheet.code}").text
    assert f'href="/cetele/{sheet.code}/el/1"' not in page
    assert client.get(f"/cetele/{sheet.code}/el/1").status_code == 403
    assert client.post(f"/cetele/{sheet.code}/el/1/sil", data={"surum": "2"}).status_code == 403
