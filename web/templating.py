"""The Jinja2 environment every HTML page renders with (autoescape always on).

Globals shared by all templates live here: fingerprinted static URLs, ruleset
names, the site name. :func:`page` renders a template into an HTMLResponse with
the status and the cache policy the route chooses.
"""
from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from fastapi import Request
from fastapi.responses import HTMLResponse
from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from calculators.registry import SOURCE_NAMES
from calculators.rulesets import RULESET_NAMES, RULESETS
from referee.config import get_settings
from web.assets import static_url
from web.middleware.client_address import REQUEST_BASE, request_base
from web.markdown import inline, render

TEMPLATES_DIR = Path(__file__).resolve().parent / "templates"
SITE_NAME = "Kural Abisi"

MONTHS = ("Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim",
          "Kasım", "Aralık")
#: Türkiye saati: UTC+3 all year since 2016 (a fixed offset needs no time-zone database on the server).
TURKEY = timezone(timedelta(hours=3))

NO_STORE = "no-store"
SHORT_CACHE = "public, max-age=300"


def tr_date(value: Any) -> str:
    """A stored time (ISO text or datetime, UTC) as people in Türkiye read it.

    >>> tr_date("2026-01-01T21:30:00+00:00"), tr_date("2026-03-05T09:05"), tr_date(""), tr_date("dün")
    ('2 Ocak 2026, 00:30', '5 Mart 2026, 12:05', '', 'dün')
    """
    if isinstance(value, str):
        try:
            value = datetime.fromisoformat(value)
        except ValueError:
            return value
    if not isinstance(value, datetime):
        return ""
    if value.tzinfo is None:
        value = value.replace(tzinfo=timezone.utc)
    t = value.astimezone(TURKEY)
    return f"{t.day} {MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def _env() -> Environment:
    env = Environment(
        loader=FileSystemLoader(str(TEMPLATES_DIR)),
        autoescape=select_autoescape(enabled_extensions=("html", "xml", "svg"), default=True),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.globals.update(
        static_url=static_url,
        ruleset_names=RULESET_NAMES,
        rulesets=RULESETS,
        source_names=SOURCE_NAMES,
        site_name=SITE_NAME,
    )
    env.filters["markdown"] = render
    env.filters["inline_md"] = inline
    env.filters["ruleset_name"] = lambda rid: RULESET_NAMES.get(rid, rid)
    env.filters["signed"] = lambda n: f"{n:+d}".replace("-", "−") if isinstance(n, int) and n else str(n)
    env.filters["minus"] = lambda n: str(n).replace("-", "−")
    env.filters["tr_date"] = tr_date
    env.filters["source_name"] = lambda label: SOURCE_NAMES.get(label, label)
    return env


ENV = _env()


def _settings(request: Request | None) -> Any:
    state = getattr(getattr(request, "app", None), "state", None)
    return getattr(state, "settings", None) or get_settings()


def base_url_configured(settings: Any) -> bool:
    """Whether the operator set ``KURAL_BASE_URL`` (rather than leaving the default)."""
    return "base_url" in settings.model_fields_set


def base_url(request: Request | None = None) -> str:
    """The public address of the site, without a trailing slash.

    ``KURAL_BASE_URL`` when set. Unset: the address the request reached us at (its ``Host``, or a
    trusted proxy's forwarded host and scheme; :func:`~web.middleware.client_address.request_base`),
    so a site on a café's own network links to itself rather than to 127.0.0.1; the default only
    outside a request or for a Host that is not a host name.
    """
    settings = _settings(request)
    if not base_url_configured(settings):
        derived = request_base(request.scope) if request is not None else REQUEST_BASE.get()
        if derived:
            return derived
    return settings.base_url.rstrip("/")


def site_host() -> str:
    """The public address without its scheme, as people write it (``kural.example``), for the cards.

    "" when ``KURAL_BASE_URL`` is unset: a card is drawn once and shown to everyone, so its text
    never comes from a request's ``Host`` (nor can made-up hosts make it be drawn again and again).
    """
    settings = get_settings()
    return re.sub(r"^https?://", "", settings.base_url.rstrip("/")) if base_url_configured(settings) else ""


def answer_link(code: str, request: Request | None = None) -> str:
    """An answer's short link on this site (the API payload's ``short_url``)."""
    return f"{base_url(request)}/a/{code}"


def page(
    request: Request,
    template: str,
    context: dict[str, Any] | None = None,
    *,
    status: int = 200,
    cache: str = NO_STORE,
    headers: dict[str, str] | None = None,
) -> HTMLResponse:
    """Render ``template`` into a response with ``status`` and ``Cache-Control: cache``."""
    ctx = {"request": request, "path": request.url.path, "base_url": base_url(request), "error": None}
    ctx.update(context or {})
    html = ENV.get_template(template).render(ctx)
    response = HTMLResponse(html, status_code=status, headers=headers)
    response.headers["Cache-Control"] = cache
    response.headers.setdefault("X-Content-Type-Options", "nosniff")
    response.headers.setdefault("Referrer-Policy", "strict-origin-when-cross-origin")
    return response


def error_page(request: Request, status: int, title: str, message: str) -> HTMLResponse:
    """A friendly Turkish error page (404, 400 ...) that is never cached for long."""
    return page(request, "error.html", {"title": title, "message": message}, status=status, cache=NO_STORE)
