"""A not-covered entry must not win over the article that states the rule the question asks for.

Two mechanisms (issue 10): "-mAyA kalkmak" is trying to do something, so an entry about a player
leaving the table ("kalktı gitti") is not required-matched by it; and when the support model is
unsure, every signal agrees on one article and the nearest entry itself points at that article
(its ``point_to``), the question asks the rule itself and the article answers it."""
from __future__ import annotations

import pytest

from referee.answers.entries import hand_numbers
from referee.search.coverage import without_attempt
from referee.service import get_pipeline
from referee.text.normalize import normalize


@pytest.fixture(scope="module")
def pipeline():
    return get_pipeline()


def test_trying_to_is_not_leaving():
    assert "kalkti" not in without_attempt(normalize("ortağım 90 ile perleri açmaya kalktı")).folded
    assert "kalkti" in without_attempt(normalize("ortağım masadan kalktı gitti")).folded


def _sources(composed) -> list[str]:
    return [s.get("id") or s.get("article") for s in composed.sources]


def test_a_short_opening_attempt_gets_the_tournament_rule(pipeline):
    c = pipeline.answer("eşli turnuvada rakip 95 sayıyla açmaya kalkıştı tutmadı, ne olacak")
    # the failed attempt is read as told (the calculator's 101 for it) or answered by the rule: the article either way
    assert c.kind in ("rule", "calculation") and "acis-tutmazsa-turnuva" in _sources(c)
    assert c.kind == "rule" or "101" in c.answer


def test_a_substitute_mid_match_gets_the_substitute_rule(pipeline):
    c = pipeline.answer("turnuvada maç sürerken oyuncumuz kalktı, yerine yedek oturur mu")
    assert c.kind == "rule" and "yedek-degisimi-turnuva" in _sources(c)


@pytest.mark.parametrize("question", [
    "turnuvada maçın ortasında bir oyuncu bırakıp giderse maç ne olur",
])
def test_leaving_the_table_stays_not_covered(pipeline, question):
    assert pipeline.answer(question).kind == "not_covered"


def test_a_count_of_players_is_not_a_figure_of_the_hand():
    assert hand_numbers(normalize("4 kişi de çift açarsa ne olur")) == []
    assert hand_numbers(normalize("elimde 12 kaldı, 4 oyuncuyuz")) == [12]


def test_a_hypothetical_compared_across_rulesets_is_a_rule_per_ruleset(pipeline):
    c = pipeline.answer("oyna.app'te ve turnuvada dört kişi çift açınca el bozulur mu")
    assert c.kind == "rule"
    assert {"dort-cift-acis-oyna", "dort-cift-acis-turnuva"} <= set(_sources(c))
