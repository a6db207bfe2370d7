"""Tile lists corrected mid-message: "elimde k4 k4 yok pardon k4 ile m8 kaldı", "sarı 3 ile sarı 9
kaldı yok sarı 6 imiş", "m5 m6 m7 değil sadece m5 m6" (issue 11, cause 9).

A correction replaces exactly what it corrects, never adds to it (else the hand is summed with the
old tiles and the new ones: a confident wrong number):

- a list of two or more tiles after the correction word replaces the whole list before it;
- one tile replaces one: the only tile before it, else the last one told when it shares that tile's
  colour or number ("sarı 3 ile sarı 9 … yok sarı 6" → sarı 9), else the only one that does;
- when none of that picks one tile, the correction is *unsure* (fact ``tile-fix-unsure``): the
  leftover guard then asks what is left instead of guessing.

The old tiles' words take the new tiles (written glued, "m8"), so the hand keeps them where the
story told them (before "kaldı"); the correction's own words are spent.

>>> from referee.story.words import words
>>> ws = words("elimde k4 k4 yok pardon k4 ile m8 kaldı")
>>> m = FIX.match_at(ws, 3)
>>> kind, value = _fix(m)
>>> kind, [t[2:] for t in value["old"]], [t[2:] for t in value["new"]]
('tile-list-fix', [('kırmızı', 4), ('kırmızı', 4)], [('kırmızı', 4), ('mavi', 8)])
"""
from __future__ import annotations

from referee.story.lexicon import COLOUR_LETTERS, colour_of
from referee.story.rules import Match, Rule
from referee.story.tiles.rules import glued_tile, tile_number
from referee.story.words import Words

#: A tile told in the words [start, end): (start, end, colour, number).
Tile = tuple[int, int, str, int]

_JOIN = frozenset({"ile", "ve", ","})
_FIX_WORDS = frozenset({"yok", "pardon", "hayir", "yani", "degil", "degilmis", "sadece", "yalniz", "yalnizca", ",",
                        # "pardon, düzeltiyorum: kırmızı 11": the speaker saying they correct
                        "duzeltiyorum", "duzeltiyim", "duzelteyim", "duzeltme", "duzeltelim"})
#: Case endings of a bare number that make it a verb's object or goal ("12'yi işledim", "9'a kadar").
_OBJECT_CASES = frozenset({"yi", "yu", "i", "u", "ye", "ya", "e", "a", "yle", "yla", "le", "la"})
_LETTER = {v: k for k, v in COLOUR_LETTERS.items() if len(k) <= 2 and v not in ("sarı", "siyah")}
_LETTER.update({"sarı": "sr", "siyah": "sy", "s": "s"})


def _unit(ws: Words, j: int, colour: str | None) -> tuple[int, list[Tile]] | None:
    """The tile(s) told from word j: (end, tiles). "k4", "sarı 9", "iki tane m2", and a bare number
    in a run that shares the colour before it ("siyah 5 ile 6")."""
    w = ws[j] if 0 <= j < len(ws) else None
    if w is None or w.sep:
        return None
    j0, count = j, 1
    if w.text in ("iki", "2") and ws.at(j + 1) == "tane":
        count, j = 2, j + 2
        w = ws[j] if j < len(ws) else None
        if w is None:
            return None
    got = glued_tile(w.text)
    if got is not None:
        return j + 1, [(j0, j + 1, *got)] * count
    c = colour_of(w.text)
    if c is not None and j + 1 < len(ws):
        n = tile_number(ws[j + 1])
        if n is not None:
            return j + 2, [(j0, j + 2, c, n)] * count
    n = tile_number(w)
    if n is not None and w.suffix in _OBJECT_CASES:
        return None  # "sarı 2, 12'yi işlemiştim": a number in a case of its own is a verb's object, no tile of the run
    if n is not None and colour is not None and count == 1:
        return j + 1, [(j, j + 1, colour, n)]
    return None


