"""Finding 2: numbers longer than Python converts (4,300 digits) are a Turkish 422, never a 500."""
from __future__ import annotations

import pytest

from tests.security.conftest import J, NAMES, assert_turkish_error, new_sheet

DIGITS = "7" * 5000
TILE = f"mavi {DIGITS}"


def _player(name, **kw):
    return {"name": name, "opened": "seri", **kw}


CASES = [
    ("/api/calc/okey", {"gosterge": TILE}),
    ("/api/calc/okey", {"gosterge": "sarı 5", "ruleset": DIGITS}),
    ("/api/calc/islek", {"ruleset": "oyna-101", "okey": "sarı 6", "tile": TILE, "table": ["mavi 4 · mavi 5 · mavi 6"]}),
    ("/api/calc/islek", {"ruleset": "oyna-101", "okey": TILE, "tile": "mavi 3", "table": ["mavi 4 · mavi 5 · mavi 6"]}),
    ("/api/calc/islek", {"ruleset": "oyna-101", "okey": "sarı 6", "tile": "mavi 3", "table": [f"mavi {DIGITS}-5-6"]}),
    ("/api/calc/opening", {"ruleset": "od-101", "okey": "sarı 6", "melds": [f"kırmızı {DIGITS}-12-13"]}),
    ("/api/calc/opening", {"ruleset": "od-101", "gosterge": TILE, "melds": ["kırmızı 11-12-13"]}),
    ("/api/calc/hand", {"ruleset": "oyna-101", "finish": "normal", "finisher": "A",
                        "players": [_player("A"), _player("B", remaining=[TILE]), _player("C"), _player("D")]}),
    ("/api/calc/match", {"ruleset": "oyna-101", "players": list("ABCD"), "hands": [
        {"finish": "normal", "finisher": "A",
         "players": [_player("A"), _player("B", remaining=[TILE]), _player("C"), _player("D")]}]}),
]


@pytest.mark.parametrize("path,body", CASES, ids=[f"{p.rsplit('/', 1)[1]}-{i}" for i, (p, _) in enumerate(CASES)])
def test_long_digit_strings_are_422(client, path, body):
    assert_turkish_error(client.post(path, json=body), 422)


def test_long_digit_string_in_a_sheet_update_is_422(client):
    sheet = new_sheet(client, players=list("ABCD"))
    hand = {"finish": "normal", "finisher": "A",
            "players": [_player("A"), _player("B", remaining=[TILE]), _player("C"), _player("D")]}
    r = client.put(f"/api/sheets/{sheet['code']}", json={"version": 1, "hands": [hand]})
    assert_turkish_error(r, 422)


@pytest.mark.parametrize("path", ["/api/calc/hand", "/api/calc/match", "/api/calc/tournament/season", "/api/ask"])
def test_long_json_numbers_are_a_turkish_4xx(client, path):
    raw = ('{"ruleset": "oyna-101", "players": ' + DIGITS + ', "question": ' + DIGITS + "}").encode()
    assert_turkish_error(client.post(path, content=raw, headers=J), 400, 422)


def test_long_number_in_a_hand_field_is_422(client):
    r = client.post("/api/calc/hand", content=(
        '{"ruleset": "oyna-101", "finish": "normal", "finisher": "A", "players": ['
        '{"name": "A", "opened": "seri"}, {"name": "B", "opened": "seri", "remaining_sum": ' + DIGITS + '},'
        '{"name": "C"}, {"name": "D"}]}').encode(), headers=J)
    assert_turkish_error(r, 400, 422)


def test_the_message_does_not_echo_the_digits(client):
    msg = assert_turkish_error(client.post("/api/calc/okey", json={"gosterge": TILE}), 422)
    assert DIGITS[:100] not in msg and len(msg) < 300
