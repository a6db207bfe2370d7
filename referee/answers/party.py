"""Whose score a yes/no question asks about, and a lead about that party with that party's fact.

Why: "ben bitirince eşimin puanı da düşer mi" asks about the finisher's own side; the article's first
sentence tells what happens to the other side ("… karşı takımın sütunundan düşülür"), and a verdict
read off that sentence's verb answers another party's question (Evet, where the article's fact for the
finishing side is "Bitiren takımdan bir şey düşülmez": Hayır).

So the question is read for two parties (:func:`asked_side`): the *doer* of the deed its clause tells
("ben bitirince", "rakip okey atarsa") and the party whose points are asked ("eşimin puanı", "karşı
takıma", "ortağım da … yer mi", a first-person "kaybeder miyim"); each is our side (the asker, "biz",
the partner, a person told as the partner: "Leyla benimle eş") or theirs ("rakip", "karşı takım"). The
asked party is then the doer's side or the other side. Each article sentence is read for the side
whose points it tells, once its own condition clause ("sen ya da eşin bitirince") is set aside
(:func:`sentence_side`). When the verdict's first sentence is about the other party, the sentence
about the asked party that tells the asked predicate leads, with its own polarity.
"""
from __future__ import annotations

import re
from typing import Literal

from referee.answers.leads import Polarity, lead_of, strip_lead
from referee.text.morph import verb_of
from referee.text.normalize import NormalizedText, fold

Side = Literal["doer", "other"]
_Party = Literal["us", "them"]

#: Folded words naming our side: the asker, us, the partner.
_US = re.compile(r"^(?:ben|benim|bana|beni|bende|benden|biz|bizim|bize|bizi|bizden|takimimiz\w*|"
                 r"es|esim\w*|esimiz\w*|ortag\w*|partner\w*)$")
#: Folded words naming the other side.
_THEM = re.compile(r"^(?:rakip\w*|rakib\w*|karsi\w*|karsidaki\w*|obur\w*|onlar\w*)$")
#: Deeds whose doer the question names ("bitirince", "atarsa", "gösterirse"): verb roots.
_DEEDS = frozenset({"bit", "bitir", "at", "goster", "ac", "isle", "al", "kapat"})
#: The asked predicates that tell a party's points, by the roots that state them in an article.
_SAME_FACT = ({"dus", "kaybet", "eksil", "in"}, {"yaz", "ye", "al"})
#: Article words naming the side that did the deed, and the other side.
_DOER_WORDS = re.compile(r"\b(?:bitiren\w*|kendi takim\w*)")
_OTHER_WORDS = re.compile(r"\b(?:karsi takim\w*|rakip\w*|rakib\w*|diger takim\w*|obur takim\w*|karsi taraf\w*|"
                          r"digerleri\w*)")
#: A condition or time clause ends at such a word ("bitirince", "atarsa", "bitirdiğinde", "… iken").
_CONDITION_END = re.compile(r"(?:[iıuü]nce|[iıuü]nca|[sş][ae]|d[ıiuü][gğ][ıiuü]nd[ae]|ken)$")
_SENTENCE = re.compile(r"(?<=[.;!?])\s+")
_OTHER: dict[Side, Side] = {"doer": "other", "other": "doer"}


def _partners(words: list[str]) -> set[str]:
    """People told as the asker's partner ("Leyla benimle eş oldu", "eşim Nuri"): their folded names."""
    out = set()
    for i, w in enumerate(words):
        with_me = next((j for j in range(i - 1, max(-1, i - 3), -1) if words[j] in ("benimle", "bizimle")), None)
        if w.startswith("es") and with_me and words[with_me - 1] not in ("ben", "biz"):
            out.add(words[with_me - 1])  # "Leyla benimle eş", "nenem benimle (torunuyla) eş oldu"
        if w.startswith("es") and i >= 3 and words[i - 1] == "ile" and words[i - 2] == "ben":
            out.add(words[i - 3])
        if w == "esim" and i + 1 < len(words) and not _US.match(words[i + 1]) and verb_of(words[i + 1]) is None:
            out.add(words[i + 1])
    return {p for p in out if len(p) >= 3}


def _party(word: str, partners: set[str]) -> _Party | None:
    if _US.match(word) or any(word.startswith(p) for p in partners):
        return "us"
    return "them" if _THEM.match(word) else None


