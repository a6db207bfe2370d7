"""The one shape of a refusal the referee hands up: a Turkish message for the player and the HTTP
status the web layer answers with. Each service names its own kind (``AskError``, ``SheetError`` …)
so callers catch only what they can answer; the fields are written once, here.

>>> e = PlayerError("Bu kodla bir kayıt yok.", status=404)
>>> (str(e), e.message, e.status, e.version)
('Bu kodla bir kayıt yok.', 'Bu kodla bir kayıt yok.', 404, None)
"""
from __future__ import annotations


class PlayerError(ValueError):
    """A request that cannot be met: ``message`` (Turkish, shown as is), ``status`` (422, 403, 404, 409,
    503 …) and, on a 409 about something versioned, its current ``version``."""

    def __init__(self, message: str, status: int = 422, version: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.status = status
        self.version = version


__all__ = ["PlayerError"]
