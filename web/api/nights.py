"""JSON API of the Okey Gecesi and its season (esli-101-turnuva).

- ``POST /api/nights`` → 201 with the links, the manage secret and every round's seating
  (tables, ring order, first dealer, who waits). With ``season`` the night joins that
  season, which needs the season's manage secret in ``X-Anahtar``.
- ``GET /api/nights/{code}`` → seating, results and the standings with the tie-breaker columns.
- ``POST /api/nights/{code}/results`` (manage) → one table's result: ranks, or raw points, or a Çetele.
- ``DELETE /api/nights/{code}/results/{round}/{table}`` (manage) → remove a table's result.
- ``POST /api/nights/{code}/head-to-head`` (manage) → the last tie-breaker between two players.
- ``POST /api/seasons`` → 201; ``GET /api/seasons/{code}`` → the season table.

Bad input → 422 Turkish ``{"error"}``; wrong or missing secret → 403; unknown code → 404;
an old ``version`` → 409 ``{"error", "version"}``.
"""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field

from referee.tournaments import night as nights
from referee.tournaments import season as seasons
from referee.tournaments.keys import QUERY
from web.api.event_models import NightCreated, NightOut
from web.api.tournaments import ERRORS, RESPONSES, KeyHeader, _error

router = APIRouter(prefix="/api", tags=["okey gecesi"])


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class NightIn(_Strict):
    name: str = Field(description="Gecenin adı.")
    players: list[str] = Field(description="6, 8 ya da 10 oyuncunun adı.")
    losers: int | None = Field(None, description="Gecenin sonunda kaybeden son sıradakilerin sayısı (kafe seçer).")
    rounds: int | None = Field(None, description="Tur sayısı (varsayılan 6 ve 8 kişide 3, 10 kişide 5).")
    season: str | None = Field(None, description="Bağlanacağı sezonun kodu (X-Anahtar: sezonun anahtarı).")


class NightResultIn(_Strict):
    round: int = Field(description="Tur (1'den).")
    table: int = Field(description="Masa (1'den).")
    ranks: dict[str, int] | None = Field(None, description="Masadaki sıra: ad → 1–4.")
    raw: dict[str, int] | None = Field(None, description="Ham puan (masanın Çetele toplamı): ad → puan, az olan iyi.")
    penalties: dict[str, int] | None = Field(None, description="Yenen ceza: ad → o masada yazılan ceza toplamı.")
    sheet: str | None = Field(None, description="Ham puanları bu Çetele'den al (7 karakterlik kod).")
    version: int | None = Field(None, description="Okuduğun sürüm; arada değiştiyse 409.")


class HeadToHeadIn(_Strict):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [
        {"a": "Ece", "b": "Naz", "a_to_b": 101, "b_to_a": 30, "version": 9}]})
    a: str
    b: str
    a_to_b: int = Field(description="a'nın b'ye yazdırdığı ceza.")
    b_to_a: int = Field(description="b'nin a'ya yazdırdığı ceza.")
    version: int | None = None


class SeasonIn(_Strict):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{"name": "Kış 2026"}]})
    name: str = Field(description="Sezonun adı (örn. \"Kış 2026\").")


EXAMPLES_NIGHT = {"sekiz": {"summary": "8 kişilik gece, son 2 kaybeder", "value": {
    "name": "Salı Okey Gecesi", "players": ["Ayşe", "Can", "Ece", "Su", "Nur", "Efe", "Naz", "Ada"], "losers": 2}}}
EXAMPLES_RESULT = {
    "sira": {"summary": "Sıralarla", "value": {"round": 1, "table": 1,
                                               "ranks": {"Ayşe": 1, "Can": 3, "Ece": 2, "Su": 4}}},
    "ham": {"summary": "Ham puan ve yenen cezayla", "value": {
        "round": 1, "table": 2, "raw": {"Nur": 120, "Efe": -101, "Naz": 340, "Ada": 45},
        "penalties": {"Nur": 0, "Efe": 0, "Naz": 101, "Ada": 0}}},
}


