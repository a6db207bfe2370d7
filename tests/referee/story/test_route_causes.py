"""Issue 11 causes from blind rounds 3–4: score stories routed to a rule answer, and numbers stated
from a fact the story never gave. Each mechanism on stories of our own (not the rounds'); the
rounds' own stories are the regression tests ``test_blind_r*.py``.

Numbers are worked by hand from the sources (oyna-yazboz, od-101-puan, esli-101-turnuva,
oyna-duz); the comment above a story says how.
"""
from __future__ import annotations

from referee.classify.router import route
from referee.story import plan, read
from tests.referee.story.support import BOLD, ask, verdict


# --------------------------------------------------------------------------- an okey thrown and taken is no finish


def test_an_okey_the_next_player_took_is_a_discard_not_a_finish():
    # esli-101-turnuva: a discarded okey taken by the next player costs 10 × its number; sarı 9 → 90
    q = "turnuvada dalgınlıkla okeyi attım, sarı 9'du, sıradaki aldı kaç ceza"
    r = read(q, "turnuva-esli-101")
    assert r.hands[0].finishers == []
    assert [p.kind for p in r.hands[0].players["ben"].penalties] == ["okey-atma"]
    assert verdict(q) == [90]
    # the gösterge gives the okey: sarı 6 → sarı 7, 7 × 10
    assert verdict("turnuvada kuzen okeyi attı, gösterge sarı 6 idi, solundaki hemen kaptı. kuzene kaç ceza yazılır") == [70]


def test_an_okey_thrown_with_nobody_taking_it_is_still_the_finish():
    # "rakip okey attı" with no taker and no "by mistake": the rival finished with the okey, 12 × 2
    q = "rakip okey attı ben açmıştım elimde 12 kaldı kaç yazarım"
    assert read(q, "oyna-101").hands[0].finishers == ["rakip"]
    assert verdict(q) == [24]


# --------------------------------------------------------------------------- penalty questions about named people


def test_a_person_asked_by_name_with_no_penalty_told_gets_zero():
    # the taker of an işlek tile writes nothing; the discarder 5 × 10
    q = "turnuvada deniz işlek k5 attı, sıradaki ben aldım. deniz kaç ceza yer, bana da var mı"
    assert verdict(q) == [50, 0]


def test_a_word_of_the_question_is_no_person_to_give_zero():
    # "atana" (to the one who threw) is no player: only the discarder is answered
    assert verdict("turnuvada biri işlek 6 attı sıradaki aldı atana kaç yazılır") == [60]


# --------------------------------------------------------------------------- the router


def test_a_told_penalty_asked_as_ceza_ne_is_a_score_story():
    # od-101-puan: tiles laid and taken back without opening: +101
    q = "od 101de hasan açamadı taşları geri topladı, cezası ne"
    assert route(q).branch == "calculation"
    assert verdict(q) == [101]


def test_a_rule_asked_as_ceza_ne_stays_a_rule_question():
    assert route("işlek atmanın cezası ne").branch == "rule"
    # routed on its words, but no story: the calculator declines and the rule article answers
    q = "od 101de açamayıp taşları geri toplamanın cezası ne"
    assert ask(q) is None


# --------------------------------------------------------------------------- seats


def test_the_asker_who_finished_is_one_of_the_players():
    # four names plus "ben" who finished: the planner dropped the asker as one of the four named and then
    # crashed on the finisher; now it asks which of the four the asker is
    r = read("düz okey: ece, deniz, onur, can. ben son taş okey atıp bittim kim kaç", "oyna-duz")
    pl = plan(r)
    assert pl is not None and any("sen hangisisin" in p for p in pl.problems)


# --------------------------------------------------------------------------- a fact that changes the number is asked


def test_everything_laid_at_once_asks_whether_anyone_had_opened_before():
    # oyna-terimler: elden only if nobody had opened; the story tells one unopened player of three
    ans = ask("kuzen tek seferde hepsini indirip bitti, ben açmamıştım kaç yazarım", "oyna-101")
    assert ans.calculation["result"] is None
    assert any(m["slot"] == "finish.kind" for m in ans.calculation["missing"])
    assert "Önce açan var mıydı?" in ans.answer


def test_laid_at_once_with_nobody_opened_told_is_elden():
    # elden ×2: the unopened asker 202 × 2
    assert verdict("kimse açmamışken kuzen tek seferde hepsini indirip bitti, kaç yazarım", "oyna-101") == [404]
    # every other player told unopened: nobody had opened either
    assert verdict("kuzen tek seferde hepsini indirip bitti, ben açmamıştım, ayşe de deniz de açamamıştı. "
                   "ben kaç yazarım", "oyna-101") == [404]


def test_od_elden_does_not_depend_on_the_others():
    # od-101-puan: its elden is the finisher's own (no "nobody opened" condition), so nothing is asked
    ans = ask("od kurallarıyla kuzen tek seferde hepsini indirip bitti, ben açmamıştım kaç yazarım", "od-101")
    assert ans.calculation["result"] is not None


