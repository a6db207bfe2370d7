"""Typed inputs of the hand and match calculators, and their conversion from the API's JSON.

Why a separate package: the web layer, the assistant and the tests all build the same
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
calculators.errors.CalcError: Bilinmeyen bitiş türü: 'bitti'. Geçerli olanlar: normal, okey, cift, cift-okey, elden, elden-okey, deste-bitti, el-bozuldu, suruyor.
"""
from __future__ import annotations

from calculators.inputs.model import (HOUSE_EVENTS, MAX_REMAINING_SUM, MAX_WRITTEN, Carried, HandInput, MatchInput,
                                      MatchOptions, Penalty, PlayerHand, WrittenHand)
from calculators.inputs.reading import (carried_from_dict, hand_from_dict, house_from_dict, match_from_dict,
                                        options_from_dict, penalty_from_dict, player_from_dict, written_from_dict)

__all__ = ["HOUSE_EVENTS", "MAX_REMAINING_SUM", "MAX_WRITTEN", "Penalty", "PlayerHand", "HandInput", "WrittenHand",
           "MatchOptions", "Carried", "MatchInput", "penalty_from_dict", "player_from_dict", "house_from_dict",
           "hand_from_dict", "written_from_dict", "options_from_dict", "match_from_dict", "carried_from_dict"]
