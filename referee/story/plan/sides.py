"""Whose side is a player on? Ask when the story does not settle it and the number depends on it.

At a team table (eşli düz, the team tournament, od-101 played two against two) the planner seats a
told player whose side the story never says ("yengem göstergeyi gösterdi", "burak okeyle bitti")
on the rivals' side (:func:`referee.story.plan.types.seat_table`). That is a guess: "eşim",
"karşı takımdan", "biz (zeynep+ozan)" settle a side; a name or a family word alone does not. When
the other seating the story allows gives a different answer to what was asked — which column loses
the finish's points, whether a player is the finisher's partner who writes 0 — the planner gives no
number and asks whose side the player is on (issue 11, item 8: never a confident wrong number).
When every seating gives the same answer the side changes nothing asked, and the number stands.

>>> from referee.story import plan, read
>>> pl = plan(read("turnuvada ali kafa attı, veli kaç yazar", "turnuva-esli-101"))  # Ali's partner writes 0
>>> "Veli.team" in [m.slot for m in pl.missing], pl.engine is None or bool(pl.problems)
(True, True)
"""
from __future__ import annotations

from itertools import product

from referee.story.plan.seating import anchored, rivals_note, seatings, told_rivals
from referee.story.plan.types import Missing, Plan
from referee.story.reading import ME, PARTNER, RIVAL, RIVAL2, THEM, US, Reading

#: The quick replies of "X kimin takımında?" (``<name>.team`` in :func:`referee.story.fill.fill`).
SIDE_OPTIONS = [{"label": "Bizim takımda", "value": "biz"}, {"label": "Karşı takımda", "value": "onlar"}]

_ROLE_SIDE = {ME: US, PARTNER: US, RIVAL: THEM, RIVAL2: THEM}


def side_of(r: Reading, key: str) -> str | None:
    """The side the story settles for a person key (us / them), or None when it says nothing.

    >>> from referee.story.reading import Reading, Person
    >>> r = Reading(text="", ruleset="oyna-esli-duz")
    >>> r.people = {"esim": Person("esim", "Eşin"), "name:ali": Person("name:ali", "Ali")}
    >>> side_of(r, "esim"), side_of(r, "name:ali")
    ('us', None)
    """
    p = r.people[key]
    if key in r.side_guessed and _speaks_as_us(r):
        return None  # "biz 12deydik": put on "us" only to tell the sides apart, yet the asker has a side
    if p.team is not None:
        return US if p.team in (US, "t1") else THEM
    if key in _ROLE_SIDE:
        return _ROLE_SIDE[key]
    if key.startswith("seat:"):
        return US if key == "seat:karsi" else THEM  # the partner sits across at a team table
    return None


def _speaks_as_us(r: Reading) -> bool:
    """The asker tells of "our" side ("biz 12deydik", "bizim takım kaç yazar"), not only of "iki takım"."""
    from referee.text.normalize import normalize

    targets = r.question.targets
    return "team:us" in r.before or ("team:us" in targets and "team:them" not in targets) or \
        normalize(r.text).has("biz*")


def unsettled(r: Reading) -> list[str]:
    """Told players whose side the story leaves open, after counting the seats: two settled on one
    side put everyone else on the other."""
    sides = _settled(r)
    open_ = [k for k, s in sides.items() if s is None]
    if not open_:
        return []
    if sum(1 for s in sides.values() if s == US) >= 2 or sum(1 for s in sides.values() if s == THEM) >= 2:
        return []
    return open_


def _tie_break(r: Reading) -> str | None:
    """"fatma göstergeyi gösterdi, sonra karşı takımdan sevim bitti, iki takım kaçar kaybetti": the asker
    does not play, so "karşı takım" is the side across from the other told players — the first
    player with no side sits on the side nobody was told of (the two sides are only told apart)."""
    if ME in r.people or PARTNER in r.people or _speaks_as_us(r):
        return None
    sides = _settled(r)
    if any(s == US for s in sides.values()):
        return None
    return next((k for k, s in sides.items() if s is None), None)


def _settled(r: Reading) -> dict[str, str | None]:
    """Every told player's settled side; "eşim" brings the asker to our side although the asker tells
    nothing of their own hand."""
    keys = [k for k, p in r.people.items() if p.said and not k.startswith("desc:")]
    out = {k: side_of(r, k) for k in keys}
    if PARTNER in r.people and ME not in out:
        out[ME] = US
    elif ME not in out and any(s == US for s in out.values()) and _speaks_as_us(r):
        out[ME] = US  # "nazan (bizden) bitti … biz 300": the asker tells of "us", so sits there with nazan
    return out


