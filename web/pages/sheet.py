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
from calculators.registry import DEFAULT_RULESET, OPENED_NAMES
from calculators.rulesets import RULESETS
from referee.sheets import OPTION_RANGES, OWNED, Sheet, SheetError, Sheets, new_match
from referee.storage import StoreError
from referee.tables import NOT_FOUND as TABLE_NOT_FOUND
from referee.tables.words import events_for
from referee.storage.codes import format_join_code, join_code_problem, parse_join_code
from web import cards, hand_form, quick_form, sheet_view
from web.answer_view import qr_svg, share_links
from web.deps import SheetDep, SheetsDep, TablesDep
from web.forms import FormData, FormError, form_data, int_field
from web.hand_form import HandForm, empty_form, finish_choices, read_form, to_hand
from web.errors import Msg, page_error
from web.pages.home import not_found
from web.templating import base_url, error_page, page, site_host

router = APIRouter(include_in_schema=False)

PAPER_LINES = 18  # lines on the printed sheet at full height (also when the match has no fixed number of hands)
MAX_PAPER_LINES = 38  # the most lines one A4 page holds (tiny rows)
JOIN_NOT_FOUND = "Bu kodla açık bir Çetele yok. Kodu masadakilerden bir daha iste ya da ekrandaki QR'ı okut."


def _new_sheet_page(request: Request, values: dict[str, str], *, error: str | None = None,
                    status: int = 200, table: Any = None) -> Response:
    return page(request, "sheet_new.html", {"v": values, "error": error, "names": hand_form.DEFAULT_NAMES,
                                            "table": table}, status=status)


@router.get("/hesapla/cetele")
@router.get("/cetele/yeni")
def sheet_new(request: Request, tables: TablesDep) -> Response:
    """The form that opens a new Çetele (yazboz) sheet (``?masa=``: under a table's own rules)."""
    table = None
    code = request.query_params.get("masa")
    if code:
        table = tables.get(code)
        if table is None:
            return error_page(request, 404, "Bu masayı bulamadım", TABLE_NOT_FOUND)
    ruleset = table.ruleset if table else request.query_params.get("kural")
    return _new_sheet_page(request, {"kural": ruleset if ruleset in RULESETS else DEFAULT_RULESET}, table=table)


@router.post("/cetele")
def sheet_create(request: Request, tables: TablesDep, sheets: SheetsDep,
                 data: FormData = Depends(form_data)) -> Response:
    """Create a sheet from the form and send the table to its short link."""
    values = {k: data.text(k)[:60] for k in ("kural", "baslik", "p0", "p1", "p2", "p3", "t0", "t1",
                                             "hedef", "el", "baslangic", "masa")}
    table = None
    if values["masa"]:
        table = tables.get(values["masa"])
        if table is None:
            return error_page(request, 404, "Bu masayı bulamadım", TABLE_NOT_FOUND)
        values["kural"] = table.ruleset
    if data.problem:
        return _new_sheet_page(request, values, error=data.problem.message, status=data.problem.status, table=table)
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
            "target": int_field(values["hedef"], "Hedef puan", *OPTION_RANGES["target"])
            if rs.game == "101" else None,
            "hands": int_field(values["el"], "El sayısı", *OPTION_RANGES["hands"]) if rs.game == "101" else None,
            "start": int_field(values["baslangic"], "Başlangıç puanı", lo=1, hi=1000) if rs.game == "duz" else None,
        }
        match = new_match(ruleset, names, teams, {k: v for k, v in options.items() if v is not None})
        sheet = sheets.create(match, values["baslik"], table=table)
    except (FormError, CalcError, SheetError) as exc:
        return _new_sheet_page(request, values, error=exc.message, status=422, table=table)
    except StoreError:
        return _new_sheet_page(request, values, error=Msg.BUSY, status=503, table=table)
    return RedirectResponse(f"/cetele/{sheet.code}", status_code=303)


# --------------------------------------------------------------------------- join by code


def _join(request: Request, sheets: Sheets, typed: str) -> Response:
    """303 to the sheet a typed join code opens; else the code box again with the reason (404)."""
    if parse_join_code(typed) is None:
        return page(request, "join.html", {"typed": typed[:40], "error": join_code_problem(typed)}, status=404)
    code = sheets.code_for_join(typed)
    if code is None:
        return page(request, "join.html", {"typed": typed[:40], "error": JOIN_NOT_FOUND}, status=404)
    return RedirectResponse(f"/cetele/{code}", status_code=303)


