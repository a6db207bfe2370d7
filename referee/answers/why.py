"""A "why" question ("neden …", "niye …", "… sebebi ne", "bunun hikmeti var mı"): answered only with a reason.

The sources mostly tell what a rule is, seldom why it is so. Where one does ("21 tek sayıdır; 21 taşın
hepsi çiftlere ayrılamaz"), the article states it in a sentence of its own, opened by "Nedeni:" or
"Sebebi:" or said with "çünkü" (``knowledge/README.md``). A why question is answered from such a
sentence, which the answer then carries; an article with none gives "not covered" with a reason that
fits — our sources do not say why — and the rule itself as the suggestion, never a reason we made up.

>>> from referee.text.normalize import normalize
>>> [asks_why(normalize(q)) for q in ("eşli oyunda niçin herkes 21 taş alıyor", "bunun bir hikmeti var mı",
...  "okey atmak ceza sebebi mi", "seri neden oluşur", "işlek atmak ceza yazılmasına neden olur mu")]
[True, True, False, False, False]
"""
from __future__ import annotations

import re
from dataclasses import replace

from referee.answers.compose import Composed, compose_not_covered
from referee.answers.leads import strip_lead
from referee.answers.sentences import body_sentences
from referee.classify.detect import RulesetChoice
from referee.classify.qtype import ORIGIN_TOLD
from referee.knowledge import Article, KnowledgeBase
from referee.text.case import capital
from referee.search.coverage import content_stems
from referee.text.normalize import NormalizedText, normalize

#: The reason given when the articles tell the rule but not why it is so.
WHY_REASON = ("Kaynaklarımız bu kuralın nedenini söylemiyor; yalnız kuralın ne olduğunu yazıyorlar. "
              "Olmayan bir gerekçeyi ben de uydurmayayım. Kuralın kendisi: ")

#: A why word as an asking word (folded): "neden / niye / niçin", "sebebi / nedeni ne", "hikmeti",
#: "ne için" — not "neden olur" (causes), "neden oluşur / yapılır" (what of), "sebepler / hangi sebeple"
#: (the cases a rule applies in), "ne için kullanılır" (what it is for).
_WHY = re.compile(r"\b(?:neden|niye|nicin|ne icin|sebebi\w*|nedeni\w*|hikmet\w*)\b")
_NOT_WHY = re.compile(r"\b(?:neden|sebep|sebebi\w*)\s+ol(?:ur|abilir|du|ma|uyor|acak)\w*|"
                      r"\bneden\s+(?:olus|yapil|meydana|ibaret)\w*|\bhangi\s+(?:sebep|neden)\w*|"
                      r"\bne icin\s+(?:kullan|gerek|lazim|yarar)\w*|"
                      r"\b\w+\s+(?:sebebi|nedeni)\s+(?:mi|mu|midir|mudur|degil)\b")
#: A sentence that gives a reason: it opens with "Nedeni:" / "Sebebi:", says "çünkü", or gives a cause with a
#: verbal noun ("per açılmadığı için", "aynı taşın yerine oynandığından").
_REASON = re.compile(r"^(?:nedeni|sebebi)\s*:|\bçünkü\b", re.IGNORECASE)
#: … a cause told with a verbal noun is a reason only for a question about the same things (it shares
#: :data:`CAUSE_SHARED` of its content words: "iki okey olduğu için" is no reason why the okey is one higher).
_CAUSE = re.compile(r"\w+[dt][ıiuü]ğ[ıiuü](?:\s+için|ndan|nden)\b", re.IGNORECASE)
CAUSE_SHARED = 2


def asks_why(norm: NormalizedText) -> bool:
    """The question asks why a rule is as it is."""
    folded = norm.folded.replace("?", " ")
    return any(not _NOT_WHY.match(folded, m.start()) and not _excluded_at(folded, m.start())
               for m in _WHY.finditer(folded))


def _excluded_at(folded: str, start: int) -> bool:
    """The why word at ``start`` is part of an excluded phrase that begins a word or two before it."""
    return any(m.start() <= start < m.end() for m in _NOT_WHY.finditer(folded))


