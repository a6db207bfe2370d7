"""A hand told again to correct it: "1. el … 2. el kemal bitti. 3. el … yok yok 2. eli kemal değil
hoca bitti" — the second telling of hand 2 is no fourth hand; what it tells replaces what the first
telling said (the finisher, the kind of finish, a player's facts), and what it leaves out stands.

Only a hand number told again *with* a word of correction in its stretch ("yok", "pardon", "değil",
"aslında", "yanlış") is a correction; the same number told twice without one stays as the reader
had it (the planner then sees two hands of one number and asks rather than guesses).
"""
from __future__ import annotations

from referee.story.reading import HandReading, PlayerFacts
from referee.story.words import Words

_FIX_WORDS = frozenset({"yok", "pardon", "hayir", "degil", "degilmis", "aslinda", "yanlis", "yanlislikla"})

#: The facts of how a hand ended: told again with a new finisher (or "normal"), they are replaced together
#: (a new finisher with "okeyle" is an okey finish, whatever kind the first telling said); told again of
#: the same finish, only the half told is: the last tile ("3. elde son taş da okeydi") or the kind.
_LAST_FIELDS = ("okey_last", "sahte_last", "last_unknown", "last_tile")
_KIND_FIELDS = ("cift", "seven_pairs", "elden", "normal", "deste", "bozuldu", "all_pairs")
_FINISH_FIELDS = _LAST_FIELDS + _KIND_FIELDS
_UNTOLD = {"okey_last": None, "sahte_last": False, "last_unknown": False, "last_tile": None, "cift": False,
           "seven_pairs": False, "elden": None, "normal": False, "deste": False, "bozuldu": False, "all_pairs": False}


def merge_retold(told: list[tuple[HandReading, int, int]], ws: Words) -> list[HandReading]:
    """The hands in the order told, each (hand, first word, end) — a hand number told again with a
    correction merged into its first telling."""
    out: list[HandReading] = []
    for hand, a, b in told:
        first = next((h for h in out if h.index == hand.index), None)
        # the correction word may stand right before the hand's number ("yok yok 3. elde son taş da okeydi")
        if first is None or not any(ws[j].text in _FIX_WORDS for j in range(max(0, a - 3), min(b, len(ws)))):
            out.append(hand)
            continue
        correct(first, hand)
    return out


def correct(old: HandReading, new: HandReading) -> None:
    """What the second telling says replaces the first's; what it does not say stays.

    >>> a = HandReading(2, finishers=["name:kemal"], okey_last=True)
    >>> correct(a, HandReading(2, finishers=["name:hoca"], normal=True))
    >>> a.finishers, a.okey_last, a.normal
    (['name:hoca'], None, True)
    >>> b = HandReading(3, finishers=["name:ayla"], cift=True, seven_pairs=True)
    >>> correct(b, HandReading(3, okey_last=True))
    >>> b.finishers, b.seven_pairs, b.okey_last
    (['name:ayla'], True, True)
    """
    whole = bool(new.finishers) or new.normal
    if new.finishers:
        old.finishers = list(new.finishers)
        old.unnamed_finish = old.ours_finished = False
    for group in ((_FINISH_FIELDS,) if whole else (_LAST_FIELDS, _KIND_FIELDS)):
        if any(getattr(new, f) != _UNTOLD[f] for f in group):
            for f in group:
                setattr(old, f, getattr(new, f))
    if new.okey is not None:
        old.okey, old.okey_from, old.okey_unknown = new.okey, new.okey_from, new.okey_unknown
    if new.gosterge_by:
        old.gosterge_by, old.gosterge_unknown = list(new.gosterge_by), False
    old.table += new.table
    old.discards += new.discards
    for key, p in new.players.items():
        _player(old.player(key), p)
    old.rules += new.rules


def _player(old: PlayerFacts, new: PlayerFacts) -> None:
    if new.opened is not None:
        old.opened, old.opened_assumed = new.opened, new.opened_assumed
    if new.has_left or new.count_only is not None:
        old.sums, old.tiles, old.okeys, old.sahte = list(new.sums), list(new.tiles), new.okeys, new.sahte
        old.count_only, old.total, old.nothing = new.count_only, new.total, new.nothing
    if new.penalties:
        old.penalties = list(new.penalties)
    if new.points is not None:
        old.points = new.points
    old.uncounted = old.uncounted or new.uncounted
    old.unknown_tile = old.unknown_tile or new.unknown_tile
    old.rules += new.rules


__all__ = ["merge_retold", "correct"]