def test_an_okey_that_completed_a_meld_is_no_okey_finish():
    r = read("düz okey, cem 7 çiftle bitti, çiftlerden biri okeyle tamamlanmıştı, son taşı s4 attı", "oyna-duz")
    assert r.hands[0].okey_last is None


def test_duz_tiles_ran_out_with_no_gosterge_is_zero_and_says_so():
    ans = ask("eşli düz okeyde deste bitti, kimse bitemedi, kaç düşülür", "oyna-esli-duz")
    assert BOLD.findall(ans.answer.split("\n\n")[0]) == ["0"]
    assert any("göstergeyi gösteren olmadığını varsaydım" in a for a in ans.assumptions)


# --------------------------------------------------------------------------- the off-topic gate and nicknames


def test_a_topic_word_that_is_a_players_nickname_does_not_make_a_story_off_topic():
    # "doktor" is on the off-topic list; here the reader reads it as a player and a hand is told:
    # çiftten finish ×2, asker opened with 20 left: 40
    q = "doktor çiftten açıp çiftten bitti, ben seriyle açmıştım elimde 20 kaldı kaç yazarım"
    assert route(q).branch == "calculation"
    assert verdict(q) == [40]


def test_the_topic_word_itself_stays_off_topic():
    assert route("doktor randevusu kaçta").branch == "out_of_domain"
    assert route("fenerbahçe kaç kaç bitti").branch == "out_of_domain"
    # another game named beside the nickname: still another game
    assert route("doktor tavlada bitti kaç yazarım").branch == "out_of_domain"


# --------------------------------------------------------------------------- düz: the last tile


def test_duz_a_named_last_tile_with_no_okey_told_is_asked():
    # okey or not is 4 against 2: no number without the gösterge
    ans = ask("düz okey, cem son taşı mavi 8'i atıp bitti, ben 12deydim kaç kaldım", "oyna-duz")
    assert ans.calculation["result"] is None
    assert any(m["slot"] == "okey" for m in ans.calculation["missing"])


def test_duz_seven_pairs_denied_is_no_seven_pairs():
    # "7 çift değil": a plain okey finish, −4 (not seven pairs with the okey, −8): 12 − 4
    r = read("düz okey, cem okeyle bitti ama 7 çift değil, ben 12deydim kaç kaldım", "oyna-duz")
    assert not r.hands[0].seven_pairs
    assert verdict("düz okey, cem okeyle bitti ama 7 çift değil, ben 12deydim kaç kaldım", "oyna-duz") == [8]


# --------------------------------------------------------------------------- facts read, not assumed


def test_an_okey_laid_down_mid_hand_with_words_between_is_a_discard():
    # esli-101-turnuva: gösterge sarı 4 → okey sarı 5, taken by the next player: 5 × 10
    assert verdict("turnuvada gösterge sarı 4tü, kuzen okeyi el ortasında yere attı sıradaki aldı, "
                   "kuzene kaç yazılır") == [50]


def test_an_unknown_tile_in_the_remainder_is_asked():
    ans = ask("ben açtım, cem normal bitti, elimde m5 s9 bir de bir taş daha kaldı hatırlamıyorum, kaç yazarım",
              "oyna-101")
    assert ans.calculation["result"] is None
    assert any(m["slot"].endswith("remaining_sum") for m in ans.calculation["missing"])


def test_a_failed_opening_is_no_opening():
    # od-101-puan: taking back laid tiles +101; he never opened: 202 (normal ×1) → 303
    q = "od kuralı, kuzen 101'e ulaşamadan açtı taşlarını geri topladı, sonra cem normal bitti. kuzen kaç yazar"
    assert verdict(q, "od-101") == [303]


def test_opening_and_finishing_in_the_same_turn_is_ods_elden():
    # od-101-puan: elden ×2 and the okey last ×2: the unopened 202 × 4
    q = "od de kimse açmamışken cem elini açıp aynı turda bitirdi, son taş da okey, ben kaç yazarım"
    assert verdict(q, "od-101") == [808]


def test_an_okey_taken_from_my_meld_says_i_had_opened():
    # od-101-puan: the okey taken from the owner's meld +101; 12 left, normal ×1
    ans = ask("perimdeki okeyi cem aldı, sonra deniz normal bitti, elimde 12 kaldı kaç yazarım", "od-101")
    assert BOLD.findall(ans.answer.split("\n\n")[0]) == ["113"]
    assert any("Perindeki okey alındığına göre" in a for a in ans.assumptions)


def test_duz_a_gosterge_shown_by_nobody_named_is_asked():
    ans = ask("eşli düzde gösterge gösterildi, sonra cem normal bitti, bizim takım 14tü kaç kaldık", "oyna-esli-duz")
    assert ans.calculation["result"] is None
    assert any(m["slot"] == "gosterge.by" for m in ans.calculation["missing"])


