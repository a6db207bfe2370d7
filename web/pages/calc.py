"""Calculator pages: one hand (101, eşli 101, düz okey) and the shared Çetele sheet.

All computation is server-side on the scoring engine; a form post shows the
engine's step-by-step explanation on the same page, or the engine's Turkish
error with status 422. The Çetele sheet lives under a short code so the whole
table can open one link; every change is checked against the sheet's version.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from fastapi import APIRouter, Depends, Request
from fastapi.responses import RedirectResponse, Response

from calculators.errors import CalcError
from calculators.hand import calc_hand, finish_name
from calculators.registry import DEFAULT_RULESET, OPENED_NAMES
from calculators.rulesets import RULESETS
from referee.storage import StoreError
from web import hand_form
from referee import sheets
from web.answer_view import qr_svg
from web.forms import FormData, FormError, form_data, int_field
from web.hand_form import HandForm, empty_form, finish_choices, read_form, takes_taken_tiles, to_hand
from web.deps import SheetDep, SheetsDep
from web.errors import Msg
from web.pages.home import not_found
from web.templating import SHORT_CACHE, base_url, page

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

PAPER_LINES = 20  # empty lines on the printed sheet when the match has no fixed number of hands


def _mode_ruleset(mode: Mode, value: str | None) -> str:
    return value if value in mode.rulesets else mode.rulesets[0]


def _finish_sets(rulesets: tuple[str, ...]) -> dict[str, list[tuple[str, str]]]:
    return {r: finish_choices(r) for r in rulesets}


@router.get("/hesapla")
def calc_index(request: Request) -> Response:
    """The list of calculators."""
    return page(request, "calc_index.html", {"modes": MODES}, cache=SHORT_CACHE)


def _hand_page(request: Request, mode: Mode, form: HandForm, *, result: dict[str, Any] | None = None,
               error: str | None = None, status: int = 200) -> Response:
    rs = RULESETS[form.ruleset]
    rows = []
    if result:
        for name, score in result["scores"].items():
            rows.append({"name": name, "score": score, "explanation": result["explanation"].get(name, ""), "marks": []})
    return page(request, "hand_form.html", {
        "mode": mode, "form": form, "rs": rs, "finishes": finish_choices(form.ruleset),
        "finish_sets": _finish_sets(mode.rulesets), "opened_labels": OPENED_NAMES,
        "result": result, "rows": rows, "error": error, "action": f"/hesapla/{mode.slug}",
        "fixed_names": False, "finish_label": (finish_name(form.finish, rs) if result else ""),
        "mode_has_team": any(RULESETS[r].team for r in mode.rulesets),
        "taken_rulesets": [r for r in mode.rulesets if takes_taken_tiles(RULESETS[r])],
    }, status=status)


# --------------------------------------------------------------------------- Çetele


def _new_sheet_page(request: Request, values: dict[str, str], *, error: str | None = None,
                    status: int = 200) -> Response:
    return page(request, "sheet_new.html", {"v": values, "error": error, "names": hand_form.DEFAULT_NAMES},
                status=status)


@router.get("/hesapla/cetele")
@router.get("/cetele/yeni")
def sheet_new(request: Request) -> Response:
    """The form that opens a new Çetele (yazboz) sheet."""
    ruleset = request.query_params.get("kural")
    return _new_sheet_page(request, {"kural": ruleset if ruleset in RULESETS else DEFAULT_RULESET})


@router.post("/cetele")
def sheet_create(request: Request, service: SheetsDep, data: FormData = Depends(form_data)) -> Response:
    """Create a sheet from the form and send the table to its short link."""
    values = {k: data.text(k)[:60] for k in ("kural", "baslik", "p0", "p1", "p2", "p3", "t0", "t1",
                                             "hedef", "el", "baslangic")}
    if data.problem:
        return _new_sheet_page(request, values, error=data.problem.message, status=data.problem.status)
    try:
        ruleset = values["kural"]
        if ruleset not in RULESETS:
            raise FormError(f"Kural setini listeden seç. Geçerli olanlar: {', '.join(RULESETS)}.")
        rs = RULESETS[ruleset]
        names = [values[f"p{i}"][:hand_form.MAX_NAME] for i in range(4)]
        if any(not n for n in names):
            raise FormError("Dört oyuncunun da adını yaz.")
        if len({n.casefold() for n in names}) != 4:
            raise FormError("Oyuncu adları birbirinden farklı olmalı.")
        teams = [values["t0"] or "A", values["t1"] or "B"] if rs.team else None
        options = {
            "target": int_field(values["hedef"], "Hedef puan", *sheets.OPTION_RANGES["target"])
            if rs.game == "101" else None,
            "hands": int_field(values["el"], "El sayısı", *sheets.OPTION_RANGES["hands"]) if rs.game == "101" else None,
            "start": int_field(values["baslangic"], "Başlangıç puanı", lo=1, hi=1000) if rs.game == "duz" else None,
        }
        match = sheets.new_match(ruleset, names, teams, {k: v for k, v in options.items() if v is not None})
        sheet = service.create(match, values["baslik"])
    except (FormError, CalcError, sheets.SheetError) as exc:
        return _new_sheet_page(request, values, error=exc.message, status=422)
    except StoreError:
        return _new_sheet_page(request, values, error=Msg.BUSY, status=503)
    return RedirectResponse(f"/cetele/{sheet.code}", status_code=303)


def _team_of(match: dict[str, Any]) -> dict[str, str]:
    return {p: t for t, ps in (match.get("teams") or {}).items() for p in ps}


def sheet_rows(sheet: sheets.Sheet) -> list[dict[str, Any]]:
    """Table rows for the sheet view: per column the hand's score, marks and running total."""
    res = sheet.result
    rs = RULESETS[res["ruleset"]]
    team_of = _team_of(sheet.match)
    rows = []
    for h in res["hands"]:
        cells = []
        for col in res["columns"]:
            if rs.team:
                members = [p for p, t in team_of.items() if t == col]
                score = (h["team_scores"] or {}).get(col, 0)
                marks = [m for p in members for m in h["marks"].get(p, [])]
                detail = [(p, h["scores"].get(p, 0)) for p in members] if rs.game == "101" else []
            else:
                score, marks, detail = h["scores"].get(col, 0), h["marks"].get(col, []), []
            cells.append({"score": score, "marks": marks, "total": h["totals"][col], "detail": detail})
        rows.append({"n": h["hand"], "finish": finish_name(h["finish"], rs), "finisher": h["finisher"],
                     "void": h["void"], "multiplier": h["multiplier"], "cells": cells,
                     "explanation": h["explanation"]})
    return rows


