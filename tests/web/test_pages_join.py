"""The Çetele join code: six characters without look-alikes, spoken at the table, typed any way."""
from __future__ import annotations

import re

import pytest

from referee.storage.codes import JOIN_ALPHABET, parse_join_code
from tests.web.pages_support import app_env, client, parse, text_of  # noqa: F401 - fixtures
from tests.web.test_pages_calc import new_sheet


def test_alphabet_has_no_look_alikes():
    assert not set("0O1I") & set(JOIN_ALPHABET)
    assert JOIN_ALPHABET == JOIN_ALPHABET.upper() and len(set(JOIN_ALPHABET)) == 32


def test_sheet_json_carries_a_join_code_shown_big_on_the_sheet(client):
    url = new_sheet(client)
    code = url.rsplit("/", 1)[1]
    body = client.get(f"/api/sheets/{code}").json()
    join = body["join_code"]
    assert re.fullmatch(rf"[{JOIN_ALPHABET}]{{6}}", join)
    html = client.get(url).text
    assert f'data-join-code="{join}"' in html
    assert f"{join[:3]} {join[3:]}" in text_of(html)  # readable in two halves
    created = client.post("/api/sheets", json={"ruleset": "oyna-101", "players": ["A", "B", "C", "D"]}).json()
    assert re.fullmatch(rf"[{JOIN_ALPHABET}]{{6}}", created["join_code"]) and created["join_code"] != join


@pytest.mark.parametrize("typed", ["{j}", "{lower}", "{j3}-{j6}", " {j3} {j6} ", "{lower3} - {j6}"])
def test_join_link_redirects_ignoring_case_spaces_and_dashes(client, typed):
    url = new_sheet(client)
    join = client.get(f"/api/sheets/{url.rsplit('/', 1)[1]}").json()["join_code"]
    text = typed.format(j=join, lower=join.lower(), j3=join[:3], j6=join[3:], lower3=join[:3].lower())
    r = client.get(f"/k/{text}")
    assert r.status_code == 303 and r.headers["location"] == url
    r = client.get("/k", params={"kod": text})
    assert r.status_code == 303 and r.headers["location"] == url


@pytest.mark.parametrize("typed, words", [
    ("ZZZZZZ", "Bu kodla açık bir Çetele yok"),
    ("K7M4Q0", "0, O, 1 ya da I olmaz"),
    ("K7M4", "6 karakterdir"),
    ("", "Masadaki kodu yaz"),
    ("<b>", "6 karakterdir"),
    ("K7M+4Q", "yalnız harf ve rakam"),
])
def test_bad_or_unknown_join_code_is_a_kind_404(client, typed, words):
    r = client.get("/k", params={"kod": typed})
    assert r.status_code == 404 and "text/html" in r.headers["content-type"]
    assert words in text_of(r.text)
    assert "<b>" not in r.text  # what was typed comes back escaped
    assert 'name="kod"' in r.text  # and the box is there to try again


def test_join_box_on_home_and_calculators(client):
    for path in ("/", "/hesapla"):
        html = client.get(path).text
        assert '<form class="join-box" method="get" action="/k"' in html and 'name="kod"' in html
        assert "Koda gir" in html
    assert client.get("/k").status_code == 200  # the box alone


def test_parse_join_code_folds_turkish_keyboards():
    assert parse_join_code("ab2c3d") == "AB2C3D"
    assert parse_join_code("ab2c3i") is None  # a Turkish "i" is never a code letter
    assert parse_join_code("x" * 100) is None
