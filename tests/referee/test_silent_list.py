"""A question asking every item of a list of a told size, where the article says its source does not list
them, is not covered (referee/answers/silent.py). Our own wording, never a blind round's."""
from __future__ import annotations


def test_the_items_the_source_does_not_list_are_not_covered(pipeline):
    c = pipeline.answer("oyna appte 10 tane cezalı hata var diyorlar, neler onlar tek tek yaz")
    assert c.kind == "not_covered", c.parts.markdown()


def test_the_two_c_errors_the_source_names_are_answered(pipeline):
    c = pipeline.answer("101de C yazdıran hataların hepsini tek tek yazar mısın")
    assert c.kind == "rule" and "işlek" in c.parts.markdown(), c.parts.markdown()
