"""Regional (Black Sea) verb endings: each rule's corpus, the guard on ordinary words, the whole normaliser."""
from __future__ import annotations

import pytest

from referee.text.normalize import normalize
from referee.text.regional import RULES, standard_word


@pytest.mark.parametrize(("typed", "standard"), [ex for rule in RULES for ex in rule.examples])
def test_each_rule_corpus(typed, standard):
    assert standard_word(typed) == standard


@pytest.mark.parametrize("word", ["uzun", "bulut", "okur", "olur", "bulur", "durur", "kusur", "huzur",
                                  "tabur", "timur", "mansur", "iyi", "kiyi", "yazar", "gelir", "okey",
                                  "oyun", "sonra", "kimsin", "sensin", "yolun", "sabun", "yaziyi", "kiyiyi"])
def test_ordinary_words_are_not_changed(word):
    assert standard_word(word) == word


def test_only_folded_alphabetic_words_are_read():
    assert standard_word("101ur") == "101ur"
    assert standard_word("açılur") == "açılur"  # callers pass folded words; the normaliser folds first


@pytest.mark.parametrize(
    ("question", "folded"),
    [
        ("perler nasıl dizilur", "perler nasil dizilir"),
        ("bu taş işlenur mi", "bu tas islenir mi"),
        ("gösterge sonra sayılurmi", "gosterge sonra sayilir mi"),
        ("okeyi kim alur", "okeyi kim alir"),
        ("elimde çift kalırsa ne oluyi", "elimde cift kalirsa ne oluyor"),
        ("arkadaş hep kızıyi bana", "arkadas hep kiziyor bana"),
        ("bu eli napacaksun", "bu eli ne yapacaksin"),
        ("seri açarsun sonra işlersun", "seri acarsin sonra islersin"),
        ("kaç dakka bekleriz", "kac dakika bekleriz"),
        # rounded persons, conditionals, the past and the progressive -(a)yr- (issue 10, rules-r22 causes)
        ("taşı gösterursem ceza yazilur mi", "tasi gosterirsem ceza yazilir mi"),
        ("okeyi ben alurum", "okeyi ben alirim"),
        ("bu taşı işleyebilur miyum", "bu tasi isleyebilir miyim"),
        ("biz eşli oynayruk", "biz esli oynuyoruz"),
        ("okeyi yere attum", "okeyi yere attim"),
    ],
)
def test_regional_questions_meet_the_articles_words(question, folded):
    assert normalize(question).folded == folded


def test_standard_questions_are_unchanged():
    q = "uzun bulut gibi okur olur mu, okey yere atılır mı, ne oluyor, nasıl açılır"
    assert normalize(q).folded == "uzun bulut gibi okur olur mu okey yere atilir mi ne oluyor nasil acilir"
