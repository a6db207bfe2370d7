"""Shared fixtures: the real knowledge base and its search index (built once per test session)."""
from __future__ import annotations

import pytest

from referee.config import Settings
from referee.search.retrieve import Retriever
from referee.service import load_kb, pipeline_for


@pytest.fixture(scope="session")
def kb():
    return load_kb()


@pytest.fixture(scope="session")
def pipeline(kb):
    """The real pipeline; the dense index comes from the on-disk cache that `kural-abisi build` fills."""
    return pipeline_for(Settings())


@pytest.fixture(scope="session")
def retriever(pipeline) -> Retriever:
    return pipeline.retriever
