"""Table profiles: checking, storing (SQLite and PostgreSQL), immutability, the sentences people read."""
from __future__ import annotations

import pytest

from calculators.house import SWITCHES, SWITCH_KEYS, base_value, check_rules, switches_for
from calculators.rulesets import RULESETS
from referee.knowledge import get_knowledge
from referee.tables import TableError, Tables
from referee.tables.words import ARTICLE, TOUCHES, sentence

#: The issue's table (contract): key -> (values, rulesets it belongs to).
CONTRACT = {
    "hands": (None, ("oyna-101", "od-101", "turnuva-esli-101")),
    "deste_biterse": (("yazilir", "okey-101"), ("oyna-101", "od-101", "turnuva-esli-101")),
    "gosterge_sahte_okey": (("yok", "iki-kat"), ("oyna-101", "od-101", "turnuva-esli-101")),
    "katlamali": ((False, True), ("oyna-101", "od-101", "turnuva-esli-101")),
    "cift_okey": ((False, True), ("turnuva-esli-101", "oyna-duz", "oyna-esli-duz")),
    "duz_bitis": (("oyna", "bir-iki"), ("oyna-duz", "oyna-esli-duz")),
    "dusmeli": ((False, True), ("oyna-duz", "oyna-esli-duz")),
    "sifira_inen": (("oyun-biter", "masadan-kalkar"), ("oyna-duz", "oyna-esli-duz")),
    "ayni_renk": ((False, True), ("oyna-duz", "oyna-esli-duz")),
}
LABELS = {"hands": {"oyna-yazboz", "esli-101-turnuva"}, "katlamali": {"od-101-puan"}}


def test_switch_keys_values_and_games_are_the_contract():
    assert list(SWITCH_KEYS) == list(CONTRACT)
    for key, (values, rulesets) in CONTRACT.items():
        sw = SWITCHES[key]
        assert set(sw.rulesets) == set(rulesets), key
        if values is not None:
            assert sw.values == values, key
        assert set(sw.labels) == LABELS.get(key, {"oyna-yazboz"}), key


@pytest.mark.parametrize("ruleset", list(RULESETS))
def test_every_switch_of_another_game_is_refused(ruleset):
    for key, sw in SWITCHES.items():
        value = 7 if key == "hands" else sw.values[-1]
        if ruleset in sw.rulesets:
            assert check_rules(ruleset, {key: value}) == {key: value}
        else:
            with pytest.raises(Exception) as exc:
                check_rules(ruleset, {key: value})
            assert RULESETS[ruleset].name in str(exc.value) and sw.title in str(exc.value)


@pytest.mark.parametrize("rules, words", [
    ({"nope": 1}, "diye bir masa kuralı yok"),
    ({"hands": 0}, "1 ile 99"), ({"hands": 100}, "1 ile 99"), ({"hands": True}, "1 ile 99"),
    ({"hands": "7"}, "1 ile 99"), ({"katlamali": "true"}, "true ya da false"),
    ({"deste_biterse": "hic"}, "şunlardan birini"), ({"gosterge_sahte_okey": 2}, "şunlardan birini"),
    ([1, 2], "bir nesne olmalı"),
])
def test_bad_rules_get_a_turkish_message(rules, words):
    with pytest.raises(Exception) as exc:
        check_rules("oyna-101", rules)
    assert words in str(exc.value)


def test_rules_come_back_in_page_order_and_hands_may_be_null():
    assert list(check_rules("turnuva-esli-101", {"cift_okey": True, "hands": None, "katlamali": False})) == \
        ["hands", "katlamali", "cift_okey"]


def test_only_one_base_value_is_unknown_the_od_gosterge():
    unknown = [(k, r) for k, sw in SWITCHES.items() if k != "hands" for r in sw.rulesets if base_value(k, r) is None]
    assert unknown == [("gosterge_sahte_okey", "od-101")]


def test_every_switch_has_an_article_that_cites_its_source():
    kb = get_knowledge()
    for key, sw in SWITCHES.items():
        article = kb.articles[ARTICLE[key]]
        assert set(article.labels) & set(sw.labels), key
        assert ARTICLE[key] in TOUCHES[key]
        for aid in TOUCHES[key]:
            assert aid in kb.articles, aid


def test_a_dusmeli_table_says_which_amounts_it_uses():
    assert "normal bitiş 2" in sentence("dusmeli", True, {})
    assert "normal bitiş 1" in sentence("dusmeli", True, {"duz_bitis": "bir-iki"})
    assert sentence("dusmeli", False, {}) == SWITCHES["dusmeli"].choice(False).sentence


def test_switches_for_a_ruleset_are_those_that_name_it():
    for rid in RULESETS:
        assert [s.key for s in switches_for(rid)] == [k for k, (_, rs) in CONTRACT.items() if rid in rs]


# --------------------------------------------------------------------------- storage


def test_a_profile_is_stored_read_back_and_never_changed(store):
    t = Tables(store)
    p = t.create("  Köşe   kahve ", "oyna-101", {"katlamali": True, "hands": 7})
    again = t.get(p.code)
    assert again == p and again.name == "Köşe kahve" and dict(again.rules) == {"hands": 7, "katlamali": True}
    newer = t.create("Köşe kahve", "oyna-101", {"hands": 9}, replaces=p.code)
    assert newer.code != p.code and newer.replaces == p.code
    assert t.replaced_by(p.code) == newer.code and t.replaced_by(newer.code) is None
    assert dict(t.get(p.code).rules) == {"hands": 7, "katlamali": True}  # the old one is as it was


@pytest.mark.parametrize("name, ruleset, rules, status, words", [
    ("", "oyna-101", {}, 422, "ad ver"),
    ("x" * 61, "oyna-101", {}, 422, "en fazla 60"),
    ("Masa", "yok-boyle", {}, 422, "diye bir kural seti yok"),
    ("Masa", None, {}, 422, "kural setiyle"),
    ("Masa", "oyna-duz", {"dusmeli": True, "sifira_inen": "masadan-kalkar"}, 422, "birlikte"),
    ("Masa", "oyna-esli-duz", {"sifira_inen": "masadan-kalkar"}, 422, "tek oyuncu için"),
])
def test_bad_profiles_are_refused(store, name, ruleset, rules, status, words):
    with pytest.raises(TableError) as exc:
        Tables(store).create(name, ruleset, rules)
    assert exc.value.status == status and words in exc.value.message


def test_replacing_an_unknown_table_is_refused(store):
    with pytest.raises(TableError, match="kayıtlı değil"):
        Tables(store).create("Masa", "oyna-101", {}, replaces="AbC1234")


def test_odd_codes_never_reach_the_database(store):
    t = Tables(store)
    assert t.get("'; drop") is None and t.get(None) is None and t.get("AbC1234") is None
    with pytest.raises(TableError) as exc:
        t.load("AbC1234")
    assert exc.value.status == 404
