"""Operations: readiness, app-wide Turkish error handlers, and the request guards.

:func:`install_ops` is the one call :func:`web.app.create_app` makes:

- ``GET /readyz`` → 200 when the knowledge base and the search index are loaded and the
  database answers and takes a write (rolled back); else 503 with what is missing (for a load balancer or systemd);
- :func:`web.errors.install_error_handlers`: every error no route handled itself (unknown
  address, wrong method, busy database, a crash) in Turkish;
- :func:`web.middleware.install_middleware`: body limit, NUL / broken Unicode, rate limit,
  immutable cache, JSON access log;
- the OpenAPI schema says what those send (``{"error": str}``, 413, 429).

Start-up (loading the index) and shutdown (closing the database pool, so uvicorn's
graceful shutdown never waits on it) are the app's lifespan, in :mod:`web.app`.
"""
from __future__ import annotations

import json
import logging
import re
from typing import Any

from fastapi import APIRouter, FastAPI
from fastapi.responses import JSONResponse

from referee.config import Settings
from referee.service import Referee
from web.deps import RefereeDep
from web.errors import MAX_BODY_BYTES, install_error_handlers
from web.middleware import LIMITED_ROUTES, install_middleware

log = logging.getLogger(__name__)


# --------------------------------------------------------------------------- OpenAPI

ERROR_SCHEMA: dict[str, Any] = {
    "title": "Hata",
    "type": "object",
    "required": ["error"],
    "properties": {"error": {"type": "string", "description": "Türkçe, kısa açıklama."}},
}


def _error_response(description: str) -> dict[str, Any]:
    return {"description": description,
            "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Hata"}}}}


def document_errors(spec: dict[str, Any], limited: list[tuple[str, str]]) -> dict[str, Any]:
    """Make the schema say what the handlers do: errors are ``{"error": str}``, plus 413 / 429.

    FastAPI documents its English ``HTTPValidationError`` for 422; every 422 here is rewritten
    by the handlers, so the schema is rewritten to match.
    """
    spec.setdefault("components", {}).setdefault("schemas", {})["Hata"] = ERROR_SCHEMA
    for path, item in spec.get("paths", {}).items():
        for method, op in item.items():
            if not isinstance(op, dict) or "responses" not in op:
                continue
            responses = op["responses"]
            documented = json.dumps(responses.get("422", {}))
            if "422" in responses and ("HTTPValidationError" in documented or '"content"' not in documented):
                # FastAPI's English default (or no body at all): say what the handlers send.
                desc = responses["422"].get("description") or "Validation Error"
                if desc == "Validation Error":
                    desc = "Hatalı giriş: Türkçe açıklama."
                responses["422"] = _error_response(desc)
            if method in ("post", "put", "patch"):
                responses.setdefault("413", _error_response(f"İstek {MAX_BODY_BYTES // 1024} KB'tan büyük."))
            if any(method.upper() == m and re.fullmatch(rx, path) for m, rx in limited):
                responses.setdefault("429", _error_response(
                    "Bu istemci bir dakikada çok fazla yeni link açtı; Retry-After saniye sonra tekrar."))
    schemas = spec["components"]["schemas"]
    if "HTTPValidationError" not in json.dumps(spec.get("paths", {})):
        schemas.pop("HTTPValidationError", None)
        schemas.pop("ValidationError", None)
    return spec


def install_openapi_errors(app: FastAPI) -> None:
    """Post-process the generated OpenAPI schema once with :func:`document_errors`."""
    generate = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            app.openapi_schema = document_errors(generate(), list(LIMITED_ROUTES))
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]


# --------------------------------------------------------------------------- readiness


def readiness(referee: Referee) -> tuple[bool, dict[str, str]]:
    """Whether this worker can answer: knowledge + index loaded (not triggered here), database reachable and writable."""
    checks: dict[str, str] = {}
    pipeline = referee.loaded  # loaded at start-up by the app's lifespan
    if pipeline is None:
        checks["index"] = "yüklenmedi"
    else:
        n_articles = len(pipeline.kb.articles)
        n_units = len(getattr(pipeline.index, "units", ()) or ())
        checks["knowledge"] = f"{n_articles} madde, sürüm {pipeline.kb.version}" if n_articles else "boş"
        checks["index"] = f"{n_units} metin" if n_units else "boş"
    try:
        store = referee.store
        if not store.ping():
            checks["database"] = "ulaşılamıyor"
        elif not store.writable():  # read-only file or replica, full disk: answers come, links would not
            log.warning("readiness: the database answers but refuses writes")
            checks["database"] = "yazılamıyor"
        else:
            checks["database"] = "ulaşılıyor"
    except Exception as exc:  # noqa: BLE001 - a broken URL or a failed migration is "not ready"
        log.warning("readiness: database unavailable: %s", exc)
        checks["database"] = "ulaşılamıyor"
    ok = pipeline is not None and checks.get("knowledge", "boş") != "boş" \
        and checks["index"] not in ("boş", "yüklenmedi") and checks["database"] == "ulaşılıyor"
    return ok, checks


router = APIRouter(tags=["işletim"])


@router.get("/readyz", summary="Hazır mı? (bilgi, dizin, veritabanı)")
def readyz(referee: RefereeDep) -> JSONResponse:
    """200 ``{"status": "ready", ...}`` when this worker can answer questions, else 503."""
    ok, checks = readiness(referee)
    return JSONResponse({"status": "ready" if ok else "not_ready", "checks": checks},
                        status_code=200 if ok else 503)


def install_ops(app: FastAPI, settings: Settings) -> None:
    """Wire readiness, error handlers, request guards and access logs into ``app``."""
    install_error_handlers(app)
    install_openapi_errors(app)
    app.include_router(router)
    install_middleware(app, rate_limit_per_minute=settings.rate_limit_per_minute,
                       max_body_bytes=settings.max_body_bytes, cache_entries=settings.answer_cache_entries,
                       trusted_proxies=settings.trusted_proxies, vote_limit_per_minute=settings.vote_limit_per_minute,
                       base_url=settings.base_url, sheet_max_bytes=settings.sheet_max_bytes)
