"""JSON API for the shared Çetele sheet and for answer feedback.

- ``POST /api/sheets`` ``{"ruleset", "players" | "teams", "options"?, "title"?, "table"?}`` → 201 the new sheet
  (``"table"``: a table profile's code; the sheet plays by its house rules and shows its name).
- ``GET /api/sheets/{code}`` → ``{"code", "join_code", "version", "title", "url", "match", "result"}``
  (``join_code``: six characters without look-alikes; ``/k/{join_code}`` opens the sheet).
- ``PUT /api/sheets/{code}`` ``{"version": int, "hands": [...]}`` → the updated sheet, or 409
  ``{"error", "version"}`` when someone changed it since ``version`` (reload, then retry).
- ``POST /api/answers/{code}/feedback`` ``{"vote": 1 | -1, "reason"?, "note"?}`` → ``{"ok": true}``
  (a 👎 may say what was wrong: see :mod:`web.feedback`).

``result`` is :func:`calculators.match.calc_match`'s output (totals, marks, winners).
Bad input answers 422 ``{"error": "<Turkish message>"}``; unknown codes 404.
"""
from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field

from calculators.errors import CalcError
from referee.storage import StoreError, is_code
from referee import sheets
from referee.tables import TableError
from web.deps import SheetDep, SheetsDep, StoreDep, TablesDep
from web.errors import Msg, TurkishErrorRoute, json_error
from web.feedback import check_reason
from web.forms import FormError, clean_text
from web.votes import voter_id

router = APIRouter(prefix="/api", tags=["çetele"], route_class=TurkishErrorRoute)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


#: No title is read past this, whatever the setting; the configured limit is checked in :func:`create_sheet`.
TITLE_HARD_CAP = 500


class SheetIn(_Strict):
    """A new sheet: the match without hands (see ``POST /api/calc/match``)."""

    ruleset: str | None = Field(None, description="Kural seti: oyna-101, od-101, turnuva-esli-101, oyna-duz, "
                                                  "oyna-esli-duz (table verilirse boş kalabilir).")
    table: str | None = Field(None, description="Masanın kodu (POST /api/tables): Çetele o masanın kurallarıyla "
                                                "oynanır ve masanın adını gösterir.")
    players: list[str] | None = Field(None, description="Tekli kural setlerinde dört oyuncu, oturma sırasıyla.")
    teams: dict[str, list[str]] | None = Field(None, description="Eşli kural setlerinde iki takım, ikişer oyuncu.")
    options: dict[str, int] | None = Field(None, description="target / hands (101) ya da start (düz).")
    title: str | None = Field(None, max_length=TITLE_HARD_CAP,
                              description="Tablonun adı (en fazla KURAL_SHEET_MAX_TITLE_CHARS karakter, varsayılan 60).")


class SheetUpdate(_Strict):
    version: int = Field(description="Okuduğun sürüm; arada değiştiyse 409 döner.")
    hands: list[dict[str, Any]] = Field(description="Tüm eller (POST /api/calc/match'teki el biçimi).")


class VoteIn(_Strict):
    vote: int = Field(description="1 = 👍, -1 = 👎.")
    reason: Any = Field(None, description="👎 ise ne yanlıştı: yanlis-madde, yanlis-sayi, yanlis-kural-seti, "
                                          "anlamadi, baska.")
    note: Any = Field(None, description="👎 ile birkaç kelime (en fazla 200 karakter).")


@router.post("/sheets", status_code=201, summary="Yeni Çetele (yazboz) tablosu aç")
def create_sheet(body: SheetIn, service: SheetsDep, tables: TablesDep) -> JSONResponse:
    """Stores an empty sheet under a short code (``"table"``: played by that table's rules)."""
    if body.title is not None and len(body.title) > service.limits.title_chars:
        return json_error(422, f"title çok uzun: en fazla {service.limits.title_chars} karakter olabilir.")
    table = None
    if body.table is not None:
        try:
            table = tables.for_ruleset(body.table, body.ruleset)
        except TableError as exc:
            return json_error(exc.status, exc.message)
    elif not body.ruleset:
        return json_error(422, "Kural seti (ruleset) ya da masanın kodu (table) eksik.")
    match: dict[str, Any] = {"ruleset": table.ruleset if table else body.ruleset, "hands": []}
    if body.players is not None:
        match["players"] = [clean_text(p) for p in body.players]
    if body.teams is not None:
        match["teams"] = {clean_text(t): [clean_text(p) for p in ps] for t, ps in body.teams.items()}
    if body.options:
        match["options"] = body.options
    try:
        sheet = service.create(match, clean_text(body.title or ""), table=table)
    except (CalcError, sheets.SheetError) as exc:
        return json_error(422, exc.message)
    except StoreError:
        return json_error(503, Msg.BUSY)
    return JSONResponse(sheet.api(), status_code=201)


@router.get("/sheets/{code}", summary="Bir Çetele tablosu: eller, toplamlar, kazanan")
def get_sheet(sheet: SheetDep) -> JSONResponse:
    return JSONResponse(sheet.api())


@router.put("/sheets/{code}", summary="Çetele'nin ellerini güncelle (sürüm kontrollü)")
def put_sheet(sheet: SheetDep, body: SheetUpdate, service: SheetsDep) -> JSONResponse:
    try:
        updated = service.replace_hands(sheet, body.hands, body.version)
    except sheets.SheetError as exc:
        if exc.status == 409:
            return json_error(409, exc.message, version=exc.version)
        return json_error(exc.status, exc.message)
    except CalcError as exc:
        return json_error(422, exc.message)
    return JSONResponse(updated.api())


@router.post("/answers/{code}/feedback", summary="Bir cevaba 👍 / 👎 (istemci başına bir oy; tekrarı ilkinin yerine geçer)")
def answer_feedback(request: Request, code: str, body: VoteIn, store: StoreDep) -> JSONResponse:
    if body.vote not in (1, -1):
        return json_error(422, "vote 1 (👍) ya da -1 (👎) olmalı.")
    try:
        reason, note = check_reason(body.vote, body.reason, body.note)
    except FormError as exc:
        return json_error(422, exc.message)
    if not is_code(code) or not store.add_feedback(code, body.vote, voter_id(request), reason, note):
        return json_error(404, Msg.ANSWER_NOT_FOUND)
    return JSONResponse({"ok": True})
