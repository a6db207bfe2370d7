"""TestClient for the tournament-night pages: capability links (public / table / manage), forms without
JavaScript, the TV page, the admin's recovery of a lost manage link, and the Okey Gecesi pages."""
from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient

from tests.web.pages_support import BASE, app_env, text_of  # noqa: F401 - fixture

EIGHT = ["Ayşe", "Can", "Ece", "Su", "Nur", "Efe", "Naz", "Ada"]
SAME_SITE = {"Origin": BASE}


def browser(app) -> TestClient:
    """A phone: its own cookie jar, sends Accept: text/html and our Origin on posts."""
    return TestClient(app, follow_redirects=False, base_url=BASE, headers={"Accept": "text/html", **SAME_SITE})


@pytest.fixture
def app(app_env):  # noqa: F811
    from web.app import create_app

    return create_app()


def _code(location: str) -> str:
    return location.split("/")[2]


def new_tournament(phone: TestClient, **fields) -> str:
    r = phone.post("/turnuva", data={"ad": "Cuma akşamı", "takim": "8", "el": "1", "gun": "2026-12-04",
                                     "saat": "20:00", "kurallar": "Katlamalı değil.", **fields})
    assert r.status_code == 303, r.text
    return _code(r.headers["location"])


def sign_up(app, code: str, team: str, a: str, b: str) -> str:
    first, second = browser(app), browser(app)
    r = first.post(f"/turnuva/{code}/kayit", data={"takim": team, "oyuncu": a})
    assert r.status_code == 303 and r.headers["location"] == f"/turnuva/{code}/takim"
    html = first.get(f"/turnuva/{code}/takim").text
    jc = re.search(r'class="join-code"[^>]*>([A-Z0-9]{6})<', html).group(1)
    assert f"/turnuva/{code}/katil?kod={jc}" in html  # the partner's link (and its QR)
    assert f'value="{jc}"' in second.get(f"/turnuva/{code}/katil?kod={jc}").text
    assert second.post(f"/turnuva/{code}/katil", data={"kod": jc.lower(), "oyuncu": b}).status_code == 303
    return jc


def no_inline_code(html: str) -> bool:
    """CSP-ready: no inline <script> bodies, no style attributes, no on…= handlers."""
    return (not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", html) and " style=" not in html
            and not re.search(r"\son[a-z]+=", html))


def test_creating_keeps_the_manage_secret_in_a_cookie_and_out_of_the_address(app):
    manager = browser(app)
    r = manager.post("/turnuva", data={"ad": "Cuma", "takim": "16", "el": "7", "gun": "", "saat": "", "kurallar": ""})
    assert r.status_code == 303 and re.fullmatch(r"/turnuva/[0-9A-Za-z]{7}/yonet", r.headers["location"])
    cookie = r.headers["set-cookie"].lower()
    assert "httponly" in cookie and "samesite=lax" in cookie and f"path=/turnuva/{_code(r.headers['location'])}".lower() in cookie
    page = manager.get(r.headers["location"])
    assert page.status_code == 200 and "Yönet: Cuma" in page.text and no_inline_code(page.text)
    assert page.headers["referrer-policy"] == "same-origin" and page.headers["cache-control"] == "no-store"


def test_manage_page_without_or_with_a_wrong_secret_is_403_and_the_right_link_sets_the_cookie(app):
    manager = browser(app)
    code = new_tournament(manager)
    secret = manager.cookies.get("yonet")
    stranger = browser(app)
    assert stranger.get(f"/turnuva/{code}/yonet").status_code == 403
    assert stranger.get(f"/turnuva/{code}/yonet?anahtar=yanlis").status_code == 403
    assert stranger.post(f"/turnuva/{code}/yonet/kura", data={}).status_code == 403
    r = stranger.get(f"/turnuva/{code}/yonet?anahtar={secret}")
    assert r.status_code == 303 and r.headers["location"] == f"/turnuva/{code}/yonet"
    assert stranger.get(f"/turnuva/{code}/yonet").status_code == 200  # the second phone now manages too
    assert browser(app).get("/turnuva/ZZZZZZZ").status_code == 404
    assert browser(app).get("/turnuva/ZZZZZZZ/yonet").status_code == 404


