"""The reader's causes of the fifth session (issue 11): a sheet's header is no number, a person and
N'te is a standing, the other side told as a pair, ordinary words are no players, a team asked
about where the asker does not play.

Stories of our own; numbers worked by hand from the sources: oyna-yazboz (düz: a gösterge costs the
shower's rivals 1, a normal finish costs the others 2; 101: unopened 202, opened the remainder,
× 2 with the okey), esli-101-turnuva (normal finish: finisher −101, partner 0; işlek not taken 101).
"""
from __future__ import annotations

from referee.story import read
from tests.referee.story.support import verdict


def test_a_sheet_header_is_no_number_of_the_hand():
    # masa 7, el 5: labels. Nazan opened, 15 left at a normal finish → 15
    story = "masa 7 el 5: cemil normal bitti, nazan açmıştı elinde 15 kaldı. nazan kaç"
    r = read(story, "oyna-101")
    assert not r.unread
    assert 15 in verdict(story, "oyna-101")


def test_the_hand_number_typed_glued_after_the_table_number():
    r = read("eşli düz 30dan masa 9. el6: biz normal bittik. el7: onlar okeyle bitti. biz kaç", "oyna-esli-duz")
    assert not r.unread and len(r.hands) == 2 and r.hands[1].index == 7 and r.start == 30


def test_a_person_then_n_te_is_where_that_person_stands():
    # düz from 40: Sevgi at 37; I show the gösterge (−1 to her) and finish normally (−2) → 34
    story = "düz okey 40tan başladık. Sevgi 37de. göstergeyi ben gösterdim, sonra ben normal bittim. Sevgi kaç"
    r = read(story, "oyna-duz")
    assert not r.unread
    assert 34 in verdict(story, "oyna-duz")


def test_the_other_side_told_as_a_pair_is_no_fifth_player():
    # turnuva: cemil (theirs) discards an işlek nobody takes → 101, opened with 9 left at a normal finish → 110
    story = ("ben ve teyzemin oğlu eşiz, karşı takım cemil ile sevgi. cemil işlek attı kimse almadı, "
             "sonra teyzemin oğlu normal bitti. cemil açmıştı elinde 9 kaldı. cemil kaç yazar")
    r = read(story, "turnuva-esli-101")
    assert set(r.people) == {"ben", "esim", "name:cemil", "name:sevgi"}
    assert 110 in verdict(story, "turnuva-esli-101")


def test_a_word_that_can_be_an_adverb_is_no_player():
    r = read("ali bitti. veli açmıştı tabi elinde 8 kaldı, hemen de yazdık. veli kaç", "oyna-101")
    assert set(r.people) == {"name:ali", "name:veli"}
    r = read("ali normal bitti. Ceza yazmadık, veli açmıştı elinde 8 kaldı. veli kaç", "oyna-101")
    assert "name:ceza" not in r.people


def test_the_team_asked_on_a_sheet_is_the_side_of_the_players_asked():
    # teams Sevgi-Hakan / Nazan-Cemil, the writer plays not. Hakan finishes normally (−101, Sevgi 0);
    # asked: Nazan 14 left, Cemil unopened 202 → their side (the second told) 216, not Hakan's −101
    story = ("masa 3 notlar: takımlar Sevgi-Hakan / Nazan-Cemil. Hakan normal bitti. Nazan açmıştı elinde 14, "
             "Cemil açmadı. Nazan kaç, Cemil kaç, takım kaç?")
    nums = verdict(story, "turnuva-esli-101")
    assert nums[0] == 216


def test_an_okey_the_one_on_the_throwers_right_took_is_a_discard():
    # turnuva: a discarded okey taken by the next player costs its number × 10 → mavi 6 × 10 = 60
    story = "masa 2 ceza: Sevgi okeyi attı, okey mavi 6, sağındaki aldı. Sevgi'ye kaç"
    r = read(story, "turnuva-esli-101")
    assert not r.hands[0].finishers and set(r.people) == {"name:sevgi"}
    assert 60 in verdict(story, "turnuva-esli-101")


