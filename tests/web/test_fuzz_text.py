"""Hypothesis fuzzing of the text layer: any string into the normaliser, the ruleset detector,
the router and the slot filler must come back without an exception.

Two kinds of input: arbitrary Unicode (control characters, lone surrogates, RTL, emoji,
combining marks) and "okey-shaped" noise built from the game's own words and numbers,
which reaches much deeper into the slot filler than random characters do.
"""
from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.classify.detect import RULESET_IDS, detect_ruleset
from referee.text.normalize import fold, normalize
from referee.classify.router import route

ANY_CHAR = st.characters(codec=None, categories=None)  # every code point, surrogates included
ANY_TEXT = st.text(ANY_CHAR, max_size=300)

VOCAB = [
    "ben", "sen", "eşim", "rakip", "karşı", "sağımdaki", "Ece", "Murat", "Doğu", "adam",
    "açtım", "açamadım", "açmadı", "çiftten", "çifte", "gittim", "seriyle", "bitti", "bitirdi",
    "elden", "okey", "okeyle", "attı", "sahte", "gösterge", "gösterdim", "sarı", "kırmızı", "mavi",
    "siyah", "kaldı", "elimde", "elinde", "kaç", "yazarım", "yazılır", "ceza", "işlek", "yere",
    "toplamım", "el", "1.", "2. el", "ilk el", "yüz", "yedi", "iki yüz", "kırk bir", "yarım",
    "eşli", "turnuva", "düz", "20'den", "başladık", "puanım", "vardı", "gecede", "kişilik", "takım",
    "çift", "5 çift", "taş", "kafa", "101", "-", ",", ".", "?", "!", "kac yaziyom", "napıyoz",
]
WORD = st.one_of(st.sampled_from(VOCAB), st.integers(-5, 999).map(str), st.text(ANY_CHAR, max_size=4))
OKEY_TEXT = st.lists(WORD, max_size=40).flatmap(
    lambda words: st.sampled_from([" ", "  ", ", ", "\n", "\t"]).map(lambda sep: sep.join(words)))
TEXT = st.one_of(ANY_TEXT, OKEY_TEXT)

FAST = settings(max_examples=300, deadline=None, database=None, suppress_health_check=list(HealthCheck))
SLOW = settings(max_examples=120, deadline=None, database=None, suppress_health_check=list(HealthCheck))


@FAST
@given(TEXT)
def test_normalize_never_raises(text):
    norm = normalize(text)
    assert isinstance(norm.folded, str)
    assert all(isinstance(n, int) for n in norm.numbers)
    assert not any("A" <= ch <= "Z" for ch in norm.folded)
    assert normalize(text) == norm  # deterministic


@FAST
@given(TEXT)
def test_fold_is_idempotent(text):
    assert fold(fold(text)) == fold(text)


@FAST
@given(TEXT, st.sampled_from([None, "", *RULESET_IDS]))
def test_ruleset_detection_and_routing_never_raise(text, requested):
    choice = detect_ruleset(normalize(text), requested or None)
    assert choice.ruleset in RULESET_IDS
    assert route(normalize(text)).branch in {"calculation", "rule", "out_of_domain"}


@SLOW
@given(TEXT, st.sampled_from(RULESET_IDS))
def test_story_reader_never_raises(text, ruleset):
    from referee.story import plan, read

    plan(read(text, ruleset))


@SLOW
@given(OKEY_TEXT, st.sampled_from(RULESET_IDS))
def test_calculation_hook_never_raises(text, ruleset):
    from referee.scoring import answer_calculation

    result = answer_calculation(text, ruleset, "Test için seçildi.")
    if result is not None:
        assert isinstance(result.answer, str) and result.answer.strip()
        json.dumps(result.calculation)  # goes into the stored snapshot as JSON
