"""``/yonetim``: what curators need to grow the knowledge base from real questions.

Lists the questions we could not answer ("not covered"), grouped into themes (most asked
first, :mod:`referee.themes`) and one by one; the answers players voted 👎, grouped by what
they said was wrong (issue 13 §4) with the question, the verdict, the reading ("Anladığım")
and the article; all counted and newest first, with a CSV export. Protected by the token in
``KURAL_ADMIN_TOKEN``: posted once by the login form, then a 12-hour signed session
(:mod:`web.curator`); without a configured token the page does not exist (404).
"""
from __future__ import annotations

import csv
import io
import logging
import re
import unicodedata
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from fastapi import APIRouter, Depends, Request
from fastapi.responses import Response

from calculators.turkish import fold
from referee.answers.understood import Line, understood_lines
from referee.storage import FEEDBACK_REASONS
from referee.themes import Theme, themes
from web import curator
from web.deps import AdminDep, SettingsDep, StoreDep
from web.forms import FormData, form_data
from web.templating import page

log = logging.getLogger(__name__)

router = APIRouter(include_in_schema=False)

LIMIT = 500


@dataclass(frozen=True)
class Row:
    """One line of a curator list."""

    kind: str  # "kapsam-disi" or "begenilmedi"
    question: str
    count: int
    last: str
    code: str
    ruleset: str
    up: int = 0
    down: int = 0


def _when(value: Any) -> str:
    if isinstance(value, datetime):
        return value.isoformat(timespec="minutes")
    return str(value or "")[:16]


def not_covered_rows(store: Any, limit: int = LIMIT) -> list[Row]:
    """Not-covered questions, the same question (folded) counted once, newest first."""
    groups: dict[str, dict[str, Any]] = {}
    for snap in store.recent("not_covered", limit=limit):  # newest first
        question = str(snap.get("question", ""))
        key = " ".join(re.sub(r"[^\w\s]", " ", fold(question)).split())
        g = groups.get(key)
        if g is None:
            groups[key] = {"question": question, "count": 1, "last": _when(snap.get("created_at")),
                           "code": str(snap.get("id", "")), "ruleset": str(snap.get("ruleset", ""))}
        else:
            g["count"] += 1
    return [Row(kind="kapsam-disi", **g) for g in groups.values()]


def theme_groups(rows: list[Row]) -> list[Theme]:
    """The not-covered questions as themes (each :class:`Row` once, weighted by how often it was asked)."""
    try:
        return themes(rows, text=lambda r: r.question, weight=lambda r: r.count)
    except Exception:  # noqa: BLE001 - the flat list below still shows every question
        log.exception("not-covered themes could not be computed")
        return []


@dataclass(frozen=True)
class Downvote:
    """An answer's 👎 under one reason: what was asked, answered and understood, and the asker's words."""

    reason: str  # a FEEDBACK_REASONS key, "" when not said
    code: str
    question: str
    verdict: str
    reading: list[Line]
    article: dict[str, str] | None
    count: int
    last: str
    notes: list[str]
    ruleset: str
    kind: str


@dataclass(frozen=True)
class ReasonGroup:
    key: str
    label: str
    count: int
    rows: list[Downvote]


NO_REASON = "Nedeni söylenmedi"


def _verdict(answer: str) -> str:
    return answer.strip().split("\n\n", 1)[0].replace("**", "") if answer else ""


def reason_groups(store: Any) -> list[ReasonGroup]:
    """The 👎 answers grouped by what was wrong (most 👎 first; the unsaid reason last)."""
    by: dict[tuple[str, str], dict[str, Any]] = {}
    for v in store.downvotes():  # newest first
        key = (v.get("reason") or "", v["answer_code"])
        g = by.setdefault(key, {"count": 0, "last": _when(v.get("created_at")), "notes": []})
        g["count"] += 1
        if v.get("note"):
            g["notes"].append(str(v["note"]))
    snaps: dict[str, dict[str, Any]] = {}
    groups: dict[str, list[Downvote]] = {}
    for (reason, code), g in by.items():
        snap = snaps.setdefault(code, store.get(code) or {})
        calc = snap.get("calculation") if isinstance(snap.get("calculation"), dict) else {}
        sources = [x for x in snap.get("sources") or [] if isinstance(x, dict) and x.get("id")]
        groups.setdefault(reason, []).append(Downvote(
            reason=reason, code=code, question=str(snap.get("question", "")), verdict=_verdict(str(snap.get("answer", ""))),
            reading=understood_lines(calc.get("understood")), count=g["count"], last=g["last"], notes=g["notes"],
            article={"id": str(sources[0]["id"]), "title": str(sources[0].get("title") or sources[0]["id"])} if sources else None,
            ruleset=str(snap.get("ruleset", "")), kind=str(snap.get("kind", ""))))
    out = [ReasonGroup(k, FEEDBACK_REASONS.get(k, NO_REASON), sum(r.count for r in rows), rows)
           for k, rows in groups.items()]
    out.sort(key=lambda g: (g.key == "", -g.count, g.label))
    return out


