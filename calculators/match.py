"""The score sheet (yazboz / Çetele): hands in, running totals, marks, end and winners out.

End conditions (each from its ruleset table) are :mod:`calculators.match_end`.

A void hand (el bozuldu) is shown but does not count as a played hand: the same
dealer deals again on the same line; nor does a düz hand still running (its gösterge only). Hands written after the match is over are refused, and so
are hands after a düz hand still running (``suruyor``: only its gösterge written so far).

A hand may also be written as numbers only, ``{"written": {"Ayşe": -101, …}}``, the way
a paper yazboz is kept when the table did its own arithmetic: one number per player
(eşli düz: per team), added as written; its ``finish`` is ``"yazili"``.

>>> m = calc_match({"ruleset": "oyna-duz", "players": ["A", "B", "C", "D"],
...     "hands": [{"finish": "cift-okey", "finisher": "A"}, {"finish": "cift-okey", "finisher": "A"},
...               {"finish": "okey", "finisher": "B"}]})
>>> m["totals"], m["over"], m["winners"]
({'A': 16, 'B': 4, 'C': 0, 'D': 0}, True, ['A'])
"""
from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, Mapping

from calculators.errors import CalcError, NotCovered
from calculators.hand import score_hand
from calculators.inputs import MatchInput, WrittenHand, match_from_dict
from calculators.results import HandResult
from calculators.house import played_ruleset
from calculators.match_end import best, end_rule, status
from calculators.registry import RUNNING
from calculators.rulesets import Ruleset, get_ruleset


#: Match fields a table's house rules may change (cited by a sheet played under them).
_HOUSE_MATCH_FIELDS = ("match_hands_default", "duz_dusmeli", "duz_zero_leaves")

#: The ``finish`` of a hand written as numbers only (``{"written": {...}}``).
WRITTEN = "yazili"


@dataclass(frozen=True)
class MatchRow:
    """One line of the sheet: the hand's scores and the running totals after it.

    ``void``: the hand did not count (el bozuldu) and the same dealer deals again.
    """

    hand: int
    finish: str
    finisher: str | None
    void: bool
    multiplier: int
    scores: dict[str, int]
    team_scores: dict[str, int] | None
    totals: dict[str, int]
    marks: dict[str, tuple[str, ...]]
    explanation: dict[str, str]

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand": self.hand, "finish": self.finish, "finisher": self.finisher, "void": self.void,
            "multiplier": self.multiplier, "scores": dict(self.scores),
            "team_scores": None if self.team_scores is None else dict(self.team_scores),
            "totals": dict(self.totals), "marks": {k: list(v) for k, v in self.marks.items()},
            "explanation": dict(self.explanation),
        }


@dataclass(frozen=True)
class MatchResult:
    """A scored sheet beside :class:`~calculators.results.HandResult`; ``to_dict`` is the API's body.

    ``totals`` are per column (players, or teams); ``player_totals`` per player. ``before``:
    the Başlangıç row the sheet went on from. ``winners`` is set once ``over``; ``leaders`` is
    who leads now; ``extra_hand``: a tournament tie after the last hand, so one more hand is played.
    """

    ruleset: str
    columns: tuple[str, ...]
    start: int | None
    end_rule: str
    end_known: bool  # the ruleset (or the table) says when the match ends: a target, a number of hands, düz's 0
    hands_played: int
    before: dict[str, Any] | None
    hands: tuple[MatchRow, ...]
    totals: dict[str, int]
    player_totals: dict[str, int]
    over: bool
    winners: tuple[str, ...]
    leaders: tuple[str, ...]
    tie: bool
    extra_hand: bool
    sources: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset, "columns": list(self.columns), "start": self.start,
            "end_rule": self.end_rule, "end_known": self.end_known, "hands_played": self.hands_played, "before": self.before,
            "hands": [row.to_dict() for row in self.hands], "totals": dict(self.totals),
            "player_totals": dict(self.player_totals), "over": self.over, "winners": list(self.winners),
            "leaders": list(self.leaders), "tie": self.tie, "extra_hand": self.extra_hand,
            "sources": list(self.sources),
        }


def _columns(rs: Ruleset, m: MatchInput) -> tuple[list[str], dict[str, str]]:
    """The sheet's columns (players, or teams) and each player's column."""
    if len(set(m.players)) != len(m.players):
        raise CalcError("Oyuncu adları farklı olmalı; bir ad iki kez yazılmış.", field="players")
    if rs.team or (rs.team_tables and m.teams):
        if not m.teams:
            raise CalcError(f"{rs.name} eşli oynanır: takımları (teams) yaz, her takıma iki oyuncu.",
                            field="teams")
        if len(m.teams) != 2 or any(len(v) != 2 for v in m.teams.values()):
            raise CalcError(f"{rs.name} iki kişilik iki takımla oynanır; verilen takımlar dengesiz.", field="teams")
        col = {p: t for t, names in m.teams.items() for p in names}
        if set(col) != set(m.players) or len(col) != 4:
            raise CalcError("Takımlardaki oyuncular oyuncu listesiyle aynı olmalı.", field="teams")
        return list(m.teams), col
    if m.teams:
        raise CalcError(f"{rs.name} tekli oynanır; takım (teams) yazma.", field="teams")
    if len(m.players) != rs.players:
        raise CalcError(f"{rs.name} {rs.players} kişiyle oynanır; {len(m.players)} oyuncu verildi.",
                        field="players")
    return list(m.players), {p: p for p in m.players}


