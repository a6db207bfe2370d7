"""A hand's words cut into clauses, each with its subject: who did what (issue 11, cause 10).

Turkish puts the subject first and the verb last, so a clause ends at a finite verb or a separator,
and a new subject word starts a new one ("kuzen açmıştı elinde k12 m9 kaldı, burak açamadı" is
three clauses). The subject of a clause is, in order: a person named in it in the nominative
("Deniz açtı"), else the verb's person ("açtım" → the asker, "açtık" → us), else the person talked
about last (the *topic*: "Kuzen açmıştı. Elinde 20 kaldı." → Kuzen). A person in the genitive or
locative ("Deniz'in elinde", "bende") is the clause's *owner*: whose tiles its numbers are.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from referee.story.rules import Fact
from referee.story.words import Words

#: Verbs that close a clause when finite (any other finite verb does too, except speech fillers).
_NO_CLOSE = frozenset({"de"})
#: "var / vardı": a predicate the morphology does not read as a verb, closing a clause all the same.
_EXISTS = frozenset({"var", "vardi", "varmis", "vardir"})


@dataclass
class Clause:
    """Word range [start, end) of one clause, the people named in it and its facts."""

    start: int
    end: int
    refs: list[Fact] = field(default_factory=list)  # people facts, in order
    facts: list[Fact] = field(default_factory=list)  # every other fact inside
    subject: str | None = None  # resolved key (or a q:… group)
    subjects: list[str] = field(default_factory=list)  # the keys the subject stands for
    owner: str | None = None  # whose tiles (gen / loc person, "elimde")

    def words(self, ws: Words) -> list:
        return ws.items[self.start:self.end]

    def kinds(self) -> set[str]:
        return {f.kind for f in self.facts}

    def first(self, kind: str) -> Fact | None:
        return next((f for f in self.facts if f.kind == kind), None)

    def all(self, kind: str) -> list[Fact]:
        return [f for f in self.facts if f.kind == kind]


def _paren_breaks(ws: Words, start: int, end: int) -> set[int]:
    """Parentheses that separate clauses: those around a clause of their own ("(5 çiftle açmıştı)");
    a name or a number in parentheses ("ben (burak)", "bir okey (9)") stays inside its clause."""
    out: set[int] = set()
    i = start
    while i < end:
        if ws[i].text == "(":
            j = i + 1
            while j < end and ws[j].text != ")":
                j += 1
            if any(w.verb is not None and w.verb.form == "finite" for w in ws.items[i + 1:j]) or j - i > 4 or \
                    any(w.text == "+" for w in ws.items[i + 1:j]):  # "(cemil+hakan)": a side's roster
                out.update({i, j})
            i = j
        i += 1
    return out


def _in_list(ws: Words, i: int, facts: list[Fact]) -> bool:
    """A comma between two tiles (or a tile and a number) is inside one list."""
    def tileish(j: int) -> bool:
        return 0 <= j < len(ws) and any(f.kind in ("tile", "tiles", "okey", "sahte") and f.start <= j < f.end
                                        for f in facts)

    def bare(j: int) -> bool:  # "elimde 3, 7 ve 1 kaldı": the values of the tiles left, one list
        return 0 <= j < len(ws) and ws[j].num is not None and not ws[j].suffix and not ws[j].ordinal and \
            1 <= ws[j].num <= 13 and not ws[j].claimed and not tileish(j)
    if tileish(i - 1) and tileish(i + 1):
        return True
    return (tileish(i - 1) or bare(i - 1)) and (tileish(i + 1) or bare(i + 1)) and \
        (tileish(i - 1) or tileish(i + 1) or _held_before(ws, i - 1))


def _held_before(ws: Words, i: int) -> bool:
    """A "whose hand" word ("elimde", "elinde", "bende") right before the list the number at word i ends."""
    from referee.story.lexicon import HAND_ANY, HAND_MINE, HAND_THIRD

    while i > 0 and (ws.at(i - 1) == "," or ws[i - 1].num is not None and not ws[i - 1].suffix):
        i -= 1
    return ws.at(i - 1) in HAND_MINE | HAND_THIRD | HAND_ANY


def _names_listed(ws: Words, start: int | None, i: int, ref_at: dict[int, Fact]) -> bool:
    """A comma in a list of people before their one predicate ("nazan, sevgi ve hakan açmadı"): the
    clause so far is only people in the nominative, and another one follows the comma."""
    if start is None or i + 1 >= len(ws):
        return False
    if not told_by_name(ref_at.get(i + 1)):
        return False
    j = start
    while j < i:
        ref = ref_at.get(j)
        if told_by_name(ref):
            j = ref.end
        elif ws.at(j) in ("ve", ","):
            j += 1
        else:
            return False
    return _predicate_after(ws, i + 1, ref_at)


def _predicate_after(ws: Words, i: int, ref_at: dict[int, Fact]) -> bool:
    """After the people from word i (more names, commas, "ve"), a verb comes before any other word of
    the clause: their shared predicate ("… hakan hiçbiri açmamıştı"), not a new clause of each."""
    j = i
    while j < len(ws):
        ref = ref_at.get(j)
        if told_by_name(ref):
            j = ref.end
            continue
        if ws.at(j) in ("ve", ",", "hicbiri", "ucu", "ikisi", "hepsi", "de", "da"):
            j += 1
            continue
        w = ws[j]
        return w.verb is not None and w.verb.form == "finite"
    return False


def told_by_name(ref: Fact | None) -> bool:
    """A person told by name in the nominative ("nazan", "halamın oğlu"), not a group or a role."""
    return ref is not None and ref.kind == "person" and ref.value.get("case") == "nom" and \
        str(ref.value.get("ref", "")).startswith("name:")


def _subject(ref: Fact) -> bool:
    """A person fact in the nominative: a reference, or a role told with its name ("karşı takımdan
    Nihat", "eşim Remzi") — either starts a clause of its own as its subject."""
    return ref.kind in ("person", "alias") and ref.value.get("case", "nom") == "nom" and \
        (ref.kind == "person" or bool(ref.value.get("name")))


def _after_verb(ws: Words, i: int) -> bool:
    prev = ws[i - 1] if i > 0 else None
    return prev is not None and prev.verb is not None and prev.verb.form == "finite"


def _told_remainder(ws: Words, a: int | None, b: int, facts: list[Fact]) -> bool:
    """"elimde 9 eşim 14 kaldı": words [a, b) already tell whose tiles ("elimde") and a number, so
    the next subject starts its own clause (its number is not the first one's)."""
    if a is None:
        return False
    held = any(f.kind == "held" and a <= f.start < b for f in facts)
    tiles = {j for f in facts if f.kind in ("tile", "tiles", "okey", "sahte") for j in range(f.start, f.end)}
    told = any(ws[j].num is not None and not ws[j].ordinal and j not in tiles for j in range(a, b)) or \
        any(f.kind in ("tile", "tiles") and a <= f.start < b for f in facts)
    return held and told


def _next_owner(ws: Words, refs: list[Fact], ref: Fact | None, i: int, facts: list[Fact]) -> bool:
    """"Velide 9 Ayşede 5 kaldı": an owner (a person in the locative or genitive) after another owner
    whose number is already told starts a clause of its own — the second number is not the first one's."""
    if ref is None or ref.kind != "person" or ref.value.get("case") not in ("loc", "gen"):
        return False
    owners = [r for r in refs if r.kind == "person" and r.value.get("case") in ("loc", "gen")]
    if not owners or owners[-1].value.get("ref") == ref.value.get("ref"):
        return False
    return _told_number(ws, owners[-1].end, i, facts)


def _told_number(ws: Words, a: int, b: int, facts: list[Fact]) -> bool:
    """A number (not an ordinal, not a tile's) or a tile among words [a, b)."""
    tiles = {j for f in facts if f.kind in ("tile", "tiles", "okey", "sahte") for j in range(f.start, f.end)}
    return any(ws[j].num is not None and not ws[j].ordinal and j not in tiles for j in range(a, b)) or \
        any(f.kind in ("tile", "tiles") and a <= f.start < b for f in facts)


def _alone(ws: Words, j: int, end: int, skip: set[int]) -> bool:
    return j >= end or ws[j].sep or j in skip


def split(ws: Words, start: int, end: int, people: list[Fact], facts: list[Fact], skip: set[int]) -> list[Clause]:
    """Clauses of the words [start, end), leaving out the words in ``skip`` (question windows)."""
    ref_at = {f.start: f for f in people}
    out: list[Clause] = []
    cur_start: int | None = None
    cur_refs: list[Fact] = []
    content = False

    def close(at: int) -> None:
        nonlocal cur_start, cur_refs, content
        if cur_start is not None and at > cur_start:
            out.append(Clause(cur_start, at, list(cur_refs)))
        cur_start, cur_refs, content = None, [], False

    parens = _paren_breaks(ws, start, end)
    marks = {f.start for f in facts if f.kind == "hand"}  # "… onlar 320 | bu el Cem kafa attı": a hand's mark starts anew
    i = start
    while i < end:
        w = ws[i]
        if i in marks and cur_start is not None:
            close(i)
        if w.sep and not w.strong and (_in_list(ws, i, facts) or _names_listed(ws, cur_start, i, ref_at)):
            i += 1  # "elimde m1, m2, s10 kaldı", "nazan, sevgi ve hakan açmadı": a comma inside a list keeps the clause
            continue
        if i in skip or w.sep or (w.text in ("(", ")") and i in parens):
            close(i)
            i += 1
            continue
        if w.text in ("(", ")"):
            i += 1
            continue
        ref = ref_at.get(i)
        if ref is not None and ref.kind == "person" and ref.value.get("case") == "nom" and out and cur_start is None \
                and out[-1].end == i and _after_verb(ws, i) and _alone(ws, ref.end, end, skip):
            # "hepsini indirip bitti rakip, …": the subject said after its verb belongs to that clause
            out[-1].end = ref.end
            out[-1].refs.append(ref)
            i = ref.end
            continue
        if ref is not None and _subject(ref):
            named = [r for r in cur_refs if r.kind == "person" and r.value.get("case") == "nom"]
            has_verb = cur_start is not None and any(x.verb is not None for x in ws.items[cur_start:i])
            joined = ws.at(i - 1) in ("ve", "ile", "+", ",") or (ws.at(i - 1) in ("de", "da") and ws.at(ref.end) in ("de", "da"))
            listed = not content and bool(named) and named[-1].end == i and told_by_name(named[-1]) and \
                told_by_name(ref) and _predicate_after(ws, i, ref_at)  # "nazan sevgi hakan hiçbiri açmadı"
            joined = joined or listed
            # a new subject starts a new clause; words before it with no verb are its object ("perimdeki
            # okeyi rakip aldı"), and "ben ve eşim açamadık" is one subject of two
            if (content and has_verb) or (named and named[-1].value != ref.value and not joined) or \
                    (content and not joined and _told_remainder(ws, cur_start, i, facts)):
                close(i)
        if _next_owner(ws, cur_refs, ref, i, facts):
            close(i)  # "eniştemde 9 görümcemde 5 kaldı": each owner's number is their own
        if cur_start is None:
            cur_start = i
        if ref is not None:
            cur_refs.append(ref)
            i = ref.end
            continue
        v = w.verb
        owner_waits = w.text.endswith("ken") and any(r.value.get("case") == "gen" for r in cur_refs) and \
            not any(r.value.get("case", "nom") == "nom" for r in cur_refs)  # "Şükrü'nün açarken serisine koyduğu okey"
        if w.text in _EXISTS and (ref_at.get(i + 1) is not None and ref_at[i + 1].value.get("case") == "nom"):
            close(i + 1)  # "üstelik 7 sayı daha var cem normal bitti": "var" ends the clause before a new subject
            i += 1
            continue
        if v is not None and ((v.form == "finite" and v.root not in _NO_CLOSE) or
                              (v.form == "conv" and w.text.endswith("ken") and not owner_waits)):
            close(i + 1)
        else:
            content = True
        i += 1
    close(end)
    for c in out:
        c.facts = [f for f in facts if c.start <= f.start < c.end]
    return out


__all__ = ["Clause", "split", "told_by_name"]
