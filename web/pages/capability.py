"""Capability links on pages: a secret arrives once as ``?anahtar=…`` and lives on in a cookie.

Why a cookie: the manager and the table's scorekeeper open their link from a chat or a
QR code once; after that the address bar, the history and any ``Referer`` carry only the
bare page address, and reloading keeps working. The cookie is HttpOnly, SameSite=Lax
(a cross-site form post does not carry it), scoped to the one tournament (or match)
path, and Secure on HTTPS. A POST from another site is refused by its Origin / Referer
as well. The secret never reaches the access log: it logs route templates only.
"""
from __future__ import annotations

from datetime import datetime
from urllib.parse import urlsplit

from fastapi import Request
from fastapi.responses import RedirectResponse, Response

from referee.tournaments.keys import MAX_SECRET, QUERY
from web.templating import base_url, error_page

MANAGE_COOKIE = "yonet"
TABLE_COOKIE = "masa"
TEAM_COOKIE = "takim"
MANAGE_AGE = 14 * 24 * 3600
TABLE_AGE = 2 * 24 * 3600

DAYS = ("Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi", "Pazar")
MONTHS = ("Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım",
          "Aralık")


def when(iso: str | None) -> str:
    """ISO time → "4 Aralık 2026 Cuma, 20:00" ("" when not set).

    >>> when("2026-12-04T20:00")
    '4 Aralık 2026 Cuma, 20:00'
    """
    if not iso:
        return ""
    d = datetime.fromisoformat(iso)
    return f"{d.day} {MONTHS[d.month - 1]} {d.year} {DAYS[d.weekday()]}, {d:%H:%M}"


def given_key(request: Request, cookie: str) -> str | None:
    """The secret of this request: ``?anahtar=`` if present, else the cookie."""
    key = request.query_params.get(QUERY)
    if key is not None:
        return key[:MAX_SECRET + 1]
    return request.cookies.get(cookie)


def keep_key(request: Request, cookie: str, key: str, cookie_path: str, target: str, max_age: int) -> Response:
    """Move the secret from the address into a cookie (for ``cookie_path``) and go to the bare ``target``."""
    response = RedirectResponse(target, status_code=303)
    response.set_cookie(cookie, key, httponly=True, samesite="lax", max_age=max_age, path=cookie_path,
                        secure=request.url.scheme == "https")
    response.headers["Cache-Control"] = "no-store"
    response.headers["Referrer-Policy"] = "no-referrer"  # the address with the secret is never passed on
    return response


def cross_site(request: Request) -> bool:
    """Whether a form post came from another site (Origin, else Referer, differs from ours).

    No header at all (or ``Origin: null``) is let through: some privacy settings strip both,
    and the SameSite=Lax cookie still keeps a cross-site post from carrying a key.
    """
    ours = {f"{request.url.scheme}://{request.url.netloc}", base_url()}
    origin = request.headers.get("origin")
    if origin and origin != "null":  # "null": a no-referrer page or a sandbox; the cookie's SameSite still holds
        return origin.rstrip("/") not in ours
    referer = request.headers.get("referer")
    if referer:
        parts = urlsplit(referer)
        return f"{parts.scheme}://{parts.netloc}" not in ours
    return False


def refuse_cross_site(request: Request) -> Response:
    return error_page(request, 403, "Bu form başka bir siteden geldi",
                      "Güvenlik için yalnız bu sitenin kendi sayfalarından gönderilen formları kabul ediyorum. "
                      "Sayfayı buradan açıp tekrar dene.")


def absolute(path: str) -> str:
    """A site path as the full link people share (``KURAL_BASE_URL`` + path)."""
    return base_url() + path
