"""The score-question hook: a thumb-typed story in, the engine's exact number out.

The ask pipeline calls :func:`answer_calculation` for every question the router sends
to the calculation branch. :mod:`referee.slots` reads the story into engine inputs;
this module runs the engine (:mod:`calculators`) and writes the answer: the verdict
first ("**529** yazıyorsun."), then the engine's arithmetic per player, the
assumptions made, and — when a fact the number depends on is missing or the story
contradicts itself — exactly what is missing, with no number. It never does
arithmetic of its own beyond adding a düz okey hand's loss to the points the asker
said they had, and reading the penalty table of the chosen ruleset for a
penalty-only question.

Calculator form link (for the web engineer)
-------------------------------------------
``calculation["form_url"]`` is ``/hesapla?tur=<TUR>&veri=<JSON>`` where ``veri`` is
the engine input as compact JSON, percent-encoded (``urllib.parse.quote``), exactly
the body the JSON API takes, so the form can be filled from it and posted as is:

====================  ===========================================================
``tur``               ``veri`` is the body of …
====================  ===========================================================
``el``                ``POST /api/calc/hand`` (any 101 ruleset, düz okey hand)
``mac``               ``POST /api/calc/match`` (yazboz / Çetele, 101 or düz)
``ceza``              ``{"ruleset", "okey_number", "penalties": {name: [penalty…]}}``
``sezon``             ``{"players": int, "rank": int}`` (Okey Gecesi season points)
``sira``              ``{"rank": int}`` (table rank points)
``agac``              ``{"entries": int}`` (knock-out bracket)
====================  ===========================================================
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import quote

from calculators.errors import CalcError, NotCovered
from calculators.explain import Calc
from calculators.inputs import Penalty
from calculators.penalties import penalty_points
from calculators.registry import DEFAULT_RULESET, NIGHT_RULESET
from calculators.rulesets import get_ruleset

FORM_PATH = "/hesapla"


@dataclass(frozen=True)
class CalcAnswer:
    """A computed answer to a score question.

    ``answer``: Turkish text, verdict first ("**529** yazıyorsun."), then the
    arithmetic from the engine, then the assumptions made ("son taşın okey
    olmadığını varsaydım"). The ruleset sentence is added by the composer.
    ``calculation``: at least ``{"inputs": {...parsed slots...}, "result": {...}}``,
    JSON-serialisable; it goes into the API payload as ``calculation``.
    ``sources``: ids of the rule articles behind each factor (existing article ids;
    unknown ids are dropped by the composer).
    ``kind``: always ``"calculation"`` (a missing fact still gives a calculation
    answer that says what is missing, with ``calculation["result"]`` = None).
    """

    answer: str
    calculation: dict[str, Any]
    sources: list[str] = field(default_factory=list)
    kind: Literal["calculation"] = "calculation"


# --------------------------------------------------------------------------- sources

#: Rule article behind each factor, per ruleset (the composer drops ids that do not exist).
_ARTICLES: dict[str, dict[str, tuple[str, ...]]] = {
    "oyna-101": {
        "base": ("bitis-puanlari-oyna",), "acan-kalan": ("acan-kalan-oyna",),
        "cift-acan-kalan": ("cift-acan-kalan-oyna",), "acmayan": ("acmayan-202-oyna",),
        "okey-elde": ("okey-elde-kalirsa-oyna",), "okeyle-bitis": ("okeyle-bitis-oyna",),
        "cift": ("ciftten-bitis-oyna",), "elden": ("elden-bitis-oyna",), "deste-bitti": ("deste-biterse-oyna",),
        "el-bozuldu": ("dort-cift-acis-oyna",), "islek": ("islek-cezasi-oyna", "c-cezasi-oyna"),
        "okey-atma": ("okey-atma-cezasi-oyna", "c-cezasi-oyna"), "acis-geri": ("acis-tutmazsa-oyna",),
        "okey-alindi": ("okey-alinirsa-oyna",), "sahte-okeyle-bitis": ("sahte-okeyle-bitis-oyna",),
        "sahte-okey-kalan": ("sahte-okey-kalan-oyna",), "kat": ("el-kati-oyna",),
        "match": ("yazboz-101-adimlar-oyna", "mac-uzunlugu-oyna"),
    },
    "od-101": {
        "base": ("bitis-puanlari-od", "biten-kac-yazar-od"), "acan-kalan": ("acan-kalan-od",),
        "cift-acan-kalan": ("cift-acan-kalan-od",), "acmayan": ("acamayan-puani-od",),
        "okey-elde": ("okey-elde-kalirsa-od",), "okeyle-bitis": ("okeyle-bitis-od",), "cift": ("ciftle-bitis-od",),
        "elden": ("elden-bitis-od",), "elden-okey": ("elden-okeyle-bitis-od",),
        "deste-bitti": ("deste-biterse-od",), "islek": ("islek-cezasi-od", "ceza-listesi-od"),
        "okey-atma": ("okey-atma-cezasi-od", "ceza-listesi-od"), "acis-geri": ("acis-tutmazsa-od",),
        "okey-alindi": ("okey-alinirsa-od",), "sahte-okey-kalan": ("sahte-okey-elde-kalirsa-od",),
        "esin-puani": ("esin-puani-od",), "match": ("puan-mantigi-od",),
    },
    "turnuva-esli-101": {
        "base": ("bitis-puanlari-turnuva",), "acan-kalan": ("acan-rakip-carpan-turnuva",),
        "cift-acan-kalan": ("cift-acan-kalan-turnuva",), "acmayan": ("bitis-puanlari-turnuva",),
        "yari-ceza": ("acamayan-yari-ceza-turnuva",), "okey-elde": ("okey-elde-kalirsa-turnuva",),
        "elden": ("kafa-nedir-turnuva", "kafa-carpani-turnuva"), "deste-bitti": ("deste-biterse-turnuva",),
        "islek": ("islek-cezasi-turnuva",), "okey-atma": ("okey-atma-cezasi-turnuva",),
        "acis-geri": ("acis-tutmazsa-turnuva",), "okey-alindi": ("okey-alinirsa-turnuva", "esin-okeyi-alirsa-turnuva"),
        "esin-puani": ("esin-puani-turnuva",), "team": ("takim-el-puani-turnuva",),
        "el-bozuldu": ("dort-cift-acis-turnuva",), "sahte-okey-kalan": ("sahte-okey-turnuva",),
        "match": ("mac-uzunlugu-turnuva", "mac-kazanani-turnuva"),
        "season": ("okey-gecesi-sezon-puani-turnuva",), "rank": ("okey-gecesi-sira-puani-turnuva",),
        "bracket": ("bay-gecme-turnuva", "takim-sayisi-turnuva"),
    },
    "oyna-duz": {
        "base": ("bitis-puanlari-duz",), "duz-okey": ("okeyle-bitis-duz",), "yedi-cift": ("yedi-ciftle-bitmek-duz",),
        "duz-deste": ("deste-biterse-duz",), "duz-gosterge": ("gosterge-puani-duz",),
        "match": ("duz-yazboz-geri-sayim", "oyun-sonu-duz"), "sahte-okeyle-bitis": ("sahte-okeyle-bitis-duz",),
        "penalty": ("islek-cezasi-duz", "okey-atma-cezasi-duz"),
    },
    "oyna-esli-duz": {
        "base": ("bitis-puanlari-esli-duz", "takim-sutunu-esli-duz"), "duz-okey": ("okeyle-bitis-duz",),
        "yedi-cift": ("yedi-ciftle-bitmek-duz",), "duz-deste": ("deste-biterse-duz",),
        "duz-gosterge": ("gosterge-puani-esli-duz",), "match": ("oyun-sonu-esli-duz",),
        "sahte-okeyle-bitis": ("sahte-okeyle-bitis-duz",), "penalty": ("islek-cezasi-duz", "okey-atma-cezasi-duz"),
    },
}
#: Tournament-night questions are answered from the tournament rules whatever ruleset was detected.
_NIGHT = {"season", "rank", "bracket"}


def pick_sources(ruleset: str, tags: set[str], kind: str) -> list[str]:
    """Article ids for the factors used (base article first); never empty."""
    table = _ARTICLES[NIGHT_RULESET] if kind in _NIGHT else _ARTICLES.get(ruleset, _ARTICLES[DEFAULT_RULESET])
    order = ["base", "match", "team", "season", "rank", "bracket", "acan-kalan", "cift-acan-kalan", "acmayan",
             "yari-ceza", "okey-elde", "okeyle-bitis", "cift", "elden", "elden-okey", "deste-bitti", "el-bozuldu",
             "duz-okey", "yedi-cift", "duz-deste", "duz-gosterge", "islek", "okey-atma", "acis-geri", "okey-alindi",
             "esin-puani", "sahte-okeyle-bitis", "sahte-okey-kalan", "kat", "penalty"]
    wanted = set(tags)
    if kind not in _NIGHT:
        wanted.add("base")
    if kind in ("match", "duz-match"):
        wanted.add("match")
    out: list[str] = []
    for tag in order:
        if tag in wanted:
            out.extend(a for a in table.get(tag, ()) if a not in out)
    if not out:
        out.extend(next(iter(table.values())))
    return out


def form_url(kind: str, engine: dict[str, Any] | None) -> str | None:
    """The pre-filled calculator form (see the module docstring for the query format)."""
    if engine is None:
        return None
    tur = {"hand": "el", "duz": "el", "match": "mac", "duz-match": "mac", "penalty": "ceza", "season": "sezon",
           "rank": "sira", "bracket": "agac"}.get(kind, "el")
    data = json.dumps(engine, ensure_ascii=False, separators=(",", ":"))
    return f"{FORM_PATH}?tur={tur}&veri={quote(data, safe='')}"


# --------------------------------------------------------------------------- hook


def answer_calculation(question: str, ruleset: str, reason: str) -> CalcAnswer | None:
    """Turn a score story into the engine's number, or None when it cannot.

    Contract:

    - ``question``: the question exactly as typed (normalise it yourself with
      :func:`referee.text.normalize.normalize`; ``.folded`` has numbers as digits).
    - ``ruleset``: the ruleset id already chosen by :mod:`referee.classify.detect`
      (one of oyna-101, od-101, turnuva-esli-101, oyna-duz, oyna-esli-duz).
    - ``reason``: the Turkish sentence saying why that ruleset was chosen; the
      composer shows it, include it only if you word the answer around it.
    - Return a :class:`CalcAnswer` when the story gives (or lets you state
      assumptions for) every fact the number depends on, or when a required
      fact is missing/contradictory and you answer "what is missing" instead
      of a number (``calculation["result"] = None``).
    - Return None when the text is not a score story you understand; the
      pipeline then answers with the best matching rule article.
    - Never raise: catch ``calculators.errors.CalcError`` and turn it into the
      answer text. Must be fast (p95 ≤ 5 ms).
    """
    from referee.slots import parse_story, plan

    try:
        story = parse_story(question, ruleset)
        pl = plan(story)
    except Exception:  # noqa: BLE001 - a parser bug must fall back to the rule article, not a 500
        return None
    if pl is None:
        return None
    inputs = {"slots": story.to_dict(), "engine": pl.engine, "fillers": pl.fillers}
    base = {"inputs": inputs, "result": None, "form_url": form_url(pl.kind, pl.engine)}
    if pl.problems:
        text = "Bunu hesaplayamıyorum: " + " ".join(pl.problems)
        return CalcAnswer(_with_form_hint(text), base, pick_sources(ruleset, pl.rules_used, pl.kind))
    try:
        result, verdict, lines = _run(pl, story)
    except NotCovered as exc:
        text = f"Kaynaklarımız bu durumu hesaplamıyor, uydurmayayım: {exc.message}"
        return CalcAnswer(_with_form_hint(text), base, pick_sources(ruleset, pl.rules_used, pl.kind))
    except CalcError as exc:
        text = f"Bu hikâyeyle sayı veremem: {exc.message}"
        return CalcAnswer(_with_form_hint(text), base, pick_sources(ruleset, pl.rules_used, pl.kind))
    parts = [verdict]
    if lines:
        parts.append("Hesap:\n" + "\n".join(f"- {ln}" for ln in lines))
    if pl.assumptions:
        parts.append("Varsaydıklarım: " + " ".join(pl.assumptions))
    missing = {n: r for n, r in pl.missing.items() if n in pl.report or n == "Sen"}
    if missing and result is not None:
        parts.append("Hesaplayamadıklarım: " + " ".join(f"{n}: {r}." for n, r in missing.items()))
    base["result"] = result
    tags = set(pl.rules_used)
    if result and isinstance(result, dict) and result.get("multiplier", 1) and result.get("multiplier", 1) > 1:
        tags.add("kat")
    if pl.team_report:
        tags.add("team")
    return CalcAnswer("\n\n".join(p for p in parts if p), base, pick_sources(ruleset, tags, pl.kind))


def _with_form_hint(text: str) -> str:
    return text + "\n\nEksik bilgiyi ekleyip yeniden sorarsan ya da hesaplayıcı formunda düzeltirsen hemen hesaplarım."


# --------------------------------------------------------------------------- running the engine


def _run(pl: Any, story: Any) -> tuple[dict[str, Any] | None, str, list[str]]:
    """(result, verdict, arithmetic lines) for a plan; raises CalcError / NotCovered from the engine."""
    if pl.kind == "hand":
        return _run_hand(pl)
    if pl.kind == "match":
        return _run_match(pl)
    if pl.kind in ("duz", "duz-match"):
        return _run_duz(pl)
    if pl.kind == "penalty":
        return _run_penalty(pl)
    return _run_night(pl)


def _num(n: int) -> str:
    """A score for the answer text: plain digits, ASCII minus."""
    return str(int(n))


def _who_writes(name: str, n: int) -> str:
    if name == "Sen":
        return f"**{_num(n)}** yazıyorsun."
    return f"{name} **{_num(n)}** yazar."


def _verdict_lines(pl: Any, scores: dict[str, int], team_scores: dict[str, int] | None,
                   team_of: dict[str, str]) -> tuple[str, list[str]]:
    """Verdict for the reported names/teams; names it cannot give are listed with the reason."""
    verdict_parts: list[str] = []
    reported: list[str] = []
    for team in pl.team_report:
        members = [n for n, t in team_of.items() if t == team]
        if team_scores and all(pl.determined.get(m, False) for m in members):
            label = "Takımınız" if team == "Siz" else "Rakip takım"
            detail = " + ".join(f"{m} {_num(scores[m])}" for m in members)
            verdict_parts.append(f"{label} **{_num(team_scores[team])}** yazar ({detail}).")
            reported.extend(members)
        else:
            unknown = [m for m in members if not pl.determined.get(m, False)]
            for m in unknown:
                if m not in pl.missing:
                    pl.missing[m] = ("anlatmadığın için" if m in pl.fillers else "durumu belli değil")
            pl.report.extend(m for m in members if m not in pl.report)
    determined = [n for n in pl.report if pl.determined.get(n, False) and n in scores and n not in reported]
    if len(determined) == 1 and not verdict_parts:
        verdict_parts.append(_who_writes(determined[0], scores[determined[0]]))
    elif determined:
        verdict_parts.append(", ".join(f"{n}: **{_num(scores[n])}**" for n in determined) + ".")
    reported.extend(determined)
    return " ".join(verdict_parts), reported


def _missing_text(pl: Any) -> str:
    items = []
    untold = getattr(pl, "others_untold", None)
    if untold:
        who = "Diğer oyuncu" if len(untold) == 1 else f"Diğer {len(untold)} oyuncu"
        items.append(f"{who} için sayı veremiyorum: açıp açmadıklarını, açtılarsa ellerinde ne kaldığını "
                     "söylemedin.")
    for n in pl.report:
        if not pl.determined.get(n, False):
            reason = pl.missing.get(n) or ("anlatmadığın için" if n in pl.fillers else "durumu belli değil")
            if n == "Sen":
                hint = ""
                if "açıp açmadığını" in reason:
                    hint = (" Açtıysan elinde kalanların toplamını (ya da taşları), açmadıysan “açamadım” diye yaz; "
                            "hemen hesaplarım.")
                items.append(f"Senin sayını veremiyorum: {reason}.{hint}")
            else:
                items.append(f"{n} için sayı veremiyorum: {reason}.")
    return " ".join(items)


def _run_hand(pl: Any) -> tuple[dict[str, Any] | None, str, list[str]]:
    from calculators.hand import score_hand
    from calculators.inputs import hand_from_dict

    res = score_hand(hand_from_dict(pl.engine))
    team_of = {p["name"]: p.get("team") for p in pl.engine["players"]}
    verdict, reported = _verdict_lines(pl, res.scores, res.team_scores, team_of)
    if not reported:
        return None, _missing_text(pl) or "Sorduğun kişinin sayısını bu anlatımdan çıkaramadım.", []
    lines = [f"{n}: {res.explanation[n]}" for n in reported]
    if res.void:
        verdict = "**0** yazılır: el bozuldu, bu el için kimseye bir şey yazılmaz; aynı oyuncu yeniden dağıtır."
    result = _public(res.to_dict(), reported, pl)
    miss = _missing_text(pl)
    return result, verdict + (" " + miss if miss else ""), lines


def _public(result: dict[str, Any], reported: list[str], pl: Any) -> dict[str, Any]:
    """The engine result with the seats the story never mentioned left out (their numbers are not ours to tell)."""
    out = dict(result)
    for key in ("scores", "explanation", "totals", "player_totals"):
        if isinstance(out.get(key), dict):
            out[key] = {k: v for k, v in out[key].items() if k not in pl.fillers}
    out["reported"] = reported
    return out


def _run_match(pl: Any) -> tuple[dict[str, Any] | None, str, list[str]]:
    from calculators.match import calc_match

    res = calc_match(pl.engine)
    stated = getattr(pl, "stated", {}) or {}
    me = pl.names.get("ben")
    if stated and me:
        # the asker's own told scores join their column as told (never recomputed)
        res["player_totals"] = dict(res["player_totals"])
        res["player_totals"][me] += sum(stated.values())
        res["stated"] = {me: dict(stated)}
    totals = res["player_totals"]
    teams = pl.engine.get("teams")
    team_of = {n: t for t, names in (teams or {}).items() for n in names}
    team_totals = res["totals"] if teams else None
    verdict, reported = _verdict_lines(pl, totals, team_totals, team_of)
    if not reported:
        return None, _missing_text(pl) or "Sorduğun kişinin toplamını bu anlatımdan çıkaramadım.", []
    lines = []
    for n in reported:
        per = []
        hand_no = getattr(pl, "engine_hands", None) or list(range(1, len(res["hands"]) + 1))
        for k, row in zip(hand_no, res["hands"]):
            sc = row.get("scores", {}).get(n)
            if sc is None:
                continue
            expl = row.get("explanation", {}).get(n, "")
            per.append((k, sc, expl))
        if n == me:
            per += [(k, v, f"{_num(v)} yazdığını söyledin, söylediğin gibi aldım") for k, v in stated.items()]
            per.sort(key=lambda x: x[0])
        steps = "; ".join(f"{k}. el: {expl}" for k, sc, expl in per)
        sums = " + ".join(_num(sc) if sc >= 0 else f"({_num(sc)})" for _, sc, _ in per)
        lines.append(f"{n}: {steps}. Toplam: {sums} = {_num(totals[n])}")
    if verdict and len(reported) == 1 and (not teams or reported[0] == "Sen"):
        n = reported[0]
        verdict = (f"Toplamın **{_num(totals[n])}**." if n == "Sen" else f"{n}'in toplamı **{_num(totals[n])}**.")
    result = _public(res, reported, pl)
    miss = _missing_text(pl)
    return result, verdict + (" " + miss if miss else ""), lines


def _run_duz(pl: Any) -> tuple[dict[str, Any] | None, str, list[str]]:
    from calculators.hand import score_hand
    from calculators.inputs import hand_from_dict
    from calculators.match import calc_match

    teams = {}
    if pl.kind == "duz-match":
        res = calc_match(pl.engine)
        teams = pl.engine.get("teams") or {}
        standing = res["totals"]
        lines = []
        for col in ([t for t in pl.team_report] + [n for n in pl.report if pl.determined.get(n)]):
            changes = [_duz_change(row, col) for row in res["hands"]]
            start = res.get("start") or 0
            expr = f"{start} " + " ".join(f"- {abs(c)}" if c < 0 else f"+ {c}" for c in changes if c) \
                + f" = {_num(_column_total(standing, col, teams))}"
            lines.append(f"{_label(col)}: {expr}")
        verdict_items = [f"{_label(c)}: **{_num(_column_total(standing, c, teams))}**"
                         for c in list(pl.team_report) + [n for n in pl.report if pl.determined.get(n)]]
        verdict = ", ".join(verdict_items) + " puanla kaldı." if verdict_items else ""
        if res.get("over"):
            winners = ", ".join(_label(w) for w in res.get("winners", []))
            verdict += f" Biri 0'a ya da altına indi, oyun bitti; kazanan: {winners}."
        if not verdict_items:
            return None, _missing_text(pl) or "Sorduğun kişinin puanını çıkaramadım.", []
        return _public(res, verdict_items and [*pl.team_report, *pl.report], pl), verdict, lines
    res = score_hand(hand_from_dict(pl.engine))
    team_of = {p["name"]: p.get("team") for p in pl.engine["players"]}
    items: list[tuple[str, int, str]] = []  # (label, loss, explanation)
    for team in pl.team_report:
        member = next(n for n, t in team_of.items() if t == team)
        items.append((team, res.team_scores[team] if res.team_scores else res.scores[member], res.explanation[member]))
    for n in pl.report:
        if pl.determined.get(n) and n in res.scores:
            items.append((n, res.scores[n], res.explanation[n]))
    if not items:
        return None, _missing_text(pl) or "Sorduğun kişinin puanını çıkaramadım.", []
    verdict_bits, lines = [], []
    for label, loss, expl in items:
        before = pl.points_before.get(label)
        if before is None and label == "Siz":
            before = pl.points_before.get("Siz")
        if before is not None:
            after = before + loss
            if label in ("Sen", "Siz"):
                owner = "Puanın" if label == "Sen" else "Puanınız"
                bit = f"{owner} **{_num(after)}**"
            else:
                bit = f"{_label(label)}: **{_num(after)}**"
            end = " (0'a ya da altına indi: oyun biter)" if after <= 0 else ""
            verdict_bits.append(bit + end)
            lines.append(f"{_label(label)}: {before} {'-' if loss < 0 else '+'} {abs(loss)} = {_num(after)} ({expl})")
        else:
            verdict_bits.append(f"{_label(label)}: **{_num(loss)}**" if len(items) > 1 or label not in ("Sen", "Siz")
                                else f"**{_num(loss)}**: bu elde {abs(loss)} puan kaybediyor{'sun' if label == 'Sen' else 'sunuz'}")
            lines.append(f"{_label(label)}: {expl}")
    verdict = ", ".join(verdict_bits) + "."
    return _public(res.to_dict(), [i[0] for i in items], pl), verdict, lines


def _duz_change(row: dict[str, Any], col: str) -> int:
    for key in ("changes", "team_scores", "scores"):
        d = row.get(key)
        if isinstance(d, dict) and col in d:
            return int(d[col])
    return 0


def _column_total(standing: dict[str, int], col: str, teams: dict[str, list[str]]) -> int:
    if col in standing:
        return standing[col]
    for team, names in teams.items():
        if col in names:
            return standing[team]
    return 0


def _label(col: str) -> str:
    return {"Siz": "Takımınız", "Rakipler": "Rakip takım"}.get(col, col)


def _run_penalty(pl: Any) -> tuple[dict[str, Any] | None, str, list[str]]:
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
            pts, why = _penalty_points(rs, pen, pl.engine.get("okey_number"), name, pl)
            if pts is None:
                notes.append(why)
                continue
            total = Calc.start(pts, why) if total is None else total.plus(pts, why)
        if total is None:
            total = Calc.start(0, "ceza yok")
        scores[name] = total.value
        expl[name] = " ".join([*notes, total.text])
    reported = [n for n in pl.report if n in scores]
    if not reported:
        return None, _missing_text(pl) or "Cezayı bu anlatımdan çıkaramadım.", []
    if len(reported) == 1:
        n = reported[0]
        verdict = (f"**{_num(scores[n])}** ceza yazılır." if n == "Sen" else f"{n} **{_num(scores[n])}** ceza yazar.")
        if scores[n] == 0:
            verdict = "Ceza yok: **0** yazılır."
    else:
        verdict = ", ".join(f"{n}: **{_num(scores[n])}**" for n in reported) + " ceza."
    miss = _missing_text(pl)
    lines = [f"{n}: {expl[n]}" for n in reported]
    return ({"ruleset": rs.id, "scores": {n: scores[n] for n in reported}, "explanation": {n: expl[n] for n in reported},
             "sources": list(rs.labels_for("islek_penalty", "okey_atma_penalty", "acis_geri_points", "okey_taken")),
             "reported": reported},
            verdict + (" " + miss if miss else ""), lines)


def _penalty_points(rs: Any, pen: dict[str, Any], okey_number: int | None, name: str,
                    pl: Any) -> tuple[int | None, str]:
    """Points of one told penalty under the ruleset table (None: nothing written, a note)."""
    if rs.game == "duz":
        pl.rules_used.add("penalty")
    told = Penalty(kind=pen["kind"], taken=bool(pen.get("taken")), tile_number=pen.get("tile_number"),
                   by=pen.get("by"))
    r = penalty_points(rs, told, who=name, okey_number=okey_number, partner="Eşin")
    return (r.points, r.reason) if r.written else (None, r.reason)


def _run_night(pl: Any) -> tuple[dict[str, Any] | None, str, list[str]]:
    from calculators import tournament as tt

    eng = pl.engine
    if pl.kind == "season":
        if eng.get("players") is None or eng.get("rank") is None:
            raise CalcError("Gecede kaç kişi olduğunu ve kaçıncı olduğunu yaz, ör. “8 kişilik gecede 2. oldum”.")
        sp = tt.season_points(eng["players"], eng["rank"])
        return ({"points": sp.points, "explanation": sp.explanation, "sources": list(sp.sources)},
                f"**{sp.points}** sezon puanı alırsın.", [sp.explanation])
    if pl.kind == "rank":
        r = tt.table_rank_points(eng["rank"])
        text = f"Masada {eng['rank']}. olan {r} sıra puanı alır (1. 0, 4. 3; az puan iyidir)."
        return {"points": r, "explanation": text, "sources": ["esli-101-turnuva"]}, f"**{r}** sıra puanı.", [text]
    b = tt.bracket(eng["entries"])
    verdict = (f"**{b.byes}** takım bay geçer." if b.byes else "Bay yok: **0** takım bay geçer.")
    return ({"entries": b.entries, "size": b.size, "byes": b.byes, "first_round_matches": b.first_round_matches,
             "rounds": b.rounds, "total_matches": b.total_matches, "explanation": b.explanation,
             "sources": list(b.sources)}, verdict, [b.explanation])
