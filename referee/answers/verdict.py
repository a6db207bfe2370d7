"""The numbers of a verdict, recorded as it is written: :func:`bold` writes ``**82**`` and remembers ``82``.

Why: two rulesets' answers to one story are told apart by the numbers their verdicts state
(:func:`referee.pipeline.Pipeline.answer` shows a variant only when they differ). Recording
them while writing means nobody parses our own Markdown back.

>>> with recording() as numbers:
...     text = f"{bold(82)} yazıyorsun, eşin {bold(0)}."
>>> text, numbers
('**82** yazıyorsun, eşin **0**.', ['82', '0'])
"""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Iterator

_BOLD: ContextVar[list[str] | None] = ContextVar("bold", default=None)


def bold(value: Any) -> str:
    """``value`` in bold, recorded when a verdict is being written (see :func:`recording`)."""
    text = str(value)
    recorded = _BOLD.get()
    if recorded is not None:
        recorded.append(text)
    return f"**{text}**"


def restart() -> None:
    """The verdict is being written anew: forget the numbers of the one it replaces."""
    recorded = _BOLD.get()
    if recorded is not None:
        recorded.clear()


@contextmanager
def recording() -> Iterator[list[str]]:
    """Record the numbers :func:`bold` writes inside the block (the list fills as they are written)."""
    numbers: list[str] = []
    token = _BOLD.set(numbers)
    try:
        yield numbers
    finally:
        _BOLD.reset(token)
