"""A state asked about that the rule states the opposite of is a Hayır (issue 10, cause 2).

"X açık durabilir mi" to a rule "X kapalı durur"; "sağdakinin taşını alabilir miyim" to "solundakinin
attığını alırsın"; "… sonra gösterebilir miyim" to "… önce gösterirsin". Questions of our own.
"""
from __future__ import annotations

import pytest

from referee.answers.opposite import opposite_sentence
from referee.answers.polarity import settle
from referee.text.normalize import fold, normalize


@pytest.mark.parametrize("question, ruleset", [
    ("turnuvada telefonum masada açık kalabilir mi", "turnuva-esli-101"),
    ("turnuvada telefonu ekranı açık koyabilir miyim", "turnuva-esli-101"),
    ("sağımdaki oyuncunun attığı taşı alabilir miyim", None),
    ("101de sağdakinin attığını alabilir miyim", None),
    ("göstergeyi ilk taşı çektikten sonra gösterebilir miyim", "oyna-duz"),
])
def test_the_opposite_state_of_the_rule_is_a_no(pipeline, question, ruleset):
    out = pipeline.answer(question, ruleset)
    assert out.kind == "rule" and fold(out.answer).startswith("hayir"), out.answer


def test_the_same_state_is_no_contradiction():
    rule = ["Deste masanın ortasında kapalı durur."]
    assert opposite_sentence(rule, normalize("deste kapalı mı durur")) is None
    assert opposite_sentence(rule, normalize("deste açık durabilir mi")) == rule[0]


def test_a_sentence_about_another_thing_decides_nothing():
    assert opposite_sentence(["Gösterge açık durur."], normalize("telefon kapalı durabilir mi")) is None


def test_a_sentence_naming_both_states_decides_nothing():
    rule = ["Attığın taşı sağındaki alabilir, sen solundakinin attığını alırsın."]
    assert opposite_sentence(rule, normalize("sağdaki oyuncu attığım taşı alabilir mi")) is None


def test_the_no_replaces_a_hedge():
    out = settle(["Hayır, her zaman değil: solundakinin attığı taşı ancak kullanacaksan alabilirsin."],
                 normalize("sağdakinin attığı taşı alabilir miyim"), "yesno")
    assert out[0].startswith("Hayır. Solundakinin")


@pytest.mark.parametrize("question", [
    "göstergeyi iki tur sonra gösterdim, Ayşe olmaz dedi. Ayşe haklı mı",
    "gostergeyi cektikten sonra gosterdim, eniste gec kaldin dedi, eniste haklimi",
    "ben taşı çektikten sonra gösterdim, Kerem kabul etmedi; Kerem mi haklı",
    "telefonum açık duruyordu, hakem uyardı, hakem haklı mı",
    "sağdakinin taşını aldım, Zeynep itiraz etti, haksız mı",
])
def test_a_question_of_who_is_right_is_not_decided_by_the_scene_state(question):
    rules = ["Göstergenin eşini ilk taşını çekmeden önce gösterirsin.", "Telefon masada yüzü kapalı durur.",
             "Sen solundakinin attığını alırsın."]
    assert opposite_sentence(rules, normalize(question)) is None


def test_a_verdict_that_states_the_asked_seat_too_is_no_opposite():
    """The seat that takes my discard is told beside the seat whose discard I take: the asked one holds."""
    rule = ["Attığın taşı sağındaki oyuncu alabilir; sen de solundakinin attığı son taşı alabilirsin."]
    assert opposite_sentence(rule, normalize("benim attığımı sağımdaki oyuncu alabilir mi")) is None
    # the seat in the other role (whose discard is taken) still has its opposite
    assert opposite_sentence(rule, normalize("sağımdaki oyuncunun attığı taşı alabilir miyim")) == \
        "sen de solundakinin attığı son taşı alabilirsin."


def test_a_restricting_alternative_is_no_state_asked():
    rule = ["Solundakinin attığı taşı alırsın."]
    assert opposite_sentence(rule, normalize("sağdakinin attığını alabilir miyim yoksa yalnız solundakinin mi")) \
        == "Solundakinin attığı taşı alırsın."


def test_looking_at_the_phone_is_using_it(pipeline):
    out = pipeline.answer("turnuvada elde telefonuma bakabilir miyim", "turnuva-esli-101")
    assert fold(out.answer).startswith("hayir"), out.answer
