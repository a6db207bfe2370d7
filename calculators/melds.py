"""Melds (seri, küt, çift): reading what players write into validated melds.

Openings are in :mod:`calculators.opening`, işlek tiles in :mod:`calculators.islek`.

Melds are written in order, so an okey stands for the tile its position implies:
in ``mavi 4 · okey · mavi 6`` the okey is mavi 5 (oyna-terimler). A sahte okey is
not a joker: it plays as this hand's okey tile (oyna-terimler, oyna-yazboz;
od-101-puan: it carries the okey's value).

Where a ruleset's source is silent the functions raise
:class:`~calculators.errors.NotCovered` instead of picking a side -- e.g. a
12-13-1 series under ``oyna-101`` / ``od-101`` (the oyna-terimler table that
settled it did not survive), or the işlek status of the okey's own tile under
``od-101`` / ``turnuva-esli-101``.

>>> okey = parse_tile("sarı 6")
>>> m = read_meld("mavi 4 · okey · mavi 6", okey, "oyna-101")
>>> m.kind.value, [str(f) for f in m.faces], m.value
('seri', ['mavi 4', 'mavi 5', 'mavi 6'], 15)
>>> m.describe()
'mavi 4-5-6'
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Sequence, Union

from calculators.errors import CalcError, NotCovered
from calculators.rulesets import Ruleset, get_ruleset
from calculators.turkish import fold
from calculators.okey import is_wild
from calculators.tiles import (
    Colour,
    Piece,
    SahteOkey,
    Tile,
    check_counts,
    parse_tile,
    parse_tiles,
)

__all__ = [
    "MeldKind",
    "Meld",
    "MeldInput",
    "parse_meld",
    "read_meld",
    "read_seri",
    "read_kut",
    "read_cift",
    "ruleset_of",
    "require_101",
    "wrap_policy",
]


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


# --------------------------------------------------------------------------- rulesets


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


def _sahte_ambiguous(rs: Ruleset | None) -> bool:
    """Whether a sahte okey may read as a joker here (turnuva: it "does whatever the okey does")."""
    return rs is None or rs.sahte_okey_is_okey_tile is None


# --------------------------------------------------------------------------- reading melds


def _pieces(meld: str | Sequence[Piece], okey: Tile | None) -> tuple[Piece, ...]:
    if isinstance(meld, str):
        return tuple(parse_tiles(meld, okey=okey))
    return tuple(meld)


def _wild_flags(pieces: Sequence[Piece], okey: Tile | None, sahte_wild: bool) -> list[bool]:
    return [is_wild(p, okey) or (sahte_wild and isinstance(p, SahteOkey)) for p in pieces]


def _face(piece: Piece, okey: Tile | None) -> Tile:
    if isinstance(piece, SahteOkey):
        if okey is None:
            raise CalcError("Sahte okeyin hangi taş olduğunu bilmek için bu elin okeyini (ya da göstergeyi) yaz.",
                            field="okey")
        return okey
    assert isinstance(piece, Tile)
    return piece


def _seri(pieces: tuple[Piece, ...], okey: Tile | None, rs: Ruleset | None, sahte_wild: bool) -> Meld:
    n = len(pieces)
    if n < 3:
        raise CalcError(f"Seri en az üç taştır; burada {n} taş var.")
    if n > 13:
        raise CalcError(f"Seri en fazla 13 taş olur (1'den 13'e); burada {n} taş var.")
    wild = _wild_flags(pieces, okey, sahte_wild)
    real = [(i, _face(p, okey)) for i, p in enumerate(pieces) if not wild[i]]
    if not real:
        raise CalcError("Yalnız okeylerden seri okunamaz: hangi taşların yerine geçtikleri belli değil.")
    colours = {t.colour for _, t in real}
    if len(colours) > 1:
        names = " ve ".join(c.display for c in sorted(colours, key=lambda c: list(Colour).index(c)))
        raise CalcError(f"Seride bütün taşlar aynı renkte olmalı; burada {names} karışmış.")
    colour = real[0][1].colour

    def fits(step: int) -> list[int] | None:
        i0, t0 = real[0]
        start = t0.number - step * i0
        raw = [start + step * k for k in range(n)]
        if all((raw[i] - 1) % 13 + 1 == t.number for i, t in real):
            return raw
        return None

    # Written in order: ascending is the reading; descending is accepted when the tiles say so
    # (with a single real tile, only if ascending would run past 13 or below 1).
    candidates = [r for r in (fits(+1), fits(-1)) if r is not None]
    if not candidates:
        nums = ", ".join(str(t.number) for _, t in real)
        raise CalcError(f"Seride sayılar art arda gelmeli; {colour.display} {nums} art arda değil.")
    plain = [r for r in candidates if all(1 <= v <= 13 for v in r)]
    raw = plain[0] if plain else candidates[0]
    if not plain:
        wrap_policy(rs)  # raises: 12-13-1 is invalid or not covered
        raise CalcError("Bu seri 13'ten 1'e geçiyor; bu kural setinde geçerli değil.")  # pragma: no cover
    faces = tuple(Tile(colour, v) for v in raw)
    return Meld(MeldKind.SERI, pieces, faces, tuple(wild))


def wrap_policy(rs: Ruleset | None) -> None:
    """Raise the right error for a series passing from 13 to 1."""
    if rs is None:
        raise NotCovered(
            "12-13-1 gibi 13'ten 1'e geçen seri kurala göre değişir: eşli 101 turnuvasında geçersiz "
            "(esli-101-turnuva), oyna.app ve OyunDostluğu kuralları için kaynaklarımız bir şey söylemiyor. "
            "Kural setini seç."
        )
    if rs.seri_wrap_13_1 is False:
        raise CalcError(f"12-13-1 seri değildir: seriler 13'te biter ({rs.label_for('seri_wrap_13_1')}).")
    if rs.seri_wrap_13_1 is None:
        raise NotCovered(
            f"13'ten 1'e geçen seri (12-13-1 gibi) {rs.name} kurallarında geçerli mi, kaynaklarımız söylemiyor "
            "(oyna-terimler'deki ilgili tablo elimize ulaşmadı). Masanla önceden anlaş."
        )
    raise NotCovered("13'ten 1'e geçen seriler bu motorda hesaplanmıyor.")


def _kut(pieces: tuple[Piece, ...], okey: Tile | None, sahte_wild: bool) -> Meld:
    n = len(pieces)
    if not 3 <= n <= 4:
        raise CalcError(f"Küt aynı sayının farklı renklerinden üç ya da dört taştır; burada {n} taş var.")
    wild = _wild_flags(pieces, okey, sahte_wild)
    real = [_face(p, okey) for i, p in enumerate(pieces) if not wild[i]]
    if not real:
        raise CalcError("Yalnız okeylerden küt okunamaz: hangi sayının yerine geçtikleri belli değil.")
    numbers = {t.number for t in real}
    if len(numbers) > 1:
        raise CalcError(f"Kütte bütün taşlar aynı sayı olmalı; burada {', '.join(map(str, sorted(numbers)))} var.")
    seen: set[Colour] = set()
    for t in real:
        if t.colour in seen:
            raise CalcError(f"Kütte aynı renk iki kez olmaz: iki {t.colour.display} {t.number} var.")
        seen.add(t.colour)
    number = real[0].number
    missing = [c for c in Colour if c not in seen]
    faces: list[Tile | None] = []
    fixed = n == 4  # in a four-tile küt each okey stands for one of the missing colours, all of them
    it = iter(missing)
    for i, p in enumerate(pieces):
        if not wild[i]:
            faces.append(_face(p, okey))
        else:
            faces.append(Tile(next(it), number) if fixed else None)
    return Meld(MeldKind.KUT, pieces, tuple(faces), tuple(wild), number=number)


def _cift(pieces: tuple[Piece, ...], okey: Tile | None, sahte_wild: bool) -> Meld:
    if len(pieces) != 2:
        raise CalcError(f"Çift iki taştır; burada {len(pieces)} taş var.")
    wild = _wild_flags(pieces, okey, sahte_wild)
    if all(wild):
        return Meld(MeldKind.CIFT, pieces, (None, None), tuple(wild))
    if any(wild):
        face = _face(pieces[1] if wild[0] else pieces[0], okey)
        return Meld(MeldKind.CIFT, pieces, (face, face), tuple(wild))
    a, b = _face(pieces[0], okey), _face(pieces[1], okey)
    if a != b:
        raise CalcError(f"Çift aynı renk ve aynı sayıdan iki taştır; {a} ile {b} çift değil.")
    return Meld(MeldKind.CIFT, pieces, (a, b), tuple(wild))


def _read_with_sahte(reader, pieces: tuple[Piece, ...], okey: Tile | None, rs: Ruleset | None) -> Meld:
    """Read with the sahte okey as the okey's tile; flag the turnuva ambiguity when it matters."""
    try:
        return reader(pieces, okey, False)
    except NotCovered:
        raise
    except CalcError:
        if any(isinstance(p, SahteOkey) for p in pieces) and _sahte_ambiguous(rs):
            try:
                reader(pieces, okey, True)
            except CalcError:
                pass
            else:
                raise NotCovered(
                    "Sahte okey burada ancak joker gibi kullanılırsa per olur. Eşli 101 turnuva kuralı sahte okeyin "
                    "“okey ne yapıyorsa onu yaptığını” söylüyor; joker mi, yoksa yalnız okeyin taşı mı olduğu "
                    "açık değil (esli-101-turnuva). oyna.app'te sahte okey yalnız okeyin taşıdır (oyna-terimler)."
                ) from None
        raise


