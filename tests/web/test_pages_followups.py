"""Issue 13 on the answer page, without JavaScript (TestClient): "Anladığım" and the "Düzelt" form
prefilled with the reading, a corrected hand as a new short link with ``parent``, quick replies for
a missing fact (choices, the okey picker, a number box) → the number; bad input → Turkish 422."""
from __future__ import annotations

import html
import re
from urllib.parse import parse_qs, urlsplit

import pytest
from fastapi.testclient import TestClient

from referee.config import Settings
from referee.service import Referee, pipeline_for
from tests.web.pages_support import BASE
from web.app import create_app


@pytest.fixture()
def referee(tmp_path) -> Referee:
    settings = Settings(database_url=f"sqlite:///{tmp_path / 'pages.sqlite3'}", base_url=BASE, rate_limit_per_minute=0)
    return Referee(settings, pipeline=pipeline_for(settings))


@pytest.fixture()
def client(referee):
    """An app of its own settings (throw-away SQLite, no rate limit) sharing the loaded pipeline."""
    return TestClient(create_app(referee.settings, referee, warm_up=False), follow_redirects=False,
                      headers={"Accept": "text/html"})


def ask(client, question: str, ruleset: str = "oyna-101") -> str:
    r = client.post("/sor", data={"soru": question, "kural": ruleset})
    assert r.status_code == 303
    return r.headers["location"].rsplit("/", 1)[1]


def block(page: str, start: str, end: str = "</section>") -> str:
    i = page.index(start)
    return page[i:page.index(end, i)]


def fix_link(page: str) -> str:
    return html.unescape(re.search(r'id="duzelt" href="([^"]+)"', page).group(1))


def selected(form: str, name: str) -> str:
    sel = re.search(rf'<select id="{name}" name="{name}"[^>]*>(.*?)</select>', form, re.S).group(1)
    return re.search(r'<option value="([^"]*)"[^>]* selected>', sel).group(1)


def value(form: str, name: str) -> str:
    return html.unescape(re.search(rf'name="{name}" value="([^"]*)"', form).group(1))


def test_a_calculation_page_shows_what_was_understood_and_the_fix_link(client):
    code = ask(client, "cem okeyle bitti, çiftten açtım elimde 12 kaldı kaç yazarım")
    page = client.get(f"/a/{code}").text
    und = block(page, 'id="anladigim"')
    assert "<dt>El</dt><dd>Cem okeyle bitirdi</dd>" in und
    assert "<dt>Sen</dt><dd>çiftten açtın; elinde 12 kaldı</dd>" in und
    assert '<div class="assumed"><dt>Oyuncu 3</dt><dd>söylemedin, açmamış saydım' in und
    assert "Yanlış mı anladım? Düzelt" in und
    assert page.index('id="karar"') < page.index('id="anladigim"') < page.index('id="hesap-baslik"')
    link = fix_link(page)
    assert link.startswith("/hesapla?tur=el&veri=") and parse_qs(urlsplit(link).query)["duzelt"] == [code]


def test_the_fix_form_is_prefilled_with_exactly_the_reading(client):
    code = ask(client, "cem okeyle bitti, çiftten açtım elimde 12 kaldı kaç yazarım")
    form = client.get(fix_link(client.get(f"/a/{code}").text))
    assert form.status_code == 200
    f = form.text
    assert f'action="/a/{code}/duzelt"' in f and "Anladığımı forma yazdım" in f
    assert selected(f, "kural") == "oyna-101" and selected(f, "finish") == "okey"
    names = [value(f, f"p{i}_name") for i in range(4)]
    assert names == ["Cem", "Sen", "Oyuncu 3", "Oyuncu 4"]
    assert re.search(r'name="finisher" value="0" checked', f)  # Cem finished
    assert selected(f, "p1_opened") == "cift" and value(f, "p1_remaining") == "12"
    assert selected(f, "p0_opened") == "seri" and selected(f, "p2_opened") == "yok"
    assert "Düzeltilmiş cevabı al" in f


def _fields(f: str) -> dict[str, str]:
    """The prefilled form's fields as a browser would post them."""
    out = {"kural": selected(f, "kural"), "finish": selected(f, "finish"),
           "finisher": re.search(r'name="finisher" value="(\d)" checked', f).group(1)}
    for i in range(4):
        out[f"p{i}_name"] = value(f, f"p{i}_name")
        out[f"p{i}_opened"] = selected(f, f"p{i}_opened")
        out[f"p{i}_remaining"] = value(f, f"p{i}_remaining")
    return out


