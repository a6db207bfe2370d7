"""Shared helpers for the HTML page tests: a fresh app on a temp SQLite database."""
from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

import pytest
from fastapi.testclient import TestClient

from referee.config import get_settings
from referee.storage import get_store

BASE = "https://kural.test"
EVIL_QUESTION = "<script>alert('x')</script> \"okey\" & 'çift' 😀 kaç yazar?"


@pytest.fixture
def app_env(tmp_path, monkeypatch):
    """Environment for one app: temp SQLite, known base URL, no rate limit, no admin token."""
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'pages.sqlite3'}")
    monkeypatch.setenv("KURAL_BASE_URL", BASE)
    monkeypatch.setenv("KURAL_RATE_LIMIT_PER_MINUTE", "0")
    monkeypatch.delenv("KURAL_ADMIN_TOKEN", raising=False)
    get_settings.cache_clear()
    yield monkeypatch
    get_settings.cache_clear()


@pytest.fixture
def client(app_env) -> TestClient:
    """A client for a fresh app (start-up hooks not run: the ask pipeline loads only if asked)."""
    from web.app import create_app

    return TestClient(create_app(), follow_redirects=False, headers={"Accept": "text/html"})


def hand_result(scores: dict[str, int], explanation: dict[str, str]) -> dict[str, Any]:
    return {"ruleset": "oyna-101", "multiplier": 1, "scores": scores, "team_scores": None,
            "explanation": explanation, "sources": ["oyna-yazboz"]}


def save_answer(**overrides: Any) -> str:
    """Store an answer snapshot the way referee.service.ask does; returns its code."""
    snapshot: dict[str, Any] = {
        "question": "Elde okey kaldı, kaç yazılır?",
        "ruleset": "oyna-101",
        "requested_ruleset": None,
        "kind": "rule",
        "answer": "Elinde kalan okey için **+101** yazılır, katlanmaz. Başka bir cümle.\n\n"
                  "Kural seti belirtmediğin için standart 101'e (oyna.app kuralları) göre cevapladım.\n\n"
                  "Masaya göre değişir:\n- 101 (OyunDostluğu kuralları): okey 101 sayılır. (kaynak: od-101-puan)",
        "sources": [{"id": "okey-nedir", "title": "Okey nedir, bir elde kaç okey olur?",
                     "labels": ["oyna-terimler"], "url": "/kural/okey-nedir"}],
        "calculation": None,
        "variants": [{"ruleset": "oyna-101", "answer": "Elinde kalan okey için +101 yazılır."},
                     {"ruleset": "od-101", "answer": "Okey kalanın içinde 101 sayılır."}],
        "knowledge_version": "test",
        "created_at": "2026-01-01T12:00:00+00:00",
    }
    snapshot.update(overrides)
    return get_store().save(snapshot)


class MetaParser(HTMLParser):
    """Collects ``<meta property|name=... content=...>`` values (unescaped by the parser)."""

    def __init__(self) -> None:
        super().__init__()
        self.meta: dict[str, str] = {}
        self.links: list[dict[str, str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "meta" and "content" in a:
            key = a.get("property") or a.get("name")
            if key:
                self.meta[key] = a["content"]
        if tag == "a":
            self.links.append(a)


def parse(html: str) -> MetaParser:
    p = MetaParser()
    p.feed(html)
    return p


def text_of(html: str) -> str:
    """Visible-ish text: tags stripped, whitespace collapsed (for number assertions)."""
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())
