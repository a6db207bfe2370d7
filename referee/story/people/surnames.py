"""One surname, two players: "Aydın Bey" and "Aydın Hanım" at one table are two people.

Why: at a café desk the players are told by surname and title, and a married couple shares the
surname ("Kuzey Aydın Bey – Güney Aydın Hanım (eşler)"). Read by the name alone, the two are one
player and the table is short of one. So when a name is told with both a man's and a woman's formal
title, each mention with a title is keyed by name and title (``name:aydin_bey``, shown "Aydın bey"); a
mention with no title stays the name's own and is left for the people reader to place.
"""
from __future__ import annotations

from referee.story.rules import Fact
from referee.story.words import Words

#: The formal titles by the person they tell of.
_MAN = frozenset({"bey", "beyefendi"})
_WOMAN = frozenset({"hanim", "hanimefendi"})


def _gender(title: str) -> str | None:
    return "bey" if title in _MAN else "hanim" if title in _WOMAN else None


def _mention(f: Fact, ws: Words | None) -> tuple[str, str] | None:
    """(name key, title gender) of a titled mention: a person ("Aydın Bey") or a name an alias carries with the
    title right after it ("eşi Aydın Hanım")."""
    if f.dim != "people":
        return None
    ref = f.value.get("ref")
    if isinstance(ref, str) and ref.startswith("name:") and (title := _gender(str(f.value.get("honorific", "")))):
        return ref, title
    name = f.value.get("name")
    if f.kind == "alias" and isinstance(name, str) and ws is not None and \
            (title := _gender(ws.at(f.end).split("'")[0])):
        return "name:" + name, title
    return None


def split_by_title(facts: list[Fact], ws: Words | None = None) -> None:
    """Re-key the titled mentions of a name told with both titles (module doc); in place.

    >>> from referee.story.rules import Fact
    >>> fs = [Fact("people", "person", 0, 2, {"ref": "name:aydin", "honorific": "bey"}, ""),
    ...       Fact("people", "person", 5, 7, {"ref": "name:aydin", "honorific": "hanim"}, ""),
    ...       Fact("people", "person", 9, 11, {"ref": "name:koc", "honorific": "bey"}, "")]
    >>> split_by_title(fs); [f.value["ref"] for f in fs]
    ['name:aydin_bey', 'name:aydin_hanim', 'name:koc']
    """
    titled: dict[str, set[str]] = {}
    for f in facts:
        if (told := _mention(f, ws)) is not None:
            titled.setdefault(told[0], set()).add(told[1])
    both = {ref for ref, titles in titled.items() if len(titles) == 2}
    for f in facts:
        told = _mention(f, ws)
        if told is None or told[0] not in both:
            continue
        if f.value.get("ref") == told[0]:
            f.value["ref"] = f"{told[0]}_{told[1]}"
        else:
            f.value["name"] = f"{told[0][5:]}_{told[1]}"