def _scored(rs: Ruleset, hand: Any, m: MatchInput, col_of: Mapping[str, str], i: int, teamed: bool) -> HandResult:
    """A described hand, scored by the engine after checking it belongs to this sheet."""
    names = {p.name for p in hand.players}
    if names != set(m.players):
        raise CalcError(
            f"{i + 1}. eldeki oyuncular maçın oyuncularıyla aynı olmalı ({', '.join(m.players)}).",
            field=f"hands[{i}].players",
        )
    for p in hand.players:
        if teamed and p.team != col_of[p.name]:
            raise CalcError(f"{i + 1}. elde {p.name} yanlış takımda yazılmış.", field=f"hands[{i}].players")
    try:
        return score_hand(hand)
    except CalcError as e:
        raise type(e)(f"{i + 1}. el: {e.message}", field=f"hands[{i}]" + (f".{e.field}" if e.field else "")) from e


def _written(rs: Ruleset, hand: WrittenHand, m: MatchInput, columns: list[str], col_of: Mapping[str, str],
             i: int, teamed: bool) -> HandResult:
    """A hand written as numbers only: one per player (eşli düz: one per team), taken as written.

    >>> m = calc_match({"ruleset": "oyna-101", "players": ["A", "B", "C", "D"],
    ...     "hands": [{"written": {"A": -101, "B": 120, "C": 40, "D": 202}}]})
    >>> m["totals"], m["hands"][0]["finish"], m["hands"][0]["explanation"]["A"]
    ({'A': -101, 'B': 120, 'C': 40, 'D': 202}, 'yazili', 'elle yazıldı: -101')
    """
    per_team = teamed and rs.game == "duz"  # eşli düz: the sheet's columns are the teams
    expected = list(columns) if per_team else list(m.players)
    if set(hand.scores) != set(expected):
        who = "her takıma" if per_team else "her oyuncuya"
        raise CalcError(f"{i + 1}. el: {who} bir sayı yaz ({', '.join(expected)}).", field=f"hands[{i}].written")
    if per_team:
        team_scores: dict[str, int] | None = {c: hand.scores[c] for c in columns}
        scores = {p: hand.scores[col_of[p]] for p in m.players}
    else:
        scores = {p: hand.scores[p] for p in m.players}
        team_scores = None
        if teamed:
            team_scores = {c: sum(scores[p] for p in m.players if col_of[p] == c) for c in columns}
    return HandResult(ruleset=rs.id, multiplier=1, scores=scores, team_scores=team_scores,
                      explanation={p: f"elle yazıldı: {scores[p]}" for p in m.players}, sources=())


