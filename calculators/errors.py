"""The one error type the scoring engine raises for bad input."""
from __future__ import annotations


class CalcError(ValueError):
    """Bad or impossible input, with a clear Turkish message for the player.

    The engine raises this instead of returning a number it cannot stand behind.
    ``field`` names the input at fault when there is one (e.g. ``"players[2].remaining_sum"``).

    >>> str(CalcError("Mavi 14 diye bir taş yok: sayılar 1 ile 13 arasında."))
    'Mavi 14 diye bir taş yok: sayılar 1 ile 13 arasında.'
    """

    def __init__(self, message: str, *, field: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.field = field


class NotCovered(CalcError):
    """Our written sources do not settle this case under the chosen ruleset.

    Raised instead of picking a side (e.g. a 12-13-1 series under oyna.app rules).
    """