def reason_sentence(article: Article, norm: NormalizedText | None = None) -> str | None:
    """The article's sentence that states a reason, if it has one (a verbal-noun cause only when it shares
    :data:`CAUSE_SHARED` content words with the question ``norm``).

    >>> from referee.knowledge import get_knowledge
    >>> from referee.text.normalize import normalize
    >>> reason_sentence(get_knowledge().articles["ciftten-bitis-oyna"]).startswith("Nedeni: 21 tek sayıdır")
    True
    >>> reason_sentence(get_knowledge().articles["dagitim-turnuva"]) is None
    True
    >>> "olmadığı için" in reason_sentence(get_knowledge().articles["islek-cezasi-duz"], normalize("düzde niye işlek taş cezası yok"))
    True
    """
    first = _first_sentences(article)
    asked = _stems4(norm) if norm is not None else set()
    named = norm is not None and _NAME_WHY.search(norm.folded) is not None
    for sent in (*first, *body_sentences(article)):
        if _REASON.search(sent) or (_CAUSE.search(sent) and len(asked & _stems4(normalize(sent))) >= CAUSE_SHARED):
            return sent
        if named and ORIGIN_TOLD.search(sent):
            return sent  # "çetele neden öyle denir": the sentence telling where the word comes from
    return None


#: Where a word comes from, asked ("Çetele sözü nereden gelir", "kökeni ne").
_ORIGIN_Q = re.compile(r"\b(?:nereden|nerden) gel\w*|\bkoken\w*")


def _first_sentences(article: Article) -> list[str]:
    return re.split(r"(?<=[.!?])\s+(?=[A-ZÇĞİÖŞÜ0-9])", article.answer.replace("**", "").strip())


#: A why asked of a name ("neden öyle diyorlar", "niye böyle denir"); a sentence telling a word's origin is
#: :data:`referee.classify.qtype.ORIGIN_TOLD`.
_NAME_WHY = re.compile(r"\b(?:diyor|diyorlar|denir|deniyor|denil|denmis|adi|ismi)\w*")


def _stems4(norm: NormalizedText) -> set[str]:
    return {t[:4] for t in content_stems(norm)}


def why_reason(article: Article) -> str:
    """The not-covered reason of a why question the articles cannot answer, with the rule itself."""
    return WHY_REASON + capital(strip_lead(article.answer.replace("**", "").strip()))


def answer_why(composed: Composed, norm: NormalizedText, kb: KnowledgeBase, choice: RulesetChoice) -> Composed:
    """A rule answer to a why question: with the cited articles' reason sentence among its paragraphs, or
    "not covered" with :data:`WHY_REASON` and the rule as the suggestion when none states a reason.
    Any other answer (a calculation, not covered, a question that asks no why) is returned as it is."""
    origin = composed.kind == "rule" and _ORIGIN_Q.search(norm.folded) is not None
    if composed.kind != "rule" or not (asks_why(norm) or origin):
        return composed
    cited = [kb.articles[s["id"]] for s in composed.sources if s.get("id") in kb.articles]
    if not cited:
        return composed
    if origin and not asks_why(norm):
        # "Çetele sözü nereden gelir": the sentence telling the word's origin, when the article has one
        told = next((t for a in cited for t in (*_first_sentences(a), *body_sentences(a)) if ORIGIN_TOLD.search(t)), None)
        if told is None or told in composed.parts.verdict:
            return composed
        return replace(composed, parts=replace(composed.parts, more=(*composed.parts.more, told)))
    sentence = next((r for r in (reason_sentence(a, norm) for a in cited) if r), None)
    if sentence is None:
        return compose_not_covered(choice, kb, cited[:1], reason=why_reason(cited[0]), suggest=True)
    parts = composed.parts
    if sentence in parts.verdict or any(sentence in p for p in (*parts.more, *parts.also)):
        return composed
    return replace(composed, parts=replace(parts, more=(*parts.more, sentence)))