def test_submitting_the_corrected_form_gives_a_new_link_that_points_back(client):
    code = ask(client, "cem okeyle bitti, çiftten açtım elimde 12 kaldı kaç yazarım")
    original = client.get(f"/a/{code}").text
    f = client.get(fix_link(original)).text
    fields = _fields(f) | {"p1_opened": "seri"}  # "I opened with runs, not pairs"
    r = client.post(f"/a/{code}/duzelt", data=fields)
    assert r.status_code == 303
    new = r.headers["location"].rsplit("/", 1)[1]
    assert new != code
    page = client.get(f"/a/{new}").text
    assert re.search(r'id="karar"><strong>24</strong> yazıyorsun', page)  # 12 × 2 (okeyle bitiş)
    note = block(page, 'id="ilk-cevap"', "</p>")
    assert "Düzeltilmiş cevap." in note and f'href="/a/{code}"' in note
    assert "<dt>Sen</dt><dd>seriyle açtın; elinde 12 kaldı</dd>" in page
    api = client.get(f"/api/answers/{new}", headers={"Accept": "application/json"}).json()
    assert api["parent"] == code and api["followup"] == {"kind": "correction"}
    assert client.get(f"/a/{code}").text == original  # the original link shows what it showed


def test_a_bad_corrected_form_comes_back_with_a_turkish_message(client):
    code = ask(client, "cem okeyle bitti, çiftten açtım elimde 12 kaldı kaç yazarım")
    fields = _fields(client.get(fix_link(client.get(f"/a/{code}").text)).text)
    r = client.post(f"/a/{code}/duzelt", data=fields | {"p1_remaining": "kırmızı 99"})
    assert r.status_code == 422 and 'role="alert"' in r.text and f'action="/a/{code}/duzelt"' in r.text
    r = client.post(f"/a/{code}/duzelt", data=fields | {"kural": "batak"})
    assert r.status_code == 422 and "Kural setini listeden seç" in r.text
    assert client.post("/a/ZZZZZZZ/duzelt", data=fields).status_code == 404
    assert client.post(f"/a/{code}/duzelt", data=fields, headers={"Origin": "https://evil.example"}).status_code == 403


@pytest.mark.parametrize("query", ["tur=el&veri=%7Bbozuk", "tur=el&veri=%5B%5D", "tur=el",
                                   "tur=el&veri=" + "%7B%22ruleset%22%3A%22batak%22%7D", "tur=mac&veri=%7B%7D"])
def test_a_broken_form_link_is_a_turkish_422(client, query):
    r = client.get(f"/hesapla?{query}")
    assert r.status_code == 422 and 'role="alert"' in r.text and "/hesapla/101" in r.text


def test_a_missing_fact_is_one_tap(client):
    code = ask(client, "cem okeyle bitti kaç yazarım")
    page = client.get(f"/a/{code}").text
    asks = block(page, 'id="eksik"')
    assert f'action="/a/{code}/tamamla"' in asks and "Sen açmış mıydın?" in asks
    buttons = re.findall(r'<button class="btn" type="submit" name="value" value="([^"]+)">([^<]+)</button>', asks)
    assert buttons == [("seri", "Seriyle açtım"), ("cift", "Çiftten açtım"), ("yok", "Açamadım")]
    assert page.index('id="karar"') < page.index('id="eksik"') < page.index('id="anladigim"')
    r = client.post(f"/a/{code}/tamamla", data={"slot": "Sen.opened", "value": "yok"})
    assert r.status_code == 303
    done = client.get(r.headers["location"]).text
    assert re.search(r'id="karar"><strong>404</strong> yazıyorsun', done)
    assert "Tamamlanmış cevap." in done and "“Sen açmış mıydın?” → Açamadım" in done and f'href="/a/{code}"' in done
    assert 'id="eksik"' not in done


def test_the_remainder_is_a_number_box(client):
    code = ask(client, "cem okeyle bitti açtım kaç yazarım")
    asks = block(client.get(f"/a/{code}").text, 'id="eksik"')
    assert 'name="value" type="number" inputmode="numeric" min="0" max="286"' in asks
    r = client.post(f"/a/{code}/tamamla", data={"slot": "Sen.remaining_sum", "value": "41"})
    assert re.search(r'id="karar"><strong>82</strong> yazıyorsun', client.get(r.headers["location"]).text)


