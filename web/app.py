"""FastAPI application factory."""
from __future__ import annotations

from fastapi import FastAPI


def create_app() -> FastAPI:
    app = FastAPI(
        title="Kural Abisi",
        description="Okey masası için hakem asistanı: kaynaklı kural cevapları ve adım adım puan hesabı.",
        version="0.1.0",
    )

    @app.get("/healthz", tags=["işletim"])
    def healthz() -> dict[str, str]:
        return {"status": "ok"}

    from web.api_tools import router as tools_router  # POST /api/calc/okey, opening, islek, tournament/*
    app.include_router(tools_router)

    return app


app = create_app()
