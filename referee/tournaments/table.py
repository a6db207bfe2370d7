"""What a table link opens and writes: one match's Çetele, for that table's scorekeeper only.

The table key is checked against the digest stored with the match's assignment; the
Çetele itself is owned by the match (:data:`referee.sheets.OWNED`), so neither the plain
Çetele page nor ``PUT /api/sheets/{code}`` can write it. After the last hand the engine
decides the match and the winner moves up by itself (:mod:`referee.tournaments.view`).

The table link corrects any hand of its match, as the Çetele does (a typo found three
hands later need not undo three hands), until the manager decided the match or the
winner's next match began. Each function takes the :class:`~referee.sheets.Sheets` to
use (a web route passes the app's, ``SheetsDep``); without one, the environment's.
"""
from __future__ import annotations

from typing import Any

from referee.sheets import Sheet, Sheets, service
from referee.tournaments.common import EventError, load
from referee.tournaments.draw import parse_match_id
from referee.tournaments.keys import check_secret
from referee.tournaments.knockout import KIND, MISSING, build_from, downstream_fixed, match_of, owner_of
from referee.tournaments.view import MatchView, Tournament

NO_TABLE_KEY = ("Bu maçın ellerini yalnız masanın skor yazıcısı girer: yönetici maçı masaya atayınca verilen "
                "masa linkini (QR) aç.")


def table_match(code: str, mid: str, key: str | None,
                sheets: Sheets | None = None) -> tuple[Tournament, MatchView, Sheet]:
    """What a table link opens: the match and its Çetele (403 without that table's key)."""
    event = load(code, KIND, MISSING)
    t = build_from(event)
    entry = event.payload.get("tables", {}).get(mid) if parse_match_id(mid) else None
    if entry is None:
        raise EventError("Bu maç henüz bir masaya atanmadı.", status=404)
    if not check_secret(key, entry.get("key")):
        raise EventError(NO_TABLE_KEY, status=403)
    m = match_of(t, mid)
    sheet = (sheets or service()).load(entry["sheet"])
    if sheet is None or m.sheet != sheet.code:
        raise EventError("Bu masa linki eski: maç başka takımlarla yeniden atanmış. Yöneticiden yeni linki iste.",
                         status=409)
    return t, m, sheet


def add_hand(code: str, mid: str, key: str | None, hand: dict[str, Any], version: int,
             sheets: Sheets | None = None) -> Sheet:
    """One hand on the match's Çetele (CalcError / SheetError on a bad hand or a stale version)."""
    sheets = sheets or service()
    _, m, sheet = table_match(code, mid, key, sheets)
    if m.winner is not None:
        raise EventError(f"Maç bitti; kazanan {m.winner.name}.", status=409)
    return sheets.add_hand(sheet, hand, version, as_owner=owner_of(code, mid))


def why_fixed(t: Tournament, m: MatchView) -> str | None:
    """Why the hands of ``m`` may no longer change, or None: the manager wrote the result (walkover
    or correction), or the winner's next match began."""
    if m.how in ("hukmen", "duzeltme"):
        return "Bu maçın sonucunu yönetici yazdı; eller artık değişmez."
    if m.winner is not None and downstream_fixed(t, m):
        return "Kazanan bir sonraki maça başladı; bu maçın elleri artık değişmez."
    return None


def _correctable(code: str, mid: str, key: str | None, sheets: Sheets) -> Sheet:
    """The match's Çetele if its hands may still change (409 with the reason otherwise)."""
    t, m, sheet = table_match(code, mid, key, sheets)
    reason = why_fixed(t, m)
    if reason:
        raise EventError(reason, status=409)
    return sheet


def undo_hand(code: str, mid: str, key: str | None, version: int, sheets: Sheets | None = None) -> Sheet:
    """Remove the last hand of the match's Çetele (a typo); not after the manager decided the match."""
    sheets = sheets or service()
    return sheets.undo(_correctable(code, mid, key, sheets), version, as_owner=owner_of(code, mid))


def replace_hand(code: str, mid: str, key: str | None, number: int, hand: dict[str, Any], version: int,
                 sheets: Sheets | None = None) -> Sheet:
    """Put a corrected hand ``number`` (1-based) in place; the totals after it, and the winner, follow."""
    sheets = sheets or service()
    sheet = _correctable(code, mid, key, sheets)
    return sheets.replace_hand(sheet, number, hand, version, as_owner=owner_of(code, mid))


def delete_hand(code: str, mid: str, key: str | None, number: int, version: int,
                sheets: Sheets | None = None) -> Sheet:
    """Remove hand ``number`` (written twice, or a hand of another match)."""
    sheets = sheets or service()
    sheet = _correctable(code, mid, key, sheets)
    return sheets.delete_hand(sheet, number, version, as_owner=owner_of(code, mid))
