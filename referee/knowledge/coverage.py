"""Coverage: which articles cover each section of each written source (``knowledge/coverage/*.md`` →
``COVERAGE.md``)."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from calculators.registry import SOURCE_FILES
from referee.config import KNOWLEDGE_DIR
from referee.knowledge.files import shown_path
from referee.knowledge.models import _SLUG, KnowledgeError, Problem
from referee.knowledge.sources import SOURCES_DIR, find_section
from referee.knowledge.text import normalize_section


@dataclass(frozen=True)
class CoverageEntry:
    """One source section, the article ids that cover it, and an optional curator's note.

    A section written wholly in parentheses, e.g. ``(başlıksız kapanış)``, is a note row for
    a part of the source that has no heading; it is kept but not looked up in the source.
    """

    label: str
    section: str
    ids: tuple[str, ...] = field(default_factory=tuple)
    note: str = ""

    @property
    def is_note(self) -> bool:
        return self.section.startswith("(") and self.section.endswith(")")


COVERAGE_HEADER = """\
# Kapsam: kaynak bölümleri ve onları karşılayan maddeler

Bu dosya üretilir, elle düzenlenmez: `knowledge/coverage/*.md` parçalarını düzenleyip
`kural-abisi kb coverage` çalıştır. Her kaynak için bölümler kaynaktaki sırasıyla;
her satır `- <bölüm>: <madde id'leri>` (— = madde yok; parantez içi = not).
"""


def _split_outside_parens(text: str) -> tuple[str, str] | None:
    """Split at the last ':' that is not inside parentheses."""
    depth, cut = 0, -1
    for i, ch in enumerate(text):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(0, depth - 1)
        elif ch == ":" and depth == 0:
            cut = i
    return (text[:cut], text[cut + 1:]) if cut >= 0 else None


def _notes(text: str) -> tuple[str, list[str]]:
    """Text with its parenthesised notes removed, and the notes."""
    notes = [n.strip() for n in re.findall(r"\(([^()]*)\)", text) if n.strip()]
    return re.sub(r"\([^()]*\)", " ", text), notes


def parse_coverage(text: str, rel: str = "COVERAGE.md") -> tuple[list[CoverageEntry], list[Problem]]:
    r"""Parse ``## <label>`` headings and ``- <section>: id, id (note)`` lines.

    The section may hold colons (the split is at the last colon outside parentheses);
    ``—`` or nothing after the colon means no article covers it.

    >>> parse_coverage("## od-101-puan\n- Cezalar: +101: a-od, b-od (iki madde)\n")[0]
    [CoverageEntry(label='od-101-puan', section='Cezalar: +101', ids=('a-od', 'b-od'), note='iki madde')]
    """
    entries: list[CoverageEntry] = []
    problems: list[Problem] = []
    label: str | None = None
    for no, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if line.startswith("## "):
            label = line[3:].strip().strip("`")
            if label not in SOURCE_FILES:
                problems.append(Problem(rel, "coverage", f"satır {no}: bilinmeyen kaynak '{label}' (unknown source label)"))
            continue
        if not line.startswith(("- ", "* ")):
            continue
        if label is None:
            problems.append(Problem(rel, "coverage", f"satır {no}: '## <kaynak>' başlığından önce madde satırı (entry before a label heading)"))
            continue
        parts = _split_outside_parens(line[2:])
        if parts is None:
            problems.append(Problem(rel, "coverage", f"satır {no}: '- <bölüm>: id, id' biçiminde olmalı (missing colon)"))
            continue
        section = parts[0].strip().strip("`\"“”").strip()
        ids_text, notes = _notes(parts[1])
        ids = tuple(i for i in (x.strip().strip("`").strip() for x in ids_text.split(",")) if i and i.strip("—–-"))
        bad = [i for i in ids if not re.match(_SLUG, i)]
        if bad:
            problems.append(Problem(rel, "coverage", f"satır {no}: geçersiz id {', '.join(bad)} (invalid id)"))
        if not section:
            problems.append(Problem(rel, "coverage", f"satır {no}: bölüm adı boş (empty section)"))
            continue
        entries.append(CoverageEntry(label, section, ids, "; ".join(notes)))
    return entries, problems


def read_fragments(root: Path = KNOWLEDGE_DIR) -> tuple[list[CoverageEntry], list[Problem]]:
    """All entries of ``coverage/*.md``, files in name order."""
    entries: list[CoverageEntry] = []
    problems: list[Problem] = []
    for path in sorted((Path(root) / "coverage").glob("*.md")):
        e, p = parse_coverage(path.read_text(encoding="utf-8"), shown_path(path, Path(root)))
        entries += e
        problems += p
    return entries, problems


def resolve_entry(entry: CoverageEntry, sources_dir: Path = SOURCES_DIR) -> tuple[int | None, CoverageEntry]:
    """The entry's line in its source and the entry with the section written as in the source.

    A trailing parenthesised remark after the section (``Başlık (giriş kısmı)``) is moved
    to the note when the section only resolves without it.
    """
    if entry.is_note:
        return None, entry
    hit = find_section(entry.label, entry.section, sources_dir)
    note = entry.note
    if hit is None:
        m = re.fullmatch(r"(.*\S)\s*\(([^()]*)\)", entry.section)
        if m and (hit := find_section(entry.label, m.group(1), sources_dir)):
            note = "; ".join(x for x in (m.group(2).strip(), note) if x)
    if hit is None:
        return None, entry
    return hit[0], CoverageEntry(entry.label, hit[1], entry.ids, note)


def merge_coverage(entries: Iterable[CoverageEntry], sources_dir: Path = SOURCES_DIR) -> list[CoverageEntry]:
    """One entry per (label, section): ids united and sorted, notes joined; labels in
    SOURCE_FILES order, sections in source line order, then unresolved ones, then note rows."""
    order = {label: i for i, label in enumerate(SOURCE_FILES)}
    merged: dict[tuple[str, str], dict] = {}
    for raw in entries:
        line, e = resolve_entry(raw, sources_dir)
        key = (e.label, e.section if e.is_note else normalize_section(e.section))
        rank = (order.get(e.label, len(order)), 0 if line is not None else 1 if not e.is_note else 2,
                line or 0, key[1])
        slot = merged.setdefault(key, {"rank": rank, "section": e.section, "ids": set(), "notes": []})
        slot["ids"] |= set(e.ids)
        if e.note and e.note not in slot["notes"]:
            slot["notes"].append(e.note)
    return [CoverageEntry(k[0], v["section"], tuple(sorted(v["ids"])), "; ".join(v["notes"]))
            for k, v in sorted(merged.items(), key=lambda kv: (kv[1]["rank"], kv[0]))]


def render_coverage(root: Path = KNOWLEDGE_DIR, sources_dir: Path = SOURCES_DIR) -> str:
    """The text of COVERAGE.md merged from the fragments; raises KnowledgeError on a bad fragment."""
    entries, problems = read_fragments(root)
    if problems:
        raise KnowledgeError(problems)
    lines = [COVERAGE_HEADER]
    label = None
    for e in merge_coverage(entries, sources_dir):
        if e.label != label:
            label = e.label
            lines.append(f"\n## {label}\n")
        note = f" ({e.note})" if e.note else ""
        lines.append(f"- {e.section}: {', '.join(e.ids) or '—'}{note}\n")
    return "".join(lines)


def write_coverage(root: Path = KNOWLEDGE_DIR, sources_dir: Path = SOURCES_DIR) -> Path:
    """Rewrite ``COVERAGE.md`` from the fragments; returns its path."""
    path = Path(root) / "COVERAGE.md"
    path.write_text(render_coverage(root, sources_dir), encoding="utf-8")
    return path


def load_coverage(root: Path = KNOWLEDGE_DIR) -> tuple[list[CoverageEntry], list[Problem]]:
    """The entries of ``COVERAGE.md`` (empty when it does not exist yet)."""
    path = Path(root) / "COVERAGE.md"
    if not path.is_file():
        return [], [Problem(shown_path(path, Path(root)), "coverage", "COVERAGE.md yok: `kural-abisi kb coverage` çalıştır (missing)")]
    return parse_coverage(path.read_text(encoding="utf-8"), shown_path(path, Path(root)))
