""""ne … ne" (neither … nor): one verb told of two or more parties, each marked by "ne", is negated for
every one of them ("ne ben açabildim ne eşim", "ne Ali ne Veli açabildi", "ne ben ne ortağım açtık",
"ne Ali açtı ne de Veli") — whatever the verb's own polarity ("ne ben açamadım ne eşim" says the same).
"""
from __future__ import annotations

from dataclasses import replace

from referee.story.clauses import Clause
from referee.story.rules import Fact
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


def neither_nor(clauses: list[Clause], ws: Words, facts: list[Fact]) -> dict[int, list[Fact]]:
    """The clauses whose verb a "ne … ne" covers (index → the marked parties, in order); their facts that
    carry a polarity are turned negative here. The caller makes the parties the clause's subjects. A party
    counts when its "ne" is in a clause of the hand (the party itself may stand in the question's words:
    "ne ben açabildim ne eşim | takım kaç yazar")."""
    spans = [(c.start, c.end) for c in clauses]
    refs = sorted((f for f in facts if f.dim == "people" and f.kind in _PARTY and f.value.get("case", "nom") == "nom"
                   and _marked(ws, f) and any(a <= f.start - 1 < b or a <= f.start - 2 < b for a, b in spans)),
                  key=lambda f: f.start)
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
        # the verb is in a clause of the parties, or in the one right after the last, naming no one else
        # ("ne ben ne eşim | açabildik"); a clause with its own subject is not theirs ("…, Ali bitti")
        after = at[-1] + 1
        if after < len(clauses) and not any(f.kind in _PARTY for f in clauses[after].refs):
            at.append(after)
        for k in at:
            c = clauses[k]
            told = [f for f in c.facts if "neg" in f.value and f.value.get("verb", f.start) > parties[0].start]
            if told:
                c.facts = [replace(f, value={**f.value, "neg": True}) if f in told else f for f in c.facts]
                out[k] = parties
                break
    return out
