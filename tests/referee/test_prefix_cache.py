"""The known word prefixes (what tells another game from okey's own words) are derived once and read
back from the data folder: the first comparison question no longer pays for normalising every article."""
from __future__ import annotations

import json

import pytest

from referee.classify import offtopic
from referee.classify.offtopic import stranger_compared
from referee.text.normalize import normalize


@pytest.fixture
def prefixes_at(tmp_path, monkeypatch):
    path = tmp_path / "index" / "prefixes.json"
    monkeypatch.setattr(offtopic, "_prefixes_path", lambda: path)
    offtopic._known_prefixes.cache_clear()
    yield path
    offtopic._known_prefixes.cache_clear()


def test_the_prefixes_are_built_once_then_read_back_the_same(prefixes_at, monkeypatch):
    built = offtopic._known_prefixes()
    assert prefixes_at.exists() and {"okey", "gost", "kura"} <= built
    offtopic._known_prefixes.cache_clear()
    monkeypatch.setattr(offtopic, "_prefixes", lambda texts: (_ for _ in ()).throw(AssertionError("rebuilt")))
    assert offtopic._known_prefixes() == built  # read back, no article normalised
    assert stranger_compared(normalize("kanasta ile okey aynı mı")) and not stranger_compared(normalize("düz okey ile 101 farkı"))


def test_a_stale_or_broken_file_is_derived_again(prefixes_at):
    built = offtopic._known_prefixes()
    offtopic._known_prefixes.cache_clear()
    prefixes_at.write_text(json.dumps({"key": "another", "prefixes": ["zzzz"]}), encoding="utf-8")
    assert offtopic._known_prefixes() == built  # another key: derived again, the file rewritten
    assert json.loads(prefixes_at.read_text(encoding="utf-8"))["key"] != "another"
    offtopic._known_prefixes.cache_clear()
    prefixes_at.write_bytes(b"not json")
    assert offtopic._known_prefixes() == built
