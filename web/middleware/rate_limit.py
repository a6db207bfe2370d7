"""Link creation and votes rate-limited per client with a sliding window → 429 with ``Retry-After``.

Only requests that create a link (an answer, a score sheet) count against the link limit,
and only 👍 / 👎 against the vote limit; reading a link or calculating never does. The window lives in process memory: with several workers each
worker counts on its own (the effective limit is ``workers × limit``; see the README).
"""
from __future__ import annotations

import math
import re
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Iterable

from web.errors import Msg, send_error
from web.middleware.asgi import ASGIApp, Receive, Scope, Send, client_host

WINDOW_SECONDS = 60.0

#: Requests that create a link (an answer or a score sheet): ``(method, path regex)``.
LIMITED_ROUTES: tuple[tuple[str, str], ...] = (
    ("POST", r"/api/ask/?"),      # JSON API: a new answer
    ("POST", r"/sor/?"),          # the ask form: a new answer
    ("POST", r"/api/answers/[0-9A-Za-z]{7}/fill/?"),  # a missing fact given: a new answer (issue 13)
    ("POST", r"/a/[0-9A-Za-z]{7}/(tamamla|duzelt)/?"),  # the page's quick reply / corrected hand: a new answer
    ("POST", r"/cetele/?"),       # the Çetele form: a new score sheet
    ("POST", r"/api/sheets/?"),   # the JSON score-sheet API: a new score sheet
    # Tournament night (issue 18): a new tournament, night or season. Sign-ups are not limited:
    # a café's teams register from one Wi-Fi address, and a tournament holds at most 64 teams.
    ("POST", r"/api/(tournaments|nights|seasons)/?"),
    ("POST", r"/(turnuva|gece|sezon)/?"),
    ("POST", r"/sezon/[0-9A-Za-z]{7}/gece/?"),
    # Table profiles (issue 17): every saved profile is a new link.
    ("POST", r"/api/tables/?"),
    ("POST", r"/masa/?"),
)

#: 👍 / 👎: the JSON API and the no-JavaScript form.
VOTE_ROUTES: tuple[tuple[str, str], ...] = (
    ("POST", r"/api/answers/[^/]+/feedback/?"),
    ("POST", r"/a/[^/]+/oy/?"),
)


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

    def wait(self, key: str, now: float | None = None) -> int | None:
        """The seconds ``key`` must wait now (None when it may go), without counting a hit.

        >>> lim = SlidingWindowLimiter(limit=1, window=60); lim.hit("a", now=0.0)
        >>> lim.wait("a", now=10.0), lim.wait("b", now=10.0), lim.wait("a", now=61.0)
        (50, None, None)
        """
        if self.limit <= 0:
            return None
        now = time.monotonic() if now is None else now
        q = [t for t in self._hits.get(key, ()) if t > now - self.window]
        return max(1, math.ceil(q[0] + self.window - now)) if len(q) >= self.limit else None

    def _sweep(self, now: float) -> None:
        """Forget idle clients once a window, so memory stays bounded by active clients."""
        if now - self._last_sweep < self.window:
            return
        self._last_sweep = now
        for key in [k for k, q in self._hits.items() if not q or q[-1] <= now - self.window]:
            del self._hits[key]


class RateLimit:
    """Counts the requests of ``routes`` per client address; over the limit → 429 with ``message``."""

    def __init__(self, app: ASGIApp, per_minute: int = 30,
                 routes: Iterable[tuple[str, str]] = LIMITED_ROUTES, message: str = Msg.RATE) -> None:
        self.app = app
        self.limiter = SlidingWindowLimiter(limit=per_minute)
        self.routes = [(m.upper(), re.compile(p)) for m, p in routes]
        self.message = message

    def is_limited(self, method: str, path: str) -> bool:
        return any(method == m and rx.fullmatch(path) for m, rx in self.routes)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and self.is_limited(scope["method"], scope["path"]):
            retry = self.limiter.hit(client_host(scope))
            if retry is not None:
                message = self.message.format(limit=self.limiter.limit, retry=retry)
                await send_error(scope, send, 429, message, [("Retry-After", str(retry))])
                return
        await self.app(scope, receive, send)
