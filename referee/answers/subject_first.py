"""A yes/no about what a thing counts as, told by a later sentence about that very thing.

"İki sahte okey yan yana çift sayılır mı" reaches the pair article, whose first paragraph is about colours
("bir Mavi 5 ile bir Kırmızı 5 yan yana çift sayılmaz") and whose later sentence is about the thing asked
("iki sahte okey de birlikte çift olur"). The verdict must come from the sentence about the asked subject:
the question's class word (the noun before "sayılır / olur mu": "çift") is settled by the paragraph that
names the question's subject words the first paragraph lacks ("sahte"), and that paragraph then leads —
only when the first paragraph says the opposite of that class (it speaks of another case); otherwise the
usual settling (:mod:`referee.answers.polarity`) stands.
"""
from __future__ import annotations

import re

from referee.answers.leads import Polarity, strip_lead
from referee.search.coverage import content_stems
from referee.text.normalize import NormalizedText, fold, normalize

#: "<noun> sayılır / olur mu" (folded, particle split): the class asked about in group 1.
_COUNTS_AS = re.compile(r"\b([a-z]{3,})\s+(?:sayilir|sayiliyor|olur|oluyor)\s+m[iu]\b")
_VERDICT = {"olur": "evet", "sayilir": "evet", "olmaz": "hayir", "sayilmaz": "hayir", "degildir": "hayir",
            "degil": "hayir"}


def subject_first(paragraphs: list[str], norm: NormalizedText) -> tuple[Polarity, list[str]] | None:
    """(verdict, paragraphs with the subject's paragraph first), or None when no later paragraph settles it.

    >>> subject_first(["Çift aynı renkten iki taştır; mavi ile kırmızı çift sayılmaz.",
    ...                "İki sahte okey de birlikte çift olur."], normalize("iki sahte okey çift sayılır mı"))[0]
    'evet'
    >>> subject_first(["Mavi ile kırmızı çift sayılmaz."], normalize("mavi ile kırmızı çift sayılır mı")) is None
    True
    """
    m = _COUNTS_AS.search(norm.folded.replace("?", " "))
    if m is None or len(paragraphs) < 2:
        return None
    noun = m.group(1)
    first = set(content_stems(normalize(strip_lead(paragraphs[0]))))
    subject = {s for s in content_stems(normalize(norm.folded[:m.start()])) if s not in first and len(s) >= 4}
    if not subject:
        return None
    said = re.compile(rf"\b{re.escape(noun)}\w*\s+(?:\w+\s+)?({'|'.join(_VERDICT)})\b")
    opening = said.search(fold(strip_lead(paragraphs[0])))
    if opening is None:
        return None  # the first paragraph says nothing of the class: the usual settling reads it
    for i, para in enumerate(paragraphs[1:], start=1):
        body = normalize(strip_lead(para))
        if not subject & set(content_stems(body)):
            continue
        hit = said.search(fold(strip_lead(para)))
        if hit is not None and _VERDICT[hit.group(1)] != _VERDICT[opening.group(1)]:
            # the first paragraph's verdict is about another case ("mavi ile kırmızı … sayılmaz")
            return _VERDICT[hit.group(1)], [para, *paragraphs[:i], *paragraphs[i + 1:]]
    return None
