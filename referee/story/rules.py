"""Small named rules over the words of a story, and the corpus of examples each dimension keeps.

Modelled on Duckling: every kind of fact (a *dimension*: tiles, openings, finishes …) is a folder
with ``rules.py`` (a tuple of :class:`Rule`) and ``corpus.py`` (positive and negative
:class:`Example`), and the tests run every corpus. A new way of saying something is a new rule
with its examples, in the folder where that kind of fact lives.

A rule is a *pattern* of atoms matched against consecutive words, and a ``make`` function that
turns the match into a fact (``kind``, ``value``) or refuses it (None). Atoms:

==============  ==========================================================================
``okey``        the folded word itself; ``a|b|c`` any of them; ``kald*`` a prefix
``@ac``         a form of the verb ``ac`` (:mod:`referee.story.morph`); ``@ac+`` positive,
                ``@ac-`` negative, ``@ac,bit`` either root; ``:fin`` ``:conv`` ``:part``
                ``:1sg`` ``:1pl`` ``:3sg`` after it restrict the form / person
``#``           a number (``#1-13``: in that range; ``#.`` an ordinal "2.")
``,``           a separator (``.`` only a strong one: end of a sentence, or of the text)
``?X``          X may be missing; ``~3`` up to three words that are not separators
``n=X``         name the word X matched, for ``make`` (``m["n"]``)
==============  ==========================================================================

>>> r = Rule("kaç kere", "n=#1-9 kere|kez", lambda m: ("count", {"n": m["n"].num}))
>>> from referee.story.words import words
>>> [f.value for f in run((r,), words("3 kez işlek attım"), "penalties")]
[{'n': 3}]
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping

from referee.story.words import STRONG, WEAK, Word, Words


@dataclass(frozen=True)
class Fact:
    """One thing a rule recognised: its dimension, kind, the words it covers and its value."""

    dim: str
    kind: str
    start: int
    end: int  # exclusive
    value: Mapping[str, Any]
    rule: str

    def covers(self, i: int) -> bool:
        return self.start <= i < self.end


@dataclass(frozen=True)
class _Atom:
    kind: str  # word | prefix | verb | num | sep | gap | any
    args: tuple = ()
    optional: bool = False
    name: str = ""


def _parse_atom(text: str) -> _Atom:
    optional = text.startswith("?")
    if optional:
        text = text[1:]
    name = ""
    if "=" in text and not text.startswith("="):
        name, text = text.split("=", 1)
    if text.startswith("~"):
        return _Atom("gap", (int(text[1:] or 1),), optional, name)
    if "|" in text and any(alt.startswith(("#", "@")) for alt in text.split("|")):
        nums = [alt for alt in text.split("|") if alt.startswith(("#", "@"))]
        plain = "|".join(alt for alt in text.split("|") if not alt.startswith(("#", "@")))
        parts = tuple(_parse_atom(alt) for alt in nums) + ((_parse_atom(plain),) if plain else ())
        return _Atom("alt", parts, optional, name)
    if text == "#" or (text.startswith("#") and text[1:2].isdigit()) or text == "#.":
        lo, hi, ordinal = None, None, text == "#."
        if "-" in text[1:]:
            a, b = text[1:].split("-")
            lo, hi = int(a), int(b)
        return _Atom("num", (lo, hi, ordinal), optional, name)
    if text in (",", "."):
        return _Atom("sep", (text == ".",), optional, name)
    if text == "_":
        return _Atom("any", (), optional, name)
    if text.startswith("@"):
        spec, _, form = text[1:].partition(":")
        pol = None
        if spec.endswith("+"):
            pol, spec = False, spec[:-1]
        elif spec.endswith("-"):
            pol, spec = True, spec[:-1]
        return _Atom("verb", (frozenset(spec.split(",")), pol, form), optional, name)
    alts = text.split("|")
    words = frozenset(a for a in alts if not a.endswith("*"))
    prefixes = tuple(a[:-1] for a in alts if a.endswith("*"))
    return _Atom("word", (words, prefixes), optional, name)


def _atom_ok(a: _Atom, w: Word) -> bool:
    if a.kind == "alt":
        return any(_atom_ok(x, w) for x in a.args)
    if a.kind == "word":
        words, prefixes = a.args
        t = w.text
        return t in words or (bool(prefixes) and t.startswith(prefixes))
    if a.kind == "num":
        lo, hi, ordinal = a.args
        if w.num is None or (ordinal and not w.ordinal) or (not ordinal and w.ordinal):
            return False
        return lo is None or lo <= w.num <= hi
    if a.kind == "sep":
        return w.strong if a.args[0] else w.sep
    if a.kind == "any":
        return not w.sep and w.text not in ("+", "(", ")")
    if a.kind == "verb":
        roots, neg, form = a.args
        v = w.verb
        if v is None or v.root not in roots or (neg is not None and v.neg != neg):
            return False
        if not form:
            return True
        if form == "fin":
            return v.form == "finite" and v.mood != "cond"
        if form in ("conv", "part", "inf", "imp"):
            return v.form == form
        return v.form == "finite" and v.person == form
    return False


class Match:
    """The words a pattern matched, by name (``m["n"]``) and in order (``m.words``)."""

    def __init__(self, ws: Words, start: int, end: int, names: dict[str, int]) -> None:
        self.ws, self.start, self.end, self.names = ws, start, end, names

    def __getitem__(self, name: str) -> Word:
        return self.ws[self.names[name]]

    def get(self, name: str) -> Word | None:
        i = self.names.get(name)
        return None if i is None else self.ws[i]

    @property
    def words(self) -> list[Word]:
        return self.ws.items[self.start:self.end]


Make = Callable[[Match], "tuple[str, Mapping[str, Any]] | None"]


@dataclass(frozen=True)
class Rule:
    """A named pattern → fact. ``claims``: the words named in the pattern become this fact's values
    (a later rule of another dimension will not read the same number as something else)."""

    name: str
    pattern: str
    make: Make
    claims: tuple[str, ...] = ()
    atoms: tuple[_Atom, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "atoms", tuple(_parse_atom(t) for t in self.pattern.split()))

    def match_at(self, ws: Words, i: int) -> Match | None:
        names: dict[str, int] = {}
        end = _match(self.atoms, 0, ws, i, names)
        if end is None or end == i:
            return None
        return Match(ws, i, end, names)


def _match(atoms: tuple[_Atom, ...], k: int, ws: Words, i: int, names: dict[str, int]) -> int | None:
    """End index when atoms[k:] match from word i (backtracking over optional atoms and gaps)."""
    items = ws.items
    n = len(items)
    # fast path: plain atoms one after another, no choice to undo
    while k < len(atoms):
        a = atoms[k]
        if a.optional or a.kind == "gap":
            break
        if i >= n:
            if a.kind == "sep" and a.args[0]:
                k += 1  # the end of the text ends a sentence too
                continue
            return None
        w = items[i]
        if (w.claimed and a.kind != "sep") or not _atom_ok(a, w):
            return None
        if a.name:
            names[a.name] = i
        k += 1
        i += 1
    if k == len(atoms):
        return i
    a = atoms[k]
    if a.kind == "gap":
        j = i
        for _ in range(a.args[0] + 1):
            got = _match(atoms, k + 1, ws, j, names)
            if got is not None:
                return got
            if j >= n or items[j].sep or items[j].text in ("(", ")", "+") or \
                    (items[j].verb is not None and items[j].verb.form == "finite"):
                break  # a gap stays inside one phrase: no separator, no other finite verb
            j += 1
        return None
    if i < n and (not items[i].claimed or a.kind == "sep") and _atom_ok(a, items[i]):
        if a.name:
            names[a.name] = i
        got = _match(atoms, k + 1, ws, i + 1, names)
        if got is not None:
            return got
        if a.name:
            names.pop(a.name, None)
    return _match(atoms, k + 1, ws, i, names)  # the optional atom left out


def _key(atoms: tuple[_Atom, ...]) -> tuple[frozenset[str], frozenset[str]] | None:
    """The words and verb roots of which a text must hold one for the pattern to match anywhere in it:
    of the atoms that are neither optional nor a gap, the one of fewest plain words or verb roots
    (an atom that a number, a prefix, a separator or any word satisfies is no key). None: no such atom."""
    best = None
    for a in atoms:
        if a.optional or a.kind == "gap":
            continue
        subs = a.args if a.kind == "alt" else (a,)
        if not all(x.kind == "verb" or (x.kind == "word" and not x.args[1]) for x in subs):
            continue
        words = frozenset(w for x in subs if x.kind == "word" for w in x.args[0])
        roots = frozenset(r for x in subs if x.kind == "verb" for r in x.args[0])
        if best is None or len(words) + len(roots) < len(best[0]) + len(best[1]):
            best = (words, roots)
    return best


class Rules(tuple):
    """A dimension's rules, most specific first, indexed by what their first word can be (so a
    story is not matched against every rule at every word: parse p95 ≤ 5 ms)."""

    def __new__(cls, rules: Iterable[Rule]) -> "Rules":
        self = super().__new__(cls, tuple(rules))
        self._by_word: dict[str, list[int]] = {}
        self._by_root: dict[str, list[int]] = {}
        self._prefix: list[tuple[tuple[str, ...], int]] = []
        self._num: list[int] = []
        self._sep: list[int] = []
        self._any: list[int] = []
        self._memo: dict[str, tuple[int, ...]] = {}
        self._keyless: set[int] = set()
        self._key_words: dict[str, list[int]] = {}
        self._key_roots: dict[str, list[int]] = {}
        for k, r in enumerate(self):
            self._index(r.atoms, 0, k)
            key = _key(r.atoms)
            if key is None:
                self._keyless.add(k)
                continue
            for w in key[0]:
                self._key_words.setdefault(w, []).append(k)
            for root in key[1]:
                self._key_roots.setdefault(root, []).append(k)
        return self

    def possible(self, ws: Words) -> set[int]:
        """The rules (by index) that can match somewhere in these words: those whose key word or verb
        root (:func:`_key`) the words hold, and those without a key. A word's text and verb do not
        change during a :func:`run` (words only get claimed), so no other rule can match in it."""
        got = set(self._keyless)
        for w in ws.items:
            got.update(self._key_words.get(w.text, ()))
            if w.verb is not None:
                got.update(self._key_roots.get(w.verb.root, ()))
        return got

    def _index(self, atoms: tuple[_Atom, ...], j: int, k: int) -> None:
        if j >= len(atoms):
            self._any.append(k)
            return
        a = atoms[j]
        if a.kind == "alt":
            for sub in a.args:
                self._index((sub,) + atoms[j + 1:], 0, k)
            if a.optional:
                self._index(atoms, j + 1, k)
            return
        if a.kind == "word":
            for w in a.args[0]:
                self._by_word.setdefault(w, []).append(k)
            if a.args[1]:
                self._prefix.append((a.args[1], k))
        elif a.kind == "verb":
            for root in a.args[0]:
                self._by_root.setdefault(root, []).append(k)
        elif a.kind == "num":
            self._num.append(k)
        elif a.kind == "sep":
            self._sep.append(k)
        else:
            self._any.append(k)
        if a.optional or a.kind == "gap":
            self._index(atoms, j + 1, k)

    def literals(self) -> set[str]:
        """Every literal word any pattern of these rules matches (not prefixes, verbs or numbers)."""
        out: set[str] = set()

        def walk(a: _Atom) -> None:
            if a.kind == "word":
                out.update(a.args[0])
            elif a.kind == "alt":
                for sub in a.args:
                    walk(sub)
        for r in self:
            for a in r.atoms:
                walk(a)
        return out

    def candidate_ids(self, w: Word) -> tuple[int, ...]:
        """The rules (by index, most specific first) whose first atom can match this word (a word's
        text decides its number and verb reading, so the answer is kept per text)."""
        got = self._memo.get(w.text)
        if got is None:
            got = self._memo[w.text] = self._candidates(w)
            if len(self._memo) > 20000:
                self._memo.clear()
        return got

    def _candidates(self, w: Word) -> tuple[int, ...]:
        ks = set(self._by_word.get(w.text, ()))
        ks.update(k for pre, k in self._prefix if w.text.startswith(pre))
        if w.verb is not None:
            ks.update(self._by_root.get(w.verb.root, ()))
        if w.num is not None:
            ks.update(self._num)
        if w.sep:
            ks.update(self._sep)
        ks.update(self._any)
        return tuple(sorted(ks))


def run(rules: Iterable[Rule], ws: Words, dim: str) -> list[Fact]:
    """Every fact the rules find, left to right; at one position the first rule that matches wins
    (rules are listed most specific first) and its words are not read again by this dimension."""
    out: list[Fact] = []
    rules = rules if isinstance(rules, Rules) else Rules(rules)
    possible = rules.possible(ws)
    i, n = 0, len(ws)
    while i < n:
        for k in rules.candidate_ids(ws[i]):
            if k not in possible:
                continue
            r = rules[k]
            m = r.match_at(ws, i)
            if m is None:
                continue
            made = r.make(m)
            if made is None:
                continue
            kind, value = made
            out.append(Fact(dim, kind, m.start, m.end, value, r.name))
            for name in r.claims:
                w = m.get(name)
                if w is not None:
                    w.claimed = dim
            i = m.end - 1
            break
        i += 1
    return out


@dataclass(frozen=True)
class Example:
    """A corpus line: a text and the facts (kind → value subset) a dimension must find in it.

    ``expect`` maps a fact kind to a value subset that some fact of that kind must have (``{}``: any
    value); ``absent`` lists kinds that must *not* be found (a negative example).
    """

    text: str
    expect: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    absent: tuple[str, ...] = ()


def check(example: Example, facts: list[Fact]) -> list[str]:
    """What is wrong with the facts found for an example ([] = right)."""
    problems = []
    for kind, want in example.expect.items():
        got = [f for f in facts if f.kind == kind]
        if not any(all(f.value.get(k) == v for k, v in want.items()) for f in got):
            problems.append(f"{kind} {dict(want)} not found in {[(f.kind, dict(f.value)) for f in got] or 'nothing'}")
    for kind in example.absent:
        got = [f for f in facts if f.kind == kind]
        if got:
            problems.append(f"{kind} found but must not be: {[dict(f.value) for f in got]} ({got[0].rule})")
    return problems


__all__ = ["Fact", "Rule", "Rules", "Match", "Example", "run", "check", "STRONG", "WEAK"]
