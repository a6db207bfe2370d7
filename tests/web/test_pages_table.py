"""TestClient for the table profile pages (issue 17): /masa, /m/{code}, /m/{code}/kart."""
from __future__ import annotations

import re

from markupsafe import escape

from calculators.house import SWITCHES, switches_for
from referee.tables.words import ARTICLE
from tests.web.pages_support import BASE, app_env, client  # noqa: F401 - fixtures


def make(client, **fields) -> str:  # noqa: F811
    data = {"kural": "oyna-101", "ad": "Köşe kahve", **fields}
    r = client.post("/masa", data=data)
    assert r.status_code == 303, r.text
    code = r.headers["location"].removeprefix("/m/")
    assert re.fullmatch(r"[0-9A-Za-z]{7}", code)
    return code


def test_masa_first_asks_the_game_then_one_question_per_switch(client):  # noqa: F811
    r = client.get("/masa")
    assert r.status_code == 200 and 'name="kural"' in r.text and "101 (standart)" in r.text
    assert "oyna-101</option>" not in r.text  # people see names, not ids
    r = client.get("/masa?kural=oyna-duz")
    for sw in SWITCHES.values():
        shown = f'id="k-{sw.key}"' in r.text
        assert shown == ("oyna-duz" in sw.rulesets), sw.key
    for sw in switches_for("oyna-duz"):
        for c in sw.choices:
            assert str(escape(c.sentence)) in r.text
        assert f"/kural/{ARTICLE[sw.key]}" in r.text and f"Kaynak: {sw.label()}" in r.text
    assert client.get("/masa?kural=yok").status_code == 422


def test_a_table_is_made_from_the_form_and_shows_its_rules(client):  # noqa: F811
    code = make(client, hands="7", katlamali="evet", gosterge_sahte_okey="iki-kat", deste_biterse="")
    r = client.get(f"/m/{code}")
    assert r.status_code == 200
    html = r.text
    assert "Köşe kahve" in html and "101 (standart)" in html
    assert "Maç 7 el oynanır" in html and str(escape(SWITCHES["katlamali"].choice(True).sentence)) in html
    assert str(escape(SWITCHES["gosterge_sahte_okey"].choice("iki-kat").sentence)) in html
    assert str(escape(SWITCHES["deste_biterse"].choice("okey-101").sentence)) not in html  # left to the ruleset
    assert "<svg" in html and f"{BASE}/m/{code}" in html
    assert f'href="/m/{code}/kart"' in html and f'href="/masa?degistir={code}"' in html
    api = client.get(f"/api/tables/{code}").json()
    assert api["rules"] == {"hands": 7, "gosterge_sahte_okey": "iki-kat", "katlamali": True}


def test_the_card_is_a6_with_name_short_rules_and_qr(client):  # noqa: F811
    code = make(client, katlamali="evet")
    r = client.get(f"/m/{code}/kart")
    assert r.status_code == 200
    assert "Köşe kahve" in r.text and "Katlamalı açış" in r.text and "<svg" in r.text
    css = client.get(re.search(r'href="(/static/[^"]+table-card\.css)"', r.text).group(1)).text
    assert "size:105mm 148mm" in css
    assert "<style" not in r.text and "<script" not in r.text and "style=" not in r.text


def test_editing_keeps_the_old_table_and_points_to_the_new(client):  # noqa: F811
    old = make(client, katlamali="evet")
    r = client.get(f"/masa?degistir={old}")
    assert r.status_code == 200 and 'value="Köşe kahve"' in r.text and f'name="degistir" value="{old}"' in r.text
    assert re.search(r'name="katlamali" value="evet" checked', r.text)
    new = make(client, katlamali="hayir", degistir=old)
    assert new != old
    assert client.get(f"/api/tables/{new}").json()["replaces"] == old
    page = client.get(f"/m/{old}").text
    assert f'href="/m/{new}"' in page and "kuralları değişti" in page


def test_bad_posts_answer_on_the_same_page(client):  # noqa: F811
    r = client.post("/masa", data={"kural": "oyna-101", "ad": "", "katlamali": "evet"})
    assert r.status_code == 422 and "ad ver" in r.text and 'value="evet" checked' in r.text
    r = client.post("/masa", data={"kural": "oyna-101", "ad": "M", "hands": "yedi"})
    assert r.status_code == 422 and "1 ile 99" in r.text
    r = client.post("/masa", data={"kural": "oyna-101", "ad": "M", "duz_bitis": "bir-iki"})
    assert r.status_code == 303  # a field of another game is not on the form and is not read
    r = client.post("/masa", data={"kural": "bilmem", "ad": "M"})
    assert r.status_code == 422 and "oyunu oynadığını seç" in r.text
    r = client.post("/masa", data={"kural": "oyna-duz", "ad": "M", "dusmeli": "evet", "sifira_inen": "masadan-kalkar"})
    assert r.status_code == 422 and "birlikte" in r.text
    r = client.post("/masa", data={"kural": "oyna-101", "ad": "M", "deste_biterse": "hic"})
    assert r.status_code == 422 and "şunlardan birini" in r.text


def test_a_post_from_another_site_is_refused(client):  # noqa: F811
    r = client.post("/masa", data={"kural": "oyna-101", "ad": "M"}, headers={"Origin": "https://evil.example"})
    assert r.status_code == 403


def test_unknown_tables_are_a_friendly_404(client):  # noqa: F811
    for path in ("/m/AbC1234", "/m/AbC1234/kart", "/m/%3Cscript%3E", "/masa?degistir=AbC1234"):
        r = client.get(path)
        assert r.status_code == 404 and "masayı bulamadım" in r.text


def test_a_name_with_markup_is_escaped(client):  # noqa: F811
    code = make(client, ad="<script>alert(1)</script> & kahve")
    html = client.get(f"/m/{code}").text
    assert "<script>alert(1)</script>" not in html and "&lt;script&gt;" in html
