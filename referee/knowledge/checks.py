"""The cross-file checks of :func:`~referee.knowledge.loader.validate_knowledge`, each with its problem code.

A rule is a function over the parsed items that returns :class:`~referee.knowledge.models.Problem`
objects; a new rule (for a new front-matter field) is one more function and its code in ``CHECKS``.
"""
from __future__ import annotations

import re
from collections import Counter, defaultdict
from pathlib import Path

from calculators.registry import SOURCE_FILES
from calculators.rulesets import RULESET_NAMES
from calculators.turkish import fold
from referee.knowledge.files import article_files
from referee.knowledge.models import Article, GlossaryTerm, NotCoveredEntry, Problem
from referee.knowledge.names import CALCULATORS, TOPICS
from referee.knowledge.sources import source_lines
from referee.knowledge.text import first_paragraph, normalize_section, plain_text

#: Every check :func:`validate_knowledge` runs: problem code -> what it guards.
CHECKS: dict[str, str] = {
    "parse": "dosya '---' front matter ile başlar ve YAML okunur",
    "schema": "front matter alanları tam ve doğru tipte; bilinmeyen alan yok",
    "unique-id": "her id bir kez kullanılır",
    "id-filename": "id dosya adıyla aynıdır",
    "topic": "konu TOPICS içindedir",
    "topic-dir": "dosya articles/<konu>/ altındadır",
    "ruleset": "kural setleri geçerli ve tekrarsız",
    "source-label": "kaynak etiketi SOURCE_FILES içindedir",
    "source-section": "bölüm adı o kaynakta bir satır/başlık olarak geçer",
    "calculator": "hesaplayıcı CALCULATORS içindedir",
    "see-also": "see_also id'leri var olan maddelerdir",
    "body-link": "gövdedeki /kural/<id> bağlantıları var olan maddelere gider",
    "asks": "5-10 farklı, boş olmayan soru biçimi",
    "answer": "gövdenin ilk paragrafı cevaptır (boş ya da başlık değil)",
    "group": "aynı gruptaki maddelerin kural setleri çakışmaz",
    "glossary-schema": "glossary.yaml 'terms:' listesi ve alanları doğru",
    "glossary-unique": "sözlükte terimler ve anahtarlar tekrarsız",
    "glossary-ref": "sözlüğün kaynak ve madde atıfları var",
    "not-covered-schema": "not_covered.yaml 'entries:' listesi ve alanları doğru",
    "not-covered": "kapsam dışı sorular: tekil id, 3-6 örnek, var olan point_to ve kural setleri",
}

ASKS_MIN, ASKS_MAX = 5, 10
EXAMPLES_MIN, EXAMPLES_MAX = 3, 6
_KURAL_LINK = re.compile(r"/kural/([^\s)\]#?\"'>]+)")


