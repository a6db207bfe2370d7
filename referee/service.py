"""The referee: the whole pipeline behind /api/ask, the answer pages and ``kural-abisi sor``.

normalise → detect the ruleset → route → (calculate | retrieve + enrich | abstain)
→ compose → store an immutable snapshot under a short code.

:class:`Referee` holds what a request needs, built from one :class:`~referee.config.Settings`:
the knowledge base, the embedder and the index (:class:`Pipeline`, loaded once per process
and shared, on first use or at start-up), the answer store and the sheets. The web app
keeps one on ``app.state``; the command line and the bench use :func:`default_referee`.
A warm question costs one query embedding plus BM25.
"""
from __future__ import annotations

import logging
import threading
from dataclasses import asdict, dataclass, replace
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any

from calculators.registry import SIBLING_RULESETS
from referee.answers.alternatives import near_alternatives
from referee.answers.cited import cited
from referee.answers.compose import Composed, compose_calculation, compose_not_covered
from referee.answers.rule import RuleAnswerer
from referee.config import Settings, get_settings
from referee.classify.detect import RULESET_IDS, RulesetChoice, detect_ruleset
from referee.errors import PlayerError
from referee.search.embedder import Embedder, embedder_for, get_second_embedder
from referee.search.index import SearchIndex, cache_dir
from referee.knowledge import KnowledgeBase, KnowledgeError, get_knowledge, validate_knowledge
from referee.text.discourse import strip_discourse
from referee.text.normalize import normalize
from referee.text.respell import respell
from referee.search.retrieve import Retriever
from referee.classify.general import asks_in_general
from referee.classify.router import route
from referee.scoring import answer_calculation, answer_filled
from referee.sheets import SheetLimits, Sheets

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


# --------------------------------------------------------------------------- pipeline


def load_kb() -> KnowledgeBase:
    """The validated knowledge base; if validation fails, the loadable part with a warning.

    A curator's typo must not take the referee down; ``make test`` (tests/knowledge) is
    where an invalid knowledge base fails loudly.
    """
    try:
        return get_knowledge()
    except KnowledgeError as exc:
        kb, problems = validate_knowledge()
        log.warning("knowledge base has %d problem(s); serving what loads: %s", len(problems), exc)
        return kb


class Pipeline:
    """The loaded knowledge base, index and retriever."""

    def __init__(self, kb: KnowledgeBase, embedder: Embedder, use_cache: bool = True,
                 settings: Settings | None = None) -> None:
        settings = settings or get_settings()
        self.kb = kb
        directory = cache_dir(settings.data_dir, kb.version, embedder.id) if use_cache else None
        self.index = SearchIndex(kb, embedder, directory, second=get_second_embedder())
        self.retriever = Retriever(self.index, settings.retrieval)
        self.rules = RuleAnswerer(kb, self.retriever)

    def answer(self, question: str, ruleset: str | None = None, house: Any = ()) -> Composed:
        """Compose the answer to a validated question (no storage).

        ``house``: a table's house rules, under which a calculation is played (rule answers are
        told under a table by :func:`referee.tables.answer.under_table`).
        """
        # "OKEYATARSAM": as if typed in lower case and with its spaces; "kuzum …, bi sorayım dedim": the rule words only
        norm = normalize(strip_discourse(respell(question)))
        choice = detect_ruleset(norm, ruleset)
        r = route(norm)
        if r.branch == "calculation" and asks_in_general(norm):
            r = replace(r, branch="rule")  # "alabilir miyim? alırsam ceza …", "açan kaç, açmayan kaç": the rule
        if r.branch == "out_of_domain" and not self.rules.is_definition(norm):
            return compose_not_covered(choice, self.kb, [], out_of_domain=True)
        if r.branch == "calculation" and not ruleset:
            compared = self.rules.across_rulesets(norm, choice)
            if compared is not None:  # "101de … kaç yazar, düz okeyde … kaç": each ruleset's rule
                return compared.composed
        if r.branch == "calculation":
            calc = _safe_calculation(question, choice, house)
            if calc is not None and calc.calculation.get("result") is None and _yes_no_rule_question(norm):
                calc = None  # "çiftten açtım, kalanım katlanır mı": the rule answers it, not a form
            if calc is not None:
                return self._compose_calculation(norm, question, choice, calc)
        ra = self.rules.answer(norm, choice, ruleset)
        alternatives = near_alternatives(ra, self.kb)  # "Bunu mu sordun?" (issue 13 §3)
        if not alternatives:
            return ra.composed
        return replace(ra.composed, alternatives=tuple(alternatives))

    def answer_filled(self, question: str, ruleset: str | None, fills: list[tuple[str, Any]],
                      house: Any = ()) -> Composed:
        """The answer to a stored story once its missing facts are given (issue 13 ``/fill``): the same
        ruleset choice and composition as :meth:`answer`, the reading with ``fills`` applied in order
        (``house``: a table's house rules, as in :meth:`answer`).
        Raises :class:`referee.story.fill.FillError` (a Turkish message) for a slot or value that does not fit."""
        from referee.story.fill import FillError

        norm = normalize(question)
        choice = detect_ruleset(norm, ruleset)
        calc = answer_filled(question, choice.ruleset, fills, house)
        if calc is None:
            raise FillError("Bu bilgiyle de hesabı kuramadım; eli hesaplayıcı formunda yazar mısın?")
        return self._compose_calculation(norm, question, choice, calc, fills)

    def _compose_calculation(self, norm, question: str, choice: RulesetChoice, calc,
                             fills: list[tuple[str, Any]] = ()) -> Composed:
        variants = _calculation_variants(question, choice, calc, fills) if not choice.named else []
        rule = None
        if calc.calculation.get("result") is None:
            # no number without the missing fact, but the rule itself can be told now
            res = self.retriever.search(norm, choice.ruleset, strict=choice.named)
            rule = None if res.abstain else self.kb.articles[res.hits[0].article_id]
        return compose_calculation(calc, choice, self.kb, variants, rule=rule)


