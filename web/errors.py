"""Every error the web app answers, worded once in Turkish, and the one way to send it.

Why one module: the same refusal ("too large", "not found", "bad JSON") used to be worded
differently by the API, the pages and the middleware. Here each error has one message
(:class:`Msg`), one title for the HTML page (:data:`TITLES`) and one renderer
(:func:`error_response`): ``{"error": "..."}`` for the API and for clients that do not
ask for HTML, the site's error page for browsers.

- :func:`validation_message` turns pydantic's first validation error into one Turkish sentence;
- :class:`TurkishErrorRoute` applies it (and :class:`~calculators.errors.CalcError`'s message)
  inside a router, so a router answers in Turkish in any app;
- :func:`install_error_handlers` covers what no route handled: unknown address, wrong method,
  a database that is busy or gone, a crash.
"""
from __future__ import annotations

import logging
from http import HTTPStatus
from typing import Any, Callable, ClassVar, Coroutine, Iterable, Mapping, Sequence

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from fastapi.routing import APIRoute
from sqlalchemy.exc import DBAPIError, OperationalError
from starlette.exceptions import HTTPException as StarletteHTTPException

from calculators.errors import CalcError, NotCovered
from referee.config import Settings

log = logging.getLogger(__name__)

#: The default request body limit (JSON and forms; ``Settings.max_body_bytes``), enforced by
#: :mod:`web.middleware.body_limit`.
MAX_BODY_BYTES: int = Settings.model_fields["max_body_bytes"].default


