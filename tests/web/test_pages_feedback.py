"""Issue 13 §4: 👎 says what was wrong (page form without JavaScript, JSON API), stored with the vote;
/yonetim groups the 👎 by reason with the question, verdict, reading and article, the CSV has the
reason, and the not-covered questions come grouped into themes with counts."""
from __future__ import annotations

import csv
import io

import pytest

from referee.config import get_settings
from referee.storage import get_store
from tests.web.pages_support import app_env, client, save_answer  # noqa: F401 - fixtures

TOKEN = "çay-ocağı-42"
CALC = {"inputs": {}, "result": {"scores": {"Sen": 164}}, "form_url": "/hesapla?tur=el&veri=%7B%7D", "missing": [],
        "understood": {"ruleset": "oyna-101", "ruleset_name": "101 (standart)",
                       "hands": [{"index": 1, "finisher": "Cem", "finish": "okey", "finish_text": "okeyle bitiş",
                                  "players": [{"name": "Sen", "opened": "cift", "left": {"sum": 41}}]}],
                       "players": [], "added": [], "assumptions": [], "question": {"what": ["score"], "about": ["Sen"]}}}


@pytest.fixture
def admin(app_env):
    """An app whose settings carry the curator token, logged in with the form (the session cookie)."""
    from fastapi.testclient import TestClient

    from web.app import create_app

    app_env.setenv("KURAL_ADMIN_TOKEN", TOKEN)
    get_settings.cache_clear()
    c = TestClient(create_app(), follow_redirects=False, headers={"Accept": "text/html"})
    assert c.post("/yonetim/giris", data={"token": TOKEN}).status_code == 303
    return c


def test_a_downvote_asks_what_was_wrong_without_javascript(client):
    code = save_answer()
    r = client.post(f"/a/{code}/oy", data={"oy": "down"})
    assert r.status_code == 303 and r.headers["location"] == f"/a/{code}?oy=neden#oy"
    page = client.get(r.headers["location"]).text
    assert "Ne yanlıştı?" in page and 'id="neden-form" hidden' not in page
    for label in ("Yanlış kural maddesi", "Yanlış sayı", "Yanlış kural seti", "Sorumu anlamadı", "Başka"):
        assert label in page
    r = client.post(f"/a/{code}/oy", data={"oy": "down", "neden": "yanlis-kural-seti", "not": "turnuvada oynuyoruz"})
    assert r.status_code == 303 and r.headers["location"] == f"/a/{code}?oy=tesekkur#oy"
    (vote,) = get_store().downvotes()  # the reason joined the client's 👎, no second one
    assert (vote["reason"], vote["note"]) == ("yanlis-kural-seti", "turnuvada oynuyoruz")


def test_the_reason_form_is_on_every_answer_page_for_the_script_and_hidden(client):
    page = client.get(f"/a/{save_answer()}").text
    assert 'id="neden-form" hidden' in page and 'class="vote-form"' in page


@pytest.mark.parametrize("data, words", [
    ({"oy": "down", "neden": "hepsi"}, "listeden seç"),
    ({"oy": "down", "neden": "baska", "not": "ç" * 201}, "en fazla 200 karakter"),
    ({"oy": "up", "neden": "yanlis-sayi"}, "yalnız 👎"),
])
def test_a_bad_reason_is_a_turkish_422_with_the_form_again(client, data, words):
    code = save_answer()
    r = client.post(f"/a/{code}/oy", data=data)
    assert r.status_code == 422 and words in r.text and "Ne yanlıştı?" in r.text
    assert get_store().downvotes() == []


def test_a_vote_from_another_site_is_refused(client):
    code = save_answer()
    r = client.post(f"/a/{code}/oy", data={"oy": "down"}, headers={"Origin": "https://evil.example"})
    assert r.status_code == 403 and get_store().downvotes() == []


def test_the_feedback_api_takes_a_reason(client):
    code = save_answer()
    ok = client.post(f"/api/answers/{code}/feedback", json={"vote": -1, "reason": "yanlis-sayi", "note": "164 değil 82"})
    assert ok.status_code == 200 and ok.json() == {"ok": True}
    assert get_store().downvotes()[0]["reason"] == "yanlis-sayi"
    assert client.post(f"/api/answers/{code}/feedback", json={"vote": -1, "note": "başka bir şey"}).status_code == 200
    assert get_store().downvotes()[0]["reason"] == "baska"  # words alone are "başka"
    for body in ({"vote": -1, "reason": "hepsi"}, {"vote": 1, "reason": "yanlis-sayi"}, {"vote": -1, "note": 5},
                 {"vote": -1, "reason": "baska", "note": "x" * 201}):
        r = client.post(f"/api/answers/{code}/feedback", json=body)
        assert r.status_code == 422 and r.json()["error"], body


