"""A claim told with no particle is the scene of a later asking clause, not the question (issue 10, cause 6).

"okeyi atan ceza yer" alone is a yes/no claim; "rakip okeyi yere atar, kaç puan yazılır" asks kaç.
Questions of our own.
"""
from __future__ import annotations

import pytest

from referee.classify.qtype import question_form


@pytest.mark.parametrize("question", [
    "rakip okeyi yere atar, kaç puan yazılır",
    "eşim her elde okeyi saklar. ben ne yapayım",
    "bizim masada biri işlek taşı atar, o zaman kime ne yazılır",
    "amcam hep çiftten açar, bu durumda kalanı nasıl hesaplanır",
    "komşu göstergeyi geç gösterir, kaç puan düşülür",
])
def test_a_told_claim_before_a_wh_question_is_the_scene(question):
    assert question_form(question) == "wh"


@pytest.mark.parametrize("question", [
    "okeyi yere atan ceza yer",
    "çiftten açan iki kat yazar",
    "ali okeyi saklar, ceza yer mi",
    "eş bitirince eşi sıfır yazar, doğru mu",
    "işlek atan 101 yer",
])
def test_a_claim_alone_or_before_a_yes_no_is_still_yes_no(question):
    assert question_form(question) == "yesno"
