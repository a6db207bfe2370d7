"""A yes/no question is answered by an article that speaks of the deed it asks, not by a neighbour.

Why: "normal bitişte açamayanın cezası yarıya iner mi" shares the finish words with the table of finishes
("normal bitişte … 202; kafa … 404") and ranks it first, but that table never says whether a penalty is
halved: its lead can only come from a default (a penalty exists: "Evet"). The article whose verdict
speaks of the asked deed ("Yalnızca kafa ve okey kafada iner") is close behind. So, when the first hit's
title and verdict paragraph never use the question's asked verb (in no form: :func:`mentions`) and a close
runner-up's settles it, the runner-up answers (:func:`referee.answers.clause_polarity.settle_predicate` reads "speaks of").
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Mapping

from referee.answers.asked import read_asked
from referee.answers.clause_polarity import SAME_ROOTS, settle_predicate
from referee.knowledge import Article
from referee.search.retrieve import Retrieval
from referee.text.morph import verb_of
from referee.text.normalize import NormalizedText

#: How close the runner-up must be (its fused score over the first's) to take the first's place.
CLOSE = 0.55
#: How many hits after the first are looked at.
LOOK = 3


#: Roots that judge a thing rather than tell a deed ("sayılır mı", "olur mu", "geçer mi"): an article answers
#: them by "geçersizdir", "değildir" as well, so not using the verb says nothing.
_JUDGING = frozenset({"say", "sayil", "ol", "gec", "kabul", "san"})


def _is_verb_root(root: str) -> bool:
    """The root is read back as a verb of its own ("in" → "inmek"), not a noun the question asked by ("seri")."""
    v = verb_of(root + ("mek" if any(c in "eiöü" for c in root[-2:]) else "mak"))
    return v is not None and root.startswith(v.root)


def mentions(text: str, roots: tuple[str, ...]) -> bool:
    """The text uses a verb of one of the roots in any form: stated, as a condition ("alırsa"), a noun
    ("atmanın cezası") or a time ("bitince"): it is about that deed, whether or not one clause settles it.

    >>> mentions("Okeyi eşin alırsa ceza yazılmaz.", ("al",)), mentions("Normal bitişte 202, kafada 404.", ("in",))
    (True, False)
    """
    return any(v is not None and v.root in roots for v in (verb_of(w) for w in re.findall(r"[a-zçğıöşü]+", text.lower())))


def prefer_deed(res: Retrieval, norm: NormalizedText, articles: Mapping[str, Article]) -> Retrieval:
    """``res`` with a close runner-up first when only the runner-up's verdict (its first paragraph)
    speaks of the question's first asked deed (module doc); unchanged otherwise: no yes/no deed asked,
    the first hit's title or verdict mentions it, or no close hit's verdict settles it."""
    if res.abstain or len(res.hits) < 2:
        return res
    asked = read_asked(norm)
    if asked is None or not asked.predicates or asked.predicates[0].kind != "verb":
        return res
    pred = asked.predicates[0]
    if pred.fallback or pred.root in _JUDGING or not _is_verb_root(pred.root):
        return res  # "seri olur mu", "çift sayılır mı": a judgement of a thing, which every article may word otherwise
    top = res.hits[0]
    first = articles.get(top.article_id)
    if first is None or mentions(f"{first.title} {first.answer}", (pred.root, *SAME_ROOTS.get(pred.root, ()))):
        return res
    for k, hit in enumerate(res.hits[1:LOOK + 1], start=1):
        other = articles.get(hit.article_id)
        if other is not None and hit.score >= CLOSE * top.score and settle_predicate(other.answer, asked, pred) is not None:
            return replace(res, hits=[hit, *res.hits[:k], *res.hits[k + 1:]])
    return res
