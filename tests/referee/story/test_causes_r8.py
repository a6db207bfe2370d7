"""Mechanisms blind round 8 showed were missing, each on stories of our own (not the round's).

More of a remainder told in a clause of its own ("elimde m6 kaldı, bir de sarı 9") belongs to the same
hand; our side told in the first person ("bizim takım 14'teydi") seats the asker at the table, so a
player the story does not seat with us is a rival (said as an assumption), never our column.
Numbers are worked by hand from the sources (oyna-yazboz, oyna-terimler); the comment above a story
says how.
"""
from __future__ import annotations

from referee.story import read
from tests.referee.story.support import ask, verdict


# --------------------------------------------------------------------------- "…, bir de X": more of the same remainder


def test_more_of_a_remainder_after_bir_de_is_the_same_hand():
    # gösterge mavi 5 → okey mavi 6, held: 101 (not multiplied, not in the sum) + 9 → 110
    story = "gösterge mavi 5. elimde m6 kaldı, bir de sarı 9, açmıştım. ali normal bitti kaç yazarım"
    assert verdict(story, "oyna-101") == [110]
    # a clause that tells nothing in between does not part them: 7 + 3 = 10
    story = "elimde 7 kaldı tek, bi de k3, açmıştım. veli normal bitti kaç yazarım"
    assert verdict(story, "oyna-101") == [10]


def test_more_of_a_remainder_said_before_whose_waits_with_it():
    # told before whose hand it is: it waits, then goes with the rest to whoever opened → 12 + 4 = 16
    story = "bitince 12 kaldı bir de sarı 4, ben açmıştım. veli normal bitti kaç yazarım"
    r = read(story, "oyna-101")
    mine = r.hands[0].players["ben"]
    assert sum(mine.sums) + sum(n for _, n in mine.tiles) == 16


def test_a_named_player_after_bir_de_is_not_more_of_mine():
    r = read("elimde 12 kaldı, bir de veli 5 kaldı dedi. cem bitti", "oyna-101")
    assert r.hands[0].players["ben"].sums == [12]


# --------------------------------------------------------------------------- our side told in the first person


def test_our_side_in_the_first_person_puts_an_unseated_finisher_on_the_other_side():
    # eşli düz: a normal finish takes 2 off each side but the finisher's: 14 − 2 = 12
    ans = ask("eşli düz: ayla normal bitti. takımımız 14'teydi kaç olduk")
    assert ans is not None and "**12**" in ans.answer.split("\n\n")[0]
    assert "Ayla karşı takımda sayıldı" in ans.answer


def test_three_unseated_players_are_not_all_rivals():
    # three players named and "bizim takım": which two are ours is not told — ask, no number
    r = read("turnuvada ali açmıştı 20 kaldı, veli bitti, cem açmıştı 8 kaldı. bizim takım kaç yazar", "turnuva-esli-101")
    assert sum(p.team == "them" for p in r.people.values()) <= 2


# --------------------------------------------------------------------------- a standing told after a name with its title


def test_a_standing_after_a_name_with_its_title_is_kept():
    # düz from 20: okey finish by Ayla takes 4 off the others — Cemil Usta 2 − 4 = −2 (the game is over)
    story = "20'den oynuyoruz. cemil usta 2, ayla 9, ben 6 puandaydık. bu el ayla okeyle bitti. kim kaçta kaldı"
    r = read(story, "oyna-duz")
    assert r.before == {"name:cemil": 2, "name:ayla": 9, "ben": 6}
    assert verdict(story, "oyna-duz") == [-2, 9, 2]


# --------------------------------------------------------------------------- the finisher taken back


def test_a_finisher_taken_back_is_no_finisher():
    # oyna-101, okey finish ×2: opened, 10 left → 20 (Ali's finish taken back: one finisher, no question)
    story = "ali okeyle bitti... yok yok ali değil veli bitti okeyle. ben açmıştım elimde 10 kaldı kaç yazarım"
    assert read(story, "oyna-101").hands[0].finishers == ["name:veli"]
    assert verdict(story, "oyna-101") == [20]


def test_ali_degil_without_a_finish_after_it_takes_nothing_back():
    r = read("ali okeyle bitti. ali değil, veli açamadı", "oyna-101")
    assert r.hands[0].finishers == ["name:ali"]


