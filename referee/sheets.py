"""The shared score sheet (yazboz / Çetele) under a short code: create, read, add, correct or remove a hand.

A sheet is stored as ``{"title": str, "match": <calc_match input>}``: only what the
table typed. The totals, marks and winner are computed by
:func:`calculators.match.calc_match` when a sheet is read, and **once** per change:
a change is checked and computed in one pass before it is saved.

Every change names the version it was made against (optimistic concurrency): two
phones adding a hand at the same moment never overwrite each other; the second is
told to look again (:class:`SheetError` with status 409 and the current version).

A sheet may have an ``owner`` (a tournament match: ``"turnuva:<code>:<match>"``). Such a
sheet is read by anyone with its link, but only written through its owner's table link:
every change refuses with 403 unless the caller passes ``as_owner`` equal to it.

:class:`Sheets` is the service over one store; the web layer gets it from the
referee (``SheetsDep``). New kinds of change (editing a past hand, a join code)
are one method each on top of :meth:`Sheets.change`.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from calculators.house import played_ruleset
from calculators.match import calc_match
from calculators.rulesets import RULESETS, Ruleset
from referee.config import Settings, get_settings
from referee.errors import PlayerError
from referee.storage import is_code


@dataclass(frozen=True)
class SheetLimits:
    """How big one sheet may grow: the ``sheet_max_*`` fields of :class:`~referee.config.Settings`.

    >>> SheetLimits()
    SheetLimits(hands=120, title_chars=60, sheet_bytes=262144)
    >>> SheetLimits.of(Settings(sheet_max_hands=30)).hands
    30
    """

    hands: int = Settings.model_fields["sheet_max_hands"].default
    title_chars: int = Settings.model_fields["sheet_max_title_chars"].default
    sheet_bytes: int = Settings.model_fields["sheet_max_bytes"].default

    @classmethod
    def of(cls, settings: Settings) -> "SheetLimits":
        return cls(settings.sheet_max_hands, settings.sheet_max_title_chars, settings.sheet_max_bytes)


#: The default limits (the settings' defaults); a running app takes its own from its settings.
DEFAULT_LIMITS = SheetLimits()
MAX_HANDS = DEFAULT_LIMITS.hands
MAX_TITLE = DEFAULT_LIMITS.title_chars
#: A stored sheet (title + match JSON) is at most this big by default; the PUT API's body limit follows it.
MAX_SHEET_BYTES = DEFAULT_LIMITS.sheet_bytes
#: What a table may agree on, as the Çetele form offers it (düz starts come from the ruleset itself).
OPTION_RANGES: dict[str, tuple[int, int]] = {"hands": (1, 99), "target": (1, 100_000)}
_OPTION_LABELS = {"hands": "El sayısı (hands)", "target": "Hedef puan (target)"}
OWNED = ("Bu Çetele bir turnuva maçının tablosu: elleri yalnız masanın skor yazıcısı kendi masa linkinden girer. "
         "Skoru izlemek için bu sayfa yeter.")

STALE = ("Bu arada masadan biri tabloyu değiştirmiş; güncel hâli aşağıda. "
         "Elini kontrol edip bir daha gönder.")


class SheetError(PlayerError):
    """A change to a sheet that cannot be made; ``status`` is the HTTP status to answer with.

    A 409 (someone changed the sheet first) carries the sheet's current ``version``.
    """


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
    #: The table the sheet plays under (``{"code", "name"}``), whose house rules are in ``match["house"]``.
    table: dict[str, str] | None = None

    @property
    def ruleset(self) -> str:
        return self.match["ruleset"]

    @property
    def played(self) -> Ruleset:
        """The ruleset the sheet is scored under: its own, with the table's house rules if it has a table."""
        return played_ruleset(self.ruleset, self.match.get("house") or ())

    @property
    def hands(self) -> list[dict[str, Any]]:
        """The hands as typed (engine hand JSON without ruleset)."""
        return list(self.match.get("hands", []))

    def api(self) -> dict[str, Any]:
        """The JSON body of ``GET /api/sheets/{code}``."""
        return {"code": self.code, "join_code": self.join_code, "version": self.version, "title": self.title,
                "url": f"/cetele/{self.code}", "match": self.match, "result": self.result, "table": self.table}


def new_match(ruleset: str, names: Sequence[str], team_names: Sequence[str] | None,
              options: Mapping[str, int | None] | None) -> dict[str, Any]:
    """The calc_match input of an empty sheet from a form: seats in order, partners across.

    Only the shape is built here; :meth:`Sheets.create` checks it with the engine.
    """
    if ruleset not in RULESETS:
        raise SheetError(f"“{str(ruleset)[:30]}” diye bir kural seti yok. Geçerli olanlar: {', '.join(RULESETS)}.")
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


