"""Standings told for several people, and questions about them, answered for each (issue 11,
causes 5 and 6): "ben 21'deyim nuri 18'de", "ikimiz kaç kaldık", "yeni durum ne" after a "durum:"
line; and a penalty repeated in a clause of its own, a gösterge shower taken back.

Stories of our own; numbers worked by hand from the sources (oyna-duz: a normal finish −2 for the
others, the gösterge −1 for the others; od-101-puan: okey finish ×2, işlek +101 each, not multiplied).
"""
from __future__ import annotations

from referee.story import read
from tests.referee.story.support import ask, verdict


def test_a_bare_locative_in_a_list_of_standings_is_that_players_points():
    r = read("düz okey, cem normal bitti. ben 21deyim nuri 18de sevgi 25te. kaç kaldık", "oyna-duz")
    assert r.before == {"ben": 21, "name:nuri": 18, "name:sevgi": 25}
    # a bare locative with no standings beside it is no one's points
    assert "name:cem" not in read("düz okey, cem saat 9da geldi, ben 5teydim", "oyna-duz").before


def test_ikimiz_with_two_players_told_is_both_of_them():
    # ben showed the gösterge (nuri −1 → 9), nuri finished normal (ben −2 → 5)
    story = "düz okey ben 7 nuri 10'daydı, göstergeyi ben gösterdim sonra nuri normal bitti, ikimiz kaç kaldık"
    assert verdict(story, "oyna-duz") == [5, 9]


def test_yeni_durum_after_a_standings_line_gives_the_new_totals():
    # od-101: okey finish ×2 — cem −202 → 43; nuri unopened 404 → 792; ben 20 × 2 = 40 → 442
    story = ("od kurallarıyla. durum: cem 245 / nuri 388 / ben 402\n"
             "cem okey atarak bitti. nuri açamadı, ben açtım elimde 20 kaldı. yeni durum ne")
    assert verdict(story, "od-101")[:3] == [43, 792, 442]


def test_throwing_again_in_a_clause_of_its_own_is_one_more_penalty():
    # od-101: sevgi 19 × 2 = 38 + 2 × 101 = 240
    story = ("od kurallarıyla. sevgi işleki attı, sonra bi daha attı. sonra cem okey atarak bitti. "
             "sevgi seriyle açmıştı elinde 19 kaldı. sevgi kaç yazar")
    assert verdict(story, "od-101") == [240]


def test_a_gosterge_shower_taken_back_is_replaced():
    story = ("düz okey. ablam göstergeyi gösterdi, yok yok ablam değil sevgi gösterdi. sonra taşlar bitti "
             "kimse bitemedi. ben 12deydim ablam 8de. şimdi ikimiz kaçtayız")
    assert read(story, "oyna-duz").hands[0].gosterge_by == ["name:sevgi"]
    assert verdict(story, "oyna-duz") == [11, 7]


def test_a_hand_told_by_its_score_onto_the_askers_total_is_a_match_question():
    # oyna-101 plays to 1000 (oyna-yazboz): 950 + 60 = 1010 — the match is over
    ans = ask("toplamım 950ydi bu el 60 yedim maç bitti mi", "oyna-101")
    assert ans is not None and ans.calculation["result"] is not None
    first = ans.answer.split("\n\n")[0]
    assert "**1010**" in first and "Maç bitti" in first
    # under the target, with the others' totals untold: the asker's total, which alone does not end the
    # match, and the open fact named (someone else's total may have reached 1000) — never "maç sürüyor" flat
    ans = ask("toplamım 600dü bu el 60 yedim maç bitti mi", "oyna-101")
    first = ans.answer.split("\n\n")[0]
    assert "**660**" in first and "bitmez" in first and "ulaştıysa maç biter" in first
    assert "Maç sürüyor" not in first


def test_duz_someone_unnamed_finished_and_we_ask_what_we_lose():
    # oyna-duz: seven pairs finish: the others lose 4 each
    ans = ask("düz okeyde biri 7 çift bitti, biz kaç puan düşüyoz", "oyna-duz")
    assert ans is not None and "**4**" in ans.answer.split("\n\n")[0]


def test_a_shower_taken_back_with_the_verb_a_clause_later():
    story = ("düz okey. ablam göstergeyi gösterdi, yok yok ablam değil kuzenim sevgi gösterdi. sonra taşlar bitti "
             "kimse bitemedi. ben 12deydim ablam 8de. şimdi ikimiz kaçtayız")
    assert read(story, "oyna-duz").hands[0].gosterge_by == ["name:sevgi"]


