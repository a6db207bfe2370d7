"""Reading written tiles as one kind of meld: a seri, a küt or a çift, under a ruleset.

An okey stands for the tile its position implies (oyna-terimler); a sahte okey plays
as this hand's okey tile, or -- where the ruleset's source leaves it open
(``sahte_okey_is_okey_tile`` is ``None``) -- either reading is tried
(``_read_with_sahte``). A 12-13-1 seri follows ``seri_wrap_13_1``
(:func:`wrap_policy`): ``None`` is not covered.
"""
from __future__ import annotations

from typing import Sequence

from calculators.errors import CalcError, NotCovered
from calculators.melds.model import Meld, MeldKind, ruleset_of, sahte_ambiguous
from calculators.okey import is_wild
from calculators.rulesets import Ruleset
from calculators.tiles import Colour, Piece, SahteOkey, Tile, parse_tiles


def pieces_of(meld: str | Sequence[Piece], okey: Tile | None) -> tuple[Piece, ...]:
    if isinstance(meld, str):
        return tuple(parse_tiles(meld, okey=okey))
    return tuple(meld)


def wild_flags(pieces: Sequence[Piece], okey: Tile | None, sahte_wild: bool) -> list[bool]:
    return [is_wild(p, okey) or (sahte_wild and isinstance(p, SahteOkey)) for p in pieces]


def face_of(piece: Piece, okey: Tile | None) -> Tile:
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
    wild = wild_flags(pieces, okey, sahte_wild)
    real = [(i, face_of(p, okey)) for i, p in enumerate(pieces) if not wild[i]]
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
    wild = wild_flags(pieces, okey, sahte_wild)
    real = [face_of(p, okey) for i, p in enumerate(pieces) if not wild[i]]
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
            faces.append(face_of(p, okey))
        else:
            faces.append(Tile(next(it), number) if fixed else None)
    return Meld(MeldKind.KUT, pieces, tuple(faces), tuple(wild), number=number)


def _cift(pieces: tuple[Piece, ...], okey: Tile | None, sahte_wild: bool) -> Meld:
    if len(pieces) != 2:
        raise CalcError(f"Çift iki taştır; burada {len(pieces)} taş var.")
    wild = wild_flags(pieces, okey, sahte_wild)
    if all(wild):
        return Meld(MeldKind.CIFT, pieces, (None, None), tuple(wild))
    if any(wild):
        face = face_of(pieces[1] if wild[0] else pieces[0], okey)
        return Meld(MeldKind.CIFT, pieces, (face, face), tuple(wild))
    a, b = face_of(pieces[0], okey), face_of(pieces[1], okey)
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
        if any(isinstance(p, SahteOkey) for p in pieces) and sahte_ambiguous(rs):
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

    >>> from calculators.tiles import parse_tile
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
    pieces = pieces_of(meld, okey)
    return _read_with_sahte(lambda p, o, s: _seri(p, o, rs, s), pieces, okey, rs)


def read_kut(meld: str | Sequence[Piece], okey: Tile | None, ruleset: str | Ruleset | None = None) -> Meld:
    """Validate a küt: one number, distinct colours, three or four tiles.

    >>> from calculators.tiles import parse_tile
    >>> read_kut("mavi, siyah, sarı 7", parse_tile("sarı 6")).value
    21
    >>> read_kut("mavi 10, kırmızı 10, mavi 10", parse_tile("sarı 6"))
    Traceback (most recent call last):
    ...
    calculators.errors.CalcError: Kütte aynı renk iki kez olmaz: iki mavi 10 var.
    """
    rs = ruleset_of(ruleset)
    return _read_with_sahte(_kut, pieces_of(meld, okey), okey, rs)


def read_cift(meld: str | Sequence[Piece], okey: Tile | None, ruleset: str | Ruleset | None = None) -> Meld:
    """Validate a çift: two tiles of the same colour and number; an okey pairs with anything.

    >>> from calculators.tiles import parse_tile
    >>> okey = parse_tile("sarı 6")
    >>> read_cift("sahte okey, sahte okey", okey).faces[0]
    Tile(colour=Colour.SARI, number=6)
    >>> read_cift("mavi 5, kırmızı 5", okey)
    Traceback (most recent call last):
    ...
    calculators.errors.CalcError: Çift aynı renk ve aynı sayıdan iki taştır; mavi 5 ile kırmızı 5 çift değil.
    """
    rs = ruleset_of(ruleset)
    return _read_with_sahte(_cift, pieces_of(meld, okey), okey, rs)
