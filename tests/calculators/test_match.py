"""The score sheet: source sheets, end conditions, winners, ties and marks."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calculators.errors import CalcError
from calculators.match import calc_match

NAMES = ["Siz", "Doğu", "Kuzey", "Batı"]
TEAMS = {"A": ["Siz", "Kuzey"], "B": ["Doğu", "Batı"]}


def p(name, opened="yok", **kw):
    return {"name": name, "opened": opened, **kw}


# --- oyna-yazboz: the four-hand 101 sheet ------------------------------------

YAZBOZ_101 = [
    {"finish": "normal", "finisher": "Doğu", "okey_number": 6, "players": [
        p("Siz", "seri", remaining=["Kırmızı 9", "Mavi 3"], penalties=[{"kind": "islek"}]),
        p("Doğu", "seri"), p("Kuzey"), p("Batı", "seri", remaining=["Sarı 5", "Siyah 8", "okey"])]},
    {"finish": "okey", "finisher": "Kuzey", "okey_number": 6, "players": [
        p("Siz", "seri", remaining=["Kırmızı 4", "Mavi 6"]), p("Doğu"), p("Kuzey", "seri"),
        p("Batı", "cift", remaining=["Mavi 2", "Siyah 1"])]},
    {"finish": "deste-bitti", "finisher": None, "players": [
        p("Siz", "seri", remaining_sum=25), p("Doğu", "seri", remaining_sum=11), p("Kuzey"), p("Batı")]},
    {"finish": "elden", "finisher": "Batı", "players": [p("Siz"), p("Doğu"), p("Kuzey"), p("Batı")]},
]


def test_oyna_yazboz_four_hand_101_sheet():
    """oyna-yazboz: all 16 cells, the totals, the marks, and Batı ahead after four hands."""
    m = calc_match({"ruleset": "oyna-101", "players": NAMES, "hands": YAZBOZ_101})
    cells = [[row["scores"][n] for n in NAMES] for row in m["hands"]]
    assert cells == [
        [113, -101, 202, 114],
        [20, 404, -202, 12],
        [25, 11, 202, 202],
        [404, 404, 404, -202],
    ]
    assert m["totals"] == {"Siz": 562, "Doğu": 718, "Kuzey": 606, "Batı": 126}
    assert m["leaders"] == ["Batı"]
    assert m["over"] is False and m["winners"] == []  # nobody reached 1000
    marks = [row["marks"] for row in m["hands"]]
    assert marks[0]["Doğu"] == ["★"] and marks[0]["Siz"] == ["C"]
    assert marks[1]["Kuzey"] == ["★", "O"]
    assert marks[3]["Batı"] == ["★"]
    assert m["hands"][1]["totals"] == {"Siz": 133, "Doğu": 303, "Kuzey": 0, "Batı": 126}


# --- oyna-yazboz: the three-hand düz okey sheet ------------------------------

def test_oyna_yazboz_three_hand_duz_sheet():
    """oyna-yazboz, start 20: you show the gösterge and Doğu finishes normally; Kuzey finishes with
    the okey; Batı finishes with seven pairs. Worked out from the rules: 10, 11, 13, 13, game goes on."""
    m = calc_match({"ruleset": "oyna-duz", "players": NAMES, "options": {"start": 20}, "hands": [
        {"finish": "normal", "finisher": "Doğu", "gosterge_shown_by": ["Siz"]},
        {"finish": "okey", "finisher": "Kuzey"},
        {"finish": "cift", "finisher": "Batı"},
    ]})
    assert [row["totals"] for row in m["hands"]] == [
        {"Siz": 18, "Doğu": 19, "Kuzey": 17, "Batı": 17},
        {"Siz": 14, "Doğu": 15, "Kuzey": 17, "Batı": 13},
        {"Siz": 10, "Doğu": 11, "Kuzey": 13, "Batı": 13},
    ]
    assert m["over"] is False
    assert m["hands"][0]["marks"]["Siz"] == ["G"]
    assert m["hands"][0]["marks"]["Doğu"] == ["★"]
    assert m["hands"][1]["marks"]["Kuzey"] == ["★", "O"]
    assert m["hands"][2]["marks"]["Batı"] == ["★", "Ç"]


# --- end conditions ----------------------------------------------------------

def elden(finisher):
    return {"finish": "elden", "finisher": finisher, "players": [p(n) for n in NAMES]}


def test_oyna_101_over_at_1000():
    """oyna-yazboz: the match ends when someone's total reaches 1000; lowest wins."""
    hands = [elden("Siz")] * 3  # others +404 each hand
    m = calc_match({"ruleset": "oyna-101", "players": NAMES, "hands": hands})
    assert m["over"] is True and m["winners"] == ["Siz"]
    two = calc_match({"ruleset": "oyna-101", "players": NAMES, "hands": hands[:2]})
    assert two["over"] is False


