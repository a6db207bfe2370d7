"""The Okey Gecesi and its season, engine and service, each test named after the esli-101-turnuva line it checks."""
from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from referee import sheets
from referee.config import get_settings
from referee.tournaments import night as nights
from referee.tournaments import season as seasons
from referee.tournaments.common import EventError
from referee.tournaments.seating import round_cycle, seat_night

EIGHT = ["Ayşe", "Can", "Ece", "Su", "Nur", "Efe", "Naz", "Ada"]


@pytest.fixture
def db(db_url, monkeypatch):
    monkeypatch.setenv("DATABASE_URL", db_url)
    get_settings.cache_clear()
    yield db_url
    get_settings.cache_clear()


def players(n: int) -> list[str]:
    return [f"Oyuncu {i}" for i in range(n)]


# --------------------------------------------------------------------------- seating (pure)


@pytest.mark.parametrize("n,rounds", [(6, 3), (6, 6), (8, 3), (8, 5), (10, 5), (10, 10)])
def test_herkes_dort_kisilik_masalarda_her_turda_baska_rakiplerle_oturur(n, rounds):
    """"herkes dört kişilik masalarda her turda başka rakiplerle oturur" — as far as the numbers allow."""
    night = seat_night(players(n), rounds, "tohum")
    met: Counter = Counter()
    for r in night:
        assert all(len(t.seats) == 4 for t in r.tables)
        seated = [p for t in r.tables for p in t.seats] + list(r.waiting)
        assert sorted(seated) == sorted(players(n))  # everyone once per round
        for t in r.tables:
            met.update(frozenset(p) for p in combinations(t.seats, 2))
    if n == 8:
        # round 2 of 8 players: any four out of two old tables of four repeat at least 2 + 2 pairs.
        r1, r2 = night[0], night[1]
        old = {frozenset(p) for t in r1.tables for p in combinations(t.seats, 2)}
        assert sum(frozenset(p) in old for t in r2.tables for p in combinations(t.seats, 2)) == 4
    # with 6 and 8 players, 3 rounds can avoid anyone meeting the same opponent three times
    if rounds == 3:
        assert max(met.values()) <= 2


@pytest.mark.parametrize("n", [6, 10])
def test_6_ve_10_kiside_bekleme_sirayla_doner_herkes_esit_tur_oynar(n):
    """Our reading where the source is silent (6 and 10 players at four-person tables): two wait, in turn."""
    cycle = round_cycle(n)
    night = seat_night(players(n), 2 * cycle, "s")
    for start in (0, cycle):
        waited = Counter(p for r in night[start:start + cycle] for p in r.waiting)
        assert set(waited.values()) == {1} and len(waited) == n


def test_okey_gecesinde_oturma_halkasini_ve_ilk_dagiticiyi_sistem_gosterir():
    """"Okey Gecesi’nde oturma halkasını ve ilk dağıtıcıyı sistem gösterir." Same seed, same seating."""
    a = seat_night(EIGHT, 3, "cuma")
    assert a == seat_night(EIGHT, 3, "cuma") and a != seat_night(EIGHT, 3, "salı")
    dealers = Counter(t.dealer for r in a for t in r.tables)
    assert all(t.dealer in t.seats for r in a for t in r.tables)
    assert max(dealers.values()) == 1  # 6 tables, 8 players: nobody deals first twice


# --------------------------------------------------------------------------- the night (service)


@pytest.mark.parametrize("n,ok", [(6, True), (8, True), (10, True), (7, False), (4, False), (12, False)])
def test_okey_gecesi_6_8_ya_da_10_kisiyle_tekli_oynanir(db, n, ok):
    """"Okey Gecesi 6, 8 ya da 10 kişiyle tekli oynanır"."""
    if ok:
        night, _ = nights.create("Salı", players(n))
        assert len(night.rounds) == (5 if n == 10 else 3)
    else:
        with pytest.raises(EventError, match="6, 8 ya da 10"):
            nights.create("Salı", players(n))


def test_masada_1_olan_0_4_olan_3_sira_puani_alir_ve_az_puan_iyidir(db):
    """"Masada 1. olan 0, 4. olan 3 sıra puanı alır ve az puan iyidir" (2nd = 1, 3rd = 2: the engine's reading)."""
    night, key = nights.create("Salı", EIGHT, rounds=1)
    t1, t2 = night.rounds[0].tables
    night = nights.record(night.code, key, 1, 1, raw={p: v for p, v in zip(t1.seats, (300, -101, 45, 120))})
    assert night.result(1, 1).ranks == dict(zip(t1.seats, (4, 1, 2, 3)))
    night = nights.record(night.code, key, 1, 2, ranks={p: r for p, r in zip(t2.seats, (1, 2, 3, 4))})
    points = {r.name: r.rank_points for r in night.standings.rows}
    assert [points[p] for p in t1.seats] == [3, 0, 1, 2] and [points[p] for p in t2.seats] == [0, 1, 2, 3]
    assert any("2. = 1, 3. = 2" in r for r in nights.READINGS)


