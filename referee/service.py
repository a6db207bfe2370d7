"""The referee: what stands behind /api/ask, the answer pages and ``kural-abisi sor``.

validate → answer (:class:`referee.pipeline.Pipeline`: normalise → detect the ruleset → route →
calculate | retrieve + enrich | abstain → compose) → store an immutable snapshot under a short code.

:class:`Referee` holds what a request needs, built from one :class:`~referee.config.Settings`:
the pipeline (the knowledge base, the embedder and the index, loaded once per process and
shared, on first use or at start-up), the answer store, the sheets and the table profiles. The
web app keeps one on ``app.state``; the command line and the bench use :func:`default_referee`.
"""
from __future__ import annotations

import logging
import threading
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any

from referee.answers.cited import cited
from referee.classify.detect import RULESET_IDS
from referee.config import Settings, get_settings
from referee.errors import PlayerError
from referee.knowledge import KnowledgeBase
from referee.pipeline import Pipeline, load_kb, pipeline_for
from referee.sheets import SheetLimits, Sheets

__all__ = ["AskError", "AskResult", "MAX_QUESTION_CHARS", "Pipeline", "Referee", "ask", "default_referee",
           "get_pipeline", "load_kb", "pipeline_for", "validate_question"]

log = logging.getLogger(__name__)

#: The longest question accepted (``Settings.max_question_chars``'s default, for forms and tests).
MAX_QUESTION_CHARS: int = Settings.model_fields["max_question_chars"].default


class AskError(PlayerError):
    """Bad input to :func:`ask`, with a Turkish message for the player (``status``: 404 for an unknown table)."""


@dataclass(frozen=True)
class AskResult:
    """The API payload of one answer (exactly these keys)."""

    id: str
    kind: str
    answer: str
    ruleset: str
    sources: list[dict[str, Any]]
    calculation: dict[str, Any] | None
    variants: list[dict[str, str]] | None
    short_url: str
    knowledge_version: str
    #: The table the question was asked under (``{"code", "name"}``), or None.
    table: dict[str, str] | None = None

    def payload(self) -> dict[str, Any]:
        return asdict(self)


# --------------------------------------------------------------------------- the referee


def validate_question(question: Any, ruleset: Any, max_chars: int = MAX_QUESTION_CHARS) -> tuple[str, str | None]:
    """Check the request; raise :class:`AskError` with a Turkish message when it is bad."""
    if not isinstance(question, str) or not question.strip():
        raise AskError("Soruyu yazmayı unuttun: boş soru cevaplayamam.")
    if len(question) > max_chars:
        raise AskError(f"Soru çok uzun: en fazla {max_chars} karakter yaz, kısaca anlat.")
    if ruleset is not None and ruleset != "":
        if not isinstance(ruleset, str) or ruleset not in RULESET_IDS:
            raise AskError(f"“{ruleset}” diye bir kural seti yok. Geçerli olanlar: {', '.join(RULESET_IDS)}.")
        return question.strip(), ruleset
    return question.strip(), None


#: The keys of a stored snapshot that the API payload repeats.
_PAYLOAD_KEYS = ("id", "kind", "answer", "ruleset", "sources", "calculation", "variants", "knowledge_version",
                 "table")


