"""JSON API of the knock-out tournament (turnuva-esli-101).

Public: ``POST /api/tournaments`` (set up), ``GET /api/tournaments/{code}``, ``POST …/teams``
(sign up), ``POST …/join`` (the partner joins with the join code).
Manage (header ``X-Anahtar``: the manage secret): approve / remove teams, ``POST …/draw``,
give a match to a table, record a walkover, correct a result.
Table (header ``X-Anahtar``: that table's key): enter the match's hands, undo the last one, correct
(``PUT …/hands/{n}``) or remove (``DELETE …/hands/{n}?version=``) any one of them.

Bad input → 422 ``{"error"}`` in Turkish; a wrong or missing secret → 403; unknown code → 404;
a write computed from an old ``version`` → 409 ``{"error", "version"}``.
"""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field

from calculators.errors import CalcError
from referee import sheets
from referee.storage import StoreError
from referee.tables import TableError
from referee.tournaments import knockout
from referee.tournaments import reserve, table
from referee.tournaments.common import EventError
from referee.tournaments.keys import HEADER, QUERY
from web.api.event_models import TournamentCreated, TournamentOut
from web.deps import TablesDep

router = APIRouter(prefix="/api/tournaments", tags=["turnuva"])

KeyHeader = Annotated[str | None, Header(alias=HEADER, description="Yönetim anahtarı (ya da masa anahtarı).")]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class TournamentIn(_Strict):
    name: str = Field(description="Turnuvanın adı (en fazla 60 karakter).")
    teams: int = Field(description="Ağaç büyüklüğü: 8, 16, 32 ya da 64 takım.")
    hands: int | None = Field(None, description="Maç başı el sayısı, 1–99 (varsayılan 7; masa kuralı verdiysen "
                                                "onun el sayısı).")
    starts_at: str | None = Field(None, description="Başlangıç zamanı, ISO biçiminde (örn. 2026-12-04T20:00).")
    rules: str | None = Field(None, description="Turnuvadan önce ilan edilen masa kuralları (serbest yazı).")
    table: str | None = Field(None, description="Masa kuralı kodu (POST /api/tables, Eşli 101 turnuva): her maçın "
                                                "Çetele'si bu masanın kurallarıyla hesaplanır.")


class TeamIn(_Strict):
    team: str = Field(description="Takımın adı (en fazla 30 karakter).")
    player: str = Field(description="Kaydı yapan ilk oyuncunun adı (en fazla 24 karakter).")


class JoinIn(_Strict):
    join_code: str = Field(description="Takımın 6 karakterlik katılım kodu (büyük/küçük harf, boşluk fark etmez).")
    player: str = Field(description="Katılan oyuncunun adı.")
    reserve: bool = Field(False, description="true: eş olarak değil yedek oyuncu olarak katıl.")


class VersionIn(_Strict):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{"version": 12}]})
    version: int | None = Field(None, description="Okuduğun sürüm; arada değiştiyse 409 döner.")


class ApproveIn(VersionIn):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{"approved": True, "version": 12}]})
    approved: bool = Field(True, description="false: onayı geri al.")


class ReserveIn(VersionIn):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{"replaces": "Mehmet", "version": 8}]})
    replaces: str = Field(description="Gelemeyen asıl oyuncu: yedek onun yerine oynar.")


class TableIn(VersionIn):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{"table": "3", "version": 14}]})
    table: str = Field(description="Masanın adı ya da numarası (örn. \"3\").")


class WalkoverIn(VersionIn):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{"absent": 5, "minutes_late": 12, "version": 15}]})
    absent: int = Field(description="10 dakika içinde masaya gelmeyen takımın id'si.")
    minutes_late: int | None = Field(None, description="Kaç dakika beklendi (verilirse 10'dan fazla olmalı).")


class MatchResultIn(VersionIn):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{"winner": 3, "version": 16}]})
    winner: int | None = Field(description="Kazanan takımın id'si; null: düzeltmeyi kaldır, Çetele'ye dön.")


class TableHandIn(_Strict):
    version: int = Field(description="Çetele'nin okuduğun sürümü.")
    hand: dict[str, Any] = Field(description="Bir el, POST /api/calc/match'teki el biçiminde.")


class TableUndoIn(_Strict):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{"version": 4}]})
    version: int = Field(description="Çetele'nin okuduğun sürümü.")


EXAMPLES_NEW = {"cuma": {"summary": "16 takımlık cuma turnuvası", "value": {
    "name": "Cuma akşamı turnuvası", "teams": 16, "hands": 7, "starts_at": "2026-12-04T20:00",
    "rules": "Katlamalı değil. Gösterge sahte okey çıkarsa yeniden çekilir. Eşler arası işaret yok."}}}
