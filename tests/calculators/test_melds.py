"""Melds, opening values, can_open and işlek, per ruleset and source."""
from __future__ import annotations

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from calculators.errors import CalcError, NotCovered
from calculators.islek import is_islek
from calculators.melds import MeldKind, read_cift, read_kut, read_meld, read_seri
from calculators.opening import can_open, opening_value, read_opening
from calculators.tiles import OKEY, SAHTE_OKEY, Colour, Tile, parse_tile

OKEY_TILE = parse_tile("sarı 6")  # gösterge sarı 5 (oyna-terimler's example)
RULESETS_101 = ("oyna-101", "od-101", "turnuva-esli-101")


# --------------------------------------------------------------------------- melds


def test_okey_stands_for_the_tile_its_position_implies():
    # oyna-terimler: Mavi 7 · okey · Mavi 9 -> the okey is Mavi 8 and adds 8.
    m = read_seri("mavi 7 · okey · mavi 9", OKEY_TILE, "oyna-101")
    assert m.faces[1] == Tile(Colour.MAVI, 8)
    assert m.value == 24


def test_seri_value_example_oyna_terimler():
    assert read_seri("kırmızı 10-11-12-13", OKEY_TILE, "oyna-101").value == 46


def test_kut_value_number_times_tiles_oyna_terimler():
    assert read_kut("kırmızı 9, mavi 9, siyah 9, sarı 9", OKEY_TILE, "oyna-101").value == 36


@pytest.mark.parametrize(
    "text, needle",
    [
        ("mavi 7, mavi 8", "en az üç"),
        ("mavi 7, kırmızı 8, mavi 9", "aynı renkte"),
        ("mavi 7, mavi 9, mavi 10", "art arda"),
    ],
)
def test_bad_seri(text, needle):
    with pytest.raises(CalcError, match=needle):
        read_seri(text, OKEY_TILE, "oyna-101")


def test_kut_refuses_repeated_colour_and_five_tiles():
    with pytest.raises(CalcError, match="aynı renk iki kez"):
        read_kut("mavi 10, kırmızı 10, mavi 10", OKEY_TILE, "oyna-101")
    with pytest.raises(CalcError, match="üç ya da dört"):
        read_kut("mavi 10, kırmızı 10, siyah 10, sarı 10, okey", OKEY_TILE, "oyna-101")


def test_seri_12_13_1_invalid_in_turnuva():
    with pytest.raises(CalcError, match="13'te biter") as err:
        read_seri("kırmızı 12, kırmızı 13, kırmızı 1", OKEY_TILE, "turnuva-esli-101")
    assert not isinstance(err.value, NotCovered)


@pytest.mark.parametrize("ruleset", ["oyna-101", "od-101", None])
def test_seri_12_13_1_not_covered_elsewhere(ruleset):
    with pytest.raises(NotCovered):
        read_seri("kırmızı 12, kırmızı 13, kırmızı 1", OKEY_TILE, ruleset)
    # An okey standing for a "14" is the same question.
    with pytest.raises(NotCovered):
        read_seri("kırmızı 12, kırmızı 13, okey", OKEY_TILE, ruleset)


def test_okey_at_the_end_of_a_seri_up_to_13_is_fine():
    assert read_seri("kırmızı 11, kırmızı 12, okey", OKEY_TILE, "turnuva-esli-101").value == 36


def test_cift_rules_oyna_terimler():
    assert read_cift("mavi 5, mavi 5", OKEY_TILE).kind is MeldKind.CIFT
    assert read_cift("mavi 5, okey", OKEY_TILE).faces == (Tile(Colour.MAVI, 5),) * 2
    assert read_cift("okey, okey", OKEY_TILE).kind is MeldKind.CIFT
    # Two sahte okeys are a pair: both play as the okey tile (sarı 6).
    assert read_cift("sahte okey, sahte okey", OKEY_TILE).faces == (OKEY_TILE, OKEY_TILE)
    # A sahte okey and the okey's own face pair up as well.
    with pytest.raises(CalcError, match="çift değil"):
        read_cift("mavi 5, kırmızı 5", OKEY_TILE)


