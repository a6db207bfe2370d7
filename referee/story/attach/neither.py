""""ne … ne" (neither … nor): one verb told of two or more parties, each marked by "ne", is negated for
every one of them ("ne ben açabildim ne eşim", "ne Ali ne Veli açabildi", "ne ben ne ortağım açtık",
"ne Ali açtı ne de Veli") — whatever the verb's own polarity ("ne ben açamadım ne eşim" says the same).
"""
from __future__ import annotations

from dataclasses import replace

from referee.story.clauses import Clause
from referee.story.rules import Fact
from referee.story.vocabulary import vocabulary
from referee.story.words import Words

_PARTY = ("person", "alias", "self")


def _marked(ws: Words, f: Fact) -> bool:
    """A party with "ne" right before it ("ne eşim", "ne de Veli")."""
    j = f.start - 1
    if ws.at(j) in ("de", "da"):
        j -= 1
    return ws.at(j) == "ne"


def _sentence(ws: Words, i: int) -> int:
    return sum(1 for w in ws.items[:i] if w.strong)


def _verb_marked(ws: Words, clauses: list[Clause]) -> list[Fact]:
    """"ne açabildim ne de eşim": a first-person verb right after "ne" is the asker's part of the pair —
    a stand-in party fact at the verb (``ref`` ben)."""
    out = []
    for c in clauses:
        for j in range(max(c.start, 1), c.end):
            v = ws[j].verb
            if ws.at(j - 1) == "ne" and v is not None and v.form == "finite" and v.person == "1sg":
                out.append(Fact("people", "self", j, j + 1, {"ref": "ben", "case": "nom"}, "ne açabildim"))
    return out


def _told(c: Clause, parties: list[Fact]) -> list[Fact]:
    """The clause's facts with a polarity told from the first party on (what "ne … ne" negates)."""
    return [f for f in c.facts if "neg" in f.value and f.value.get("verb", f.start) >= parties[0].start]


def _theirs(ws: Words, c: Clause, f: Fact, parties: list[Fact]) -> bool:
    """The verb belongs to the marked party before it: between them only words of the game or of chat
    ("ne ben elimi açabildim"), never a word that may be another player ("ne eşim Ordulu açabildi": Ordulu's
    verb) nor a person told."""
    verb = f.value.get("verb", f.start)
    party = max((p for p in parties if p.start < verb), key=lambda p: p.start, default=None)
    if party is None or not c.start <= party.start < c.end:
        return True  # the verb after the parties' own clauses ("ne ben ne eşim | açabildik")
    return not any(r.start in range(party.end, verb) for r in c.refs) and \
        all(vocabulary(ws.at(j)) for j in range(party.end, verb))


def neither_nor(clauses: list[Clause], ws: Words, facts: list[Fact]) -> dict[int, list[Fact]]:
    """The clauses whose verb a "ne … ne" covers (index → the marked parties, in order); their facts that
    carry a polarity are turned negative here — each party's own verb ("ne ben açabildim ne eşim açabildi")
    or the one verb they share ("ne ben ne eşim açabildik"). The caller makes the parties the first such
    clause's subjects. A party counts when its "ne" is in a clause of the hand (the party itself may stand in
    the question's words: "ne ben açabildim ne eşim | takım kaç yazar")."""
    spans = [(c.start, c.end) for c in clauses]
    refs = sorted([f for f in facts if f.dim == "people" and f.kind in _PARTY and f.value.get("case", "nom") == "nom"
                   and _marked(ws, f) and any(a <= f.start - 1 < b or a <= f.start - 2 < b for a, b in spans)]
                  + _verb_marked(ws, clauses), key=lambda f: f.start)
    groups: dict[int, list[Fact]] = {}
    for f in refs:
        groups.setdefault(_sentence(ws, f.start), []).append(f)
    out: dict[int, list[Fact]] = {}
    for parties in groups.values():
        if len({f.value.get("ref") for f in parties}) < 2:
            continue
        at = [k for k, c in enumerate(clauses) if any(c.start <= f.start < c.end for f in parties)]
        if not at:
            continue
        # each party's own verb, or — none told in their clauses — the one right after the last, naming no
        # one else ("ne ben ne eşim | açabildik"); a clause with its own subject is not theirs ("…, Ali bitti")
        after = at[-1] + 1
        if not any(_told(clauses[k], parties) for k in at) and after < len(clauses) and \
                not any(f.kind in _PARTY for f in clauses[after].refs):
            at.append(after)
        for k in at:
            c = clauses[k]
            told = [f for f in _told(c, parties) if _theirs(ws, c, f, parties)]
            if told:
                c.facts = [replace(f, value={**f.value, "neg": True}) if f in told else f for f in c.facts]
                if not any(x in out for x in at):
                    out[k] = parties  # the first verb stands for every party; the others keep their own subject
    return out
