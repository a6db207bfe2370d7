"""Loose JSON → the typed inputs: the one place where the API's dicts become values.

Every problem is a clear Turkish :class:`~calculators.errors.CalcError` naming the
field (``hands[2].players[1].remaining_sum``); unknown keys are refused, so a typo in
a key never silently drops a fact.
"""
from __future__ import annotations

from typing import Any, Mapping

from calculators.errors import CalcError
from calculators.inputs.checks import as_bool, as_choice, as_int, as_list, as_obj, as_str, no_extra, opt_int
from calculators.inputs.model import (HOUSE_EVENTS, MAX_REMAINING_SUM, MAX_WRITTEN, Carried, HandInput, MatchInput,
                                      MatchOptions, Penalty, PlayerHand, WrittenHand)
from calculators.registry import FINISHES, OPENED, PENALTY_KINDS
from calculators.rulesets import get_ruleset

_PLAYER_KEYS = {"name", "team", "opened", "remaining_sum", "remaining", "okeys_in_hand", "penalties"}
_PENALTY_KEYS = {"kind", "taken", "tile_number", "by"}
_HAND_KEYS = {"ruleset", "finish", "finisher", "okey_number", "players", "gosterge_shown_by", "house", *HOUSE_EVENTS}
_MATCH_KEYS = {"ruleset", "players", "teams", "options", "hands", "before", "house"}
_BEFORE_KEYS = {"totals", "hands"}
_OPTION_KEYS = {"target", "hands", "start"}


def penalty_from_dict(data: Any, where: str = "penalty", who: str = "Oyuncu") -> Penalty:
    """One penalty object → :class:`Penalty`."""
    d = as_obj(data, where)
    no_extra(d, _PENALTY_KEYS, where)
    kind = as_choice(d.get("kind"), PENALTY_KINDS, f"{where}.kind", "ceza türü")
    taken = d.get("taken", False)
    taken = False if taken is None else as_bool(taken, f"{where}.taken")
    tile_number = opt_int(d, "tile_number", where, f"{who}: cezadaki taşın sayısı", lo=1, hi=13)
    by = d.get("by")
    by = None if by is None else as_str(by, f"{where}.by")
    return Penalty(kind=kind, taken=taken, tile_number=tile_number, by=by)


