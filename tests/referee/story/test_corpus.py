"""Every dimension's corpus (referee/story/<dimension>/corpus.py): positive and negative examples.

A dimension is read as in a real story — corrections first, then every dimension in order (a
rule of an earlier dimension may claim a number) — and only that dimension's facts are checked.
"""
from __future__ import annotations

import importlib

import pytest

from referee.story.reader import DIMENSIONS, facts_of
from referee.story.rules import check
from referee.story.words import words

NAMES = [d for d, _ in DIMENSIONS] + ["corrections"]


def _cases():
    for dim in NAMES:
        corpus = importlib.import_module(f"referee.story.{dim}.corpus").CORPUS
        for k, ex in enumerate(corpus):
            yield pytest.param(dim, ex, id=f"{dim}-{k:02d}-{ex.text[:30]}")


@pytest.mark.parametrize("dim,example", list(_cases()))
def test_corpus_example(dim, example):
    facts = [f for f in facts_of(words(example.text)) if f.dim == dim]
    assert check(example, facts) == []


@pytest.mark.parametrize("dim", NAMES)
def test_every_dimension_has_positive_and_negative_examples(dim):
    corpus = importlib.import_module(f"referee.story.{dim}.corpus").CORPUS
    assert any(ex.expect for ex in corpus) and any(ex.absent for ex in corpus)


@pytest.mark.parametrize("dim", NAMES)
def test_rule_names_are_unique(dim):
    rules = importlib.import_module(f"referee.story.{dim}.rules").RULES
    names = [r.name for r in rules]
    assert len(names) == len(set(names))