def _sheet_page(request: Request, sheet: sheets.Sheet, *, form: HandForm | None = None,
                error: str | None = None, status: int = 200) -> Response:
    rs = RULESETS[sheet.ruleset]
    names = _names(sheet)
    team_of = _team_of(sheet.match)
    if form is None:
        form = empty_form(sheet.ruleset, tuple(names), tuple(team_of.get(n, "") for n in names))
    link = f"{base_url(request)}/cetele/{sheet.code}"
    return page(request, "sheet.html", {
        "sheet": sheet, "res": sheet.result, "rs": rs, "rows": sheet_rows(sheet), "form": form,
        "finishes": finish_choices(sheet.ruleset), "finish_sets": {sheet.ruleset: finish_choices(sheet.ruleset)},
        "opened_labels": OPENED_NAMES, "error": error, "link": link, "qr": qr_svg(link),
        "action": f"/cetele/{sheet.code}/el", "fixed_names": True,
        "taken_rulesets": [rs.id] if takes_taken_tiles(rs) else [],
    }, status=status)


@router.get("/cetele/{code}")
def sheet_view(request: Request, sheet: SheetDep) -> Response:
    """The live sheet: hands so far, running totals, marks, and the form for the next hand."""
    return _sheet_page(request, sheet)


@router.post("/cetele/{code}/el")
def sheet_add_hand(request: Request, sheet: SheetDep, service: SheetsDep,
                   data: FormData = Depends(form_data)) -> Response:
    """Add one hand; a stale version (someone else added a hand first) answers 409 with the fresh sheet."""
    code = sheet.code
    if data.problem:
        return _sheet_page(request, sheet, error=data.problem.message, status=data.problem.status)
    names = _names(sheet)
    team_of = _team_of(sheet.match)
    form = read_form(data, sheet.ruleset, fixed_names=names, fixed_teams=[team_of.get(n, "") for n in names])
    try:
        version = int(data.text("surum") or "0")
        hand = to_hand(form)
        sheet = service.add_hand(sheet, hand, version)
    except ValueError as exc:  # FormError, CalcError, SheetError and a bad version number
        message = getattr(exc, "message", "Formu okuyamadım; sayfayı yenileyip tekrar dener misin?")
        status = getattr(exc, "status", 422)
        fresh = service.load(code) or sheet
        return _sheet_page(request, fresh, form=form, error=message, status=status)
    return RedirectResponse(f"/cetele/{sheet.code}#el-{len(sheet.result['hands'])}", status_code=303)


