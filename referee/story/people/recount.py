"""A table of more than four is a reading to re-read before refusing (issue 11, causes 1 and 10).

A table has four players. When the people read are more, two readings of the same person are the
likeliest cause, and the reader tries, in order:

1. a role the story only implied ("karşı takım" read as "the rival" before "Rıza ile Görele'den gelen
   çocuk" named the two of that side) of whom nothing is told — no deed, no standing, not asked — is
   no player of its own;
2. two names of which one holds the other ("xXbaranXx" … "baranın", "kral34" … "kral") are one
   player, their facts joined;

and says what it took so in the assumptions. When the table is still too full, the reading stays as
it is (the planner says how many it read).
"""
from __future__ import annotations

from referee.story.asker import told_of
from referee.story.reading import PARTNER, RIVAL, RIVAL2, PlayerFacts, Reading

#: Players at a table (every ruleset's).
_TABLE = 4
#: Roles a group word implies ("karşı takım": a rival; "eşim": the partner), not a person told by name.
_ROLES = (RIVAL, RIVAL2, PARTNER)


def _silent(r: Reading, key: str) -> bool:
    return not any(told_of(key, h) for h in r.hands) and key not in r.before and key not in r.question.targets


def _joined(a: PlayerFacts, b: PlayerFacts) -> PlayerFacts:
    """b's facts added to a's where a told nothing of that kind."""
    for name in ("opened", "total", "count_only", "points"):
        if getattr(a, name) is None:
            setattr(a, name, getattr(b, name))
    a.sums = a.sums or b.sums
    a.tiles = a.tiles or b.tiles
    a.okeys, a.sahte = a.okeys or b.okeys, a.sahte or b.sahte
    a.nothing, a.uncounted = a.nothing or b.nothing, a.uncounted or b.uncounted
    a.penalties += b.penalties
    a.rules += b.rules
    return a


def _merge(r: Reading, gone: str, into: str) -> None:
    """Every fact of ``gone`` is ``into``'s: hands, finishes, the question, the sides."""
    person = r.people.pop(gone)
    keep = r.people[into]
    if keep.team is None:
        keep.team = person.team
    if person.name not in keep.aliases and person.name != keep.name:
        keep.aliases.append(person.name)
    for h in r.hands:
        if gone in h.players:
            facts = h.players.pop(gone)
            h.players[into] = _joined(h.players[into], facts) if into in h.players else facts
        h.finishers = list(dict.fromkeys(into if k == gone else k for k in h.finishers))
        h.gosterge_by = [into if k == gone else k for k in h.gosterge_by]
    r.question.targets = list(dict.fromkeys(into if t == gone else t for t in r.question.targets))
    if gone in r.before and into not in r.before:
        r.before[into] = r.before.pop(gone)


def _holds(short: str, long: str) -> bool:
    return len(short) >= 4 and short != long and short in long


def recount(r: Reading) -> list[tuple[str, str | None]]:
    """Re-read a table of more than four (see the module doc): (key gone, key it is now or None), [] when none."""
    players = [k for k in r.people if not k.startswith("desc:")]
    if len(players) <= _TABLE:
        return []
    out: list[tuple[str, str | None]] = []
    for key in [k for k in players if k in _ROLES and _silent(r, k)]:
        if len(players) - len(out) <= _TABLE:
            break
        r.people.pop(key)
        for h in r.hands:
            h.players.pop(key, None)
        out.append((key, None))
    names = [k for k in r.people if k.startswith("name:")]
    for short in names:
        if len(r.people) - sum(k.startswith("desc:") for k in r.people) <= _TABLE:
            break
        long = [k for k in names if k in r.people and _holds(short[5:], k[5:])]
        if len(long) == 1 and short in r.people:
            gone_name, into_name = r.people[short].name, r.people[long[0]].name
            _merge(r, short, long[0])
            out.append((short, long[0]))
            r.assumed.append(f"{gone_name} ile {into_name} aynı kişi saydım: masada dört kişi oturur. Değilse söyle.")
    return out


__all__ = ["recount"]
