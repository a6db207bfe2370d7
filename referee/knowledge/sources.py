"""The written sources the articles cite: where a cited section stands in its source file."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from calculators.registry import SOURCE_FILES
from referee.config import SHARED_DIR
from referee.knowledge.text import normalize_section

#: The written sources, next to the repository (CI has the same layout).
SOURCES_DIR: Path = SHARED_DIR / "sources"


@lru_cache(maxsize=8)
def source_lines(sources_dir: str) -> dict[str, dict[str, tuple[int, str]]]:
    """Per label: normalised line -> (line number, line as written). Missing files are absent."""
    out: dict[str, dict[str, tuple[int, str]]] = {}
    for label, name in SOURCE_FILES.items():
        path = Path(sources_dir) / name
        if not path.is_file():
            continue
        lines: dict[str, tuple[int, str]] = {}
        for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            key = normalize_section(line)
            if key and key not in lines:
                lines[key] = (no, line.strip())
        out[label] = lines
    return out


def find_section(label: str, section: str, sources_dir: Path = SOURCES_DIR) -> tuple[int, str] | None:
    """Where ``section`` stands as a whole line in source ``label``: (line number, text), or None."""
    return source_lines(str(sources_dir)).get(label, {}).get(normalize_section(section))