def test_a_form_posted_from_another_site_is_refused(app):
    manager = browser(app)
    code = new_tournament(manager)
    r = manager.post(f"/turnuva/{code}/yonet/kura", data={}, headers={"Origin": "https://evil.example"})
    assert r.status_code == 403 and "başka bir siteden" in r.text
    r = browser(app).post(f"/turnuva/{code}/kayit", data={"takim": "X", "oyuncu": "Y"},
                          headers={"Origin": "https://evil.example"})
    assert r.status_code == 403


def test_sign_up_approve_draw_assign_and_a_table_enters_its_hands_without_javascript(app):
    manager = browser(app)
    code = new_tournament(manager)
    public = browser(app).get(f"/turnuva/{code}")
    assert "Takımını kaydet" in public.text and "Katlamalı değil." in public.text and no_inline_code(public.text)
    assert "4 Aralık 2026 Cuma, 20:00" in public.text
    for i in range(4):
        sign_up(app, code, f"Takım {i}", f"Ayşe {i}", f"Mehmet {i}")
    page = manager.get(f"/turnuva/{code}/yonet").text
    version = int(re.search(r'name="surum" value="(\d+)"', page).group(1))
    team_ids = re.findall(r'name="takim" value="(\d+)"', page)
    for tid in sorted(set(team_ids)):
        page = manager.get(f"/turnuva/{code}/yonet").text
        version = int(re.search(r'name="surum" value="(\d+)"', page).group(1))
        assert manager.post(f"/turnuva/{code}/yonet/onay", data={"surum": version, "takim": tid, "onay": "1"}
                            ).status_code == 303
    stale = manager.post(f"/turnuva/{code}/yonet/kura", data={"surum": version})  # the page before the last approval
    assert stale.status_code == 409 and "başka bir telefondan" in stale.text
    assert "4 takım → 8 takımlık ağaç" in manager.get(f"/turnuva/{code}/yonet").text  # the engine's explanation
    assert manager.post(f"/turnuva/{code}/yonet/kura", data={}).status_code == 303
    shown = browser(app).get(f"/turnuva/{code}").text
    assert shown.count(">bay<") == 4 and "Kura tohumu" in shown
    assert '<meta http-equiv="refresh" content="30">' in shown  # live scores without a script
    assert 'http-equiv="refresh"' not in public.text  # not while people fill in the sign-up form
    assert manager.post(f"/turnuva/{code}/yonet/masa", data={"mac": "2-1", "masa": "3"}).status_code == 303
    assert manager.post(f"/turnuva/{code}/yonet/masa", data={"mac": "2-2", "masa": "4"}).status_code == 303
    page = manager.get(f"/turnuva/{code}/yonet").text
    link1 = re.search(r'id="masa-2-1" type="text" readonly value="([^"]+)"', page).group(1)
    link2 = re.search(r'id="masa-2-2" type="text" readonly value="([^"]+)"', page).group(1)
    table = browser(app)
    r = table.get(link1.replace(BASE, ""))
    assert r.status_code == 303 and r.headers["location"] == f"/turnuva/{code}/masa/2-1"
    sheet_page = table.get(f"/turnuva/{code}/masa/2-1")
    assert sheet_page.status_code == 200 and "1. eli yaz" in sheet_page.text and no_inline_code(sheet_page.text)
    assert table.get(f"/turnuva/{code}/masa/2-2").status_code == 403  # this phone holds table 3's key only
    assert browser(app).get(f"/turnuva/{code}/masa/2-1").status_code == 403
    sheet = re.search(r'data-sheet="([0-9A-Za-z]{7})"', sheet_page.text).group(1)
    # the ordinary Çetele link shows the match but cannot write it
    plain = browser(app).get(f"/cetele/{sheet}")
    assert plain.status_code == 200 and 'id="el-ekle"' not in plain.text and "skor yazıcısı" in plain.text
    assert browser(app).post(f"/cetele/{sheet}/el", data={"surum": "1", "finish": "normal",
                                                          "finisher": "0"}).status_code == 403
    form = {"surum": "1", "finish": "normal", "finisher": "0", "p0_opened": "seri", "p1_opened": "seri",
            "p1_remaining": "30", "p2_opened": "seri", "p2_remaining": "5", "p3_opened": "yok"}
    r = table.post(f"/turnuva/{code}/masa/2-1/el", data=form)
    assert r.status_code == 303, r.text
    done = table.get(f"/turnuva/{code}/masa/2-1").text
    assert "Maç bitti" in done and "Takım ağaçta bir üst tura geçti" in done
    again = table.post(f"/turnuva/{code}/masa/2-1/el", data=form)
    assert again.status_code == 409
    other = browser(app)
    other.get(link2.replace(BASE, ""))
    tv = browser(app).get(f"/turnuva/{code}/tv")
    assert tv.status_code == 200 and '<meta http-equiv="refresh" content="15">' in tv.text and no_inline_code(tv.text)
    final = re.search(r'aria-label="Final".*?</section>', tv.text, re.S).group(0)
    assert len(re.findall(r'class="team">Takım \d', final)) == 1  # the semi-final's winner moved up


