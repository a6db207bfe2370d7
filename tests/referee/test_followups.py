"""Issue 13 follow-ups in-process: a missing fact filled, a hand corrected, each a new immutable answer
with ``parent``; "Anladığım" in ``kural-abisi sor``."""
from __future__ import annotations

import pytest

import referee.service as service
from referee.answers.understood import understood_lines
from referee.cli import main
from referee.config import Settings
from referee.followups import FollowUpError
from referee.service import Referee


@pytest.fixture()
def wired(pipeline, tmp_path) -> Referee:
    """A referee of its own settings: the real pipeline with a throw-away SQLite store."""
    return Referee(Settings(database_url=f"sqlite:///{tmp_path / 'answers.sqlite3'}"), pipeline=pipeline)


def test_two_missing_facts_two_taps(wired):
    first = wired.ask("cem okeyle bitti kaç yazarım", "oyna-101").payload()
    opened = wired.fill(first["id"], "Sen.opened", "seri")
    assert opened["parent"] == first["id"] and opened["calculation"]["result"] is None
    (m,) = opened["calculation"]["missing"]
    assert m["slot"] == "Sen.remaining_sum"
    done = wired.fill(opened["id"], m["slot"], 12)
    assert done["parent"] == opened["id"] and done["calculation"]["result"]["scores"]["Sen"] == 24
    stored = wired.store.get(done["id"])
    assert stored["fills"] == [["Sen.opened", "seri"], ["Sen.remaining_sum", 12]]  # the chain, in order
    assert wired.store.get(first["id"])["calculation"]["result"] is None  # each answer stays as it was


def test_a_fill_under_the_default_ruleset_keeps_the_variants(wired):
    first = wired.ask("elimde 20 sayı ve bir okey kaldı, okey sarı 12; rakip normal bitti, kaç yazarım").payload()
    assert first["ruleset"] == "oyna-101" and first["calculation"]["result"] is None
    new = wired.fill(first["id"], "Sen.opened", "seri")
    assert new["answer"].startswith("**121**")
    assert [v["ruleset"] for v in new["variants"]] == ["oyna-101", "turnuva-esli-101"]  # as a told story shows
    assert "Eşli 101 turnuva: **133**" in new["answer"]


def test_a_correction_is_computed_as_typed_and_keeps_the_untold_seats_untold(wired):
    first = wired.ask("cem okeyle bitti kaç yazarım", "oyna-101").payload()
    hand = {"ruleset": "oyna-101", "finish": "okey", "finisher": "Cem", "players": [
        {"name": "Cem", "opened": "seri"}, {"name": "Sen", "opened": "cift", "remaining_sum": 10},
        {"name": "Oyuncu 3", "opened": "yok"}, {"name": "Oyuncu 4", "opened": "seri", "remaining_sum": 5}]}
    new = wired.correct(first["id"], hand)
    assert new["parent"] == first["id"] and new["answer"].startswith("**40** yazıyorsun.")
    scores = new["calculation"]["result"]["scores"]
    assert "Oyuncu 3" not in scores and scores["Oyuncu 4"] == 10  # told in the form now: reported
    lines = {ln.head: ln.text for ln in understood_lines(new["calculation"]["understood"])}
    assert lines["Sen"] == "çiftten açtın; elinde 10 kaldı"
    assert lines["Oyuncu 3"].startswith("söylemedin, açmamış saydım")
    assert new["calculation"]["form_url"].startswith("/hesapla?tur=el&veri=")
    assert {s["id"] for s in new["sources"]} >= {"okeyle-bitis-oyna", "cift-acan-kalan-oyna"}


def test_a_correction_with_an_engine_error_is_turkish(wired):
    first = wired.ask("cem okeyle bitti kaç yazarım", "oyna-101").payload()
    with pytest.raises(FollowUpError) as exc:
        wired.correct(first["id"], {"ruleset": "oyna-101", "finish": "okey", "finisher": "Yok",
                                              "players": [{"name": "Sen", "opened": "seri"}]})
    assert exc.value.status == 422 and exc.value.message
    assert wired.correct("ZZZZZZZ", {}) is None


@pytest.fixture()
def cli(wired, monkeypatch):
    """``kural-abisi sor`` on the test referee."""
    monkeypatch.setattr(service, "default_referee", lambda: wired)


def test_sor_prints_what_was_understood(cli, capsys):
    assert main(["sor", "rakip okeyle bitti seriyle açtım elimde 41 kaldı kaç yazarım", "--kural", "oyna-101"]) == 0
    out = capsys.readouterr().out
    assert "**82** yazıyorsun." in out
    block = out[out.index("Anladığım:"):]
    assert "  - El: Rakip okeyle bitirdi" in block and "  - Sen: seriyle açtın; elinde 41 kaldı" in block
    assert "Yanlış mı anladım? Düzelt: http" in block and "/hesapla?tur=el&veri=" in block
    assert "\nKural seti: 101 (standart)\n" in out and "Kural seti: oyna-101" not in out  # names, never ids


def test_sor_prints_the_missing_fact_with_its_quick_replies(cli, capsys):
    main(["sor", "cem okeyle bitti kaç yazarım", "--kural", "oyna-101"])
    assert "Eksik: Sen açmış mıydın? [Seriyle açtım | Çiftten açtım | Açamadım]" in capsys.readouterr().out


def test_a_correction_at_a_table_follows_its_house_rules(wired):
    """Düzelt on an answer asked at a table: the corrected hand is scored by that table's rules (1 / 2 here,
    where plain düz okey says 2 / 4 / 8), names the table; the same hand corrected on a plain answer is scored plainly."""
    table = wired.tables.create("Perşembe masası", "oyna-duz", {"duz_bitis": "bir-iki"})
    first = wired.ask("cem normal bitti kaç puan kaybederim", table=table.code).payload()
    assert first["table"]["code"] == table.code
    hand = {"ruleset": "oyna-duz", "finish": "normal", "finisher": "Cem",
            "players": [{"name": n, "opened": "yok"} for n in ("Cem", "Sen", "Oyuncu 3", "Oyuncu 4")]}
    at_table = wired.correct(first["id"], hand)
    assert at_table["calculation"]["result"]["scores"]["Sen"] == -1
    assert at_table["table"] == {"code": table.code, "name": "Perşembe masası"}
    assert "Perşembe masası" in at_table["answer"]
    plain = wired.correct(wired.ask("cem normal bitti kaç puan kaybederim", "oyna-duz").payload()["id"], hand)
    assert plain["calculation"]["result"]["scores"]["Sen"] == -2 and plain["table"] is None
    assert wired.store.get(at_table["id"])["table"]["code"] == table.code  # the link keeps the table too
