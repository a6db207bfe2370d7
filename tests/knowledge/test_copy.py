"""Our words, not the sources' sentences: no run of 10 consecutive words may match a source.

Words are compared after Turkish-aware lowercasing and folding (ş→s, ı→i, ğ→g, ü→u, ö→o,
ç→c). Each text field is checked on its own (an article's body, title, each ask, ...), so a
run never spans two fields. Section names under ``sources:`` and the ``reading:`` sentence are
exempt: a citation must quote the source's heading, and a reading the sentence it reads, exactly.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Iterator

import frontmatter
import pytest
import yaml

from calculators.registry import SOURCE_FILES
from calculators.turkish import fold
from referee.knowledge import KNOWLEDGE_DIR, SOURCES_DIR

RUN = 10


def words(text: str) -> list[str]:
    """Folded words of ``text``.

    >>> words("Işık İşlek, ÇİFT-gitmek 101’de")
    ['isik', 'islek', 'cift', 'gitmek', '101', 'de']
    """
    return re.findall(r"[a-z0-9]+", fold(text))


def runs(text: str, n: int = RUN) -> set[tuple[str, ...]]:
    w = words(text)
    return {tuple(w[i:i + n]) for i in range(len(w) - n + 1)}


def copied_run(text: str, source_runs: set[tuple[str, ...]]) -> str | None:
    """The first 10-word run of ``text`` that a source also has, or None."""
    w = words(text)
    for i in range(len(w) - RUN + 1):
        if tuple(w[i:i + RUN]) in source_runs:
            return " ".join(w[i:i + RUN])
    return None


@pytest.fixture(scope="module")
def source_runs() -> set[tuple[str, ...]]:
    files = sorted(SOURCES_DIR.glob("*.txt"))
    assert {p.name for p in files} >= set(SOURCE_FILES.values()), f"kaynaklar eksik: {SOURCES_DIR}"
    out: set[tuple[str, ...]] = set()
    for p in files:
        out |= runs(p.read_text(encoding="utf-8"))
    return out


def _leaves(value: object, where: str) -> Iterator[tuple[str, str]]:
    """Every string in a YAML value with a readable location."""
    if isinstance(value, str):
        yield where, value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _leaves(v, f"{where}.{k}" if where else str(k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _leaves(v, f"{where}[{i}]")


def field_texts(path: Path) -> Iterator[tuple[str, str]]:
    """(field, text) pairs of a knowledge file, minus exact section citations."""
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".md":
        meta, body = frontmatter.parse(text)
        meta = dict(meta)
        for ref in meta.pop("sources", None) or []:
            if isinstance(ref, dict):
                yield "sources.label", str(ref.get("label", ""))
        meta.pop("reading", None)  # quotes the source sentence it reads, on purpose
        yield from _leaves(meta, "")
        yield "body", body
    else:
        yield from _leaves(yaml.safe_load(text), "")


def knowledge_files() -> list[Path]:
    files = sorted((KNOWLEDGE_DIR / "articles").rglob("*.md"))
    files += [p for p in (KNOWLEDGE_DIR / "glossary.yaml", KNOWLEDGE_DIR / "not_covered.yaml") if p.is_file()]
    return files


def test_no_knowledge_file_copies_a_source_sentence(source_runs) -> None:
    files = knowledge_files()
    assert files
    bad = []
    for path in files:
        for where, text in field_texts(path):
            run = copied_run(text, source_runs)
            if run:
                bad.append(f"{path.relative_to(KNOWLEDGE_DIR.parent)} [{where}]: '{run}'")
    assert not bad, "kaynaktan 10+ kelimelik kopya (kendi cümlenle yaz):\n" + "\n".join(bad)


# --- the checker itself can fail -----------------------------------------------------


def test_checker_catches_ten_words_even_with_case_and_letters_changed(source_runs) -> None:
    src = (SOURCES_DIR / "od-101-puan.txt").read_text(encoding="utf-8")
    ten = words(src)[200:210]
    disguised = "Bak abi: " + " ".join(ten).upper().replace("I", "İ") + " tamam mı?"
    assert copied_run(disguised, source_runs) == " ".join(ten)


def test_checker_lets_nine_words_pass(source_runs) -> None:
    src = (SOURCES_DIR / "od-101-puan.txt").read_text(encoding="utf-8")
    nine = words(src)[200:209]
    assert copied_run("zzq " + " ".join(nine) + " zzq", source_runs) is None


def test_section_citations_are_exempt_but_other_fields_are_not(tmp_path: Path) -> None:
    long_heading = "Eşli 101 turnuvasında maç kaç el sürer, kim tur atlar?"
    path = tmp_path / "x.md"
    path.write_text(
        "---\nid: x\ntitle: t\nsources:\n  - label: esli-101-turnuva\n"
        f"    section: \"{long_heading}\"\nasks: [\"{long_heading}\"]\n---\nGövde.\n",
        encoding="utf-8",
    )
    fields = dict(field_texts(path))
    assert long_heading not in [v for k, v in fields.items() if k.startswith("sources")]
    assert fields["asks[0]"] == long_heading
