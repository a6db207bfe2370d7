"""A question of two parts, one of them yes/no: each part's verdict in its own sentence, in order.

Why: "X serbest mi, açmadıysam ne olacak", "okeyi alabilir miyim? eşime ceza yazılır mı?" ask two
things. One "Evet." before the whole answer says yes to which one? To the first, and the reader takes
it for the whole: a wrong lead when the second part's verdict is a no, or when the question as a
whole asks what or how much. So:

- the parts are the question's asking clauses (:func:`referee.search.parts.split_parts`, the scene
  before them left out); with fewer than two, or no yes/no part, nothing changes;
- each yes/no part is settled on its own (:func:`referee.answers.polarity.settle`, the part's words);
- when every part is yes/no and all agree, that one word leads (it answers the whole);
- otherwise, when every part is yes/no and the first is a "may" answered yes, that Evet leads, tied to the
  part by its own verb ("Evet, alabilirsin."), so it cannot be read as the whole's (issue 10, cause 6). No
  other bare lead: a question with a "kaç / ne / nasıl" part, or a first part with no "may" to echo, gets
  none. Every other yes/no part's verdict is written after the clause of the answer that settles it,
  "(Evet)" / "(Hayır)" — the clause must settle the part the same way on its own and share at least
  :data:`MIN_SHARED` of its content words; a part no clause settles so gets no mark (an unsure mark is worse
  than none).
"""
from __future__ import annotations

import re
from typing import Sequence

from referee.answers.asked import read_asked
from referee.answers.either_or import alternatives
from referee.answers.leads import Polarity, lead_of, strip_lead
from referee.answers.polarity import VARIES, settle
from referee.search.coverage import content_stems
from referee.search.parts import split_parts
from referee.classify.qtype import clause_form, clauses
from referee.text.case import capital
from referee.text.morph import verb_of
from referee.text.normalize import NormalizedText, fold, normalize, tr_lower

#: A closing part that asks a difference ("farkı ne", "ne fark var", "arasındaki fark nedir").
DIFFERENCE = ("fark*",)
#: A clause of the answer must share this many of the part's content words to carry its verdict.
MIN_SHARED = 2
#: Where a clause of an answer paragraph ends: a sentence end, a semicolon or colon, "ve" / "ama" between clauses.
_PIECE_END = re.compile(r"(?=[.;:!?](?:\s|$))|(?=,?\s+(?:ve|ama|fakat)\s)")
_WORD = {"evet": "Evet", "hayir": "Hayır"}


def asking_parts(norm: NormalizedText) -> list[tuple[str, str]]:
    """(part, form) for each part of the question that asks something ("yesno" or "wh"), in order."""
    out: list[tuple[str, str]] = []
    for p in split_parts(norm.original, preamble=False):
        pn = normalize(p)
        if out and _ALTERNATIVE.match(pn.folded):
            out[-1] = (f"{out[-1][0]}, {p}", out[-1][1])  # "… işleyebilir miyim, yoksa … mı beklemeliyim": one question
            continue
        form = clause_form(pn)
        if form != "statement" and not _TAG.search(pn.folded):
            out.append((p, form))
    return out


#: A last clause asking the same of another case ("…? Ya 11-12-13?", "…? ya mavi 7'yi atarsam?").
_ELLIPTIC_LAST = re.compile(r"\bm[iu]\w*\s+ya\s+(?!abi\b|kanka\b|hocam\b|be\b|la\b)[\w'-]+(?:\s+[\w'-]+){0,3}\s*$")


#: A part that offers the other alternative of the part before it ("yoksa …", "veya …", "ya da …").
_ALTERNATIVE = re.compile(r"^(?:yoksa|veya|ya da)\b")
#: "…, eşime bir şey yazılmaz değil mi": a tag asks to confirm what was just said, no question of its own.
_TAG = re.compile(r"(?:\bdegil m[iu]|\bdi m[iu]|\bdimi|\bdegilmi)\W*$")


def _first_end(paragraph: str) -> int:
    """Where the paragraph's first sentence ends (before its full stop)."""
    m = re.search(r"[.!?](?:\s|$)", paragraph)
    return m.start() if m else len(paragraph)


