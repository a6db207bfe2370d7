"""A tournament's announced table profile ("Masa kuralları" on a tournament night).

esli-101-turnuva asks the café to announce its rules before the first hand (hands per match,
katlamalı or not, what a sahte okey gösterge means, …). A tournament may carry a table profile of
its own ruleset: the public page lists its rules and every match's Çetele is opened under it, so
the table's scorekeeper and the bracket compute the same numbers.

>>> p = TableProfile("AbC1234", "Cuma turnuvası", "turnuva-esli-101", {"hands": 9, "katlamali": True}, None)
>>> kept = table_of(p, "turnuva-esli-101")
>>> kept["code"], house_hands(p, None), announced_table({"table": kept}) == p
('AbC1234', 9, True)
>>> house_hands(p, 7)
Traceback (most recent call last):
...
referee.tournaments.common.EventError: “Cuma turnuvası” masa kuralları maçı 9 el diyor, sen 7 yazdın; ikisini aynı yap ya da el sayısını boş bırak.
"""
from __future__ import annotations

from typing import Any, Mapping

from calculators.rulesets import RULESETS
from referee.tables import TableProfile
from referee.tournaments.common import EventError


def house_hands(table: TableProfile | None, hands: object) -> object:
    """The hands per match once a table profile is announced: the profile's ``hands`` switch unless the
    set-up names the same number or none; a different number is a 422 (a tournament plays one rule)."""
    agreed = table.rules.get("hands") if table is not None else None
    if agreed is None:
        return hands
    if hands is not None and hands != agreed:
        raise EventError(f"“{table.name}” masa kuralları maçı {agreed} el diyor, sen {hands} yazdın; "
                         f"ikisini aynı yap ya da el sayısını boş bırak.")
    return agreed


def table_of(table: TableProfile | None, ruleset: str) -> dict[str, Any] | None:
    """What the event keeps of an announced table profile: code, name and its switches.

    A profile never changes (an edit is a new code), so the copy is the profile; every match's
    Çetele is opened under it (:func:`announced_table`).
    """
    if table is None:
        return None
    if table.ruleset != ruleset:
        raise EventError(f"“{table.name}” masası {table.ruleset_name} oynuyor; bu turnuva {RULESETS[ruleset].name} "
                         f"kurallarıyla oynanır. {RULESETS[ruleset].name} için kurulmuş bir masa kuralı seç "
                         f"ya da turnuvayı masa kuralı olmadan kur.")
    return {"code": table.code, "name": table.name, "ruleset": table.ruleset, "rules": dict(table.rules)}


def announced_table(p: Mapping[str, Any]) -> TableProfile | None:
    """The table profile a tournament announced at set-up (None: the ruleset as the source writes it)."""
    t = p.get("table")
    return TableProfile(t["code"], t["name"], t["ruleset"], t.get("rules") or {}, None) if t else None
