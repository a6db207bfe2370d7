"""The answering pipeline: a question in, a composed answer out (no storage, no web).

normalise → detect the ruleset → route → (calculate | retrieve + enrich | abstain) → compose.

:class:`Pipeline` holds the loaded knowledge base, index and retriever; :func:`pipeline_for`
loads one per process for a :class:`~referee.config.Settings` and shares it. What asks it —
validation, table profiles, the stored snapshot — is :class:`referee.service.Referee`.
A warm question costs one query embedding plus BM25.
"""
from __future__ import annotations

import logging
from dataclasses import replace
from functools import lru_cache
from typing import Any

from calculators.registry import SIBLING_RULESETS
from calculators.rulesets import get_ruleset
from referee.answers.alternatives import near_alternatives
from referee.answers.compose import Composed, compose_calculation, compose_not_covered
from referee.answers.rule import RuleAnswerer
from referee.answers.why import answer_why
from referee.classify.detect import RulesetChoice, detect_ruleset
from referee.classify.general import asks_in_general, hypothetical
from referee.classify.router import route
from referee.config import Settings, get_settings
from referee.knowledge import KnowledgeBase, KnowledgeError, get_knowledge, validate_knowledge
from referee.scoring import answer_calculation, answer_filled
from referee.search.embedder import Embedder, embedder_for, get_second_embedder
from referee.search.index import SearchIndex, cache_dir
from referee.search.retrieve import Retriever
from referee.text.discourse import strip_discourse
from referee.text.normalize import normalize
from referee.text.respell import respell
from referee.text.typos import correct_terms, glossary_names, term_vocabulary

log = logging.getLogger(__name__)


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
        #: the key terms a slip of the thumb is read back to ("işleg" → "işlek"; referee.text.typos)
        self.terms = term_vocabulary(glossary_names(kb.glossary))

    def answer(self, question: str, ruleset: str | None = None, house: Any = ()) -> Composed:
        """Compose the answer to a validated question (no storage).

        ``house``: a table's house rules, under which a calculation is played (rule answers are
        told under a table by :func:`referee.tables.answer.under_table`).
        """
        # "OKEYATARSAM": as if typed in lower case and with its spaces; "işleg taş": "işlek taş";
        # "kuzum …, bi sorayım dedim": the rule words only
        norm = normalize(strip_discourse(correct_terms(respell(question), self.terms)))
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
            if calc is not None and calc.calculation.get("result") is None and not _told_standing(calc) and (
                    _yes_no_rule_question(norm) or hypothetical(norm)):
                # "çiftten açtım, kalanım katlanır mı", "birisi bitirirse ortağı ne yazar": the rule answers, not a form
                calc = None
            if calc is not None:
                return self._compose_calculation(norm, question, choice, calc)
        ra = self.rules.answer(norm, choice, ruleset)
        # "neden …", "bunun hikmeti ne": the reason the articles state, or "not covered" with the rule
        why = answer_why(ra.composed, norm, self.kb, choice)
        if why is not ra.composed:
            ra = replace(ra, composed=why, path=ra.path if why.kind == "rule" else "abstain")
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
        if calc.calculation.get("result") is None and _told_standing(calc) and calc.sources and \
                calc.sources[0] in self.kb.articles:
            rule = self.kb.articles[calc.sources[0]]  # a told standing: the match's end rule, whatever the words
        elif calc.calculation.get("result") is None:
            # no number without the missing fact, but the rule itself can be told now
            res = self.retriever.search(norm, choice.ruleset, strict=choice.named)
            rule = None if res.abstain else self.kb.articles[res.hits[0].article_id]
        return compose_calculation(calc, choice, self.kb, variants, rule=rule, question=norm)


#: A yes/no question ("… katlanır mı?", "… ceza var mı?") asks for the rule, not for a number.
_YES_NO = ("mi", "mu", "mı", "mü", "mi?", "mu?", "misin", "miyim", "midir", "mudur")
#: ("toplama giriyor mu" asks whether a tile enters the sum: a rule, not how much the sum is)
_HOW_MUCH = ("kac*", "ne yaz*", "toplam", "toplami", "toplamim*", "toplamimiz*", "toplamda", "toplamlar*", "ne kadar*",
             "kim kac", "ne kaldi", "ne oldu")


#: A table told as every player for themselves: a team ruleset's numbers are no variant of it.
_EACH_FOR_HIMSELF = ("tekli", "tekli*", "herkes kendine", "herkes kendi", "bireysel*", "essiz", "eşsiz", "teke tek")


def _told_standing(calc) -> bool:
    """"biz 320 onlar 410, maç bitti mi", "biz 4'teydik … bu el X bitti, oyun bitti mi": the points are
    told, so the end condition is read off them and the hand (or the one fact it still needs is asked) —
    a yes/no about a told state, not the rule."""
    slots = calc.calculation.get("inputs", {}).get("slots", {})
    asked = set(slots.get("question", {}).get("what") or ())
    return bool(slots.get("before")) and (slots.get("kind") == "standing" or bool(asked & {"over", "winner"}))


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
    alone = normalize(question).has(*_EACH_FOR_HIMSELF)
    for other in SIBLING_RULESETS.get(choice.ruleset, ()):
        if alone and get_ruleset(other).team:
            continue  # "tekli 101", "herkes kendine": no team table's number is this table's
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
