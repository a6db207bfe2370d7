"""A legend the player types to say what the tile letters mean: "(r=kırmızı, b=mavi, y=sarı, k=siyah)",
"(y=sari)", "(k: siyah)" (a colon only inside brackets of entries). With one, the story's glued tiles are read by it ("r7" → kırmızı 7, "k9" →
siyah 9, "y5'ti" → sarı 5); the legend itself tells nothing else and is taken out of the text.
Without a legend the text is left alone (the reader's own letters: k kırmızı, m mavi, s sarı/siyah).

>>> apply("bende r3 b9 var (r=kırmızı b=mavi)")
'bende k3 m9 var'
>>> apply("gösterge y3 (y=sarı, k=siyah), bende k9 + okey var")
'gösterge sr3 , bende sy9 ve okey var'
>>> apply("elimde k9 kaldı")
'elimde k9 kaldı'
>>> apply("elimde okey + k3 kaldı")
'elimde okey ve k3 kaldı'
"""
from __future__ import annotations

import re

from calculators.turkish import fold

#: The letters the reader knows for each colour (:data:`referee.story.lexicon.COLOUR_LETTERS`).
_CANONICAL = {"kirmizi": "k", "mavi": "m", "sari": "sr", "siyah": "sy"}

_COLOUR = r"(k[ıi]rm[ıi]z[ıi]|mavi|sar[ıi]|siyah)"
#: One entry: a letter or two, "=", a colour word ("r=kırmızı"); in brackets of entries only, ":" too.
_ENTRY = re.compile(r"(?<![\w'])([a-zA-Z]{1,2})\s*=\s*" + _COLOUR + r"(?![\w])", re.IGNORECASE)
_BRACKET_ENTRY = re.compile(r"(?<![\w'])([a-zA-Z]{1,2})\s*[=:]\s*" + _COLOUR + r"(?![\w])", re.IGNORECASE)
#: Brackets holding only entries (and commas, spaces, slashes between them).
_BRACKETED = re.compile(r"\(\s*(?:[a-zA-Z]{1,2}\s*[=:]\s*" + _COLOUR + r"[\s,;/]*)+\)", re.IGNORECASE)
#: A glued tile: letters, then 1–13, then maybe an apostrophe and an ending ("y5'ti", "b12", "k9du").
_GLUED = re.compile(r"(?<![\w'])([a-zA-Z]{1,2})(1[0-3]|[1-9])(?=(?:'?[a-zA-Zçğıöşü]{0,6})(?![\w\d]))")
#: "okey + k3", "sr4 + sy9", "k3 + okey": a list of tiles joined by "+" (not a sum of numbers, not a team "ali+can").
_TILE_OR_OKEY = r"(?:okey|(?:k|m|s|sy|sr|sa|si)(?:1[0-3]|[1-9]))"
_PLUS = re.compile(r"(?i)(?<![\w'])(" + _TILE_OR_OKEY + r")\s*\+\s*(?=" + _TILE_OR_OKEY + r"(?![\d]))")


def legend(text: str) -> dict[str, str]:
    """The letters the text's legend defines (folded letter → the reader's own letter for that colour)."""
    out: dict[str, str] = {}
    bracketed = [e for b in _BRACKETED.finditer(text) for e in _BRACKET_ENTRY.finditer(b.group(0))]
    for m in bracketed + list(_ENTRY.finditer(text)):
        colour = fold(m.group(2))
        out[m.group(1).lower()] = _CANONICAL[colour]
    return out


def _strip(text: str) -> str:
    """The text without its legend: bracketed legends go whole, a bare entry goes alone."""
    text = _ENTRY.sub(" ", _BRACKETED.sub(" ", text))
    return re.sub(r"[ \t]{2,}", " ", text).strip()


def apply(text: str) -> str:
    """The text with its glued tiles written in the reader's letters by its legend, and tiles joined
    by "+" written as a list ("okey ve k3"). Never raises; no legend, no change of a letter."""
    try:
        letters = legend(text)
        if letters:
            text = _strip(text)
            text = _GLUED.sub(lambda m: letters.get(m.group(1).lower(), m.group(1)) + m.group(2), text)
        text = _PLUS.sub(r"\1 ve ", text)  # the lookahead leaves each next tile to match again: one pass
        return text
    except Exception:  # noqa: BLE001 - the reader never raises
        return text
