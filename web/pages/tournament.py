"""Knock-out tournament pages everyone sees: set up, sign up, the bracket, the café's TV.

- ``/turnuva/yeni`` → ``POST /turnuva``: the manager's set-up form (the manage link is kept in
  a cookie and the manager lands on ``/turnuva/{code}/yonet``).
- ``/turnuva/{code}``: the public link: announced rules, sign-up and join forms, teams, bracket,
  live scores, champion.
- ``/turnuva/{code}/katil?kod=…``: the partner's join form (the link behind the team's QR).
- ``/turnuva/{code}/takim``: the signed-up team's own view (its join code, kept in a cookie).
- ``/turnuva/{code}/tv``: big type for the café's TV; refreshes itself (meta refresh, no script).

Every form works without JavaScript and answers its Turkish error on the same page.
"""
from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends, Request
from fastapi.responses import RedirectResponse, Response

from calculators.errors import CalcError
from calculators.tournament import bracket
from referee.joincode import read_join_code
from referee.storage import StoreError
from referee.tables import TableError, TableProfile
from referee.tournaments import knockout
from referee.tournaments.common import EventError
from referee.tournaments.house import table_of
from web.answer_view import qr_svg
from web.deps import TablesDep
from web.forms import FormData, form_data
from web.pages.capability import (MANAGE_AGE, MANAGE_COOKIE, TEAM_COOKIE, absolute, cross_site, keep_key,
                                  refuse_cross_site, when)
from web.templating import error_page, page

router = APIRouter(include_in_schema=False)

TV_REFRESH_SECONDS = 15
#: The source's list of what to announce, each with the house switch that settles it (None: free text only).
ANNOUNCE = (("hands", "Maç başı el sayısı: 7"), ("katlamali", "Katlamalı mı, düz mü: "),
            ("gosterge_sahte_okey", "Gösterge sahte okey çıkarsa: yeniden çekilir"),
            (None, "Eşler arasında el ya da göz işareti: "), (None, "Katılım ücreti, ödül ve yedek oyuncu: "))


def announce_text(table: TableProfile | None) -> str:
    """The rules box's first text: the source's list, less what the announced table profile settles.

    >>> announce_text(None).splitlines()[0]
    'Maç başı el sayısı: 7'
    >>> announce_text(TableProfile("AbC1234", "Cuma", "turnuva-esli-101", {"katlamali": True}, None)).splitlines()
    ['Gösterge sahte okey çıkarsa: yeniden çekilir', 'Eşler arasında el ya da göz işareti: ', 'Katılım ücreti, ödül ve yedek oyuncu: ']
    """
    if table is None:
        return "\n".join(line for _, line in ANNOUNCE)
    return "\n".join(line for key, line in ANNOUNCE if key != "hands" and key not in table.rules)


def _not_found(request: Request, message: str = knockout.MISSING) -> Response:
    return error_page(request, 404, "Bu turnuvayı bulamadım", message)


def _load(request: Request, code: str) -> knockout.Tournament | Response:
    try:
        return knockout.get(code)
    except EventError as exc:
        return _not_found(request, exc.message)


def context(t: knockout.Tournament) -> dict[str, Any]:
    """What every tournament template needs: the tournament, its date in Turkish, the rounds."""
    return {"t": t, "when": when(t.starts_at), "public_link": absolute(f"/turnuva/{t.code}"),
            "tv_path": f"/turnuva/{t.code}/tv"}


def draw_preview(count: int) -> tuple[str | None, str | None]:
    """(the engine's explanation of the bracket for ``count`` teams, or the reason there is none)."""
    try:
        return bracket(count).explanation, None
    except CalcError as exc:
        return None, exc.message


# --------------------------------------------------------------------------- set up


def _new_page(request: Request, values: dict[str, str], error: str | None = None, status: int = 200,
              table: TableProfile | None = None) -> Response:
    return page(request, "tournament_new.html", {"v": values, "sizes": knockout.SIZES, "error": error,
                                                 "table": table}, status=status)


