"""Cross-site posts refused: a form on another site cannot make a visitor's browser post ours.

Every state-changing request (POST, PUT, PATCH, DELETE) whose ``Sec-Fetch-Site`` says
``cross-site``, or whose ``Origin`` (or, without one, ``Referer``) names another host than
ours, is answered 403 in Turkish. "Ours" is the request's own ``Host``, the host a trusted
proxy forwarded, and the host of ``KURAL_BASE_URL``. A request with neither header (curl,
an API client, a browser that strips both) passes: browsers always send ``Origin`` on
cross-site POSTs, so the no-JavaScript forms keep working without tokens.
"""
from __future__ import annotations

from urllib.parse import urlsplit

from web.errors import Msg, send_error
from web.middleware.asgi import ASGIApp, Receive, Scope, Send, header

UNSAFE = ("POST", "PUT", "PATCH", "DELETE")
_DEFAULT_PORTS = {"http": ":80", "https": ":443"}


def _netloc(url: str) -> str | None:
    """``https://Kural.example:443/x`` → ``kural.example``; None when it is not a URL with a host.

    >>> _netloc("https://Kural.example:443/a"), _netloc("http://127.0.0.1:8000"), _netloc("null")
    ('kural.example', '127.0.0.1:8000', None)
    """
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return None
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return None
    netloc = parts.netloc.rsplit("@", 1)[-1].lower()
    default = _DEFAULT_PORTS[parts.scheme]
    return netloc[: -len(default)] if netloc.endswith(default) else netloc


def _host(value: str) -> str:
    """A ``Host`` header as :func:`_netloc` writes hosts (default ports dropped)."""
    value = value.strip().lower()
    for default in _DEFAULT_PORTS.values():
        if value.endswith(default):
            return value[: -len(default)]
    return value


def own_hosts(scope: Scope, base_url: str | None) -> set[str]:
    """The hosts this request may come from: its ``Host``, a trusted proxy's forwarded host, the base URL's."""
    hosts = set()
    raw = header(scope, b"host")
    if raw:
        hosts.add(_host(raw.decode("latin-1")))
    forwarded = scope.get("kural.forwarded") or {}
    if forwarded.get("host"):
        hosts.add(_host(forwarded["host"]))
    if base_url and (base := _netloc(base_url)):
        hosts.add(base)
    return hosts


def is_cross_site(scope: Scope, base_url: str | None = None) -> bool:
    """Whether a state-changing request was sent by another site's page (see module doc)."""
    site = (header(scope, b"sec-fetch-site") or b"").decode("latin-1").strip().lower()
    if site == "cross-site":
        return True
    origin = header(scope, b"origin")
    if origin is not None:
        sender = _netloc(origin.decode("latin-1"))
        return sender is None or sender not in own_hosts(scope, base_url)  # "null" counts as foreign
    referer = header(scope, b"referer")
    if referer is not None:
        sender = _netloc(referer.decode("latin-1"))
        return sender is not None and sender not in own_hosts(scope, base_url)
    return False


class CrossSiteGuard:
    """403 for :func:`is_cross_site` requests, before any route runs."""

    def __init__(self, app: ASGIApp, base_url: str | None = None) -> None:
        self.app = app
        self.base_url = base_url

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["method"] in UNSAFE and is_cross_site(scope, self.base_url):
            await send_error(scope, send, 403, Msg.CROSS_SITE)
            return
        await self.app(scope, receive, send)
