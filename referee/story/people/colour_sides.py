"""Sides named by a colour (issue 11, cause 4): a tournament table's "mavi takım" and "kırmızılar".

A colour before "takım" ("mavi takımdan", "Yeşil takımın") is the side its plural names ("maviler":
:func:`~referee.story.people.group_sides.colour_team`), so every form of it is one side's name, not a
tile and not a player. Its members are told right after it: the compass seats of a list ("mavi takım
kuzey-güney", "kırmızı doğu-batı"), the first person after its ablative or locative ("kırmızılardan
batıdaki oyuncu", "mavi takımda Alman misafir Klaus"), and a player it stands beside in parentheses
("Garson Ali (mavi takım)").

>>> from referee.story.words import words
>>> from referee.story.people.found import Found
>>> found = Found()
>>> colour_labels(words("Mavi takım kuzey-güney, kırmızılardan batıdaki oyuncu açamadı"), found)
>>> sorted(found.labels), sorted(found.members.items())
(['kirmizilar', 'maviler'], [('seat:bati', 'kirmizilar'), ('seat:guney', 'maviler'), ('seat:kuzey', 'maviler')])
>>> found = Found()
>>> colour_labels(words("Mavi takım (Sinan ile Erol) 24'te"), found)
>>> sorted(found.members.items())
[('erol', 'maviler'), ('sinan', 'maviler')]
"""
from __future__ import annotations

from referee.story.people.described import describes, head_of
from referee.story.people.group_sides import COLOUR_GROUPS, colour_team, group_of, side_name
from referee.story.people.seats import seat_of
from referee.story.people.tables import COMPASS, case_of, known_name
from referee.story.rules import Match
from referee.story.words import Words

#: Case endings after which the next person told is the side's member ("kırmızılardan X", "mavi takımda X").
_MEMBER_CASES = ("dan", "den", "tan", "ten", "da", "de", "ta", "te")
_COLOUR_PLURALS = frozenset(COLOUR_GROUPS.values())
_STARTS = tuple(COLOUR_GROUPS)


def _side_at(ws: Words, i: int) -> tuple[str, int, str] | None:
    """(group, end, case ending) when a colour side's name starts at word i."""
    got = colour_team(ws, i)
    if got is not None:
        return got[0], i + 2, got[1]
    got = group_of(ws[i])
    if got is not None and got[0] in _COLOUR_PLURALS:
        return got[0], i + 1, got[1]
    group = COLOUR_GROUPS.get(ws.at(i))
    if group is not None and ws.at(i + 1).split("'")[0] in COMPASS:
        return group, i + 1, ""  # "mavi kuzey-güney": the side of those seats
    return None


def _members(ws: Words, k: int, ending: str) -> list[str]:
    """The people told right after a side's name (see the module doc)."""
    out: list[str] = []
    while k < len(ws) and ws.at(k).split("'")[0] in COMPASS:  # "kuzey-güney", "doğu ve batı"
        out.append("seat:" + ws.at(k).split("'")[0])
        if ws.at(k + 1) not in ("+", "ve", "ile"):
            break
        k += 2
    names = getattr(ws.found, "names", set()) if ws.found else set()
    if not out and not ending and ws.at(k) in (",", "("):
        return _listed(ws, k + 1, names)  # "Mavi takım: Klaus ve Selin", "Mavi takım (Sinan ile Erol)"
    if out or ending not in _MEMBER_CASES:
        return out
    headed = False  # "mavi takımda Alman misafir Klaus": after the description's head, the name
    for j in range(k, min(len(ws), k + 4)):
        w = ws[j]
        if w.sep or w.verb is not None or w.num is not None:
            break
        where = seat_of(w.text)
        if where is not None:
            return ["seat:" + where]
        got = known_name(w.text, names)
        if got is not None or (w.cap and (headed or not describes(w.text)) and head_of(w.text) is None):
            return [got[0] if got else w.base]
        headed = headed or head_of(w.text) is not None
        if not (describes(w.text) or headed):
            break
    return out


def _listed(ws: Words, k: int, names: set[str]) -> list[str]:
    """The two people listed after a side's name and a colon ("Klaus ve Selin", "garson Ali ile Mert")."""
    out: list[str] = []
    while k < len(ws) and len(out) < 2:
        w = ws[k]
        got = known_name(w.text, names)
        if got is not None or w.cap and w.verb is None and w.num is None:
            out.append(got[0] if got else w.base)
        elif w.sep or w.verb is not None or w.num is not None:
            break
        k += 1
        if len(out) == 1 and ws.at(k) not in ("ve", "ile", "+", "ile'") and known_name(ws.at(k), names) is None:
            continue
    return out if len(out) == 2 else []


def colour_labels(ws: Words, found) -> None:
    """Sides named by a colour, and their members (see the module doc)."""
    for i in range(len(ws)):
        if not ws[i].text.startswith(_STARTS):
            continue
        got = _side_at(ws, i)
        if got is None:
            continue
        group, end, ending = got
        found.labels.setdefault(group, side_name(ws, group))
        for member in _members(ws, end, ending):
            found.members.setdefault(member, group)
        if ws.at(i - 1) == "(" and ws.at(end) == ")" and i >= 2:
            named = known_name(ws.at(i - 2), found.names)
            if named is not None:
                found.members.setdefault(named[0], group)  # "Garson Ali (mavi takım)"


def side_ref(m: Match):
    """"mavi takımdan", "Yeşil takıma": a reference to the side of that colour."""
    got = colour_team(m.ws, m.start)
    if got is None or got[0] not in getattr(m.ws.found, "labels", {}):
        return None
    if m.ws.at(m.start - 1) == "(" and m.ws.at(m.end) == ")":
        return "side-aside", {"label": got[0]}  # "Garson Ali (mavi takım)": the side of the name before it
    return "person", {"ref": "label:" + got[0], "case": case_of(got[1])}


__all__ = ["colour_labels", "side_ref"]
