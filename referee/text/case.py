"""Turkish capitals: the first letter upper-cased the Turkish way, one definition for every layer."""
from __future__ import annotations


def capital(text: str) -> str:
    """The first letter upper-cased the Turkish way ("işlek" → "İşlek", "ıstaka" → "Istaka").

    >>> capital("işlek"), capital("ıstaka"), capital("küt"), capital("")
    ('İşlek', 'Istaka', 'Küt', '')
    """
    if not text:
        return text
    return {"i": "İ", "ı": "I"}.get(text[0], text[0].upper()) + text[1:]


__all__ = ["capital"]
