"""Typed inputs of the hand and match calculators, and their conversion from the API's JSON.

Why a separate module: the web layer, the assistant and the tests all build the same
inputs; :func:`hand_from_dict` / :func:`match_from_dict` are the one place where
loose JSON becomes typed values, with a clear Turkish :class:`CalcError` (naming the
field) for anything that does not fit. Rule checks (who may finish how) live in
:mod:`calculators.hand`, :mod:`calculators.duz` and :mod:`calculators.match`.

>>> h = hand_from_dict({"ruleset": "oyna-101", "finish": "normal", "finisher": "A",
...     "players": [{"name": "A", "opened": "seri"}, {"name": "B", "opened": "yok"},
...                 {"name": "C", "opened": "seri", "remaining_sum": 12},
...                 {"name": "D", "opened": "cift", "remaining": ["mavi 3"]}]})
>>> h.players[2].remaining_sum, h.players[3].remaining
(12, ('mavi 3',))
>>> hand_from_dict({"ruleset": "oyna-101", "finish": "bitti"})
Traceback (most recent call last):
...
calculators.errors.CalcError: Bilinmeyen bitiş türü: 'bitti'. Geçerli olanlar: normal, okey, cift, cift-okey, elden, elden-okey, deste-bitti, el-bozuldu.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from calculators.errors import CalcError
from calculators.registry import FINISHES, OPENED, PENALTY_KINDS
from calculators.rulesets import get_ruleset


#: A rack holds at most 22 tiles, none above 13: a larger sum is a typo, not a game.
MAX_REMAINING_SUM = 22 * 13

_PLAYER_KEYS = {"name", "team", "opened", "remaining_sum", "remaining", "okeys_in_hand", "penalties"}
_PENALTY_KEYS = {"kind", "taken", "tile_number", "by"}
#: What a hand may say happened that only a table's house rules score (:mod:`calculators.house`).
_HOUSE_EVENTS = ("gosterge_sahte_okey", "cift_okey", "ayni_renk")
_HAND_KEYS = {"ruleset", "finish", "finisher", "okey_number", "players", "gosterge_shown_by", "house", *_HOUSE_EVENTS}
#: A number a table writes for one hand is at most this far from 0 (a 101 hand rarely passes 2,000).
MAX_WRITTEN = 9999
_MATCH_KEYS = {"ruleset", "players", "teams", "options", "hands", "before", "house"}
_BEFORE_KEYS = {"totals", "hands"}
_OPTION_KEYS = {"target", "hands", "start"}


@dataclass(frozen=True)
class Penalty:
    """An in-hand penalty of one player.

    ``taken``: whether the next player took the discarded tile (turnuva işlek / okey).
    ``tile_number``: the discarded tile's number (turnuva işlek).
    ``by``: for ``okey-alindi``, the player who took the okey from this player's meld.
    """

    kind: str
    taken: bool = False
    tile_number: int | None = None
    by: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """The API's penalty JSON (the inverse of :func:`penalty_from_dict`)."""
        d: dict[str, Any] = {"kind": self.kind}
        if self.taken:
            d["taken"] = True
        if self.tile_number is not None:
            d["tile_number"] = self.tile_number
        if self.by is not None:
            d["by"] = self.by
        return d


