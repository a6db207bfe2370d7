"""Discourse material (vocatives, "let me ask" asides) is set aside before a question is read.

Every question here is ours, written for the mechanism, never a blind round's phrasing.
"""
from __future__ import annotations

import pytest

from referee.search.parts import elliptic
from referee.text.discourse import EXAMPLES, strip_discourse


@pytest.mark.parametrize(("typed", "kept"), [ex for exs in EXAMPLES.values() for ex in exs])
def test_each_rule_corpus(typed, kept):
    assert strip_discourse(typed) == kept


@pytest.mark.parametrize(("typed", "kept"), [
    ("yavrum, okey kafa nedir", "okey kafa nedir"),
    ("abicim bi sorum olacak: düz okeyde gösterge kaç puan", "düz okeyde gösterge kaç puan"),
    ("kahvede tartışıyoruz biz, elden bitiş kaç kat", "elden bitiş kaç kat"),
    ("çifte gitmek ne demek, bilmiyorum da soruyorum", "çifte gitmek ne demek"),
    ("merak ediyorum yandan alınan taşla açmak şart mı", "yandan alınan taşla açmak şart mı"),
])
def test_asides_in_any_inflection_are_read_by_the_verbs_root(typed, kept):
    assert strip_discourse(typed) == kept


@pytest.mark.parametrize("question", [
    "Rıza emmi okeyle bitti, ben açmadım kaç yazarım",   # a kin word after a name is a player
    "benden sonraki abla işlek taşı aldı, kime ceza",
    "biri diyor ki okey yere atılmaz, doğru mu",          # a reported claim is content, not an aside
    "sahte okey ne demek",                                # "ne demek" is the question itself
    "hanım okeyi yere attı, ceza kime yazılır",
])
def test_content_is_never_removed(question):
    assert strip_discourse(question) == question


def test_a_question_made_only_of_discourse_comes_back_as_typed():
    assert strip_discourse("canım bi sorayım dedim") == "canım bi sorayım dedim"


def test_a_consequence_part_points_back_at_the_previous_act():
    assert elliptic("bize ceza yazılır mı") and elliptic("ceza var mı")
    assert not elliptic("okey kafa kaç kat") and not elliptic("yedi çift kaç")


def _text(composed) -> str:
    return composed.parts.markdown()


def test_a_warm_term_question_gets_the_terms_definition(pipeline):
    c = pipeline.answer("hocam balya ne demek, komşumuz soruyo da bi sorayım dedim")
    assert c.kind == "rule" and "balya" in _text(c).lower(), _text(c)


def test_a_trailing_vocative_does_not_turn_a_covered_question_away(pipeline):
    c = pipeline.answer("düz okeyde kaç taş dağıtılır kuzum", "oyna-duz")
    assert c.kind == "rule" and "14" in _text(c), _text(c)


def test_a_remark_after_the_question_does_not_pull_a_not_covered_entry(pipeline):
    c = pipeline.answer("okey kafa ne demek? Yeğenim sordu, ben de tam bilemedim", "turnuva-esli-101")
    assert c.kind == "rule" and "kafa" in _text(c).lower(), _text(c)


@pytest.mark.parametrize(("typed", "kept"), [
    ("çift ne demek 🙂 herkes çift çift diyor anlamadım", "çift ne demek"),
    ("yere atmak nedir efendim? Eşim anlattı ama anlayamadım.", "yere atmak nedir"),
])
def test_remarks_after_the_question_are_read_by_their_verb(typed, kept):
    assert strip_discourse(typed) == kept
