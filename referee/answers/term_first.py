"""A term question with a follow-up: what the term is first, then the rule the follow-up asks.

Why: "işlek taş tam olarak ne demektir, atınca ne olur?" and "ıstaka ne demek, 101'de kaç taş dizilir"
ask two things. Read as one question the follow-up's words win (the penalty article, the deal article)
and the definition is lost; read part by part, the follow-up alone ("atınca ne olur") has no topic.
So: the asking clause that names the term (the first such one, wherever it stands: "… bu o mu? çetele
ne demek" defines first too) (:func:`referee.classify.qtype.definition_term`), the
term's defining article answers it, and the follow-up is searched *with the term's name* — the
article it finds joins the answer when it is another article.
"""
from __future__ import annotations

import re

from typing import TYPE_CHECKING

from referee.answers.leads import lead_of, strip_lead
from referee.answers.two_part import stems4
from referee.answers.polarity import settle
from referee.answers.compose import compose_rule
from referee.classify.detect import RulesetChoice, ruleset_of_article
from referee.knowledge import Article
from referee.classify.qtype import Shape, clause_form, clauses, definition_term
from referee.text.normalize import NormalizedText, normalize

if TYPE_CHECKING:  # the answerer imports this module
    from referee.answers.rule import RuleAnswer, RuleAnswerer


def term_then_rest(answerer: "RuleAnswerer", norm: NormalizedText, choice: RulesetChoice,
                   shape: Shape) -> "RuleAnswer | None":
    """The definition of the term an asking clause asks about, then the other clauses' rule; None when
    no clause is "<term> ne demek" beside another question."""
    from referee.answers.rule import RuleAnswer
    from referee.classify.terms import defines

    parts = clauses(norm.original)
    asking = [i for i, c in enumerate(parts) if clause_form(normalize(c)) != "statement"]
    if len(asking) < 2:
        return None
    # the clause asking what a term is, wherever it stands ("… bu o mu? çetele ne demek"): it answers first
    found = next(((i, t) for i in asking if (t := definition_term(normalize(parts[i]), answerer.kb.glossary))
                  is not None), None)
    if found is None:
        return None
    at, term = found
    first = normalize(parts[at])
    rest = " ".join(parts[i] for i in asking if i != at)
    if definition_term(normalize(rest), answerer.kb.glossary) is not None:
        return None  # "seri nedir, küt nedir": two terms, the comparison mechanisms answer it
    article, res = answerer._term_article(term, first, choice.ruleset, choice.named)
    if article is None:
        return None
    follow, _ = answerer._best_for(normalize(f"{term.term} {rest}"), choice.ruleset, strict=choice.named)
    others = [follow] if follow is not None and follow.id != article.id else []
    if not choice.named and choice.ruleset not in article.rulesets:
        choice = ruleset_of_article(article.rulesets)
    concrete = None if defines(article, term) else answerer.definition_line(term)
    asked = [parts[i] for i in asking if i != at and clause_form(normalize(parts[i])) == "yesno"]
    tail = _follow_verdict(answerer, f"{term.term} {' '.join(asked)}", choice, article) if asked else None
    composed = compose_rule(article, choice, answerer.kb, concrete=concrete, also=others, question=None,
                            settle=lambda ps: [*settle(ps, norm, "wh"), *([tail] if tail else [])])
    return RuleAnswer(composed, shape, res, "parts" if others else "definition")


def _follow_verdict(answerer: "RuleAnswerer", asked: str, choice: RulesetChoice, article: Article) -> str | None:
    """"küt nedir? aynı renkten iki taş olur mu": the yes/no follow-up asked of the term on its own, its verdict
    written after the sentence that settles it ("… küt olmaz (Hayır)."); None when the follow-up finds no
    verdict in the term's own article."""
    sub = answerer.answer(normalize(asked), choice, None)
    paras = [sub.composed.parts.verdict, *sub.composed.parts.more]
    pol = lead_of(paras[0]) if sub.composed.kind == "rule" and paras[0] else None
    if pol is None or not sub.composed.sources or sub.composed.sources[0]["id"] != article.id:
        return None  # another article's verdict answers another question
    # the sentence that speaks of what the follow-up adds to the term ("aynı renk", "iki mavi")
    wanted = stems4(asked) - stems4(article.title)
    for para in (strip_lead(x) for x in paras):
        for sent in re.split(r"(?<=[.!?])\s+", para):
            if sent and sent not in article.answer and wanted & stems4(sent):
                return f"{sent.rstrip('.')} ({'Evet' if pol == 'evet' else 'Hayır'})."
    return None
