"""Not-covered entries with required words only catch questions that use those words."""
from __future__ import annotations

import pytest

from referee.classify.router import route
from referee.service import get_pipeline


@pytest.fixture(scope="module")
def pipeline():
    return get_pipeline()


@pytest.mark.parametrize("question, ruleset", [
    ("maç kaç el oynanıyor", "turnuva-esli-101"),           # shares "kaç el oynanır" with the batak entry
    ("eşli düzde kaç puandan başlıyoruz", "oyna-esli-duz"),  # shares "kaça kadar" with the renkli okey entry
    ("yandan aldığım taşı aynı el geri atabilir miyim", "oyna-101"),  # the side-tile entry is about its penalty
])
def test_covered_questions_are_answered(pipeline, question, ruleset):
    assert pipeline.answer(question, ruleset).kind == "rule"


@pytest.mark.parametrize("question", [
    "batakta koz hangi renk olur",
    "düşmeli okeyde okeyle bitince kaç düşer",
    "fenerbahçe maçı kaçta",
])
def test_questions_with_the_key_words_still_abstain(pipeline, question):
    assert pipeline.answer(question).kind == "not_covered"


def test_card_suit_words_that_mean_other_things_are_not_other_games():
    assert route("maça geç gelen takım ne olur").branch != "out_of_domain"
    assert route("kupayı kim alır turnuvada").branch != "out_of_domain"


@pytest.mark.parametrize("question", [
    "düz okeyde yedi çiftle bitirdim, arkadaş 2 puan diyor ben 4 diyorum hangimiz haklı",
    "oyna.app düz okeyde 7 çift bitişi kaç puan",
    "düz okeyde çiftle bitmek okeyle bitmekten fazla mı",
])
def test_seven_pairs_in_duz_okey_is_no_two_okey_question(pipeline, question):
    assert pipeline.answer(question).kind != "not_covered", question


@pytest.mark.parametrize("question", ["iki okeyle birden bitince kaç kat olur",
                                      "okeylerin ikisiyle yedi çift birleşirse katlar toplanır mı"])
def test_two_okeys_still_reach_their_entry(pipeline, question):
    assert pipeline.answer(question).kind == "not_covered", question
