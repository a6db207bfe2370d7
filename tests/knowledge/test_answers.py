"""The first paragraph of every article is the answer the assistant shows: it must stand alone."""
from __future__ import annotations

from referee.knowledge import get_knowledge


def test_every_first_paragraph_is_a_complete_answer():
    bad = [a.id for a in get_knowledge().articles.values() if a.answer.rstrip().endswith((":", ","))]
    assert not bad, f"first paragraph ends mid-sentence (the list after it is not shown): {bad}"


def test_every_first_paragraph_is_short():
    long = [a.id for a in get_knowledge().articles.values() if len(a.answer.split()) > 90]
    assert not long, f"first paragraph over 90 words (the answer should be 1–3 sentences): {long}"
