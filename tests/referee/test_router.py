"""Routing: score questions → calculation, rule questions → retrieval, other games → out of domain."""
from __future__ import annotations

import pytest

from referee.classify.router import route


@pytest.mark.parametrize(
    "question",
    [
        "ben açamamıştım, karşıdaki çiftle açıp eli kapattı. bana ne yazılıyo",
        "acmistim elimde 41 ve bi okey kaldi kac yazarim",
        "islek tas attim 9 sagdaki rakip aldi kac ceza yazilir",
        "1. el 19 kaldı 2. el açamadım toplamım ne",
        "esli duzde 7 puanimiz vardi karsi takim okey atip bitirdi kac kaldi",
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
        "klasik okeyde yerdeki pere uyan taşı atmak ceza mı",
        "gösterge siyah 8 ise okey hangisi",
        "çiftle açmak istiyorum kaç çift yetiyor",
        "turnuvaya yedek yazdırabilir miyiz",
        "12-13-1 seri olur mu",
        "sıram gelmeden desteden aldım, bunun bedeli var mı",
    ],
)
def test_rule_questions_go_to_retrieval(question):
    assert route(question).branch == "rule"


@pytest.mark.parametrize(
    "question",
    ["piştide bacak kaç puan", "tavlada mars kaç sayılır", "batakta koz nedir", "yarın hava nasıl olacak",
     "king oyununda kaç koz var"],
)
def test_other_games_and_chatter_are_out_of_domain(question):
    assert route(question).branch == "out_of_domain"


def test_okey_named_with_another_game_stays_in_domain():
    assert route("okey mi tavla mı daha zor, okeyde kaç taş var").branch == "rule"


@pytest.mark.parametrize("question", ["ortadaki kapalı yığına ne deniyo", "balyaları kim diziyor", "ıstakama kaç taş sığar"])
def test_glossary_words_count_as_okey_vocabulary(question):
    """Words only the glossary knows (its terms, synonyms and regional names) keep a question in domain."""
    assert route(question).branch == "rule"


def test_everyday_glossary_words_alone_do_not_make_okey_questions():
    assert route("bu oyun nasıl oynanır").branch == "out_of_domain"
    assert route("perşembe günü yer var mı").branch == "out_of_domain"


def test_okey_as_the_evenings_setting_does_not_make_another_games_question_ours():
    """Ours: the asking clause is about tavla; okey is only when they play it."""
    from referee.classify.qtype import classify

    assert route("tavlada gele kaç puan sayılıyor, okeyden sonra tavla atıyoruz").branch == "out_of_domain"
    assert route("okeyde işlek atınca kaç ceza, sonra tavla oynarız").branch != "out_of_domain"
    assert classify("okeyden sonra tavla oynuyoruz, okeyde kafa kaç kat").kind != "other_game"
    assert classify("rummikub okeyle aynı mı").kind == "other_game"
