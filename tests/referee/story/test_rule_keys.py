"""The rule engine's key filter (:meth:`referee.story.rules.Rules.possible`) changes no reading: a rule
left out for a story lacks a word it cannot match without, so trying every rule finds the same facts."""
from __future__ import annotations

import importlib

import pytest

from referee.story import rules as engine
from referee.story.reader import DIMENSIONS, facts_of
from referee.story.rules import Rule, Rules, run
from referee.story.words import words

NAMES = [d for d, _ in DIMENSIONS] + ["corrections"]
#: stories of our own, besides every dimension's corpus
OURS = ("ali elden bitti veli 40 kaldı ben açamadım kaç yazarım", "eşim okeyle bitirdi, rakipler 55 ve 12",
        "sarı 7 değil sarı 8 attım, ceza ne", "Oya'yla takımız, Can ile Efe karşıda; biz 9, onlar 12",
        "3 kere işlek attım pardon 2 kere", "okey nedir")


def _texts() -> list[str]:
    out = list(OURS)
    for dim in NAMES:
        out += [ex.text for ex in importlib.import_module(f"referee.story.{dim}.corpus").CORPUS]
    return out


def _reading(text: str) -> str:
    ws = words(text)
    facts = facts_of(ws)
    return repr(facts) + repr([(w.text, w.num, w.claimed) for w in ws])


def test_the_filter_finds_what_every_rule_finds(monkeypatch):
    texts = _texts()
    filtered = [_reading(t) for t in texts]
    monkeypatch.setattr(engine.Rules, "possible", lambda self, ws: range(len(self)))
    assert [_reading(t) for t in texts] == filtered


def test_a_rule_whose_key_word_is_missing_is_left_out():
    rules = Rules((Rule("x değil y", "a=_ degil|degilmis b=_", lambda m: ("fix", {})),
                   Rule("any number", "#", lambda m: ("n", {}))))
    assert rules.possible(words("sarı 5 attım")) == {1}
    assert rules.possible(words("sarı 5 değil 6")) == {0, 1}
    assert [f.kind for f in run(rules, words("sarı 5 değil 6"), "corrections")] == ["fix"]


@pytest.mark.parametrize("pattern,key", [("a=_ degil|degilmis b=_", ({"degil", "degilmis"}, set())),
                                         ("?okey @at", (set(), {"at"})), ("kald* #", None), ("# ~2 ceza", ({"ceza"}, set()))])
def test_the_key_is_a_word_or_root_the_pattern_cannot_do_without(pattern, key):
    got = engine._key(Rule("r", pattern, lambda m: None).atoms)
    if key is None:
        assert got is None
    else:
        assert (set(got[0]), set(got[1])) == key