def check_sides(r: Reading, pl: Plan, replan) -> Plan:
    """The plan as it is when the open sides change nothing asked; otherwise a plan with no number
    that asks whose side each open player is on. ``replan``: the sub-planner (reading → Plan)."""
    if pl.crowded:  # more told players than a side holds: the seating the told hands allow, if one
        got = _by_relevance(r, replan, _open_all(r))
        return pl if got is None else got
    if not pl.teams or pl.problems or pl.engine is None:
        return pl
    lone = _tie_break(r)
    if lone is not None:  # the asker does not play and only one side was told: the first open player is the other
        r.people[lone].team = US
        pl = replan(r)
        if pl is None or pl.problems or pl.engine is None:
            return pl
    pair = _asked_pair(r)
    if pair:  # "ozan kaç, zeynep kaç, takım toplam": the team asked is the two asked
        for k in r.side_guessed:  # a tie-break no longer needed: the asked two are the "us" side
            if k not in pair:
                r.people[k].team = None
        r.side_guessed = []
        for k in pair:
            r.people[k].team = US
        pl = replan(r)
        if pl is None or pl.problems or pl.engine is None:
            return pl
        names = " ile ".join(pl.names.get(k, k) for k in pair)
        pl.assumptions.append(f"{names} aynı takımda diye hesapladım: takım toplamını ikisiyle birlikte sordun.")
    open_ = unsettled(r)
    if not open_:
        return pl
    if len(open_) > 3:
        return _ask(r, pl, open_)
    base = _answer(pl)
    if base is None:
        return pl
    settled = [s for k, s in _settled(r).items() if k not in open_]
    for sides in product((US, THEM), repeat=len(open_)):
        count = {s: settled.count(s) + sides.count(s) for s in (US, THEM)}
        if count[US] > 2 or count[THEM] > 2:
            continue
        saved = [r.people[k].team for k in open_]
        for k, s in zip(open_, sides):  # planning reads the sides, it does not change them: set, plan, put back
            r.people[k].team = s
        try:
            other = replan(r)
        finally:
            for k, t in zip(open_, saved):
                r.people[k].team = t
        if other is None or other.problems:
            continue
        if _answer(other) != base:
            got = _by_relevance(r, replan, open_ if anchored(r) else list(dict.fromkeys(r.side_guessed + open_)))
            if got is not None:
                return got
            if _rival_finisher(r, pl, open_):
                return pl
            got = _others_of_us(r, replan, open_)
            return got if got is not None else _ask(r, pl, open_)
    return pl


def _others_of_us(r: Reading, replan, open_: list[str]) -> Plan | None:
    """"aylin göstergeyi gösterdi, biz 14'teydik": the asker tells of "us" and calls nobody a partner —
    who would be "eşim", "bizimki" — so the players told by name are the others, when they fit on the
    other side (two at most). The answer says so; None when they do not fit or the plan fails."""
    from calculators.rulesets import get_ruleset

    if get_ruleset(r.ruleset).game != "duz" or not (ME in r.people or _speaks_as_us(r)) or PARTNER in r.people:
        return None  # at 101 the hands told seat the players (plan_seating); a name alone does not
    settled = {k: s for k, s in _settled(r).items() if k not in open_}
    if any(s == US for k, s in settled.items() if k != ME) or \
            sum(s == THEM for s in settled.values()) + len(open_) > 2:
        return None
    saved = {k: r.people[k].team for k in open_}
    for k in open_:
        r.people[k].team = THEM
    other = replan(r)
    if other is None or other.problems or other.engine is None:
        for k, t in saved.items():
            r.people[k].team = t
        return None
    names = " ile ".join(other.names.get(k, r.people[k].name) for k in open_)
    other.assumptions.append(f"{names} karşı takımda diye hesapladım: eşinden “eşim” ya da “bizimki” diye söz "
                             "ederdin. Eşinse söyle.")
    return other


def _open_all(r: Reading) -> list[str]:
    """Every told player whose side the story does not settle (a tie-break's guess included)."""
    keys = [k for k, p in r.people.items() if p.said and not k.startswith("desc:")]
    return [k for k in keys if k in r.side_guessed or side_of(r, k) is None]


