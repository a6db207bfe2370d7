"""The curator token (``KURAL_ADMIN_TOKEN``): given once as ``?token=``, then kept as a keyed hash in a cookie.

Without a configured token the curator pages do not exist (404). Used by ``AdminDep``
(:mod:`web.deps`) for ``/yonetim`` and by the event admin pages.
"""
from __future__ import annotations

import hashlib
import hmac

from fastapi import Request
from fastapi.responses import RedirectResponse, Response

from web.errors import Msg, page_error
from web.templating import page

COOKIE = "yonetim"


def cookie_value(token: str) -> str:
    """What the cookie holds: a keyed hash of the token, never the token itself (ASCII, safe in a header)."""
    return hmac.new(token.encode(), b"kural-abisi/yonetim", hashlib.sha256).hexdigest()


def authorised(request: Request, token: str) -> bool:
    given = request.query_params.get("token")
    if given is not None:
        return hmac.compare_digest(given.encode(), token.encode())
    return hmac.compare_digest((request.cookies.get(COOKIE) or "").encode(), cookie_value(token).encode())


def guard(request: Request, token: str | None) -> Response | None:
    """None when the request may see the page; else the 404 / 403 / redirect to answer with."""
    if not token:
        return page_error(request, 404, Msg.PAGE_NOT_FOUND)
    if not authorised(request, token):
        wrong = bool(request.query_params.get("token") or request.cookies.get(COOKIE))
        return page(request, "admin_login.html", {"wrong": wrong}, status=403 if wrong else 401)
    if request.query_params.get("token"):
        target = request.url.path
        response = RedirectResponse(target, status_code=303)
        response.set_cookie(COOKIE, cookie_value(token), httponly=True, samesite="strict",
                            max_age=30 * 24 * 3600, secure=request.url.scheme == "https")
        return response
    return None
