"""The lead of a comparison across rulesets ("… aynı mı", "… farklı mı", "… fark var mı").

A question that names two or more rulesets and asks whether their rules are the same is answered
per ruleset (:mod:`referee.answers.rule`); this module says what leads those lines.
"""
from __future__ import annotations

import re

from referee.answers.asked import read_asked
from referee.classify.qtype import Shape, clause_form, clauses
from referee.text.normalize import NormalizedText, normalize

#: "… aynı mı", "… fark var mı": a yes/no comparison; its answer is whether the rulesets' rules differ.
SAME_Q = ("ayni mi", "ayni midir", "ayni sey mi", "ayni mi?", "ayni kural mi", "ayni ceza mi", "ayni puan mi",
          "ayni mi yaz*", "esit mi")
DIFF_Q = ("fark var mi", "farkli mi", "farkli midir", "degisir mi", "degisiyor mu", "fark eder mi")
#: "X'te de böyle mi": whether another ruleset's rule, told in the question, holds here too. Each line's
#: own Evet/Hayır answers its article's question ("ceza var mı"), not this one, so none leads.
LIKEWISE_Q = ("boyle mi", "oyle mi", "boyle mi?", "oyle mi?", "boyle midir", "oyle midir", "ayni sekilde mi",
              "boyle mu", "oyle mu")


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
