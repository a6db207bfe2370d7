"""Request bodies read up front, at most 16 KB: a bigger one is refused with 413 before any route.

Why: a question is at most 500 characters and the largest Çetele fits well under the
limit; reading a body whole before the app runs means no route ever sees a half-read
upload, and the guards after this one (:mod:`web.middleware.input_sanity`, the access
log) look at the same bytes without reading them again.
"""
from __future__ import annotations

from web.errors import MAX_BODY_BYTES, Msg, send_error
from web.middleware.asgi import (BODY_KEY, BODY_METHODS, ASGIApp, Receive, Scope, Send, content_length,
                                 read_body, replay)


class BodyLimit:
    """POST / PUT / PATCH bodies over ``max_bytes`` → 413 (declared or counted, chunked uploads too)."""

    def __init__(self, app: ASGIApp, max_bytes: int = MAX_BODY_BYTES) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] not in BODY_METHODS:
            await self.app(scope, receive, send)
            return
        declared = content_length(scope)
        if declared is not None and declared > self.max_bytes:
            await self._refuse(scope, send)
            return
        body, more = await read_body(receive, self.max_bytes)
        if body is None:  # the client went away mid-body
            return
        if more:
            await self._refuse(scope, send)
            return
        scope[BODY_KEY] = body
        await self.app(scope, replay(body, receive), send)

    async def _refuse(self, scope: Scope, send: Send) -> None:
        await send_error(scope, send, 413, Msg.too_large(self.max_bytes), [("Connection", "close")])
