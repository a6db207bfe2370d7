"""The search index over the knowledge base: BM25 (lexical) and faiss (dense).

Units indexed per article: its title, every ``asks`` phrasing (one vector each: the
best matching phrasing wins for the article, the classic FAQ-retrieval trick) and the
first paragraph. ``not_covered.yaml`` entries are indexed the same way (question +
examples) under the target id ``nc:<id>``, so a question nearest to a known gap abstains.

BM25 works on one document per target: title, asks, tags and body, folded and
cut to 5-letter prefixes (see :func:`referee.text.normalize.lexical_tokens`).

Dense vectors are computed once per knowledge version and embedder and cached under
``settings.data_dir / "index" / <version> / <embedder id>/`` (``vectors.npy``,
``faiss.index``, ``units.json``), so start-up does not re-embed an unchanged KB.
"""
from __future__ import annotations

import hashlib
import json
import logging
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

import bm25s
import faiss
import numpy as np

from referee.search.embedder import Embedder
from referee.knowledge import KnowledgeBase
from referee.text.normalize import lexical_tokens, normalize

log = logging.getLogger(__name__)

faiss.omp_set_num_threads(1)  # a flat search over ~2000 vectors needs no thread pool

NC_PREFIX = "nc:"


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


def _atomic_write(path: Path, write) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name + ".", suffix=".tmp")
    os.close(fd)
    try:
        write(tmp)
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


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


def load_or_embed(units: list[Unit], embedder: Embedder, directory: Path | None) -> tuple[np.ndarray, faiss.Index, bool]:
    """Dense vectors + faiss index for ``units``: from the cache when it matches, else embedded and saved.

    Returns (vectors, index, from_cache).
    """
    digest = _units_digest(units, embedder.id)
    if directory is not None:
        meta_path = directory / "units.json"
        try:
            meta = json.loads(meta_path.read_text(encoding="utf-8"))
            if meta.get("digest") == digest:
                vectors = np.load(directory / "vectors.npy")
                index = faiss.read_index(str(directory / "faiss.index"))
                if vectors.shape[0] == len(units) == index.ntotal:
                    return vectors, index, True
        except (OSError, ValueError, RuntimeError):
            pass
    vectors = _embed_with_text_cache(units, embedder, directory.parent.parent / "texts" if directory else None)
    index = faiss.IndexFlatIP(int(vectors.shape[1]) if vectors.size else embedder.dim)
    if len(vectors):
        index.add(vectors)
    if directory is not None:
        try:
            _atomic_write(directory / "vectors.npy", lambda p: np.save(open(p, "wb"), vectors))
            _atomic_write(directory / "faiss.index", lambda p: faiss.write_index(index, p))
            meta = {"digest": digest, "embedder": embedder.id, "count": len(units),
                    "units": [[u.target, u.field, u.text] for u in units]}
            _atomic_write(directory / "units.json",
                          lambda p: Path(p).write_text(json.dumps(meta, ensure_ascii=False), encoding="utf-8"))
        except OSError as exc:  # a read-only disk must not stop the server
            log.warning("index cache not written to %s: %s", directory, exc)
    return vectors, index, False


class SearchIndex:
    """Lexical and dense scores per target (article or not-covered entry)."""

    def __init__(self, kb: KnowledgeBase, embedder: Embedder, directory: Path | None = None,
                 second: Embedder | None = None) -> None:
        self.kb = kb
        self.embedder = embedder
        self.second = second
        self.units = build_units(kb)
        self.targets: list[str] = list(dict.fromkeys(u.target for u in self.units))
        for aid in sorted(kb.articles):  # an article with no units still gets a lexical document
            if aid not in self.targets:
                self.targets.append(aid)
        self.target_pos = {t: i for i, t in enumerate(self.targets)}
        self.unit_target = np.array([self.target_pos[u.target] for u in self.units], dtype=np.int64)
        self.vectors, self.faiss, self.from_cache = load_or_embed(self.units, embedder, directory)
        self.vectors2: np.ndarray | None = None
        if second is not None:  # its own cache folder beside the first embedder's
            d2 = directory.parent / second.id if directory is not None else None
            self.vectors2, _, _ = load_or_embed(self.units, second, d2)
        docs = [lexical_tokens(normalize(lexical_document(kb, t)).folded) for t in self.targets]
        self.bm25 = bm25s.BM25()
        self.bm25.index(docs, show_progress=False)
        self.is_nc = np.array([t.startswith(NC_PREFIX) for t in self.targets])

    # -- scores ---------------------------------------------------------------
    def dense_scores(self, qvec: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Per target: the best cosine over its units, and which unit gave it (-1 if none)."""
        best = np.full(len(self.targets), -1.0, dtype=np.float32)
        best_unit = np.full(len(self.targets), -1, dtype=np.int64)
        if self.faiss.ntotal == 0:
            return best, best_unit
        sims, ids = self.faiss.search(np.asarray(qvec, np.float32).reshape(1, -1), int(self.faiss.ntotal))
        # Walk in descending order: the first time a target is seen is its best unit.
        for s, uid in zip(sims[0], ids[0]):
            if uid < 0:
                continue
            t = self.unit_target[uid]
            if best_unit[t] < 0:
                best[t] = s
                best_unit[t] = uid
        return best, best_unit

    def dense2_scores(self, qvec: np.ndarray) -> np.ndarray:
        """Per target: the best cosine of the second embedder over its units (-1 if none)."""
        best = np.full(len(self.targets), -1.0, dtype=np.float32)
        if self.vectors2 is None or not len(self.vectors2):
            return best
        sims = self.vectors2 @ np.asarray(qvec, np.float32)
        np.maximum.at(best, self.unit_target, sims)
        return best

    def bm25_scores(self, tokens: list[str]) -> np.ndarray:
        """BM25 score of every target for already stemmed query tokens."""
        if not tokens:
            return np.zeros(len(self.targets), dtype=np.float32)
        return np.asarray(self.bm25.get_scores(tokens), dtype=np.float32)
