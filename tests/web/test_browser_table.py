"""Browser journey of a table's own rules (issue 17): make a table, open its card's QR target, ask a
question whose answer the table's switch changes ("Sizin masanızda"), start a Çetele under the table.

Real uvicorn and Debian's chromium (never ``playwright install``); the table's home at 390×844 is
saved to tests/artifacts/masa.png and checked for a page wider than the phone.
"""
from __future__ import annotations

import json
import re
import urllib.request

from tests.web.test_browser import ARTIFACTS, browser, page, server  # noqa: F401 - fixtures

NAMES = ["Ayşe", "Can", "Mehmet Ali", "Zeynep"]


def _put(base: str, path: str, body: dict) -> dict:
    req = urllib.request.Request(base + path, data=json.dumps(body).encode(), method="PUT",
                                 headers={"Content-Type": "application/json", "Accept": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read())


def _get(base: str, path: str) -> dict:
    req = urllib.request.Request(base + path, headers={"Accept": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read())


def test_a_table_from_its_card_to_an_answer_and_a_cetele(server, page):  # noqa: F811
    # 1. a café writes its table's rules: düz okey, finishes 1 / 2 (doubled with the okey)
    page.goto(server + "/masa")
    page.select_option("#kural", "oyna-duz")
    with page.expect_navigation():
        page.click("button.primary")
    page.fill("#ad", "Köşe kahve")
    page.check("input[name=duz_bitis][value=bir-iki]")
    with page.expect_navigation(url=re.compile(r"/m/[0-9A-Za-z]{7}$")):
        page.click("button.primary")
    home = page.url
    code = home.rsplit("/", 1)[1]
    assert "Köşe kahve" in page.inner_text("h1") and "Normal bitiş 1" in page.inner_text(".house-rules")

    # 2. the printed card's QR opens the table's home
    page.goto(home + "/kart")
    target = page.inner_text(".table-card .link").strip()
    assert target == home and page.locator(".table-card svg").count() == 1
    page.goto(target)
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")
    page.screenshot(path=str(ARTIFACTS / "masa.png"), full_page=True)

    # 3. a question whose answer the table's switch changes
    page.fill("#soru", "düz okeyde rakip okeyle bitti kaç puan düşer")
    with page.expect_navigation(url=re.compile(r"/a/[0-9A-Za-z]{7}$")):
        page.click("#sor-form button.primary")
    verdict = page.inner_text(".verdict")
    assert verdict.startswith("Sizin masanızda") and "-2" in verdict
    assert "Masa: Köşe kahve" in page.inner_text(".badges")
    assert "-4" in page.inner_text(".variants")  # the ruleset's own number, beside it

    # 4. a Çetele under the table: it shows the table's name and scores by its rules
    page.goto(home)
    with page.expect_navigation(url=re.compile(r"/cetele/yeni\?masa=")):
        page.click(f"a[href='/cetele/yeni?masa={code}']")
    assert "Masa: Köşe kahve" in page.inner_text("form")
    for i, name in enumerate(NAMES):
        page.fill(f"#p{i}", name)
    with page.expect_navigation(url=re.compile(r"/cetele/[0-9A-Za-z]{7}")):
        page.click("form.calc-form button.primary")
    sheet_code = page.url.split("#")[0].rsplit("/", 1)[1]
    assert "Masa: Köşe kahve" in page.inner_text(".badges")
    sheet = _get(server, f"/api/sheets/{sheet_code}")
    assert sheet["table"] == {"code": code, "name": "Köşe kahve"}
    _put(server, f"/api/sheets/{sheet_code}", {"version": sheet["version"],
                                               "hands": [{"finish": "okey", "finisher": "Can"}]})
    page.reload()
    assert page.inner_text("td[data-total='Ayşe']") == "18"  # 20 − 2: the table's okey finish, not −4
