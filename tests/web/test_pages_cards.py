"""Preview cards: the PNG a chat app shows for an answer link (and its OpenGraph tags)."""
from __future__ import annotations

import io

import pytest
from PIL import Image

from referee.config import get_settings
from tests.web.pages_support import BASE, app_env, client, parse, save_answer  # noqa: F401 - fixtures
from web import cards


@pytest.fixture(autouse=True)
def card_dir(app_env, tmp_path):
    """Cards are written under the data directory: a temporary one here."""
    app_env.setenv("KURAL_DATA_DIR", str(tmp_path / "data"))
    get_settings.cache_clear()


def _image(data: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


def test_answer_card_is_a_1200x630_png_cached_forever(client):
    code = save_answer(kind="calculation", answer="**164** yazıyorsun. Çünkü çiftten açtın.", variants=None)
    r = client.get(f"/a/{code}/kart.png")
    assert r.status_code == 200 and r.headers["content-type"] == "image/png"
    assert r.headers["cache-control"] == "public, max-age=31536000, immutable"
    img = _image(r.content)
    assert (img.format, img.size) == ("PNG", (1200, 630))
    assert len(r.content) < 150_000  # light enough for a chat thumbnail on café Wi-Fi
    stored = list((get_settings().data_dir / "cards").glob(f"a-{code}-*.png"))
    assert len(stored) == 1 and stored[0].read_bytes() == r.content  # drawn once, kept on disk
    assert client.get(f"/a/{code}/kart.png").content == r.content


def test_answer_card_draws_the_verdict_not_a_generic_image(client):
    one = client.get(f"/a/{save_answer(answer='**164** yazıyorsun.')}/kart.png").content
    two = client.get(f"/a/{save_answer(answer='**-101** yazıyorsun.')}/kart.png").content
    assert one != two
    # the verdict's big type fills the middle band: far more ink than the footer's small link
    img = _image(one).convert("L")
    middle = img.crop((0, 180, 1200, 420))
    ink = sum(middle.histogram()[:100])
    assert ink > 20_000


def test_unknown_answer_card_is_a_404(client):
    assert client.get("/a/ZZZZZZZ/kart.png").status_code == 404
    assert client.get("/a/x'y/kart.png").status_code == 404


def test_card_text_fits_and_long_text_is_cut_with_an_ellipsis():
    fnt, lines, step = cards.fit("kelime " * 200, 1000, 300, (96, 64, 48))
    assert len(lines) * step <= 300 and lines[-1].endswith("…")
    assert all(fnt.getlength(line) <= 1000 for line in lines)
    fnt, lines, _ = cards.fit("164 yazıyorsun.", 1072, 300, (128, 96))
    assert fnt.size == 128 and lines == ["164 yazıyorsun."]


def test_card_font_ships_with_the_project_and_has_turkish_letters():
    fnt = cards.font(60)
    assert "font_source_sans_pro" in fnt.path  # a PyPI package, not a system font
    notdef = fnt.getmask("\uffff").getbbox()
    for ch in "şŞğĞıİçÇöÖüÜ−":
        assert fnt.getmask(ch).getbbox() != notdef, ch


def test_answer_page_card_tags_point_at_an_absolute_url(client):
    code = save_answer()
    meta = parse(client.get(f"/a/{code}").text).meta
    assert meta["og:image"].startswith(BASE + "/") and meta["og:image"].endswith(f"/a/{code}/kart.png")


# --------------------------------------------------------------------------- Çetele


def _sheet_with_hands(client, hands: list[dict], **body) -> dict:
    r = client.post("/api/sheets", json={"ruleset": "oyna-duz", "players": ["Ayşe", "Can", "Deniz", "Ece"],
                                         "title": "Cuma masası", **body})
    sheet = r.json()
    return client.put(f"/api/sheets/{sheet['code']}", json={"version": sheet["version"], "hands": hands}).json()


def test_sheet_page_preview_says_title_and_standings(client):
    sheet = _sheet_with_hands(client, [{"finish": "cift-okey", "finisher": "Can"}, {"finish": "okey", "finisher": "Can"}])
    meta = parse(client.get(f"/cetele/{sheet['code']}").text).meta
    assert meta["og:title"] == meta["twitter:title"] == "Cuma masası"
    # düz okey counts down from 20, highest first: the leader leads the line
    assert meta["og:description"] == "Can 20 · Ayşe 8 · Deniz 8 · Ece 8 — 2. el"  # 20 − 8 (çiftten okey) − 4 (okey)
    assert meta["og:image"] == f"{BASE}/cetele/{sheet['code']}/kart.png?s={sheet['version']}" == meta["twitter:image"]
    assert (meta["og:image:width"], meta["og:image:height"]) == ("1200", "630")
    assert meta["og:image:alt"].startswith("Cuma masası: Can 20")
    assert meta["og:url"] == f"{BASE}/cetele/{sheet['code']}"


def test_sheet_card_is_a_png_that_changes_with_the_standings(client):
    sheet = _sheet_with_hands(client, [])
    first = client.get(f"/cetele/{sheet['code']}/kart.png")
    assert first.status_code == 200 and first.headers["content-type"] == "image/png"
    assert "immutable" not in first.headers["cache-control"]  # a sheet changes: short cache only
    assert _image(first.content).size == (1200, 630)
    client.put(f"/api/sheets/{sheet['code']}", json={"version": sheet["version"],
                                                      "hands": [{"finish": "okey", "finisher": "Ayşe"}]})
    second = client.get(f"/cetele/{sheet['code']}/kart.png")
    assert second.content != first.content
    assert client.get("/cetele/ZZZZZZZ/kart.png").status_code == 404


def test_team_sheet_standings_name_the_teams(client):
    r = client.post("/api/sheets", json={"ruleset": "turnuva-esli-101", "teams": {"Biz": ["A", "C"], "Onlar": ["B", "D"]}})
    code = r.json()["code"]
    meta = parse(client.get(f"/cetele/{code}").text).meta
    assert meta["og:title"] == "Çetele · Eşli 101 turnuva"
    assert meta["og:description"] == "Biz 0 · Onlar 0 — henüz el yazılmadı"
