"""A state the question denies is no topic of its answer: "(el daha bitmemişti, son taşı değildi)".

Why: a condition told with a negation — often in brackets, as an aside — still carries the words of the
state it denies ("bitmemişti": bit-, "son taşı değildi": son taş), and those words pull the article about
exactly that state ("Son taş olarak okeyi atıp bittim; bu okey atma cezası mı?"). The condition is part
of the question: it says that case is *not* the one asked. So, when the first hit's title asserts a state
the question denies — a verb of the denied root in the positive, or the denied noun phrase — and a
close runner-up's title does not, the runner-up answers.

Denied states are read from the question: a negated past verb of someone else or of the hand ("bitmemişti",
"atmadı"; not the asker's own "açmadım", not a manner such as "tutturmadan") gives its root; a noun phrase of one or two words right before "değil" in any tense gives
its stems ("son taşı değildi" → son, tas).
"""
from __future__ import annotations

import re
from dataclasses import replace

from referee.search.retrieve import Retrieval
from referee.text.morph import verb_of
from referee.text.normalize import NormalizedText, fold, normalize

#: How close the runner-up must be (its fused score over the first's) to take the first's place.
CLOSE = 0.6
#: How many hits after the first are looked at.
LOOK = 3
_DEGIL = re.compile(r"^degil(?!\s*m[iu]$)\w*$")
_STOP = frozenset({"bu", "o", "su", "daha", "hic", "ama", "ve", "de", "da", "ki", "yani", "hem"})


def _stem(word: str) -> str:
    return word[:3]


def _told_negated(word: str) -> bool:
    """A state told as not having happened, of someone else or of the hand: a negated finite verb in the past or
    the reported past, no person of the asker's ("bitmemişti", "atmadı"; not "açmadım": the asker's own case,
    nor "tutturmadan": a manner that is part of what is asked)."""
    v = verb_of(word)
    return (v is not None and v.negative and v.finite and len(v.root) >= 2
            and any(m in v.morphemes for m in ("Past", "Evid")) and not any(m in v.morphemes for m in ("A1sg", "A1pl")))


def denied(norm: NormalizedText) -> tuple[frozenset[str], frozenset[tuple[str, ...]]]:
    """(roots of negated verbs, stems of denied noun phrases) the question tells.

    >>> r, p = denied(normalize("okeyi atmış, ceza var mı? (el daha bitmemişti, son taşı değildi)"))
    >>> sorted(r), sorted(p)
    (['bit'], [('son', 'tas')])
    >>> denied(normalize("rakip bitti; biri açmış, biri açmamış, yarıya iner mi"))[0]
    frozenset()
    """
    words = norm.folded.replace("?", " ").replace(",", " ").split()
    roots: set[str] = set()
    phrases: set[tuple[str, ...]] = set()
    for i, w in enumerate(words):
        if _DEGIL.match(w) and not (i + 1 < len(words) and words[i + 1] in ("mi", "mu")):
            before = [x for x in words[max(0, i - 2):i] if x not in _STOP and not x.isdigit()]
            if before:
                phrases.add(tuple(_stem(x) for x in before))
            continue
        if _told_negated(w):
            roots.add(verb_of(w).root)
    # "biri açmış, biri açmamış": a state told both ways is denied of no one case
    roots -= {v.root for w in words if (v := verb_of(w)) is not None and v.finite and not v.negative}
    return frozenset(roots), frozenset(phrases)


def denied_words(norm: NormalizedText) -> frozenset[str]:
    """The folded words that tell a denied state ("bitmemisti"; "son", "tasi", "degildi"): no case of the
    question to match an article's clause against.

    >>> sorted(denied_words(normalize("ceza var mı, son taşı değildi")))
    ['degildi', 'son', 'tasi']
    """
    words = norm.folded.replace("?", " ").replace(",", " ").split()
    out: set[str] = set()
    for i, w in enumerate(words):
        if _DEGIL.match(w) and not (i + 1 < len(words) and words[i + 1] in ("mi", "mu")):
            out.add(w)
            out.update(x for x in words[max(0, i - 2):i] if x not in _STOP and not x.isdigit())
            continue
        if _told_negated(w):
            out.add(w)
    return frozenset(out)


def asserts(title: str, roots: frozenset[str], phrases: frozenset[tuple[str, ...]]) -> bool:
    """The title asserts a denied state: a positive verb of a denied root, or a denied phrase's stems in a row."""
    words = re.findall(r"[a-z0-9']+", fold(title))
    for w in words:
        v = verb_of(w)
        if v is not None and not v.negative and v.root in roots:
            return True
    stems = [_stem(w) for w in words]
    return any(tuple(stems[i:i + len(p)]) == p for p in phrases for i in range(len(stems) - len(p) + 1))


def prefer_told_states(res: Retrieval, norm: NormalizedText, titles: dict[str, str]) -> Retrieval:
    """``res`` with a close runner-up first when the first hit's title asserts a state the question denies
    (module doc); unchanged otherwise (nothing denied, nothing close, or every candidate asserts it too)."""
    if res.abstain or len(res.hits) < 2:
        return res
    roots, phrases = denied(norm)
    if not roots and not phrases:
        return res
    top = res.hits[0]
    if not asserts(titles.get(top.article_id, ""), roots, phrases):
        return res
    for k, hit in enumerate(res.hits[1:LOOK + 1], start=1):
        if hit.score >= CLOSE * top.score and not asserts(titles.get(hit.article_id, ""), roots, phrases):
            hits = [hit, *res.hits[:k], *res.hits[k + 1:]]
            return replace(res, hits=hits)
    return res
