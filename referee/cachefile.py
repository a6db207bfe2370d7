"""Files the referee derives once and reads at every start (under ``settings.data_dir``): written
atomically, so a worker starting while another writes never reads half a file, and never fatal —
a read-only disk only means the next start computes again."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Callable


def atomic_write(path: Path, write: Callable[[str], object]) -> None:
    """``write(tmp_name)`` into a temporary file beside ``path``, then rename it over ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name + ".", suffix=".tmp")
    os.close(fd)
    try:
        write(tmp)
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
