"""Finding 9: a cross-site page cannot post our HTML forms (403, a Turkish page); same-site posts and
posts without Origin/Referer (no-JS browsers, curl) keep working."""
from __future__ import annotations

import pytest

from tests.security.conftest import BASE, assert_turkish_error, assert_turkish_page
from tests.web.pages_support import save_answer

EVIL = {"origin": "https://evil.example"}
FORMS = [
    ("/sor", {"soru": "okey ne demek"}),
    ("/cetele", {"kural": "oyna-101", "p0": "A", "p1": "B", "p2": "C", "p3": "D"}),
]


@pytest.mark.parametrize("headers", [
    EVIL, {"origin": "null"}, {"referer": "https://evil.example/sayfa"}, {"sec-fetch-site": "cross-site"},
    {"origin": "http://testserver.evil.example"}, {"origin": "https://kural.test.evil.example"},
], ids=["origin", "null-origin", "referer", "sec-fetch-site", "suffix-host", "suffix-base"])
@pytest.mark.parametrize("path,form", FORMS, ids=[p for p, _ in FORMS])
def test_cross_site_form_posts_are_403(html_client, path, form, headers):
    text = assert_turkish_page(html_client.post(path, data=form, headers=headers), 403)
    assert "başka bir site" in text


def test_sheet_and_vote_forms_are_guarded_too(env, html_client):
    code = save_answer()
    location = html_client.post("/cetele", data=FORMS[1][1]).headers["location"]
    for path, form in ((f"{location}/el", {"surum": "1"}), (f"{location}/geri-al", {"surum": "1"}),
                       (f"/a/{code}/oy", {"oy": "up"})):
        assert_turkish_page(html_client.post(path, data=form, headers=EVIL), 403)


@pytest.mark.parametrize("headers", [
    {}, {"origin": "http://testserver"}, {"referer": "http://testserver/"}, {"origin": BASE},
    {"sec-fetch-site": "same-origin", "origin": "http://testserver"}, {"sec-fetch-site": "none"},
], ids=["no-headers", "own-origin", "own-referer", "base-url-origin", "same-origin", "typed"])
def test_our_own_posts_pass(html_client, headers):
    r = html_client.post("/cetele", data=FORMS[1][1], headers=headers)
    assert r.status_code == 303, r.text[:200]


def test_json_api_from_another_site_is_403_json(client):
    r = client.post("/api/sheets", json={"ruleset": "oyna-101", "players": list("ABCD")}, headers=EVIL)
    assert "başka bir site" in assert_turkish_error(r, 403)
    assert client.post("/api/sheets", json={"ruleset": "oyna-101", "players": list("ABCD")}).status_code == 201


def test_reading_is_never_refused(html_client):
    assert html_client.get("/", headers=EVIL).status_code == 200