EXAMPLES_TEAM = {"kayit": {"summary": "Takım kaydı", "value": {"team": "Kartallar", "player": "Ayşe"}}}
EXAMPLES_JOIN = {"es": {"summary": "Eş katılır", "value": {"join_code": "K7QX2M", "player": "Mehmet"}},
                 "yedek": {"summary": "Yedek katılır", "value": {"join_code": "k7q x2m", "player": "Can",
                                                                 "reserve": True}}}
EXAMPLES_HAND = {"el": {"summary": "Bir el (takım A'dan Siz normal bitti)", "value": {"version": 1, "hand": {
    "finish": "normal", "finisher": "Ayşe", "players": [
        {"name": "Ayşe", "opened": "seri"}, {"name": "Mehmet", "opened": "seri", "remaining_sum": 12},
        {"name": "Ali", "opened": "seri", "remaining_sum": 30}, {"name": "Veli", "opened": "yok"}]}}}}

EXAMPLE_TEAM = {"id": 3, "name": "Kartallar", "players": ["Ayşe", "Mehmet"], "reserve": None, "approved": True}
EXAMPLE_TOURNAMENT = {
    "code": "aZ3kP9q", "name": "Cuma akşamı turnuvası", "url": "/turnuva/aZ3kP9q", "tv_url": "/turnuva/aZ3kP9q/tv",
    "size": 8, "hands": 7, "starts_at": "2026-12-04T20:00", "rules": "Katlamalı değil.", "teams": [EXAMPLE_TEAM],
    "drawn": True, "seed": "3fa2c0d1", "rounds": [[
        {"id": "1-1", "round": 1, "round_name": "Çeyrek final", "a": EXAMPLE_TEAM, "b": None, "bye": True,
         "winner": EXAMPLE_TEAM, "how": "bay", "sheet": None, "table": None, "live": None},
        {"id": "1-2", "round": 1, "round_name": "Çeyrek final", "a": {**EXAMPLE_TEAM, "id": 4, "name": "Şimşekler"},
         "b": {**EXAMPLE_TEAM, "id": 5, "name": "Okeyciler"}, "bye": False, "winner": None, "how": None,
         "sheet": "Hk29xQa", "table": "3", "live": {"totals": {"Şimşekler": 131, "Okeyciler": 404},
                                                  "hands_played": 3, "hands": 7, "over": False, "extra_hand": False,
                                                  "version": 4}}]],
    "champion": None, "version": 18, "table": None}


def _example(description: str, body: dict[str, Any]) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"example": body}}}


RESPONSES: dict[int | str, dict[str, Any]] = {
    403: {"description": "Anahtar yok ya da yanlış (X-Anahtar)."},
    404: {"description": "Bu kodla bir turnuva (ya da maç, takım) yok."},
    409: {"description": "Arada biri değiştirdi (sürüm eski) ya da bu adımın sırası değil."},
    422: {"description": "Hatalı giriş: Türkçe açıklama."},
}


def _error(exc: Exception) -> JSONResponse:
    if isinstance(exc, EventError):
        body: dict[str, Any] = {"error": exc.message}
        if exc.status == 409 and exc.version is not None:
            body["version"] = exc.version
        return JSONResponse(body, status_code=exc.status)
    if isinstance(exc, sheets.SheetError):
        sheet_body: dict[str, Any] = {"error": exc.message}
        if exc.status == 409 and exc.version is not None:
            sheet_body["version"] = exc.version
        return JSONResponse(sheet_body, status_code=exc.status)
    if isinstance(exc, CalcError):
        return JSONResponse({"error": exc.message}, status_code=422)
    if isinstance(exc, TableError):
        return JSONResponse({"error": exc.message}, status_code=exc.status)
    return JSONResponse({"error": "Kaydedemedim; birazdan tekrar dener misin?"}, status_code=503)


ERRORS = (EventError, sheets.SheetError, CalcError, StoreError, TableError)


def _links(t: knockout.Tournament, secret: str) -> dict[str, str]:
    return {"url": f"/turnuva/{t.code}", "manage_url": f"/turnuva/{t.code}/yonet?{QUERY}={secret}",
            "tv_url": f"/turnuva/{t.code}/tv", "secret": secret}


@router.post("", status_code=201, response_model=TournamentCreated, summary="Yeni eleme turnuvası kur", responses={**RESPONSES, 201: _example(
    "Kuruldu: linkler ve yalnız şimdi gösterilen yönetim anahtarı.",
    {**EXAMPLE_TOURNAMENT, "teams": [], "drawn": False, "seed": None, "rounds": [], "version": 1,
     "manage_url": "/turnuva/aZ3kP9q/yonet?anahtar=…", "secret": "…"})})
