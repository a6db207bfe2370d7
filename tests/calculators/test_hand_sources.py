"""Every worked example and finish number in the written sources, computed by the engine.

Each test names the source label it checks in its name and docstring.
"""
from __future__ import annotations

import pytest

from calculators.errors import CalcError
from calculators.explain import final_number
from calculators.hand import calc_hand

NAMES = ("Siz", "Doğu", "Kuzey", "Batı")


def hand(ruleset, finish, finisher, players, okey_number=None, **extra):
    body = {"ruleset": ruleset, "finish": finish, "finisher": finisher, "players": players, **extra}
    if okey_number is not None:
        body["okey_number"] = okey_number
    return calc_hand(body)


def p(name, opened="yok", team=None, **kw):
    d = {"name": name, "opened": opened, **kw}
    if team:
        d["team"] = team
    return d


# --- oyna-yazboz: the four-hand 101 sheet (okey Sarı 6) ----------------------

def test_oyna_yazboz_101_sheet_hand1_normal_finish():
    """oyna-yazboz, El 1: Doğu normal; Siz 12 + işlek C = 113; Kuzey 202; Batı 5 + 8 + okey = 114."""
    r = hand("oyna-101", "normal", "Doğu", [
        p("Siz", "seri", remaining=["Kırmızı 9", "Mavi 3"], penalties=[{"kind": "islek"}]),
        p("Doğu", "seri"),
        p("Kuzey"),
        p("Batı", "seri", remaining=["Sarı 5", "Siyah 8", "okey"]),
    ], okey_number=6)
    assert r["scores"] == {"Siz": 113, "Doğu": -101, "Kuzey": 202, "Batı": 114}
    assert r["multiplier"] == 1
    assert "oyna-yazboz" in r["sources"]


def test_oyna_yazboz_101_sheet_hand2_okey_finish():
    """oyna-yazboz, El 2: Kuzey okeyle (×2): −202; Siz 10 × 2 = 20; Doğu 404; Batı çiftten 3 × 2 × 2 = 12."""
    r = hand("oyna-101", "okey", "Kuzey", [
        p("Siz", "seri", remaining=["Kırmızı 4", "Mavi 6"]),
        p("Doğu"),
        p("Kuzey", "seri"),
        p("Batı", "cift", remaining=["Mavi 2", "Siyah 1"]),
    ])
    assert r["scores"] == {"Siz": 20, "Doğu": 404, "Kuzey": -202, "Batı": 12}
    assert r["multiplier"] == 2


def test_oyna_yazboz_101_sheet_hand3_deste_bitti():
    """oyna-yazboz, El 3: deste biter (×1): Siz 25, Doğu 11, Kuzey ve Batı 202; kimseye −101 yok."""
    r = hand("oyna-101", "deste-bitti", None, [
        p("Siz", "seri", remaining_sum=25), p("Doğu", "seri", remaining_sum=11), p("Kuzey"), p("Batı"),
    ])
    assert r["scores"] == {"Siz": 25, "Doğu": 11, "Kuzey": 202, "Batı": 202}


def test_oyna_yazboz_101_sheet_hand4_elden():
    """oyna-yazboz, El 4: kimse açmamışken Batı elden (×2): −202, diğerleri 404."""
    r = hand("oyna-101", "elden", "Batı", [p("Siz"), p("Doğu"), p("Kuzey"), p("Batı")])
    assert r["scores"] == {"Siz": 404, "Doğu": 404, "Kuzey": 404, "Batı": -202}


# The whole sheet, with totals and marks, is checked in test_match_sources.py.


# --- oyna-terimler -----------------------------------------------------------

def test_oyna_terimler_14_and_115():
    """oyna-terimler: okeyle bitişte seriyle açmış oyuncu Mavi 3 + Mavi 4: 2 × 7 = 14; bir okeyle 115."""
    r = hand("oyna-101", "okey", "Siz", [
        p("Siz", "seri"),
        p("Doğu", "seri", remaining=["Mavi 3", "Mavi 4"]),
        p("Kuzey", "seri", remaining=["Mavi 3", "Mavi 4", "okey"]),
        p("Batı", "seri", remaining=["Mavi 3", "Mavi 4"], okeys_in_hand=1),
    ])
    assert r["scores"]["Doğu"] == 14
    assert r["scores"]["Kuzey"] == 115
    assert r["scores"]["Batı"] == 115
    assert "+ 101 (elde kalan okey, katlanmaz) = 115" in r["explanation"]["Kuzey"]


