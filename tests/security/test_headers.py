"""Finding 8: CSP (self only, no inline script), framing refused, nosniff and the referrer policy
on every response: pages, JSON, static files, error pages, middleware refusals."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.web.pages_support import save_answer

TEMPLATES = Path(__file__).resolve().parents[2] / "web" / "templates"


def _assert_headers(r) -> None:
    csp = r.headers.get("content-security-policy", "")
    assert "default-src 'self'" in csp and "frame-ancestors 'none'" in csp, (r.request.url, csp)
    assert "script-src 'self'" in csp and "'unsafe-inline'" not in csp and "'unsafe-eval'" not in csp
    assert r.headers.get("x-frame-options") == "DENY"
    assert r.headers.get("x-content-type-options") == "nosniff"
    assert r.headers.get("referrer-policy") == "strict-origin-when-cross-origin"


def test_every_kind_of_response_carries_the_headers(env, client):
    from web.assets import static_url

    code = save_answer()
    responses = [
        client.get("/"), client.get(f"/a/{code}"), client.get(f"/a/{code}"),  # the second from memory
        client.get("/kurallar"), client.get("/hesapla"), client.get("/healthz"), client.get("/readyz"),
        client.get(f"/api/answers/{code}"), client.get("/api/answers/zzzzzzz"), client.get("/yok-boyle"),
        client.get("/yok-boyle", headers={"accept": "text/html"}), client.get(static_url("app.css")),
        client.get(static_url("app.js")), client.get("/static/0000000000/yok.css"),
        client.post("/api/ask", content=b"x" * 20000, headers={"content-type": "application/json"}),  # 413
        client.get("/?q=%00"),  # 422 from the query guard
        client.post("/api/calc/okey", json={"gosterge": "mavi 14"}), client.delete("/api/ask"),
        client.get("/openapi.json"),
    ]
    for r in responses:
        _assert_headers(r)


@pytest.mark.parametrize("template", sorted(p.name for p in TEMPLATES.glob("*.html")))
def test_templates_have_no_inline_script_style_or_handler(template):
    text = (TEMPLATES / template).read_text(encoding="utf-8")
    assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", text), "inline <script>"
    assert "<style" not in text, "inline <style>"
    assert not re.search(r"\sstyle\s*=", text), "style= attribute"
    assert not re.search(r"\son[a-z]+\s*=", text), "on…= handler"
    assert "javascript:" not in text


def test_rendered_pages_have_no_inline_style(env, client):
    code = save_answer()
    for path in ("/", f"/a/{code}", "/kurallar", "/sozluk", "/hakkinda", "/hesapla", "/hesapla/101",
                 "/hesapla/cetele"):
        html = client.get(path).text
        assert not re.search(r"\sstyle\s*=", html), path
        assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", html), path