def read_seri(meld: str | Sequence[Piece], okey: Tile | None, ruleset: str | Ruleset | None = None) -> Meld:
    """Validate a seri: same colour, consecutive, 3–13 tiles; okeys stand for their position.

    >>> okey = parse_tile("sarı 6")
    >>> read_seri("kırmızı 11-12-13", okey, "turnuva-esli-101").value
    36
    >>> read_seri("kırmızı 12, kırmızı 13, kırmızı 1", okey, "turnuva-esli-101")
    Traceback (most recent call last):
    ...
    calculators.errors.CalcError: 12-13-1 seri değildir: seriler 13'te biter (esli-101-turnuva).
    >>> read_seri("kırmızı 12, kırmızı 13, kırmızı 1", okey, "oyna-101")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    calculators.errors.NotCovered: 13'ten 1'e geçen seri (12-13-1 gibi) 101 (standart) kurallarında geçerli mi, ...
    """
    rs = ruleset_of(ruleset)
    pieces = _pieces(meld, okey)
    return _read_with_sahte(lambda p, o, s: _seri(p, o, rs, s), pieces, okey, rs)


def read_kut(meld: str | Sequence[Piece], okey: Tile | None, ruleset: str | Ruleset | None = None) -> Meld:
    """Validate a küt: one number, distinct colours, three or four tiles.

    >>> read_kut("mavi, siyah, sarı 7", parse_tile("sarı 6")).value
    21
    >>> read_kut("mavi 10, kırmızı 10, mavi 10", parse_tile("sarı 6"))
    Traceback (most recent call last):
    ...
    calculators.errors.CalcError: Kütte aynı renk iki kez olmaz: iki mavi 10 var.
    """
    rs = ruleset_of(ruleset)
    return _read_with_sahte(_kut, _pieces(meld, okey), okey, rs)