def test_gecenin_tablosu_sira_puani_sonra_ham_puan_sonra_yenen_ceza_en_son_ikili_ceza_sirasiyla_cikar(db):
    """"gecenin tablosu sıra puanı, sonra ham puan, sonra yenen ceza ve en son iki oyuncunun birbirine
    yazdırdığı ceza sırasıyla çıkar." Seat i of table 1 and seat i of table 2 tie on rank points; the
    next criterion separates each pair in turn."""
    night, key = nights.create("Salı", EIGHT, rounds=1, losers=2)
    t1, t2 = night.rounds[0].tables
    nights.record(night.code, key, 1, 1, raw=dict(zip(t1.seats, (10, 20, 30, 40))),
                  penalties=dict(zip(t1.seats, (0, 0, 5, 0))))
    night = nights.record(night.code, key, 1, 2, raw=dict(zip(t2.seats, (11, 19, 30, 40))),
                          penalties=dict(zip(t2.seats, (0, 0, 3, 0))))
    rows = {r.name: r for r in night.standings.rows}
    order = [r.name for r in night.standings.rows]
    assert order[:6] == [t1.seats[0], t2.seats[0], t2.seats[1], t1.seats[1], t2.seats[2], t1.seats[2]]
    assert rows[t1.seats[0]].decided_by == "ham puan" and rows[t2.seats[2]].decided_by == "yenen ceza"
    last = {t1.seats[3], t2.seats[3]}
    assert {r.name for r in night.standings.rows if r.tied} == last
    assert night.season_points is None and any("birbirlerine yazdırdıkları ceza" in n for n in night.standings.notes)
    a, b = sorted(last)
    night = nights.head_to_head(night.code, key, a, b, 101, 0)  # a made b write 101: a suffered less
    assert [r.name for r in night.standings.rows][6:] == [a, b] and night.standings.resolved
    assert {r.name: r.decided_by for r in night.standings.rows}[a] == "ikili ceza"
    assert night.losers == [a, b]


def test_gecenin_sonunda_kafenin_sectigi_sayida_son_siradaki_oyuncu_kaybeder(db):
    """"Gecenin sonunda kafenin seçtiği sayıda son sıradaki oyuncu kaybeder." Not before the night is over."""
    night, key = nights.create("Salı", EIGHT, rounds=1, losers=3)
    t1, t2 = night.rounds[0].tables
    night = nights.record(night.code, key, 1, 1, raw=dict(zip(t1.seats, (1, 2, 3, 4))))
    assert night.losers is None  # one table still playing
    night = nights.record(night.code, key, 1, 2, raw=dict(zip(t2.seats, (10, 20, 30, 40))))
    assert night.losers == [r.name for r in night.standings.rows][-3:]
    with pytest.raises(EventError, match="0 ile 7"):
        nights.create("Salı", EIGHT, losers=8)


def test_table_result_from_the_tables_cetele(db):
    """"table results go in (rank at the table, or the table's raw scores from its Çetele)"."""
    night, key = nights.create("Salı", EIGHT, rounds=1)
    t1 = night.rounds[0].tables[0]
    seats = list(t1.seats)
    match = sheets.new_match("oyna-101", seats, None, {"hands": 2})
    sheet = sheets.create(match, "Masa 1")
    hand = {"finish": "normal", "finisher": seats[0], "players": [
        {"name": seats[0], "opened": "seri"}, {"name": seats[1], "opened": "seri", "remaining_sum": 12},
        {"name": seats[2], "opened": "seri", "remaining_sum": 30}, {"name": seats[3], "opened": "yok"}]}
    sheet = sheets.add_hand(sheet, hand, sheet.version)
    night = nights.record(night.code, key, 1, 1, sheet=sheet.code)
    assert night.result(1, 1).raw == sheet.result["player_totals"] and night.result(1, 1).ranks[seats[0]] == 1
    other = night.rounds[0].tables[1]
    with pytest.raises(EventError, match="oturanlar değil"):
        nights.record(night.code, key, 1, other.number, sheet=sheet.code)


def test_bad_results_are_refused_in_turkish(db):
    night, key = nights.create("Salı", EIGHT, rounds=1)
    seats = night.rounds[0].tables[0].seats
    with pytest.raises(EventError, match="birer kez"):
        nights.record(night.code, key, 1, 1, ranks=dict(zip(seats, (1, 1, 2, 3))))
    with pytest.raises(EventError, match="aynı ham puanda"):
        nights.record(night.code, key, 1, 1, raw=dict(zip(seats, (5, 5, 6, 7))))
    with pytest.raises(EventError, match="çelişiyor"):
        nights.record(night.code, key, 1, 1, ranks=dict(zip(seats, (1, 2, 3, 4))), raw=dict(zip(seats, (9, 5, 6, 7))))
    with pytest.raises(EventError) as e:
        nights.record(night.code, "yanlis", 1, 1, ranks=dict(zip(seats, (1, 2, 3, 4))))
    assert e.value.status == 403
    with pytest.raises(EventError) as e:
        nights.record(night.code, key, 4, 1, ranks=dict(zip(seats, (1, 2, 3, 4))))
    assert e.value.status == 404


