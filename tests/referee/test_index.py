"""The index's own BM25 and dense scores, and the fast glossary expansion."""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from referee.search.expand import GlossaryExpander
from referee.search.index import Bm25
from referee.text.normalize import normalize

SET = Path(__file__).resolve().parents[2] / "bench" / "retrieval_set.jsonl"


def test_bm25_is_lucene_bm25():
    """k1 1.5, b 0.75, idf ln(1 + (N - df + .5)/(df + .5)); repeated query words count again."""
    m = Bm25([["a", "b", "c"], ["a", "a", "d"], ["b", "e"]])
    idf_a = np.log(1 + (3 - 2 + 0.5) / (2 + 0.5))
    avg = 8 / 3
    tf1 = 1 / (1 + 1.5 * (1 - 0.75 + 0.75 * 3 / avg))
    assert np.isclose(m.scores(["a"])[0], idf_a * tf1, atol=1e-6)
    assert np.allclose(m.scores(["a", "a"]), 2 * m.scores(["a"]))
    assert m.scores(["zz"]).sum() == 0


def test_dense_scores_are_the_best_unit_per_target(pipeline):
    idx = pipeline.index
    q = idx.second.query("okey atarsam kaç ceza")
    per_target = idx.dense2_scores(q)
    brute = np.full(len(idx.targets), -1.0)
    sims = idx.vectors2 @ q
    for u, s in zip(idx.unit_target, sims):
        brute[u] = max(brute[u], s)
    assert np.allclose(per_target, brute, atol=1e-5)


class _SlowExpander:
    """The expansion as first written: every trigger of every term tried on the question."""

    def __init__(self, glossary):
        self.fast = GlossaryExpander(glossary)

    def expand(self, norm):
        out = []
        for triggers, tokens in self.fast.entries:
            if any(norm.has(f) for f in triggers):
                out.extend(tokens)
        return out


def test_fast_expansion_equals_trying_every_trigger(kb):
    slow, fast = _SlowExpander(kb.glossary), GlossaryExpander(kb.glossary)
    questions = [json.loads(l)["question"] for l in SET.read_text(encoding="utf-8").splitlines() if l.strip()]
    questions += ["800 atınca ne olur", "çetele tutmak", "yüzbir oynuyoz", "C2 ne demek", "2'ye 2 oynuyoruz"]
    for q in questions:
        n = normalize(q)
        assert fast.expand(n) == slow.expand(n), q


def test_lexical_tokens_come_from_the_cache_only_when_texts_and_code_match(tmp_path, monkeypatch):
    from referee.search import index
    from referee.text.normalize import lexical_tokens

    texts = ["Okeyi yere atan 101 ceza yazar.", "Düz okeyde açmak yoktur, perler ıstakada kalır."]
    fresh = [lexical_tokens(normalize(t).folded) for t in texts]
    assert index.lexical_docs(texts, tmp_path) == fresh  # computed, then written
    assert json.loads((tmp_path / "lexical.json").read_text(encoding="utf-8"))["docs"] == fresh
    calls = []
    monkeypatch.setattr(index, "normalize", lambda t: calls.append(t) or normalize(t))
    assert index.lexical_docs(texts, tmp_path) == fresh and calls == []  # read back, nothing normalised
    edited = [texts[0], texts[1] + " Eli bitiren kazanır."]
    assert index.lexical_docs(edited, tmp_path) == [lexical_tokens(normalize(t).folded) for t in edited]
    assert len(calls) == 2  # another text: all computed again
    monkeypatch.setattr(index, "_TOKEN_CODE", (*index._TOKEN_CODE, Path(index.__file__).parent / "parts.py"))
    calls.clear()
    index.lexical_docs(edited, tmp_path)
    assert len(calls) == 2  # other tokenising code: computed again, never a stale token list
    assert index.lexical_docs(texts, None) == fresh  # no cache folder: computed, nothing written
