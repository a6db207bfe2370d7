"""A table's house rules in the engine: each switch changes exactly what its source says, and nothing else.

Every test is named after the source sentence it checks (oyna-yazboz "Masaya göre değişenler",
od-101-puan, esli-101-turnuva). The property tests check that a profile with no switches is its
base ruleset, for the table and for random hands.
"""
from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calculators.errors import CalcError, NotCovered
from calculators.hand import calc_hand
from calculators.house import SWITCHES, house_ruleset, played_ruleset, switches_for
from calculators.match import calc_match
from calculators.opening import can_open
from calculators.rulesets import RULESETS
from tests.calculators.test_hand_properties import hands_101

NAMES = ["Siz", "Doğu", "Kuzey", "Batı"]

#: Switch -> the Ruleset fields it may change (and nothing else).
FIELDS = {
    "hands": {"match_target", "match_hands_default"},
    "deste_biterse": {"deste_bitti_okey_101"},
    "gosterge_sahte_okey": {"gosterge_sahte_okey"},
    "katlamali": {"katlamali_played", "katlamali_supported"},
    "cift_okey": {"cift_okey_kat"},
    "duz_bitis": {"duz_loss"},
    "dusmeli": {"duz_dusmeli"},
    "sifira_inen": {"duz_zero_leaves"},
    "ayni_renk": {"ayni_renk_kat"},
}
_BOOKKEEPING = {"source", "sources"}


def _changed(a, b) -> set[str]:
    return {f.name for f in dataclasses.fields(a) if getattr(a, f.name) != getattr(b, f.name)} - _BOOKKEEPING


def _players_101(**extra):
    base = [{"name": "Siz", "opened": "seri"}, {"name": "Doğu", "opened": "yok"},
            {"name": "Kuzey", "opened": "seri", "remaining_sum": 10}, {"name": "Batı", "opened": "seri", "remaining_sum": 5}]
    for p in base:
        p.update(extra.get(p["name"], {}))
    return base


def _hand(ruleset="oyna-101", finish="normal", finisher="Siz", house=None, **kw):
    body = {"ruleset": ruleset, "finish": finish, "finisher": finisher,
            "players": kw.pop("players", None) or ([{"name": n} for n in NAMES] if ruleset.endswith("duz")
                                                   else _players_101()), **kw}
    if house:
        body["house"] = house
    return calc_hand(body)


# --------------------------------------------------------------------------- the table itself


@pytest.mark.parametrize("key", list(SWITCHES))
def test_each_switch_changes_only_its_own_fields_each_citing_its_source(key):
    sw = SWITCHES[key]
    for rid in sw.rulesets:
        base = RULESETS[rid]
        for value in (*sw.values, 7):
            if key != "hands" and value == 7:
                continue
            try:
                rs = house_ruleset(rid, {key: value})
            except NotCovered:
                continue  # a combination the sources cannot settle (0'a inen at a team table)
            changed = _changed(rs, base)
            assert changed <= FIELDS[key], (key, value, rid, changed)
            for f in changed:
                assert rs.label_for(f) in sw.labels, (key, f, rs.label_for(f))
                assert rs.label_for(f) in rs.labels_for(f)  # the label is one of the table's sources now


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(list(RULESETS)), st.data())
def test_a_profile_without_switches_is_its_base_ruleset(rid, data):
    assert house_ruleset(rid, {}) == RULESETS[rid]
    assert played_ruleset(rid, ()) is RULESETS[rid]
    # and any set of switches, undone one by one, never leaves a trace on the other fields
    keys = data.draw(st.lists(st.sampled_from([s.key for s in switches_for(rid)]), unique=True))
    rules = {k: (7 if k == "hands" else data.draw(st.sampled_from(SWITCHES[k].values))) for k in keys}
    try:
        rs = house_ruleset(rid, rules)
    except NotCovered:
        return
    assert _changed(rs, RULESETS[rid]) <= set().union(*(FIELDS[k] for k in keys)) if keys else True


@settings(max_examples=150, deadline=None)
@given(hands_101())
def test_a_hand_under_an_empty_profile_scores_as_its_base(body):
    try:
        expected = calc_hand(body)
    except CalcError as exc:
        with pytest.raises(type(exc)):
            calc_hand({**body, "house": {}})
        return
    assert calc_hand({**body, "house": {}}) == expected