#: A yes/no question ("… katlanır mı?", "… ceza var mı?") asks for the rule, not for a number.
_YES_NO = ("mi", "mu", "mı", "mü", "mi?", "mu?", "misin", "miyim", "midir", "mudur")
_HOW_MUCH = ("kac*", "ne yaz*", "toplam*", "ne kadar*", "kim kac", "ne kaldi", "ne oldu")


def _yes_no_rule_question(norm) -> bool:
    words = norm.folded.replace("?", " ").split()
    return any(w in _YES_NO for w in words) and not norm.has(*_HOW_MUCH)


def _safe_calculation(question: str, choice: RulesetChoice, house: Any = (), fills: list[tuple[str, Any]] = ()):
    """The slot filler's answer; any bug there falls back to the rule article, never to a 500.
    With ``fills`` (answered missing facts) a slot that does not fit this ruleset's reading gives None."""
    try:
        if fills:
            from referee.story.fill import FillError

            try:
                return answer_filled(question, choice.ruleset, list(fills))
            except FillError:
                return None
        if house:
            return answer_calculation(question, choice.ruleset, choice.reason, house)
        return answer_calculation(question, choice.ruleset, choice.reason)
    except Exception:  # noqa: BLE001 - the hook is another module; log and fall back
        log.exception("answer_calculation failed; falling back to the rule article")
        return None


def _calculation_variants(question: str, choice: RulesetChoice, calc,
                          fills: list[tuple[str, Any]] = ()) -> list[tuple[str, object]]:
    """The same story under the other 101 rulesets, where the number comes out different.

    Only when the asker named no ruleset: the table may play any of them, so a number
    that depends on the ruleset is shown for each instead of hiding the difference.
    """
    if calc.calculation.get("result") is None:
        return []
    out = []
    for other in SIBLING_RULESETS.get(choice.ruleset, ()):
        alt = _safe_calculation(question, RulesetChoice(other, "request", ""), fills=fills)
        if alt is not None and alt.calculation.get("result") is not None and alt.numbers != calc.numbers:
            out.append((other, alt))
    return out


def pipeline_for(settings: Settings) -> Pipeline:
    """The pipeline these settings describe, loaded once per process and shared by every referee."""
    return _shared_pipeline(settings.data_dir, settings.embedder, settings.embedder_model,
                            settings.embedder_cache_entries, settings.retrieval)


@lru_cache(maxsize=4)
def _shared_pipeline(data_dir: Any, embedder: str, model: str | None, cache_entries: int, retrieval: Any) -> Pipeline:
    settings = Settings(data_dir=data_dir, embedder=embedder, embedder_model=model,
                        embedder_cache_entries=cache_entries, retrieval=retrieval)
    return Pipeline(load_kb(), embedder_for(settings), settings=settings)


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