@pytest.mark.parametrize("finish, finisher_opened, finisher_score, unopened", [
    ("normal", "seri", -101, 202),
    ("okey", "seri", -202, 404),
    ("cift", "cift", -202, 404),
    ("elden", "yok", -202, 404),
    ("cift-okey", "cift", -404, 808),
    ("elden-okey", "yok", -404, 808),
])
def test_oyna_terimler_finish_numbers(finish, finisher_opened, finisher_score, unopened):
    """oyna-terimler / oyna-yazboz: biten −101 × kat; hiç açmayan 202, 404, 808."""
    others = "yok"
    r = hand("oyna-101", finish, "Siz", [p("Siz", finisher_opened), p("Doğu", others),
                                          p("Kuzey", others), p("Batı", others)])
    assert r["scores"]["Siz"] == finisher_score
    assert r["scores"]["Doğu"] == unopened


def test_oyna_terimler_cift_finish_pairs_remainder_and_unopened():
    """oyna-terimler: çiftten bitiş: biten −202, diğerlerinin taş cezaları iki kat, açmayana 404."""
    r = hand("oyna-101", "cift", "Siz", [p("Siz", "cift"), p("Doğu", "seri", remaining_sum=10),
                                          p("Kuzey"), p("Batı", "cift", remaining_sum=10)])
    assert r["scores"] == {"Siz": -202, "Doğu": 20, "Kuzey": 404, "Batı": 40}


# --- od-101-puan -------------------------------------------------------------

def test_od_101_puan_202_404_808():
    """od-101-puan: açmayan normalde 202, elden bitişte 404, elden + okeyde 808."""
    players = [p("Siz"), p("Doğu"), p("Kuzey"), p("Batı", "seri")]
    normal = hand("od-101", "normal", "Batı", players)
    elden = hand("od-101", "elden", "Batı", players)
    elden_okey = hand("od-101", "elden-okey", "Batı", players)
    assert [normal["scores"]["Siz"], elden["scores"]["Siz"], elden_okey["scores"]["Siz"]] == [202, 404, 808]


def test_od_101_puan_23_and_46():
    """od-101-puan: açmış, elinde 23 kalmış oyuncu normal bitişte 23, okeyle bitişte 46."""
    players = [p("Siz", "seri", remaining_sum=23), p("Doğu", "seri"), p("Kuzey"), p("Batı")]
    assert hand("od-101", "normal", "Doğu", players)["scores"]["Siz"] == 23
    assert hand("od-101", "okey", "Doğu", players)["scores"]["Siz"] == 46


@pytest.mark.parametrize("finish, opened, expected", [
    ("normal", "seri", -101), ("okey", "seri", -202),
    ("cift", "cift", -101), ("elden", "yok", -101),
    ("cift-okey", "cift", -202), ("elden-okey", "yok", -202),
])
def test_od_101_puan_finisher_only_two_numbers(finish, opened, expected):
    """od-101-puan: bitiren −101, okey atarak bitirdiyse −202; kaynak başka sayı vermez, açıklama söyler."""
    r = hand("od-101", finish, "Siz", [p("Siz", opened), p("Doğu"), p("Kuzey"), p("Batı")])
    assert r["scores"]["Siz"] == expected
    assert "yalnızca iki sayı" in r["explanation"]["Siz"]


@pytest.mark.parametrize("finish, kat", [
    ("normal", 1), ("elden", 2), ("cift", 2), ("okey", 2), ("elden-okey", 4), ("cift-okey", 4),
])
def test_od_101_puan_multiplier_table(finish, kat):
    """od-101-puan: diğer oyuncuların puanı ×1, ×2 (elden ya da çift), ×2 (okey), ×4 (ikisi)."""
    opened = "cift" if finish.startswith("cift") else ("yok" if finish.startswith("elden") else "seri")
    r = hand("od-101", finish, "Batı", [p("Siz", "seri", remaining_sum=10), p("Doğu"),
                                          p("Kuzey", "cift", remaining_sum=5), p("Batı", opened)])
    assert r["scores"]["Siz"] == 10 * kat
    assert r["scores"]["Doğu"] == 202 * kat
    assert r["scores"]["Kuzey"] == 5 * 2 * kat
    assert r["multiplier"] == kat


