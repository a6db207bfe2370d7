"""A game named only to be denied is no mention: "düz oynuyoruz, 101 değil", "turnuva değil evde".

The ruleset readers (:mod:`referee.classify.detect`, :mod:`referee.search.parts`) look for the games'
names in the folded text. A name followed by "değil" (not the tag "değil mi"), "yerine" or a negated
"oyna-" ("101 oynamıyoruz") is what the table does *not* play; :func:`blank_denied` blanks it out with
spaces of the same length, so positions found in the blanked text are positions in the original.
"""
from __future__ import annotations

import re
from functools import lru_cache

#: The games' names as the folded words typed (one word, or a qualifier and a word: "düz okey").
_QUALIFIED = r"(?:duz|normal|klasik|esli|tek) okey\w*|okey gece\w*|oyna[ .]?app\w*|oyun dostlug\w*"
_SINGLE = r"101\w*|101'\w*|yuz ?bir\w*|duz\w*|esli\w*|turnuva\w*|oyundostlug\w*|od|od'\w*|od101\w*"
#: What denies the name right after it: "değil" in any person or tense, "yerine", a negated "oyna-".
_DENIAL = r"(?:degil(?!\s+m[iu]\b)\w*|yerine|oynam(?:i|ad|az)\w*)"
_DENIED_RE = re.compile(r"(?<![\w'])(?:" + _QUALIFIED + "|" + _SINGLE + r")(?=\s+" + _DENIAL + r"(?![\w']))")


@lru_cache(maxsize=4096)
def blank_denied(folded: str) -> str:
    """``folded`` with every denied game name replaced by spaces (same length, same positions).

    >>> blank_denied("bu sefer duz okey oynuyorduk 101 degil")
    'bu sefer duz okey oynuyorduk     degil'
    >>> blank_denied("turnuva degil evde oynuyoruz"), blank_denied("101 yerine duz actik")
    ('        degil evde oynuyoruz', '    yerine duz actik')
    >>> blank_denied("101'de bu ceza degil mi"), blank_denied("duz okey degil mi bu")
    ("101'de bu ceza degil mi", 'duz okey degil mi bu')
    """
    return _DENIED_RE.sub(lambda m: " " * len(m.group(0)), folded)


def denies_any(folded: str) -> bool:
    """True when the text denies a game's name somewhere ("101 değil")."""
    return blank_denied(folded) != folded