def test_cetele_form_of_a_tournament_sheet_is_not_offered_even_by_api(app):
    api = TestClient(app)
    t = api.post("/api/tournaments", json={"name": "T", "teams": 8, "hands": 1}).json()
    for i in range(4):
        r = api.post(f"/api/tournaments/{t['code']}/teams", json={"team": f"T{i}", "player": f"A{i}"}).json()
        api.post(f"/api/tournaments/{t['code']}/join", json={"join_code": r["join_code"], "player": f"B{i}"})
        api.post(f"/api/tournaments/{t['code']}/teams/{r['team_id']}/approve", headers={"X-Anahtar": t["secret"]})
    api.post(f"/api/tournaments/{t['code']}/draw", headers={"X-Anahtar": t["secret"]})
    a = api.post(f"/api/tournaments/{t['code']}/matches/2-1/table", json={"table": "1"},
                 headers={"X-Anahtar": t["secret"]}).json()
    r = browser(app).post(f"/cetele/{a['sheet']}/geri-al", data={"surum": "1"})
    assert r.status_code in (403, 422)  # nothing to undo, and never by this link


def _table_phone(app, hands: str = "2") -> tuple[str, TestClient]:
    """A drawn four-team tournament whose first semi-final is at a table; the scorekeeper's phone."""
    manager = browser(app)
    code = new_tournament(manager, el=hands)
    for i in range(4):
        sign_up(app, code, f"Takım {i}", f"Ayşe {i}", f"Mehmet {i}")
    for tid in sorted(set(re.findall(r'name="takim" value="(\d+)"', manager.get(f"/turnuva/{code}/yonet").text))):
        assert manager.post(f"/turnuva/{code}/yonet/onay", data={"takim": tid, "onay": "1"}).status_code == 303
    assert manager.post(f"/turnuva/{code}/yonet/kura", data={}).status_code == 303
    assert manager.post(f"/turnuva/{code}/yonet/masa", data={"mac": "2-1", "masa": "3"}).status_code == 303
    link = re.search(r'id="masa-2-1" type="text" readonly value="([^"]+)"',
                     manager.get(f"/turnuva/{code}/yonet").text).group(1)
    phone = browser(app)
    assert phone.get(link.replace(BASE, "")).status_code == 303
    return code, phone


TABLE_HAND = {"finish": "normal", "finisher": "0", "p0_opened": "seri", "p1_opened": "seri", "p1_remaining": "30",
              "p2_opened": "seri", "p2_remaining": "5", "p3_opened": "yok"}