def player_from_dict(data: Any, where: str = "player") -> PlayerHand:
    """One player object → :class:`PlayerHand` (shape only; rules are checked when scoring)."""
    d = as_obj(data, where)
    no_extra(d, _PLAYER_KEYS, where)
    name = as_str(d.get("name"), f"{where}.name")
    team = d.get("team")
    team = None if team is None else as_str(team, f"{where}.team")
    opened = d.get("opened", "yok")
    opened = as_choice("yok" if opened is None else opened, OPENED, f"{where}.opened", "açış türü")
    remaining_sum = opt_int(d, "remaining_sum", where, f"{name}: kalan taşların toplamı",
                             lo=0, hi=MAX_REMAINING_SUM)
    remaining = d.get("remaining")
    if remaining is not None:
        items = as_list(remaining, f"{where}.remaining")
        remaining = tuple(as_str(t, f"{where}.remaining[{i}]") for i, t in enumerate(items))
    if remaining is not None and remaining_sum is not None:
        raise CalcError(
            f"{name}: kalan taşları ya liste (remaining) ya da toplam (remaining_sum) olarak ver, ikisini birden değil.",
            field=f"{where}.remaining",
        )
    okeys = opt_int(d, "okeys_in_hand", where, f"{name}: eldeki okey sayısı", lo=0, hi=2)
    pens = d.get("penalties") or []
    penalties = tuple(
        penalty_from_dict(p, f"{where}.penalties[{i}]", name)
        for i, p in enumerate(as_list(pens, f"{where}.penalties"))
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
    d = as_obj(data, root)
    no_extra(d, _HAND_KEYS, root)
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
    finish = as_choice(d.get("finish"), FINISHES, f"{p}finish", "bitiş türü")
    finisher = d.get("finisher")
    finisher = None if finisher is None else as_str(finisher, f"{p}finisher")
    okey_number = opt_int(d, "okey_number", where or "istek", "Okey taşının sayısı (okey_number)",
                           lo=1, hi=13)
    players_raw = as_list(d.get("players"), f"{p}players")
    players = tuple(player_from_dict(x, f"{p}players[{i}]") for i, x in enumerate(players_raw))
    shown = d.get("gosterge_shown_by") or []
    shown_t = tuple(as_str(s, f"{p}gosterge_shown_by[{i}]")
                    for i, s in enumerate(as_list(shown, f"{p}gosterge_shown_by")))
    if house is None:
        house = house_from_dict(d.get("house"), rs.id)
    elif "house" in d:
        raise CalcError("Bir maçın eli masa kuralı (house) yazmaz; kurallar maçındır.", field=f"{p}house")
    events = {key: as_bool(d[key], f"{p}{key}") for key in HOUSE_EVENTS if d.get(key) is not None}
    return HandInput(ruleset=rs.id, finish=finish, finisher=finisher, players=players,
                     okey_number=okey_number, gosterge_shown_by=shown_t, house=house, **events)


def written_from_dict(data: Any, ruleset: str, where: str) -> WrittenHand:
    """A match hand ``{"written": {name: number, …}}`` → :class:`WrittenHand` (names checked by the sheet)."""
    d = as_obj(data, where)
    no_extra(d, {"written"}, where)
    raw = as_obj(d.get("written"), f"{where}.written")
    scores = {as_str(k, f"{where}.written"): as_int(v, f"{where}.written.{k}", f"{k} için yazılan puan",
                                                 lo=-MAX_WRITTEN, hi=MAX_WRITTEN)
              for k, v in raw.items()}
    return WrittenHand(ruleset=ruleset, scores=scores)


def options_from_dict(data: Any) -> MatchOptions:
    """The match ``options`` object → :class:`MatchOptions` (ranges checked by the match sheet)."""
    if data is None:
        return MatchOptions()
    d = as_obj(data, "options")
    no_extra(d, _OPTION_KEYS, "options")
    return MatchOptions(
        target=opt_int(d, "target", "options", "Hedef puan (options.target)", lo=1),
        hands=opt_int(d, "hands", "options", "El sayısı (options.hands)", lo=1),
        start=opt_int(d, "start", "options", "Başlangıç puanı (options.start)", lo=1),
    )


def match_from_dict(data: Any) -> MatchInput:
    """The API's match JSON → :class:`MatchInput`.

    ``players`` is a list of names; ``teams`` maps a team name to its two players
    (team rulesets). Each hand has the hand shape without ``ruleset``.
    """
    d = as_obj(data, "istek")
    no_extra(d, _MATCH_KEYS, "istek")
    if d.get("ruleset") is None:
        raise CalcError("Kural seti (ruleset) eksik.", field="ruleset")
    rs = get_ruleset(d["ruleset"])
    teams_raw = d.get("teams")
    teams: dict[str, tuple[str, ...]] | None = None
    if teams_raw is not None:
        t = as_obj(teams_raw, "teams")
        teams = {}
        for team, members in t.items():
            names = tuple(as_str(m, f"teams.{team}[{i}]")
                          for i, m in enumerate(as_list(members, f"teams.{team}")))
            teams[as_str(team, "teams")] = names
    players_raw = d.get("players")
    if players_raw is not None:
        players = tuple(as_str(x, f"players[{i}]") for i, x in enumerate(as_list(players_raw, "players")))
    elif teams is not None:
        players = tuple(n for names in teams.values() for n in names)
    else:
        raise CalcError("Oyuncular (players) ya da takımlar (teams) eksik.", field="players")
    options = options_from_dict(d.get("options"))
    house = house_from_dict(d.get("house"), rs.id)
    hands_raw = as_list(d.get("hands") if d.get("hands") is not None else [], "hands")
    hands = tuple(written_from_dict(h, rs.id, f"hands[{i}]") if isinstance(h, Mapping) and "written" in h
                  else hand_from_dict(h, ruleset=rs.id, where=f"hands[{i}]", house=house)
                  for i, h in enumerate(hands_raw))
    return MatchInput(ruleset=rs.id, players=players, teams=teams, options=options, hands=hands,
                      before=carried_from_dict(d.get("before")), house=house)


def carried_from_dict(data: Any) -> Carried | None:
    """``{"totals": {column: points}, "hands": n}`` → :class:`Carried` (columns are checked by the sheet)."""
    if data is None:
        return None
    d = as_obj(data, "before")
    no_extra(d, _BEFORE_KEYS, "before")
    totals_raw = as_obj(d.get("totals") or {}, "before.totals")
    totals = {as_str(k, "before.totals"): as_int(v, f"before.totals.{k}", f"{k}: önceki puan", lo=-100000, hi=100000)
              for k, v in totals_raw.items()}
    hands = opt_int(d, "hands", "before", "Önceki el sayısı (before.hands)", lo=0, hi=99) or 0
    return Carried(totals=totals, hands=hands)
