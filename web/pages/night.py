"""Okey Gecesi and season pages: set up a night, see its seating and table, run it, follow the season.

- ``/gece/yeni`` → ``POST /gece``: players (6, 8 or 10), how many lose, rounds.
- ``/gece/{code}``: every round's tables (ring order, first dealer, who waits), results, the
  night's table with its tie-breaker columns, the losers and season points; the readings we
  use where the source is silent.
- ``/gece/{code}/yonet`` (manage link): result forms per table (ranks, or raw scores typed or
  read from the table's Çetele), head-to-head penalties when two players are still level.
- ``/sezon/yeni`` → ``POST /sezon``; ``/sezon/{code}`` the season table; ``/sezon/{code}/yonet``
  adds a night to the season.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from fastapi import APIRouter, Depends, Request
from fastapi.responses import RedirectResponse, Response

from referee.storage import StoreError
from referee.tournaments import night as nights
from referee.tournaments import season as seasons
from referee.tournaments.common import EventError
from referee.tournaments.keys import QUERY
from referee.tournaments.seating import default_rounds
from web.deps import SheetsDep
from web.forms import FormData, form_data
from web.pages.capability import (MANAGE_AGE, MANAGE_COOKIE, absolute, cross_site, given_key, keep_key,
                                  refuse_cross_site)
from web.templating import error_page, page

router = APIRouter(include_in_schema=False)

NO_MANAGE = ("Bu sayfa geceyi yönetenin: kurduğunda verilen “yönet” linkiyle açılır. Linki kaybettiysen site "
             "yöneticisi /yonetim'den yenisini verebilir.")
SEAT_FIELDS = 10


def _int(text: str) -> int | None:
    text = text.strip()
    neg = text.startswith(("-", "−"))
    digits = text[1:] if neg else text
    if not digits or not digits.isascii() or not digits.isdigit() or len(digits) > 6:
        return None
    return -int(digits) if neg else int(digits)


def _new_page(request: Request, values: dict[str, Any], error: str | None = None, status: int = 200,
              season: seasons.Season | None = None) -> Response:
    return page(request, "night_new.html", {"v": values, "error": error, "season": season,
                                            "seat_fields": SEAT_FIELDS}, status=status)


@router.get("/gece/yeni")
def new_form(request: Request) -> Response:
    return _new_page(request, {"ad": "", "oyuncular": [""] * SEAT_FIELDS, "kaybeden": "", "tur": ""})


def _create_night(request: Request, data: FormData, season: seasons.Season | None = None,
                  season_key: str | None = None) -> Response:
    values = {"ad": data.text("ad")[:80], "oyuncular": [data.text(f"o{i}")[:40] for i in range(SEAT_FIELDS)],
              "kaybeden": data.text("kaybeden")[:4], "tur": data.text("tur")[:4]}
    if data.problem:
        return _new_page(request, values, data.problem.message, data.problem.status, season)
    try:
        players = [p for p in values["oyuncular"] if p]
        losers = None
        if values["kaybeden"]:
            losers = _int(values["kaybeden"])
            if losers is None:
                raise EventError("Kaybeden sayısı bir sayı olmalı.")
        rounds = None
        if values["tur"]:
            rounds = _int(values["tur"])
            if rounds is None:
                raise EventError("Tur sayısı bir sayı olmalı.")
        n, secret = nights.create(values["ad"], players, losers, rounds, season.code if season else None, season_key)
    except EventError as exc:
        return _new_page(request, values, exc.message, exc.status, season)
    except StoreError:
        return _new_page(request, values, "Geceyi kaydedemedim; birazdan tekrar dener misin?", 503, season)
    return keep_key(request, MANAGE_COOKIE, secret, f"/gece/{n.code}", f"/gece/{n.code}/yonet", MANAGE_AGE)


@router.post("/gece")
def create(request: Request, data: FormData = Depends(form_data)) -> Response:
    if cross_site(request):
        return refuse_cross_site(request)
    return _create_night(request, data)


def _load(request: Request, code: str) -> nights.Night | Response:
    try:
        return nights.get(code)
    except EventError as exc:
        return error_page(request, 404, "Bu geceyi bulamadım", exc.message)


def _night_page(request: Request, n: nights.Night, *, manage: bool = False, key: str = "", error: str | None = None,
                status: int = 200) -> Response:
    ctx: dict[str, Any] = {"n": n, "manage": manage, "error": error, "readings": nights.READINGS,
                           "public_link": absolute(f"/gece/{n.code}")}
    if manage:
        ctx["manage_link"] = absolute(f"/gece/{n.code}/yonet?{QUERY}={key}")
        ctx["open_pairs"] = _open_pairs(n)
    return page(request, "night.html", ctx, status=status,
                headers={"X-Robots-Tag": "noindex", "Referrer-Policy": "same-origin"} if manage else None)


def _open_pairs(n: nights.Night) -> list[tuple[str, str]]:
    """Two players still level after the third tie-breaker: the head-to-head form is offered for them."""
    if not n.standings:
        return []
    rows = n.standings.rows
    out = []
    for i, r in enumerate(rows):
        same = [x for x in rows if x.place == r.place]
        if r.tied and len(same) == 2 and same[0] is r and r.raw_points is not None and r.penalties_suffered is not None:
            out.append((same[0].name, same[1].name))
    return out


@router.get("/gece/{code}")
def public(request: Request, code: str) -> Response:
    n = _load(request, code)
    return n if isinstance(n, Response) else _night_page(request, n)


def _manage_access(request: Request, code: str) -> tuple[nights.Night, str] | Response:
    n = _load(request, code)
    if isinstance(n, Response):
        return n
    key = given_key(request, MANAGE_COOKIE)
    if not nights.is_manager(n, key):
        return error_page(request, 403, "Yönetim linki gerekli", NO_MANAGE)
    if request.query_params.get(QUERY) is not None and request.method == "GET":
        return keep_key(request, MANAGE_COOKIE, key or "", f"/gece/{code}", f"/gece/{code}/yonet", MANAGE_AGE)
    return n, key or ""


@router.get("/gece/{code}/yonet")
def manage(request: Request, code: str) -> Response:
    got = _manage_access(request, code)
    if isinstance(got, Response):
        return got
    n, key = got
    return _night_page(request, n, manage=True, key=key)


def _action(request: Request, code: str, data: FormData, do: Callable[[str, int | None], Any], anchor: str) -> Response:
    if cross_site(request):
        return refuse_cross_site(request)
    got = _manage_access(request, code)
    if isinstance(got, Response):
        return got
    n, key = got
    if data.problem:
        return _night_page(request, n, manage=True, key=key, error=data.problem.message, status=data.problem.status)
    try:
        do(key, _int(data.text("surum")))
    except EventError as exc:
        return _night_page(request, nights.get(code), manage=True, key=key, error=exc.message, status=exc.status)
    except StoreError:
        return _night_page(request, n, manage=True, key=key, error="Kaydedemedim; birazdan tekrar dener misin?",
                           status=503)
    return RedirectResponse(f"/gece/{code}/yonet#{anchor}", status_code=303)


def _per_seat(data: FormData, prefix: str, seats: tuple[str, ...]) -> dict[str, int] | None:
    """``{prefix}{i}`` fields for each seat → ad → sayı (None when all are empty)."""
    texts = [data.text(f"{prefix}{i}") for i in range(len(seats))]
    if not any(texts):
        return None
    out = {}
    for name, text in zip(seats, texts):
        value = _int(text)
        if value is None:
            raise EventError(f"{name} için bir sayı yaz (\"{text[:12]}\" olmaz).")
        out[name] = value
    return out


@router.post("/gece/{code}/yonet/sonuc")
def result(request: Request, code: str, sheets: SheetsDep, data: FormData = Depends(form_data)) -> Response:
    """One table's result from the manage page: ranks, raw points, penalties, or a Çetele code."""
    round_no, table_no = _int(data.text("tur")) or 0, _int(data.text("masa")) or 0

    def do(key: str, version: int | None) -> None:
        n = nights.get(code)
        table = next((t for r in n.rounds if r.number == round_no for t in r.tables if t.number == table_no), None)
        if table is None:
            raise EventError("Bu gecede böyle bir tur ya da masa yok.", status=404)
        sheet = _sheet_code(data.text("cetele"))
        nights.record(code, key, round_no, table_no, ranks=_per_seat(data, "sira", table.seats),
                      raw=None if sheet else _per_seat(data, "ham", table.seats),
                      penalties=_per_seat(data, "ceza", table.seats), sheet=sheet, expected=version,
                      sheet_service=sheets)

    return _action(request, code, data, do, f"tur-{round_no}")


