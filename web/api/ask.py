"""JSON API: ask a question, fetch a stored answer.

- ``POST /api/ask`` ``{"question": str, "ruleset": str | null, "table": code | null}`` → the answer payload
  (``"table"``: a table profile; the payload's ``"table"`` is ``{"code", "name"}`` or null, and where
  the table's house rules change the answer the verdict starts with "Sizin masanızda").
- ``GET /api/answers/{id}`` → the stored (immutable) answer.

Bad input is a 422 with ``{"error": "<Turkish message>"}``, never FastAPI's
English validation dump; an unknown code is a 404 with ``{"error": ...}``.
"""
from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel

from referee.service import AskError
from web.deps import RefereeDep
from web.errors import Msg, TurkishErrorRoute, json_error
from web.forms import clean_text
from web.templating import answer_link

router = APIRouter(prefix="/api", tags=["soru-cevap"], route_class=TurkishErrorRoute)


class AskBody(BaseModel):
    """Body of POST /api/ask; types are loose so the service gives the Turkish errors."""

    question: Any = None
    ruleset: Any = None
    table: Any = None


@router.post("/ask")
def api_ask(body: AskBody, referee: RefereeDep, request: Request) -> JSONResponse:
    """Answer a question (rule, calculation or "not covered") and store it under a short code."""
    question = clean_text(body.question) if isinstance(body.question, str) else body.question
    try:
        result = referee.ask(question, body.ruleset, body.table)
    except AskError as exc:
        return json_error(exc.status, exc.message)
    return JSONResponse(dict(result.payload(), short_url=answer_link(result.id, request)))


@router.get("/answers/{code}")
def api_answer(code: str, referee: RefereeDep, request: Request) -> JSONResponse:
    """A stored answer by its 7-character code."""
    payload = referee.get_answer(code)
    if payload is None:
        return json_error(404, Msg.ANSWER_NOT_FOUND)
    return JSONResponse(dict(payload, short_url=answer_link(code, request)))

