"""Where the knowledge files are, and how a path is named in a problem message."""
from __future__ import annotations

from pathlib import Path

from referee.config import ROOT


def shown_path(path: Path, root: Path) -> str:
    """A path as shown in messages: relative to the repo when possible (paths are absolute)."""
    for base in (ROOT, root.parent):
        try:
            return path.relative_to(base).as_posix()
        except ValueError:
            continue
    return path.as_posix()


def article_files(root: Path) -> list[Path]:
    return sorted((root / "articles").rglob("*.md"))
