"""A yes/no lead is checked against the condition the question asks under (issue 10, cause 1).

The finish a question tells ("çiftten bitirince", "normal bitişte", "kafa atınca"), the deed it asks
("işleyebilir mi" beside an article led by another restriction) and the article that speaks of the deed
at all: the lead is the one for the asked condition, never the article's default.
Every question and verdict here is ours, written for the mechanism, never a blind round's phrasing.
"""
from __future__ import annotations

import pytest

from referee.answers.conditions import deed_told_later, finish_lead
from referee.answers.finishes import finishes_named, same_finish
from referee.answers.leads import lead_of
from referee.answers.polarity import settle
from referee.text.morph import verb_of
from referee.text.normalize import normalize
from referee.text.respell import respell


@pytest.mark.parametrize(("text", "kinds"), [
    ("karsi takim ciftten bitirince ne olur", {"cift"}),
    ("rakip normal bitirdi", {"normal"}),
    ("okeyi son tas olarak atip bitti", {"okey"}),
    ("okey kafa atti", {"okey kafa"}),
    ("ciftten okeyle bitiste 808", {"cift okey"}),
    ("normal ya da okeyle bitiste", {"normal", "okey"}),
    ("ciftten actim, kalanim 20", set()),  # an opening, no finish
    ("okeyi yerden aldim", set()),
    ("bitiren kafa degil, normal bitti", {"normal"}),  # "kafa değil": not the case
    ("tam ceza diger bitislerde (normal, okeyle) yazilir", {"normal", "okey"}),
])
def test_finishes_a_text_names(text, kinds):
    assert finishes_named(text) == frozenset(kinds)


def test_an_elden_finish_is_a_kafa():
    assert same_finish(frozenset({"elden"}), frozenset({"kafa"}))
    assert not same_finish(frozenset({"kafa"}), frozenset({"okey kafa"}))


DOUBLED = ["Bitişin katı yalnızca kafada ve okey kafada ikiye katlanır; diğer bitişlerde kat değişmez."]


@pytest.mark.parametrize(("question", "lead"), [
    ("rakip normal bitirince kat ikiye katlanır mı", "hayir"),
    ("karşı taraf çiftten bitirirse kat katlanır mı", "hayir"),
    ("okey kafa atılınca kat katlanır mı", "evet"),
    ("kafa atınca kat katlanır mı", "evet"),
    ("kat katlanır mı", None),  # no finish told: the asked condition cannot be checked
])
def test_a_fact_told_for_other_finishes_does_not_hold_for_the_asked_one(question, lead):
    assert finish_lead(DOUBLED, normalize(question)) == lead


def test_a_fact_told_for_every_finish_keeps_the_lead():
    rule = ["Bitiren her bitişte eksi yazar.", "Kafada bitiren iki katı eksi yazar."]
    assert finish_lead(rule, normalize("normal bitişte bitiren eksi yazar mı")) is None


def test_a_fact_denied_for_other_finishes_says_nothing_of_the_asked_one():
    assert finish_lead(["Kafada kat değişmez."], normalize("normal bitişte kat değişir mi")) == "none"


def test_the_settled_lead_follows_the_asked_finish():
    out = settle(DOUBLED, normalize("rakip normal bitirince kat ikiye katlanır mı"), "yesno")
    assert lead_of(out[0]) == "hayir", out
    out = settle(["Evet. " + DOUBLED[0]], normalize("rakip normal bitirince kat ikiye katlanır mı"), "yesno")
    assert lead_of(out[0]) == "hayir", out


def test_a_penalty_change_is_not_answered_by_the_penalty_existing():
    """"cezası yarıya iner mi" to a table of penalties that never speaks of halving: no Evet from "202"."""
    table = ["Bitiren eksi yazar: normal bitişte açamayan 202, kafada 404 yazar."]
    out = settle(table, normalize("normal bitişte açamayanın cezası yarıya iner mi"), "yesno")
    assert lead_of(out[0]) is None, out


def test_a_later_sentence_about_the_asked_deed_turns_a_lead_about_another():
    verdict = "Hayır: bu elde yeni per açamazsın. Ama yerdeki perlere taş işleyebilirsin."
    assert deed_told_later(verdict, normalize("bu elde yerdeki perlere taş işleyebilir miyim")) == "evet"
    out = settle([verdict], normalize("bu elde yerdeki perlere taş işleyebilir miyim"), "yesno")
    assert out[0].startswith("Evet."), out
    out = settle([verdict], normalize("bu elde yeni per açabilir miyim"), "yesno")
    assert out[0].startswith("Hayır"), out


def test_a_later_sentence_under_an_untold_condition_settles_nothing():
    verdict = "Hayır: yeni per açamazsın. Elini açtıysan taş işleyebilirsin."
    assert deed_told_later(verdict, normalize("taş işleyebilir miyim")) is None


def test_inmek_is_read_as_its_own_verb():
    """"iner" is "inmek", not the copula with a passive; "iki" is no verb at all."""
    assert verb_of("iner").root == "in" and verb_of("inmez").negative
    assert verb_of("iki") is None and verb_of("ikisi") is None


def test_a_not_done_participle_is_not_split_before_a_particle():
    assert respell("gelmemisin sirasi gecer mi") == "gelmemisin sirasi gecer mi"
    assert respell("bu per dogrumu") == "bu per dogru mu"


def test_the_article_that_speaks_of_the_asked_deed_answers(pipeline):
    """A halving question under a finish the halving does not cover: Hayır, from the halving article."""
    c = pipeline.answer("eşli turnuvada eşim açık, ben kapalıyım; karşı taraf normal bitirdi, cezam yarıya düşer mi",
                        "turnuva-esli-101")
    text = c.parts.markdown()
    assert lead_of(text) == "hayir", text
    assert "kafa" in text