def _check_size(payload: dict[str, Any], max_bytes: int) -> None:
    """A stored sheet stays under ``max_bytes`` (413: the table should start a new one)."""
    if len(json.dumps(payload, ensure_ascii=False).encode()) > max_bytes:
        raise SheetError(f"Tablo çok büyüdü (en fazla {max_bytes // 1024} KB); yeni bir tablo aç.",
                         status=413)


def planned_hands(sheet: "Sheet", limits: SheetLimits = DEFAULT_LIMITS) -> int | None:
    """How many hands the table agreed to play (or the ruleset's default), at most ``limits.hands``."""
    planned = (sheet.match.get("options") or {}).get("hands") or sheet.played.match_hands_default
    return min(planned, limits.hands) if isinstance(planned, int) else None


def _payload(title: str, match: dict[str, Any], owner: str | None, limits: SheetLimits,
             table: Mapping[str, str] | None = None) -> dict[str, Any]:
    """What is stored: the title, the match as typed, the owner and the table if any (at most ``limits.sheet_bytes``)."""
    payload: dict[str, Any] = {"title": title, "match": match}
    if owner:
        payload["owner"] = owner
    if table:
        payload["table"] = {"code": table["code"], "name": table["name"]}
    _check_size(payload, limits.sheet_bytes)
    return payload


def _check_owner(sheet: Sheet, as_owner: str | None) -> None:
    if sheet.owner is not None and as_owner != sheet.owner:
        raise SheetError(OWNED, status=403)


def _hand_index(sheet: Sheet, number: int) -> int:
    """The list index of hand ``number`` (1-based, as the sheet shows it); SheetError if there is none."""
    hands = sheet.hands
    if not isinstance(number, int) or not 1 <= number <= len(hands):
        raise SheetError(f"Bu tabloda {number}. el yok; tabloda {len(hands)} el var.", status=404)
    return number - 1


def _strip_ruleset(hand: Mapping[str, Any]) -> dict[str, Any]:
    """A sheet's hands carry no ruleset of their own (the sheet's is used)."""
    return {k: v for k, v in hand.items() if k != "ruleset"}


