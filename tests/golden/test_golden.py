"""The public API answers exactly as the stored golden snapshots say (see :mod:`tests.golden`).

A failure shows the first entries that differ. If the change is intended, regenerate with
``.venv/bin/python -m tests.golden update`` and read the diff before committing.
"""
from __future__ import annotations

import pytest

from tests.golden import FILES, compute, differences, golden_client, load


@pytest.fixture(scope="module")
def client():
    with golden_client() as c:
        yield c


@pytest.mark.slow
@pytest.mark.parametrize("kind", list(FILES))
def test_api_matches_golden_snapshot(client, kind):
    got = compute(kind, client)
    assert got == load(kind), "\n\n".join(differences(kind, got)) + (
        "\n\nIntended? `.venv/bin/python -m tests.golden update` and read the diff.")


def test_snapshots_cover_every_case():
    """Each snapshot holds one entry per case, in case order (a new corpus row needs an update)."""
    from tests.golden import KINDS

    for kind, (cases, _answer) in KINDS.items():
        stored = load(kind)
        assert len(stored) == len(cases()), f"{kind}: run `python -m tests.golden update {kind}`"
        for entry, case in zip(stored, cases()):
            assert {k: entry[k] for k in case} == case