def _names(sheet: sheets.Sheet) -> list[str]:
    if sheet.match.get("players"):
        return list(sheet.match["players"])
    teams = list((sheet.match.get("teams") or {}).values())
    return [teams[0][0], teams[1][0], teams[0][1], teams[1][1]]  # seats: partners across the table


@router.post("/cetele/{code}/geri-al")
def sheet_undo(request: Request, sheet: SheetDep, service: SheetsDep, data: FormData = Depends(form_data)) -> Response:
    """Remove the last hand (with the same version check)."""
    code = sheet.code
    try:
        sheet = service.undo(sheet, int(data.text("surum") or "0"))
    except ValueError as exc:
        return _sheet_page(request, service.load(code) or sheet, error=getattr(exc, "message", "Geri alamadım."),
                           status=getattr(exc, "status", 422))
    return RedirectResponse(f"/cetele/{sheet.code}", status_code=303)


@router.get("/cetele/{code}/yazdir")
def sheet_print(request: Request, sheet: SheetDep) -> Response:
    """A4, black and white, like a paper yazboz."""
    planned = sheets.planned_hands(sheet) or PAPER_LINES
    empty_lines = max(0, planned - len(sheet.result["hands"]))
    return page(request, "sheet_print.html", {"sheet": sheet, "res": sheet.result, "rs": RULESETS[sheet.ruleset],
                                              "rows": sheet_rows(sheet), "empty_lines": empty_lines})


# Registered last: "/hesapla/{slug}" must not shadow "/hesapla/cetele".
@router.get("/hesapla/{slug}")
def hand_page(request: Request, slug: str) -> Response:
    """An empty hand form for one calculator (``?kural=`` preselects the ruleset)."""
    mode = MODES.get(slug)
    if mode is None:
        return not_found(request, Msg.CALC_NOT_FOUND, "Böyle bir hesap yok")
    ruleset = _mode_ruleset(mode, request.query_params.get("kural"))
    return _hand_page(request, mode, empty_form(ruleset))


@router.post("/hesapla/{slug}")
def hand_post(request: Request, slug: str, data: FormData = Depends(form_data)) -> Response:
    """Compute one hand on the engine and show the result (or the Turkish error) on the same page."""
    mode = MODES.get(slug)
    if mode is None:
        return not_found(request, Msg.CALC_NOT_FOUND, "Böyle bir hesap yok")
    requested = data.text("kural")
    form = read_form(data, _mode_ruleset(mode, requested))
    if data.problem:
        return _hand_page(request, mode, form, error=data.problem.message, status=data.problem.status)
    if requested and requested not in mode.rulesets:
        return _hand_page(request, mode, form, status=422,
                          error=f"Bu hesapta kural seti şunlardan biri olabilir: {', '.join(mode.rulesets)}.")
    try:
        result = calc_hand(to_hand(form))
    except (FormError, CalcError) as exc:
        return _hand_page(request, mode, form, error=exc.message, status=422)
    return _hand_page(request, mode, form, result=result)
