"""The shared Çetele sheet (yazboz): open, join by code, add hands, undo, print.

A sheet lives under a short link (``/cetele/{code}``) and a spoken join code
(``/k/{join_code}``), so the whole table opens the same sheet from a chat link, a
QR code or six characters read aloud. All computation is the engine's
(:mod:`referee.sheets`); every change is checked against the sheet's version, so
two phones never overwrite each other.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

from fastapi import APIRouter, Depends, Request
from fastapi.responses import RedirectResponse, Response

from calculators.errors import CalcError
from calculators.rulesets import RULESETS
from referee import sheets
from referee.storage import StoreError
from referee.storage.codes import format_join_code, join_code_problem, parse_join_code
from web import cards, hand_form, sheet_view
from web.answer_view import qr_svg
from web.forms import FormData, FormError, form_data, int_field
from web.hand_form import HandForm, empty_form, finish_choices, read_form, to_hand
from web.errors import Msg
from web.pages.home import not_found
from web.templating import base_url, page, site_host

router = APIRouter(include_in_schema=False)

PAPER_LINES = 20  # empty lines on the printed sheet when the match has no fixed number of hands
JOIN_NOT_FOUND = "Bu kodla açık bir Çetele yok. Kodu masadakilerden bir daha iste ya da ekrandaki QR'ı okut."


def _new_sheet_page(request: Request, values: dict[str, str], *, error: str | None = None,
                    status: int = 200) -> Response:
    return page(request, "sheet_new.html", {"v": values, "error": error, "names": hand_form.DEFAULT_NAMES},
                status=status)


@router.get("/hesapla/cetele")
@router.get("/cetele/yeni")
def sheet_new(request: Request) -> Response:
    """The form that opens a new Çetele (yazboz) sheet."""
    ruleset = request.query_params.get("kural")
    return _new_sheet_page(request, {"kural": ruleset if ruleset in RULESETS else "oyna-101"})


@router.post("/cetele")
def sheet_create(request: Request, data: FormData = Depends(form_data)) -> Response:
    """Create a sheet from the form and send the table to its short link."""
    values = {k: data.text(k)[:60] for k in ("kural", "baslik", "p0", "p1", "p2", "p3", "t0", "t1",
                                             "hedef", "el", "baslangic")}
    if data.problem:
        return _new_sheet_page(request, values, error=data.problem.message, status=data.problem.status)
    try:
        ruleset = values["kural"]
        if ruleset not in RULESETS:
            raise FormError("Kural setini listeden seç.")
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
        sheet = sheets.create(match, values["baslik"])
    except (FormError, CalcError, sheets.SheetError) as exc:
        return _new_sheet_page(request, values, error=exc.message, status=422)
    except StoreError:
        return _new_sheet_page(request, values, error=Msg.BUSY, status=503)
    return RedirectResponse(f"/cetele/{sheet.code}", status_code=303)


# --------------------------------------------------------------------------- join by code


def _join(request: Request, typed: str) -> Response:
    """303 to the sheet a typed join code opens; else the code box again with the reason (404)."""
    if parse_join_code(typed) is None:
        return page(request, "join.html", {"typed": typed[:40], "error": join_code_problem(typed)}, status=404)
    code = sheets.code_for_join(typed)
    if code is None:
        return page(request, "join.html", {"typed": typed[:40], "error": JOIN_NOT_FOUND}, status=404)
    return RedirectResponse(f"/cetele/{code}", status_code=303)


@router.get("/k")
def join_box(request: Request) -> Response:
    """The "Koda gir" form's target (``?kod=``); without a code, the box itself."""
    typed = request.query_params.get("kod")
    if typed is None:
        return page(request, "join.html", {"typed": "", "error": None})
    return _join(request, typed)


@router.get("/k/{join_code}")
def join_link(request: Request, join_code: str) -> Response:
    """``/k/K7M4QX`` (any case, spaces and dashes ignored) → 303 to the sheet."""
    return _join(request, join_code)


# --------------------------------------------------------------------------- the sheet


def _sheet_page(request: Request, sheet: sheets.Sheet, *, form: HandForm | None = None,
                error: str | None = None, status: int = 200) -> Response:
    rs = RULESETS[sheet.ruleset]
    names = sheet_view.seat_names(sheet)
    teams = sheet_view.team_of(sheet.match)
    if form is None:
        form = empty_form(sheet.ruleset, tuple(names), tuple(teams.get(n, "") for n in names))
    link = f"{base_url()}/cetele/{sheet.code}"
    join = sheet.join_code or ""
    return page(request, "sheet.html", {
        "sheet": sheet, "res": sheet.result, "rs": rs, "rows": sheet_view.rows(sheet), "form": form,
        "og_title": sheet_view.title(sheet), "og_description": sheet_view.standings(sheet),
        "card_url": f"{link}/kart.png?s={sheet.version}",
        "finishes": finish_choices(sheet.ruleset), "finish_sets": {sheet.ruleset: finish_choices(sheet.ruleset)},
        "opened_labels": hand_form.OPENED_LABELS, "error": error, "link": link, "qr": qr_svg(link, "Bu Çetele'nin linki için QR kod"),
        "action": f"/cetele/{sheet.code}/el", "fixed_names": True,
        "join_code": format_join_code(join) if join else "", "join_link": f"{base_url()}/k/{join}" if join else "",
    }, status=status)


