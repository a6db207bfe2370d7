"""The manager's page and the table's page of a knock-out tournament.

- ``/turnuva/{code}/yonet`` (manage link: ``?anahtar=`` once, then the cookie): links to share,
  teams to approve or remove, the draw, matches to give to tables (each with its table link
  and QR), walkovers and corrections. Every action is a plain form with the version the page
  showed; a stale one answers 409 with the fresh page.
- ``/turnuva/{code}/masa/{match}`` (table link): that match's Çetele and the hand form, for the
  table's scorekeeper only; ``…/el/{n}`` corrects or removes any hand of it, as the Çetele does.
"""
from __future__ import annotations

from typing import Any, Callable

from fastapi import APIRouter, Depends, Request
from fastapi.responses import RedirectResponse, Response

from calculators.errors import CalcError
from calculators.registry import OPENED_NAMES
from calculators.rulesets import RULESETS
from referee.sheets import Sheet, SheetError, Sheets
from referee.storage import StoreError
from referee.tournaments import knockout
from referee.tournaments import reserve, table
from referee.tournaments.common import EventError
from referee.tournaments.keys import QUERY
from web import hand_form
from web.answer_view import qr_svg
from web.deps import SheetsDep
from web.forms import FormData, form_data
from web.hand_form import empty_form, finish_choices, read_form, to_hand
from web.sheet_view import rows as sheet_rows
from web.pages.capability import (MANAGE_AGE, MANAGE_COOKIE, TABLE_AGE, TABLE_COOKIE, absolute, cross_site,
                                  given_key, keep_key, refuse_cross_site)
from web.pages.tournament import context, draw_preview
from web.templating import error_page, page

router = APIRouter(include_in_schema=False)

NO_MANAGE = ("Bu sayfa turnuvayı yönetenin: kurduğunda verilen “yönet” linkiyle açılır. Linki kaybettiysen site "
             "yöneticisi /yonetim'den yenisini verebilir.")


def _key_page(request: Request, code: str) -> tuple[knockout.Tournament, str] | Response:
    """The tournament and the manage key of this request, or the page to answer instead."""
    try:
        t = knockout.get(code)
    except EventError as exc:
        return error_page(request, 404, "Bu turnuvayı bulamadım", exc.message)
    key = given_key(request, MANAGE_COOKIE)
    if not knockout.is_manager(t, key):
        return error_page(request, 403, "Yönetim linki gerekli", NO_MANAGE)
    if request.query_params.get(QUERY) is not None and request.method == "GET":
        return keep_key(request, MANAGE_COOKIE, key or "", f"/turnuva/{code}", f"/turnuva/{code}/yonet", MANAGE_AGE)
    return t, key or ""


def _manage_page(request: Request, t: knockout.Tournament, key: str, *, error: str | None = None,
                 status: int = 200, anchor: str = "") -> Response:
    tables: dict[str, dict[str, Any]] = {}
    for r in t.rounds:
        for m in r:
            tk = knockout.table_key(t, key, m.id) if m.sheet else None
            if tk:
                link = absolute(f"/turnuva/{t.code}/masa/{m.id}?{QUERY}={tk}")
                tables[m.id] = {"link": link, "qr": qr_svg(link)}
    preview, why_not = draw_preview(len(t.approved)) if not t.drawn else (None, None)
    manage_link = absolute(f"/turnuva/{t.code}/yonet?{QUERY}={key}")
    return page(request, "tournament_manage.html", {
        **context(t), "tables": tables, "preview": preview, "why_not": why_not, "manage_link": manage_link,
        "error": error, "anchor": anchor, "qr": qr_svg(absolute(f"/turnuva/{t.code}")),
    }, status=status, headers={"X-Robots-Tag": "noindex", "Referrer-Policy": "same-origin"})


@router.get("/turnuva/{code}/yonet")
def manage(request: Request, code: str) -> Response:
    got = _key_page(request, code)
    if isinstance(got, Response):
        return got
    t, key = got
    return _manage_page(request, t, key)