def _table(tables: Any, code: str) -> TableProfile | None:
    """The table profile ``masa`` names (None without one): an unknown code is a 404 :class:`TableError`,
    a profile of another ruleset a 422 :class:`EventError` before anyone fills the form."""
    profile = tables.for_ruleset(code) if code else None
    table_of(profile, knockout.RULESET)
    return profile


@router.get("/turnuva/yeni")
def new_form(request: Request, tables: TablesDep) -> Response:
    """The set-up form; the announcement list of the source is pre-filled in the rules box.

    ``?masa=``: a table profile of the tournament's ruleset; every match is then scored by its house
    rules and its hands per match fills the form.
    """
    values = {"ad": "", "takim": "16", "el": str(knockout.HANDS_DEFAULT), "gun": "", "saat": "",
              "kurallar": announce_text(None), "masa": ""}
    try:
        table = _table(tables, request.query_params.get("masa", "")[:40])
    except (TableError, EventError) as exc:
        if exc.status == 404:
            return error_page(request, 404, "Bu masayı bulamadım", exc.message)
        return _new_page(request, values, exc.message, exc.status)
    if table is not None:
        values["masa"] = table.code
        values["kurallar"] = announce_text(table)
        if table.rules.get("hands") is not None:
            values["el"] = str(table.rules["hands"])
    return _new_page(request, values, table=table)


def _number(text: str, label: str) -> int:
    if not text.isascii() or not text.isdigit() or len(text) > 3:
        raise EventError(f"{label} bir sayı olmalı (\"{text[:12]}\" yazılmış).")
    return int(text)


@router.post("/turnuva")
def create(request: Request, tables: TablesDep, data: FormData = Depends(form_data)) -> Response:
    """Create the tournament; the manage secret goes into a cookie, the manager to the manage page."""
    if cross_site(request):
        return refuse_cross_site(request)
    values = {k: data.text(k)[:1500 if k == "kurallar" else 80] for k in ("ad", "takim", "el", "gun", "saat",
                                                                          "kurallar", "masa")}
    try:
        table = _table(tables, values["masa"])
    except (TableError, EventError) as exc:
        values["masa"] = ""
        return _new_page(request, values, exc.message, exc.status)
    if data.problem:
        return _new_page(request, values, data.problem.message, data.problem.status, table)
    try:
        starts = None
        if values["gun"]:
            starts = f"{values['gun']}T{values['saat'] or '20:00'}"
        elif values["saat"]:
            raise EventError("Saati yazdıysan günü de seç.")
        t, secret = knockout.create(values["ad"], _number(values["takim"], "Takım sayısı"),
                                    _number(values["el"], "Maç başı el sayısı") if values["el"] else None,
                                    starts, data.get("kurallar", ""), table)
    except EventError as exc:
        return _new_page(request, values, exc.message, exc.status, table)
    except StoreError:
        return _new_page(request, values, "Turnuvayı kaydedemedim; birazdan tekrar dener misin?", 503, table)
    return keep_key(request, MANAGE_COOKIE, secret, f"/turnuva/{t.code}", f"/turnuva/{t.code}/yonet", MANAGE_AGE)


# --------------------------------------------------------------------------- public page, sign up, join


def _public(request: Request, t: knockout.Tournament, *, error: str | None = None, status: int = 200,
            values: dict[str, str] | None = None) -> Response:
    return page(request, "tournament.html", {**context(t), "error": error, "v": values or {},
                                             "qr": qr_svg(absolute(f"/turnuva/{t.code}"))}, status=status)


@router.get("/turnuva/{code}")
def public(request: Request, code: str) -> Response:
    t = _load(request, code)
    return t if isinstance(t, Response) else _public(request, t)


