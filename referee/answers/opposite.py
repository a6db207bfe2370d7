"""A state asked about that the rule states the opposite of: a Hayır with the rule's own state.

Why: "telefon masada açık durabilir mi" is answered by "Telefon masada yüzü kapalı durur": the rule
names the state the thing must be in, and the state the question asks about is its opposite. Nothing
in the rule says "no" in words, so the lead must come from the two states: açık / kapalı, sağ / sol
(whose discard you take), önce / sonra (when you may do it). The same pairs hold for any thing the
sources put in a state (the deck lies closed, the discard taken is the left neighbour's).

The rule sentence must speak of the same thing (share a content word with the question besides the
states), state one side and not the other, and the question the other side only. A question asking
whether someone is right ("… sonra gösterdim, Ayşe olmaz dedi, Ayşe haklı mı") tells the state as the
scene of a claim, not as what is asked: the opposite of the asker's deed may well make the other one
right, so the states decide nothing there.
"""
from __future__ import annotations

import re

from referee.search.coverage import content_stems
from referee.text.normalize import NormalizedText, fold, normalize

#: Pairs of opposite states, as folded word patterns (whole words).
OPPOSITES: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = tuple(
    (re.compile(a), re.compile(b)) for a, b in (
        (r"^acik(?:ken|ta|tir|ti|sa)?$", r"^kapali(?:yken|ken|dir|ydi|ysa)?$"),
        (r"^sag(?:[iu]m|[iu]n)?(?:da|dan|a|ta|tan)(?:ki\w*)?$", r"^sol(?:[iu]m|[iu]n|u)?(?:da|dan|a|ta|tan)(?:ki\w*)?$"),
        (r"^(?:once|onceden)$", r"^(?:sonra|sonradan)$"),
    ))
_SENTENCE = re.compile(r"(?<=[.;!?])\s+|;\s*")
#: "haklı mı", "haklımı", "haklıyım", "haksız mı": whether a claim is right is asked, not a state.
_WHO_IS_RIGHT = re.compile(r"^hak(?:li|siz)\w*$")


def _has(words: list[str], pattern: re.Pattern[str]) -> bool:
    return any(pattern.match(w) for w in words)


def opposite_sentence(paragraphs: list[str], norm: NormalizedText) -> str | None:
    """The verdict sentence that states the opposite of the state the question asks about, with a thing
    of the question's ("telefon … yüzü kapalı durur" to "telefon açık durabilir mi"); None otherwise.

    >>> opposite_sentence(["Telefon masada yüzü kapalı durur."], normalize("telefon masada açık durabilir mi"))
    'Telefon masada yüzü kapalı durur.'
    >>> opposite_sentence(["Telefon masada yüzü kapalı durur."], normalize("telefon masada kapalı mı durur"))
    """
    asked = norm.folded.replace("?", " ").split()
    if _has(asked, _WHO_IS_RIGHT):
        return None
    for a, b in OPPOSITES:
        for mine, theirs in ((a, b), (b, a)):
            if not _has(asked, mine) or _has(asked, theirs):
                continue
            things = {t for t in content_stems(norm) if not mine.match(t)}
            for para in paragraphs:
                for sent in _SENTENCE.split(para):
                    words = fold(sent.replace("*", "")).replace(",", " ").replace(":", " ").split()
                    if _has(words, theirs) and not _has(words, mine) and \
                            things & set(content_stems(normalize(sent))):
                        return sent.strip()
    return None
