"""A count of players read with its meaning: "dört kişiyiz Ali, Veli, Ayşe bir de ben" names the table.

"N kişiyiz" at a table of four is no Okey Gecesi (that is 6, 8 or 10 players) and no point of the
hand: it says how many sit at the table, and the words that follow it, when there are exactly N of
them, are who they are. Each of those words must then be a player of the reading; a roster word the
reading holds no player for ("Tirebolulu" read as nobody) is someone it did not understand — the hand's
deeds told of that word went elsewhere or nowhere — so the leftover guard asks instead of giving a
number (:func:`referee.story.leftovers.rules.unread`). The roster is read only when its count agrees:
a count that does not match the words after it tells nothing about them.

>>> from referee.story.reader import facts_of
>>> from referee.story.words import words
>>> ws = words("düz okey, dört kişiyiz Ali Veli Ayşe bir de ben. Ali normal bitti")
>>> [ws[i].text for i in roster_of(ws, facts_of(ws))]
['ali', 'veli', 'ayse', 'ben']
>>> ws = words("dört kişiyiz Ali ile Veli. Ali normal bitti")
>>> roster_of(ws, facts_of(ws))
[]
"""
from __future__ import annotations

from typing import Iterable

from referee.story.rules import Fact
from referee.story.words import Words

#: Words that join the names of a roster ("Ali, Veli ve ben", "Ayşe bir de ben", "Ali ile Veli").
_JOINERS = frozenset({",", "ve", "ile", "bir", "de", "da", "bide", "birde", "bi", "+", "(", ")"})
#: Words that end a roster: the table's seats are told, the story goes on.
_GAME = frozenset({"el", "elde", "eli", "ilk", "bu", "sonra", "once", "simdi", "oynadik", "oynuyoruz", "oynuyoz"})


def roster(ws: Words, n: int, after: int) -> list[int]:
    """The word indices of the n players named right after a count ending at word ``after``
    ("dört kişiyiz | Ali Veli Ayşe bir de ben"): one word each, joiners between; empty when the
    words there do not name exactly n of them (a two-word name, fewer names, a verb)."""
    if not 2 <= n <= 10:
        return []
    items: list[int] = []
    j = after
    while j < len(ws) and len(items) <= n:
        w = ws[j]
        if w.strong or w.num is not None or w.text in _GAME or (w.verb is not None and w.verb.form == "finite"):
            break
        if w.text not in _JOINERS:
            items.append(j)
        j += 1
    return items if len(items) == n else []


def roster_of(ws: Words, facts: Iterable[Fact]) -> list[int]:
    """The roster after the story's count of players ("N kişiyiz", "N kişi oynuyoruz"), if any."""
    count = next((f for f in facts if f.kind == "players"), None)
    return roster(ws, count.value["n"], count.end) if count is not None else []


def unplaced(ws: Words, facts: Iterable[Fact]) -> list[int]:
    """Roster words no person fact of the reading covers: someone the count names and nobody reads."""
    facts = list(facts)
    people = {i for f in facts if f.dim == "people" for i in range(f.start, f.end)}
    return [i for i in roster_of(ws, facts) if i not in people]


__all__ = ["roster", "roster_of", "unplaced"]
