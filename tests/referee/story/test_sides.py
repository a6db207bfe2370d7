"""Whose side is a told player on (referee.story.plan.sides): asked when the story does not settle it
and the number depends on it; never a rival put in our column (issue 11, item 8).

Stories of our own. Numbers worked by hand from the sources: eşli düz (oyna-esli-duz) — the rivals
of the finisher lose 2 (normal) / 4 (okey), the rivals of the gösterge's shower 1; the team
tournament (esli-101-turnuva) — the finisher's partner writes 0.
"""
from __future__ import annotations

from referee.story import plan, read
from referee.story.fill import fill
from referee.story.plan.sides import unsettled
from tests.referee.story.support import ask, verdict


def _slots(story: str) -> list[str]:
    ans = ask(story)
    assert ans is not None and ans.calculation["result"] is None, story
    return [m["slot"] for m in ans.calculation["missing"]]


def test_names_told_beside_our_side_are_the_others_when_no_partner_is_told():
    # "biz" and two people by name, none called "eşim" / "bizimki": both are the other side, said so —
    # Aylin's gösterge −1, Ayşe's normal finish −2 → 12 − 3 = 9
    story = "eşli düz: aylin göstergeyi gösterdi, sonra ayşe normal bitti. biz 12deydik kaç olduk"
    ans = ask(story)
    assert ans is not None and "**9**" in ans.answer and "karşı takımda diye" in ans.answer


def test_an_open_side_that_changes_our_column_is_asked_when_the_names_do_not_fit_the_other_side():
    # three named besides me and none called my partner: one of them is — which one changes our column: asked
    story = "eşli düz: aylin göstergeyi gösterdi, sonra ayşe normal bitti, nuri de gösterdi. biz 12deydik kaç olduk"
    assert set(_slots(story)) >= {"Aylin.team"}


def test_the_sides_told_give_the_number():
    story = "eşli düz: aylin göstergeyi gösterdi, sonra ayşe normal bitti. biz 12deydik kaç olduk"
    r = read(story, "oyna-esli-duz")
    r = fill(fill(r, "Aylin.team", "onlar"), "Ayşe.team", "onlar")
    pl = plan(r)
    assert not pl.problems and not pl.missing
    # both rivals: Aylin's gösterge −1, Ayşe's normal finish −2 → 12 − 3 = 9
    from referee.scoring.answer import run
    assert run(pl).numbers[0] == "9"
    # Ayşe our partner instead: her finish costs us nothing, Aylin's gösterge −1 → 11
    r2 = fill(fill(read(story, "oyna-esli-duz"), "Aylin.team", "onlar"), "Ayşe.team", "biz")
    assert run(plan(r2)).numbers[0] == "11"


def test_a_side_told_in_words_needs_no_question():
    # karşı takımdan Aylin: her gösterge −1 to us; our partner finished: our column keeps its points → 11
    assert verdict("eşli düz: karşı takımdan aylin göstergeyi gösterdi, sonra eşim normal bitti. biz 12deydik kaç olduk") \
        == [11]


def test_two_on_our_side_put_everyone_else_on_the_other():
    # eşim and ben: Selin can only be a rival — okey finish −4 → 10 − 4 = 6
    story = "eşli düz: eşim ve ben 10 puandaydık. selin okeyle bitti kaç olduk"
    assert unsettled(read(story, "oyna-esli-duz")) == []
    assert verdict(story) == [6]


def test_hands_told_beside_a_finish_are_the_finishers_rivals():
    # Selin's partner writes 0 whatever is left, so the hands told (mine, Mert's) count: both of us are her
    # rivals, and Mert is my partner — okey finish: me 202 × 2 = 404, Mert 20 × 2 = 40 → 444, said so
    story = "turnuvada ben açamadım, selin okeyle bitti, mert açmıştı elinde 20 kaldı, bizim takım kaç yazar"
    ans = ask(story)
    assert ans is not None and "**444**" in ans.answer and "Selin senin eşin değil" in ans.answer
    # the same with the sides told the other way round in words: Mert is theirs, so our team is me and an untold
    # partner — no number for our column
    other = "turnuvada ben açamadım, selin okeyle bitti, karşı takımdan mert açmıştı elinde 20 kaldı, bizim takım kaç yazar"
    assert ask(other).calculation["result"] is None or "**444**" not in ask(other).answer