def test_sahte_okey_is_not_a_joker_in_oyna():
    with pytest.raises(CalcError):
        read_meld("mavi 4, sahte okey, mavi 6", OKEY_TILE, "oyna-101")
    assert read_meld("sarı 5, sahte okey, sarı 7", OKEY_TILE, "oyna-101").value == 18


def test_sahte_okey_as_joker_is_not_covered_in_turnuva():
    with pytest.raises(NotCovered, match="sahte okey"):
        read_meld("mavi 4, sahte okey, mavi 6", OKEY_TILE, "turnuva-esli-101")


def test_read_meld_needs_kind_when_ambiguous():
    with pytest.raises(CalcError, match="hem seri hem küt"):
        read_meld("mavi 5, okey, okey", OKEY_TILE, "oyna-101")
    assert read_meld("küt: mavi 5, okey, okey", OKEY_TILE, "oyna-101").value == 15
    assert read_meld("seri: mavi 5, okey, okey", OKEY_TILE, "oyna-101").value == 18


def test_three_copies_of_a_tile_are_refused():
    with pytest.raises(CalcError, match="yalnız iki"):
        read_opening(["mavi 5-6-7", "mavi 5-6-7", "mavi 5, kırmızı 5, siyah 5"], OKEY_TILE, "oyna-101")


# --------------------------------------------------------------------------- opening


def test_od_101_puan_example_99_cannot_open():
    melds = ["kırmızı 11-12-13", "mavi, siyah, sarı 7", "sarı 9-10-11-12"]
    assert opening_value(melds, OKEY_TILE, "od-101") == 99
    r = can_open(melds, "od-101", OKEY_TILE)
    assert not r.can_open and r.points == 99 and r.needed == 101
    assert "od-101-puan" in r.sources
    assert "açamazsın" in r.reason


@pytest.mark.parametrize("ruleset", RULESETS_101)
def test_101_opens(ruleset):
    r = can_open(["kırmızı 10-11-12-13", "mavi 11, siyah 11, sarı 11", "mavi 10 okey mavi 12"], ruleset, OKEY_TILE)
    assert r.points == 46 + 33 + 33 and r.can_open


@pytest.mark.parametrize("ruleset", RULESETS_101)
def test_five_pairs_open_four_do_not(ruleset):
    five = ["k1 k1", "m2 m2", "sy3 sy3", "sr4 sr4", "mavi 9, okey"]
    assert can_open(five, ruleset, OKEY_TILE).can_open
    assert not can_open(five[:4], ruleset, OKEY_TILE).can_open


def test_pairs_do_not_mix_with_seri():
    with pytest.raises(CalcError, match="karışmaz"):
        can_open(["k1 k1", "mavi 5-6-7"], "oyna-101", OKEY_TILE)


def test_katlamali_120_needs_121_od():
    melds = ["kırmızı 10-11-12-13", "mavi 10-11-12-13", "siyah 9-10-11"]  # 46 + 46 + 30 = 122
    assert can_open(melds, "od-101", OKEY_TILE, katlamali_highest=120).can_open
    r = can_open(melds, "od-101", OKEY_TILE, katlamali_highest=122)
    assert not r.can_open and r.needed == 123


def test_katlamali_pairs_six_on_table_needs_seven():
    six = ["k1 k1", "m2 m2", "sy3 sy3", "sr4 sr4", "k5 k5", "okey okey"]
    r = can_open(six, "turnuva-esli-101", OKEY_TILE, highest_pairs=6)
    assert not r.can_open and r.needed == 7
    assert can_open(six, "turnuva-esli-101", OKEY_TILE, highest_pairs=5).can_open


def test_katlamali_pairs_not_covered_under_od():
    with pytest.raises(NotCovered):
        can_open(["k1 k1", "m2 m2", "sy3 sy3", "sr4 sr4", "k5 k5"], "od-101", OKEY_TILE, highest_pairs=5)


