"""Tournaments, nights and seasons are kept in the app's own database, not the environment's (issue 12).

An app built from its own settings (``create_app(settings)``, as the tests and a second site on one
machine do) keeps its answers and sheets in its store; its events go there too, and a service
called outside a request still uses the configured database.
"""
from __future__ import annotations

from fastapi.testclient import TestClient

from referee.config import Settings
from referee.service import Referee
from referee.storage import get_store
from referee.storage.events import EventStore
from referee.tournaments import knockout
from tests.web.pages_support import app_env  # noqa: F401 - fixture


def test_events_go_to_the_apps_store_and_the_services_outside_a_request_to_the_configured_one(app_env, tmp_path):  # noqa: F811
    from web.app import create_app

    own = Settings(database_url=f"sqlite:///{tmp_path / 'own.sqlite3'}", rate_limit_per_minute=0)
    referee = Referee(own)
    api = TestClient(create_app(own, referee, warm_up=False), follow_redirects=False)
    r = api.post("/api/tournaments", json={"name": "Cuma turnuvası", "teams": 8, "hands": 1})
    assert r.status_code == 201, r.text
    code = r.json()["code"]
    night = api.post("/api/nights", json={"name": "Salı gecesi", "players": ["Ali", "Veli", "Ayşe", "Fatma", "Can", "Nur"]})
    assert night.status_code == 201, night.text

    assert EventStore(referee.store).get(code) is not None  # the app's database
    assert EventStore(referee.store).get(night.json()["code"]) is not None
    configured = EventStore(get_store())  # the environment's (app_env's) database
    assert configured.get(code) is None and configured.get(night.json()["code"]) is None
    assert api.get(f"/api/tournaments/{code}").status_code == 200  # and read back from it

    # outside a request the service keeps using the configured database
    t, _secret = knockout.create("Pazar turnuvası", 8, 1)
    assert configured.get(t.code) is not None and EventStore(referee.store).get(t.code) is None
