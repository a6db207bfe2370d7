"""Answer composition: the verdict first, then the ruleset and why, sources, and variants.

Each composer fills the parts of an :class:`~referee.answers.answer.Answer`; the API's
``answer`` text is written from them (:meth:`Answer.markdown`), never read back.

Three shapes, one payload:
- ``rule``: an optional concrete line computed by a calculator ("Okey sarı 6."), the
  article's first paragraph, the ruleset sentence, and — when the asker named no
  ruleset and the article's group disagrees — "Masaya göre değişir:" with each
  ruleset's answer and source.
- ``calculation``: the calculator's answer (verdict, arithmetic, assumptions) and the ruleset.
- ``not_covered``: a short, kind "our sources do not say" plus the nearest related
  articles ("belki bunu soruyorsun"); for a not-covered answer ``sources`` holds
  those suggestions, never a citation of an invented rule.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Sequence

from referee.answers.answer import Answer, Kind, VariantLine
from referee.cachefile import derived_path, digest, keyed_json
from referee.answers.exceptions import asks_condition, exception_sentence
from referee.answers.sentences import body_sentences, sentences_of
from referee.answers.worked import foreign_example, told_numbers, without_foreign_examples
from referee.classify.detect import RULESET_IDS, RulesetChoice, ruleset_name
from referee.knowledge import Article, KnowledgeBase, NotCoveredEntry
from referee.text import FOLDING_CODE
from referee.text.normalize import NormalizedText, fold, lexical_tokens, normalize
from referee.scoring import CalcAnswer

NOT_COVERED_LEAD = "Bunu kaynaklarımızda bulamadım, uydurmayayım."
OUT_OF_DOMAIN_LEAD = ("Ben yalnız okeyin (101 ve düz okey) yazılı kurallarına bakıyorum; "
                      "bu soru okeyle ilgili görünmüyor, uydurmayayım.")


@dataclass(frozen=True)
class Composed:
    """Everything the API returns except id, short_url and knowledge_version: the answer in
    parts, its sources, the calculation, and the other rulesets' answers (``variants``)."""

    parts: Answer
    sources: list[dict[str, Any]]
    calculation: dict[str, Any] | None = None
    variants: list[dict[str, str]] | None = None
    #: "Bunu mu sordun?" (issue 13 §3): the runner-up articles of a close decision, else empty.
    alternatives: tuple[dict[str, Any], ...] = ()

    @property
    def kind(self) -> Kind:
        return self.parts.kind

    @property
    def ruleset(self) -> str:
        return self.parts.ruleset

    @property
    def answer(self) -> str:
        """The API's ``answer`` text, written from the parts."""
        return self.parts.markdown()


def source_ref(article: Article) -> dict[str, Any]:
    """The citation of an article: id, title, source labels, and its page."""
    return {"id": article.id, "title": article.title, "labels": list(article.labels), "url": f"/kural/{article.id}"}


def first_sentence(text: str) -> str:
    """The first sentence of a paragraph (for the short variants list).

    >>> first_sentence("Evet, 101 yazılır. Ayrıca şu da var.")
    'Evet, 101 yazılır.'
    """
    m = re.match(r"(.+?[.!?])(\s|$)", text.strip(), flags=re.S)
    return (m.group(1) if m else text).strip()


def variants_for(article: Article, kb: KnowledgeBase) -> list[tuple[str, Article]]:
    """(ruleset, article) for every ruleset the article's group answers, in ruleset order; [] if no siblings."""
    if not article.group:
        return []
    group = kb.by_group(article.group)
    if len(group) < 2:
        return []
    out: list[tuple[str, Article]] = []
    for rid in RULESET_IDS:
        for a in group:
            if rid in a.rulesets:
                out.append((rid, a))
                break
    return out if len({a.id for _, a in out}) > 1 else []


def _variant_lines(chosen: Article, pairs: list[tuple[str, Article]]) -> tuple[VariantLine, ...]:
    """"Masaya göre değişir" lines, one per other article (its rulesets named together)."""
    lines: list[VariantLine] = []
    seen: set[str] = set()
    for _, a in pairs:
        if a.id == chosen.id or a.id in seen:
            continue
        seen.add(a.id)
        names = ", ".join(ruleset_name(r) for r, b in pairs if b.id == a.id)
        lines.append(VariantLine(names, first_sentence(a.answer), tuple(a.labels)))  # the page shows a.answer
    return tuple(lines)


