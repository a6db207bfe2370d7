"""Files the referee derives once and reads at every start (under ``settings.data_dir``): written
atomically, so a worker starting while another writes never reads half a file, and never fatal —
a read-only disk only means the next start computes again."""
from __future__ import annotations

import hashlib
import json
import logging
import os
import tempfile
from pathlib import Path
from typing import Any, Callable, Iterable, TypeVar

T = TypeVar("T")
log = logging.getLogger(__name__)


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


def derived_path(name: str) -> Path:
    """``<data_dir>/index/<name>``: where a file derived once per data folder is kept."""
    from referee.config import get_settings

    return Path(get_settings().data_dir) / "index" / name


def digest(paths: Iterable[Path], texts: Iterable[str] = ()) -> str:
    """sha256 (first 16 hex) of the files' bytes and of the texts: the key of a derived file, which
    changes with the code that derives it and with what it is derived from."""
    h = hashlib.sha256()
    for path in paths:
        h.update(path.read_bytes() + b"\x1d")
    for text in texts:
        h.update(text.encode("utf-8") + b"\x1e")
    return h.hexdigest()[:16]


def read_or_build(path: Path | None, build: Callable[[], T], dump: Callable[[T], bytes],
                  load: Callable[[bytes], T]) -> T:
    """``load(path's bytes)`` when the file is there and reads back (``load`` raising ValueError —
    or the TypeError, KeyError … of a file of another shape — for one that does not), else ``build()``,
    saved at ``path`` for the next start. No path, or a disk that cannot be written: built every time."""
    if path is not None:
        try:
            return load(path.read_bytes())
        except (OSError, ValueError, TypeError, EOFError, KeyError, AttributeError):
            pass
    value = build()
    if path is not None:
        try:
            body = dump(value)
            atomic_write(path, lambda tmp: Path(tmp).write_bytes(body))
        except OSError as exc:  # a read-only disk: the next start builds it again
            log.warning("%s not written: %s", path, exc)
    return value


def keyed_json(path: Path | None, key: str, build: Callable[[], Any], field: str = "value") -> Any:
    """:func:`read_or_build` of a JSON file ``{"key": key, field: value}``: the value read back when the
    file was written under the same key (:func:`digest`), else built and written again."""
    def load(raw: bytes) -> Any:
        cached = json.loads(raw.decode("utf-8"))
        if cached["key"] != key:
            raise ValueError("written under another key")
        return cached[field]

    return read_or_build(path, build, lambda value: json.dumps({"key": key, field: value}, ensure_ascii=False)
                         .encode("utf-8"), load)
