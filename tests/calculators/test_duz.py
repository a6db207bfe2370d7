"""Düz okey and eşli düz okey hands (oyna-yazboz, oyna-terimler)."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calculators.errors import CalcError
from calculators.explain import final_number
from calculators.hand import calc_hand

NAMES = ("Siz", "Doğu", "Kuzey", "Batı")
TEAMS = {"Siz": "A", "Kuzey": "A", "Doğu": "B", "Batı": "B"}


def duz(finish, finisher, shown=(), ruleset="oyna-duz"):
    team = ruleset == "oyna-esli-duz"
    players = [{"name": n, **({"team": TEAMS[n]} if team else {})} for n in NAMES]
    return calc_hand({"ruleset": ruleset, "finish": finish, "finisher": finisher,
                      "players": players, "gosterge_shown_by": list(shown)})


@pytest.mark.parametrize("finish, loss", [("normal", 2), ("okey", 4), ("cift", 4), ("cift-okey", 8)])
def test_oyna_yazboz_duz_finish_points(finish, loss):
    """oyna-yazboz: bitiren dışındakiler 2 / 4 / 4 / 8 kaybeder; bitiren 0."""
    r = duz(finish, "Kuzey")
    assert r["scores"] == {"Siz": -loss, "Doğu": -loss, "Kuzey": 0, "Batı": -loss}
    assert r["team_scores"] is None
    assert r["sources"] == ["oyna-yazboz"]


def test_oyna_yazboz_gosterge_and_finish_by_an_opponent():
    """oyna-yazboz: siz gösterdiniz, Doğu normal bitti: Doğu da gösterge yüzünden 1 kaybeder."""
    r = duz("normal", "Doğu", shown=["Siz"])
    assert r["scores"] == {"Siz": -2, "Doğu": -1, "Kuzey": -3, "Batı": -3}


def test_oyna_yazboz_deste_bitti_only_gosterge():
    """oyna-yazboz / oyna-terimler: deste bitince yalnız göstergenin 1'i düşer."""
    assert duz("deste-bitti", None, shown=["Batı"])["scores"] == {"Siz": -1, "Doğu": -1, "Kuzey": -1, "Batı": 0}
    assert set(duz("deste-bitti", None)["scores"].values()) == {0}


@pytest.mark.parametrize("finish, loss", [("normal", 2), ("okey", 4), ("cift", 4), ("cift-okey", 8)])
def test_oyna_yazboz_esli_duz_other_team_loses_once(finish, loss):
    """oyna-yazboz: eşli düzde karşı takımın sütunundan bir kez 2 / 4 / 8 düşülür."""
    r = duz(finish, "Kuzey", ruleset="oyna-esli-duz")
    assert r["team_scores"] == {"A": 0, "B": -loss}
    # Each player's entry repeats their team column's change.
    assert r["scores"] == {"Siz": 0, "Kuzey": 0, "Doğu": -loss, "Batı": -loss}


def test_the_esli_duz_explanation_names_no_column_id():
    """The note that a team loses once speaks of the team's column, never of its id ("Takım B")."""
    r = duz("okey", "Kuzey", ruleset="oyna-esli-duz")
    assert all("Takım A" not in e and "Takım B" not in e for e in r["explanation"].values())
    assert "Takım sütunu bir kez düşer" in r["explanation"]["Doğu"]


@pytest.mark.parametrize("ruleset, scores", [
    ("oyna-duz", {"Siz": -1, "Doğu": 0, "Kuzey": -1, "Batı": -1}),
    ("oyna-esli-duz", {"Siz": -1, "Doğu": 0, "Kuzey": -1, "Batı": 0}),
])
def test_a_gosterge_shown_while_the_hand_runs_costs_only_its_point(ruleset, scores):
    """oyna-yazboz: the gösterge's −1 is written on the hand's row when it is shown; nobody has
    finished, so no finish points yet (eşli: the shower's opposing team's column, once)."""
    r = duz("suruyor", None, shown=["Doğu"], ruleset=ruleset)
    assert r["scores"] == scores
    assert r["multiplier"] == 0 and r["sources"] == ["oyna-yazboz"]
    assert "El sürüyor" in r["explanation"]["Siz"]
    if ruleset == "oyna-esli-duz":
        assert r["team_scores"] == {"A": -1, "B": 0}


