"""The search index over the knowledge base: BM25 (lexical) and dense vectors.

Units indexed per article: its title, every ``asks`` phrasing (one vector each: the
best matching phrasing wins for the article, the classic FAQ-retrieval trick) and the
first paragraph. ``not_covered.yaml`` entries are indexed the same way (question +
examples) under the target id ``nc:<id>``, so a question nearest to a known gap abstains.

BM25 works on one document per target: title, asks, tags and body, folded and
cut to 5-letter prefixes (see :func:`referee.text.normalize.lexical_tokens`). It is the
Lucene variant (k1 1.5, b 0.75, the scores of the ``bm25s`` package, which a test compares),
computed here with numpy from a term → postings table: a query reads only its own terms.

Dense scores are one matrix-vector product over the unit vectors (BLAS held to one thread, see
:data:`_BLAS_LIMIT`) and a per-target maximum (``np.maximum.reduceat`` over each target's run of
units): with ~2000 units this is a fraction of a millisecond, no vector-search library needed.

Dense vectors are computed once per knowledge version and embedder and cached under
``settings.data_dir / "index" / <version> / <embedder id>/`` (``vectors.npy``,
``units.json``), so start-up does not re-embed an unchanged KB.
"""
from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from threadpoolctl import threadpool_limits

from referee.cachefile import atomic_write as _atomic_write, digest, keyed_json
from referee.search.embedder import Embedder
from referee.knowledge import KnowledgeBase
from referee.text import FOLDING_CODE
from referee.text.normalize import lexical_tokens, normalize

log = logging.getLogger(__name__)

NC_PREFIX = "nc:"

#: One BLAS thread for the process: a query's matrix-vector products are tiny, and OpenBLAS's
#: thread pool, on a 2-core machine shared with other work, turns a 0.03 ms product into 3–20 ms.
_BLAS_LIMIT = threadpool_limits(limits=1, user_api="blas")


@dataclass(frozen=True)
class Unit:
    """One indexed text: ``target`` is an article id or ``nc:<not-covered id>``."""

    target: str
    field: str  # title | ask | answer | nc
    text: str


def build_units(kb: KnowledgeBase) -> list[Unit]:
    """Every text that gets its own dense vector, in a stable order."""
    units: list[Unit] = []
    for aid in sorted(kb.articles):
        a = kb.articles[aid]
        units.append(Unit(aid, "title", a.title))
        units.extend(Unit(aid, "ask", q) for q in a.asks if q.strip())
        if a.answer.strip():
            units.append(Unit(aid, "answer", a.answer))
    for e in sorted(kb.not_covered, key=lambda e: e.id):
        units.append(Unit(NC_PREFIX + e.id, "nc", e.question))
        units.extend(Unit(NC_PREFIX + e.id, "nc", x) for x in e.examples if x.strip())
    return units


def lexical_document(kb: KnowledgeBase, target: str) -> str:
    """The text BM25 sees for one target (article or not-covered entry)."""
    if target.startswith(NC_PREFIX):
        e = next(e for e in kb.not_covered if e.id == target[len(NC_PREFIX):])
        return " ".join([e.question, *e.examples])
    a = kb.articles[target]
    return " ".join([a.title, a.title, *a.asks, " ".join(a.tags), a.body])


def _units_digest(units: list[Unit], embedder_id: str) -> str:
    h = hashlib.sha256(embedder_id.encode())
    for u in units:
        h.update(f"{u.target}\x1f{u.field}\x1f{u.text}\x1e".encode())
    return h.hexdigest()[:16]


def cache_dir(data_dir: Path, kb_version: str, embedder_id: str) -> Path:
    """Where the dense index for this knowledge version and embedder lives."""
    return Path(data_dir) / "index" / kb_version / embedder_id


