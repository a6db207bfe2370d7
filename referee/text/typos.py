"""A thumb's slip in a key term, undone before reading: "işleg taş", "gösterce", "ısdaka".

Why: a key term typed one letter off is a word no signal knows. BM25 misses the term's article, the
router may see no okey word at all ("gösterce ne demek" read as off-topic) and the dense models get
an unknown token. The fix is general, not a list of misspellings: a question word is compared with
the knowledge base's own term vocabulary (the glossary's names and the okey stems), and replaced by
the one term it is a slip of.

A word is corrected only when all of these hold:

- it is not an everyday word (not in the frequency list, :func:`referee.text.frequency.listed`), not
  already an okey word with its endings (:func:`referee.text.respell.domain_form`), not a number
  word, all letters, and not capitalised inside the text (a name: "Islek abi");
- it is a term plus one of the noun endings the respeller knows ("gösterceyi" = "gösterce" + "yi"),
  with the term part at most :func:`allowed_edits` edits (insert, delete, change, swap two
  neighbours) away from a term of :data:`MIN_TERM` letters or more: one edit up to seven letters,
  two from eight;
- exactly one term is that close (a word between two terms stays as typed).

The replacement keeps the ending as typed and spells the term as the vocabulary does.

>>> vocab = term_vocabulary(["işlek", "gösterge", "ıstaka", "okey"])
>>> correct_terms("işleg taş nedir", vocab)
'işlek taş nedir'
>>> correct_terms("gösterceyi kim açar", vocab)
'göstergeyi kim açar'
>>> correct_terms("işler nasıl gidiyor", vocab)
'işler nasıl gidiyor'
"""
from __future__ import annotations

import re
from functools import lru_cache
from types import MappingProxyType
from typing import Any, Iterable, Mapping

from calculators.turkish import fold, tr_lower
from referee.text.frequency import listed
from referee.text.numbers import _word_number
from referee.text.respell import DOMAIN_STEMS, ENDINGS, domain_form

#: A term shorter than this is never matched loosely ("per", "küt", "seri": one edit makes another word).
MIN_TERM = 5
#: A typed word shorter than this is never corrected.
MIN_WORD = 4
#: The longest ending split off before the comparison.
_LONGEST_ENDING = max(len(e) for e in ENDINGS)
_WORD = re.compile(r"\w+", re.UNICODE)
#: Endings too short to tell a noun from a verb's person ("isledm" is "işledim" slipped, not "işlek" + "m").
_NOT_AFTER_A_SLIP = frozenset({"m", "n", "k"})


def allowed_edits(term: str) -> int:
    """Edits allowed between a typed word and a term of this (folded) length: 1 up to 7 letters, 2 from 8."""
    return 1 if len(term) <= 7 else 2


def edit_distance(a: str, b: str, limit: int) -> int:
    """Optimal-string-alignment distance (a swap of neighbours is one edit), or ``limit + 1`` once over it.

    >>> edit_distance("isdaka", "istaka", 2), edit_distance("gostrege", "gosterge", 2), edit_distance("ab", "xyz", 1)
    (1, 1, 2)
    """
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        if min(cur) > limit:
            return limit + 1
        prev2, prev = prev, cur
    return prev[-1]


def term_vocabulary(names: Iterable[str]) -> Mapping[str, str]:
    """Folded term -> its spelling (read-only), for every one-word name of :data:`MIN_TERM` letters or more (and the
    okey stems of :data:`referee.text.respell.DOMAIN_STEMS`), infinitives and verb forms left out
    ("almak", "gösterdim", "açamayan"): a slip of a verb is a verb's, and verbs have too many forms to tell apart."""
    from referee.text.morph import verb_of

    out = {stem: stem for stem in DOMAIN_STEMS if len(stem) >= MIN_TERM}  # nouns, whatever the analyser says
    for name in names:
        for word in tr_lower(name).split():
            folded = fold(word)
            if len(folded) < MIN_TERM or not folded.isalpha() or folded.endswith(("mak", "mek")):
                continue
            if verb_of(folded) is not None:
                continue  # "açamadım", "açamayan": a verb's slip is not a term's
            out[folded] = out.get(folded, word) if out.get(folded) != folded else word
    return MappingProxyType(out)  # read-only: correct_terms keys its cache on it once


def glossary_names(glossary: Iterable[Any]) -> list[str]:
    """Every name of every glossary term (:class:`referee.knowledge.GlossaryTerm`): its own, its
    synonyms and its regional names."""
    return [n for t in glossary for n in (t.term, *t.synonyms, *t.regional)]


