"""Operations: readiness, app-wide Turkish error handlers, and the request guards.

:func:`install_ops` is the one call :func:`web.app.create_app` makes:

- ``GET /readyz`` → 200 when the knowledge base and the search index are loaded and the
  database answers; else 503 with what is missing (for a load balancer or systemd);
- every HTTP error no route handled itself (unknown address 404, wrong method 405,
  unreadable body 400 …) → a Turkish ``{"error": ...}`` (HTML for browsers);
- a database that is busy or gone → 503 with ``Retry-After`` instead of a stack trace;
- anything unexpected → 500 with a Turkish apology (and the traceback in the server log);
- :class:`web.middleware.OpsMiddleware`: body limit, NUL / broken Unicode, rate limit,
  JSON access log;
- on shutdown the database pool is closed, so uvicorn's graceful shutdown never waits on it.
"""
from __future__ import annotations

import asyncio
import json
import logging
import re
from http import HTTPStatus
from typing import Any

from fastapi import APIRouter, FastAPI, Request
from fastapi.responses import JSONResponse, Response
from sqlalchemy.exc import DBAPIError, OperationalError
from starlette.exceptions import HTTPException as StarletteHTTPException

from referee.config import Settings, get_settings
from web.middleware import OpsMiddleware, error_body, setup_access_log

log = logging.getLogger(__name__)

#: Turkish messages for the HTTP errors FastAPI / Starlette raise on their own.
STATUS_MESSAGES: dict[int, str] = {
    400: "İstek okunamadı; gönderdiğin veriyi kontrol eder misin?",
    404: "Burada bir şey yok: adres yanlış olabilir. Ana sayfadan soru sorabilirsin.",
    405: "Bu adres bu istek türünü kabul etmiyor.",
    413: "İstek çok büyük; daha kısa gönder.",
    415: "Bu içerik türünü okuyamıyorum; JSON gönder.",
    422: "İstek geçersiz.",
    429: "Çok hızlı gidiyorsun; biraz bekleyip tekrar dene.",
}
#: English details FastAPI puts into its own HTTPExceptions.
_BUILTIN_DETAILS = {"There was an error parsing the body", "Not Found", "Method Not Allowed"}
MSG_BUSY = "Şu an çok yoğunuz ya da kayıt defterine ulaşamıyorum; birkaç saniye sonra tekrar dener misin?"
MSG_INTERNAL = "Bir şeyler ters gitti, kusura bakma. Tekrar dener misin? Olmazsa bize haber ver."


TITLES = {404: "Sayfa bulunamadı", 405: "Bu olmadı", 429: "Biraz yavaş", 500: "Bir şeyler ters gitti",
          503: "Birazdan tekrar dene"}


def turkish_error(request: Request, status: int, message: str,
                  headers: dict[str, str] | None = None) -> Response:
    """The Turkish error response: JSON for the API and non-browsers, the site's error page otherwise."""
    body, ctype = error_body(request.scope, status, message)
    if ctype.startswith(b"text/html"):
        try:
            from web.templating import error_page

            response = error_page(request, status, TITLES.get(status, "Olmadı"), message)
            response.headers.update(headers or {})
            return response
        except Exception:  # noqa: BLE001 - a broken template must not hide the error itself
            log.exception("error page could not be rendered; sending the plain one")
    return Response(content=body, status_code=status, headers=headers, media_type=ctype.decode())


def message_for(status: int, detail: Any) -> str:
    """A route's own (string) detail wins; FastAPI's English defaults become Turkish."""
    if isinstance(detail, str) and detail and detail not in _BUILTIN_DETAILS:
        try:
            if detail != HTTPStatus(status).phrase:
                return detail
        except ValueError:
            return detail
    return STATUS_MESSAGES.get(status, "İstek işlenemedi.")


