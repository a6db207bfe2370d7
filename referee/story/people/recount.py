"""A table of more than four is a reading to re-read before refusing (issue 11, causes 1 and 10).

A table has four players. When the people read are more, two readings of the same person are the
likeliest cause, and the reader tries, in order:

1. a role the story only implied ("karşı takım" read as "the rival" before "Rıza ile Görele'den gelen
   çocuk" named the two of that side) of whom nothing is told — no deed, no standing, not asked — is
   no player of its own;
2. two names of which one holds the other ("xXbaranXx" … "baranın", "kral34" … "kral") are one
   player, their facts joined;
3. a named person of whom nothing is told — no deed in any clause they are named in, no standing, not
   asked, on no side — while four others are told is someone beside the table: the one who keeps the
   sheet, who says what they think ("Kahveci Nail 'yazılmaz' diyor"), a child who fell ("çocuk düştü"):
   the table is closed at four and every seat is taken by someone the story tells of;

and says what it took so in the assumptions. When the table is still too full, the reading stays as
it is (the planner says how many it read).
"""
from __future__ import annotations

from referee.story.asker import told_of
from referee.story.reading import PARTNER, RIVAL, RIVAL2, PlayerFacts, Reading
from referee.story.words import Words

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


def merge(r: Reading, gone: str, into: str) -> None:
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


#: Dimensions whose facts are a player's deed at the table (a standing or the question is none).
_DEEDS = frozenset({"finishes", "penalties", "openings", "remainders", "tiles"})


def _clause(ws: Words, i: int) -> tuple[int, int]:
    """The word range of the clause word i is in (between separators)."""
    a, b = i, i
    while a > 0 and not ws[a - 1].sep:
        a -= 1
    while b < len(ws) and not ws[b].sep:
        b += 1
    return a, b


def _beside(r: Reading, key: str, ws: Words) -> bool:
    """Nothing is told of this named person anywhere: no fact of theirs in a hand, no standing, not
    asked, on no side that has a seat left (a side has two), and every clause they are named in holds no deed of the game at all (a deed there
    the reading did not give them may be theirs: then they are someone at the table, not beside it)."""
    if not key.startswith("name:") or not _silent(r, key):
        return False
    team = r.people[key].team
    if team is not None and sum(p.team == team and _told(r, k) for k, p in r.people.items()) < 2:
        return False  # on a side with a seat still free: maybe that seat's player
    name = key[5:]
    mentions = [f for f in r.facts if f.dim == "people" and (f.value.get("ref") == key or f.value.get("name") == name)]
    if not mentions:
        return False
    for f in mentions:
        a, b = _clause(ws, f.start)
        if any(g.dim in _DEEDS and a <= g.start < b for g in r.facts):
            return False
    return True


def _told(r: Reading, key: str) -> bool:
    return any(told_of(key, h) for h in r.hands) or key in r.before


def _bystanders(r: Reading, ws: Words) -> list[str]:
    """Named people beside the table (step 3 of the module doc): only when the others told are exactly four."""
    players = [k for k in r.people if not k.startswith("desc:")]
    if sum(_told(r, k) for k in players) != _TABLE:
        return []
    out = [k for k in players if k != "ben" and not _told(r, k) and _beside(r, k, ws)]
    if "ben" in players and not _told(r, "ben") and _asker_out(ws):
        out.append("ben")  # "bu el ben oturmadım, skor bende": the asker keeps the score, four others play
    return out


#: The asker says they are not playing: "ben oturmadım", "oynamıyorum", "skor bende", "skoru ben tutuyorum".
_OUT = frozenset({"oturmadim", "oturmuyorum", "oynamadim", "oynamiyorum", "oturmamistim", "oynamamistim"})


def _asker_out(ws: Words) -> bool:
    texts = [ws[i].text for i in range(len(ws))]
    return bool(_OUT & set(texts)) or any(a.startswith("skor") and b in ("bende", "bendeydi") for a, b in zip(texts, texts[1:]))


def recount(r: Reading, ws: Words | None = None) -> list[tuple[str, str | None]]:
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
            merge(r, short, long[0])
            out.append((short, long[0]))
            r.assumed.append(f"{gone_name} ile {into_name} aynı kişi saydım: masada dört kişi oturur. Değilse söyle.")
    if ws is not None and len(r.people) - sum(k.startswith("desc:") for k in r.people) > _TABLE:
        for key in _bystanders(r, ws):
            gone = r.people.pop(key)
            for h in r.hands:
                h.players.pop(key, None)
            out.append((key, None))
            r.assumed.append(f"{gone.name} masada oynamıyor saydım: dört oyuncunun hepsini anlattın, {gone.name} "
                             "için hiçbir şey anlatmadın. Oynuyorsa söyle.")
    return out


__all__ = ["merge", "recount"]
