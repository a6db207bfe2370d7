"""Mechanisms found from spent blind round 2 (causes in /work/blind/rules-r2/causes.md).

Every question here is ours, written for the mechanism, never a round's phrasing.
"""
from __future__ import annotations

import pytest

from referee.answers.polarity import condition_contradicted, lead_of, penalty_polarity
from referee.classify.qtype import classify
from referee.search.parts import elliptic, split_parts
from referee.text.normalize import normalize


def _text(composed) -> str:
    return composed.parts.markdown()


# -- polarity: a penalty yes/no question is answered by whether the rule gives a penalty ----------

@pytest.mark.parametrize(("question", "ruleset", "lead"), [
    ("okey ıstakada kalırsa bana ceza yazılır mı", None, "evet"),          # 101 per okey left
    ("101de işlek atarsam cezasız kurtulur muyum", None, "hayir"),          # +101 even unopened
    ("eşim masadaki okeyimi aldı bana ceza yazılır mı", "turnuva-esli-101", "hayir"),
    ("düz okeyde işlek atınca ceza var mı", "oyna-duz", "hayir"),
])
def test_penalty_questions_lead_with_the_rules_answer(pipeline, question, ruleset, lead):
    assert lead_of(_text(pipeline.answer(question, ruleset))) == lead


def test_a_may_question_answered_by_no_penalty_is_yes(pipeline):
    """"Hayır: … cezası yoktur" answers "is there a penalty"; to "may I" the answer is yes."""
    text = _text(pipeline.answer("düz okeyde işlek taşı atabilir miyim", "oyna-duz"))
    assert lead_of(text) == "evet", text


def test_penalty_polarity_reads_only_penalty_questions():
    assert penalty_polarity("Okey atmak 101 cezadır.", normalize("okeyi atabilir miyim")) is None
    assert penalty_polarity("Son taş olarak atıp bitiyorsan ceza yoktur.",
                            normalize("son taş işlekse ceza var mı")) == "hayir"


def test_a_lead_under_a_condition_the_question_denies_is_turned():
    """"Evet, açtıysan …" does not answer "açmadan …" with yes."""
    assert condition_contradicted("Evet, elini açtıysan işleyebilirsin.", normalize("açmadan taş işleyebilir miyim"))
    assert not condition_contradicted("Evet, elini açtıysan işleyebilirsin.", normalize("açtım taş işleyebilir miyim"))
    c = normalize("elimi açmadan yerdeki okeyi alsam olur mu")
    assert condition_contradicted("Evet, elini açtıysan alabilirsin ve ceza yazılmaz.", c)


# -- question shape --------------------------------------------------------------------------------

@pytest.mark.parametrize("question", ["turnuvada ilk kim dağıtır", "ilk kim oynar okey gecesinde"])
def test_who_goes_first_is_not_a_history_question(kb, question):
    assert classify(question, kb.glossary).kind != "history"


def test_a_part_that_only_points_back_takes_the_previous_topic():
    parts = split_parts("okey atma cezası ne, diğer masalarda nasıl")
    assert len(parts) == 2 and elliptic(parts[1]) and not elliptic(parts[0])


def test_minute_abbreviation_is_read_as_the_unit():
    assert "dakika" in normalize("kaç dk bekleriz").folded.split()


# -- answers ----------------------------------------------------------------------------------------

def test_a_score_question_across_two_rulesets_gets_each_rule(pipeline):
    """One calculation answers one ruleset: two named rulesets and no told hand get each ruleset's rule."""
    c = pipeline.answer("elden bitince 101de rakip kaç yazar, düz okeyde kaç puan kaybeder")
    text = _text(c)
    assert c.kind == "rule" and "101 (standart)" in text and "Düz okey" in text


def test_same_or_not_across_rulesets_is_answered_first(pipeline):
    """The comparison's verdict leads, named ("Aynı değil, farklı"), not an Evet/Hayır."""
    text = _text(pipeline.answer("okey atma cezası turnuvada ve oyna appte aynı mı"))
    assert text.startswith("Aynı değil, farklı.") and lead_of(text) is None, text
    text = _text(pipeline.answer("işlek cezası turnuvada normal 101'den farklı mı"))
    assert text.startswith("Farklı.") and lead_of(text) is None, text


def test_a_broad_question_gets_a_second_overview_of_another_topic(pipeline, kb):
    c = pipeline.answer("eşli 101 turnuvası nasıl işliyor baştan anlatır mısın", "turnuva-esli-101")
    ids = [s["id"] for s in c.sources]
    topics = {kb.articles[i].topic for i in ids if i in kb.articles}
    assert len(ids) >= 2 and len(topics) >= 2, ids


def test_a_clear_lexical_lead_survives_rank_fusion(retriever):
    """A word only one article uses (here "berabere") keeps that article first even when the dense
    signal likes a neighbour that shares the everyday words."""
    res = retriever.search(normalize("turnuvada maç berabere kalırsa ne oluyor"), "turnuva-esli-101")
    assert res.hits[0].article_id == "mac-esitlik-turnuva"


# -- a two-part question whose whole is weakly matched: coverage per part --------------------------

def test_two_part_question_covered_part_by_part_is_answered(pipeline):
    """Each part has its own article, so the whole matches neither well and its support is low;
    every part covered on its own is the evidence that the question is covered."""
    q = "duz okeyde yedi cift kac puan okey atan ne olur"
    assert len(split_parts(q)) == 2
    # the whole may be weakly matched (answered part by part) or matched at once: either way both parts
    assert pipeline.retriever.search(q, "oyna-duz").reason in ("low_confidence", "")
    c = pipeline.answer(q, "oyna-duz")
    assert c.kind == "rule"
    ids = [s["id"] for s in c.sources]
    assert "yedi-ciftle-bitmek-duz" in ids and "okey-atma-cezasi-duz" in ids


def test_two_part_question_with_an_uncovered_part_still_abstains(pipeline):
    q = "turnuvada mac kac el surer el kac dakika"
    assert len(split_parts(q)) == 2
    assert pipeline.answer(q, "turnuva-esli-101").kind == "not_covered"
