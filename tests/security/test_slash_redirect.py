"""Finding 14: a trailing slash redirects to a relative path, never to the Host header's site,
and never echoes a token."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("path,location", [
    ("/yonetim/?token=gizli", "/yonetim"),
    ("/kurallar/?q=okey&token=x", "/kurallar?q=okey"),
    ("/hesapla/", "/hesapla"),
    ("/hesapla///", "/hesapla"),
])
def test_slash_redirect_is_relative_and_drops_tokens(client, path, location):
    r = client.get(path, headers={"host": "evil.example"})
    assert r.status_code in (301, 302, 307, 308), r.status_code
    assert r.headers["location"] == location
    assert "evil" not in r.headers["location"] and "gizli" not in r.text


def test_no_protocol_relative_redirect(client):
    r = client.get("//evil.example/", headers={"host": "evil.example"})
    assert not r.headers.get("location", "").startswith("//")
    assert "evil.example" not in r.headers.get("location", "").split("/")[:3]


def test_unknown_slash_paths_are_a_404(client):
    assert client.get("/bu-yok/").status_code == 404
