"""Opening a hand: the value of the melds laid down, and whether they reach the ruleset's threshold.

At least 101 points with seri/küt melds, or at least 5 pairs (every 101 source);
katlamalı tables raise the barrier, and in team play the tournament's barrier does
not bind partners. Where a ruleset's source is silent this raises
:class:`~calculators.errors.NotCovered`.

>>> from calculators.tiles import parse_tile
>>> opening_value(["kırmızı 11-12-13", "mavi, siyah, sarı 7", "sarı 9-10-11-12"], parse_tile("sarı 6"), "od-101")
99
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from calculators.errors import CalcError, NotCovered
from calculators.melds import Meld, MeldInput, MeldKind, read_meld, require_101, ruleset_of
from calculators.rulesets import Ruleset
from calculators.tiles import Tile, check_counts, parse_tile  # noqa: F401 - parse_tile: doctests

__all__ = ["Opening", "OpenResult", "read_opening", "opening_value", "can_open"]


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
    rs = ruleset_of(ruleset)
    require_101(rs, "el açmak")
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
    rs = ruleset_of(ruleset)
    if rs is None:
        raise CalcError("Açışı hesaplamak için kural setini seç.", field="ruleset")
    require_101(rs, "el açmak")
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
                              "işleyerek bitebilir.", (rs.label_for("pairs_opener_may_elden"),))
        if rs.whole_hand_needs_101 is None:
            raise NotCovered(f"Bütün eli tek turda açıp bitirirken 101 aranıp aranmadığını {rs.name} kaynağı "
                             "söylemiyor.")
        return OpenResult(True, False, opening.points, 0, 0,
                          f"Bütün elini tek turda indirip bitiriyorsun: 101'i tutturman gerekmez "
                          f"({opening.explanation}).", (rs.label_for("whole_hand_needs_101"),))

    partner_exempt = rs.katlamali_partner_exempt
    if partner_opened:
        if rs.team_tables is False:
            raise CalcError(rs.notes["team_tables"], field="partner_opened")
        if partner_exempt is None:
            raise NotCovered(f"Katlamalı açışta eşin açışının seni bağlayıp bağlamadığını {rs.name} kaynağı söylemiyor.")

    def barrier(highest: int | None, rival: int | None, base: int, unit: str) -> int:
        if highest is None and rival is None:
            return base
        if rs.katlamali_played is False:  # the table agreed: no katlamalı
            notes.append(f"Bu masada katlamalı oynanmıyor: baraj hep {base} {unit}, öncekinin açışı barajı "
                         "yükseltmez.")
            labels.append(rs.label_for("katlamali_played"))
            return base
        if not rs.katlamali_supported:
            notes.append(rs.notes["katlamali_supported"])
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
        if ((highest_pairs is not None or rival_highest_pairs is not None) and rs.katlamali_pairs is None
                and rs.katlamali_played is not False):
            raise NotCovered("Katlamalı masada çift barajının yükselip yükselmediğini "
                             f"{rs.label_for('katlamali_pairs')} söylemiyor.")
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
