"""A standing told with no hand, asked whether the match is over (issue 11): the totals as told, the
ruleset's end condition read by the engine. Stories of our own; the end conditions: düz / eşli düz end
when a column reaches 0, the highest wins (oyna-yazboz); oyna-101 ends when a total reaches 1000, the
lowest wins (oyna-yazboz); the tournament match lasts the ruleset's fixed number of hands
(esli-101-turnuva), so the hands played must be told.
"""
from __future__ import annotations

from calculators.match import score_match
from calculators.inputs import match_from_dict
from calculators.rulesets import get_ruleset
from tests.referee.story.support import ask


def _text(story: str, ruleset: str | None = None) -> str:
    ans = ask(story, ruleset)
    assert ans is not None, story
    return ans.answer.split("\n\n")[0]


def test_duz_standing_with_a_column_at_zero_is_over_and_the_highest_wins():
    text = _text("düz okey: ben 11 puandayım, Nazan 4, Cemil 7, Sevgi 0. oyun bitti mi?")
    assert text.startswith("Evet") and "Kazanan: Sen" in text and "**0**" in text


def test_duz_standing_with_nobody_at_zero_goes_on():
    text = _text("düzde ben 11 puandayım, Nazan 4, Cemil 7, Sevgi 2. bitti mi oyun?")
    assert text.startswith("Hayır") and "**2**" in text


def test_esli_duz_sides_told_with_a_full_stop_after_zero():
    text = _text("eşli düz: biz 5 onlar 0. oyun bitti mi?")
    assert text.startswith("Evet") and "Kazanan: Takımınız" in text


def test_101_totals_against_the_rulesets_target():
    target = get_ruleset("oyna-101").match_target
    text = _text(f"toplamlar: ben 640, Nazan {target + 12}, Cemil 455, Sevgi 210. maç bitti mi?", "oyna-101")
    assert text.startswith("Evet") and "Kazanan: Sevgi" in text  # the lowest total wins
    text = _text(f"toplamlar: ben 640, Nazan {target - 12}, Cemil 455, Sevgi 210. maç bitti mi?", "oyna-101")
    assert text.startswith("Hayır")


def test_tournament_standing_needs_the_hands_played():
    hands = get_ruleset("turnuva-esli-101").match_hands_default
    text = _text(f"turnuvada {hands} eli oynadık, biz 350 onlar 410. maç bitti mi?")
    assert text.startswith("Evet") and "Kazanan: Takımınız" in text  # the lower total
    text = _text(f"turnuvada {hands - 2} el oynadık, biz 350 onlar 410. maç bitti mi?")
    assert text.startswith("Hayır")
    ans = ask("turnuvada biz 350 onlar 410, maç bitti mi?")
    assert ans is not None and ans.calculation["result"] is None and "Kaç el" in ans.answer


def test_the_engine_reads_the_end_off_a_sheet_with_no_hand():
    sheet = {"ruleset": "oyna-duz", "players": ["A", "B", "C", "D"], "hands": [],
             "before": {"totals": {"A": 9, "B": -1, "C": 4, "D": 6}}}
    res = score_match(match_from_dict(sheet))
    assert res.over and res.winners == ("A",)
    sheet["before"]["totals"]["B"] = 1
    assert not score_match(match_from_dict(sheet)).over


def test_a_duz_standing_with_its_question_goes_to_the_calculator():
    from referee.classify.router import route

    assert route("düz okey: ben 11 puandayım, Nazan 4, Cemil 7, Sevgi 2. oyun bitti mi?").branch == "calculation"


def test_duz_start_told_with_ile_and_the_question_sifira_indi_mi():
    from tests.referee.story.support import verdict

    # 30 − 1 (Cem's gösterge) − 4 (Sevgi's okey finish) = 25
    assert verdict("düz okey 30 ile başladık, Cem göstergeyi gösterdi sonra Sevgi okeyle bitti. ben kaçtayım") == [25]
    text = _text("düz okey 20den başladık. 1. el Cem normal bitti. 2. el Sevgi okeyle bitti. herkes kaçta, kimse sıfıra indi mi")
    assert "oyun sürüyor" in text
