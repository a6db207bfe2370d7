"""A player's in-hand penalties as the engine's: each repeated as many times as told, with the ×10
rule's facts (was the tile taken, its number, the okey) asked when the ruleset needs them and the
story does not say — shared by every planner that builds a player (:mod:`referee.story.plan.players`,
:mod:`referee.story.plan.other`).
"""
from __future__ import annotations

from calculators.inputs import Penalty as EnginePenalty
from calculators.rulesets import Ruleset
from referee.story.plan.types import TAKEN_OPTIONS, Plan
from referee.story.reading import HandReading, PlayerFacts


def engine_penalties(p: PlayerFacts, seat: str, hand: HandReading, pl: Plan, rs: Ruleset,
                     prefix: str) -> tuple[tuple[EnginePenalty, ...], bool]:
    """The engine's penalties for one player (each repeated ``count`` times), and whether they are complete."""
    out: list[EnginePenalty] = []
    ok = True
    for pen in p.penalties:
        pl.rules_used.add(pen.kind)
        taken, tile, by = False, None, None
        if pen.count is None:
            pl.ask(seat, "cezanın kaç kez olduğunu kesin söylemedin", f"{prefix}{seat}.penalty.count",
                   f"{seat} kaç kez attı?", [{"label": f"{n} kez", "value": n} for n in pen.count_options] or None)
            ok = False
            continue
        if pen.kind in ("islek", "okey-atma") and "taken-x10" in (rs.islek_penalty, rs.okey_atma_penalty):
            if pen.taken is None:
                what = "işlek taşı" if pen.kind == "islek" else "okeyi"
                number = pen.tile_number if pen.kind == "islek" else (hand.okey[1] if hand.okey else None)
                both = f"alırsa {number} × 10 = {number * 10}" if number else "alırsa taşın sayısı × 10"
                pl.ask(seat, f"Bu kurallarda ceza, {what} sıradaki oyuncunun alıp almadığına göre değişir "
                       f"({both}, almazsa 101); alındı mı, söylemedin",
                       f"{prefix}{seat}.penalty.taken", f"{seat} attığı taşı sıradaki aldı mı?", TAKEN_OPTIONS)
                ok = False
                continue
            taken = pen.taken
            if pen.taken and pen.kind == "islek" and pen.tile_number is None:
                pl.ask(seat, "İşlek taş alındığında ceza taşın sayısı × 10; attığın taşın sayısını söylemedin",
                       f"{prefix}{seat}.penalty.tile_number", "Atılan işlek taşın sayısı kaçtı?")
                ok = False
                continue
            if pen.taken and pen.kind == "okey-atma" and hand.okey is None:
                pl.ask(seat, "Okey alındığında ceza okeyin sayısı × 10; okeyin ne olduğunu söylemedin",
                       f"{prefix}okey", "Bu elin okeyi (ya da göstergesi) neydi?")
                ok = False
                continue
            tile = pen.tile_number if pen.kind == "islek" else None
        if pen.kind == "okey-alindi":
            if pen.by is not None and pen.by in pl.names:
                by = pl.names[pen.by]
            elif pen.by_team is not None and rs.okey_taken == "owner-if-rival":
                by = next((s for s in pl.seats if pl.teams.get(s) == TEAM_THEM and s != seat), None)
            elif rs.okey_taken == "owner-if-rival":
                pl.ask(seat, "Perindeki okeyi kimin aldığı önemli: eşin aldıysa ceza yok, rakip aldıysa 101; "
                       "kimin aldığını söylemedin", f"{prefix}{seat}.penalty.by", "Okeyi kim aldı?",
                       [{"label": "Eşim", "value": "esim"}, {"label": "Rakip", "value": "rakip"}])
                ok = False
                continue
        for _ in range(max(1, pen.count)):
            out.append(EnginePenalty(pen.kind, taken=bool(taken), tile_number=tile, by=by))
    return tuple(out), ok


__all__ = ["engine_penalties"]
