"""FastAPI application factory."""
from __future__ import annotations

from fastapi import FastAPI

from web.api import calc as api_calc


def create_app() -> FastAPI:
    app = FastAPI(
        title="Kural Abisi",
        description="Okey masası için hakem asistanı: kaynaklı kural cevapları ve adım adım puan hesabı.",
        version="0.1.0",
    )

    @app.get("/healthz", tags=["işletim"])
    def healthz() -> dict[str, str]:
        return {"status": "ok"}

    # /readyz, Turkish errors (web/errors.py: bad input anywhere → 422 {"error": "<Turkish message>"},
    # unknown routes, busy database, crashes), the request guards (web/middleware/).
    from web.ops import install_ops
    install_ops(app)

    app.include_router(api_calc.router)  # POST /api/calc/hand, /api/calc/match

    from web.api.ask import router as ask_router  # POST /api/ask, GET /api/answers/{id}
    app.include_router(ask_router)

    from web.api.tools import router as tools_router  # POST /api/calc/okey, opening, islek, tournament/*
    app.include_router(tools_router)

    # Phone web app: HTML pages, Çetele sheets, curator page, fingerprinted static files.
    from web.api import sheets as api_sheets
    from web import assets
    from web.pages import home as pages
    from web.pages import admin as pages_admin
    from web.pages import calc as pages_calc
    from web.pages import sheet as pages_sheet
    app.include_router(api_sheets.router)  # /api/sheets, /api/answers/{code}/feedback
    from web.api import nights as api_nights
    from web.api import tournaments as api_tournaments
    app.include_router(api_tournaments.router)  # /api/tournaments (knock-out night)
    app.include_router(api_nights.router)  # /api/nights, /api/seasons (Okey Gecesi)
    app.include_router(assets.router)  # /static/{fingerprint}/{name}
    app.include_router(pages_sheet.router)  # /hesapla/cetele, /cetele/{code}, /k/{join_code}
    app.include_router(pages_calc.router)  # /hesapla, /hesapla/{slug}
    app.include_router(pages_admin.router)  # /yonetim, /yonetim.csv
    from web.pages import tournament as pages_tournament
    from web.pages import tournament_manage as pages_tournament_manage
    app.include_router(pages_tournament_manage.router)  # /turnuva/{code}/yonet, /turnuva/{code}/masa/{match}
    app.include_router(pages_tournament.router)  # /turnuva/yeni, /turnuva/{code}, /turnuva/{code}/tv
    from web.pages import night as pages_night
    app.include_router(pages_night.router)  # /gece, /sezon (Okey Gecesi and its season)
    from web.pages import events_admin as pages_events_admin
    app.include_router(pages_events_admin.router)  # /yonetim/etkinlikler (lost manage links)
    from web import pwa
    app.include_router(pwa.router)  # /manifest.webmanifest, /sw.js, /favicon.ico, /apple-touch-icon.png, /cevrimdisi
    app.include_router(pages.router)  # /, /sor, /a/{code}, /kural, /kurallar, /sozluk, /hakkinda

    return app


app = create_app()
