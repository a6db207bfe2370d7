"""Browser tests of the shared link: the Çetele on a phone (five hands, single and team), quick entry,
live updates that keep what someone reads or types, the A4 printout, the app offline.

Real uvicorn and Debian's chromium (never ``playwright install``); screenshots at 390×844 go to
tests/artifacts/ (the README shows copies from docs/). Every screenshot is checked for overflow:
no cell's content wider than its cell, no page wider than the phone.
"""
from __future__ import annotations

import json
import re
import urllib.request

import pytest

from tests.web.test_browser import ARTIFACTS, answer_url, browser, page, server  # noqa: F401 - fixtures

NAMES = ["Ayşe", "Can", "Mehmet Ali", "Zeynep"]
TEAMS = {"Kırmızılar": ["Ayşe", "Mehmet Ali"], "Maviler": ["Can", "Zeynep"]}

# Overflow: a cell (or any box inside it) wider than the cell, or a page wider than the viewport.
OVERFLOW_JS = """(sel) => {
  const bad = [];
  for (const cell of document.querySelectorAll(sel)) {
    const r = cell.getBoundingClientRect();
    if (cell.scrollWidth > cell.clientWidth + 1) bad.push(['scroll', cell.textContent.trim().slice(0, 40)]);
    for (const el of cell.querySelectorAll('*')) {
      const b = el.getBoundingClientRect();
      if (b.width && (b.left < r.left - 1 || b.right > r.right + 1))
        bad.push(['box', el.textContent.trim().slice(0, 40), Math.round(b.left), Math.round(b.right),
                  Math.round(r.left), Math.round(r.right)]);
    }
  }
  if (document.documentElement.scrollWidth > window.innerWidth + 1) bad.push(['page', document.documentElement.scrollWidth]);
  return bad;
}"""


def _api(base: str, method: str, path: str, body: dict) -> dict:
    req = urllib.request.Request(base + path, data=json.dumps(body).encode(), method=method,
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r)


def _p(name: str, opened: str, rem: int | None = None, okeys: int = 0, pens: tuple[str, ...] = ()) -> dict:
    d: dict = {"name": name, "opened": opened}
    if rem is not None:
        d["remaining_sum"] = rem
    if okeys:
        d["okeys_in_hand"] = okeys
    if pens:
        d["penalties"] = [{"kind": k} for k in pens]
    return d


def five_hands(team: bool = False) -> list[dict]:
    """Five described hands: normal, okey (an okey left, a penalty), çift, deste bitti, elden okey."""
    hands = [
        {"finish": "normal", "finisher": "Ayşe", "players": [
            _p("Ayşe", "seri"), _p("Can", "seri", 23), _p("Mehmet Ali", "yok"), _p("Zeynep", "cift", 12)]},
        {"finish": "okey", "finisher": "Can", "players": [
            _p("Ayşe", "seri", 41, 1), _p("Can", "seri"), _p("Mehmet Ali", "yok", pens=("islek",)), _p("Zeynep", "seri", 7)]},
        {"finish": "cift", "finisher": "Zeynep", "players": [
            _p("Ayşe", "yok"), _p("Can", "seri", 33), _p("Mehmet Ali", "seri", 18), _p("Zeynep", "cift")]},
        {"finish": "deste-bitti", "finisher": None, "players": [
            _p("Ayşe", "seri", 25), _p("Can", "seri", 11), _p("Mehmet Ali", "yok"), _p("Zeynep", "yok")]},
        {"finish": "elden-okey", "finisher": "Mehmet Ali", "players": [
            _p("Ayşe", "yok", 0, 1), _p("Can", "yok"), _p("Mehmet Ali", "yok"), _p("Zeynep", "yok")]},
    ]
    if team:
        for h in hands:
            h["okey_number"] = 6
            for pl in h["players"]:
                pl["team"] = next(t for t, ps in TEAMS.items() if pl["name"] in ps)
    return hands


