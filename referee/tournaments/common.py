"""What the tournament and the night services share: errors, clean names, safe writes.

Every change to an event is read → change → compare-and-swap. A caller that shows a
page passes the version it showed (``expected``); if the event moved on meanwhile the
change is refused with 409 and a kind message, so a manager's second phone never
undoes the first. Changes that cannot clash (a team signing up while another does)
are simply retried on the fresh event.
"""
from __future__ import annotations

import copy
import random
import re
import time
import unicodedata
from contextvars import ContextVar
from typing import Any, Callable

from referee.errors import PlayerError
from referee.storage import get_store
from referee.storage.events import Event, EventStore
from referee.tournaments.keys import check_secret, digest, new_secret

#: Compare-and-swap attempts. A lost swap means another write won, so n phones writing at once need at
#: most n attempts; 16 covers a café's busiest moment (a whole bracket signing up) with room to spare.
MAX_RETRIES = 16


def _back_off(attempt: int) -> None:
    """A short random pause after a lost swap, so writers that collided do not collide again in step."""
    time.sleep(random.uniform(0, 0.004 * (attempt + 1)))


STALE = ("Bu arada başka bir telefondan değişiklik yapılmış; güncel hâli aşağıda. "
         "Kontrol edip bir daha dener misin?")
NO_KEY = ("Bu işlem için yönetim linki gerekir. Turnuvayı kurduğunda verilen “yönet” linkini aç "
          "(kaybettiysen site yöneticisi /yonetim'den yenisini verir).")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_INVISIBLE = re.compile(r"[\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]")


class EventError(PlayerError):
    """A change that cannot be made; ``status`` is the HTTP status to answer with (422, 403, 404, 409)."""


#: The store the current request's app keeps its events in (set by :func:`web.deps.app_event_store`
#: for the tournament and night routes); None outside a request: the configured database's
#: process-wide store (the command line, tests that call the services directly).
EVENT_STORE: ContextVar[Any] = ContextVar("kural_event_store", default=None)


def events() -> EventStore:
    """The event store on the app's database (:data:`EVENT_STORE`), else on the configured one."""
    store = EVENT_STORE.get()
    return EventStore(store if store is not None else get_store())


def clean_name(value: object, label: str, max_len: int) -> str:
    """A name someone typed: NFC, trimmed, spaces squeezed; refused when empty, too long or with controls.

    >>> clean_name("  Ali\\u200b  Can ", "Oyuncu adı", 24)
    'Ali Can'
    >>> clean_name("", "Takım adı", 40)
    Traceback (most recent call last):
    ...
    referee.tournaments.common.EventError: Takım adı boş olamaz.
    """
    if not isinstance(value, str):
        raise EventError(f"{label} yazı olmalı.")
    if _CONTROL.search(value.replace("\n", " ").replace("\t", " ")):
        raise EventError(f"{label} içinde okunamayan (kontrol) karakterler var; yeniden yazar mısın?")
    text = " ".join(unicodedata.normalize("NFC", _INVISIBLE.sub("", value)).split())
    if not text:
        raise EventError(f"{label} boş olamaz.")
    if len(text) > max_len:
        raise EventError(f"{label} en fazla {max_len} karakter olabilir ({len(text)} yazılmış).")
    return text


def clean_text(value: object, label: str, max_len: int) -> str:
    """Free text (house rules): like :func:`clean_name` but keeps line breaks and may be empty."""
    if value is None:
        return ""
    if not isinstance(value, str):
        raise EventError(f"{label} yazı olmalı.")
    value = value.replace("\r\n", "\n")
    if _CONTROL.search(value.replace("\n", " ").replace("\t", " ")):
        raise EventError(f"{label} içinde okunamayan (kontrol) karakterler var; yeniden yazar mısın?")
    lines = [" ".join(line.split()) for line in unicodedata.normalize("NFC", _INVISIBLE.sub("", value)).split("\n")]
    text = "\n".join(lines).strip()
    if len(text) > max_len:
        raise EventError(f"{label} en fazla {max_len} karakter olabilir ({len(text)} yazılmış).")
    return text


def fold_name(name: str) -> str:
    """The key two spellings of one person share (case, Turkish dotted/dotless i, spaces).

    >>> fold_name(" İpek  Işık "), fold_name("ipek ışık")
    ('ipek ışık', 'ipek ışık')
    """
    return " ".join(name.replace("I", "ı").replace("İ", "i").lower().split())


def load(code: str, kind: str, missing: str) -> Event:
    """The event or a 404 :class:`EventError` with ``missing`` as the message."""
    event = events().get(code, kind)
    if event is None:
        raise EventError(missing, status=404)
    return event


#: A season's stored kind and its 404 message: a night joins a season and the season reads its nights,
#: so what both need of a season's event lives here (night and season then never import each other).
SEASON_KIND = "sezon"
SEASON_MISSING = "Bu kodla bir sezon yok; linki kontrol eder misin?"


def load_season(code: object) -> Event:
    """The stored season under ``code`` or a 404 :class:`EventError` (a non-string code too)."""
    if not isinstance(code, str):
        raise EventError(SEASON_MISSING, status=404)
    return load(code, SEASON_KIND, SEASON_MISSING)


def require_manager(event: Event, key: str | None) -> None:
    """403 unless ``key`` is the event's manage secret."""
    if not check_secret(key, event.secret):
        raise EventError(NO_KEY, status=403)


def mutate(code: str, kind: str, missing: str, change: Callable[[dict[str, Any], Event], Any], *,
           expected: int | None = None, key: str | None = None, manager: bool = False) -> tuple[Event, Any]:
    """Apply ``change`` (which edits a copy of the payload in place) with a compare-and-swap.

    ``manager``: the key must be the manage secret (403). ``expected``: the version the
    caller saw; a different current version answers 409. Returns the new event and what
    ``change`` returned.
    """
    store = events()
    for attempt in range(MAX_RETRIES):
        event = store.get(code, kind)
        if event is None:
            raise EventError(missing, status=404)
        if manager:
            require_manager(event, key)
        if expected is not None and expected != event.version:
            raise EventError(STALE, status=409, version=event.version)
        payload = copy.deepcopy(event.payload)
        out = change(payload, event)
        version = store.update(code, payload, event.version)
        if version is not None:
            return Event(event.code, event.kind, version, event.secret, event.season, payload,
                         event.created_at), out
        if expected is not None:
            fresh = store.get(code, kind)
            raise EventError(STALE, status=409, version=fresh.version if fresh else None)
        _back_off(attempt)
    raise EventError("Şu an çok yoğun; birkaç saniye sonra bir daha dener misin?", status=409)


def rotate_secret(code: str) -> tuple[Event, str]:
    """A new manage secret for any event (the admin's recovery of a lost manage link).

    The old secret stops working at once; the new one is returned to be shown once.
    """
    store = events()
    for attempt in range(MAX_RETRIES):
        event = store.get(code)
        if event is None:
            raise EventError("Bu kodla bir kayıt yok.", status=404)
        secret = new_secret()
        version = store.update(code, event.payload, event.version, secret_digest=digest(secret))
        if version is not None:
            return event, secret
        _back_off(attempt)
    raise EventError("Şu an çok yoğun; birkaç saniye sonra bir daha dener misin?", status=409)
