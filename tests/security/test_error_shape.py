"""Finding 12: errors in one shape: Turkish {"error"} for the API and non-browsers, the site's error
page for browsers — /static 404s included. (Raw-protocol errors uvicorn answers before the app are
documented in SECURITY.md: only the proxy can catch them.)"""
from __future__ import annotations

import pytest

from tests.security.conftest import assert_turkish_error, assert_turkish_page


@pytest.mark.parametrize("path", ["/static/0000000000/yok.css", "/static/0000000000/../app.py",
                                  "/static/x/ÇĞ.css", "/static/0000000000/app.css/ek"])
def test_static_404s_are_turkish(client, html_client, path):
    assert_turkish_error(client.get(path), 404)
    assert_turkish_page(html_client.get(path), 404)


@pytest.mark.parametrize("method,path,status", [
    ("GET", "/api/yok", 404), ("DELETE", "/api/ask", 405), ("PUT", "/sor", 405), ("GET", "/yok", 404),
    ("POST", "/static/0000000000/app.css", 405),
])
def test_app_errors_have_one_shape(client, html_client, method, path, status):
    assert_turkish_error(client.request(method, path), status)
    if not path.startswith("/api/"):
        assert_turkish_page(html_client.request(method, path), status)