def test_oyna_101_refuses_hands_after_the_end():
    with pytest.raises(CalcError, match="3. elde bitti"):
        calc_match({"ruleset": "oyna-101", "players": NAMES, "hands": [elden("Siz")] * 4})


def test_oyna_101_fixed_hands_and_tie():
    m = calc_match({"ruleset": "oyna-101", "players": NAMES, "options": {"hands": 2},
                    "hands": [elden("Siz"), elden("Doğu")]})
    assert m["over"] is True
    assert m["winners"] == ["Siz", "Doğu"] and m["tie"] is True


def test_oyna_void_hand_with_a_finish_keeps_the_carried_totals_and_is_no_played_hand():
    """oyna-yazboz: a void hand writes nothing and is dealt again on the same line — even when a
    finish was entered for it: the totals carried in stay and the hand count does not move."""
    four_pairs = {"finish": "normal", "finisher": "Doğu", "players": [
        p("Siz", "cift", remaining_sum=10), p("Doğu", "cift"), p("Kuzey", "cift", remaining_sum=3),
        p("Batı", "cift", remaining_sum=7)]}
    m = calc_match({"ruleset": "oyna-101", "players": NAMES, "hands": [four_pairs],
                    "before": {"totals": {"Siz": 230, "Doğu": 150, "Kuzey": 90, "Batı": 310}, "hands": 3}})
    assert m["totals"] == {"Siz": 230, "Doğu": 150, "Kuzey": 90, "Batı": 310}
    assert m["hands_played"] == 3
    assert m["hands"][0]["void"] is True


def test_a_running_duz_hand_is_no_played_hand():
    """A row still running (only its gösterge written) is shown, yet the sheet has played one hand."""
    m = calc_match({"ruleset": "oyna-duz", "players": NAMES, "hands": [
        {"finish": "okey", "finisher": "Siz"}, {"finish": "suruyor", "finisher": None, "gosterge_shown_by": ["Doğu"]}]})
    assert m["hands_played"] == 1 and len(m["hands"]) == 2


def test_a_running_duz_hand_counts_its_gosterge_and_must_be_the_sheets_last_row():
    running = {"finish": "suruyor", "finisher": None, "gosterge_shown_by": ["Doğu"]}
    m = calc_match({"ruleset": "oyna-esli-duz", "teams": TEAMS, "hands": [running],
                    "before": {"totals": {"A": 20, "B": 14}}})
    assert m["totals"] == {"A": 19, "B": 14} and m["over"] is False
    with pytest.raises(CalcError, match="sürüyor"):
        calc_match({"ruleset": "oyna-duz", "players": NAMES,
                    "hands": [running, {"finish": "normal", "finisher": "Siz"}]})


def test_od_101_without_options_never_over():
    m = calc_match({"ruleset": "od-101", "players": NAMES, "hands": [elden("Siz")] * 5})
    assert m["over"] is False
    assert "söylemiyor" in m["end_rule"]


def team_hand(finish, finisher, opened_a="yok"):
    fo = {"cift": "cift", "elden": "yok"}.get(finish, "seri")
    return {"finish": finish, "finisher": finisher, "players": [
        p("Siz"), p("Kuzey"), p("Doğu", fo if finisher == "Doğu" else "yok"),
        p("Batı", fo if finisher == "Batı" else "yok")] if finisher in ("Doğu", "Batı") else [
        p("Siz", fo if finisher == "Siz" else "yok"), p("Kuzey", fo if finisher == "Kuzey" else "yok"),
        p("Doğu"), p("Batı")]}


def test_turnuva_default_seven_hands_team_totals():
    """esli-101-turnuva: a match is 7 hands by default; the lower team total wins."""
    hands = [team_hand("normal", "Doğu")] * 7
    m = calc_match({"ruleset": "turnuva-esli-101", "teams": TEAMS, "hands": hands})
    assert m["columns"] == ["A", "B"]
    assert m["totals"] == {"A": 7 * 404, "B": -7 * 101}
    assert m["over"] is True and m["winners"] == ["B"]
    six = calc_match({"ruleset": "turnuva-esli-101", "teams": TEAMS, "hands": hands[:6]})
    assert six["over"] is False


