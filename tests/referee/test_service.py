"""The whole pipeline in-process: rule, calculation fallback, not covered, enrichment, storage, input errors."""
from __future__ import annotations

import pytest

import referee.service as service
from referee.scoring import CalcAnswer
from referee.storage import get_store

KEYS = {"id", "kind", "answer", "ruleset", "sources", "calculation", "variants", "short_url", "knowledge_version"}


@pytest.fixture()
def wired(pipeline, tmp_path, monkeypatch):
    """The real pipeline with a throw-away SQLite store."""
    store = get_store(f"sqlite:///{tmp_path / 'answers.sqlite3'}")
    monkeypatch.setattr(service, "_pipeline", pipeline)
    monkeypatch.setattr(service, "_store", lambda: store)
    return store


def test_rule_question_payload_and_snapshot(wired):
    r = service.ask("düz okeyde işlek cezası var mı")
    p = r.payload()
    assert set(p) == KEYS
    assert p["kind"] == "rule"
    assert p["ruleset"] == "oyna-duz"
    assert "yok" in p["answer"].lower()
    assert p["sources"] and p["sources"][0]["url"].startswith("/kural/")
    assert p["short_url"].endswith("/a/" + p["id"]) and len(p["id"]) == 7
    stored = service.get_answer(p["id"])
    assert stored["answer"] == p["answer"] and stored["question"] == "düz okeyde işlek cezası var mı"
    assert stored["knowledge_version"] == p["knowledge_version"]


def test_score_question_the_slot_filler_cannot_parse_gets_the_article_not_a_number(wired, monkeypatch):
    monkeypatch.setattr(service, "answer_calculation", lambda q, rs, why: None)
    r = service.ask("açamadım, adam çiftten açıp bitirdi son taş okey değildi. kaç yazıyom", "oyna-101")
    assert r.kind == "rule"
    assert r.calculation is None
    assert r.sources


def test_calculation_hook_answer_is_used(wired, monkeypatch):
    calc = CalcAnswer(answer="404 yazıyorsun: 202 × 2.", calculation={"inputs": {}, "result": 404},
                      sources=["acmayan-202-oyna"])
    monkeypatch.setattr(service, "answer_calculation", lambda q, rs, why: calc)
    r = service.ask("açamadım rakip çiftten bitti kaç yazıyom", "oyna-101")
    assert r.kind == "calculation"
    assert r.answer.startswith("404 yazıyorsun")
    assert r.calculation["result"] == 404


def test_a_crashing_hook_falls_back_to_the_article(wired, monkeypatch):
    def boom(*_):
        raise RuntimeError("slot filler bug")

    monkeypatch.setattr(service, "answer_calculation", boom)
    r = service.ask("açamadım rakip çiftten bitti kaç yazıyom", "oyna-101")
    assert r.kind == "rule"


@pytest.mark.parametrize(
    ("question", "ruleset"),
    [("piştide vale kaç puan", None), ("king oyununda kac el oynaniyo", None),
     ("okey gecesine geç gelen arkadaş sonradan katılabilir mi", "turnuva-esli-101")],
)
def test_not_covered(wired, question, ruleset):
    r = service.ask(question, ruleset)
    assert r.kind == "not_covered"
    assert r.answer.startswith("B")  # "Bunu kaynaklarımızda…" / "Ben yalnız okeyin…"
    assert r.calculation is None


def test_enrichment_puts_the_computed_line_first(wired):
    assert service.ask("gösterge sarı 5 çıktı, okey ne oluyo").answer.startswith("Gösterge sarı 5 ise okey sarı 6.")
    r = service.ask("katlamalı oynuyoruz eşim 110la açtı, ben en az kaçla açmam lazım", "turnuva-esli-101")
    assert "en az 101" in r.answer and "111" not in r.answer
    assert "128" in service.ask("katlamali masadayiz en yuksek acis 127, ben kacla acarim", "od-101").answer
    r = service.ask("yerde mavi 4 okey mavi 6 var, mavi 5 atsam işlek mi", "oyna-101")
    assert r.answer.startswith("Mavi 5 işlek değil")


def test_default_ruleset_shows_table_variants(wired):
    r = service.ask("açtım okey elimde kaldı, kaç yazılır")
    if r.variants is None:
        pytest.skip("answer article has no ruleset siblings")
    assert r.ruleset == "oyna-101"
    assert "Masaya göre değişir:" in r.answer
    assert {v["ruleset"] for v in r.variants} >= {"oyna-101", "od-101"}


@pytest.mark.parametrize(
    ("question", "ruleset", "fragment"),
    [("", None, "boş"), ("   ", None, "boş"), ("x" * 501, None, "500"), ("okey nedir", "batak", "oyna-101"),
     (None, None, "boş"), (42, None, "boş")],
)
def test_bad_input_is_a_turkish_error(question, ruleset, fragment):
    with pytest.raises(service.AskError) as exc:
        service.validate_question(question, ruleset)
    assert fragment in exc.value.message


def test_unknown_code_is_none(wired):
    assert service.get_answer("zzzzzzz") is None
    assert service.get_answer("../etc") is None
