"""A told discard with its penalty asked and nothing saying whether the tile was işlek gets both numbers and
the one question — never "not covered", never an article's example (issue 11, point 8); no seat opening is
a story of its own ("dört oyuncunun hiçbiri açamadı").

Stories of our own; numbers from the engine's penalty table: esli-101-turnuva (an işlek taken by the next
player is its number × 10, else 101), oyna-yazboz (işlek +101; deste bitti, every unopened seat 202).
"""
from __future__ import annotations

import pytest

from tests.referee.story.support import ask, verdict


@pytest.mark.parametrize("story, ruleset, both", [
    ("turnuvada Ali kırmızı 8'i attı, sıradaki aldı, Ali'ye kaç ceza", "turnuva-esli-101", ("80",)),
    ("turnuvada Sevda siyah 12'yi attı, sağındaki aldı, Sevda'ya ne ceza yazılır", "turnuva-esli-101", ("120",)),
    ("turnuvada Cem mavi 5'i attı, kimse almadı, Cem'e ceza kaç", "turnuva-esli-101", ("101",)),
    ("Ali kırmızı 8'i attı, sıradaki aldı, Ali'ye kaç ceza", "oyna-101", ("101",)),
    ("od kuralı, Berk mavi 3'ü attı, Berk'e kaç ceza", "od-101", ("101",)),
    ("turnuvada ben sarı 6 attım, bana kaç ceza", "turnuva-esli-101", ("60", "101")),
])
def test_an_unjudged_discard_asks_whether_it_was_islek(story, ruleset, both):
    ans = ask(story, ruleset)
    assert ans is not None and ans.calculation["result"] is None
    assert "işlek" in ans.verdict and all(n in ans.verdict for n in both)


def test_the_okey_itself_thrown_is_no_islek_question():
    ans = ask("turnuvada okey sarı 4'tü, Oğuz sarı 4'ü yere attı, sıradaki aldı, Oğuz'a kaç ceza", "turnuva-esli-101")
    assert ans is None or "işlek olup olmadığını" not in ans.verdict


@pytest.mark.parametrize("nobody", [
    "dört oyuncunun hiçbiri açamadı", "hiçbir oyuncu elini açamadı", "dördümüzden hiçbiri açamadı",
])
def test_no_seat_opened_then_the_deck_ran_out_is_every_seat_202(nobody):
    # esli-101-turnuva: nobody opened and the tiles ran out → 202 each, 404 a side: 150 + 404, 90 + 404
    story = f"turnuvada {nobody} ve taşlar bitti, önceden biz 150, onlar 90'daydı. şimdi toplamlar ne"
    assert verdict(story, "turnuva-esli-101") == [554, 494]


def test_ceza_kac_after_a_told_discard_goes_to_the_calculator():
    from referee.classify.router import route

    assert route("turnuvada Cem mavi 5'i attı, kimse almadı, Cem'e ceza kaç").branch == "calculation"
    assert route("turnuvada işlek taşın cezası kaç").branch == "calculation"  # no hand told: the rule answers after
