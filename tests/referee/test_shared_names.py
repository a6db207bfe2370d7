"""Names one module lends another are public, and the Turkish capital has one definition."""
from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from referee.text.case import capital

ROOT = Path(__file__).resolve().parents[2]


def test_capital_is_the_turkish_one():
    assert [capital(w) for w in ("işlek", "ıstaka", "okey", "")] == ["İşlek", "Istaka", "Okey", ""]


@pytest.mark.parametrize("module", ["referee/answers/polarity.py", "referee/answers/penalty.py",
                                    "referee/story/story_level.py"])
def test_these_modules_borrow_no_private_name_of_another(module):
    """A name another module uses is part of its lender's interface, so it has no leading underscore."""
    tree = ast.parse((ROOT / module).read_text(encoding="utf-8"))
    borrowed = [(node.module, a.name) for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                and node.module in ("referee.answers.leads", "referee.answers.clause_polarity",
                                    "referee.story.hands.stated")
                for a in node.names if a.name.startswith("_")]
    assert borrowed == []


@pytest.mark.parametrize("module, name", [("referee.answers.leads", "_cap"), ("referee.answers.rule", "_capital"),
                                          ("referee.answers.cited", "_capital"), ("referee.classify.detect", "_cap")])
def test_no_module_keeps_a_capital_of_its_own(module, name):
    assert not hasattr(importlib.import_module(module), name)
