"""Whether a match is over, said from what the story fixes (issue 11, cause 5).

Split from :mod:`referee.scoring.answer`. oyna-yazboz ends a 101 match when *a* total reaches the
target (1000): one told total that reaches it decides the end whatever the others are (they change
only the winner); a total under it decides nothing about the others, so the answer gives that total
and names the open fact instead of saying "maç sürüyor" flat.
"""
from __future__ import annotations

from typing import Any

from calculators.rulesets import get_ruleset
from referee.answers.verdict import bold, restart
from referee.scoring.answer import _num, column_label
from referee.story.plan.types import total_of  # noqa: F401 - re-exported (scoring.answer reads it here)


def end_text(pl: Any, res: dict[str, Any], reported: list[str]) -> str:
    """Whether the match is over and who won — said whenever asked or points were carried, and only
    when every column is known (a seat the story never told could be the one who reached the end)."""
    asked = {"over", "winner", "to-target"} & set(pl.asks)
    if not asked and not pl.before:
        return ""
    unknown = [s for s in pl.seats if not pl.determined.get(s, False)]
    if unknown and not res.get("over"):
        rs = get_ruleset(pl.ruleset)
        if "to-target" in asked and rs.match_target and reported:
            left = rs.match_target - res["player_totals"][reported[0]]
            return f" {rs.match_target}'e {bold(_num(left))} kaldı."
        return (" Maçın bitip bitmediğini söyleyemem: " + ", ".join(unknown) + " için puan belli değil."
                if asked & {"over", "winner"} else "")
    rs = get_ruleset(pl.ruleset)
    if res.get("over") and pl.untold_cols:
        who = reached(pl, res) if rs.match_target else ""
        why = f" {who} {rs.match_target}'e ulaştı; öbürlerinin toplamı bunu değiştirmez." if who else ""
        return (f" Maç bitti ({res['end_rule']}).{why} Kazananı söyleyemem: "
                + ", ".join(column_label(pl, c) for c in pl.untold_cols) + " için önceki toplam belli değil.")
    if res.get("over"):
        winners = ", ".join(column_label(pl, w) for w in res["winners"])
        return f" Maç bitti ({res['end_rule']}); kazanan: {winners}."
    if "to-target" in asked and rs.match_target and reported:
        n = reported[0]
        left = rs.match_target - res["player_totals"][n]
        return f" {rs.match_target}'e {bold(_num(left))} kaldı; maç sürüyor."
    if not res.get("end_known", True):
        # the source never says when the match ends: no "sürüyor" guessed; asked, the reason
        return f" Maçın bitip bitmediğini söyleyemem: {res['end_rule']}." if asked & {"over", "winner"} else ""
    if asked or pl.before:
        return f" Maç sürüyor ({res['end_rule']})." + (leader_text(pl, res) if "winner" in asked else "")
    return ""


def leader_text(pl: Any, res: dict[str, Any]) -> str:
    """"kim önde" while a 101 match goes on: the lowest total leads (oyna-yazboz: at the end the lowest
    total wins), the team's at a team table; "" when a tie or a düz game (its own standing says it)."""
    if get_ruleset(pl.ruleset).game != "101":
        return ""
    teams = pl.engine.teams
    totals = res["totals"] if teams else res["player_totals"]
    if len(totals) < 2:
        return ""
    low = min(totals.values())
    first = [c for c, t in totals.items() if t == low]
    if len(first) != 1:
        return " Şu an " + ", ".join(column_label(pl, c) if teams else c for c in first) + f" {_num(low)} ile eşit önde."
    who = column_label(pl, first[0]) if teams else first[0]
    return f" Şu an önde: {who} ({_num(low)}); 101'de en düşük toplam önde olur."


def known_totals(pl: Any, res: dict[str, Any]) -> dict[str, int]:
    """The player totals the story fixes: a told standing (or a told own score) and a known hand."""
    before = pl.engine.before.totals if pl.engine.before else {}
    return {n: t for n, t in res["player_totals"].items()
            if (n in before or n in (res.get("stated") or {})) and pl.determined.get(n, n in (res.get("stated") or {}))}


def reached(pl: Any, res: dict[str, Any]) -> str:
    """"Senin toplamın 1004", "Ali'nin toplamı 1010": the known totals that reached the match's target
    (oyna-yazboz: the match ends when one total reaches it, whatever the others are)."""
    target = pl.engine.options.target or get_ruleset(pl.ruleset).match_target
    if not target:
        return ""
    got = [n for n, t in known_totals(pl, res).items() if t >= target]
    return ", ".join(total_of(n) for n in got)


def short_of_target(pl: Any, res: dict[str, Any], reported: list[str]) -> str:
    """"870'teydim bu el 64 yedim, bitti mi" with the others' totals untold: the asker's total, and
    that it alone does not end the match (oyna-yazboz: it ends when *a* total reaches the target) —
    it is over only if someone else's total, not told, reached it."""
    rs = get_ruleset(pl.ruleset)
    target = pl.engine.options.target or rs.match_target
    known = known_totals(pl, res)
    mine = [n for n in reported if n in known and known[n] < target] if target and rs.game == "101" else []
    if not mine:
        return ""
    restart()
    told = ", ".join(f"{total_of(n)} {bold(_num(known[n]))} ({target}'e {_num(target - known[n])} var)" for n in mine)
    return (f"{told}: bu toplamla maç bitmez ({res['end_rule']}). Öbür oyunculardan biri {target}'e ulaştıysa "
            "maç biter; onların toplamını söylemedin.")


__all__ = ["end_text", "leader_text", "short_of_target", "total_of", "known_totals", "reached"]
