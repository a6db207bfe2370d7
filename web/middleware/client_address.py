"""Who is asking: the peer's address, or the forwarded one only when a trusted proxy says so.

The rate limits, the vote de-duplication and the access log key on the client's address.
``X-Forwarded-For`` is anyone's to write, so it is believed only from the proxies the operator
names in ``KURAL_TRUSTED_PROXIES`` (addresses or networks, comma-separated; none by default):
then the client is the rightmost hop that is not itself a trusted proxy.

uvicorn rewrites the peer address itself when its proxy headers are on (its default trusts
127.0.0.1), before the app runs. That rewrite is recognised — the "peer" then appears among the
forwarded hops — and unless the operator asked uvicorn for it (``--forwarded-allow-ips`` or
``FORWARDED_ALLOW_IPS``), such requests share one bucket (:data:`UNVERIFIED`) instead of
getting a fresh one per made-up address. ``make serve`` runs uvicorn with ``--no-proxy-headers``.
"""
from __future__ import annotations

import hashlib
import hmac
import ipaddress
import logging
import os
import re
import sys
from contextvars import ContextVar
from typing import Iterable

from web.middleware.asgi import CLIENT_KEY, ASGIApp, Receive, Scope, Send, client_host, header

log = logging.getLogger(__name__)

#: The client key of requests whose address a proxy nobody named has rewritten.
UNVERIFIED = "unverified-proxy"
Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def parse_networks(value: str | Iterable[str]) -> tuple[Network, ...]:
    """``"127.0.0.1, 10.0.0.0/8"`` → networks; entries that are not addresses are dropped (logged).

    >>> [str(n) for n in parse_networks("127.0.0.1, 10.0.0.0/8, proxy.local")]
    ['127.0.0.1/32', '10.0.0.0/8']
    """
    items = value.split(",") if isinstance(value, str) else list(value)
    out = []
    for item in (i.strip() for i in items):
        if not item:
            continue
        try:
            out.append(ipaddress.ip_network(item, strict=False))
        except ValueError:
            log.warning("KURAL_TRUSTED_PROXIES: %r is not an address or network; ignored", item)
    return tuple(out)


def _is_in(host: str, networks: tuple[Network, ...]) -> bool:
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return False
    return any(address in n for n in networks)


def forwarded_hops(scope: Scope) -> list[str]:
    """The addresses of every ``X-Forwarded-For`` header, left (client) to right (nearest proxy)."""
    hops: list[str] = []
    for name, value in scope.get("headers", ()):
        if name == b"x-forwarded-for":
            hops.extend(h.strip() for h in value.decode("latin-1").split(","))
    return [_strip_port(h) for h in hops if h]


def _strip_port(hop: str) -> str:
    """``1.2.3.4:5678`` → ``1.2.3.4``; ``[::1]:80`` → ``::1``; a bare IPv6 address stays."""
    if hop.startswith("[") and "]" in hop:
        return hop[1:hop.index("]")]
    if hop.count(":") == 1:
        return hop.split(":", 1)[0]
    return hop


def uvicorn_proxy_declared() -> bool:
    """Whether the operator told uvicorn (or gunicorn) which proxies to trust."""
    return "FORWARDED_ALLOW_IPS" in os.environ or any(a.startswith("--forwarded-allow-ips") for a in sys.argv)


def resolve(scope: Scope, trusted: tuple[Network, ...], uvicorn_declared: bool = False) -> tuple[str, bool]:
    """``(client key, forwarded by a trusted proxy?)`` of one request (see module doc)."""
    peer = (scope.get("client") or ("-", 0))[0]
    hops = forwarded_hops(scope)
    if trusted and _is_in(peer, trusted):
        for hop in reversed(hops):
            if not _is_in(hop, trusted):
                return hop[:64], True
        return (hops[0][:64] if hops else peer), bool(hops)
    if hops and peer in hops and not uvicorn_declared:
        return UNVERIFIED, False  # uvicorn believed a header nobody vouched for
    return peer, False


