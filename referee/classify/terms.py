"""Which glossary term a piece of a question names: every name of every term (its own, its key,
synonyms, regional words), matched word by word with Turkish endings allowed ("kütün", "perde").

Split from :mod:`referee.classify.qtype` (it kept growing past 400 lines), which asks *whether* a question asks what a term is; this
module only says *which* term a text names.

>>> from referee.knowledge import get_knowledge
>>> find_term("abi istaka", get_knowledge().glossary).key  # folded text, as the callers pass it
'istaka'
>>> find_term("el nasıl biter", get_knowledge().glossary) is None
True
"""
from __future__ import annotations

from typing import Iterable

from referee.knowledge import GlossaryTerm
from referee.text.normalize import normalize

#: Words that say nothing about the term ("abi", "ya", a ruleset phrase): dropped before the term lookup.
_FILLERS = frozenset("""abi abla ya la lan kanka bro hocam usta arkadaslar acaba peki tam olarak yani bu su
sey bi bir ki de da oyunda okeyde masada bizde sizde simdi aslinda tamam kelime kelimesi sozcuk sozcugu
kelimenin anlamca kelimesinin sozcugunun lafi terimi deyimi""".split())

_NAMES_CACHE: dict[tuple[str, ...], tuple] = {}


def _term_names(terms: tuple[GlossaryTerm, ...]) -> tuple[tuple[tuple[str, ...], GlossaryTerm, int], ...]:
    """(folded name tokens, term, priority) for every name of every term; the term's own name first."""
    cache_key = tuple(f"{t.key}\x1f{t.term}\x1f{'|'.join(t.synonyms)}\x1f{'|'.join(t.regional)}" for t in terms)
    if cache_key in _NAMES_CACHE:
        return _NAMES_CACHE[cache_key]
    out = []
    for t in terms:
        names = [(t.term, 0), (t.key.replace("_", " "), 1), *((s, 1) for s in t.synonyms), *((r, 2) for r in t.regional)]
        for name, prio in names:
            toks = tuple(normalize(name).folded.split())
            if toks:
                out.append((toks, t, prio))
    if len(_NAMES_CACHE) > 8:
        _NAMES_CACHE.clear()
    _NAMES_CACHE[cache_key] = tuple(out)
    return _NAMES_CACHE[cache_key]


def _word_match(word: str, name: str) -> bool:
    """A question word names a glossary word: equal, or the same word with a Turkish ending."""
    if word == name:
        return True
    short = min(len(word), len(name))
    if len(name) == 3 and word.startswith(name) and word[3:] in _SHORT_NAME_ENDINGS:
        return True  # "kütün", "küte", "perde": a three-letter term with a case ending
    return short >= 4 and (word.startswith(name) or name.startswith(word)) and abs(len(word) - len(name)) <= 4


#: Case and possessive endings a three-letter term takes ("küt" → "kütün", "küte", "kütü", "kütler").
_SHORT_NAME_ENDINGS = frozenset({"un", "in", "u", "i", "e", "a", "te", "ta", "de", "da", "ten", "tan", "den", "dan",
                                 "le", "la", "ler", "lar", "leri", "lari", "ü", "ün"})


def find_term(text: str, glossary: Iterable[GlossaryTerm]) -> GlossaryTerm | None:
    """The glossary term that the whole of ``text`` (folded, fillers dropped) names, else None."""
    toks = [t for t in text.split() if t not in _FILLERS]
    if not toks:
        return None
    best: tuple[int, int, GlossaryTerm] | None = None
    for name, term, prio in _term_names(tuple(glossary)):
        if len(name) != len(toks):
            continue
        if all(_word_match(w, n) for w, n in zip(toks, name)):
            exact = sum(w == n for w, n in zip(toks, name))
            key = (prio, -exact)
            if best is None or key < best[:2]:
                best = (prio, -exact, term)
    return best[2] if best else None


__all__ = ["find_term"]