def _action(request: Request, code: str, data: FormData, do: Callable[[str, int | None], Any],
            anchor: str = "") -> Response:
    """Run one manage action from a form; back to the manage page (303), or the page with the error."""
    if cross_site(request):
        return refuse_cross_site(request)
    got = _key_page(request, code)
    if isinstance(got, Response):
        return got
    t, key = got
    if data.problem:
        return _manage_page(request, t, key, error=data.problem.message, status=data.problem.status)
    version_text = data.text("surum")
    expected = int(version_text) if version_text.isascii() and version_text.isdigit() and len(version_text) < 10 else None
    try:
        do(key, expected)
    except (EventError, SheetError, CalcError) as exc:
        status = getattr(exc, "status", 422)
        return _manage_page(request, knockout.get(code), key, error=exc.message, status=status)
    except StoreError:
        return _manage_page(request, t, key, error="Kaydedemedim; birazdan tekrar dener misin?", status=503)
    return RedirectResponse(f"/turnuva/{code}/yonet" + (f"#{anchor}" if anchor else ""), status_code=303)


def _int(text: str) -> int | None:
    return int(text) if text.isascii() and text.isdigit() and len(text) < 10 else None


@router.post("/turnuva/{code}/yonet/onay")
def approve(request: Request, code: str, data: FormData = Depends(form_data)) -> Response:
    return _action(request, code, data, lambda key, v: knockout.approve(
        code, key, _int(data.text("takim")) or -1, data.text("onay") != "0", expected=v), "takimlar")


@router.post("/turnuva/{code}/yonet/sil")
def remove(request: Request, code: str, data: FormData = Depends(form_data)) -> Response:
    return _action(request, code, data, lambda key, v: knockout.remove(code, key, _int(data.text("takim")) or -1,
                                                                       expected=v), "takimlar")


@router.post("/turnuva/{code}/yonet/yedek")
def substitute(request: Request, code: str, data: FormData = Depends(form_data)) -> Response:
    return _action(request, code, data, lambda key, v: reserve.substitute(
        code, key, _int(data.text("takim")) or -1, data.text("yerine"), expected=v), data.text("geri")[:12] or "takimlar")


@router.post("/turnuva/{code}/yonet/kura")
def draw(request: Request, code: str, data: FormData = Depends(form_data)) -> Response:
    return _action(request, code, data, lambda key, v: knockout.draw(code, key, expected=v), "agac")


@router.post("/turnuva/{code}/yonet/masa")
def assign(request: Request, code: str, sheets: SheetsDep, data: FormData = Depends(form_data)) -> Response:
    mid = data.text("mac")[:8]
    return _action(request, code, data, lambda key, v: knockout.assign(code, key, mid, data.text("masa"),
                                                                       expected=v, sheet_service=sheets), f"mac-{mid}")


@router.post("/turnuva/{code}/yonet/hukmen")
def walkover(request: Request, code: str, data: FormData = Depends(form_data)) -> Response:
    mid = data.text("mac")[:8]
    return _action(request, code, data, lambda key, v: knockout.walkover(
        code, key, mid, _int(data.text("gelmeyen")) or -1, expected=v), f"mac-{mid}")


@router.post("/turnuva/{code}/yonet/duzelt")
def correct(request: Request, code: str, data: FormData = Depends(form_data)) -> Response:
    mid = data.text("mac")[:8]
    winner = data.text("kazanan")
    return _action(request, code, data, lambda key, v: knockout.correct(
        code, key, mid, None if winner in ("", "cetele") else (_int(winner) or -1), expected=v), f"mac-{mid}")


# --------------------------------------------------------------------------- the table's page


def _table_names(sheet: Sheet) -> tuple[list[str], list[str]]:
    teams = list((sheet.match.get("teams") or {}).items())
    (ta, pa), (tb, pb) = teams
    return [pa[0], pb[0], pa[1], pb[1]], [ta, tb, ta, tb]  # partners sit across the table


def _table_access(request: Request, code: str, mid: str,
                  sheets: Sheets) -> tuple[knockout.Tournament, Any, Sheet, str] | Response:
    key = given_key(request, TABLE_COOKIE)
    try:
        t, m, sheet = table.table_match(code, mid, key, sheets)
    except EventError as exc:
        titles = {403: "Masa linki gerekli", 404: "Bu maçı bulamadım", 409: "Masa linki eski"}
        return error_page(request, exc.status, titles.get(exc.status, "Olmadı"), exc.message)
    if request.query_params.get(QUERY) is not None and request.method == "GET":
        path = f"/turnuva/{code}/masa/{mid}"
        return keep_key(request, TABLE_COOKIE, key or "", path, path, TABLE_AGE)
    return t, m, sheet, key or ""


