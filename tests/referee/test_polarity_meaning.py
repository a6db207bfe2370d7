"""Evet/Hayır by meaning (issue 10 §6; causes in /work/blind/rules-r4/causes.md, mechanisms 1-3).

The unit tests give the mechanism our own sentences; the end-to-end ones ask our own questions
(never a round's phrasing) and check the lead against the rule our articles state.
"""
from __future__ import annotations

import pytest

from referee.answers.asked import read_asked
from referee.answers.clause_polarity import settle_asked
from referee.answers.polarity import lead_of, settle
from referee.classify.qtype import question_form
from referee.text.morph import verb_of
from referee.text.normalize import normalize


def _settled(question: str, text: str) -> str | None:
    asked = read_asked(normalize(question))
    assert asked is not None, question
    return settle_asked(text, asked)


# -- morphology: the root and the negation, not the surface prefix ---------------------------------

@pytest.mark.parametrize(("word", "root", "negative"), [
    ("sokamazsın", "sok", True), ("değişmez", "degis", True), ("alınır", "al", False),
    ("isletebilir", "isle", False), ("yazılmıyor", "yaz", True), ("acmadim", "ac", True),
    ("çekmeden", "cek", True), ("gelebilirsin", "gel", False),
])
def test_verb_root_and_negation(word, root, negative):
    v = verb_of(word)
    assert v is not None and (v.root, v.negative) == (root, negative)


# -- (a) the predicate stated with another verb, a negation, an opposite, existence, permission ----

@pytest.mark.parametrize(("question", "text", "lead"), [
    ("kadro sonradan değişebilir mi", "Kayıt bir kez yapıldıysa kadro sabittir.", "hayir"),
    ("elin ortasında yeni oyuncu girebilir mi", "Elin ortasında masaya yeni oyuncu sokamazsın.", "hayir"),
    ("açtıktan sonra çift de işletebilir miyim", "Açtıysan masadaki perlere taş işleyebilirsin.", "evet"),
    ("düz okeyde katlamalı diye bir şey var mı", "Düz okeyde katlamalı açış yoktur.", "hayir"),
    ("benim perime taş ekledi, serbest mi", "Açmış olan herkes her pere taş işleyebilir.", "evet"),
    ("benim perime taş ekledi, yasak mı", "Açmış olan herkes her pere taş işleyebilir.", "hayir"),
])
def test_predicate_settled_by_meaning(question, text, lead):
    assert _settled(question, text) == lead


def test_no_sentence_about_the_predicate_gives_no_lead():
    """A wrong Evet/Hayır is worse than none."""
    assert _settled("yedek oyuncu kadroya girebilir mi", "Okeyi yere atan 101 ceza yazar.") is None


# -- (b) two predicates: the permission asked first leads --------------------------------------------

def test_two_verbal_predicates_are_a_yes_no_question():
    assert question_form("sahte okeyle bitebilir miyim yoksa ceza mı yerim") == "yesno"
    assert question_form("kağıda mı yazalım uygulamaya mı") == "wh"


def test_permission_first_then_no_penalty():
    norm = normalize("sahte okeyi atıp bitebilir miyim yoksa ceza mı yerim")
    out = settle(["Hayır: son taşını atıp eli bitiriyorsan ceza yazılmaz."], norm, "yesno")
    assert lead_of(out[0]) == "evet", out


def test_allowed_leads_yes_whatever_the_penalty():
    norm = normalize("okeyi atabilir miyim ceza yer miyim")
    out = settle(["Okeyi yere atmak serbesttir ama 101 ceza yazılır."], norm, "yesno")
    assert lead_of(out[0]) == "evet", out


def test_penalised_deed_without_a_permission_is_not_one_word():
    """"Atarsan 101" says what it costs, not whether it is allowed: no lead."""
    norm = normalize("okeyi atabilir miyim ceza yer miyim")
    out = settle(["Okeyi yere atarsan 101 ceza yazılır."], norm, "yesno")
    assert lead_of(out[0]) is None, out


# -- (c) the question's own condition, exception and actor -----------------------------------------

@pytest.mark.parametrize(("question", "text", "lead"), [
    # the question says it has drawn; the rule holds before drawing
    ("ilk taşı çektikten sonra gösterge gösterebilir miyim", "Göstergeyi ilk taşı çekmeden önce gösterirsin.",
     "hayir"),
    # the question's state agrees with the later, specific clause
    ("el başladıktan sonra yedek girebilir mi",
     "Yedek, asıl oyuncu gelmediyse masaya oturur. El bir kez başladıysa yedeği oyuna sokamazsın.", "hayir"),
    # exception: "dışında" against "yalnızca"
    ("masadaki perden sahte okey dışında taş alabilir miyim", "Perden yalnızca okey alınır.", "hayir"),
    # actor: the partner's clause, not the opponent's
    ("eşimin okeyini alırsam ceza var mı", "Rakip alırsa 101 yazılır. Eşin alırsa kimseye ceza yazılmaz.", None),
])
def test_question_conditions(question, text, lead):
    if lead is None:  # a penalty question: read through settle (the penalty reading)
        out = settle([text], normalize(question), "yesno")
        assert lead_of(out[0]) == "hayir", out
    else:
        assert _settled(question, text) == lead


