"""Mechanisms blind round 12 showed were missing, each on stories of our own (not the round's).

A remainder told in two parts ("elimde okey kaldı, üstelik 6 sayı daha var") is one hand's: the
second part, said with a word of "more" and no one named, is the first part's holder's. Numbers are
worked by hand from the sources (oyna-yazboz, oyna-terimler, od-101-puan); the comment above a
story says how.
"""
from __future__ import annotations

from referee.story import read
from tests.referee.story.support import verdict


# --------------------------------------------------------------------------- "N sayı daha var" beside held okeys


def test_more_points_beside_held_okeys_are_the_same_remainder():
    # oyna-101: 6 in hand × 1 (normal finish) + 101 for each held okey, not multiplied → 6 + 202 = 208
    story = "ben açtım, elimde iki okey kaldı üstelik 6 sayı daha var, cem normal bitti kaç yazarım"
    assert verdict(story, "oyna-101") == [208]


def test_another_n_points_after_an_opening_clause_is_mine():
    # od-101: a held okey counts 101 in the remainder: 12 + 101 = 113, × 1 at a normal finish
    story = "elimde okey kaldı, açmıştım, başka 12 sayı var. ali normal bitti ben kaç yazarım"
    assert verdict(story, "od-101") == [113]


def test_having_then_a_new_subject_parts_the_clauses():
    # "… var" then a name: the name's finish is a clause of its own; 15 is mine
    r = read("açtım elimde 15 var cem normal bitti", "oyna-101")
    assert r.hands[0].players["ben"].sums == [15]
    assert r.hands[0].finishers == ["name:cem"]


def test_a_named_player_after_baska_keeps_their_own_number():
    r = read("elimde okey kaldı açmıştım, başka veli 9 kaldı dedi. cem bitti", "oyna-101")
    assert 9 not in r.hands[0].players["ben"].sums


# --------------------------------------------------------------------------- stated standings, then "is it over / who leads"


def test_stated_standings_and_game_over_give_the_new_totals_and_the_end():
    # oyna-101, elden + okey last tile = × 4: the three who did not open write 202 × 4 = 808, the finisher −404.
    # Totals: ali 300 + 808 = 1108 (past 1000: the match is over), ben 90 + 808 = 898, cem 250 − 404 = −154,
    # veli 500 + 808 = 1308
    story = ("tablo önce ali 300 ben 90 cem 250 veli 500. cem elden bitti son taşı da okeydi, kimse açmamıştı. "
             "herkes kaç oldu, game over mı")
    ans = verdict(story, "oyna-101")
    assert ans == [1108, 898, -154, 1308]


def test_who_holds_the_match_after_team_standings_is_the_winner_asked():
    # turnuva: 5 hands played, us 410 them 260; hand 6 I finish normally, both rivals unopened: 202 each.
    # us 410 − 101 = 309 (the partner of the finisher writes nothing), them 260 + 404 = 664
    story = ("eşli 101 turnuva 5 el sonunda biz 410 onlar 260. 6. elde ben normal bittim. karşı takım ikisi de "
             "açmadı. oyun kimde, iki takım kaç")
    got = verdict(story, "turnuva-esli-101")
    assert got[:2] == [309, 664]


# --------------------------------------------------------------------------- hands told one after another, no numbers


def test_finishes_told_with_then_are_separate_hands():
    # eşli düz from 40: a rival's okey finish takes 4 off us; my normal finish 2 off them; the gösterge
    # shown by my partner in a hand that ran out of tiles takes 1 off them → us 36, them 37
    story = ("eşli düz 40tan başladık. önce karşıdan cemil okeyle bitti, ardından ben normal bittim, "
             "sonra eşim göstergeyi gösterdi deste bitti. iki takım kaçta")
    r = read(story, "oyna-esli-duz")
    assert len(r.hands) == 3
    assert verdict(story, "oyna-esli-duz") == [36, 37]


def test_a_finish_told_n_times_is_n_hands():
    # eşli düz from 20: we finish normally three times (2 off them each), they finish with the okey once
    # (4 off us) → us 16, them 14
    story = "eşli düz 20den, biz üç kere normal bittik, karşı takım okeyle bitti, skor ne"
    r = read(story, "oyna-esli-duz")
    assert len(r.hands) == 4
    assert verdict(story, "oyna-esli-duz") == [16, 14]


def test_two_finishes_with_no_mark_between_stay_one_hand():
    # nothing says these are two hands: the planner keeps asking, it does not guess them apart
    r = read("eşli düz 20den, ali normal bitti veli okeyle bitti, skor ne", "oyna-esli-duz")
    assert len(r.hands) == 1


def test_then_inside_one_hand_cuts_nothing():
    r = read("ali açtı sonra veli okeyle bitti, ben açmamıştım kaç yazarım", "oyna-101")
    assert len(r.hands) == 1 and r.hands[0].finishers == ["name:veli"]


# --------------------------------------------------------------------------- düz seven pairs with the okey last


def test_seven_pairs_after_the_games_name_are_pairs_not_the_okey():
    # düz: seven pairs with the okey as the last tile take 8 from each of the others: 12 − 8 = 4
    assert verdict("düz okey 7 çift bitti nazan son taşı da okey, ben 12deydim kaç kaldım", "oyna-duz") == [4]


def test_four_players_told_as_a_count_with_game_over():
    # "4 kişi" counts the table (no fifth player); seven pairs + okey: 6 − 8 = −2, the game is over
    ans = verdict("düz okey 4 kişi oynuyoz, cemil 7 çift bitti son taş okey, ben 6daydım game over mı", "oyna-duz")
    assert ans == [-2]


# --------------------------------------------------------------------------- "kafa" alone picks no ruleset


def test_kafa_alone_is_answered_by_the_default_with_the_tournament_as_a_variant():
    # oyna-101: elden with the okey last is × 4 — one who had not opened writes 202 × 4 = 808
    from tests.referee.story.support import ask

    ans = ask("kafadan bitirdi yani elden, son taş okeydi, kimse açmamıştı. açmayan kaç yazar")
    assert ans is not None and "**808**" in ans.answer.split("\n\n")[0]
    assert ans.calculation["inputs"]["slots"]["ruleset"] == "oyna-101"


def test_a_finish_told_after_then_without_its_verb_is_its_own_hand():
    # eşli düz from 20, ours (nazan + me) against cemil + sevgi: cemil's normal finish takes 2 off us,
    # then nazan's okey finish 4 off them, then my seven pairs 4 off them → us 18, them 12
    story = ("eşli düz nazan ile ben, cemil ile sevgi. 20den başladık. cemil normal bitti, sonra nazan okeyle, "
             "sonra ben 7 çift bittim. kaç kaç")
    r = read(story, "oyna-esli-duz")
    assert len(r.hands) == 3 and r.hands[0].finishers == ["name:cemil"] and r.hands[2].finishers == ["ben"]
    assert verdict(story, "oyna-esli-duz") == [18, 12]


def test_a_finish_told_again_in_detail_stays_one_hand():
    # the aside tells how the same finish went: one hand, one finisher
    r = read("nazan çiftten bitti (önce 6 çiftle açtı sonra işleyip bitti), ben açamadım kaç yazarım", "oyna-101")
    assert len(r.hands) == 1 and set(r.hands[0].finishers) == {"name:nazan"}
    r = read("cemil okeyle bitti, sonra işleyip bitti yani, ben açamadım kaç yazarım", "oyna-101")
    assert len(r.hands) == 1
