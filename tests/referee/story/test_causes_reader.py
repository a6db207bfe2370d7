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
    r = read("eşli düz, başlangıç 40, masa 4. el2: biz normal bittik. el3: onlar okeyle bitti. onlar kaç", "oyna-esli-duz")
    assert not r.unread and len(r.hands) == 2 and r.hands[1].index == 3 and r.start == 40


def test_a_person_then_n_te_is_where_that_person_stands():
    # düz: "Hakan 14te" is where Hakan stands before this hand; my okey finish costs him 4 → 10
    story = "düz okey. Hakan 14te. bu eli ben okeyle bitirdim. Hakan kaça düştü"
    r = read(story, "oyna-duz")
    assert not r.unread
    assert verdict(story, "oyna-duz") == [10]


def test_the_other_side_told_as_a_pair_is_no_fifth_player():
    # turnuva: Selin (theirs) discards an işlek nobody takes → 101, opened with 6 left at a normal finish → 107
    story = ("eşim dayımın kızı; karşı takım Berk ile Selin. Selin işlek attı, alan olmadı. dayımın kızı normal "
             "bitirdi, Selin açmıştı 6 ile kaldı. Selin kaç yazar")
    r = read(story, "turnuva-esli-101")
    assert set(r.people) == {"esim", "name:berk", "name:selin"}
    assert 107 in verdict(story, "turnuva-esli-101")


def test_a_word_that_can_be_an_adverb_is_no_player():
    r = read("ali bitti. veli açmıştı tabi elinde 8 kaldı, hemen de yazdık. veli kaç", "oyna-101")
    assert set(r.people) == {"name:ali", "name:veli"}
    r = read("ali normal bitti. Ceza yazmadık, veli açmıştı elinde 8 kaldı. veli kaç", "oyna-101")
    assert "name:ceza" not in r.people


def test_the_team_asked_on_a_sheet_is_the_side_of_the_players_asked():
    # teams Selin-Kaan / Oya-Berk, the writer plays not. Kaan finishes normally (−101, Selin 0);
    # asked: Oya 11 left, Berk unopened 202 → their side (the second told) 213 comes first, not Kaan's −101
    story = ("kafe defteri, takımlar Selin-Kaan / Oya-Berk. eli Kaan normal bitirdi. Berk hiç açmadı, Oya 11 ile "
             "kaldı. Oya kaç yazar? Berk kaç? takım kaç?")
    nums = verdict(story, "turnuva-esli-101")
    assert nums[0] == 213


def test_an_okey_the_one_on_the_throwers_right_took_is_a_discard():
    # turnuva: a discarded okey taken by the next player costs its number × 10 → kırmızı 4 × 10 = 40
    story = "Berk okeyi yere attı; okey kırmızı 4'tü ve sağındaki aldı. Berk'e ne ceza"
    r = read(story, "turnuva-esli-101")
    assert not r.hands[0].finishers and set(r.people) == {"name:berk"}
    assert 40 in verdict(story, "turnuva-esli-101")


def test_names_listed_before_one_predicate_all_take_it():
    # oyna-101, okey finish: each unopened player 202 × 2 = 404, the finisher −202
    for story in ("eli Kaan okeyle bitirdi; Oya Selin Berk hiçbiri açamadı. kime kaç",
                  "Kaan okeyle bitirdi; Oya, Selin ve Berk açmamıştı. kime ne yazılır"):
        r = read(story, "oyna-101")
        players = r.hands[0].players
        assert all(players[k].opened == "yok" for k in ("name:oya", "name:selin", "name:berk")), story
        assert verdict(story, "oyna-101").count(404) == 3, story


def test_a_role_word_before_names_is_no_list():
    # "öbür ikisi: biri açamadı, biri açmıştı": two clauses, two players — no list of one predicate
    r = read("rakip normal bitti. öbür ikisi: biri açamadı, biri açmıştı elinde 9 kaldı. kim kaç", "oyna-101")
    opened = sorted(str(p.opened) for k, p in r.hands[0].players.items() if k.startswith("anon:"))
    assert opened == ["seri", "yok"]


def test_letter_sides_with_their_roster_in_parentheses_and_their_points():
    # turnuva normal finish: Kaan −101 (Oya 0) → A 240 − 101 = 139; both rivals unopened, 202 each → B 310 + 404 = 714
    story = "A (Oya-Kaan) 240, B (Selin-Berk) 310. Kaan normal bitirdi; Selin ile Berk açamamıştı. toplamlar ne oldu"
    r = read(story, "turnuva-esli-101")
    assert not r.unread and {p.team for p in r.people.values()} == {"us", "them"}
    assert sorted(verdict(story, "turnuva-esli-101")) == [139, 714]