def test_admin_groups_downvotes_by_reason_with_the_reading(admin):
    calc = save_answer(question="Cem okeyle bitti çiftten açtım 41 kaldı kaç yazarım", kind="calculation",
                       answer="**164** yazıyorsun.\n\nHesap:\n- Sen: 41 × 2 × 2 = 164", calculation=CALC, variants=None)
    rule = save_answer(question="Okey atınca ne olur?")
    store = get_store()
    store.add_feedback(calc, -1, reason="yanlis-sayi", note="82 olmalıydı")
    store.add_feedback(calc, -1, reason="yanlis-sayi")
    store.add_feedback(rule, -1, reason="yanlis-madde")
    store.add_feedback(rule, -1)
    html = admin.get("/yonetim").text
    sayi, madde, none = html.index("Yanlış sayı"), html.index("Yanlış kural maddesi"), html.index("Nedeni söylenmedi")
    assert sayi < madde < none  # the most 👎 first, the unsaid reason last
    block = html[sayi:madde]
    assert "Cem okeyle bitti" in block and "164 yazıyorsun." in block and "“82 olmalıydı”" in block
    assert "Anladığım" in block and "çiftten açtın" in block and "Cem okeyle bitirdi" in block
    assert "2 👎" in block
    assert '<a href="/kural/okey-nedir">' in html[madde:none]  # the article behind the answer


def test_admin_csv_has_the_reason_and_the_theme(admin):
    code = save_answer(question="Okey atınca ne olur?")
    get_store().add_feedback(code, -1, reason="anlamadi", note="=cmd")
    save_answer(question="tavla nasıl oynanır", kind="not_covered", sources=[], variants=None)
    rows = list(csv.reader(io.StringIO(admin.get("/yonetim.csv").text.lstrip("\ufeff"))))
    assert rows[0] == ["tur", "soru", "sayi", "son", "kod", "kural_seti", "begeni", "begenmeme", "neden", "not", "tema"]
    bad = next(r for r in rows if r[0] == "begenilmedi")
    assert bad[8] == "Sorumu anlamadı" and bad[9] == "'=cmd"
    nc = next(r for r in rows if r[0] == "kapsam-disi")
    assert nc[10] == "tavla nasıl oynanır"


def test_admin_groups_not_covered_questions_into_themes(admin):
    nc = dict(kind="not_covered", answer="Kaynaklarımızda yok.", sources=[], variants=None)
    for q in ("sırası gelmeden desteden taş çekti ne yapılır", "sırası gelmeden taş çekene ceza var mı",
              "sirasi gelmeden tas cekti", "sırası gelmeden desteden taş çekti ne yapılır",
              "tavla nasıl oynanır"):
        save_answer(question=q, **nc)
    html = admin.get("/yonetim").text
    themes = html[html.index('id="temalar"'):html.index('id="kapsam"')]
    first, second = themes.index("<li><details>"), themes.rindex("<li><details>")
    assert first != second and "sırası gelmeden" in themes[first:second].lower()
    assert "4 kez · 3 farklı soru" in themes[first:second]  # the same question twice counts twice
    assert "tavla nasıl oynanır" in themes[second:]


def test_a_close_rule_answer_offers_the_near_articles_below_the_verdict(client):
    alts = [{"id": "okey-atma-cezasi-oyna", "title": "Okeyi yere atarsam ne olur?", "labels": [], "url": "/kural/x"},
            {"id": "islek-nedir", "title": "İşlek taş nedir?", "labels": [], "url": "/kural/y"}]
    page = client.get(f"/a/{save_answer(alternatives=alts)}").text
    box = page[page.index('id="bunu-mu"'):]
    assert page.index('id="karar"') < page.index('id="bunu-mu"') < page.index('id="kaynaklar"')
    assert '<a href="/kural/okey-atma-cezasi-oyna">Okeyi yere atarsam ne olur?</a>' in box
    assert '<a href="/kural/islek-nedir">' in box
    assert 'id="bunu-mu"' not in client.get(f"/a/{save_answer()}").text  # a clear decision: nothing extra
