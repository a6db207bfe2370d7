"""German and English words in a Turkish question (referee/text/foreign.py; issue 10, a blind round's cause:
a foreign measure noun hid the asked "kaç puan"). Every example is ours, never a blind round's phrasing."""
from __future__ import annotations

import pytest

from referee.text.foreign import EXAMPLES, unforeign
from referee.text.respell import respell


@pytest.mark.parametrize(("typed", "read"), EXAMPLES)
def test_the_corpus(typed, read):
    assert unforeign(typed) == read


def test_never_raises_and_keeps_turkish_text():
    assert unforeign("") == "" and unforeign(None) == ""  # type: ignore[arg-type]
    for text in ("okeyi atarsam ceza var mı", "Ali ile Veli aynı takımda", "odere kadar", "halter", "tiler"):
        assert unforeign(text) == text


def test_respell_reads_them_before_the_other_rules():
    assert respell("seri kac Punkte") == "seri kac puan"


def test_a_foreign_measure_noun_still_asks_the_measure(pipeline):
    """"kaç Punkte" asks "kaç puan": the rule that gives the number answers, not "kaynaklarımızda yok"."""
    c = pipeline.answer("düz okeyde gösterge kaç Punkte")
    assert c.kind == "rule", c.answer
    assert "1" in c.parts.markdown()
