"""Security headers on every response: pages, JSON, static files and every error alike.

- ``Content-Security-Policy``: everything from our own origin only, no inline script or style
  (the templates have none; ``static/app.js`` does the enhancing), no framing, forms post
  only to us;
- ``X-Frame-Options: DENY`` for browsers that predate ``frame-ancestors``;
- ``X-Content-Type-Options: nosniff``: a text file is never run as a script;
- ``Referrer-Policy: strict-origin-when-cross-origin``: an answer's code never leaves in a Referer.

A route may set its own value of any of these; this middleware only adds what is missing.
"""
from __future__ import annotations

from web.middleware.asgi import ASGIApp, Message, Receive, Scope, Send

CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; "
       "connect-src 'self'; manifest-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; "
       "form-action 'self'; frame-ancestors 'none'")

HEADERS: tuple[tuple[bytes, bytes], ...] = (
    (b"content-security-policy", CSP.encode()),
    (b"x-frame-options", b"DENY"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"strict-origin-when-cross-origin"),
)


class SecurityHeaders:
    """Adds :data:`HEADERS` to each ``http.response.start`` that lacks them."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", ()))
                present = {name.lower() for name, _ in headers}
                headers.extend(h for h in HEADERS if h[0] not in present)
                message = dict(message, headers=headers)
            await send(message)

        await self.app(scope, receive, with_headers)
