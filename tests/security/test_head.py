"""Finding 11 (and issue 16 §3): HEAD answers on every GET route with the GET's status and headers, no body."""
from __future__ import annotations

import re

import pytest

from tests.web.pages_support import save_answer


def get_routes(app) -> list[str]:
    """The path template of every GET route, included routers' too."""
    out = []
    for route in app.routes:
        contexts = route.effective_candidates() if hasattr(route, "effective_candidates") else [route]
        for ctx in contexts:
            if isinstance(getattr(ctx, "path", None), str) and "GET" in (getattr(ctx, "methods", None) or ()):
                out.append(ctx.path)
    return out


def _get_paths(app, code: str, sheet: str) -> list[str]:
    from web.assets import static_url

    fill = {"code": code, "article_id": "okey-nedir", "slug": "101",
            "fingerprint": static_url("app.css").split("/")[2], "name": "app.css"}
    paths = []
    for path in get_routes(app):
        if "/cetele/{code}" in path:
            path = path.replace("{code}", sheet)
        paths.append(re.sub(r"\{(\w+)(?::\w+)?\}", lambda m: fill.get(m.group(1), "zzzzzzz"), path))
    return paths


def test_head_on_every_get_route(env, app, client):
    code = save_answer()
    sheet = client.post("/api/sheets", json={"ruleset": "oyna-101", "players": list("ABCD")}).json()["code"]
    paths = _get_paths(app, code, sheet)
    assert {"/healthz", "/readyz", f"/a/{code}", "/"} <= set(paths)
    for path in paths:
        got, head = client.get(path), client.head(path)
        assert head.status_code == got.status_code and head.status_code != 405, (path, head.status_code)
        assert head.content == b""
        assert head.headers.get("content-type") == got.headers.get("content-type"), path
        if "content-length" in got.headers and got.headers.get("cache-control", "").find("immutable") >= 0:
            assert head.headers["content-length"] == got.headers["content-length"], path


@pytest.mark.parametrize("path", ["/healthz", "/readyz", "/a/zzzzzzz", "/yok-boyle"])
def test_head_status_matches_get(client, path):
    assert client.head(path).status_code == client.get(path).status_code


def test_head_is_logged_as_head(env, client, caplog):
    import logging

    with caplog.at_level(logging.INFO, logger="kural.access"):
        client.head("/healthz")
    assert '"method": "HEAD"' in caplog.text
