"""Questions without their markers: a question told after a sentence of its own, a yes/no claim with no particle.

Why: "kahvede duydum çetele ne demek", "merak ettim: 'çetele' kelimesi ne anlama gelir" tell something
first (a finite verb ends that sentence) and then ask; read as one, the told words stand before the
asked term and no term matches the whole. The asked part is what follows a told sentence's finite verb.

And a player types a claim to be confirmed with no "mi" at all ("okeyi atan ceza yer", "çifte giden iki
kat yazar") or glued to the word ("olurmu", "haklımı"): a general rule stated in the aorist, third
person, is a yes/no question; a past-tense sentence ("Ali okeyi attı") tells a story and stays one.
"""
from __future__ import annotations

import re

from referee.text.morph import verb_of

#: Persons of a verb that tell what the speaker or the listener did, not a general rule.
_PERSONAL = frozenset({"A1sg", "A1pl", "A2sg", "A2pl"})
#: Predicates a glued particle asks about ("haklımı", "cezamı", "doğrumu", "geçerlimi").
_PREDICATES = frozenset({"hakli", "ceza", "dogru", "gecerli", "serbest", "yasak", "mumkun", "zorunlu", "sart",
                         "lazim", "gerek", "var", "yok", "ayni", "olur"})
_GLUED = re.compile(r"^([a-z]{2,}?)(mi|mu|midir|mudur)$")


def after_told(folded: str) -> list[str]:
    """The text after each finite, non-conditional verb, the longest first (the asked part of a question
    told after a sentence of its own); [] when there is none.

    >>> after_told("kahvede duydum cetele ne demek")
    ['cetele ne demek']
    >>> after_told("cetele ne demek")
    []
    """
    words = folded.replace("?", " ").split()
    out = []
    for i, w in enumerate(words[:-1]):
        v = verb_of(w)
        if v is not None and v.finite and not v.conditional:
            out.append(" ".join(words[i + 1:]))
    return out


def claimed(toks: list[str]) -> bool:
    """A clause (folded tokens, no wh-word, no particle apart) that claims a general rule: it ends in an
    aorist of no first or second person ("okeyi yere atan ceza yer", "el bozulur"), or in a particle glued
    to a finite verb or a predicate ("yazılırmı", "haklımı").

    >>> claimed("101de okeyi yere atan ceza yer".split()), claimed("ali okeyi yere atti".split())
    (True, False)
    >>> claimed("oyna kurallarinda huseyin haklimi".split()), claimed("ben 202 yazarim".split())
    (True, False)
    """
    if not toks:
        return False
    m = _GLUED.match(toks[-1])
    if m is not None and (m.group(1) in _PREDICATES or ((g := verb_of(m.group(1))) is not None and g.finite)):
        return True
    v = verb_of(toks[-1])
    return (len(toks) >= 3 and v is not None and v.finite and not v.conditional and "Aor" in v.morphemes
            and not _PERSONAL & set(v.morphemes))