def _table_page(request: Request, t: knockout.Tournament, m: Any, sheet: Sheet, *,
                form: hand_form.HandForm | None = None, error: str | None = None, status: int = 200) -> Response:
    names, teams = _table_names(sheet)
    if form is None:
        form = empty_form(sheet.ruleset, tuple(names), tuple(teams))
    rs = RULESETS[sheet.ruleset]
    base = f"/turnuva/{t.code}/masa/{m.id}"
    return page(request, "tournament_table.html", {
        **context(t), "m": m, "sheet": sheet, "res": sheet.result, "rs": rs, "rows": sheet_rows(sheet),
        "form": form, "finishes": finish_choices(sheet.ruleset), "opened_labels": OPENED_NAMES,
        "taken_rulesets": [rs.id] if hand_form.takes_taken_tiles(rs) else [],
        "fixed_names": True, "error": error, "action": f"{base}/el", "undo_action": f"{base}/geri-al",
        "finish_name": lambda f: rs.finish_name(f), "edit_links": bool(sheet.hands) and table.why_fixed(t, m) is None, "edit_base": base,
    }, status=status, headers={"X-Robots-Tag": "noindex", "Referrer-Policy": "same-origin"})


@router.get("/turnuva/{code}/masa/{mid}")
def table_view(request: Request, code: str, mid: str, sheets: SheetsDep) -> Response:
    got = _table_access(request, code, mid, sheets)
    if isinstance(got, Response):
        return got
    t, m, sheet, _ = got
    return _table_page(request, t, m, sheet)


@router.post("/turnuva/{code}/masa/{mid}/el")
def table_hand(request: Request, code: str, mid: str, sheets: SheetsDep,
               data: FormData = Depends(form_data)) -> Response:
    """One hand from the table's phone; a stale version answers 409 with the fresh sheet and the typed hand."""
    if cross_site(request):
        return refuse_cross_site(request)
    got = _table_access(request, code, mid, sheets)
    if isinstance(got, Response):
        return got
    t, m, sheet, key = got
    if data.problem:
        return _table_page(request, t, m, sheet, error=data.problem.message, status=data.problem.status)
    names, teams = _table_names(sheet)
    form = read_form(data, sheet.ruleset, fixed_names=names, fixed_teams=teams)
    try:
        version = _int(data.text("surum")) or 0
        sheet = table.add_hand(code, mid, key, to_hand(form), version, sheets)
    except (ValueError, StoreError) as exc:  # FormError, CalcError, SheetError, EventError
        fresh = table.table_match(code, mid, key, sheets)
        return _table_page(request, fresh[0], fresh[1], fresh[2], form=form,
                           error=getattr(exc, "message", "Kaydedemedim; birazdan tekrar dener misin?"),
                           status=getattr(exc, "status", 503 if isinstance(exc, StoreError) else 422))
    return RedirectResponse(f"/turnuva/{code}/masa/{mid}#el-{len(sheet.result['hands'])}", status_code=303)


@router.post("/turnuva/{code}/masa/{mid}/geri-al")
def table_undo(request: Request, code: str, mid: str, sheets: SheetsDep,
               data: FormData = Depends(form_data)) -> Response:
    if cross_site(request):
        return refuse_cross_site(request)
    got = _table_access(request, code, mid, sheets)
    if isinstance(got, Response):
        return got
    t, m, sheet, key = got
    try:
        table.undo_hand(code, mid, key, _int(data.text("surum")) or 0, sheets)
    except (ValueError, StoreError) as exc:
        fresh = table.table_match(code, mid, key, sheets)
        return _table_page(request, fresh[0], fresh[1], fresh[2], error=getattr(exc, "message", "Geri alamadım."),
                           status=getattr(exc, "status", 422))
    return RedirectResponse(f"/turnuva/{code}/masa/{mid}", status_code=303)


# --------------------------------------------------------------------------- the table corrects a hand


def _table_hand_number(sheet: Sheet, n: str) -> int | None:
    number = _int(n)
    return number if number is not None and 1 <= number <= len(sheet.hands) else None