def test_partner_barrier_does_not_bind_in_turnuva():
    melds = ["kırmızı 10-11-12-13", "mavi 10-11-12-13", "siyah 3, kırmızı 3, mavi 3"]  # 46+46+9 = 101
    # Eval d-r15: partner opened with 110, I need only 101.
    r = can_open(melds, "turnuva-esli-101", OKEY_TILE, katlamali_highest=110, partner_opened=True)
    assert r.can_open and r.needed == 101
    # A rival's opening still raises it.
    r = can_open(melds, "turnuva-esli-101", OKEY_TILE, katlamali_highest=110, partner_opened=True, rival_highest=105)
    assert not r.can_open and r.needed == 106
    # Without the partner flag the highest opening binds.
    assert can_open(melds, "turnuva-esli-101", OKEY_TILE, katlamali_highest=110).needed == 111


def test_partner_flag_under_oyna_is_refused():
    with pytest.raises(CalcError, match="eşli 101 yok"):
        can_open(["kırmızı 10-11-12-13"], "oyna-101", OKEY_TILE, katlamali_highest=110, partner_opened=True)


def test_whole_hand_needs_no_101_under_oyna():
    melds = ["kırmızı 1-2-3", "mavi 1-2-3"]
    assert not can_open(melds, "oyna-101", OKEY_TILE).can_open
    r = can_open(melds, "oyna-101", OKEY_TILE, whole_hand=True)
    assert r.can_open and r.sources == ("oyna-terimler",)
    with pytest.raises(NotCovered):
        can_open(melds, "od-101", OKEY_TILE, whole_hand=True)
    assert not can_open(["k1 k1", "m2 m2", "sy3 sy3", "sr4 sr4", "k5 k5"], "oyna-101", OKEY_TILE,
                        whole_hand=True).can_open


def test_no_opening_in_duz():
    with pytest.raises(CalcError, match="açmak yok"):
        can_open(["kırmızı 10-11-12-13"], "oyna-duz", OKEY_TILE)


def test_bad_katlamali_value():
    with pytest.raises(CalcError):
        can_open(["kırmızı 10-11-12-13"], "od-101", OKEY_TILE, katlamali_highest=-5)


# --------------------------------------------------------------------------- işlek


def test_eval_okey_face_in_seri_is_not_islek_oyna():
    r = is_islek("mavi 5", ["mavi 4 · okey · mavi 6"], OKEY_TILE, "oyna-101")
    assert r.islek is False and "oyna-yazboz" in r.sources
    assert "işlek değil" in r.reason


@pytest.mark.parametrize("ruleset", ["od-101", "turnuva-esli-101"])
def test_okey_face_in_seri_not_covered_elsewhere(ruleset):
    with pytest.raises(NotCovered):
        is_islek("mavi 5", ["mavi 4 · okey · mavi 6"], OKEY_TILE, ruleset)


@pytest.mark.parametrize("ruleset", RULESETS_101)
def test_seri_ends_are_islek(ruleset):
    for tile in ("kırmızı 6", "kırmızı 10"):
        assert is_islek(tile, ["kırmızı 7-8-9"], OKEY_TILE, ruleset).islek
    assert not is_islek("kırmızı 11", ["kırmızı 7-8-9"], OKEY_TILE, ruleset).islek
    assert not is_islek("mavi 10", ["kırmızı 7-8-9"], OKEY_TILE, ruleset).islek


@pytest.mark.parametrize("ruleset", RULESETS_101)
def test_missing_colour_of_three_tile_kut(ruleset):
    r = is_islek("sarı 9", ["siyah 9, kırmızı 9, mavi 9"], OKEY_TILE, ruleset)
    assert r.islek
    assert not is_islek("mavi 9", ["siyah 9, kırmızı 9, mavi 9"], OKEY_TILE, ruleset).islek


@pytest.mark.parametrize("ruleset", RULESETS_101)
def test_three_tile_kut_with_okey_takes_every_missing_colour(ruleset):
    for tile in ("kırmızı 7", "sarı 7"):
        assert is_islek(tile, ["mavi 7, siyah 7, okey"], OKEY_TILE, ruleset).islek