def test_turnuva_tie_means_one_more_hand():
    """esli-101-turnuva: a tie after the last hand → one more hand, whose winner takes the match."""
    hands = [team_hand("normal", "Doğu"), team_hand("normal", "Siz")]
    m = calc_match({"ruleset": "turnuva-esli-101", "teams": TEAMS, "options": {"hands": 2}, "hands": hands})
    assert m["over"] is False and m["tie"] is True and m["extra_hand"] is True
    m3 = calc_match({"ruleset": "turnuva-esli-101", "teams": TEAMS, "options": {"hands": 2},
                     "hands": hands + [team_hand("okey", "Kuzey")]})
    assert m3["over"] is True and m3["winners"] == ["A"]


@pytest.mark.parametrize("options, fragment", [
    ({"hands": 0}, "en az 1"), ({"hands": 100}, "1 ile 99"), ({"target": 500}, "target"),
    ({"start": 20}, "yalnız düz"),
])
def test_turnuva_bad_options(options, fragment):
    with pytest.raises(CalcError) as e:
        calc_match({"ruleset": "turnuva-esli-101", "teams": TEAMS, "options": options, "hands": []})
    assert fragment in e.value.message


def test_duz_over_at_zero_and_ties_win_together():
    """oyna-yazboz: over when someone is at or below 0; highest wins, equal highest win together."""
    hands = [{"finish": "cift-okey", "finisher": "Siz"}, {"finish": "cift-okey", "finisher": "Doğu"},
             {"finish": "normal", "finisher": "Kuzey"}]
    m = calc_match({"ruleset": "oyna-duz", "players": NAMES, "hands": hands})
    assert m["totals"] == {"Siz": 10, "Doğu": 10, "Kuzey": 4, "Batı": 2}
    assert m["over"] is False and m["leaders"] == ["Siz", "Doğu"]
    m = calc_match({"ruleset": "oyna-duz", "players": NAMES, "hands": hands + [{"finish": "okey", "finisher": "Siz"}]})
    assert m["totals"] == {"Siz": 10, "Doğu": 6, "Kuzey": 0, "Batı": -2}
    assert m["over"] is True and m["winners"] == ["Siz"] and m["tie"] is False
    tie = calc_match({"ruleset": "oyna-duz", "players": NAMES, "hands": hands[:2] + [
        {"finish": "cift-okey", "finisher": "Kuzey"}]})
    assert tie["totals"] == {"Siz": 4, "Doğu": 4, "Kuzey": 4, "Batı": -4}
    assert tie["over"] is True and tie["winners"] == ["Siz", "Doğu", "Kuzey"] and tie["tie"] is True


def test_esli_duz_team_columns():
    """oyna-yazboz: eşli düz: two team columns; 11 − 4 = 7 style countdown."""
    m = calc_match({"ruleset": "oyna-esli-duz", "teams": TEAMS, "options": {"start": 20},
                    "hands": [{"finish": "okey", "finisher": "Doğu"}, {"finish": "cift-okey", "finisher": "Siz"}]})
    assert m["totals"] == {"A": 16, "B": 12}
    assert m["player_totals"] == {"Siz": 16, "Kuzey": 16, "Doğu": 12, "Batı": 12}


@pytest.mark.parametrize("data, fragment", [
    ({"ruleset": "oyna-duz", "players": NAMES, "options": {"start": 25}}, "20, 30, 40, 50"),
    ({"ruleset": "oyna-duz", "players": NAMES, "options": {"target": 25}}, "verilmez"),
    ({"ruleset": "oyna-101", "players": NAMES[:3]}, "4 kişiyle"),
    ({"ruleset": "oyna-101", "teams": TEAMS}, "tekli"),
    ({"ruleset": "turnuva-esli-101", "players": NAMES}, "teams"),
    ({"ruleset": "turnuva-esli-101", "teams": {"A": ["Siz"], "B": ["Doğu", "Batı", "Kuzey"]}}, "dengesiz"),
    ({"ruleset": "oyna-101", "players": NAMES, "hands": [{"ruleset": "od-101", "finish": "elden",
                                                          "finisher": "Siz"}]}, "karışmaz"),
    ({"ruleset": "oyna-101", "players": NAMES, "hands": [{"finish": "elden", "finisher": "Ali"}]}, "1. el"),
    ({"ruleset": "mavi", "players": NAMES}, "Bilinmeyen kural seti"),
])
def test_match_bad_input(data, fragment):
    with pytest.raises(CalcError) as e:
        calc_match(data)
    assert fragment in e.value.message


