"""Every asked party gets its number, or the answer says why not — never the finisher's number alone
(issue 11, "everyone asked, one answered" and the confident-wrong target).

A finisher's number is fixed by the finish (−101, −202 …; the partner 0): it is never what a story is
asked for when the story also tells a player whose number it cannot give ("dedem normal bitti,
babaannemin elinde mavi 6 mavi 7 kaldı, kaç yazar" with babaanne's opening untold). Printed as the
verdict it reads as the answer ("Dedem **-101** yazar"), a confident number for a party nobody asked
about. So when every number the answer could give belongs to the finishing side and some reported
player's number is open, the answer gives no number: it says, for each open player, what is missing,
and asks it (the plan's :class:`~referee.story.plan.types.Missing` slots stay). Checked once the engine
has run (:func:`referee.scoring.answer_reading`): a story the engine refuses keeps the engine's reason.
"""
from __future__ import annotations

from referee.story.plan.types import Plan
from referee.story.reading import Reading


def finishing_side(r: Reading, pl: Plan) -> set[str]:
    """Engine names of the hand's finishers and, at a team table, of their partners."""
    fins = {pl.names[k] for h in r.hands for k in h.finishers if k in pl.names}
    cols = {pl.teams[n] for n in fins if n in pl.teams}
    return fins | {n for n, c in pl.teams.items() if c in cols}


def only_the_finisher_answered(r: Reading, pl: Plan) -> str | None:
    """The sentence that replaces a verdict giving only the finishing side's numbers while a reported
    player's number is open (None when the answer gives an asked number of its own)."""
    if pl.kind != "hand" or pl.problems or not pl.report:
        return None
    side = finishing_side(r, pl)
    open_ = [n for n in pl.report if n in pl.reasons and n not in side]
    given = [n for n in pl.report if n not in pl.reasons]
    cols = {pl.teams.get(n) for n in side}
    # a team column the answer can total: every player seated in it has a number
    totals = [c for c in pl.team_report if not any(n in pl.reasons for n, col in pl.teams.items() if col == c)]
    if not open_ or not side or any(n not in side for n in given) or any(c not in cols for c in totals):
        return None
    return " ".join(f"{'Senin' if n == 'Sen' else n} için sayı veremiyorum: {pl.reasons[n]}." for n in open_)


__all__ = ["only_the_finisher_answered", "finishing_side"]
