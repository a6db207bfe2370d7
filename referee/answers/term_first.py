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

from typing import TYPE_CHECKING

from referee.answers.polarity import settle
from referee.answers.compose import compose_rule
from referee.classify.detect import RulesetChoice, ruleset_of_article
from referee.classify.qtype import Shape, clause_form, clauses, definition_term
from referee.text.normalize import NormalizedText, normalize

if TYPE_CHECKING:  # the answerer imports this module
    from referee.answers.rule import RuleAnswer, RuleAnswerer


def term_then_rest(answerer: "RuleAnswerer", norm: NormalizedText, choice: RulesetChoice,
                   shape: Shape) -> "RuleAnswer | None":
    """The definition of the term an asking clause asks about, then the other clauses' rule; None when
    no clause is "<term> ne demek" beside another question."""
    from referee.answers.rule import RuleAnswer, defines

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
    composed = compose_rule(article, choice, answerer.kb, concrete=concrete, also=others, question=None,
                            settle=lambda ps: settle(ps, norm, "wh"))
    return RuleAnswer(composed, shape, res, "parts" if others else "definition")
