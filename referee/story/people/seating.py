"""The two sides of a team table, once every person of the story is read (issue 11, causes 4 and 10).

A team table has four seats and two sides of two: the asker and the partner are "us", the rivals and
the seats beside me "them"; a partner told by name ("eşi Nuri") sits on the side of whom they are the
partner; compass seats pair across the table (north with south, east with west: the seat opposite
is the partner's); a lone player left over at four joins the side that has room.

>>> partner_seat("seat:kuzey"), partner_seat("seat:dogu"), partner_seat("seat:sag")
('seat:guney', 'seat:bati', None)
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from referee.story.reading import ME, PARTNER, RIVAL, RIVAL2, THEM, US

if TYPE_CHECKING:  # pragma: no cover
    from referee.story.entities import People

#: Compass seats and the seat across the table from each (the partner's at a team table).
ACROSS = {"seat:kuzey": "seat:guney", "seat:guney": "seat:kuzey", "seat:dogu": "seat:bati", "seat:bati": "seat:dogu"}


def partner_seat(key: str) -> str | None:
    """The compass seat across from a compass seat (its partner's at a team table), or None."""
    return ACROSS.get(key)


def _other(side: str) -> str:
    return THEM if side == US else US


def compass_sides(ppl: "People") -> None:
    """North and south are one side, east and west the other: a compass seat whose side is told gives
    its partner's seat that side and the two other seats the other side ("mavi takımdan kuzeydeki …,
    güneydeki …": the south is blue too)."""
    people = ppl.r.people
    for key, across in ACROSS.items():
        p = people.get(key)
        side = (p.team if p is not None else None) or ppl.team_of.get(key)
        if side is None:
            continue
        for other, team in ((across, side),) + tuple((k, _other(side)) for k in ACROSS if k not in (key, across)):
            q = people.get(other)
            if q is not None and q.team is None:
                q.team = team
                if key in ppl.r.side_guessed:
                    ppl.r.side_guessed.append(other)


def our_side_told(ppl: "People", players: list[str]) -> bool:
    """"biz (kemal+ben)", "biz (kemal+selim)": the story told who our two are — everyone else at the
    table is the other side (not "the asker does not play", which would put a rival in our column)."""
    ours = {k for k, t in ppl.team_of.items() if t == US}
    if len(ours) < 2:
        return False
    for k in players:
        p = ppl.r.people[k]
        if p.team is None and k not in ours:
            p.team = THEM
    return True


def mates_side(ppl: "People") -> None:
    """"eşi Nuri": Nuri sits on the side of whom they are the partner (whichever of the two has a side)."""
    for key, mate in ppl.mates.items():
        a, b = ppl.r.people.get(key), ppl.r.people.get(mate)
        if a is not None and b is not None:
            if a.team is None and b.team is not None:
                a.team = b.team
            elif b.team is None and a.team is not None:
                b.team = a.team


def partners_side(ppl: "People") -> None:
    """"sinan … eşi normal bitti": Sinan's partner sits on Sinan's side."""
    for key, p in ppl.r.people.items():
        owner = ppl.r.people.get(key[len("partner:"):]) if key.startswith("partner:") else None
        if owner is not None and p.team is None and owner.team is not None:
            p.team = owner.team


def finish_teams(ppl: "People") -> None:
    """Teams of a team game: us = the asker and partner, them = rivals and the side seats; a
    lone player left over joins whichever side has room (four players, two a side)."""
    if not ppl.team_game:
        return
    r = ppl.r
    for key, p in r.people.items():
        if p.team is None:
            if key in (ME, PARTNER):
                p.team = US
            elif key in (RIVAL, RIVAL2, "seat:sag", "seat:sol", "seat:yan") or key.startswith("partner:rakip"):
                p.team = THEM
            elif key in ppl.team_of:
                p.team = ppl.team_of[key]
    partners_side(ppl)
    mates_side(ppl)
    compass_sides(ppl)
    players = [k for k in r.people if not k.startswith("desc:")]
    if our_side_told(ppl, players):
        return
    if ME not in r.people and PARTNER not in r.people and not ppl.label_side and not ppl.we_play and \
            not any(p.team for p in r.people.values()):
        for k in players:  # the asker does not play: the two sides are named after their players
            if r.people[k].team is None:
                r.people[k].team = US
                r.side_guessed.append(k)
                break
    if ME not in r.people and not ppl.we_play:
        for k in players:
            p = r.people[k]
            us = sum(1 for x in players if r.people[x].team == US)
            if p.team is None and us < 1:
                p.team = US  # the asker does not play: the two sides are only told apart
                r.side_guessed.append(k)
    mates_side(ppl)  # "selim bitti, eşi kemal açmamıştı": Kemal sits with Selim, wherever Selim sits
    partners_side(ppl)
    compass_sides(ppl)
    if len(players) == 4 and ME in r.people:
        for a, b in ppl.mates.items():  # "Deniz Can'ın eşi": at four with me, a pair without me is the other side
            pa, pb = r.people.get(a), r.people.get(b)
            if pa and pb and ME not in (a, b) and pa.team is None and pb.team is None:
                pa.team = pb.team = THEM
    if len(players) == 4:
        unknown = [k for k in players if r.people[k].team is None]
        us = [k for k in players if r.people[k].team == US]
        if len(unknown) == 1:
            side = US if len(us) < 2 else THEM
            r.people[unknown[0]].team = side
            if side == US and PARTNER not in r.people:
                r.assumed.append(f"{r.people[unknown[0]].name} eşin olmalı: masada başka yer yok.")
        if len(us) == 2 and len(unknown) == 2:
            for k in unknown:  # "Ali ile Veli bir takım": two sit on one side, the two others on the other
                r.people[k].team = THEM
    unseated = [k for k in players if r.people[k].team is None]
    if ppl.we_play and ME not in r.people and \
            len(unseated) + sum(r.people[k].team == THEM for k in players) <= 2:
        for k in unseated:  # "cansu bitti, bizim takım 11'deydi": one the story does not seat with us is a rival
            if r.people[k].team is None:
                r.people[k].team = THEM
                r.assumed.append(f"Takımını söylemediğin için {r.people[k].name} karşı takımda sayıldı; "
                                 "eşinse söyle.")


__all__ = ["ACROSS", "compass_sides", "finish_teams", "mates_side", "our_side_told", "partner_seat", "partners_side"]
