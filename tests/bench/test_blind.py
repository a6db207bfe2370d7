"""bench/blind.py's verdicts: every kind of miss gets its own cause."""
from __future__ import annotations

import importlib.util
from pathlib import Path

spec = importlib.util.spec_from_file_location("blind", Path(__file__).resolve().parents[2] / "bench" / "blind.py")
blind = importlib.util.module_from_spec(spec)
spec.loader.exec_module(blind)  # type: ignore[union-attr]

SRC = [{"id": "x"}]


def calc(answer: str, result: object = {"scores": {}}) -> dict:
    return {"kind": "calculation", "answer": answer, "sources": SRC, "calculation": {"result": result}}


def test_rule_pass_and_causes():
    case = {"kind": "rule", "question": "q", "must_contain": [["5 çift", "beş çift"]], "style": "detail"}
    assert blind.judge(case, {"kind": "rule", "answer": "En az **5 çift** gerekir.", "sources": SRC}, None) == (True, "")
    assert blind.judge(case, {"kind": "rule", "answer": "101 gerekir.", "sources": SRC}, None) == (False, "wrong")
    assert blind.judge(case, {"kind": "not_covered", "answer": "yok", "sources": []}, None) == (False, "abstained")
    assert blind.judge(case, {"kind": "rule", "answer": "Evet: 5 çift.", "sources": SRC}, None) == (False, "polarity")


def test_yes_no_polarity():
    case = {"kind": "rule", "question": "q", "must_contain": ["101"], "polarity": "hayir", "style": "yesno"}
    assert blind.judge(case, {"kind": "rule", "answer": "Hayır, 101 değil.", "sources": SRC}, None)[0]
    assert blind.judge(case, {"kind": "rule", "answer": "Evet, 101.", "sources": SRC}, None) == (False, "polarity")


def test_calculation_confident_wrong_is_not_a_refusal():
    case = {"kind": "calculation", "question": "q", "must_contain": ["404"], "expect": "number"}
    assert blind.judge(case, calc("**404** yazıyorsun."), None) == (True, "")
    assert blind.judge(case, calc("**202** yazıyorsun."), None) == (False, "confident-wrong")
    assert blind.judge(case, calc("Açtın mı?", result=None), None) == (False, "refused")


def test_missing_fact_story_must_not_get_a_number():
    case = {"kind": "calculation", "question": "q", "must_contain": [], "expect": "missing"}
    assert blind.judge(case, calc("Açtın mı?", result=None), None) == (True, "")
    assert blind.judge(case, calc("**202** yazıyorsun."), None) == (False, "guessed")


def test_not_covered_answered_is_a_miss():
    case = {"kind": "not_covered", "question": "q"}
    assert blind.judge(case, {"kind": "rule", "answer": "x", "sources": SRC}, None) == (False, "answered")
    assert blind.judge(case, None, "timeout") == (False, "http: timeout")
