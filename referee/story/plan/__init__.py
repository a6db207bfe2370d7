"""The planner: a reading → the engine's typed input, who to report, and what is missing.

Separate from the reading on purpose: :mod:`referee.story.read` says what the story *told*; the
planner decides what that means under the chosen ruleset — every rule switch read from the
:class:`~calculators.rulesets.Ruleset` table, never from its id — and builds
:class:`~calculators.inputs.HandInput` / :class:`~calculators.inputs.MatchInput`. It fills the table
to four seats (players the story never mentions are never reported), says every assumption in
Turkish, and turns each fact the number needs but the story does not give into a
:class:`Missing` slot with quick-reply options (issue 13's ``calculation.missing``).
"""
from __future__ import annotations

from calculators.rulesets import get_ruleset
from referee.story.plan import duz as plan_duz, hand as plan_hand, other as plan_other, standing as plan_standing
from referee.story.confirm import confirmations, note
from referee.story.leftovers.rules import say
from referee.story.plan.discard import unjudged_discard
from referee.story.plan.sides import check_sides
from referee.story.plan.types import (LAST_TILE_OPTIONS, OPENED_OPTIONS, OPENED_OPTIONS_ME, START_OPTIONS,
                                      TAKEN_OPTIONS, TEAM_THEM, TEAM_US, Missing, Plan, genitive, names_of,
                                      resolve_targets, seat_table, team_names)
from referee.story.leftovers.rules import deed_of_no_one
from referee.story.reading import ME, Reading


def plan(r: Reading) -> Plan | None:
    """Turn a reading into an engine plan; None when the story is not a score story we can read."""
    rs = get_ruleset(r.ruleset)
    if deed_of_no_one(r):
        # "terzi işlek attı, sıradaki aldı, terziye ceza kaç" with "terzi" read as no one: a told hand and a
        # number asked go to the calculator, which asks who (the leftover guard) — never to an article's
        # worked example; told to ignore it ("yok say"), nothing is left to compute
        return guard(r, Plan(kind="hand", ruleset=r.ruleset)) if r.unread else None
    if r.kind in ("night", "season", "rank", "bracket"):
        return guard(r, plan_other.night(r))
    if r.kind == "standing":
        return guard(r, plan_standing.plan(r, rs))
    if r.kind == "none" and r.hands:
        return unjudged_discard(r, rs)  # "Ali kırmızı 8'i attı, sıradaki aldı, kaç ceza": was it işlek? asked
    if not r.hands:
        return None
    if not any(p.said for p in r.people.values() if not p.key.startswith("desc:")) and \
            not any(t.startswith("desc:") for t in r.question.targets) and not _nobody_scores(r) and \
            not _we_lose(r) and not _nobody_opened(r):
        return None
    if r.kind == "penalty":
        return guard(r, plan_other.penalty(r, rs))
    if r.kind == "duz":
        return guard(r, check_sides(r, plan_duz.plan(r, rs), lambda alt: plan_duz.plan(alt, rs)))
    return guard(r, check_sides(r, plan_hand.plan(r, rs), lambda alt: plan_hand.plan(alt, rs)))


def _nobody_scores(r: Reading) -> bool:
    """"düz okeyde deste bitti, gösterge gösterilmedi, kaç düşülür": a düz hand that ended with no
    finisher and no gösterge is a number (nobody loses a point) although the story names nobody."""
    return r.kind == "duz" and len(r.hands) == 1 and r.hands[0].deste and not r.hands[0].finishers \
        and not r.hands[0].gosterge_by and not r.before and r.start is None


def _nobody_opened(r: Reading) -> bool:
    """"kimse açamadı, deste bitti, takımlar kaç": a 101 hand nobody opened or finished writes the same
    number for every seat, so it is a number although the story names nobody."""
    return r.kind == "hand" and len(r.hands) == 1 and r.hands[0].deste and r.hands[0].nobody_opened and \
        not r.hands[0].finishers and bool(r.question.targets)


def _we_lose(r: Reading) -> bool:
    """"yedi çift bitti son taşı da okey attı, biz kaç puan düşüyoz": in düz, someone unnamed finished
    and the asker asks what they (everyone but the finisher) lose — the same number for each."""
    return r.kind == "duz" and len(r.hands) == 1 and bool(r.hands[0].finishers) and \
        r.question.targets in (["us-all"], [ME]) and not r.before and r.start is None


UNREAD_OPTIONS = [{"label": "Yok say, hesapla", "value": "yok-say"}]


def guard(r: Reading, pl: Plan | None) -> Plan | None:
    """The leftover-token guard (:mod:`referee.story.leftovers.rules`): a story with words no rule
    explained that could change the number (a number, a finish word, a word of doubt) gets no
    number — the answer says what it did not understand and asks, with a "yok say" quick reply. A
    told number the engine computes for this story anyway is a confirmation (:mod:`referee.story.confirm`)."""
    if pl is None or not r.unread or pl.problems:
        return pl
    confirmed = confirmations(r.unread, pl.engine)  # "Veli açamadı 202 tamam": the number the rules give
    if confirmed:
        pl.assumptions.append(note(confirmed))
    left = [f for f in r.unread if f not in confirmed]
    if not left:
        return pl
    text = say(left)
    pl.problems.append(text)
    pl.missing.append(Missing("unread", text, UNREAD_OPTIONS))
    return pl


__all__ = ["Plan", "Missing", "plan", "guard", "UNREAD_OPTIONS", "names_of", "seat_table", "resolve_targets", "TEAM_US",
           "TEAM_THEM", "LAST_TILE_OPTIONS", "OPENED_OPTIONS", "OPENED_OPTIONS_ME", "START_OPTIONS", "TAKEN_OPTIONS",
           "genitive", "team_names"]
