"""The meld types: :class:`MeldKind`, :class:`Meld` (validated, immutable) and what a caller may pass.

Also the two ruleset helpers every meld question starts with: :func:`ruleset_of`
and :func:`require_101` (düz okey lays no melds on the table).

>>> MeldKind.KUT.display
'küt'
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Sequence, Union

from calculators.errors import CalcError
from calculators.rulesets import Ruleset, get_ruleset
from calculators.tiles import Colour, Piece, Tile


class MeldKind(Enum):
    """The three groups of tiles a 101 player lays down."""

    SERI = "seri"
    KUT = "kut"
    CIFT = "cift"

    @property
    def display(self) -> str:
        return {"seri": "seri", "kut": "küt", "cift": "çift"}[self.value]


@dataclass(frozen=True)
class Meld:
    """A validated meld.

    ``faces`` holds, per piece, the tile it plays as; ``None`` only for an okey
    in a küt whose colour is not fixed (a three-tile küt with an okey) or for a
    pair of two okeys. ``number`` is the küt's number (``None`` otherwise).
    """

    kind: MeldKind
    pieces: tuple[Piece, ...]
    faces: tuple[Tile | None, ...]
    wild: tuple[bool, ...]
    number: int | None = None

    @property
    def value(self) -> int:
        """Opening value: a seri is the sum of its numbers, a küt number × tiles.

        A çift has no point value (pairs open by count, not by points).
        """
        if self.kind is MeldKind.SERI:
            return sum(f.number for f in self.faces if f is not None)
        if self.kind is MeldKind.KUT:
            assert self.number is not None
            return self.number * len(self.pieces)
        raise CalcError("Çiftin açış sayısı olmaz: çiftle açarken sayıya değil çift sayısına bakılır.")

    @property
    def colour(self) -> Colour | None:
        """A seri's colour (``None`` for küt and çift)."""
        if self.kind is MeldKind.SERI:
            return self.faces[0].colour  # type: ignore[union-attr]
        return None

    @property
    def real_colours(self) -> frozenset[Colour]:
        """Colours present as real (non-okey) tiles."""
        return frozenset(f.colour for w, f in zip(self.wild, self.faces) if f is not None and not w)

    @property
    def has_okey(self) -> bool:
        return any(self.wild)

    def describe(self) -> str:
        """Short Turkish description: ``kırmızı 11-12-13`` for a seri, else the pieces
        joined by " · " with okeys written as "okey" (``mavi 7 · siyah 7 · okey``)."""
        if self.kind is MeldKind.SERI:
            nums = "-".join(str(f.number) for f in self.faces if f is not None)
            return f"{self.faces[0].colour.display} {nums}"  # type: ignore[union-attr]
        return " · ".join("okey" if w else str(p) for p, w in zip(self.pieces, self.wild))


#: What callers may pass as a meld: a validated meld, a written string, or pieces in order.
MeldInput = Union[Meld, str, Sequence[Piece]]


def ruleset_of(ruleset: str | Ruleset | None) -> Ruleset | None:
    """A ruleset table from an id or a table (None stays None)."""
    if ruleset is None or isinstance(ruleset, Ruleset):
        return ruleset
    return get_ruleset(ruleset)


def require_101(rs: Ruleset | None, what: str) -> None:
    """Refuse a meld question under düz okey, where melds are never laid on the table."""
    if rs is not None and rs.game != "101":
        raise CalcError(f"{rs.name} oyununda {what} yok: perler masaya açılmaz, el bitince gösterilir (oyna-terimler).",
                        field="ruleset")


def sahte_ambiguous(rs: Ruleset | None) -> bool:
    """Whether a sahte okey may read as a joker here (turnuva: it "does whatever the okey does")."""
    return rs is None or rs.sahte_okey_is_okey_tile is None