def client_id(scope: Scope, purpose: str, key: str | None = None) -> str:
    """An opaque, stable id of the client for ``purpose`` (a keyed hash: the address is never stored).

    >>> a = client_id({"client": ("1.2.3.4", 1)}, "oy"); a == client_id({"client": ("1.2.3.4", 9)}, "oy")
    True
    >>> a == client_id({"client": ("1.2.3.5", 1)}, "oy"), len(a)
    (False, 32)
    """
    secret = (key or "kural-abisi").encode()
    return hmac.new(secret, f"{purpose}|{client_host(scope)}".encode(), hashlib.sha256).hexdigest()[:32]


#: ``scheme://host`` this request reached us at (:func:`request_base`), for the links of a site
#: whose ``KURAL_BASE_URL`` is unset (:func:`web.templating.base_url`); None outside a request.
REQUEST_BASE: ContextVar[str | None] = ContextVar("kural_request_base", default=None)

_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
_HOST = re.compile(rf"^(?:{_LABEL}(?:\.{_LABEL})*|\[[0-9A-Fa-f:.]{{2,45}}\])(?::[0-9]{{1,5}})?$")


def request_base(scope: Scope) -> str | None:
    """``scheme://host`` of the request: a trusted proxy's forwarded ones, else its own ``Host``.

    None when the host is not a host name (a path, a space, an ``@``): links are never built from it.

    >>> request_base({"scheme": "http", "headers": [(b"host", b"Kafe.Local:8000")]})
    'http://kafe.local:8000'
    >>> [request_base({"scheme": "http", "headers": [(b"host", h)]}) for h in (b"evil/x", b"a@b", b"", b"a b")]
    [None, None, None, None]
    >>> request_base({"scheme": "http", "headers": [(b"host", b"10.0.0.2")],
    ...               "kural.forwarded": {"proto": "https", "host": "kural.example"}})
    'https://kural.example'
    """
    forwarded = scope.get("kural.forwarded") or {}
    host = forwarded.get("host") or (header(scope, b"host") or b"").decode("latin-1").strip()
    scheme = forwarded.get("proto") or scope.get("scheme") or "http"
    if scheme not in ("http", "https") or not host or len(host) > 255 or not _HOST.match(host):
        return None
    return f"{scheme}://{host.lower()}"


class ClientAddress:
    """Outermost: puts the client key on the scope (``kural.client``) and, from a trusted proxy,
    the forwarded scheme and host (``kural.forwarded``); the request's own address in
    :data:`REQUEST_BASE` while it runs (links when ``KURAL_BASE_URL`` is unset)."""

    def __init__(self, app: ASGIApp, trusted_proxies: str | Iterable[str] = "") -> None:
        self.app = app
        self.trusted = parse_networks(trusted_proxies)
        self.uvicorn_declared = uvicorn_proxy_declared()
        self._warned = False

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            client, forwarded = resolve(scope, self.trusted, self.uvicorn_declared)
            scope[CLIENT_KEY] = client
            if forwarded:
                proto = (header(scope, b"x-forwarded-proto") or b"").decode("latin-1").strip().lower()
                host = (header(scope, b"x-forwarded-host") or b"").decode("latin-1").split(",")[0].strip()
                scope["kural.forwarded"] = {"proto": proto if proto in ("http", "https") else "", "host": host}
            elif client == UNVERIFIED and not self._warned:
                self._warned = True
                log.warning("X-Forwarded-For was applied by the server for a proxy nobody named; those "
                            "requests share one rate-limit bucket. Name the proxy in KURAL_TRUSTED_PROXIES "
                            "(and run uvicorn with --no-proxy-headers), see SECURITY.md.")
            token = REQUEST_BASE.set(request_base(scope))
            try:
                await self.app(scope, receive, send)
            finally:
                REQUEST_BASE.reset(token)
            return
        await self.app(scope, receive, send)
