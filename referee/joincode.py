"""Join codes: six characters a player can read out across a noisy café table.

Why a separate kind of code: the short link codes (:func:`referee.storage.new_code`)
are case-sensitive base62 and meant to be tapped, not spoken. A join code is typed by
hand from what a partner said or showed, so its alphabet leaves out every look-alike
pair (0/O, 1/I, and nothing that differs only in case): upper-case letters without
I and O, digits without 0 and 1 — 32 characters, 32⁶ ≈ 1.07 × 10⁹ codes.

Reading one back is forgiving: lower case, spaces and dashes are accepted
("ab3 k-7q" reads as ``AB3K7Q``); anything else is refused rather than guessed.

>>> len(ALPHABET), len(set(ALPHABET)), any(c in ALPHABET for c in "01IO")
(32, 32, False)
>>> is_join_code(new_join_code())
True
>>> read_join_code(" ab3k-7q "), read_join_code("AB3K7"), read_join_code("AB0K7Q")
('AB3K7Q', None, None)
"""
from __future__ import annotations

import re
import secrets

__all__ = ["ALPHABET", "LENGTH", "new_join_code", "is_join_code", "read_join_code"]

ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
LENGTH = 6
_CODE = re.compile(rf"[{ALPHABET}]{{{LENGTH}}}")
_SEPARATORS = re.compile(r"[\s\-–—_.]+")
# Turkish keyboards: "ı" and "i" would otherwise upper-case to "I" and "İ"; both are outside
# the alphabet anyway, so they are simply left as they are and refused.


def new_join_code() -> str:
    """A fresh random join code from :mod:`secrets` (the caller checks it is free where it is used)."""
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def is_join_code(text: str) -> bool:
    """Whether ``text`` is exactly a join code as stored (upper case, no separators).

    >>> is_join_code("AB3K7Q"), is_join_code("ab3k7q"), is_join_code("AB3K7Q\\n")
    (True, False, False)
    """
    return isinstance(text, str) and bool(_CODE.fullmatch(text))


def read_join_code(text: object) -> str | None:
    """What a person typed → the stored form of the code, or None when it cannot be one.

    Only ASCII letters are upper-cased (``str.upper`` would turn a Turkish "i" into "İ"),
    and at most a short line is looked at, so a pasted novel costs nothing.

    >>> read_join_code("xy9 z2k"), read_join_code("çağrı"), read_join_code(None)
    ('XY9Z2K', None, None)
    """
    if not isinstance(text, str) or len(text) > 40:
        return None
    squeezed = _SEPARATORS.sub("", text)
    folded = "".join(c.upper() if "a" <= c <= "z" else c for c in squeezed)
    return folded if is_join_code(folded) else None