def test_hedged_permission_is_yes_only_for_the_allowed_verb():
    para = "Hayır, her zaman değil: taşı ancak o turda kullanacaksan alabilirsin."
    assert lead_of(settle([para], normalize("elimi açmadan yandan taş alabilir miyim"), "yesno")[0]) == "evet"
    assert lead_of(settle([para], normalize("aldığım taşı geri atabilir miyim"), "yesno")[0]) == "hayir"
    assert lead_of(settle([para], normalize("her zaman yandan alabilir miyim"), "yesno")[0]) == "hayir"


def test_a_verdict_that_varies_gets_no_derived_lead():
    out = settle(["Bu masaya göre değişir: bazı masalarda serbest, bazılarında yasaktır. Sorarsan verebilirsin."],
                 normalize("eşime işaret verebilir miyim"), "yesno")
    assert lead_of(out[0]) is None, out


def test_wh_question_never_leads():
    out = settle(["Evet: 101 yazılır."], normalize("okey atınca kaç yazılır"), "wh")
    assert lead_of(out[0]) is None


# -- end to end, our own questions -------------------------------------------------------------------

@pytest.mark.parametrize(("question", "ruleset", "lead"), [
    ("turnuvada maç başladıysa kadroyu değiştirebilir miyiz", "turnuva-esli-101", "hayir"),
    ("perdeki okeyden başka bir taşı da alabilir miyim", "turnuva-esli-101", "hayir"),
    ("düz okeyde okeyi yere atsam olur mu ceza yazılır mı", "oyna-duz", "evet"),
])
def test_end_to_end_leads(pipeline, question, ruleset, lead):
    text = pipeline.answer(question, ruleset).parts.markdown()
    assert lead_of(text) == lead, text


# -- second pass (rules-r5 causes): focus particle, obligation, actor, declared and compared leads ---

def test_focus_particle_asks_the_verb_after_it():
    assert _settled("bitiren eksi mi yazar", "Eli bitiren −101 yazar.") == "evet"


def test_comparison_focus_is_not_settled_by_the_verb():
    """"aynı mı sayılıyor" is a comparison: the verb "sayılır" does not answer it."""
    assert _settled("çiftle açanın taşları aynı mı sayılıyor", "Kalan taşlar iki kat sayılır.") is None


def test_obligation_answered_by_bind_or_need():
    text = "Sonra açan öncekini geçmek zorundadır. Ama eşinin açışı seni bağlamaz."
    assert _settled("eşim 130la açtı, onu geçmek zorunda mıyım", text) == "hayir"


def test_partner_question_needs_a_partner_clause():
    assert _settled("eşim benim perime işleyebilir mi", "Açtıysan her pere işleyebilirsin.") is None


def test_an_articles_declared_verdict_leads():
    out = settle(["oyna.app'te hayır: sahte okey joker değildir."], normalize("sahte okey joker olur mu"), "yesno")
    assert lead_of(out[0]) == "hayir", out


def test_penalty_clause_of_the_questions_actor_outranks_an_own_lead():
    para = "Hayır, ceza yazılmaz. Eşin alırsa ceza yok. Rakip takım alırsa koyana 101 yazılır."
    out = settle([para], normalize("rakip masadaki okeyimi alırsa bana ceza yazılır mı"), "yesno")
    assert lead_of(out[0]) == "evet", out


def test_same_lead_only_when_the_first_question_asks_it(pipeline):
    """"X'e ceza yazılır mı? … aynı mı": the first question differs per ruleset, so no one-word lead."""
    text = pipeline.answer("okey elde kalınca ceza yazılır mı, 101 ile OyunDostluğu'nda aynı mı").parts.markdown()
    assert lead_of(text) is None, text


def test_existence_of_a_game_inside_another_ruleset(pipeline):
    text = pipeline.answer("oyundostlugunda eşli 101 diye bir şey var mı").parts.markdown()
    assert "ayrı ayrı" not in text.split("\n")[0], text


# -- answers that were missing (rules-r4/r5 wrong and abstained; our own questions) ---------------

def test_term_pair_leads_with_both_definitions(pipeline):
    text = pipeline.answer("seri ile kütün farkı nedir").parts.markdown()
    assert "aynı renk" in text.lower() and "aynı sayı" in text.lower(), text


def test_definition_read_from_the_last_clause(kb):
    from referee.classify.qtype import classify
    shape = classify("bizimkiler sürekli 'balya yap' diyor anlamadım. balya ne demek?", kb.glossary)
    assert shape.kind == "definition" and shape.term.key == "balya"


