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

import re
from dataclasses import dataclass, field

import numpy as np

from referee.index import NC_PREFIX, SearchIndex
from referee.knowledge import GlossaryTerm, KnowledgeBase, NotCoveredEntry
from referee.normalize import NormalizedText, lexical_tokens, normalize

#: RRF constant: small, because the candidate list is short and the top ranks matter.
RRF_K = 20
#: Score factor for an article that does not hold for the chosen ruleset (no sibling does):
#: strong when the asker named the ruleset, mild when it is only the default.
OFF_RULESET_FACTOR = 0.6
OFF_DEFAULT_FACTOR = 0.85
#: Abstain when the best article's dense cosine is below DENSE_MIN and BM25 is below BM25_MIN,
#: or when the dense cosine is below DENSE_FLOOR whatever BM25 says.
DENSE_MIN = 0.885
BM25_MIN = 5.0
DENSE_FLOOR = 0.80
#: Words that make a clause a question of its own ("…, final ne zaman").
QUESTION_CUES = ("kac*", "ne zaman", "nasil", "kim*", "nedir", "ne demek", "mi", "mu", "misin", "miyim",
                 "hangi*", "neden", "nerede*", "ne olur", "ne yapilir")
#: Not-covered entries: abstain when the best article beats the best entry by less than this margin.
NC_MARGIN = 0.49
DENSE_SCALE = 0.05
#: A clause of a two-part question must reach this BM25 score to bring in a second article.
CLAUSE_BM25_MIN = 4.0


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


