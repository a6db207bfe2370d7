"""The whole pipeline in-process: rule, calculation fallback, not covered, enrichment, storage, input errors."""
from __future__ import annotations

import pytest

import referee.pipeline as pipeline_module
import referee.service as service
from referee.config import Settings
from referee.scoring import CalcAnswer
from referee.service import MAX_QUESTION_CHARS, Referee

KEYS = {"id", "kind", "answer", "ruleset", "sources", "calculation", "variants", "short_url", "knowledge_version",
        "table"}


@pytest.fixture()
def wired(pipeline, tmp_path) -> Referee:
    """A referee of its own settings: the real pipeline with a throw-away SQLite store."""
    return Referee(Settings(database_url=f"sqlite:///{tmp_path / 'answers.sqlite3'}"), pipeline=pipeline)


def test_rule_question_payload_and_snapshot(wired):
    r = wired.ask("düz okeyde pere uyan taşı atana ceza var mı")
    p = r.payload()
    assert set(p) == KEYS
    assert p["kind"] == "rule"
    assert p["ruleset"] == "oyna-duz"
    assert "yok" in p["answer"].lower()
    assert p["sources"] and p["sources"][0]["url"].startswith("/kural/")
    assert p["short_url"].endswith("/a/" + p["id"]) and len(p["id"]) == 7
    stored = wired.get_answer(p["id"])
    assert stored["answer"] == p["answer"] and stored["question"] == "düz okeyde pere uyan taşı atana ceza var mı"
    assert stored["knowledge_version"] == p["knowledge_version"]


def test_score_question_the_slot_filler_cannot_parse_gets_the_article_not_a_number(wired, monkeypatch):
    monkeypatch.setattr(pipeline_module, "answer_calculation", lambda q, rs, why: None)
    r = wired.ask("elimi açamadım, karşıdaki çiftle açıp okeysiz bitirdi. bana kaç yazılıyo", "oyna-101")
    assert r.kind == "rule"
    assert r.calculation is None
    assert r.sources


def test_calculation_hook_answer_is_used(wired, monkeypatch):
    calc = CalcAnswer(verdict="404 yazıyorsun: 202 × 2.", calculation={"inputs": {}, "result": 404},
                      sources=["acmayan-202-oyna"])
    monkeypatch.setattr(pipeline_module, "answer_calculation", lambda q, rs, why: calc)
    r = wired.ask("açamadım rakip çiftten bitti kaç yazıyom", "oyna-101")
    assert r.kind == "calculation"
    assert r.answer.startswith("404 yazıyorsun")
    assert r.calculation["result"] == 404


def test_a_crashing_hook_falls_back_to_the_article(wired, monkeypatch):
    def boom(*_):
        raise RuntimeError("slot filler bug")

    monkeypatch.setattr(pipeline_module, "answer_calculation", boom)
    r = wired.ask("açamadım rakip çiftten bitti kaç yazıyom", "oyna-101")
    assert r.kind == "rule"


@pytest.mark.parametrize(
    ("question", "ruleset"),
    [("piştide bacak kaç puan", None), ("king oyununda koz kaç kez değişir", None),
     ("okey gecesi başladıktan sonra gelen oyuncu masaya alınır mı", "turnuva-esli-101")],
)
def test_not_covered(wired, question, ruleset):
    r = wired.ask(question, ruleset)
    assert r.kind == "not_covered"
    assert r.answer.startswith("B")  # "Bunu kaynaklarımızda…" / "Ben yalnız okeyin…"
    assert r.calculation is None


def test_enrichment_puts_the_computed_line_first(wired):
    assert wired.ask("gösterge mavi 9 açıldı, okey hangi taş").answer.startswith("Gösterge mavi 9 ise okey mavi 10.")
    r = wired.ask("katlamalı masada eşim 118 ile açtı, benim için baraj kaç", "turnuva-esli-101")
    assert "en az 101" in r.answer and "119" not in r.answer
    assert "134" in wired.ask("katlamali oynuyoz en buyuk acis 133 oldu, benim barajim kac", "od-101").answer
    r = wired.ask("masada kırmızı 8 okey kırmızı 10 var, kırmızı 9 atarsam işlek olur mu", "oyna-101")
    assert r.answer.startswith("Hayır. Kırmızı 9 işlek değil")  # a yes/no question: the verdict word first


def test_computed_line_does_not_depend_on_the_article(wired):
    """A gösterge named in a question about the sahte okey still gets the okey line first,
    while the sahte okey article answers; an okey question lands on the okey article."""
    r = wired.ask("gösterge sarı 1, sahte okey ne yerine geçer")
    assert r.answer.startswith("Gösterge sarı 1 ise okey sarı 2.")
    assert "sahte" in r.sources[0]["id"]
    r = wired.ask("gösterge siyah 13 geldi, okey hangisi oluyor")
    assert r.answer.startswith("Gösterge siyah 13 ise okey siyah 1.")
    assert r.sources[0]["id"] == "okey-nasil-belirlenir"


def test_islek_case_picks_the_matching_article(wired):
    """Tiles on the table: a plain seri must not be answered with the "okeyli küt" article."""
    r = wired.ask("yerde sarı 5 6 7 var, sarı 8 atarsam işlek olur mu", "oyna-101")
    assert r.answer.startswith("Evet. Sarı 8 işlek")  # a yes/no question: the verdict word first
    assert not r.sources[0]["id"].startswith("islek-okeyli-")


def test_default_ruleset_shows_table_variants(wired):
    r = wired.ask("açtım okey elimde kaldı, kaç yazılır")
    if r.variants is None:
        pytest.skip("answer article has no ruleset siblings")
    assert r.ruleset == "oyna-101"
    assert "Masaya göre değişir:" in r.answer
    assert {v["ruleset"] for v in r.variants} >= {"oyna-101", "od-101"}


@pytest.mark.parametrize(
    ("question", "ruleset", "fragment"),
    [("", None, "boş"), ("   ", None, "boş"), ("x" * (MAX_QUESTION_CHARS + 1), None, str(MAX_QUESTION_CHARS)), ("okey nedir", "batak", "oyna-101"),
     (None, None, "boş"), (42, None, "boş")],
)
def test_bad_input_is_a_turkish_error(question, ruleset, fragment):
    with pytest.raises(service.AskError) as exc:
        service.validate_question(question, ruleset)
    assert fragment in exc.value.message


def test_unknown_code_is_none(wired):
    assert wired.get_answer("zzzzzzz") is None
    assert wired.get_answer("../etc") is None


def test_the_snapshot_keeps_the_parts_and_the_payload_does_not(wired):
    r = wired.ask("rakip okeyle bitti, açmıştım elimde 41 kaldı kaç yazarım")
    assert "parts" not in r.payload() and "parts" not in wired.get_answer(r.id)
    stored = wired.get_answer(r.id, with_parts=True)["parts"]
    from referee.answers.answer import Answer

    assert Answer.from_dict(stored).markdown() == r.answer
