"""Issue 11 causes from blind rounds 3–4: score stories routed to a rule answer, and numbers stated
from a fact the story never gave. Each mechanism on stories of our own (not the rounds'); the
rounds' own stories are the regression tests ``test_blind_r*.py``.

Numbers are worked by hand from the sources (oyna-yazboz, od-101-puan, esli-101-turnuva,
oyna-duz); the comment above a story says how.
"""
from __future__ import annotations

import re

from referee.classify.detect import detect_ruleset
from referee.classify.router import route
from referee.scoring import answer_calculation
from referee.story import plan, read

BOLD = re.compile(r"\*\*(-?\d+)\*\*")


def ask(question: str, ruleset: str | None = None):
    choice = detect_ruleset(question, ruleset)
    return answer_calculation(question, choice.ruleset, choice.reason)


def verdict(question: str, ruleset: str | None = None) -> list[int]:
    ans = ask(question, ruleset)
    assert ans is not None, question
    return [int(x) for x in BOLD.findall(ans.answer.split("\n\n")[0])]


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
