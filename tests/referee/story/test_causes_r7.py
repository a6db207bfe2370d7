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


# --------------------------------------------------------------------------- eşli düz: our side told as a pair, both standings


def test_our_pair_with_points_and_their_pair_with_points():
    # oyna-yazboz: Nuri's gösterge costs our side 1 (5 → 4); Oya (ours) normal finish costs them 2 (8 → 6)
    story = "eşli düz. biz (oya+ben) 5, cengiz abi+nuri 8. nuri göstergeyi gösterdi, sonra oya normal bitti. iki takım kaç"
    assert verdict(story) == [4, 6]
    r = read(story, "oyna-esli-duz")
    assert r.before == {"team:us": 5, "team:them": 8}
    assert not r.team_labels  # "cengiz abi+nuri": a name with its honorific, no team's name


def test_our_pair_without_the_asker_keeps_the_rival_out_of_our_column():
    # "biz (oya+nuri)": the asker is one of the two; Cengiz is the other side: seven pairs −4 → 9 − 4 = 5
    story = "eşli düzde cengiz abi 7 çift bitti son taş okey değil, biz (oya+nuri) 9daydık kaç olduk"
    assert verdict(story) == [5]
    r = read(story, "oyna-esli-duz")
    assert r.people["name:cengiz"].team == "them"


def test_one_standing_told_for_both_sides():
    # "iki takım da 3'teydi": both at 3; Nuri (theirs) normal finish: ours 3 − 2 = 1, theirs 3
    story = "eşli düz son el, biz ece+ben, onlar cengiz abi+nuri, iki takım da 3teydi. nuri normal bitti. kaç kaç"
    assert verdict(story) == [1, 3]


def test_a_normal_finish_told_as_a_retraction_replaces_the_pairs_finish():
    # "yedi çiftle bitti... yok normal bitti": normal with okey last costs them 4 (not 8): 9 − 4 = 5
    story = "eşli düz, oya yedi çiftle bitti... yok yok normal bitti pardon, son taşı okeydi. onlar 9daydı. onlar kaç"
    assert verdict(story) == [5]


def test_a_normal_tile_beside_a_pairs_finish_is_no_retraction():
    # düz: seven pairs, the last tile not the okey ("değil, normal taş"): the others lose 4: 10 − 4 = 6
    story = "düz okey, efe yedi çiftle bitti ama son taş okey değil, normal taş. ben 10daydım kaç oldum"
    assert verdict(story) == [6]
