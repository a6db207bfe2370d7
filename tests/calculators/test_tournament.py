"""Tournament night (esli-101-turnuva): bracket, Okey Gecesi standings, season points."""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from calculators.errors import CalcError, NotCovered
from calculators.explain import final_number
from calculators.tournament import (
    TOURNAMENT,
    NightEntry,
    bracket,
    is_walkover,
    night_losers,
    night_standings,
    season_points,
    season_table,
    table_rank_points,
    tables_per_round,
)


# --------------------------------------------------------------------------- bracket


@pytest.mark.parametrize(
    "entries, size, byes, matches",
    [(8, 8, 0, 4), (5, 8, 3, 1), (4, 8, 4, 0), (9, 16, 7, 1), (13, 16, 3, 5), (16, 16, 0, 8),
     (17, 32, 15, 1), (40, 64, 24, 8), (64, 64, 0, 32)],
)
def test_bracket_size_byes_and_first_round(entries, size, byes, matches):
    b = bracket(entries)
    assert (b.size, b.byes, b.first_round_matches) == (size, byes, matches)
    assert b.byes + b.first_round_matches == size // 2  # everyone left for round two
    assert b.total_matches == entries - 1
    assert b.sources == ("esli-101-turnuva",)


@pytest.mark.parametrize("entries", [0, 1, 65, 100, -3])
def test_bracket_out_of_range(entries):
    with pytest.raises(CalcError) as err:
        bracket(entries)
    assert not isinstance(err.value, NotCovered)


@pytest.mark.parametrize("entries", [2, 3])
def test_bracket_byes_past_the_first_round_not_covered(entries):
    with pytest.raises(NotCovered):
        bracket(entries)


def test_bracket_refuses_non_integers():
    with pytest.raises(CalcError):
        bracket("16")  # type: ignore[arg-type]


@given(st.integers(4, 64))
def test_bracket_is_the_smallest_size_that_fits(n):
    b = bracket(n)
    assert b.size in TOURNAMENT.bracket_sizes and b.size >= n
    assert all(s < n for s in TOURNAMENT.bracket_sizes if s < b.size)
    assert 2 * b.first_round_matches + b.byes == n


def test_walkover_after_ten_minutes():
    assert not is_walkover(10)
    assert is_walkover(11)
    with pytest.raises(CalcError):
        is_walkover(-1)


# --------------------------------------------------------------------------- Okey Gecesi


def test_table_rank_points():
    assert table_rank_points(1) == 0 and table_rank_points(4) == 3
    with pytest.raises(CalcError):
        table_rank_points(5)


@pytest.mark.parametrize("players", [6, 10])
def test_seating_of_6_or_10_not_covered(players):
    with pytest.raises(NotCovered):
        tables_per_round(players)


def test_seating_of_8():
    assert tables_per_round(8) == 2


@pytest.mark.parametrize("players", [4, 5, 7, 9, 12])
def test_night_needs_6_8_or_10(players):
    with pytest.raises(CalcError, match="6, 8 ya da 10"):
        season_points(players, 1)
    with pytest.raises(CalcError, match="6, 8 ya da 10"):
        night_standings([NightEntry(f"O{i}", i) for i in range(players)])


def _night(**over):
    base = {f"P{i}": NightEntry(f"P{i}", rank_points=i * 2) for i in range(8)}
    base.update(over)
    return list(base.values())


def test_standings_tie_breakers_in_order():
    entries = _night(
        P1=NightEntry("P1", 4, raw_points=120, penalties_suffered=0),
        P2=NightEntry("P2", 4, raw_points=80, penalties_suffered=303),
        P3=NightEntry("P3", 6, raw_points=50, penalties_suffered=101),
        P4=NightEntry("P4", 6, raw_points=50, penalties_suffered=0),
        P5=NightEntry("P5", 9, raw_points=10, penalties_suffered=0),
        P6=NightEntry("P6", 9, raw_points=10, penalties_suffered=0),
    )
    s = night_standings(entries, head_to_head={("P5", "P6"): 101, ("P6", "P5"): 30})
    order = [r.name for r in s.rows]
    assert order == ["P0", "P2", "P1", "P4", "P3", "P5", "P6", "P7"]
    by = {r.name: r.decided_by for r in s.rows}
    assert by["P2"] == "ham puan" and by["P4"] == "yenen ceza" and by["P5"] == "ikili ceza"
    assert s.resolved and not s.notes


