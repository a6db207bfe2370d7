"""A yes/no claim typed with no particle apart, or with the particle glued on (issue 10, cause 2).

"okeyi atan ceza yer" states a general rule in the aorist to have it confirmed: a yes/no question.
A past-tense sentence tells a story; a first-person aorist tells what the speaker does. Our own questions.
"""
from __future__ import annotations

import pytest

from referee.classify.qtype import question_form
from referee.text.normalize import fold


@pytest.mark.parametrize("question", [
    "okeyi elin ortasında atan ceza yer",
    "açmadan işlek atan ceza alır",
    "gösterge sahte okey çıkınca el bozulur",
    "düz okeyde göstergeyi gösteren puan kazanır",
    "turnuvada yedek oyuncu maç ortasında girer",
    "okey atarsam ceza yazilirmi",
    "bizim masada 12 13 1 seri olurmu",
])
def test_a_claim_with_no_particle_is_a_yes_no_question(question):
    assert question_form(question) == "yesno"


@pytest.mark.parametrize("question", [
    "Ali okeyi yere attı",
    "ben 202 yazarım",
    "okey atarsam kaç ceza yazılır",
])
def test_a_story_a_first_person_line_or_a_wh_question_is_not(question):
    assert question_form(question) != "yesno"


@pytest.mark.parametrize("question", [
    "okeyi elin ortasında atan ceza yer",
    "açmadan işlek atan ceza alır",
])
def test_a_penalty_claim_gets_its_evet(pipeline, question):
    out = pipeline.answer(question)
    assert out.kind == "rule" and fold(out.answer).startswith("evet")