def _sheet_code(text: str) -> str | None:
    """A Çetele code, or the code inside a pasted Çetele link ("…/cetele/aZ3kP9q#el-3")."""
    found = re.search(r"/cetele/([0-9A-Za-z]{7})(?![0-9A-Za-z])", text)
    if found:
        return found.group(1)
    return text.strip() or None


@router.post("/gece/{code}/yonet/cetele")
def open_sheet(request: Request, code: str, sheets: SheetsDep, data: FormData = Depends(form_data)) -> Response:
    """Open an ordinary Çetele for one table (its players in ring order) and go to it."""
    if cross_site(request):
        return refuse_cross_site(request)
    got = _manage_access(request, code)
    if isinstance(got, Response):
        return got
    n, key = got
    try:
        _, sheet = nights.open_sheet(code, key, _int(data.text("tur")) or 0, _int(data.text("masa")) or 0,
                                     data.text("kural") or nights.SHEET_RULESETS[0], sheet_service=sheets)
    except (EventError, ValueError) as exc:
        return _night_page(request, nights.get(code), manage=True, key=key,
                           error=getattr(exc, "message", "Çetele'yi açamadım."), status=getattr(exc, "status", 422))
    return RedirectResponse(f"/cetele/{sheet}", status_code=303)


@router.post("/gece/{code}/yonet/sil")
def clear(request: Request, code: str, data: FormData = Depends(form_data)) -> Response:
    round_no, table_no = _int(data.text("tur")) or 0, _int(data.text("masa")) or 0
    return _action(request, code, data, lambda key, v: nights.clear(code, key, round_no, table_no, expected=v),
                   f"tur-{round_no}")


