"""The installable app: web app manifest, icons at the addresses phones ask for, service worker, offline page.

Why: at the table the phone's connection comes and goes. Installed from the browser, Kural Abisi
opens like an app; its service worker (``/sw.js``, scope ``/``) keeps the shell, the static files,
the rule list, every article, the glossary and every answer and sheet this phone opened, so those
open without a network. A new question asked offline gets the "çevrimdışısın" page, with the
question still in its box to send when the connection is back.

The worker is rendered from ``templates/sw.js``: its version is a digest of the static files and
the knowledge base, so a deploy or a knowledge update replaces the cached copies.
"""
from __future__ import annotations

import hashlib
import json
from functools import lru_cache

from fastapi import APIRouter, Request
from fastapi.responses import FileResponse, Response

from referee.service import MAX_QUESTION_CHARS, load_kb
from web.assets import STATIC_DIR, static_url
from web.templating import ENV, SITE_NAME, page

router = APIRouter(include_in_schema=False)

THEME = "#0f5132"
BACKGROUND = "#f7f5ef"
ICON_CACHE = "public, max-age=86400"
#: Pages every visit needs, cached when the worker installs (static files are added to these).
SHELL_PAGES = ("/", "/cevrimdisi", "/kurallar", "/sozluk", "/hakkinda", "/hesapla", "/hesapla/101",
               "/hesapla/esli-101", "/hesapla/duz", "/hesapla/cetele", "/k")
SHELL_STATIC = ("app.css", "app.js", "print.css", "icon.svg", "icon-192.png", "icon-512.png", "favicon.ico")


def manifest() -> dict:
    """The web app manifest (name, short name, icons 192 and 512, theme colour, start URL)."""
    return {
        "id": "/",
        "name": f"{SITE_NAME}: okey masasının hakemi",
        "short_name": SITE_NAME,
        "description": "Okey masasında kural ve puan sorularına kaynaklı, kısa cevap; Çetele (yazboz) tut.",
        "lang": "tr",
        "dir": "ltr",
        "start_url": "/",
        "scope": "/",
        "display": "standalone",
        "orientation": "portrait",
        "theme_color": THEME,
        "background_color": BACKGROUND,
        "categories": ["games", "utilities"],
        "icons": [
            {"src": static_url("icon-192.png"), "sizes": "192x192", "type": "image/png", "purpose": "any"},
            {"src": static_url("icon-512.png"), "sizes": "512x512", "type": "image/png", "purpose": "any"},
            {"src": static_url("icon-maskable-512.png"), "sizes": "512x512", "type": "image/png",
             "purpose": "maskable"},
        ],
        "shortcuts": [
            {"name": "Çetele tut", "url": "/hesapla/cetele"},
            {"name": "Koda gir", "url": "/k"},
            {"name": "Tüm kurallar", "url": "/kurallar"},
        ],
    }


@router.get("/manifest.webmanifest")
def manifest_file() -> Response:
    return Response(json.dumps(manifest(), ensure_ascii=False), media_type="application/manifest+json",
                    headers={"Cache-Control": "public, max-age=3600"})


@lru_cache(maxsize=4)
def _worker(knowledge_version: str, articles: tuple[str, ...]) -> str:
    shell = [*SHELL_PAGES, *(static_url(n) for n in SHELL_STATIC)]
    digest = hashlib.sha256(json.dumps([knowledge_version, shell, articles]).encode()).hexdigest()[:12]
    return ENV.get_template("sw.js").render(version=digest, shell=shell, articles=list(articles))


@router.get("/sw.js")
def service_worker() -> Response:
    """The service worker, at the root so that its scope is the whole site; always revalidated."""
    kb = load_kb()
    body = _worker(str(kb.version), tuple(f"/kural/{aid}" for aid in sorted(kb.articles)))
    return Response(body, media_type="text/javascript; charset=utf-8",
                    headers={"Cache-Control": "no-cache", "Service-Worker-Allowed": "/"})


@router.get("/favicon.ico")
def favicon() -> Response:
    return FileResponse(STATIC_DIR / "favicon.ico", media_type="image/x-icon", headers={"Cache-Control": ICON_CACHE})


@router.get("/apple-touch-icon.png")
@router.get("/apple-touch-icon-precomposed.png")
def apple_touch_icon() -> Response:
    return FileResponse(STATIC_DIR / "apple-touch-icon.png", media_type="image/png",
                        headers={"Cache-Control": ICON_CACHE})


@router.get("/cevrimdisi")
def offline_page(request: Request) -> Response:
    """The page the service worker shows when there is no network (the typed question kept)."""
    question = request.query_params.get("soru", "")[:MAX_QUESTION_CHARS]
    return page(request, "offline.html", {"question": question, "max_chars": MAX_QUESTION_CHARS},
                cache="no-cache")
