"""What the names reader finds, and which words can be a name at all (issue 11, causes 1, 4, 10).

:class:`Found` holds the player names, team names and kin words a story teaches
(:func:`referee.story.people.names.discover`); :func:`candidate` says whether a word could be a
name (no number, no verb, no word of the game unless a list knows it as a name), :func:`stem`
which found name a word is a form of, :func:`short_name` a two-letter nickname ("dj", "oz").

>>> from referee.story.words import words
>>> ws = words("sevimin elinde 12 kaldı, dj bitti")
>>> stem(ws[0].text, {"sevim"}), candidate(ws[2]), short_name(ws[5])
('sevim', None, 'dj')
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from referee.story.lexicon import COLOUR_LETTERS, HONORIFICS, NAMES, NICKNAMES, NOT_NAMES
from referee.story.people.seats import seat_of
from referee.story.people.tables import COMPASS, known_name
from referee.story.vocabulary import CHAT, vocabulary
from referee.story.words import Word
from referee.text.morph import readings

#: Joining two people in a pair ("ben+hasan amca", "Rıza-Nuri": the words' "+").
JOIN = ("+",)


@dataclass
class Found:
    """What :func:`discover` found: player names, team names, and who is in which team (folded)."""

    names: set[str] = field(default_factory=set)
    labels: dict[str, str] = field(default_factory=dict)  # folded team name → as typed
    members: dict[str, str] = field(default_factory=dict)  # folded player name → folded team name
    kin: dict[str, str] = field(default_factory=dict)  # "kuzenim rojda": folded kin word → the name it is


def stem(word: str, known: set[str] | dict[str, str]) -> str | None:
    """The known name a word is a form of ("sevimin" → "sevim", "rıza'nın" → "rıza")."""
    base = word.split("'", 1)[0]
    if base in known:
        return base
    for cut in range(1, 5):
        head = base[:-cut]
        if len(head) >= 3 and head in known and re.match(r"^(?:n?[iu]n|n?[dt][ae]n?|y?[ae]|y?[iu]|y?l[ae]|n[ae])$",
                                                          base[-cut:]):
            return head
    return None


def short_name(w: Word) -> str | None:
    """"dj", "oz", "ef": a two-letter word the lexicon knows only as an abbreviation, or not at all — a
    nickname when the story uses it where only a player stands (every shorter or commoner word —
    "bu", "da", "ki", "ok", a colour letter — is the game's or chat's)."""
    base = w.base
    if len(base) != 2 or not base.isalpha() or w.verb is not None or base in CHAT or base in COLOUR_LETTERS or \
            base in NOT_NAMES or base in HONORIFICS:
        return None
    return base if all(r.secondary == "Abbrv" for r in readings(base)) else None


def candidate(w: Word) -> str | None:
    """The folded word when it could be a name: no number, no verb, no word of the game or of chat
    unless a list knows it as a name, and not a known name in another case ("remzinin")."""
    if w.num is not None or w.verb is not None:
        return None
    known = known_name(w.text)
    if known is not None and known[0] != w.base:
        return None  # "remzinin": a known name in another case, read by the people rules
    base = w.base
    if vocabulary(w.text) and not (base in NAMES or base in NICKNAMES):
        return None
    if base.startswith(COMPASS) and (base in COMPASS or base.endswith("ki") and seat_of(base) is not None):
        return None  # "kuzey-güney", "batıdaki": a seat of the table, not a name
    return base if base.isalpha() else None


__all__ = ["Found", "JOIN", "candidate", "short_name", "stem"]