@settings(max_examples=150, deadline=None)
@given(hands_101(), st.sampled_from([{"hands": 7}, {"katlamali": True}, {"katlamali": False},
                                     {"deste_biterse": "yazilir"}]))
def test_switches_that_do_not_touch_a_finished_hand_leave_its_numbers_alone(body, rules):
    if body["finish"] == "deste-bitti" and "deste_biterse" not in rules:
        return
    try:
        expected = calc_hand(body)
    except CalcError:
        return
    got = calc_hand({**body, "house": rules})
    assert got["scores"] == expected["scores"] and got["multiplier"] == expected["multiplier"]


def _own_rules(rid: str) -> dict:
    """A profile that agrees on each switch exactly what its base ruleset already plays (where known)."""
    from calculators.house import base_value

    return {s.key: base_value(s.key, rid) for s in switches_for(rid)
            if s.key != "hands" and base_value(s.key, rid) is not None}


@settings(max_examples=150, deadline=None)
@given(hands_101())
def test_a_101_table_that_agrees_on_its_rulesets_own_rules_scores_every_hand_the_same(body):
    rules = {k: v for k, v in _own_rules(body["ruleset"]).items() if k != "katlamali"}  # katlamalı: openings only
    try:
        expected = calc_hand(body)
    except CalcError:
        return
    got = calc_hand({**body, "house": rules})
    assert got["scores"] == expected["scores"] and got["multiplier"] == expected["multiplier"]
    assert got["explanation"] == expected["explanation"]


DUZ_HAND = st.builds(
    lambda finish, finisher, shown: {"finish": finish, "finisher": None if finish == "deste-bitti" else finisher,
                                     "gosterge_shown_by": shown},
    st.sampled_from(["normal", "okey", "cift", "cift-okey", "deste-bitti"]),
    st.sampled_from(NAMES), st.lists(st.sampled_from(NAMES), max_size=1))


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(["oyna-duz", "oyna-esli-duz"]), st.lists(DUZ_HAND, max_size=12), st.booleans())
def test_a_duz_sheet_under_an_empty_or_own_rules_profile_is_its_base_sheet(rid, hands, own):
    who = {"players": NAMES} if rid == "oyna-duz" else {"teams": {"A": ["Siz", "Kuzey"], "B": ["Doğu", "Batı"]}}
    body = {"ruleset": rid, **who, "hands": hands}
    try:
        expected = calc_match(body)
    except CalcError as exc:
        with pytest.raises(type(exc)):
            calc_match({**body, "house": _own_rules(rid) if own else {}})
        return
    got = calc_match({**body, "house": _own_rules(rid) if own else {}})
    assert got == expected


# --------------------------------------------------------------------------- one test per switch


def test_oyna_yazboz_101_uzunlugu_a_table_plays_an_agreed_number_of_hands_lowest_total_wins():
    hand = {"finish": "normal", "finisher": "Siz", "players": _players_101()}
    three = {"ruleset": "oyna-101", "players": NAMES, "house": {"hands": 3}, "hands": [hand] * 3}
    r = calc_match(three)
    assert r["over"] and r["winners"] == ["Siz"] and "3 el" in r["end_rule"] and "oyna-yazboz" in r["sources"]
    two = calc_match({**three, "hands": [hand] * 2})
    assert not two["over"]
    # without the switch the match goes to 1000 (oyna.app's own end)
    assert "1000" in calc_match({**three, "house": {}})["end_rule"]


def test_esli_101_turnuva_mac_uzunlugu_the_table_sets_the_tournament_match_length():
    rs = house_ruleset("turnuva-esli-101", {"hands": 11})
    assert rs.match_hands_default == 11 and rs.match_hands_range == (1, 99) and rs.match_tie_extra_hand
    r = calc_match({"ruleset": "turnuva-esli-101", "teams": {"A": ["Siz", "Kuzey"], "B": ["Doğu", "Batı"]},
                    "house": {"hands": 11}, "hands": []})
    assert "11 el" in r["end_rule"]