@router.post("/turnuva/{code}/kayit")
def register(request: Request, code: str, data: FormData = Depends(form_data)) -> Response:
    """A team signs up; its join code is kept in a cookie and shown on the team's page."""
    if cross_site(request):
        return refuse_cross_site(request)
    t = _load(request, code)
    if isinstance(t, Response):
        return t
    values = {"takim": data.text("takim")[:40], "oyuncu": data.text("oyuncu")[:40]}
    if data.problem:
        return _public(request, t, error=data.problem.message, status=data.problem.status, values=values)
    try:
        t, _, join_code = knockout.register(code, values["takim"], values["oyuncu"])
    except EventError as exc:
        return _public(request, knockout.get(code), error=exc.message, status=exc.status, values=values)
    return _to_team(request, code, join_code)


def _to_team(request: Request, code: str, join_code: str) -> Response:
    response = RedirectResponse(f"/turnuva/{code}/takim", status_code=303)
    response.set_cookie(TEAM_COOKIE, join_code, httponly=True, samesite="lax", max_age=MANAGE_AGE,
                        path=f"/turnuva/{code}", secure=request.url.scheme == "https")
    return response


def _join_page(request: Request, t: knockout.Tournament, values: dict[str, str], error: str | None = None,
               status: int = 200) -> Response:
    return page(request, "tournament_join.html", {**context(t), "v": values, "error": error}, status=status)


@router.get("/turnuva/{code}/katil")
def join_form(request: Request, code: str) -> Response:
    """The partner's form, the code filled in from the team's link (``?kod=``)."""
    t = _load(request, code)
    if isinstance(t, Response):
        return t
    kod = read_join_code(request.query_params.get("kod", "")) or ""
    return _join_page(request, t, {"kod": kod, "oyuncu": "", "yedek": ""})


@router.post("/turnuva/{code}/katil")
def join(request: Request, code: str, data: FormData = Depends(form_data)) -> Response:
    if cross_site(request):
        return refuse_cross_site(request)
    t = _load(request, code)
    if isinstance(t, Response):
        return t
    values = {"kod": data.text("kod")[:20], "oyuncu": data.text("oyuncu")[:40], "yedek": data.text("yedek")[:2]}
    if data.problem:
        return _join_page(request, t, values, data.problem.message, data.problem.status)
    try:
        knockout.join(code, values["kod"], values["oyuncu"], reserve=bool(values["yedek"]))
    except EventError as exc:
        return _join_page(request, t, values, exc.message, exc.status)
    return _to_team(request, code, read_join_code(values["kod"]) or "")


@router.get("/turnuva/{code}/takim")
def team_page(request: Request, code: str) -> Response:
    """The team's own page: players so far, approval, the join code to pass on (big, with a QR)."""
    t = _load(request, code)
    if isinstance(t, Response):
        return t
    jc = read_join_code(request.cookies.get(TEAM_COOKIE, ""))
    team = next((x for x in t.teams if x.join_code == jc), None) if jc else None
    if team is None:
        return RedirectResponse(f"/turnuva/{code}", status_code=303)
    join_link = absolute(f"/turnuva/{code}/katil?kod={team.join_code}")
    return page(request, "tournament_team.html", {**context(t), "team": team, "join_link": join_link,
                                                  "qr": qr_svg(join_link)})


# --------------------------------------------------------------------------- TV


@router.get("/turnuva/{code}/tv")
def tv(request: Request, code: str) -> Response:
    """The TV screen: bracket, live scores, champion; reloads itself every 15 seconds."""
    t = _load(request, code)
    if isinstance(t, Response):
        return t
    running = [m for r in t.rounds for m in r if m.running]
    current = next((i for i, r in enumerate(t.rounds) if any(m.winner is None for m in r)), len(t.rounds) - 1)
    shown = t.rounds[max(current, 0):]
    # 32 and 64 teams: while a round has more than 8 matches it fills the screen alone, as a grid;
    # from 8 matches on the bracket's columns fit a 1080-pixel-high screen.
    grid = bool(shown) and len(shown[0]) > 8
    if grid:
        shown = shown[:1]
    return page(request, "tournament_tv.html", {**context(t), "running": running, "shown": shown,
                                                "grid": grid, "refresh": TV_REFRESH_SECONDS, "live_max": 6, "qr": qr_svg(absolute(f"/turnuva/{t.code}"))},
                headers={"X-Robots-Tag": "noindex"})
