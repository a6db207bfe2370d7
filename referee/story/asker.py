"""The asker among the people named: a table of five is a reading to re-read (issue 11, causes 1 and 10).

A table has four players. A story told in the first person ("ben açmıştım, elimde 18 kaldı") that also
names four people has five — unless one of the four *is* the asker, named the way the others call
them ("Necdet-Sabri çiftinin toplamı": Necdet writes, and Necdet is the one who says "ben"). The one
named person the story tells nothing of — no opening, no remainder, no finish, no penalty, no standing
of their own, not on the side the asker plays against, named only in the question or in a pair — is
the asker: every fact the story gives
belongs to someone, and only that one has room for the asker's. With two or more such people, which
one is the asker stays open (the planner asks "sen hangisisin?"); with none, the reading stays as it is.
"""
from __future__ import annotations

from referee.story.reading import ME, THEM, US, HandReading, Reading
from referee.story.rules import Fact
from referee.story.words import Words

#: Players at a table (every ruleset's).
_TABLE = 4


def told_of(key: str, hand: HandReading) -> bool:
    """Does this hand tell anything of the player (a finish, an opening, what was left, a penalty, a gösterge)?"""
    p = hand.players.get(key)
    if key in hand.finishers or key in hand.gosterge_by or any(who == key for who, _ in hand.discards):
        return True
    return p is not None and bool(p.opened or p.has_left or p.penalties or p.count_only is not None or
                                  p.points is not None or p.uncounted)


def _against_me(r: Reading, key: str) -> bool:
    mine, theirs = r.people[ME].team, r.people[key].team
    return mine is not None and theirs is not None and mine != theirs or theirs == THEM and mine in (None, US)


def _only_named(key: str, facts: list[Fact], ws: Words, asked: list[tuple[int, int]]) -> bool:
    """Every mention of the name is in the question or in a pair ("Necdet-Sabri çiftinin toplamı",
    "Kıvo+Bebiş"): a name told as a clause's subject ("Boyacı (karşı takım) normal bitti") whose deed the
    reading did not attach is someone, not room for the asker."""
    name = key[5:]
    mentions = [f for f in facts if f.dim == "people" and (f.value.get("ref") == key or f.value.get("name") == name)]
    return bool(mentions) and all(any(a <= f.start < b for a, b in asked) or ws.at(f.start - 1) == "+" or
                                  ws.at(f.end) == "+" for f in mentions)


def asker_among_named(r: Reading, ws: Words, asked: list[tuple[int, int]]) -> str | None:
    """When the story names one person too many and the asker speaks of their own play, the only
    named person nothing is told of — named only in the question or in a pair (``asked``: the
    question's word ranges) — is the asker: merged into ``ben`` (their side and the question's mention
    of them follow), said in ``r.assumed``. Returns the merged key, or None."""
    players = [k for k in r.people if not k.startswith("desc:")]
    if ME not in r.people or len(players) != _TABLE + 1 or not any(told_of(ME, h) for h in r.hands):
        return None
    silent = [k for k in players if k.startswith("name:") and not any(told_of(k, h) for h in r.hands)
              and k not in r.before and not _against_me(r, k) and _only_named(k, r.facts, ws, asked)]
    if len(silent) != 1:
        return None
    key = silent[0]
    gone = r.people.pop(key)
    me = r.people[ME]
    if me.team is None and gone.team is not None:
        me.team = gone.team
    if gone.name not in me.aliases:
        me.aliases.append(gone.name)
    for h in r.hands:
        h.players.pop(key, None)
    r.question.targets = [ME if t == key else t for t in r.question.targets]
    r.assumed.append(f"{gone.name} sen olmalısın: masada dört kişi oturur ve {gone.name} için hiçbir şey "
                     "anlatmadın; değilsen söyle.")
    return key


__all__ = ["asker_among_named", "told_of"]
