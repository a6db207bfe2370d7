"""A message that tells a hand and asks a number goes to the calculator (stories-r17/r20 causes: stories
answered by a rule article — "Cezayı hep atan yazar …", the match-length article — instead of a number).

Stories of our own; numbers worked by hand from the sources (oyna-yazboz: the match ends at 1000).
"""
from __future__ import annotations

import pytest

from referee.pipeline import pipeline_for
from referee.config import get_settings
from tests.referee.story.support import ask


@pytest.fixture(scope="module")
def pipeline():
    return pipeline_for(get_settings())


@pytest.mark.parametrize("story", [
    "turnuvada kalfa işlek attı m6, sıradaki hemen aldı, kalfaya ceza kaç",
    "turnuvada berberimiz okeyi yere attı, kimse almadı, berberimize ne ceza",
    "turnuvada zıpzıp işlek attı m6, sıradaki hemen aldı, zıpzıpa ceza kaç",
    "od kuralı, terzi da işlek attı, sonra cem normal bitti, terziye kaç",
])
def test_a_deed_told_of_a_word_read_as_no_one_is_asked_by_the_calculator(pipeline, story):
    composed = pipeline.answer(story, None)  # computed when the word is read as a player, else asked
    assert composed.kind == "calculation"


def test_anyone_doing_it_is_still_the_rule(pipeline):
    composed = pipeline.answer("turnuvada bir oyuncu okeyi yere attı, sıradaki aldı, kaç ceza yazılır", None)
    assert composed.kind == "rule"


@pytest.mark.parametrize("question", ["bitti mi", "biter mi", "bitiyor mu"])
def test_my_score_this_hand_onto_my_total_asks_whether_it_is_over(question):
    # 1000'e kadar: 900 + 55 = 955, under the target; the others' totals are untold
    ans = ask(f"1000'e kadar oynuyoruz, ben 900'deydim bu el 55 yedim {question}", "oyna-101")
    assert ans is not None and "**955**" in ans.answer.split("\n\n")[0]
