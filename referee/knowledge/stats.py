"""``kural-abisi kb stats``: article counts per ruleset and topic, and the covering articles per source section."""
from __future__ import annotations

from collections import Counter

from calculators.rulesets import RULESET_NAMES
from referee.knowledge.coverage import CoverageEntry
from referee.knowledge.models import KnowledgeBase
from referee.knowledge.names import TOPICS


def render_stats(kb: KnowledgeBase, coverage: list[CoverageEntry]) -> str:
    """Human-readable counts: per ruleset, per topic, and per source section the covering articles."""
    out = [f"Bilgi tabanı sürümü: {kb.version}",
           f"Madde: {len(kb.articles)}  Sözlük terimi: {len(kb.glossary)}  Kapsam dışı soru: {len(kb.not_covered)}",
           "", "Kural setine göre madde sayısı:"]
    for rid, name in RULESET_NAMES.items():
        out.append(f"  {rid:<18} {len(kb.for_ruleset(rid)):>4}  ({name})")
    out += ["", "Konuya göre madde sayısı:"]
    topics = Counter(a.topic for a in kb.articles.values())
    for slug, name in TOPICS.items():
        out.append(f"  {slug:<18} {topics.get(slug, 0):>4}  ({name})")
    out += ["", "Kaynak bölümlerine göre maddeler (COVERAGE.md):"]
    label = None
    for e in coverage:
        if e.label != label:
            label = e.label
            out.append(f"  {label}")
        out.append(f"    {e.section}: {', '.join(e.ids) if e.ids else '(madde yok)'}")
    mapped = {i for e in coverage for i in e.ids}
    unmapped = sorted(set(kb.articles) - mapped)
    out += ["", f"Hiçbir bölüme bağlanmamış madde: {len(unmapped)}"]
    out += [f"  {i}" for i in unmapped]
    return "\n".join(out) + "\n"
