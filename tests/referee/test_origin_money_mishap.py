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


def test_a_two_word_term_the_question_never_names_gives_way_in_retrieval():
    from dataclasses import dataclass

    from referee.knowledge import get_knowledge
    from referee.search.compound_term import prefer_plain
    from referee.search.retrieve import Retrieval

    @dataclass
    class Hit:
        article_id: str
        score: float

    titles = {"a": "Sahte okeyi atarsam işlek cezası yer miyim?", "b": "101'de işlek taş atarsam kaç ceza yazılır?",
              "c": "Eşli 101 turnuvasında işlek taş atınca kime kaç ceza yazılır?"}
    g = get_knowledge().glossary
    res = Retrieval(hits=[Hit("a", 0.2), Hit("b", 0.18)], abstain=False)
    assert prefer_plain(res, normalize("açmadan işlek taş atarsam ceza yer miyim"), g, titles).hits[0].article_id == "b"
    assert prefer_plain(res, normalize("sahte okeyi atarsam işlek mi"), g, titles).hits[0].article_id == "a"
    res2 = Retrieval(hits=[Hit("c", 0.2), Hit("b", 0.18)], abstain=False)
    assert prefer_plain(res2, normalize("turnuvada işlek attım ceza kaç"), g, titles).hits[0].article_id == "c"


@pytest.mark.parametrize("q, ruleset", [("oynada eşli 101 var mı", None)])
def test_the_app_named_oynada_reads_as_the_app(q, ruleset):
    out = ask(q, ruleset)
    assert out.answer.startswith("Hayır") and "eşli 101" in out.answer


def test_the_app_called_uygulama_is_one_side_of_a_comparison():
    from referee.search.parts import named_rulesets
    assert named_rulesets(normalize("turnuvada sınır var diyorlar, uygulamada da var mı")) == ["turnuva-esli-101", "oyna-101"]


def test_where_a_word_comes_from_asked_beside_another_question_is_told():
    out = ask("yazboz ile çetele bir mi? çetele kelimesi nereden geliyor?")
    assert out.kind == "rule" and "ağaç dalı" in out.answer
