"""Every claim traceable: an article's rulesets are backed by what it cites, and what it cites has text.

The sources README maps each source label to the rulesets it backs; an article filed under a
ruleset must cite at least one source of that ruleset, or it puts a source's name under a rule
that source does not give. A cited heading whose text did not survive the copy backs nothing.
"""
from __future__ import annotations

import re
from functools import lru_cache

from referee.knowledge import KNOWLEDGE_DIR, SOURCES_DIR, read_fragments
from tests.knowledge.sourcetext import section_body


@lru_cache(maxsize=1)
def backs() -> dict[str, set[str]]:
    """Source label -> the rulesets it backs, read from the sources README's first table."""
    text = (SOURCES_DIR / "README.md").read_text(encoding="utf-8")
    out: dict[str, set[str]] = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 4 and cells[0].startswith("`") and cells[1].endswith(".txt"):
            out[cells[0].strip("`")] = set(re.findall(r"`([a-z0-9-]+)`", cells[3]))
    return out


def test_the_readme_maps_every_label():
    assert set(backs()) == {"oyna-yazboz", "od-101-puan", "oyna-terimler", "esli-101-turnuva"}
    assert backs()["od-101-puan"] == {"od-101"} and backs()["esli-101-turnuva"] == {"turnuva-esli-101"}


def test_every_articles_rulesets_are_backed_by_a_cited_source(real):
    kb, _ = real
    bad = []
    for a in kb.articles.values():
        backed = set().union(*(backs()[label] for label in a.labels))
        missing = [r for r in a.rulesets if r not in backed]
        if missing:
            bad.append(f"{a.path}: {', '.join(missing)} (cites only {', '.join(a.labels)})")
    assert not bad, "kural seti, onu destekleyen bir kaynak anılmadan yazılmış:\n" + "\n".join(bad)


def test_every_cited_section_has_text_in_the_copy(real):
    """A heading is a line some article cites or a coverage fragment lists; its text runs to the next one."""
    kb, _ = real
    headings: dict[str, set[str]] = {}
    for a in kb.articles.values():
        for s in a.sources:
            headings.setdefault(s.label, set()).add(s.section)
    entries, _ = read_fragments(KNOWLEDGE_DIR)
    for e in entries:
        if not e.is_note:
            headings.setdefault(e.label, set()).add(re.sub(r"\s*\([^()]*\)$", "", e.section))
    bad = sorted({f"{a.path}: {s.label} / {s.section}" for a in kb.articles.values() for s in a.sources
                  if not section_body(s.label, s.section, headings[s.label])})
    assert not bad, "metni kopyada olmayan bir bölüm anılmış:\n" + "\n".join(bad)
