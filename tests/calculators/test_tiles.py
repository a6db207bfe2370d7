"""Tiles: the set, the okey from the gösterge, and parsing what players write."""
from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from calculators.errors import CalcError, NotCovered
from calculators.turkish import fold
from calculators.okey import is_wild, okey_from_gosterge, plays_as, split_okeys, tile_value
from calculators.tiles import (
    ALL_TILES,
    FULL_SET,
    OKEY,
    SAHTE_OKEY,
    Colour,
    Tile,
    check_counts,
    parse_tile,
    parse_tiles,
)

K, M, SY, SR = Colour.KIRMIZI, Colour.MAVI, Colour.SIYAH, Colour.SARI


def test_full_set_has_106_tiles_each_twice_plus_two_sahte():
    counts = Counter(FULL_SET)
    assert len(FULL_SET) == 106
    assert counts[SAHTE_OKEY] == 2
    assert all(counts[t] == 2 for t in ALL_TILES)
    assert len(ALL_TILES) == 52


@pytest.mark.parametrize(
    "text, expected",
    [
        ("kırmızı 7", Tile(K, 7)),
        ("Kirmizi 7", Tile(K, 7)),
        ("KIRMIZI 7", Tile(K, 7)),
        ("k7", Tile(K, 7)),
        ("K 7", Tile(K, 7)),
        ("mavi13", Tile(M, 13)),
        ("Mavi 13", Tile(M, 13)),
        ("sarı 12", Tile(SR, 12)),
        ("SARI 12", Tile(SR, 12)),
        ("sari 12", Tile(SR, 12)),
        ("siyah 1", Tile(SY, 1)),
        ("SİYAH 1", Tile(SY, 1)),
        ("sy1", Tile(SY, 1)),
        ("sr 5", Tile(SR, 5)),
        ("sarının 6", Tile(SR, 6)),
        ("mavi 5'i", Tile(M, 5)),
        ("sahte okey", SAHTE_OKEY),
        ("Sahte", SAHTE_OKEY),
        ("★", SAHTE_OKEY),
        ("okey", OKEY),
    ],
)
def test_parse_tile_accepts_what_players_write(text, expected):
    assert parse_tile(text) == expected


def test_okey_by_name_becomes_the_okey_tile_when_known():
    okey = Tile(SR, 6)
    assert parse_tile("okey", okey=okey) == okey
    assert is_wild(parse_tile("okey", okey=okey), okey)
    # A sahte okey is never wild: it plays as the okey's face.
    assert parse_tile("sahte okey", okey=okey) == SAHTE_OKEY
    assert not is_wild(SAHTE_OKEY, okey)
    assert plays_as(SAHTE_OKEY, okey) == okey


@pytest.mark.parametrize(
    "text, needle",
    [
        ("mavi 14", "Mavi 14 diye bir taş yok"),
        ("yeşil 3", "“yeşil” diye bir renk yok"),
        ("", "Taş yazılmamış"),
        ("   ", "Taş yazılmamış"),
        ("s7", "hem sarı hem siyah"),
        ("S 7", "hem sarı hem siyah"),
        ("mavi", "Mavi kaç?"),
        ("7", "7 hangi renk?"),
        ("joker", "belirsiz"),
        ("kırmızı 0", "Kırmızı 0 diye bir taş yok"),
        ("k7 m8", "Tek bir taş bekliyordum"),
        ("?", "okuyamadım"),
    ],
)
def test_parse_tile_refuses_bad_input_in_turkish(text, needle):
    with pytest.raises(CalcError) as err:
        parse_tile(text)
    assert needle in err.value.message