def _load_or_404(request: Request, code: str) -> sheets.Sheet | Response:
    sheet = sheets.load(code)
    if sheet is None:
        return not_found(request, Msg.SHEET_NOT_FOUND, "Bu Çetele'yi bulamadım")
    return sheet


@router.get("/cetele/{code}")
def sheet_page(request: Request, code: str) -> Response:
    """The live sheet: hands so far, running totals, marks, and the form for the next hand."""
    sheet = _load_or_404(request, code)
    if isinstance(sheet, Response):
        return sheet
    return _sheet_page(request, sheet)


@router.post("/cetele/{code}/el")
def sheet_add_hand(request: Request, code: str, data: FormData = Depends(form_data)) -> Response:
    """Add one hand; a stale version (someone else added a hand first) answers 409 with the fresh sheet."""
    sheet = _load_or_404(request, code)
    if isinstance(sheet, Response):
        return sheet
    if data.problem:
        return _sheet_page(request, sheet, error=data.problem.message, status=data.problem.status)
    names = sheet_view.seat_names(sheet)
    teams = sheet_view.team_of(sheet.match)
    form = read_form(data, sheet.ruleset, fixed_names=names, fixed_teams=[teams.get(n, "") for n in names])
    try:
        version = int(data.text("surum") or "0")
        hand = to_hand(form)
        sheet = sheets.add_hand(sheet, hand, version)
    except ValueError as exc:  # FormError, CalcError, SheetError and a bad version number
        message = getattr(exc, "message", "Formu okuyamadım; sayfayı yenileyip tekrar dener misin?")
        status = getattr(exc, "status", 422)
        fresh = sheets.load(code) or sheet
        return _sheet_page(request, fresh, form=form, error=message, status=status)
    return RedirectResponse(f"/cetele/{sheet.code}#el-{len(sheet.result['hands'])}", status_code=303)


@router.post("/cetele/{code}/geri-al")
def sheet_undo(request: Request, code: str, data: FormData = Depends(form_data)) -> Response:
    """Remove the last hand (with the same version check)."""
    sheet = _load_or_404(request, code)
    if isinstance(sheet, Response):
        return sheet
    try:
        sheet = sheets.undo(sheet, int(data.text("surum") or "0"))
    except ValueError as exc:
        return _sheet_page(request, sheets.load(code) or sheet, error=getattr(exc, "message", "Geri alamadım."),
                           status=getattr(exc, "status", 422))
    return RedirectResponse(f"/cetele/{sheet.code}", status_code=303)


@router.get("/cetele/{code}/yazdir")
def sheet_print(request: Request, code: str) -> Response:
    """A4, black and white, like a paper yazboz."""
    sheet = _load_or_404(request, code)
    if isinstance(sheet, Response):
        return sheet
    planned = sheets.planned_hands(sheet) or PAPER_LINES
    empty_lines = max(0, planned - len(sheet.result["hands"]))
    return page(request, "sheet_print.html", {"sheet": sheet, "res": sheet.result, "rs": RULESETS[sheet.ruleset],
                                              "rows": sheet_view.rows(sheet), "empty_lines": empty_lines})


SHEET_CARD_CACHE = "public, max-age=60"
_CARDS: OrderedDict[tuple[str, int, str], bytes] = OrderedDict()  # (code, version, host) → PNG
_CARDS_MAX = 128
_CARDS_LOCK = threading.Lock()


def _sheet_card_png(sheet: sheets.Sheet, host: str) -> bytes:
    """The card of one version of a sheet, drawn once per version (a new hand is a new key)."""
    key = (sheet.code, sheet.version, host)
    with _CARDS_LOCK:
        data = _CARDS.get(key)
    if data is None:
        data = cards.png(sheet_view.card(sheet, host))
        with _CARDS_LOCK:
            _CARDS[key] = data
            while len(_CARDS) > _CARDS_MAX:
                _CARDS.popitem(last=False)
    return data


@router.get("/cetele/{code}/kart.png")
def sheet_card(request: Request, code: str) -> Response:
    """The sheet's 1200×630 preview card with the standings (og:image of the sheet page)."""
    sheet = _load_or_404(request, code)
    if isinstance(sheet, Response):
        return sheet
    return Response(_sheet_card_png(sheet, site_host()), media_type="image/png",
                    headers={"Cache-Control": SHEET_CARD_CACHE, "X-Content-Type-Options": "nosniff"})
