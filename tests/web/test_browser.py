"""Browser tests: a real uvicorn server and headless Chromium (Debian's, driven by Playwright).

One server and one browser per module; each test opens its own context. Skips only
when /usr/bin/chromium is missing (``make test`` installs it). Never ``playwright install``.
"""
from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from urllib.parse import quote

import pytest

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "tests" / "artifacts"
STARTUP_TIMEOUT = float(os.environ.get("KURAL_TEST_STARTUP_TIMEOUT", "600"))  # a cold index build is slow

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="Debian's chromium is not installed (make sysdeps)"),
]

# A score story the slot filler turns into the engine's number: oyna-101, pairs-opened,
# okey finish: 41 × 2 (pairs) × 2 (okey finish) = 164, + 101 for the okey left in hand = 265.
QUESTION = "rakip okey atip bitti ben ciftten acmistim elimde 41 ve bi okey kaldi kac yazarim"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """``uvicorn web.app:app`` on a free 127.0.0.1 port with a temp SQLite database."""
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    tmp = tmp_path_factory.mktemp("browser")
    env = dict(os.environ, DATABASE_URL=f"sqlite:///{tmp / 'browser.sqlite3'}", KURAL_BASE_URL=base,
               KURAL_RATE_LIMIT_PER_MINUTE="0")
    env.pop("KURAL_ADMIN_TOKEN", None)
    log = open(tmp / "server.log", "wb")
    proc = subprocess.Popen([sys.executable, "-m", "uvicorn", "web.app:app", "--host", "127.0.0.1",
                             "--port", str(port)], cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + STARTUP_TIMEOUT
    while True:
        try:
            with urllib.request.urlopen(f"{base}/healthz", timeout=2) as r:
                if r.status == 200:
                    break
        except OSError:
            pass
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            pytest.fail(f"server did not start: {(tmp / 'server.log').read_text(errors='replace')[-2000:]}")
        time.sleep(0.3)
    yield base
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
    log.close()


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser):
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, locale="tr-TR")
    yield ctx.new_page()
    ctx.close()


@pytest.fixture(scope="module")
def answer_url(server, browser):
    """Ask the question once through the home page form; the answer's short link."""
    ctx = browser.new_context(viewport={"width": 390, "height": 844})
    p = ctx.new_page()
    p.goto(server + "/")
    p.fill("#soru", QUESTION)
    with p.expect_navigation(url=re.compile(r"/a/[0-9A-Za-z]{7}$")):
        p.click("button.primary")
    url = p.url
    ctx.close()
    return url


def test_ask_a_question_and_read_the_verdict(server, page):
    page.goto(server + "/")
    assert page.evaluate("document.activeElement.id") == "soru"  # autofocus: type right away
    page.fill("#soru", QUESTION)
    with page.expect_navigation(url=re.compile(r"/a/[0-9A-Za-z]{7}$")):
        page.click("button.primary")
    verdict = page.inner_text(".verdict")
    assert "265" in verdict
    assert page.inner_text(".badges") .startswith("101 (standart)")
    assert page.input_value("#link") == page.url  # the short link is this very page


def test_short_link_opens_in_a_fresh_context_without_redirect(server, browser, answer_url):
    ctx = browser.new_context(viewport={"width": 390, "height": 844})
    p = ctx.new_page()
    response = p.goto(answer_url)
    assert response.status == 200 and response.request.redirected_from is None
    assert "265" in p.inner_text(".verdict")
    assert p.inner_text("h1.q").endswith(QUESTION)
    ctx.close()


def test_whatsapp_button_carries_the_short_link(page, answer_url):
    page.goto(answer_url)
    href = page.get_attribute("#wa", "href")
    assert href.startswith("https://wa.me/?text=")
    assert quote(answer_url, safe="") in href
    assert quote(answer_url, safe="") in page.get_attribute("#tg", "href")


def test_answer_page_tap_targets_are_at_least_44_px(page, answer_url):
    page.goto(answer_url)
    page.click("details.qr summary")
    small = page.evaluate("""() => [...document.querySelectorAll(
        'main button, main .btn, main input, main select, main summary, main li > a, .top a, .foot a')]
        .filter(e => e.offsetParent !== null)
        .map(e => [e.textContent.trim().slice(0, 30) || e.id, e.getBoundingClientRect().height])
        .filter(([, h]) => h < 44)""")
    assert small == []


