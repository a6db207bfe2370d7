"""Findings 8 and 9 in a real browser (Debian's chromium): the Content-Security-Policy breaks nothing
with JavaScript on (no violation reported anywhere), and every form still works with it off."""
from __future__ import annotations

import re

import pytest

from tests.web.test_browser import CHROMIUM, QUESTION, browser, server  # noqa: F401 - fixtures

pytestmark = pytest.mark.browser

PAGES = ["/", "/kurallar", "/sozluk", "/hakkinda", "/hesapla", "/hesapla/101", "/hesapla/esli-101",
         "/hesapla/duz", "/hesapla/cetele", "/yok-boyle"]


def _watch(page) -> list[str]:
    """Collect CSP violations (the page's own event) and console errors mentioning the policy."""
    seen: list[str] = []
    page.add_init_script("""document.addEventListener('securitypolicyviolation',
        e => console.error('CSP-VIOLATION ' + e.violatedDirective + ' ' + e.blockedURI));""")
    page.on("console", lambda m: seen.append(m.text) if "CSP" in m.text or "Content Security" in m.text else None)
    return seen


def test_no_csp_violation_with_javascript_on(server, browser):  # noqa: F811
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, locale="tr-TR")
    page = ctx.new_page()
    seen = _watch(page)
    for path in PAGES:
        page.goto(server + path)
    page.goto(server + "/")
    page.fill("#soru", QUESTION)
    with page.expect_navigation(url=re.compile(r"/a/[0-9A-Za-z]{7}$")):
        page.click("button.primary")
    page.click("button[value=up]")  # fetch() under connect-src 'self'
    page.wait_for_selector(".vote p.ok")
    page.goto(server + "/kurallar")
    page.fill("input[data-filter]", "okey")  # the live filter
    page.goto(server + "/hesapla/cetele")
    with page.expect_navigation(url=re.compile(r"/cetele/[0-9A-Za-z]{7}")):
        page.click("button.primary")
    page.wait_for_timeout(500)
    ctx.close()
    assert seen == []


def test_every_form_works_with_javascript_off(server, browser):  # noqa: F811
    ctx = browser.new_context(java_script_enabled=False, viewport={"width": 390, "height": 844})
    page = ctx.new_page()
    page.goto(server + "/")
    page.fill("#soru", QUESTION)
    with page.expect_navigation(url=re.compile(r"/a/[0-9A-Za-z]{7}$")):
        page.click("button.primary")
    assert "265" in page.inner_text("main")
    answer = page.url
    with page.expect_navigation():
        page.click("button[value=down]")  # the plain form post: 303 back asking "Ne yanlıştı?" (issue 13)
    assert page.url.startswith(answer) and "oy=neden" in page.url
    page.check("#neden-form input[name=neden][value=yanlis-sayi]")
    with page.expect_navigation():
        page.click("#neden-form button[type=submit]")  # the reason: 303 back with a thank-you
    assert page.url.startswith(answer) and "oy=tesekkur" in page.url
    page.goto(server + "/hesapla/cetele")
    with page.expect_navigation(url=re.compile(r"/cetele/[0-9A-Za-z]{7}")):
        page.click("button.primary")
    page.select_option("#finish", "normal")
    page.check("input[name=finisher][value='1']")
    page.select_option("#p0_opened", "seri")
    page.fill("#p0_remaining", "12")
    page.select_option("#p1_opened", "seri")
    with page.expect_navigation():
        page.click("#el-ekle button.primary")
    assert page.locator("#cetele-tablo tbody tr").count() == 1
    with page.expect_navigation():
        page.click("form[action$='/geri-al'] button")
    assert page.locator("#cetele-tablo tbody tr").count() == 0
    ctx.close()
