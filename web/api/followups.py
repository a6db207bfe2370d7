"""JSON API for the follow-ups of a calculation answer (issue 13).

- ``POST /api/answers/{code}/fill`` ``{"slot": str, "value": …}``: one of the answer's
  ``calculation.missing`` facts → 201 with the new answer (the shape of ``/api/ask`` plus
  ``"parent": code``). The original answer stays as it was.

A slot the answer does not ask, or a value that does not fit, is a 422 with a Turkish message;
an unknown code a 404.
"""
from __future__ import annotations

import logging
from typing import Any

from fastapi import APIRouter
from fastapi.responses import JSONResponse
from pydantic import BaseModel

from referee.followups import FollowUpError
from referee.storage import StoreError, is_code
from web.deps import RefereeDep
from web.errors import Msg, TurkishErrorRoute, json_error

log = logging.getLogger(__name__)

router = APIRouter(prefix="/api", tags=["soru-cevap"], route_class=TurkishErrorRoute)


class FillBody(BaseModel):
    """Body of POST /api/answers/{code}/fill; loose types so the service gives the Turkish errors."""

    slot: Any = None
    value: Any = None

    model_config = {"json_schema_extra": {"examples": [{"slot": "Sen.opened", "value": "seri"},
                                                       {"slot": "okey", "value": "sarı 6"},
                                                       {"slot": "Sen.remaining_sum", "value": 41}]}}


@router.post("/answers/{code}/fill", status_code=201, summary="Eksik bilgiyi ver, yeni cevabı al")
def api_fill(code: str, body: FillBody, referee: RefereeDep) -> JSONResponse:
    """Answer one missing fact of a stored calculation; a new answer with its own short link."""
    if not is_code(code):
        return json_error(404, Msg.ANSWER_NOT_FOUND)
    try:
        payload = referee.fill(code, body.slot, body.value)
    except FollowUpError as exc:
        return json_error(exc.status, exc.message)
    except StoreError:
        return json_error(503, Msg.BUSY)
    if payload is None:
        return json_error(404, Msg.ANSWER_NOT_FOUND)
    return JSONResponse(payload, status_code=201)
