"""The curated knowledge base: rule articles, glossary and not-covered questions.

Everything the assistant may say about a rule lives under ``knowledge/`` as data:

- ``articles/<topic>/<id>.md``: one answerable rule per file, YAML front matter + Markdown
  body (the format every curator follows is in ``knowledge/README.md``);
- ``glossary.yaml`` (``terms:``) and ``not_covered.yaml`` (``entries:``);
- ``coverage/<label>.md``: per-source fragments mapping source sections to article ids,
  merged by :func:`render_coverage` into ``COVERAGE.md``.

:func:`load_knowledge` validates all of it in one pass and raises a single
:class:`KnowledgeError` listing *every* problem, so a curator fixes a batch at once. A
citation is only valid when its section text really is a line of the cited source file:
that is how every "kaynak" the assistant shows resolves.

One module per concern: :mod:`~referee.knowledge.models` (the types; a new front-matter
field goes there), :mod:`~referee.knowledge.loader` (parse and validate),
:mod:`~referee.knowledge.checks` (the cross-file rules), :mod:`~referee.knowledge.sources`,
:mod:`~referee.knowledge.coverage`, :mod:`~referee.knowledge.stats`,
:mod:`~referee.knowledge.text`, :mod:`~referee.knowledge.names` (topics, calculator pages).
This package's face hands on the names callers use.
"""
from __future__ import annotations

from calculators.rulesets import RULESET_NAMES
from calculators.turkish import fold
from referee.config import KNOWLEDGE_DIR
from referee.knowledge.checks import ASKS_MAX, ASKS_MIN, CHECKS, EXAMPLES_MAX, EXAMPLES_MIN
from referee.knowledge.coverage import (COVERAGE_HEADER, CoverageEntry, load_coverage, merge_coverage, parse_coverage,
                                        read_fragments, render_coverage, resolve_entry, write_coverage)
from referee.knowledge.loader import get_knowledge, knowledge_version, load_knowledge, validate_knowledge
from referee.knowledge.models import (Article, GlossaryTerm, KnowledgeBase, KnowledgeError, NotCoveredEntry, Problem,
                                      SourceRef)
from referee.knowledge.names import CALCULATORS, TOPICS
from referee.knowledge.sources import SOURCES_DIR, find_section
from referee.knowledge.stats import render_stats
from referee.knowledge.text import first_paragraph, normalize_section, plain_text

__all__ = [
    "Article", "GlossaryTerm", "KnowledgeBase", "KnowledgeError", "NotCoveredEntry", "Problem", "SourceRef",
    "get_knowledge", "load_knowledge", "validate_knowledge", "knowledge_version",
    "CHECKS", "ASKS_MIN", "ASKS_MAX", "EXAMPLES_MIN", "EXAMPLES_MAX",
    "SOURCES_DIR", "KNOWLEDGE_DIR", "find_section",
    "COVERAGE_HEADER", "CoverageEntry", "parse_coverage", "read_fragments", "resolve_entry", "merge_coverage",
    "render_coverage", "write_coverage", "load_coverage", "render_stats",
    "first_paragraph", "normalize_section", "plain_text",
    "TOPICS", "CALCULATORS", "RULESET_NAMES", "fold",
]
