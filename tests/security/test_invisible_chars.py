"""Finding 7: the JSON API applies the forms' rule to text it stores: control characters are refused
(422), bidi overrides and zero-width characters are dropped — so they never reach <title>, og:title,
sheet names or the admin CSV."""
from __future__ import annotations

import json

import pytest

from referee.storage import get_store
from tests.security.conftest import BASE, NAMES, assert_turkish_error

CONTROLS = ["\x07", "\x1b", "\x08", "\x7f", "\x85", "\x9b", "\x0b", "\x0c", "\x1f"]
INVISIBLE = ["\u202e", "\u202a", "\u2066", "\u2069", "\u200b", "\u200c", "\u200d", "\u200e", "\u2028", "\u2029",
             "\u2060", "\ufeff", "\u061c", "\u00ad"]


def _raw(value: dict) -> bytes:
    return json.dumps(value, ensure_ascii=False).encode()  # raw characters, not \\u escapes


@pytest.mark.parametrize("ch", CONTROLS, ids=[f"U+{ord(c):04X}" for c in CONTROLS])
@pytest.mark.parametrize("escaped", [True, False], ids=["escaped", "raw"])
def test_controls_in_a_question_are_422(client, ch, escaped):
    body = {"question": f"okey{ch} ne demek"}
    if escaped:
        r = client.post("/api/ask", json=body)
    else:
        r = client.post("/api/ask", content=_raw(body), headers={"content-type": "application/json"})
    assert_turkish_error(r, 400, 422)
    assert get_store().recent() == []


@pytest.mark.parametrize("ch", CONTROLS[:4], ids=[f"U+{ord(c):04X}" for c in CONTROLS[:4]])
@pytest.mark.parametrize("field", ["title", "players", "teams"])
def test_controls_in_a_sheet_are_422(client, ch, field):
    body = {"ruleset": "oyna-101", "players": NAMES, "title": "Cuma akşamı"}
    if field == "title":
        body["title"] = f"Cuma{ch}akşamı"
    elif field == "players":
        body["players"] = [f"Ay{ch}şe", *NAMES[1:]]
    else:
        body = {"ruleset": "turnuva-esli-101", "teams": {f"A{ch}": NAMES[:2], "B": NAMES[2:]}}
    assert_turkish_error(client.post("/api/sheets", json=body), 422)


@pytest.mark.parametrize("ch", INVISIBLE, ids=[f"U+{ord(c):04X}" for c in INVISIBLE])
def test_invisible_characters_never_reach_the_answer_page(client, ch):
    q = f"{ch}okey{ch} ne{ch} demek"
    r = client.post("/api/ask", json={"question": q})
    assert r.status_code == 200, r.text[:200]
    stored = get_store().get(r.json()["id"])
    assert stored["question"] == "okey ne demek"
    page = client.get(f"/a/{stored['id']}", headers={"accept": "text/html"}).text
    assert ch not in page.split("<body", 1)[0]  # <title>, og:title, twitter:title


@pytest.mark.parametrize("ch", INVISIBLE[:6], ids=[f"U+{ord(c):04X}" for c in INVISIBLE[:6]])
def test_invisible_characters_are_dropped_from_sheet_names(client, ch):
    r = client.post("/api/sheets", json={"ruleset": "oyna-101", "title": f"Cuma{ch} akşamı",
                                         "players": [f"{ch}Ayşe{ch}", *NAMES[1:]]})
    assert r.status_code == 201, r.text
    sheet = r.json()
    assert sheet["title"] == "Cuma akşamı" and sheet["match"]["players"][0] == "Ayşe"
    page = client.get(sheet["url"], headers={"accept": "text/html"}).text
    assert ch not in page


def test_a_sheet_name_that_is_only_invisible_is_refused(client):
    r = client.post("/api/sheets", json={"ruleset": "oyna-101", "players": ["\u200b\u200b", *NAMES[1:]]})
    assert_turkish_error(r, 422)


def test_the_admin_csv_carries_no_invisible_characters(env, client):
    env.setenv("KURAL_ADMIN_TOKEN", "gizli-anahtar-12345")
    from referee.config import get_settings
    get_settings.cache_clear()
    for q in ("zürafa\u202e kaç puan", "\u2066timsah\u2069 kaç yazar"):
        assert client.post("/api/ask", json={"question": q}).status_code == 200
    from web.pages.admin import not_covered_rows
    text = " ".join(r.question for r in not_covered_rows(client.app.state.referee.store))
    assert not any(ch in text for ch in INVISIBLE)
    assert BASE  # the page module is configured with the test base URL
