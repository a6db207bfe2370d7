"""The reading as data for the answer page (issue 13): ``calculation.understood`` and ``calculation.missing``."""
from __future__ import annotations

import json

from referee.scoring import answer_calculation


def calc(question: str, ruleset: str = "oyna-101") -> dict:
    ans = answer_calculation(question, ruleset, "")
    assert ans is not None
    json.dumps(ans.calculation)
    return ans.calculation


def test_understood_says_what_was_read_and_assumed():
    c = calc("cem okeyle bitti. ben açmıştım elimde k7 m5 kaldı, ali 2 kere işlek attı açamadı")
    u = c["understood"]
    assert u["ruleset"] == "oyna-101" and u["ruleset_name"] == "101 (standart)"
    hand = u["hands"][0]
    assert hand["finisher"] == "Cem" and hand["finish"] == "okey" and hand["finish_text"] == "okeyle bitiş"
    me = next(p for p in hand["players"] if p["name"] == "Sen")
    assert me["opened"] == "seri" and me["opened_assumed"] and me["left"]["tiles"] == ["kırmızı 7", "mavi 5"]
    ali = next(p for p in hand["players"] if p["name"] == "Ali")
    assert ali["opened"] == "yok" and ali["penalties"] == [{"kind": "islek", "text": "işlek taş attı", "count": 2}]
    assert u["added"] and all("söylemedin" in a["assumed"] for a in u["added"])
    assert any("seriyle" in a for a in u["assumptions"])
    assert c["missing"] == []


def test_missing_facts_come_with_quick_replies():
    c = calc("cem okeyle bitti kaç yazarım")
    assert c["result"] is None
    (m,) = c["missing"]
    assert m["slot"] == "Sen.opened" and m["question"] == "Sen açmış mıydın?"
    assert [o["value"] for o in m["options"]] == ["seri", "cift", "yok"]


def test_a_number_box_has_no_options():
    c = calc("cem normal bitti, açmıştım")
    (m,) = c["missing"]
    assert m["slot"] == "Sen.remaining_sum" and m["options"] is None


def test_stated_points_and_dropped_claims_are_shown():
    c = calc("toplamım 640 idi. cem 'okeyle bittim' diyo ama normal bitti, ben açmıştım 9 kaldı. toplamım kaç")
    u = c["understood"]
    assert u["stated_before"] == {"Sen": 640}
    assert u["not_read"] and "okeyle bittim" in u["not_read"][0]
