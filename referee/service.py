"""``ask(question, ruleset=None)``: the whole pipeline behind /api/ask and ``kural-abisi sor``.

normalise → detect the ruleset → route → (calculate | retrieve + enrich | abstain)
→ compose → store an immutable snapshot under a short code.

The knowledge base, the embedder and the index are loaded once per process
(:func:`get_pipeline`); a warm question costs one query embedding plus BM25.
"""
from __future__ import annotations

import logging
import re
import threading
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from typing import Any

from calculators.registry import SIBLING_RULESETS
from referee.answers.compose import Composed, compose_calculation, compose_not_covered
from referee.answers.rule import RuleAnswerer
from referee.config import get_settings
from referee.classify.detect import RULESET_IDS, RulesetChoice, detect_ruleset
from referee.search.embedder import Embedder, get_embedder, get_second_embedder
from referee.search.index import SearchIndex, cache_dir
from referee.knowledge import KnowledgeBase, KnowledgeError, get_knowledge, validate_knowledge
from referee.text.normalize import normalize
from referee.search.retrieve import Retriever
from referee.classify.router import route
from referee.scoring import answer_calculation

log = logging.getLogger(__name__)

MAX_QUESTION_CHARS = 500


class AskError(ValueError):
    """Bad input to :func:`ask`, with a Turkish message for the player."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


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

    def __init__(self, kb: KnowledgeBase, embedder: Embedder, use_cache: bool = True) -> None:
        self.kb = kb
        directory = cache_dir(get_settings().data_dir, kb.version, embedder.id) if use_cache else None
        self.index = SearchIndex(kb, embedder, directory, second=get_second_embedder())
        self.retriever = Retriever(self.index, get_settings().retrieval)
        self.rules = RuleAnswerer(kb, self.retriever)

    def answer(self, question: str, ruleset: str | None = None) -> Composed:
        """Compose the answer to a validated question (no storage)."""
        norm = normalize(question)
        choice = detect_ruleset(norm, ruleset)
        r = route(norm)
        if r.branch == "out_of_domain" and not self.rules.is_definition(norm):
            return compose_not_covered(choice, self.kb, [], out_of_domain=True)
        if r.branch == "calculation":
            calc = _safe_calculation(question, choice)
            if calc is not None and calc.calculation.get("result") is None and _yes_no_rule_question(norm):
                calc = None  # "çiftten açtım, kalanım katlanır mı": the rule answers it, not a form
            if calc is not None:
                variants = _calculation_variants(question, choice, calc) if not choice.named else []
                rule = None
                if calc.calculation.get("result") is None:
                    # no number without the missing fact, but the rule itself can be told now
                    res = self.retriever.search(norm, choice.ruleset, strict=choice.named)
                    rule = None if res.abstain else self.kb.articles[res.hits[0].article_id]
                return compose_calculation(calc, choice, self.kb, variants, rule=rule)
        return self.rules.answer(norm, choice, ruleset).composed


#: A yes/no question ("… katlanır mı?", "… ceza var mı?") asks for the rule, not for a number.
_YES_NO = ("mi", "mu", "mı", "mü", "mi?", "mu?", "misin", "miyim", "midir", "mudur")
_HOW_MUCH = ("kac*", "ne yaz*", "toplam*", "ne kadar*", "kim kac", "ne kaldi", "ne oldu")


def _yes_no_rule_question(norm) -> bool:
    words = norm.folded.replace("?", " ").split()
    return any(w in _YES_NO for w in words) and not norm.has(*_HOW_MUCH)


def _safe_calculation(question: str, choice: RulesetChoice):
    """The slot filler's answer; any bug there falls back to the rule article, never to a 500."""
    try:
        return answer_calculation(question, choice.ruleset, choice.reason)
    except Exception:  # noqa: BLE001 - the hook is another module; log and fall back
        log.exception("answer_calculation failed; falling back to the rule article")
        return None