def _text_key(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()


def _embed_with_text_cache(units: list[Unit], embedder: Embedder, texts_dir: Path | None) -> np.ndarray:
    """Embed unit texts, reusing vectors of texts embedded for an earlier knowledge version.

    Curators change a few articles at a time; only new or edited texts are embedded again.
    """
    if not units:
        return np.zeros((0, embedder.dim), np.float32)
    known: dict[str, np.ndarray] = {}
    path = texts_dir / f"{embedder.id}.npz" if texts_dir is not None else None
    if path is not None and path.exists():
        try:
            with np.load(path) as data:
                known = dict(zip(data["keys"].tolist(), data["vectors"]))
        except (OSError, ValueError, KeyError):
            known = {}
    keys = [_text_key(u.text) for u in units]
    missing = [i for i, k in enumerate(keys) if k not in known]
    if missing:
        fresh = embedder.passages([units[i].text for i in missing])
        for i, vec in zip(missing, fresh):
            known[keys[i]] = vec
        if path is not None:
            try:
                all_keys = list(known)
                arr = np.stack([known[k] for k in all_keys]).astype(np.float32)
                _atomic_write(path, lambda p: np.savez(open(p, "wb"), keys=np.array(all_keys), vectors=arr))
            except OSError as exc:
                log.warning("text vector cache not written to %s: %s", path, exc)
    return np.ascontiguousarray(np.stack([known[k] for k in keys]), dtype=np.float32)


def load_or_embed(units: list[Unit], embedder: Embedder, directory: Path | None) -> tuple[np.ndarray, bool]:
    """Dense vectors for ``units``: from the cache when it matches, else embedded and saved.

    Returns (vectors, from_cache).
    """
    digest = _units_digest(units, embedder.id)
    if directory is not None:
        meta_path = directory / "units.json"
        try:
            meta = json.loads(meta_path.read_text(encoding="utf-8"))
            if meta.get("digest") == digest:
                vectors = np.load(directory / "vectors.npy")
                if vectors.shape[0] == len(units):
                    return np.ascontiguousarray(vectors, dtype=np.float32), True
        except (OSError, ValueError):
            pass
    vectors = _embed_with_text_cache(units, embedder, directory.parent.parent / "texts" if directory else None)
    if directory is not None:
        try:
            _atomic_write(directory / "vectors.npy", lambda p: np.save(open(p, "wb"), vectors))
            meta = {"digest": digest, "embedder": embedder.id, "count": len(units),
                    "units": [[u.target, u.field, u.text] for u in units]}
            _atomic_write(directory / "units.json",
                          lambda p: Path(p).write_text(json.dumps(meta, ensure_ascii=False), encoding="utf-8"))
        except OSError as exc:  # a read-only disk must not stop the server
            log.warning("index cache not written to %s: %s", directory, exc)
    return vectors, False


#: The code that turns a document's text into BM25 tokens: the cached tokens are only as good as it.
#: (pyproject.toml: the pinned word lists and models the normaliser reads come with their versions.)
#: What the BM25 token cache's key digests beside the texts: the folding code and this module.
_TOKEN_CODE = (*FOLDING_CODE, Path(__file__))


def lexical_docs(texts: list[str], directory: Path | None) -> list[list[str]]:
    """BM25 tokens of each text, from ``directory/lexical.json`` when it was written from the same
    texts by the same tokenising code (normalising every article is most of a cold start), else
    computed and saved there."""
    return keyed_json(directory / "lexical.json" if directory is not None else None,
                      digest(_TOKEN_CODE, texts) if directory is not None else "",
                      lambda: [lexical_tokens(normalize(t).folded) for t in texts], "docs")


class Bm25:
    """Lucene BM25 over tokenised documents (k1 1.5, b 0.75; the ``bm25s`` package's scores).

    score(d, q) = Σ over query tokens t (repeats count) of idf(t) · tf / (tf + k1 · (1 − b + b · |d| / avgdl)),
    idf(t) = ln(1 + (N − df + 0.5) / (df + 0.5)). Postings hold each term's per-document part.

    >>> m = Bm25([["a", "b", "c"], ["a", "a", "d"], ["b", "e"]])
    >>> [round(float(x), 4) for x in m.scores(["a"])]
    [0.178, 0.2582, 0.0]
    """

    def __init__(self, docs: list[list[str]], k1: float = 1.5, b: float = 0.75) -> None:
        self.n = len(docs)
        lengths = np.array([len(d) for d in docs], dtype=np.float64)
        avg = float(lengths.mean()) if self.n and lengths.sum() else 1.0
        norm = k1 * (1.0 - b + b * lengths / avg)
        tfs: dict[str, dict[int, int]] = {}
        for i, d in enumerate(docs):
            for t in d:
                tfs.setdefault(t, {}).setdefault(i, 0)
                tfs[t][i] += 1
        self.postings: dict[str, tuple[np.ndarray, np.ndarray]] = {}
        for t, per_doc in tfs.items():
            idx = np.fromiter(per_doc, dtype=np.int64, count=len(per_doc))
            tf = np.fromiter(per_doc.values(), dtype=np.float64, count=len(per_doc))
            idf = np.log(1.0 + (self.n - len(per_doc) + 0.5) / (len(per_doc) + 0.5))
            self.postings[t] = (idx, (idf * tf / (tf + norm[idx])).astype(np.float32))

    def scores(self, tokens: list[str]) -> np.ndarray:
        out = np.zeros(self.n, dtype=np.float32)
        for t in tokens:
            hit = self.postings.get(t)
            if hit is not None:
                out[hit[0]] += hit[1]
        return out

    @property
    def vocabulary(self) -> frozenset[str]:
        return frozenset(self.postings)


class SearchIndex:
    """Lexical and dense scores per target (article or not-covered entry)."""

    def __init__(self, kb: KnowledgeBase, embedder: Embedder, directory: Path | None = None,
                 second: Embedder | None = None) -> None:
        self.kb = kb
        self.embedder = embedder
        self.second = second
        self.directory = directory
        self.units = build_units(kb)
        self.targets: list[str] = list(dict.fromkeys(u.target for u in self.units))
        for aid in sorted(kb.articles):  # an article with no units still gets a lexical document
            if aid not in self.targets:
                self.targets.append(aid)
        self.target_pos = {t: i for i, t in enumerate(self.targets)}
        self.unit_target = np.array([self.target_pos[u.target] for u in self.units], dtype=np.int64)
        # each target's units are one run (build_units emits them together): starts for reduceat
        self._with_units = np.unique(self.unit_target)
        self._starts = np.searchsorted(self.unit_target, self._with_units) if len(self.units) else np.zeros(0, np.int64)
        self.vectors, self.from_cache = load_or_embed(self.units, embedder, directory)
        self.vectors2: np.ndarray | None = None
        if second is not None:  # its own cache folder beside the first embedder's
            d2 = directory.parent / second.id if directory is not None else None
            self.vectors2, _ = load_or_embed(self.units, second, d2)
        docs = lexical_docs([lexical_document(kb, t) for t in self.targets],
                            directory.parent if directory is not None else None)
        self.bm25 = Bm25(docs)
        #: Each target's lexical document as a set of stems (what the coverage decision compares).
        self.documents: list[frozenset[str]] = [frozenset(d) for d in docs]
        self.is_nc = np.array([t.startswith(NC_PREFIX) for t in self.targets])
        #: Stems of the articles' own words (not the not-covered entries'): what the knowledge base knows.
        self.article_vocabulary = frozenset(t for d, is_nc in zip(docs, self.is_nc) if not is_nc for t in d)

    # -- scores ---------------------------------------------------------------
    def _per_target(self, sims: np.ndarray) -> np.ndarray:
        """Per target, the best of its units' similarities (-1 for a target without units)."""
        best = np.full(len(self.targets), -1.0, dtype=np.float32)
        if len(sims):
            best[self._with_units] = np.maximum.reduceat(sims, self._starts)
        return best

    def dense_scores(self, qvec: np.ndarray) -> np.ndarray:
        """Per target: the best cosine of the first embedder over its units (-1 if none)."""
        if not len(self.vectors):
            return np.full(len(self.targets), -1.0, dtype=np.float32)
        return self._per_target(np.dot(self.vectors, np.asarray(qvec, np.float32)))

    def best_unit(self, target: str, qvec: np.ndarray) -> Unit | None:
        """The unit of ``target`` the first embedder's query vector is nearest to (what matched)."""
        pos = self.target_pos.get(target)
        rows = np.flatnonzero(self.unit_target == pos) if pos is not None else []
        if not len(rows):
            return None
        return self.units[int(rows[np.argmax(np.dot(self.vectors[rows], np.asarray(qvec, np.float32)))])]

    def dense2_scores(self, qvec: np.ndarray) -> np.ndarray:
        """Per target: the best cosine of the second embedder over its units (-1 if none)."""
        if self.vectors2 is None or not len(self.vectors2):
            return np.full(len(self.targets), -1.0, dtype=np.float32)
        return self._per_target(np.dot(self.vectors2, np.asarray(qvec, np.float32)))

    def bm25_scores(self, tokens: list[str]) -> np.ndarray:
        """BM25 score of every target for already stemmed query tokens."""
        return self.bm25.scores(tokens)
