"""knowledge/DISAGREEMENTS.md names only articles that exist, and each row has two sides."""
from __future__ import annotations

import re

from referee.config import KNOWLEDGE_DIR


def _rows() -> list[list[str]]:
    text = (KNOWLEDGE_DIR / "DISAGREEMENTS.md").read_text(encoding="utf-8")
    rows = []
    for line in text.splitlines():
        if line.startswith("|") and not line.startswith("|---") and not line.startswith("| point"):
            rows.append([c.strip() for c in line.strip().strip("|").split("|")])
    return rows


def test_every_article_named_in_the_disagreements_exists():
    ids = {p.stem for p in (KNOWLEDGE_DIR / "articles").glob("*/*.md")}
    groups = {
        m.group(1)
        for p in (KNOWLEDGE_DIR / "articles").glob("*/*.md")
        if (m := re.search(r"^group: (\S+)", p.read_text(encoding="utf-8"), re.M))
    }
    rows = _rows()
    assert len(rows) >= 15
    for point, _sides, articles in rows:
        for name in (a.strip() for a in articles.split(",")):
            if name.endswith("(group)"):
                assert name.removesuffix("(group)").strip() in groups, (point, name)
            else:
                assert name in ids, (point, name)


def test_every_row_shows_at_least_two_sides():
    for point, sides, _articles in _rows():
        assert "·" in sides, point
