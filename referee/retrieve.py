"""Hybrid retrieval: BM25 + dense, reciprocal rank fusion, ruleset re-ranking, abstention.

1. The question's folded form (plus glossary synonyms) is scored by BM25; its
   original text by the dense model (best ``asks`` phrasing per article).
2. Both rankings are fused by reciprocal rank fusion (RRF).
3. Ruleset: an article that does not hold for the chosen ruleset is replaced by its
   ``group`` sibling that does; articles of other rulesets without a sibling are
   pushed down; ``not_covered`` entries limited to other rulesets are dropped.
4. Abstain when a ``not_covered`` entry ranks first, or when neither retriever
   is confident (thresholds calibrated on the public eval set and our own set).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from referee.index import NC_PREFIX, SearchIndex
from referee.knowledge import GlossaryTerm, KnowledgeBase, NotCoveredEntry
from referee.normalize import NormalizedText, lexical_tokens, normalize

#: RRF constant: small, because the candidate list is short and the top ranks matter.
RRF_K = 10
#: Score factor for an article that does not hold for the chosen ruleset (no sibling does).
OFF_RULESET_FACTOR = 0.6
#: Abstain when the best article's dense cosine is below DENSE_MIN and BM25 is below BM25_MIN,
#: or when the dense cosine is below DENSE_FLOOR whatever BM25 says.
DENSE_MIN = 0.86
BM25_MIN = 6.0
DENSE_FLOOR = 0.80


@dataclass(frozen=True)
class Hit:
    """One candidate article after fusion and ruleset re-ranking."""

    article_id: str
    score: float
    dense: float
    bm25: float
    matched: str = ""  # the indexed text (title / ask / answer) the dense model liked best


@dataclass(frozen=True)
class Retrieval:
    """The ranked articles and the decision to answer or abstain."""

    hits: list[Hit]
    abstain: bool
    reason: str = ""
    not_covered: NotCoveredEntry | None = None
    top_dense: float = 0.0
    top_bm25: float = 0.0
    debug: dict = field(default_factory=dict)


def _ranks(scores: np.ndarray, valid: np.ndarray) -> np.ndarray:
    """1-based rank of every target by descending score; invalid targets get rank inf."""
    order = np.argsort(-scores, kind="stable")
    ranks = np.full(len(scores), np.inf)
    r = 1
    for i in order:
        if valid[i]:
            ranks[i] = r
            r += 1
    return ranks


class GlossaryExpander:
    """Adds a term's other names to the lexical query ("kafa" -> "elden", "800 atmak" …)."""

    def __init__(self, glossary: list[GlossaryTerm]) -> None:
        self.entries: list[tuple[list[str], list[str]]] = []
        for t in glossary:
            forms = [t.term, t.key.replace("-", " "), *t.synonyms, *t.regional]
            folded = [f for f in dict.fromkeys(normalize(x).folded for x in forms) if f]
            if folded:
                self.entries.append((folded, lexical_tokens(" ".join(folded))))

    def expand(self, norm: NormalizedText) -> list[str]:
        """Extra stemmed tokens for every glossary term the question mentions."""
        extra: list[str] = []
        for forms, tokens in self.entries:
            if any(norm.has(f) for f in forms):
                extra.extend(tokens)
        return extra


class Retriever:
    """Ranks knowledge-base articles for a question under a ruleset."""

    def __init__(self, index: SearchIndex) -> None:
        self.index = index
        self.kb: KnowledgeBase = index.kb
        self.expander = GlossaryExpander(self.kb.glossary)
        self.nc_by_id = {NC_PREFIX + e.id: e for e in self.kb.not_covered}

    def _valid_targets(self, ruleset: str) -> np.ndarray:
        valid = np.ones(len(self.index.targets), dtype=bool)
        for i, t in enumerate(self.index.targets):
            if t.startswith(NC_PREFIX):
                e = self.nc_by_id[t]
                valid[i] = not e.rulesets or ruleset in e.rulesets
        return valid

    def scores(self, norm: NormalizedText, qvec: np.ndarray | None = None) -> dict[str, np.ndarray]:
        """Raw per-target scores (for benchmarks): bm25, dense, dense_unit."""
        tokens = lexical_tokens(norm.folded) + self.expander.expand(norm)
        bm25 = self.index.bm25_scores(tokens)
        if qvec is None:
            qvec = self.index.embedder.query(norm.original)
        dense, dense_unit = self.index.dense_scores(qvec)
        return {"bm25": bm25, "dense": dense, "dense_unit": dense_unit}

    def search(self, question: str | NormalizedText, ruleset: str, k: int = 5,
               qvec: np.ndarray | None = None) -> Retrieval:
        """Best articles for ``question`` under ``ruleset``, and whether to abstain."""
        norm = question if isinstance(question, NormalizedText) else normalize(question)
        raw = self.scores(norm, qvec)
        bm25, dense, dense_unit = raw["bm25"], raw["dense"], raw["dense_unit"]
        valid = self._valid_targets(ruleset)
        has_lex = bm25 > 0
        fused = (1.0 / (RRF_K + _ranks(dense, valid))) + np.where(has_lex, 1.0 / (RRF_K + _ranks(bm25, valid & has_lex)), 0.0)
        fused = np.where(valid, fused, 0.0)

        # Ruleset re-ranking: map each article to the version that holds for the ruleset.
        best: dict[str, Hit] = {}
        nc_hit: tuple[float, str] | None = None
        for i in np.argsort(-fused, kind="stable"):
            if fused[i] <= 0:
                break
            t = self.index.targets[i]
            if t.startswith(NC_PREFIX):
                if nc_hit is None:
                    nc_hit = (float(fused[i]), t)
                continue
            aid, factor = self._for_ruleset(t, ruleset)
            score = float(fused[i]) * factor
            u = dense_unit[i]
            hit = Hit(aid, score, float(dense[i]), float(bm25[i]), self.index.units[u].text if u >= 0 else "")
            if aid not in best or best[aid].score < score:
                best[aid] = hit
        hits = sorted(best.values(), key=lambda h: -h.score)[:k]
        art_mask = valid & ~self.index.is_nc
        top_dense = float(dense[art_mask].max()) if art_mask.any() else 0.0
        top_bm25 = float(bm25[art_mask].max()) if art_mask.any() else 0.0
        debug = {"nc": nc_hit[1] if nc_hit else None}

        if nc_hit and (not hits or nc_hit[0] > hits[0].score):
            e = self.nc_by_id[nc_hit[1]]
            return Retrieval(hits, True, "not_covered_entry", e, top_dense, top_bm25, debug)
        if not hits:
            return Retrieval(hits, True, "no_match", None, top_dense, top_bm25, debug)
        if top_dense < DENSE_FLOOR or (top_dense < DENSE_MIN and top_bm25 < BM25_MIN):
            return Retrieval(hits, True, "low_confidence", None, top_dense, top_bm25, debug)
        return Retrieval(hits, False, "", None, top_dense, top_bm25, debug)

    def _for_ruleset(self, article_id: str, ruleset: str) -> tuple[str, float]:
        """The article (or its group sibling) that holds for ``ruleset``, and a score factor."""
        a = self.kb.articles[article_id]
        if ruleset in a.rulesets:
            return article_id, 1.0
        if a.group:
            for sib in self.kb.by_group(a.group):
                if ruleset in sib.rulesets:
                    return sib.id, 1.0
        return article_id, OFF_RULESET_FACTOR