def asked_side(norm: NormalizedText) -> Side | None:
    """Whether a yes/no question asks about the doer's side or the other side; None when it names no
    deed with its doer, or no party after it.

    >>> from referee.text.normalize import normalize
    >>> asked_side(normalize("eşli düzde ben bitirince ortağımın puanı da düşer mi"))
    'doer'
    >>> asked_side(normalize("eşli düzde rakip bitirince eşimin puanı düşer mi"))
    'other'
    >>> asked_side(normalize("eşli düzde ben bitirince puan düşer mi")) is None
    True
    """
    words = norm.folded.replace("?", " ").replace(",", " ").split()
    partners = _partners(words)
    deed = next((i for i, w in enumerate(words) if (v := verb_of(w)) is not None and v.root in _DEEDS
                 and (v.conditional or _CONDITION_END.search(w))), None)
    if deed is None:
        return None
    doer = next((p for w in reversed(words[max(0, deed - 3):deed]) if (p := _party(w, partners))), None)
    if doer is None and re.search(r"(?:sem|sam|dim|dım|dum|düm|tim|tım)$", words[deed]):
        doer = "us"  # "bitirirsem", "bitirdim": the asker did it
    if doer is None:
        return None
    after = words[deed + 1:]
    asked = next((p for w in after if (p := _party(w, partners))), None)
    if asked is None and after and after[-1] in ("miyim", "muyum", "miyiz", "muyuz"):
        asked = "us"  # "… puan kaybeder miyim": the asker's own points
    if asked is None:
        return None
    return "doer" if asked == doer else "other"


def sentence_side(sentence: str) -> Side | None:
    """The side whose points an article sentence tells, its condition clause set aside; None when it
    names both sides or neither.

    >>> sentence_side("Sen ya da eşin eli bitirince puan karşı takımın sütunundan düşülür: düz bitişte 2.")
    'other'
    >>> sentence_side("Bitiren takımdan bir şey düşülmez.")
    'doer'
    """
    words = fold(sentence).split()
    # "ne olursa olsun" is no condition of the sentence: the fact holds whatever it is
    cut = max((i + 1 for i, w in enumerate(words) if _CONDITION_END.search(w.strip(",:;")) and verb_of(w.strip(",:;"))
               and words[i + 1:i + 2] != ["olsun"]), default=0)
    rest = " ".join(words[cut:])
    doer, other = bool(_DOER_WORDS.search(rest)), bool(_OTHER_WORDS.search(rest))
    if doer == other:
        return None
    return "doer" if doer else "other"


def _fact(sentence: str, roots: set[str]) -> Polarity | None:
    """The sentence's polarity on the asked predicate: a verb of the same fact, negated or not."""
    words = re.findall(r"[a-zçğıöşü0-9]+", sentence.lower())
    for i, w in enumerate(words):
        v = verb_of(w) if not w.isdigit() else None
        if v is not None and v.finite and not v.conditional and v.root in roots:
            return "hayir" if v.negative or (i and words[i - 1] == "0") else "evet"  # "eşi 0 yazar": nothing
    return None


def _roots(norm: NormalizedText) -> set[str] | None:
    """The roots that state the asked predicate (the verb before the yes/no particle) in an article."""
    words = norm.folded.replace("?", " ").split()
    for i, w in enumerate(words):
        if w in ("mi", "mu", "miyim", "muyum", "miyiz", "muyuz") and i:
            v = verb_of(words[i - 1])
            if v is None:
                return None
            return next((group for group in _SAME_FACT if v.root in group), {v.root})
    return None


def party_lead(paragraphs: list[str], norm: NormalizedText) -> list[str]:
    """The verdict paragraphs with a lead about the asked party (module doc); unchanged when the question
    asks of no party, the first sentence is already about it, or no sentence tells its fact."""
    if not paragraphs:
        return paragraphs
    side = asked_side(norm)
    roots = _roots(norm) if side is not None else None
    if side is None or roots is None:
        return paragraphs
    first = strip_lead(paragraphs[0])
    sentences = _SENTENCE.split(first)
    lead_side = sentence_side(sentences[0])
    if lead_side is None:
        told = {sentence_side(s) for s in sentences if _fact(s, roots) is not None} - {None}
        if told == {_OTHER[side]} and lead_of(paragraphs[0]):
            # the verdict tells only the other party's points ("bitirenin eşi 0 yazar" to "rakip bitirince eşim
            # de ceza yer mi"): no Evet/Hayır about a party the article does not speak of
            return [strip_lead(p) for p in paragraphs]
        return paragraphs  # the first sentence tells no one party's points: nothing to set right
    for pi, para in enumerate(paragraphs):
        body = strip_lead(para)
        for sent in _SENTENCE.split(body):
            if sentence_side(sent) != side or (pol := _fact(sent, roots)) is None:
                continue
            if lead_side == side and lead_of(paragraphs[0]) == pol:
                return paragraphs  # the lead is already about the asked party, with its fact
            word = "Evet." if pol == "evet" else "Hayır."
            rest = [s for s in sentences if s != sent] if pi == 0 else sentences
            out = [f"{word} {sent} {' '.join(rest)}".strip()]
            out += [strip_lead(p) for j, p in enumerate(paragraphs[1:], 1)
                    if not (j == pi and body.strip() == sent.strip())]
            return out
    return paragraphs
