"""A told hand never gets a rule article's worked example as its number (issue 11, point 8).

The family: a player tells their own tile or hand and asks a number; the article found for it works
out another hand ("… 12 × 10 = 120") and that line read as the verdict. Either the calculator answers
(the discard told by where it goes, the next player's take told with words between) or the article is
cited without its example's numbers. Stories of our own; numbers worked by hand from esli-101-turnuva
(an işlek or okey taken by the next player costs the tile's number × 10) and oyna-yazboz (işlek +101).
"""
from __future__ import annotations

import pytest

from referee.answers.worked import foreign_example, told_numbers, without_foreign_examples
from referee.config import get_settings
from referee.pipeline import pipeline_for
from referee.text.normalize import normalize
from tests.referee.story.support import verdict


@pytest.fixture(scope="module")
def pipeline():
    return pipeline_for(get_settings())


@pytest.mark.parametrize("story, want", [
    ("turnuvada Cemil masadaki pere gidecek mavi 11'i attı, sonraki oyuncu hemen aldı. Cemil'e ceza ne kadar", 110),
    ("turnuvada ben yerdeki siyah 3-4-5 serisine eklenecek siyah 6 attım, sağımdaki adam kaptı, bana kaç ceza", 60),
    ("eşli turnuvada Nuri açılmış küte uyan sarı 9'u attı, sıradaki oyuncu da aldı, Nuri'ye ceza kaç", 90),
    ("turnuvada Aylin yerdeki seriye işleyecek kırmızı 4'ü atınca benden sonraki oyuncu aldı, kaç ceza yazılır", 40),
    ("kafe turnuvasında Sedat masadaki pere yapışan mavi 2'yi attı, arkasındaki oyuncu aldı. ceza kaç", 20),
    ("turnuvada Metin yerdeki sarı 10 11 12 serisine gelecek sarı 13 attı ve sıradaki oyuncu o taşı aldı, Metin kaç ceza yer",
     130),
])
def test_a_discard_told_by_where_it_goes_and_taken_is_its_number_times_ten(story, want):
    assert verdict(story, "turnuva-esli-101") == [want]


@pytest.mark.parametrize("question, line", [
    ("Turnuva kurallarında işlek bir mavi dokuz atarsam ve sıradaki oyuncu alırsa bana kaç ceza yazılır", "9 × 10 = 90"),
    ("turnuvada işlek bi sarı 3 atarsam sıradaki alırsa kaç ceza", "3 × 10 = 30"),
])
def test_a_told_tile_in_a_rule_question_gets_its_own_arithmetic_never_the_articles(pipeline, question, line):
    text = pipeline.answer(question, "turnuva-esli-101").answer
    assert line in text and "120" not in text


def test_an_example_of_another_hand_is_not_printed_under_a_told_tile():
    rule = "Sıradaki aldıysa cezan taşın sayısının 10 katıdır; alan olmadıysa 101."
    told = told_numbers(normalize("yeşil... pardon sarı 7 attım sıradaki aldı kaç ceza"))
    assert foreign_example("Sıradaki oyuncu 12'yi aldı: sana 12 × 10 = 120 yazılır.", told, rule)
    assert not foreign_example("Sıradaki 7'yi aldı: 7 × 10 = 70 yazılır.", told, rule)
    assert not foreign_example("Kimse almadıysa 101 yazılır.", told, rule)  # the rule's own amount
    # a question telling nothing of its own keeps the example: it illustrates the rule
    assert not foreign_example("Sıradaki oyuncu 12'yi aldı: sana 12 × 10 = 120 yazılır.",
                               told_numbers(normalize("işlek taşı sıradaki alırsa ceza ne")), rule)


def test_a_rule_paragraph_keeps_its_rule_and_loses_only_the_marked_example():
    told = told_numbers(normalize("çiftten açmıştım elimde 31 kaldı kaç"))
    text = "Çiftle açan kalanın iki katını yazar. Örnek: elinde 17 kaldı; 17 × 2 = 34."
    assert without_foreign_examples(text, told) == "Çiftle açan kalanın iki katını yazar."
    # amounts of the game and the told number worked out are the rule's, not another hand's
    stated = "Okeyle bitince ×2: açamayan 404, elinde 31 kalan 62 yazar."
    assert without_foreign_examples(stated, told) == stated


@pytest.mark.parametrize("story", [
    "Selim henüz açmamıştı, masadaki pere uyan mavi 4'ü attı, açmayana da ceza yazılır mı?",
    "Gökhan daha açmamıştı ama yerdeki seriye gidecek sarı 12'yi attı; açmayan da işlek cezası yer mi?",
])
def test_the_one_asked_as_acmayan_is_the_player_told_unopened(story):
    # oyna-yazboz: an işlek discard is +101 whether or not the discarder had opened
    assert verdict(story, "oyna-101") == [101]