def read_cift(meld: str | Sequence[Piece], okey: Tile | None, ruleset: str | Ruleset | None = None) -> Meld:
    """Validate a çift: two tiles of the same colour and number; an okey pairs with anything.

    >>> okey = parse_tile("sarı 6")
    >>> read_cift("sahte okey, sahte okey", okey).faces[0]
    Tile(colour=Colour.SARI, number=6)
    >>> read_cift("mavi 5, kırmızı 5", okey)
    Traceback (most recent call last):
    ...
    calculators.errors.CalcError: Çift aynı renk ve aynı sayıdan iki taştır; mavi 5 ile kırmızı 5 çift değil.
    """
    rs = ruleset_of(ruleset)
    return _read_with_sahte(_cift, _pieces(meld, okey), okey, rs)


_KIND_WORDS = {"seri": MeldKind.SERI, "per": None, "kut": MeldKind.KUT, "cift": MeldKind.CIFT}


def parse_meld(text: str) -> tuple[MeldKind | None, str]:
    """Split an optional leading kind word ("seri:", "küt", "çift") from a written meld.

    >>> parse_meld("küt: mavi 7, okey, okey")
    (<MeldKind.KUT: 'kut'>, 'mavi 7, okey, okey')
    >>> parse_meld("mavi 4 okey mavi 6")
    (None, 'mavi 4 okey mavi 6')
    """
    stripped = text.strip()
    head = stripped.split(None, 1)[0] if stripped else ""
    word = fold(head).rstrip(":")
    if word in _KIND_WORDS:
        rest = stripped[len(head):].lstrip(" :")
        return _KIND_WORDS[word], rest
    return None, text


