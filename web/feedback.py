"""What a 👎 says was wrong (issue 13 §4): one check for the page's "Ne yanlıştı?" form and the JSON API.

The reasons are the keys of :data:`referee.storage.FEEDBACK_REASONS` (yanlış kural maddesi / yanlış
sayı / yanlış kural seti / sorumu anlamadı / başka); the asker may add a few words (at most
:data:`~referee.storage.MAX_NOTE_CHARS` characters). Bad values are a Turkish message, never a 500.
"""
from __future__ import annotations

from typing import Any

from referee.storage import FEEDBACK_REASONS, MAX_NOTE_CHARS
from web.forms import FormError, clean_text


def check_reason(vote: int, reason: Any, note: Any) -> tuple[str | None, str | None]:
    """(reason, note) to store with a vote, or :class:`~web.forms.FormError` (422) in Turkish.

    >>> check_reason(-1, "yanlis-sayi", "  164 olmalıydı ")
    ('yanlis-sayi', '164 olmalıydı')
    >>> check_reason(1, None, None)
    (None, None)
    >>> check_reason(-1, "hepsi", None)
    Traceback (most recent call last):
    ...
    web.forms.FormError: Ne yanlıştı, listeden seç: Yanlış kural maddesi, Yanlış sayı, Yanlış kural seti, Sorumu anlamadı, Başka.
    """
    if reason in (None, ""):
        reason = None
    elif not isinstance(reason, str) or reason not in FEEDBACK_REASONS:
        raise FormError("Ne yanlıştı, listeden seç: " + ", ".join(FEEDBACK_REASONS.values()) + ".")
    if note is not None and not isinstance(note, str):
        raise FormError("Not bir yazı olmalı.")
    text = clean_text(note or "") or None
    if text and len(text) > MAX_NOTE_CHARS:
        raise FormError(f"Not en fazla {MAX_NOTE_CHARS} karakter olabilir ({len(text)} yazılmış); biraz kısalt.")
    if (reason or text) and vote != -1:
        raise FormError("Ne yanlış olduğunu yalnız 👎 ile söyleyebilirsin.")
    if text and reason is None:
        reason = "baska"
    return reason, text