def create(body: Annotated[TournamentIn, Body(openapi_examples=EXAMPLES_NEW)], tables: TablesDep) -> JSONResponse:
    """Returns the public link, the manage link with its secret (shown only now) and the TV link.

    With ``table`` every match is scored by that table profile's house rules (an unknown code 404,
    a profile of another ruleset 422).
    """
    try:
        profile = tables.for_ruleset(body.table) if body.table is not None else None
        t, secret = knockout.create(body.name, body.teams, body.hands, body.starts_at, body.rules, profile)
    except ERRORS as exc:
        return _error(exc)
    return JSONResponse({**t.api(manager=True), **_links(t, secret)}, status_code=201)


@router.get("/{code}", response_model=TournamentOut, summary="Turnuva: takımlar, ağaç, canlı skor, şampiyon",
            responses={**RESPONSES, 200: _example("Turnuva (bay ve canlı skorlu bir maçla).", EXAMPLE_TOURNAMENT)})
def read(code: str, key: KeyHeader = None) -> JSONResponse:
    """With the manage secret in ``X-Anahtar`` the teams carry their join codes."""
    try:
        t = knockout.get(code)
    except ERRORS as exc:
        return _error(exc)
    return JSONResponse(t.api(manager=knockout.is_manager(t, key)))


@router.post("/{code}/teams", status_code=201, summary="Takım kaydı (ilk oyuncu)", responses={**RESPONSES, 201: _example(
    "Kaydoldu: eşe verilecek katılım kodu.", {"team_id": 3, "join_code": "K7QX2M", "version": 5,
                                          "team": {**EXAMPLE_TEAM, "players": ["Ayşe"], "approved": False}})})
def register(code: str, body: Annotated[TeamIn, Body(openapi_examples=EXAMPLES_TEAM)]) -> JSONResponse:
    """The first player signs the team up and gets the join code to give to the partner."""
    try:
        t, team_id, join_code = knockout.register(code, body.team, body.player)
    except ERRORS as exc:
        return _error(exc)
    team = t.team(team_id)
    return JSONResponse({"team_id": team_id, "join_code": join_code, "team": team.api() if team else None,
                         "version": t.version}, status_code=201)


@router.post("/{code}/join", responses=RESPONSES, summary="Eş (ya da yedek) katılım koduyla takıma girer")
def join(code: str, body: Annotated[JoinIn, Body(openapi_examples=EXAMPLES_JOIN)]) -> JSONResponse:
    try:
        t, team_id = knockout.join(code, body.join_code, body.player, body.reserve)
    except ERRORS as exc:
        return _error(exc)
    team = t.team(team_id)
    return JSONResponse({"team_id": team_id, "team": team.api() if team else None, "version": t.version})


@router.post("/{code}/teams/{team_id}/approve", response_model=TournamentOut, responses=RESPONSES, summary="Takımı onayla (yönetim)")
def approve(code: str, team_id: int, body: ApproveIn | None = None, key: KeyHeader = None) -> JSONResponse:
    body = body or ApproveIn()
    try:
        t = knockout.approve(code, key, team_id, body.approved, expected=body.version)
    except ERRORS as exc:
        return _error(exc)
    return JSONResponse(t.api(manager=True))


@router.post("/{code}/teams/{team_id}/reserve", response_model=TournamentOut, responses=RESPONSES,
             summary="Yedek oynasın: gelemeyen asıl oyuncunun yerine (yönetim, maç başlamadan)")
def substitute(code: str, team_id: int, body: ReserveIn, key: KeyHeader = None) -> JSONResponse:
    try:
        t = reserve.substitute(code, key, team_id, body.replaces, expected=body.version)
    except ERRORS as exc:
        return _error(exc)
    return JSONResponse(t.api(manager=True))


@router.delete("/{code}/teams/{team_id}", response_model=TournamentOut, responses=RESPONSES, summary="Takımı çıkar (yönetim, kuradan önce)")
def remove(code: str, team_id: int, version: int | None = None, key: KeyHeader = None) -> JSONResponse:
    try:
        t = knockout.remove(code, key, team_id, expected=version)
    except ERRORS as exc:
        return _error(exc)
    return JSONResponse(t.api(manager=True))


@router.post("/{code}/draw", response_model=TournamentOut, responses=RESPONSES, summary="Kurayı çek (yönetim): ağaç, baylar, tohum")
def draw(code: str, body: VersionIn | None = None, key: KeyHeader = None) -> JSONResponse:
    """Draws from the approved teams; the seed is stored and returned, the draw is then fixed."""
    try:
        t = knockout.draw(code, key, expected=(body or VersionIn()).version)
    except ERRORS as exc:
        return _error(exc)
    return JSONResponse(t.api(manager=True))


