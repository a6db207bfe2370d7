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