def test_duz_a_column_with_no_points_told_gets_no_standing():
    # ours: 15 − 2 = 13; theirs was never told: their standing is not given (it was shown as −1)
    ans = ask("eşli düzde ben göstergeyi gösterdim sonra karşı takımdan cem normal bitti, biz 15teydik şimdi kaç kaç",
              "oyna-esli-duz")
    assert BOLD.findall(ans.answer.split("\n\n")[0]) == ["13"]


def test_the_shower_asked_for_can_be_given():
    from referee.scoring import answer_filled

    q = "düz okey, gösterge gösterildi, sonra cem normal bitti, ben 14teydim ece 9 kaç kaldım"
    ans = answer_filled(q, "oyna-duz", [("gosterge.by", "Ece")])
    # Ece showed: the asker −1; Cem normal: −2 → 14 − 3 = 11
    assert BOLD.findall(ans.answer.split("\n\n")[0])[:1] == ["11"]


# --------------------------------------------------------------------------- corrections


def test_a_list_of_numbers_corrected_by_another_list():
    # "12 13 14 değil pardon 12 ile 14": 26 left (was 12 13 12 14 = 51); okey finish ×2 → 52
    q = "cem okeyle bitti, ben açmıştım elimde 12 13 14 değil pardon 12 ile 14 kaldı kaç yazarım"
    assert read(q, "oyna-101").hands[0].players["ben"].sums == [12, 14]
    assert verdict(q, "oyna-101") == [52]


def test_the_gosterge_shower_corrected():
    # düz deste bitti: only the gösterge — Ece showed (not Cem): everyone else −1
    q = "düz okey, ben 10 cem 8 ece 6 onur 4. deste bitti, cem göstergeyi göstermişti, yok yok gösteren ece'ymiş. kim kaç"
    assert read(q, "oyna-duz").hands[0].gosterge_by == ["name:ece"]


def test_hepsi_asks_for_everyone():
    # okey finish ×2: Cem −202, the unopened asker 404, Ece 10 × 2
    q = "cem okey atarak bitti. ben açamadım, ece açmıştı elinde 10 kaldı. hepsi kaç yazar"
    assert sorted(verdict(q, "oyna-101")) == [-202, 20, 404]


# --------------------------------------------------------------------------- who holds what, who is asked


def test_a_note_on_a_tile_in_parentheses_is_no_second_okey_and_no_sentence_end():
    # gösterge sarı 5 → okey sarı 6; "(gerçek okey!)" is about the sarı 6: one okey held (+101), the
    # mavi 4 stays in the asker's hand: 4 × 1 + 101
    q = "gösterge sarı 5. cem normal bitti. ben açmıştım elimde sarı 6 (gerçek okey!) ve mavi 4 kaldı. kaç yazarım"
    p = read(q, "oyna-101").hands[0].players["ben"]
    assert p.okeys == 0 and ("mavi", 4) in p.tiles
    assert verdict(q, "oyna-101") == [105]


def test_elde_after_my_opening_is_my_hand():
    # "ben açmıştım elde 8" right after another player's remainder: the 8 is the asker's
    q = "deste bitti kimse bitemedi. cem açmıştı elinde 15 kaldı. bizden ben açmıştım elde 8. ben kaç yazarım"
    assert read(q, "oyna-101").hands[0].players["ben"].sums == [8]


def test_duz_several_points_told_and_a_question_naming_nobody_answers_each():
    # deste bitti, Ece showed: the asker 9 − 1 = 8, Ece stays 7
    q = "düz okey deste bitti kimse bitemedi, ece göstergeyi göstermişti. ben 9daydım ece 7deydi şimdi kaç"
    assert sorted(verdict(q, "oyna-duz")) == [7, 8]


def test_the_question_verb_in_first_person_plural_asks_for_us():
    # "karşı takımdan biri … bitti, kaçta kaldık": our column, 12 − 2 (a normal finish)
    q = "eşli düz, biz 12 onlar 9, karşı takımdan cem normal bitti kaçta kaldık"
    assert verdict(q, "oyna-esli-duz") == [10]


def test_kazandik_mi_asks_for_the_winner():
    r = read("turnuvada 6 elden sonra biz 500 onlar 400. 7. el eşim normal bitti, rakipler açamadı. kazandık mı",
             "turnuva-esli-101")
    assert "winner" in r.question.what


def test_iki_elin_toplami_is_the_question_not_a_remainder():
    # "iki elin toplamı": the "iki" counts the hands asked about; it is nobody's tile (was added to a remainder)
    q = ("1. el: cem normal bitti, ece açmıştı elinde 10 kaldı. 2. el: ece okey atıp bitti, cem seriyle açmıştı "
         "elinde 20 kaldı. iki elin toplamı kim kaçta")
    r = read(q, "oyna-101")
    assert r.hands[1].players["name:cem"].sums == [20]