def test_names_listed_before_one_predicate_all_take_it():
    # oyna-101, okey finish: each unopened player 202 × 2 = 404, the finisher −202
    for story in ("Cemil son taşı okey atıp bitti. Nazan Sevgi Hakan hiçbiri açamadı. kime kaç",
                  "cemil okeyle bitti. nazan, sevgi ve hakan açamamıştı. kime kaç"):
        r = read(story, "oyna-101")
        players = r.hands[0].players
        assert all(players[k].opened == "yok" for k in ("name:nazan", "name:sevgi", "name:hakan")), story
        assert verdict(story, "oyna-101").count(404) == 3, story


def test_a_role_word_before_names_is_no_list():
    # "öbür ikisi: biri açamadı, biri açmıştı": two clauses, two players — no list of one predicate
    r = read("rakip normal bitti. öbür ikisi: biri açamadı, biri açmıştı elinde 9 kaldı. kim kaç", "oyna-101")
    opened = sorted(str(p.opened) for k, p in r.hands[0].players.items() if k.startswith("anon:"))
    assert opened == ["seri", "yok"]


def test_letter_sides_with_their_roster_in_parentheses_and_their_points():
    # turnuva kafa: Nazan −202 (Cemil 0) → A 300 − 202 = 98; both rivals unopened, 404 each → B 280 + 808 = 1088
    story = "6 elden sonra A (Nazan-Cemil) 300, B (Sevgi-Hakan) 280. Nazan kafa attı, Sevgi de Hakan da açamadı. son toplamlar?"
    r = read(story, "turnuva-esli-101")
    assert not r.unread and {p.team for p in r.people.values()} == {"us", "them"}
    assert sorted(verdict(story, "turnuva-esli-101")) == [98, 1088]


def test_letter_sides_standing_in_duz():
    # eşli düz: Cemil (A) shows the gösterge → B 7 − 1 = 6; Hakan (B) finishes normally → A 6 − 2 = 4
    story = "Eşli düz, A takımı (Nazan-Cemil) 6da, B (Sevgi-Hakan) 7de. Cemil göstergeyi gösterdi, sonra Hakan normal bitti. kim kaçta"
    assert sorted(verdict(story, "oyna-esli-duz")) == [4, 6]


def test_all_laid_down_at_once_when_nobody_had_opened():
    # oyna-101 elden (nobody had opened): × 2 → an unopened player 202 × 2 = 404
    story = "kimse açmamışken nazan elini toptan indirdi bitti, ben de açmamıştım kaç yazarım"
    assert 404 in verdict(story, "oyna-101")


def test_the_next_one_named_is_that_player_not_a_seat():
    # turnuva: an işlek (m8) the next player takes costs 8 × 10 = 80; Cemil opened with 10 left → 90
    story = ("takımlar Nazan-Cemil / Sevgi-Hakan. Cemil işlek attı m8, sıradaki Sevgi aldı. Hakan normal bitti. "
             "Cemil açmıştı elinde 10. Cemil kaç")
    r = read(story, "turnuva-esli-101")
    assert not any(k.startswith("seat:") for k in r.people)
    assert 90 in verdict(story, "turnuva-esli-101")


def test_an_okey_thrown_during_the_hand_is_not_held():
    # od-101 normal finish: Cemil opened, 9 left, and threw the okey mid-hand (+101, once) → 110
    story = "od 101: nazan normal bitti. Cemil açmıştı elinde 9 ama el içinde okey attı. Cemil kaç"
    r = read(story, "od-101")
    assert r.hands[0].players["name:cemil"].okeys == 0
    assert 110 in verdict(story, "od-101")


def test_a_sentence_initial_dialect_word_is_no_player():
    r = read("ali normal bitti, veli açamadı. Sayalum bakalım, veli kaç", "oyna-101")
    assert set(r.people) == {"name:ali", "name:veli"}