def test_the_okey_is_a_tile_picker_and_the_gosterge_counts_on(client):
    code = ask(client, "rakip normal bitti açtım elimde 20 ve sahte okey kaldı kaç yazarım")
    asks = block(client.get(f"/a/{code}").text, 'id="eksik"')
    assert 'name="tas" value="gosterge" checked' in asks and 'name="renk"' in asks and 'name="sayi"' in asks
    r = client.post(f"/a/{code}/tamamla", data={"slot": "okey", "tas": "gosterge", "renk": "sarı", "sayi": "5"})
    page = client.get(r.headers["location"]).text
    assert re.search(r'id="karar"><strong>26</strong> yazıyorsun', page)  # sahte okey = the okey's number, 6
    assert "<dt>Okey</dt><dd>sarı 6</dd>" in page


@pytest.mark.parametrize("data, words", [
    ({"slot": "Sen.opened", "value": "belki"}, "şunlardan birini seç"),
    ({"slot": "okey", "value": "sarı 6"}, "sormuyor"),
    ({"slot": "Sen.opened"}, "cevabını yazmadın"),
])
def test_a_bad_quick_reply_is_a_turkish_422_on_the_page(client, data, words):
    code = ask(client, "cem okeyle bitti kaç yazarım")
    r = client.post(f"/a/{code}/tamamla", data=data)
    assert r.status_code == 422 and words in r.text and 'id="eksik"' in r.text


def test_a_bad_tile_or_a_foreign_form_is_refused(client, referee):
    code = ask(client, "rakip normal bitti açtım elimde 20 ve sahte okey kaldı kaç yazarım")
    r = client.post(f"/a/{code}/tamamla", data={"slot": "okey", "tas": "okey", "renk": "yeşil", "sayi": "5"})
    assert r.status_code == 422 and "rengini seç" in r.text
    r = client.post(f"/a/{code}/tamamla", data={"slot": "okey", "tas": "okey", "renk": "mavi", "sayi": "14"})
    assert r.status_code == 422 and "1 ile 13" in r.text
    r = client.post(f"/a/{code}/tamamla", data={"slot": "okey", "tas": "okey", "renk": "mavi", "sayi": "4"},
                    headers={"Origin": "https://evil.example"})
    assert r.status_code == 403
    assert client.post("/a/ZZZZZZZ/tamamla", data={"slot": "x", "value": "1"}).status_code == 404
    assert len(referee.store.recent()) == 1  # nothing new was stored


def test_a_rule_answer_has_no_reading_block(client):
    page = client.get(f"/a/{ask(client, 'işlek taş nedir')}").text
    assert 'id="anladigim"' not in page and 'id="eksik"' not in page


def _posted(f: str) -> dict[str, str]:
    """Every field of a form as a browser posts it untouched: inputs with a value, checked boxes, selected options."""
    out: dict[str, str] = {}
    for tag in re.findall(r"<input\b[^>]*>", f):
        name, val = re.search(r'name="([^"]+)"', tag), re.search(r'value="([^"]*)"', tag)
        kind = m.group(1) if (m := re.search(r'type="([^"]+)"', tag)) else "text"
        if name and val and (kind not in ("radio", "checkbox") or " checked" in tag):
            out[name.group(1)] = html.unescape(val.group(1))
    for name, body in re.findall(r'<select [^>]*name="([^"]+)"[^>]*>(.*?)</select>', f, re.S):
        chosen = re.search(r'<option value="([^"]*)"[^>]* selected>', body)
        if chosen:
            out[name] = chosen.group(1)
    return out


def test_a_correction_at_a_table_keeps_the_table(client, referee):
    """The Düzelt form of an answer asked at a table names the table and posts back under its rules."""
    table = referee.tables.create("Perşembe masası", "oyna-duz", {"duz_bitis": "bir-iki"})
    r = client.post("/sor", data={"soru": "cem normal bitti kaç puan kaybederim", "kural": f"masa:{table.code}"})
    assert r.status_code == 303
    code = r.headers["location"].rsplit("/", 1)[1]
    form = client.get(fix_link(client.get(f"/a/{code}").text)).text
    assert "Masa: Perşembe masası" in form and f'name="masa" value="{table.code}"' in form
    r = client.post(f"/a/{code}/duzelt", data=_posted(form))
    assert r.status_code == 303, r.text[:500]
    api = client.get(f"/api/answers/{r.headers['location'].rsplit('/', 1)[1]}",
                     headers={"Accept": "application/json"}).json()
    assert api["table"]["code"] == table.code and api["calculation"]["result"]["scores"]["Sen"] == -1