def _table_edit_page(request: Request, t: knockout.Tournament, m: Any, sheet: Sheet, number: int, *,
                     form: hand_form.HandForm | None = None, error: str | None = None,
                     status: int = 200) -> Response:
    """Hand ``number`` of the match in the hand form, filled in as it was written (the Çetele's edit page)."""
    names, teams = _table_names(sheet)
    hand = sheet.hands[number - 1]
    written = "written" in hand
    if form is None:
        form = (empty_form(sheet.ruleset, tuple(names), tuple(teams)) if written else
                hand_form.from_hand(hand, sheet.ruleset, tuple(names), tuple(teams)))
    rs = RULESETS[sheet.ruleset]
    base = f"/turnuva/{t.code}/masa/{m.id}"
    rows = sheet_rows(sheet)
    return page(request, "sheet_edit.html", {
        "sheet": sheet, "res": sheet.result, "rs": rs, "rows": rows, "row": rows[number - 1], "number": number,
        "written": written, "form": form, "error": error, "finishes": finish_choices(sheet.ruleset),
        "opened_labels": OPENED_NAMES, "taken_rulesets": [rs.id] if hand_form.takes_taken_tiles(rs) else [],
        "fixed_names": True, "action": f"{base}/el/{number}", "back": base,
    }, status=status, headers={"X-Robots-Tag": "noindex", "Referrer-Policy": "same-origin"})


def _table_hand_access(request: Request, code: str, mid: str, n: str,
                       sheets: Sheets) -> tuple[knockout.Tournament, Any, Sheet, str, int] | Response:
    got = _table_access(request, code, mid, sheets)
    if isinstance(got, Response):
        return got
    t, m, sheet, key = got
    number = _table_hand_number(sheet, n)
    if number is None:
        return error_page(request, 404, "Bu eli bulamadım", f"Bu maçta {n[:4]}. el yok; tablodaki ellerden birini seç.")
    return t, m, sheet, key, number


def _table_failed(request: Request, code: str, mid: str, key: str, sheets: Sheets, exc: Exception,
                  number: int | None = None, form: hand_form.HandForm | None = None) -> Response:
    """The fresh match with the reason a correction failed: its edit page if that hand is still there."""
    t, m, sheet = table.table_match(code, mid, key, sheets)
    message = getattr(exc, "message", "Kaydedemedim; birazdan tekrar dener misin?")
    status = getattr(exc, "status", 503 if isinstance(exc, StoreError) else 422)
    if number is not None and _table_hand_number(sheet, str(number)) is not None and status != 409:
        return _table_edit_page(request, t, m, sheet, number, form=form, error=message, status=status)
    return _table_page(request, t, m, sheet, error=message, status=status)


@router.get("/turnuva/{code}/masa/{mid}/el/{n}")
def table_edit(request: Request, code: str, mid: str, n: str, sheets: SheetsDep) -> Response:
    """Correct any hand of the match, not only the last one (table link only)."""
    got = _table_hand_access(request, code, mid, n, sheets)
    if isinstance(got, Response):
        return got
    t, m, sheet, _, number = got
    return _table_edit_page(request, t, m, sheet, number)


@router.post("/turnuva/{code}/masa/{mid}/el/{n}")
def table_edit_save(request: Request, code: str, mid: str, n: str, sheets: SheetsDep,
                    data: FormData = Depends(form_data)) -> Response:
    """Save the corrected hand; the totals after it, and the match's winner, follow."""
    if cross_site(request):
        return refuse_cross_site(request)
    got = _table_hand_access(request, code, mid, n, sheets)
    if isinstance(got, Response):
        return got
    t, m, sheet, key, number = got
    if data.problem:
        return _table_edit_page(request, t, m, sheet, number, error=data.problem.message,
                                status=data.problem.status)
    names, teams = _table_names(sheet)
    form = read_form(data, sheet.ruleset, fixed_names=names, fixed_teams=teams)
    try:
        table.replace_hand(code, mid, key, number, to_hand(form), _int(data.text("surum")) or 0, sheets)
    except (ValueError, StoreError) as exc:  # FormError, CalcError, SheetError, EventError
        return _table_failed(request, code, mid, key, sheets, exc, number, form)
    return RedirectResponse(f"/turnuva/{code}/masa/{mid}#el-{number}", status_code=303)


@router.post("/turnuva/{code}/masa/{mid}/el/{n}/sil")
def table_delete(request: Request, code: str, mid: str, n: str, sheets: SheetsDep,
                 data: FormData = Depends(form_data)) -> Response:
    """Remove one hand of the match (written twice, or a hand of another match)."""
    if cross_site(request):
        return refuse_cross_site(request)
    got = _table_hand_access(request, code, mid, n, sheets)
    if isinstance(got, Response):
        return got
    _, _, _, key, number = got
    try:
        table.delete_hand(code, mid, key, number, _int(data.text("surum")) or 0, sheets)
    except (ValueError, StoreError) as exc:
        return _table_failed(request, code, mid, key, sheets, exc)
    return RedirectResponse(f"/turnuva/{code}/masa/{mid}#tablo", status_code=303)
