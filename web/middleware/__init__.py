"""Request guards and access logs for a busy tournament night (pure ASGI, no per-route code).

:class:`OpsMiddleware` sits in front of every route and, in this order:

1. reads a request body up front, at most :data:`MAX_BODY_BYTES` (16 KB) → else 413;
2. turns away JSON that is not UTF-8 → 400, and JSON bodies and query strings with NUL
   characters or broken Unicode (lone surrogates) → 422, before anything is stored (PostgreSQL refuses NUL in text,
   and a lone surrogate cannot be written as UTF-8 anywhere);
3. rate-limits link creation per client (``/api/ask``, ``/sor``, ``/cetele``)
   with a sliding window → 429 with ``Retry-After``;
4. serves repeat views of immutable responses (answer pages, fingerprinted static files)
   from a small in-memory LRU, like a caching reverse proxy would (:class:`ImmutableCache`);
5. writes one JSON line per request to the ``kural.access`` logger: method, route
   template, status, latency, client and — for questions — only a short prefix.

Every refusal answers in Turkish: ``{"error": "..."}`` for the API and for clients that
do not ask for HTML, a tiny HTML page for browsers.

The rate-limit window lives in process memory: with several workers each worker
counts on its own (the effective limit is ``workers × limit``); see the README.
"""
from __future__ import annotations

import html
import json
import logging
import math
import re
import sys
import time
from collections import OrderedDict, deque
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Awaitable, Callable, Iterable

