"""Serving the fingerprinted static files (:mod:`web.assets` names them).

The current fingerprint is cached for a year (``immutable``); an old one only briefly,
so a page cached before a deploy still gets its stylesheet.
"""
from __future__ import annotations

import mimetypes

from fastapi import APIRouter, Request
from fastapi.responses import FileResponse, Response

from web.assets import FOREVER, SHORT, digest, static_file_path
from web.errors import Msg, error_response

router = APIRouter(include_in_schema=False)


@router.get("/static/{fingerprint}/{name}")
def static_file(request: Request, fingerprint: str, name: str) -> Response:
    """Serve a static file; the current fingerprint is cached for a year, an old one briefly."""
    path = static_file_path(name)
    if path is None:
        return error_response(request.scope, 404, Msg.FILE_NOT_FOUND)
    media_type = mimetypes.guess_type(name)[0] or "application/octet-stream"
    if media_type.startswith("text/") or media_type in ("application/javascript", "image/svg+xml"):
        media_type += "; charset=utf-8"
    cache = FOREVER if fingerprint == digest(name) else SHORT
    return FileResponse(path, media_type=media_type, headers={"Cache-Control": cache})