def test_our_team_with_nobody_seated_with_us_gives_no_number():
    # the reader seats the two told as rivals (said); our two are untold: no number for "bizim takım"
    ans = ask("turnuvada selin okeyle bitti, mert açmıştı elinde 20 kaldı, bizim takım kaç yazar")
    assert ans is not None and ans.calculation["result"] is None


def test_a_number_no_side_changes_is_given():
    # the finisher's own −101 × 2 does not depend on who sits with whom
    assert verdict("turnuvada mert okeyle bitti, selin açmamıştı, mert kaç yazar") == [-202]


def test_the_asker_alone_with_a_named_finisher_is_answered_with_the_assumption_said():
    # "kaç yazarım" with the asker's own hand: the finisher, not called "eşim", is taken as a rival — and said
    ans = ask("turnuvada seriyle açtım elimde 30 kaldı, selin normal bitti, kaç yazarım")
    assert ans is not None and ans.calculation["result"] is not None
    assert "**30**" in ans.answer and "Selin senin eşin değil" in ans.answer


def test_a_side_told_beside_the_name_settles_it():
    # Orhan (onlardan) showed the gösterge at deste bitti: us −1 → 3; the game goes on
    story = "eşli düz. biz 4teydik, onlar 7. deste bitti kimse bitemedi. orhan (onlardan) göstergeyi göstermişti. oyun bitti mi"
    assert verdict(story) == [3, 7]
    # "onlardan Orhan" / "bizden Nesrin": Orhan's gösterge −1 to us, Nesrin's normal finish −2 to them
    story = "eşli düz: onlardan orhan göstergeyi gösterdi, sonra bizden nesrin normal bitti. biz 9, onlar 5 idik. şimdi?"
    assert verdict(story) == [8, 3]


def test_bizden_puts_the_name_on_our_side():
    r = read("turnuvada bizden nesrin açmıştı elinde 30 kaldı, orhan okeyle bitti, nesrin kaç yazar", "turnuva-esli-101")
    assert r.people["name:nesrin"].team == "us" and r.people["name:orhan"].team is None


def test_one_of_them_is_their_side_and_our_finish_is_ours():
    # "onlardan biri" showed: us −1 → 29; "biz normal bittik": them −2 → 28 (which of us finished changes no column)
    story = "eşli düz, onlardan biri göstergeyi gösterdi sonra biz normal bittik. 30 30 başlamıştık, kaç kaç oldu"
    assert verdict(story) == [29, 28]
    ans = ask(story)
    assert "Sizden biri bitirdi" in ans.answer


def test_our_team_finishing_costs_them():
    # seven pairs with the okey last: their column −8 → 11 − 8 = 3
    assert verdict("eşli düz bizim takım yedi çiftle bitti son taş okeydi, onlar 11deydi kaça iner") == [3]


def test_two_asked_with_one_team_total_sit_together():
    # okey s5: Ayla 10 + 2 + 5 (the okey's number) = 17 + 101 (okey held) = 118; Cem unopened 202 (normal ×1) → 320
    story = ("gösterge s4, okey s5. nuri normal bitti. ayla açmıştı elinde m10 k2 ve bir okey kaldı, cem açamadı. "
             "turnuva kuralıyla ayla kaç, cem kaç, takım toplam")
    ans = ask(story)
    assert ans is not None and ans.calculation["result"] is not None
    assert "**320**" in ans.answer and "118" in ans.answer and "aynı takımda" in ans.answer


def test_a_rival_told_by_his_hand_is_asked_what_his_partner_did():
    # Veli's hand is told, so he is Ali's rival (Ali's partner would write 0): kafa 404, halved if Veli's
    # partner opened — that is the fact asked, not the side
    assert _slots("turnuvada ali kafa attı, veli açamadı, veli kaç yazar") == ["Rakip.opened"]


def test_their_side_named_by_a_name_in_the_plural():
    # "biz 11, cemiller 6": Cemil is theirs — his seven pairs with the okey last cost us 8 → 3; they stay at 6
    assert verdict("eşli düz: biz 11, cemiller 6. cemil yedi çiftle bitti son taş okey, şimdi kaç kaç") == [3, 6]
    r = read("eşli düz: biz 11, cemiller 6. cemil yedi çiftle bitti son taş okey, şimdi kaç kaç", "oyna-esli-duz")
    assert "name:cemiller" not in r.people and r.people["name:cemil"].team == "them"