# --- esli-101-turnuva --------------------------------------------------------

def team_hand(finish, me, *, finisher="Doğu", okey_number=None, partner=None, rival=None):
    partner = partner or p("Kuzey", "seri", "A", remaining_sum=0)
    rival = rival or p("Batı", "seri", "B", remaining_sum=0)
    finisher_opened = {"elden": "yok", "elden-okey": "yok", "cift": "cift", "cift-okey": "cift"}.get(finish, "seri")
    return hand("turnuva-esli-101", finish, finisher,
                [{**me, "team": "A"}, p("Doğu", finisher_opened, "B"), partner, rival], okey_number=okey_number)


def test_esli_101_turnuva_529():
    """esli-101-turnuva: çift açtın, 107 kaldı, rakip okeyle bitti: 107 × 2 × 2 + 101 = 529."""
    r = team_hand("okey", p("Siz", "cift", remaining_sum=107))
    assert r["scores"]["Siz"] == 529
    assert r["explanation"]["Siz"].endswith(
        "107 (kalan) × 2 (çiftten açtı) = 214 × 2 (okeyle bitiş) = 428 + 101 (kalan 100'ü geçti) = 529")


def test_esli_101_turnuva_201():
    """esli-101-turnuva: çift açtın, 41 ve bir okey (9), rakip normal: (41 + 9) × 2 + 101 = 201."""
    r = team_hand("normal", p("Siz", "cift", remaining_sum=41, okeys_in_hand=1), okey_number=9)
    assert r["scores"]["Siz"] == 201


def test_esli_101_turnuva_151():
    """esli-101-turnuva: perle açtın, 41 ve bir okey (9), rakip normal: 41 + 9 + 101 = 151."""
    r = team_hand("normal", p("Siz", "seri", remaining_sum=41, okeys_in_hand=1), okey_number=9)
    assert r["scores"]["Siz"] == 151


@pytest.mark.parametrize("finish, finisher_score, unopened", [
    ("normal", -101, 202), ("elden", -202, 404), ("cift", -202, 404), ("okey", -202, 404),
    ("elden-okey", -404, 808), ("cift-okey", -404, 808),
])
def test_esli_101_turnuva_finish_table(finish, finisher_score, unopened):
    """esli-101-turnuva: bitiren −101/−202/−404, açamayan rakip 202/404/808 (iki rakip de açmamışken)."""
    r = hand(
        "turnuva-esli-101", finish, "Doğu",
        [p("Siz", team="A"), p("Doğu", {"elden": "yok", "elden-okey": "yok", "cift": "cift",
                                        "cift-okey": "cift"}.get(finish, "seri"), "B"),
         p("Kuzey", team="A"), p("Batı", team="B")])
    assert r["scores"]["Doğu"] == finisher_score
    assert r["scores"]["Siz"] == r["scores"]["Kuzey"] == unopened
    assert r["scores"]["Batı"] == 0  # the finisher's partner


@pytest.mark.parametrize("finish, opened_kat", [
    ("normal", 1), ("elden", 1), ("cift", 2), ("okey", 2), ("elden-okey", 2), ("cift-okey", 4),
])
def test_esli_101_turnuva_opened_rival_multiplier(finish, opened_kat):
    """esli-101-turnuva: açan rakip kalanı bitişin çarpanıyla yazar; kafa açmış rakibin çarpanını büyütmez."""
    r = team_hand(finish, p("Siz", "seri", remaining_sum=30))
    assert r["scores"]["Siz"] == 30 * opened_kat


@pytest.mark.parametrize("finish, full, halved", [("elden", 404, 202), ("elden-okey", 808, 404)])
def test_esli_101_turnuva_halving_on_kafa(finish, full, halved):
    """esli-101-turnuva: rakiplerden biri açtıysa açamayanın cezası kafa ve okey kafada yarıya iner."""
    r = team_hand(finish, p("Siz"), partner=p("Kuzey", "seri", "A", remaining_sum=15))
    assert r["scores"]["Siz"] == halved
    both_unopened = team_hand(finish, p("Siz"), partner=p("Kuzey", team="A"))
    assert both_unopened["scores"]["Siz"] == both_unopened["scores"]["Kuzey"] == full


