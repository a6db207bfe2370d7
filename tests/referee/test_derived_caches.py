"""What every worker derived from the articles on its first questions is derived once and read back from
the data folder: the known word prefixes (another game told from okey's own words) and the stems of the
articles' sentences (the detail sentence an answer adds). The first questions no longer pay for
normalising every article."""
from __future__ import annotations

import json

import pytest

from referee.answers import compose, sentences
from referee.classify import offtopic
from referee.classify.offtopic import stranger_compared
from referee.config import get_settings
from referee.knowledge import get_knowledge
from referee.text.normalize import lexical_tokens, normalize


@pytest.fixture
def index_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("KURAL_DATA_DIR", str(tmp_path))
    caches = (get_settings, offtopic._known_prefixes, compose._article_stems)
    for cached in caches:
        cached.cache_clear()
    yield tmp_path / "index"
    monkeypatch.undo()
    for cached in caches:
        cached.cache_clear()


def _never(*_args):
    raise AssertionError("derived again")


def test_the_prefixes_are_built_once_then_read_back_the_same(index_dir, monkeypatch):
    built = offtopic._known_prefixes()
    assert (index_dir / "prefixes.json").exists() and {"okey", "gost", "kura"} <= built
    offtopic._known_prefixes.cache_clear()
    monkeypatch.setattr(offtopic, "_prefixes", _never)
    assert offtopic._known_prefixes() == built  # read back, no article normalised
    assert stranger_compared(normalize("kanasta ile okey aynı mı")) and not stranger_compared(normalize("düz okey ile 101 farkı"))


def test_a_stale_or_broken_prefix_file_is_derived_again(index_dir):
    built = offtopic._known_prefixes()
    offtopic._known_prefixes.cache_clear()
    path = index_dir / "prefixes.json"
    path.write_text(json.dumps({"key": "another", "prefixes": ["zzzz"]}), encoding="utf-8")
    assert offtopic._known_prefixes() == built  # another key: derived again, the file rewritten
    assert json.loads(path.read_text(encoding="utf-8"))["key"] != "another"
    offtopic._known_prefixes.cache_clear()
    path.write_bytes(b"not json")
    assert offtopic._known_prefixes() == built


def test_the_article_stems_are_read_back_and_equal_the_stems_of_each_sentence(index_dir, monkeypatch):
    article = next(a for a in get_knowledge().articles.values() if sentences.body_sentences(a))
    sentence = sentences.body_sentences(article)[0]
    built = compose._article_stems()
    assert (index_dir / "stems.json").exists()
    assert built[sentence] == frozenset(lexical_tokens(normalize(sentence).folded))
    compose._article_stems.cache_clear()
    monkeypatch.setattr(compose, "_text_stems", _never)
    assert compose._article_stems() == built  # read back, nothing normalised
    assert compose._stems(article.answer) == built[article.answer]


def test_a_text_no_article_holds_gets_its_own_stems(index_dir):
    assert compose._stems("kendi cümlemiz: okey atılırsa ceza yazılır") == \
        frozenset(lexical_tokens(normalize("kendi cümlemiz: okey atılırsa ceza yazılır").folded))
