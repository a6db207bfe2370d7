"""The phrasing corpus (tests/referee/phrasings.py, numbers worked by hand from the sources):
each row's engine input (the planner's reading) and the numbers of the answer's verdict."""
from __future__ import annotations

import re

import pytest

from referee.classify.detect import detect_ruleset
from referee.scoring import answer_calculation
from tests.referee.phrasings import NOT_STORIES, PHRASINGS

BOLD = re.compile(r"\*\*(-?\d+)\*\*")


def _engine_get(engine: dict, path: str):
    """Read "finish", "Sen.opened", "h2.finish" or "h1.Sen.remaining_sum" from an engine input."""
    parts = path.split(".")
    cur = engine
    if re.fullmatch(r"h\d+", parts[0]):
        cur = engine["hands"][int(parts[0][1:]) - 1]
        parts = parts[1:]
    if len(parts) == 2:
        player = next(p for p in cur["players"] if p["name"] == parts[0])
        return player.get(parts[1])
    return cur.get(parts[0])


def answer(question: str, ruleset: str | None):
    choice = detect_ruleset(question, ruleset)
    return answer_calculation(question, choice.ruleset, choice.reason)


def test_the_table_is_big_enough():
    assert len(PHRASINGS) >= 150
    assert len({q for q, *_ in PHRASINGS}) >= 140


@pytest.mark.parametrize("question,ruleset,numbers,checks", PHRASINGS,
                         ids=[f"{i:03d}-{q[:40]}" for i, (q, *_) in enumerate(PHRASINGS)])
def test_phrasing(question, ruleset, numbers, checks):
    ans = answer(question, ruleset)
    assert ans is not None, "a score story must get a calculation answer"
    assert ans.kind == "calculation"
    verdict = ans.answer.split("\n\n")[0]
    assert [int(x) for x in BOLD.findall(verdict)] == numbers, ans.answer
    if not numbers:
        assert ans.calculation["result"] is None
    else:
        assert ans.calculation["result"] is not None
    engine = ans.calculation["inputs"]["engine"] or {}
    for path, expected in checks.items():
        if path == "says":
            assert expected in ans.answer, ans.answer
        elif path == "kind":
            kinds = {ans.calculation["inputs"]["slots"]["kind"], ans.calculation["form_url"].split("tur=")[1][:3]}
            assert expected in kinds or (expected == "duz-match" and "mac" in kinds)
        elif path.endswith("penalties"):
            got = _engine_get(engine, path)
            assert [{k: p.get(k) for k in want} for p, want in zip(got, expected)] == expected
            assert len(got) == len(expected)
        else:
            assert _engine_get(engine, path) == expected, (path, engine)


@pytest.mark.parametrize("text", NOT_STORIES)
def test_not_a_story_falls_back_to_the_rule_article(text):
    assert answer(text, None) is None


def test_single_player_story_fills_the_table_but_reports_only_determined_numbers():
    ans = answer("rakip okeyle bitti, açmıştım elimde 41 kaldı kaç yazarım", "oyna-101")
    engine = ans.calculation["inputs"]["engine"]
    assert len(engine["players"]) == 4
    fillers = ans.calculation["inputs"]["fillers"]
    assert len(fillers) == 2
    assert ans.calculation["result"]["reported"] == ["Sen"]
    for f in fillers:
        assert f not in ans.answer
        assert f not in ans.calculation["result"]["scores"]


def test_missing_fact_names_what_is_missing_and_gives_no_number():
    ans = answer("rakip okeyle bitti kaç yazarım", "oyna-101")
    assert ans.calculation["result"] is None
    assert not BOLD.search(ans.answer)
    assert "açıp açmadığını" in ans.answer