def test_letter_sides_standing_in_duz():
    # eşli düz: Berk (B) finishes with the okey → A 9 − 4 = 5; B stays at 5
    story = "eşli düzde B (Selin-Berk) 5te, A takımı (Oya-Kaan) 9da. Berk okeyle bitti. puanlar?"
    assert verdict(story, "oyna-esli-duz") == [5, 5]


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
    # od-101 normal finish: Kaan opened, 9 left, and threw the okey mid-hand (+101, once) → 110
    story = "od 101. Oya normal bitirdi. Kaan açmıştı, 9 ile kaldı ama el içinde okey de attı. Kaan kaç"
    r = read(story, "od-101")
    assert r.hands[0].players["name:kaan"].okeys == 0
    assert 110 in verdict(story, "od-101")


def test_a_sentence_initial_dialect_word_is_no_player():
    r = read("ali normal bitti, veli açamadı. Sayalum bakalım, veli kaç", "oyna-101")
    assert set(r.people) == {"name:ali", "name:veli"}


def test_of_the_rivals_covers_every_name_told_after_it():
    # turnuva elden: Kaan (a rival) opened, so Berk's unopened 404 is halved → 202
    story = "turnuvada Oya elden bitti; rakiplerden Kaan 3 ile kaldı, Berk hiç açmadı. Berk ne yazar"
    r = read(story, "turnuva-esli-101")
    assert r.people["name:kaan"].team == r.people["name:berk"].team == "them"
    assert 202 in verdict(story, "turnuva-esli-101")


def test_her_partner_asked_by_name_sits_with_her():
    # turnuva: Kaan opened with pairs and finished with the okey → −404, his partner 0; Oya unopened → 808
    story = "Kaan çiftlerle açmıştı ve okeyle bitirdi. Oya açamadı, Berk 8 ile kaldı. Oya ne yazar, Kaan ile eşi Selin ne yazar"
    r = read(story, "turnuva-esli-101")
    assert r.people["name:selin"].team == r.people["name:kaan"].team
    assert verdict(story, "turnuva-esli-101") == [808, -404, 0]


def test_someone_else_showing_the_gosterge_costs_the_asked_player():
    # düz: "başka biri" showed the gösterge (−1 to Berk), "başkası" finished with the okey (−4) → 12 − 5 = 7
    story = "düz okey, Berk 12de. göstergeyi başka biri gösterdi; eli de başkası okeyle bitirdi. Berk kaç"
    assert verdict(story, "oyna-duz") == [7]
    # plain "biri" may be the asked one himself: whose rivals lose the point is asked
    r = read("düz okey, Berk 12de. Kaan okeyle bitti; ondan önce biri göstergeyi göstermişti. Berk kaç", "oyna-duz")
    assert not r.hands[0].gosterge_by


def test_a_side_told_as_the_finisher_at_esli_duz():
    # eşli düz from 20: hand 1 they finish with the okey (−4 to us); hand 2 we finish with seven pairs, no
    # verb (−4 to them) → us 16, them 16
    story = "eşli düz 20den. el 1: onlar okeyle bitti. el 2: biz yedi çift. biz kaç onlar kaç?"
    assert sorted(verdict(story, "oyna-esli-duz")) == [16, 16]


def test_hands_told_and_fewer_read_is_asked_not_guessed():
    # "5 el oynadık" but the reading holds fewer hands ("çoğunu", "bir kere"): no number, the "5" is asked about
    story = "düz, başlangıç 20. 5 el oynadık, Kaan çoğunu normal bitirdi, Oya bir kere gösterge gösterdi. ben kaçtayım"
    r = read(story, "oyna-duz")
    assert len(r.hands) != 5 and any(f.value["word"] == "5" for f in r.unread)


def test_a_letter_then_a_colon_names_that_sides_people_and_a_list_asks():
    # turnuva normal finish: Oya (A) −101; B: Berk 6 left, Selin unopened 202 → B 208
    story = "turnuva el 4: A takımından Oya normal bitirdi. B: Berk 6 ile kaldı, Selin hiç açamadı. Berk, Selin, B takımı?"
    r = read(story, "turnuva-esli-101")
    assert r.people["name:berk"].team == r.people["name:selin"].team != r.people["name:oya"].team
    assert 208 in verdict(story, "turnuva-esli-101")


def test_the_values_left_told_as_a_list_are_one_remainder():
    # oyna-101 okey finish: opened, (3 + 7 + 1) × 2 → 22 (no number left unread)
    story = "Oya okeyle bitirdi. elimde 3, 7 ve 1 kaldı, açmıştım. bana ne yazılır"
    r = read(story, "oyna-101")
    assert not r.unread and r.hands[0].players["ben"].sums == [3, 7, 1]
    assert 22 in verdict(story, "oyna-101")