def test_parse_tiles_sentence_and_shorthand():
    assert parse_tiles("kırmızı 9 ile mavi 3, sarı 12") == [Tile(K, 9), Tile(M, 3), Tile(SR, 12)]
    assert parse_tiles("kırmızı 11-12-13") == [Tile(K, 11), Tile(K, 12), Tile(K, 13)]
    assert parse_tiles("mavi, siyah ve sarı 7") == [Tile(M, 7), Tile(SY, 7), Tile(SR, 7)]
    assert parse_tiles("mavi 4 · okey · mavi 6") == [Tile(M, 4), OKEY, Tile(M, 6)]
    assert parse_tiles("Sarı 5, Siyah 8 ve bir okey") == [Tile(SR, 5), Tile(SY, 8), OKEY]


def test_okey_from_gosterge_wraps_13_to_1():
    assert okey_from_gosterge(Tile(SR, 5)) == Tile(SR, 6)
    assert okey_from_gosterge(Tile(M, 13)) == Tile(M, 1)


@pytest.mark.parametrize("ruleset, kind", [("oyna-101", CalcError), ("turnuva-esli-101", CalcError),
                                           ("od-101", NotCovered), (None, CalcError)])
def test_sahte_okey_cannot_be_gosterge(ruleset, kind):
    with pytest.raises(kind) as err:
        okey_from_gosterge(SAHTE_OKEY, ruleset)
    if ruleset == "turnuva-esli-101":
        assert "yeniden çekilir" in err.value.message
    if ruleset == "od-101":
        assert type(err.value) is NotCovered


def test_unknown_ruleset_is_refused():
    with pytest.raises(CalcError, match="kural seti"):
        okey_from_gosterge(Tile(K, 1), "okey-klasik")


def test_values_and_remaining_hand():
    okey = Tile(SR, 6)
    assert tile_value(Tile(K, 9), okey) == 9
    assert tile_value(SAHTE_OKEY, okey) == 6
    with pytest.raises(CalcError):
        tile_value(OKEY, okey)
    with pytest.raises(CalcError, match="okeyini"):
        tile_value(SAHTE_OKEY, None)
    # oyna-yazboz el 1: Batı holds Sarı 5, Siyah 8 and an okey (okey Sarı 6).
    assert split_okeys(parse_tiles("sarı 5, siyah 8, okey"), okey) == (13, 1)
    assert split_okeys(parse_tiles("sarı 5, siyah 8, sarı 6"), okey) == (13, 1)


def test_check_counts():
    check_counts(parse_tiles("mavi 5, mavi 5, sahte, sahte"))
    with pytest.raises(CalcError, match="iki mavi 5"):
        check_counts(parse_tiles("mavi 5, mavi 5, mavi 5"))
    with pytest.raises(CalcError, match="iki okey"):
        check_counts(parse_tiles("okey, okey, okey"))


def test_fold():
    assert fold("KIRMIZI") == fold("kırmızı") == "kirmizi"
    assert fold("İŞLEK") == "islek"


tiles = st.sampled_from(ALL_TILES)


@given(tiles)
def test_round_trip_display_name(tile):
    assert parse_tile(str(tile)) == tile
    assert parse_tile(tile.title) == tile
    assert parse_tile(tile.title.upper()) == tile


@given(tiles)
def test_round_trip_abbreviation(tile):
    assert parse_tile(tile.abbr) == tile
    assert parse_tile(tile.abbr.upper()) == tile


@given(st.sampled_from(FULL_SET))
def test_every_piece_of_the_set_round_trips(piece):
    assert parse_tile(str(piece)) == piece
    assert parse_tile(piece.abbr) == piece


@given(st.sampled_from(list(Colour)))
def test_okey_from_gosterge_is_a_bijection_per_colour(colour):
    okeys = [okey_from_gosterge(Tile(colour, n)) for n in range(1, 14)]
    assert {o.colour for o in okeys} == {colour}
    assert sorted(o.number for o in okeys) == list(range(1, 14))


@given(st.lists(tiles, min_size=1, max_size=8))
def test_parse_tiles_round_trips_comma_lists(pieces):
    assert parse_tiles(", ".join(map(str, pieces))) == pieces
    assert parse_tiles(" ".join(p.abbr for p in pieces)) == pieces
