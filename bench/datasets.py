"""The questions the bench measures on: our labelled set, the public eval, spent blind rounds."""
from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench import BLIND_DIR, EVAL_CASES, SET_PATH, SPENT_RULE_ROUNDS

NOT_COVERED = "not_covered"


@dataclass(frozen=True)
class Item:
    """One question: ``target`` is an article id, ``not_covered``, or "" (covered, article unknown)."""

    id: str
    question: str
    target: str
    ruleset: str | None = None
    topic: str = ""
    also: tuple[str, ...] = ()
    source: str = "bench"  # bench | eval | <round>
    case: dict | None = None  # the round's or the eval's own case (for its scorer)

    @property
    def covered(self) -> bool:
        return self.target != NOT_COVERED

    @property
    def accepted(self) -> set[str]:
        """Article ids that count as a hit (the target plus any listed equivalents)."""
        return {self.target, *self.also} if self.target else set()


def _jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def load_set(path: Path = SET_PATH) -> list[Item]:
    """The labelled retrieval set (JSONL: id, question, target, ruleset, topic, optional also)."""
    return [Item(r["id"], r["question"], r["target"], r.get("ruleset"), r.get("topic", ""),
                 tuple(r.get("also", ())), "bench") for r in _jsonl(path)]


def load_eval(path: Path = EVAL_CASES) -> list[dict[str, Any]]:
    """Public eval cases (all kinds); empty when the shared folder is missing."""
    return _jsonl(path) if path.exists() else []


def eval_items(cases: list[dict[str, Any]]) -> list[Item]:
    """Public eval cases as items (rule/calculation -> covered, article unknown; not_covered -> NC)."""
    return [Item(c.get("id", f"e{i:03d}"), c["question"], NOT_COVERED if c.get("kind") == NOT_COVERED else "",
                 c.get("ruleset"), source="eval", case=c) for i, c in enumerate(cases)]


def load_round(name: str, root: Path = BLIND_DIR) -> list[Item]:
    """A spent blind round of rule questions (``<root>/<name>/cases.jsonl``); [] when absent.

    Only spent rounds are read: the name must not lead into ``sealed/``.
    """
    if "sealed" in Path(name).parts:
        raise ValueError("sealed rounds are never read")
    path = root / name / "cases.jsonl"
    if not path.exists():
        return []
    return [Item(c["id"], c["question"], NOT_COVERED if c["kind"] == NOT_COVERED else "", c.get("ruleset"),
                 source=name, case=c) for c in _jsonl(path)]


def spent_rounds() -> list[Item]:
    """Every spent rule round's questions."""
    return [i for name in SPENT_RULE_ROUNDS for i in load_round(name)]


def subset(items: list[Item], limit: int | None) -> list[Item]:
    """Every k-th covered item and every k-th not-covered item, about ``limit`` in all (for quick runs)."""
    if not limit or limit >= len(items):
        return items
    cov = [i for i in items if i.covered]
    nc = [i for i in items if not i.covered]
    n_nc = max(1, round(limit * len(nc) / len(items)))
    n_cov = max(1, limit - n_nc)
    pick = lambda xs, n: xs[:: max(1, math.ceil(len(xs) / n))][:n]  # noqa: E731
    return pick(cov, n_cov) + pick(nc, n_nc)
