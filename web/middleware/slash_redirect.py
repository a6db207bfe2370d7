"""``/yonetim/`` → ``/yonetim``: a relative ``Location``, never built from the ``Host`` header, and
never carrying a ``token`` from the query string.

Starlette's own slash redirect writes an absolute URL from the request's ``Host`` (a forged
Host turns it into a redirect to another site) and keeps the whole query string; it is
switched off (``redirect_slashes = False``) and this takes its place.
"""
from __future__ import annotations

from urllib.parse import parse_qsl, urlencode

from starlette.routing import Match, Router

from web.middleware.asgi import ASGIApp, Receive, Scope, Send

#: Query parameters never echoed into a redirect.
SECRET_PARAMS = frozenset({"token", "anahtar"})


def redirect_target(raw_path: str, query: bytes) -> str:
    """The relative redirect for a path with trailing slashes (leading slashes collapsed: no ``//host``).

    >>> redirect_target("//evil.example/", b""), redirect_target("/yonetim/", b"token=x&q=1")
    ('/evil.example', '/yonetim?q=1')
    """
    path = "/" + raw_path.strip("/")
    kept = [(k, v) for k, v in parse_qsl(query.decode("latin-1"), keep_blank_values=True)
            if k.lower() not in SECRET_PARAMS]
    return path + ("?" + urlencode(kept) if kept else "")


class SlashRedirect:
    """307 to the same path without the trailing slash, when a route answers that path."""

    def __init__(self, app: ASGIApp, router: Router) -> None:
        self.app = app
        self.router = router

    def _routed(self, scope: Scope, path: str) -> bool:
        probe = dict(scope, path=path)
        return any(route.matches(probe)[0] != Match.NONE for route in self.router.routes)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = scope.get("path", "")
        if scope["type"] == "http" and len(path) > 1 and path.endswith("/"):
            stripped = "/" + path.strip("/")
            if stripped != path and self._routed(scope, stripped):
                raw = scope.get("raw_path") or path.encode()
                location = redirect_target(raw.decode("latin-1"), scope.get("query_string", b""))
                await send({"type": "http.response.start", "status": 307,
                            "headers": [(b"location", location.encode("latin-1")), (b"content-length", b"0")]})
                await send({"type": "http.response.body", "body": b""})
                return
        await self.app(scope, receive, send)
