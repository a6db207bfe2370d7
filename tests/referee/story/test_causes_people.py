"""Who is who in a story, and a few ways of telling a finish or a standing (issue 11, people and numbers).

Stories of our own; numbers worked by hand from the sources (oyna-yazboz, oyna-terimler): at a
normal finish an unopened player writes 202, doubled by an okey finish; a player who opened with
pairs has their remainder doubled; the finisher writes −101 (×2 with the okey).
"""
from __future__ import annotations

from referee.story import read
from referee.story.words import words
from tests.referee.story.support import verdict


# --------------------------------------------------------------------------- a short nickname is its own player


def test_a_two_letter_nickname_is_a_player_not_the_seat_before_it():
    # amca: unopened, okey finish → 202 × 2 = 404; tk: pairs, 15 left → 15 × 2 × 2 = 60
    story = "kapıdaki amca açamadı, tk çiftten açtı elinde 15 kaldı, ayla okeyle bitti. herkes kaç yazar"
    r = read(story, "oyna-101")
    players = r.hands[0].players
    assert players["name:kapidaki"].opened == "yok" and players["name:kapidaki"].sums == []
    assert players["name:tk"].opened == "cift" and players["name:tk"].sums == [15]
    got = verdict(story, "oyna-101")
    assert 404 in got and 60 in got


def test_a_seat_keeps_its_own_opening_when_a_short_nickname_follows():
    story = "solumdaki açmadı, jo seriyle açtı 8 kaldı, ayla normal bitti. solumdaki kaç yazar"
    r = read(story, "oyna-101")
    assert r.hands[0].players["seat:sol"].opened == "yok"
    assert r.hands[0].players["name:jo"].sums == [8]


# --------------------------------------------------------------------------- "kendisi": the one the sentence is about


def test_kendisi_is_the_one_the_sentence_is_about_not_the_last_subject():
    # eniştem finished with the okey; I had not opened → 404 (not the unopened cousin's finish)
    story = "eniştem bu el çok iyiydi, ben açamadım, kuzen de açamadı, kendisi de son taşı okeyle bitirdi. kaç yazarım"
    assert read(story, "oyna-101").hands[0].finishers == ["name:enistem"]
    assert verdict(story, "oyna-101") == [404]


def test_kendisi_at_a_sentence_start_is_the_last_sentences_lead():
    story = "ben açamadım. yıldız abla erkenden açtı. kendisi okeyle bitirdi, kaç yazarım"
    assert read(story, "oyna-101").hands[0].finishers == ["name:yildiz"]


# --------------------------------------------------------------------------- the last tile thrown "as the okey"


def test_the_last_tile_thrown_as_the_okey_is_an_okey_finish():
    for story in ("ben açamadım, ayla son taşını okey diye attı, kaç yazarım",
                  "ben açamadım, ayla son taşı 'okey' dedi attı, kaç yazarım",
                  "ben açamadım, ayla son taşı okey attı. kaç yazarım"):
        assert read(story, "oyna-101").hands[0].finishers == ["name:ayla"], story
        assert verdict(story, "oyna-101") == [404], story


def test_a_claim_at_the_table_is_still_dropped():
    r = read("ben açamadım, ayla 'okeyle bittim' diyor ama normal bitti, kaç yazarım", "oyna-101")
    assert r.hands[0].okey_last is not True


# --------------------------------------------------------------------------- "ben 650." is points, "3. el" a hand


def test_a_person_and_a_number_closing_a_sentence_is_a_standing():
    # deste bitti: an opened player writes what is left, 21 → 650 + 21 = 671
    story = "dün gece ben 650. deste bitti kimse bitemedi, açmıştım elimde 21 kaldı. kaç oldum"
    assert read(story, "oyna-101").before == {"ben": 650}
    assert verdict(story, "oyna-101") == [671]


def test_an_ordinal_before_a_hand_or_a_rank_stays_an_ordinal():
    assert [(w.num, w.ordinal) for w in words("gece 3. elde ben bittim") if w.num is not None] == [(3, True)]
    assert [(w.num, w.ordinal) for w in words("okey gecesi ben 2. oldum") if w.num is not None] == [(2, True)]
    assert [(w.num, w.ordinal) for w in words("okey gecesi sıralama ben 2. ayla 5.") if w.num is not None] == \
        [(2, True), (5, True)]


