"""A two-part question told after a scene, and a tournament match's length (issue 10; examples of our own).

- The clauses before the first question only set the scene ("mahallede turnuva açılmış, kardeşimle
  girdik. …"); a part too weak with them is retrieved once more on its question alone, so each part
  gets its article (the match's length and the tie rule).
- The Okey Gecesi entry on how long the night lasts needs the night ("gece"): a tournament match's
  hands are told by the source.
"""
from __future__ import annotations

import pytest

from referee.search.parts import split_parts


def test_scene_is_no_part_of_the_question():
    assert split_parts("kafede turnuva başladı, ablamla yazıldık. bir maç kaç el, eşit biterse ne olur",
                       preamble=False) == ["bir maç kaç el", "eşit biterse ne olur"]
    assert split_parts("okey atarsam kaç ceza yazılır", preamble=False) == ["okey atarsam kaç ceza yazılır"]


def _text(pipeline, question, ruleset=None):
    return pipeline.answer(question, ruleset).parts.markdown()


@pytest.mark.parametrize("question", [
    "Mahallede eşli turnuva açılmış, kardeşimle girdik. Maç kaç elden oluşuyor? Berabere biterse ne yapılıyor?",
    "Kafede turnuva var, ben de eşimle yazıldım. Bir maçta kaç el oynuyoruz, puanlar eşit kalırsa ne olur?",
    "Dernekte eşli 101 turnuvası düzenlenmiş, amcamla katıldık. Maç kaç el sürer, bir de puanlar eşit kalırsa ne olur?",
    "Turnuvaya yazıldık, ilk maç yarın. Kaç el oynanacak, beraberlikte ne yapılır?",
    "Bizim kahvenin turnuvasına girdim, ortağım Kemal. Maç kaç elden oluşur, takımlar eşit kalınca ne oluyor?",
])
def test_match_length_and_tie_after_a_scene(pipeline, question):
    text = _text(pipeline, question)
    assert "7" in text and "Tek el daha" in text


@pytest.mark.parametrize("question", ["turnuvada maçımız kaç el sürer", "eşli turnuvada bir maç kaç el"])
def test_match_length_is_no_okey_gecesi_question(pipeline, question):
    text = _text(pipeline, question, "turnuva-esli-101")
    assert "varsayılan 7" in text


def test_okey_gecesi_length_stays_not_covered(pipeline):
    assert pipeline.answer("okey gecesi kaç tur sürer").kind == "not_covered"


def test_a_number_asked_in_a_part_of_its_own_is_answered_when_the_whole_misses_it(pipeline):
    """"maç kaç el? kâğıdın başına ne yazılıyor": the whole's best article (the score sheet) gives no count of
    hands, but the counting part alone finds the article that does; both parts are answered."""
    out = pipeline.answer("eşli turnuvada maç kaç el? kâğıdın başına ne yazılıyor", "turnuva-esli-101")
    assert out.kind == "rule" and "7 el" in out.answer, out.answer
