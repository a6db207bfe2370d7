"""A number asked for a group is given for the whole group, or asked back — never for one of it
(stories-r17/r18 causes: confident wrong numbers where "dördümüzün toplamı", "X'le benim toplam",
"ikimize toplam" or "Martılar ikisi de açamamıştı" were answered for one player or the other side).

Stories of our own; numbers worked by hand from the sources (oyna-yazboz: normal finish ×1, an
unopened hand 202, pairs opened ×2; esli-101-turnuva: kafa ×2, okey kafa ×4, the finisher's partner 0).
"""
from __future__ import annotations

import pytest

from referee.story import read
from tests.referee.story.support import ask, verdict

_HAND = "cem normal bitti. ben açtım elimde 9 kaldı, ayla açamadı, nuri çiftten açtı elinde 4 kaldı."


@pytest.mark.parametrize("question", [
    "üçümüze ayrı ayrı kaç yazılır", "üçümüzün puanı ne", "dördümüz ne yazıyoruz", "dördümüze kaç yazılır",
    "tek tek kime kaç"])
def test_a_group_of_us_asks_each_of_it(question):
    numbers = verdict(f"{_HAND} {question}", "oyna-101")
    assert {9, 202, 8} <= set(numbers)


@pytest.mark.parametrize("question, total", [
    ("nuri'yle benim toplam kaç", 17), ("aylayla benim toplamımız ne", 211), ("ayla ile ben toplam kaç", 211)])
def test_a_sum_over_two_players_is_given_with_their_numbers(question, total):
    ans = ask(f"101 herkes kendine. {_HAND} {question}", "oyna-101")
    assert ans is not None and f"**{total}**" in ans.answer.split("\n\n")[0]


def test_the_two_of_us_with_only_the_asker_told_is_asked_back():
    # "ikimiz": the asker and who? the finisher is not one of the two who write
    story = "101 herkes kendine. cem normal bitti, ben açmadım. ikimize toplam kaç yazılır"
    ans = ask(story, "oyna-101")
    assert ans is not None and ans.calculation["result"] is None


def test_a_word_joined_with_ile_that_names_no_one_is_asked_back():
    story = "101 herkes kendine. cem normal bitti, ben açmadım. teyzemgille benim toplam kaç"
    ans = ask(story, "oyna-101")
    assert ans is not None and ans.calculation["result"] is None


def test_my_partner_and_me_at_a_team_table_is_our_side():
    story = "eşli 101 turnuva, nuri normal bitti. açtım elimde 12 kaldı, eşim çiftten açtı elinde 5 kaldı. eşimle benim toplam kaç"
    ans = ask(story)
    assert ans is not None and "**22**" in ans.answer.split("\n\n")[0]


@pytest.mark.parametrize("both", ["ikisi de açamamıştı", "2'si de açmadı", "ikisi de hiç açamadı"])
def test_both_of_a_side_told_after_the_finisher_are_the_other_side(both):
    # kafa ×2: each unopened rival 404, the side 808; the finisher -202, the partner 0
    story = f"turnuvada selim kafa attı, karşı çiftin {both}. onlara toplam kaç yazılır"
    assert 808 in verdict(story, "turnuva-esli-101")


def test_both_of_them_is_never_the_one_talked_about_last():
    r = read("cem normal bitti, ikisi de açamamıştı. kaç yazarlar", "oyna-101")
    assert r.hands[0].players.get("name:cem") is None or r.hands[0].players["name:cem"].opened != "yok"