#: Question words that say nothing about which detail is asked.
_ASKING = frozenset({"kac", "nedir", "neler", "var", "yok", "kim", "nere", "zaman", "olmaz", "olabi", "lazim",
                     "gerek", "sayil", "demek"})


def _stems(text: str) -> frozenset[str]:
    """The lexical stems of an article's sentence (every answer compares its question with them): the
    knowledge base's first paragraphs and body sentences from :func:`_article_stems`, any other text read
    once here."""
    known = _article_stems().get(text)
    return known if known is not None else _text_stems(text)


@lru_cache(maxsize=4096)
def _text_stems(text: str) -> frozenset[str]:
    return frozenset(lexical_tokens(normalize(text).folded))


@lru_cache(maxsize=1)
def _article_stems() -> dict[str, frozenset[str]]:
    """The stems of every article's first paragraph and body sentence. Normalising the ~800 sentences
    cost each worker a third of a second over its first few hundred rule answers: they are kept in
    ``<data_dir>/index/stems.json`` under a digest of the sentences and the folding code."""
    from referee.knowledge import get_knowledge

    arts = get_knowledge().articles.values()
    texts = sorted({t for a in arts for t in (a.answer, *body_sentences(a))})
    stems = keyed_json(derived_path("stems.json"),
                       digest((Path(__file__), *FOLDING_CODE), texts),
                       lambda: {t: sorted(_text_stems(t)) for t in texts}, "stems")
    return {t: frozenset(v) for t, v in stems.items()}


def detail_sentence(article: Article, question: NormalizedText) -> str | None:
    """The body sentence that answers what the first paragraph leaves out, if the question asks it.

    A player asking "okeyle çift olur mu" gets the çift article, whose first paragraph defines a
    pair; the sentence saying that an okey pairs with any tile is further down. It is picked when
    it shares at least two of the question's words, one of them absent from the first paragraph.
    """
    asked = set(lexical_tokens(question.folded)) - _ASKING
    if asks_condition(question.folded):  # "hangi durumda …", "istisnası var mı": the limit's own sentence
        limit = exception_sentence(article.answer, body_sentences(article), asked, fold, _stems)
        if limit is not None:
            return limit
    if len(asked) < 2:
        return None
    first = _stems(article.answer)
    best, best_key = None, (0, 0)
    for sent in body_sentences(article):
        words = _stems(sent)
        shared, new = len(asked & words), len((asked & words) - first)
        if shared >= 2 and new >= 1 and (new, shared) > best_key:
            best, best_key = sent, (new, shared)
    return best


def compose_rule(article: Article, choice: RulesetChoice, kb: KnowledgeBase,
                 concrete: str | None = None, also: Article | Sequence[Article] | None = None,
                 question: NormalizedText | None = None,
                 settle: Callable[[list[str]], list[str]] | None = None) -> Composed:
    """A rule answer from one article (plus an optional computed first line, the body sentence
    that answers the asked detail, and further articles for the other parts of a multi-part question).

    ``settle`` rewrites the verdict paragraphs (computed line, first paragraph, detail) before
    they are joined: :func:`referee.answers.polarity.settle` gives them the Evet/Hayır the
    question asks for."""
    others = [] if also is None else [also] if isinstance(also, Article) else [a for a in also if a.id != article.id]
    foreign = None
    if choice.ruleset not in article.rulesets:
        # The asker named a ruleset whose sources are silent here: say whose rule this is.
        owners = ", ".join(ruleset_name(r) for r in article.rulesets)
        foreign = (f"Dikkat: {ruleset_name(choice.ruleset)} kaynaklarımız bunu ayrıca yazmıyor; "
                   f"bu cevap {owners} kuralından.")
    detail = detail_sentence(article, question) if question is not None else None
    told = told_numbers(question) if question is not None else frozenset()
    if detail is not None and foreign_example(detail, told, article.answer):
        detail = None  # "12 × 10 = 120" under "kırmızı 8'i attım": another hand's numbers, no verdict
    if detail is not None and concrete is not None and detail.strip() in concrete:
        detail = None  # the computed line already says it (each compared side's sentence)
    verdict = [p for p in (concrete, without_foreign_examples(article.answer, told), detail) if p]
    if settle is not None:
        verdict = [p for p in settle(verdict) if p]
    sources = [source_ref(article)] + [source_ref(a) for a in others]
    variants = None
    lines: tuple[VariantLine, ...] = ()
    if not choice.named:
        pairs = variants_for(article, kb)
        if pairs:
            variants = [{"ruleset": rid, "answer": a.answer} for rid, a in pairs]
            lines = _variant_lines(article, pairs)
            for _, a in pairs:
                if a.id not in {s["id"] for s in sources}:
                    sources.append(source_ref(a))
    parts = Answer("rule", choice.ruleset, verdict[0] if verdict else "", more=tuple(verdict[1:]), caution=foreign,
                   also=tuple(a.answer for a in others if a.answer), reason=choice.reason, variants=lines)
    return Composed(parts, sources, None, variants)


