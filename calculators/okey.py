"""The okey of a hand and what each piece is worth: the okey from the gösterge, wild pieces, values.

Tiles themselves and how players write them are in :mod:`calculators.tiles`; this module
adds what depends on the hand's okey (and, for a sahte okey turned up as the gösterge,
on the ruleset).

>>> from calculators.tiles import parse_tile
>>> okey_from_gosterge(parse_tile("sarı 5"))
Tile(colour=Colour.SARI, number=6)
"""
from __future__ import annotations

from typing import Iterable

from calculators.errors import CalcError, NotCovered
from calculators.rulesets import DEFAULT, RULESETS
from calculators.tiles import (OKEY, SAHTE_OKEY, Colour, OkeyMarker, Piece, SahteOkey, Tile,  # noqa: F401 - doctests
                              parse_tile, parse_tiles)

__all__ = ["okey_from_gosterge", "is_wild", "plays_as", "tile_value", "split_okeys"]


def okey_from_gosterge(gosterge: Piece, ruleset: str | None = None) -> Tile:
    """The okey: same colour as the gösterge, one higher; after 13 comes 1.

    A sahte okey is never a gösterge: on oyna.app it never happens
    (oyna-terimler); under ``turnuva-esli-101`` the gösterge is drawn again by
    default (esli-101-turnuva); ``od-101`` does not say.

    >>> okey_from_gosterge(Tile(Colour.MAVI, 13))
    Tile(colour=Colour.MAVI, number=1)
    >>> okey_from_gosterge(SAHTE_OKEY, "turnuva-esli-101")
    Traceback (most recent call last):
    ...
    calculators.errors.CalcError: Sahte okey gösterge olmaz: turnuva kuralında gösterge yeniden çekilir (sahte okey aynı balyada başka yere konur), varsayılan budur. Kaynak: esli-101-turnuva.
    """
    if ruleset is not None and ruleset not in RULESETS:
        raise CalcError(
            f"“{ruleset}” diye bir kural seti tanımıyorum. Seçenekler: {', '.join(RULESETS)}.",
            field="ruleset",
        )
    if isinstance(gosterge, SahteOkey):
        rs = RULESETS[ruleset] if ruleset is not None else DEFAULT
        if rs.gosterge_sahte_okey is None:
            raise NotCovered(
                f"Gösterge sahte okey çıkınca ne yapılacağını {rs.id} kaynağımız söylemiyor.",
                field="gosterge",
            )
        raise CalcError(rs.notes["gosterge_sahte_okey"], field="gosterge")
    if isinstance(gosterge, OkeyMarker):
        raise CalcError("Gösterge okeyi belirler; göstergeyi “okey” diye yazamayız. Renk ve sayısını yaz.",
                        field="gosterge")
    if not isinstance(gosterge, Tile):
        raise CalcError("Gösterge bir taş olmalı, örneğin “sarı 5”.", field="gosterge")
    return Tile(gosterge.colour, gosterge.number % 13 + 1)


def is_wild(piece: Piece, okey: Tile | None) -> bool:
    """True when the piece is a real okey (the joker), not a sahte okey.

    >>> ok = Tile(Colour.SARI, 6)
    >>> is_wild(OKEY, ok), is_wild(Tile(Colour.SARI, 6), ok), is_wild(SAHTE_OKEY, ok)
    (True, True, False)
    """
    if isinstance(piece, OkeyMarker):
        return True
    return isinstance(piece, Tile) and okey is not None and piece == okey


def _need_okey(okey: Tile | None, what: str) -> Tile:
    if okey is None:
        raise CalcError(f"{what} için bu elin okeyini (ya da göstergeyi) bilmem gerekiyor.", field="okey")
    if not isinstance(okey, Tile):
        raise CalcError("Okey numaralı bir taş olmalı, örneğin “sarı 6”.", field="okey")
    return okey


def plays_as(piece: Piece, okey: Tile | None) -> Tile | None:
    """The face a piece plays as, or ``None`` for a real okey (its face depends on where it sits).

    A sahte okey plays as the okey tile (oyna-terimler).

    >>> plays_as(SAHTE_OKEY, Tile(Colour.SARI, 6))
    Tile(colour=Colour.SARI, number=6)
    >>> plays_as(OKEY, Tile(Colour.SARI, 6)) is None
    True
    """
    if is_wild(piece, okey):
        return None
    if isinstance(piece, SahteOkey):
        return _need_okey(okey, "Sahte okeyin değeri")
    assert isinstance(piece, Tile)
    return piece


def tile_value(piece: Piece, okey: Tile | None) -> int:
    """Face value of a non-wild piece: its number; a sahte okey counts as the okey's number.

    A real okey has no fixed face: in a meld it counts as the tile its position
    implies (see :mod:`calculators.melds`), and left in hand the rulesets
    differ, so this raises for it. Use :func:`split_okeys` for a remaining hand.

    >>> ok = Tile(Colour.SARI, 6)
    >>> tile_value(Tile(Colour.MAVI, 3), ok), tile_value(SAHTE_OKEY, ok)
    (3, 6)
    >>> tile_value(OKEY, ok)
    Traceback (most recent call last):
    ...
    calculators.errors.CalcError: Okeyin tek başına sabit bir değeri yok: perde yerine geçtiği taş kadar sayılır, elde kalınca da kural setine göre yazılır.
    """
    face = plays_as(piece, okey)
    if face is None:
        raise CalcError(
            "Okeyin tek başına sabit bir değeri yok: perde yerine geçtiği taş kadar sayılır, "
            "elde kalınca da kural setine göre yazılır."
        )
    return face.number


def split_okeys(pieces: Iterable[Piece], okey: Tile | None) -> tuple[int, int]:
    """A remaining hand as ``(sum of the non-okey pieces, number of real okeys)``.

    Sahte okeys count as the okey's number (oyna-yazboz). What an okey left in
    hand is worth differs per ruleset; the caller decides.

    >>> ok = Tile(Colour.SARI, 6)
    >>> split_okeys(parse_tiles("sarı 5, siyah 8, okey"), ok)
    (13, 1)
    >>> split_okeys(parse_tiles("sarı 5, sahte okey"), ok)
    (11, 0)
    """
    total = 0
    okeys = 0
    for p in pieces:
        if is_wild(p, okey):
            okeys += 1
        else:
            total += tile_value(p, okey)
    return total, okeys