def test_plural_questions_ask_every_side():
    # eşli düz from 30: hand 1 Kaan (theirs) finishes with the okey → us 26; hand 2 Oya (ours) normally → them 28
    story = ("eşli düz oynuyoruz, başlangıç 30. ben ve Oya bir takım, Kaan ve Berk öbür takım. ilk elde Kaan okeyle "
             "bitti, ikinci eli Oya normal bitirdi. kaç kaç olduk")
    assert sorted(verdict(story, "oyna-esli-duz")) == [26, 28]
    # turnuva, tiles run out: us (partner 20 + me 202) = 222; them (Kaan 3 + Berk 202) = 205 — "takım toplamları" is both teams
    story = ("turnuvada ortada taş kalmadı, kimse bitemedi. eşim 20 ile kaldı, ben açamadım. rakiplerden Kaan 3 ile "
             "kaldı, Berk açamadı. takım toplamları?")
    assert sorted(verdict(story, "turnuva-esli-101")) == [205, 222]


def test_a_black_sea_first_person_plural_asks_for_us_both():
    # oyna-101 normal finish by Oya: I opened with 13 → 13; Kaan unopened → 202 ("ikimiz kaç yazaruk": the two of us)
    story = "Oya eli normal bitirdi; ben 13 ile kaldım, Kaan da açamadı. ikimiz kaç yazaruk"
    assert sorted(verdict(story, "oyna-101")) == [13, 202]


def test_a_team_asked_with_no_name_given_is_the_asked_players():
    # turnuva okey finish: Berk opened with 7 left → 7 × 2 = 14; his partner Selin unopened 404 → their side 418
    story = "Berk 7 ile kaldı ama eşi Selin hiç açamamıştı; eli Oya okeyle bitirdi. D takımının eli kaç, Berk ne yazar"
    assert 418 in verdict(story, "turnuva-esli-101")


def test_english_words_of_the_table():
    # eşli düz from 20: hand 1 Cemil normal (−2 to Team Nazan), next hand Nazan with the okey (−4 to Team Cemil)
    story = "eşli düz 20den. H1: Cemil normal bitti. Next hand Nazan okeyle bitti. Team Nazan kaç, Team Cemil kaç?"
    r = read(story, "oyna-esli-duz")
    assert len(r.hands) == 2 and not any(k.startswith("name:team") for k in r.people)
    ans = verdict(story, "oyna-esli-duz")
    assert sorted(ans) == [16, 18]


def test_a_side_named_after_a_player_is_seated_by_the_hands_told():
    # "Team Cemil" while I play and am named in no side: I finished and told Cemil's and Nazan's hands —
    # a finisher's partner writes 0, so the two told are my rivals: Team Cemil = 9 + 202 = 211
    story = "ben normal bittim. Cemil açmıştı elinde 9 kaldı, Nazan açamadı. Cemil kaç, Team Cemil total?"
    assert verdict(story, "turnuva-esli-101") == [211]


def test_a_name_then_a_kin_word_is_one_person():
    # oyna-101 okey finish by "amcam" = Hakan amcam: Hakan −202; I opened with 6 left → 12
    story = "ben 300, Hakan amcam 410. amcam okeyle bitti, ben açmıştım elimde 6 kaldı. herkes kaç oldu"
    r = read(story, "oyna-101")
    assert "name:amcam" not in r.people and r.hands[0].finishers == ["name:hakan"]


def test_the_asker_finished_so_the_third_person_is_asked():
    # oyna-101: I finished with the okey; Kaan opened, 9 left → 9 × 2 = 18 (not my −202)
    story = "ben okeyle bittim; Kaan açmıştı, 9 ile kaldı. kaç yazar"
    assert verdict(story, "oyna-101") == [18]


def test_a_partner_told_after_the_name_seats_the_table():
    # od-101 team table, okey finish: Selin is Oya's partner, so Kaan is mine; me 5 × 2 = 10, Kaan unopened 404
    story = "od eşli 101. Selin Oya'nın eşi; Oya okeyle bitirdi, Kaan açamadı, ben açmıştım 5 ile kaldım. ben ne yazarım, Kaan ne yazar"
    r = read(story, "od-101")
    assert r.people["name:selin"].team == r.people["name:oya"].team != r.people["name:kaan"].team
    assert verdict(story, "od-101") == [10, 404]


def test_a_tile_in_an_unknown_notation_is_asked_not_dropped():
    # "z7" is no colour letter the reader knows: it may change the number, so it is asked about
    r = read("Oya normal bitirdi; bende z7 ile s2 kaldı, açmıştım. kaç yazılır", "oyna-101")
    assert any(f.value["word"] == "z7" for f in r.unread)
