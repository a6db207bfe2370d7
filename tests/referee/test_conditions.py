"""A may-question whose own situation fails the rule's requirement is answered Hayır (referee/answers/conditions.py).

Every question here is ours, written for the mechanism, never a blind round's phrasing.
"""
from __future__ import annotations

import pytest

from referee.answers.conditions import limit_exceeded, not_enough, requirement_unmet
from referee.answers.leads import lead_of
from referee.text.normalize import normalize


@pytest.mark.parametrize(("verdict", "question", "unmet"), [
    ("Evet, ancak elini açtıysan alabilirsin.", "daha açmadım, yerdeki okeyi alabilir miyim", True),
    ("Evet, ancak elini açtıysan alabilirsin.", "açtım, yerdeki okeyi alabilir miyim", False),
    ("Şartı, önce elini açmış olmandır.", "açmamıştım ama bir pere taş ekleyebilir miyim", True),
    ("Göstermek için taş çekmeden önce göstermen gerekir.", "göstergeyi gösterebilir miyim", False),
])
def test_requirement(verdict, question, unmet):
    assert requirement_unmet(verdict, normalize(question)) is unmet


@pytest.mark.parametrize(("verdict", "question", "exceeded"), [
    ("Bir turda en fazla 3 taş işleyebilirsin.", "bir turda beş taş işleyebilir miyim", True),
    ("Bir turda en fazla 3 taş işleyebilirsin.", "bir turda 2 taş işleyebilir miyim", False),
    ("Bir turda en fazla 3 taş işleyebilirsin.", "bir turda taş işleyebilir miyim", False),
])
def test_limit(verdict, question, exceeded):
    assert limit_exceeded(verdict, normalize(question)) is exceeded


def test_not_enough_needs_the_questions_own_deed():
    verdict = "Hepsini birlikte koyman gerekir; tek bir taş koymak yetmez."
    assert not_enough(verdict, normalize("bir taş koyup alabilir miyim"))
    assert not not_enough(verdict, normalize("hepsini koyup alabilir miyim"))


def test_a_tip_of_a_meld_is_no_number():
    """"uca" is "uç" + dative (a meld's end); the number "üç" takes "-e" ("üçe")."""
    assert normalize("serinin bir uca iki taş").numbers == [2]
    assert normalize("üçe kadar say").numbers == [3]


def _text(composed) -> str:
    return composed.parts.markdown()


def test_an_unopened_player_may_not_lay_off(pipeline):
    c = pipeline.answer("ben daha elimi açmadım, rakibin perine taş ekleyebilir miyim")
    assert lead_of(_text(c)) == "hayir", _text(c)


def test_an_opened_player_may_lay_off(pipeline):
    c = pipeline.answer("elimi açtım, rakibin perine taş ekleyebilir miyim")
    assert lead_of(_text(c)) == "evet", _text(c)


def test_a_may_question_answered_by_a_lifted_obligation_is_yes(pipeline):
    """"Hayır: … gerekmez" answers "must I"; the player asked "may I"."""
    c = pipeline.answer("elimin tamamını aynı turda indirip 101'siz bitirebilir miyim")
    assert lead_of(_text(c)) == "evet", _text(c)
    c = pipeline.answer("elimin tamamını aynı turda indirirken 101'i tutturmam gerekir mi")
    assert lead_of(_text(c)) == "hayir", _text(c)


def test_does_anyone_question_answered_by_nobody_does_is_no():
    from referee.answers.conditions import nobody_does

    assert nobody_does("Bu gecede kimse elenmez; herkes sonuna kadar oynar.", normalize("bu gecede elenen var mı"))
    assert not nobody_does("Maçı kaybeden elenir.", normalize("turnuvada elenen olur mu"))
    assert not nobody_does("Kimse elenmez.", normalize("okey gecesi kaç kişiyle oynanır"))


def test_a_take_the_question_says_it_will_not_use_fails_a_use_requirement():
    """"ancak o turda kullanacaksan alabilirsin" against "kullanmayacağım taşı alabilir miyim": Hayır."""
    from referee.answers.conditions import requirement_unmet
    from referee.text.normalize import normalize

    rule = "Yandaki taşı ancak o turda kullanacaksan alabilirsin."
    assert requirement_unmet(rule, normalize("bu elde kullanamayacağım taşı yandan alabilir miyim"))
    assert requirement_unmet(rule, normalize("kullanmayacaksam soldan alabilir miyim"))
    assert not requirement_unmet(rule, normalize("kullanacağım taşı soldan alabilir miyim"))


def test_a_verdict_limited_to_other_finishes_turns_to_hayir():
    """"Evet, ama yalnızca kafada" to a question that tells an okey finish: Hayır, then the limit."""
    from referee.answers.conditions import only_other_finish
    from referee.answers.polarity import _led
    from referee.text.normalize import normalize

    verdict = "Evet, ama yalnızca kafa ve okey kafada: açmayanın cezası yarıya iner."
    assert only_other_finish(verdict, normalize("karşı takım okeyle bitirdi, ceza yarıya iner mi"))
    assert only_other_finish(verdict, normalize("rakip normal bitti yarım mı yazılır"))
    assert not only_other_finish(verdict, normalize("rakip kafa attı, yarıya iner mi"))
    assert not only_other_finish(verdict, normalize("açmayanın cezası yarıya iner mi"))  # no finish told
    assert _led([verdict], "hayir")[0].startswith("Hayır. Yalnızca kafa")
