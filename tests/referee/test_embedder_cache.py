"""The question-vector cache: one embedding per distinct question, read-only vectors."""
from __future__ import annotations

import numpy as np
import pytest

from referee.search.embedder import QueryCache


class CountingEmbedder:
    id = "counting"
    dim = 3

    def __init__(self) -> None:
        self.calls = 0

    def query(self, text: str) -> np.ndarray:
        self.calls += 1
        return np.array([len(text), 1.0, 0.0], dtype=np.float32)

    def passages(self, texts):
        return np.zeros((len(texts), 3), dtype=np.float32)


def test_a_repeated_question_is_embedded_once():
    inner = CountingEmbedder()
    cache = QueryCache(inner, size=2)
    first = cache.query("okey atarsam kaç ceza")
    again = cache.query("okey atarsam kaç ceza")
    assert inner.calls == 1 and again is first
    cache.query("a"), cache.query("b"), cache.query("okey atarsam kaç ceza")
    assert inner.calls == 4  # evicted after two newer questions


def test_cached_vectors_cannot_be_changed_by_a_caller():
    cache = QueryCache(CountingEmbedder())
    vec = cache.query("x")
    with pytest.raises(ValueError):
        vec[0] = 99.0
    assert cache.id == "counting" and cache.dim == 3