def tiles_from(ws: Words, j: int) -> tuple[int, list[Tile]]:
    """The run of tiles told from word j (joined by "ile", "ve", a comma): (end, tiles)."""
    out: list[Tile] = []
    colour = None
    while j < len(ws):
        got = _unit(ws, j, colour)
        if got is None:
            if out and ws.at(j) in _JOIN and _unit(ws, j + 1, colour) is not None:
                j += 1
                continue
            break
        j, tiles = got
        out += tiles
        colour = tiles[-1][2]
    return j, out


def tiles_before(ws: Words, end: int) -> list[Tile]:
    """The run of tiles that ends at word ``end`` (exclusive): the longest run read forward from an
    earlier word that stops exactly there."""
    best: list[Tile] = []
    j = end - 1
    while j >= 0 and not ws[j].strong and end - j <= 16:
        stop, tiles = tiles_from(ws, j)
        if stop == end and tiles:
            best = tiles
        elif not tiles and ws[j].text not in _JOIN and ws[j].text not in ("tane", "iki", "2"):
            if colour_of(ws[j].text) is None and tile_number(ws[j]) is None:
                break
        j -= 1
    return best


def _old_end(ws: Words, i: int) -> int:
    """Where the corrected list ends, the correction word at i: before it, a verb of "kalmak"
    ("kaldı", "kalmış") and a comma may stand between."""
    j = i
    while j > 0 and (ws[j - 1].text == "," or (ws[j - 1].verb is not None and ws[j - 1].verb.root == "kal")):
        j -= 1
    return j


def _pick(old: list[Tile], new: Tile) -> int | None:
    """Which old tile one new tile corrects (None: not sure)."""
    if len(old) == 1:
        return 0
    near = [k for k, t in enumerate(old) if t[2] == new[2] or t[3] == new[3]]
    if near and near[-1] == len(old) - 1:
        return near[-1]
    return near[0] if len(near) == 1 else None


def _fix(m: Match):
    ws = m.ws
    start = m.start
    j = start
    while j < len(ws) and ws.at(j) in _FIX_WORDS:
        j += 1
    stop, new = tiles_from(ws, j)
    old = tiles_before(ws, _old_end(ws, start))
    if not new or not old or ws.at(stop).startswith("degil"):
        return None  # "pardon m10 değil m1": the tile after the correction word is itself corrected
    if [t[2:] for t in new] == [t[2:] for t in old[-len(new):]]:
        return None  # the same tiles again: nothing corrected
    negated = any(ws.at(k).startswith("degil") for k in range(start, j))
    if negated and len(old) < 2 and len(new) < 2:
        return None  # "m10 değil m1", "sarı 8 değil sarı 9": the one-tile rules read these
    if len(new) == 1 and len(old) > 1:
        k = _pick(old, new[0])
        if k is None:
            return "tile-fix-unsure", {"old": old, "new": new}
        return "tile-list-fix", {"old": [old[k]], "new": new, "spent": (start, stop)}
    return "tile-list-fix", {"old": old, "new": new, "spent": (start, stop)}


#: The rule: a correction word, the corrected list before it, the new list after it.
FIX = Rule("k4 k4 yok pardon k4 ile m8", "yok|pardon|hayir|degil|degilmis", _fix)


def glued(colour: str, number: int) -> str:
    """A tile written glued, as the tiles dimension reads it: ("mavi", 8) → "m8"."""
    return f"{_LETTER[colour]}{number}"


def apply(ws: Words, value) -> None:
    """The old tiles' words carry the new tiles, in order; words left over and the correction's own
    words are spent. A longer new list than the old words can carry keeps the new words instead."""
    old, new = value["old"], value["new"]
    a, b = value["spent"]
    slots = [k for t in old for k in range(t[0], t[1])]
    slots = sorted(set(slots))
    if len(new) > len(slots):
        for k in slots:
            ws[k].claimed = "corrections"
        for k in range(a, b):
            if not any(t[0] <= k < t[1] for t in new):
                ws[k].claimed = "corrections"
        return
    for k, slot in enumerate(slots):
        if k < len(new):
            ws[slot].text, ws[slot].num, ws[slot].suffix = glued(new[k][2], new[k][3]), None, ""
        else:
            ws[slot].claimed = "corrections"
    for k in range(a, b):
        ws[k].claimed = "corrections"