# --- properties --------------------------------------------------------------

duz_hand = st.builds(
    lambda finish, finisher, shown: {"finish": finish, "finisher": None if finish == "deste-bitti" else finisher,
                                     "gosterge_shown_by": shown},
    st.sampled_from(["normal", "okey", "cift", "cift-okey", "deste-bitti"]),
    st.sampled_from(NAMES), st.lists(st.sampled_from(NAMES), max_size=1))


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(["oyna-duz", "oyna-esli-duz"]), st.sampled_from([20, 30, 40, 50]),
       st.lists(duz_hand, max_size=40))
def test_duz_totals_never_rise_and_over_exactly_at_zero(ruleset, start, hands):
    who = {"players": NAMES} if ruleset == "oyna-duz" else {"teams": TEAMS}
    # Keep only the hands up to the end, as a table would.
    played, m = [], None
    for h in hands:
        m_next = calc_match({"ruleset": ruleset, **who, "options": {"start": start}, "hands": played + [h]})
        played.append(h)
        prev = m["totals"] if m else {c: start for c in m_next["columns"]}
        assert all(m_next["totals"][c] <= prev[c] for c in prev)
        assert m_next["over"] == any(v <= 0 for v in m_next["totals"].values())
        if m_next["over"]:
            best = max(m_next["totals"].values())
            assert m_next["winners"] == [c for c, v in m_next["totals"].items() if v == best]
            break
        m = m_next


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(NAMES), min_size=1, max_size=6), st.integers(1, 5))
def test_101_over_exactly_when_rule_says(finishers, hands_opt):
    """oyna-101 with a fixed hand count: over once that many hands are written, not before."""
    for k in range(1, min(len(finishers), hands_opt) + 1):
        m = calc_match({"ruleset": "oyna-101", "players": NAMES, "options": {"hands": hands_opt},
                        "hands": [elden(f) for f in finishers[:k]]})
        assert m["over"] == (k >= hands_opt)


# --- the Başlangıç row: points carried into a sheet (oyna-yazboz) ---------------


def test_carried_totals_reach_1000():
    """oyna-yazboz: totals written on a new sheet's starting line go on; 900 + 202 reaches 1000."""
    hand = {"finish": "normal", "finisher": "Doğu",
            "players": [p("Siz"), p("Doğu", "seri"), p("Kuzey", "seri", remaining_sum=10), p("Batı")]}
    m = calc_match({"ruleset": "oyna-101", "players": NAMES, "hands": [hand],
                    "before": {"totals": {"Siz": 900, "Doğu": 100, "Kuzey": 500, "Batı": 300}}})
    assert m["totals"] == {"Siz": 1102, "Doğu": -1, "Kuzey": 510, "Batı": 502}
    assert m["over"] is True and m["winners"] == ["Doğu"]
    assert "oyna-yazboz" in m["sources"] and m["before"]["totals"]["Siz"] == 900


def test_carried_hands_end_a_tournament_match():
    """esli-101-turnuva: the match lasts 7 hands; 6 carried + this one ends it, lowest team wins."""
    hand = {"finish": "normal", "finisher": "Siz",
            "players": [p("Siz", "seri"), p("Kuzey"), p("Doğu"), p("Batı", "seri", remaining_sum=20)]}
    m = calc_match({"ruleset": "turnuva-esli-101", "teams": TEAMS, "hands": [hand],
                    "before": {"totals": {"A": 300, "B": 280}, "hands": 6}})
    assert m["totals"] == {"A": 199, "B": 502} and m["over"] is True and m["winners"] == ["A"]
    assert m["hands_played"] == 7


def test_carried_duz_points_count_down_per_column():
    """oyna-yazboz: a düz sheet starting from told points; at or below 0 the game ends."""
    m = calc_match({"ruleset": "oyna-duz", "players": NAMES, "hands": [{"finish": "okey", "finisher": "Batı"}],
                    "before": {"totals": {"Siz": 3, "Doğu": 9, "Kuzey": 12, "Batı": 1}}})
    assert m["totals"] == {"Siz": -1, "Doğu": 5, "Kuzey": 8, "Batı": 1} and m["over"] is True
    assert m["winners"] == ["Kuzey"]