@router.get("/k")
def join_box(request: Request, sheets: SheetsDep) -> Response:
    """The "Koda gir" form's target (``?kod=``); without a code, the box itself."""
    typed = request.query_params.get("kod")
    if typed is None:
        return page(request, "join.html", {"typed": "", "error": None})
    return _join(request, sheets, typed)


@router.get("/k/{join_code}")
def join_link(request: Request, sheets: SheetsDep, join_code: str) -> Response:
    """``/k/K7M4QX`` (any case, spaces and dashes ignored) → 303 to the sheet."""
    return _join(request, sheets, join_code)


# --------------------------------------------------------------------------- the sheet


def _context(sheet: Sheet) -> dict[str, Any]:
    """What every sheet template needs: the table, the names, the links."""
    rs = RULESETS[sheet.ruleset]
    link = f"{base_url()}/cetele/{sheet.code}"
    join = sheet.join_code or ""
    return {
        "sheet": sheet, "res": sheet.result, "rs": rs, "rows": sheet_view.rows(sheet),
        "members": sheet.match.get("teams") or {}, "mark_names": sheet_view.MARK_NAMES, "link": link,
        "finishes": finish_choices(sheet.ruleset), "finish_sets": {sheet.ruleset: finish_choices(sheet.ruleset)},
        "opened_labels": OPENED_NAMES, "fixed_names": True,
        "taken_rulesets": [rs.id] if hand_form.takes_taken_tiles(rs) else [],
        "join_code": format_join_code(join) if join else "", "join_link": f"{base_url()}/k/{join}" if join else "",
        "house_events": events_for(sheet.match.get("house") or {}),
    }


def _names_teams(sheet: Sheet) -> tuple[list[str], dict[str, str], dict[str, list[str]]]:
    names = sheet_view.seat_names(sheet)
    return names, sheet_view.team_of(sheet.match), sheet.match.get("teams") or {}


def _sheet_page(request: Request, sheet: Sheet, *, form: HandForm | None = None,
                quick: dict[str, str] | None = None, error: str | None = None, status: int = 200) -> Response:
    names, team_of, teams = _names_teams(sheet)
    if form is None:
        form = empty_form(sheet.ruleset, tuple(names), tuple(team_of.get(n, "") for n in names))
    ctx = _context(sheet)
    text = f"{sheet_view.title(sheet)}: {sheet_view.standings(sheet)}"
    whatsapp, telegram = share_links(text, ctx["link"])
    ctx.update({
        "form": form, "quick_rows": quick_form.rows(sheet.ruleset, names, teams, quick), "error": error,
        "share_text": text, "whatsapp": whatsapp, "telegram": telegram,
        "edit_links": not sheet.owner, "og_title": sheet_view.title(sheet), "og_description": sheet_view.standings(sheet),
        "card_url": f"{ctx['link']}/kart.png?s={sheet.version}",
        "qr": qr_svg(ctx["link"], "Bu Çetele'nin linki için QR kod"), "action": f"/cetele/{sheet.code}/el",
    })
    return page(request, "sheet.html", ctx, status=status)


def _version(data: FormData) -> int:
    """The sheet version the form was made from (ValueError on a tampered field)."""
    text = data.text("surum")
    if not text.isascii() or not text.isdigit() or len(text) > 9:
        raise FormError("Formu okuyamadım; sayfayı yenileyip tekrar dener misin?")
    return int(text)


def _fresh_or(sheets: Sheets, sheet: Sheet) -> Sheet:
    """The sheet as it is now (someone may have changed it meanwhile), else the one we had."""
    return sheets.load(sheet.code) or sheet


def _problem(exc: Exception) -> tuple[str, int]:
    """(Turkish message, status) of a FormError, CalcError or SheetError."""
    return (getattr(exc, "message", "Formu okuyamadım; sayfayı yenileyip tekrar dener misin?"),
            getattr(exc, "status", 422))


@router.get("/cetele/{code}")
def sheet_page(request: Request, sheet: SheetDep) -> Response:
    """The live sheet: hands so far, running totals, marks, and the forms for the next hand."""
    return _sheet_page(request, sheet)