def test_the_table_link_corrects_any_hand_of_its_match_not_only_the_last(app):
    code, phone = _table_phone(app)
    base = f"/turnuva/{code}/masa/2-1"
    assert phone.post(f"{base}/el", data={**TABLE_HAND, "surum": "1"}).status_code == 303
    assert phone.post(f"{base}/el", data={**TABLE_HAND, "surum": "2"}).status_code == 303
    page = phone.get(base).text
    assert f'href="{base}/el/1"' in page and f'href="{base}/el/2"' in page  # every hand, as on the Çetele
    edit = phone.get(f"{base}/el/1")
    assert edit.status_code == 200 and "1. eli düzelt" in edit.text and no_inline_code(edit.text)
    assert 'name="p1_remaining"' in edit.text and 'value="30"' in edit.text  # filled in as it was written
    assert 'id="puan-duzelt"' not in edit.text  # a match's hands are computed, never only written down
    assert f'href="{base}#tablo"' in edit.text
    assert browser(app).get(f"{base}/el/1").status_code == 403  # not without the table's key
    assert phone.get(f"{base}/el/9").status_code == 404
    cross = phone.post(f"{base}/el/1", data={**TABLE_HAND, "surum": "3"}, headers={"Origin": "https://evil.example"})
    assert cross.status_code == 403
    stale = phone.post(f"{base}/el/1", data={**TABLE_HAND, "p1_remaining": "12", "surum": "2"})
    assert stale.status_code == 409 and "tabloyu değiştirmiş" in stale.text
    bad = phone.post(f"{base}/el/1", data={**TABLE_HAND, "finisher": "", "surum": "3"})
    assert bad.status_code == 422 and "1. eli düzelt" in bad.text
    r = phone.post(f"{base}/el/1", data={**TABLE_HAND, "p1_remaining": "12", "surum": "3"})
    assert r.status_code == 303 and r.headers["location"] == f"{base}#el-1"
    assert 'value="12"' in phone.get(f"{base}/el/1").text
    sheet = re.search(r'data-sheet="([0-9A-Za-z]{7})"', phone.get(base).text).group(1)
    hands = TestClient(app).get(f"/api/sheets/{sheet}").json()["match"]["hands"]
    assert [p.get("remaining_sum") for p in hands[0]["players"]][1] == 12
    assert [p.get("remaining_sum") for p in hands[1]["players"]][1] == 30  # the other hand untouched
    r = phone.post(f"{base}/el/2/sil", data={"surum": "4"})
    assert r.status_code == 303 and len(TestClient(app).get(f"/api/sheets/{sheet}").json()["match"]["hands"]) == 1


def test_team_page_needs_the_teams_cookie(app):
    code = new_tournament(browser(app))
    r = browser(app).get(f"/turnuva/{code}/takim")
    assert r.status_code == 303 and r.headers["location"] == f"/turnuva/{code}"


def test_bad_sign_up_shows_the_turkish_error_on_the_page(app):
    code = new_tournament(browser(app))
    r = browser(app).post(f"/turnuva/{code}/kayit", data={"takim": "", "oyuncu": "Ayşe"})
    assert r.status_code == 422 and "Takım adı boş olamaz" in r.text
    r = browser(app).post(f"/turnuva/{code}/katil", data={"kod": "O0I1XX", "oyuncu": "Can"})
    assert r.status_code == 422 and "0, 1, I, O yok" in r.text
    r = browser(app).post("/turnuva", data={"ad": "X", "takim": "12", "el": "7"})
    assert r.status_code == 422 and "8, 16, 32 ya da 64" in r.text


def test_tv_page_before_the_draw_lists_the_teams(app):
    code = new_tournament(browser(app))
    sign_up(app, code, "Kartallar", "Ayşe", "Mehmet")
    tv = browser(app).get(f"/turnuva/{code}/tv")
    assert "Kayıtlar sürüyor: 1/8" in tv.text and "Kartallar" in tv.text


# --------------------------------------------------------------------------- admin recovery