def test_a_hand_told_again_with_a_correction_replaces_its_first_telling():
    # düz from 20: h1 Ayla normal (others −2), h2 corrected: Cem okey (others −4) — not a third hand
    story = ("20'den başladık. 1. el ayla normal bitti. 2. el deniz okeyle bitti. pardon 2. eli deniz değil "
             "cem bitti okeyle. ben, ayla, deniz, cem kim kaçta")
    r = read(story, "oyna-duz")
    assert [h.index for h in r.hands] == [1, 2]
    assert r.hands[1].finishers == ["name:cem"] and r.hands[1].okey_last is True


def test_a_hand_number_told_twice_without_a_correction_is_not_merged():
    r = read("1. el ayla normal bitti. 2. el deniz okeyle bitti. 2. el cem bitti", "oyna-duz")
    assert [h.index for h in r.hands] == [1, 2, 2]


# --------------------------------------------------------------------------- the leftover guard: facts it should have had


def test_an_islek_discard_counted_after_its_verb_is_no_tile():
    # oyna-101: opened, 6 left, işlek three times (+101 each, never multiplied), normal finish → 6 + 303 = 309
    story = "veli işlek taş attı üç kere. sonra cem normal bitti, veli açmıştı elde 6 kaldı. veli kaç yazar"
    assert verdict(story, "oyna-101") == [6 + 303]


def test_the_okey_thrown_arada_is_a_mid_hand_discard():
    # oyna-101: the okey thrown mid-hand +101, opened with 9 left, normal finish → 110
    story = "ayla arada okeyi de attı. sonra cem normal bitti, ayla açmıştı elinde 9 kaldı. ayla kaç yazar"
    assert verdict(story, "oyna-101") == [110]


def test_a_bare_number_after_my_opening_in_a_list_of_lines_is_mine():
    # deste bitti: no multiplier — opened 30 → 30; Deniz unopened 202
    story = "deste bitti\n- deniz: açmadı\n- ben: açmıştım 30\nherkes kaç yazar"
    r = read(story, "oyna-101")
    assert r.hands[0].players["ben"].sums == [30]
    assert r.hands[0].players["name:deniz"].sums == []


# --------------------------------------------------------------------------- who is who: an epithet, an Eastern verb


def test_an_epithet_before_a_name_makes_that_person_the_finisher():
    # oyna-101: someone had opened before, so laying all down at once is a normal finish: Nurettin −101
    story = "ayla açmıştı, sonra topal nurettin bütün taşlarını bir seferde indirip bitti. ben açtım elde 12 var kaç yazarım"
    r = read(story, "oyna-101")
    assert r.hands[0].finisher == "name:nurettin"
    assert verdict(story, "oyna-101") == [12]


def test_an_eastern_first_plural_asks_for_us():
    # elden finish ×2 with nobody opened: each of the three others 202 × 2 = 404
    ans = ask("cem elden bitti kimse açmamıştı. biz üçümüz ne yazak", "oyna-101")
    assert ans is not None and "**404**" in ans.answer.split("\n\n")[0]


# --------------------------------------------------------------------------- refusals although every fact was given


def test_four_of_us_opening_pairs_in_the_numerals_own_spelling():
    r = read("dörtümüz de çiftten açtık, sonra deste bitti", "turnuva-esli-101")
    assert r.hands[0].all_pairs


def test_two_people_each_with_their_number_before_kaldi():
    # turnuva, deste bitti (no multiplier), both rivals opened with pairs: ×2 each → 2 × (6 + 4) = 20
    story = "turnuvada dördümüz de çiftten açtık, kimse bitemedi deste bitti. karşı takımdan ayla 6 nuri 4 kaldı"
    r = read(story, "turnuva-esli-101")
    sums = {k: p.sums for k, p in r.hands[0].players.items() if p.sums}
    assert sorted(sums.values()) == [[4], [6]]
    assert all(r.people[k].team == "them" for k in sums)  # "karşı takımdan" tells both names' side


def test_a_name_then_ben_in_parentheses_is_the_asker():
    r = read("bizden cem açmıştı elinde 9 kaldı, nesrin (ben) açamadım. ali kafa attı", "turnuva-esli-101")
    assert "name:nesrin" not in r.people and r.hands[0].players["ben"].opened == "yok"
    assert r.people["name:cem"].team == r.people["ben"].team == "us"  # "bizden cem": our side


def test_a_word_of_the_tournaments_half_is_no_player():
    r = read("ali kafa attı, ben açamadım. bana yarım mı yazılır", "turnuva-esli-101")
    assert "name:yarim" not in r.people


