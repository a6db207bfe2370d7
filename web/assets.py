"""Static files under fingerprinted URLs: ``/static/<hash>/<name>``.

Why: a phone on café Wi-Fi should download the stylesheet once and keep it. A URL
that carries a hash of the file's content can be cached "forever"
(``immutable``); when the file changes, the hash and so the URL change too, and
no stale CSS survives a deploy. No build step: the hashes are computed from the
files in ``web/static`` the first time a URL is asked for.

This module only names files (the templates and the error pages use it, so it imports
nothing of the web layer); :mod:`web.pages.static` serves them.
"""
from __future__ import annotations

import hashlib
import re
from functools import lru_cache
from pathlib import Path

STATIC_DIR = Path(__file__).resolve().parent / "static"
FOREVER = "public, max-age=31536000, immutable"
SHORT = "public, max-age=300"
_NAME = re.compile(r"^[a-z0-9][a-z0-9._-]{0,63}$")


@lru_cache(maxsize=64)
def digest(name: str) -> str:
    """First 10 hex characters of the sha256 of ``web/static/<name>``."""
    return hashlib.sha256((STATIC_DIR / name).read_bytes()).hexdigest()[:10]


def static_url(name: str) -> str:
    """The fingerprinted path of a static file, e.g. ``/static/3fa2c0d1e9/app.css``."""
    return f"/static/{digest(name)}/{name}"


def static_file_path(name: str) -> Path | None:
    """The file under ``web/static`` a URL names, or None (odd names and ``..`` never reach the disk)."""
    if not _NAME.match(name) or ".." in name:
        return None
    path = STATIC_DIR / name
    return path if path.is_file() else None