@pytest.fixture(scope="module")
def sheets(server):
    """A five-hand single sheet (oyna-101) and a five-hand team sheet (turnuva-esli-101)."""
    single = _api(server, "POST", "/api/sheets", {"ruleset": "oyna-101", "players": NAMES, "title": "Cuma akşamı, 3. masa"})
    single = _api(server, "PUT", f"/api/sheets/{single['code']}", {"version": 1, "hands": five_hands()})
    team = _api(server, "POST", "/api/sheets", {"ruleset": "turnuva-esli-101", "teams": TEAMS, "title": "Turnuva, 2. tur"})
    team = _api(server, "PUT", f"/api/sheets/{team['code']}", {"version": 1, "hands": five_hands(team=True)})
    return {"single": single, "team": team}


def _no_overflow(page, sel: str = "table.sheet th, table.sheet td") -> None:
    assert page.evaluate(OVERFLOW_JS, sel) == []


@pytest.mark.parametrize("kind", ["single", "team"])
def test_cetele_five_hands_never_overprint_on_a_phone(server, page, sheets, kind):
    sheet = sheets[kind]
    page.goto(server + sheet["url"])
    assert page.locator("table.sheet tbody tr").count() == 5
    _no_overflow(page)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.locator("#tablo").scroll_into_view_if_needed()
    page.evaluate("window.scrollTo(0, document.querySelector('h1').getBoundingClientRect().top + scrollY - 8)")
    page.screenshot(path=str(ARTIFACTS / f"cetele-{kind}.png"))
    totals = page.eval_on_selector_all("td[data-total]", "tds => tds.map(t => [t.dataset.total, t.innerText])")
    assert dict(totals) == {c: str(v).replace("-", "−") for c, v in sheet["result"]["totals"].items()}


def test_cetele_name_header_stays_in_view(server, page, sheets):
    page.goto(server + sheets["team"]["url"])
    table_top = page.evaluate("document.querySelector('#cetele-tablo').getBoundingClientRect().top + scrollY")
    page.evaluate(f"window.scrollTo(0, {table_top} + 260)")
    head = page.evaluate("document.querySelector('#cetele-tablo thead th').getBoundingClientRect().top")
    assert abs(head) <= 1  # stuck to the top of the screen while the rows scroll under it
    assert page.is_visible("#cetele-tablo thead th >> text=Kırmızılar")


def test_quick_entry_with_buttons_then_the_table_is_in_view(server, page):
    sheet = _api(server, "POST", "/api/sheets", {"ruleset": "oyna-101", "players": NAMES})
    page.goto(server + sheet["url"])
    page.click("button[data-for=q0][data-add='-101']")
    page.fill("#q1", "40")
    page.click("button[data-for=q2][data-add='101']")
    page.click("button[data-for=q2][data-add='101']")
    assert page.input_value("#q0") == "−101" and page.input_value("#q2") == "202"
    with page.expect_navigation():
        page.click("#puan-ekle button[type=submit]")
    assert page.url.endswith("#tablo")
    totals = page.eval_on_selector_all("td[data-total]", "tds => tds.map(t => [t.dataset.total, t.innerText])")
    assert dict(totals) == {"Ayşe": "−101", "Can": "40", "Mehmet Ali": "202", "Zeynep": "0"}
    box = page.locator("#cetele-tablo").bounding_box()
    assert box["y"] >= -1 and box["y"] < 300  # the whole table on screen, not only the new row


def test_live_update_keeps_what_is_read_and_typed(server, browser):
    sheet = _api(server, "POST", "/api/sheets", {"ruleset": "oyna-101", "players": NAMES})
    sheet = _api(server, "PUT", f"/api/sheets/{sheet['code']}", {"version": 1, "hands": five_hands()[:1]})
    ctx = browser.new_context(viewport={"width": 390, "height": 844})
    me = ctx.new_page()
    me.goto(server + sheet["url"])
    me.click("#hesap summary")  # reading the account of the hands
    me.fill("#q1", "77")  # typing my own hand
    scroll = me.evaluate("scrollY")
    # another phone adds a hand meanwhile
    _api(server, "PUT", f"/api/sheets/{sheet['code']}", {"version": sheet["version"], "hands": five_hands()[:2]})
    me.wait_for_function("() => document.querySelectorAll('#cetele-tablo tbody tr').length === 2",
                     timeout=25_000)  # a function, not an expression: the CSP forbids eval
    assert me.evaluate("document.querySelector('#hesap').open") is True
    assert me.input_value("#q1") == "77"
    assert abs(me.evaluate("scrollY") - scroll) < 200
    assert "2. el" in me.inner_text("#hesap")
    me.fill("#q0", "-101")
    with me.expect_navigation():
        me.click("#puan-ekle button[type=submit]")  # goes in after the other phone's hand, no conflict
    assert me.locator("#cetele-tablo tbody tr").count() == 3
    ctx.close()


