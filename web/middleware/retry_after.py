"""Every 503 says when to come back: ``Retry-After`` on each one that lacks it (issue 15, finding 15).

A 503 here is always passing (a busy or read-only database, a worker still loading), so a
phone, a proxy or a monitor that honours the header retries instead of giving up; a route or
handler that knows better sets its own value, which stays.
"""
from __future__ import annotations

from web.middleware.asgi import ASGIApp, Message, Receive, Scope, Send

#: Seconds a client should wait before trying again after a 503.
RETRY_AFTER_S = 2


class RetryAfter:
    """Adds ``Retry-After: RETRY_AFTER_S`` to a 503 response start that has none."""

    def __init__(self, app: ASGIApp, seconds: int = RETRY_AFTER_S) -> None:
        self.app = app
        self.header = (b"retry-after", str(int(seconds)).encode())

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_retry_after(message: Message) -> None:
            if message["type"] == "http.response.start" and message.get("status") == 503:
                headers = list(message.get("headers", ()))
                if all(name.lower() != b"retry-after" for name, _ in headers):
                    message = dict(message, headers=[*headers, self.header])
            await send(message)

        await self.app(scope, receive, with_retry_after)