@router.post("/cetele/{code}/el")
def sheet_add_hand(request: Request, sheet: SheetDep, sheets: SheetsDep,
                   data: FormData = Depends(form_data)) -> Response:
    """Add one hand; a stale version (someone else added a hand first) answers 409 with the fresh sheet."""
    if data.problem:
        return _sheet_page(request, sheet, error=data.problem.message, status=data.problem.status)
    names, team_of, _ = _names_teams(sheet)
    form = read_form(data, sheet.ruleset, fixed_names=names, fixed_teams=[team_of.get(n, "") for n in names])
    try:
        sheet = sheets.add_hand(sheet, to_hand(form), _version(data))
    except ValueError as exc:  # FormError, CalcError, SheetError
        message, status = _problem(exc)
        return _sheet_page(request, _fresh_or(sheets, sheet), form=form, error=message, status=status)
    return RedirectResponse(f"/cetele/{sheet.code}#tablo", status_code=303)  # the whole table, not one row


@router.post("/cetele/{code}/puan")
def sheet_add_written(request: Request, sheet: SheetDep, sheets: SheetsDep,
                      data: FormData = Depends(form_data)) -> Response:
    """"Sadece puanları yaz": add a hand written as one number per player."""
    if data.problem:
        return _sheet_page(request, sheet, error=data.problem.message, status=data.problem.status)
    names, _, teams = _names_teams(sheet)
    typed = {k: data.text(k)[:20] for k in ("q0", "q1", "q2", "q3")}
    try:
        hand = quick_form.to_written(data, sheet.ruleset, names, teams)
        sheet = sheets.add_hand(sheet, hand, _version(data))
    except ValueError as exc:
        message, status = _problem(exc)
        return _sheet_page(request, _fresh_or(sheets, sheet), quick=typed, error=message, status=status)
    return RedirectResponse(f"/cetele/{sheet.code}#tablo", status_code=303)


# --------------------------------------------------------------------------- correct a past hand


def _hand_number(sheet: Sheet, n: str) -> int | None:
    if not n.isascii() or not n.isdigit() or len(n) > 4:
        return None
    number = int(n)
    return number if 1 <= number <= len(sheet.match.get("hands", [])) else None


def _edit_page(request: Request, sheet: Sheet, number: int, *, form: HandForm | None = None,
               quick: dict[str, str] | None = None, error: str | None = None, status: int = 200) -> Response:
    names, team_of, teams = _names_teams(sheet)
    hand = sheet.match["hands"][number - 1]
    computed = sheet.result["hands"][number - 1]
    written = "written" in hand
    if form is None:
        form = (empty_form(sheet.ruleset, tuple(names), tuple(team_of.get(n, "") for n in names)) if written else
                hand_form.from_hand(hand, sheet.ruleset, tuple(names), tuple(team_of.get(n, "") for n in names)))
    if quick is None:
        per_team = RULESETS[sheet.ruleset].team and RULESETS[sheet.ruleset].game == "duz"
        scores = (computed["team_scores"] or {}) if per_team else computed["scores"]
        quick = quick_form.values_of(scores, sheet.ruleset, names, teams)
    ctx = _context(sheet)
    row = ctx["rows"][number - 1]
    ctx.update({"number": number, "row": row, "written": written, "form": form, "error": error,
                "quick_rows": quick_form.rows(sheet.ruleset, names, teams, quick),
                "action": f"/cetele/{sheet.code}/el/{number}"})
    return page(request, "sheet_edit.html", ctx, status=status)


def _hand_or_404(request: Request, sheet: Sheet, n: str) -> tuple[Sheet, int] | Response:
    """The sheet and the number of its hand ``n``; the page to answer instead (404, 403 for a match's sheet)."""
    number = _hand_number(sheet, n)
    if number is None:
        return not_found(request, f"Bu tabloda {n[:4]}. el yok; tablodaki ellerden birini seç.",
                         "Bu eli bulamadım")
    if sheet.owner:  # a tournament match: only its table link writes it
        return page_error(request, 403, OWNED, title="Bu tablo masanın")
    return sheet, number


@router.get("/cetele/{code}/el/{n}")
def sheet_edit(request: Request, sheet: SheetDep, n: str) -> Response:
    """Correct any past hand, not only the last one: its form, filled in as it was written."""
    found = _hand_or_404(request, sheet, n)
    if isinstance(found, Response):
        return found
    return _edit_page(request, *found)