def test_print_view_is_one_a4_page_without_overflow(server, browser, sheets):
    ctx = browser.new_context()
    p = ctx.new_page()
    for kind in ("single", "team"):
        p.goto(server + sheets[kind]["url"] + "/yazdir")
        pdf = p.pdf(format="A4", prefer_css_page_size=True)
        assert len(re.findall(rb"/Type\s*/Page[^s]", pdf)) == 1, kind
        p.emulate_media(media="print")
        p.set_viewport_size({"width": 794, "height": 1123})  # A4 at 96 dpi
        _no_overflow(p, "table.paper-sheet th, table.paper-sheet td")
        if kind == "single":
            p.screenshot(path=str(ARTIFACTS / "cetele-print.png"), full_page=True)
        p.emulate_media(media="screen")
    ctx.close()


def test_offline_the_phone_opens_what_it_saw_and_keeps_a_new_question(server, browser, answer_url, sheets):
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, locale="tr-TR")
    p = ctx.new_page()
    p.goto(server + "/")
    p.wait_for_function("() => navigator.serviceWorker && navigator.serviceWorker.controller !== null",
                    timeout=20_000)  # a function, not an expression: the CSP forbids eval
    for url in (answer_url, server + sheets["single"]["url"], server + "/"):
        p.goto(url)  # now through the worker: kept for later
    p.wait_for_function("""async () => {
        const names = await caches.keys();
        const pages = names.find(n => n.startsWith('ka-pages-'));
        return pages && (await (await caches.open(pages)).keys()).length > 50;
    }""", timeout=60_000)  # every rule article, fetched in the background
    article = p.evaluate("""async () => {
        const c = await caches.open((await caches.keys()).find(n => n.startsWith('ka-pages-')));
        return new URL((await c.keys())[0].url).pathname;
    }""")
    ctx.set_offline(True)
    p.goto(answer_url)
    assert "265" in p.inner_text(".verdict")  # the answer this phone opened
    p.goto(server + sheets["single"]["url"])
    assert p.locator("#cetele-tablo tbody tr").count() == 5  # and the sheet
    for path in ("/kurallar", "/sozluk", article):
        p.goto(server + path)
        assert p.locator("h1").count() == 1 and "Çevrimdışısın" not in p.inner_text("h1"), path
    p.goto(server + "/")
    question = "Okey atarsam kaç ceza <yazılır>?"
    p.fill("#soru", question)
    p.click("#sor-form button.primary")
    p.wait_for_selector("h1:has-text('Çevrimdışısın')")
    assert p.input_value("#soru") == question  # the typed question is kept, escaped
    assert p.evaluate(OVERFLOW_JS, "main *") == []
    p.screenshot(path=str(ARTIFACTS / "offline.png"))
    ctx.set_offline(False)
    ctx.close()


def test_answer_page_at_390x844_share_bar_under_the_verdict_no_overflow(page, answer_url):
    page.goto(answer_url)
    verdict = page.locator(".verdict").bounding_box()
    bar = page.locator(".share-bar").bounding_box()
    assert verdict["y"] + verdict["height"] <= bar["y"] < verdict["y"] + verdict["height"] + 40  # right under it
    assert bar["y"] + bar["height"] < 844  # on the first screen, no scrolling
    for sel in ("#wa", "#tg"):
        box = page.locator(sel).bounding_box()
        assert box["height"] >= 44 and box["width"] >= 88, sel  # padded buttons, not bare links
    _no_overflow(page, "table.scores th, table.scores td")
    meta = page.evaluate("[...document.querySelectorAll('meta[property^=\"og:image\"]')].map(m => [m.getAttribute('property'), m.content])")
    image = dict(meta)["og:image"]
    assert image.endswith("/kart.png") and image.startswith("http")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "answer-page.png"))
