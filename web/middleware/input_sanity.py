"""Text no database can store is refused before anything is stored.

- :class:`QuerySanity`: a query string with a NUL (``%00`` or a raw zero byte) → 422;
- :class:`BodySanity`: a JSON body that is not UTF-8 → 400; one whose strings hold a NUL,
  another control character or a lone surrogate → 422 (PostgreSQL refuses NUL in text, a
  lone surrogate cannot be written as UTF-8 anywhere, and controls have no business in a
  question, a name or a tile — the forms' rule, :func:`web.forms.has_controls`).

HTML forms are checked by :mod:`web.forms`, which shows the form again with the message
instead of a bare error page; the routes drop invisible characters with ``clean_text``.
"""
from __future__ import annotations

import json
import re
from typing import Any, Iterable

from web.errors import Msg, send_error
from web.forms import has_controls
from web.middleware.asgi import BODY_KEY, ASGIApp, Receive, Scope, Send, content_type


def bad_string(s: str) -> bool:
    """A control character (NUL included) or a lone surrogate: text we never store.

    >>> bad_string("okey"), bad_string("a\\x00b"), bad_string("\\ud800"), bad_string("a\\x85b")
    (False, True, True, True)
    """
    if has_controls(s):
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


def walk_strings(value: Any) -> Iterable[str]:
    """Every string in a decoded JSON value, object keys included."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from walk_strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from walk_strings(v)


def json_body_is_unsafe(body: bytes) -> bool:
    r"""Whether a JSON body decodes to strings with controls (NUL included) or lone surrogates.

    Malformed JSON is *not* unsafe here: the route answers it with its own 422.

    >>> json_body_is_unsafe(b'{"question": "okey ne \\u00e7ift"}')
    False
    >>> json_body_is_unsafe(b'{"question": "a\\u0000b"}'), json_body_is_unsafe(b'{"q": "\\ud800"}')
    (True, True)
    >>> json_body_is_unsafe(b'{"q": "\\\\ud800"}')  # an escaped backslash: plain text
    False
    >>> json_body_is_unsafe('{"q": "okey\x85"}'.encode()), json_body_is_unsafe(b'{"q": "ok\\bey"}')
    (True, True)
    """
    try:
        value = json.loads(body)
    except (ValueError, RecursionError):
        return False
    return any(bad_string(s) for s in walk_strings(value))


_PCT_NUL = re.compile(rb"%00", re.IGNORECASE)


def urlencoded_is_unsafe(data: bytes) -> bool:
    """Whether a query string or form body carries a NUL (``%00`` or a raw zero byte).

    >>> urlencoded_is_unsafe(b"soru=okey+ne&kural=od-101"), urlencoded_is_unsafe(b"soru=a%00b")
    (False, True)
    """
    return b"\x00" in data or bool(_PCT_NUL.search(data))


class QuerySanity:
    """A NUL in the query string → 422, whatever the route."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and urlencoded_is_unsafe(scope.get("query_string", b"")):
            await send_error(scope, send, 422, Msg.BAD_CHARS)
            return
        await self.app(scope, receive, send)


class BodySanity:
    """A JSON body (buffered by :class:`~web.middleware.body_limit.BodyLimit`) that is not UTF-8 → 400,
    with NUL / lone surrogates → 422."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        body = scope.get(BODY_KEY) if scope["type"] == "http" else None
        if body is not None and "json" in content_type(scope):
            if not _is_utf8(body):
                await send_error(scope, send, 400, Msg.NOT_UTF8)
                return
            if json_body_is_unsafe(body):
                await send_error(scope, send, 422, Msg.BAD_CHARS)
                return
        await self.app(scope, receive, send)
