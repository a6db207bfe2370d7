"""Run the engine on a story's plan and write the verdict: the numbers first, then the arithmetic.

Split from :mod:`referee.scoring` (the hook, sources and form link). Every number comes from the
engine (:mod:`calculators`); this module only chooses which of them the question asked for —
everyone it names (issue 11, cause 6), the new standing and whether the match is over when points
were stated before the hand (cause 5), "Evet / Hayır" first when the asker put a number to check
(cause 7) — and says why any other is missing.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from calculators.rulesets import get_ruleset
from referee.answers.verdict import bold, recording, restart
from referee.scoring.tables import missing_text, run_night, run_penalty

TEAM_LABEL = {"Siz": "Takımınız", "Rakipler": "Rakip takım"}


@dataclass(frozen=True)
class Ran:
    """What the engine gave for a plan: the public result, the verdict sentence, the arithmetic lines,
    and the numbers the verdict states in bold (what two rulesets' answers are compared by)."""

    result: dict[str, Any] | None
    verdict: str
    lines: list[str]
    numbers: tuple[str, ...]


def run(pl: Any) -> Ran:
    """Run the engine for a plan (raises CalcError / NotCovered from the engine)."""
    with recording() as numbers:
        result, verdict, lines = _dispatch(pl)
    return Ran(result, verdict, lines, tuple(numbers))


def _dispatch(pl: Any) -> tuple[dict[str, Any] | None, str, list[str]]:
    """(result, verdict, arithmetic lines) for a plan."""
    if pl.kind == "hand":
        out = _run_hand(pl)
    elif pl.kind == "match":
        out = _run_match(pl)
    elif pl.kind in ("duz", "duz-match"):
        out = _run_duz(pl)
    elif pl.kind == "penalty":
        out = run_penalty(pl)
    elif pl.kind == "standing":
        from referee.scoring.standing import run_standing

        out = run_standing(pl)
    else:
        out = run_night(pl)
    return _claimed(pl, *out)


def _num(n: int) -> str:
    """A score for the answer text: plain digits, ASCII minus."""
    return str(int(n))


def _who_writes(name: str, n: int) -> str:
    return f"{bold(_num(n))} yazıyorsun." if name == "Sen" else f"{name} {bold(_num(n))} yazar."


def column_label(pl: Any, col: str) -> str:
    """A team column as the answer calls it: the story's team name ("Şahinler"), else ours / theirs."""
    return (getattr(pl, "team_names", None) or {}).get(col) or TEAM_LABEL.get(col, col)


def _claimed(pl: Any, result: Any, verdict: str, lines: list[str]) -> tuple[Any, str, list[str]]:
    """"bana 404 mü yazılır?": Evet / Hayır first, then the computed number (never the claimed one alone)."""
    claim = getattr(pl, "claim", None)
    if claim is None or result is None or not isinstance(result, dict):
        return result, verdict, lines
    got = [result.get("scores", {}).get(n) for n in result.get("reported", [])]
    got += list((result.get("team_scores") or {}).values()) if pl.team_report else []
    got += list(result.get("reported_totals", {}).values())
    got = [g for g in got if g is not None]
    if not got:
        return result, verdict, lines
    if claim in got or -claim in got and claim > 0 and len(got) == 1 and got[0] == -claim:
        return result, "Evet: " + verdict, lines
    return result, f"Hayır, {claim} değil: " + verdict, lines


def _verdict_lines(pl: Any, scores: dict[str, int], team_scores: dict[str, int] | None,
                   team_of: dict[str, str | None]) -> tuple[str, list[str]]:
    """Verdict for the reported names/teams; names it cannot give are listed with the reason."""
    parts: list[str] = []
    reported: list[str] = []
    for team in pl.team_report:
        members = [n for n, t in team_of.items() if t == team]
        if team_scores and all(pl.determined.get(m, False) for m in members):
            detail = " + ".join(f"{m} {_num(scores[m])}" for m in members)
            parts.append(f"{column_label(pl, team)} {bold(_num(team_scores[team]))} yazar ({detail}).")
            reported.extend(members)
        else:
            for m in members:
                if not pl.determined.get(m, False) and m not in pl.reasons:
                    pl.reasons[m] = "anlatmadığın için" if m in pl.fillers else "durumu belli değil"
            pl.report.extend(m for m in members if m not in pl.report)
    determined = [n for n in pl.report if pl.determined.get(n, False) and n in scores and n not in reported]
    named = [n for n in determined if n not in pl.fillers]
    unnamed = [n for n in determined if n in pl.fillers]
    if len(determined) == 1 and not parts:
        parts.append(_who_writes(determined[0], scores[determined[0]]))
    elif determined:
        items = [f"{n}: {bold(_num(scores[n]))}" for n in named]
        by_score: dict[int, list[str]] = {}
        for n in unnamed:
            by_score.setdefault(scores[n], []).append(n)
        for sc, ns in by_score.items():  # seats the story did not name, known all the same ("kimse açmamıştı")
            who = "dört oyuncunun her biri" if len(ns) == 4 else \
                "diğer oyuncu" if len(ns) == 1 else f"diğer {len(ns)} oyuncunun her biri"
            items.append(f"{who}: {bold(_num(sc))}")
        parts.append(", ".join(items) + ".")
    reported.extend(determined)
    parts += _sums(pl, scores)
    return " ".join(parts), reported


def _sums(pl: Any, scores: dict[str, int]) -> list[str]:
    """"kocamla benim toplam kaç": the sum over each group asked, when every member's number is known."""
    out = []
    for group in getattr(pl, "sums", ()):
        if all(pl.determined.get(m, False) and m in scores for m in group):
            detail = " + ".join(_num(scores[m]) for m in group)
            out.append(f"{' ve '.join(group)} toplam {bold(_num(sum(scores[m] for m in group)))} ({detail}).")
    return out


def _public(result: dict[str, Any], reported: list[str], pl: Any) -> dict[str, Any]:
    """The engine result with the seats the story never mentioned left out (their numbers are not ours to tell)."""
    out = dict(result)
    for key in ("scores", "explanation", "totals", "player_totals"):
        if isinstance(out.get(key), dict):
            out[key] = {k: v for k, v in out[key].items() if k not in pl.fillers}
    out["reported"] = reported
    return out


# --------------------------------------------------------------------------- 101


def _run_hand(pl: Any) -> tuple[dict[str, Any] | None, str, list[str]]:
    from calculators.hand import score_hand

    res = score_hand(pl.engine)
    team_of = {p.name: p.team for p in pl.engine.players}
    verdict, reported = _verdict_lines(pl, res.scores, res.team_scores, team_of)
    if not reported:
        return None, missing_text(pl) or "Sorduğun kişinin sayısını bu anlatımdan çıkaramadım.", []
    lines = [f"{n}: {res.explanation[n]}" for n in reported]
    if res.void:
        restart()
        verdict = f"{bold(0)} yazılır: el bozuldu, bu el için kimseye bir şey yazılmaz; aynı oyuncu yeniden dağıtır."
    miss = missing_text(pl)
    return _public(res.to_dict(), reported, pl), verdict + (" " + miss if miss else ""), lines


def _run_match(pl: Any) -> tuple[dict[str, Any] | None, str, list[str]]:
    from calculators.match import score_match
    from referee.scoring.end import end_text, short_of_target, total_of

    res = score_match(pl.engine).to_dict()
    stated = pl.stated or {}
    me = pl.names.get("ben")
    if stated and me:
        # the asker's own told scores join their column as told (never recomputed)
        res["player_totals"] = dict(res["player_totals"])
        res["player_totals"][me] += sum(stated.values())
        res["stated"] = {me: dict(stated)}
        rs = get_ruleset(pl.ruleset)
        target = pl.engine.options.target or rs.match_target
        if rs.game == "101" and target and not res.get("over") and res["player_totals"][me] >= target:
            res["over"] = True  # "toplamım 930'du bu el 74 yedim": the told score takes the asker to the target
    totals = res["player_totals"]
    teams = pl.engine.teams
    team_of = {n: t for t, names in (teams or {}).items() for n in names}
    team_totals = res["totals"] if teams else None
    verdict, reported = _verdict_lines(pl, totals, team_totals, team_of)
    if not reported:
        return None, missing_text(pl) or "Sorduğun kişinin toplamını bu anlatımdan çıkaramadım.", []
    if set(pl.asks) <= {"over", "winner"} and not res.get("over") and \
            any(not pl.determined.get(s, False) for s in pl.seats):
        # "maç bitti mi" with someone's points unknown: no number can answer it
        short = short_of_target(pl, res, reported)
        if short:
            return _public(res, reported, pl), short, []
        unknown = [s for s in pl.seats if not pl.determined.get(s, False) and s not in pl.fillers]
        return None, ("Maçın bitip bitmediğini söyleyemem. " + missing_text(pl)).strip() if unknown else \
            "Maçın bitip bitmediğini söyleyemem: masadaki herkesin puanını anlatmadın.", []
    lines = []
    before = pl.engine.before.totals if pl.engine.before else {}
    if teams and before and pl.team_report:
        # a side's new total only when every one of its players' points is known ("Ali açmıştı" with no
        # remainder told: the side's sum would leave him out — a wrong number, not a total)
        known = [t for t in pl.team_report if all(pl.determined.get(s, False) or s in pl.fillers for s in teams[t])]
        if not known:
            return None, missing_text(pl) or "Takımların toplamını bu anlatımdan çıkaramadım.", []
        pl.team_report = known
    hand_no = pl.engine_hands or list(range(1, len(res["hands"]) + 1))
    for n in reported:
        per = [(k, row["scores"][n], row["explanation"].get(n, "")) for k, row in zip(hand_no, res["hands"])
               if n in row["scores"]]
        if n == me:
            per += [(k, v, f"{_num(v)} yazdığını söyledin, söylediğin gibi aldım") for k, v in stated.items()]
            per.sort(key=lambda x: x[0])
        start = before.get(n)
        steps = "; ".join(f"{k}. el: {expl}" if len(hand_no) > 1 or stated else expl for k, sc, expl in per)
        terms = ([f"{_num(start)} (önceki toplam)"] if start is not None else []) + \
            [_num(sc) if sc >= 0 else f"({_num(sc)})" for _, sc, _ in per]
        lines.append(f"{n}: {steps}. Toplam: {' + '.join(terms)} = {_num(totals[n])}")
    if teams:
        for t in pl.team_report:
            if t in before:
                lines.append(f"{column_label(pl, t)}: {_num(before[t])} (önceki toplam) + "
                             f"{' + '.join(_num(row['team_scores'][t]) for row in res['hands'])} = {_num(res['totals'][t])}")
    if verdict and len(reported) == 1 and (not teams or reported[0] == "Sen"):
        n = reported[0]
        restart()
        verdict = f"{total_of(n)} {bold(_num(totals[n]))}."
    elif verdict and not pl.team_report and before and len(reported) > 1:
        restart()
        verdict = "Yeni toplamlar: " + ", ".join(f"{n}: {bold(_num(totals[n]))}" for n in reported) + "."
    elif pl.team_report and teams and before:
        restart()
        verdict = ", ".join(f"{column_label(pl, t)}: {bold(_num(res['totals'][t]))}" for t in pl.team_report) + "."
    if "each" in pl.asks and len(res["hands"]) > 1 and not stated and not pl.team_report:
        restart()
        verdict = _each_hand(pl, res, reported, before, hand_no)
    verdict += end_text(pl, res, reported)
    miss = missing_text(pl)
    return _public(res, reported, pl), verdict + (" " + miss if miss else ""), lines


def _each_hand(pl: Any, res: dict[str, Any], reported: list[str], before: dict[str, int], hand_no: list[int]) -> str:
    """"her elden sonra kaçtayım": each asked player's standing after every hand, in order (the total
    before the hands, then each hand's score added)."""
    out = []
    for n in reported:
        run, steps = before.get(n, 0), []
        for k, row in zip(hand_no, res["hands"]):
            run += row["scores"].get(n, 0)
            steps.append(f"{k}. elden sonra {bold(_num(run))}")
        out.append(("" if len(reported) == 1 else f"{n}: ") + ", ".join(steps))
    text = "; ".join(out) + "."
    return text[0].upper() + text[1:]


# --------------------------------------------------------------------------- düz okey


def _run_duz(pl: Any) -> tuple[dict[str, Any] | None, str, list[str]]:
    if pl.kind == "duz-match":
        return _run_duz_match(pl)
    from calculators.hand import score_hand

    res = score_hand(pl.engine)
    team_of = {p.name: p.team for p in pl.engine.players}
    items: list[tuple[str, int, str]] = []
    for team in pl.team_report:
        member = next(n for n, t in team_of.items() if t == team)
        items.append((team, res.team_scores[team] if res.team_scores else res.scores[member], res.explanation[member]))
    for n in pl.report:
        if pl.determined.get(n) and n in res.scores:
            items.append((n, res.scores[n], res.explanation[n]))
    if not items:
        return None, missing_text(pl) or "Sorduğun kişinin puanını çıkaramadım.", []
    bits, lines = [], []
    lost_only = "lost" in pl.asks and not ({"left", "over", "winner"} & set(pl.asks))
    unnamed = [i for i in items if i[0] in pl.fillers and pl.before.get(i[0]) is None]
    group = []
    if len(unnamed) > 1 and len({i[1] for i in unnamed}) == 1:
        # seats the story never named, all losing the same: one line, never "Oyuncu 2"
        items = [i for i in items if i not in unnamed]
        loss = unnamed[0][1]
        group = [f"diğer {len(unnamed)} oyuncunun her biri: {bold(_num(abs(loss) if lost_only else loss))}"
                 f"{' puan kaybeder' if lost_only else ''}"]
        glines = [f"Diğer {len(unnamed)} oyuncunun her biri: {unnamed[0][2]}"]
    else:
        unnamed, glines = [], []
    several = len(items) + len(group) > 1
    for label, loss, expl in items:
        before = pl.before.get(label)
        if before is not None and not lost_only:
            after = before + loss
            named = (getattr(pl, "team_names", None) or {}).get(label)  # "Sinan'ın takımı": the asker plays not
            owner = None if named else {"Sen": "Puanın", "Siz": "Puanınız"}.get(label)
            bit = f"{owner} {bold(_num(after))}" if owner else f"{column_label(pl, label)}: {bold(_num(after))}"
            bits.append(bit + (" (0'a ya da altına indi: oyun biter)" if after <= 0 else ""))
            lines.append(f"{column_label(pl, label)}: {before} {'-' if loss < 0 else '+'} {abs(loss)} = {_num(after)} ({expl})")
        elif lost_only and several:
            bits.append(f"{column_label(pl, label)}: {bold(_num(abs(loss)))} puan kaybeder")
            lines.append(f"{column_label(pl, label)}: {expl}")
        else:
            bits.append(f"{column_label(pl, label)}: {bold(_num(loss))}" if several or label not in ("Sen", "Siz")
                        else f"{bold(_num(loss))}: bu elde {abs(loss)} puan kaybediyor{'sun' if label == 'Sen' else 'sunuz'}")
            lines.append(f"{column_label(pl, label)}: {expl}")
    bits += group
    lines += glines
    for col in getattr(pl, "context_cols", ()):  # a column not asked, whose standing was told: shown, not stated
        if res.team_scores and col in res.team_scores and pl.before.get(col) is not None and not lost_only:
            loss, before = res.team_scores[col], pl.before[col]
            lines.append(f"{column_label(pl, col)} (sormadın): {before} {'-' if loss < 0 else '+'} {abs(loss)} = "
                         f"{_num(before + loss)}")
    text = ", ".join(bits) + "."
    return _public(res.to_dict(), [i[0] for i in items] + [i[0] for i in unnamed], pl), text[:1].upper() + text[1:], lines


def _run_duz_match(pl: Any) -> tuple[dict[str, Any] | None, str, list[str]]:
    from calculators.match import score_match

    res = score_match(pl.engine).to_dict()
    teams = pl.engine.teams or {}
    standing = res["totals"]
    cols = list(pl.team_report) + [n for n in pl.report if pl.determined.get(n)]
    before = pl.engine.before.totals if pl.engine.before else {}
    lines = []
    for col in cols:
        changes = [_duz_change(row, col, teams) for row in res["hands"]]
        start = before.get(col, res.get("start") or 0)
        expr = f"{start} " + " ".join(f"- {abs(c)}" if c < 0 else f"+ {c}" for c in changes if c) + \
            f" = {_num(_column_total(standing, col, teams))}"
        lines.append(f"{column_label(pl, col)}: {expr}")
    items = [f"{column_label(pl, c)}: {bold(_num(_column_total(standing, c, teams)))}" for c in cols]
    if not items:
        return None, missing_text(pl) or "Sorduğun kişinin puanını çıkaramadım.", []
    verdict = ", ".join(items) + " puanla kaldı."
    told_over = any(standing[c] <= 0 for c in standing if c not in pl.untold_cols)
    down = [c for c in standing if standing[c] <= 0 and c not in pl.untold_cols and c not in cols]
    if res.get("over") and down:  # "oyun bitti mi": say who went down, with the points
        verdict += " " + ", ".join(f"{column_label(pl, c)} {bold(_num(standing[c]))}" for c in down) + \
            (" puana indi." if len(down) == 1 else " puana indiler.")
    if res.get("over") and pl.untold_cols and told_over:
        # a told column reached 0: over; the winner is the highest, and an untold column's points are not known
        verdict += " Biri 0'a ya da altına indi: oyun bitti."
        if all(w not in pl.untold_cols for w in res["winners"]) or len(standing) == 2:
            verdict += f" Kazanan: {', '.join(column_label(pl, w) for w in res['winners'])}."
    elif res.get("over") and not pl.untold_cols:
        verdict += f" Biri 0'a ya da altına indi, oyun bitti; kazanan: {', '.join(column_label(pl, w) for w in res['winners'])}."
    elif {"over", "winner"} & set(pl.asks) and (lost := _untold_losers(pl, res, teams)):
        # "12'deydim, Ali okeyle bitti, oyun bitti mi": the told columns are above 0; an untold column that
        # lost points may have reached 0 (one that lost none was above 0 before, or the game had ended)
        verdict += (" Söylediğin puanlarla kimse 0'a inmedi; " + ", ".join(column_label(pl, c) for c in lost)
                    + " için puan söylemedin: onlardan biri 0'a indiyse oyun biter.")
    elif {"over", "winner"} & set(pl.asks):
        verdict += " Kimse 0'a inmedi, oyun sürüyor."
    return _public(res, cols, pl), verdict, lines


def _untold_losers(pl: Any, res: dict[str, Any], teams: dict) -> list[str]:
    """The düz columns whose points before were not told and that lost points in the hands told."""
    return [c for c in pl.untold_cols if any(_duz_change(row, c, teams) < 0 for row in res["hands"])]


def _duz_change(row: dict[str, Any], col: str, teams: dict) -> int:
    for key in ("team_scores", "scores"):
        d = row.get(key)
        if isinstance(d, dict) and col in d:
            return int(d[col])
    for team, names in teams.items():
        if col in names and row.get("team_scores"):
            return int(row["team_scores"][team])
    return 0


def _column_total(standing: dict[str, int], col: str, teams: dict) -> int:
    if col in standing:
        return standing[col]
    for team, names in teams.items():
        if col in names:
            return standing[team]
    return 0


__all__ = ["run", "missing_text", "column_label"]