def feedback_rows(store: Any) -> list[Row]:
    """Answers with at least one 👎, newest vote first."""
    rows = []
    for f in store.feedback_counts():
        down = int(f.get("down") or 0)
        if down <= 0:
            continue
        snap = store.get(f["answer_code"]) or {}
        rows.append(Row(kind="begenilmedi", question=str(snap.get("question", "")), count=down,
                        last=_when(f.get("last")), code=f["answer_code"], ruleset=str(snap.get("ruleset", "")),
                        up=int(f.get("up") or 0), down=down))
    return rows


@router.get("/yonetim")
def admin_page(request: Request, _: AdminDep, store: StoreDep) -> Response:
    """The curator page (token-protected)."""
    not_covered = not_covered_rows(store)
    return page(request, "admin.html", {"not_covered": not_covered, "themes": theme_groups(not_covered),
                                        "feedback": feedback_rows(store), "reasons": reason_groups(store)},
                headers={"X-Robots-Tag": "noindex"})


@router.post("/yonetim/giris")
def admin_login(request: Request, settings: SettingsDep, data: FormData = Depends(form_data)) -> Response:
    """The login form's post: a right token opens a session, wrong ones are throttled per client."""
    return curator.log_in(request, data.get("token") or "", settings.admin_token, settings.secret_key)


@router.post("/yonetim/cikis")
def admin_logout() -> Response:
    """Log out on this phone."""
    return curator.log_out()


_FORMULA_START = ("=", "+", "-", "@", "\t", "\r", "\n")


def _cell(value: Any) -> str:
    """A CSV cell that a spreadsheet will not run as a formula.

    Spreadsheets fold full-width signs ("＝") and skip invisible characters (BOM, word joiner)
    and spaces before the first one, so the check looks past them; numbers stay numbers.

    >>> [_cell(x) for x in ("=1+1", "＝1+1", "\ufeff=1", "\u2060 =1", " +1", "okey", -5)]
    ["'=1+1", "'＝1+1", "'\ufeff=1", "'\u2060 =1", "' +1", 'okey', '-5']
    """
    text = str(value)
    if isinstance(value, int):
        return text
    seen = "".join(ch for ch in unicodedata.normalize("NFKC", text) if unicodedata.category(ch) != "Cf")
    return "'" + text if seen.lstrip(" ").startswith(_FORMULA_START) else text


@router.get("/yonetim.csv")
def admin_csv(_: AdminDep, store: StoreDep) -> Response:
    """Both lists as one CSV (UTF-8 with BOM so spreadsheet apps read Turkish letters)."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["tur", "soru", "sayi", "son", "kod", "kural_seti", "begeni", "begenmeme", "neden", "not", "tema"])
    not_covered = not_covered_rows(store)
    theme_of = {r.code: t.name for t in theme_groups(not_covered) for r in t.questions}
    for r in not_covered:
        writer.writerow([_cell(x) for x in (r.kind, r.question, r.count, r.last, r.code, r.ruleset, r.up, r.down,
                                            "", "", theme_of.get(r.code, ""))])
    votes = {r.code: r for r in feedback_rows(store)}
    for g in reason_groups(store):  # one row per answer and reason
        for d in g.rows:
            total = votes.get(d.code)
            writer.writerow([_cell(x) for x in ("begenilmedi", d.question, d.count, d.last, d.code, d.ruleset,
                                                total.up if total else 0, total.down if total else d.count,
                                                g.label if g.key else "", " | ".join(d.notes), "")])
    return Response("\ufeff" + out.getvalue(), media_type="text/csv; charset=utf-8", headers={
        "Content-Disposition": 'attachment; filename="kural-abisi-yonetim.csv"',
        "Cache-Control": "no-store",
    })
