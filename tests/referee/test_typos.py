"""A slip of the thumb in a key term is read back to the term (referee.text.typos), and nothing else is.

Every question here is ours, written for the mechanism, never a blind round's phrasing.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.text.typos import correct_terms, edit_distance, glossary_names, slip_of, term_vocabulary

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def vocab(kb):
    return term_vocabulary(glossary_names(kb.glossary))


@pytest.mark.parametrize(("typed", "term"), [
    ("iskgk", None),            # two edits on a five-letter term: too far
    ("işlec", "işlek"),         # one letter changed
    ("islekk", "işlek"),        # one letter doubled
    ("gösterhe", "gösterge"),   # a neighbour key
    ("göstrege", "gösterge"),   # two letters swapped
    ("gösterg", "gösterge"),    # the last letter lost
    ("ıstkaa", "ıstaka"),       # swapped
    ("ısdakayı", "ıstakayı"),   # the ending kept as typed
    ("yazbos", "yazboz"),
    ("turnva", "turnuva"),
])
def test_a_key_term_one_or_two_edits_off_is_read_back(vocab, typed, term):
    assert slip_of(typed, vocab) == term


@pytest.mark.parametrize("word", [
    "işler", "işlem", "gösteri", "gösteriyor", "istasyon", "desteği", "seriye", "perdeki",  # everyday or ours
    "açamadan", "bitemedi", "soldakinin", "yazıcam",  # verbs, a dialect or slang spelling, a root with endings
    "işledm",  # a verb's slip ("işledim"), not the term plus a person ending
])
def test_words_that_read_as_they_stand_are_kept(vocab, word):
    assert slip_of(word, vocab) is None


def test_a_capitalised_word_inside_the_text_is_a_name(vocab):
    assert correct_terms("dün İslec abiyle oynadık", vocab) == "dün İslec abiyle oynadık"
    assert correct_terms("Islec taş ne", vocab) == "işlek taş ne"


def test_edit_distance_counts_a_swap_as_one_edit():
    assert edit_distance("okye", "okey", 2) == 1
    assert edit_distance("abcdef", "abcxyz", 1) == 2  # over the limit: limit + 1


def _our_questions(kb) -> list[str]:
    out = [q for a in kb.articles.values() for q in (a.title, *a.asks)]
    out += [q for e in kb.not_covered for q in (e.question, *e.examples)]
    for name in ("tests/referee/data/retrieval_set.jsonl", "tests/referee/data/abstain_set.jsonl",
                 "bench/retrieval_set.jsonl"):
        for line in (ROOT / name).read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                out.append(row.get("q") or row.get("question"))
    return out


def test_false_positives_on_every_question_we_have_are_rare(kb, vocab):
    """The knowledge base's asks and examples and the retrieval sets (over 1,800 questions): a handful
    of words change, each a real slip of a term ("gostrege"), never an everyday word."""
    questions = _our_questions(kb)
    changed = [(q, correct_terms(q, vocab)) for q in questions if correct_terms(q, vocab) != q]
    assert len(questions) > 1800
    assert len(changed) <= 5, changed


@pytest.mark.parametrize(("question", "article"), [
    ("işlec taş ne demek", "islek-nedir"),
    ("ısdaka nedir", None),   # answered (the router no longer reads it as off-topic)
    ("gösterhe ne demek", None),
])
def test_a_slipped_term_gets_the_terms_answer(pipeline, question, article):
    composed = pipeline.answer(question)
    assert composed.kind == "rule"
    if article:
        assert composed.sources[0]["id"] == article


def test_the_read_only_vocabulary_corrects_as_a_plain_copy_does(vocab):
    # the cache key of a read-only vocabulary is kept once; a plain dict's is made at every call
    for text in ("Islec taş ne", "gostrege sarı 5 okey ne", "isdaka nedir", "dün İslec abiyle oynadık"):
        assert correct_terms(text, vocab) == correct_terms(text, dict(vocab))
    with pytest.raises(TypeError):
        vocab["yeni"] = "yeni"  # nobody can change it under the kept key
