"""Static files under fingerprinted URLs: ``/static/<hash>/<name>``.

Why: a phone on café Wi-Fi should download the stylesheet once and keep it. A URL
that carries a hash of the file's content can be cached "forever"
(``immutable``); when the file changes, the hash and so the URL change too, and
no stale CSS survives a deploy. No build step: the hashes are computed from the
files in ``web/static`` the first time a URL is asked for.
"""
from __future__ import annotations

import hashlib
import mimetypes
import re
from functools import lru_cache
from pathlib import Path

from fastapi import APIRouter, Request
from fastapi.responses import FileResponse, Response

from web.errors import Msg, error_response

STATIC_DIR = Path(__file__).resolve().parent / "static"
FOREVER = "public, max-age=31536000, immutable"
SHORT = "public, max-age=300"
_NAME = re.compile(r"^[a-z0-9][a-z0-9._-]{0,63}$")

router = APIRouter(include_in_schema=False)


@lru_cache(maxsize=64)
def digest(name: str) -> str:
    """First 10 hex characters of the sha256 of ``web/static/<name>``."""
    return hashlib.sha256((STATIC_DIR / name).read_bytes()).hexdigest()[:10]


def static_url(name: str) -> str:
    """The fingerprinted path of a static file, e.g. ``/static/3fa2c0d1e9/app.css``."""
    return f"/static/{digest(name)}/{name}"


def _file(name: str) -> Path | None:
    if not _NAME.match(name) or ".." in name:
        return None
    path = STATIC_DIR / name
    return path if path.is_file() else None


@router.get("/static/{fingerprint}/{name}")
def static_file(request: Request, fingerprint: str, name: str) -> Response:
    """Serve a static file; the current fingerprint is cached for a year, an old one briefly."""
    path = _file(name)
    if path is None:
        return error_response(request.scope, 404, Msg.FILE_NOT_FOUND)
    media_type = mimetypes.guess_type(name)[0] or "application/octet-stream"
    if media_type.startswith("text/") or media_type in ("application/javascript", "image/svg+xml"):
        media_type += "; charset=utf-8"
    cache = FOREVER if fingerprint == digest(name) else SHORT
    return FileResponse(path, media_type=media_type, headers={"Cache-Control": cache})
