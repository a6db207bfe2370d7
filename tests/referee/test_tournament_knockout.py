"""The knock-out tournament, engine and service, each test named after the esli-101-turnuva line it checks.

Runs on SQLite and (under ``make test``) PostgreSQL.
"""
from __future__ import annotations

import random

import pytest

from calculators.tournament import bracket
from referee.config import get_settings
from referee.joincode import ALPHABET
from referee.sheets import SheetError
from referee.tournaments import knockout
from referee.tournaments import table
from referee.tournaments.common import EventError
from referee.tournaments.draw import first_round, resolve

COUNTS = [5, 8, 13, 16, 33, 64]


@pytest.fixture
def db(db_url, monkeypatch):
    monkeypatch.setenv("DATABASE_URL", db_url)
    get_settings.cache_clear()
    yield db_url
    get_settings.cache_clear()


def setup(n: int, hands: int = 1) -> tuple[knockout.Tournament, str]:
    size = next(s for s in (8, 16, 32, 64) if s >= n)
    t, key = knockout.create("Cuma", size, hands)
    for i in range(n):
        t, tid, jc = knockout.register(t.code, f"Takım {i:02d}", f"Ayşe {i}")
        knockout.join(t.code, jc, f"Mehmet {i}")
        t = knockout.approve(t.code, key, tid)
    return knockout.draw(t.code, key), key


def team_hand(sheet, winner_col: int, tie: bool = False) -> dict:
    """A hand won by the first player of column ``winner_col``; ``tie``: nobody finishes, equal totals."""
    teams = sheet.match["teams"]
    cols = list(teams)
    a, b = teams[cols[winner_col]], teams[cols[1 - winner_col]]
    if tie:
        return {"finish": "deste-bitti", "finisher": None, "players": [
            {"name": a[0], "opened": "seri", "remaining_sum": 10}, {"name": a[1], "opened": "yok"},
            {"name": b[0], "opened": "seri", "remaining_sum": 10}, {"name": b[1], "opened": "yok"}]}
    return {"finish": "normal", "finisher": a[0], "players": [
        {"name": a[0], "opened": "seri"}, {"name": a[1], "opened": "seri", "remaining_sum": 5},
        {"name": b[0], "opened": "seri", "remaining_sum": 40}, {"name": b[1], "opened": "yok"}]}


# --------------------------------------------------------------------------- engine: byes and advancement


