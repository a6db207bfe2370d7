"""A tournament that announces a table profile: every match's Çetele plays by its house rules.

esli-101-turnuva asks the café to announce its rules before the tournament (hands per match,
what happens when the deck runs out, …); a table profile (issue 17) is that announcement in a
form the engine plays. Runs on SQLite and (under ``make test``) PostgreSQL.
"""
from __future__ import annotations

import pytest

from referee.config import get_settings
from referee.storage import get_store
from referee.tables import Tables
from referee.tournaments import knockout, table
from referee.tournaments.common import EventError
from tests.referee.test_tournament_knockout import team_hand

#: oyna-yazboz "Masaya göre değişenler": when the deck runs out only a player holding an okey writes 101.
HOUSE = {"deste_biterse": "okey-101", "hands": 3}


@pytest.fixture
def tables(db_url, monkeypatch):
    monkeypatch.setenv("DATABASE_URL", db_url)
    get_settings.cache_clear()
    yield Tables(get_store())
    get_settings.cache_clear()


def _first_match_sheet(profile=None, hands=None):
    """A drawn 8-team tournament (two teams) and its first match's Çetele, opened by a table."""
    t, key = knockout.create("Cuma", 8, hands, table=profile)
    for i in range(8):
        t, tid, jc = knockout.register(t.code, f"Takım {i}", f"Ayşe {i}")
        knockout.join(t.code, jc, f"Mehmet {i}")
        t = knockout.approve(t.code, key, tid)
    t = knockout.draw(t.code, key)
    m = next(m for r in t.rounds for m in r if m.a and m.b)
    t, tk = knockout.assign(t.code, key, m.id, "1")
    _, _, sheet = table.table_match(t.code, m.id, tk)
    return t, m, tk, sheet


def test_masa_kurali_ilan_edilen_turnuvada_macin_ceteles_i_o_kurallarla_hesaplanir(tables):
    profile = tables.create("Cuma turnuvası", "turnuva-esli-101", HOUSE)
    t, m, tk, sheet = _first_match_sheet(profile)
    assert t.hands == 3 and t.table == profile
    assert sheet.match["house"] == HOUSE and sheet.table == {"code": profile.code, "name": "Cuma turnuvası"}
    played = table.add_hand(t.code, m.id, tk, team_hand(sheet, 0, tie=True), sheet.version)
    assert set(played.result["totals"].values()) == {0}  # nobody held an okey: nobody writes

    plain_t, plain_m, plain_tk, plain = _first_match_sheet(hands=3)
    assert plain_t.table is None and "house" not in plain.match
    base = table.add_hand(plain_t.code, plain_m.id, plain_tk, team_hand(plain, 0, tie=True), plain.version)
    assert min(base.result["totals"].values()) > 0  # the source's own rule: the deck ran out, everyone writes


def test_turnuva_baska_kural_setinin_masa_kuraliyla_kurulmaz(tables):
    profile = tables.create("Köşe kahve", "oyna-101", {"hands": 5})
    with pytest.raises(EventError, match="101 \\(standart\\) oynuyor"):
        knockout.create("Cuma", 8, None, table=profile)


def test_masa_kuralinin_el_sayisi_turnuvanin_el_sayisidir_baska_sayi_yazilirsa_sorulur(tables):
    profile = tables.create("Cuma turnuvası", "turnuva-esli-101", HOUSE)
    assert knockout.create("Cuma", 8, 3, table=profile)[0].hands == 3
    with pytest.raises(EventError, match="maçı 3 el diyor, sen 7 yazdın"):
        knockout.create("Cuma", 8, 7, table=profile)
    no_hands = tables.create("Sade", "turnuva-esli-101", {"deste_biterse": "okey-101"})
    assert knockout.create("Cuma", 8, 9, table=no_hands)[0].hands == 9
    assert knockout.create("Cuma", 8, None, table=no_hands)[0].hands == knockout.HANDS_DEFAULT


def test_turnuvanin_api_si_ilan_edilen_masayi_adiyla_verir(tables):
    profile = tables.create("Cuma turnuvası", "turnuva-esli-101", HOUSE)
    t, _ = knockout.create("Cuma", 8, None, table=profile)
    assert knockout.get(t.code).api()["table"] == {"code": profile.code, "name": "Cuma turnuvası"}
    plain, _ = knockout.create("Cuma", 8)
    assert knockout.get(plain.code).api()["table"] is None
