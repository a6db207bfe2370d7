"""A penalty told with no hand end goes onto the total the story gives ("ben 187deydim, kaç oldum"), and a
question window that names no one ("kaç yazıyo") right after a clause about a player asks that player's.

Stories of our own; numbers from esli-101-turnuva (a failed opening 101; an işlek taken by the next player
costs its number × 10, nothing to the taker) and oyna-yazboz (an işlek discard +101)."""
from __future__ import annotations

from referee.story import read
from tests.referee.story.support import ask, verdict


def test_a_failed_opening_goes_onto_the_total_told():
    story = "turnuvada 88le açmaya kalktım tutmadı taşları geri aldım. ben 240taydım şimdi kaç oldum"
    assert verdict(story, "turnuva-esli-101") == [101, 341]


def test_a_judged_discard_goes_onto_the_players_total():
    story = "Remzi siyah 4 attı, yerde siyah 5 6 7 vardı. Remzi 300deydi kaç oldu"
    assert verdict(story, "oyna-101") == [101, 401]


def test_a_third_person_window_after_a_player_asks_that_player_and_the_next_window_the_asker():
    story = "turnuvada Remzi işlek attı k5, ben aldım. Remzi 120deydi kaç yazıyo, bana da ceza var mı"
    r = read(story, "turnuva-esli-101")
    assert r.question.targets[:2] == ["name:remzi", "ben"]
    assert verdict(story, "turnuva-esli-101")[:2] == [50, 0]


def test_a_take_asked_as_a_case_is_no_take_told_and_both_amounts_are_shown():
    # "sağımdaki alırsa … almazsa …": nothing was taken; the answer asks, with both amounts worked out
    story = "turnuvada okey sarı 7ydi, okeyi yere attım. sağımdaki alırsa kaç yazılır, almazsa kaç"
    ans = ask(story, "turnuva-esli-101")
    assert verdict(story, "turnuva-esli-101") == [] and "70" in ans.answer and "101" in ans.answer
