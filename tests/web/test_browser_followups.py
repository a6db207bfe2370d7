"""Browser test of issue 13's loop on a phone (390×844), with JavaScript on and off:
ask → see "Anladığım" → tap a quick reply → type the remainder → get the number → tap "Düzelt"
→ change one field → get the corrected answer, which links back to the one it corrects.

Real uvicorn and Debian's chromium (never ``playwright install``); screenshots go to
tests/artifacts/loop-*.png (the README shows copies from docs/). Each step is checked for
overflow: no page wider than the phone.
"""
from __future__ import annotations

import re

import pytest

from tests.web.test_browser import ARTIFACTS, browser, server  # noqa: F401 - fixtures

ANSWER = re.compile(r"/a/[0-9A-Za-z]{7}$")
STORY = "cem okeyle bitti kaç yazarım"


def _fits(p) -> None:
    width = p.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"page is {width}px wide on a 390px phone"


def _verdict(p) -> str:
    return p.inner_text("#karar")


@pytest.mark.parametrize("js", [True, False], ids=["js", "nojs"])
def test_the_whole_loop_on_a_phone(server, browser, js):
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, locale="tr-TR", java_script_enabled=js)
    p = ctx.new_page()
    shots = ARTIFACTS / ("loop" if js else "loop-nojs")
    try:
        # 1. ask: the number needs the asker's opening, asked as quick replies under the verdict
        p.goto(server + "/")
        p.fill("#soru", STORY)
        with p.expect_navigation(url=ANSWER):
            p.click("button.primary")
        first = p.url
        und = p.inner_text("#anladigim")
        assert "Anladığım" in und and "Cem okeyle bitirdi" in und
        assert "Sen açmış mıydın?" in p.inner_text("#eksik")
        _fits(p)
        if js:
            p.screenshot(path=f"{shots}-1-anladigim.png")

        # 2. one tap: "Çiftten açtım" → the remainder is the next missing fact, a number box
        with p.expect_navigation(url=ANSWER):
            p.click("#eksik button:has-text('Çiftten açtım')")
        assert p.url != first
        assert "Tamamlanmış cevap." in p.inner_text("#ilk-cevap")
        box = p.locator("#eksik input[type=number]")
        assert box.count() == 1
        box.fill("12")
        with p.expect_navigation(url=ANSWER):
            p.click("#eksik button[type=submit]")
        assert re.match(r"^48 yazıyorsun", _verdict(p)), _verdict(p)  # 12 × 2 (çift) × 2 (okeyle bitiş)
        assert "çiftten açtın; elinde 12 kaldı" in p.inner_text("#anladigim")
        assert p.locator("#eksik").count() == 0
        numbered = p.url
        _fits(p)
        if js:
            p.screenshot(path=f"{shots}-2-sayi.png")

        # 3. "Yanlış mı anladım? Düzelt": the form holds exactly the reading
        with p.expect_navigation(url=re.compile(r"/hesapla\?tur=el&")):
            p.click("#duzelt")
        assert "Anladığımı forma yazdım" in p.inner_text("#duzelt-notu")
        seat = next(i for i in range(4) if p.input_value(f"#p{i}_name") == "Sen")
        assert p.input_value(f"#p{seat}_opened") == "cift" and p.input_value(f"#p{seat}_remaining") == "12"
        _fits(p)
        if js:
            p.screenshot(path=f"{shots}-3-duzelt.png")

        # 4. change one field (seriyle açtım, not çiftten) → a corrected answer with its own link
        p.select_option(f"#p{seat}_opened", "seri")
        with p.expect_navigation(url=ANSWER):
            p.click("button:has-text('Düzeltilmiş cevabı al')")
        assert p.url not in (first, numbered)
        assert re.match(r"^24 yazıyorsun", _verdict(p)), _verdict(p)  # 12 × 2 (okeyle bitiş)
        note = p.inner_text("#ilk-cevap")
        assert "Düzeltilmiş cevap." in note
        back = p.get_attribute("#ilk-cevap a", "href")
        assert back and numbered.endswith(back)
        assert "seriyle açtın; elinde 12 kaldı" in p.inner_text("#anladigim")
        _fits(p)
        if js:
            p.screenshot(path=f"{shots}-4-duzeltildi.png")

        # the answers followed are as they were: links never change
        p.goto(numbered)
        assert re.match(r"^48 yazıyorsun", _verdict(p))
        p.goto(first)
        assert "Sen açmış mıydın?" in p.inner_text("#eksik")
    finally:
        ctx.close()
