"""A yes/no question about a deed done to a penalty ("cezası katlanır mı") is settled by the deed, not by the
penalty's existence (issue 10, polarity). Questions of our own."""
from __future__ import annotations

from referee.answers.polarity import settle
from referee.text.normalize import normalize


def test_a_penalty_that_does_not_double_is_a_no():
    paras = ["101'de işlek atana +101 yazılır; bu 101 elin sonunda bitişin katıyla katlanmaz."]
    assert settle(paras, normalize("işlek cezası bitişle katlanır mı"), "yesno")[0].startswith("Hayır")


def test_a_multiplier_not_applied_answers_katlanir_mi():
    paras = ["Taşlar biter de kimse bitiremezse kat uygulanmaz: herkes elindekini yazar."]
    assert settle(paras, normalize("taşlar biterse puanlar katlanır mı"), "yesno")[0].startswith("Hayır")


def test_a_penalty_question_is_still_read_by_the_penalty():
    paras = ["101'de işlek atana +101 yazılır."]
    assert settle(paras, normalize("işlek atan ceza yer mi"), "yesno")[0].startswith("Evet")
