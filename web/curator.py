"""The curator login (``KURAL_ADMIN_TOKEN``): a posted form, throttled guesses, a signed session that expires.

Without a configured token the curator pages do not exist (404). Used by ``AdminDep``
(:mod:`web.deps`) for ``/yonetim`` and by the event admin pages (issue 15, finding 10):

- the token is posted by the login form (``POST /yonetim/giris``), never put in a URL, where
  browser history and proxy logs would keep it; a ``?token=`` is ignored;
- wrong guesses are counted per client: after :data:`FAILURES_ALLOWED` in
  :data:`FAILURE_WINDOW` seconds the form answers 429 with ``Retry-After``;
- the cookie holds an issue time and a signature keyed by ``KURAL_SECRET_KEY`` and the token,
  never the token: it expires after :data:`SESSION_SECONDS`, and changing either secret
  ends every session.
"""
from __future__ import annotations

import hashlib
import hmac
import time

from fastapi import Request
from fastapi.responses import RedirectResponse, Response

from web.errors import Msg, page_error
from web.middleware.asgi import client_host
from web.middleware.rate_limit import SlidingWindowLimiter
from web.templating import page

COOKIE = "yonetim"
SESSION_SECONDS = 12 * 3600
FAILURES_ALLOWED = 5
FAILURE_WINDOW = 15 * 60


def _session_key(token: str, secret: str | None) -> bytes:
    return hmac.new((secret or "").encode(), b"kural-abisi/yonetim|" + token.encode(), hashlib.sha256).digest()


def session_value(token: str, secret: str | None, issued: int) -> str:
    """The cookie: ``<issued unix time>.<signature>`` (ASCII; the token itself never leaves the server).

    >>> session_value("t", None, 1).split(".")[0], session_value("t", None, 1) != session_value("t", "s", 1)
    ('1', True)
    """
    sig = hmac.new(_session_key(token, secret), str(issued).encode(), hashlib.sha256).hexdigest()
    return f"{issued}.{sig}"


def session_ok(request: Request, token: str | None, secret: str | None) -> bool:
    """Whether the request carries a live session: signed with the current secrets, under 12 hours old."""
    raw = request.cookies.get(COOKIE) or ""
    issued, _, _sig = raw.partition(".")
    if not token or not (issued.isascii() and issued.isdigit()):
        return False
    if not 0 <= time.time() - int(issued) < SESSION_SECONDS:
        return False
    return hmac.compare_digest(raw.encode(), session_value(token, secret, int(issued)).encode())


def login_page(request: Request, *, wrong: bool = False, status: int = 401, wait: int | None = None) -> Response:
    """The login form; ``wrong`` after a bad guess, ``wait`` seconds while guesses are throttled."""
    headers = {"X-Robots-Tag": "noindex", **({"Retry-After": str(wait)} if wait else {})}
    return page(request, "admin_login.html", {"wrong": wrong, "wait": wait, "in_url": "token" in request.query_params},
                status=status, headers=headers)


def guard(request: Request, token: str | None, secret: str | None = None) -> Response | None:
    """None when the request may see a curator page; else the 404 or the login form."""
    if not token:
        return page_error(request, 404, Msg.PAGE_NOT_FOUND)
    return None if session_ok(request, token, secret) else login_page(request)


def _failures(request: Request) -> SlidingWindowLimiter:
    """This app's count of wrong guesses per client."""
    state = request.app.state
    if getattr(state, "curator_failures", None) is None:
        state.curator_failures = SlidingWindowLimiter(limit=FAILURES_ALLOWED, window=FAILURE_WINDOW)
    return state.curator_failures


def log_in(request: Request, given: str, token: str | None, secret: str | None) -> Response:
    """Check a posted token: a right one opens a session (303 to /yonetim), wrong ones are throttled."""
    if not token:
        return page_error(request, 404, Msg.PAGE_NOT_FOUND)
    failures, client = _failures(request), client_host(request.scope)
    wait = failures.wait(client)
    if wait is not None:
        return login_page(request, status=429, wait=wait)
    if not hmac.compare_digest(given.strip().encode(), token.encode()):
        failures.hit(client)
        return login_page(request, wrong=True, status=403)
    response = RedirectResponse("/yonetim", status_code=303)
    response.set_cookie(COOKIE, session_value(token, secret, int(time.time())), max_age=SESSION_SECONDS,
                        httponly=True, samesite="strict", secure=request.url.scheme == "https", path="/")
    return response


def log_out() -> Response:
    """End the session on this phone."""
    response = RedirectResponse("/", status_code=303)
    response.delete_cookie(COOKIE, path="/")
    return response
