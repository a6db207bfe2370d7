"""Melds (seri, küt, çift), opening values, whether a player can open, and işlek tiles.

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
>>> opening_value(["kırmızı 11-12-13", "mavi, siyah, sarı 7", "sarı 9-10-11-12"], okey, "od-101")
99
>>> is_islek("mavi 5", ["mavi 4 · okey · mavi 6"], okey, "oyna-101").islek
False
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Sequence, Union

from calculators.errors import CalcError, NotCovered
from calculators.rulesets import Ruleset, get_ruleset
from calculators.tiles import (
    Colour,
    Piece,
    SahteOkey,
    Tile,
    check_counts,
    fold_turkish,
    is_wild,
    parse_tile,
    parse_tiles,
)

__all__ = [
    "MeldKind",
    "Meld",
    "MeldInput",
    "Opening",
    "OpenResult",
    "IslekResult",
    "parse_meld",
    "read_meld",
    "read_seri",
    "read_kut",
    "read_cift",
    "read_opening",
    "opening_value",
    "can_open",
    "is_islek",
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


def _ruleset(ruleset: str | Ruleset | None) -> Ruleset | None:
    if ruleset is None or isinstance(ruleset, Ruleset):
        return ruleset
    return get_ruleset(ruleset)


def _need_101(rs: Ruleset | None, what: str) -> None:
    if rs is not None and rs.game != "101":
        raise CalcError(f"{rs.name} oyununda {what} yok: perler masaya açılmaz, el bitince gösterilir (oyna-terimler).",
                        field="ruleset")


# A sahte okey's role under turnuva-esli-101: the source says it "does whatever the okey
# does", which may read as a joker; the other sources say it plays as the okey tile.
_SAHTE_AMBIGUOUS = frozenset({"turnuva-esli-101"})


def _sahte_ambiguous(rs: Ruleset | None) -> bool:
    return rs is None or rs.id in _SAHTE_AMBIGUOUS


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
        _wrap_policy(rs)  # raises: 12-13-1 is invalid or not covered
        raise CalcError("Bu seri 13'ten 1'e geçiyor; bu kural setinde geçerli değil.")  # pragma: no cover
    faces = tuple(Tile(colour, v) for v in raw)
    return Meld(MeldKind.SERI, pieces, faces, tuple(wild))


def _wrap_policy(rs: Ruleset | None) -> None:
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
    rs = _ruleset(ruleset)
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
    rs = _ruleset(ruleset)
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
    rs = _ruleset(ruleset)
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
    word = fold_turkish(head).rstrip(":")
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
    rs = _ruleset(ruleset)
    if isinstance(meld, str):
        written_kind, meld = parse_meld(meld)
        kind = kind or written_kind
    if isinstance(kind, str):
        folded = fold_turkish(kind)
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


# --------------------------------------------------------------------------- opening


@dataclass(frozen=True)
class Opening:
    """A set of melds laid down together, read as a seri/küt opening or a pairs opening."""

    melds: tuple[Meld, ...]
    pairs: bool
    points: int
    explanation: str

    @property
    def pair_count(self) -> int:
        return len(self.melds) if self.pairs else 0


def read_opening(melds: Sequence[MeldInput], okey: Tile | None, ruleset: str | Ruleset | None = None) -> Opening:
    """Read the melds of one opening; seri and küt may mix, çiftler do not mix with them.

    >>> o = read_opening(["kırmızı 10-11-12-13", "mavi 4 okey mavi 6"], parse_tile("sarı 6"), "oyna-101")
    >>> o.points, o.explanation
    (61, 'kırmızı 10-11-12-13 = 46 + mavi 4-5-6 = 15 → toplam 61')
    """
    rs = _ruleset(ruleset)
    _need_101(rs, "el açmak")
    if isinstance(melds, (str, Meld)):
        melds = [melds]
    if not melds:
        raise CalcError("Açış için en az bir per ya da çift yaz.")
    read = tuple(read_meld(m, okey, rs) for m in melds)
    check_counts([p for m in read for p in m.pieces], okey)
    kinds = {m.kind is MeldKind.CIFT for m in read}
    if len(kinds) == 2:
        raise CalcError("Çiftler seri ve kütlerle aynı açışta karışmaz: ya seri/küt ile ya da çiftle açılır.")
    if read[0].kind is MeldKind.CIFT:
        return Opening(read, True, 0, f"{len(read)} çift")
    parts = []
    for m in read:
        if m.kind is MeldKind.SERI:
            parts.append(f"{m.describe()} = {m.value}")
        else:
            parts.append(f"{m.number} × {len(m.pieces)} (küt) = {m.value}")
    total = sum(m.value for m in read)
    return Opening(read, False, total, " + ".join(parts) + f" → toplam {total}")


def opening_value(melds: Sequence[MeldInput], okey: Tile | None, ruleset: str | Ruleset | None = None) -> int:
    """The points of a seri/küt opening, okeys counted as the tile they stand for.

    >>> opening_value(["mavi 7 · okey · mavi 9"], parse_tile("sarı 6"))
    24
    """
    opening = read_opening(melds, okey, ruleset)
    if opening.pairs:
        raise CalcError("Çiftle açışta sayı aranmaz; çift sayısına bakılır.")
    return opening.points


@dataclass(frozen=True)
class OpenResult:
    """Whether a player may open, with the threshold used and the reason in Turkish."""

    can_open: bool
    pairs: bool
    points: int
    pair_count: int
    needed: int
    reason: str
    sources: tuple[str, ...]


def _labels(rs: Ruleset, *fields: str) -> tuple[str, ...]:
    return tuple(rs.labels_for(*fields)) or (rs.sources[0],)


def can_open(
    melds: Sequence[MeldInput],
    ruleset: str | Ruleset,
    okey: Tile | None = None,
    *,
    katlamali_highest: int | None = None,
    highest_pairs: int | None = None,
    partner_opened: bool = False,
    rival_highest: int | None = None,
    rival_highest_pairs: int | None = None,
    whole_hand: bool = False,
) -> OpenResult:
    """May these melds open the hand? At least 101 points, or at least 5 pairs.

    Katlamalı tables: pass ``katlamali_highest`` (the highest points opening so
    far) and/or ``highest_pairs`` (the most pairs opened so far); the opening
    must beat it (120 → 121, 6 pairs → 7). In team play set ``partner_opened``
    when that highest opening is your partner's: under ``turnuva-esli-101`` the
    barrier does not bind partners, so only ``rival_highest`` /
    ``rival_highest_pairs`` (the rival team's best) count.

    ``whole_hand``: the player lays down the whole hand in one turn and
    finishes; oyna-terimler says 101 need not be reached then.

    >>> okey = parse_tile("sarı 6")
    >>> r = can_open(["kırmızı 11-12-13", "mavi, siyah, sarı 7", "sarı 9-10-11-12"], "od-101", okey)
    >>> r.can_open, r.points, r.needed
    (False, 99, 101)
    """
    rs = _ruleset(ruleset)
    if rs is None:
        raise CalcError("Açışı hesaplamak için kural setini seç.", field="ruleset")
    _need_101(rs, "el açmak")
    for name, val in (("katlamali_highest", katlamali_highest), ("highest_pairs", highest_pairs),
                      ("rival_highest", rival_highest), ("rival_highest_pairs", rival_highest_pairs)):
        if val is not None and (isinstance(val, bool) or not isinstance(val, int) or val < 0):
            raise CalcError("Masadaki en yüksek açış sıfır ya da pozitif bir tam sayı olmalı.", field=name)
    opening = read_opening(melds, okey, rs)
    assert rs.opening_min_points is not None and rs.opening_min_pairs is not None
    notes: list[str] = []
    labels = list(_labels(rs, "opening_min_points", "opening_min_pairs"))

    if whole_hand:
        if opening.pairs:
            return OpenResult(False, True, 0, opening.pair_count, rs.opening_min_pairs,
                              "Çiftlerle bir seferde elden bitilmez: çiftten açan ancak masadaki bir pere taş "
                              "işleyerek bitebilir.", ("oyna-terimler",) if rs.id == "oyna-101" else tuple(labels))
        if rs.id != "oyna-101":
            raise NotCovered(f"Bütün eli tek turda açıp bitirirken 101 aranıp aranmadığını {rs.name} kaynağı "
                             "söylemiyor.")
        return OpenResult(True, False, opening.points, 0, 0,
                          f"Bütün elini tek turda indirip bitiriyorsun: 101'i tutturman gerekmez "
                          f"({opening.explanation}).", ("oyna-terimler",))

    partner_exempt = rs.katlamali_partner_exempt
    if partner_opened:
        if not rs.team and rs.id == "oyna-101":
            raise CalcError("oyna.app kurallarında eşli 101 yok; eş ayrımı yapılmaz (oyna-yazboz).",
                            field="partner_opened")
        if partner_exempt is None:
            raise NotCovered(f"Katlamalı açışta eşin açışının seni bağlayıp bağlamadığını {rs.name} kaynağı söylemiyor.")

    def barrier(highest: int | None, rival: int | None, base: int, unit: str) -> int:
        if highest is None and rival is None:
            return base
        if rs.id == "oyna-101":
            notes.append("oyna.app'te katlamalı açış yok; bazı masalarda oynanan katlamalı kurala göre hesapladım.")
            labels.append("oyna-terimler")
        else:
            labels.append(rs.label_for("katlamali_supported"))
        if partner_opened:
            if highest is not None:
                notes.append(f"Eşinin açışı ({highest} {unit}) seni bağlamaz; baraj yalnız rakip takıma karşı "
                             "yükselir.")
            labels.append(rs.label_for("katlamali_partner_exempt"))
            return base if rival is None else max(base, rival + 1)
        top = max(v for v in (highest, rival) if v is not None)
        return max(base, top + 1)

    if opening.pairs:
        if (highest_pairs is not None or rival_highest_pairs is not None) and rs.id == "od-101":
            raise NotCovered("Katlamalı masada çift barajının yükselip yükselmediğini od-101-puan söylemiyor.")
        needed = barrier(highest_pairs, rival_highest_pairs, rs.opening_min_pairs, "çift")
        ok = opening.pair_count >= needed
        reason = (f"{opening.pair_count} çift var, en az {needed} çift gerekiyor: "
                  + ("açabilirsin." if ok else "açamazsın.") + " Çiftle açarken sayı aranmaz.")
        return OpenResult(ok, True, 0, opening.pair_count, needed, " ".join(notes + [reason]),
                          tuple(dict.fromkeys(labels)))

    needed = barrier(katlamali_highest, rival_highest, rs.opening_min_points, "sayı")
    ok = opening.points >= needed
    if ok:
        verdict = f"{opening.points} ≥ {needed}: açabilirsin."
    else:
        verdict = f"{opening.points} < {needed}: açamazsın, {needed - opening.points} sayı eksik."
    reason = f"{opening.explanation}. {verdict}"
    return OpenResult(ok, False, opening.points, 0, needed, " ".join(notes + [reason]), tuple(dict.fromkeys(labels)))


# --------------------------------------------------------------------------- işlek


@dataclass(frozen=True)
class IslekResult:
    """Is a discarded tile işlek against the melds on the table?

    ``okey_discard`` is set when the tile is the okey itself: that discard is a
    penalty whether or not it fits anywhere (see ``reason``).
    """

    islek: bool
    reason: str
    sources: tuple[str, ...]
    okey_discard: bool = False
    meld: str | None = None


def _penalty_note(rs: Ruleset, tile: Tile) -> str:
    if rs.islek_penalty == "taken-x10":
        return (f" Ceza atana yazılır: sıradaki oyuncu alırsa {tile.number} × {rs.taken_factor} = "
                f"{tile.number * rs.taken_factor}, kimse almazsa {rs.penalty_points}.")
    return f" Atana +{rs.penalty_points} ceza yazılır."


def is_islek(
    tile: Piece | str,
    table_melds: Sequence[MeldInput],
    okey: Tile | None,
    ruleset: str | Ruleset,
) -> IslekResult:
    """Would discarding ``tile`` be işlek against ``table_melds``?

    İşlek: the tile extends a seri at either end, or adds a missing colour to a
    three-tile küt (with an okey in it, every colour not among its real tiles).
    Not işlek under ``oyna-101`` (oyna-yazboz): the tile an okey stands for in a
    seri, the colour an okey stands for in a four-tile küt, the mate of a pair;
    a four-tile küt takes nothing. The other 101 sources define işlek only as
    "fits an open meld", so those special cases are :class:`NotCovered` there.

    >>> okey = parse_tile("sarı 6")
    >>> r = is_islek("kırmızı 10", ["kırmızı 7-8-9"], okey, "od-101")
    >>> r.islek, r.meld
    (True, 'kırmızı 7-8-9')
    >>> is_islek("sarı 9", ["siyah 9, kırmızı 9, mavi 9"], okey, "oyna-101").islek
    True
    """
    rs = _ruleset(ruleset)
    if rs is None:
        raise CalcError("İşlek sorusu için kural setini seç.", field="ruleset")
    if isinstance(tile, str):
        tile = parse_tile(tile, okey=okey)
    if rs.game != "101":
        return IslekResult(False, "Düz okeyde perler masaya açılmaz, işlek taş cezası da yoktur.", ("oyna-terimler",))
    if okey is None:
        raise CalcError("İşlek sorusu için bu elin okeyini (ya da göstergeyi) yaz.", field="okey")
    melds = [read_meld(m, okey, rs) for m in table_melds]
    check_counts([p for m in melds for p in m.pieces] + [tile], okey)

    if is_wild(tile, okey):
        if rs.okey_atma_penalty == "taken-x10":
            reason = (f"Attığın taş okeyin kendisi. Turnuvada okey atmak işlek taş gibi cezalanır, okeyin üzerindeki "
                      f"sayıyla: sıradaki alırsa {okey.number} × {rs.taken_factor} = {okey.number * rs.taken_factor}, "
                      f"almazsa {rs.penalty_points}.")
        else:
            reason = (f"Attığın taş okeyin kendisi: elin ortasında okey atmak, bir pere uysun uymasın "
                      f"+{rs.penalty_points} cezadır. Son taş olarak atıp bitmek ise ceza değil, okeyle bitiştir.")
        return IslekResult(False, reason, tuple(rs.labels_for("okey_atma_penalty")) or rs.sources, okey_discard=True)

    label_general = rs.label_for("islek_penalty")
    if isinstance(tile, SahteOkey):
        if rs.id != "oyna-101":
            raise NotCovered(f"Atılan sahte okeyin okey gibi mi yoksa okeyin taşı ({okey}) gibi mi değerlendirileceğini "
                             f"{rs.name} kaynağı söylemiyor.")
        face = okey
        prefix = f"Sahte okey bu elde {okey} olarak oynanır; ona göre bakıyorum. "
        label_general = "oyna-terimler"
    else:
        assert isinstance(tile, Tile)
        face = tile
        prefix = ""

    special = rs.id == "oyna-101"  # only oyna-yazboz spells out the okey / pair cases
    not_covered: list[str] = []
    not_reasons: list[str] = []
    not_labels: list[str] = []
    for m in melds:
        if m.kind is MeldKind.SERI:
            if face.colour != m.colour:
                continue
            nums = [f.number for f in m.faces if f is not None]
            lo, hi = min(nums), max(nums)
            if lo <= face.number <= hi:
                idx = nums.index(face.number)
                if m.wild[idx]:
                    if special:
                        not_reasons.append(f"{face} masadaki {m.describe()} serisinde okeyin yerine geçtiği taş; "
                                           "serideki okeyin yerine geçen taş işlek sayılmaz")
                        not_labels.append("oyna-yazboz")
                    else:
                        not_covered.append(f"{face}, {m.describe()} serisinde okeyin yerine geçtiği taş")
                continue
            if face.number in (lo - 1, hi + 1):
                return IslekResult(True, prefix + f"{face}, masadaki {m.describe()} serisinin ucuna eklenebilir: "
                                   "işlek." + _penalty_note(rs, face), (label_general,), meld=m.describe())
            if (hi == 13 and face.number == 1) or (lo == 1 and face.number == 13):
                try:
                    _wrap_policy(rs)
                except NotCovered:
                    not_covered.append(f"{face}, {m.describe()} serisine ancak 13'ten 1'e geçerek eklenir")
                except CalcError:
                    not_reasons.append(f"{m.describe()} serisine {face} eklenmez: seriler 13'te biter")
                    not_labels.append(rs.label_for("seri_wrap_13_1"))
        elif m.kind is MeldKind.KUT:
            if face.number != m.number:
                continue
            if face.colour in m.real_colours:
                continue
            if len(m.pieces) == 4:
                if special:
                    not_reasons.append(f"dört taşlık kütte ({m.describe()}) {face.colour.display} rengi okeyin yerine "
                                       "geçiyor; o renk işlek değildir")
                    not_labels.append("oyna-yazboz")
                else:
                    not_covered.append(f"{face}, dört taşlık kütte ({m.describe()}) okeyin yerine geçtiği renk")
                continue
            has_okey = m.has_okey
            extra = " (kütte okey var ama küt dördüncü taşını alabilir)" if has_okey else ""
            label = "oyna-yazboz" if (has_okey and special) else label_general
            return IslekResult(True, prefix + f"{face}, masadaki küte ({m.describe()}) eksik renk olarak eklenebilir"
                               f"{extra}: işlek." + _penalty_note(rs, face), (label,), meld=m.describe())
        else:  # çift
            if face in m.faces:
                if special:
                    not_reasons.append(f"{face} masadaki çiftin ({m.describe()}) eşi; çiftin eşi işlek değildir")
                    not_labels.append("oyna-yazboz")
                else:
                    not_covered.append(f"{face}, masadaki çiftin ({m.describe()}) eşi")
    if not_covered:
        raise NotCovered(prefix + "; ".join(not_covered) + f". Bu durumda taşın işlek sayılıp sayılmadığını {rs.name} "
                         "kaynağı söylemiyor (oyna.app kuralında işlek sayılmaz: oyna-yazboz).")
    if not_reasons:
        return IslekResult(False, prefix + "; ".join(not_reasons) + ". Başka bir pere de eklenmiyor: işlek değil.",
                           tuple(dict.fromkeys(not_labels)))
    return IslekResult(False, prefix + f"{face} masadaki hiçbir pere eklenemiyor: işlek değil, ceza yok.",
                       (label_general,))
