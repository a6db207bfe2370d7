"""Eastern Anatolian speech: each rule's corpus and the words it leaves alone, the guard on names and
ordinary words, the whole normaliser, and the story reader reading the same standard words."""
from __future__ import annotations

import pytest

from referee.story.lexicon import NAMES, NICKNAMES
from referee.story.words import words
from referee.text.eastern import RULES, eastern_word, eastern_words
from referee.text.normalize import normalize


@pytest.mark.parametrize(("typed", "standard"), [ex for rule in RULES for ex in rule.examples])
def test_each_rule_corpus(typed, standard):
    assert eastern_word(typed) == standard


@pytest.mark.parametrize("word", [w for rule in RULES for w in rule.keeps])
def test_each_rule_leaves_its_words_alone(word):
    assert eastern_word(word) == word


@pytest.mark.parametrize("word", ["gece", "gel", "geldi", "gitti", "gordum", "goster", "gosterdi", "gosterge",
                                  "gostergeyi", "gol", "gaz", "gibi", "gore", "guzel", "gun", "gunu", "galiba",
                                  "garson", "kaldi", "okey", "okeyle", "hic", "bitirdik", "yazacagiz", "sinan"])
def test_everyday_words_are_not_changed(word):
    assert eastern_word(word) == word


def test_no_name_a_story_knows_is_rewritten():
    changed = {n: eastern_word(n) for n in NAMES | NICKNAMES if eastern_word(n) != n}
    assert changed == {}


def test_only_folded_alphabetic_words_are_read():
    assert eastern_word("g8") == "g8"
    assert eastern_word("galdı") == "galdı"  # callers pass folded words; the normaliser folds first


def test_a_voiced_colour_is_the_colour_only_before_a_number():
    assert eastern_words("elimde gara 5 ile gara on var".split()) == \
        ["elimde", "kara", "5", "ile", "kara", "on", "var"]
    assert eastern_words("gara gittik".split()) == ["gara", "gittik"]


@pytest.mark.parametrize(
    ("question", "folded"),
    [
        ("elimde gırmızı yedi galdı, kaç yazarım", "elimde kirmizi 7 kaldi kac yazarim"),
        ("ortağım okeynen bitirince biz ne yazacağuk", "ortagim okeyle bitirince biz ne yazacagiz"),
        ("çiftnen açtuk heç işlemedik", "ciftle actik hic islemedik"),
        ("taşı yere goyduğu an aldım", "tasi yere koydugu an aldim"),
        ("gara on ikiyi attım ceza var mı", "siyah 12'yi attim ceza var mi"),
        ("bu eli nasıl yazak", "bu eli nasil yazalim"),
        ("elimde yoh yoh 14 deyil 41 galacah", "elimde yok yok 14 degil 41 kalacak"),
        ("ben ne yazacağam", "ben ne yazacagim"),
    ],
)
def test_eastern_questions_meet_the_articles_words(question, folded):
    assert normalize(question).folded == folded


def test_standard_questions_are_unchanged():
    q = "gece göstergeyi gösterdim, galiba gol gibi oldu; garson geldi, kaldık"
    assert normalize(q).folded == "gece gostergeyi gosterdim galiba gol gibi oldu garson geldi kaldik"


def test_the_story_reader_reads_the_standard_words():
    ws = words("Hacı okeynen bitirdi, elimde gırmızı beş galdı. heç açamadım, ne yazacağuk")
    assert [w.text for w in ws] == ["haci", "okeyle", "bitirdi", ",", "elimde", "kirmizi", "5", "kaldi", ".",
                                    "hic", "acamadim", ",", "ne", "yazacagiz"]
    assert ws[7].verb is not None and ws[7].verb.root == "kal"


def test_the_frequency_list_read_directly_is_wordfreqs_own():
    from wordfreq import get_frequency_list

    from referee.text import frequency

    assert frequency._buckets() == get_frequency_list("tr", wordlist="small")
    assert frequency.listed("kaldi") and frequency.listed("gece") and not frequency.listed("galdi")
