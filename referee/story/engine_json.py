"""The planner's typed engine inputs as the JSON API's bodies (``POST /api/calc/hand`` / ``match``).

The answer carries the engine input as JSON (``calculation.inputs.engine``) and the prefilled
calculator form posts it back (``calculation.form_url``); :func:`calculators.inputs.hand_from_dict`
and :func:`~calculators.inputs.match_from_dict` read these bodies back into the same values
(the tests check the round trip). When the calculators grow ``to_dict()`` inverses, these go.
"""
from __future__ import annotations

from typing import Any

from calculators.inputs import HandInput, MatchInput, Penalty, PlayerHand


def _penalty(p: Penalty) -> dict[str, Any]:
    d: dict[str, Any] = {"kind": p.kind}
    if p.taken:
        d["taken"] = True
    elif p.kind in ("islek", "okey-atma"):
        d["taken"] = False
    if p.tile_number is not None:
        d["tile_number"] = p.tile_number
    if p.by is not None:
        d["by"] = p.by
    return d


def _player(p: PlayerHand) -> dict[str, Any]:
    d: dict[str, Any] = {"name": p.name, "opened": p.opened}
    if p.team is not None:
        d["team"] = p.team
    if p.remaining_sum is not None:
        d["remaining_sum"] = p.remaining_sum
    if p.remaining is not None:
        d["remaining"] = list(p.remaining)
    if p.okeys_in_hand:
        d["okeys_in_hand"] = p.okeys_in_hand
    if p.penalties:
        d["penalties"] = [_penalty(x) for x in p.penalties]
    return d


def hand_json(h: HandInput, with_ruleset: bool = True) -> dict[str, Any]:
    d: dict[str, Any] = {"ruleset": h.ruleset} if with_ruleset else {}
    d.update({"finish": h.finish, "finisher": h.finisher, "players": [_player(p) for p in h.players]})
    if h.okey_number is not None:
        d["okey_number"] = h.okey_number
    if h.gosterge_shown_by:
        d["gosterge_shown_by"] = list(h.gosterge_shown_by)
    return d


def match_json(m: MatchInput) -> dict[str, Any]:
    d: dict[str, Any] = {"ruleset": m.ruleset}
    if m.teams:
        d["teams"] = {t: list(names) for t, names in m.teams.items()}
    else:
        d["players"] = list(m.players)
    opts = {k: v for k, v in (("target", m.options.target), ("hands", m.options.hands), ("start", m.options.start))
            if v is not None}
    if opts:
        d["options"] = opts
    d["hands"] = [hand_json(h, with_ruleset=False) for h in m.hands]
    return d


def engine_json(engine: Any) -> Any:
    """Any plan engine as JSON: typed inputs converted, plain dicts (penalty, night) as they are."""
    if isinstance(engine, HandInput):
        return hand_json(engine)
    if isinstance(engine, MatchInput):
        return match_json(engine)
    if isinstance(engine, dict) and "penalties" in engine:
        return {**engine, "penalties": {n: [_penalty(p) if isinstance(p, Penalty) else p for p in pens]
                                        for n, pens in engine["penalties"].items()}}
    return engine