def test_a_number_put_to_be_checked_names_a_party_asked():
    # nuri 16 + 2 × 101 = 218; ablam finished: −101 — "ablam -101 di mi" is checked, not a standing
    story = "nuri bu el iki kere işlek attı sonra ablam normal bitti. nuri açmıştı, elinde 16 kaldı. " \
            "nuri kaç yazacak? ablam -101 di mi"
    r = read(story, "oyna-101")
    assert r.question.claim == -101 and "name:ablam" in r.question.targets and r.before == {}
    assert verdict(story, "oyna-101") == [218, -101]


def test_who_leads_a_101_match_that_goes_on_is_the_lowest_total():
    # oyna-yazboz: a normal finish −101 (230 → 129); unopened 202 (180 → 382); remainders as told;
    # the match goes on (nobody at 1000) and the lowest total leads
    story = ("101 oynuyoruz. Ali 230, Veli 180, Ayşe 100, ben 300 puandayım. Bu elde Ali normal bitirdi, "
             "ben 45 kaldım, Veli açamadı, Ayşe 20 kaldı. kim önde")
    first = ask(story, "oyna-101").answer.split("\n\n")[0]
    assert "Maç sürüyor" in first and "önde: Ayşe (120)" in first
    # not asked who leads: no leader sentence
    plain = ask(story.replace("kim önde", "kaçta kaldık"), "oyna-101").answer.split("\n\n")[0]
    assert "önde" not in plain


def test_tiles_worth_told_with_lik_and_a_number_said_wrong():
    # od-101-puan: a normal finish ×1; an opened player writes the remainder, pairs opening ×2;
    # unopened 202. Before: usta 340, yusuf 212, ben 190 → usta 363, yusuf 414, ben 190 + 9 × 2 = 208
    story = ("Başlamadan usta 340taydı, Yusuf 212, Cemo 455, ben 190. Bu el Cemo normal bitti. Usta açmıştı "
             "elinde 23lük taş kaldı. Yusuf açamadı. Ben çiftten açmıştım elimde 8 kaldı... yok yanlış dedim 9 "
             "kaldı. Yeni toplamlar kaç oldu herkesin?")
    first = ask(story, "od-101").answer.split("\n\n")[0]
    assert "**363**" in first and "**414**" in first and "**208**" in first, first


def test_ben_x_ile_esim_is_the_askers_side():
    # oyna-esli-duz (oyna-yazboz): from 20; the gösterge −1 to each other side, a normal finish −2 to the other
    # side, an okey finish −4; hand 1: Cemo shows (us −1), I finish (them −2); hand 2: usta okey (them −4)
    story = ("Eşli düz oynadık, ben usta ile eşim, Yusufla Cemo öbür takım, 20den başladık. 1. el Cemo gösterge "
             "gösterdi, sonra ben normal bittim. 2. el usta okeyle bitti. İki takım kaçta?")
    first = ask(story, "oyna-esli-duz").answer.split("\n\n")[0]
    assert "**19**" in first and "**14**" in first, first


def test_benimki_asks_the_asker_too_and_the_hands_a_total_is_over_are_no_remainder():
    # od-101-puan: an elden finish ×2 (202 × 2 = 404 unopened; 19 × 2 = 38), an okey finish ×2 (404; 14 × 2 = 28)
    story = ("OyunDostluğu kurallarıyla iki el oynadık. 1. el Yusuf açtığı turda bitirdi (elden), Cemo açamadı, ben "
             "açmıştım elimde 19 kaldı. 2. el Nermin okey atarak bitti, Cemo yine açamadı, ben 14le kaldım. İki elde "
             "Cemo'nun toplamı kaç, benimki kaç?")
    first = ask(story, None).answer.split("\n\n")[0]
    assert "**808**" in first and "**66**" in first, first


def test_a_sheet_asked_politely_gives_everyone_and_a_corrected_tile_replaces_its_own():
    # od-101-puan, gösterge mavi 9 → okey mavi 10: a held okey counts 101 (8 + 101 = 109); kırmızı 12 corrected
    # to kırmızı 11 (13 + 11 + 2 = 26); pairs opening ×2 (10 × 2 = 20)
    story = ("Gösterge mavi 9 idi, Dursun Hanım normal bitirdi.\n1) Kaya Bey seri ile açmıştı: elinde mavi 10, "
             "kırmızı 3, sarı 5.\n2) Yılmaz Bey seri ile açmıştı: elinde kırmızı 13, kırmızı 12 — pardon, "
             "düzeltiyorum: kırmızı 11 — ve siyah 2.\n3) Ben çiftten açmıştım: elimde siyah 6 ile sarı 4.\n"
             "Hesabı rica ederim.")
    first = ask(story, "od-101").answer.split("\n\n")[0]
    assert "**109**" in first and "**26**" in first and "**20**" in first, first
