"""Readings a table cannot have are re-read, not computed (stories-r20 causes: confident wrong numbers).

- who finished lays every tile down: a "finisher" read holding tiles, or never opened in a normal
  finish, finished nothing — the finish is someone else's (a word not read as a player, or nobody named);
- "elimde okey m7 s4": an okey held and two tiles, not "the okey is m7";
- "104 kaldı (evet 104)": one remainder, confirmed;
- "ikimiz de 20'deydik": both of us; "ikimiz kaç" in a 101 hand: the two who write, not the finisher.

Stories of our own; numbers worked by hand from the sources (oyna-yazboz / od-101-puan: normal finish
×1, okey thrown mid-hand +101, an okey held 101; düz: normal finish −2 for the others, gösterge −1).
"""
from __future__ import annotations

import pytest

from tests.referee.story.support import ask, verdict


@pytest.mark.parametrize("story, n, ruleset", [
    # a word before "normal bitti" the reader does not take as a player: the finish is not Nuri's
    ("nuri el ortasında okeyi yere attı, sonra usta normal bitti. nuri açmıştı elinde m3 s5 kaldı, nuri kaç yazar", 109, "oyna-101"),
    ("el normal bitti, nuri açmıştı elinde 12 kaldı, nuri kaç", 12, "oyna-101"),
    ("nuri açmaya çalıştı olmadı, taşları geri topladı. sonra kalfa normal bitti, nuri hiç açamadı, nuri kaç", 303, "od-101"),
])
def test_a_finisher_who_holds_tiles_or_never_opened_finished_nothing(story, n, ruleset):
    # (od-101-puan: a failed opening taken back +101; oyna-yazboz writes it no penalty)
    assert verdict(story, ruleset)[:1] == [n]


@pytest.mark.parametrize("held, n", [("okey m7 s4", 112), ("okey k9 s2", 112), ("okey sarı 3 mavi 8", 112)])
def test_okey_first_in_a_held_list_is_an_okey_held(held, n):
    story = f"od kuralı, cem normal bitti, ben açmıştım elimde {held} kaldı kaç yazarım"
    assert verdict(story, "od-101") == [n]


def test_okey_told_before_the_hand_is_still_the_okey():
    # "okey sarı 9" outside a hand: the okey tile; od-101: an okey held counts 101
    assert verdict("od kuralı, okey sarı 9. cem normal bitti, açmıştım elimde okey ve m4 kaldı kaç yazarım",
                   "od-101") == [105]


@pytest.mark.parametrize("aside", ["(evet 40)", "(aynen 40)", "(evet evet 40)"])
def test_a_number_repeated_in_an_aside_is_one_remainder(aside):
    story = f"cem normal bitti, açmıştım elimde 40 kaldı {aside}, kaç yazarım"
    assert verdict(story, "oyna-101") == [40]


def test_ikimiz_de_with_two_players_told_gives_both_their_points():
    # düz: ayla shows the gösterge (me −1 → 19), I finish normal (ayla −2 → 18)
    story = "düz okeyde ayla göstergeyi gösterdi sonra ben normal bittim, ikimiz de 20'deydik, ayla kaç ben kaç"
    assert sorted(verdict(story, "oyna-duz")) == [18, 19]


def test_ikimiz_in_a_101_hand_is_the_two_who_write():
    story = "101, cem normal bitti. ayla açmıştı elinde 9 kaldı, ben açmıştım elimde 4 kaldı. ikimiz kaç"
    assert sorted(verdict(story, "oyna-101")) == [4, 9]
    # more players told than two, and no way to tell which two: asked back
    three = "101, cem normal bitti. ayla açmıştı elinde 9 kaldı, nuri açmadı, ben açmıştım elimde 4 kaldı. ikimiz kaç"
    assert ask(three, "oyna-101").calculation["result"] is None


def test_a_table_told_every_one_for_themselves_gets_no_team_variant():
    from referee.pipeline import pipeline_for
    from referee.config import get_settings

    composed = pipeline_for(get_settings()).answer("tekli 101'de cem kimse açmamışken hepsini indirip bitti, "
                                                   "ayla açmamıştı kaç yazıyor", None)
    assert "Eşli 101 turnuva" not in composed.answer and "**404**" in composed.answer


@pytest.mark.parametrize("told", ["oyna kuralı 101", "oyna kurallarıyla 101", "oyna kurallarında"])
def test_oyna_kurallari_names_the_standard_ruleset(told):
    from referee.classify.detect import detect_ruleset

    choice = detect_ruleset(f"{told} cem normal bitti kaç yazarım", None)
    assert choice.ruleset == "oyna-101" and choice.named


@pytest.mark.parametrize("asked", ["şimdi kim kaç", "artık herkes kaç", "şimdi kim kaçta"])
def test_now_who_is_at_what_after_the_points_told_is_the_new_totals(asked):
    # oyna-101 normal finish: cem -101 → 99; ayla 202 → 252; me 9 → 109
    story = f"el öncesi: cem 200, ayla 50, ben 100. cem normal bitti, ayla açamadı, ben açtım elimde 9 kaldı. {asked}"
    assert verdict(story, "oyna-101")[:3] == [99, 252, 109]