def test_vote_with_javascript_stays_on_the_page(page, answer_url):
    page.goto(answer_url)
    page.click("button[value=down]")
    page.wait_for_selector("#neden-form:not([hidden])")  # 👎 asks "Ne yanlıştı?" in place (issue 13)
    page.check("#neden-form input[name=neden][value=anlamadi]")
    page.click("#neden-form button[type=submit]")
    page.wait_for_selector(".vote p.ok")
    assert page.url == answer_url


def test_101_hand_form_computes_the_source_example(server, page):
    """oyna-yazboz hand 1 (okey Sarı 6): Siz 113, Doğu −101, Kuzey 202, Batı 114."""
    page.goto(server + "/hesapla/101")
    page.fill("#okey", "6")
    page.check("input[name=finisher][value='1']")
    page.select_option("#p0_opened", "seri")
    page.fill("#p0_remaining", "Kırmızı 9, Mavi 3")
    page.click("#p0_ceza")  # open "Ceza var mı?"
    page.fill("#p0_islek", "1")
    page.select_option("#p1_opened", "seri")
    page.select_option("#p3_opened", "seri")
    page.fill("#p3_remaining", "Sarı 5, Siyah 8, okey")
    assert page.is_hidden("#p0_team")  # JS hides team fields for a non-team ruleset
    page.click("button.primary")
    page.wait_for_selector("table.scores")
    cells = page.eval_on_selector_all("table.scores tbody tr", "rows => rows.map(r => [r.cells[0].innerText, r.cells[1].innerText])")
    assert dict(cells) == {"Siz": "113", "Doğu": "−101", "Kuzey": "202", "Batı": "114"}


def _add_hand(page, finisher: str | None, finish: str, rows: list[tuple[str, str]]) -> None:
    page.select_option("#finish", finish)
    if finisher is not None:
        page.check(f"input[name=finisher][value='{finisher}']")
    for i, (opened, remaining) in enumerate(rows):
        page.select_option(f"#p{i}_opened", opened)
        if remaining:
            page.fill(f"#p{i}_remaining", remaining)
    with page.expect_navigation():
        page.click("#el-ekle button.primary")


def test_cetele_sheet_adds_three_hands_and_shows_the_totals(server, page, browser):
    page.goto(server + "/hesapla/cetele")
    page.fill("#baslik", "Tarayıcı masası")
    with page.expect_navigation(url=re.compile(r"/cetele/[0-9A-Za-z]{7}")):
        page.click("button.primary")
    sheet_url = page.url.split("#")[0]
    page.fill("#okey", "6")
    page.click("#p0_ceza")
    page.fill("#p0_islek", "1")
    _add_hand(page, "1", "normal", [("seri", "Kırmızı 9, Mavi 3"), ("seri", ""), ("yok", ""),
                                    ("seri", "Sarı 5, Siyah 8, okey")])
    _add_hand(page, "2", "okey", [("seri", "Kırmızı 4, Mavi 6"), ("yok", ""), ("seri", ""), ("cift", "Mavi 2, Siyah 1")])
    _add_hand(page, None, "deste-bitti", [("seri", "25"), ("seri", "11"), ("yok", ""), ("yok", "")])
    totals = page.eval_on_selector_all("td[data-total]", "tds => tds.map(t => [t.dataset.total, t.innerText])")
    assert dict(totals) == {"Siz": "158", "Doğu": "314", "Kuzey": "202", "Batı": "328"}
    # another phone at the table opens the same link and sees the same sheet
    other = browser.new_context().new_page()
    other.goto(sheet_url)
    assert other.inner_text("td[data-total='Batı']") == "328"
    other.context.close()


def test_answer_page_screenshot_at_390x844(page, answer_url):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.goto(answer_url)
    path = ARTIFACTS / "answer-page.png"
    page.screenshot(path=str(path))
    assert path.stat().st_size > 10_000
    assert page.viewport_size == {"width": 390, "height": 844}
    # the verdict is above the fold on a phone
    box = page.locator(".verdict").bounding_box()
    assert box is not None and box["y"] + box["height"] < 844