def check_articles(
    parsed: list[tuple[Path, Article]], root: Path, sources_dir: Path | None
) -> list[Problem]:
    """Cross-file checks over the articles that passed the schema."""
    problems: list[Problem] = []
    ids = Counter(a.id for _, a in parsed)
    # an id that failed the schema still "exists" for links: its file is there
    known = set(ids) | {p.stem for p in article_files(root)}
    lines = source_lines(str(sources_dir)) if sources_dir is not None else None
    articles_dir = root / "articles"

    for path, a in parsed:
        rel = a.path
        add = lambda check, msg: problems.append(Problem(rel, check, msg))  # noqa: E731
        if ids[a.id] > 1:
            others = [x.path for _, x in parsed if x.id == a.id and x.path != rel]
            add("unique-id", f"id '{a.id}' başka dosyada da var: {', '.join(others)} (duplicate id)")
        if path.stem != a.id:
            add("id-filename", f"id '{a.id}' dosya adıyla aynı olmalı: '{path.stem}.md' (id must equal file name)")
        if a.topic not in TOPICS:
            add("topic", f"bilinmeyen konu '{a.topic}'; geçerli: {', '.join(TOPICS)} (unknown topic)")
        parent = path.parent
        if parent.parent != articles_dir or parent.name != a.topic:
            add("topic-dir", f"dosya articles/{a.topic}/ altında olmalı (file must live in its topic dir)")
        for r in a.rulesets:
            if r not in RULESET_NAMES:
                add("ruleset", f"bilinmeyen kural seti '{r}'; geçerli: {', '.join(RULESET_NAMES)} (unknown ruleset)")
        if len(set(a.rulesets)) != len(a.rulesets):
            add("ruleset", "kural seti iki kez yazılmış (duplicate ruleset)")
        for s in a.sources:
            if s.label not in SOURCE_FILES:
                add("source-label", f"bilinmeyen kaynak '{s.label}'; geçerli: {', '.join(SOURCE_FILES)} (unknown source label)")
            elif lines is not None and s.label in lines and normalize_section(s.section) not in lines[s.label]:
                add("source-section", f"'{s.section}' {s.label} kaynağında bir satır/başlık olarak geçmiyor (section not found in source)")
        if a.calculator is not None and a.calculator not in CALCULATORS:
            add("calculator", f"bilinmeyen hesaplayıcı '{a.calculator}'; geçerli: {', '.join(CALCULATORS)} (unknown calculator)")
        for sid in a.see_also:
            if sid not in known:
                add("see-also", f"see_also '{sid}' diye bir madde yok (unknown article id)")
            elif sid == a.id:
                add("see-also", "madde kendisini see_also'ya koymuş (self reference)")
        for link in _KURAL_LINK.findall(a.body):
            if link not in known:
                add("body-link", f"/kural/{link} bağlantısı hiçbir maddeye gitmiyor (dead link)")
        n = len(a.asks)
        if not ASKS_MIN <= n <= ASKS_MAX:
            add("asks", f"{n} asks var; {ASKS_MIN}-{ASKS_MAX} olmalı (asks count out of range)")
        folded = [fold(" ".join(q.split())) for q in a.asks]
        dupes = sorted({q for q in folded if folded.count(q) > 1})
        if dupes:
            add("asks", f"aynı soru iki kez: {', '.join(dupes)} (duplicate asks)")
        if any(not q.strip() for q in a.asks):
            add("asks", "boş bir ask var (empty ask)")
        para = first_paragraph(a.body)
        if not para or para.startswith("#") or not plain_text(para):
            add("answer", "gövdenin ilk paragrafı cevap olmalı; boş ya da başlık (first paragraph must be the answer)")

    by_group: dict[str, list[Article]] = defaultdict(list)
    for _, a in parsed:
        if a.group:
            by_group[a.group].append(a)
    for group, members in by_group.items():
        seen: dict[str, str] = {}
        for a in members:
            for r in a.rulesets:
                if r in seen and seen[r] != a.id:
                    problems.append(Problem(a.path, "group", (
                        f"'{group}' grubunda {r} iki maddede: {seen[r]} ve {a.id}; "
                        "aynı soruya bir kural seti için tek cevap olmalı (rulesets overlap in a group)")))
                seen.setdefault(r, a.id)
    return problems


def check_glossary(terms: list[GlossaryTerm], rel: str, known: set[str]) -> list[Problem]:
    """Unique terms (after folding) and keys; labels and article ids resolve."""
    problems: list[Problem] = []
    for label, counter in (("terim", Counter(fold(t.term.strip()) for t in terms)),
                           ("key", Counter(t.key for t in terms))):
        for value, n in sorted(counter.items()):
            if n > 1:
                problems.append(Problem(rel, "glossary-unique", f"{label} '{value}' {n} kez var (duplicate {label})"))
    for t in terms:
        for s in t.sources:
            if s not in SOURCE_FILES:
                problems.append(Problem(rel, "glossary-ref", f"{t.key}: bilinmeyen kaynak '{s}' (unknown source label)"))
        for aid in t.articles:
            if aid not in known:
                problems.append(Problem(rel, "glossary-ref", f"{t.key}: '{aid}' diye bir madde yok (unknown article id)"))
    return problems


def check_not_covered(entries: list[NotCoveredEntry], rel: str, known: set[str]) -> list[Problem]:
    """Unique ids, 3-6 examples, point_to ids and rulesets resolve."""
    problems: list[Problem] = []
    for eid, n in sorted(Counter(e.id for e in entries).items()):
        if n > 1:
            problems.append(Problem(rel, "not-covered", f"id '{eid}' {n} kez var (duplicate id)"))
    for e in entries:
        if not EXAMPLES_MIN <= len(e.examples) <= EXAMPLES_MAX:
            problems.append(Problem(rel, "not-covered", (
                f"{e.id}: {len(e.examples)} örnek var; {EXAMPLES_MIN}-{EXAMPLES_MAX} olmalı (examples count)")))
        for aid in e.point_to:
            if aid not in known:
                problems.append(Problem(rel, "not-covered", f"{e.id}: point_to '{aid}' diye bir madde yok (unknown article id)"))
        for r in e.rulesets:
            if r not in RULESET_NAMES:
                problems.append(Problem(rel, "not-covered", f"{e.id}: bilinmeyen kural seti '{r}' (unknown ruleset)"))
    return problems
