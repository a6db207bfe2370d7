"""The mechanisms blind round 2 showed were missing, each on stories of our own (not the round's).

Numbers are worked by hand from the sources (oyna-yazboz, oyna-terimler, od-101-puan,
esli-101-turnuva); the comment above a story says how. Round 2's own stories are the regression
test ``test_blind_r2.py``.
"""
from __future__ import annotations

from referee.scoring import answer_filled
from referee.story import plan, read
from tests.referee.story.support import BOLD, ask, verdict


# --------------------------------------------------------------------------- names no list knows


def test_a_name_no_list_knows_is_learned_from_its_slot_and_used_everywhere():
    # "gönül" is the subject of a player's verb at a clause start; okey finish ×2: 12 × 2 = 24
    r = read("gönül son taşı okey atıp bitti, ben açmıştım elimde 12 kaldı kaç yazarım", "oyna-101")
    assert r.hands[0].finishers == ["name:gonul"]
    assert verdict("gönül son taşı okey atıp bitti, ben açmıştım elimde 12 kaldı kaç yazarım", "oyna-101") == [24]


def test_a_game_word_with_an_ending_is_never_a_name():
    r = read("nevzat 3 kez işlek attı. sonra elini açtı, elde 12 kaldı. nevzat kaç yazar", "oyna-101")
    assert set(r.people) == {"name:nevzat"}
    assert r.hands[0].players["name:nevzat"].penalties[0].count == 3


# --------------------------------------------------------------------------- team names are sides, not players


def test_team_names_name_the_columns_and_are_no_players():
    # Mert normal: Oya 15, Ece 202 → Şahinler 217; the writer ("Selma:") keeps the sheet, plays no seat
    q = ("Selma: (Şahinler Oya-Ece / Kurtlar Mert-Can) turnuvada mert normal bitti. oya açmıştı elinde 15 "
         "kaldı, ece açamadı. şahinler kaç yazar")
    r = read(q, "turnuva-esli-101")
    assert set(r.people) == {"name:oya", "name:ece", "name:mert", "name:can"}
    ans = ask(q)
    assert ans.answer.startswith("Şahinler **217** yazar")


def test_a_plural_ablative_puts_a_player_in_a_team():
    # okey kafa, both rivals unopened: no halving, 808 each → 1616
    q = "turnuvada kurtlardan can okey kafa attı, şahinlerden oya da ece de açamamıştı, şahinler toplam kaç yazar"
    assert verdict(q) == [1616]


# --------------------------------------------------------------------------- the finish not told is asked


def test_a_finish_without_its_kind_is_asked_with_the_rulesets_finishes():
    ans = ask("deniz bitti, ben açamadım kaç yazarım", "oyna-101")
    assert ans.calculation["result"] is None and not BOLD.search(ans.answer)
    slot = next(m for m in ans.calculation["missing"] if m["slot"] == "finish.kind")
    assert [o["value"] for o in slot["options"]] == ["normal", "okey", "cift", "cift-okey", "elden", "elden-okey"]
    # answered "okey": the unopened asker writes 202 × 2 = 404
    filled = answer_filled("deniz bitti, ben açamadım kaç yazarım", "oyna-101", [("finish.kind", "okey")])
    assert BOLD.findall(filled.answer.split("\n\n")[0]) == ["404"]


def test_duz_asks_its_own_finishes():
    ans = ask("düz okeyde nevzat bitti, kaç düşüyorum", "oyna-duz")
    slot = next(m for m in ans.calculation["missing"] if m["slot"] == "finish.kind")
    assert [o["value"] for o in slot["options"]] == ["normal", "okey", "cift", "cift-okey"]


def test_a_told_kind_is_no_question():
    assert verdict("deniz normal bitti, ben açamadım kaç yazarım", "oyna-101") == [202]
    assert verdict("deniz bitti son taş okey değildi, ben açamadım kaç yazarım", "oyna-101") == [202]


# --------------------------------------------------------------------------- stated points in any order


def test_duz_points_listed_by_name_with_the_gosterge_and_the_finish():
    # Nevzat shows: Gönül, ben, Şükran −1; Gönül okey finish: ben, Nevzat, Şükran −4
    q = ("düz okey. puanlar: gönül 9, ben 7, nevzat 5, şükran 12. nevzat göstergeyi gösterdi, sonra gönül "
         "okeyle bitti. herkes kaç")
    assert sorted(verdict(q, "oyna-duz")) == sorted([8, 2, 1, 7])


def test_esli_duz_teams_as_two_joined_pairs():
    # Nevzat (them) shows → us 20 − 1 = 19; Gönül (us) seven pairs → them 20 − 4 = 16
    q = "eşli düz 20den, ben+gönül / nevzat+şükran. nevzat bey göstergeyi gösterdi, sonra gönül 7 çiftle bitti. iki takım kaç"
    assert verdict(q) == [19, 16]


# --------------------------------------------------------------------------- totals numbers first, names after

def test_totals_told_numbers_first_then_the_people_in_parentheses():
    # 101: Ece 412 + 20 (opened, 20 left, normal finish ×1) = 432; Can 95 − 101 (finished) = −6
    r = read("puanlar 412, 95 idi (ece, can). can normal bitti, ece açtı elinde 20 kaldı. yeni toplamlar", "oyna-101")
    assert r.before == {"name:ece": 412, "name:can": 95} and r.unread == []
    assert verdict("puanlar 412, 95 idi (ece, can). can normal bitti, ece açtı elinde 20 kaldı. yeni toplamlar",
                   "oyna-101") == [432, -6]


def test_numbers_and_people_that_do_not_pair_are_not_guessed():
    r = read("puanlar 412, 95, 300 idi (ece, can). can normal bitti, ece açtı elinde 20 kaldı. yeni toplamlar", "oyna-101")
    assert "name:ece" not in r.before


# --------------------------------------------------------------------------- team totals by the team's name

def test_team_totals_told_by_team_name_before_the_last_hand():
    # eşli 101 turnuva (esli-101-turnuva): Can finishes normally −101, his partner Ece writes 0;
    # Efe opened with 20 left → 20, Arda never opened → 202. Aslanlar 300 − 101 = 199,
    # Kaplanlar 420 + 222 = 642; the match of 5 hands is over, the lower total wins: Aslanlar.
    q = ("turnuva, Aslanlar (Ece-Can) Kaplanlar (Efe-Arda), maç 5 el. 4 elin sonunda Aslanlar 300, Kaplanlar 420. "
         "5. el: Can normal bitti. Efe açtı elde 20 kaldı, Arda açamadı. son skor ne, kim kazandı")
    r = read(q, "turnuva-esli-101")
    assert r.before == {"team:us": 300, "team:them": 420} and r.hands_before == 4
    a = ask(q)
    assert [int(x) for x in BOLD.findall(a.answer.split("\n\n")[0])] == [199, 642]
    assert "kazanan: Aslanlar" in a.answer


def test_n_hands_at_the_end_of_the_story_is_the_question_not_hands_played():
    r = read("1. el ece normal bitti ben açtım 10 kaldı. 2. el ben normal bittim. 2 elin sonunda kim kaç", "oyna-101")
    assert r.hands_before is None and len(r.hands) == 2