# --------------------------------------------------------------------------- both of a side asked, with a total


def test_both_of_our_side_asked_with_a_total_gives_the_side_total_too():
    # turnuva: a normal okey finish, both of us unopened → 202 × 2 = 404 each, our side 808
    story = "eşli 101 turnuva, sevda okeyle bitti, ortağım da ben de açamadık. ortağım ve ben kaçar yazıyoruz, toplamda kaç"
    got = verdict(story, "turnuva-esli-101")
    assert 808 in got


def test_a_finish_told_twice_in_one_hand_is_one_finisher():
    story = "kimse açmamışken Kel Mehmet hepsini tek seferde indirdi son taşı okey attı. ben açamadım kaç yazarım"
    assert read(story, "oyna-101").hands[0].finishers == ["name:mehmet"]


# --------------------------------------------------------------------------- a nickname in another case, everyone asked


def test_a_nickname_told_by_its_attempt_is_the_player_asked_in_the_dative():
    # od-101: an opening taken back +101, unopened at a normal finish +202 → 303
    story = "Kambur açmaya kalktı 95 çıktı, taşları geri topladı, sonra da açamadı. Cem normal bitti. Kambura ne yazıyoruz"
    assert verdict(story, "od-101") == [303]


def test_kime_kac_asks_everyone_the_finisher_too():
    # normal finish: the finisher −101, me unopened 202, Ali 20 left
    story = "cem normal bitti ben açamadım ali açmıştı 20 kaldı kime kaç yazılır"
    assert verdict(story, "oyna-101")[:3] == [-101, 202, 20]


# --------------------------------------------------------------------------- a title that is a player of its own


def test_a_title_in_a_case_after_a_subject_name_is_the_other_player():
    # od-101 (od-101-puan): the okey taken from a meld costs the meld's owner 101 → Usta 19 + 101 = 120
    story = ("Kel Cemal Ustanın perindeki okeyi aldı, sonra da normal bitti. Usta açmıştı elinde 19 kaldı, "
             "ben 33 kaldı açmıştım. kaç yazarım, usta kaç yazar")
    r = read(story, "od-101")
    assert [p.kind for p in r.hands[0].players["name:usta"].penalties] == ["okey-alindi"]
    assert verdict(story, "od-101") == [33, 120]


def test_a_title_after_a_name_with_no_verb_of_its_own_stays_one_person():
    r = read("Rıza Hocanın elinde 9 kaldı, cem normal bitti", "oyna-101")
    assert r.hands[0].players["name:riza"].sums == [9]


def test_a_list_of_names_with_ben_asks_each_of_them():
    story = ("selin normal bitti, Nuri açmıştı 12 kaldı, Tayfun açamadı, ben 30 kaldı açmıştım. "
             "Nuri, ben, Tayfun kaç yazıyoz")
    assert sorted(verdict(story, "oyna-101")) == [12, 30, 202]


def test_a_participle_with_a_noun_is_the_player_it_describes_not_the_finisher():
    # oyna-101: a sahte okey as the last tile is a normal finish: the unopened player writes 202
    for story in ("selin son taşı sahte okey atıp bitti, açmamış olan kaç yazar",
                  "selin normal bitti, açmamış adam kaç yazar"):
        assert verdict(story, "oyna-101") == [202], story


# --------------------------------------------------------------------------- a finish taken back; "normal okeyle" is no game name


def test_a_finish_taken_back_is_replaced_and_normal_okeyle_is_not_duz_okey():
    # oyna-101: I opened with melds, 9 left; the finish is corrected to a normal one with the okey → 9 × 2 = 18
    story = "seriyle açtım elimde 9 kaldı, selin elden okey atarak bitti, yok yok elden değil normal okeyle bitti, kaç yazarım"
    assert verdict(story) == [18]
    assert read(story, "oyna-101").hands[0].elden is None