@router.post("/{code}/matches/{match_id}/table", summary="Maçı masaya ata (yönetim)", responses={**RESPONSES, 200: _example(
    "Masa linki (QR'ı skor yazıcıya).", {"match": EXAMPLE_TOURNAMENT["rounds"][0][1], "sheet": "Hk29xQa",
                                        "table_secret": "…", "table_url": "/turnuva/aZ3kP9q/masa/1-2?anahtar=…",
                                        "version": 19})})
def assign(code: str, match_id: str, body: TableIn, key: KeyHeader = None) -> JSONResponse:
    """Opens the match's Çetele and returns the table link (its QR goes to the table's scorekeeper)."""
    try:
        t, table_key = knockout.assign(code, key, match_id, body.table, expected=body.version)
    except ERRORS as exc:
        return _error(exc)
    m = t.match(match_id)
    return JSONResponse({"match": m.api() if m else None, "sheet": m.sheet if m else None,
                         "table_secret": table_key,
                         "table_url": f"/turnuva/{code}/masa/{match_id}?{QUERY}={table_key}",
                         "version": t.version})


@router.post("/{code}/matches/{match_id}/walkover", response_model=TournamentOut, responses=RESPONSES,
             summary="Hükmen: 10 dakikada masaya gelmeyen takım kaybeder (yönetim)")
def walkover(code: str, match_id: str, body: WalkoverIn, key: KeyHeader = None) -> JSONResponse:
    try:
        t = knockout.walkover(code, key, match_id, body.absent, body.minutes_late, expected=body.version)
    except ERRORS as exc:
        return _error(exc)
    return JSONResponse(t.api(manager=True))


@router.post("/{code}/matches/{match_id}/result", response_model=TournamentOut, responses=RESPONSES, summary="Maç sonucunu düzelt (yönetim)")
def correct(code: str, match_id: str, body: MatchResultIn, key: KeyHeader = None) -> JSONResponse:
    try:
        t = knockout.correct(code, key, match_id, body.winner, expected=body.version)
    except ERRORS as exc:
        return _error(exc)
    return JSONResponse(t.api(manager=True))


@router.post("/{code}/matches/{match_id}/hands", responses=RESPONSES,
             summary="Masanın Çetele'sine bir el yaz (masa anahtarı)")
def add_hand(code: str, match_id: str, body: Annotated[TableHandIn, Body(openapi_examples=EXAMPLES_HAND)],
             key: KeyHeader = None) -> JSONResponse:
    """The match's sheet after the hand (``GET /api/sheets/{code}`` shape); the winner moves up by itself."""
    try:
        sheet = table.add_hand(code, match_id, key, body.hand, body.version)
    except sheets.SheetError as exc:
        if exc.status == 409:
            fresh = sheets.load(_sheet_code(code, match_id) or "")
            return JSONResponse({"error": exc.message, "version": fresh.version if fresh else None}, 409)
        return _error(exc)
    except ERRORS as exc:
        return _error(exc)
    return JSONResponse(sheet.api())


@router.post("/{code}/matches/{match_id}/undo", responses=RESPONSES, summary="Masanın son elini sil (masa anahtarı)")
def undo(code: str, match_id: str, body: TableUndoIn, key: KeyHeader = None) -> JSONResponse:
    try:
        sheet = table.undo_hand(code, match_id, key, body.version)
    except ERRORS as exc:
        return _error(exc)
    return JSONResponse(sheet.api())


@router.put("/{code}/matches/{match_id}/hands/{number}", responses=RESPONSES,
            summary="Masanın Çetele'sinde bir eli düzelt (masa anahtarı)")
def replace_hand(code: str, match_id: str, number: int,
                 body: Annotated[TableHandIn, Body(openapi_examples=EXAMPLES_HAND)],
                 key: KeyHeader = None) -> JSONResponse:
    """Hand ``number`` (1-based) replaced; the totals after it and the winner follow (not after the manager's result)."""
    try:
        sheet = table.replace_hand(code, match_id, key, number, body.hand, body.version)
    except ERRORS as exc:
        return _error(exc)
    return JSONResponse(sheet.api())


@router.delete("/{code}/matches/{match_id}/hands/{number}", responses=RESPONSES,
               summary="Masanın Çetele'sinden bir eli sil (masa anahtarı)")
def delete_hand(code: str, match_id: str, number: int, version: int, key: KeyHeader = None) -> JSONResponse:
    """Hand ``number`` removed (written twice, or a hand of another match)."""
    try:
        sheet = table.delete_hand(code, match_id, key, number, version)
    except ERRORS as exc:
        return _error(exc)
    return JSONResponse(sheet.api())


def _sheet_code(code: str, match_id: str) -> str | None:
    try:
        m = knockout.get(code).match(match_id)
    except EventError:
        return None
    return m.sheet if m else None
