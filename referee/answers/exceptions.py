"""A question about a rule's condition or exception gets the sentence that states it.

"Okeyi atmanın cezasız olduğu bir durum var mı", "yarım ceza ne zaman yazılır", "kalan yalnız
rakip bitince mi katlanır" ask for the case a rule is limited to or the case it leaves out. The
article that answers usually states its plain rule first and its exception further down
("İstisna: …", "ancak …", "… dışında"); such a question gets that sentence right after the first
paragraph, unless the first paragraph already states a limit itself.

Pure functions over folded text (``NormalizedText.folded``: lower case, Turkish letters folded).
"""
from __future__ import annotations

import re
from typing import Callable, Iterable

#: Words that name a limit or an exception ("İstisna: …", "ancak …", "yalnız …", "sadece …"): a sentence
#: stating one (:data:`_STRONG`), an answer that limits a rule (:mod:`referee.answers.conditions`).
LIMIT_WORDS = r"istisna\w*|ancak|yalniz\w*|sadece"
#: "her zaman / her durumda / her seferinde / her koşulda": a question asking whether a rule holds in every case.
EVERY_CASE = r"zaman|durumda|seferinde|kosulda"

#: Words that ask for a condition or an exception: "istisnası", "hangi durumda / halde / şartla /
#: koşulda", "ne zaman", "şartı ne", "… dışında", "her zaman mı", "yalnızca / sadece / ancak … mı".
_ASKS = re.compile(
    r"\b(?:istisna\w*|hangi (?:durum|hal|sart|kosul)\w*|ne zaman|ne vakit|sart\w* (?:ne|nedir|mi|var)"
    r"|kosul\w*|disinda\w*|haric\w*|\bher (?:" + EVERY_CASE + r")\b.{0,60}\bm[iu]\w*\b"
    r"|(?:durum|hal)\w* (?:var|yok|olur)"
    r"|(?:yalniz|yalnizca|sadece|ancak)\b.{0,80}\bm[iı]\b)")

#: A sentence stating a limit or an exception, strongest first (2: a word that names it,
#: 1: a conditional verb "bittiysen / biterse / açmışsa", "bile", "en az", "zorunda").
_STRONG = re.compile(r"\b(?:" + LIMIT_WORDS + r"|disinda\w*|haric\w*|sart\w*|kosul\w*)\b")
_CONDITIONAL = re.compile(r"\b\w{2,}(?:[rsyz]s[ae]n?|[ms]s[ae]n?|ys[ae](?:n|k|niz)?)\b|\b(?:bile|ise|en az|en fazla)\b"
                          r"|\bzorunda\b")


def _overlap(asked: Iterable[str], stems: Iterable[str]) -> int:
    """How many of the question's words the sentence shares, by their first four letters
    ("okey" and "okeyi" are one word here)."""
    heads = {s[:4] for s in stems}
    return sum(1 for a in asked if a[:4] in heads)


def asks_condition(folded: str) -> bool:
    """True when the question asks in which case a rule holds, or whether it has an exception."""
    return _ASKS.search(folded) is not None


def limit_strength(folded: str) -> int:
    """2 when the sentence names a limit or an exception, 1 when it only says "if …", else 0."""
    if _STRONG.search(folded):
        return 2
    return 1 if _CONDITIONAL.search(folded) else 0


def exception_sentence(first: str, sentences: Iterable[str], asked: frozenset[str] | set[str],
                       fold: Callable[[str], str], stems: Callable[[str], frozenset[str]]) -> str | None:
    """The body sentence stating the limit or exception the question asks about, if any.

    ``first`` is the article's first paragraph: when it names a limit itself, nothing is added.
    A sentence qualifies when it shares a word with the question; the strongest marker wins,
    then the most shared words.
    """
    if limit_strength(fold(first)) == 2:
        return None
    best, best_key = None, (0, 0)
    for sent in sentences:
        strength = limit_strength(fold(sent))
        shared = _overlap(asked, stems(sent))
        if strength and shared and (strength, shared) > best_key:
            best, best_key = sent, (strength, shared)
    return best