def _calculation_variants(question: str, choice: RulesetChoice, calc) -> list[tuple[str, object]]:
    """The same story under the other 101 rulesets, where the number comes out different.

    Only when the asker named no ruleset: the table may play any of them, so a number
    that depends on the ruleset is shown for each instead of hiding the difference.
    """
    if calc.calculation.get("result") is None:
        return []
    out = []
    for other in SIBLING_RULESETS.get(choice.ruleset, ()):
        alt = _safe_calculation(question, RulesetChoice(other, "request", ""))
        if alt is not None and alt.calculation.get("result") is not None \
                and _verdict(alt.answer) != _verdict(calc.answer):
            out.append((other, alt))
    return out


def _verdict(text: str) -> list[str]:
    """The bold numbers of an answer's first line: what a table compares across rulesets."""
    return re.findall(r"\*\*(.+?)\*\*", text.strip().split("\n", 1)[0])


_lock = threading.Lock()
_pipeline: Pipeline | None = None


def get_pipeline() -> Pipeline:
    """The process-wide pipeline, built on first use (index from the on-disk cache when possible)."""
    global _pipeline
    if _pipeline is None:
        with _lock:
            if _pipeline is None:
                _pipeline = Pipeline(load_kb(), get_embedder())
    return _pipeline


def build_index() -> Pipeline:
    """Build (or load) the index cache for the current knowledge version; used by ``kural-abisi build``."""
    return get_pipeline()


# --------------------------------------------------------------------------- storage


def _store():
    from referee.storage import get_store

    return get_store()


def save_snapshot(snapshot: dict[str, Any]) -> str:
    """Store an immutable answer snapshot; returns its 7-character code."""
    return _store().save(snapshot)


def short_url(code: str) -> str:
    return f"{get_settings().base_url.rstrip('/')}/a/{code}"


def get_answer(code: str) -> dict[str, Any] | None:
    """The stored answer as an API payload (plus ``question`` and ``created_at``), or None."""
    snap = _store().get(code) if isinstance(code, str) else None
    if snap is None:
        return None
    payload = {k: snap.get(k) for k in ("id", "kind", "answer", "ruleset", "sources", "calculation",
                                        "variants", "knowledge_version")}
    payload["id"] = code
    payload["short_url"] = short_url(code)
    payload["question"] = snap.get("question")
    payload["created_at"] = snap.get("created_at")
    return payload


# --------------------------------------------------------------------------- ask


def validate_question(question: Any, ruleset: Any) -> tuple[str, str | None]:
    """Check the request; raise :class:`AskError` with a Turkish message when it is bad."""
    if not isinstance(question, str) or not question.strip():
        raise AskError("Soruyu yazmayı unuttun: boş soru cevaplayamam.")
    if len(question) > MAX_QUESTION_CHARS:
        raise AskError(f"Soru çok uzun: en fazla {MAX_QUESTION_CHARS} karakter yaz, kısaca anlat.")
    if ruleset is not None and ruleset != "":
        if not isinstance(ruleset, str) or ruleset not in RULESET_IDS:
            raise AskError(f"“{ruleset}” diye bir kural seti yok. Geçerli olanlar: {', '.join(RULESET_IDS)}.")
        return question.strip(), ruleset
    return question.strip(), None


def ask(question: str, ruleset: str | None = None) -> AskResult:
    """Answer a question, store the snapshot, and return the API payload."""
    question, ruleset = validate_question(question, ruleset)
    p = get_pipeline()
    c = p.answer(question, ruleset)
    snapshot = {
        "question": question,
        "ruleset": c.ruleset,
        "requested_ruleset": ruleset,
        "answer": c.answer,
        "kind": c.kind,
        "calculation": c.calculation,
        "sources": c.sources,
        "variants": c.variants,
        "knowledge_version": p.kb.version,
        "created_at": datetime.now(UTC).isoformat(timespec="seconds"),
    }
    code = save_snapshot(snapshot)
    return AskResult(id=code, kind=c.kind, answer=c.answer, ruleset=c.ruleset, sources=c.sources,
                     calculation=c.calculation, variants=c.variants, short_url=short_url(code),
                     knowledge_version=p.kb.version)
