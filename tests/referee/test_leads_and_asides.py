"""Leads and asides (examples of our own, never a round's): a glued slang yes/no is yes/no; a question that
ends asking a difference leads with no Evet/Hayır; what a thing counts as is settled by the sentence about that
thing; a told aside after the asking clause does not steer the search."""
from __future__ import annotations

import pytest

from referee.classify.qtype import question_form
from referee.search.asking import before_aside
from referee.text.normalize import normalize


@pytest.mark.parametrize("question", ["okeyi atarsam ceza yiyomuyum", "ben de puan yaziyomuyum",
                                      "sahte okeyi atarsam cezami yerim", "yedek oyuncu oynayabilirmi"])
def test_a_glued_slang_particle_asks_yes_or_no(question):
    assert question_form(question) == "yesno", question


def test_a_glued_slang_yes_no_leads_with_its_verdict(pipeline):
    c = pipeline.answer("OyunDostluğunda takım arkadaşım bitirdiğinde ben de el puanı yazıyomuyum")
    assert c.answer.startswith("Hayır"), c.answer


@pytest.mark.parametrize("question", ["düz okeyde işlek var mı? 101'de nasıl? ne farkı var",
                                      "okey atmak cezalı mı, turnuvada nasıl, farkları ne"])
def test_a_question_ending_on_a_difference_has_no_lead(pipeline, question):
    c = pipeline.answer(question)
    assert not c.answer.startswith(("Evet", "Hayır")), c.answer


def test_what_two_fake_okeys_count_as_comes_from_their_sentence(pipeline):
    c = pipeline.answer("iki sahte okeyi yan yana koyarsam çift olur mu")
    assert c.answer.startswith("Evet"), c.answer
    assert "sahte okey" in c.answer.split("\n")[0]


def test_a_pair_of_two_colours_stays_no(pipeline):
    assert pipeline.answer("sarı 4 ile siyah 4 çift sayılır mı").answer.startswith("Hayır")


def test_an_aside_after_the_asking_clause_is_cut_off():
    assert before_aside(normalize("okeyi atarsam ceza yer miyim? bizim masada herkes yazıyor")).folded == \
        "okeyi atarsam ceza yer miyim"
    assert before_aside(normalize("bizim masada herkes yazıyor, okeyi atarsam ceza yer miyim")) is None


def test_a_short_opening_with_an_aside_reaches_its_article(pipeline):
    c = pipeline.answer("oyna.app'te 101 olmadan elimi indirirsem ceza var mı? bizim kahvede 101 yazıyorlar", "oyna-101")
    assert c.sources[0]["id"] == "acis-tutmazsa-oyna"
    assert c.answer.startswith("Hayır"), c.answer


def test_a_count_that_ends_its_clause_counts_an_amount(pipeline):
    """"… puanı kaç, ne zaman gösterilir": the "kaç" counts the points, not "ne"; both parts are answered."""
    c = pipeline.answer("eşli düz okeyde göstergenin puanı kaç, hangi anda gösterilir?")
    assert c.kind == "rule", c.answer
    assert "1" in c.answer and "çek" in c.answer


def test_a_greeting_and_a_reporting_frame_say_nothing(pipeline):
    c = pipeline.answer("mrb babam soruyo gosterge mavi 13 olunca okey mavi 1 mi oluyor")
    assert c.kind == "rule", c.answer
    assert c.sources[0]["id"] == "okey-nasil-belirlenir"


def test_a_who_near_miss_of_one_part_is_answered_by_parts(pipeline):
    c = pipeline.answer("101de yazboz kağıdına puanları nasıl yazıyorsunuz? en sonda kim kazanmış sayılır")
    assert c.kind == "rule", c.answer
    assert "düşük" in c.answer


def test_a_first_yes_no_part_settled_by_the_next_parts_article_leads(pipeline):
    """"… yedek girebilir mi? … sonra değişir mi": the reserve's own article settles the first part too; the
    partner in the condition ("eşim gelmezse") is not whom the part asks about."""
    c = pipeline.answer("eşli turnuvada ortağım gelmezse onun yerine yedek oynayabilir mi, maçın ortasında "
                        "oyuncu değişebilir mi", "turnuva-esli-101")
    assert c.answer.startswith("Evet"), c.answer


def test_an_opening_that_varies_takes_no_verdict_from_another_part(pipeline):
    c = pipeline.answer("turnuvada eşler birbirine işaret yapabilir mi? duvara ne asalım", "turnuva-esli-101")
    assert not c.answer.startswith(("Evet", "Hayır")), c.answer


def test_each_ruleset_of_a_comparison_gets_its_own_version(pipeline):
    """An article found under one ruleset that holds for another is replaced by its group's version for
    that ruleset: oyna.app's lock beside the tournament's 101."""
    c = pipeline.answer("soldan aldığım taşı kullanamazsam geri koyarım; oyna.app'te ne olur, eşli turnuvada ne olur?")
    ids = [s["id"] for s in c.sources]
    assert "yandan-alip-acamamak-oyna" in ids and "yandan-alip-acamamak-turnuva" in ids, ids
    assert "kilit" in c.answer and "101 ceza" in c.answer


def test_a_hedge_on_an_edge_case_never_decides_the_lead(pipeline):
    # od-101-puan: at a team table the finisher's partner writes nothing; the article's hedge on in-hand +101
    # penalties ("kaynak burada açık değil; biz şöyle okuyoruz: …") must not turn the verdict into an Evet
    out = pipeline.answer("OyunDostluğunda eşli oynarken eşim eli bitirdi, ben ceza yazıyor muyum", "od-101")
    assert out.kind == "rule"
    assert out.answer.lower().startswith("hayır"), out.answer