class Msg:
    """One Turkish wording per error (``str.format`` fields where the message names a limit)."""

    TOO_LARGE = "İstek çok büyük: en fazla {kb} KB gönderebilirsin. Kısaltıp tekrar dene."
    BAD_CHARS = ("Yazıda okunamayan karakterler var (kontrol karakteri, boş karakter ya da bozuk Unicode); "
                 "yeniden yazıp gönderir misin?")
    NOT_UTF8 = "Gönderdiğin yazı UTF-8 olarak okunamadı; UTF-8 kodlamasıyla yeniden gönder."
    UNREADABLE = "İsteği okuyamadım; sayfayı yenileyip tekrar dener misin?"
    RATE = ("Biraz yavaş abi: bir dakikada en fazla {limit} yeni soru ya da çetele açabilirsin. "
            "{retry} saniye sonra tekrar dene.")
    CROSS_SITE = ("Bu istek başka bir siteden gönderilmiş; güvenliğin için kabul etmedim. "
                  "Sayfayı Kural Abisi'nde açıp oradan tekrar gönder.")
    RATE_VOTES = "Biraz yavaş abi: bir dakikada en fazla {limit} oy verebilirsin. {retry} saniye sonra tekrar dene."
    BUSY = "Şu an çok yoğunuz ya da kayıt defterine ulaşamıyorum; birkaç saniye sonra tekrar dener misin?"
    INTERNAL = "Bir şeyler ters gitti, kusura bakma. Tekrar dener misin? Olmazsa bize haber ver."
    METHOD = "Bu adres bu istek türünü kabul etmiyor."
    MEDIA = "Bu içerik türünü okuyamıyorum; JSON gönder."
    INVALID = "İstek geçersiz."
    PAGE_NOT_FOUND = "Aradığın sayfa burada yok. Ana sayfadan sorunu sorabilir ya da kurallara göz atabilirsin."
    ANSWER_NOT_FOUND = ("Bu linkte kayıtlı bir cevap yok. Link eksik kopyalanmış olabilir; "
                        "soruyu yeniden sorarsan hemen cevaplarım.")
    SHEET_NOT_FOUND = "Bu linkte bir Çetele yok. Link eksik kopyalanmış olabilir; yeni bir tablo açabilirsin."
    ARTICLE_NOT_FOUND = "Bu adla bir kural maddesi yok. Tüm kurallar listesinden arayabilirsin."
    CALC_NOT_FOUND = "Böyle bir hesap yok; hesaplayıcılar listesinden seçebilirsin."
    FILE_NOT_FOUND = "Böyle bir dosya yok."

    @classmethod
    def too_large(cls, limit_bytes: int = MAX_BODY_BYTES) -> str:
        """The 413 message naming the limit in KB.

        >>> Msg.too_large(16 * 1024)
        'İstek çok büyük: en fazla 16 KB gönderebilirsin. Kısaltıp tekrar dene.'
        """
        return cls.TOO_LARGE.format(kb=limit_bytes // 1024)


#: The message for an HTTP status no route worded itself.
STATUS_MESSAGES: dict[int, str] = {
    400: Msg.UNREADABLE, 404: Msg.PAGE_NOT_FOUND, 405: Msg.METHOD, 413: Msg.too_large(),
    415: Msg.MEDIA, 422: Msg.INVALID, 500: Msg.INTERNAL, 503: Msg.BUSY,
}

#: The heading of the HTML error page, per status.
TITLES: dict[int, str] = {403: "Kabul etmedim", 404: "Bunu bulamadım", 405: "Bu olmadı", 413: "Çok uzun", 429: "Biraz yavaş",
                          500: "Bir şeyler ters gitti", 503: "Birazdan tekrar dene"}

#: English details FastAPI / Starlette put into their own HTTPExceptions.
_BUILTIN_DETAILS = {"There was an error parsing the body", "Not Found", "Method Not Allowed"}


# --------------------------------------------------------------------------- rendering


def wants_json(scope: Mapping[str, Any]) -> bool:
    """JSON for the API and for clients that do not ask for HTML; HTML for browsers."""
    if str(scope.get("path", "")).startswith("/api/"):
        return True
    for name, value in scope.get("headers", ()):
        if name == b"accept":
            return b"text/html" not in value
    return True


def json_error(status: int, message: str, headers: Mapping[str, str] | None = None, **extra: Any) -> JSONResponse:
    """``{"error": message, **extra}`` with ``status``."""
    return JSONResponse({"error": message, **extra}, status_code=status, headers=dict(headers or {}))


def error_response(scope: Mapping[str, Any], status: int, message: str,
                   headers: Mapping[str, str] | None = None, title: str | None = None) -> Response:
    """The Turkish error: JSON for the API and non-browsers, the site's error page for browsers.

    The security headers are set here too: a crash's 500 is sent past the middlewares.
    """
    from web.middleware.security_headers import HEADERS

    if wants_json(scope):
        response: Response = json_error(status, message, headers)
    else:
        response = page_error(Request(dict(scope)), status, message, headers, title)
    for name, value in HEADERS:
        response.headers.setdefault(name.decode(), value.decode())
    return response


def page_error(request: Request, status: int, message: str, headers: Mapping[str, str] | None = None,
               title: str | None = None) -> Response:
    """The site's HTML error page (pages answer HTML whoever asks); plain JSON if the template breaks."""
    try:
        from web.templating import error_page

        response = error_page(request, status, title or TITLES.get(status, "Olmadı"), message)
        response.headers.update(dict(headers or {}))
        return response
    except Exception:  # noqa: BLE001 - a broken template must not hide the error itself
        log.exception("error page could not be rendered; sending the plain one")
        return json_error(status, message, headers)


async def send_error(scope: dict[str, Any], send: Callable[..., Any], status: int, message: str,
                     headers: Iterable[tuple[str, str]] = ()) -> None:
    """Send :func:`error_response` from a pure ASGI middleware (before any route ran)."""
    response = error_response(scope, status, message, dict(headers))

    async def no_receive() -> dict[str, Any]:  # an error response never reads the body
        return {"type": "http.disconnect"}

    await response(scope, no_receive, send)


def message_for(status: int, detail: Any) -> str:
    """A route's own (string) detail wins; FastAPI's English defaults become Turkish."""
    if isinstance(detail, str) and detail and detail not in _BUILTIN_DETAILS:
        try:
            if detail != HTTPStatus(status).phrase:
                return detail
        except ValueError:
            return detail
    return STATUS_MESSAGES.get(status, "İstek işlenemedi.")


# --------------------------------------------------------------------------- validation


def _loc(loc: Sequence[Any]) -> str:
    """``("body", "players", 2, "name")`` → ``players[2].name``."""
    out = ""
    for x in (x for x in loc if x != "body"):
        out += f"[{x}]" if isinstance(x, int) else (f".{x}" if out else str(x))
    return out


def _shown(value: Any, limit: int = 20) -> str:
    """A given value as quoted in a message, cut short (a 5,000-digit string is not echoed back)."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "…"


def validation_message(errors: Sequence[Mapping[str, Any]]) -> str:
    """The first request validation error as one Turkish sentence.

    >>> validation_message([{"type": "missing", "loc": ("body", "gosterge")}])
    'gosterge alanı eksik.'
    >>> validation_message([{"type": "int_parsing", "loc": ("body", "players", 0, "remaining_sum"), "input": "x"}])
    "players[0].remaining_sum tam sayı olmalı ('x' verildi)."
    """
    if not errors:
        return Msg.UNREADABLE
    e = errors[0]
    kind, where = str(e.get("type", "")), _loc(e.get("loc", ()))
    if kind == "json_invalid":
        return "İstek geçerli bir JSON değil; virgülleri, tırnakları ve parantezleri kontrol et."
    if not where and kind == "missing":
        return "İstek gövdesi boş; bir JSON nesnesi gönderin."
    if not where and kind in ("model_attributes_type", "model_type", "dict_type"):
        return "İstek gövdesi bir JSON nesnesi ({...}) olmalı."
    if where.endswith("finisher"):
        return "Bir eli yalnız bir kişi bitirir: finisher tek bir oyuncu adı (ya da null) olmalı."
    if kind == "extra_forbidden":
        return f"Tanınmayan alan: {where}."
    if kind == "missing":
        return f"{where} alanı eksik."
    if kind.startswith("int"):
        return f"{where} tam sayı olmalı ({_shown(e.get('input'))} verildi)."
    if kind.startswith("bool"):
        return f"{where} true ya da false olmalı."
    if kind == "string_too_long":
        return f"{where} çok uzun: en fazla {(e.get('ctx') or {}).get('max_length', '?')} karakter olabilir."
    if kind.startswith("string"):
        return f"{where} yazı olmalı."
    if kind.startswith("list"):
        return f"{where} bir liste ([...]) olmalı."
    if kind in ("model_attributes_type", "model_type", "dict_type"):
        return f"{where} bir nesne ({{...}}) olmalı."
    if kind.startswith(("greater_than", "less_than")):
        return f"{where} izin verilen aralığın dışında."
    return f"{where or 'İstek'} geçersiz."


def calc_error_body(exc: CalcError, details: bool) -> dict[str, Any]:
    """``{"error"}``; with ``details`` also the field at fault and ``not_covered`` (the tool endpoints)."""
    body: dict[str, Any] = {"error": exc.message}
    if details and exc.field:
        body["field"] = exc.field
    if details and isinstance(exc, NotCovered):
        body["not_covered"] = True
    return body


class TurkishErrorRoute(APIRoute):
    """Validation and calculator errors → 422 ``{"error": "<Turkish>"}``, inside the router itself.

    The app-level handlers do the same; the route class makes a router answer in Turkish
    in any app (the tests mount routers alone).
    """

    calc_details: ClassVar[bool] = False

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        original = super().get_route_handler()
        details = self.calc_details

        async def handler(request: Request) -> Response:
            try:
                return await original(request)
            except RequestValidationError as exc:
                return json_error(422, validation_message(exc.errors()))
            except CalcError as exc:
                return JSONResponse(calc_error_body(exc, details), status_code=422)

        return handler


class DetailedErrorRoute(TurkishErrorRoute):
    """:class:`TurkishErrorRoute` whose calculator errors also carry ``field`` and ``not_covered``."""

    calc_details = True


# --------------------------------------------------------------------------- app-wide handlers


def install_error_handlers(app: FastAPI) -> None:
    """App-level handlers for errors no route answered itself (see module doc)."""

    @app.exception_handler(StarletteHTTPException)
    async def _on_http(request: Request, exc: StarletteHTTPException) -> Response:
        return error_response(request.scope, exc.status_code, message_for(exc.status_code, exc.detail),
                              dict(exc.headers or {}))

    @app.exception_handler(RequestValidationError)
    async def _on_validation(request: Request, exc: RequestValidationError) -> Response:
        return json_error(422, validation_message(exc.errors()))

    @app.exception_handler(CalcError)
    async def _on_calc_error(request: Request, exc: CalcError) -> Response:
        return JSONResponse(calc_error_body(exc, details=False), status_code=422)

    @app.exception_handler(OperationalError)
    async def _on_db_busy(request: Request, exc: OperationalError) -> Response:
        log.warning("database unavailable: %s", exc.orig)
        return error_response(request.scope, 503, Msg.BUSY, {"Retry-After": "2"})

    @app.exception_handler(DBAPIError)
    async def _on_db_error(request: Request, exc: DBAPIError) -> Response:
        log.error("database error on %s %s: %s", request.method, request.url.path, exc.orig)
        if exc.connection_invalidated:
            return error_response(request.scope, 503, Msg.BUSY, {"Retry-After": "2"})
        return error_response(request.scope, 500, Msg.INTERNAL)

    @app.exception_handler(Exception)
    async def _on_crash(request: Request, exc: Exception) -> Response:
        return error_response(request.scope, 500, Msg.INTERNAL)

