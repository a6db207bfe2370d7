"""Routing: score questions → calculation, rule questions → retrieval, other games → out of domain."""
from __future__ import annotations

import pytest

from referee.router import route


@pytest.mark.parametrize(
    "question",
    [
        "açamadım, adam çiftten açıp bitirdi. kaç yazıyom",
        "acmistim elimde 41 ve bi okey kaldi kac yazarim",
        "islek attim 12 sagimdaki aldi kac ceza",
        "1. el 19 kaldı 2. el açamadım toplamım ne",
        "esli duzde 11 puanimiz vardi rakip okeyle bitti kac kaldi",
        "el sonu: murat okey attı bitti, kim kaç yazar",
        "rakip normal bitti, elimde 23 kaldı",
        "karşı takım kaç düşer",
    ],
)
def test_score_questions_go_to_calculation(question):
    assert route(question).branch == "calculation"


@pytest.mark.parametrize(
    "question",
    [
        "düz okeyde işlek cezası var mı",
        "gösterge sarı 5 okey ne",
        "çifte gideceğim en az kaç çift lazım",
        "turnuvaya yedek yazdırabilir miyiz",
        "12-13-1 seri olur mu",
        "sıra bende değilken taş çektim, ceza var mı",
    ],
)
def test_rule_questions_go_to_retrieval(question):
    assert route(question).branch == "rule"


@pytest.mark.parametrize(
    "question",
    ["piştide vale kaç puan", "tavlada mars kaç sayılır", "batakta koz nedir", "yarın hava nasıl olacak",
     "king oyununda kaç el oynanıyo"],
)
def test_other_games_and_chatter_are_out_of_domain(question):
    assert route(question).branch == "out_of_domain"


def test_okey_named_with_another_game_stays_in_domain():
    assert route("okey mi tavla mı daha zor, okeyde kaç taş var").branch == "rule"
