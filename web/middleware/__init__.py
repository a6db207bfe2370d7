"""Request guards for a busy tournament night: small pure-ASGI middlewares, one module each.

:func:`install_middleware` puts them in front of every route, outermost first:

1. :class:`~web.middleware.client_address.ClientAddress` — who is asking (forwarded headers only
   from the proxies named in ``KURAL_TRUSTED_PROXIES``);
2. :class:`~web.middleware.security_headers.SecurityHeaders` — CSP, framing, nosniff, referrer policy;
   :class:`~web.middleware.retry_after.RetryAfter` — every 503 carries ``Retry-After``;
3. :class:`~web.middleware.head_as_get.HeadAsGet` — HEAD answered on every GET route;
4. :class:`~web.middleware.access_log.AccessLog` — one JSON line per request (route template,
   status, latency, client, a question's first 32 characters);
5. :class:`~web.middleware.slash_redirect.SlashRedirect` — ``/x/`` → ``/x``, relative, no token;
6. :class:`~web.middleware.input_sanity.QuerySanity` — a NUL in the query string → 422;
7. :class:`~web.middleware.csrf.CrossSiteGuard` — a post from another site's page → 403;
8. :class:`~web.middleware.rate_limit.RateLimit` — link creation and votes per client → 429 with
   ``Retry-After``;
9. :class:`~starlette.middleware.gzip.GZipMiddleware` — HTML, CSS, JS and JSON over 1 KB gzipped
   for clients that accept it (images are already compressed); outside the cache below, which
   keeps the plain body and never stores a response that varies;
   :class:`~web.middleware.immutable_cache.ImmutableCacheMiddleware` — repeat views of immutable
   responses (answer pages, fingerprinted static files) from memory;
10. :class:`~web.middleware.body_limit.BodyLimit` — bodies over 16 KB → 413, the rest buffered once;
11. :class:`~web.middleware.input_sanity.BodySanity` — JSON that is not UTF-8 → 400, controls or lone
    surrogates → 422, before anything is stored.

Every refusal is worded in :mod:`web.errors` and answers in Turkish: ``{"error": "..."}`` for
the API and for clients that do not ask for HTML, the site's error page for browsers.
"""
from __future__ import annotations

from fastapi import FastAPI
from starlette.middleware.gzip import GZipMiddleware

from web.errors import MAX_BODY_BYTES
from web.middleware.access_log import AccessLog, setup_access_log
from web.middleware.body_limit import BodyLimit, route_limits
from web.middleware.client_address import ClientAddress
from web.middleware.csrf import CrossSiteGuard
from web.middleware.head_as_get import HeadAsGet
from web.middleware.retry_after import RetryAfter
from web.middleware.security_headers import SecurityHeaders
from web.middleware.slash_redirect import SlashRedirect
from web.middleware.immutable_cache import ImmutableCache, ImmutableCacheMiddleware
from web.middleware.input_sanity import BodySanity, QuerySanity
from web.errors import Msg
from web.middleware.rate_limit import LIMITED_ROUTES, VOTE_ROUTES, RateLimit, SlidingWindowLimiter

#: Bodies from this size on are gzipped (issue 16: "HTML, CSS, JS and JSON over 1 KB").
GZIP_MIN_BYTES = 1024

__all__ = ["install_middleware", "MAX_BODY_BYTES", "LIMITED_ROUTES", "SlidingWindowLimiter", "ImmutableCache"]


def install_middleware(app: FastAPI, *, rate_limit_per_minute: int = 30, max_body_bytes: int = MAX_BODY_BYTES,
                       cache_entries: int = 4096, trusted_proxies: str = "", vote_limit_per_minute: int = 20,
                       base_url: str | None = None, sheet_max_bytes: int | None = None) -> None:
    """Add the guards to ``app`` (Starlette runs the last added first, so inner ones go first)."""
    setup_access_log()
    app.router.redirect_slashes = False  # SlashRedirect answers instead (relative, no token)
    app.add_middleware(BodySanity)
    sheet_limits = route_limits() if sheet_max_bytes is None else route_limits(sheet_max_bytes)
    app.add_middleware(BodyLimit, max_bytes=max_body_bytes, route_limits=sheet_limits)
    app.add_middleware(ImmutableCacheMiddleware, max_entries=cache_entries)
    app.add_middleware(GZipMiddleware, minimum_size=GZIP_MIN_BYTES, compresslevel=6)
    app.add_middleware(RateLimit, per_minute=vote_limit_per_minute, routes=VOTE_ROUTES, message=Msg.RATE_VOTES)
    app.add_middleware(RateLimit, per_minute=rate_limit_per_minute)
    app.add_middleware(CrossSiteGuard, base_url=base_url)
    app.add_middleware(QuerySanity)
    app.add_middleware(SlashRedirect, router=app.router)
    app.add_middleware(AccessLog)
    app.add_middleware(HeadAsGet)
    app.add_middleware(RetryAfter)
    app.add_middleware(SecurityHeaders)
    app.add_middleware(ClientAddress, trusted_proxies=trusted_proxies)