def _pieces(paragraph: str) -> list[tuple[int, int]]:
    """(start, end) of each clause of a paragraph (see :data:`_PIECE_END`)."""
    cuts = sorted({0, len(paragraph), *(m.start() for m in _PIECE_END.finditer(paragraph))})
    spans = []
    for a, b in zip(cuts, cuts[1:]):
        a2 = a
        while a2 < b and paragraph[a2] in " ,.;:!?":
            a2 += 1
        if b - a2 >= 3:
            spans.append((a2, b))
    return spans


def stems4(text: str) -> set[str]:
    """The text's content stems cut to four letters ("açtıktan" and "açtıysan" meet at "acti")."""
    return {t[:4] for t in content_stems(normalize(text))}


def _asked_roots(part: NormalizedText) -> set[str]:
    asked = read_asked(part)
    return {p.root for p in asked.predicates if len(p.root) >= 2} if asked is not None else set()


def _mark(paragraphs: list[str], part: str, verdict: Polarity) -> list[str] | None:
    """The paragraphs with "(Evet)"/"(Hayır)" after the clause that settles ``part`` as ``verdict``, the one with
    the part's own verb first, then the one sharing the most of its content words; None when no clause does."""
    pn = normalize(part)
    wanted, roots = stems4(part), _asked_roots(pn)
    least = min(MIN_SHARED, max(1, len(wanted) - 1))  # "eşime ceza var mı": one word beside the person
    best: tuple[tuple[bool, int], int, int] | None = None  # ((has the verb, shared), paragraph, end)
    for i, para in enumerate(paragraphs):
        for a, b in _pieces(para):
            piece = normalize(para[a:b])
            verb = any((v := verb_of(w)) is not None and v.root in roots for w in piece.folded.split())
            key = (verb, len(wanted & stems4(para[a:b])))
            if key[1] < least or (best is not None and key <= best[0]):
                continue
            if _verdict([para[a:b]], pn) == verdict:
                best = (key, i, b)
    if best is None:
        return None
    _, i, b = best
    out = list(paragraphs)
    out[i] = f"{out[i][:b].rstrip()} ({_WORD[verdict]}){out[i][b:]}"
    return out


#: The person a yes/no particle asks in, as the answer's verb ending answers it ("alabilir miyim" → "alabilirsin").
_ANSWER_PERSON = {"miyim": "sIn", "muyum": "sIn", "miyiz": "sInIz", "muyuz": "sInIz", "mi": "", "mu": "",
                  "midir": "", "mudur": ""}
_HARMONY = {"a": "ı", "ı": "ı", "e": "i", "i": "i", "o": "u", "u": "u", "ö": "ü", "ü": "ü"}


def echoed_yes(part: str) -> str | None:
    """The part's own "may" verb answered yes, in the asker's person ("okeyi alabilir miyim" → "Alabilirsin"); None
    when the particle follows no positive "-abilir" verb.

    >>> echoed_yes("eşimin okeyini alabilir miyim"), echoed_yes("taşı koyabilir mi"), echoed_yes("taşı yazar mı")
    ('Alabilirsin', 'Koyabilir', None)
    """
    words = re.findall(r"[\wçğıöşüÇĞİÖŞÜ']+", part)
    for i, w in enumerate(words[1:], start=1):
        ending = _ANSWER_PERSON.get(fold(w))
        v = verb_of(fold(words[i - 1])) if ending is not None else None
        if v is not None and v.finite and v.able and not v.negative and not v.conditional:
            verb = tr_lower(words[i - 1])
            vowel = next((c for c in reversed(verb) if c in _HARMONY), "i")
            return capital(verb + ending.replace("I", _HARMONY[vowel]))
    return None


def _verdict(paragraphs: list[str], part: NormalizedText) -> Polarity | None:
    """The Evet/Hayır the paragraphs give one yes/no part."""
    return lead_of((settle(paragraphs, part, "yesno") or [""])[0])


