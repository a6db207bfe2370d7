"""Thumb slips of the story's rule words read back as those words (referee.story.typos), and the
words that must stay as typed: names, kin words with endings, verb forms, everyday words."""
from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

import referee.story  # noqa: F401 - builds the rules, which teach the lexicon
from referee.story.reader import DIMENSIONS
from referee.story.typos import slip, sound_key
from referee.story.vocabulary import lexicon
from referee.story.words import words
from tests.referee.story.support import verdict

DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize("typed,meant", [
    ("cifsten", "ciftten"), ("cifden", "ciftten"), ("kisiyuz", "kisiyiz"), ("okye", "okey"),
])
def test_a_slip_of_a_rule_word_is_read_as_that_word(typed, meant):
    assert slip(typed, lexicon()) == meant


@pytest.mark.parametrize("typed", [
    "acamadan",     # a verb form the morphology reads
    "rakiplerle",   # rakip + endings: an everyday root
    "dayimlar",     # a kin word with an ending: a person
    "dayimla", "siram", "yigina", "kalem", "sevim",
])
def test_words_that_stay_as_typed(typed):
    assert slip(typed, lexicon()) is None


def test_a_capitalised_word_is_a_name_and_stays():
    assert [w.text for w in words("dün Cifsten açtı")] == ["dun", "cifsten", "acti"]
    assert [w.text for w in words("dün cifsten açtı")] == ["dun", "ciftten", "acti"]


def test_the_sound_key_hears_voiced_and_double_letters_alike():
    assert sound_key("cifden") == sound_key("ciftten")


def _texts():
    for dim in [d for d, _ in DIMENSIONS] + ["corrections"]:
        yield from (ex.text for ex in importlib.import_module(f"referee.story.{dim}.corpus").CORPUS)
    for f in sorted(DATA.glob("*.jsonl")):
        yield from (json.loads(line)["question"] for line in f.read_text().splitlines() if line.strip())


def test_no_word_of_the_corpora_and_spent_stories_changes_but_real_slips():
    # measured: on every corpus text and the spent rounds' stories, the only words read back are
    # the slips the corpora hold on purpose
    intended = {"cifsten", "cifden", "kisiyuz", "okye"}
    changed = set()
    for text in _texts():
        for tok in text.lower().split():
            base = tok.strip(".,!?;:()'\"")
            fixed = slip(base, lexicon()) if base.isascii() else None
            if fixed:
                changed.add(base)
    assert changed <= intended


def test_typed_slips_give_the_right_numbers():
    # oyna-101: a pairs opener's remainder doubles at a normal finish: 20 × 2 = 40
    assert verdict("fatma çifsten açtı elinde 20 kaldı, ali normal bitti. fatma kaç yazar", "oyna-101") == [40]
    # çiftten finish doubles: unopened 202 × 2 = 404 ("bitit": the verb's slip, read by the morphology)
    assert verdict("ben açamadım, cem cifden bitit kaç yazarım", "oyna-101") == [404]
    # okey finish: 202 × 2 = 404
    assert verdict("ben açamadım, ali okye ile bitti kaç yazarım", "oyna-101") == [404]


@pytest.mark.parametrize("story, ruleset, want", [
    # "ok" for okey: held (+101 on top of the doubled remainder in oyna-101), thrown, the last tile
    ("açtım elde m4 s10 bir de ok kaldı, Cemil okeyle bitti kaç yazarım", "oyna-101", [129]),
    ("Cemil açmamıştı, sonra el ortasında oku yere attı, kimse almadı, ben normal bittim. Cemil kaç", "oyna-101", [303]),
    ("düz okey 20den başladık ben 14teydim, Cemil gost gösterdi sonra normal bitti. ben kaç kaldım", "oyna-duz", [11]),
])
def test_ok_and_gost_typed_short_are_the_okey_and_the_gosterge(story, ruleset, want):
    assert verdict(story, ruleset) == want


def test_a_bare_ok_that_says_okay_stays_okay():
    ws = words("ok abi, ben açmadım Cemil normal bitti kaç yazarım")
    assert ws[0].text == "tamam"  # the slang word, not the okey
