"""Ruleset detection: from the request, from the question's words, else standard 101; with a reason."""
from __future__ import annotations

import pytest

from referee.classify.detect import DEFAULT_RULESET, detect_ruleset


@pytest.mark.parametrize(
    ("question", "ruleset"),
    [
        ("eşli oynuyoruz, işlek atınca ne oluyor", "turnuva-esli-101"),
        ("esli 101de kafa atilinca kac yazilir", "turnuva-esli-101"),
        ("turnuvada maç kaç el sürer", "turnuva-esli-101"),
        ("karşı okey kafa attı ben açamadım", "turnuva-esli-101"),
        ("karşı kafa attı ben açamadım", "oyna-101"),  # "kafa" alone: a table word in oyna-terimler too
        ("okey gecesinde 3. oldum", "turnuva-esli-101"),
        ("eşim masadaki okeyimi çekti, bize ne yazılır", "turnuva-esli-101"),
        ("düz okeyde taş atarken dikkat etmem gereken ne", "oyna-duz"),
        ("duzde okey atilir mi", "oyna-duz"),
        ("normal okeyde başlayana fazladan taş verilir mi", "oyna-duz"),
        ("gostergeyi gosterdim kac puan gider", "oyna-duz"),
        ("7 çiftle bittim ne olur", "oyna-duz"),
        ("20den başladık kim kazanır", "oyna-duz"),
        ("eşli düzde eşim okeyle bitti", "oyna-esli-duz"),
        ("esli duz okeyde gosterge", "oyna-esli-duz"),
        ("oyundostluğunda okey elde kalırsa", "od-101"),
        ("OD kurallarında işlek cezası", "od-101"),
        ("okey elde kalırsa kaç yazılır", "oyna-101"),
        ("katlamalı mı düz mü oynuyoruz", "oyna-101"),
    ],
)
def test_ruleset_from_text(question, ruleset):
    choice = detect_ruleset(question)
    assert choice.ruleset == ruleset
    assert choice.named is (ruleset != DEFAULT_RULESET or choice.origin == "text")


@pytest.mark.parametrize("question", ["kafa attı rakip ben açamadım kaç yazarım", "kafadan bitirdi, açmayan ne yazar"])
def test_kafa_alone_chooses_no_ruleset(question):
    """A word both rulesets' sources use picks neither: the default answers (and shows the variants)."""
    choice = detect_ruleset(question)
    assert choice.origin == "default" and not choice.named


def test_request_wins_over_text():
    choice = detect_ruleset("düz okeyde gösterge kaç puan", "od-101")
    assert choice.ruleset == "od-101"
    assert choice.origin == "request"
    assert "OyunDostluğu" in choice.reason


def test_default_says_so():
    choice = detect_ruleset("okey kaç sayılır")
    assert choice.ruleset == "oyna-101"
    assert choice.origin == "default"
    assert not choice.named
    assert choice.reason.startswith("Kural seti belirtmediğin için standart 101")


def test_reason_names_the_cue():
    assert detect_ruleset("eşli oynuyoruz").reason.startswith("Eşli dediğin için eşli 101 turnuva kurallarına")
    assert "düz okey kurallarına" in detect_ruleset("düz okeyde gösterge").reason


def test_unknown_requested_ruleset_is_an_error():
    with pytest.raises(ValueError):
        detect_ruleset("okey", "batak")


@pytest.mark.parametrize(
    ("question", "ruleset"),
    [
        ("oyna.app'te kafa atmak diye bir bitiş var mı", "oyna-101"),
        ("oyna appte eşli oynanır mı", "oyna-101"),
        ("uygulamada 2'ye 2 101 açılıyor mu", "oyna-101"),
        ("uygulamada eşli düzde okeyle bitince kaç düşer", "oyna-esli-duz"),
        ("turnuvada skoru uygulamaya kim giriyor", "turnuva-esli-101"),
    ],
)
def test_the_app_named_means_oyna_rules(question, ruleset):
    """An explicit oyna.app / "uygulama" mention names oyna's rules, over "kafa" or "2'ye 2"
    (but a tournament's score app is still the tournament)."""
    assert detect_ruleset(question).ruleset == ruleset


@pytest.mark.parametrize(
    ("question", "ruleset"),
    [
        ("4 puanım vardı rakip okeyle bitti", "oyna-duz"),
        ("eşimle 6 puanımız vardı karşı takım bitti", "oyna-esli-duz"),
        ("101de 40 puanım vardı", "oyna-101"),
        ("açmıştım 30 puanım vardı rakip bitti", "oyna-101"),
        ("turnuvada 3 puanımız vardı", "turnuva-esli-101"),
    ],
)
def test_points_left_are_a_duz_cue_without_101_context(question, ruleset):
    assert detect_ruleset(question).ruleset == ruleset
