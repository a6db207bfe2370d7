"""Every claim traceable: an article's rulesets are backed by what it cites, and what it cites has text.

The sources README maps each source label to the rulesets it backs; an article filed under a
ruleset must cite at least one source of that ruleset, or it puts a source's name under a rule
that source does not give. A cited heading whose text did not survive the copy backs nothing.
"""
from __future__ import annotations

import re
from functools import lru_cache

from referee.knowledge import KNOWLEDGE_DIR, SOURCES_DIR, first_paragraph, fold, read_fragments
from tests.knowledge.sourcetext import READING_LINE, section_body


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


# --------------------------------------------------------------------------- numbers

#: Turkish number words (folded) a source writes instead of digits ("iki sahte okey", "yedi çift").
_WORDS = {"bir": 1, "iki": 2, "uc": 3, "dort": 4, "bes": 5, "alti": 6, "yedi": 7, "sekiz": 8, "dokuz": 9}
#: Worked results an article shows without an "=" of their own, and where they come from.
COMPUTED = {
    "dort-el-ornegi-oyna": "the column sums of the four hands in the article's own table",
    "uc-el-ornegi-duz": "the remaining points after each of the three hands in the article's own table",
    "sahte-okey-elde-kalirsa-od": "the okey of its example gösterge (sarı 5 → sarı 6), by the cited rule",
}


def _cited_numbers(a, headings: dict[str, set[str]]) -> set[int]:
    """Every number the sections ``a`` cites write, as digits or as a word (headings included)."""
    text = " ".join(f"{s.section} " + " ".join(section_body(s.label, s.section, headings[s.label])) for s in a.sources)
    folded = fold(text)
    found = {int(n) for n in re.findall(r"\d+", folded)}
    found |= {n for w, n in _WORDS.items() if re.search(rf"\b{w}", folded)}
    return found


def _shown_results(body: str) -> set[int]:
    """Numbers the article itself derives: what follows "=" or "→" ("15 × 2 = **30**")."""
    return {int(n) for n in re.findall(r"[=→]\s*\**\s*[−-]?(\d+)", body)}


def _headings(kb) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for a in kb.articles.values():
        for s in a.sources:
            out.setdefault(s.label, set()).add(s.section)
    entries, _ = read_fragments(KNOWLEDGE_DIR)
    for e in entries:
        if not e.is_note:
            out.setdefault(e.label, set()).add(re.sub(r"\s*\([^()]*\)$", "", e.section))
    return out


def test_every_bold_number_of_an_answer_is_in_a_cited_section(real):
    """A number the first paragraph stresses stands in a section the article cites (as digits or a
    word), or the article shows the sum that gives it, or it belongs to the article's marked reading.

    The audit found articles whose numbers were right but came from sections they did not cite
    (renkten-bitis-oyna's −101 / 202, a düz okey article's seven-pairs 4): the citation then
    does not back the answer.
    """
    kb, _ = real
    heads = _headings(kb)
    read = fold(READING_LINE)
    bad = []
    for a in kb.articles.values():
        if a.id in COMPUTED:
            continue
        answer = first_paragraph(a.body)
        own = fold(answer).split(read, 1)[0]  # the reading's own words back nothing and need nothing
        stressed = {int(n) for span in re.findall(r"\*\*(.+?)\*\*", own) for n in re.findall(r"\d+", span)}
        missing = sorted(stressed - _cited_numbers(a, heads) - _shown_results(a.body))
        if missing:
            bad.append(f"{a.path}: {missing} (cites {', '.join(sorted({s.section for s in a.sources}))})")
    assert not bad, "ilk paragraftaki sayı andığın bölümlerde yok:\n" + "\n".join(bad)