@pytest.mark.parametrize("before,fragment", [
    ({"totals": {"Yok": 5}}, "tanınmayan sütun"),
    ({"totals": {"Siz": "beş"}}, "tam sayı"),
    ({"hands": 200}, "en çok 99"),
    ({"nope": 1}, "tanınmayan alan"),
])
def test_carried_bad_input(before, fragment):
    with pytest.raises(CalcError, match=fragment):
        calc_match({"ruleset": "oyna-101", "players": NAMES, "hands": [], "before": before})


# --- hands written as numbers only ("sadece puanları yaz") ----------------------------

def test_written_hand_adds_the_numbers_as_written_and_mixes_with_described_hands():
    m = calc_match({"ruleset": "oyna-101", "players": ["A", "B", "C", "D"], "hands": [
        {"written": {"A": -101, "B": 120, "C": 40, "D": 202}},
        {"finish": "normal", "finisher": "B", "players": [
            {"name": "A", "opened": "seri", "remaining_sum": 10}, {"name": "B", "opened": "seri"},
            {"name": "C", "opened": "yok"}, {"name": "D", "opened": "seri", "remaining_sum": 5}]},
    ]})
    assert m["hands"][0]["scores"] == {"A": -101, "B": 120, "C": 40, "D": 202}
    assert m["hands"][0]["finish"] == "yazili" and m["hands"][0]["marks"] == {}
    assert m["totals"] == {"A": -91, "B": 19, "C": 242, "D": 207}  # + 10, −101, + 202 (unopened), + 5


def test_written_team_hands_sum_players_in_101_and_take_teams_in_esli_duz():
    t101 = calc_match({"ruleset": "turnuva-esli-101", "teams": {"X": ["A", "C"], "Y": ["B", "D"]},
                       "hands": [{"written": {"A": -101, "B": 120, "C": 0, "D": 202}}]})
    assert t101["totals"] == {"X": -101, "Y": 322}
    duz = calc_match({"ruleset": "oyna-esli-duz", "teams": {"X": ["A", "C"], "Y": ["B", "D"]},
                      "hands": [{"written": {"X": 0, "Y": -4}}]})
    assert duz["totals"] == {"X": 20, "Y": 16}


@pytest.mark.parametrize("written, fragment", [
    ({"A": 1, "B": 2, "C": 3}, "her oyuncuya bir sayı yaz"),
    ({"A": 1, "B": 2, "C": 3, "E": 4}, "her oyuncuya bir sayı yaz"),
    ({"A": 1, "B": 2, "C": 3, "D": "on"}, "tam sayı"),
    ({"A": 1, "B": 2, "C": 3, "D": 10**6}, "D için yazılan puan"),
    ([1, 2, 3, 4], "bir nesne"),
])
def test_written_hand_bad_input(written, fragment):
    with pytest.raises(CalcError) as e:
        calc_match({"ruleset": "oyna-101", "players": ["A", "B", "C", "D"], "hands": [{"written": written}]})
    assert fragment in e.value.message


def test_written_hand_takes_no_other_fields():
    with pytest.raises(CalcError):
        calc_match({"ruleset": "oyna-101", "players": ["A", "B", "C", "D"],
                    "hands": [{"written": {"A": 1, "B": 2, "C": 3, "D": 4}, "finish": "normal"}]})


def test_a_null_team_is_taken_from_the_match_teams_like_a_missing_one():
    """The schema lets a hand's player leave ``team`` out; an explicit null means the same, not "wrong team"."""
    hand = team_hand("normal", "Doğu")
    nulled = {**hand, "players": [{**p, "team": None} for p in hand["players"]]}
    left_out = calc_match({"ruleset": "turnuva-esli-101", "teams": TEAMS, "hands": [hand]})
    assert calc_match({"ruleset": "turnuva-esli-101", "teams": TEAMS, "hands": [nulled]}) == left_out
    wrong = {**hand, "players": [{**p, "team": "B" if p["name"] == "Siz" else None} for p in hand["players"]]}
    with pytest.raises(CalcError, match="yanlış takımda"):
        calc_match({"ruleset": "turnuva-esli-101", "teams": TEAMS, "hands": [wrong]})
