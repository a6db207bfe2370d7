"""Calculator pages: one hand (101, eşli 101, düz okey); the Çetele sheet is in web/pages/sheet.py.

All computation is server-side on the scoring engine; a form post shows the
engine's step-by-step explanation on the same page, or the engine's Turkish
error with status 422.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from fastapi import APIRouter, Depends, Request
from fastapi.responses import Response

from calculators.errors import CalcError
from calculators.hand import calc_hand
from calculators.registry import OPENED_NAMES
from calculators.rulesets import RULESETS
from web.forms import FormData, FormError, form_data
from web import hand_form
from web.hand_form import HandForm, empty_form, finish_choices, read_form, takes_taken_tiles, to_hand
from referee.tables import NOT_FOUND as TABLE_NOT_FOUND
from referee.tables.words import events_for
from referee.followups import profile_of
from web.deps import RefereeDep, TablesDep
from web.errors import Msg
from referee.storage import is_code
from web.pages.home import not_found
from web.templating import SHORT_CACHE, error_page, page

router = APIRouter(include_in_schema=False)


@dataclass(frozen=True)
class Mode:
    """One calculator form: which rulesets it offers and whether team fields are shown."""

    slug: str
    title: str
    rulesets: tuple[str, ...]
    blurb: str


MODES: dict[str, Mode] = {
    "101": Mode("101", "101 el hesabı", ("oyna-101", "od-101", "turnuva-esli-101"),
                "Eli kim nasıl bitirdi, kim ne açtı, elinde ne kaldı: herkesin yazacağı puan adım adım."),
    "esli-101": Mode("esli-101", "Eşli 101 el hesabı", ("turnuva-esli-101",),
                     "Turnuva kurallarıyla: takım toplamları, eşin 0 yazması, alınan işlek taşın 10 katı."),
    "duz": Mode("duz", "Düz okey el hesabı", ("oyna-duz", "oyna-esli-duz"),
                "Kim nasıl bitti, göstergeyi kim gösterdi: herkesin bu elde kaybettiği puan."),
}



def _mode_ruleset(mode: Mode, value: str | None) -> str:
    return value if value in mode.rulesets else mode.rulesets[0]


def _finish_sets(rulesets: tuple[str, ...]) -> dict[str, list[tuple[str, str]]]:
    return {r: finish_choices(r) for r in rulesets}


@router.get("/hesapla")
def calc_index(request: Request, referee: RefereeDep) -> Response:
    """The list of calculators; with ``?tur=el&veri=<hand JSON>`` (an answer's ``calculation.form_url``)
    the matching hand form prefilled with exactly that hand, and with ``&duzelt=<code>`` a form that
    stores the corrected hand as a new answer pointing back to that one (issue 13)."""
    if "veri" in request.query_params or "tur" in request.query_params:
        return prefilled_page(request, referee)
    return page(request, "calc_index.html", {"modes": MODES}, cache=SHORT_CACHE)


def parent_table(referee: Any, code: str | None) -> Any:
    """The table an answer being corrected was asked at (its form keeps that table's rules), or None."""
    parent = referee.store.get(code) if code else None
    return profile_of(referee, parent) if isinstance(parent, dict) else None


def mode_for(ruleset: str) -> Mode:
    """The hand form that fits a ruleset: the most specific one offering it (the team form for the
    tournament), the 101 form for an unknown id."""
    fitting = [m for m in MODES.values() if ruleset in m.rulesets]
    return min(fitting, key=lambda m: len(m.rulesets)) if fitting else MODES["101"]


def prefilled_page(request: Request, referee: Any = None) -> Response:
    """The hand form filled from ``?veri=`` (see :func:`calc_index`); a bad link is a Turkish 422."""
    code = request.query_params.get("duzelt") or None
    if code is not None and not is_code(code):
        return not_found(request, Msg.ANSWER_NOT_FOUND)
    try:
        hand = hand_form.parse_prefill(request.query_params.get("tur", ""), request.query_params.get("veri", ""))
    except FormError as exc:
        return page(request, "calc_index.html", {"modes": MODES, "error": exc.message}, status=422)
    mode = mode_for(hand["ruleset"])
    form = hand_form.form_of_hand(hand)
    table = parent_table(referee, code) if referee is not None else None
    if table is not None and table.ruleset not in mode.rulesets:
        table = None
    return _hand_page(request, mode, form, action=f"/a/{code}/duzelt" if code else None, correcting=code,
                      table=table)


def slug_for(ruleset: str) -> str:
    """The calculator a table on ``ruleset`` uses (``/hesapla/{slug}?masa=``).

    >>> slug_for("turnuva-esli-101"), slug_for("oyna-esli-duz")
    ('101', 'duz')
    """
    return next(m.slug for m in MODES.values() if ruleset in m.rulesets)


def _hand_page(request: Request, mode: Mode, form: HandForm, *, result: dict[str, Any] | None = None,
               error: str | None = None, status: int = 200, action: str | None = None,
               correcting: str | None = None, table: Any = None) -> Response:
    rs = RULESETS[form.ruleset]
    rows = []
    if result:
        for name, score in result["scores"].items():
            rows.append({"name": name, "score": score, "explanation": result["explanation"].get(name, ""), "marks": []})
    return page(request, "hand_form.html", {
        "mode": mode, "form": form, "rs": rs, "finishes": finish_choices(form.ruleset),
        "finish_sets": _finish_sets(mode.rulesets), "opened_labels": OPENED_NAMES,
        "result": result, "rows": rows, "error": error, "action": action or f"/hesapla/{mode.slug}",
        "correcting": correcting,
        "fixed_names": False, "finish_label": (rs.finish_name(form.finish) if result else ""),
        "mode_has_team": any(RULESETS[r].team for r in mode.rulesets),
        "taken_rulesets": [r for r in mode.rulesets if takes_taken_tiles(RULESETS[r])],
        "table": table, "house_events": events_for(table.rules) if table else [],
    }, status=status)


# "/hesapla/{slug}" must not shadow "/hesapla/cetele": web/app.py includes the sheet router first.
def _table(request: Request, tables: Any, mode: Mode, code: str) -> Any:
    """The table a calculator is used under (``masa``), or a 404 page when there is none for it."""
    table = tables.get(code)
    if table is None or table.ruleset not in mode.rulesets:
        return error_page(request, 404, "Bu masayı bulamadım", TABLE_NOT_FOUND)
    return table


@router.get("/hesapla/{slug}")
def hand_page(request: Request, slug: str, tables: TablesDep) -> Response:
    """An empty hand form for one calculator (``?kural=`` preselects the ruleset; ``?masa=``: a table's rules)."""
    mode = MODES.get(slug)
    if mode is None:
        return not_found(request, Msg.CALC_NOT_FOUND, "Böyle bir hesap yok")
    table = None
    if request.query_params.get("masa"):
        table = _table(request, tables, mode, request.query_params["masa"])
        if isinstance(table, Response):
            return table
    ruleset = table.ruleset if table else _mode_ruleset(mode, request.query_params.get("kural"))
    return _hand_page(request, mode, empty_form(ruleset), table=table)


@router.post("/hesapla/{slug}")
def hand_post(request: Request, slug: str, tables: TablesDep, data: FormData = Depends(form_data)) -> Response:
    """Compute one hand on the engine and show the result (or the Turkish error) on the same page."""
    mode = MODES.get(slug)
    if mode is None:
        return not_found(request, Msg.CALC_NOT_FOUND, "Böyle bir hesap yok")
    table = None
    if data.text("masa"):
        table = _table(request, tables, mode, data.text("masa"))
        if isinstance(table, Response):
            return table
    requested = table.ruleset if table else data.text("kural")
    form = read_form(data, _mode_ruleset(mode, requested))
    if data.problem:
        return _hand_page(request, mode, form, error=data.problem.message, status=data.problem.status, table=table)
    if requested and requested not in mode.rulesets:
        return _hand_page(request, mode, form, status=422,
                          error=f"Bu hesapta kural seti şunlardan biri olabilir: "
                                f"{', '.join(RULESETS[r].name for r in mode.rulesets)}.")
    try:
        hand = to_hand(form)
        if table is not None and table.rules:
            hand["house"] = dict(table.rules)
        result = calc_hand(hand)
    except (FormError, CalcError) as exc:
        return _hand_page(request, mode, form, error=exc.message, status=422, table=table)
    return _hand_page(request, mode, form, result=result, table=table)
