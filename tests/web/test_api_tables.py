"""TestClient for the table profile API (issue 17): the contract keys, 422 in Turkish, 404, immutability."""
from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.web.pages_support import BASE, app_env  # noqa: F401 - fixture

KEYS = {"code", "url", "name", "ruleset", "rules", "replaces"}


@pytest.fixture
def api(app_env) -> TestClient:  # noqa: F811
    from web.app import create_app

    return TestClient(create_app(), follow_redirects=False)


def test_create_and_read_a_table(api):
    r = api.post("/api/tables", json={"name": "Köşe kahve", "ruleset": "oyna-101",
                                      "rules": {"katlamali": True, "hands": 7, "gosterge_sahte_okey": "iki-kat"}})
    assert r.status_code == 201, r.text
    body = r.json()
    assert set(body) == KEYS
    assert body["url"] == f"{BASE}/m/{body['code']}" and body["replaces"] is None
    assert body["rules"] == {"hands": 7, "gosterge_sahte_okey": "iki-kat", "katlamali": True}
    got = api.get(f"/api/tables/{body['code']}")
    assert got.status_code == 200 and got.json() == body


def test_editing_makes_a_new_code_that_replaces_the_old(api):
    old = api.post("/api/tables", json={"name": "Düz masa", "ruleset": "oyna-duz", "rules": {"dusmeli": True}}).json()
    new = api.post("/api/tables", json={"name": "Düz masa", "ruleset": "oyna-duz", "rules": {"duz_bitis": "bir-iki"},
                                        "replaces": old["code"]}).json()
    assert new["code"] != old["code"] and new["replaces"] == old["code"]
    assert api.get(f"/api/tables/{old['code']}").json()["rules"] == {"dusmeli": True}
    assert api.put(f"/api/tables/{old['code']}", json={}).status_code == 405


@pytest.mark.parametrize("body, words", [
    ({"name": "M", "ruleset": "oyna-101", "rules": {"duz_bitis": "bir-iki"}}, "101 (standart) masasına konmaz"),
    ({"name": "M", "ruleset": "oyna-duz", "rules": {"katlamali": True}}, "Düz okey masasına konmaz"),
    ({"name": "M", "ruleset": "oyna-101", "rules": {"cift_okey": True}}, "101 (standart) masasına konmaz"),
    ({"name": "M", "ruleset": "oyna-101", "rules": {"kafa": True}}, "diye bir masa kuralı yok"),
    ({"name": "M", "ruleset": "oyna-101", "rules": {"hands": 120}}, "1 ile 99"),
    ({"name": "M", "ruleset": "oyna-101", "rules": "katlamali"}, "bir nesne olmalı"),
    ({"name": "", "ruleset": "oyna-101", "rules": {}}, "ad ver"),
    ({"name": 5, "ruleset": "oyna-101", "rules": {}}, "yazı olmalı"),
    ({"name": "M", "ruleset": "101", "rules": {}}, "diye bir kural seti yok"),
    ({"name": "M", "ruleset": "oyna-101", "rules": {}, "extra": 1}, ""),
    ({"name": "M", "ruleset": "oyna-101", "rules": {}, "replaces": "AbC1234"}, "kayıtlı değil"),
])
def test_bad_bodies_are_422_in_turkish(api, body, words):
    r = api.post("/api/tables", json=body)
    assert r.status_code == 422, r.text
    assert set(r.json()) == {"error"} and words in r.json()["error"]


def test_unknown_and_odd_codes_are_404(api):
    for code in ("AbC1234", "kısa", "x" * 200):
        r = api.get(f"/api/tables/{code}")
        assert r.status_code == 404 and "masayı bulamadım" in r.json()["error"]


def test_creating_tables_is_rate_limited(app_env):  # noqa: F811
    app_env.setenv("KURAL_RATE_LIMIT_PER_MINUTE", "2")
    from referee.config import get_settings
    from web.app import create_app

    get_settings.cache_clear()
    api = TestClient(create_app())
    body = {"name": "M", "ruleset": "oyna-101", "rules": {}}
    assert [api.post("/api/tables", json=body).status_code for _ in range(3)] == [201, 201, 429]
    assert api.get("/api/tables/AbC1234").status_code == 404  # reading is never limited
