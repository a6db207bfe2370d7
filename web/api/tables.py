"""JSON API for table profiles ("Masa kuralları", issue 17).

- ``POST /api/tables`` ``{"name", "ruleset", "rules": {key: value, …}, "replaces"?}`` → 201
  ``{"code", "url", "name", "ruleset", "rules", "replaces"}``. An unknown key or value, or a
  switch of another game than the base ruleset's, is a 422 with a Turkish ``{"error"}``.
- ``GET /api/tables/{code}`` → the same object; an unknown code is a 404.

Profiles are immutable: to change one, post a new profile with ``"replaces": <old code>``.
"""
from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Body, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field

from calculators.house import SWITCH_KEYS
from calculators.rulesets import RULESETS
from referee.tables import TableError
from web.deps import TablesDep
from web.errors import TurkishErrorRoute, json_error
from web.forms import clean_text
from web.templating import base_url

router = APIRouter(prefix="/api", tags=["masa"], route_class=TurkishErrorRoute)


class TableProfileIn(BaseModel):
    """A new table profile; types are loose so the service answers in Turkish."""

    model_config = ConfigDict(extra="forbid")

    name: Any = Field(None, description="Masanın adı (en fazla 60 karakter), örn. “Köşe kahve, 3 numara”.")
    ruleset: Any = Field(None, description="Temel kural seti.", json_schema_extra={"enum": list(RULESETS)})
    rules: Any = Field(None, description="Masa kuralları: " + ", ".join(SWITCH_KEYS) + ".")
    replaces: Any = Field(None, description="Bu profil eski bir masanın yeni hâliyse o masanın kodu.")


class TableProfileOut(BaseModel):
    code: str
    url: str
    name: str
    ruleset: str
    rules: dict[str, Any]
    replaces: str | None


EXAMPLES = {
    "kahve-101": {"summary": "101, 7 el, katlamalı, gösterge sahte okeyse iki kat",
                  "value": {"name": "Köşe kahve, 3 numara", "ruleset": "oyna-101",
                            "rules": {"hands": 7, "katlamali": True, "gosterge_sahte_okey": "iki-kat"}}},
    "duz-dusmeli": {"summary": "Düz okey: düşmeli, bitiş 1 / 2",
                    "value": {"name": "Cuma düz okeyi", "ruleset": "oyna-duz",
                              "rules": {"dusmeli": True, "duz_bitis": "bir-iki"}}},
}


def _error(exc: TableError) -> JSONResponse:
    return json_error(exc.status, exc.message)


@router.post("/tables", status_code=201, response_model=TableProfileOut, summary="Masanın kurallarını kaydet")
def create_table(tables: TablesDep, request: Request,
                 body: TableProfileIn = Body(openapi_examples=EXAMPLES)) -> JSONResponse:
    """Stores a table profile (a base ruleset plus house switches, each from a written source)."""
    try:
        name = clean_text(body.name) if isinstance(body.name, str) else body.name
        profile = tables.create(name, body.ruleset, body.rules, body.replaces)
    except TableError as exc:
        return _error(exc)
    return JSONResponse(profile.api(base_url(request)), status_code=201)


@router.get("/tables/{code}", response_model=TableProfileOut, summary="Bir masanın kuralları")
def get_table(code: str, tables: TablesDep, request: Request) -> JSONResponse:
    try:
        profile = tables.load(code)
    except TableError as exc:
        return _error(exc)
    return JSONResponse(profile.api(base_url(request)))
