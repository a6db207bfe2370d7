"""Plan a standing told with no hand ("ben 14 puandayım, Ali 3 … bitti mi oyun?", "toplamlar … maç bitti
mi?", "biz 420 onlar 380"): the sheet as told, no hand played on it, so the engine reads the ruleset's
end condition off the totals (:func:`calculators.match.score_match` with zero hands and ``before``).

Every number is the story's or the ruleset table's: düz ends when a column reaches 0 (oyna-yazboz),
oyna-101 when a total reaches ``match_target``, the tournament after ``match_hands_default`` hands
(esli-101-turnuva) — there the number of hands played must be told, or the answer asks for it.
"""
from __future__ import annotations

from calculators.inputs import Carried, MatchInput, MatchOptions
from calculators.match_end import best
from calculators.rulesets import Ruleset
from referee.story.plan.duz import column_of
from referee.story.plan.types import TEAM_THEM, TEAM_US, Plan, names_of, resolve_targets, seat_table
from referee.story.reading import Reading

#: What a standing alone can answer: whether the match is over and who won.
END_ASKS = frozenset({"over", "winner"})

HANDS_OPTIONS = [{"label": str(n), "value": n} for n in (3, 5, 7, 9, 11)]


def standing_only(r: Reading) -> bool:
    """A story that tells points and asks whether the match is over (or who won), with no hand in it:
    no finish, no deste, no gösterge, no stated score of a hand."""
    if not r.before or not END_ASKS & set(r.question.what):
        return False
    return not any(h.has_end or h.gosterge_by or h.stated_me is not None or h.finishers for h in r.hands)


def plan(r: Reading, rs: Ruleset) -> Plan:
    """The sheet as told → a MatchInput with no hand; its end condition is the engine's."""
    duz = rs.game == "duz"
    pl = Plan(kind="standing", ruleset=r.ruleset, names=names_of(r))
    pl.asks, pl.claim = list(r.question.what), r.question.claim
    team_game = rs.team or r.team_table
    if not seat_table(r, pl, rs, team_game):
        return pl
    for key, n in r.before.items():
        col = column_of(key, pl)
        if col is not None:
            pl.before[col] = n
    teams = {t: tuple(s for s in pl.seats if pl.teams[s] == t) for t in (TEAM_US, TEAM_THEM)} if pl.teams else None
    cols = list(teams) if teams else list(pl.seats)
    pl.untold_cols = [c for c in cols if c not in pl.before]
    pl.hands_before = r.hands_before or r.hands_told or 0
    if rs.match_hands_range is not None and not pl.hands_before:
        hands = r.match_hands or rs.match_hands_default
        pl.ask("Sen", "kaç el oynadığınızı söylemedin", "hands_before", "Kaç el oynadınız?", HANDS_OPTIONS)
        pl.problems.append(f"{rs.name} maçı {hands} el sürer ({rs.label_for('match_hands_default')}); maçın bitip "
                           f"bitmediği kaç el oynadığınıza bağlı.{_if_over(pl, rs, cols, hands)} Kaç el oynadınız?")
        return pl
    if pl.untold_cols:
        pl.problems.append(f"Maçın bitip bitmediğini söyleyemem: {', '.join(pl.untold_cols)} için puan söylemedin.")
        return pl
    carried = Carried(dict(pl.before), pl.hands_before)
    options = MatchOptions(start=r.start) if duz else MatchOptions(hands=r.match_hands, target=r.match_target)
    pl.engine = MatchInput(r.ruleset, tuple(pl.seats), teams, options, (), before=carried)
    pl.determined = {s: True for s in pl.seats}
    pl.rules_used.add("match")
    resolve_targets(r, pl)
    if teams:
        pl.team_report = [TEAM_US, TEAM_THEM]
        pl.report = []
    elif not pl.report:
        pl.report = list(pl.names.values())
    return pl


def _if_over(pl: Plan, rs: Ruleset, cols: list[str], hands: int) -> str:
    """" 7 el oynadıysanız maç bitti, kazanan …": who the told totals make the winner if the last hand
    was played (the ruleset's ``lowest_wins``; a tie means one more hand where the ruleset says so)."""
    told = {c: pl.before[c] for c in cols if c in pl.before}
    if len(told) != len(cols) or len(cols) < 2:
        return ""
    top = best(told, rs.lowest_wins)
    label = {TEAM_US: "siz", TEAM_THEM: "rakipler"}
    if len(top) > 1:
        then = "puanlar eşit, tek el daha oynanır" if rs.match_tie_extra_hand else "puanlar eşit"
    else:
        then = f"kazanan {'toplamı az olan' if rs.lowest_wins else 'puanı yüksek olan'} " \
               f"{pl.team_names.get(top[0]) or label.get(top[0], top[0])} ({told[top[0]]})"
    return f" {hands} el oynadıysanız maç bitti: {then}; daha az oynadıysanız maç sürüyor."


__all__ = ["standing_only", "plan", "END_ASKS"]
