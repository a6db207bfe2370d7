"""A rule asked in general with a score story's words goes to the rule branch (referee/classify/general.py).

Every question here is ours, written for the mechanism, never a blind round's phrasing.
"""
from __future__ import annotations

import pytest

from referee.classify.general import EXAMPLES, asked_roles, asks_in_general
from referee.text.normalize import normalize


@pytest.mark.parametrize(("kind", "question"), [(k, q) for k, qs in EXAMPLES.items() for q in qs])
def test_each_rule_corpus(kind, question):
    assert asks_in_general(question) == (None if kind == "story" else kind)


def test_roles_are_participles_before_the_asking_word():
    assert asked_roles(normalize("hiç açamayan oyuncu kaç yazar, bitiren ne yazar")) == ["acamayan", "bitiren"]
    assert asked_roles(normalize("Ahmet kaç yazar, Mehmet kaç yazar")) == []


def test_a_told_hand_with_numbers_stays_a_story():
    assert asks_in_general("açan kaç yazar açmayan kaç, elimde 17 kaldı") is None


def _text(composed) -> str:
    return composed.parts.markdown()


def test_a_two_part_rule_question_gets_both_rules_not_one_number(pipeline):
    c = pipeline.answer("düz okeyde okeyle bitince kaç puan gider, gösterge gösterince kaç", "oyna-duz")
    text = _text(c)
    assert c.kind == "rule" and "4" in text and "1" in text, text


def test_a_may_question_with_a_penalty_part_is_answered_by_the_rule(pipeline):
    c = pipeline.answer("turnuvada eşimin perindeki okeyi alabilir miyim, alırsam eşime ceza yazılır mı",
                        "turnuva-esli-101")
    # each part its own verdict, in order (issue 10: two-part questions): may I — yes (it leads); a penalty — no
    text = c.parts.markdown()
    assert c.kind == "rule" and text.startswith("Evet, alabilirsin.") and "(Hayır)" in text, _text(c)
