"""The answer to a standing told with no hand ("… bitti mi oyun?", "maç bitti mi?"): the engine reads the
ruleset's end condition off the told totals (:func:`calculators.match.score_match`, zero hands); this
module only says it — Evet / Hayır, why (who reached 0 or the target, how many hands were played), the
winner, and the totals as told.
"""
from __future__ import annotations

from typing import Any

from calculators.match import score_match
from calculators.rulesets import get_ruleset
from referee.answers.verdict import bold
from referee.scoring.answer import column_label


def _why(rs: Any, res: dict[str, Any], pl: Any) -> str:
    """Why the match is over or not, in the ruleset's own terms."""
    totals = res["totals"]
    if rs.game == "duz":
        down = [c for c, v in totals.items() if v <= 0]
        if down:
            return ", ".join(f"{column_label(pl, c)} {v}" for c, v in totals.items() if v <= 0) + \
                (" puana indi" if len(down) == 1 else " puana indiler")
        return "kimse 0'a ya da altına inmedi"
    target = pl.engine.options.target or rs.match_target
    hands = pl.engine.options.hands or rs.match_hands_default
    if rs.match_hands_range is not None or (hands and not target):
        played = res["hands_played"]
        return f"{hands} elin {played}'i oynandı" if played < hands else f"{played} el oynandı, maç {hands} el"
    if target:
        up = [c for c, v in totals.items() if v >= target]
        if up:
            return ", ".join(f"{column_label(pl, c)} {totals[c]} ile {target}'e ulaştı" for c in up)
        return f"kimse {target}'e ulaşmadı"
    return ""


def run_standing(pl: Any) -> tuple[dict[str, Any] | None, str, list[str]]:
    """(result, verdict, lines) for a standing told with no hand."""
    rs = get_ruleset(pl.ruleset)
    res = score_match(pl.engine).to_dict()
    cols = list(pl.team_report) or [c for c in pl.report if c in res["totals"]] or list(res["totals"])
    told = ", ".join(f"{column_label(pl, c)} {bold(res['totals'][c])}" for c in cols)
    why = _why(rs, res, pl)
    if res["over"]:
        winners = ", ".join(column_label(pl, w) for w in res["winners"])
        verdict = f"Evet, {'oyun' if rs.game == 'duz' else 'maç'} bitti: {why}. Kazanan: {winners}."
    elif res["extra_hand"]:
        verdict = f"Maç berabere bitti ({why}); kural gereği tek el daha oynanır, o eli alan kazanır."
    else:
        lead = ", ".join(column_label(pl, w) for w in res["leaders"])
        verdict = f"{'Hayır, ' if 'over' in pl.asks else ''}{'oyun' if rs.game == 'duz' else 'maç'} sürüyor: {why}." + \
            (f" Kazanan henüz yok; şu an önde: {lead}." if "winner" in pl.asks else "")
        verdict = verdict[:1].upper() + verdict[1:]
    verdict += f" Söylediğin puanlar: {told}."
    lines = [f"{column_label(pl, c)}: {res['totals'][c]} (söylediğin gibi)" for c in cols]
    lines.append(f"Kural: {res['end_rule']}")
    public = {**res, "reported": cols}
    return public, verdict, lines


__all__ = ["run_standing"]
