"""Finding 17: the small ones — the real title limit, a CSV formula guard that sees through Unicode,
number words read as a person means them (or not at all)."""
from __future__ import annotations

import pytest

from fastapi.testclient import TestClient

from referee.config import get_settings
from tests.security.conftest import NAMES, assert_turkish_error


@pytest.mark.parametrize("cell", ["=HYPERLINK(\"http://x\")", "＝HYPERLINK(1)", "\ufeff=1+1", "\u2060=1+1",
                                  " =1+1", "＋1", "－1", "＠SUM(A1)", "\t=1", "\r=1", "\u200b\u200b@x"])
def test_csv_formula_guard_sees_through_unicode_tricks(cell):
    """Finding 17: full-width signs, BOM and word joiner in front of a formula are guarded too."""
    from web.pages.admin import _cell

    assert _cell(cell).startswith("'")


def test_csv_formula_guard_leaves_plain_text_alone():
    from web.pages.admin import _cell

    assert [_cell(x) for x in ("okey kaç", "101 (standart)", 5, -3)] == ["okey kaç", "101 (standart)", "5", "-3"]


def test_a_long_title_names_the_real_limit(client):
    r = client.post("/api/sheets", json={"ruleset": "oyna-101", "players": NAMES, "title": "ç" * 61})
    msg = assert_turkish_error(r, 422)
    assert "60" in msg and "yazı olmalı" not in msg


@pytest.mark.parametrize("text,numbers", [
    ("hedef 1.000 puan", [1000]),
    ("10.000 olur mu", [10000]),
    ("elimde 1.000.000 kaldı", [1000000]),
    ("12.5 kaldı", [12, 5]),           # not a thousands group: two numbers, as before
    ("1. el 45 yazdım", [1, 45]),
])
def test_thousands_dots_read_as_one_number(text, numbers):
    from referee.text.normalize import normalize

    assert normalize(text).numbers == numbers


@pytest.mark.parametrize("text,wrong", [
    ("yirmi bir yüz", 2100),
    ("otuz yüz", 3000),
    ("bin bin", 2000),
    ("yüz yüz", 10000),
])
def test_odd_number_word_compounds_are_not_glued(text, wrong):
    from referee.text.normalize import normalize

    assert wrong not in normalize(text).numbers


@pytest.mark.parametrize("text,number", [
    ("iki yüz iki", 202), ("bin iki yüz", 1200), ("yüz bin", 100000), ("iki bin yüz", 2100),
    ("dokuz yüz doksan dokuz", 999), ("on bin", 10000), ("yirmi bin yüz", 20100),
])
def test_ordinary_number_words_still_compose(text, number):
    from referee.text.normalize import normalize

    assert number in normalize(text).numbers


def test_the_title_limit_is_the_configured_one(env):
    """KURAL_SHEET_MAX_TITLE_CHARS decides, in the API as in the sheet: 80 characters pass at 100, fail at 60."""
    from web.app import create_app

    env.setenv("KURAL_SHEET_MAX_TITLE_CHARS", "100")
    get_settings.cache_clear()
    wide = TestClient(create_app(), raise_server_exceptions=False)
    r = wide.post("/api/sheets", json={"ruleset": "oyna-101", "players": NAMES, "title": "ç" * 80})
    assert r.status_code == 201, r.text[:300]
    assert r.json()["title"] == "ç" * 80
    r = wide.post("/api/sheets", json={"ruleset": "oyna-101", "players": NAMES, "title": "ç" * 101})
    assert "100" in assert_turkish_error(r, 422)
