"""Shared fixtures: the real knowledge base and its search index (built once per test session)."""
from __future__ import annotations

import pytest

from referee.search.embedder import get_embedder
from referee.search.retrieve import Retriever
from referee.service import Pipeline, load_kb


@pytest.fixture(scope="session")
def kb():
    return load_kb()


@pytest.fixture(scope="session")
def pipeline(kb):
    """The real pipeline; the dense index comes from the on-disk cache that `kural-abisi build` fills."""
    return Pipeline(kb, get_embedder())


@pytest.fixture(scope="session")
def retriever(pipeline) -> Retriever:
    return pipeline.retriever