def install_error_handlers(app: FastAPI) -> None:
    """App-level handlers for errors no route answered itself (see module doc)."""

    @app.exception_handler(StarletteHTTPException)
    async def _on_http(request: Request, exc: StarletteHTTPException) -> Response:
        return turkish_error(request, exc.status_code, message_for(exc.status_code, exc.detail),
                             dict(exc.headers or {}))

    @app.exception_handler(OperationalError)
    async def _on_db_busy(request: Request, exc: OperationalError) -> Response:
        log.warning("database unavailable: %s", exc.orig)
        return turkish_error(request, 503, MSG_BUSY, {"Retry-After": "2"})

    @app.exception_handler(DBAPIError)
    async def _on_db_error(request: Request, exc: DBAPIError) -> Response:
        log.error("database error on %s %s: %s", request.method, request.url.path, exc.orig)
        if exc.connection_invalidated:
            return turkish_error(request, 503, MSG_BUSY, {"Retry-After": "2"})
        return turkish_error(request, 500, MSG_INTERNAL)

    @app.exception_handler(Exception)
    async def _on_crash(request: Request, exc: Exception) -> Response:
        return turkish_error(request, 500, MSG_INTERNAL)


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
                responses.setdefault("413", _error_response("İstek 16 KB'tan büyük."))
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
    from web.middleware import LIMITED_ROUTES

    generate = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            app.openapi_schema = document_errors(generate(), list(LIMITED_ROUTES))
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]


# --------------------------------------------------------------------------- readiness


def readiness() -> tuple[bool, dict[str, str]]:
    """Whether this worker can answer: knowledge + index loaded (not triggered here), database reachable."""
    from referee import service
    from referee.storage import get_store

    checks: dict[str, str] = {}
    pipeline = getattr(service, "_pipeline", None)  # loaded at start-up by web.api.ask.warm_up
    if pipeline is None:
        checks["index"] = "yüklenmedi"
    else:
        n_articles = len(pipeline.kb.articles)
        n_units = len(getattr(pipeline.index, "units", ()) or ())
        checks["knowledge"] = f"{n_articles} madde, sürüm {pipeline.kb.version}" if n_articles else "boş"
        checks["index"] = f"{n_units} metin" if n_units else "boş"
    try:
        checks["database"] = "ulaşılıyor" if get_store().ping() else "ulaşılamıyor"
    except Exception as exc:  # noqa: BLE001 - a broken URL or a failed migration is "not ready"
        log.warning("readiness: database unavailable: %s", exc)
        checks["database"] = "ulaşılamıyor"
    ok = pipeline is not None and checks.get("knowledge", "boş") != "boş" \
        and checks["index"] not in ("boş", "yüklenmedi") and checks["database"] == "ulaşılıyor"
    return ok, checks


router = APIRouter(tags=["işletim"])


@router.get("/readyz", summary="Hazır mı? (bilgi, dizin, veritabanı)")
def readyz() -> JSONResponse:
    """200 ``{"status": "ready", ...}`` when this worker can answer questions, else 503."""
    ok, checks = readiness()
    return JSONResponse({"status": "ready" if ok else "not_ready", "checks": checks},
                        status_code=200 if ok else 503)


def _close_database() -> None:
    """Close pooled database connections (only if this worker ever opened the store)."""
    from referee import storage

    if storage._store_for.cache_info().currsize:  # noqa: SLF001 - do not open a store just to close it
        try:
            storage.get_store().engine.dispose()
        except Exception:  # noqa: BLE001 - shutting down anyway
            log.debug("closing the database pool failed", exc_info=True)


async def _on_shutdown() -> None:
    await asyncio.to_thread(_close_database)


def install_ops(app: FastAPI, settings: Settings | None = None) -> None:
    """Wire readiness, error handlers, request guards and access logs into ``app``."""
    settings = settings or get_settings()
    install_error_handlers(app)
    install_openapi_errors(app)
    app.include_router(router)
    app.router.add_event_handler("shutdown", _on_shutdown)
    setup_access_log()
    app.add_middleware(OpsMiddleware, rate_limit_per_minute=settings.rate_limit_per_minute)
