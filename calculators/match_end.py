"""How a score sheet ends, from its ruleset table: :class:`EndRule` (the options resolved and checked)
and :func:`status` (over, winners, tie, one more hand) after each hand.

* ``oyna-101``: over when someone's total reaches ``target`` (1000 by default,
  oyna-yazboz); a table may agree on a fixed number of hands instead (``options.hands``).
  Lowest total wins.
* ``od-101``: the source gives no match length, so the sheet is only over when the
  table gave ``options.hands`` or ``options.target``; otherwise it says so. Played alone,
  or at a team table (``teams``: od-101-puan, "Eşli masalarda"), one column per team.
* ``turnuva-esli-101``: a fixed number of hands (default 7, 1–99), team totals, lowest
  wins; a tie after the last hand means one more hand, and that hand's winner takes
  the match (esli-101-turnuva).
* ``oyna-duz`` / ``oyna-esli-duz``: everyone (every team) starts at ``options.start``
  (20, 30, 40 or 50; default 20) and counts down; over when someone is at or below 0;
  highest wins and equal highest win together (oyna-yazboz).

>>> from calculators.rulesets import get_ruleset
>>> from calculators.inputs import MatchOptions
>>> end_rule(get_ruleset("turnuva-esli-101"), MatchOptions()).hands
7
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from calculators.errors import CalcError
from calculators.inputs import MatchOptions
from calculators.rulesets import Ruleset


@dataclass(frozen=True)
class EndRule:
    """How this match ends, resolved from the ruleset and the options."""

    target: int | None
    hands: int | None
    start: int | None
    text: str


def end_rule(rs: Ruleset, options: MatchOptions) -> EndRule:
    """Resolve and check the options against the ruleset; the text says the rule in Turkish."""
    if rs.game == "duz":
        if options.target is not None or options.hands is not None:
            raise CalcError(
                f"{rs.name} geri sayılır ve biri 0'a inince biter; hedef (target) ya da el sayısı (hands) verilmez.",
                field="options",
            )
        start = rs.duz_start_default if options.start is None else options.start
        if start not in rs.duz_starts:
            raise CalcError(
                f"Başlangıç puanı {', '.join(map(str, rs.duz_starts))} olabilir; {start} verildi.",
                field="options.start",
            )
        who = "bir takımın" if rs.team else "bir oyuncunun"
        if rs.duz_dusmeli:
            return EndRule(None, None, start, f"Herkes {start} ile başlar; düşmeli: puan eli bitirenden düşer, "
                                              "0'a ya da altına ilk inen kazanır.")
        if rs.duz_zero_leaves:
            return EndRule(None, None, start, f"Herkes {start} ile başlar; 0'a ya da altına inen masadan kalkar, "
                                              "öbürleri oynamayı sürdürür.")
        return EndRule(None, None, start,
                       f"Herkes {start} ile başlar; {who} puanı 0'a ya da altına inince maç biter, en yüksek kazanır.")
    if options.start is not None:
        raise CalcError("Başlangıç puanı (start) yalnız düz okeyde verilir; 101'de herkes 0'dan başlar.",
                        field="options.start")
    if rs.match_hands_range is not None:  # tournament: fixed hands only
        if options.target is not None:
            raise CalcError(
                f"{rs.name} maçı belli sayıda elle oynanır; hedef puan (target) verilmez.", field="options.target"
            )
        hands = rs.match_hands_default if options.hands is None else options.hands
        lo, hi = rs.match_hands_range
        if not lo <= hands <= hi:
            raise CalcError(f"El sayısı {lo} ile {hi} arasında olmalı; {hands} verildi.", field="options.hands")
        return EndRule(None, hands, None,
                       f"Maç {hands} el sürer; toplamı az olan takım kazanır, eşitlikte tek el daha oynanır.")
    target = options.target
    hands = options.hands
    if target is None and hands is None:
        target, hands = rs.match_target, rs.match_hands_default
    if target is None and hands is None:
        return EndRule(None, None, None,
                       f"{rs.name} kaynağı maçın ne zaman bittiğini söylemiyor; masanın anlaştığı el sayısı "
                       "ya da hedef puan belirler")
    parts = []
    if target is not None:
        parts.append(f"biri {target}'e ulaşınca")
    if hands is not None:
        parts.append(f"{hands} el oynanınca")
    return EndRule(target, hands, None, f"Maç {' ya da '.join(parts)} biter; en düşük toplam kazanır.")


def best(totals: Mapping[str, int], lowest: bool) -> list[str]:
    """The columns holding the best total (lowest or highest)."""
    top = min(totals.values()) if lowest else max(totals.values())
    return [k for k, v in totals.items() if v == top]


def status(rs: Ruleset, rule: EndRule, totals: Mapping[str, int], counted: int,
            last_change: Mapping[str, int], void: bool) -> tuple[bool, list[str], bool, bool]:
    """(over, winners, tie, one-more-hand) after a hand."""
    if rs.game == "duz":
        down = [c for c, v in totals.items() if v <= 0]
        if down and rs.duz_dusmeli:  # düşmeli: the first to reach 0 wins
            return True, down, len(down) > 1, False
        if down and not rs.duz_zero_leaves:
            w = best(totals, lowest=False)
            return True, w, len(w) > 1, False
        return False, [], False, False
    if rule.hands is not None and rs.match_tie_extra_hand and counted > rule.hands:
        # Tie-break hand(s): whoever takes this hand takes the match.
        if void:
            return False, [], True, True
        w = best(last_change, lowest=True)
        if len(w) == 1:
            return True, w, False, False
        return False, [], True, True
    reached = rule.target is not None and any(v >= rule.target for v in totals.values())
    done = rule.hands is not None and counted >= rule.hands
    if not (reached or done):
        return False, [], False, False
    w = best(totals, lowest=True)
    if len(w) > 1 and rs.match_tie_extra_hand:
        return False, [], True, True
    return True, w, len(w) > 1, False


__all__ = ["EndRule", "end_rule", "best", "status"]
