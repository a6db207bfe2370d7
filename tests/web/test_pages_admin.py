"""/yonetim: off without a token, token-protected, lists not-covered questions and 👎 answers, CSV export."""
from __future__ import annotations

import csv
import io

import pytest

from referee.config import get_settings
from referee.storage import get_store
from tests.web.pages_support import app_env, client, save_answer  # noqa: F401 - fixtures

TOKEN = "çay-ocağı-42"


@pytest.fixture
def admin(app_env):
    """An app whose settings carry the curator token (settings are read when the app is built)."""
    from fastapi.testclient import TestClient

    from web.app import create_app

    app_env.setenv("KURAL_ADMIN_TOKEN", TOKEN)
    get_settings.cache_clear()
    return TestClient(create_app(), follow_redirects=False, headers={"Accept": "text/html"})


def test_admin_page_is_off_without_a_configured_token(client):
    assert client.get("/yonetim").status_code == 404
    assert client.get("/yonetim", params={"token": "x"}).status_code == 404
    assert client.get("/yonetim.csv").status_code == 404


def test_admin_page_needs_the_token(admin):
    r = admin.get("/yonetim")
    assert r.status_code == 401 and 'name="token"' in r.text and 'method="post"' in r.text
    wrong = admin.post("/yonetim/giris", data={"token": "yanlis"})
    assert wrong.status_code == 403 and "Anahtar yanlış" in wrong.text
    assert admin.get("/yonetim.csv").status_code == 401


def test_login_sets_a_session_cookie_and_the_lists_are_counted_newest_first(admin):
    nc = dict(kind="not_covered", answer="Kaynaklarımızda yok.", sources=[], variants=None)
    save_answer(question="Tavla nasıl oynanır?", created_at="2026-01-01T10:00:00+00:00", **nc)
    save_answer(question="tavla nasil oynanir", created_at="2026-01-01T11:00:00+00:00", **nc)
    save_answer(question="<b>Batak</b> kaç el?", created_at="2026-01-01T12:00:00+00:00", **nc)
    liked = save_answer(question="Gösterge kaç puan?")
    disliked = save_answer(question="Okey atınca ne olur?")
    store = get_store()
    store.add_feedback(liked, 1)
    store.add_feedback(disliked, -1)
    store.add_feedback(disliked, -1)
    store.add_feedback(disliked, 1)

    r = admin.post("/yonetim/giris", data={"token": TOKEN})
    assert r.status_code == 303 and r.headers["location"] == "/yonetim"
    assert "httponly" in r.headers["set-cookie"].lower()
    page = admin.get("/yonetim")  # the cookie now carries the session
    assert page.status_code == 200
    html = page.text
    assert "<b>Batak</b>" not in html and "&lt;b&gt;Batak&lt;/b&gt;" in html
    html = html[html.index('id="kapsam"'):]  # the flat lists (the themes come first, see test_pages_feedback)
    assert html.index("Batak") < html.index("tavla nasil oynanir")  # newest first
    assert "Tavla nasıl oynanır?" not in html  # the same question (folded) is counted once
    assert '<td class="num">2</td>' in html
    assert "Okey atınca ne olur?" in html and "Gösterge kaç puan?" not in html  # only 👎 answers
    assert "1 Ocak 2026, 15:00" in html and "2026-01-01T12" not in html  # Turkish dates, Türkiye time
    assert "<td>101 (standart)</td>" in html and "<td>oyna-101</td>" not in html  # ruleset names, not ids


def test_csv_export(admin):
    save_answer(question="=HYPERLINK(\"http://x\") tavla?", kind="not_covered", sources=[], variants=None)
    bad = save_answer(question="Okey atınca ne olur?")
    get_store().add_feedback(bad, -1)
    assert admin.post("/yonetim/giris", data={"token": TOKEN}).status_code == 303
    r = admin.get("/yonetim.csv")
    assert r.status_code == 200
    assert r.headers["content-type"].startswith("text/csv")
    assert "attachment" in r.headers["content-disposition"]
    rows = list(csv.reader(io.StringIO(r.text.lstrip("\ufeff"))))
    assert rows[0] == ["tur", "soru", "sayi", "son", "kod", "kural_seti", "begeni", "begenmeme", "neden", "not", "tema"]
    kinds = {row[0]: row for row in rows[1:]}
    assert kinds["kapsam-disi"][1].startswith("'=HYPERLINK")  # a spreadsheet will not run it
    assert kinds["begenilmedi"][1] == "Okey atınca ne olur?" and kinds["begenilmedi"][7] == "1"