class Referee:
    """One assistant, from one settings object: pipeline, store, sheets.

    Everything heavy is built on first use (or by :meth:`warm_up` at start-up), so an app
    that only serves pages never loads the model. Tests build one from their own settings
    and may hand in an already loaded ``pipeline``.
    """

    def __init__(self, settings: Settings, *, pipeline: Pipeline | None = None, store: Any = None) -> None:
        self.settings = settings
        self._pipeline = pipeline
        self._store = store
        self._lock = threading.Lock()

    # ---- what it holds

    @property
    def pipeline(self) -> Pipeline:
        """The knowledge base, index and retriever (loaded once per process, see :func:`pipeline_for`)."""
        if self._pipeline is None:
            with self._lock:
                if self._pipeline is None:
                    self._pipeline = pipeline_for(self.settings)
        return self._pipeline

    @property
    def kb(self) -> KnowledgeBase:
        """The knowledge base (the loaded pipeline's, or loaded on its own: pages need no index)."""
        return self._pipeline.kb if self._pipeline is not None else load_kb()

    @property
    def loaded(self) -> Pipeline | None:
        """The pipeline if it is loaded already (readiness must not trigger the load)."""
        return self._pipeline

    @property
    def store(self) -> Any:
        """The answer and sheet store of the configured database, migrated on first use."""
        if self._store is None:
            from referee.storage import get_store

            self._store = get_store(self.settings.sqlalchemy_url, self.settings.sqlite_busy_timeout_s)
        return self._store

    @property
    def sheets(self) -> Sheets:
        return Sheets(self.store, SheetLimits.of(self.settings))

    @property
    def tables(self) -> "Tables":
        """The table profiles ("Masa kuralları") on the same store."""
        from referee.tables import Tables

        return Tables(self.store)

    def warm_up(self) -> None:
        """Load the knowledge base, index and model before the first request (run at start-up)."""
        try:
            self.pipeline
        except Exception:  # noqa: BLE001 - start-up must not die; the first request will retry and report
            log.exception("ask pipeline could not be loaded at start-up")

    def close(self) -> None:
        """Close pooled database connections (only if this referee ever opened the store)."""
        if self._store is not None:
            try:
                self._store.engine.dispose()
            except Exception:  # noqa: BLE001 - shutting down anyway
                log.debug("closing the database pool failed", exc_info=True)

    # ---- asking

    def validate(self, question: Any, ruleset: Any) -> tuple[str, str | None]:
        return validate_question(question, ruleset, self.settings.max_question_chars)

    def ask(self, question: Any, ruleset: Any = None, table: Any = None) -> AskResult:
        """Answer a question, store the snapshot, and return the API payload.

        ``table``: a table profile's code; the answer follows that table's house rules
        (:func:`referee.tables.answer.under_table`) and the payload names the table.
        """
        question, ruleset = self.validate(question, ruleset)
        p = self.pipeline
        profile = self._table(table, ruleset)
        if profile is None:
            c = p.answer(question, ruleset)
        else:
            from referee.tables.answer import under_table

            ruleset = profile.ruleset
            c = under_table(p, question, profile)
        brief = profile.brief() if profile is not None else None
        snapshot = {
            "question": question,
            "ruleset": c.ruleset,
            "requested_ruleset": ruleset,
            "answer": c.answer,
            "kind": c.kind,
            "calculation": c.calculation,
            "sources": c.sources,
            "variants": c.variants,
            "parts": c.parts.to_dict(),
            "cited": cited(p.kb, c.sources),  # what the page shows of its sources, as it was (immutable)
            "knowledge_version": p.kb.version,
            "created_at": datetime.now(UTC).isoformat(timespec="seconds"),
            "table": brief,
        }
        if c.alternatives:  # "Bunu mu sordun?" (issue 13 §3): the page shows them
            snapshot["alternatives"] = list(c.alternatives)
        code = self.store.save(snapshot)
        return AskResult(id=code, kind=c.kind, answer=c.answer, ruleset=c.ruleset, sources=c.sources,
                         calculation=c.calculation, variants=c.variants, short_url=self.short_url(code),
                         knowledge_version=p.kb.version, table=brief)

    def _table(self, code: Any, ruleset: str | None) -> Any:
        """The table profile a question is asked under (None without one); AskError in Turkish otherwise."""
        if code is None or code == "":
            return None
        from referee.tables import TableError

        try:
            return self.tables.for_ruleset(code, ruleset)
        except TableError as exc:
            raise AskError(exc.message, exc.status) from None

    def short_url(self, code: str) -> str:
        return f"{self.settings.base_url.rstrip('/')}/a/{code}"

    def get_answer(self, code: str, with_parts: bool = False) -> dict[str, Any] | None:
        """The stored answer as an API payload (plus ``question`` and ``created_at``), or None.

        ``with_parts`` adds the stored :class:`~referee.answers.answer.Answer` parts (``"parts"``,
        None for an answer stored before them) and the cited articles as they were (``"cited"``,
        :mod:`referee.answers.cited`): what the answer page renders from.
        """
        snap = self.store.get(code) if isinstance(code, str) else None
        if snap is None:
            return None
        payload = {k: snap.get(k) for k in _PAYLOAD_KEYS}
        payload["id"] = code
        payload["short_url"] = self.short_url(code)
        payload["question"] = snap.get("question")
        payload["created_at"] = snap.get("created_at")
        if with_parts:
            payload["parts"] = snap.get("parts")
            payload["cited"] = snap.get("cited")
        if snap.get("alternatives"):  # a close decision's near articles (issue 13 §3)
            payload["alternatives"] = snap["alternatives"]
        if snap.get("parent"):  # a follow-up (issue 13): the answer it completes or corrects
            payload["parent"] = snap["parent"]
            payload["followup"] = snap.get("followup")
        return payload

    # ---- follow-ups (issue 13): a new answer, never an edit of the one followed (referee/followups.py)

    def fill(self, code: str, slot: Any, value: Any) -> dict[str, Any] | None:
        """One missing fact of a stored calculation given: see :func:`referee.followups.fill`."""
        from referee import followups

        return followups.fill(self, code, slot, value)

    def correct(self, code: str, hand: dict[str, Any]) -> dict[str, Any] | None:
        """A stored calculation's hand corrected in the form: see :func:`referee.followups.correct`."""
        from referee import followups

        return followups.correct(self, code, hand)


@lru_cache(maxsize=1)
def default_referee() -> Referee:
    """The process-wide referee of the environment's settings (command line, bench)."""
    return Referee(get_settings())


def ask(question: Any, ruleset: Any = None, table: Any = None) -> AskResult:
    """:meth:`Referee.ask` on the :func:`default_referee` (``kural-abisi sor``, the bench)."""
    return default_referee().ask(question, ruleset, table)


def get_pipeline() -> Pipeline:
    """The :func:`default_referee`'s pipeline, loaded on first use."""
    return default_referee().pipeline