def score_match(m: MatchInput) -> MatchResult:
    """Score a whole sheet; returns the API body (see module docstring for the rules)."""
    rs = played_ruleset(m.ruleset, m.house)
    rule = end_rule(rs, m.options)
    columns, col_of = _columns(rs, m)
    teamed = bool(m.teams)  # team columns: a team ruleset, or a team table where the ruleset allows one
    base = rule.start or 0
    totals = {c: base for c in columns}
    player_totals = {p: (base if not teamed else 0) for p in m.players}
    counted = 0
    if m.before is not None:
        unknown = sorted(set(m.before.totals) - set(columns) - set(m.players))
        if unknown:
            raise CalcError(f"Önceki puanlarda tanınmayan sütun: {', '.join(unknown)} (sütunlar: {', '.join(columns)}).",
                            field="before.totals")
        for c, v in m.before.totals.items():
            if c in totals:
                totals[c] = v
            if c in player_totals and (not teamed or rs.game == "101"):
                player_totals[c] = v
        counted = m.before.hands
        if rs.game == "duz" and teamed:
            player_totals = {p: totals[col_of[p]] for p in m.players}
    rows: list[MatchRow] = []
    sources: list[str] = []
    over = tie = extra = False
    winners: list[str] = []
    for i, hand in enumerate(m.hands):
        if over:
            raise CalcError(
                f"Maç {rows[-1].hand}. elde bitti; {i + 1}. el yazılmaz.", field=f"hands[{i}]"
            )
        if rows and rows[-1].finish == RUNNING:
            raise CalcError(f"{rows[-1].hand}. el sürüyor (yalnız gösterge yazıldı); önce o elin bitişini yaz.",
                            field=f"hands[{i - 1}]")
        if rs.duz_zero_leaves and any(v <= 0 for v in totals.values()):
            gone = ", ".join(c for c, v in totals.items() if v <= 0)
            raise NotCovered(f"{gone} 0'a indi ve bu masanın kuralıyla masadan kalktı; kaynak öbürlerinin nasıl "
                             f"sürdürdüğünü ve oyunun ne zaman bittiğini söylemiyor ({rs.label_for('duz_zero_leaves')}).",
                             field=f"hands[{i}]")
        if isinstance(hand, WrittenHand):
            r = _written(rs, hand, m, columns, col_of, i, teamed)
        else:
            r = _scored(rs, hand, m, col_of, i, teamed)
        change = dict(r.team_scores) if teamed and r.team_scores is not None else dict(r.scores)
        for c in columns:
            totals[c] += change[c]
        if not teamed or rs.game == "101":
            for p in m.players:
                player_totals[p] += r.scores[p]
        else:  # eşli düz: a player's score repeats the team's change; keep the team column only
            player_totals = {p: totals[col_of[p]] for p in m.players}
        written = isinstance(hand, WrittenHand)
        if not r.void and (written or hand.finish != RUNNING):  # a hand still running is not played yet
            counted += 1
        for s in r.sources:
            if s not in sources:
                sources.append(s)
        rows.append(MatchRow(
            hand=i + 1, finish=WRITTEN if written else hand.finish, finisher=None if written else hand.finisher,
            void=r.void, multiplier=r.multiplier, scores=dict(r.scores),
            team_scores=None if r.team_scores is None else dict(r.team_scores), totals=dict(totals),
            marks=dict(r.marks), explanation=dict(r.explanation),
        ))
        over, winners, tie, extra = status(rs, rule, totals, counted, change, r.void)
    if not m.hands and m.before is not None and (rs.game == "duz" or m.before.totals):
        # no hand yet, the sheet as told: its end condition read off the carried totals ("maç bitti mi")
        over, winners, tie, extra = status(rs, rule, totals, counted, {}, False) if rule.hands is None or \
            counted <= rule.hands else (False, [], False, False)
    elif not m.hands:
        over, winners, tie, extra = False, [], False, False
    if m.before is not None:
        sources = list(dict.fromkeys(sources + ["oyna-yazboz"]))
    leaders = best(totals, rs.lowest_wins)
    return MatchResult(
        ruleset=rs.id, columns=tuple(columns), start=rule.start, end_rule=rule.text,
        end_known=rule.target is not None or rule.hands is not None or rule.start is not None, hands_played=counted,
        before=None if m.before is None else {"totals": dict(m.before.totals), "hands": m.before.hands},
        hands=tuple(rows), totals=dict(totals), player_totals=dict(player_totals), over=over,
        winners=tuple(winners), leaders=tuple(leaders), tie=tie, extra_hand=extra,
        sources=tuple(dict.fromkeys([*(sources or rs.labels_for("match_target", "duz_starts")),
                                     *_house_labels(rs, m.ruleset)])),
    )


def _house_labels(rs: Ruleset, base_id: str) -> list[str]:
    """The sources of the match rules a table changed (its length, düşmeli, 0'a inen)."""
    base = get_ruleset(base_id)
    return rs.labels_for(*(f for f in _HOUSE_MATCH_FIELDS if getattr(rs, f) != getattr(base, f)))


def _prefill(data: Any) -> Any:
    """Let hands omit what the sheet already knows: the player list and each player's team."""
    if not isinstance(data, Mapping):
        return data
    d = copy.deepcopy(dict(data))
    players = d.get("players")
    teams = d.get("teams")
    if players is None and isinstance(teams, Mapping):
        players = [n for names in teams.values() if isinstance(names, list) for n in names]
    team_of: dict[Any, Any] = {}
    if isinstance(teams, Mapping):
        for t, names in teams.items():
            if isinstance(names, list):
                for n in names:
                    if isinstance(n, str):
                        team_of[n] = t
    hands = d.get("hands")
    if isinstance(hands, list) and isinstance(players, list):
        for h in hands:
            if not isinstance(h, dict) or "written" in h:
                continue
            if "players" not in h:
                h["players"] = [{"name": n} for n in players if isinstance(n, str)]
            if team_of and isinstance(h["players"], list):
                for p in h["players"]:
                    if isinstance(p, dict) and p.get("team") is None and p.get("name") in team_of:
                        p["team"] = team_of[p["name"]]
    return d


def calc_match(data: Any) -> dict[str, Any]:
    """API helper: the match JSON in, the sheet out (raises CalcError on bad input).

    Hands may leave out ``players`` (every player then takes part with no details,
    which suits düz okey) and each player's ``team`` (taken from ``teams`` when left out or null).
    """
    return score_match(match_from_dict(_prefill(data))).to_dict()
