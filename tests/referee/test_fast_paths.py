"""Shortcuts on the answer path give exactly what the plain code they replace gives.

``fold`` skips its translation tables for ASCII text and keeps results per text, ``tr_lower``
skips its table when there is no capital I, ``modes_of`` asks one set lookup per mode instead of
one ``has`` per cue, and ``apply_slang`` rewrites word by word (kept per word) instead of over
the whole text; each is compared here with the plain version, on random text made of the letters
that matter (Turkish capitals, apostrophes, the combining dot, spaces, slang spellings).
"""
from __future__ import annotations

import string

from hypothesis import given, settings
from hypothesis import strategies as st

from calculators import turkish
from calculators.turkish import fold, squash, tr_lower
from referee.classify.signature import MODE_CUES, modes_of
from referee.text.normalize import NormalizedText, normalize

#: The characters whose handling differs between the paths, and plain ones around them.
ALPHABET = string.ascii_letters + string.digits + " \t\n'`’‘´ʼ.,?-" + "ıİIiçÇğĞöÖşŞüÜâîûé\u0307"
TEXT = st.text(alphabet=ALPHABET, max_size=40)


def plain_tr_lower(text: str) -> str:
    return text.translate(turkish._TR_UPPER).lower()


def plain_fold(text: str) -> str:
    return squash(plain_tr_lower(text.translate(turkish._APOSTROPHES)).translate(turkish._ASCII))


def plain_modes_of(norm: NormalizedText) -> frozenset[str]:
    words = norm.folded.split()
    out = set()
    for mode, cues in MODE_CUES.items():
        for c in cues:
            if (any(w.endswith(c[1:]) for w in words) if c.startswith("*") else norm.has(c)):
                out.add(mode)
                break
    return frozenset(out)


@settings(max_examples=400, deadline=None)
@given(TEXT)
def test_fold_and_tr_lower_equal_the_plain_tables(text):
    assert tr_lower(text) == plain_tr_lower(text)
    assert fold(text) == plain_fold(text)
    assert fold(text) == plain_fold(text)  # the kept result too


def test_fold_examples_through_both_paths():
    for text in ("IŞIK İşlek ÇİFT", "ISTAKA `101` Iyi", "okey  nedir\tabi", "Kırmızı 7’si", "i\u0307"):
        assert fold(text) == plain_fold(text)
    assert fold("ISTAKA `101`") == "istaka '101'"


MODE_WORDS = sorted({w for cues in MODE_CUES.values() for c in cues for w in c.strip("*").split()})


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(MODE_WORDS + ["okey", "ceza", "yazilir", "alabilir", "mi", "abi", "101"]),
                max_size=8))
def test_modes_of_equals_one_has_per_cue(words):
    norm = normalize(" ".join(words))
    assert modes_of(norm) == plain_modes_of(norm)


def test_modes_of_examples():
    for q in ("okey nedir abi", "yere atabilir miyim", "nasil acilir", "kac puan yazilir", "serbest mi"):
        norm = normalize(q)
        assert modes_of(norm) == plain_modes_of(norm)
    assert "definition" in modes_of(normalize("okey nedir abi"))


def plain_apply_slang(folded: str) -> str:
    """``apply_slang`` as it was: the rules over the whole text at once."""
    from referee.text import slang

    text = " ".join(slang.SLANG_WORDS.get(w, w) for w in folded.split())
    for pattern, repl in slang._SLANG_RULES:
        text = pattern.sub(repl, text)
    for pattern, repl in slang._FUTURE_RULES:
        text = pattern.sub(lambda m, repl=repl: slang._future(m, repl), text)
    return slang.standard_endings(slang._PARTICLE_RE.sub(slang._split_particle, text))


SLANG_PIECES = ["napiyoz", "yaziyom", "gidicem", "alcaz", "bide", "bi", "sayilirmi", "yokmu", "kirmizi", "yirmi",
                "beklenur", "oluyi", "napacaksun", "amcam", "hocam", "kalcam", "yazcam", "gidicez", "okey", "101'de", "kac", "dusuyo", "mi", "'", "yom", "ok"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.one_of(st.sampled_from(SLANG_PIECES), st.text(alphabet="abcikmoruyz' ", max_size=8)),
                max_size=8), st.sampled_from([" ", "  ", "\t", " \n "]))
def test_slang_word_by_word_equals_the_whole_text(words, sep):
    from referee.text.slang import apply_slang

    folded = sep.join(words)
    assert apply_slang(folded) == plain_apply_slang(folded)