def test_oyna_yazboz_deste_biterse_only_the_player_still_holding_an_okey_writes_101():
    players = _players_101(Siz={"opened": "seri", "remaining_sum": 3, "okeys_in_hand": 1})
    body = {"finish": "deste-bitti", "finisher": None, "players": players}
    own = _hand(**body)
    assert own["scores"] == {"Siz": 3 + 101, "Doğu": 202, "Kuzey": 10, "Batı": 5}  # the ruleset's own scoring
    house = _hand(**body, house={"deste_biterse": "okey-101"})
    assert house["scores"] == {"Siz": 101, "Doğu": 0, "Kuzey": 0, "Batı": 0}
    assert "aynı oyuncu yeniden dağıtır" in house["explanation"]["Doğu"] and house["sources"] == ["oyna-yazboz"]
    assert _hand(**body, house={"deste_biterse": "yazilir"})["scores"] == own["scores"]
    two = _players_101(Kuzey={"okeys_in_hand": 2})
    with pytest.raises(NotCovered):
        _hand(finish="deste-bitti", finisher=None, players=two, house={"deste_biterse": "okey-101"})


def test_oyna_yazboz_gosterge_sahte_okey_iki_kat_normal_202_okey_404_the_others_likewise():
    house = {"gosterge_sahte_okey": "iki-kat"}
    normal = _hand(house=house, gosterge_sahte_okey=True)
    assert normal["scores"] == {"Siz": -202, "Doğu": 404, "Kuzey": 20, "Batı": 10}
    okey = _hand(finish="okey", house=house, gosterge_sahte_okey=True)
    assert okey["scores"]["Siz"] == -404 and okey["scores"]["Doğu"] == 808
    assert "iki kat" in okey["explanation"]["Doğu"] and "oyna-yazboz" in okey["sources"]
    assert _hand(house=house)["scores"]["Siz"] == -101  # a hand whose gösterge was a numbered tile
    penalised = _players_101(Kuzey={"penalties": [{"kind": "islek"}]})
    with pytest.raises(NotCovered):  # the source does not say whether penalties double too
        _hand(players=penalised, house=house, gosterge_sahte_okey=True)


def test_oyna_yazboz_gosterge_sahte_okey_yok_another_tile_is_turned():
    with pytest.raises(CalcError, match="sahte okey gösterge"):
        _hand(ruleset="od-101", house={"gosterge_sahte_okey": "yok"}, gosterge_sahte_okey=True)
    with pytest.raises(NotCovered):  # od-101-puan does not say, and the table did not either
        _hand(ruleset="od-101", gosterge_sahte_okey=True)


MELDS_146 = ["kırmızı 11-12-13", "mavi 9-10-11-12-13", "sarı 9-10-11-12-13"]


def test_od_101_puan_katlamali_an_opening_must_beat_the_highest_so_far_by_one():
    rs = played_ruleset("oyna-101", {"katlamali": True})
    r = can_open(MELDS_146, rs, katlamali_highest=146)
    assert not r.can_open and r.needed == 147 and "od-101-puan" in r.sources
    assert "oyna.app'te katlamalı açış yok" not in r.reason  # the table plays it: no caveat
    assert can_open(MELDS_146, rs, katlamali_highest=120).needed == 121


def test_od_101_puan_katlamali_false_the_barrier_never_rises():
    rs = played_ruleset("od-101", {"katlamali": False})
    r = can_open(MELDS_146, rs, katlamali_highest=146)
    assert r.can_open and r.needed == 101 and "katlamalı oynanmıyor" in r.reason
    assert can_open(MELDS_146, "od-101", katlamali_highest=146).needed == 147  # the base, asked about katlamalı


def test_oyna_yazboz_cift_okey_finishing_with_the_second_okey_is_written_four_times():
    duz = _hand("oyna-duz", "okey", "Siz", house={"cift_okey": True}, cift_okey=True)
    assert duz["scores"] == {"Siz": 0, "Doğu": -8, "Kuzey": -8, "Batı": -8}  # 4 × the normal 2
    teams = {"Siz": "A", "Kuzey": "A", "Doğu": "B", "Batı": "B"}
    players = [{**p, "team": teams[p["name"]]} for p in _players_101()]
    t = _hand("turnuva-esli-101", "okey", "Siz", players=players, okey_number=4,
              house={"cift_okey": True}, cift_okey=True)
    assert t["scores"]["Siz"] == -404 and t["scores"]["Doğu"] == 808 and t["multiplier"] == 4
    assert "oyna-yazboz" in t["sources"]
    with pytest.raises(CalcError, match="devam"):  # esli-101-turnuva: no such finish
        _hand("turnuva-esli-101", "okey", "Siz", players=players, okey_number=4, cift_okey=True)