def nc_margin(art_dense: float, art_bm25: float, nc_dense: float, nc_bm25: float) -> float:
    """How much better the best article matches than the best not-covered entry.

    Dense cosines of e5 live in a narrow band (0.8–1.0), so their difference is scaled;
    BM25 scores are compared as a log ratio. Below :data:`NC_MARGIN` we abstain.
    """
    return (art_dense - nc_dense) / DENSE_SCALE + float(np.log((art_bm25 + 1.0) / (nc_bm25 + 1.0)))


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
        tokens = lexical_tokens(norm.folded)
        tokens += [t for t in dict.fromkeys(self.expander.expand(norm)) if t not in tokens]
        bm25 = self.index.bm25_scores(tokens)
        if qvec is None:
            qvec = self.index.embedder.query(norm.original)
        dense, dense_unit = self.index.dense_scores(qvec)
        return {"bm25": bm25, "dense": dense, "dense_unit": dense_unit}

    def search(self, question: str | NormalizedText, ruleset: str, k: int = 5,
               qvec: np.ndarray | None = None, strict: bool = True) -> Retrieval:
        """Best articles for ``question`` under ``ruleset``, and whether to abstain.

        ``strict=False`` (the ruleset is only the default) lets a rule that exists in one
        ruleset's source alone still win, instead of pushing it far down.
        """
        norm = question if isinstance(question, NormalizedText) else normalize(question)
        raw = self.scores(norm, qvec)
        bm25, dense, dense_unit = raw["bm25"], raw["dense"], raw["dense_unit"]
        valid = self._valid_targets(ruleset)

        # Ruleset first: every article speaks for the version of it that holds for the ruleset
        # (its group sibling), which takes the best dense and lexical evidence of the group.
        eff: dict[str, dict] = {}
        for i, t in enumerate(self.index.targets):
            if t.startswith(NC_PREFIX):
                continue
            aid, factor = self._for_ruleset(t, ruleset, strict)
            e = eff.setdefault(aid, {"factor": factor, "dense": -1.0, "bm25": 0.0, "unit": -1})
            if dense[i] > e["dense"]:
                e["dense"], e["unit"] = float(dense[i]), int(dense_unit[i])
            e["bm25"] = max(e["bm25"], float(bm25[i]))
        ids = list(eff)
        if ids:
            d = np.array([eff[a]["dense"] for a in ids])
            b = np.array([eff[a]["bm25"] for a in ids])
            ok = np.ones(len(ids), dtype=bool)
            fused = 1.0 / (RRF_K + _ranks(d, ok)) + np.where(b > 0, 1.0 / (RRF_K + _ranks(b, b > 0)), 0.0)
            fused *= np.array([eff[a]["factor"] for a in ids])
            order = np.argsort(-fused, kind="stable")[:k]
            hits = [Hit(ids[i], float(fused[i]), float(d[i]), float(b[i]),
                        self.index.units[eff[ids[i]]["unit"]].text if eff[ids[i]]["unit"] >= 0 else "")
                    for i in order]
        else:
            hits = []
        art_mask = valid & ~self.index.is_nc
        top_dense = float(dense[art_mask].max()) if art_mask.any() else 0.0
        top_bm25 = float(bm25[art_mask].max()) if art_mask.any() else 0.0
        nc_mask = valid & self.index.is_nc
        margin = float("inf")
        nc_best: str | None = None
        if nc_mask.any():
            evidence = dense / DENSE_SCALE + np.log(bm25 + 1.0)
            i_nc = int(np.argmax(np.where(nc_mask, evidence, -np.inf)))  # the most threatening entry
            nc_best = self.index.targets[i_nc]
            nc_dense, nc_bm25 = float(dense[i_nc]), float(bm25[i_nc])
            margin = nc_margin(top_dense, top_bm25, nc_dense, nc_bm25)
        debug = {"nc": nc_best, "margin": margin}
        if nc_best is not None and margin < NC_MARGIN:
            return Retrieval(hits, True, "not_covered_entry", self.nc_by_id[nc_best], top_dense, top_bm25, debug)
        if not hits:
            return Retrieval(hits, True, "no_match", None, top_dense, top_bm25, debug)
        if top_dense < DENSE_FLOOR or (top_dense < DENSE_MIN and top_bm25 < BM25_MIN):
            return Retrieval(hits, True, "low_confidence", None, top_dense, top_bm25, debug)
        return Retrieval(hits, False, "", None, top_dense, top_bm25, debug)

    def second_topic(self, norm: NormalizedText, ruleset: str, main: Retrieval) -> str | None:
        """For a two-part question ("kaç takımla kurulur, final ne zaman"), the article answering the other part.

        Each clause is scored by BM25 alone (cheap); a clause whose best article differs from the
        main answer, is among the fused top 3 and clears the lexical bar is the second topic.
        """
        if main.abstain or len(main.hits) < 2:
            return None
        clauses = [normalize(c) for c in re.split(r"[,;?]| ve | peki | bir de ", norm.original) if c.strip()]
        clauses = [c for c in clauses if c.has(*QUESTION_CUES)]
        if len(clauses) < 2:
            return None
        top3 = {h.article_id for h in main.hits[:3]}
        main_id = main.hits[0].article_id
        valid = self._valid_targets(ruleset) & ~self.index.is_nc
        for cn in clauses:
            tokens = lexical_tokens(cn.folded)
            if len(tokens) < 2:
                continue
            bm25 = np.where(valid, self.index.bm25_scores(tokens + self.expander.expand(cn)), 0.0)
            best = int(np.argmax(bm25))
            if bm25[best] < CLAUSE_BM25_MIN:
                continue
            aid, _ = self._for_ruleset(self.index.targets[best], ruleset)
            if aid != main_id and aid in top3:
                return aid
        return None

    def _for_ruleset(self, article_id: str, ruleset: str, strict: bool = True) -> tuple[str, float]:
        """The article (or its group sibling) that holds for ``ruleset``, and a score factor."""
        a = self.kb.articles[article_id]
        if ruleset in a.rulesets:
            return article_id, 1.0
        if a.group:
            for sib in self.kb.by_group(a.group):
                if ruleset in sib.rulesets:
                    return sib.id, 1.0
        return article_id, OFF_RULESET_FACTOR if strict else OFF_DEFAULT_FACTOR
