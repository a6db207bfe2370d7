"""Finding 10: the admin key is posted by a form (never a GET query), wrong guesses are throttled per
client (429 + Retry-After), and the session expires (12 h) and is revoked by rotating a secret."""
from __future__ import annotations

import time

import pytest
from fastapi.testclient import TestClient

from referee.config import get_settings

TOKEN = "çay-ocağı-42-uzun-anahtar"


@pytest.fixture
def admin_app(env):
    env.setenv("KURAL_ADMIN_TOKEN", TOKEN)
    get_settings.cache_clear()
    from web.app import create_app

    return create_app()


def _client(app, host="198.51.100.5"):
    return TestClient(app, follow_redirects=False, client=(host, 1000), headers={"accept": "text/html"})


def test_a_token_in_the_query_string_never_logs_in(admin_app):
    c = _client(admin_app)
    r = c.get("/yonetim", params={"token": TOKEN})
    assert r.status_code == 401 and "set-cookie" not in r.headers
    assert c.get("/yonetim").status_code == 401


def test_the_login_form_posts_the_token(admin_app):
    c = _client(admin_app)
    page = c.get("/yonetim")
    assert page.status_code == 401 and 'method="post"' in page.text and 'name="token"' in page.text
    r = c.post("/yonetim/giris", data={"token": TOKEN})
    assert r.status_code == 303 and r.headers["location"] == "/yonetim"
    cookie = r.headers["set-cookie"].lower()
    assert "httponly" in cookie and "samesite=strict" in cookie and "max-age=43200" in cookie
    assert TOKEN.lower() not in cookie
    assert c.get("/yonetim").status_code == 200
    assert c.get("/yonetim.csv").status_code == 200


def test_wrong_guesses_are_throttled_per_client(admin_app):
    c = _client(admin_app)
    statuses = [c.post("/yonetim/giris", data={"token": f"yanlis-{i}"}).status_code for i in range(12)]
    assert statuses[0] == 403 and 429 in statuses
    r = c.post("/yonetim/giris", data={"token": TOKEN})  # even the right key waits now
    assert r.status_code == 429 and 1 <= int(r.headers["retry-after"]) <= 900
    other = _client(admin_app, "198.51.100.6")
    assert other.post("/yonetim/giris", data={"token": TOKEN}).status_code == 303


def test_the_session_expires_after_12_hours(admin_app, monkeypatch):
    c = _client(admin_app)
    assert c.post("/yonetim/giris", data={"token": TOKEN}).status_code == 303
    assert c.get("/yonetim").status_code == 200
    real = time.time
    monkeypatch.setattr(time, "time", lambda: real() + 12 * 3600 + 60)
    assert c.get("/yonetim").status_code == 401


def test_rotating_the_secret_logs_everyone_out(admin_app, env):
    """The operator changes KURAL_SECRET_KEY and restarts: yesterday's cookie opens nothing."""
    from web.app import create_app

    c = _client(admin_app)
    assert c.post("/yonetim/giris", data={"token": TOKEN}).status_code == 303
    cookie = c.cookies.get("yonetim")
    env.setenv("KURAL_SECRET_KEY", "yeni-sir-2")
    get_settings.cache_clear()
    restarted = _client(create_app())
    restarted.cookies.set("yonetim", cookie)
    assert restarted.get("/yonetim").status_code == 401
    same_secret = _client(admin_app)
    same_secret.cookies.set("yonetim", cookie)
    assert same_secret.get("/yonetim").status_code == 200


def test_a_forged_cookie_is_refused(admin_app):
    c = _client(admin_app)
    c.cookies.set("yonetim", f"{int(time.time())}.{'0' * 64}")
    assert c.get("/yonetim").status_code == 401
    c.cookies.set("yonetim", "cop.1.2")
    assert c.get("/yonetim").status_code == 401


def test_logout_clears_the_session(admin_app):
    c = _client(admin_app)
    c.post("/yonetim/giris", data={"token": TOKEN})
    r = c.post("/yonetim/cikis")
    assert r.status_code == 303
    assert c.get("/yonetim").status_code == 401