def test_the_pair_across_is_the_other_side_not_one_more_rival():
    r = read("turnuvada biz cem+ben, karşıda ayla+nuri. cem normal bitti. ayla açmıştı elinde 5 kaldı",
             "turnuva-esli-101")
    assert "rakip" not in r.people and r.people["name:ayla"].team == "them"


def test_a_place_named_after_someone_is_no_player():
    r = read("Tekin'in kahvesinde oynuyoruz 🙂 ali normal bitti, ben açtım elimde 8 kaldı", "oyna-101")
    assert "name:tekin" not in r.people


def test_elim_acikti_is_an_opening():
    # oyna-101: opened, 14 left, normal finish → 14
    assert verdict("elim açıktı, cem normal bitti elimde 14 kaldı kaç yazarım", "oyna-101") == [14]
    assert read("cem'in eli açıktı elinde 9 kaldı, ali normal bitti", "oyna-101").hands[0].players["name:cem"].opened


def test_a_discard_told_as_s_is_judged_under_both_colours():
    # k9 m9 okey küt on the table: a 9 of either missing colour completes it — işlek either way: 7 + 101
    story = "masada k9 m9 okey kütü vardı, veli s9 attı. sonra cem normal bitti. veli açmıştı elinde 7 kaldı. veli kaç yazar"
    assert verdict(story, "oyna-101") == [108]
    # the küt already has a sarı 9: an s9 discard is işlek only if it was siyah — ask
    ans = ask("masada k9 m9 sr9 kütü vardı, veli s9 attı. sonra cem normal bitti. veli açmıştı elinde 7 kaldı. veli kaç yazar",
              "oyna-101")
    assert "sarı mı siyah mı" in ans.answer


def test_one_more_meld_on_the_table_told_after_bir_de():
    # the second meld lies on the table: none of its tiles is in Veli's hand (7 left only)
    story = ("masada k9 m9 okey kütü vardı. bir de m2 m3 m4 serisi vardı, veli m5 attı. cem normal bitti. "
             "veli açmıştı elinde 7 kaldı")
    r = read(story, "oyna-101")
    assert len(r.hands[0].table) == 2 and r.hands[0].players["name:veli"].tiles == []


def test_standings_told_with_commas_before_my_own():
    # düz: Ayla's seven pairs take 4 from the others: 16 − 4, 9 − 4, 7 − 4
    r = read("düz okeyde ayla 7 çiftle bitti. cemil usta 16, nuri 9, ben 7'deydim. kaç kaldık", "oyna-duz")
    assert r.before == {"name:cemil": 16, "name:nuri": 9, "ben": 7}


def test_the_optative_first_plural_asks_for_us_and_gercek_is_no_name():
    ans = ask("cem elden bitti kimse açmamıştı. biz üçümüz ne yazalım", "oyna-101")
    assert ans is not None and "**404**" in ans.answer.split("\n\n")[0]
    assert "name:gercek" not in read("nuri açmış, elinde gerçek okey kalmış. cem bitti", "oyna-101").people


# --------------------------------------------------------------------------- roles and seats as players


def test_a_seat_beside_me_is_a_player_of_its_own():
    # od-101 deste: opened with pairs, 10 left → ×2 = 20 for the one beside me; Ali unopened 202
    r = read("deste bitti. ali açmamıştı, ben açmıştım 33 kaldı, yanımdaki çiftle açmıştı 10 kalmış", "od-101")
    assert r.hands[0].players["seat:yan"].sums == [10] and r.hands[0].players["name:ali"].sums == []


def test_hanim_alone_is_my_wife_at_the_table():
    r = read("hanım çiftten açtı, son taş okeyi atıp bitti. ben açmıştım elimde 5 kaldı", "oyna-101")
    assert r.hands[0].finisher == "name:hanim"


def test_a_word_before_a_standing_is_whose_points():
    r = read("tekin 412'deydi, bu el açamadı. cem normal bitti. tekin kaç oldu", "oyna-101")
    assert "name:tekin" in r.people and r.before.get("name:tekin") == 412


def test_an_adjective_before_a_role_used_as_a_name():
    r = read("yeni kasiyer okeyi yere attı, sonra cem normal bitti. yeni kasiyer açmıştı elinde 9 kaldı", "oyna-101")
    assert "name:kasiyer" in r.people and r.hands[0].players["name:kasiyer"].sums == [9]
