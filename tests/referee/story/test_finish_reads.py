"""Finish, last-tile and table reads (stories-r17/r18 causes 002, 015, 029, 035, 042, bs18-035, 063).

Stories of our own; numbers worked by hand from the sources (oyna-terimler "Elden bitmek": the others
404, with the okey last 808; oyna-yazboz: a sahte okey thrown last is no okey finish; düz: the
gösterge's twin shown costs the other three 1 each; a hand nobody opened with the deck run out: 202 each).
"""
from __future__ import annotations

import pytest

from referee.story import read
from tests.referee.story.support import ask, verdict


@pytest.mark.parametrize("told", [
    "nuri, kimse açmadan elini bir seferde indirip elden bitti",
    "kimse açmamışken nuri elden bitti",
    "nuri kimse açmadan hepsini yere indirip elden bitti",
])
def test_kimse_acmadan_tells_when_not_who(told):
    story = f"101 oynuyoruz; {told}, ben hiç açmamıştım. bana kaç yazılır"
    assert verdict(story, "oyna-101") == [404]


@pytest.mark.parametrize("threw", ["son taş olarak sahte okeyi attı", "son taşı sahte okeyi attı"])
def test_a_sahte_okey_thrown_last_is_the_finish_of_the_thrower(threw):
    # normal finish ×1: cem -101, an unopened asker 202, ayla 9
    story = f"cem {threw}. ben açmamıştım, ayla açmıştı elinde 9 kaldı. kime kaç yazılır"
    numbers = verdict(story, "oyna-101")
    assert -101 in numbers and 202 in numbers and 9 in numbers


@pytest.mark.parametrize("unseen", ["attığı son taş karıştı", "son taşına kimse bakmadı", "son taşını görmedik",
                                    "son taşı kimse görmedi"])
def test_a_last_tile_nobody_saw_is_asked_never_assumed(unseen):
    story = f"kimse açmamışken cem hepsini indirip bitti, {unseen}. ben açmamıştım kaç yazarım"
    ans = ask(story, "oyna-101")
    assert ans is not None and ans.calculation["result"] is None
    assert any(m.slot.endswith("finish.last") for m in ans.missing) or "okey" in ans.verdict


@pytest.mark.parametrize("all_of_us", ["dördümüz de açamadık", "hepimiz açamadık", "4'ümüz de açamadık"])
def test_all_four_unopened_with_the_deck_out_is_202_each(all_of_us):
    story = f"turnuvada bir elde {all_of_us} ve taşlar bitti, kişi başı kaç yazılır"
    ans = ask(story, "turnuva-esli-101")  # each side 404: 202 + 202
    assert ans is not None and set(verdict(story, "turnuva-esli-101")) == {404} and "202" in ans.answer


@pytest.mark.parametrize("shown", ["gösterge m7, bende de m7 vardı gösterdim", "gösterge m7 geldi bende de m7 vardı, gösterdim"])
def test_the_gosterge_twin_told_as_held_then_shown_costs_the_others(shown):
    story = f"düz okey {shown}. herkes 20'deydi, şimdi kim kaç"
    numbers = verdict(story, "oyna-duz")
    assert numbers.count(19) == 3 and 20 in numbers


def test_the_last_tile_cannot_be_the_okey_when_both_okeys_are_elsewhere():
    story = "kimse açmamıştı, cem bir anda hepsini indirip bitti, son taş mavi 4. ayla'nın elinde iki okey vardı. ayla kaç"
    assert verdict(story, "oyna-101") == [404]
    # one okey elsewhere leaves the other open: asked
    one = "kimse açmamıştı, cem bir anda hepsini indirip bitti, son taş mavi 4. ayla'nın elinde bir okey vardı. ayla kaç"
    assert ask(one, "oyna-101").calculation["result"] is None


def test_points_told_for_no_one_the_reading_has_are_asked():
    story = "eşli düz okeyde biz normal bittik, öbür masa 12'deydi kaç oldu"
    assert any(f.value["kind"] == "sayı" for f in read(story, "oyna-esli-duz").unread)
    # a side's name ("Yıldızlar") is the other side (people.group_sides): its points are read — 12 − 2 = 10
    assert not read("eşli düz okeyde biz normal bittik, Yıldızlar 12'deydi kaç oldu", "oyna-esli-duz").unread
