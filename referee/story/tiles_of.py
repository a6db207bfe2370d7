"""Tiles as the reader holds them — (colour, number), colour "s" when a player wrote only "s" —
and the two questions the planner asks of them: is this tile the okey, and how to write it.

>>> okey_matches(("s", 13), ("sarı", 13)), okey_matches(("mavi", 9), ("mavi", 10)), okey_matches(("mavi", 9), (None, 9))
(True, False, False)
>>> tile_text(("kırmızı", 7)), tile_text(("s", 3))
('kırmızı 7', 's3')
"""
from __future__ import annotations

Tile = tuple[str | None, int]

#: A bare "s" is sarı or siyah; it matches either, and the other way round.
_S = frozenset({"sarı", "siyah", "s"})


def okey_matches(tile: Tile, okey: Tile | None) -> bool:
    """True when a told tile is the okey's tile (same number, same colour as far as the letters say)."""
    if okey is None or okey[0] is None or tile[0] is None:
        return False
    if tile[1] != okey[1]:
        return False
    a, b = tile[0], okey[0]
    return a == b or ("s" in (a, b) and {a, b} <= _S)


def tile_text(tile: Tile) -> str:
    """The tile as the answer writes it ("kırmızı 7"; a bare "s" letter as typed: "s3")."""
    colour, n = tile
    if colour is None:
        return str(n)
    return f"s{n}" if colour == "s" else f"{colour} {n}"


def engine_tile(tile: Tile) -> str | None:
    """The tile as the engine's ``remaining`` list takes it, or None when its colour is not known."""
    colour, n = tile
    return None if colour in (None, "s") else f"{colour} {n}"