@pytest.mark.parametrize("n", COUNTS)
def test_kayit_eksik_kalirsa_kura_eksik_takimla_cekilir_rakipsiz_kalan_takim_ilk_turu_oynamadan_gecer(n):
    """"Kayıt eksik kalırsa kura eksik takımla çekilir; rakipsiz kalan takım ilk turu oynamadan üst tura geçer (bay)."""
    shape = bracket(n)
    slots = first_round(list(range(1, n + 1)), f"tohum-{n}")
    assert len(slots) == shape.size // 2
    assert sum(1 for _, b in slots if b is None) == shape.byes
    assert sum(1 for _, b in slots if b is not None) == shape.first_round_matches
    assert sorted(x for s in slots for x in s if x is not None) == list(range(1, n + 1))  # everyone once
    rounds = resolve(slots, {}, {})
    assert all(m.winner == m.a and m.how == "bay" for m in rounds[0] if m.bye)
    assert [len(r) for r in rounds] == [shape.size // 2 ** k for k in range(1, shape.rounds + 1)]


@pytest.mark.parametrize("n", COUNTS)
def test_kaybeden_elenir_kazanan_ust_tura_cikar_finali_kazanan_sampiyondur(n):
    """"Turnuva tek eleme oynanır: kaybeden elenir, kazanan üst tura çıkar." … "finali kazanan takım şampiyondur."""
    slots = first_round(list(range(1, n + 1)), "x")
    rng = random.Random(n)
    played: dict[str, int] = {}
    for _ in range(bracket(n).rounds):  # decide whatever is ready, round after round
        for r in resolve(slots, {}, played):
            for m in r:
                if m.winner is None and m.a and m.b:
                    played[m.id] = rng.choice([m.a, m.b])
    rounds = resolve(slots, {}, played)
    final = rounds[-1][0]
    assert final.winner is not None
    losers = {m.b if m.winner == m.a else m.a for r in rounds for m in r if not m.bye}
    assert len(played) == n - 1 == bracket(n).total_matches  # every match but the byes played once
    assert losers == set(range(1, n + 1)) - {final.winner}  # everyone but the champion lost exactly once
    for r_prev, r_next in zip(rounds, rounds[1:]):
        winners = [m.winner for m in r_prev]
        assert [x for m in r_next for x in (m.a, m.b)] == winners  # the winner moves up by itself


@pytest.mark.parametrize("n", [5, 13, 33])
def test_service_draw_and_walkovers_carry_the_bracket_to_a_champion(db, n):
    """Service: the stored draw equals the seed's draw; deciding every match crowns one champion."""
    t, key = setup(n)
    ids = [team.id for team in t.teams]
    assert [(m.a.id, m.b.id if m.b else None) for m in t.rounds[0]] == first_round(ids, t.seed)
    assert sum(m.bye for m in t.rounds[0]) == bracket(n).byes
    while t.champion is None:
        m = next(m for r in t.rounds for m in r if m.ready)
        t = knockout.walkover(t.code, key, m.id, m.b.id)
    assert t.champion is not None and t.rounds[-1][0].winner == t.champion


# --------------------------------------------------------------------------- set up


@pytest.mark.parametrize("size,ok", [(8, True), (16, True), (32, True), (64, True), (12, False), (4, False)])
def test_turnuva_8_16_32_64_takimla_kurulur(db, size, ok):
    """"Turnuva 8, 16, 32, 64 takımla kurulur."""
    if ok:
        assert knockout.create("X", size)[0].size == size
    else:
        with pytest.raises(EventError, match="8, 16, 32 ya da 64"):
            knockout.create("X", size)


def test_her_mac_kafenin_belirledigi_sayida_el_surer_varsayilan_7_1_ile_99_arasi(db):
    """"Her maç kafenin belirlediği sayıda el sürer (… varsayılan 7, 1 ile 99 arası)."""
    assert knockout.create("X", 8)[0].hands == 7
    assert knockout.create("X", 8, 99)[0].hands == 99
    for bad in (0, 100):
        with pytest.raises(EventError, match="1 ile 99"):
            knockout.create("X", 8, bad)


def test_es_6_haneli_kodla_takima_katilir(db):
    """"Takımlar herkese açık linkten kaydolur, eş 6 haneli kodla takıma katılır."""
    t, _ = knockout.create("X", 8)
    t, tid, jc = knockout.register(t.code, "Kartallar", "Ayşe")
    assert len(jc) == 6 and set(jc) <= set(ALPHABET)
    t, joined = knockout.join(t.code, f" {jc[:2].lower()}-{jc[2:]} ", "Mehmet")
    assert joined == tid and t.team(tid).players == ("Ayşe", "Mehmet")


def test_her_takim_2_asil_oyuncudan_olusur_ve_1_yedek_bildirebilir(db):
    """"Turnuvada her takım 2 asıl oyuncudan oluşur ve 1 yedek bildirebilir."""
    t, key = knockout.create("X", 8)
    t, tid, jc = knockout.register(t.code, "Kartallar", "Ayşe")
    with pytest.raises(EventError, match="tek oyuncu"):
        knockout.approve(t.code, key, tid)
    knockout.join(t.code, jc, "Mehmet")
    with pytest.raises(EventError, match="iki oyuncusu tamam"):
        knockout.join(t.code, jc, "Can")
    t, _ = knockout.join(t.code, jc, "Can", reserve=True)
    with pytest.raises(EventError, match="yedeği zaten var"):
        knockout.join(t.code, jc, "Naz", reserve=True)
    assert t.team(tid).reserve == "Can"


# --------------------------------------------------------------------------- matches


def _table(t: knockout.Tournament, key: str, mid: str):
    t, tk = knockout.assign(t.code, key, mid, "1")
    _, _, sheet = table.table_match(t.code, mid, tk)
    return tk, sheet


def test_son_elden_sonra_toplam_puani_az_olan_takim_turu_gecer(db):
    """"… son elden sonra toplam puanı az olan takım turu geçer."""
    t, key = setup(8, hands=2)
    m = t.rounds[0][0]
    tk, sheet = _table(t, key, m.id)
    sheet = table.add_hand(t.code, m.id, tk, team_hand(sheet, 1), sheet.version)
    assert knockout.get(t.code).rounds[0][0].winner is None  # one of two hands: not over
    sheet = table.add_hand(t.code, m.id, tk, team_hand(sheet, 1), sheet.version)
    totals = sheet.result["totals"]
    cols = list(sheet.match["teams"])
    lower = min(cols, key=totals.get)
    assert totals[cols[1]] < totals[cols[0]] and lower == cols[1]
    now = knockout.get(t.code)
    assert now.rounds[0][0].winner.name == lower and now.rounds[1][0].a.name == lower


def test_esitlikte_tek_el_daha_ani_olum_oynanir_o_eli_alan_takim_maci_alir(db):
    """"Eşitlikte tek el daha (ani ölüm) oynanır, o eli alan takım maçı alır."""
    t, key = setup(8, hands=1)
    m = t.rounds[0][0]
    tk, sheet = _table(t, key, m.id)
    sheet = table.add_hand(t.code, m.id, tk, team_hand(sheet, 0, tie=True), sheet.version)
    assert sheet.result["extra_hand"] and not sheet.result["over"]
    live = knockout.get(t.code).rounds[0][0]
    assert live.winner is None and live.live.extra_hand
    sheet = table.add_hand(t.code, m.id, tk, team_hand(sheet, 0, tie=True), sheet.version)  # level again
    assert knockout.get(t.code).rounds[0][0].winner is None
    sheet = table.add_hand(t.code, m.id, tk, team_hand(sheet, 1), sheet.version)
    won = list(sheet.match["teams"])[1]
    after = knockout.get(t.code)
    assert after.rounds[0][0].winner.name == won and after.rounds[0][0].how == "oynandi"
    with pytest.raises(EventError, match="Maç bitti"):
        table.add_hand(t.code, m.id, tk, team_hand(sheet, 0), sheet.version)


def test_masa_linki_macin_herhangi_bir_elini_duzeltir_kazanan_ona_gore_degisir(db):
    """The table link corrects or removes any hand of its match (as the Çetele does); the winner follows."""
    t, key = setup(8, hands=2)
    m = t.rounds[0][0]
    tk, sheet = _table(t, key, m.id)
    sheet = table.add_hand(t.code, m.id, tk, team_hand(sheet, 1), sheet.version)
    sheet = table.add_hand(t.code, m.id, tk, team_hand(sheet, 1), sheet.version)
    cols = list(sheet.match["teams"])
    assert knockout.get(t.code).rounds[0][0].winner.name == cols[1]
    with pytest.raises(EventError) as exc:
        table.replace_hand(t.code, m.id, "yanlis", 1, team_hand(sheet, 0), sheet.version)
    assert exc.value.status == 403
    with pytest.raises(SheetError) as stale:
        table.replace_hand(t.code, m.id, tk, 1, team_hand(sheet, 0), sheet.version - 1)
    assert stale.value.status == 409
    with pytest.raises(SheetError, match="3. el yok"):
        table.replace_hand(t.code, m.id, tk, 3, team_hand(sheet, 0), sheet.version)
    sheet = table.replace_hand(t.code, m.id, tk, 1, team_hand(sheet, 0), sheet.version)  # the first hand, not the last
    assert sheet.hands[0]["finisher"] == sheet.match["teams"][cols[0]][0] and len(sheet.hands) == 2
    assert knockout.get(t.code).rounds[0][0].winner is None  # one hand each: level, one more hand
    sheet = table.replace_hand(t.code, m.id, tk, 2, team_hand(sheet, 0), sheet.version)
    after = knockout.get(t.code)
    assert after.rounds[0][0].winner.name == cols[0] and after.rounds[1][0].a.name == cols[0]
    sheet = table.delete_hand(t.code, m.id, tk, 1, sheet.version)
    assert len(sheet.hands) == 1 and knockout.get(t.code).rounds[0][0].winner is None
    knockout.correct(t.code, key, m.id, m.b.id)
    with pytest.raises(EventError, match="yönetici yazdı"):
        table.replace_hand(t.code, m.id, tk, 1, team_hand(sheet, 1), sheet.version)


def test_kazananin_sonraki_maci_basladiysa_eller_degismez(db):
    """Once the winner's next match is at a table, the hands that sent it there stay as they are."""
    t, key = setup(8, hands=1)
    one, two = t.rounds[0][0], t.rounds[0][1]
    held = {}
    for m in (one, two):
        tk, sheet = _table(t, key, m.id)
        held[m.id] = tk, table.add_hand(t.code, m.id, tk, team_hand(sheet, 0), sheet.version)
    tk, sheet = held[one.id]
    knockout.assign(t.code, key, knockout.get(t.code).rounds[1][0].id, "2")
    for change in (lambda: table.replace_hand(t.code, one.id, tk, 1, team_hand(sheet, 1), sheet.version),
                   lambda: table.delete_hand(t.code, one.id, tk, 1, sheet.version),
                   lambda: table.undo_hand(t.code, one.id, tk, sheet.version)):
        with pytest.raises(EventError, match="sonraki maça") as exc:
            change()
        assert exc.value.status == 409


def test_10_dakika_icinde_masaya_gelmeyen_takim_hukmen_yenik_sayilir_rakibi_ust_tura_cikar(db):
    """"Eşleşmesi çağrılan takım 10 dakika içinde masaya gelmezse hükmen yenik sayılır, rakibi üst tura çıkar."""
    t, key = setup(8)
    m = t.rounds[0][0]
    with pytest.raises(EventError, match="10 dakika"):
        knockout.walkover(t.code, key, m.id, m.a.id, minutes_late=10)
    t = knockout.walkover(t.code, key, m.id, m.a.id, minutes_late=11)
    assert t.rounds[0][0].winner == m.b and t.rounds[0][0].how == "hukmen"
    assert t.rounds[1][0].a == m.b


def test_mac_basladiktan_sonra_hukmen_yazilmaz_sonuc_duzeltilir(db):
    """A team that sat down and played a hand is not a walkover; the manager corrects the result instead."""
    t, key = setup(8, hands=3)
    m = t.rounds[0][0]
    tk, sheet = _table(t, key, m.id)
    table.add_hand(t.code, m.id, tk, team_hand(sheet, 0), sheet.version)
    with pytest.raises(EventError, match="el oynanmış"):
        knockout.walkover(t.code, key, m.id, m.a.id)
    t = knockout.correct(t.code, key, m.id, m.b.id)
    assert t.rounds[0][0].winner == m.b and t.rounds[0][0].how == "duzeltme"
    t = knockout.correct(t.code, key, m.id, None)  # back to the Çetele: not over yet
    assert t.rounds[0][0].winner is None


def test_eslesme_agaci_kuradan_sonra_degismez_kayit_kapanir(db):
    """"Sistem kurayı çeker ve eşleşme ağacını kurar": once drawn the bracket is fixed and sign-up closes."""
    t, key = setup(5)
    with pytest.raises(EventError) as e:
        knockout.draw(t.code, key)
    assert e.value.status == 409
    with pytest.raises(EventError, match="kayıt kapandı"):
        knockout.register(t.code, "Geç", "Kalan")


def test_two_phones_managing_at_once_never_overwrite_each_other(db):
    """Everything versioned like the Çetele: a change computed from an old version is 409."""
    t, key = knockout.create("X", 8)
    t, tid, jc = knockout.register(t.code, "A", "Ayşe")
    knockout.join(t.code, jc, "Mehmet")
    seen = knockout.get(t.code).version
    knockout.register(t.code, "B", "Can")
    with pytest.raises(EventError) as e:
        knockout.approve(t.code, key, tid, expected=seen)
    assert e.value.status == 409 and e.value.version == seen + 1
    assert knockout.approve(t.code, key, tid, expected=seen + 1).team(tid).approved


def test_yedek_yalniz_asil_oyunculardan_biri_gelemezse_oynar_mac_basladiktan_sonra_oyuncu_degismez(db):
    """"yedek yalnız asıl oyunculardan biri gelemezse oynar, maç başladıktan sonra oyuncu değişmez."""
    from referee.tournaments import reserve

    t, key = knockout.create("X", 8, 3)
    ids = []
    for i in range(4):
        t, tid, jc = knockout.register(t.code, f"T{i}", f"Ayşe {i}")
        knockout.join(t.code, jc, f"Mehmet {i}")
        if i == 0:
            knockout.join(t.code, jc, "Yedek Can", reserve=True)
        knockout.approve(t.code, key, tid)
        ids.append(tid)
    t = reserve.substitute(t.code, key, ids[0], "mehmet 0")  # before the draw: fine
    assert t.team(ids[0]).players == ("Ayşe 0", "Yedek Can") and t.team(ids[0]).reserve == "Mehmet 0"
    with pytest.raises(EventError, match="yedeği yok"):
        reserve.substitute(t.code, key, ids[1], "Ayşe 1")
    t = knockout.draw(t.code, key)
    m = next(m for m in t.rounds[1] if ids[0] in (m.a.id, m.b.id))
    t, tk = knockout.assign(t.code, key, m.id, "1")
    _, _, sheet = table.table_match(t.code, m.id, tk)
    assert "Yedek Can" in [p for ps in sheet.match["teams"].values() for p in ps]  # the sheet has who plays
    with pytest.raises(EventError, match="oyuncu değişmez") as e:
        reserve.substitute(t.code, key, ids[0], "Yedek Can")
    assert e.value.status == 409


def test_a_16_team_night_played_hand_by_hand_at_the_tables_crowns_a_champion(db):
    """The whole 16-team knock-out through the tables' Çeteles: 15 matches, each won on its last hand."""
    t, key = setup(16, hands=1)
    played = 0
    while t.champion is None:
        m = next(m for r in t.rounds for m in r if m.ready)
        tk, sheet = _table(t, key, m.id)
        table.add_hand(t.code, m.id, tk, team_hand(sheet, played % 2), sheet.version)
        played += 1
        t = knockout.get(t.code)
        assert t.match(m.id).winner is not None and t.match(m.id).how == "oynandi"
    assert played == 15 and [len(r) for r in t.rounds] == [8, 4, 2, 1]
    assert t.champion == t.rounds[-1][0].winner


def test_phones_signing_up_and_approving_at_once_lose_nothing(db):
    """Changes that cannot clash are retried on the fresh event: eight sign-ups at once, eight teams."""
    import threading

    t, key = knockout.create("X", 8)
    errors: list[Exception] = []

    def sign_up(i: int) -> None:
        try:
            knockout.register(t.code, f"Takım {i}", f"Oyuncu {i}")
        except Exception as exc:  # noqa: BLE001 - collected for the assertion
            errors.append(exc)

    threads = [threading.Thread(target=sign_up, args=(i,)) for i in range(8)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    after = knockout.get(t.code)
    assert not errors and sorted(team.name for team in after.teams) == sorted(f"Takım {i}" for i in range(8))
    assert len({team.join_code for team in after.teams}) == 8 and after.version == 9


def test_after_a_new_manage_key_old_table_links_keep_working_and_are_not_shown_wrong(db):
    """The admin's recovery: table links handed out before still write; the page never shows a dead one."""
    from referee.tournaments.common import rotate_secret

    t, key = setup(8, hands=3)
    m = t.rounds[0][0]
    t, tk = knockout.assign(t.code, key, m.id, "1")
    assert knockout.table_key(t, key, m.id) == tk
    _, new_key = rotate_secret(t.code)
    t = knockout.get(t.code)
    assert knockout.table_key(t, new_key, m.id) is None  # cannot be re-derived: not shown
    _, _, sheet = table.table_match(t.code, m.id, tk)  # the scorekeeper's link still opens
    t, tk2 = knockout.assign(t.code, new_key, m.id, "1")  # re-assigning issues a link the page can show
    assert knockout.table_key(t, new_key, m.id) == tk2 != tk
    with pytest.raises(EventError):
        knockout.assign(t.code, key, m.id, "1")  # the old manage key is dead
