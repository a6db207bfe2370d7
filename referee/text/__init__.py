"""Turkish text: folding, lower-casing, number words, phone spelling."""
from __future__ import annotations

from pathlib import Path

_ROOT = Path(__file__).resolve().parents[2]
#: The code a folded text depends on (this package, the Turkish fold, the pinned packages): what the key
#: of a file derived by folding texts digests beside the texts (:func:`referee.cachefile.digest`).
FOLDING_CODE: tuple[Path, ...] = tuple(p for p in (*sorted(Path(__file__).parent.glob("*.py")),
                                                   _ROOT / "calculators" / "turkish.py", _ROOT / "pyproject.toml")
                                       if p.is_file())