class Sheets:
    """Sheets in one store. Every change: limits, one engine pass, a versioned save."""

    def __init__(self, store: Any, limits: SheetLimits = DEFAULT_LIMITS) -> None:
        self.store = store
        self.limits = limits

    def planned_hands(self, sheet: Sheet) -> int | None:
        """How many hands the table agreed to play (the ruleset's default if none), within these limits."""
        return planned_hands(sheet, self.limits)

    def create(self, match: dict[str, Any], title: str = "", owner: str | None = None,
               table: Any = None) -> Sheet:
        """Check the match with the engine (CalcError in Turkish) and store it under a new code.

        ``table`` (a :class:`~referee.tables.TableProfile`): the sheet plays by that table's house
        rules (stored with the match, since a profile never changes) and shows its name.
        """
        check_options(match.get("options"))
        brief = None
        if table is not None:
            match = {**match, "ruleset": table.ruleset, "house": dict(table.rules)} if table.rules else \
                {**match, "ruleset": table.ruleset}
            brief = table.brief()
        result = calc_match(match)
        payload = _payload(title[: self.limits.title_chars], match, owner, self.limits, brief)
        code, join_code = self.store.new_sheet(match["ruleset"], payload)
        return Sheet(code=code, version=1, title=payload["title"], match=match, result=result, owner=owner,
                     join_code=join_code, table=payload.get("table"))

    def load(self, code: str) -> Sheet | None:
        """The sheet under ``code``, or None (odd codes never reach the database)."""
        if not isinstance(code, str) or not is_code(code):
            return None
        row = self.store.get_sheet(code)
        if row is None:
            return None
        payload = row["payload"]
        match = payload["match"]
        return Sheet(code=code, version=row["version"], title=payload.get("title", ""), match=match,
                     result=calc_match(match), owner=payload.get("owner"), join_code=row.get("join_code"),
                     table=payload.get("table"))

    def code_for_join(self, text: str) -> str | None:
        """The short code of the sheet a typed join code opens (any case, spaces and dashes ignored)."""
        return self.store.sheet_code_for_join(text)

    def change(self, sheet: Sheet, hands: list[dict[str, Any]], expected_version: int,
               as_owner: str | None = None) -> Sheet:
        """Replace the sheet's hands, made against ``expected_version``; the one path of every change.

        Raises :class:`SheetError` (409 with the current version) when the sheet changed
        meanwhile, 403 when an owned sheet is written by another, and the engine's
        CalcError (naming the hand) when a hand is wrong.
        """
        _check_owner(sheet, as_owner)
        match = dict(sheet.match, hands=hands)
        result = calc_match(match)  # checks every hand; CalcError names the hand and the problem
        if expected_version != sheet.version:
            raise SheetError(STALE, status=409, version=sheet.version)
        payload = _payload(sheet.title, match, sheet.owner, self.limits, sheet.table)
        version = self.store.update_sheet(sheet.code, payload, expected_version)
        if version is None:
            current = self.store.get_sheet(sheet.code)
            raise SheetError(STALE, status=409, version=current["version"] if current else None)
        return Sheet(code=sheet.code, version=version, title=sheet.title, match=match, result=result,
                     owner=sheet.owner, join_code=sheet.join_code, table=sheet.table)

    def add_hand(self, sheet: Sheet, hand: Mapping[str, Any], expected_version: int,
                 as_owner: str | None = None) -> Sheet:
        """Append one hand (engine hand JSON; a ruleset in it is ignored)."""
        _check_owner(sheet, as_owner)
        if len(sheet.hands) >= self.limits.hands:
            raise SheetError(f"Bir tabloya en fazla {self.limits.hands} el yazılır; yeni bir tablo aç.")
        return self.change(sheet, [*sheet.hands, _strip_ruleset(hand)], expected_version, as_owner)

    def replace_hand(self, sheet: Sheet, number: int, hand: Mapping[str, Any], expected_version: int,
                     as_owner: str | None = None) -> Sheet:
        """Put a corrected hand in place of hand ``number``; the totals after it follow (CalcError if wrong)."""
        _check_owner(sheet, as_owner)
        hands = sheet.hands
        hands[_hand_index(sheet, number)] = _strip_ruleset(hand)
        return self.change(sheet, hands, expected_version, as_owner)

    def delete_hand(self, sheet: Sheet, number: int, expected_version: int, as_owner: str | None = None) -> Sheet:
        """Remove hand ``number`` (a hand written twice, or on the wrong sheet)."""
        _check_owner(sheet, as_owner)
        hands = sheet.hands
        del hands[_hand_index(sheet, number)]
        return self.change(sheet, hands, expected_version, as_owner)

    def undo(self, sheet: Sheet, expected_version: int, as_owner: str | None = None) -> Sheet:
        """Remove the last hand (a typo happens at every table)."""
        _check_owner(sheet, as_owner)
        if not sheet.hands:
            raise SheetError("Silinecek el yok; tablo zaten boş.")
        return self.change(sheet, sheet.hands[:-1], expected_version, as_owner)

    def replace_hands(self, sheet: Sheet, hands: Any, expected_version: int, as_owner: str | None = None) -> Sheet:
        """Replace all hands at once (the JSON API's PUT)."""
        _check_owner(sheet, as_owner)
        if not isinstance(hands, list):
            raise SheetError("hands bir liste ([...]) olmalı.")
        if len(hands) > self.limits.hands:
            raise SheetError(f"Bir tabloya en fazla {self.limits.hands} el yazılır.")
        return self.change(sheet, hands, expected_version, as_owner)


def service() -> Sheets:
    """Sheets in the environment's store (web routes take theirs from the app: ``SheetsDep``)."""
    from referee.storage import get_store

    return Sheets(get_store(), SheetLimits.of(get_settings()))


# The same operations on :func:`service` (the tournament services use these).

def create(match: dict[str, Any], title: str = "", owner: str | None = None, table: Any = None) -> Sheet:
    return service().create(match, title, owner, table)


def load(code: str) -> Sheet | None:
    return service().load(code)


def add_hand(sheet: Sheet, hand: Mapping[str, Any], expected_version: int, as_owner: str | None = None) -> Sheet:
    return service().add_hand(sheet, hand, expected_version, as_owner)


def undo(sheet: Sheet, expected_version: int, as_owner: str | None = None) -> Sheet:
    return service().undo(sheet, expected_version, as_owner)


def replace_hand(sheet: Sheet, number: int, hand: Mapping[str, Any], expected_version: int,
                 as_owner: str | None = None) -> Sheet:
    return service().replace_hand(sheet, number, hand, expected_version, as_owner)


def delete_hand(sheet: Sheet, number: int, expected_version: int, as_owner: str | None = None) -> Sheet:
    return service().delete_hand(sheet, number, expected_version, as_owner)


def replace_hands(sheet: Sheet, hands: Any, expected_version: int, as_owner: str | None = None) -> Sheet:
    return service().replace_hands(sheet, hands, expected_version, as_owner)


def code_for_join(text: str) -> str | None:
    return service().code_for_join(text)
