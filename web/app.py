"""The FastAPI application factory: one settings object, one :class:`~referee.service.Referee`, one lifespan.

``create_app(settings)`` builds an app from its own settings (tests do this, with a
temporary database and no rate limit); ``app`` is the one uvicorn serves, from the
environment. Routes take what they need through :mod:`web.deps`.
"""
from __future__ import annotations

import asyncio
import logging
from contextlib import asynccontextmanager
from typing import AsyncIterator

from fastapi import FastAPI

from referee.config import Settings, get_settings
from referee.service import Referee


def create_app(settings: Settings | None = None, referee: Referee | None = None, *,
               warm_up: bool = True) -> FastAPI:
    """The web app for ``settings`` (the environment's by default).

    ``referee``: an already built one to serve (tests share a loaded pipeline this way).
    ``warm_up``: load the knowledge base, index and model at start-up, before the first
    request (start-up never fails on it: the first question retries and reports).
    """
    settings = settings or (referee.settings if referee is not None else get_settings())
    referee = referee or Referee(settings)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        if "base_url" not in settings.model_fields_set:
            logging.getLogger("kural").warning(
                "KURAL_BASE_URL is not set: links, QR codes and previews use each request's own host "
                "(a proxy's forwarded host only from KURAL_TRUSTED_PROXIES); set it to the public address.")
        if warm_up:
            await asyncio.to_thread(referee.warm_up)
        yield
        await asyncio.to_thread(referee.close)

    app = FastAPI(
        title="Kural Abisi",
        description="Okey masası için hakem asistanı: kaynaklı kural cevapları ve adım adım puan hesabı.",
        version="0.1.0",
        lifespan=lifespan,
    )
    app.state.settings = settings
    app.state.referee = referee

    @app.get("/healthz", tags=["işletim"])
    def healthz() -> dict[str, str]:
        return {"status": "ok"}

    # /readyz, Turkish errors (web/errors.py: bad input anywhere → 422 {"error": "<Turkish message>"},
    # unknown routes, busy database, crashes), the request guards (web/middleware/).
    from web import deps
    from web.ops import install_ops
    install_ops(app, settings)
    deps.install(app)

    from web.api import calc as api_calc
    app.include_router(api_calc.router)  # POST /api/calc/hand, /api/calc/match

    from web.api.ask import router as ask_router  # POST /api/ask, GET /api/answers/{id}
    app.include_router(ask_router)
    from web.api.followups import router as followups_router  # POST /api/answers/{id}/fill
    app.include_router(followups_router)

    from web.api.tools import router as tools_router  # POST /api/calc/okey, opening, islek, tournament/*
    app.include_router(tools_router)

    # Phone web app: HTML pages, Çetele sheets, curator page, fingerprinted static files.
    from web.api import sheets as api_sheets
    from web.pages import static as pages_static
    from web.pages import home as pages
    from web.pages import admin as pages_admin
    from web.pages import calc as pages_calc
    from web.pages import sheet as pages_sheet
    app.include_router(api_sheets.router)  # /api/sheets, /api/answers/{code}/feedback
    from web.api import nights as api_nights
    from web.api import tournaments as api_tournaments
    app.include_router(api_tournaments.router, dependencies=deps.EVENT_STORE_DEPS)  # /api/tournaments (knock-out night)
    app.include_router(api_nights.router, dependencies=deps.EVENT_STORE_DEPS)  # /api/nights, /api/seasons (Okey Gecesi)
    app.include_router(pages_static.router)  # /static/{fingerprint}/{name}
    app.include_router(pages_sheet.router)  # /hesapla/cetele, /cetele/{code}, /k/{join_code}
    app.include_router(pages_calc.router)  # /hesapla, /hesapla/{slug}
    app.include_router(pages_admin.router)  # /yonetim, /yonetim.csv
    from web.pages import tournament as pages_tournament
    from web.pages import tournament_manage as pages_tournament_manage
    app.include_router(pages_tournament_manage.router, dependencies=deps.EVENT_STORE_DEPS)  # /turnuva/{code}/yonet, /turnuva/{code}/masa/{match}
    app.include_router(pages_tournament.router, dependencies=deps.EVENT_STORE_DEPS)  # /turnuva/yeni, /turnuva/{code}, /turnuva/{code}/tv
    from web.pages import night as pages_night
    app.include_router(pages_night.router, dependencies=deps.EVENT_STORE_DEPS)  # /gece, /sezon (Okey Gecesi and its season)
    from web.pages import events_admin as pages_events_admin
    app.include_router(pages_events_admin.router, dependencies=deps.EVENT_STORE_DEPS)  # /yonetim/etkinlikler (lost manage links)
    from web.api import tables as api_tables
    from web.pages import table as pages_table
    app.include_router(api_tables.router)  # POST /api/tables, GET /api/tables/{code} (table profiles)
    app.include_router(pages_table.router, dependencies=deps.EVENT_STORE_DEPS)  # /masa, /m/{code}, /m/{code}/kart
    from web import pwa
    app.include_router(pwa.router)  # /manifest.webmanifest, /sw.js, /favicon.ico, /apple-touch-icon.png, /cevrimdisi
    from web.pages import followups as pages_followups
    app.include_router(pages_followups.router)  # /a/{code}/tamamla, /a/{code}/duzelt (issue 13)
    app.include_router(pages.router)  # /, /sor, /a/{code}, /kural, /kurallar, /sozluk, /hakkinda

    return app


app = create_app()
