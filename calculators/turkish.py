"""Turkish letters, once: the lower-casing and the ASCII folding every layer compares text with.

Why one module: the tile parser, the knowledge checks, the question normaliser and
the page filters must agree on what "KIRMIZI", "Kırmızı" and "kirmizi" are, so they
share these two functions (the lowest layer that needs them is the engine's).

>>> tr_lower("IŞIK İŞLEK Istaka")
'ışık işlek ıstaka'
>>> fold("Bu Elde  Gösterge SİYAH 7’si")
"bu elde gosterge siyah 7'si"
"""
from __future__ import annotations

import re
from functools import lru_cache

_TR_UPPER = str.maketrans({"I": "ı", "İ": "i"})
_ASCII = str.maketrans({
    "ı": "i", "ş": "s", "ğ": "g", "ü": "u", "ö": "o", "ç": "c",
    "â": "a", "î": "i", "û": "u", "é": "e", "\u0307": "",
})
_APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "`": "'", "´": "'", "ʼ": "'"})
_SPACES = re.compile(r"\s+")


def tr_lower(text: str) -> str:
    """Lowercase with Turkish dotted/dotless i: "KIRMIZI" -> "kırmızı", "İŞLEK" -> "işlek".

    >>> tr_lower("KIRMIZI İŞLEK"), tr_lower("ISTAKA")
    ('kırmızı işlek', 'ıstaka')
    """
    if "I" in text or "İ" in text:
        text = text.translate(_TR_UPPER)
    return text.lower()


def unify_apostrophes(text: str) -> str:
    """Every apostrophe a phone keyboard types (’ ‘ ` ´ ʼ) as ASCII ``'``."""
    return text.translate(_APOSTROPHES)


def squash(text: str) -> str:
    """Whitespace runs as one space, no leading or trailing space."""
    return _SPACES.sub(" ", text).strip()


@lru_cache(maxsize=16384)
def fold(text: str) -> str:
    """Turkish-aware lowercase, then Turkish letters to ASCII, apostrophes unified, whitespace collapsed.

    Punctuation is kept (:func:`referee.text.normalize.normalize` builds the full lexical form).
    Kept per text (a pure function of it): the same words and article sentences are folded for
    question after question. ASCII text only needs its backquotes and its case changed ("I" → "ı"
    → "i" ends where ``lower()`` puts it), without the three translation tables.

    >>> fold("KIRMIZI"), fold("Kırmızı"), fold("SARI"), fold("İki"), fold("IŞIK İşlek ÇİFT")
    ('kirmizi', 'kirmizi', 'sari', 'iki', 'isik islek cift')
    """
    if text.isascii():
        return squash(text.replace("`", "'").lower())
    return squash(tr_lower(unify_apostrophes(text)).translate(_ASCII))
