"""What a table link opens and writes: one match's Çetele, for that table's scorekeeper only.

The table key is checked against the digest stored with the match's assignment; the
Çetele itself is owned by the match (:data:`referee.sheets.OWNED`), so neither the plain
Çetele page nor ``PUT /api/sheets/{code}`` can write it. After the last hand the engine
decides the match and the winner moves up by itself (:mod:`referee.tournaments.view`).
"""
from __future__ import annotations

from typing import Any

from referee import sheets
from referee.tournaments.common import EventError, load
from referee.tournaments.draw import parse_match_id
from referee.tournaments.keys import check_secret
from referee.tournaments.knockout import KIND, MISSING, build_from, downstream_fixed, match_of, owner_of
from referee.tournaments.view import MatchView, Tournament

NO_TABLE_KEY = ("Bu maçın ellerini yalnız masanın skor yazıcısı girer: yönetici maçı masaya atayınca verilen "
                "masa linkini (QR) aç.")


def table_match(code: str, mid: str, key: str | None) -> tuple[Tournament, MatchView, sheets.Sheet]:
    """What a table link opens: the match and its Çetele (403 without that table's key)."""
    event = load(code, KIND, MISSING)
    t = build_from(event)
    entry = event.payload.get("tables", {}).get(mid) if parse_match_id(mid) else None
    if entry is None:
        raise EventError("Bu maç henüz bir masaya atanmadı.", status=404)
    if not check_secret(key, entry.get("key")):
        raise EventError(NO_TABLE_KEY, status=403)
    m = match_of(t, mid)
    sheet = sheets.load(entry["sheet"])
    if sheet is None or m.sheet != sheet.code:
        raise EventError("Bu masa linki eski: maç başka takımlarla yeniden atanmış. Yöneticiden yeni linki iste.",
                         status=409)
    return t, m, sheet


def add_hand(code: str, mid: str, key: str | None, hand: dict[str, Any], version: int) -> sheets.Sheet:
    """One hand on the match's Çetele (CalcError / SheetError on a bad hand or a stale version)."""
    _, m, sheet = table_match(code, mid, key)
    if m.winner is not None:
        raise EventError(f"Maç bitti; kazanan {m.winner.name}.", status=409)
    return sheets.add_hand(sheet, hand, version, as_owner=owner_of(code, mid))


def undo_hand(code: str, mid: str, key: str | None, version: int) -> sheets.Sheet:
    """Remove the last hand of the match's Çetele (a typo); not after the manager decided the match."""
    t, m, sheet = table_match(code, mid, key)
    if m.how in ("hukmen", "duzeltme"):
        raise EventError("Bu maçın sonucunu yönetici yazdı; eller artık değişmez.", status=409)
    if m.winner is not None and downstream_fixed(t, m):
        raise EventError("Kazanan bir sonraki maça başladı; bu maçın elleri artık değişmez.", status=409)
    return sheets.undo(sheet, version, as_owner=owner_of(code, mid))
