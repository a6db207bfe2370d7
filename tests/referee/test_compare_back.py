""""X var mı? <ruleset>'den farkı ne": the second part asks the first part's topic under the named ruleset.
Every question here is ours, written for the mechanism."""
from __future__ import annotations

import pytest

from referee.search.parts import compared_back, split_parts


def test_a_full_stop_inside_a_name_is_no_sentence_end():
    assert split_parts("oyna.app kuralında okey kaç puan") == ["oyna.app kuralında okey kaç puan"]


@pytest.mark.parametrize(("question", "second_ruleset"), [
    ("düz okeyde işlek taş olur mu? standart 101'den farkı ne", "oyna-101"),
    ("düz okeyde el açmak diye bir şey var mı, 101 ile farkı nedir", "oyna-101"),
])
def test_each_part_gets_its_ruleset_article(pipeline, question, second_ruleset):
    composed = pipeline.answer(question)
    assert len(composed.sources) >= 2
    first, second = (pipeline.kb.articles[s["id"]] for s in composed.sources[:2])
    assert "oyna-duz" in first.rulesets and second_ruleset in second.rulesets
    assert first.topic == second.topic  # the same topic, the other ruleset


def test_a_part_with_a_topic_of_its_own_is_no_comparison():
    assert compared_back("101de kaç taş dağıtılır, farkı ne") is None
