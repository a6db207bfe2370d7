"""Several hands told one after another, with no hand numbers (issue 11, cause 5).

"önce Ayla okeyle bitti, sonra ben normal bittim, sonra deste bitti" tells three hands: one hand has
one finish, so two finishes in one stretch are two hands *when the story marks them as following one
another* — a word of sequence ("sonra", "ardından") between them, or a count on the finish ("biz iki
kere normal bittik": that hand, played twice). Two finishes with no such mark stay in one hand (the
planner then says one hand has one finisher and asks), never guessed apart.

:func:`cut` returns each stretch with how many times its hand was played.
"""
from __future__ import annotations

from referee.story.rules import Fact, Match
from referee.story.words import Words
from referee.text.numbers import UNITS

#: Words that say "and then" between two hands' stories.
THEN = frozenset({"sonra", "sonrada", "ardindan", "arkasindan", "sonrasinda", "akabinde", "pesine",
                  "sonrakinde"})


def finish_repeat(m: Match):
    """"biz normal bittik 2 kere", "karşı takım iki kez okeyle bitti": a finish told with how many
    times — that many hands ended so. ``verb``: the finish verb's word index."""
    n = m["n"]
    count = n.num if n.num is not None and not n.ordinal and not n.suffix else UNITS.get(n.text)
    if not count or not 2 <= count <= 9:
        return None
    verb = m.get("v")
    return "finish-repeat", {"n": count, "verb": verb.i if verb is not None else None}


#: Facts that tell how a hand ended: with a subject after "sonra" and no verb ("sonra abdo normal",
#: "sonra ben 7 çift okeyle") they are a finish whose verb the teller left out.
KINDS_OF_FINISH = frozenset({"normal", "cift", "okey-last", "elden"})


def _finish_verb(f: Fact) -> bool:
    return f.kind == "deste" or (f.kind == "finished" and not f.value.get("neg") and f.value.get("form") == "finite")


def elliptic(ws: Words, facts: list[Fact], i: int) -> bool:
    """Word i is a "sonra" that starts a clause telling how a hand ended with no verb of finishing:
    "…, sonra abdo normal, sonra ben 7 çift okeyle, …"."""
    if ws.at(i) not in THEN or not (i == 0 or ws[i - 1].sep):
        return False
    j = i + 1
    while j < len(ws) and not ws[j].sep:
        if ws[j].verb is not None and ws[j].verb.form == "finite":
            return False
        j += 1
    inside = [f for f in facts if i < f.start < j]
    return any(f.kind in KINDS_OF_FINISH for f in inside) and not any(_finish_verb(f) for f in inside)


def _events(ws: Words, facts: list[Fact], a: int, b: int, skip: set[int]) -> list[Fact]:
    """The finishes told in [a, b): someone finished (said, not denied, not a condition), the deck ran
    out, or a finish told after "sonra" without its verb."""
    out = [f for f in facts if a <= f.start < b and f.start not in skip and _finish_verb(f)]
    out += [Fact("hands", "elliptic-finish", i, i + 1, {}, "sonra X normal") for i in range(a, b)
            if i not in skip and elliptic(ws, facts, i)]
    return sorted(out, key=lambda f: f.start)


def _repeat_at(facts: list[Fact], event: Fact) -> Fact | None:
    return next((f for f in facts if f.kind == "finish-repeat" and f.value.get("verb") is not None and
                 (f.value["verb"] == event.start or event.start <= f.value["verb"] < event.end)), None)


def _sep_after(ws: Words, i: int, b: int) -> int | None:
    while i < b:
        if ws[i].sep:
            return i
        i += 1
    return None


def _sep_before(ws: Words, i: int, a: int) -> int | None:
    while i > a:
        i -= 1
        if ws[i].sep:
            return i + 1
    return None


def _in_parens(ws: Words, i: int) -> bool:
    """Word i is inside parentheses: an aside about what was just told."""
    depth = 0
    for j in range(i):
        depth += {"(": 1, ")": -1}.get(ws[j].text, 0)
    return depth > 0


def _own_subject(ws: Words, facts: list[Fact], a: int, event: Fact) -> bool:
    """The finish at ``event`` says who finished, after the "sonra" at word a: a person named between
    them ("sonra ben normal bittim", "ardından karşı takım …"), a first-person verb, or the deck."""
    if event.kind == "deste":
        return True
    if any(f.dim == "people" and a < f.start < event.start for f in facts):
        return True
    return event.kind == "finished" and event.value.get("person") in ("1sg", "1pl")


def _cut_between(ws: Words, facts: list[Fact], e1: Fact, e2: Fact, b: int) -> int | None:
    """Where the hand of finish e1 ends and that of e2 starts, or None when the story does not mark
    them as two hands."""
    if e2.kind == "elliptic-finish":
        return e2.start
    for j in range(e1.end, e2.start):
        if ws[j].text in THEN and (j == e1.end or ws.at(j - 1) in ("", ",", ".", "ve") or ws[j - 1].sep or
                                   ws[j - 1].verb is not None):
            if _in_parens(ws, j) or not _own_subject(ws, facts, j, e2):
                return None  # "kuzen çiftten bitti (… sonra işleyip bitti)": the same finish, told in detail
            return j
    r1, r2 = _repeat_at(facts, e1), _repeat_at(facts, e2)
    if r1 is not None:
        end = max(r1.end, e1.end)
        j = _sep_after(ws, end, e2.start)
        return j + 1 if j is not None else None
    if r2 is not None:
        return _sep_before(ws, min(r2.start, e2.start), e1.end)
    return None


def cut(ws: Words, ranges: list[tuple[int, int]], facts: list[Fact], skip: set[int]) -> list[tuple[int, int, int]]:
    """Each hand's word range and how many times it was played: a range with several finishes marked
    as following one another is cut between them; a finish told "n kere" is n hands."""
    out: list[tuple[int, int, int]] = []
    for a, b in ranges:
        evs = _events(ws, facts, a, b, skip)
        cuts = []
        for e1, e2 in zip(evs, evs[1:]):
            j = _cut_between(ws, facts, e1, e2, b)
            if j is None or not a < j < b:
                cuts = []
                break  # one pair not marked apart: the stretch stays one hand (the planner asks)
            cuts.append(j)
        bounds = [a] + cuts + [b]
        for x, y in zip(bounds, bounds[1:]):
            here = _events(ws, facts, x, y, skip)
            rep = _repeat_at(facts, here[0]) if len(here) == 1 else None
            out.append((x, y, rep.value["n"] if rep is not None else 1))
    return out


__all__ = ["cut", "elliptic", "finish_repeat", "THEN", "KINDS_OF_FINISH"]
