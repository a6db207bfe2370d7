"""A yes/no question about one party's points gets the verdict about that party (referee.answers.party).
Every question here is ours: other people, other words than the spent rounds'."""
from __future__ import annotations

import pytest

from referee.answers.party import asked_side, sentence_side
from referee.text.normalize import normalize


@pytest.mark.parametrize(("question", "side"), [
    ("eşli düzde ben bitirince ortağımın puanı da düşer mi", "doer"),
    ("eşli düz oynuyoruz, Cemile benimle eş; ben bitirince Cemile'nin puanı düşer mi", "doer"),
    ("eşli düzde eşim bitirirse benim puanım da düşer mi", "doer"),
    ("eşli düzde ben bitirince puan kaybeder miyim", "doer"),
    ("eşli düzde rakip bitirince eşimin puanı düşer mi", "other"),
    ("eşli düzde ortağım bitirirse karşı takımın puanı düşer mi", "other"),
    ("eşli düzde ben bitirince puan düşer mi", None),          # no party asked
    ("eşli düzde bitiş puanı kaç", None),                      # no deed with its doer
])
def test_the_asked_party_is_read_against_the_doer(question, side):
    assert asked_side(normalize(question)) == side


@pytest.mark.parametrize(("sentence", "side"), [
    ("Eşin ya da sen bitirdiğinde karşı takımın hanesinden 4 düşülür.", "other"),
    ("Bitiren takıma bir şey yazılmaz.", "doer"),
    ("Bitirenin eşi ne olursa olsun 0 yazar.", "doer"),
    ("Okey alınır.", None),
])
def test_an_article_sentence_is_read_for_the_side_it_tells(sentence, side):
    assert sentence_side(sentence) == side


@pytest.mark.parametrize(("question", "lead"), [
    ("eşli düz oynuyoruz, Cemile benimle eş; ben bitirince Cemile'nin puanı düşer mi", "Hayır"),
    ("eşli düzde eşim bitirirse benim puanım da düşer mi", "Hayır"),
    ("eşli düzde ben bitirince puan kaybeder miyim", "Hayır"),
    ("eşli düzde rakip bitirince eşimin puanı düşer mi", "Evet"),   # the other side's fact: it drops
])
def test_the_lead_is_the_asked_partys_fact(pipeline, question, lead):
    answer = pipeline.answer(question).answer
    assert answer.startswith(lead + ".")
    first = answer.split(". ", 1)[1].split(".")[0]
    assert ("Bitiren takım" in first) == (lead == "Hayır")


def test_a_verdict_about_only_the_other_party_prints_no_yes_or_no(pipeline):
    """The article speaks only of the finisher's partner; the question asks of the side that did not finish."""
    answer = pipeline.answer("eşli turnuvada rakip bitirince eşim de ceza yer mi").answer
    assert not answer.startswith(("Evet", "Hayır"))
