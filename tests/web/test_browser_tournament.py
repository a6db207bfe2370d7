"""The café's night on phones, in real Chromium (Debian's /usr/bin/chromium, never ``playwright install``).

One journey: the manager sets up a tournament on a phone, four teams sign up on their own
phones (each partner joins with the join code: two by the team's link, two by typing it),
the manager approves and draws, gives the two semi-finals to two tables, two scorekeepers
enter their hands at the same moment, and the TV page — refreshing itself without any
script — moves both winners up into the final. Screenshots go to tests/artifacts/.
"""
from __future__ import annotations

import re

import pytest

from tests.web.test_browser import ARTIFACTS, CHROMIUM, browser, server  # noqa: F401 - fixtures

pytestmark = [pytest.mark.browser]

PHONE = {"width": 390, "height": 844}
TEAMS = [("Kartallar", "Ayşe", "Mehmet"), ("Şimşekler", "Zeynep", "Can"), ("Okeyciler", "Elif", "Burak"),
         ("Yüzbirler", "Deniz", "Emre")]


def phone(browser):  # noqa: F811
    return browser.new_context(viewport=PHONE, locale="tr-TR", is_mobile=True, has_touch=True).new_page()


def no_sideways_scroll(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_a_knock_out_night_run_from_phones_with_the_tv_moving_winners_up(server, browser):  # noqa: F811
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    manager = phone(browser)
    manager.goto(server + "/turnuva/yeni")
    manager.fill("#ad", "Cuma akşamı turnuvası")
    manager.select_option("#takim", "8")
    manager.fill("#el", "1")
    with manager.expect_navigation(url=re.compile(r"/turnuva/[0-9A-Za-z]{7}/yonet$")):
        manager.click("button.primary")
    code = manager.url.split("/")[-2]
    assert "anahtar=" not in manager.url  # the secret went into a cookie
    public_url = manager.input_value("#public")

    for i, (team, first, partner) in enumerate(TEAMS):
        p1 = phone(browser)
        p1.goto(public_url)
        p1.fill("#takim", team)
        p1.fill("#oyuncu", first)
        with p1.expect_navigation(url=re.compile(r"/takim$")):
            p1.click("form[action$='/kayit'] button")
        join_code = p1.inner_text(".join-code").strip()
        assert re.fullmatch(r"[2-9A-HJ-NP-Z]{6}", join_code)
        p2 = phone(browser)
        if i % 2 == 0:
            p2.goto(p1.input_value("#link"))  # the team's link (its QR): the code comes filled in
            assert p2.input_value("#kod") == join_code
        else:
            p2.goto(public_url)
            p2.fill("#kod", join_code.lower()[:3] + " " + join_code.lower()[3:])  # typed as said across the table
        p2.fill("#oyuncu" if i % 2 == 0 else "#oyuncu2", partner)
        with p2.expect_navigation(url=re.compile(r"/takim$")):
            p2.click("form[action$='/katil'] button")
        assert f"{first}, {partner}" in p2.inner_text("p.ok")
        p1.context.close()
        p2.context.close()

    manager.reload()
    for _ in TEAMS:
        with manager.expect_navigation():
            manager.click("button.primary:has-text('Onayla')")
    assert "4 takım → 8 takımlık ağaç" in manager.inner_text("#agac + p")
    with manager.expect_navigation():
        manager.click("form[action$='/kura'] button")
    assert manager.locator(".bracket .team", has_text="bay").count() == 4
    assert no_sideways_scroll(manager)

    for mid, table in (("2-1", "1"), ("2-2", "2")):
        manager.fill(f"#masa-no-{mid}", table)
        with manager.expect_navigation():
            manager.click(f"#yonet-{mid} form[action$='/masa'] button")
    links = [manager.input_value(f"#masa-{mid}") for mid in ("2-1", "2-2")]
    manager.screenshot(path=str(ARTIFACTS / "turnuva-yonet-390.png"), full_page=True)

    tv = browser.new_context(viewport={"width": 1920, "height": 1080}).new_page()
    tv.goto(f"{server}/turnuva/{code}/tv")
    assert tv.locator(".tv-live li").count() == 2
    final_teams = lambda: tv.locator("section.round[aria-label='Final'] .team").all_inner_texts()  # noqa: E731
    assert final_teams() == ["?", "?"]

    scorers = [phone(browser) for _ in links]
    for page, link in zip(scorers, links):
        page.goto(link)
        assert "/masa/" in page.url and "anahtar=" not in page.url
        assert no_sideways_scroll(page)
        page.check("input[name=finisher][value='0']")  # seat 1 finishes: that team wins the one-hand match
        page.select_option("#p0_opened", "seri")
        page.select_option("#p1_opened", "seri")
        page.fill("#p1_remaining", "30")
        page.select_option("#p2_opened", "seri")
        page.fill("#p2_remaining", "5")
    winners = [page.inner_text("fieldset.player legend >> nth=0").split("·")[-1].replace("Takım", "").strip()
               for page in scorers]
    scorers[0].screenshot(path=str(ARTIFACTS / "turnuva-masa-390.png"), full_page=True)
    # both tables press "Eli yaz" at the same moment
    scorers[0].click("#el-ekle button.primary", no_wait_after=True)
    scorers[1].click("#el-ekle button.primary", no_wait_after=True)
    for page in scorers:
        page.wait_for_selector("#durum:has-text('Maç bitti')")
    # the TV refreshes itself (meta refresh, no script) and shows both winners in the final
    tv.wait_for_function("() => [...document.querySelectorAll(\"section.round[aria-label='Final'] .team\")]"
                         ".every(e => e.textContent.trim() !== '?')", timeout=30_000)
    assert sorted(final_teams()) == sorted(winners)
    assert tv.evaluate("document.documentElement.scrollHeight <= window.innerHeight")
    tv.screenshot(path=str(ARTIFACTS / "turnuva-tv-1920x1080.png"))
    portrait = browser.new_context(viewport={"width": 1080, "height": 1920}).new_page()
    portrait.goto(f"{server}/turnuva/{code}/tv")
    assert portrait.evaluate("document.documentElement.scrollHeight <= window.innerHeight")
    portrait.screenshot(path=str(ARTIFACTS / "turnuva-tv-1080x1920.png"))
    for ctx in {manager.context, tv.context, portrait.context, *(p.context for p in scorers)}:
        ctx.close()
