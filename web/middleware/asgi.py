"""The few ASGI pieces the middlewares share: types, header lookup, body buffering.

Pure ASGI (no Starlette ``BaseHTTPMiddleware``): a guard that refuses a request never
starts the app, and the body is read once however many guards look at it.
"""
from __future__ import annotations

from typing import Any, Awaitable, Callable

Scope = dict[str, Any]
Message = dict[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

#: Where :class:`web.middleware.body_limit.BodyLimit` leaves the buffered body for the guards after it.
BODY_KEY = "kural.body"

BODY_METHODS = ("POST", "PUT", "PATCH")

#: Where :class:`web.middleware.client_address.ClientAddress` leaves the client's address.
CLIENT_KEY = "kural.client"


def header(scope: Scope, name: bytes) -> bytes | None:
    """The first value of header ``name`` (lower-case bytes), or None."""
    for k, v in scope.get("headers", ()):
        if k == name:
            return v
    return None


def content_length(scope: Scope) -> int | None:
    """The declared ``Content-Length``, None when absent or not a number."""
    raw = header(scope, b"content-length")
    try:
        return int(raw) if raw is not None else None
    except ValueError:
        return None


def content_type(scope: Scope) -> str:
    """The ``Content-Type`` header, lower-cased ("" when absent)."""
    return (header(scope, b"content-type") or b"").decode("latin-1").lower()


def client_host(scope: Scope) -> str:
    """The client's address as resolved by ``ClientAddress`` (else the peer's; "-" when unknown)."""
    resolved = scope.get(CLIENT_KEY)
    if isinstance(resolved, str):
        return resolved
    return (scope.get("client") or ("-", 0))[0]


async def read_body(receive: Receive, limit: int) -> tuple[bytes | None, bool]:
    """The whole body, or ``(b"", True)`` once it passes ``limit``; ``(None, False)`` on disconnect."""
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


def replay(body: bytes, receive: Receive) -> Receive:
    """A ``receive`` that hands the buffered body to the app once, then waits on the real one."""
    sent = False

    async def replayed() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replayed
