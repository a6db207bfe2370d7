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


@pytest.mark.parametrize("text, kept", [
    ("ilk oynayan dayım, ikinci yengem, üçüncü kuzenim", ["2.", "3."]),  # ordinal words before people
    ("Ali 2. annem bitti", []),  # digits and a full stop: points, then a new sentence
    ("ikinci elde Ali 3. Veli bitti", ["2."]),  # "2. elde" is the hand; "3." before Veli typed as a digit: a full stop
])
def test_an_ordinal_word_before_a_person_is_the_order_of_play(text, kept):
    from referee.story.words import words

    assert [w.text for w in words(text) if w.ordinal] == kept