def test_oyna_yazboz_duz_bitis_normal_1_ciftten_2_doubled_when_the_last_tile_is_the_okey():
    house = {"duz_bitis": "bir-iki"}
    got = {f: _hand("oyna-duz", f, "Siz", house=house)["scores"]["Doğu"] for f in ("normal", "okey", "cift", "cift-okey")}
    assert got == {"normal": -1, "okey": -2, "cift": -2, "cift-okey": -4}
    oyna = {f: _hand("oyna-duz", f, "Siz", house={"duz_bitis": "oyna"})["scores"]["Doğu"]
            for f in ("normal", "okey", "cift", "cift-okey")}
    assert oyna == {"normal": -2, "okey": -4, "cift": -4, "cift-okey": -8}
    shown = _hand("oyna-duz", "normal", "Siz", house=house, gosterge_shown_by=["Kuzey"])
    assert shown["scores"]["Siz"] == -1 and shown["scores"]["Kuzey"] == -1  # the gösterge's 1 is unchanged


def test_oyna_yazboz_dusmeli_the_finishers_own_points_drop_and_the_first_to_zero_wins():
    r = _hand("oyna-duz", "okey", "Siz", house={"dusmeli": True})
    assert r["scores"] == {"Siz": -4, "Doğu": 0, "Kuzey": 0, "Batı": 0}
    assert "masanın bitiş puanlarını kullanıyoruz" in r["explanation"]["Siz"]  # the source gives no amounts
    m = calc_match({"ruleset": "oyna-duz", "players": NAMES, "house": {"dusmeli": True},
                    "hands": [{"finish": "cift-okey", "finisher": "Doğu"}] * 3})
    assert m["totals"]["Doğu"] == 20 - 24 and m["over"] and m["winners"] == ["Doğu"]
    with pytest.raises(NotCovered):  # whose points a gösterge drops at a düşmeli table: not in the source
        _hand("oyna-duz", "normal", "Siz", house={"dusmeli": True}, gosterge_shown_by=["Kuzey"])


def test_oyna_yazboz_sifira_inen_masadan_kalkar_the_others_play_on():
    hands = [{"finish": "cift-okey", "finisher": "Siz"}] * 3
    own = calc_match({"ruleset": "oyna-duz", "players": NAMES, "hands": hands})
    assert own["over"] and own["winners"] == ["Siz"]
    m = calc_match({"ruleset": "oyna-duz", "players": NAMES, "house": {"sifira_inen": "masadan-kalkar"},
                    "hands": hands})
    assert not m["over"] and "masadan kalkar" in m["end_rule"]
    with pytest.raises(NotCovered):  # how three play on, and when it ends: the source does not say
        calc_match({"ruleset": "oyna-duz", "players": NAMES, "house": {"sifira_inen": "masadan-kalkar"},
                    "hands": hands + hands[:1]})
    with pytest.raises(NotCovered):
        house_ruleset("oyna-esli-duz", {"sifira_inen": "masadan-kalkar"})


def test_oyna_yazboz_ayni_renk_finishing_with_one_colour_is_written_double():
    r = _hand("oyna-duz", "normal", "Siz", house={"ayni_renk": True}, ayni_renk=True)
    assert r["scores"]["Doğu"] == -4 and r["multiplier"] == 2
    assert _hand("oyna-duz", "normal", "Siz", ayni_renk=True)["scores"]["Doğu"] == -2  # oyna.app: no extra points
    with pytest.raises(NotCovered):
        _hand("oyna-duz", "okey", "Siz", house={"ayni_renk": True}, ayni_renk=True)


def test_what_the_sources_cannot_settle_together_is_not_covered():
    with pytest.raises(NotCovered):
        house_ruleset("oyna-duz", {"dusmeli": True, "sifira_inen": "masadan-kalkar"})
    with pytest.raises(CalcError):
        house_ruleset("oyna-101", {"duz_bitis": "bir-iki"})  # another game's switch