def test_four_tile_kut_okey_colour_not_islek_oyna():
    assert not is_islek("kırmızı 7", ["mavi 7, siyah 7, sarı 7, okey"], OKEY_TILE, "oyna-101").islek
    with pytest.raises(NotCovered):
        is_islek("kırmızı 7", ["mavi 7, siyah 7, sarı 7, okey"], OKEY_TILE, "turnuva-esli-101")
    # A full four-tile küt takes nothing, under every ruleset.
    for rs in RULESETS_101:
        assert not is_islek("kırmızı 7", ["mavi 7, siyah 7, sarı 7, kırmızı 7"], OKEY_TILE, rs).islek


def test_pair_mate_not_islek_oyna():
    assert not is_islek("mavi 5", ["mavi 5, okey"], OKEY_TILE, "oyna-101").islek
    with pytest.raises(NotCovered):
        is_islek("mavi 5", ["mavi 5, okey"], OKEY_TILE, "od-101")


def test_okey_discard_is_a_penalty_regardless():
    r = is_islek(OKEY, [], OKEY_TILE, "oyna-101")
    assert r.okey_discard and "+101" in r.reason
    r = is_islek("okey", ["kırmızı 7-8-9"], OKEY_TILE, "turnuva-esli-101")
    assert r.okey_discard and "6 × 10 = 60" in r.reason


def test_sahte_okey_discard_judged_as_okey_tile_oyna():
    assert is_islek(SAHTE_OKEY, ["sarı 3-4-5"], OKEY_TILE, "oyna-101").islek
    assert not is_islek(SAHTE_OKEY, ["sarı 9-10-11"], OKEY_TILE, "oyna-101").islek
    with pytest.raises(NotCovered):
        is_islek(SAHTE_OKEY, ["sarı 3-4-5"], OKEY_TILE, "turnuva-esli-101")


def test_turnuva_islek_penalty_named():
    r = is_islek("kırmızı 10", ["kırmızı 7-8-9"], OKEY_TILE, "turnuva-esli-101")
    assert "10 × 10 = 100" in r.reason and "101" in r.reason


def test_wrap_extension():
    assert not is_islek("mavi 1", ["mavi 11-12-13"], OKEY_TILE, "turnuva-esli-101").islek
    with pytest.raises(NotCovered):
        is_islek("mavi 1", ["mavi 11-12-13"], OKEY_TILE, "oyna-101")


def test_no_islek_in_duz():
    r = is_islek("kırmızı 10", ["kırmızı 7-8-9"], OKEY_TILE, "oyna-duz")
    assert not r.islek and "yok" in r.reason


# --------------------------------------------------------------------------- properties

colours = st.sampled_from(list(Colour))


@st.composite
def seri_with_okeys(draw):
    colour = draw(colours)
    length = draw(st.integers(3, 13))
    start = draw(st.integers(1, 14 - length))
    faces = [Tile(colour, start + k) for k in range(length)]
    okey_positions = draw(st.sets(st.integers(0, length - 1), max_size=min(2, length - 1)))
    pieces = [OKEY if i in okey_positions else f for i, f in enumerate(faces)]
    return pieces, faces


@st.composite
def kut_with_okeys(draw):
    number = draw(st.integers(1, 13))
    cols = draw(st.permutations(list(Colour)))
    size = draw(st.integers(3, 4))
    okeys = draw(st.integers(0, 2))
    faces = [Tile(c, number) for c in cols[:size]]
    pieces = [OKEY if i < okeys else f for i, f in enumerate(faces)]
    return pieces, faces


@given(st.lists(st.one_of(seri_with_okeys(), kut_with_okeys()), min_size=1, max_size=4))
def test_opening_value_equals_the_sum_of_the_tiles_stood_for(melds):
    okey = Tile(Colour.SARI, 6)
    pieces = [p for ps, _ in melds for p in ps]
    assume(all(p != okey for p in pieces))
    assume(sum(1 for p in pieces if p is OKEY) <= 2)
    real = [p for p in pieces if p is not OKEY]
    assume(all(real.count(p) <= 2 for p in real))
    texts = []
    for ps, faces in melds:
        kind = "seri" if len({f.colour for f in faces}) == 1 else "küt"
        texts.append(f"{kind}: " + ", ".join(map(str, ps)))
    expected = sum(f.number for _, faces in melds for f in faces)
    assert opening_value(texts, okey, "turnuva-esli-101") == expected
