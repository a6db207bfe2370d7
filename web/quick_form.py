"""The Çetele's quick entry, "sadece puanları yaz": one number per player, as on a paper yazboz.

When the table did its own arithmetic (or plays a house rule the engine does not know),
the scorekeeper types each player's number for the hand and nothing else, like the
paper and okeya101-style boards. The numbers become a written hand
(``{"written": {name: number}}``, see :mod:`calculators.match`).

101 numbers are what each player writes (−101 for the finisher, +101 for a penalty);
düz okey numbers are the points a player (eşli düz: a team) lost in the hand, typed as
plain numbers and stored as the negative change the engine counts down with.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Mapping

from calculators.inputs import MAX_WRITTEN
from calculators.rulesets import RULESETS
from web.forms import FormError, clean_text

_NUMBER = re.compile(r"[+\-−]?[0-9]{1,4}")


@dataclass(frozen=True)
class QuickRow:
    """One input of the quick form: who it is for and what was typed."""

    key: str
    label: str
    value: str = ""


def targets(ruleset: str, names: list[str], teams: Mapping[str, list[str]]) -> list[tuple[str, str]]:
    """(name the number is for, label) in form order: players, or the two teams in eşli düz.

    >>> targets("oyna-esli-duz", ["A", "B", "C", "D"], {"X": ["A", "C"], "Y": ["B", "D"]})
    [('X', 'Takım X (A, C)'), ('Y', 'Takım Y (B, D)')]
    """
    rs = RULESETS[ruleset]
    if rs.team and rs.game == "duz":
        return [(t, f"Takım {t} ({', '.join(ps)})") for t, ps in teams.items()]
    return [(n, n) for n in names]


def rows(ruleset: str, names: list[str], teams: Mapping[str, list[str]],
         values: Mapping[str, str] | None = None) -> list[QuickRow]:
    """The form's inputs ``q0`` … with what was typed (or the numbers of a hand being corrected)."""
    values = values or {}
    return [QuickRow(key=f"q{i}", label=label, value=values.get(f"q{i}", ""))
            for i, (_, label) in enumerate(targets(ruleset, names, teams))]


def number(text: str, who: str) -> int:
    """A typed score: digits with an optional sign (− or -), spaces ignored; empty is 0 (as the box shows).

    >>> number(" −101 ", "Ayşe"), number("+ 40", "Can"), number("", "Can")
    (-101, 40, 0)
    >>> number("kırk", "Ayşe")
    Traceback (most recent call last):
    ...
    web.forms.FormError: Ayşe için yazılan “kırk” bir sayı değil; örn. 40, −101 ya da +101 yaz.
    """
    t = clean_text(text).replace(" ", "")
    if not t:
        return 0
    if not _NUMBER.fullmatch(t):
        raise FormError(f"{who} için yazılan “{t[:12]}” bir sayı değil; örn. 40, −101 ya da +101 yaz.")
    n = int(t.replace("−", "-"))
    if abs(n) > MAX_WRITTEN:
        raise FormError(f"{who} için en fazla {MAX_WRITTEN} yazılabilir.")
    return n


def to_written(data: Mapping[str, str], ruleset: str, names: list[str],
               teams: Mapping[str, list[str]]) -> dict[str, Any]:
    """The posted quick form → the written hand (FormError with a Turkish message if a number is off).

    >>> to_written({"q0": "-101", "q1": "40", "q2": "0", "q3": "+202"}, "oyna-101", ["A", "B", "C", "D"], {})
    {'written': {'A': -101, 'B': 40, 'C': 0, 'D': 202}}
    >>> to_written({"q0": "0", "q1": "4", "q2": "4", "q3": "4"}, "oyna-duz", ["A", "B", "C", "D"], {})
    {'written': {'A': 0, 'B': -4, 'C': -4, 'D': -4}}
    """
    duz = RULESETS[ruleset].game == "duz"
    if not any(clean_text(data.get(f"q{i}", "")) for i in range(len(names))):
        raise FormError("Hiç puan yazmadın: en az bir kutuya bu elin puanını yaz.")
    written = {}
    for i, (name, label) in enumerate(targets(ruleset, names, teams)):
        n = number(data.get(f"q{i}", ""), label)
        written[name] = -abs(n) if duz else n  # düz: the points lost, counted down
    return {"written": written}


def values_of(scores: Mapping[str, int], ruleset: str, names: list[str],
              teams: Mapping[str, list[str]]) -> dict[str, str]:
    """The quick form's values for a hand being corrected: its numbers as the sheet shows them.

    ``scores`` are the hand's computed scores per column (players, or teams in eşli düz).
    """
    duz = RULESETS[ruleset].game == "duz"
    out = {}
    for i, (name, _) in enumerate(targets(ruleset, names, teams)):
        n = scores.get(name, 0)
        out[f"q{i}"] = str(abs(n)) if duz else str(n)
    return out
