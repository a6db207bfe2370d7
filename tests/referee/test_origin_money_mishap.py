"""A word's origin the glossary tells is answered, money play and table mishaps are not covered, and
"… -sam da olur mu" asks leave. Every question here is ours, written for the mechanism."""
from __future__ import annotations

import pytest

from referee.answers.polarity import settle
from referee.service import ask
from referee.text.normalize import normalize


def test_a_words_origin_told_in_the_glossary_is_answered_with_it():
    out = ask("çetele ne anlama gelir, niye böyle deniyor")
    assert out.kind == "rule" and "ağaç dalı" in out.answer


@pytest.mark.parametrize("q", ["kahvede parayla okey oynamak suç mu", "çay parasına oynuyoruz kaybeden öder olur mu",
                               "masa devrildi taşlar dağıldı el yeniden mi dağıtılır",
                               "ıstakaya çay döküldü, taşlar birbirine karıştı, ne yapıyoruz"])
def test_money_play_and_mishaps_are_not_covered(q):
    assert ask(q).kind == "not_covered"


def test_a_table_mix_up_of_the_score_is_no_mishap():
    assert ask("hesap karıştı abi, okey atınca kaç ceza yazılır").kind != "not_covered"


def test_even_if_i_do_not_olur_mu_asks_leave():
    out = settle(["Hayır: elini tek turda bitiriyorsan 101'i tutturman gerekmez."],
                 normalize("hepsini bir seferde indirsem 101i tutturmasam da olur mu"), "yesno")
    assert out[0].startswith("Evet")
