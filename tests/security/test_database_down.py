"""Finding 15: a database that cannot be written is a 503 with ``Retry-After`` (form and API alike),
and ``/readyz`` says "not ready" for it although ``SELECT 1`` still answers."""
from __future__ import annotations

import pytest
from sqlalchemy import event

from tests.security.conftest import assert_turkish_error, assert_turkish_page


def _read_only(client) -> None:
    """From now on every connection of the app's store refuses writes, as a read-only file does."""
    store = client.app.state.referee.store
    store.engine.dispose()
    event.listen(store.engine, "connect", lambda conn, _record: conn.execute("PRAGMA query_only=ON"))


@pytest.fixture
def ro_client(client):
    assert client.get("/readyz").json()["checks"]["database"] == "ulaşılıyor"  # writable before
    _read_only(client)
    return client


def test_readyz_is_503_when_the_database_refuses_writes(ro_client):
    r = ro_client.get("/readyz")
    assert r.status_code == 503
    assert r.json() == {"status": "not_ready", "checks": {**r.json()["checks"], "database": "yazılamıyor"}}
    assert r.headers["retry-after"].isdigit()
    assert ro_client.app.state.referee.store.ping()  # SELECT 1 alone would have said ready


def test_the_readiness_probe_leaves_no_row(client):
    from referee.storage import PROBE_CODE

    for _ in range(3):
        assert client.get("/readyz").json()["checks"]["database"] == "ulaşılıyor"
    assert client.app.state.referee.store.get(PROBE_CODE) is None


def test_ask_form_on_a_read_only_database_is_503_with_retry_after(ro_client):
    r = ro_client.post("/sor", data={"soru": "okey ne demek"}, headers={"accept": "text/html"})
    assert_turkish_page(r, 503)
    assert int(r.headers["retry-after"]) > 0
    assert 'value="okey ne demek"' in r.text or "okey ne demek</textarea>" in r.text  # the question stays


@pytest.mark.parametrize("path,body", [
    ("/api/ask", {"question": "okey ne demek"}),
    ("/api/sheets", {"ruleset": "oyna-101", "players": ["Ayşe", "Can", "Deniz", "Ece"]}),
])
def test_api_writes_on_a_read_only_database_are_503_with_retry_after(ro_client, path, body):
    r = ro_client.post(path, json=body)
    assert_turkish_error(r, 503)
    assert int(r.headers["retry-after"]) > 0
