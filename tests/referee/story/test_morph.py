"""The verb grammar (referee/story/morph.py) on the forms players type."""
from __future__ import annotations

import pytest

from referee.story.morph import analyse
from referee.text.normalize import normalize

FORMS = [  # word as typed, root, negative, person (finite) or form
    ("açtım", "ac", False, "1sg"), ("acamadim", "ac", True, "1sg"), ("açamamıştı", "ac", True, "3sg"),
    ("açmıştık", "ac", False, "1pl"), ("açıp", "ac", False, "conv"), ("açmadan", "ac", True, "conv"),
    ("açamadan", "ac", True, "conv"), ("açtığı", "ac", False, "part"), ("açan", "ac", False, "part"),
    ("bitirdi", "bit", False, "3sg"), ("bitemedik", "bit", True, "1pl"), ("bitince", "bit", False, "conv"),
    ("bitit", "bit", False, "3sg"), ("btti", "bit", False, "3sg"), ("attılar", "at", False, "3pl"),
    ("atarak", "at", False, "conv"), ("atmamıştım", "at", True, "1sg"), ("kaptı", "al", False, "3sg"),
    ("almadı", "al", True, "3sg"), ("kaldım", "kal", False, "1sg"), ("gösterdik", "goster", False, "1pl"),
    ("yazıyom", "yaz", False, "1sg"), ("yazcam", "yaz", False, "1sg"), ("yazıyoz", "yaz", False, "1pl"),
    ("düşer", "dus", False, "3sg"), ("diyolar", "de", False, "3pl"), ("indirip", "indir", False, "conv"),
]


@pytest.mark.parametrize("word,root,neg,person", FORMS)
def test_verb_forms(word, root, neg, person):
    v = analyse(normalize(word).folded.split()[0])
    assert v is not None, word
    assert (v.root, v.neg) == (root, neg)
    assert (v.person if v.form == "finite" else v.form) == person


@pytest.mark.parametrize("word", ["kırmızı", "kalan", "gösterge", "açış", "deste", "olarak", "atma", "yer"])
def test_not_verbs(word):
    assert analyse(normalize(word).folded.split()[0]) is None


def test_hypotheses_and_intentions_are_marked():
    assert analyse("acarsa").mood == "cond"
    assert analyse(normalize("açayım").folded).mood == "opt"


def test_a_participle_in_an_is_no_finite_verb():
    """"eli bitiren oyuncu", "okeyi atana": a participle, not the archaic optative 2sg nor "ata" + passive."""
    from referee.text.morph import verb_of
    for word, root in (("bitiren", "bitir"), ("atan", "at"), ("alan", "al"), ("acan", "ac")):
        v = verb_of(word)
        assert v is not None and v.root == root and not v.finite, (word, v)
    assert verb_of("bitiresin").finite  # the optative with its ending stays one


def test_a_later_sentence_with_a_participle_does_not_turn_the_lead(pipeline):
    out = pipeline.answer("biri son tasini serime isleyip bitti dedi, olur mu bu", "oyna-101")
    assert out.answer.startswith("Hayır"), out.answer


def test_thumb_slips_of_the_deciding_verbs_read_back():
    # the last vowel left out ("bitt"), a letter too many where two verbs are one slip away ("actmistim":
    # the root the word starts with, aç-, not at-)
    from referee.story.morph import analyse
    assert (analyse("bitt").root, analyse("bitt").person) == ("bit", "3sg")
    assert (analyse("actmistim").root, analyse("actmistim").person) == ("ac", "1sg")
    assert analyse("acmstim").root == "ac"


def test_kaldi_typed_without_its_vowel_reads_back():
    from referee.story.morph import analyse
    assert (analyse("kldi").root, analyse("kldi").person) == ("kal", "3sg")
    assert analyse("kalem") is None and analyse("kanka") is None  # words, no slips of "kal-"


def test_a_word_one_slip_from_a_verb_whose_consonants_differ_is_no_slip():
    from referee.story.morph import analyse
    assert analyse("katlariz") is None or analyse("katlariz").root != "kal"  # "katlarız": we fold, not "kalırız"