def _by_relevance(r: Reading, replan, open_: list[str]) -> Plan | None:
    """The plan under the seatings the told hands allow (:mod:`referee.story.plan.seating`) when they
    all give the same answer; None when no such seating or they disagree (then the side is asked)."""
    apart = [(a, b) for a, b in told_rivals(r) if a in open_ or b in open_]
    if not apart or not open_:
        return None
    saved = {k: r.people[k].team for k in open_}
    guessed, targets = list(r.side_guessed), list(r.question.targets)
    settled = {k: (None if k in open_ else s) for k, s in _settled(r).items()}
    for k in open_:
        r.people[k].team = None
    options = seatings(r, open_, settled, apart)
    if not anchored(r) and len([t for t in targets if t in ("team:us", "team:them")]) == 1:
        # "Turnalar takımı kaç": a side the story names after nobody told — both sides, each by its players
        r.question.targets = [t for t in targets if t not in ("team:us", "team:them")] + ["team:us", "team:them"]
    answers, plans = set(), []
    for sides in options:
        for k, s in zip(open_, sides):
            r.people[k].team = s
        r.side_guessed = [k for k in guessed if k not in open_]
        other = replan(r)
        if other is None or other.problems or other.engine is None:
            answers.add(None)
            break
        answers.add(_answer(other))
        plans.append((sides, other))
    if not plans or len(answers) != 1 or None in answers:
        for k, t in saved.items():
            r.people[k].team = t
        r.side_guessed, r.question.targets = guessed, targets
        return None
    sides, chosen = plans[0]
    for k, s in zip(open_, sides):
        r.people[k].team = s
    chosen.assumptions.append(rivals_note(r, chosen.names, apart, open_))
    return chosen


def _asked_pair(r: Reading) -> list[str] | None:
    """Two told players asked by name with one team total ("X kaç, Y kaç, takım toplam") while the asker
    does not play: the total asked is theirs — the two sit together, when the story does not say otherwise."""
    targets = r.question.targets
    if ME in r.people or PARTNER in r.people or "team:us" not in targets or "team:them" in targets:
        return None
    named = [t for t in targets if t in r.people and r.people[t].said and not t.startswith(("desc:", "q:"))]
    if len(named) != 2 or any(side_of(r, k) == THEM for k in named):
        return None
    return named if any(side_of(r, k) is None for k in named) else None


def _rival_finisher(r: Reading, pl: Plan, open_: list[str]) -> bool:
    """"ciftten actim elimde 112 kaldi, dayim bitti, kac yazarim" at the team tournament: the asker tells
    their own hand and asks only their own number, and the one open player is the finisher — who
    would be told as "eşim" were they the partner. Seated as a rival, and the answer says so."""
    finishers = {k for h in r.hands for k in h.finishers}
    if r.question.targets != [ME] or not set(open_) <= finishers or pl.kind not in ("hand", "match"):
        return False
    names = " ve ".join(pl.names.get(k, k) for k in open_)
    pl.assumptions.append(f"{names} senin eşin değil, rakibin diye hesapladım; eşinse sen 0 yazarsın.")
    return True


def _answer(pl: Plan) -> tuple | None:
    """What the answer says for a plan: the verdict and its numbers (None when the engine refuses)."""
    from calculators.errors import CalcError, NotCovered
    from referee.scoring.answer import run

    try:
        ran = run(pl)
    except (CalcError, NotCovered):
        return None
    return ran.verdict, ran.numbers


def _ask(r: Reading, pl: Plan, open_: list[str]) -> Plan:
    """No number: ask whose side each open player is on."""
    names = [pl.names.get(k, r.people[k].name) for k in open_]
    whose = _anchor(r, pl, open_)
    # a question about a seat the story never named depends on the seating: asked later if at all
    pl.missing = [m for m in pl.missing if m.who not in pl.fillers and not set(m.slot.split(".")) & set(pl.fillers)]
    for n in names:
        slot = f"{n}.team"
        if not any(m.slot == slot for m in pl.missing):
            pl.missing.append(Missing(slot, f"{n} {whose} takımında mı, karşı takımda mı?", SIDE_OPTIONS, n))
    who = " ve ".join(names)
    each = "her biri " if len(names) > 1 else ""
    pl.problems.append(f"{who} hangi takımda, söylemedin; sayı buna göre değişir. {who}: {each}{whose} takımında mı, "
                       "karşı takımda mı?")
    return pl


def _anchor(r: Reading, pl: Plan, open_: list[str]) -> str:
    """Whose side "bizim takım" is: the asker's, or the told player settled on it when the asker is
    not at the table ("Zeynep'in")."""
    from referee.story.plan.types import genitive

    if ME in r.people:
        return "senin"
    mate = next((k for k in r.people if k not in open_ and r.people[k].said and side_of(r, k) == US), None)
    return genitive(pl.names.get(mate, r.people[mate].name)) if mate else "senin"


__all__ = ["check_sides", "side_of", "unsettled", "SIDE_OPTIONS"]