def read_meld(
    meld: MeldInput,
    okey: Tile | None,
    ruleset: str | Ruleset | None = None,
    kind: MeldKind | str | None = None,
) -> Meld:
    """Validate one meld, working out whether it is a seri, a küt or a çift.

    Two pieces are a çift. Three or more are tried as seri and as küt; when both
    readings work (one real tile and okeys) the kind must be given, e.g.
    ``"küt: mavi 7, okey, okey"``.

    >>> okey = parse_tile("sarı 6")
    >>> read_meld("mavi 5, okey, siyah 5", okey).kind
    <MeldKind.KUT: 'kut'>
    >>> read_meld("mavi 5, okey, okey", okey)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    calculators.errors.CalcError: Bu taşlar hem seri hem küt okunabilir...
    """
    if isinstance(meld, Meld):
        return meld
    rs = ruleset_of(ruleset)
    if isinstance(meld, str):
        written_kind, meld = parse_meld(meld)
        kind = kind or written_kind
    if isinstance(kind, str):
        folded = fold(kind)
        if folded not in _KIND_WORDS or _KIND_WORDS[folded] is None:
            raise CalcError(f"“{kind}” diye bir per türü yok: seri, küt ya da çift yaz.", field="kind")
        kind = _KIND_WORDS[folded]
    pieces = _pieces(meld, okey)
    check_counts(pieces, okey)
    if kind is MeldKind.SERI:
        return read_seri(pieces, okey, rs)
    if kind is MeldKind.KUT:
        return read_kut(pieces, okey, rs)
    if kind is MeldKind.CIFT or len(pieces) == 2:
        return read_cift(pieces, okey, rs)
    if len(pieces) < 2:
        raise CalcError("Tek taş per olmaz: seri ve küt en az üç, çift iki taştır.")
    results: list[Meld] = []
    errors: list[CalcError] = []
    for reader in (read_seri, read_kut):
        try:
            results.append(reader(pieces, okey, rs))
        except CalcError as err:
            errors.append(err)
    if len(results) == 2:
        raise CalcError(
            "Bu taşlar hem seri hem küt okunabilir; hangisi olduğunu başına yaz, örneğin “küt: "
            + ", ".join(map(str, pieces)) + "”."
        )
    if results:
        return results[0]
    covered = [e for e in errors if isinstance(e, NotCovered)]
    if covered:
        raise covered[0]
    wild = _wild_flags(pieces, okey, False)
    faces = [_face(p, okey) for i, p in enumerate(pieces) if not wild[i]]
    if len({f.colour for f in faces}) == 1 and len({f.number for f in faces}) > 1:
        raise errors[0]  # looks like a seri: its own message says what is wrong
    if len({f.number for f in faces}) == 1:
        raise errors[1]  # looks like a küt
    raise CalcError(
        "Bu taşlar geçerli bir per değil: seri aynı renkte art arda en az üç taş, "
        "küt aynı sayının farklı renklerinden üç ya da dört taştır."
    )