def test_a_clause_holds_under_the_condition_its_sentence_set():
    """"Maç başladıysa kadro sabittir: yedeği sokamazsın" — the second clause holds once the match has
    started, so it outranks a later clause about another case ("gelmediyse … oturur")."""
    text = ("Yedek, asıl oyuncu gelmezse oturur. Maç başladıysa kadro sabittir: yedeği oyuna sokamazsın. "
            "Asıl oyuncu turnuvaya gelmediyse maça baştan yedek oturur.")
    assert _settled("maç başladıktan sonra yedek oyuncu oyuna girebilir mi", text) == "hayir"


def test_oyundostlugu_chips_are_a_rule_question(kb):
    from referee.classify.qtype import classify
    from referee.classify.router import route

    assert route("oyundostluğu çipleri gerçek para mı").branch == "rule"
    assert classify("oyundostluğu çipleri satın alınır mı", kb.glossary).kind == "rule"
    assert classify("iyi bir okey takımı nereden satın alınır", kb.glossary).kind == "price"


# -- an article's own "the source does not say" sentence about the asked point: not covered --------

def test_silent_sentence_about_the_asked_point_makes_it_not_covered(pipeline):
    text = pipeline.answer("OyunDostluğu'nda deste bitince sonraki eli kim dağıtacak", "od-101")
    assert text.kind == "not_covered" and "söylemez" in text.answer, text.answer


def test_silent_side_note_does_not_take_an_answer_away(pipeline):
    """The first paragraph answers ("en az kaçla açarım"); the silence is about another point."""
    a = pipeline.answer("OyunDostluğu'nda katlamalı masada en yüksek açış 130, ben kaçla açarım", "od-101")
    assert a.kind != "not_covered", a.answer


def test_silent_about_the_partner_is_not_about_the_opponent():
    from types import SimpleNamespace as A

    from referee.answers.silent import silent_on

    art = A(answer="Perdeki okeyi başka biri alırsa perin sahibi 101 yer.",
            body="Perdeki okeyi başka biri alırsa perin sahibi 101 yer. Kaynak, okeyi eşin alırsa cezanın yazılıp "
                 "yazılmadığını anlatmaz.")
    assert silent_on(art, normalize("rakip perimdeki okeyi aldı ceza yazılır mı")) is None
    assert silent_on(art, normalize("eşim perimdeki okeyi aldı cezası yazılır mı")) is not None


def test_zero_penalty_to_a_yes_no_question_leads_no(pipeline):
    a = pipeline.answer("rakip benim indirdiğim perdeki okeyi aldı, bana ceza yazılır mı", "oyna-101")
    assert a.kind == "calculation" and lead_of(a.answer) == "hayir", a.answer


# -- third pass: a condition done another way, a condition the question does not tell, verbal nouns --

def test_a_condition_done_another_way_does_not_settle():
    """"Seriyle açtıysan … indirebilirsin" says nothing of a player who opened with pairs."""
    assert _settled("çiftten açtım, yeni seri indirebilir miyim",
                    "Seri ya da kütle açtıysan yeni seri indirebilirsin.") is None


def test_a_clause_under_an_untold_condition_ranks_below_a_plain_one():
    text = "El sırasında yeni oyuncu sokamazsın. El sırasında biri gelmediyse yeni oyuncu oturur."
    assert _settled("el sırasında yeni oyuncu girebilir mi", text) == "hayir"


def test_a_verbal_noun_is_not_the_asked_verb():
    assert verb_of("açış") is not None and not verb_of("açış").finite
    assert _settled("çift açtım seri açabilir miyim", "Açışın ya serilerden ya da çiftlerden oluşur.") is None


def test_a_noun_predicate_denied_by_the_verb_after_it():
    """"işlek mi" — "serideki okeyin yerine geçen taş işlek sayılmaz" is a no."""
    assert _settled("yerde seri var, bu taşı atsam işlek mi", "Okeyin yerine geçen taş işlek sayılmaz.") == "hayir"


@pytest.mark.parametrize(("question", "lead"), [
    ("oyun başladıktan sonra yerine başkası oturabilir mi", "hayir"),  # the started case: "sokamazsın"
    ("eşim hiç gelmedi, yerine biri oturabilir mi", "evet"),           # the case the article allows
])
def test_sitting_in_is_settled_by_the_clause_about_putting_someone_in(question, lead):
    """"oturmak" at a table is the deed the article says with "sokmak" / "girmek" (ours)."""
    text = ("Yedek, ancak asıl oyunculardan biri gelemediğinde masaya oturur. Oyun bir kez başladıysa kadro "
            "sabittir: ortada kimseyi oyuna sokamazsın.")
    assert _settled(question, text) == lead
