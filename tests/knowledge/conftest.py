"""Shared fixtures: the real knowledge base (validated once) and a builder for small fixture KBs."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

import pytest
import yaml

from referee.knowledge import KNOWLEDGE_DIR, SOURCES_DIR, KnowledgeBase, Problem, validate_knowledge


@pytest.fixture(scope="session")
def real() -> tuple[KnowledgeBase, list[Problem]]:
    """The real knowledge/ directory, validated against the real sources."""
    assert SOURCES_DIR.is_dir(), f"kaynak klasörü yok: {SOURCES_DIR} (sources dir missing; CI must have it)"
    return validate_knowledge(KNOWLEDGE_DIR, SOURCES_DIR)


def article_text(
    id: str,
    *,
    topic: str = "okey",
    rulesets: list[str] | None = None,
    sources: list[dict] | None = None,
    asks: list[str] | None = None,
    body: str = "Okey, göstergenin bir üstüdür; **Sarı 5** gösterge ise okey Sarı 6 olur.\n\nAyrıntı.",
    **extra: object,
) -> str:
    """A front-matter article as a curator would write it; ``extra`` adds or overrides fields."""
    meta: dict[str, object] = {
        "id": id,
        "title": "Okey hangi taş?",
        "rulesets": rulesets if rulesets is not None else ["oyna-101"],
        "sources": sources if sources is not None else [{"label": "oyna-terimler", "section": "Okey"}],
        "topic": topic,
        "tags": ["okey"],
        "asks": asks if asks is not None else [f"soru {i} {id}" for i in range(5)],
        "see_also": [],
    }
    meta.update(extra)
    return "---\n" + yaml.safe_dump(meta, allow_unicode=True, sort_keys=False) + "---\n" + body + "\n"


@pytest.fixture
def make_kb(tmp_path: Path) -> Callable[..., Path]:
    """Build a knowledge dir: ``make_kb({"okey/x.md": text, ...}, glossary=[...], not_covered=[...])``."""

    def build(files: dict[str, str], *, glossary: list | None = None, not_covered: list | None = None,
              fragments: dict[str, str] | None = None) -> Path:
        root = tmp_path / "knowledge"
        for rel, text in files.items():
            path = root / "articles" / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        (root / "articles").mkdir(parents=True, exist_ok=True)
        if glossary is not None:
            (root / "glossary.yaml").write_text(yaml.safe_dump({"terms": glossary}, allow_unicode=True), encoding="utf-8")
        if not_covered is not None:
            (root / "not_covered.yaml").write_text(
                yaml.safe_dump({"entries": not_covered}, allow_unicode=True), encoding="utf-8")
        for name, text in (fragments or {}).items():
            path = root / "coverage" / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        return root

    return build


def format_problems(problems: list[Problem]) -> str:
    """One problem per line, file first: what a failing test prints."""
    return "\n".join(str(p) for p in problems)
