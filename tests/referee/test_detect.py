"""Ruleset detection: from the request, from the question's words, else standard 101; with a reason."""
from __future__ import annotations

import pytest

from referee.detect import DEFAULT_RULESET, detect_ruleset


@pytest.mark.parametrize(
    ("question", "ruleset"),
    [
        ("eşli oynuyoruz, işlek atınca ne oluyor", "turnuva-esli-101"),
        ("esli 101de kafa atilinca kac yazilir", "turnuva-esli-101"),
        ("turnuvada maç kaç el sürer", "turnuva-esli-101"),
        ("karşı kafa attı ben açamadım", "turnuva-esli-101"),
        ("okey gecesinde 3. oldum", "turnuva-esli-101"),
        ("eşim yerdeki okeyimi aldı ceza var mı", "turnuva-esli-101"),
        ("düz okeyde işlek cezası var mı", "oyna-duz"),
        ("duzde okey atilir mi", "oyna-duz"),
        ("normal okeyde kaç taş dağıtılır", "oyna-duz"),
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


def test_request_wins_over_text():
    choice = detect_ruleset("düz okeyde işlek var mı", "od-101")
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
