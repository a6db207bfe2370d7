"""A compass seat written right before a name is that player's seat: "Kuzey Aydın Bey", "güney Ece".

Why: a café's score desk names the seats of a table by the compass and writes the player after the
seat ("Kuzey Aydın Bey – Güney Aydın Hanım, Doğu Koç Bey – Batı Şen Hanım"). Read as two people
each, the table has eight. So a seat fact ("seat:kuzey") that ends where a name's mention begins
becomes the alias of that name (:meth:`referee.story.entities.People._seat_alias`): one player, who
sits north and is called by the name. A later "kuzey" alone is then that player too.
"""
from __future__ import annotations

from referee.story.rules import Fact

_COMPASS = frozenset({"seat:kuzey", "seat:guney", "seat:dogu", "seat:bati"})


def seats_before_names(facts: list[Fact]) -> list[Fact]:
    """The facts with each compass seat before a name turned into that name's seat alias (module doc).

    >>> fs = [Fact("people", "person", 0, 1, {"ref": "seat:kuzey", "case": "nom"}, ""),
    ...       Fact("people", "person", 1, 3, {"ref": "name:aydin", "case": "nom", "honorific": "bey"}, "")]
    >>> [(f.kind, f.value["ref"], f.value.get("name")) for f in seats_before_names(fs)]
    [('alias', 'seat:kuzey', 'aydin'), ('person', 'name:aydin', None)]
    """
    names = {f.start: f for f in facts if f.dim == "people" and f.kind == "person"
             and str(f.value.get("ref", "")).startswith("name:")}
    out = []
    for f in facts:
        named = names.get(f.end)
        if f.dim == "people" and f.kind == "person" and f.value.get("ref") in _COMPASS and f.end - f.start == 1 \
                and f.value.get("case", "nom") == "nom" and named is not None:
            f = Fact("people", "alias", f.start, f.end, {"ref": f.value["ref"], "name": named.value["ref"][5:],
                                                         "case": "nom"}, "seat before a name")
        out.append(f)
    return out


def compass_nicknames(facts: list[Fact]) -> list[Fact]:
    """A compass word listed as a member of a side beside a name ("ben+Kuzey vs Berk+Zeynep"), or the only compass
    word of a story that names its other players (and no seat at all), is a player's nickname, not a seat: every
    "kuzey" of the story is that player then ("kuzey mavi 6 attı": Kuzey).

    >>> fs = [Fact("people", "teams", 0, 7, {"sides": [["ben", "kuzey"], ["berk", "zeynep"]]}, ""),
    ...       Fact("people", "person", 9, 10, {"ref": "seat:kuzey", "case": "nom"}, "")]
    >>> [f.value.get("ref") for f in compass_nicknames(fs)]
    [None, 'name:kuzey']
    """
    named: set[str] = set()
    for f in facts:
        if f.dim == "people" and f.kind == "teams":
            members = [m for side in f.value.get("sides", []) for m in side]
            seats = {m for m in members if "seat:" + m in _COMPASS}
            if seats and len(seats) < len([m for m in members if m != "ben"]):
                named |= seats  # a side mixes compass words with names: the compass words are names
    refs = [str(f.value.get("ref", "")) for f in facts if f.dim == "people" and f.kind in ("person", "alias")]
    compass = {r for r in refs if r in _COMPASS}
    names = {r for r in refs if r.startswith("name:")}
    if len(compass) == 1 and not any(r.startswith("seat:") and r not in _COMPASS for r in refs) and len(names) >= 2 \
            and not any(f.kind == "alias" and f.value.get("ref") in _COMPASS for f in facts):
        named |= {next(iter(compass))[5:]}  # "ben 71, kuzey 120'de, berk …": one compass word among names is a name
    if not named:
        return facts
    out = []
    for f in facts:
        ref = str(f.value.get("ref", ""))
        if f.dim == "people" and ref.startswith("seat:") and ref[5:] in named:
            f = Fact(f.dim, f.kind, f.start, f.end, {**f.value, "ref": "name:" + ref[5:]}, f.rule)
        out.append(f)
    return out
