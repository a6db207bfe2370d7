"""Reported frames, bracketed conditions, and questions the sources never price (issue 10 points 4 and 5):
referee.text.discourse (the reported question), referee.search.denied_states (a denied state is no topic),
referee.answers.misdeal (a rack no deal gives), referee.classify.offtopic ("chance"). Every question here is
ours: other people, other numbers, other words than the spent rounds'."""
from __future__ import annotations

import pytest

from referee.answers.misdeal import misdealt
from referee.search.denied_states import denied
from referee.text.discourse import strip_discourse
from referee.text.normalize import normalize


@pytest.mark.parametrize(("typed", "read"), [
    ("dedem soruyor: gösterge kaç puan", "gösterge kaç puan"),
    ("kayınvalidem soruyor, çiftten açan kaç kat yazar", "çiftten açan kaç kat yazar"),
    ("Hatice diyor ki düz okeyde kaç taş dağıtılır", "düz okeyde kaç taş dağıtılır"),
    ("komşumuz sordu ki işlek taş nedir", "işlek taş nedir"),
])
def test_the_reported_question_is_the_question(typed, read):
    assert strip_discourse(typed) == read


@pytest.mark.parametrize("typed", [
    "eniştem diyor ki okey atan 101 yazar, doğru mu",   # a claim judged: the claim is what is asked
    "dayım diyor ki işlek atınca 10 katı yazılır",       # a claim, no question
    "dedem okeyi yere attı, ceza var mı",               # a person's deed, no frame
])
def test_a_claim_or_a_deed_keeps_its_teller(typed):
    assert strip_discourse(typed) == typed


def test_a_framed_question_is_answered_as_the_bare_one(pipeline):
    framed = pipeline.answer("teyzem soruyor: düz okeyde herkese kaç taş dağıtılıyor")
    bare = pipeline.answer("düz okeyde herkese kaç taş dağıtılıyor")
    assert framed.kind == bare.kind == "rule" and framed.sources[0]["id"] == bare.sources[0]["id"]


def test_a_denied_state_in_brackets_is_a_condition_not_the_topic(pipeline):
    """"(bitirmemişti, son taşı değildi)": the okey thrown mid-hand, not the okey as the last tile."""
    answer = pipeline.answer("okey ortaya atılınca ceza yazılır mı? (el bitmemişti, son taşı değildi)")
    assert answer.sources[0]["id"] == "okey-atma-cezasi-oyna"
    assert answer.answer.startswith("Evet")
    told = pipeline.answer("halam okeyi ortaya attı, ceza var mı? (el bitmemişti, son taşı değildi)")
    assert told.answer.startswith("Evet") and "101" in told.answer  # a told deed: the calculator prices it


@pytest.mark.parametrize(("question", "roots", "phrases"), [
    ("ceza var mı (el bitmemişti)", {"bit"}, set()),
    ("okey attı, son taşı değildi, ceza var mı", set(), {("son", "tas")}),
    ("ben açmadım, kaç yazarım", set(), set()),                        # the asker's own case
    ("101 tutturmadan açmak olur mu", set(), set()),                   # a manner asked
    ("biri açmış biri açmamış, yarıya iner mi", set(), set()),         # told both ways
])
def test_denied_states_are_read_from_the_question(question, roots, phrases):
    got_roots, got_phrases = denied(normalize(question))
    assert set(got_roots) == roots and set(got_phrases) == phrases


@pytest.mark.parametrize(("question", "ruleset", "misdeal"), [
    ("amcamın ıstakasında 24 taş çıktı, ne olacak", "oyna-101", True),
    ("dağıtırken bana 19 taş vermişler", "oyna-101", True),
    ("düz okeyde yengemin elinde 13 taş var", "oyna-duz", True),
    ("eli başlatmayan birinde 22 taş çıktı, başlayan da o değildi", "oyna-101", True),
    ("düz okeyde bende 15 taş var, başlayan benim", "oyna-duz", False),   # the starter's count
    ("101'de herkese kaç taş dağıtılır", "oyna-101", False),              # a count asked
    ("elimde 9 taş kaldı kaç yazarım", "oyna-101", False),                # a remainder
])
def test_a_rack_no_deal_gives_is_a_misdeal(question, ruleset, misdeal):
    assert misdealt(normalize(question), ruleset) is misdeal


def test_a_misdeal_is_not_covered_with_the_counts_the_sources_give(pipeline):
    answer = pipeline.answer("amcamın ıstakasında 24 taş çıktı, kime ceza yazılır")
    assert answer.kind == "not_covered" and "21" in answer.answer and "22" in answer.answer


@pytest.mark.parametrize("question", [
    "iki sahte okeyin aynı ele gelme ihtimali nedir",
    "açılışta 101'i tutturma olasılığı kaç",
    "gösterge eşinin bende çıkma ihtimali yüzde kaç",
])
def test_a_chance_asked_is_not_covered(pipeline, question):
    answer = pipeline.answer(question)
    assert answer.kind == "not_covered" and "olasılığı" in answer.answer


def test_a_plain_possibility_is_no_chance(pipeline):
    assert pipeline.answer("okeyi yere atarsam ceza ihtimali var mı").kind == "rule"
