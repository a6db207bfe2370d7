"""``/yonetim/etkinlikler``: the admin recovers a lost manage link of a tournament, night or season.

The database keeps only a digest of each manage secret, so a lost link cannot be read
back; the admin issues a new one instead (the old one stops working at once) and passes
it on. Same protection as ``/yonetim``: without ``KURAL_ADMIN_TOKEN`` the page does not
exist (404); without the admin session (:mod:`web.curator`) it answers 403.
"""
from __future__ import annotations

from fastapi import APIRouter, Depends, Request
from fastapi.responses import Response

from referee.config import get_settings
from referee.tournaments.common import EventError, events, rotate_secret
from referee.tournaments.keys import QUERY
from web.forms import FormData, form_data
from web.curator import COOKIE, login_page, session_ok
from web.pages.capability import absolute, cross_site, refuse_cross_site
from web.pages.home import not_found
from web.templating import page

router = APIRouter(include_in_schema=False)

KIND_NAMES = {"turnuva": "Eleme turnuvası", "gece": "Okey Gecesi", "sezon": "Sezon"}
PATHS = {"turnuva": "/turnuva", "gece": "/gece", "sezon": "/sezon"}


def _admin(request: Request) -> Response | None:
    """None when the request carries the admin cookie; else the 404 / 403 page."""
    settings = get_settings()
    if not settings.admin_token:
        return not_found(request)
    if not session_ok(request, settings.admin_token, settings.secret_key):
        return login_page(request, wrong=bool(request.cookies.get(COOKIE)), status=403)
    return None


def _list(request: Request, issued: dict[str, str] | None = None, error: str | None = None,
          status: int = 200) -> Response:
    rows = [{"code": e.code, "kind": KIND_NAMES.get(e.kind, e.kind), "name": e.payload.get("name", ""),
             "created": e.created_at.isoformat(timespec="minutes") if e.created_at else "",
             "url": f"{PATHS.get(e.kind, '')}/{e.code}"} for e in events().recent()]
    return page(request, "events_admin.html", {"rows": rows, "issued": issued, "error": error}, status=status,
                headers={"X-Robots-Tag": "noindex", "Referrer-Policy": "same-origin"})


@router.get("/yonetim/etkinlikler")
def list_events(request: Request) -> Response:
    denied = _admin(request)
    return denied or _list(request)


@router.post("/yonetim/etkinlikler/{code}/anahtar")
def new_manage_link(request: Request, code: str, data: FormData = Depends(form_data)) -> Response:
    """Issue a new manage secret for ``code`` and show its link once."""
    if cross_site(request):
        return refuse_cross_site(request)
    denied = _admin(request)
    if denied:
        return denied
    try:
        event, secret = rotate_secret(code)
    except EventError as exc:
        return _list(request, error=exc.message, status=exc.status)
    link = absolute(f"{PATHS[event.kind]}/{event.code}/yonet?{QUERY}={secret}")
    return _list(request, issued={"name": event.payload.get("name", ""), "link": link})
