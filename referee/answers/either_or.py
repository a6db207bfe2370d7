"""An either-or question ("A mı, yoksa B mi") gets no Evet/Hayır: it names the alternative that holds.

Why: "çiftten açan elden bitebilir mi yoksa işlemek zorunda mı" offers two answers and asks which one
is right. An "Evet" or a "Hayır" before the answer says yes or no to the first alternative only, and
the reader takes it for the whole ("Hayır" read as "no, he need not işle"). So each alternative is
settled on the verdict paragraphs on its own (:func:`referee.answers.polarity.settle`, the
alternative's words; an elliptic second one, "yoksa işlemek zorunda mı", is read with the first's
scene too), and:

- one alternative holds (Evet) and the other does not (Hayır, or nothing said): it leads, named in
  its place ("Doğrusu ikincisi: …", not echoed: a corrected typo may misname it);
- the first is denied and the second left unsaid: the second leads (the question offers only the two);
- otherwise (both hold, neither is settled): no lead at all, the rule's own words answer.

A second alternative that restricts ("… sağımdaki alabilir mi yoksa sadece soldaki mi alır") is the "no" of
the first: the question asks whether the first holds as well, so the first's Evet/Hayır leads.

A first alternative that asks the asker's own permission ("seri açabilir miyim yoksa sadece çift mi koyarım")
is a may-question with the feared alternative beside it: its own Evet/Hayır answers it (not handled here).
"""
from __future__ import annotations

import re

from referee.answers.leads import Polarity, lead_of, strip_lead
from referee.classify.qtype import YES_NO_PARTICLES
from referee.text.morph import verb_of
from referee.text.normalize import NormalizedText, normalize, tr_lower

_OR = re.compile(r"[,;]?\s+(?:yoksa|veya|ya da)\s+", re.IGNORECASE)


def alternatives(norm: NormalizedText) -> tuple[str, str] | None:
    """The two alternatives of "A mı yoksa B mi" (each with its particle), in the question's own words;
    None when the question offers no such choice ("… yoksa" with no particle on each side)."""
    text = norm.original.strip().rstrip("?!. ")
    pieces = _OR.split(text, maxsplit=1)
    if len(pieces) != 2:
        return None
    first, second = pieces
    if not (_particle_at_end(first) and _particle_at_end(second)) or _own_permission(first):
        return None
    # the scene before the first alternative's clause ("kuzenim çiftten açtı, elden bitebilir mi") stays with it
    return first.strip(), second.strip()


def _particle_at_end(text: str) -> bool:
    """The side asks yes or no: a particle at its end or on its focus ("ceza mı var", "ilk turda mı gösterilir")."""
    words = normalize(text).folded.replace("?", " ").split()
    return any(w in YES_NO_PARTICLES for w in words)


def _own_permission(first: str) -> bool:
    """The first alternative asks the asker's own permission ("seri açabilir miyim yoksa …", "atıp bitebilir miyim
    yoksa ceza mı yerim"): a may-question of one's own deed, answered by its Evet/Hayır; the second alternative is
    what the asker fears instead."""
    words = normalize(first).folded.replace("?", " ").split()
    return any(w in ("miyim", "miyiz", "muyum", "muyuz") and i and (v := verb_of(words[i - 1])) is not None and v.able
               for i, w in enumerate(words))


_ONLY = frozenset({"sadece", "yalniz", "yalnizca", "ancak", "bir tek", "sirf"})


def restricts(second: str) -> bool:
    """The alternative opens with "sadece / yalnız / sırf …": the first's "no" (module doc).

    >>> restricts("sadece soldaki mi alır"), restricts("işlemek zorunda mı")
    (True, False)
    """
    words = normalize(second).folded.split()
    return bool(words) and (words[0] in _ONLY or " ".join(words[:2]) in _ONLY)


def _led(body: list[str], lead: Polarity) -> list[str]:
    """The body led by the first alternative's Evet/Hayır; a "her zaman değil" hedge goes under a Hayır (the
    first is denied, not only sometimes)."""
    from referee.answers.polarity import _led as led  # the polarity module calls this one

    if lead == "hayir" and body:
        body = [re.sub(r"^[Hh]er zaman değil[:,]\s*", "", body[0]), *body[1:]]
        body[0] = body[0][:1].upper() + body[0][1:]
    return led(body, lead)


def _scene(first: str) -> str:
    """The first alternative without its predicate (its last two words: the verb and the particle)."""
    words = first.split()
    return " ".join(words[:-3]) if len(words) > 3 else ""


def _settled(paragraphs: list[str], part: str) -> Polarity | None:
    from referee.answers.polarity import settle  # the polarity module calls this one

    return lead_of((settle(paragraphs, normalize(part), "yesno") or [""])[0])


def either_or(paragraphs: list[str], norm: NormalizedText) -> list[str] | None:
    """The verdict paragraphs for an either-or question (module doc); None for any other question."""
    alts = alternatives(norm)
    if alts is None or not paragraphs:
        return None
    first, second = alts
    a = _settled(paragraphs, first)
    b = _settled(paragraphs, second)
    if b is None and _scene(first):
        b = _settled(paragraphs, f"{_scene(first)} {second}")  # "… yoksa işlemek zorunda mı": the first's scene
    body = [strip_lead(p) for p in paragraphs]
    if restricts(second):
        return _led(body, a) if a is not None else body
    holds = None
    if a == "evet" and b != "evet":
        holds = first
    elif b == "evet" and a != "evet":
        holds = second
    elif a == "hayir" and b is None:
        holds = second
    if holds is None:
        return body
    # named by its place, not echoed: the question's words may carry a typo the term corrector read as
    # another term ("islmek" → "işlek"), and a wrong echo would misname the alternative
    named = "Doğrusu ilki:" if holds is first else "Doğrusu ikincisi:"
    return [f"{named} {tr_lower(body[0][:1])}{body[0][1:]}", *body[1:]] if body else [named.rstrip(":") + "."]
