"""Issue 16 §3: HTML, CSS, JS and JSON over 1 KB are gzipped for clients that accept it; images and
small bodies are not; the security headers, HEAD and the in-memory answer cache keep working."""
from __future__ import annotations

import gzip
import re

import httpx
import pytest
from fastapi.testclient import TestClient

from tests.web.pages_support import app_env, client, save_answer  # noqa: F401 - fixtures

NAMES = ["Ayşe", "Can", "Deniz", "Ece"]

GZ = {"accept-encoding": "gzip"}
PLAIN = {"accept-encoding": "identity"}


def _raw(client: TestClient, path: str, headers: dict[str, str], method: str = "GET") -> httpx.Response:
    """The response as sent (body still compressed): httpx would otherwise decode it for us."""
    with client.stream(method, path, headers=headers) as r:
        r.raw_body = b"".join(r.iter_raw())
    return r


def _assets(client: TestClient) -> list[str]:
    html = client.get("/").text
    return re.findall(r'(?:href|src)="(/static/[0-9a-f]{10}/app\.(?:css|js))"', html)


def test_html_css_js_and_json_over_1kb_are_gzipped(client):
    code = save_answer()
    paths = ["/", f"/a/{code}", "/kurallar", *_assets(client), "/openapi.json"]
    assert len(_assets(client)) == 2
    for path in paths:
        plain = _raw(client, path, PLAIN)
        assert plain.status_code == 200 and len(plain.raw_body) > 1024, path
        r = _raw(client, path, GZ)
        assert r.headers.get("content-encoding") == "gzip", path
        assert "accept-encoding" in r.headers["vary"].lower()
        assert gzip.decompress(r.raw_body) == plain.raw_body, path
        assert len(r.raw_body) < len(plain.raw_body) / 2, path
        assert int(r.headers["content-length"]) == len(r.raw_body)
        assert r.headers["x-content-type-options"] == "nosniff" and "content-security-policy" in r.headers


def test_small_bodies_and_images_stay_as_they_are(client):
    code = save_answer()
    for path in ("/healthz", f"/api/answers/{code}", f"/a/{code}/kart.png", "/apple-touch-icon.png"):
        r = _raw(client, path, GZ)
        assert r.status_code == 200, path
        assert "content-encoding" not in r.headers, path
    assert len(_raw(client, f"/api/answers/{code}", GZ).raw_body) < 1024


def test_static_files_asked_three_times_with_gzip_decode_every_time(client):
    """Repeat views come from the in-memory cache: it must keep the plain body and headers."""
    for path in _assets(client):
        views = [_raw(client, path, GZ) for _ in range(3)]
        plain = _raw(client, path, PLAIN)
        assert [v.headers["content-encoding"] for v in views] == ["gzip"] * 3
        assert [gzip.decompress(v.raw_body) for v in views] == [plain.raw_body] * 3
        assert "content-encoding" not in plain.headers


def test_a_client_without_gzip_gets_plain_bodies(client):
    r = _raw(client, "/", PLAIN)
    assert "content-encoding" not in r.headers and r.raw_body.lstrip().lower().startswith(b"<!doctype html>")


def test_repeat_views_from_the_answer_cache_are_gzipped_too(client):
    code = save_answer()
    views = [_raw(client, f"/a/{code}", GZ) for _ in range(3)]
    plain = _raw(client, f"/a/{code}", PLAIN)
    assert [v.headers["content-encoding"] for v in views] == ["gzip"] * 3
    assert [gzip.decompress(v.raw_body) for v in views] == [plain.raw_body] * 3
    assert "content-encoding" not in plain.headers and "immutable" in views[-1].headers["cache-control"]


def test_head_has_the_get_headers_and_no_body(client):
    code = save_answer()
    r = _raw(client, f"/a/{code}", GZ, method="HEAD")
    assert r.status_code == 200 and r.raw_body == b""
    assert r.headers["content-encoding"] == "gzip"


def test_the_sheet_json_is_gzipped(client):
    sheet = client.post("/api/sheets", json={"ruleset": "oyna-101", "players": NAMES}).json()
    r = _raw(client, f"/cetele/{sheet['code']}", GZ)
    assert r.status_code == 200 and r.headers["content-encoding"] == "gzip"
