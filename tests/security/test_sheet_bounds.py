"""Finding 1: a sheet's options, hands and stored size are bounded; the PUT API edits the largest form sheet."""
from __future__ import annotations

import json

import pytest

from referee import sheets
from tests.security.conftest import NAMES, assert_turkish_error, new_sheet

OUT_OF_RANGE = [
    pytest.param({"hands": 10 ** 6}, id="a-million-hands"),
    pytest.param({"hands": 100}, id="hands-100"),
    pytest.param({"hands": 0}, id="hands-0"),
    pytest.param({"hands": -5}, id="hands-negative"),
    pytest.param({"target": 10 ** 9}, id="huge-target"),
    pytest.param({"target": 0}, id="target-0"),
    pytest.param({"hands": 10, "target": 100001}, id="target-over-the-form"),
]


@pytest.mark.parametrize("options", OUT_OF_RANGE)
def test_sheet_options_outside_the_form_ranges_are_422(client, options):
    r = client.post("/api/sheets", json={"ruleset": "oyna-101", "players": NAMES, "options": options})
    assert_turkish_error(r, 422)


@pytest.mark.parametrize("options", [{"start": 10 ** 6}, {"start": 25}])
def test_duz_start_outside_the_ruleset_is_422(client, options):
    r = client.post("/api/sheets", json={"ruleset": "oyna-duz", "players": NAMES, "options": options})
    assert_turkish_error(r, 422)


@pytest.mark.parametrize("options", [{"hands": 1}, {"hands": 99}, {"target": 100000}, {"target": 1}])
def test_options_at_the_form_limits_are_fine(client, options):
    new_sheet(client, options=options)


def test_the_form_refuses_the_same_ranges(html_client):
    form = {"kural": "oyna-101", "p0": "A", "p1": "B", "p2": "C", "p3": "D", "el": "500"}
    r = html_client.post("/cetele", data=form)
    assert r.status_code == 422 and "99" in r.text


def test_print_view_of_an_old_oversized_sheet_is_bounded(client):
    """A sheet stored before the bounds (options straight in the database) prints at most MAX_HANDS lines."""
    from referee.storage import get_store

    match = {"ruleset": "oyna-101", "players": NAMES, "hands": [], "options": {"hands": 10 ** 6}}
    code = get_store().create_sheet("oyna-101", {"title": "", "match": match})
    r = client.get(f"/cetele/{code}/yazdir")
    assert r.status_code == 200
    assert r.text.count("<tr") <= sheets.MAX_HANDS + 5
    assert len(r.content) < 200_000


def _biggest_form_hand() -> dict:
    """The largest hand the Çetele form can send: every field at its limit (oyna-101)."""
    from web.hand_form import HandForm, PlayerRow, to_hand

    every = [f"{c} {n}" for c in ("kırmızı", "mavi", "siyah", "sarı") for n in range(1, 14)]
    racks = ["", ", ".join(every[0:18]), ", ".join(every[18:36]), ", ".join(every[34:52])]
    rows = [PlayerRow(name=n, opened="seri", remaining=racks[i][:200], okeys="1" if i == 1 else "",
                      islek="9", okey_atma="9", acis_geri="9")
            for i, n in enumerate(NAMES)]
    hand = to_hand(HandForm(ruleset="oyna-101", finish="normal", finisher="0", okey="5", players=rows))
    hand.pop("ruleset")
    return hand


def test_put_edits_the_largest_sheet_the_form_can_build(client):
    """Add the biggest form hand until the sheet is full, then send the whole sheet back through PUT."""
    from calculators.errors import CalcError

    code = new_sheet(client, options={"hands": 99})["code"]
    service = sheets.service()
    sheet = service.load(code)
    hand = _biggest_form_hand()
    while True:
        try:
            sheet = service.add_hand(sheet, hand, sheet.version)
        except (sheets.SheetError, CalcError):
            break
    hands = sheet.match["hands"]
    body = {"version": sheet.version, "hands": hands}
    assert len(hands) >= 20 and len(json.dumps(body, ensure_ascii=False).encode()) > 16 * 1024
    r = client.put(f"/api/sheets/{code}", json=body)
    assert r.status_code == 200, r.text[:300]
    assert len(r.json()["match"]["hands"]) == len(hands)


def test_put_of_a_full_sheet_of_plain_hands_succeeds(client):
    sheet = new_sheet(client, options={"hands": 99})
    hand = {"finish": "normal", "finisher": "Ayşe", "players": [
        {"name": "Ayşe", "opened": "seri"}, {"name": "Can", "opened": "seri", "remaining": ["kırmızı 13", "mavi 2"]},
        {"name": "Deniz", "opened": "yok"}, {"name": "Ece", "opened": "cift", "remaining": ["mavi 12", "sarı 1"]}]}
    hands = [hand] * 99
    assert len(json.dumps({"version": 1, "hands": hands}).encode()) > 16 * 1024
    r = client.put(f"/api/sheets/{sheet['code']}", json={"version": 1, "hands": hands})
    assert r.status_code == 200, r.text[:300]
    assert len(r.json()["match"]["hands"]) == 99


def test_more_hands_than_a_sheet_holds_is_refused(client):
    sheet = new_sheet(client)
    hands = [{"finish": "normal", "finisher": "Ayşe"}] * (sheets.MAX_HANDS + 1)
    r = client.put(f"/api/sheets/{sheet['code']}", json={"version": 1, "hands": hands})
    assert_turkish_error(r, 413, 422)


def test_a_sheet_body_over_the_sheet_size_is_413(client):
    sheet = new_sheet(client)
    pad = "x" * (sheets.MAX_SHEET_BYTES + 8192)
    r = client.put(f"/api/sheets/{sheet['code']}", json={"version": 1, "hands": [], "pad": pad})
    assert_turkish_error(r, 413)


def test_other_bodies_keep_the_16_kb_limit(client):
    r = client.post("/api/calc/match", content=b'{"x": "' + b"y" * 20000 + b'"}',
                    headers={"content-type": "application/json"})
    assert_turkish_error(r, 413)


def test_put_body_limit_follows_the_configured_sheet_size():
    """KURAL_SHEET_MAX_BYTES sets the PUT body limit too: a smaller setting refuses a body the default lets in."""
    from fastapi import FastAPI
    from fastapi.testclient import TestClient

    from web.middleware import install_middleware

    def app_with(sheet_max_bytes: int | None) -> TestClient:
        app = FastAPI()

        @app.put("/api/sheets/{code}")
        def put(code: str) -> dict:
            return {"ok": code}

        install_middleware(app, rate_limit_per_minute=0, sheet_max_bytes=sheet_max_bytes)
        return TestClient(app)

    body = json.dumps({"version": 1, "hands": ["x" * 20_000]})
    headers = {"content-type": "application/json"}
    small = app_with(2_000).put("/api/sheets/abc", content=body, headers=headers)
    assert_turkish_error(small, 413)
    assert app_with(None).put("/api/sheets/abc", content=body, headers=headers).status_code == 200
    assert app_with(20_000).put("/api/sheets/abc", content=body, headers=headers).status_code == 200
