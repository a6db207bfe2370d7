"""Mechanisms blind rounds 6 and 7 showed were missing, each on stories of our own (not the rounds').

A failed opening told in its two halves ("açış tutmadı, geri topladım") is one failure; the partner
named with "eşi" sits on the side of whom they are the partner, also when the asker does not play.
Numbers are worked by hand from the sources (od-101-puan, esli-101-turnuva); the comment above a
story says how.
"""
from __future__ import annotations

from referee.story import read
from tests.referee.story.support import verdict


# --------------------------------------------------------------------------- a failed opening, told in two halves


def test_a_failed_opening_told_in_its_two_halves_is_one_failure():
    # od-101: unopened at a normal finish 202, one failed opening +101 → 303
    story = "açtım ama 100 tutmadı perleri geri topladım, sonra veli normal bitti ben açamadım kaç yazarım"
    assert verdict(story, "od-101") == [303]
    story = "açış tutmadı, geri topladım. veli normal bitti ben açamadım kaç yazarım"
    assert verdict(story, "od-101") == [303]


def test_a_failed_opening_told_again_is_a_second_failure():
    # two failures: 202 + 2 × 101 = 404 — the same half said again is a new failure
    story = "açış tutmadı geri topladım. sonra yine açış tutmadı yine geri topladım. veli normal bitti ben açamadım kaç yazarım"
    assert verdict(story, "od-101") == [404]
    story = "açış tutmadı geri topladım, sonra tekrar geri topladım, veli normal bitti ben açamadım kaç yazarım"
    assert verdict(story, "od-101") == [404]


def test_failures_in_two_sentences_stay_two():
    # "geri topladım." then "açış tutmadı." in another sentence: not merged across the sentence → 404
    story = "ilk seferde geri topladım. sonra açış tutmadı. veli normal bitti ben açamadım kaç yazarım"
    assert verdict(story, "od-101") == [404]


def test_the_failed_opening_facts_tell_their_half():
    halves = [f.value["tells"] for f in read("açış tutmadı geri topladım", "od-101").facts if f.kind == "failed-opening"]
    assert halves == ["short", "back"]


# --------------------------------------------------------------------------- the partner named with "eşi"


def test_the_finishers_partner_named_with_esi_writes_nothing_in_the_tournament():
    # esli-101-turnuva: the finisher's partner writes 0 on every finish; the finisher −101 (normal ×1)
    story = "turnuvada ayşe normal bitti, eşi mert hiç açmamıştı. mert ne yazar ayşe ne yazar"
    assert verdict(story) == [0, -101]


def test_the_partner_sits_with_the_finisher_and_the_rival_still_pays():
    # okey finish ×2: partner Mert 0, rival Can unopened 202 × 2 = 404
    story = "turnuvada ayşe okeyle bitti, eşi mert açmamıştı, rakipleri can da açmamıştı. mert ne yazar can ne yazar"
    assert verdict(story) == [0, 404]
    r = read(story, "turnuva-esli-101")
    assert r.people["name:mert"].team == r.people["name:ayse"].team != r.people["name:can"].team