# --------------------------------------------------------------------------- the season


def _play(code: str, key: str, order: list[str]) -> nights.Night:
    """Enter a one-round night so that the final order is ``order`` (distinct raw points)."""
    night = nights.get(code)
    for t in night.rounds[0].tables:
        night = nights.record(code, key, 1, t.number, raw={p: 10 * order.index(p) for p in t.seats})
    return night


def test_haftalik_seride_her_gece_herkes_sezon_puani_alir_kisi_sayisi_eksi_sira_arti_1_kursuye_bonus(db):
    """"Haftalık seride her gece herkes sezon puanı alır: kişi sayısı − sıra + 1, kürsüye bonus
    (1. +4, 2. +2, 3. +1)."""
    season, skey = seasons.create("Kış")
    n1, k1 = nights.create("1. hafta", EIGHT, rounds=1, season=season.code, season_key=skey)
    first = _play(n1.code, k1, EIGHT)
    by_place = {r.place: first.season_points[r.name] for r in first.standings.rows}
    assert by_place == {1: 12, 2: 9, 3: 7, 4: 5, 5: 4, 6: 3, 7: 2, 8: 1}
    n2, k2 = nights.create("2. hafta", list(reversed(EIGHT)), rounds=1, season=season.code, season_key=skey)
    second = _play(n2.code, k2, list(reversed(EIGHT)))
    table = seasons.get(season.code)
    points = {r.name: r.points for r in table.rows}
    assert points == {p: first.season_points[p] + second.season_points[p] for p in EIGHT}
    assert points["Ayşe"] == 12 + 1 and points["Ada"] == 1 + 12  # first one week, last the other
    assert [r.points for r in table.rows] == sorted(points.values(), reverse=True)
    by_name = {r.name: r for r in table.rows}
    assert by_name["Ayşe"].place == by_name["Ada"].place and by_name["Ayşe"].tied  # no season tie-break: shared
    assert all(r.nights == 2 for r in table.rows)


def test_a_night_joins_a_season_only_with_the_seasons_key(db):
    season, skey = seasons.create("Kış")
    with pytest.raises(EventError) as e:
        nights.create("Salı", EIGHT, season=season.code, season_key="yanlis")
    assert e.value.status == 403
    with pytest.raises(EventError) as e:
        nights.create("Salı", EIGHT, season="ZZZZZZZ", season_key=skey)
    assert e.value.status == 404


def test_an_open_tie_keeps_a_night_out_of_the_season(db):
    """A shared place has no season points in the source: the night waits until the tie is settled."""
    season, skey = seasons.create("Kış")
    night, key = nights.create("Salı", EIGHT, rounds=1, season=season.code, season_key=skey)
    for t in night.rounds[0].tables:
        night = nights.record(night.code, key, 1, t.number, ranks={p: i + 1 for i, p in enumerate(t.seats)})
    assert not night.standings.resolved and night.season_points is None
    assert seasons.get(season.code).pending == (night.code,)


def test_a_night_table_opens_its_own_cetele_once_and_its_raw_points_come_from_it(db):
    """The table's raw scores from its Çetele: opened with the table's four players in ring order."""
    night, key = nights.create("Salı", EIGHT, rounds=1)
    t = night.rounds[0].tables[0]
    night, code = nights.open_sheet(night.code, key, 1, t.number)
    assert nights.open_sheet(night.code, key, 1, t.number)[1] == code  # once per table
    sheet = sheets.load(code)
    assert sheet.match["players"] == list(t.seats) and sheet.ruleset == nights.SHEET_RULESETS[0]
    seats = list(t.seats)
    hand = {"finish": "normal", "finisher": seats[2], "players": [
        {"name": seats[0], "opened": "seri", "remaining_sum": 20}, {"name": seats[1], "opened": "yok"},
        {"name": seats[2], "opened": "seri"}, {"name": seats[3], "opened": "seri", "remaining_sum": 7}]}
    sheets.add_hand(sheet, hand, sheet.version)
    night = nights.record(night.code, key, 1, t.number, sheet=code)
    assert night.result(1, t.number).ranks[seats[2]] == 1 and night.result(1, t.number).sheet == code
    with pytest.raises(EventError) as e:
        nights.open_sheet(night.code, "yanlis", 1, t.number)
    assert e.value.status == 403