def test_admin_issues_a_new_manage_link_and_the_old_one_stops_working(app_env):  # noqa: F811
    app_env.setenv("KURAL_ADMIN_TOKEN", "cok-gizli-yonetici")
    from referee.config import get_settings
    get_settings.cache_clear()
    from web.app import create_app

    app = create_app()
    manager = browser(app)
    code = new_tournament(manager)
    old = manager.cookies.get("yonet")
    assert browser(app).get("/yonetim/etkinlikler").status_code == 403
    admin = browser(app)
    admin.post("/yonetim/giris", data={"token": "cok-gizli-yonetici"})  # the /yonetim login form
    listing = admin.get("/yonetim/etkinlikler")
    assert listing.status_code == 200 and "Cuma akşamı" in listing.text
    r = admin.post(f"/yonetim/etkinlikler/{code}/anahtar", data={})
    new = re.search(r'id="yeni" type="text" readonly value="[^"]*anahtar=([^"]+)"', r.text).group(1)
    assert new != old
    assert manager.get(f"/turnuva/{code}/yonet").status_code == 403  # the lost (old) link is dead
    fresh = browser(app)
    assert fresh.get(f"/turnuva/{code}/yonet?anahtar={new}").status_code == 303
    assert fresh.get(f"/turnuva/{code}/yonet").status_code == 200


def test_events_admin_does_not_exist_without_an_admin_token(app):
    assert browser(app).get("/yonetim/etkinlikler").status_code == 404


# --------------------------------------------------------------------------- Okey Gecesi and season pages


def test_night_pages_seat_players_take_results_and_show_the_standings(app):
    manager = browser(app)
    r = manager.post("/gece", data={"ad": "Salı", **{f"o{i}": n for i, n in enumerate(EIGHT)}, "kaybeden": "2",
                                    "tur": "1"})
    assert r.status_code == 303 and r.headers["location"].endswith("/yonet")
    code = _code(r.headers["location"])
    page = manager.get(f"/gece/{code}/yonet").text
    assert "★ dağıtır" in page and no_inline_code(page)
    night = TestClient(app).get(f"/api/nights/{code}").json()
    for t in night["rounds"][0]["tables"]:
        page = manager.get(f"/gece/{code}/yonet").text
        version = re.search(r'name="surum" value="(\d+)"', page).group(1)
        data = {"surum": version, "tur": "1", "masa": str(t["table"]),
                **{f"ham{i}": str(10 * EIGHT.index(p)) for i, p in enumerate(t["seats"])},
                **{f"ceza{i}": "0" for i in range(4)}}
        assert manager.post(f"/gece/{code}/yonet/sonuc", data=data).status_code == 303
    public = browser(app).get(f"/gece/{code}")
    assert public.status_code == 200 and "Bütün masalar girildi" in public.text and "kaybetti" in public.text
    assert "Sıra puanı" in public.text and "Yenen ceza" in public.text and no_inline_code(public.text)
    assert 'action="/gece/' not in public.text  # no manage forms on the public page
    assert browser(app).post(f"/gece/{code}/yonet/sonuc", data={"tur": "1", "masa": "1"}).status_code == 403
    r = manager.post(f"/gece/{code}/yonet/sonuc", data={"tur": "1", "masa": "1", "sira0": "1", "sira1": "1",
                                                        "sira2": "2", "sira3": "3"})
    assert r.status_code == 422 and "birer kez" in r.text


def test_season_pages_add_a_night_with_the_seasons_cookie(app):
    manager = browser(app)
    r = manager.post("/sezon", data={"ad": "Kış 2026"})
    assert r.status_code == 303
    code = _code(r.headers["location"])
    assert "Bu sezona yeni gece" in manager.get(f"/sezon/{code}/yonet").text
    assert browser(app).post(f"/sezon/{code}/gece", data={"ad": "X"}).status_code == 403
    r = manager.post(f"/sezon/{code}/gece", data={"ad": "1. hafta", **{f"o{i}": n for i, n in enumerate(EIGHT[:6])}})
    assert r.status_code == 303
    page = browser(app).get(f"/sezon/{code}")
    assert page.status_code == 200 and "1. hafta" in page.text and "sayılmadı" in page.text
    assert browser(app).get("/sezon/ZZZZZZZ").status_code == 404 and browser(app).get("/gece/ZZZZZZZ").status_code == 404
    assert "Okey Gecesi kur" in text_of(browser(app).get("/gece/yeni").text)


