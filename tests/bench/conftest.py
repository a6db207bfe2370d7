"""The real knowledge base for the retrieval-set checks."""
from __future__ import annotations

import pytest

from referee.service import load_kb


@pytest.fixture(scope="session")
def kb():
    return load_kb()