def ends_on_difference(norm: NormalizedText) -> bool:
    """The question's last asking clause, after another one, asks a difference ("… var mı? 101'de nasıl? farkı ne").

    >>> ends_on_difference(normalize("düzde gösterge var mı, 101'de nasıl, farkları ne"))
    True
    >>> ends_on_difference(normalize("farkı ne bilmiyorum ama gösterge sayılır mı"))
    False
    """
    asking = [c for c in (normalize(c) for c in clauses(norm.original)) if clause_form(c) != "statement"]
    return len(asking) >= 2 and clause_form(asking[-1]) == "wh" and asking[-1].has(*DIFFERENCE)


def by_parts(paragraphs: list[str], norm: NormalizedText, form: str, also: Sequence[str] = ()) -> list[str]:
    """The verdict ``paragraphs`` settled for the question (:func:`referee.answers.polarity.settle` with the
    question's ``form``) and, for a two-part question, each part's verdict in its place (module doc).
    ``also``: the first paragraphs of the other parts' articles; a part the verdict paragraphs do not settle
    is settled with them too ("yedek oynayabilir mi? … değiştirebilir miyiz": the reserve's own article)."""
    if form == "yesno" and ends_on_difference(norm):
        # "… aldın mı? … nasıl? Farkı ne?": the question ends asking a difference; no part's Evet/Hayır leads
        return settle(paragraphs, norm, "wh")
    whole = settle(paragraphs, norm, form)
    if form == "yesno" and _ELLIPTIC_LAST.search(norm.folded):
        # "12-13-1 seri sayılır mı? Ya 11-12-13?": a second case asked with the first's predicate — one word
        # cannot answer both; the rule's own words answer each
        return [strip_lead(p) for p in whole]
    parts = asking_parts(norm)
    if len(parts) < 2 or not whole or not any(f == "yesno" for _, f in parts) or alternatives(norm) is not None:
        return whole  # "A mı yoksa B mi" is one choice, settled as one (referee.answers.either_or)
    body = [q for q in (strip_lead(p) for p in whole) if q]
    # each part settled on the article's own words (its own lead included: "Hayır. … 12-13-1 geçersizdir")
    # (an opening that says the answer varies settles nothing, whatever the other articles say)
    also = () if VARIES.search(fold(strip_lead(paragraphs[0])[:60])) else also
    verdicts = [(_verdict(paragraphs, normalize(p)) or (_verdict([*paragraphs, *also], normalize(p)) if also else None))
                if f == "yesno" else None for p, f in parts]
    first = next(i for i, (_, f) in enumerate(parts) if f == "yesno")
    told = verdicts[first] is None and lead_of(whole[0]) is not None
    if told:
        verdicts[first] = lead_of(whole[0])  # the whole's lead answers the first yes/no part asked
    if all(f == "yesno" for _, f in parts) and len(set(verdicts)) == 1 and verdicts[0] is not None:
        return [f"{_WORD[verdicts[0]]}. {body[0]}", *body[1:]] if body else whole
    lead = ""
    for k, ((part, _), verdict) in enumerate(zip(parts, verdicts)):
        if verdict is None:
            continue
        echo = echoed_yes(part) if verdict == "evet" and k == 0 and body else None
        if echo is not None and all(f == "yesno" for _, f in parts):
            # a yes/no question opening with a "may": its Evet leads, tied to that part by its own verb
            # ("alabilir miyim? alırsam ceza yazılır mı?" → "Evet, alabilirsin. … Ceza yazılmaz (Hayır).")
            lead = f"Evet, {tr_lower(echo)}." if fold(echo) not in fold(body[0]) else "Evet."
            continue
        marked = _mark(body, part, verdict)
        echo = echoed_yes(part) if marked is None and verdict == "evet" and k == first and body else None
        if echo is not None and fold(echo) not in fold(body[0]):  # "…, eşimin okeyini alabilir miyim": "Alabilirsin (Evet)."
            marked = [f"{echo} (Evet). {body[0]}", *body[1:]]
        elif marked is None and body and k == first and lead_of(whole[0]) == verdict:
            # no clause says it on its own: the whole's lead closes the answer's first sentence instead of leading
            end = _first_end(body[0])
            marked = [f"{body[0][:end].rstrip()} ({_WORD[verdict]}){body[0][end:]}", *body[1:]]
        body = marked or body
    return [f"{lead} {body[0]}", *body[1:]] if lead else body