def test_table_ranks_sum_to_rank_points():
    entries = _night(P0=NightEntry("P0", table_ranks=(1, 2, 1)))  # 0 + 1 + 0
    s = night_standings(entries)
    assert s.rows[0].name == "P0" and s.rows[0].rank_points == 1
    with pytest.raises(CalcError, match="masa sıraları"):
        night_standings(_night(P0=NightEntry("P0", rank_points=5, table_ranks=(1, 1))))


def test_missing_tie_breaker_is_said():
    entries = _night(P1=NightEntry("P1", 4), P2=NightEntry("P2", 4, raw_points=80))
    s = night_standings(entries)
    assert not s.resolved
    assert any("ham puan" in n and "P1" in n for n in s.notes)
    tied = [r for r in s.rows if r.tied]
    assert {r.name for r in tied} == {"P1", "P2"} and len({r.place for r in tied}) == 1
    with pytest.raises(NotCovered):
        season_table(s)


def test_head_to_head_missing_or_three_way():
    e = dict(raw_points=10, penalties_suffered=0)
    s = night_standings(_night(P1=NightEntry("P1", 4, **e), P2=NightEntry("P2", 4, **e)))
    assert any("birbirlerine" in n for n in s.notes)
    s = night_standings(_night(P1=NightEntry("P1", 4, **e), P2=NightEntry("P2", 4, **e), P3=NightEntry("P3", 4, **e)))
    assert any("ikiden fazla" in n for n in s.notes)


def test_bad_night_input():
    with pytest.raises(CalcError, match="Aynı ad"):
        night_standings([NightEntry("A", i) for i in range(8)])
    with pytest.raises(CalcError, match="tanımadığım"):
        night_standings(_night(), head_to_head={("P1", "Zeki"): 5})
    with pytest.raises(CalcError, match="girilmemiş"):
        night_standings(_night(P3=NightEntry("P3")))


def test_eval_8_players_second_gets_9():
    r = season_points(8, 2)
    assert r.points == 9
    assert r.explanation == "8 − 2 + 1 = 7 + 2 (2. olduğu için kürsü bonusu) = 9"
    assert r.sources == ("esli-101-turnuva",)


def test_season_points_podium():
    assert [season_points(6, r).points for r in range(1, 7)] == [10, 7, 5, 3, 2, 1]
    with pytest.raises(CalcError):
        season_points(8, 9)
    with pytest.raises(CalcError):
        season_points(8, 0)


def test_season_table_and_losers_need_the_cafe_count():
    s = night_standings(_night())
    table = season_table(s)
    assert table["P0"].points == 12 and table["P7"].points == 1
    assert night_losers(s, 3) == ["P5", "P6", "P7"]
    assert night_losers(s, 0) == []
    with pytest.raises(CalcError):
        night_losers(s, 8)


def test_losers_cut_through_an_unsplit_tie():
    s = night_standings(_night(P6=NightEntry("P6", 14), P7=NightEntry("P7", 14)))
    assert night_losers(s, 2) == ["P6", "P7"]
    with pytest.raises(NotCovered):
        night_losers(s, 1)


@given(st.sampled_from(TOURNAMENT.night_players), st.data())
def test_season_points_strictly_decrease_with_rank(players, data):
    rank = data.draw(st.integers(1, players - 1))
    assert season_points(players, rank).points > season_points(players, rank + 1).points


@given(st.sampled_from(TOURNAMENT.night_players), st.data())
def test_season_explanation_ends_in_the_score(players, data):
    r = season_points(players, data.draw(st.integers(1, players)))
    assert final_number(r.explanation) == r.points