def test_of_the_rivals_covers_every_name_told_after_it():
    # turnuva kafa: Cemil (a rival) opened, so Hakan's unopened 404 is halved → 202
    story = "turnuvada Nazan kafa attı, rakiplerden Cemil açmıştı, Hakan açamamıştı, Hakan kaç yazıyor?"
    r = read(story, "turnuva-esli-101")
    assert r.people["name:cemil"].team == r.people["name:hakan"].team == "them"
    assert 202 in verdict(story, "turnuva-esli-101")


def test_her_partner_asked_by_name_sits_with_her():
    # turnuva: Nazan opened with pairs and finished with the okey → −404, her partner 0; Hakan unopened → 808
    story = "çift açan Nazan son taşı okey atıp bitti, Cemil açmıştı, Hakan açamadı; Nazan, eşi Sevgi ve Hakan kaç yazar?"
    r = read(story, "turnuva-esli-101")
    assert r.people["name:sevgi"].team == r.people["name:nazan"].team
    assert verdict(story, "turnuva-esli-101") == [-404, 0, 808]


def test_someone_else_showing_the_gosterge_costs_the_asked_player():
    # düz: "başka biri" showed the gösterge (−1 to Nazan), yet another finished normally (−2) → 19 − 3 = 16
    story = "düz okey 30dan. Nazan 19da. Başka biri göstergeyi gösterdi, sonra yine başka biri normal bitti. Nazan kaç?"
    assert 16 in verdict(story, "oyna-duz")
    # plain "biri" may be the asked one herself: whose rivals lose the point is asked
    r = read("düz okey 30dan. Nazan 19da. biri göstergeyi gösterdi, cemil normal bitti. Nazan kaç?", "oyna-duz")
    assert not r.hands[0].gosterge_by


def test_a_side_told_as_the_finisher_at_esli_duz():
    # eşli düz from 20: hand 1 they finish with the okey (−4 to us); hand 2 we finish with seven pairs, no
    # verb (−4 to them) → us 16, them 16
    story = "eşli düz 20den. el 1: onlar okeyle bitti. el 2: biz yedi çift. biz kaç onlar kaç?"
    assert sorted(verdict(story, "oyna-esli-duz")) == [16, 16]


def test_hands_told_and_fewer_read_is_asked_not_guessed():
    # "3 el oynadık" but the reading holds fewer hands ("ikisinde … birinde …"): no number, the "3" is asked about
    story = "düz okey 20den başladık. 3 el oynadık: ikisinde cemil normal bitti, birinde nazan okeyle bitti. ben kaç kaldım"
    r = read(story, "oyna-duz")
    assert len(r.hands) != 3 and any(f.value["word"] == "3" for f in r.unread)


def test_a_letter_then_a_colon_names_that_sides_people_and_a_list_asks():
    # turnuva okey finish: Nazan (A) −202; B: Cemil unopened 404, Hakan 10 left × 2 = 20 → B 424
    story = ("turnuva el 3: A takımından Nazan okeyle bitti. B: Cemil açmamıştı, Hakan açmıştı elinde 10 kalmış. "
             "Cemil, Hakan, B takımı?")
    r = read(story, "turnuva-esli-101")
    assert r.people["name:cemil"].team == r.people["name:hakan"].team != r.people["name:nazan"].team
    assert 424 in verdict(story, "turnuva-esli-101")


def test_the_values_left_told_as_a_list_are_one_remainder():
    # oyna-101 normal finish: opened, 8 + 5 + 2 left → 15 (no number left unread)
    story = "cemil normal bitti, ben açmıştım elimde 8, 5 ve 2 kaldı kaç yazarım"
    r = read(story, "oyna-101")
    assert not r.unread and r.hands[0].players["ben"].sums == [8, 5, 2]
    assert 15 in verdict(story, "oyna-101")