@dataclass(frozen=True)
class PlayerHand:
    """One player's state at the end of a hand.

    ``remaining_sum`` is H, the sum of the tiles left on the rack *without* okeys (a
    sahte okey counts as the okey's number); ``remaining`` lists the tiles instead, as
    players write them. Okeys in hand go in ``okeys_in_hand`` (or as "okey" in the list).
    """

    name: str
    opened: str = "yok"
    team: str | None = None
    remaining_sum: int | None = None
    remaining: tuple[str, ...] | None = None
    okeys_in_hand: int | None = None
    penalties: tuple[Penalty, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """The API's player JSON (the inverse of :func:`player_from_dict`)."""
        d: dict[str, Any] = {"name": self.name, "opened": self.opened}
        if self.team is not None:
            d["team"] = self.team
        if self.remaining_sum is not None:
            d["remaining_sum"] = self.remaining_sum
        if self.remaining is not None:
            d["remaining"] = list(self.remaining)
        if self.okeys_in_hand is not None:
            d["okeys_in_hand"] = self.okeys_in_hand
        if self.penalties:
            d["penalties"] = [p.to_dict() for p in self.penalties]
        return d


@dataclass(frozen=True)
class HandInput:
    """One finished hand, as the calculators take it.

    >>> h = HandInput("oyna-duz", "normal", "B", (PlayerHand("A"), PlayerHand("B")), gosterge_shown_by=("A",))
    >>> h.to_dict()
    {'ruleset': 'oyna-duz', 'finish': 'normal', 'finisher': 'B', 'players': [{'name': 'A', 'opened': 'yok'}, {'name': 'B', 'opened': 'yok'}], 'gosterge_shown_by': ['A']}
    """

    ruleset: str
    finish: str
    finisher: str | None
    players: tuple[PlayerHand, ...]
    okey_number: int | None = None
    gosterge_shown_by: tuple[str, ...] = ()
    #: The table's house rules (switch, value) the hand is played under (:mod:`calculators.house`).
    house: tuple[tuple[str, Any], ...] = ()
    #: The gösterge turned up a sahte okey (scored only where a house rule says how).
    gosterge_sahte_okey: bool = False
    #: The finisher played on with both okeys and finished by discarding the second ("devam").
    cift_okey: bool = False
    #: Düz okey: every tile of the finisher's hand was of one colour.
    ayni_renk: bool = False

    def to_dict(self, with_ruleset: bool = True) -> dict[str, Any]:
        """The API's hand JSON (the inverse of :func:`hand_from_dict`): for form links and storage.

        ``with_ruleset=False`` gives a hand of a match sheet, which carries the sheet's ruleset.
        """
        d: dict[str, Any] = {"ruleset": self.ruleset} if with_ruleset else {}
        d.update({"finish": self.finish, "finisher": self.finisher, "players": [p.to_dict() for p in self.players]})
        if self.okey_number is not None:
            d["okey_number"] = self.okey_number
        if self.gosterge_shown_by:
            d["gosterge_shown_by"] = list(self.gosterge_shown_by)
        for key in _HOUSE_EVENTS:
            if getattr(self, key):
                d[key] = True
        if self.house and with_ruleset:
            d["house"] = dict(self.house)
        return d


@dataclass(frozen=True)
class WrittenHand:
    """A hand the table scored itself and wrote down as numbers only, as on a paper yazboz.

    ``scores``: each player's number for this hand, added to the totals as written (in eşli düz,
    whose sheet has one column per team, each team's). No finish, no marks: only the numbers.
    """

    ruleset: str
    scores: Mapping[str, int]

    def to_dict(self, with_ruleset: bool = False) -> dict[str, Any]:
        """The API's written hand (the inverse of :func:`written_from_dict`); it never carries a ruleset."""
        return {"written": dict(self.scores)}


@dataclass(frozen=True)
class MatchOptions:
    """How long a match lasts: ``target`` (101 total), ``hands`` (fixed count), ``start`` (düz)."""

    target: int | None = None
    hands: int | None = None
    start: int | None = None

    def to_dict(self) -> dict[str, int]:
        """The options that were given (the inverse of :func:`options_from_dict`)."""
        return {k: v for k, v in (("target", self.target), ("hands", self.hands), ("start", self.start))
                if v is not None}


@dataclass(frozen=True)
class Carried:
    """The sheet's Başlangıç row (oyna-yazboz: a game longer than the paper goes on from the totals
    written on a new sheet's starting line): each column's points so far and how many hands they
    took. A story that says "toplamım 712'ydi", "biz 412 onlar 530, 6 el oynandı" carries this."""

    totals: Mapping[str, int]
    hands: int = 0

    def to_dict(self) -> dict[str, Any]:
        """The inverse of :func:`carried_from_dict`."""
        return {"totals": dict(self.totals), "hands": self.hands}


@dataclass(frozen=True)
class MatchInput:
    """A score sheet: the players (or teams) and the hands played so far."""

    ruleset: str
    players: tuple[str, ...]
    teams: Mapping[str, tuple[str, ...]] | None
    options: MatchOptions
    hands: tuple[HandInput | WrittenHand, ...]
    before: Carried | None = None
    #: The table's house rules (switch, value) the whole sheet is played under.
    house: tuple[tuple[str, Any], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """The API's match JSON (the inverse of :func:`match_from_dict`): what a Çetele stores."""
        d: dict[str, Any] = {"ruleset": self.ruleset}
        if self.teams is not None:
            d["teams"] = {t: list(names) for t, names in self.teams.items()}
        else:
            d["players"] = list(self.players)
        options = self.options.to_dict()
        if options:
            d["options"] = options
        d["hands"] = [h.to_dict(with_ruleset=False) for h in self.hands]
        if self.before is not None:
            d["before"] = self.before.to_dict()
        if self.house:
            d["house"] = dict(self.house)
        return d


# --- small checkers ----------------------------------------------------------

def _obj(value: Any, where: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise CalcError(f"{where} bir nesne ({{...}}) olmalı.", field=where)
    return value


def _no_extra(data: Mapping[str, Any], allowed: set[str], where: str) -> None:
    extra = sorted(set(data) - allowed)
    if extra:
        raise CalcError(
            f"{where} içinde tanınmayan alan: {', '.join(extra)}. Kullanılabilenler: {', '.join(sorted(allowed))}.",
            field=where,
        )


def _int(value: Any, where: str, label: str, *, lo: int | None = None, hi: int | None = None) -> int:
    """``value`` as an int in [lo, hi]; ``label`` names it for the player (Turkish)."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise CalcError(f"{label} tam sayı olmalı ({value!r} verildi).", field=where)
    if lo is not None and value < lo:
        if lo == 0:
            raise CalcError(f"{label} eksi olamaz ({value} verildi).", field=where)
        raise CalcError(f"{label} en az {lo} olmalı ({value} verildi).", field=where)
    if hi is not None and value > hi:
        raise CalcError(f"{label} en çok {hi} olabilir ({value} verildi).", field=where)
    return value


def _opt_int(data: Mapping[str, Any], key: str, where: str, label: str, **kw: Any) -> int | None:
    value = data.get(key)
    return None if value is None else _int(value, f"{where}.{key}", label, **kw)


def _str(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise CalcError(f"{where} boş olmayan bir yazı olmalı.", field=where)
    return value.strip()


def _choice(value: Any, options: tuple[str, ...], where: str, what: str) -> str:
    if value not in options:
        raise CalcError(
            f"Bilinmeyen {what}: {value!r}. Geçerli olanlar: {', '.join(options)}.", field=where
        )
    return value


def _bool(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise CalcError(f"{where} true ya da false olmalı.", field=where)
    return value


def _list(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise CalcError(f"{where} bir liste ([...]) olmalı.", field=where)
    return value


# --- converters --------------------------------------------------------------

def penalty_from_dict(data: Any, where: str = "penalty", who: str = "Oyuncu") -> Penalty:
    """One penalty object → :class:`Penalty`."""
    d = _obj(data, where)
    _no_extra(d, _PENALTY_KEYS, where)
    kind = _choice(d.get("kind"), PENALTY_KINDS, f"{where}.kind", "ceza türü")
    taken = d.get("taken", False)
    taken = False if taken is None else _bool(taken, f"{where}.taken")
    tile_number = _opt_int(d, "tile_number", where, f"{who}: cezadaki taşın sayısı", lo=1, hi=13)
    by = d.get("by")
    by = None if by is None else _str(by, f"{where}.by")
    return Penalty(kind=kind, taken=taken, tile_number=tile_number, by=by)


def player_from_dict(data: Any, where: str = "player") -> PlayerHand:
    """One player object → :class:`PlayerHand` (shape only; rules are checked when scoring)."""
    d = _obj(data, where)
    _no_extra(d, _PLAYER_KEYS, where)
    name = _str(d.get("name"), f"{where}.name")
    team = d.get("team")
    team = None if team is None else _str(team, f"{where}.team")
    opened = d.get("opened", "yok")
    opened = _choice("yok" if opened is None else opened, OPENED, f"{where}.opened", "açış türü")
    remaining_sum = _opt_int(d, "remaining_sum", where, f"{name}: kalan taşların toplamı",
                             lo=0, hi=MAX_REMAINING_SUM)
    remaining = d.get("remaining")
    if remaining is not None:
        items = _list(remaining, f"{where}.remaining")
        remaining = tuple(_str(t, f"{where}.remaining[{i}]") for i, t in enumerate(items))
    if remaining is not None and remaining_sum is not None:
        raise CalcError(
            f"{name}: kalan taşları ya liste (remaining) ya da toplam (remaining_sum) olarak ver, ikisini birden değil.",
            field=f"{where}.remaining",
        )
    okeys = _opt_int(d, "okeys_in_hand", where, f"{name}: eldeki okey sayısı", lo=0, hi=2)
    pens = d.get("penalties") or []
    penalties = tuple(
        penalty_from_dict(p, f"{where}.penalties[{i}]", name)
        for i, p in enumerate(_list(pens, f"{where}.penalties"))
    )
    return PlayerHand(name=name, opened=opened, team=team, remaining_sum=remaining_sum,
                      remaining=remaining, okeys_in_hand=okeys, penalties=penalties)


def house_from_dict(data: Any, ruleset: str) -> tuple[tuple[str, Any], ...]:
    """A ``house`` object (a table's switches) → checked (switch, value) pairs in page order."""
    from calculators.house import check_rules

    return tuple(check_rules(ruleset, data).items())


def hand_from_dict(data: Any, ruleset: str | None = None, where: str = "",
                   house: tuple[tuple[str, Any], ...] | None = None) -> HandInput:
    """The API's hand JSON → :class:`HandInput`.

    ``ruleset`` (and ``house``, the table's rules) is given by a match sheet, whose hands carry
    none of their own; a hand that names a different ruleset is refused (a result never mixes rulesets).
    """
    root = where or "istek"
    d = _obj(data, root)
    _no_extra(d, _HAND_KEYS, root)
    p = f"{where}." if where else ""
    rid = d.get("ruleset")
    if ruleset is not None:
        if rid is not None and rid != ruleset:
            raise CalcError(
                f"Bu el {rid!r} kural setini söylüyor ama maç {ruleset!r} ile oynanıyor; kural setleri karışmaz.",
                field=f"{p}ruleset",
            )
        rid = ruleset
    if rid is None:
        raise CalcError("Kural seti (ruleset) eksik.", field="ruleset")
    rs = get_ruleset(rid)
    finish = _choice(d.get("finish"), FINISHES, f"{p}finish", "bitiş türü")
    finisher = d.get("finisher")
    finisher = None if finisher is None else _str(finisher, f"{p}finisher")
    okey_number = _opt_int(d, "okey_number", where or "istek", "Okey taşının sayısı (okey_number)",
                           lo=1, hi=13)
    players_raw = _list(d.get("players"), f"{p}players")
    players = tuple(player_from_dict(x, f"{p}players[{i}]") for i, x in enumerate(players_raw))
    shown = d.get("gosterge_shown_by") or []
    shown_t = tuple(_str(s, f"{p}gosterge_shown_by[{i}]")
                    for i, s in enumerate(_list(shown, f"{p}gosterge_shown_by")))
    if house is None:
        house = house_from_dict(d.get("house"), rs.id)
    elif "house" in d:
        raise CalcError("Bir maçın eli masa kuralı (house) yazmaz; kurallar maçındır.", field=f"{p}house")
    events = {key: _bool(d[key], f"{p}{key}") for key in _HOUSE_EVENTS if d.get(key) is not None}
    return HandInput(ruleset=rs.id, finish=finish, finisher=finisher, players=players,
                     okey_number=okey_number, gosterge_shown_by=shown_t, house=house, **events)


def written_from_dict(data: Any, ruleset: str, where: str) -> WrittenHand:
    """A match hand ``{"written": {name: number, …}}`` → :class:`WrittenHand` (names checked by the sheet)."""
    d = _obj(data, where)
    _no_extra(d, {"written"}, where)
    raw = _obj(d.get("written"), f"{where}.written")
    scores = {_str(k, f"{where}.written"): _int(v, f"{where}.written.{k}", f"{k} için yazılan puan",
                                                 lo=-MAX_WRITTEN, hi=MAX_WRITTEN)
              for k, v in raw.items()}
    return WrittenHand(ruleset=ruleset, scores=scores)


def options_from_dict(data: Any) -> MatchOptions:
    """The match ``options`` object → :class:`MatchOptions` (ranges checked by the match sheet)."""
    if data is None:
        return MatchOptions()
    d = _obj(data, "options")
    _no_extra(d, _OPTION_KEYS, "options")
    return MatchOptions(
        target=_opt_int(d, "target", "options", "Hedef puan (options.target)", lo=1),
        hands=_opt_int(d, "hands", "options", "El sayısı (options.hands)", lo=1),
        start=_opt_int(d, "start", "options", "Başlangıç puanı (options.start)", lo=1),
    )


def match_from_dict(data: Any) -> MatchInput:
    """The API's match JSON → :class:`MatchInput`.

    ``players`` is a list of names; ``teams`` maps a team name to its two players
    (team rulesets). Each hand has the hand shape without ``ruleset``.
    """
    d = _obj(data, "istek")
    _no_extra(d, _MATCH_KEYS, "istek")
    if d.get("ruleset") is None:
        raise CalcError("Kural seti (ruleset) eksik.", field="ruleset")
    rs = get_ruleset(d["ruleset"])
    teams_raw = d.get("teams")
    teams: dict[str, tuple[str, ...]] | None = None
    if teams_raw is not None:
        t = _obj(teams_raw, "teams")
        teams = {}
        for team, members in t.items():
            names = tuple(_str(m, f"teams.{team}[{i}]")
                          for i, m in enumerate(_list(members, f"teams.{team}")))
            teams[_str(team, "teams")] = names
    players_raw = d.get("players")
    if players_raw is not None:
        players = tuple(_str(x, f"players[{i}]") for i, x in enumerate(_list(players_raw, "players")))
    elif teams is not None:
        players = tuple(n for names in teams.values() for n in names)
    else:
        raise CalcError("Oyuncular (players) ya da takımlar (teams) eksik.", field="players")
    options = options_from_dict(d.get("options"))
    house = house_from_dict(d.get("house"), rs.id)
    hands_raw = _list(d.get("hands") if d.get("hands") is not None else [], "hands")
    hands = tuple(written_from_dict(h, rs.id, f"hands[{i}]") if isinstance(h, Mapping) and "written" in h
                  else hand_from_dict(h, ruleset=rs.id, where=f"hands[{i}]", house=house)
                  for i, h in enumerate(hands_raw))
    return MatchInput(ruleset=rs.id, players=players, teams=teams, options=options, hands=hands,
                      before=carried_from_dict(d.get("before")), house=house)


def carried_from_dict(data: Any) -> Carried | None:
    """``{"totals": {column: points}, "hands": n}`` → :class:`Carried` (columns are checked by the sheet)."""
    if data is None:
        return None
    d = _obj(data, "before")
    _no_extra(d, _BEFORE_KEYS, "before")
    totals_raw = _obj(d.get("totals") or {}, "before.totals")
    totals = {_str(k, "before.totals"): _int(v, f"before.totals.{k}", f"{k}: önceki puan", lo=-100000, hi=100000)
              for k, v in totals_raw.items()}
    hands = _opt_int(d, "hands", "before", "Önceki el sayısı (before.hands)", lo=0, hi=99) or 0
    return Carried(totals=totals, hands=hands)
