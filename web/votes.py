"""Who cast a 👍 / 👎: one opaque id per client, so a repeat vote replaces the first (issue 15, finding 5)."""
from __future__ import annotations

from fastapi import Request

from referee.config import get_settings
from web.middleware.client_address import client_id


def voter_id(request: Request) -> str:
    """A keyed hash of the client's address (as ``ClientAddress`` resolved it); the address is never stored."""
    return client_id(request.scope, "oy", get_settings().secret_key)