@pytest.mark.parametrize("finisher, shown, fragment", [("Doğu", ["Siz"], "kimse bitmemiştir"),
                                                        (None, [], "göstergeyi göstereni")])
def test_a_running_hand_has_no_finisher_and_needs_the_shower(finisher, shown, fragment):
    with pytest.raises(CalcError, match=fragment):
        duz("suruyor", finisher, shown=shown)


def test_101_scores_a_hand_only_at_its_end():
    # the message must not say nothing is written before the end: od-101-puan writes its +101s at once
    players = [{"name": n, "opened": "yok"} for n in NAMES]
    with pytest.raises(CalcError, match="el bitince yazılır"):
        calc_hand({"ruleset": "oyna-101", "finish": "suruyor", "finisher": None, "players": players})


def test_oyna_yazboz_esli_duz_gosterge_costs_the_other_team_one():
    r = duz("okey", "Doğu", shown=["Siz"], ruleset="oyna-esli-duz")
    assert r["team_scores"] == {"A": -4, "B": -1}


def test_duz_finisher_still_loses_an_opponents_gosterge():
    r = calc_hand({"ruleset": "oyna-duz", "finish": "cift-okey", "finisher": "Batı",
                   "players": [{"name": n} for n in NAMES], "gosterge_shown_by": ["Siz"]})
    assert r["scores"]["Batı"] == -1


@pytest.mark.parametrize("data, fragment", [
    ({"finish": "elden", "finisher": "Siz"}, "elden bitiş yoktur"),
    ({"finish": "el-bozuldu", "finisher": None}, "bozulması yoktur"),
    ({"finish": "normal", "finisher": None}, "bitiren"),
    ({"finish": "deste-bitti", "finisher": "Siz"}, "finisher boş"),
    ({"finish": "normal", "finisher": "Siz", "gosterge_shown_by": ["Ali"]}, "masada yok"),
    ({"finish": "normal", "finisher": "Siz", "gosterge_shown_by": ["Doğu", "Batı"]}, "yalnız bir kişi"),
])
def test_duz_bad_input(data, fragment):
    body = {"ruleset": "oyna-duz", "players": [{"name": n} for n in NAMES], **data}
    with pytest.raises(CalcError) as e:
        calc_hand(body)
    assert fragment in e.value.message


def test_duz_refuses_101_details():
    players = [{"name": n} for n in NAMES]
    players[0] = {"name": "Siz", "penalties": [{"kind": "islek"}]}
    with pytest.raises(CalcError, match="işlek"):
        calc_hand({"ruleset": "oyna-duz", "finish": "normal", "finisher": "Doğu", "players": players})
    players[0] = {"name": "Siz", "opened": "seri"}
    with pytest.raises(CalcError, match="el açılmaz"):
        calc_hand({"ruleset": "oyna-duz", "finish": "normal", "finisher": "Doğu", "players": players})


def test_esli_duz_needs_teams():
    with pytest.raises(CalcError, match="takım"):
        calc_hand({"ruleset": "oyna-esli-duz", "finish": "normal", "finisher": "Doğu",
                   "players": [{"name": n} for n in NAMES]})


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(["oyna-duz", "oyna-esli-duz"]),
       st.sampled_from(["normal", "okey", "cift", "cift-okey", "deste-bitti"]),
       st.sampled_from(NAMES), st.lists(st.sampled_from(NAMES), max_size=1))
def test_duz_scores_never_positive_and_explained(ruleset, finish, finisher, shown):
    r = duz(finish, None if finish == "deste-bitti" else finisher, shown, ruleset)
    for name, score in r["scores"].items():
        assert score <= 0
        assert final_number(r["explanation"][name]) == score
