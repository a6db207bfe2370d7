"""Whose discard may be taken: only the left neighbour's — a Hayır for the partner across.

Why: "karşımdaki eşimin attığı taşı alabilir miyim", "karşımdaki adam okeyi attı, alabilir miyim" reach
the article on taking a discard, whose verdict is about the player on your left ("solundakinin attığı
taşı alırsın"). Its Evet answers a question about another seat: the sources let a player take only
the tile the player before (on the left) threw (oyna-terimler, oyna-yazboz; the partner sits across
at a team table, esli-101-turnuva). So when a may-question asks to take the tile a seat other than
the left one threw — the partner across — and the verdict speaks of the left one's tile, the verdict
leads with Hayır.
"""
from __future__ import annotations

import re

from referee.answers.leads import strip_lead
from referee.text.normalize import NormalizedText, fold

#: The seat across, as players name it ("karşımdaki", "eşimin", "ortağım"); the right-hand seat is
#: :mod:`referee.answers.opposite`'s (sağ / sol told with their roles).
_OTHER_SEAT = re.compile(r"\b(?:karsim\w*|karsidaki\w*|esim\w*|ortag\w*|partner\w*)\b")
#: The left seat named too ("soldaki", "solumdaki"): then the question may be about that one.
_LEFT = re.compile(r"\bsol\w*\b")
#: The other seat threw: its genitive before "attığı" ("eşimin attığı") or it is the subject of "attı"
#: ("karşımdaki adam okeyi attı"); "attığım taşı eşim alabilir mi" is that seat taking, not throwing.
_THROWER = re.compile(r"^\w+(?:\s+\w+){0,2}?[iu]n\s+attig[iu]\b|^\w+\s+(?:\w+\s+){0,2}atti\b")
#: The asker takes ("alabilir miyim", "alsam", "alabilir miyiz").
_MAY_TAKE = re.compile(r"\bal(?:abilir (?:miyim|miyiz)|abilirmiyim|sam|irsam|ayim|abilecek miyim)\b")
#: A verdict about the left neighbour's discard.
_LEFT_RULE = re.compile(r"\bsol(?:undaki|dakinin|undakinin|dan)\w*\b")


def other_seat_taking(norm: NormalizedText) -> str | None:
    """The other seat's word when the question asks to take the tile that seat threw, else None.

    >>> from referee.text.normalize import normalize
    >>> other_seat_taking(normalize("karşımda oturan eşimin attığı taşı alabilir miyim"))
    'karsimda'
    >>> other_seat_taking(normalize("solumdakinin attığı taşı alabilir miyim")) is None
    True
    >>> other_seat_taking(normalize("eşim okeyi attı, ceza yer mi")) is None
    True
    >>> other_seat_taking(normalize("attığım taşı eşim alabilir mi")) is None  # that seat takes
    True
    >>> other_seat_taking(normalize("karşımdaki adam okeyi attı, onu alabilir miyim"))
    'karsimdaki'
    """
    text = norm.folded
    if not _MAY_TAKE.search(text) or _LEFT.search(text):
        return None
    for m in _OTHER_SEAT.finditer(text):
        if text.startswith("karsi takim", m.start()):
            continue  # "karşı takım" is a side, not a seat
        if _THROWER.search(text[m.start():]):
            return m.group(0)
    return None


def seat_discard(paragraphs: list[str], norm: NormalizedText) -> list[str] | None:
    """The paragraphs led by "Hayır." when the question asks to take another seat's discard and the
    verdict is about the left neighbour's (module doc); None otherwise."""
    if not paragraphs or other_seat_taking(norm) is None:
        return None
    first = fold(strip_lead(paragraphs[0]))
    if not _LEFT_RULE.search(first):
        return None
    body = strip_lead(paragraphs[0])
    return [f"Hayır. Yalnızca solundakinin attığı taşı alabilirsin. {body}", *paragraphs[1:]]
