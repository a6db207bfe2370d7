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

from calculators.errors import CalcError, NotCovered
from calculators.melds.model import Meld, MeldInput, MeldKind, require_101, ruleset_of
from calculators.melds.readers import face_of, pieces_of, read_cift, read_kut, read_seri, wild_flags, wrap_policy
from calculators.rulesets import Ruleset
from calculators.tiles import Tile, check_counts, parse_tile
from calculators.turkish import fold

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
    pieces = pieces_of(meld, okey)
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
    wild = wild_flags(pieces, okey, False)
    faces = [face_of(p, okey) for i, p in enumerate(pieces) if not wild[i]]
    if len({f.colour for f in faces}) == 1 and len({f.number for f in faces}) > 1:
        raise errors[0]  # looks like a seri: its own message says what is wrong
    if len({f.number for f in faces}) == 1:
        raise errors[1]  # looks like a küt
    raise CalcError(
        "Bu taşlar geçerli bir per değil: seri aynı renkte art arda en az üç taş, "
        "küt aynı sayının farklı renklerinden üç ya da dört taştır."
    )