def test_manager_puts_the_reserve_in_from_the_page(app):
    manager = browser(app)
    code = new_tournament(manager)
    jc = sign_up(app, code, "Kartallar", "Ayşe", "Mehmet")
    assert browser(app).post(f"/turnuva/{code}/katil", data={"kod": jc, "oyuncu": "Can", "yedek": "1"}).status_code == 303
    page = manager.get(f"/turnuva/{code}/yonet").text
    assert "yedek Can kimin yerine oynasın?" in page
    tid = re.search(r'name="takim" value="(\d+)"', page).group(1)
    r = manager.post(f"/turnuva/{code}/yonet/yedek", data={"takim": tid, "yerine": "Mehmet", "geri": "takimlar"})
    assert r.status_code == 303 and r.headers["location"].endswith("#takimlar")
    assert "Ayşe · Can · yedek Mehmet" in text_of(manager.get(f"/turnuva/{code}/yonet").text)


def test_night_table_cetele_from_the_manage_page(app):
    manager = browser(app)
    r = manager.post("/gece", data={"ad": "Salı", **{f"o{i}": n for i, n in enumerate(EIGHT)}, "tur": "1"})
    code = _code(r.headers["location"])
    page = manager.get(f"/gece/{code}/yonet").text
    assert page.count("Bu masaya Çetele aç") == 2
    version = re.search(r'name="surum" value="(\d+)"', page).group(1)
    r = manager.post(f"/gece/{code}/yonet/cetele", data={"surum": version, "tur": "1", "masa": "1"})
    assert r.status_code == 303 and re.fullmatch(r"/cetele/[0-9A-Za-z]{7}", r.headers["location"])
    sheet = r.headers["location"].split("/")[-1]
    table = browser(app)  # anyone at the table writes an ordinary Çetele
    form = {"surum": "1", "finish": "normal", "finisher": "1", "p0_opened": "seri", "p0_remaining": "12",
            "p1_opened": "seri", "p2_opened": "yok", "p3_opened": "seri", "p3_remaining": "3"}
    assert table.post(f"/cetele/{sheet}/el", data=form).status_code == 303
    page = manager.get(f"/gece/{code}/yonet").text
    assert "Ham puanları Çetele'den al" in page and f"/cetele/{sheet}" in page
    version = re.search(r'name="surum" value="(\d+)"', page).group(1)
    r = manager.post(f"/gece/{code}/yonet/sonuc", data={"surum": version, "tur": "1", "masa": "1",
                                                        "cetele": f"{BASE}/cetele/{sheet}#el-1"})
    assert r.status_code == 303
    night = TestClient(app).get(f"/api/nights/{code}").json()
    result = night["rounds"][0]["tables"][0]["result"]
    assert result["sheet"] == sheet and sorted(result["ranks"].values()) == [1, 2, 3, 4]


def test_tv_of_a_64_team_bracket_shows_the_round_being_played_as_a_grid(app):
    api = TestClient(app)
    t = api.post("/api/tournaments", json={"name": "Büyük gece", "teams": 64, "hands": 1}).json()
    key = {"X-Anahtar": t["secret"]}
    for i in range(33):
        r = api.post(f"/api/tournaments/{t['code']}/teams", json={"team": f"Takım {i}", "player": f"A{i}"}).json()
        api.post(f"/api/tournaments/{t['code']}/join", json={"join_code": r["join_code"], "player": f"B{i}"})
        api.post(f"/api/tournaments/{t['code']}/teams/{r['team_id']}/approve", headers=key)
    assert api.post(f"/api/tournaments/{t['code']}/draw", headers=key).status_code == 200
    tv = browser(app).get(f"/turnuva/{t['code']}/tv").text
    assert 'class="bracket grid"' in tv and 'aria-label="Son 64"' in tv and 'aria-label="Final"' not in tv
    assert tv.count(">bay<") == 31  # 33 teams in 64: 31 byes, one first-round match
