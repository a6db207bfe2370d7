"""İşlek tiles: would a discarded tile fit a meld on the table, and what does the discard cost.

İşlek: the tile extends a seri at either end, or adds a missing colour to a
three-tile küt. Only oyna-yazboz spells out the tiles that are *not* işlek (what an
okey stands for, the mate of a pair); elsewhere those cases are
:class:`~calculators.errors.NotCovered`.

>>> from calculators.tiles import parse_tile
>>> is_islek("mavi 5", ["mavi 4 · okey · mavi 6"], parse_tile("sarı 6"), "oyna-101").islek
False
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from calculators.errors import CalcError, NotCovered
from calculators.melds import MeldInput, MeldKind, read_meld, ruleset_of, wrap_policy
from calculators.rulesets import Ruleset
from calculators.okey import is_wild
from calculators.tiles import Piece, SahteOkey, Tile, check_counts, parse_tile

__all__ = ["IslekResult", "is_islek"]


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
    rs = ruleset_of(ruleset)
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
        if not rs.islek_sahte_as_okey_tile:
            raise NotCovered(f"Atılan sahte okeyin okey gibi mi yoksa okeyin taşı ({okey}) gibi mi değerlendirileceğini "
                             f"{rs.name} kaynağı söylemiyor.")
        face = okey
        prefix = f"Sahte okey bu elde {okey} olarak oynanır; ona göre bakıyorum. "
        label_general = rs.label_for("islek_sahte_as_okey_tile")
    else:
        assert isinstance(tile, Tile)
        face = tile
        prefix = ""

    special = rs.islek_special_cases  # only oyna-yazboz spells out the okey / pair cases
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
                        not_labels.append(rs.label_for("islek_special_cases"))
                    else:
                        not_covered.append(f"{face}, {m.describe()} serisinde okeyin yerine geçtiği taş")
                continue
            if face.number in (lo - 1, hi + 1):
                return IslekResult(True, prefix + f"{face}, masadaki {m.describe()} serisinin ucuna eklenebilir: "
                                   "işlek." + _penalty_note(rs, face), (label_general,), meld=m.describe())
            if (hi == 13 and face.number == 1) or (lo == 1 and face.number == 13):
                try:
                    wrap_policy(rs)
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
                    not_labels.append(rs.label_for("islek_special_cases"))
                else:
                    not_covered.append(f"{face}, dört taşlık kütte ({m.describe()}) okeyin yerine geçtiği renk")
                continue
            has_okey = m.has_okey
            extra = " (kütte okey var ama küt dördüncü taşını alabilir)" if has_okey else ""
            label = rs.label_for("islek_special_cases") if (has_okey and special) else label_general
            return IslekResult(True, prefix + f"{face}, masadaki küte ({m.describe()}) eksik renk olarak eklenebilir"
                               f"{extra}: işlek." + _penalty_note(rs, face), (label,), meld=m.describe())
        else:  # çift
            if face in m.faces:
                if special:
                    not_reasons.append(f"{face} masadaki çiftin ({m.describe()}) eşi; çiftin eşi işlek değildir")
                    not_labels.append(rs.label_for("islek_special_cases"))
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
