"""In-hand penalties (işlek, okey yere, açış geri, okey alındı): the points of one, under a ruleset.

One function for every caller: the hand calculator (a table of named players) and a
penalty question with no hand end ("işlek attım kaç ceza?", told by the asker about
roles such as "eşim" or "rakip"). Both read the ruleset's table; the wording differs
only where a table names the players and the asker's story names roles.

>>> from calculators.inputs import Penalty
>>> from calculators.rulesets import get_ruleset
>>> penalty_points(get_ruleset("turnuva-esli-101"), Penalty("islek", taken=True, tile_number=7), who="Siz")
PenaltyPoints(points=70, reason='işlek taş attı, sıradaki aldı: 7 × 10', cited=('islek_penalty', 'penalties_multiplied'))
>>> penalty_points(get_ruleset("oyna-101"), Penalty("acis-geri"), who="Siz").points
0
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from calculators.errors import CalcError, NotCovered
from calculators.inputs import Penalty, PlayerHand
from calculators.rulesets import Ruleset
from calculators.table import partner_of


@dataclass(frozen=True)
class PenaltyPoints:
    """What one penalty writes: ``points`` (0 = nothing written, ``reason`` is then a note).

    ``cited``: the ruleset fields the number comes from (for the source labels).
    """

    points: int
    reason: str
    cited: tuple[str, ...]

    @property
    def written(self) -> bool:
        return self.points != 0


def penalty_points(
    rs: Ruleset,
    pen: Penalty,
    *,
    who: str,
    okey_number: int | None = None,
    opened: str | None = None,
    players: Mapping[str, PlayerHand] | None = None,
    by_partner: bool = False,
    where: str | None = None,
) -> PenaltyPoints:
    """The points of ``pen`` charged to ``who`` under ``rs``; never multiplied by the finish.

    ``players``: the table, when the penalty belongs to a scored hand (the taker of an
    okey is then checked against it and ``who``'s partner is looked up in it).
    Without a table, ``by_partner`` says whether the story's taker is the partner and
    ``opened`` may be unknown. Raises CalcError for a fact the number needs and
    NotCovered where the ruleset's source is silent.
    """
    if rs.game != "101":
        return PenaltyPoints(0, "Düz okeyde işlek ya da okey atma cezası yoktur.", ())
    if pen.kind in ("islek", "okey-atma"):
        return _discard(rs, pen, who, okey_number, where)
    if pen.kind == "acis-geri":
        pts = rs.acis_geri_points
        if pts is None:
            raise NotCovered(f"{rs.name} kaynağı tutmayan açışın cezasını söylemiyor.", field=where)
        if pts == 0:
            return PenaltyPoints(0, "Eksik açış kabul edilmez, taşlar geri alınır; ceza yazılmaz.", ("acis_geri_points",))
        return PenaltyPoints(pts, "açış tutmadı, taşlar geri toplandı", ("acis_geri_points",))
    return _okey_taken(rs, pen, who, opened, players, by_partner, where)


def _discard(rs: Ruleset, pen: Penalty, who: str, okey_number: int | None, where: str | None) -> PenaltyPoints:
    """A discarded işlek tile or a discarded okey: fixed, or 10 × the number if the next player took it."""
    field_name = "islek_penalty" if pen.kind == "islek" else "okey_atma_penalty"
    cited = (field_name, "penalties_multiplied")
    rule = getattr(rs, field_name)
    what = "işlek taş attı" if pen.kind == "islek" else "okeyi yere attı"
    if rule == "fixed":
        return PenaltyPoints(rs.penalty_points, f"{what}, katlanmaz", cited)
    if not pen.taken:
        return PenaltyPoints(rs.penalty_points, f"{what}, sıradaki almadı", cited)
    number = pen.tile_number if pen.kind == "islek" else (pen.tile_number or okey_number)
    if number is None:
        need = "taşın sayısını (tile_number)" if pen.kind == "islek" else "okeyin sayısını (okey_number)"
        raise CalcError(f"{who}: sıradaki oyuncu aldıysa ceza sayı × {rs.taken_factor}; {need} yaz.", field=where)
    return PenaltyPoints(number * rs.taken_factor, f"{what}, sıradaki aldı: {number} × {rs.taken_factor}", cited)


def _okey_taken(rs: Ruleset, pen: Penalty, who: str, opened: str | None,
                players: Mapping[str, PlayerHand] | None, by_partner: bool, where: str | None) -> PenaltyPoints:
    """``who``'s okey was taken from their meld by ``pen.by``."""
    cited = ("okey_taken",)
    if opened == "yok":
        raise CalcError(f"{who} açmamış: yerde peri olmayan oyuncunun okeyi alınamaz (okey-alindi).", field=where)
    by = pen.by
    if players is not None and by is not None:
        if by not in players:
            raise CalcError(f"{who}: okeyi alan “{by}” masada yok.", field=where)
        if by == who:
            raise CalcError(f"{who}: okey-alindi cezası, perdeki okeyi başka bir oyuncu aldığında yazılır.",
                            field=where)
    rule = rs.okey_taken
    if rule == "none":
        return PenaltyPoints(0, "Masadaki okeyin alınması ceza yazdırmaz.", cited)
    if rule == "owner":
        named = f", {by} aldı" if by and players is not None else ""
        return PenaltyPoints(rs.penalty_points, f"perindeki okey alındı{named}", cited)
    if rule == "owner-if-rival":
        if players is not None:
            if by is None:
                raise CalcError(f"{who}: okeyi kimin aldığını (by) yaz; eşin aldıysa ceza yok, rakip aldıysa 101.",
                                field=where)
            if partner_of(who, players) == by:
                return PenaltyPoints(0, f"Yerdeki okeyini eşi {by} aldı: ceza yok.", cited)
        elif by_partner:
            named = f" {by}" if by and by != "Eşin" else ""
            return PenaltyPoints(0, f"Yerdeki okeyini eşin{named} aldı: ceza yok.", cited)
        return PenaltyPoints(rs.penalty_points, f"yerdeki okeyini rakip{(' ' + by) if by else ''} aldı", cited)
    raise NotCovered(f"{rs.name} kaynağı perdeki okeyin alınmasını puanlamıyor.", field=where)
