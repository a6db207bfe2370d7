"""A tournament announcing a table profile, over the API and the pages (issue 18 with issue 17's profiles)."""
from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient

from tests.web.pages_support import BASE, app_env, text_of  # noqa: F401 - fixture

HOUSE = {"deste_biterse": "okey-101", "hands": 3}


@pytest.fixture
def app(app_env):  # noqa: F811
    from web.app import create_app

    return create_app()


def _profile(client: TestClient, ruleset: str = "turnuva-esli-101", rules: dict | None = None) -> str:
    r = client.post("/api/tables", json={"name": "Cuma turnuvası", "ruleset": ruleset,
                                         "rules": HOUSE if rules is None else rules})
    assert r.status_code == 201, r.text
    return r.json()["code"]


def test_api_turnuvayi_masa_kuraliyla_kurar_el_sayisi_masadan_gelir(app):
    api = TestClient(app)
    code = _profile(api)
    r = api.post("/api/tournaments", json={"name": "Cuma", "teams": 8, "table": code})
    assert r.status_code == 201, r.text
    body = r.json()
    assert body["hands"] == 3 and body["table"] == {"code": code, "name": "Cuma turnuvası"}
    assert api.get(f"/api/tournaments/{body['code']}").json()["table"]["code"] == code
    plain = api.post("/api/tournaments", json={"name": "Cuma", "teams": 8}).json()
    assert plain["hands"] == 7 and plain["table"] is None  # without a table: the source's default


@pytest.mark.parametrize("table, status, words", [
    ("Zz9Zz9Z", 404, "masayı bulamadım"),
    ("", 422, "Masanın kodunu"),
])
def test_api_bilinmeyen_ya_da_bos_masa_kodu_turkce_hata_verir(app, table, status, words):
    r = TestClient(app).post("/api/tournaments", json={"name": "Cuma", "teams": 8, "table": table})
    assert r.status_code == status and words in r.json()["error"]


def test_api_baska_kural_setinin_masasi_ve_celisen_el_sayisi_422(app):
    api = TestClient(app)
    other = _profile(api, "oyna-101", {"hands": 5})
    r = api.post("/api/tournaments", json={"name": "Cuma", "teams": 8, "table": other})
    assert r.status_code == 422 and "101 (standart)" in r.json()["error"]
    code = _profile(api)
    r = api.post("/api/tournaments", json={"name": "Cuma", "teams": 8, "hands": 7, "table": code})
    assert r.status_code == 422 and "3 el diyor, sen 7 yazdın" in r.json()["error"]


def test_sayfalar_masa_kartindan_turnuva_kurar_ve_kurallari_ilan_eder(app):
    phone = TestClient(app, follow_redirects=False, base_url=BASE,
                       headers={"Accept": "text/html", "Origin": BASE})
    code = _profile(phone)
    assert f"/turnuva/yeni?masa={code}" in phone.get(f"/m/{code}").text
    form = phone.get(f"/turnuva/yeni?masa={code}")
    assert form.status_code == 200
    assert f'name="masa" value="{code}"' in form.text and 'value="3"' in form.text
    assert "yalnız elinde okey kalan oyuncu 101 yazar" in text_of(form.text)
    assert "Maç başı el sayısı: 7" not in form.text and "Katılım ücreti" in form.text  # the box lists what is left
    r = phone.post("/turnuva", data={"ad": "Cuma akşamı", "takim": "8", "el": "3", "gun": "", "saat": "",
                                     "kurallar": "", "masa": code})
    assert r.status_code == 303, r.text
    tcode = r.headers["location"].split("/")[2]
    public = text_of(phone.get(f"/turnuva/{tcode}").text)
    assert "“Cuma turnuvası” masa kurallarıyla hesaplanır" in public
    assert "yalnız elinde okey kalan oyuncu 101 yazar" in public and "Maç başı 3 el" in public


def test_sayfa_bilinmeyen_masa_404_baska_kural_seti_formda_hata(app):
    phone = TestClient(app, follow_redirects=False, base_url=BASE,
                       headers={"Accept": "text/html", "Origin": BASE})
    assert phone.get("/turnuva/yeni?masa=Zz9Zz9Z").status_code == 404
    other = _profile(phone, "oyna-101", {"hands": 5})
    r = phone.get(f"/turnuva/yeni?masa={other}")
    assert r.status_code == 422 and "101 (standart) oynuyor" in text_of(r.text)
    r = phone.post("/turnuva", data={"ad": "Cuma", "takim": "8", "el": "7", "gun": "", "saat": "",
                                     "kurallar": "", "masa": other})
    assert r.status_code == 422 and re.search(r"Eşli 101 turnuva için kurulmuş bir masa kuralı", text_of(r.text))