def correct_terms(text: str, vocabulary: Mapping[str, str]) -> str:
    """The text with every slip of a key term replaced by the term (see the module doc); as typed when none."""
    if not text or not vocabulary:
        return text
    return _correct(text, _key_of(vocabulary))


#: The sorted items of each read-only vocabulary seen (:func:`term_vocabulary`'s), by identity.
_KEYS: dict[int, tuple[Mapping[str, str], tuple[tuple[str, str], ...]]] = {}


def _key_of(vocabulary: Mapping[str, str]) -> tuple[tuple[str, str], ...]:
    """The vocabulary as :func:`_correct`'s cache key: sorted once for a read-only one (nobody can
    change it), at every call for any other mapping."""
    if not isinstance(vocabulary, MappingProxyType):
        return tuple(sorted(vocabulary.items()))
    got = _KEYS.get(id(vocabulary))
    if got is None or got[0] is not vocabulary:
        if len(_KEYS) > 64:
            _KEYS.clear()
        got = _KEYS[id(vocabulary)] = (vocabulary, tuple(sorted(vocabulary.items())))
    return got[1]


@lru_cache(maxsize=4096)
def _correct(text: str, vocabulary: tuple[tuple[str, str], ...]) -> str:
    terms = dict(vocabulary)
    first_word = True
    out: list[str] = []
    last = 0
    for m in _WORD.finditer(text):
        word = m.group(0)
        is_first, first_word = first_word, False
        if word[:1].isupper() and not is_first:
            continue  # a name in the middle of a sentence
        fixed = slip_of(tr_lower(word), terms)
        if fixed is None:
            continue
        out.append(text[last:m.start()])
        out.append(fixed)
        last = m.end()
    if not out:
        return text
    out.append(text[last:])
    return "".join(out)


@lru_cache(maxsize=8192)
def unexplained(folded: str, min_root: int = 1) -> bool:
    """No reading explains the folded word as typed: not an everyday word, no okey word with its
    endings, no number word, not rewritten by the slang and dialect rules ("yazıcam" is "yazacağım"), and
    no reading of the morphological analyser built on an everyday root of ``min_root`` letters or more
    ("soldakinin" is "sol" + endings; the story reader asks for three: "okye" = "ok" + dative is a
    reading, not a word anyone types).

    >>> unexplained("isleg"), unexplained("soldakinin"), unexplained("yazicam"), unexplained("islem")
    (True, False, False, False)
    """
    from referee.text.morph import readings, verb_of
    from referee.text.normalize import normalize

    if listed(folded) or domain_form(folded) or _word_number(folded) is not None:
        return False
    if normalize(folded).folded != folded or verb_of(folded) is not None:
        return False
    return not any(r.root != folded and len(r.root) >= min_root and listed(r.root) for r in readings(folded))


def slip_of(word: str, terms: Mapping[str, str]) -> str | None:
    """The term (with the word's own ending) that a lower-case word is a slip of, else None.

    >>> slip_of("islec", term_vocabulary(["işlek"])), slip_of("islem", term_vocabulary(["işlek"]))
    ('işlek', None)
    """
    folded = fold(word)
    if (len(folded) < MIN_WORD or len(folded) != len(word) or not folded.isalpha() or folded in terms
            or not unexplained(folded)):
        return None
    found: dict[str, tuple[int, str]] = {}
    for cut in range(len(folded), max(len(folded) - _LONGEST_ENDING, MIN_WORD - 1) - 1, -1):
        ending = folded[cut:]
        if ending not in ENDINGS or ending in _NOT_AFTER_A_SLIP:
            continue
        stem = folded[:cut]
        for term in terms:
            if len(term) < MIN_TERM:
                continue
            limit = allowed_edits(term)
            if abs(len(stem) - len(term)) > limit:
                continue  # edit_distance's own first test, without the call for the many terms it rules out
            d = edit_distance(stem, term, limit)
            if d <= limit and (term not in found or d < found[term][0]):
                found[term] = (d, word[cut:])
    if not found:
        return None
    # fewest edits first, then the longer term: "gösterce" is "gösterge", not "göster" + a slip
    best = min((d, -len(t)) for t, (d, _) in found.items())
    closest = [t for t, (d, _) in found.items() if (d, -len(t)) == best]
    if len(closest) != 1:
        return None
    term = closest[0]
    return terms[term] + found[term][1]
