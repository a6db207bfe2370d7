"""The shared score sheet (yazboz / Çetele) under a short code: create, read, add, correct or remove a hand.

A sheet is stored as ``{"title": str, "match": <calc_match input>}``; the totals,
marks and winner are recomputed by :func:`calculators.match.calc_match` on every
read, so the stored data is only what the table typed. Every change goes through
the store's optimistic ``version``: two phones adding a hand at the same moment
never overwrite each other — the second one is told to look again.

A sheet may have an ``owner`` (a tournament match: ``"turnuva:<code>:<match>"``). Such a
sheet is read by anyone with its link, but only written through its owner's table link:
the write functions refuse with 403 unless the caller passes ``as_owner`` equal to it.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Mapping

from calculators.match import calc_match
from calculators.rulesets import RULESETS
from referee.storage import get_store, is_code

MAX_HANDS = 120
MAX_TITLE = 60
#: A stored sheet (title + match JSON) is at most this big; the PUT API's body limit follows it.
MAX_SHEET_BYTES = 256 * 1024
#: What a table may agree on, as the Çetele form offers it (düz starts come from the ruleset itself).
OPTION_RANGES: dict[str, tuple[int, int]] = {"hands": (1, 99), "target": (1, 100_000)}
_OPTION_LABELS = {"hands": "El sayısı (hands)", "target": "Hedef puan (target)"}
OWNED = ("Bu Çetele bir turnuva maçının tablosu: elleri yalnız masanın skor yazıcısı kendi masa linkinden girer. "
         "Skoru izlemek için bu sayfa yeter.")


class SheetError(ValueError):
    """A change to a sheet that cannot be made; ``status`` is the HTTP status to answer with."""

    def __init__(self, message: str, status: int = 422) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


@dataclass(frozen=True)
class Sheet:
    """A stored sheet and its computed state."""

    code: str
    version: int
    title: str
    match: dict[str, Any]
    result: dict[str, Any]
    owner: str | None = None
    join_code: str | None = None

    @property
    def ruleset(self) -> str:
        return self.match["ruleset"]

    def api(self) -> dict[str, Any]:
        """The JSON body of ``GET /api/sheets/{code}``."""
        return {"code": self.code, "join_code": self.join_code, "version": self.version, "title": self.title,
                "url": f"/cetele/{self.code}", "match": self.match, "result": self.result}


def new_match(ruleset: str, names: list[str], team_names: list[str] | None,
              options: Mapping[str, int] | None) -> dict[str, Any]:
    """The calc_match input of an empty sheet; checked by the engine (CalcError on bad input)."""
    if ruleset not in RULESETS:
        raise SheetError(f"“{str(ruleset)[:30]}” diye bir kural seti yok. Geçerli olanlar: "
                         f"{', '.join(f'{r.id} = {r.name}' for r in RULESETS.values())}.")
    rs = RULESETS[ruleset]
    match: dict[str, Any] = {"ruleset": ruleset, "hands": []}
    if rs.team:
        if not team_names or len(team_names) != 2 or len(names) != 4:
            raise SheetError("Eşli oyunda iki takım ve dört oyuncu yazılır.")
        a, b = team_names
        if not a or not b or a == b:
            raise SheetError("İki takıma iki farklı ad ver.")
        match["teams"] = {a: [names[0], names[2]], b: [names[1], names[3]]}
    else:
        match["players"] = list(names)
    if options:
        match["options"] = {k: v for k, v in options.items() if v is not None}
        check_options(match["options"])
    calc_match(match)  # raises CalcError with the Turkish reason
    return match


def check_options(options: Any) -> None:
    """Sheet options within :data:`OPTION_RANGES` (SheetError 422 otherwise; the engine checks the rest).

    >>> check_options({"hands": 7}); check_options({"hands": 10 ** 6})
    Traceback (most recent call last):
    ...
    referee.sheets.SheetError: El sayısı (hands) 1 ile 99 arasında olmalı; 1000000 verildi.
    """
    if not isinstance(options, Mapping):
        return  # absent, or not an object: the engine words that error
    for key, (lo, hi) in OPTION_RANGES.items():
        value = options.get(key)
        if isinstance(value, int) and not isinstance(value, bool) and not lo <= value <= hi:
            raise SheetError(f"{_OPTION_LABELS[key]} {lo} ile {hi} arasında olmalı; {value} verildi.")


def _check_size(payload: dict[str, Any]) -> None:
    """A stored sheet stays under :data:`MAX_SHEET_BYTES` (413: the table should start a new one)."""
    if len(json.dumps(payload, ensure_ascii=False).encode()) > MAX_SHEET_BYTES:
        raise SheetError(f"Tablo çok büyüdü (en fazla {MAX_SHEET_BYTES // 1024} KB); yeni bir tablo aç.",
                         status=413)


def planned_hands(sheet: "Sheet") -> int | None:
    """How many hands the table agreed to play (or the ruleset's default), at most :data:`MAX_HANDS`."""
    planned = (sheet.match.get("options") or {}).get("hands") or RULESETS[sheet.ruleset].match_hands_default
    return min(planned, MAX_HANDS) if isinstance(planned, int) else None


def create(match: dict[str, Any], title: str = "", owner: str | None = None) -> Sheet:
    """Store a new sheet; returns it with its short code (``owner``: see the module docstring)."""
    check_options(match.get("options"))
    result = calc_match(match)
    payload: dict[str, Any] = {"title": title[:MAX_TITLE], "match": match}
    if owner:
        payload["owner"] = owner
    _check_size(payload)
    code, join_code = get_store().new_sheet(match["ruleset"], payload)
    return Sheet(code=code, version=1, title=payload["title"], match=match, result=result, owner=owner,
                 join_code=join_code)


def load(code: str) -> Sheet | None:
    """The sheet under ``code``, or None (odd codes never reach the database)."""
    if not isinstance(code, str) or not is_code(code):
        return None
    row = get_store().get_sheet(code)
    if row is None:
        return None
    payload = row["payload"]
    match = payload["match"]
    return Sheet(code=code, version=row["version"], title=payload.get("title", ""), match=match,
                 result=calc_match(match), owner=payload.get("owner"), join_code=row.get("join_code"))


def code_for_join(text: str) -> str | None:
    """The short code of the sheet a typed join code opens (any case, spaces and dashes ignored)."""
    return get_store().sheet_code_for_join(text)


def _check_owner(sheet: Sheet, as_owner: str | None) -> None:
    if sheet.owner is not None and as_owner != sheet.owner:
        raise SheetError(OWNED, status=403)


def _save(sheet: Sheet, match: dict[str, Any], expected_version: int) -> Sheet:
    if expected_version != sheet.version:
        raise SheetError("Bu arada masadan biri tabloyu değiştirmiş; güncel hâli aşağıda. "
                         "Elini kontrol edip bir daha gönder.", status=409)
    result = calc_match(match)
    payload: dict[str, Any] = {"title": sheet.title, "match": match}
    if sheet.owner:
        payload["owner"] = sheet.owner
    _check_size(payload)
    version = get_store().update_sheet(sheet.code, payload, expected_version)
    if version is None:
        raise SheetError("Bu arada masadan biri tabloyu değiştirmiş; güncel hâli aşağıda. "
                         "Elini kontrol edip bir daha gönder.", status=409)
    return Sheet(code=sheet.code, version=version, title=sheet.title, match=match, result=result, owner=sheet.owner,
                 join_code=sheet.join_code)


def add_hand(sheet: Sheet, hand: dict[str, Any], expected_version: int, as_owner: str | None = None) -> Sheet:
    """Append one hand (engine hand JSON without ruleset) after checking it; CalcError if it is wrong."""
    _check_owner(sheet, as_owner)
    if len(sheet.match.get("hands", [])) >= MAX_HANDS:
        raise SheetError(f"Bir tabloya en fazla {MAX_HANDS} el yazılır; yeni bir tablo aç.")
    hand = {k: v for k, v in hand.items() if k != "ruleset"}
    match = dict(sheet.match, hands=[*sheet.match.get("hands", []), hand])
    calc_match(match)  # CalcError names the hand and the problem, in Turkish
    return _save(sheet, match, expected_version)


def _hand_index(sheet: Sheet, number: int) -> int:
    """The list index of hand ``number`` (1-based, as the sheet shows it); SheetError if there is none."""
    hands = sheet.match.get("hands", [])
    if not isinstance(number, int) or not 1 <= number <= len(hands):
        raise SheetError(f"Bu tabloda {number}. el yok; tabloda {len(hands)} el var.", status=404)
    return number - 1


def replace_hand(sheet: Sheet, number: int, hand: dict[str, Any], expected_version: int,
                 as_owner: str | None = None) -> Sheet:
    """Put a corrected hand in place of hand ``number``; the totals after it follow (CalcError if wrong)."""
    _check_owner(sheet, as_owner)
    i = _hand_index(sheet, number)
    hand = {k: v for k, v in hand.items() if k != "ruleset"}
    hands = list(sheet.match.get("hands", []))
    hands[i] = hand
    match = dict(sheet.match, hands=hands)
    calc_match(match)  # e.g. a corrected hand that ends the match early makes the later hands refused
    return _save(sheet, match, expected_version)


def delete_hand(sheet: Sheet, number: int, expected_version: int, as_owner: str | None = None) -> Sheet:
    """Remove hand ``number`` (a hand written twice, or on the wrong sheet)."""
    _check_owner(sheet, as_owner)
    i = _hand_index(sheet, number)
    hands = list(sheet.match.get("hands", []))
    del hands[i]
    match = dict(sheet.match, hands=hands)
    calc_match(match)
    return _save(sheet, match, expected_version)


def undo(sheet: Sheet, expected_version: int, as_owner: str | None = None) -> Sheet:
    """Remove the last hand (a typo happens at every table)."""
    _check_owner(sheet, as_owner)
    hands = list(sheet.match.get("hands", []))
    if not hands:
        raise SheetError("Silinecek el yok; tablo zaten boş.")
    return _save(sheet, dict(sheet.match, hands=hands[:-1]), expected_version)


def replace_hands(sheet: Sheet, hands: Any, expected_version: int, as_owner: str | None = None) -> Sheet:
    """Replace all hands at once (the JSON API's PUT)."""
    _check_owner(sheet, as_owner)
    if not isinstance(hands, list):
        raise SheetError("hands bir liste ([...]) olmalı.")
    if len(hands) > MAX_HANDS:
        raise SheetError(f"Bir tabloya en fazla {MAX_HANDS} el yazılır.")
    match = dict(sheet.match, hands=hands)
    calc_match(match)  # CalcError on a bad hand
    return _save(sheet, match, expected_version)
