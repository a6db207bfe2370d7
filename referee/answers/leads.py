"""The Evet/Hayır a paragraph starts with: read it, remove it."""
from __future__ import annotations

import re
from typing import Literal

from referee.text.case import capital

Polarity = Literal["evet", "hayir"]

_LEAD_RE = re.compile(r"^\s*(\*\*)?(evet|hayır|hayir)(\*\*)?\s*(?:[,.:;!—–-]+\s*|\s+(?=\S))", re.IGNORECASE)


def lead_of(text: str) -> Polarity | None:
    """The Evet/Hayır a paragraph starts with, if any.

    >>> lead_of("Hayır, zorunda değilsin."), lead_of("El bozulur."), lead_of("**Evet**: 101.")
    ('hayir', None, 'evet')
    """
    m = _LEAD_RE.match(text)
    return None if not m else ("evet" if m.group(2).lower() == "evet" else "hayir")


_QUALIFIED_RE = re.compile(r"^\s*[\w.]+'(?:te|ta|de|da|nde|nda)\s+(evet|hayır|hayir)\s*[:,]", re.IGNORECASE)
#: "oyna.app'te bu hiç olmaz", "oyna.app'te böyle bir kural yoktur": the article's own no for its ruleset.
_QUALIFIED_NO_RE = re.compile(r"^\s*[\w.]+'(?:te|ta|de|da|nde|nda)\s+(?:bu|böyle\s+(?:ayrı\s+)?bir\s+\w+)\s+"
                              r"(?:hiç\s+)?(?:olmaz|yoktur|yok)\b", re.IGNORECASE)


def qualified_lead(text: str) -> Polarity | None:
    """The verdict an article gives in its first words for its own ruleset ("oyna.app'te hayır: …").

    >>> qualified_lead("oyna.app'te hayır: gösterge alınmaz."), qualified_lead("Okey alınır.")
    ('hayir', None)
    >>> qualified_lead("oyna.app'te bu hiç olmaz: gösterge sahte okey çıkmaz."), qualified_lead("oyna.app'te böyle bir kural yoktur.")
    ('hayir', 'hayir')
    """
    m = _QUALIFIED_RE.match(text)
    if m is None:
        return "hayir" if _QUALIFIED_NO_RE.match(text) else None
    return "evet" if m.group(1).lower() == "evet" else "hayir"


def strip_lead(text: str) -> str:
    """The paragraph without its leading Evet/Hayır, first letter capitalised; one with no lead unchanged.

    >>> strip_lead("Hayır, zorunda değilsin: tutabilirsin.")
    'Zorunda değilsin: tutabilirsin.'
    >>> strip_lead("Evet.")
    ''
    """
    m = _LEAD_RE.match(text)
    if not m:
        return text
    rest = text[m.end():].lstrip()
    return capital(rest)