EXAMPLE_NIGHT = {
    "code": "Qm3xTz8", "name": "Salı Okey Gecesi", "url": "/gece/Qm3xTz8", "seed": "9c1e55ab", "losers_count": 2,
    "season": None, "players": ["Ayşe", "Can", "Ece", "Su", "Nur", "Efe", "Naz", "Ada"],
    "rounds": [{"round": 1, "waiting": [], "tables": [
        {"table": 1, "seats": ["Ece", "Ada", "Ayşe", "Naz"], "dealer": "Ada",
         "result": {"ranks": {"Ece": 2, "Ada": 1, "Ayşe": 4, "Naz": 3}, "raw": None, "penalties": None, "sheet": None}},
        {"table": 2, "seats": ["Nur", "Efe", "Can", "Su"], "dealer": "Can", "result": None}]}],
    "standings": [{"place": 1, "name": "Ada", "rank_points": 0, "raw_points": None, "penalties_suffered": None,
                   "decided_by": None, "tied": False, "rounds_played": 1, "season_points": None}],
    "notes": [], "head_to_head": [], "complete": False, "losers": None, "losers_note": None,
    "readings": ["Sıra puanı: … 2. = 1, 3. = 2 …"], "sources": ["esli-101-turnuva"], "version": 2}


def _example(description: str, body: dict[str, Any]) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"example": body}}}


def _links(kind: str, code: str, secret: str) -> dict[str, str]:
    return {"url": f"/{kind}/{code}", "manage_url": f"/{kind}/{code}/yonet?{QUERY}={secret}", "secret": secret}


def _night_call(fn: Any, *args: Any, **kw: Any) -> JSONResponse:
    try:
        n = fn(*args, **kw)
    except ERRORS as exc:
        return _error(exc)
    return JSONResponse(n.api())


@router.post("/nights", status_code=201, response_model=NightCreated, summary="Yeni Okey Gecesi: oturma, ilk dağıtıcı", responses={
    **RESPONSES, 201: _example("Kuruldu: her turun oturuşu ve ilk dağıtanı, linkler, yönetim anahtarı.",
                               {**EXAMPLE_NIGHT, "manage_url": "/gece/Qm3xTz8/yonet?anahtar=…", "secret": "…"})})
def create_night(body: Annotated[NightIn, Body(openapi_examples=EXAMPLES_NIGHT)],
                 key: KeyHeader = None) -> JSONResponse:
    try:
        n, secret = nights.create(body.name, body.players, body.losers, body.rounds, body.season, key)
    except ERRORS as exc:
        return _error(exc)
    return JSONResponse({**n.api(), **_links("gece", n.code, secret)}, status_code=201)


@router.get("/nights/{code}", response_model=NightOut, summary="Gecenin tablosu: sıra puanı ve ayırıcılar",
            responses={**RESPONSES, 200: _example("Gece: oturma, sonuçlar, ayırıcı sütunlarıyla tablo.", EXAMPLE_NIGHT)})
def read_night(code: str) -> JSONResponse:
    return _night_call(nights.get, code)


@router.post("/nights/{code}/results", response_model=NightOut, responses=RESPONSES, summary="Bir masanın sonucu (yönetim)")
def post_result(code: str, body: Annotated[NightResultIn, Body(openapi_examples=EXAMPLES_RESULT)],
                key: KeyHeader = None) -> JSONResponse:
    return _night_call(nights.record, code, key, body.round, body.table, body.ranks, body.raw, body.penalties,
                       body.sheet, expected=body.version)


@router.delete("/nights/{code}/results/{round_no}/{table_no}", response_model=NightOut, responses=RESPONSES,
               summary="Bir masanın sonucunu sil (yönetim)")
def delete_result(code: str, round_no: int, table_no: int, version: int | None = None,
                  key: KeyHeader = None) -> JSONResponse:
    return _night_call(nights.clear, code, key, round_no, table_no, expected=version)


@router.post("/nights/{code}/head-to-head", response_model=NightOut, responses=RESPONSES,
             summary="Son ayırıcı: iki oyuncunun birbirine yazdırdığı ceza (yönetim)")
def post_head_to_head(code: str, body: HeadToHeadIn, key: KeyHeader = None) -> JSONResponse:
    return _night_call(nights.head_to_head, code, key, body.a, body.b, body.a_to_b, body.b_to_a,
                       expected=body.version)


@router.post("/seasons", status_code=201, responses=RESPONSES, summary="Yeni sezon (haftalık seri)")
def create_season(body: SeasonIn) -> JSONResponse:
    try:
        s, secret = seasons.create(body.name)
    except ERRORS as exc:
        return _error(exc)
    return JSONResponse({**s.api(), **_links("sezon", s.code, secret)}, status_code=201)


@router.get("/seasons/{code}", responses=RESPONSES, summary="Sezon tablosu")
def read_season(code: str) -> JSONResponse:
    try:
        s = seasons.get(code)
    except ERRORS as exc:
        return _error(exc)
    return JSONResponse(s.api())
