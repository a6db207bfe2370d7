"""Capability secrets: the manage key of a tournament or a night, and each table's key.

There are no accounts. Whoever holds a link holds what it opens: the public link shows,
the table link writes one match's hands, the manage link runs the night. A secret is a
long random token (:func:`secrets.token_urlsafe`, 24 bytes → 32 characters, 192 bits);
the database keeps only its SHA-256, so a copy of the database opens nothing, and a
check compares digests in constant time (:func:`hmac.compare_digest`). A lost manage
link cannot be read back from the database: the admin issues a new one (``/yonetim``).

Secrets never go into logs: the access log writes route templates only, and the pages
that receive ``?anahtar=`` move it into a cookie and redirect to the bare address.

A table key is derived from the manage secret (:func:`table_secret`), so the manage page
can show a table's link and QR again whenever the manager opens it, while the database
still holds only the table key's digest; re-assigning the match changes the nonce and
the old table link stops working.

>>> k = new_secret()
>>> len(k), check_secret(k, digest(k)), check_secret(k[:-1] + ("x" if k[-1] != "x" else "y"), digest(k)), check_secret(None, digest(k))
(32, True, False, False)
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import secrets

__all__ = ["new_secret", "digest", "check_secret", "table_secret", "HEADER", "QUERY", "MAX_SECRET"]

HEADER = "X-Anahtar"  # the API takes a key in this header
QUERY = "anahtar"  # the pages take it once as ?anahtar=…, then from a cookie
MAX_SECRET = 128  # anything longer is not one of ours; refused before hashing


def new_secret() -> str:
    """A fresh capability token (URL-safe, 32 characters)."""
    return secrets.token_urlsafe(24)


def digest(secret: str) -> str:
    """What the database keeps of a secret: its SHA-256 in hex."""
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def check_secret(given: object, stored_digest: str | None) -> bool:
    """Whether ``given`` is the secret behind ``stored_digest`` (constant time; None never matches)."""
    if not isinstance(given, str) or not given or len(given) > MAX_SECRET or not stored_digest:
        return False
    try:
        raw = given.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: not a token of ours
        return False
    return hmac.compare_digest(hashlib.sha256(raw).hexdigest(), stored_digest)


def table_secret(manage_secret: str, event: str, match: str, nonce: str) -> str:
    """The table key of one match: HMAC-SHA256 of the match under the manage secret (32 characters).

    >>> table_secret("k", "AbC1234", "1-2", "n1") == table_secret("k", "AbC1234", "1-2", "n1")
    True
    >>> table_secret("k", "AbC1234", "1-2", "n1") == table_secret("k", "AbC1234", "1-2", "n2")
    False
    """
    mac = hmac.new(manage_secret.encode("utf-8"), f"masa:{event}:{match}:{nonce}".encode(), hashlib.sha256)
    return base64.urlsafe_b64encode(mac.digest()).decode("ascii")[:32]
