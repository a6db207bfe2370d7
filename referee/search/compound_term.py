"""A question about a compound term is answered by the compound's article, not by its head word's.

Why: "oyna appte sahte okey joker mi" names the term "sahte okey"; its words "okey" and "joker" (a
synonym of okey) pull the definition of the okey itself to the top, a hair above the sahte okey's own
article, and that article's lead ("Evet: okey jokerdir") answers a question nobody asked. When the
question names a two-word glossary term whose head word is another term ("sahte okey" ⊃ "okey"), a
first hit that belongs only to the shorter term gives way to a close hit of the compound's own.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Iterable

from referee.classify.terms import find_term
from referee.knowledge import GlossaryTerm
from referee.search.retrieve import Retrieval
from referee.text.normalize import NormalizedText

#: How close the compound's article must be (its fused score over the first's) to take the first's place.
CLOSE = 0.8
#: How many hits after the first are looked at.
LOOK = 3


def compound_terms(norm: NormalizedText, glossary: Iterable[GlossaryTerm]) -> list[tuple[GlossaryTerm, GlossaryTerm]]:
    """(compound, shorter) for every two-word term the question names whose last word is a term of
    its own ("sahte okey" and "okey"), in order of appearance.

    >>> from referee.knowledge import get_knowledge
    >>> from referee.text.normalize import normalize
    >>> g = get_knowledge().glossary
    >>> [(a.key, b.key) for a, b in compound_terms(normalize("oyna appte sahte okey joker mi"), g)]
    [('sahte_okey', 'okey')]
    >>> compound_terms(normalize("okey joker mi"), g)
    []
    """
    glossary = tuple(glossary)
    toks = norm.folded.replace("?", " ").split()
    out: list[tuple[GlossaryTerm, GlossaryTerm]] = []
    for a, b in zip(toks, toks[1:]):
        whole = find_term(f"{a} {b}", glossary)
        head = find_term(b, glossary)
        if whole is not None and head is not None and whole.key != head.key and (whole, head) not in out:
            out.append((whole, head))
    return out


def prefer_compound(res: Retrieval, norm: NormalizedText, glossary: Iterable[GlossaryTerm]) -> Retrieval:
    """``res`` with the compound term's close article first when the first hit belongs to the shorter
    term only (module doc); unchanged otherwise."""
    if res.abstain or len(res.hits) < 2:
        return res
    pairs = compound_terms(norm, glossary)
    if not pairs:
        return res
    whole, head = pairs[0]
    top = res.hits[0]
    if top.article_id in whole.articles or top.article_id not in head.articles:
        return res
    for k, hit in enumerate(res.hits[1:LOOK + 1], start=1):
        if hit.article_id in whole.articles and hit.score >= CLOSE * top.score:
            return replace(res, hits=[hit, *res.hits[:k], *res.hits[k + 1:]])
    return res
