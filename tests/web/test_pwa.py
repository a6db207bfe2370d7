"""The installable app: manifest, icons where phones look for them, the service worker, the offline page."""
from __future__ import annotations

import io
import re

import pytest
from PIL import Image

from tests.web.pages_support import app_env, client  # noqa: F401 - fixtures


def test_manifest_names_icons_colour_and_start(client):
    r = client.get("/manifest.webmanifest")
    assert r.status_code == 200 and r.headers["content-type"].startswith("application/manifest+json")
    m = r.json()
    assert m["name"].startswith("Kural Abisi") and m["short_name"] == "Kural Abisi"
    assert m["start_url"] == "/" and m["scope"] == "/" and m["display"] == "standalone"
    assert re.fullmatch(r"#[0-9a-f]{6}", m["theme_color"]) and m["lang"] == "tr"
    sizes = {}
    for icon in m["icons"]:
        png = client.get(icon["src"])
        assert png.status_code == 200 and png.headers["content-type"] == "image/png"
        img = Image.open(io.BytesIO(png.content))
        assert f"{img.width}x{img.height}" == icon["sizes"]
        sizes[icon["sizes"], icon["purpose"]] = True
    assert ("192x192", "any") in sizes and ("512x512", "any") in sizes and ("512x512", "maskable") in sizes


@pytest.mark.parametrize("path", ["/", "/kurallar", "/sozluk", "/hakkinda", "/hesapla", "/hesapla/cetele", "/k",
                                  "/cevrimdisi", "/yok-boyle-sayfa"])
def test_every_page_links_the_manifest_and_icons(client, path):
    html = client.get(path).text
    assert '<link rel="manifest" href="/manifest.webmanifest">' in html
    assert '<link rel="apple-touch-icon" href="/apple-touch-icon.png">' in html
    assert 'href="/favicon.ico"' in html and '<meta name="theme-color"' in html


def test_sheet_print_page_links_them_too(client):
    code = client.post("/api/sheets", json={"ruleset": "oyna-101", "players": ["A", "B", "C", "D"]}).json()["code"]
    html = client.get(f"/cetele/{code}/yazdir").text
    assert '<link rel="manifest" href="/manifest.webmanifest">' in html


def test_icons_at_the_addresses_phones_ask_for(client):
    ico = client.get("/favicon.ico")
    assert ico.status_code == 200 and ico.content[:4] == b"\x00\x00\x01\x00"  # an ICO file
    touch = client.get("/apple-touch-icon.png")
    assert touch.status_code == 200 and Image.open(io.BytesIO(touch.content)).size == (180, 180)


def test_service_worker_is_served_at_the_root_and_lists_what_it_keeps(client):
    r = client.get("/sw.js")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/javascript")
    assert r.headers["cache-control"] == "no-cache"  # a new version is picked up at once
    body = r.text
    shell = re.search(r"var SHELL = (\[.*?\]);", body).group(1)
    assert '"/kurallar"' in shell and '"/sozluk"' in shell and '"/cevrimdisi"' in shell and "app.css" in shell
    articles = re.search(r"var ARTICLES = (\[.*?\]);", body).group(1)
    assert articles.count("/kural/") > 20  # every article
    for url in re.findall(r'"(/static/[^"]+)"', shell):
        assert client.get(url).status_code == 200, url  # install fails if one of them is missing
    assert shell.startswith('["/') and articles.startswith('["/kural/')  # JavaScript, not HTML-escaped


def test_offline_page_keeps_a_question_escaped(client):
    r = client.get("/cevrimdisi", params={"soru": "<b>okey</b> kaç?"})
    assert r.status_code == 200 and "Çevrimdışısın" in r.text
    assert "&lt;b&gt;okey&lt;/b&gt; kaç?</textarea>" in r.text and "<b>okey" not in r.text