@router.post("/gece/{code}/yonet/ikili")
def head_to_head(request: Request, code: str, data: FormData = Depends(form_data)) -> Response:
    def do(key: str, version: int | None) -> None:
        ab, ba = _int(data.text("ab")), _int(data.text("ba"))
        if ab is None or ba is None:
            raise EventError("İki ceza toplamını da sayı olarak yaz (yoksa 0).")
        nights.head_to_head(code, key, data.text("a"), data.text("b"), ab, ba, expected=version)

    return _action(request, code, data, do, "tablo")


# --------------------------------------------------------------------------- seasons


@router.get("/sezon/yeni")
def season_form(request: Request) -> Response:
    return page(request, "season_new.html", {"v": {"ad": ""}})


@router.post("/sezon")
def season_create(request: Request, data: FormData = Depends(form_data)) -> Response:
    if cross_site(request):
        return refuse_cross_site(request)
    values = {"ad": data.text("ad")[:80]}
    try:
        if data.problem:
            raise EventError(data.problem.message, data.problem.status)
        s, secret = seasons.create(values["ad"])
    except EventError as exc:
        return page(request, "season_new.html", {"v": values, "error": exc.message}, status=exc.status)
    return keep_key(request, MANAGE_COOKIE, secret, f"/sezon/{s.code}", f"/sezon/{s.code}/yonet", MANAGE_AGE)


def _season(request: Request, code: str) -> seasons.Season | Response:
    try:
        return seasons.get(code)
    except EventError as exc:
        return error_page(request, 404, "Bu sezonu bulamadım", exc.message)


@router.get("/sezon/{code}")
def season_page(request: Request, code: str) -> Response:
    s = _season(request, code)
    if isinstance(s, Response):
        return s
    return page(request, "season.html", {"s": s, "manage": False, "public_link": absolute(f"/sezon/{s.code}")})


def _season_access(request: Request, code: str) -> tuple[seasons.Season, str] | Response:
    s = _season(request, code)
    if isinstance(s, Response):
        return s
    key = given_key(request, MANAGE_COOKIE)
    if not seasons.is_manager(s, key):
        return error_page(request, 403, "Yönetim linki gerekli", NO_MANAGE.replace("geceyi", "sezonu"))
    if request.query_params.get(QUERY) is not None and request.method == "GET":
        return keep_key(request, MANAGE_COOKIE, key or "", f"/sezon/{code}", f"/sezon/{code}/yonet", MANAGE_AGE)
    return s, key or ""


@router.get("/sezon/{code}/yonet")
def season_manage(request: Request, code: str) -> Response:
    got = _season_access(request, code)
    if isinstance(got, Response):
        return got
    s, key = got
    return page(request, "season.html", {
        "s": s, "manage": True, "public_link": absolute(f"/sezon/{s.code}"),
        "manage_link": absolute(f"/sezon/{s.code}/yonet?{QUERY}={key}"),
        "v": {"ad": "", "oyuncular": [""] * SEAT_FIELDS, "kaybeden": "", "tur": ""}, "seat_fields": SEAT_FIELDS,
    }, headers={"X-Robots-Tag": "noindex", "Referrer-Policy": "same-origin"})


@router.post("/sezon/{code}/gece")
def season_night(request: Request, code: str, data: FormData = Depends(form_data)) -> Response:
    """A new night of this season (the season's manage cookie authorises it)."""
    if cross_site(request):
        return refuse_cross_site(request)
    got = _season_access(request, code)
    if isinstance(got, Response):
        return got
    s, key = got
    return _create_night(request, data, season=s, season_key=key)


__all__ = ["router", "default_rounds"]
