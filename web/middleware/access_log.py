"""One JSON line per request on the ``kural.access`` logger; uvicorn's own access log is off.

uvicorn's line would carry the full URL (a question in a query string included); ours
carries the route template (``/a/{code}``), the status, the latency, the client and — for
``/api/ask`` — only the first 32 characters of the question.
"""
from __future__ import annotations

import json
import logging
import sys
import time
from datetime import UTC, datetime
from typing import Any

from web.middleware.asgi import BODY_KEY, ASGIApp, Message, Receive, Scope, Send, client_host
from web.middleware.head_as_get import HEAD_KEY
from web.middleware.immutable_cache import route_template
from web.middleware.input_sanity import bad_string

QUESTION_LOG_PREFIX = 32

access_log = logging.getLogger("kural.access")


def setup_access_log(stream: Any = None) -> None:
    """One JSON object per line on stderr; uvicorn's own access log is switched off."""
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


class AccessLog:
    """Outermost guard: times the request and logs it once it is answered (or crashed: 500)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        start = time.perf_counter()
        status: list[int] = []

        async def send_logged(message: Message) -> None:
            if message["type"] == "http.response.start":
                status.append(message["status"])
            await send(message)

        try:
            await self.app(scope, receive, send_logged)
        except BaseException:
            if not status:
                status.append(500)
            raise
        finally:
            self._log(scope, status[0] if status else 0, start)

    @staticmethod
    def _log(scope: Scope, status: int, start: float) -> None:
        if not access_log.isEnabledFor(logging.INFO):
            return
        record: dict[str, Any] = {
            "ts": datetime.now(UTC).isoformat(timespec="milliseconds"),
            "method": "HEAD" if scope.get(HEAD_KEY) else scope.get("method"),
            "route": route_template(scope),
            "status": status,
            "ms": round((time.perf_counter() - start) * 1000, 1),
            "client": client_host(scope),
        }
        body = scope.get(BODY_KEY)
        if body is not None and str(scope.get("path", "")).startswith("/api/ask"):
            q = question_prefix(body)
            if q is not None and not bad_string(q):
                record["q"] = q
        if scope.get("kural.cache"):
            record["cache"] = scope["kural.cache"]
        # ASCII only: U+2028 / U+0085 in a question would split the line for a splitlines() reader.
        access_log.info(json.dumps(record, ensure_ascii=True))