def compose_calculation(calc: CalcAnswer, choice: RulesetChoice, kb: KnowledgeBase,
                        others: list[tuple[str, CalcAnswer]] | None = None,
                        rule: Article | None = None, question: NormalizedText | None = None) -> Composed:
    """A calculation answer: the calculator's text, the ruleset sentence, the articles behind it,
    and — when the asker named no ruleset — the other rulesets' different numbers. When a fact
    is missing (no number), ``rule`` is the article that states the rule meanwhile (without a worked
    example of another hand than the ``question`` tells)."""
    sources = [source_ref(kb.articles[a]) for a in dict.fromkeys(calc.sources) if a in kb.articles]
    if rule is not None and rule.id not in {s["id"] for s in sources}:
        sources.insert(0, source_ref(rule))
    variants = None
    lines: list[VariantLine] = []
    if others:
        variants = [{"ruleset": choice.ruleset, "answer": calc.answer.strip()}]
        for rid, alt in others:
            variants.append({"ruleset": rid, "answer": alt.answer.strip()})
            lines.append(VariantLine(ruleset_name(rid), alt.verdict.strip(), rulesets=(rid,)))
            for a in alt.sources:
                if a in kb.articles and a not in {s["id"] for s in sources}:
                    sources.append(source_ref(kb.articles[a]))
    told = told_numbers(question) if question is not None else frozenset()
    rule_text = without_foreign_examples(rule.answer, told) if rule is not None else None
    parts = replace(calc.parts(choice.ruleset), rule=rule_text, reason=choice.reason,
                    variants=tuple(lines))
    return Composed(parts, sources, dict(calc.calculation), variants)


def compose_not_covered(choice: RulesetChoice, kb: KnowledgeBase, suggestions: list[Article],
                        entry: NotCoveredEntry | None = None, out_of_domain: bool = False,
                        reason: str | None = None, suggest: bool = False) -> Composed:
    """"Not covered": a short kind message, why (a curated entry's, or ``reason`` fitting the
    question's type), and suggestions (each title once: group siblings share titles).
    With a ``reason`` the suggestions are shown only when ``suggest`` (a near miss names the
    article that describes the situation; an off-topic kind shows none)."""
    lead = OUT_OF_DOMAIN_LEAD if out_of_domain else NOT_COVERED_LEAD
    why = ""
    picked: list[Article] = []
    if reason:
        why = reason.strip()
        if not suggest:
            suggestions = []
    elif entry is not None:
        why = entry.why.strip()
        picked = [kb.articles[a] for a in entry.point_to if a in kb.articles]
    if not out_of_domain:
        for a in suggestions:
            if len(picked) >= 3:
                break
            if a.id not in {p.id for p in picked} and a.title not in {p.title for p in picked}:
                picked.append(a)
    parts = Answer("not_covered", choice.ruleset, lead, more=(why,) if why else (),
                   suggestions=tuple(a.title for a in picked[:3]))
    return Composed(parts, [source_ref(a) for a in picked[:3]], None, None)
