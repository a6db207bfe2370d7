"""Answers read from rule tables, with no hand to score: penalties alone ("işlek attım kaç ceza",
"ceza kime kaç") under the ruleset's penalty table, and tournament-night numbers (Okey Gecesi season
and table-rank points, the knock-out bracket) from :mod:`calculators.tournament`."""
from __future__ import annotations

from typing import Any

from calculators.errors import CalcError
from calculators.explain import Calc
from calculators.inputs import Penalty
from calculators.penalties import penalty_points
from calculators.rulesets import get_ruleset
from referee.answers.verdict import bold, restart
from referee.story.plan.types import total_of


def _num(n: int) -> str:
    return str(int(n))


def run_penalty(pl: Any) -> tuple[dict[str, Any] | None, str, list[str]]:
    """A penalty question with no hand end: the ruleset's penalty table, with the arithmetic."""
    rs = get_ruleset(pl.engine["ruleset"])
    scores: dict[str, int] = {}
    expl: dict[str, str] = {}
    for name, pens in pl.engine["penalties"].items():
        if not pl.determined.get(name):
            continue
        total: Calc | None = None
        notes = []
        for pen in pens:
            pts, why = _penalty_points(rs, pen, pl.engine.get("okey_number"))
            if not pts:
                notes.append(why)
                continue
            total = Calc.start(pts, why) if total is None else total.plus(pts, why)
        scores[name] = 0 if total is None else total.value
        expl[name] = " ".join([*notes, (total or Calc.start(0, "ceza yok")).text])
    reported = [n for n in pl.report if n in scores]
    if not reported:
        return None, missing_text(pl) or "Cezayı bu anlatımdan çıkaramadım.", []
    if len(reported) == 1:
        n = reported[0]
        verdict = f"{bold(_num(scores[n]))} ceza yazılır." if n == "Sen" else f"{n} {bold(_num(scores[n]))} ceza yazar."
        if scores[n] == 0:
            restart()
            verdict = f"Ceza yok: {bold(0)} yazılır." if n == "Sen" else f"{n} için ceza yok: {bold(0)} yazılır."
            if getattr(pl, "yesno", False):
                verdict = "Hayır. " + verdict  # "bana ceza yazılır mı?": the yes/no asked, answered first
        elif getattr(pl, "yesno", False):
            verdict = "Evet: " + verdict  # "yine ceza mı?", "ceza yer miyim?"
    else:
        verdict = ", ".join(f"{n}: {bold(_num(scores[n]))}" for n in reported) + " ceza."
    before = {n: getattr(pl, "before", {}).get(n) for n in reported}
    totals = {n: before[n] + scores[n] for n in reported if before[n] is not None}
    if totals:  # "ben 187deydim, kaç oldum": the penalty onto the total told
        verdict += " " + " ".join(f"{total_of(n)} {_num(before[n])} + {_num(scores[n])} = {bold(_num(t))}."
                                  for n, t in totals.items())
    miss = missing_text(pl)
    lines = [f"{n}: {expl[n]}" + (f". Toplam: {_num(before[n])} + {_num(scores[n])} = {_num(totals[n])}" if n in totals else "")
             for n in reported]
    return ({"ruleset": rs.id, "scores": {n: scores[n] for n in reported}, "explanation": {n: expl[n] for n in reported},
             "sources": list(rs.labels_for("islek_penalty", "okey_atma_penalty", "acis_geri_points", "okey_taken")),
             "reported": reported}, verdict + (" " + miss if miss else ""), lines)


def _penalty_points(rs: Any, pen: dict[str, Any], okey_number: int | None) -> tuple[int, str]:
    """Points of one penalty (the ``ceza`` JSON) under the ruleset table, with no hand end (0: a note)."""
    told = Penalty(kind=pen["kind"], taken=bool(pen.get("taken")), tile_number=pen.get("tile_number"),
                   by=pen.get("by"))
    r = penalty_points(rs, told, who="Sen", okey_number=okey_number, by_partner=bool(pen.get("by_partner")))
    return r.points, r.reason


def run_night(pl: Any) -> tuple[dict[str, Any] | None, str, list[str]]:
    from calculators import tournament as tt

    eng = pl.engine
    if pl.kind == "bracket":
        b = tt.bracket(eng["entries"])
        verdict = f"{bold(b.byes)} takım bay geçer." if b.byes else f"Bay yok: {bold(0)} takım bay geçer."
        return ({"entries": b.entries, "size": b.size, "byes": b.byes, "first_round_matches": b.first_round_matches,
                 "rounds": b.rounds, "total_matches": b.total_matches, "explanation": b.explanation,
                 "sources": list(b.sources)}, verdict, [b.explanation])
    bits, lines, points = [], [], {}
    items = eng.get("items") or [{"who": eng.get("who", "Sen"), "what": pl.kind, **eng}]
    for item in items:
        who = item["who"]
        if item["what"] == "season":
            if item.get("players") is None or item.get("rank") is None:
                raise CalcError("Gecede kaç kişi olduğunu ve kaçıncı olduğunu yaz, ör. “8 kişilik gecede 2. oldum”.")
            sp = tt.season_points(item["players"], item["rank"])
            points[f"{who} sezon"] = sp.points
            bits.append((who, sp.points, "sezon puanı"))
            lines.append(sp.explanation if len(items) == 1 else f"{who}: {sp.explanation}")
        else:
            r = tt.table_rank_points(item["rank"])
            points[f"{who} sıra"] = r
            bits.append((who, r, "sıra puanı"))
            text = f"masada {item['rank']}. olan {r} sıra puanı alır (1. 0, 4. 3; az puan iyidir)."
            if reading := tt.rank_reading([item["rank"]]):
                text = f"{text} {reading}"
            lines.append("M" + text[1:] if len(items) == 1 else f"{who}: {text}")
    if len(bits) == 1:
        who, n, what = bits[0]
        verdict = f"{bold(n)} {what} alırsın." if who == "Sen" and what == "sezon puanı" else f"{bold(n)} {what}." \
            if who == "Sen" else f"{who} {bold(n)} {what} alır."
    else:
        verdict = ", ".join(f"{who}: {bold(n)} {what}" for who, n, what in bits) + "."
    return {"points": points, "explanation": " ".join(lines), "sources": ["esli-101-turnuva"]}, verdict, lines


def missing_text(pl: Any) -> str:
    """Why the numbers asked for but not given are missing (one sentence each)."""
    items = []
    if pl.others_untold:
        who = "Diğer oyuncu" if len(pl.others_untold) == 1 else f"Diğer {len(pl.others_untold)} oyuncu"
        items.append(f"{who} için sayı veremiyorum: açıp açmadıklarını, açtılarsa ellerinde ne kaldığını söylemedin.")
    for n in pl.report:
        if pl.determined.get(n, False):
            continue
        reason = pl.reasons.get(n) or ("anlatmadığın için" if n in pl.fillers else "durumu belli değil")
        if n == "Sen":
            hint = ""
            if "açıp açmadığını" in reason:
                hint = (" Açtıysan elinde kalanların toplamını (ya da taşları), açmadıysan “açamadım” diye yaz; "
                        "hemen hesaplarım.")
            items.append(f"Senin sayını veremiyorum: {reason}.{hint}")
        else:
            items.append(f"{n} için sayı veremiyorum: {reason}.")
    return " ".join(items)


__all__ = ["run_penalty", "run_night", "missing_text"]