@router.post("/cetele/{code}/el/{n}")
def sheet_edit_save(request: Request, sheet: SheetDep, sheets: SheetsDep, n: str,
                    data: FormData = Depends(form_data)) -> Response:
    """Save a corrected hand (full form, or only the numbers with ``tur=puan``); the totals after it follow."""
    found = _hand_or_404(request, sheet, n)
    if isinstance(found, Response):
        return found
    sheet, number = found
    if data.problem:
        return _edit_page(request, sheet, number, error=data.problem.message, status=data.problem.status)
    names, team_of, teams = _names_teams(sheet)
    form, quick = None, None
    try:
        if data.text("tur") == "puan":
            quick = {k: data.text(k)[:20] for k in ("q0", "q1", "q2", "q3")}
            hand = quick_form.to_written(data, sheet.ruleset, names, teams)
        else:
            form = read_form(data, sheet.ruleset, fixed_names=names, fixed_teams=[team_of.get(x, "") for x in names])
            hand = to_hand(form)
        sheet = sheets.replace_hand(sheet, number, hand, _version(data))
    except ValueError as exc:
        message, status = _problem(exc)
        fresh = _fresh_or(sheets, sheet)
        if _hand_number(fresh, str(number)) is None:
            return _sheet_page(request, fresh, error=message, status=status)
        return _edit_page(request, fresh, number, form=form, quick=quick, error=message, status=status)
    return RedirectResponse(f"/cetele/{sheet.code}#el-{number}", status_code=303)


@router.post("/cetele/{code}/el/{n}/sil")
def sheet_delete_hand(request: Request, sheet: SheetDep, sheets: SheetsDep, n: str,
                      data: FormData = Depends(form_data)) -> Response:
    """Remove one past hand (written twice, or on the wrong sheet)."""
    found = _hand_or_404(request, sheet, n)
    if isinstance(found, Response):
        return found
    sheet, number = found
    try:
        sheet = sheets.delete_hand(sheet, number, _version(data))
    except ValueError as exc:
        message, status = _problem(exc)
        return _sheet_page(request, _fresh_or(sheets, sheet), error=message, status=status)
    return RedirectResponse(f"/cetele/{sheet.code}#tablo", status_code=303)


@router.post("/cetele/{code}/geri-al")
def sheet_undo(request: Request, sheet: SheetDep, sheets: SheetsDep, data: FormData = Depends(form_data)) -> Response:
    """Remove the last hand (with the same version check)."""
    try:
        sheet = sheets.undo(sheet, _version(data))
    except ValueError as exc:
        message, status = _problem(exc)
        return _sheet_page(request, _fresh_or(sheets, sheet), error=message, status=status)
    return RedirectResponse(f"/cetele/{sheet.code}#tablo", status_code=303)


def paper_lines(played: int, planned: int | None) -> tuple[int, str]:
    """(empty lines to print, density) so that the printout is one A4 page.

    Up to 18 lines print at full height, up to 28 compact, up to 38 tiny; a sheet with
    more hands than that needs a second page whatever we do.

    >>> paper_lines(3, 7), paper_lines(3, None), paper_lines(25, None), paper_lines(40, None)
    ((4, 'full'), (15, 'full'), (0, 'compact'), (0, 'tiny'))
    """
    target = planned if planned else PAPER_LINES
    empty = max(0, min(target, MAX_PAPER_LINES) - played)
    lines = played + empty
    return empty, ("full" if lines <= PAPER_LINES else "compact" if lines <= 28 else "tiny")


@router.get("/cetele/{code}/yazdir")
def sheet_print(request: Request, sheet: SheetDep, sheets: SheetsDep) -> Response:
    """One A4 page, black and white, like a paper yazboz."""
    rs = RULESETS[sheet.ruleset]
    empty_lines, density = paper_lines(len(sheet.result["hands"]), sheets.planned_hands(sheet))
    return page(request, "sheet_print.html", {
        "sheet": sheet, "res": sheet.result, "rs": rs, "rows": sheet_view.rows(sheet), "empty_lines": empty_lines,
        "density": density, "members": sheet.match.get("teams") or {},
        "join_code": format_join_code(sheet.join_code) if sheet.join_code else ""})


SHEET_CARD_CACHE = "public, max-age=60"
_CARDS: OrderedDict[tuple[str, int, str], bytes] = OrderedDict()  # (code, version, host) → PNG
_CARDS_MAX = 128
_CARDS_LOCK = threading.Lock()


def _sheet_card_png(sheet: Sheet, host: str) -> bytes:
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
def sheet_card(request: Request, sheet: SheetDep) -> Response:
    """The sheet's 1200×630 preview card with the standings (og:image of the sheet page)."""
    return Response(_sheet_card_png(sheet, site_host()), media_type="image/png",
                    headers={"Cache-Control": SHEET_CARD_CACHE, "X-Content-Type-Options": "nosniff"})