@pytest.mark.parametrize("finish", ["normal", "okey", "cift", "cift-okey"])
def test_esli_101_turnuva_no_halving_on_other_finishes(finish):
    """esli-101-turnuva: diğer bitişlerde ceza tamdır, eşi açmış olsa da."""
    r = team_hand(finish, p("Siz"), partner=p("Kuzey", "seri", "A", remaining_sum=15))
    assert r["scores"]["Siz"] == {"normal": 202, "okey": 404, "cift": 404, "cift-okey": 808}[finish]


def test_esli_101_turnuva_kafa_team_total_217():
    """esli-101-turnuva: karşı kafa attı, eş açmış 15, ben açamadım: 15 + 202 = 217."""
    r = team_hand("elden", p("Siz"), partner=p("Kuzey", "seri", "A", remaining_sum=15))
    assert r["team_scores"]["A"] == 217
    assert r["team_scores"]["B"] == -202


def test_esli_101_turnuva_islek_taken_and_not():
    """esli-101-turnuva: işlek taşı sıradaki alırsa sayı × 10, almazsa 101; okey aynı yolla okeyin sayısıyla."""
    me = p("Siz", "seri", remaining_sum=0, penalties=[
        {"kind": "islek", "taken": True, "tile_number": 12},
        {"kind": "islek", "taken": False, "tile_number": 5},
        {"kind": "okey-atma", "taken": True},
        {"kind": "okey-atma", "taken": False},
    ])
    r = team_hand("normal", me, okey_number=3)
    assert r["scores"]["Siz"] == 120 + 101 + 30 + 101


def test_esli_101_turnuva_pairs_do_not_multiply_islek():
    """esli-101-turnuva: çift açmış olmak işlek cezasını katlamaz."""
    me = p("Siz", "cift", remaining_sum=10, penalties=[{"kind": "islek", "taken": True, "tile_number": 7}])
    r = team_hand("okey", me)
    assert r["scores"]["Siz"] == 10 * 2 * 2 + 70


def test_esli_101_turnuva_okey_taken_by_rival_or_partner():
    """esli-101-turnuva: okeyi koyana 101 yalnız rakip takım aldığında; eş aldıysa ceza yok."""
    rival_took = team_hand("normal", p("Siz", "seri", remaining_sum=0,
                                       penalties=[{"kind": "okey-alindi", "by": "Batı"}]))
    partner_took = team_hand("normal", p("Siz", "seri", remaining_sum=0,
                                         penalties=[{"kind": "okey-alindi", "by": "Kuzey"}]))
    assert rival_took["scores"]["Siz"] == 101
    assert partner_took["scores"]["Siz"] == 0
    assert "eşi" in partner_took["explanation"]["Siz"]


def test_esli_101_turnuva_failed_opening_101():
    """esli-101-turnuva: açılış tutmazsa taşlar geri toplanır, açmaya çalışana 101."""
    r = team_hand("normal", p("Siz", penalties=[{"kind": "acis-geri"}]))
    assert r["scores"]["Siz"] == 202 + 101


def test_esli_101_turnuva_okey_in_hand_number_plus_101():
    """esli-101-turnuva: açmış oyuncunun elindeki okeyin sayısı toplama girer, üstüne +101 (20 + 12 + 101)."""
    r = team_hand("normal", p("Siz", "seri", remaining_sum=20, okeys_in_hand=1), okey_number=12)
    assert r["scores"]["Siz"] == 133


def test_esli_101_turnuva_deste_bitti():
    """esli-101-turnuva: kimse bitmedi: açanlar kalanı (çift kuralıyla), açamayanlar 202; dört açmayan 202'şer."""
    r = hand("turnuva-esli-101", "deste-bitti", None, [
        p("Siz", "cift", "A", remaining_sum=60), p("Doğu", "seri", "B", remaining_sum=11),
        p("Kuzey", team="A"), p("Batı", "cift", "B", remaining_sum=120)])
    assert r["scores"] == {"Siz": 120, "Doğu": 11, "Kuzey": 202, "Batı": 240 + 101}
    nobody = hand("turnuva-esli-101", "deste-bitti", None, [
        p("Siz", team="A"), p("Doğu", team="B"), p("Kuzey", team="A"), p("Batı", team="B")])
    assert set(nobody["scores"].values()) == {202}
    assert nobody["team_scores"] == {"A": 404, "B": 404}


