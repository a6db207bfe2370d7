"""Finding 16: an answer page never changes when the knowledge base does.

The page used to take the "Masaya göre değişir" attribution (the rulesets of each cited article)
and its source links (``/kural/{id}``, the live article) from the knowledge base of the day. Now
the answer keeps what it cited; its links go to that version (``/a/{code}/kural/{id}``).
"""
from __future__ import annotations

import html
import re

import pytest
from fastapi.testclient import TestClient

from web.app import create_app

QUESTION = "okey atarsam kaç ceza"  # no ruleset named: the page lists the other tables' rule too
EDITED_TITLE = "Bambaşka bir başlık"
EDITED_BODY = "Bu madde sonradan bambaşka yazıldı."


def _fresh(env) -> TestClient:
    """A new app (its own in-memory page cache) on the same database and process-wide knowledge."""
    return TestClient(create_app(), raise_server_exceptions=False, follow_redirects=False,
                      headers={"accept": "text/html"})


def _edit_every_cited_article(monkeypatch, kb, ids) -> None:
    """A later knowledge version: every cited article retitled, rewritten, and moved to one other ruleset."""
    for aid in ids:
        article = kb.articles[aid]
        other = "oyna-esli-duz" if article.rulesets != ["oyna-esli-duz"] else "oyna-101"
        monkeypatch.setitem(kb.articles, aid, article.model_copy(update={
            "title": EDITED_TITLE, "body": EDITED_BODY, "rulesets": [other]}))


@pytest.fixture
def asked(env, client):
    r = client.post("/api/ask", json={"question": QUESTION})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["sources"] and len(body["variants"]) > 1  # a page with sources and "Masaya göre değişir"
    return body["id"], [s["id"] for s in body["sources"]]


def test_an_old_answer_page_is_the_same_after_the_knowledge_changes(env, asked, monkeypatch):
    code, ids = asked
    before = _fresh(env).get(f"/a/{code}")
    assert before.status_code == 200 and "Masaya göre değişir" in before.text
    kb = _fresh(env).app.state.referee.kb
    _edit_every_cited_article(monkeypatch, kb, ids)
    after = _fresh(env).get(f"/a/{code}")
    assert after.status_code == 200
    assert after.text == before.text
    assert EDITED_TITLE not in after.text


def test_the_answer_links_to_the_version_it_cited(env, asked, monkeypatch):
    code, ids = asked
    page = _fresh(env).get(f"/a/{code}").text
    links = set(re.findall(r'href="(/a/' + code + r'/kural/[a-z0-9-]+)"', page))
    assert links == {f"/a/{code}/kural/{aid}" for aid in ids}
    assert not re.search(r'href="/kural/', page)  # no link into the live knowledge base
    cited = {aid: _fresh(env).get(f"/a/{code}/kural/{aid}").text for aid in ids}
    kb = _fresh(env).app.state.referee.kb
    originals = {aid: kb.articles[aid].title for aid in ids}
    _edit_every_cited_article(monkeypatch, kb, ids)
    for aid in ids:
        r = _fresh(env).get(f"/a/{code}/kural/{aid}")
        assert r.status_code == 200 and r.text == cited[aid]
        assert "immutable" in r.headers["cache-control"]
        assert originals[aid] in html.unescape(r.text) and EDITED_BODY not in r.text
        assert f'href="/kural/{aid}"' in r.text  # today's version is one click away, and says so
    assert EDITED_BODY in _fresh(env).get(f"/kural/{ids[0]}").text  # (the edit is real)


@pytest.mark.parametrize("path", ["/a/zzzzzzz/kural/okey-nedir", "/a/aZ3k/kural/okey-nedir",
                                  "/a/{code}/kural/baska-madde", "/a/{code}/kural/..%2Fx"])
def test_an_article_the_answer_did_not_cite_is_404(env, asked, path):
    code, _ = asked
    r = _fresh(env).get(path.format(code=code))
    assert r.status_code == 404 and 'lang="tr"' in r.text
