"""Small readers shared by the knowledge tests: what a source says, what an article says.

Every comparison is on folded text (Turkish-aware lowercase, ş→s … ç→c, whitespace collapsed),
so a test can name a source sentence the way it is written and still match.
"""
from __future__ import annotations

import re
from functools import lru_cache

from calculators.registry import SOURCE_FILES
from referee.knowledge import SOURCES_DIR, Article, fold, plain_text

#: The plain line an answer uses when it rests on our reading of an unclear source sentence.
READING_LINE = "burada açık değil; biz şöyle okuyoruz"


def norm(text: str) -> str:
    """Folded, markdown-free, one-space text.

    >>> norm("Kaynak **burada** açık  değil")
    'kaynak burada acik degil'
    """
    return " ".join(fold(plain_text(text)).split())


@lru_cache(maxsize=8)
def source_lines(label: str) -> tuple[str, ...]:
    """The lines of source ``label`` as written (1-based: ``source_lines(x)[n - 1]``)."""
    return tuple((SOURCES_DIR / SOURCE_FILES[label]).read_text(encoding="utf-8").splitlines())


def source_line_of(label: str, phrase: str) -> int:
    """The number of the line of ``label`` that says ``phrase``; fails the test when none does."""
    want = norm(phrase)
    for no, line in enumerate(source_lines(label), 1):
        if want in norm(line):
            return no
    raise AssertionError(f"{label} does not say: {phrase!r}")


def section_body(label: str, section: str, headings: set[str]) -> list[str]:
    """The non-empty lines under heading ``section`` up to the next line in ``headings``."""
    lines = source_lines(label)
    keys = [norm(x).rstrip(".:;,!?…").strip() for x in lines]
    target = norm(section).rstrip(".:;,!?…").strip()
    heads = {norm(h).rstrip(".:;,!?…").strip() for h in headings}
    start = keys.index(target)
    body = []
    for line, key in zip(lines[start + 1:], keys[start + 1:]):
        if key in heads:
            break
        if line.strip():
            body.append(line.strip())
    return body


def main_part(article: Article) -> str:
    """The article body before its "Masaya göre değişir" part (where other rulesets are named)."""
    return article.body.split("\n## Masaya göre değişir", 1)[0]


def sentences(text: str) -> list[str]:
    """Folded sentences and ';' clauses of a Markdown text (bullets and lines are breaks too).

    >>> sentences("- Evet; ama yalnız kafada. Kaynak burada açık değil; biz şöyle okuyoruz: 2.")
    ['evet', 'ama yalniz kafada.', 'kaynak burada acik degil; biz soyle okuyoruz: 2.']
    """
    out: list[str] = []
    for line in text.splitlines():
        line = line.strip().lstrip("-•*0123456789. ").strip()
        # a clause ends at ';' too, except inside the reading line ("…açık değil; biz şöyle okuyoruz")
        out += [norm(s) for s in re.split(r"(?<=[.!?])\s+|;\s+(?!biz şöyle)", line) if s.strip()]
    return [s for s in out if s]
