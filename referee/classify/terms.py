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

import re
from typing import Iterable

from referee.knowledge import Article, GlossaryTerm
from referee.text.normalize import normalize, tr_lower

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


def defines(article: Article, term: GlossaryTerm) -> bool:
    """The article's first paragraph opens by naming the term as its subject ("Küt, …",
    "Istaka, …", "El bozulur: …"), not merely with the word ("101'de …")."""
    head = tr_lower(article.answer[:80])
    for name in (term.term, *term.synonyms):
        n = tr_lower(name)
        if n and head.startswith(n):
            rest = head[len(n):]
            if rest[:1] in (",", ":", "(") or rest.startswith((" ise", " demek", " denir", " de denir", " bir ",
                                                                  " ya da", " (", " oyuncu", " taş")):
                return True
    return False


#: "<X> diye bir şey duydum / varmış / diyorlar": the words before "diye" name what is asked about.
_HEARD = re.compile(r"\bdiye\s+(?:(?:bir|bi)\s+)?(?:sey\w*|oyun\w*|kural\w*|tas\w*|bitis\w*|terim\w*|tur\w*)?\s*"
                    r"(?:duy|var|soyl|anlat|gec|ogren|di|de)\w*")
#: … and then asked what it is ("nedir bu", "o ne oluyor", "neymiş").
#: (Not what one side of it is: "101 ile farkı nedir", "puanı ne oluyor" ask a comparison or a number.)
_WHAT_IS = re.compile(r"(?<!fark )(?<!farki )(?<!farklari )(?<!puani )(?<!cezasi )(?<!kati )(?<!degeri )"
                      r"\b(?:nedir|ne demek\w*|ne oluyor\w*|neymis|ne ki|ne anlama\w*|nasil bir sey)\b|"
                      r"\b(?:bu|o|bunlar)\s+ne\b|\bne\s+(?:bu|o)\b")


def heard_term(folded: str, glossary: Iterable[GlossaryTerm]) -> GlossaryTerm | None:
    """The term a "<X> diye bir şey duydum, nedir" question asks about: one to three words before "diye"
    name a glossary term, and a later clause asks what it is; else None.

    >>> from referee.knowledge import get_knowledge
    >>> heard_term("dedem kafa atmak diye bir sey anlatti o ne oluyor", get_knowledge().glossary).key
    'kafa'
    >>> heard_term("ciftten acarim diye dusundum", get_knowledge().glossary) is None
    True
    >>> heard_term("duz okeyde el acmak diye bir sey var mi 101 ile farki nedir", get_knowledge().glossary) is None
    True
    """
    for m in _HEARD.finditer(folded):
        if not _WHAT_IS.search(folded, m.end()):
            continue
        words = folded[:m.start()].replace("?", " ").split()
        for n in (3, 2, 1):
            term = find_term(" ".join(words[-n:]), glossary) if len(words) >= n else None
            if term is not None:
                return term
    return None


__all__ = ["defines", "find_term", "heard_term"]
