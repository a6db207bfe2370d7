"""A state asked about that the rule states the opposite of: a Hayır with the rule's own state.

Why: "telefon masada açık durabilir mi" is answered by "Telefon masada yüzü kapalı durur": the rule
names the state the thing must be in, and the state the question asks about is its opposite. Nothing
in the rule says "no" in words, so the lead must come from the two states: açık / kapalı, sağ / sol
(whose discard you take), önce / sonra (when you may do it). The same pairs hold for any thing the
sources put in a state (the deck lies closed, the discard taken is the left neighbour's).

The rule sentence must speak of the same thing (share a content word with the question besides the
states), state one side and not the other, and the question the other side only; and no sentence of the
verdict may state the question's own side of that thing ("Attığın taşı sağındaki oyuncu alabilir; sen de
solundakinin attığını alırsın" answers "benim attığımı sağımdaki alabilir mi" with a yes). A seat is
told in one of two roles, and only the same role counts: the seat that takes ("sağındaki alabilir") or
the seat whose discard is taken ("solundakinin attığı", "sağımdaki oyuncunun attığı"). A question asking
whether someone is right ("… sonra gösterdim, Ayşe olmaz dedi, Ayşe haklı mı") tells the state as the
scene of a claim, not as what is asked: the opposite of the asker's deed may well make the other one
right, so the states decide nothing there.
"""
from __future__ import annotations

import re

from referee.answers.either_or import restricts
from referee.search.coverage import content_stems
from referee.text.normalize import NormalizedText, fold, normalize

#: Pairs of opposite states, as folded word patterns (whole words).
OPPOSITES: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = tuple(
    (re.compile(a), re.compile(b)) for a, b in (
        (r"^acik(?:ken|ta|tir|ti|sa)?$", r"^kapali(?:yken|ken|dir|ydi|ysa)?$"),
        (r"^sag(?:[iu]m|[iu]n)?(?:da|dan|a|ta|tan)(?:ki\w*)?$", r"^sol(?:[iu]m|[iu]n|u)?(?:da|dan|a|ta|tan)(?:ki\w*)?$"),
        (r"^(?:once|onceden)$", r"^(?:sonra|sonradan)$"),
    ))
_SEATS = 1  # the sağ / sol pair: told with a role (:func:`_roles`)
_SENTENCE = re.compile(r"(?<=[.;!?])\s+|;\s*")
#: "haklı mı", "haklımı", "haklıyım", "haksız mı": whether a claim is right is asked, not a state.
_WHO_IS_RIGHT = re.compile(r"^hak(?:li|siz)\w*$")


def _has(words: list[str], pattern: re.Pattern[str]) -> bool:
    return any(pattern.match(w) for w in words)


_GENITIVE = re.compile(r"\w+n[iu]n$")
_PERSON = re.compile(r"^(?:oyuncu|adam|kisi|rakip|es)\w*$")


def _roles(words: list[str], pattern: re.Pattern[str]) -> set[str]:
    """The roles of the words matching ``pattern``: "gen" for a seat whose deed is told ("solundakinin
    attığı", "sağımdaki oyuncunun attığı"), "nom" for the seat that acts ("sağındaki alabilir").

    >>> sorted(_roles("sagimdaki oyuncunun attigi".split(), OPPOSITES[1][0]))
    ['gen']
    >>> sorted(_roles("attigin tasi sagindaki oyuncu alabilir".split(), OPPOSITES[1][0]))
    ['nom']
    """
    out = set()
    for i, w in enumerate(words):
        if pattern.match(w):
            nxt = words[i + 1] if i + 1 < len(words) else ""
            out.add("gen" if _GENITIVE.match(w) or (_PERSON.match(nxt) and _GENITIVE.match(nxt)) else "nom")
    return out


def _first_alternative(words: list[str]) -> list[str]:
    """The question without a restricting alternative ("sağdakinin attığını alabilir miyim yoksa sadece
    soldakinin mi": the "sadece …" side is the feared "no", not a state asked).

    >>> _first_alternative("sagdakini alabilir miyim yoksa sadece soldakini mi".split())
    ['sagdakini', 'alabilir', 'miyim']
    """
    for i, w in enumerate(words):
        if w in ("yoksa", "veya") and restricts(" ".join(words[i + 1:])):
            return words[:i]
    return words


def _states(words: list[str], pattern: re.Pattern[str], roles: set[str] | None) -> bool:
    """The words tell the state; for a seat (``roles`` given), in one of the question's roles."""
    return _has(words, pattern) and (roles is None or bool(_roles(words, pattern) & roles))


def opposite_sentence(paragraphs: list[str], norm: NormalizedText) -> str | None:
    """The verdict sentence that states the opposite of the state the question asks about, with a thing
    of the question's ("telefon … yüzü kapalı durur" to "telefon açık durabilir mi"); None otherwise.

    >>> opposite_sentence(["Telefon masada yüzü kapalı durur."], normalize("telefon masada açık durabilir mi"))
    'Telefon masada yüzü kapalı durur.'
    >>> opposite_sentence(["Telefon masada yüzü kapalı durur."], normalize("telefon masada kapalı mı durur"))
    """
    asked = _first_alternative(norm.folded.replace("?", " ").split())
    if _has(asked, _WHO_IS_RIGHT):
        return None
    sentences = [(sent.strip(), fold(sent.replace("*", "")).replace(",", " ").replace(":", " ").split())
                 for para in paragraphs for sent in _SENTENCE.split(para)]
    for k, (a, b) in enumerate(OPPOSITES):
        for mine, theirs in ((a, b), (b, a)):
            if not _has(asked, mine) or _has(asked, theirs):
                continue
            roles = _roles(asked, mine) if k == _SEATS else None
            things = {t for t in content_stems(norm) if not mine.match(t)}
            about = [(sent, words) for sent, words in sentences if things & set(content_stems(normalize(sent)))]
            if any(_states(words, mine, roles) for _, words in about):
                continue  # the verdict states the asked side itself
            for sent, words in about:
                if _states(words, theirs, roles) and not _has(words, mine):
                    return sent
    return None
