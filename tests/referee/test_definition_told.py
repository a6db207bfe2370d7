"""A term asked after a told sentence, and a question about the word itself (issue 10, cause 5).

"merak ettim, X kelimesi ne anlama gelir": a told sentence's verb ends it, the asked term follows; a
question about the *word* (kelimesi, sözcüğü, lafı) gets the glossary's meaning, the dictionary's
sense included. Questions of our own.
"""
from __future__ import annotations

import pytest

from referee.classify.qtype import classify
from referee.text.normalize import fold


@pytest.mark.parametrize("question, key", [
    ("Kahvede duydum yazboz ne demek", "yazboz"),
    ("Torunum sordu 'ıstaka' sözcüğü ne demek?", "istaka"),
    ("Merak ettim gösterge kelimesi ne anlama geliyor", "gosterge"),
    ("Bizim oralarda hiç duymadık aslında 'per' lafı ne anlama gelir", "per"),
    ("Dilci olarak soruyorum: çetele kelimesinin anlamı nedir?", "cetele"),
    ("Yeğenim telefonda gördü çetele kelimesi tam olarak ne anlama gelir", "cetele"),
])
def test_a_term_asked_after_a_told_sentence_is_a_definition(kb, question, key):
    shape = classify(question, kb.glossary)
    assert shape.kind == "definition" and shape.term is not None and shape.term.key == key


def test_a_told_sentence_without_a_meaning_cue_is_no_definition(kb):
    assert classify("el bitti kim ne yazar", kb.glossary).kind != "definition"


@pytest.mark.parametrize("question", [
    "Anneannem sordu, çetele sözcüğü ne demek?",
    "Merak ettim çetele kelimesinin anlamı ne",
])
def test_the_words_own_meaning_is_told(pipeline, question):
    out = pipeline.answer(question)
    assert out.kind == "rule"
    assert any(w in fold(out.answer) for w in ("agac dali", "kertik"))