def test_plural_questions_ask_every_side():
    # eşli düz from 20: hand 1 Nazan (theirs) finishes normally → us 18; hand 2 Cemil (ours) with the okey → them 16
    story = "Eşli düz 20den, ben+Cemil karşı Nazan+Sevgi. 1. el Nazan normal bitti. 2. el Cemil okeyle bitti. kaç kaç olduk?"
    assert sorted(verdict(story, "oyna-esli-duz")) == [16, 18]
    # turnuva deste: us 12 + 202 = 214; them (Nazan 5 + Sevgi 202) = 207 — "takım toplamları" is both teams
    story = ("deste bitti kimse bitemedi. ben açtım 12 kaldı, eşim açmadı. karşı takım: Nazan açtı elinde 5, "
             "Sevgi açmadı. takım toplamları kaç?")
    assert sorted(verdict(story, "turnuva-esli-101")) == [207, 214]


def test_a_black_sea_first_person_plural_asks_for_us_both():
    # oyna-101 deck run out: I opened with 9 → 9; Cemil unopened → 202 ("ne yazaruk ikimiz": the two of us)
    story = "101de orta bitti kimse bitemedi, ben açmıştım elimde 9 var, Cemil açamamış, ne yazaruk ikimiz"
    assert sorted(verdict(story, "oyna-101")) == [9, 202]


def test_a_team_asked_with_no_name_given_is_the_asked_players():
    # turnuva okey finish: Cemil opened with 20 left → 20 × 2 = 40; his partner Sevgi unopened 404 → their side 444
    story = "3. el. Cemil açmıştı elinde 20 kaldı, eşi Sevgi açamadı, Nazan okeyle bitti. Cemil kaç yazar, C takımının eli kaç?"
    assert 444 in verdict(story, "turnuva-esli-101")


def test_english_words_of_the_table():
    # eşli düz from 20: hand 1 Cemil normal (−2 to Team Nazan), next hand Nazan with the okey (−4 to Team Cemil)
    story = "eşli düz 20den. H1: Cemil normal bitti. Next hand Nazan okeyle bitti. Team Nazan kaç, Team Cemil kaç?"
    r = read(story, "oyna-esli-duz")
    assert len(r.hands) == 2 and not any(k.startswith("name:team") for k in r.people)
    ans = verdict(story, "oyna-esli-duz")
    assert sorted(ans) == [16, 18]


def test_a_side_named_after_a_player_is_not_guessed_for_the_asker():
    # "Team Cemil" while I play and am named in no side: whether Cemil is my partner is not told — asked, no number
    story = "ben normal bittim. Cemil açmıştı elinde 9 kaldı, Nazan açamadı. Cemil kaç, Team Cemil total?"
    ans = verdict(story, "turnuva-esli-101")
    assert ans == []


def test_a_name_then_a_kin_word_is_one_person():
    # oyna-101 okey finish by "amcam" = Hakan amcam: Hakan −202; I opened with 6 left → 12
    story = "ben 300, Hakan amcam 410. amcam okeyle bitti, ben açmıştım elimde 6 kaldı. herkes kaç oldu"
    r = read(story, "oyna-101")
    assert "name:amcam" not in r.people and r.hands[0].finishers == ["name:hakan"]


def test_the_asker_finished_so_the_third_person_is_asked():
    # oyna-101: I finished normally; Cemil opened, 12 left → 12 (not my −101)
    story = "ben normal bittim, Cemil açmıştı elinde 12 kaldı kaç yazar"
    assert verdict(story, "oyna-101") == [12]


def test_a_partner_told_after_the_name_seats_the_table():
    # od-101 team table, okey finish: Sevgi is Nazan's partner, so Cemil is mine; Cemil unopened 404, me 7 × 2 = 14
    story = "od eşli 101. Nazan okeyle bitti. ben açmıştım elimde 7 kaldı. Cemil açamadı. Sevgi Nazan'ın eşi. ben kaç, Cemil kaç?"
    r = read(story, "od-101")
    assert r.people["name:sevgi"].team == r.people["name:nazan"].team != r.people["name:cemil"].team
    assert verdict(story, "od-101") == [14, 404]


def test_a_tile_in_an_unknown_notation_is_asked_not_dropped():
    # "b12" is no colour letter the reader knows: it may change the number, so it is asked about
    r = read("cemil normal bitti, ben açmıştım elimde b12 k3 kaldı kaç yazarım", "oyna-101")
    assert any(f.value["word"] == "b12" for f in r.unread)