Scope = dict[str, Any]
Message = dict[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

MAX_BODY_BYTES = 16 * 1024
QUESTION_LOG_PREFIX = 32
WINDOW_SECONDS = 60.0

#: Requests that create a link (an answer or a score sheet): ``(method, path regex)``.
#: Only these count against the per-client rate limit; reading a link never does.
LIMITED_ROUTES: tuple[tuple[str, str], ...] = (
    ("POST", r"/api/ask/?"),      # JSON API: a new answer
    ("POST", r"/sor/?"),          # the ask form: a new answer
    ("POST", r"/cetele/?"),       # the Çetele form: a new score sheet
    ("POST", r"/api/sheets/?"),   # a JSON score-sheet API, should one be added
)

MSG_TOO_LARGE = f"İstek çok büyük: en fazla {MAX_BODY_BYTES // 1024} KB gönderebilirsin. Soruyu kısaca yaz."
MSG_BAD_CHARS = ("İstekte okunamayan karakterler var (boş karakter ya da bozuk Unicode). "
                 "Soruyu yeniden yazıp gönderir misin?")
MSG_NOT_UTF8 = "İstek UTF-8 olarak okunamadı; metni UTF-8 kodlamasıyla gönder."
MSG_RATE = ("Biraz yavaş abi: bir dakikada en fazla {limit} yeni soru ya da çetele açabilirsin. "
            "{retry} saniye sonra tekrar dene.")

access_log = logging.getLogger("kural.access")


# --------------------------------------------------------------------------- rate limit


@dataclass
class SlidingWindowLimiter:
    """At most ``limit`` hits per ``window`` seconds per key; ``limit <= 0`` turns it off.

    >>> lim = SlidingWindowLimiter(limit=2, window=60)
    >>> lim.hit("a", now=0.0), lim.hit("a", now=1.0), lim.hit("a", now=2.0)
    (None, None, 58)
    >>> lim.hit("b", now=2.0), lim.hit("a", now=60.5)
    (None, None)
    """

    limit: int
    window: float = WINDOW_SECONDS
    _hits: dict[str, deque[float]] = field(default_factory=dict, repr=False)
    _last_sweep: float = 0.0

    def hit(self, key: str, now: float | None = None) -> int | None:
        """Count one request for ``key``; None when allowed, else the seconds to wait (≥ 1)."""
        if self.limit <= 0:
            return None
        now = time.monotonic() if now is None else now
        self._sweep(now)
        q = self._hits.setdefault(key, deque())
        while q and q[0] <= now - self.window:
            q.popleft()
        if len(q) >= self.limit:
            return max(1, math.ceil(q[0] + self.window - now))
        q.append(now)
        return None

    def _sweep(self, now: float) -> None:
        """Forget idle clients once a window, so memory stays bounded by active clients."""
        if now - self._last_sweep < self.window:
            return
        self._last_sweep = now
        for key in [k for k, q in self._hits.items() if not q or q[-1] <= now - self.window]:
            del self._hits[key]


# --------------------------------------------------------------------------- immutable cache


@dataclass
class CachedResponse:
    status: int
    headers: list[tuple[bytes, bytes]]
    body: bytes
    route: str


@dataclass
class ImmutableCache:
    """Responses that say ``Cache-Control: public, …, immutable`` kept in memory, LRU.

    An answer page never changes once its link exists, so — like a caching reverse proxy —
    the worker serves repeat views (fifty phones opening one link from the group chat)
    without the database, the template or the QR code. Only plain ``GET`` without a query
    string, status 200, no ``Set-Cookie`` and no ``Vary`` is kept; ``max_entries = 0`` turns
    it off.

    >>> c = ImmutableCache(max_entries=1)
    >>> c.put("/a/x", CachedResponse(200, [], b"x", "/a/{code}")); c.put("/a/y", CachedResponse(200, [], b"y", ""))
    >>> c.get("/a/x") is None, c.get("/a/y").body
    (True, b'y')
    """

    max_entries: int = 4096
    max_bytes: int = 64 * 1024 * 1024
    max_item_bytes: int = 512 * 1024
    _items: "OrderedDict[str, CachedResponse]" = field(default_factory=OrderedDict, repr=False)
    _bytes: int = 0

    def get(self, key: str) -> CachedResponse | None:
        item = self._items.get(key)
        if item is not None:
            self._items.move_to_end(key)
        return item

    def put(self, key: str, item: CachedResponse) -> None:
        if self.max_entries <= 0 or len(item.body) > self.max_item_bytes or key in self._items:
            return
        self._items[key] = item
        self._bytes += len(item.body)
        while len(self._items) > self.max_entries or self._bytes > self.max_bytes:
            _, old = self._items.popitem(last=False)
            self._bytes -= len(old.body)

    @staticmethod
    def cacheable(status: int, headers: Iterable[tuple[bytes, bytes]]) -> bool:
        if status != 200:
            return False
        cache_control = b""
        for name, value in headers:
            name = name.lower()
            if name in (b"set-cookie", b"vary"):
                return False
            if name == b"cache-control":
                cache_control = value.lower()
        return b"immutable" in cache_control and b"public" in cache_control


# --------------------------------------------------------------------------- input checks


def _bad_string(s: str) -> bool:
    """NUL or a lone surrogate: text no database and no UTF-8 encoder accepts."""
    if "\x00" in s:
        return True
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _is_utf8(body: bytes) -> bool:
    try:
        body.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _walk_strings(value: Any) -> Iterable[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from _walk_strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _walk_strings(v)


def json_body_is_unsafe(body: bytes) -> bool:
    r"""Whether a JSON body decodes to strings with NUL or lone surrogates.

    Malformed JSON is *not* unsafe here: the route answers it with its own 422.

    >>> json_body_is_unsafe(b'{"question": "okey ne \\u00e7ift"}')
    False
    >>> json_body_is_unsafe(b'{"question": "a\\u0000b"}'), json_body_is_unsafe(b'{"q": "\\ud800"}')
    (True, True)
    >>> json_body_is_unsafe(b'{"q": "\\\\ud800"}')  # an escaped backslash: plain text
    False
    """
    if b"\\u" not in body and b"\\U" not in body:
        return False  # raw NUL / control bytes are invalid JSON and rejected by the parser
    try:
        value = json.loads(body)
    except (ValueError, RecursionError):
        return False
    return any(_bad_string(s) for s in _walk_strings(value))


_PCT_NUL = re.compile(rb"%00", re.IGNORECASE)


def urlencoded_is_unsafe(data: bytes) -> bool:
    """Whether a query string or form body carries a NUL (``%00`` or a raw zero byte).

    >>> urlencoded_is_unsafe(b"soru=okey+ne&kural=od-101"), urlencoded_is_unsafe(b"soru=a%00b")
    (False, True)
    """
    return b"\x00" in data or bool(_PCT_NUL.search(data))


# --------------------------------------------------------------------------- responses


def _wants_json(scope: Scope) -> bool:
    """JSON for the API and for clients that do not ask for HTML; HTML for browsers."""
    if scope.get("path", "").startswith("/api/"):
        return True
    for name, value in scope.get("headers", ()):
        if name == b"accept":
            return b"text/html" not in value
    return True


def error_body(scope: Scope, status: int, message: str) -> tuple[bytes, bytes]:
    """``(body, content type)`` of a Turkish error, JSON or a minimal HTML page."""
    if _wants_json(scope):
        return json.dumps({"error": message}, ensure_ascii=False).encode(), b"application/json"
    page = (
        '<!doctype html><html lang="tr"><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width,initial-scale=1">'
        f"<title>Kural Abisi</title><main><h1>Olmadı</h1><p>{html.escape(message)}</p>"
        '<p><a href="/">Ana sayfaya dön</a></p></main></html>'
    )
    return page.encode(), b"text/html; charset=utf-8"


async def send_error(scope: Scope, send: Send, status: int, message: str,
                     headers: Iterable[tuple[bytes, bytes]] = ()) -> None:
    body, ctype = error_body(scope, status, message)
    await send({
        "type": "http.response.start",
        "status": status,
        "headers": [(b"content-type", ctype), (b"content-length", str(len(body)).encode()), *headers],
    })
    await send({"type": "http.response.body", "body": body})


# --------------------------------------------------------------------------- logging


def setup_access_log(stream: Any = None) -> None:
    """One JSON object per line on stderr; uvicorn's own access log is switched off.

    uvicorn's line would carry the full URL (a question in a query string included);
    ours carries the route template instead.
    """
    if not access_log.handlers:
        handler = logging.StreamHandler(stream or sys.stderr)
        handler.setFormatter(logging.Formatter("%(message)s"))
        access_log.addHandler(handler)
    access_log.setLevel(logging.INFO)
    access_log.propagate = False
    logging.getLogger("uvicorn.access").disabled = True


def question_prefix(body: bytes, limit: int = QUESTION_LOG_PREFIX) -> str | None:
    """The first ``limit`` characters of a JSON body's ``question``, for the access log.

    >>> question_prefix(b'{"question": "rakip okey atip bitti ben ciftten acmistim elimde 41"}')
    'rakip okey atip bitti ben ciftte…'
    >>> question_prefix(b'not json') is None
    True
    """
    try:
        value = json.loads(body)
    except (ValueError, RecursionError):
        return None
    q = value.get("question") if isinstance(value, dict) else None
    if not isinstance(q, str):
        return None
    q = " ".join(q.split())
    return q if len(q) <= limit else q[:limit] + "…"


def _route_template(scope: Scope) -> str:
    """The matched route's template (``/a/{code}``); the raw path, cut short, when none matched."""
    if "route_template" in scope:  # served from the immutable cache
        return scope["route_template"]
    route = scope.get("route")
    path = getattr(route, "path", None)
    if isinstance(path, str):
        return path
    return str(scope.get("path", ""))[:64]


# --------------------------------------------------------------------------- middleware


class OpsMiddleware:
    """Body limit, input sanity, per-client rate limit and JSON access log (see module doc)."""

    def __init__(self, app: ASGIApp, rate_limit_per_minute: int = 30,
                 limited_routes: Iterable[tuple[str, str]] = LIMITED_ROUTES,
                 max_body_bytes: int = MAX_BODY_BYTES, cache_entries: int = 4096) -> None:
        self.app = app
        self.limiter = SlidingWindowLimiter(limit=rate_limit_per_minute)
        self.cache = ImmutableCache(max_entries=cache_entries)
        self.limited = [(m.upper(), re.compile(p)) for m, p in limited_routes]
        self.max_body = max_body_bytes

    def is_limited(self, method: str, path: str) -> bool:
        return any(method == m and rx.fullmatch(path) for m, rx in self.limited)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        start = time.perf_counter()
        state: dict[str, Any] = {"status": None, "q": None}

        async def send_logged(message: Message) -> None:
            if message["type"] == "http.response.start":
                state["status"] = message["status"]
            await send(message)

        try:
            await self._handle(scope, receive, send_logged, state)
        except BaseException:
            if state["status"] is None:
                state["status"] = 500
            raise
        finally:
            self._log(scope, state, start)

    async def _handle(self, scope: Scope, receive: Receive, send: Send, state: dict[str, Any]) -> None:
        method, path = scope["method"], scope["path"]

        if urlencoded_is_unsafe(scope.get("query_string", b"")):
            await send_error(scope, send, 422, MSG_BAD_CHARS)
            return

        if self.is_limited(method, path):
            client = (scope.get("client") or ("-", 0))[0]
            retry = self.limiter.hit(client)
            if retry is not None:
                msg = MSG_RATE.format(limit=self.limiter.limit, retry=retry)
                await send_error(scope, send, 429, msg, [(b"retry-after", str(retry).encode())])
                return

        if method == "GET" and not scope.get("query_string"):
            await self._cached_get(scope, receive, send, state)
            return
        if method not in ("POST", "PUT", "PATCH"):
            await self.app(scope, receive, send)
            return

        declared = _content_length(scope)
        if declared is not None and declared > self.max_body:
            await send_error(scope, send, 413, MSG_TOO_LARGE, [(b"connection", b"close")])
            return
        body, more = await _read_body(receive, self.max_body)
        if body is None:  # the client went away mid-body
            return
        if more:
            await send_error(scope, send, 413, MSG_TOO_LARGE, [(b"connection", b"close")])
            return

        ctype = _content_type(scope)
        if "json" in ctype and not _is_utf8(body):
            await send_error(scope, send, 400, MSG_NOT_UTF8)
            return
        if "json" in ctype and json_body_is_unsafe(body):
            # (HTML forms are cleaned by web.forms, which shows the form again instead.)
            await send_error(scope, send, 422, MSG_BAD_CHARS)
            return
        if path.startswith("/api/ask"):
            state["q"] = question_prefix(body)

        await self.app(scope, _replay(body, receive), send)

    async def _cached_get(self, scope: Scope, receive: Receive, send: Send, state: dict[str, Any]) -> None:
        """Serve an immutable response from memory, or pass through and keep it if it is one."""
        key = scope["path"]
        hit = self.cache.get(key)
        if hit is not None:
            state["cache"] = "hit"
            scope["route_template"] = hit.route
            await send({"type": "http.response.start", "status": hit.status, "headers": hit.headers})
            await send({"type": "http.response.body", "body": hit.body})
            return
        captured: dict[str, Any] = {"start": None, "chunks": [], "size": 0, "keep": False}

        async def capture(message: Message) -> None:
            if message["type"] == "http.response.start":
                captured["start"] = message
                captured["keep"] = self.cache.cacheable(message["status"], message.get("headers", ()))
            elif message["type"] == "http.response.body" and captured["keep"]:
                body = message.get("body", b"")
                captured["size"] += len(body)
                if captured["size"] > self.cache.max_item_bytes:
                    captured["keep"] = False
                else:
                    captured["chunks"].append(body)
                    if not message.get("more_body", False):
                        start = captured["start"]
                        self.cache.put(key, CachedResponse(start["status"], list(start.get("headers", ())),
                                                           b"".join(captured["chunks"]), _route_template(scope)))
            await send(message)

        await self.app(scope, receive, capture)

    @staticmethod
    def _log(scope: Scope, state: dict[str, Any], start: float) -> None:
        if not access_log.isEnabledFor(logging.INFO):
            return
        record = {
            "ts": datetime.now(UTC).isoformat(timespec="milliseconds"),
            "method": scope.get("method"),
            "route": _route_template(scope),
            "status": state["status"] or 0,
            "ms": round((time.perf_counter() - start) * 1000, 1),
            "client": (scope.get("client") or ("-", 0))[0],
        }
        if state["q"] is not None:
            record["q"] = state["q"]
        if state.get("cache"):
            record["cache"] = state["cache"]
        access_log.info(json.dumps(record, ensure_ascii=False))


def _header(scope: Scope, name: bytes) -> bytes | None:
    for k, v in scope.get("headers", ()):
        if k == name:
            return v
    return None


def _content_length(scope: Scope) -> int | None:
    raw = _header(scope, b"content-length")
    try:
        return int(raw) if raw is not None else None
    except ValueError:
        return None


def _content_type(scope: Scope) -> str:
    raw = _header(scope, b"content-type") or b""
    return raw.decode("latin-1").lower()


async def _read_body(receive: Receive, limit: int) -> tuple[bytes | None, bool]:
    """The whole body, or ``(partial, True)`` once it passes ``limit``; ``(None, False)`` on disconnect."""
    chunks: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            return None, False
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > limit:
            return b"", True
        chunks.append(chunk)
        if not message.get("more_body", False):
            return b"".join(chunks), False


def _replay(body: bytes, receive: Receive) -> Receive:
    """A ``receive`` that hands the buffered body to the app once, then waits on the real one."""
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replay
