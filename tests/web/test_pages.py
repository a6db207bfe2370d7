"""HTML pages: ask form, the answer short link (OG tags, share, QR, votes), articles, static files."""
from __future__ import annotations

import re
from urllib.parse import parse_qs, quote, urlsplit

import pytest

from referee.service import MAX_QUESTION_CHARS
from referee.storage import get_store
from tests.web.pages_support import (  # noqa: F401 - fixtures
    BASE,
    EVIL_QUESTION,
    app_env,
    client,
    hand_result,
    parse,
    save_answer,
    text_of,
)

# --------------------------------------------------------------------------- home and ask form


def test_home_is_turkish_with_autofocused_ask_box_and_five_rulesets(client):
    r = client.get("/")
    assert r.status_code == 200
    assert '<html lang="tr">' in r.text
    box = re.search(r"<textarea[^>]*>", r.text).group(0)
    assert 'name="soru"' in box and "autofocus" in box
    options = re.findall(r'<option value="([a-z0-9-]+)"', r.text)
    assert options == ["oyna-101", "od-101", "turnuva-esli-101", "oyna-duz", "oyna-esli-duz"]
    assert r.text.count('class="chip"') >= 3
    for link in ("/hesapla", "/kurallar"):
        assert f'href="{link}"' in r.text


def test_home_preselects_the_ruleset_remembered_in_the_cookie(client):
    client.cookies.set("kural", "turnuva-esli-101")
    r = client.get("/")
    assert '<option value="turnuva-esli-101" selected>' in r.text
    client.cookies.set("kural", "uydurma")
    r = client.get("/")
    assert '<option value="" selected>' in r.text


