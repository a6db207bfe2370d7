"""Stories that reach an engine path of their own: a void hand with totals told before it, a düz
gösterge shown while the hand still runs, a match's end condition from the standings alone, a penalty
asked about one player. Every story here is ours."""
from __future__ import annotations

from tests.referee.story.support import ask, verdict


def test_a_void_hand_keeps_the_totals_told_before_it():
    """oyna-yazboz "El bozulursa": all four opened with pairs, so whoever went out afterwards scores
    nothing; the asker's and the named player's totals stay as they were."""
    story = "dördümüz de çiftten açmıştık, sonra Veli bitirdi, bende 14 kaldı. ben 310 Veli 95teydi, şimdi kaç olduk"
    ans = ask(story, "oyna-101")
    assert verdict(story, "oyna-101") == [310, 95]
    assert "bozul" in ans.answer


def test_the_digit_spelling_of_all_four_is_read_too():
    story = "4ümüz de çiftle açtık, Veli bitti. ben 120 Veli 300deydi, kaç olduk"
    assert verdict(story, "oyna-101") == [120, 300]


def test_turnuva_plays_the_four_pairs_hand_on():
    """esli-101-turnuva: the hand is not void; the finisher had opened with pairs too (×2), and our
    remainders are doubled for pairs and for the finish."""
    story = "turnuvada dördümüz de çiftten açtık, karşıdan Veli normal bitti. bende 7 kaldı kaç yazarım"
    assert verdict(story) == [28]


def test_a_gosterge_shown_before_anyone_finished_costs_the_other_side_its_point():
    """oyna-yazboz: the shower's opposing team loses 1 when the gösterge is shown; nobody finished
    yet, so that is all the hand has written so far."""
    story = "eşli düz oynuyoruz, karşı takımdan Ayten göstergeyi gösterdi. biz 18deydik şimdi kaçtayız"
    assert verdict(story) == [17]


def test_a_gosterge_of_our_own_costs_us_nothing_while_the_hand_runs():
    story = "düz okey, ben göstergeyi gösterdim, elimiz daha bitmedi. Ayten 12deydi, Ayten kaç oldu"
    assert verdict(story) == [11]


def test_a_told_penalty_asked_with_the_word_alone_is_computed():
    """"… ceza?" after a told işlek discard: the penalty with its arithmetic, not the rule article."""
    story = "turnuvada Ayten işlek attı s9, kimse almadı. ceza?"
    assert verdict(story) == [101]


def test_failing_to_open_with_the_tile_taken_from_the_side_is_one_failed_opening():
    """esli-101-turnuva "Yandan ve yerden": opening with the side tile, failing and leaving it back
    is 101 — one penalty, though the story tells both halves of it."""
    story = "eşli turnuvada Oya yandan taşı aldı, onunla açamayıp taşı geri bıraktı. Oya'ya kaç ceza"
    assert verdict(story) == [101]


def test_nobody_opened_and_the_deck_ran_out_gives_every_team_its_total():
    """esli-101-turnuva: nobody finished, nobody opened: 202 each, each team 404 (the hand counts)."""
    story = "turnuvada hiçbirimiz açamadık, ortada taş kalmadı. takımlar kaç yazıyor"
    assert verdict(story) == [404, 404]


def test_a_told_standing_with_no_hand_count_asks_it_and_says_who_wins_if_it_was_the_last():
    """A yes/no about the told totals is the end condition (7 hands, lowest wins) with the one fact it
    needs asked — through the whole pipeline, never the rule article about ties."""
    from referee.service import get_pipeline

    c = get_pipeline().answer("turnuvada biz 280 onlar 350 puandayız, maç bitti mi")
    assert c.kind == "calculation"
    assert "7 el" in c.answer and "siz (280)" in c.answer and "Kaç el oynadınız" in c.answer
    assert "ani ölüm" not in c.answer


# --------------------------------------------------------------------------- every party the question names


def test_kac_kac_asks_where_both_sides_stand():
    """"kaç kaç": both columns, though the verb is ours (oyna-yazboz eşli düz: 30 − 2 and 30 − 4)."""
    story = "eşli düz 30dan, ben+Ufuk vs Ege+Cem. 1. el Ufuk okeyle bitti. 2. el Ege normal bitti. kaç kaç olduk"
    assert verdict(story) == [28, 26]


def test_team_totals_in_the_plural_are_both_teams():
    """"takım toplamları": both sides (turnuva: −101 + 0 for the finisher's side; 15 + 202 for the other)."""
    story = "turnuva: Deniz-Arda vs Efe-Nil. El 1: Deniz normal bitti; Efe açmıştı elinde 15, Nil açamadı. takım toplamları?"
    ans = ask(story)
    assert "**-101**" in ans.verdict and "**217**" in ans.verdict


def test_a_players_team_asked_after_the_player_is_that_players_side():
    """"Efe kaç yazar, takımının eli kaç": Efe's side — pairs ×2 (40) and the unopened partner 202."""
    story = "turnuvada Efe çift açmıştı ve 20 ile kaldı; eşi Nil hiç açamadı, eli Kaan normal bitirdi. Efe kaç yazar, takımının eli kaç"
    assert verdict(story) == [242]
    assert "Efe 40 + Nil 202" in ask(story).verdict


def test_standings_and_a_hand_told_asked_over_get_the_end_condition_or_the_fact_it_needs():
    """Through the pipeline: with the standings told, "oyun bitti mi" is computed (oyna-yazboz: our
    partner's gösterge costs them 1, their okey finish costs us 4: 0 and 8, over) — and when a fact is
    missing (whose side the shower is on) the answer asks it instead of quoting the end rule."""
    from referee.service import get_pipeline

    p = get_pipeline()
    c = p.answer("Eşli düz, biz 4'teyiz, onlar 9'da. Bu el eşim göstergeyi gösterdi, sonra karşıdan Ali okeyle "
                 "bitti. Oyun bitti mi?")
    assert c.kind == "calculation" and "**0**" in c.answer and "**8**" in c.answer and "bitti" in c.answer
    c = p.answer("Eşli düz, biz 4'teyiz, onlar 9'da. Bu el Veli göstergeyi gösterdi, sonra karşıdan Ali okeyle "
                 "bitti. Oyun bitti mi?")
    assert c.kind == "calculation" and "Veli" in c.answer and "takım" in c.answer


def test_none_of_us_opened_seats_the_asker_on_our_side():
    """"hiçbirimiz" counts the asker: our column is the asker and the partner, not two partners."""
    ans = ask("eşli turnuvada hiçbirimiz elini açamadı, deste bitti, iki takım ne yazar")
    head = ans.answer.split("\n\n")[0]
    assert "Sen 202 + Eşin 202" in head and "Eşin 2 " not in ans.answer


def test_a_sheet_kept_for_others_names_the_finishers_partner_as_told():
    """No asker at the table, the sides told by name: the finisher's partner is shown by that name."""
    story = "kahvede turnuva yazbozu tutuluyor; takımlar Selim-Nalan / Oya-Berk. Selim normal bitti, Oya ile Berk açamadı. takımlar ne yazar"
    head = ask(story).answer.split("\n\n")[0]
    assert "Nalan 0" in head and "Eşin" not in head
    assert verdict(story) == [-101, 404]


def test_four_told_players_and_no_asker_asks_who_plays_together():
    """Nobody told is the asker: the question is who sits with whom, never which one is "your" partner."""
    ans = ask("turnuvada Selim normal bitti, Oya, Berk ve Nalan açamadı. Berk kaç yazar")
    assert "birlikte oynuyor" in ans.answer and "eşin" not in ans.answer
