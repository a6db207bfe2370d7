"""An ordinal word before a person is the order of play, not a number (issue 11, seat order).

"ilk oynayan babam, ikinci annem, üçüncü eniştem, en son oturan ben": the normaliser writes "ikinci"
as "2.", and a "2." before a word that is no noun of the game is read as a 2 and a full stop — a number
left unread, or a standing ("annem 3."). Before a person, a typed ordinal *word* of the table's four is
when that person plays: :func:`referee.story.words.words` keeps it an ordinal, and the people rule
"ikinci annem" (:func:`referee.story.people.seats.play_order`) reads it.

>>> seat_order("2.", "annem", "ikinci annem", frozenset()), seat_order("2.", "annem", "Ali 2. annem", frozenset())
(True, False)
"""
from __future__ import annotations

from referee.story.lexicon import NAMES, NICKNAMES
from referee.text.normalize import fold


#: Ordinal words as typed ("ikinci", "üçüncü"), which the normaliser writes "2.", "3.".
_ORDINAL_WORDS = ("birinci", "ikinci", "ucuncu", "dorduncu")


def seat_order(t: str, nxt: str, text: str, caps: frozenset[str]) -> bool:
    """"ilk oynayan babam, ikinci annem, üçüncü eniştem": an ordinal *word* of the table's four
    (typed as a word, not "2.": "Ali 5. Ayşe bitti" is points and a full stop) right before a person —
    a kin word, a name, "ben" — says who plays when: the ordinal of a seat, no number of the hand."""
    n = int(t[:-1])
    if not 1 <= n <= 4 or _ORDINAL_WORDS[n - 1] not in fold(text):
        return False
    head = nxt.split("'")[0]
    return head in NICKNAMES or head in NAMES or head in ("ben", "bendim", "benim") or nxt in caps


__all__ = ["seat_order"]
