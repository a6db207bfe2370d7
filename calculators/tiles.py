"""Okey tiles: colours, the 106-tile set, the okey from the gösterge, and parsing.

Small immutable types in the spirit of python-chess. Three kinds of piece exist:

* :class:`Tile` -- an ordinary numbered tile, e.g. ``Tile(Colour.KIRMIZI, 7)``.
* :data:`SAHTE_OKEY` -- one of the two sahte okey (★) tiles. It is not a joker:
  it plays as the tile that is the okey this hand (oyna-terimler, oyna-yazboz).
* :data:`OKEY` -- "the okey, whatever it is this hand", for text such as
  "okey" written when the okey tile is not known. When the okey *is* known,
  the physical okey is simply the :class:`Tile` equal to it; :func:`calculators.okey.is_wild`
  treats both the same way.

Parsing follows what players type. Abbreviation convention (documented, because
"s" could be sarı or siyah): ``k`` = kırmızı, ``m`` = mavi, ``sy`` = siyah,
``sr`` = sarı. A lone ``s`` is refused with a Turkish hint.

>>> t = parse_tile("Kırmızı 7")
>>> t
Tile(colour=Colour.KIRMIZI, number=7)
>>> str(t), t.abbr
('kırmızı 7', 'k7')
>>> len(FULL_SET)
106
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from enum import Enum
from typing import Iterable, Union

from calculators.errors import CalcError
from calculators.registry import COLOUR_ABBRS, COLOUR_NAMES
from calculators.turkish import fold

__all__ = [
    "Colour",
    "Tile",
    "SahteOkey",
    "OkeyMarker",
    "Piece",
    "SAHTE_OKEY",
    "OKEY",
    "FULL_SET",
    "ALL_TILES",
    "parse_tile",
    "parse_tiles",
    "check_counts",
]



class Colour(Enum):
    """The four tile colours. ``value`` is an ASCII id; :attr:`display` is Turkish.

    >>> Colour.SARI.display, Colour.SARI.title, Colour.SARI.abbr
    ('sarı', 'Sarı', 'sr')
    >>> [c.display for c in Colour]
    ['kırmızı', 'mavi', 'siyah', 'sarı']
    """

    KIRMIZI = "kirmizi"
    MAVI = "mavi"
    SIYAH = "siyah"
    SARI = "sari"

    @property
    def display(self) -> str:
        """Lower-case Turkish name, as written in a sentence."""
        return _DISPLAY[self]

    @property
    def title(self) -> str:
        """Capitalised Turkish name (Turkish-aware, so "ı" stays dotless)."""
        name = self.display
        return name[0].upper() + name[1:]

    @property
    def abbr(self) -> str:
        """Unambiguous short form: k, m, sy, sr."""
        return _ABBR[self]

    def __repr__(self) -> str:
        return f"Colour.{self.name}"


_DISPLAY = {c: COLOUR_NAMES[c.value] for c in Colour}
_ABBR = {c: COLOUR_ABBRS[c.value] for c in Colour}
_COLOUR_ORDER = {c: i for i, c in enumerate(Colour)}


@dataclass(frozen=True)
class Tile:
    """An ordinary numbered tile (1–13) of one colour.

    >>> Tile(Colour.MAVI, 13).abbr
    'm13'
    >>> Tile(Colour.MAVI, 14)
    Traceback (most recent call last):
    ...
    calculators.errors.CalcError: Mavi 14 diye bir taş yok: sayılar 1 ile 13 arasında.
    """

    colour: Colour
    number: int

    def __post_init__(self) -> None:
        if not isinstance(self.colour, Colour):
            raise CalcError(f"Geçersiz renk: {self.colour!r}. Renkler kırmızı, mavi, siyah ve sarı.")
        if isinstance(self.number, bool) or not isinstance(self.number, int) or not 1 <= self.number <= 13:
            raise CalcError(f"{self.colour.title} {self.number} diye bir taş yok: sayılar 1 ile 13 arasında.")

    def __str__(self) -> str:
        return f"{self.colour.display} {self.number}"

    @property
    def title(self) -> str:
        """Display form with a capital colour, e.g. ``Kırmızı 7``."""
        return f"{self.colour.title} {self.number}"

    @property
    def abbr(self) -> str:
        """Short form, e.g. ``k7``, ``sy1``, ``sr12``."""
        return f"{self.colour.abbr}{self.number}"

    def sort_key(self) -> tuple[int, int]:
        """Sort by colour (kırmızı, mavi, siyah, sarı), then number."""
        return (_COLOUR_ORDER[self.colour], self.number)


@dataclass(frozen=True)
class SahteOkey:
    """One of the two sahte okey (★) tiles: it plays as this hand's okey tile.

    It is not a joker (oyna-terimler, oyna-yazboz). Use :func:`calculators.okey.plays_as` to get
    the tile it stands for once the okey is known.

    >>> str(SAHTE_OKEY), SAHTE_OKEY == SahteOkey()
    ('sahte okey', True)
    """

    def __str__(self) -> str:
        return "sahte okey"

    @property
    def title(self) -> str:
        return "Sahte okey"

    @property
    def abbr(self) -> str:
        return "sahte"


@dataclass(frozen=True)
class OkeyMarker:
    """"The okey", written by name while this hand's okey tile is not known.

    >>> str(OKEY)
    'okey'
    """

    def __str__(self) -> str:
        return "okey"

    @property
    def title(self) -> str:
        return "Okey"

    @property
    def abbr(self) -> str:
        return "okey"


#: A piece as written by a player: a numbered tile, a sahte okey, or "the okey".
Piece = Union[Tile, SahteOkey, OkeyMarker]

SAHTE_OKEY = SahteOkey()
OKEY = OkeyMarker()

#: Every distinct numbered tile, 52 of them, in colour then number order.
ALL_TILES: tuple[Tile, ...] = tuple(Tile(c, n) for c in Colour for n in range(1, 14))

#: The physical 106-tile set: each numbered tile twice, plus two sahte okey.
FULL_SET: tuple[Tile | SahteOkey, ...] = tuple(t for t in ALL_TILES for _ in range(2)) + (SAHTE_OKEY, SAHTE_OKEY)


# --------------------------------------------------------------------------- parsing

# Full names: a word starting with one of these is that colour ("sarının" -> sarı).
_COLOUR_STEMS: tuple[tuple[str, Colour], ...] = tuple((c.value, c) for c in Colour)
# Exact abbreviations.
_COLOUR_ABBR: dict[str, Colour] = {
    "k": Colour.KIRMIZI, "kr": Colour.KIRMIZI, "kir": Colour.KIRMIZI, "kirm": Colour.KIRMIZI,
    "m": Colour.MAVI, "mv": Colour.MAVI, "ma": Colour.MAVI, "mav": Colour.MAVI,
    "sy": Colour.SIYAH, "si": Colour.SIYAH, "siy": Colour.SIYAH,
    "sr": Colour.SARI, "sa": Colour.SARI, "sar": Colour.SARI,
}
_FILLER = frozenset({"ile", "ve", "bir", "tas", "tasi", "taslar", "taslari", "bi"})
_UNKNOWN_COLOURS = {"yesil": "yeşil", "beyaz": "beyaz", "mor": "mor", "turuncu": "turuncu",
                    "pembe": "pembe", "lacivert": "lacivert", "gri": "gri", "kahverengi": "kahverengi"}

_TOKEN = re.compile(
    r"""
    (?P<sahte>sahte(?:\s*okey[a-z]*)?|★)
  | (?P<okey>okey[a-z]*)
  | (?P<number>[0-9]+)(?:['’][a-z]+)?
  | (?P<word>[a-z]+)
  | (?P<sep>[\s,;:·•+/&\-–—.()\[\]|]+)
  | (?P<other>.)
    """,
    re.VERBOSE,
)


def _colour_of(word: str) -> Colour | None:
    if word in _COLOUR_ABBR:
        return _COLOUR_ABBR[word]
    for stem, colour in _COLOUR_STEMS:
        if word.startswith(stem):
            return colour
    return None


def _number(raw: str, colour: Colour) -> Tile:
    if len(raw.lstrip("0")) > 2:  # checked before int(): 5,000 digits would raise outside CalcError
        raise CalcError(f"{colour.title} {raw[:6]}… diye bir taş yok: sayılar 1 ile 13 arasında.")
    n = int(raw)
    if not 1 <= n <= 13:
        raise CalcError(f"{colour.title} {n} diye bir taş yok: sayılar 1 ile 13 arasında.")
    return Tile(colour, n)


def parse_tiles(text: str, okey: Tile | None = None) -> list[Piece]:
    """Parse tiles as written in a sentence or a list.

    Accepted: full names with or without Turkish letters and in any case
    ("kırmızı 7", "KIRMIZI 7", "Kirmizi 7", "mavi13"), abbreviations
    (``k``, ``m``, ``sy``, ``sr``: "k7", "K 7", "sy1", "sr12"), "sahte okey"
    / "sahte" / "★", and "okey". Separators: commas, "ile", "ve", "·", "-",
    spaces. A bare number takes the colour named last ("kırmızı 11-12-13"),
    and colours named without a number take the next number
    ("mavi, siyah, sarı 7").

    When ``okey`` is given, "okey" is returned as that tile (the physical okey);
    otherwise as :data:`OKEY`. A sahte okey stays :data:`SAHTE_OKEY` either way.

    >>> [str(p) for p in parse_tiles("kırmızı 9 ile mavi 3, sarı 12")]
    ['kırmızı 9', 'mavi 3', 'sarı 12']
    >>> [p.abbr for p in parse_tiles("kırmızı 11-12-13")]
    ['k11', 'k12', 'k13']
    >>> [p.abbr for p in parse_tiles("mavi, siyah, sarı 7")]
    ['m7', 'sy7', 'sr7']
    >>> parse_tiles("mavi 4 · okey · mavi 6")[1]
    OkeyMarker()
    >>> parse_tiles("okey", okey=Tile(Colour.SARI, 6))
    [Tile(colour=Colour.SARI, number=6)]
    >>> parse_tiles("s7")
    Traceback (most recent call last):
    ...
    calculators.errors.CalcError: “s” hem sarı hem siyah olabilir: sarı için “sr”, siyah için “sy” yaz (ya da rengin tamamını).
    """
    if not isinstance(text, str):
        raise CalcError("Taşları yazı olarak ver, örneğin “kırmızı 7, mavi 3”.")
    if okey is not None and not isinstance(okey, Tile):
        raise CalcError("Okey numaralı bir taş olmalı, örneğin “sarı 6”.", field="okey")
    folded = fold(text.strip())
    if not folded:
        raise CalcError("Taş yazılmamış. Örneğin “kırmızı 7”, “k7” ya da “sahte okey” yaz.")

    pieces: list[Piece] = []
    current: Colour | None = None  # colour named last: bare numbers take it
    pending: list[Colour] = []  # colours still waiting for their number
    for m in _TOKEN.finditer(folded):
        kind = m.lastgroup
        if kind == "sep":
            continue
        if kind == "other":
            raise CalcError(f"“{m.group()}” işaretini taş olarak okuyamadım. Örneğin “kırmızı 7” ya da “k7” yaz.")
        if kind in ("sahte", "okey"):
            if pending:
                raise CalcError(f"{pending[-1].title} kaç? Rengin yanına taşın sayısını da yaz.")
            pieces.append(SAHTE_OKEY if kind == "sahte" else (okey if okey is not None else OKEY))
            current = None
            continue
        if kind == "number":
            if pending:
                tiles = [_number(m.group("number"), c) for c in pending]
                pieces.extend(tiles)
                current = pending[-1]
                pending = []
            elif current is not None:
                pieces.append(_number(m.group("number"), current))
            else:
                raise CalcError(
                    f"{m.group('number')} hangi renk? Rengi sayıdan önce yaz, örneğin “kırmızı {m.group('number')}”."
                )
            continue
        word = m.group("word")
        if word in _FILLER:
            continue
        if word == "s":
            raise CalcError("“s” hem sarı hem siyah olabilir: sarı için “sr”, siyah için “sy” yaz (ya da rengin tamamını).")
        if word == "joker":
            raise CalcError("“Joker” belirsiz: gerçek okeyi mi kastediyorsun, sahte okeyi mi? “okey” ya da “sahte okey” yaz.")
        colour = _colour_of(word)
        if colour is None:
            original = _UNKNOWN_COLOURS.get(word, word)
            raise CalcError(f"“{original}” diye bir renk yok: renkler kırmızı, mavi, siyah ve sarı.")
        pending.append(colour)
        current = None
    if pending:
        raise CalcError(f"{pending[-1].title} kaç? Rengin yanına taşın sayısını da yaz.")
    if not pieces:
        raise CalcError("Taş bulamadım. Örneğin “kırmızı 7”, “k7” ya da “sahte okey” yaz.")
    return pieces


def parse_tile(text: str, okey: Tile | None = None) -> Piece:
    """Parse exactly one tile; see :func:`parse_tiles` for what is accepted.

    >>> parse_tile("Sarı 12"), parse_tile("sy1"), parse_tile("SAHTE")
    (Tile(colour=Colour.SARI, number=12), Tile(colour=Colour.SIYAH, number=1), SahteOkey())
    >>> parse_tile("yeşil 3")
    Traceback (most recent call last):
    ...
    calculators.errors.CalcError: “yeşil” diye bir renk yok: renkler kırmızı, mavi, siyah ve sarı.
    >>> parse_tile("mavi 14")
    Traceback (most recent call last):
    ...
    calculators.errors.CalcError: Mavi 14 diye bir taş yok: sayılar 1 ile 13 arasında.
    """
    pieces = parse_tiles(text, okey=okey)
    if len(pieces) != 1:
        raise CalcError(f"Tek bir taş bekliyordum ama {len(pieces)} taş okudum: {', '.join(map(str, pieces))}.")
    return pieces[0]


def check_counts(pieces: Iterable[Piece], okey: Tile | None = None) -> None:
    """Refuse more copies of a tile than the 106-tile set holds.

    Each numbered tile exists twice and there are two sahte okeys; with the
    okey known, "okey" written by name is one of the two okey tiles.

    >>> check_counts(parse_tiles("mavi 5, mavi 5, mavi 5"))
    Traceback (most recent call last):
    ...
    calculators.errors.CalcError: Takımda yalnız iki mavi 5 var, burada 3 tane yazılmış.
    """
    counts: Counter[Piece] = Counter()
    for p in pieces:
        counts[okey if (okey is not None and isinstance(p, OkeyMarker)) else p] += 1
    for piece, n in counts.items():
        if n > 2:
            name = "okey" if isinstance(piece, OkeyMarker) else str(piece)
            raise CalcError(f"Takımda yalnız iki {name} var, burada {n} tane yazılmış.")
