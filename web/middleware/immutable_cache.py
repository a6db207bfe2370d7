"""Repeat views of immutable responses served from memory, like a caching reverse proxy.

An answer page never changes once its link exists, so the worker serves repeat views
(fifty phones opening one link from the group chat) without the database, the template
or the QR code. Only plain ``GET`` without a query string, status 200, ``Cache-Control:
public, …, immutable``, no ``Set-Cookie`` and no ``Vary`` is kept.
"""
from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any, Iterable

from web.middleware.asgi import ASGIApp, Message, Receive, Scope, Send
from web.middleware.client_address import REQUEST_BASE

#: Set on the scope when a response came from memory: the route template it was stored under.
ROUTE_KEY = "route_template"


@dataclass
class CachedResponse:
    status: int
    headers: list[tuple[bytes, bytes]]
    body: bytes
    route: str


@dataclass
class ImmutableCache:
    """Responses kept in memory, least recently used out first; ``max_entries = 0`` turns it off.

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


def route_template(scope: Scope) -> str:
    """The matched route's template (``/a/{code}``); the raw path, cut short, when none matched."""
    if ROUTE_KEY in scope:  # served from memory
        return scope[ROUTE_KEY]
    path = getattr(scope.get("route"), "path", None)
    if isinstance(path, str):
        return path
    return str(scope.get("path", ""))[:64]


class ImmutableCacheMiddleware:
    """Serve a plain GET from :class:`ImmutableCache`, or pass it through and keep it if it is immutable."""

    def __init__(self, app: ASGIApp, max_entries: int = 4096) -> None:
        self.app = app
        self.cache = ImmutableCache(max_entries=max_entries)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "GET" or scope.get("query_string"):
            await self.app(scope, receive, send)
            return
        key = (REQUEST_BASE.get() or "") + scope["path"]  # links on the page may come from the host
        hit = self.cache.get(key)
        if hit is not None:
            scope[ROUTE_KEY] = hit.route
            scope["kural.cache"] = "hit"
            # a copy of the headers each time: gzip outside edits them in place (and then the cache's own)
            await send({"type": "http.response.start", "status": hit.status, "headers": list(hit.headers)})
            await send({"type": "http.response.body", "body": hit.body})
            return
        captured: dict[str, Any] = {"start": None, "chunks": [], "size": 0, "keep": False}

        async def capture(message: Message) -> None:
            if message["type"] == "http.response.start":
                # A copy: a middleware outside (gzip) edits the headers of the message it is sent in place.
                captured["start"] = dict(message, headers=list(message.get("headers", ())))
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
                                                           b"".join(captured["chunks"]), route_template(scope)))
            await send(message)

        await self.app(scope, receive, capture)