def test_every_source_example_explains_its_number():
    """Every explanation above ends at its score (the table never trusts a bare number)."""
    r = team_hand("okey", p("Siz", "cift", remaining_sum=107))
    for name, text in r["explanation"].items():
        assert final_number(text) == r["scores"][name]


# --- od-101-puan: "Eşli masalarda" (team tables) -----------------------------

OD_TEAMS = {"Siz": "A", "Kuzey": "A", "Doğu": "B", "Batı": "B"}


def od_team(name, opened="yok", **kw):
    return p(name, opened, team=OD_TEAMS[name], **kw)


def test_od_101_puan_team_table_partner_of_the_finisher_writes_nothing():
    """od-101-puan, Eşli masalarda: the finisher's partner writes nothing, not even an in-hand penalty."""
    r = hand("od-101", "normal", "Doğu", [
        od_team("Siz"), od_team("Doğu", "seri"), od_team("Kuzey", "seri", remaining_sum=12),
        od_team("Batı", "seri", remaining_sum=30, penalties=[{"kind": "islek"}]),
    ])
    assert r["scores"] == {"Siz": 202, "Doğu": -101, "Kuzey": 12, "Batı": 0}
    assert r["team_scores"] == {"A": 214, "B": -101}
    assert "od-101-puan" in r["sources"]
    assert final_number(r["explanation"]["Batı"]) == 0


def test_od_101_puan_team_table_okey_finish_doubles_the_rivals_only():
    """od-101-puan: okeyle bitiş ×2 for the rivals (202 → 404, remainder × 2); the partner still 0."""
    r = hand("od-101", "okey", "Siz", [
        od_team("Siz", "seri"), od_team("Doğu"), od_team("Kuzey"), od_team("Batı", "seri", remaining_sum=9),
    ])
    assert r["scores"] == {"Siz": -202, "Doğu": 404, "Kuzey": 0, "Batı": 18}
    assert r["team_scores"] == {"A": -202, "B": 422}


def test_od_101_puan_is_played_alone_or_in_two_teams_of_two():
    """od-101-puan: without teams the table plays alone as before; half-written teams are refused."""
    alone = hand("od-101", "normal", "Doğu", [p("Siz"), p("Doğu", "seri"), p("Kuzey"), p("Batı")])
    assert alone["scores"]["Kuzey"] == 202 and alone["team_scores"] is None
    with pytest.raises(CalcError, match="dört oyuncunun da takımı"):
        hand("od-101", "normal", "Doğu", [od_team("Siz"), od_team("Doğu", "seri"), p("Kuzey"), p("Batı")])
    with pytest.raises(CalcError, match="tekli oynanır"):  # oyna.app has no team 101 at all
        hand("oyna-101", "normal", "Doğu", [od_team("Siz"), od_team("Doğu", "seri"), od_team("Kuzey"),
                                            od_team("Batı")])


def test_od_101_puan_team_sheet_adds_up_per_team():
    """od-101-puan team table on a score sheet: one column per team, two hands."""
    from calculators.match import calc_match

    m = calc_match({"ruleset": "od-101", "teams": {"A": ["Siz", "Kuzey"], "B": ["Doğu", "Batı"]},
                    "options": {"hands": 2}, "hands": [
                        {"finish": "normal", "finisher": "Doğu", "players": [
                            {"name": "Siz", "opened": "yok"}, {"name": "Doğu", "opened": "seri"},
                            {"name": "Kuzey", "opened": "seri", "remaining_sum": 12}, {"name": "Batı"}]},
                        {"finish": "okey", "finisher": "Siz", "players": [
                            {"name": "Siz", "opened": "seri"}, {"name": "Doğu"}, {"name": "Kuzey"},
                            {"name": "Batı", "opened": "seri", "remaining_sum": 9}]}]})
    assert m["columns"] == ["A", "B"]
    assert m["totals"] == {"A": 214 - 202, "B": -101 + 422}
    assert m["over"] is True and m["winners"] == ["A"]
