"""Ruleset mentions read as the game only when they name it; broad questions answered by an overview.

Every question here is ours, written for the mechanism, never a blind round's phrasing.
"""
from __future__ import annotations

import pytest

from referee.search.coverage import near_miss
from referee.search.parts import named_rulesets, without_rulesets
from referee.text.normalize import normalize


@pytest.mark.parametrize(("question", "rulesets"), [
    ("101'e varmadan açınca OyunDostluğu'nda ceza var mı", ["od-101"]),       # the opening's number
    ("101'i geçince OD kurallarında ne olur", ["od-101"]),
    ("101'de ve düz okeyde gösterge kaç puan", ["oyna-101", "oyna-duz"]),     # the game, in the locative
    ("appta ve turnuvada kafa var mı", ["oyna-101", "turnuva-esli-101"]),     # the app said alone
    ("101 ile düz okeyin farkı ne", ["oyna-101", "oyna-duz"]),
])
def test_a_ruleset_is_named_by_its_name_not_by_a_number(question, rulesets):
    assert named_rulesets(normalize(question)) == rulesets


def test_the_opening_number_stays_in_the_other_rulesets_search():
    q = without_rulesets(normalize("101'i tutturamadan açarsam düz okeyde ve 101'de ne olur"), ["oyna-101"])
    assert "101'i" in q.folded and "101'de" not in q.folded


def test_a_broad_kim_question_is_no_near_miss_for_an_overview():
    q = normalize("eşli oyun nasıl oynanır, kim kiminle oturur")
    overview = "Dört kişi oynar; karşılıklı iki kişi bir takımdır ve puanları toplanır."
    assert near_miss(q, overview)                   # a narrow reading: no "otur" in the text
    assert not near_miss(q, overview, actor=False)  # an overview answering a broad question


def test_a_ruleset_named_as_the_reference_comes_after_the_one_asked():
    from referee.search.parts import compared_rulesets, reference_rulesets

    q = normalize("turnuvada da kafa var mı, oyna.app'teki gibi")
    assert reference_rulesets(q) == ["oyna-101"]
    assert compared_rulesets(q) == ["turnuva-esli-101", "oyna-101"]
