"""The people a whole story is read as: titles, greetings, kin phrases, sides and seats (our own corpus)."""
from __future__ import annotations

import pytest

from referee.service import ask
from referee.story import read
from referee.story.people.cast_corpus import CAST, CAST_NUMBERS
from referee.story.people.mentions import plural_only, title_word


@pytest.mark.parametrize("ruleset, text, players", CAST)
def test_the_table_is_read_as_told(ruleset, text, players):
    r = read(text, ruleset)
    assert {k for k in r.people if not k.startswith("desc:")} == players


@pytest.mark.parametrize("ruleset, text, shown", CAST_NUMBERS)
def test_each_number_lands_on_its_person(ruleset, text, shown):
    answer = ask(text, ruleset).answer
    for s in shown:
        assert s in answer


@pytest.mark.parametrize("word, plural", [("gunler", True), ("aksamlar", True), ("selamlar", True),
                                          ("geceler", True), ("bahar", False), ("ordulu", False), ("kocabas", False)])
def test_a_plural_is_nobody(word, plural):
    assert plural_only(word) is plural


@pytest.mark.parametrize("word, title", [("bey", True), ("bey'in", True), ("hanima", True), ("reis", True),
                                         ("hocanin", True), ("babam", False), ("yegenim", False), ("berber", False)])
def test_title_words(word, title):
    assert title_word(word) is title


def test_a_title_in_a_case_can_be_its_own_person():
    """"Kerim hocanın perindeki okeyi aldı": Kerim took the hoca's okey — no apostrophe joins the two."""
    r = read("Kerim hocanın perindeki okeyi aldı sonra normal bitti. Hoca açmıştı elinde 11 kaldı. hocaya kaç",
             "oyna-101")
    assert "name:hoca" in r.people and len(r.people) == 2
