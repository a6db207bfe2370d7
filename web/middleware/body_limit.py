"""Request bodies read up front, at most 16 KB: a bigger one is refused with 413 before any route.

Why: a question is at most 1000 characters (`Settings.max_question_chars`) and a hand form well under 16 KB; only a whole
Çetele sent back through ``PUT /api/sheets/{code}`` may be as big as a stored sheet
(``KURAL_SHEET_MAX_BYTES``, see :func:`route_limits`). Reading a body whole before the app runs means no route ever sees a half-read
upload, and the guards after this one (:mod:`web.middleware.input_sanity`, the access
log) look at the same bytes without reading them again.
"""
from __future__ import annotations

import re
from typing import Iterable

from referee.sheets import MAX_SHEET_BYTES
from web.errors import MAX_BODY_BYTES, Msg, send_error
from web.middleware.asgi import (BODY_KEY, BODY_METHODS, ASGIApp, Receive, Scope, Send, content_length,
                                 read_body, replay)


def route_limits(sheet_bytes: int = MAX_SHEET_BYTES) -> tuple[tuple[str, str, int], ...]:
    """Routes whose bodies may be bigger than the default: ``(method, path regex, bytes)``.

    A whole Çetele comes back through ``PUT /api/sheets/{code}``: the stored sheet's own limit
    (``KURAL_SHEET_MAX_BYTES``) plus room for ``{"version", "hands"}``.

    >>> route_limits(1000)[0][2]
    5096
    """
    return (("PUT", r"/api/sheets/[0-9A-Za-z]+", sheet_bytes + 4096),)


#: The limits with the default sheet size.
ROUTE_LIMITS = route_limits()


class BodyLimit:
    """POST / PUT / PATCH bodies over the route's limit → 413 (declared or counted, chunked uploads too)."""

    def __init__(self, app: ASGIApp, max_bytes: int = MAX_BODY_BYTES,
                 route_limits: Iterable[tuple[str, str, int]] = ROUTE_LIMITS) -> None:
        self.app = app
        self.max_bytes = max_bytes
        self.route_limits = [(m, re.compile(p), n) for m, p, n in route_limits]

    def limit_for(self, method: str, path: str) -> int:
        """The body limit of one request: the route's own, else the default."""
        for m, rx, n in self.route_limits:
            if m == method and rx.fullmatch(path):
                return n
        return self.max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] not in BODY_METHODS:
            await self.app(scope, receive, send)
            return
        limit = self.limit_for(scope["method"], scope["path"])
        declared = content_length(scope)
        if declared is not None and declared > limit:
            await self._refuse(scope, send, limit)
            return
        body, more = await read_body(receive, limit)
        if body is None:  # the client went away mid-body
            return
        if more:
            await self._refuse(scope, send, limit)
            return
        scope[BODY_KEY] = body
        await self.app(scope, replay(body, receive), send)

    @staticmethod
    async def _refuse(scope: Scope, send: Send, limit: int) -> None:
        await send_error(scope, send, 413, Msg.too_large(limit), [("Connection", "close")])
