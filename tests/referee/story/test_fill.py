"""A missing fact answered (issue 13's quick replies): the slot's value goes into the reading and the
number follows; a slot or value that does not fit is a Turkish FillError."""
from __future__ import annotations

import doctest

import pytest

import referee.story.fill as fill_module
from referee.scoring import answer_calculation, answer_filled
from referee.story.fill import FillError


def bold(ans) -> list[str]:
    import re

    return re.findall(r"\*\*(-?\d+)\*\*", ans.answer.split("\n\n")[0])


def slots(question: str, ruleset: str) -> list[str]:
    return [m["slot"] for m in answer_calculation(question, ruleset, "").calculation["missing"]]


def test_doctests():
    assert doctest.testmod(fill_module).failed == 0


def test_opened_then_remaining():
    q = "cem okeyle bitti kaç yazarım"
    assert slots(q, "oyna-101") == ["Sen.opened"]
    assert bold(answer_filled(q, "oyna-101", [("Sen.opened", "yok")])) == ["404"]
    seri = answer_filled(q, "oyna-101", [("Sen.opened", "seri")])
    assert seri.calculation["result"] is None and [m["slot"] for m in seri.calculation["missing"]] == ["Sen.remaining_sum"]
    assert bold(answer_filled(q, "oyna-101", [("Sen.opened", "cift"), ("Sen.remaining_sum", 10)])) == ["40"]


def test_start_okey_and_last_tile():
    q = "düz okeyde 2 el oynadık cem normal bitti sonra ali okeyle bitti kaç puanım kaldı"
    assert slots(q, "oyna-duz") == ["start"]
    assert bold(answer_filled(q, "oyna-duz", [("start", 30)])) == ["24"]
    q2 = "cem normal bitti, açmıştım elimde m5 k8 kaldı, biri okeydi ama göstergeyi unuttum"
    assert "okey" in slots(q2, "oyna-101")
    assert bold(answer_filled(q2, "oyna-101", [("okey", "mavi 5")])) == ["109"]  # 8 + 101
    q3 = "cem bitti son taşı attı ama okey miydi sahte okey mi bilmiyorum, ben açmamıştım"
    assert bold(answer_filled(q3, "oyna-101", [("finish.last", "okey")])) == ["404"]
    assert bold(answer_filled(q3, "oyna-101", [("finish.last", "sahte")])) == ["202"]


def test_penalty_details():
    q = "turnuvada işlek attım kaç ceza"
    assert slots(q, "turnuva-esli-101") == ["Sen.penalty.taken"]
    assert bold(answer_filled(q, "turnuva-esli-101", [("Sen.penalty.taken", False)])) == ["101"]
    taken = answer_filled(q, "turnuva-esli-101", [("Sen.penalty.taken", True)])
    assert [m["slot"] for m in taken.calculation["missing"]] == ["Sen.penalty.tile_number"]
    assert bold(answer_filled(q, "turnuva-esli-101", [("Sen.penalty.taken", True),
                                                      ("Sen.penalty.tile_number", 8)])) == ["80"]


def test_which_player_the_asker_is():
    q = "toplamlar ece 100, efe 200, can 300, cem 400. bu el ece normal bitti, benim elimde 12 kaldı açmıştım. toplamım kaç"
    assert "ben" in slots(q, "oyna-101")
    assert bold(answer_filled(q, "oyna-101", [("ben", "Can")])) == ["312"]


@pytest.mark.parametrize("slot,value,fragment", [
    ("Sen.opened", "belki", "seri, cift ya da yok"),
    ("Sen.remaining_sum", 999, "0 ile 286"),
    ("Sen.remaining_sum", "on", "sayı olmalı"),
    ("okey", "yeşil 4", "renk ve sayıyla"),
    ("start", 25, "20, 30, 40 ya da 50"),
    ("h3.Sen.opened", "yok", "3. el yok"),
    ("Veli.opened", "yok", "Veli"),
    ("Sen.nereden", 1, "bilgi yok"),
    ("", "yok", "slot"),
])
def test_bad_fills_are_turkish_errors(slot, value, fragment):
    with pytest.raises(FillError, match=fragment):
        answer_filled("cem okeyle bitti kaç yazarım", "oyna-101", [(slot, value)])
