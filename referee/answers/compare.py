"""The lead of a comparison across rulesets ("… aynı mı", "… farklı mı", "… fark var mı").

A question that names two or more rulesets and asks whether their rules are the same is answered
per ruleset (:mod:`referee.answers.rule`); this module says what leads those lines.
"""
from __future__ import annotations

import re

from referee.answers.asked import read_asked
from referee.answers.sentences import body_sentences, sentences_of
from referee.classify.qtype import Shape, clause_form, clauses
from referee.knowledge import Article
from referee.text.normalize import NormalizedText, normalize

#: "… aynı mı", "… fark var mı": a yes/no comparison; its answer is whether the rulesets' rules differ.
SAME_Q = ("ayni mi", "ayni midir", "ayni sey mi", "ayni mi?", "ayni kural mi", "ayni ceza mi", "ayni puan mi",
          "ayni mi yaz*", "esit mi")
DIFF_Q = ("fark var mi", "farkli mi", "farkli midir", "degisir mi", "degisiyor mu", "fark eder mi")
#: "X'te de böyle mi": whether another ruleset's rule, told in the question, holds here too. Each line's
#: own Evet/Hayır answers its article's question ("ceza var mı"), not this one, so none leads.
LIKEWISE_Q = ("boyle mi", "oyle mi", "boyle mi?", "oyle mi?", "boyle midir", "oyle midir", "ayni sekilde mi",
              "boyle mu", "oyle mu")


#: Words that set the named rulesets against each other ("oyna vs turnuva", "ikisinin farkı", "hangisinde"):
#: each side is answered on its own line and no one side's Evet/Hayır leads.
COMPARED_Q = ("vs", "versus", "fark", "farki*", "farklar*", "arasinda*", "karsilastir*", "ikisinin", "ikisinde",
              "ikisi arasinda", "hangisinde*", "hangisi")


def explicitly_compared(norm: NormalizedText) -> bool:
    """The question sets the rulesets it names against each other (see :data:`COMPARED_Q`).

    >>> explicitly_compared(normalize("isleme limiti var mi oyna vs turnuva")), explicitly_compared(normalize("ceza var mı"))
    (True, False)
    """
    return norm.has(*COMPARED_Q)


#: The rulesets set side by side as the question's own frame ("oyna vs turnuva", "oyna'da mı turnuvada mı"): an
#: existence question so framed is asked of each, not of the first named (a trailing "…, 101 ile farkı ne" is a part
#: of its own, :func:`referee.search.parts.compared_back`).
_SIDE_BY_SIDE = re.compile(r"\b(?:vs|versus)\b|\b[a-z0-9.']+[dt][ae] m[iu] [a-z0-9.' ]{0,20}?[dt][ae] m[iu]\b")


def side_by_side(norm: NormalizedText) -> bool:
    """"oyna vs turnuva", "oyna'da mı turnuvada mı": the rulesets are the compared frame (:data:`_SIDE_BY_SIDE`).

    >>> side_by_side(normalize("limit var mı oyna vs turnuva")), side_by_side(normalize("var mı, 101 ile farkı ne"))
    (True, False)
    """
    return bool(_SIDE_BY_SIDE.search(norm.folded))


def asks_existence(norm: NormalizedText, shape: Shape) -> bool:
    """A yes/no question whose first predicate is existence ("… var mı")."""
    if shape.form != "yesno" or norm.has("ceza*", "puan*", "kat", "kati", *DIFF_Q):
        return False  # "ceza var mı, OD'de var mı", "… arasında fark var mı" ask each ruleset's rule
    asked = read_asked(norm)
    return asked is not None and len(asked.predicates) == 1 and asked.predicates[0].kind == "exist"


def _asks_same_first(norm: NormalizedText) -> bool:
    """The question's first asking clause is the "aynı mı / farklı mı" one: "X nasıl yazılıyor? …
    farklı mı" and "X'e ceza yazılır mı? … aynı mı" lead with their first question, which one word
    cannot answer for rulesets that differ."""
    for c in clauses(norm.original):
        cn = normalize(c)
        if clause_form(cn) != "statement":
            return cn.has(*SAME_Q, *DIFF_Q)
    return norm.has(*SAME_Q, *DIFF_Q)


def same_lead(answers: list[str], norm: NormalizedText) -> str:
    """"Aynı değil, farklı. " / "Farklı. " before per-ruleset lines whose numbers differ, for a
    question asking whether they are the same (or differ); "" otherwise (equal numbers do not prove
    equal rules, so no lead is guessed).

    A comparison is answered by the difference itself, so the lead names it ("Farklı") instead of
    an Evet/Hayır whose sense flips with the question's wording: 12 of the 13 comparison questions
    of the blind rounds' writers (r5–r12) expected no Evet/Hayır lead there.

    >>> same_lead(["Ceza 10 kat ya da 101."], normalize("turnuvada ceza ile oyna appteki aynı mı"))
    ''
    >>> same_lead(["+101 ceza.", "Sayının 10 katı ya da 101."], normalize("ceza aynı mı"))
    'Aynı değil, farklı. '
    >>> same_lead(["+101 ceza.", "Sayının 10 katı ya da 101."], normalize("cezada fark var mı"))
    'Farklı. '
    """
    if len(answers) < 2 or not _asks_same_first(norm):
        return ""
    numbers = [frozenset(re.findall(r"\d+", a)) for a in answers]
    if len(set(numbers)) < 2:
        return ""
    if norm.has(*DIFF_Q):
        return "Farklı. "
    if norm.has(*SAME_Q):
        return "Aynı değil, farklı. "
    return ""


def each_side(article: Article, rulesets: list[str] | tuple[str, ...], norm: NormalizedText) -> str | None:
    """For one article holding for every compared ruleset, its own sentence about each, with the ruleset's
    name ("101 (standart): 101'de perlerini yere açarsın. Düz okey: Düz okeyde perler ıstakanda durur …"):
    of the sentences naming that ruleset alone, the one sharing the most of the question's words (the
    earlier on a tie); None unless at least two of the rulesets have such a sentence."""
    from referee.search.coverage import content_stems

    from referee.classify.detect import ruleset_name
    from referee.search.parts import named_rulesets

    sentences = [*sentences_of("\n\n" + article.answer), *body_sentences(article)]
    found: list[str] = []
    asked = set(content_stems(norm))
    for rid in rulesets:
        own = [s for s in sentences if named_rulesets(normalize(s)) == [rid]]
        sent = max(own, key=lambda s: len(asked & set(content_stems(normalize(s)))), default=None)
        if sent is not None:
            found.append(f"{ruleset_name(rid)}: {sent.strip()}")
    return " ".join(found) if len(found) >= 2 else None
