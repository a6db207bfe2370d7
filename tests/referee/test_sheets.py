"""The sheet service: versions, limits, and one engine pass per change."""
from __future__ import annotations

import pytest

import referee.sheets as sheets_module
from calculators.errors import CalcError
from referee.config import Settings
from referee.service import Referee
from referee.sheets import MAX_HANDS, SheetError, SheetLimits, Sheets, new_match

NAMES = ["Siz", "Doğu", "Kuzey", "Batı"]
DUZ_HAND = {"finish": "normal", "finisher": "Doğu"}


@pytest.fixture
def sheets(store) -> Sheets:
    return Sheets(store)


def test_create_add_undo_round_trip(sheets):
    sheet = sheets.create(new_match("oyna-duz", NAMES, None, {"start": 20}), "Cuma")
    assert (sheet.version, sheet.title, sheet.result["totals"]["Siz"]) == (1, "Cuma", 20)
    sheet = sheets.add_hand(sheet, {**DUZ_HAND, "ruleset": "oyna-duz"}, 1)
    assert sheet.version == 2 and sheet.hands == [DUZ_HAND] and sheet.result["totals"]["Siz"] == 18
    assert sheets.load(sheet.code).result == sheet.result
    sheet = sheets.undo(sheet, 2)
    assert sheet.version == 3 and sheet.hands == []
    with pytest.raises(SheetError, match="Silinecek el yok"):
        sheets.undo(sheet, 3)


def test_a_stale_version_is_409_with_the_current_version(sheets):
    sheet = sheets.create(new_match("oyna-duz", NAMES, None, None))
    sheets.add_hand(sheet, DUZ_HAND, 1)  # another phone
    with pytest.raises(SheetError) as exc:
        sheets.add_hand(sheet, DUZ_HAND, 1)  # this phone still holds version 1
    assert exc.value.status == 409 and exc.value.version == 2


def test_a_wrong_hand_names_it_and_saves_nothing(sheets):
    sheet = sheets.create(new_match("oyna-duz", NAMES, None, None))
    with pytest.raises(CalcError, match="1. el"):
        sheets.add_hand(sheet, {"finish": "normal", "finisher": "Ali"}, 1)
    assert sheets.load(sheet.code).version == 1


def test_each_change_runs_the_engine_once(sheets, monkeypatch):
    sheet = sheets.create(new_match("oyna-duz", NAMES, None, None))
    calls = []
    real = sheets_module.calc_match
    monkeypatch.setattr(sheets_module, "calc_match", lambda m: calls.append(1) or real(m))
    sheets.add_hand(sheet, DUZ_HAND, 1)
    assert len(calls) == 1


def test_limits_and_shapes(sheets):
    sheet = sheets.create(new_match("oyna-101", NAMES, None, None))
    with pytest.raises(SheetError, match="en fazla"):
        sheets.replace_hands(sheet, [{"finish": "deste-bitti"}] * (MAX_HANDS + 1), 1)
    with pytest.raises(SheetError, match="liste"):
        sheets.replace_hands(sheet, {"finish": "normal"}, 1)
    with pytest.raises(SheetError, match="iki farklı ad"):
        new_match("turnuva-esli-101", NAMES, ["A", "A"], None)
    assert sheets.load("yok!") is None and sheets.load("AAAAAAA") is None


def test_the_limits_come_from_the_settings(store):
    """KURAL_SHEET_MAX_HANDS / _TITLE_CHARS / _BYTES: the referee's sheets keep the app's own limits."""
    limited = Referee(Settings(sheet_max_hands=2, sheet_max_title_chars=5, sheet_max_bytes=2048), store=store).sheets
    assert limited.limits == SheetLimits(hands=2, title_chars=5, sheet_bytes=2048)
    sheet = limited.create(new_match("oyna-duz", NAMES, None, {"start": 20}), "Cuma akşamı")
    assert sheet.title == "Cuma "
    sheet = limited.add_hand(limited.add_hand(sheet, DUZ_HAND, 1), DUZ_HAND, 2)
    with pytest.raises(SheetError, match="en fazla 2 el"):
        limited.add_hand(sheet, DUZ_HAND, 3)
    seven = limited.create(new_match("oyna-101", NAMES, None, {"hands": 7}))
    assert (limited.planned_hands(seven), Sheets(store).planned_hands(seven)) == (2, 7)
    with pytest.raises(SheetError, match="en fazla 2 KB") as exc:
        limited.create(new_match("oyna-duz", ["x" * 600, "y" * 600, "z" * 600, "w" * 600], None, None))
    assert exc.value.status == 413
    assert Sheets(store).limits == SheetLimits() == SheetLimits.of(Settings())