@pytest.mark.parametrize("form, status, words", [
    ({"soru": "   "}, 422, "boş soru"),
    ({"soru": "okey " * (MAX_QUESTION_CHARS // 5 + 1)}, 413, f"{MAX_QUESTION_CHARS} karakter"),
    ({"soru": "okey kaç puan", "kural": "tavla"}, 422, "Listeden seç: 101 (standart), 101 (OyunDostluğu kuralları)"),
])
def test_ask_form_bad_input_is_answered_on_the_same_page(client, form, status, words):
    r = client.post("/sor", data=form)
    assert r.status_code == status
    assert words in r.text
    assert 'role="alert"' in r.text and '<form class="ask"' in r.text
    assert get_store().recent() == []  # nothing stored half-way


def test_ask_form_keeps_a_hostile_question_inert(client):
    r = client.post("/sor", data={"soru": EVIL_QUESTION, "kural": "yok-boyle"})
    assert r.status_code == 422
    assert "<script>alert" not in r.text
    assert "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;" in r.text


def test_ask_form_answers_and_redirects_to_the_short_link(client):
    """The real pipeline: POST /sor → 303 /a/{code}, the ruleset remembered, the page shows the verdict."""
    r = client.post("/sor", data={"soru": "okey atarak bitince kaç yazılır", "kural": "od-101"})
    assert r.status_code == 303
    location = r.headers["location"]
    assert re.fullmatch(r"/a/[0-9A-Za-z]{7}", location)
    assert "kural=od-101" in r.headers["set-cookie"]
    page = client.get(location)
    assert page.status_code == 200
    snap = get_store().get(location.rsplit("/", 1)[1])
    assert snap["ruleset"] == "od-101"
    assert 'class="verdict"' in page.text
    assert "101 (OyunDostluğu kuralları)" in page.text


# --------------------------------------------------------------------------- answer page


def test_answer_page_has_escaped_open_graph_tags(client):
    code = save_answer(question=EVIL_QUESTION)
    r = client.get(f"/a/{code}")
    assert r.status_code == 200
    assert "<script>alert" not in r.text  # inert everywhere, meta tags included
    meta = parse(r.text).meta
    assert meta["og:title"] == EVIL_QUESTION  # round-trips exactly, so it was escaped, not mangled
    assert meta["twitter:title"] == EVIL_QUESTION
    assert meta["og:description"] == "Elinde kalan okey için +101 yazılır, katlanmaz. · 101 (standart)"
    assert meta["og:url"] == f"{BASE}/a/{code}"
    assert meta["og:site_name"] == "Kural Abisi"
    assert meta["og:locale"] == "tr_TR"
    assert meta["twitter:card"] == "summary_large_image"
    image = meta["og:image"]
    assert image == f"{BASE}/a/{code}/kart.png" == meta["twitter:image"]  # the answer's own card
    assert (meta["og:image:width"], meta["og:image:height"], meta["og:image:type"]) == ("1200", "630", "image/png")
    assert meta["og:image:alt"] == meta["twitter:image:alt"] == "Elinde kalan okey için +101 yazılır, katlanmaz. · 101 (standart)"
    png = client.get(image[len(BASE):])
    assert png.status_code == 200 and png.content[:8] == b"\x89PNG\r\n\x1a\n"


def test_answer_page_shows_verdict_first_sources_variants_and_is_cacheable(client):
    code = save_answer()
    r = client.get(f"/a/{code}")
    assert r.headers["cache-control"] == "public, max-age=31536000, immutable"
    html = r.text
    verdict = html.index('class="verdict"')
    assert verdict < html.index('class="share-bar"') < html.index('class="detail"') < html.index("Kaynaklar")
    assert "<strong>+101</strong>" in html
    assert 'href="/kural/okey-nedir"' in html and '<span class="label">oyna.app okey terimleri</span>' in html
    assert "oyna-101" not in html.split('<main', 1)[1]  # people see names, never ids
    assert "Masaya göre değişir" in html and "Okey kalanın içinde 101 sayılır." in html
    assert html.count("Masaya göre değişir") == 1  # the text copy of the list is not repeated
    assert "Yeni soru sor" in html
    assert len(r.content) < 50_000


def test_answer_page_share_links_carry_the_verdict_and_short_link(client):
    code = save_answer(question="Gösterge kaç puan & neden?", answer="Gösterge **+20** & yazılır. Çünkü öyle.")
    link = f"{BASE}/a/{code}"
    html = client.get(f"/a/{code}").text
    links = {a.get("id"): a["href"] for a in parse(html).links if a.get("id")}
    wa = urlsplit(links["wa"])
    assert wa.netloc == "wa.me"
    assert parse_qs(wa.query)["text"] == [f"Gösterge +20 & yazılır. · 101 (standart)\n{link}"]
    tg = parse_qs(urlsplit(links["tg"]).query)
    assert tg["url"] == [link] and tg["text"] == ["Gösterge +20 & yazılır. · 101 (standart)"]
    assert quote(link, safe="") in links["wa"]
    assert 'data-text="Gösterge +20 &amp; yazılır. · 101 (standart)"' in html  # Web Share gets it too


def test_answer_page_qr_code_encodes_only_the_link(client):
    code = save_answer(question=EVIL_QUESTION)
    html = client.get(f"/a/{code}").text
    svg = re.search(r"<svg[^>]*>.*?</svg>", html, re.S).group(0)
    assert 'aria-label="Bu cevabın linki için QR kod"' in svg
    assert "script" not in svg and "okey" not in svg
    import segno

    qr = segno.make(f"{BASE}/a/{code}", error="m")
    expected = qr.svg_inline(dark="#000", light="#fff", border=4, omitsize=True)
    path = re.search(r'stroke="#000" d="([^"]+)"', expected).group(1)
    assert path in svg
    # scalable and with the standard's quiet zone of four modules on every side
    size = qr.symbol_size(border=0)[0] + 8
    assert f'viewBox="0 0 {size} {size}"' in svg and "width=" not in svg.split(">", 1)[0]
    assert path.startswith("M4 4.5")  # the first dark module sits four modules in


def test_answer_page_calculation_table_shows_each_players_arithmetic(client):
    result = hand_result({"Siz": 113, "Doğu": -101},
                         {"Siz": "12 (kalan) × 1 = 12 + 101 (işlek) = 113", "Doğu": "-101 (bitirdi) × 1 = -101"})
    code = save_answer(kind="calculation", answer="**113** yazıyorsun.", variants=None,
                       calculation={"inputs": {}, "result": result})
    html = client.get(f"/a/{code}").text
    table = re.search(r'<table class="scores">.*?</table>', html, re.S).group(0)
    text = text_of(table)
    assert "Siz 113 12 (kalan) × 1 = 12 + 101 (işlek) = 113" in text
    assert "Doğu −101 −101 (bitirdi) × 1 = −101" in text


@pytest.mark.parametrize("code", ["ABCDEFG", "abc", "ab'cdef", "a" * 8, "%3Cscript%3E"])
def test_unknown_or_odd_codes_get_the_friendly_404(client, code):
    r = client.get(f"/a/{code}")
    assert r.status_code == 404
    assert "text/html" in r.headers["content-type"]
    assert "Bu linkte kayıtlı bir cevap yok" in r.text
    assert r.headers["cache-control"] == "no-store"


def test_odd_codes_never_touch_the_database(client, monkeypatch):
    store = get_store()

    def boom(*a, **k):
        raise AssertionError("database touched")

    monkeypatch.setattr(store.engine, "connect", boom)
    assert client.get("/a/ab'cdef").status_code == 404
    assert client.post("/a/ab'cdef/oy", data={"oy": "up"}).status_code == 404


def test_votes_work_without_javascript(client):
    code = save_answer()
    r = client.post(f"/a/{code}/oy", data={"oy": "up"})
    assert r.status_code == 303 and r.headers["location"] == f"/a/{code}?oy=tesekkur#oy"
    assert "Sağ ol" in client.get(r.headers["location"]).text
    r = client.post(f"/a/{code}/oy", data={"oy": "down"})  # 👎 asks what was wrong (test_pages_feedback)
    assert r.status_code == 303 and r.headers["location"] == f"/a/{code}?oy=neden#oy"
    counts = get_store().feedback_counts()
    assert [(c["answer_code"], c["up"], c["down"]) for c in counts] == [(code, 0, 1)]  # one vote per client
    bad = client.post(f"/a/{code}/oy", data={"oy": "belki"})
    assert bad.status_code == 422 and "👍 ya da 👎" in bad.text
    assert client.post("/a/ZZZZZZZ/oy", data={"oy": "up"}).status_code == 404


def test_feedback_api(client):
    code = save_answer()
    assert client.post(f"/api/answers/{code}/feedback", json={"vote": 1}).json() == {"ok": True}
    assert client.post(f"/api/answers/{code}/feedback", json={"vote": 5}).status_code == 422
    assert client.post("/api/answers/ZZZZZZZ/feedback", json={"vote": 1}).status_code == 404
    assert get_store().feedback_counts()[0]["up"] == 1


# --------------------------------------------------------------------------- articles, glossary, about


def test_article_page_renders_markdown_and_cites_sources(client):
    from referee.knowledge import get_knowledge

    article = next(a for a in get_knowledge().articles.values() if "|---" in a.body and "## " in a.body)
    r = client.get(f"/kural/{article.id}")
    assert r.status_code == 200
    assert f"<h1>{article.title}</h1>".replace("'", "&#39;") in r.text
    assert "<table>" in r.text and "<h2>Masaya göre değişir</h2>" in r.text
    for s in article.sources:
        assert s.label in r.text


@pytest.mark.parametrize("article_id", ["yok-boyle-madde", "<script>", "a%22b", "OKEY-NEDIR"])
def test_unknown_article_is_a_404_page(client, article_id):
    r = client.get(f"/kural/{article_id}")
    assert r.status_code == 404 and "kural maddesi yok" in r.text


def test_rule_list_filters_without_javascript(client):
    full = client.get("/kurallar")
    assert full.status_code == 200
    n_all = full.text.count('<li data-text=')
    r = client.get("/kurallar", params={"q": "gösterge", "kural": "oyna-duz"})
    n = r.text.count('<li data-text=')
    assert 0 < n < n_all
    assert '<option value="oyna-duz" selected>' in r.text
    bad = client.get("/kurallar", params={"kural": "<b>x</b>"})
    assert bad.status_code == 422 and "Listeden seç: 101 (standart)" in bad.text and "<b>x</b>" not in bad.text


def test_glossary_and_about(client):
    g = client.get("/sozluk")
    assert g.status_code == 200 and "<dt>okey</dt>" in g.text
    assert client.get("/sozluk", params={"q": "okey"}).text.count('class="term"') < g.text.count('class="term"')
    about = client.get("/hakkinda")
    for label in ("oyna-yazboz", "od-101-puan", "oyna-terimler", "esli-101-turnuva"):
        assert label in about.text
    for rid in ("oyna-101", "od-101", "turnuva-esli-101", "oyna-duz", "oyna-esli-duz"):
        assert f"<code>{rid}</code>" in about.text


# --------------------------------------------------------------------------- static files


def test_static_files_have_fingerprinted_urls_and_long_cache(client):
    html = client.get("/").text
    css = re.search(r'href="(/static/[0-9a-f]{10}/app\.css)"', html).group(1)
    r = client.get(css)
    assert r.status_code == 200 and r.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert "text/css" in r.headers["content-type"]
    stale = client.get("/static/0000000000/app.css")
    assert stale.status_code == 200 and stale.headers["cache-control"] == "public, max-age=300"
    assert client.get("/static/0000000000/../app.py").status_code == 404
    assert client.get("/static/0000000000/yok.css").status_code == 404


def test_answer_page_with_its_css_and_js_stays_under_50_kb(client):
    code = save_answer(question="ş" * 200, answer="Uzun bir cevap. " * 40)
    html = client.get(f"/a/{code}").text
    assets = re.findall(r'(?:href|src)="(/static/[0-9a-f]{10}/app\.(?:css|js))"', html)
    assert len(assets) == 2
    total = len(html.encode()) + sum(len(client.get(a).content) for a in assets)
    assert total < 50_000


@pytest.mark.parametrize("body, status, words", [
    (b"soru=%FF%FE+okey", 400, "UTF-8"),
    (b"soru=okey%00kac", 422, "kontrol"),
    (b"soru=okey%07", 422, "kontrol"),
    (b"soru=\xff\xfe", 400, "UTF-8"),
])
def test_ask_form_refuses_broken_text_before_storing(client, body, status, words):
    r = client.post("/sor", content=body, headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert r.status_code == status
    assert words in r.text and 'role="alert"' in r.text
    assert get_store().recent() == []


def test_calculator_form_refuses_broken_text(client):
    r = client.post("/hesapla/101", content=b"kural=oyna-101&p0_name=%C3", headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert r.status_code == 400 and "UTF-8" in r.text
