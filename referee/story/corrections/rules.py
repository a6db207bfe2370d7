"""Corrections mid-message: the later word replaces the one it corrects (issue 11, cause 9).

"elimde 23 kaldı… yok yok 23 değil 32 imiş" → 32 is left; "14'teydim pardon 17'deydim" → 17;
"son taş olarak okeyi attı … okey değil sahte okeymiş" → the last tile was a sahte okey;
"elimde k7 m10 kaldı, pardon m10 değil m1 imiş" → m1 is left.
Facts: ``confirm`` (a number repeated to confirm it: ``n`` its word, spent), ``number`` (``old`` and
``new`` word indices: every earlier mention of the old value takes the new one), ``tile-fix`` (the same for a tile written glued, "m10" → "m1"), ``sahte`` (what was told as the okey was a sahte okey). Corrections run before any
other dimension reads the words (:func:`apply`).

A plain negation is no correction: "son taş okey değildi" says no okey finish, nothing replaces it.
"""
from __future__ import annotations

from referee.story.corrections import tiles as tile_lists
from referee.story.lexicon import TILE_GLUED, colour_of
from referee.story.rules import Fact, Match, Rule, Rules
from referee.story.tiles.rules import glued_tile
from referee.story.words import Words


def _number(m: Match):
    old, new = m["a"], m["b"]
    if old.num is None or new.num is None or old.num == new.num:
        return None
    return "number", {"old": old.i, "new": new.i}


def _tile(m: Match):
    """"m10 değil m1 imiş": a glued tile corrected by another (its colour or its number)."""
    old, new = m["a"], m["b"]
    if not (TILE_GLUED.match(old.text) and TILE_GLUED.match(new.text)) or old.text == new.text:
        return None
    if len(tile_lists.tiles_from(m.ws, new.i)[1]) > 1:
        return None  # "k3 k4 değil k5 k6": a list corrected by a list (tile_lists.FIX)
    return "tile-fix", {"old": old.i, "new": new.i}


def _named_tile(m: Match):
    """"sarı 8 değil sarı 9", "sarı 8 değil mavi 8": a tile told by its colour word, corrected by
    another. Only the nearest earlier mention of that tile takes the new one ("okey sarı 8" told
    before it is another tile and stays)."""
    if not colour_of(m["c"].text) or not colour_of(m["d"].text) or m["a"].num is None or m["b"].num is None:
        return None
    if (colour_of(m["c"].text), m["a"].num) == (colour_of(m["d"].text), m["b"].num) or not 1 <= m["b"].num <= 13:
        return None
    if len(tile_lists.tiles_from(m.ws, m["d"].i)[1]) > 1:
        return None  # a list corrected by a list (tile_lists.FIX)
    return "named-tile-fix", {"old": m["a"].i, "new": m["b"].i}


def _replaces_last(m: Match, reach: int, across_sentences: bool):
    """The number after the correction word (``m["b"]``) replaces the last number told in the ``reach``
    words before it — within its sentence, or across a pause too when ``across_sentences``."""
    new = m["b"]
    if new.num is None or m.ws.at(new.i + 1).startswith("cift"):
        return None  # "7 çiftle bitti, yok yok 7 çift değil normal": the finish taken back, not a number
    if m.ws.at(new.i + 1) in ("degil", "degilmis"):
        return None  # "17'deydim pardon 17 değil 71": the number after "değil" corrects (the değil rule's)
    for j in range(m.start - 1, max(-1, m.start - reach - 1), -1):
        w = m.ws[j]
        if w.strong and not across_sentences:
            break
        if w.num is not None:
            return "number", {"old": j, "new": new.i}
    return None


def _pardon(m: Match):
    """"14'teydim pardon 17'deydim": the number right after "pardon" replaces the one before it."""
    return _replaces_last(m, 5, across_sentences=False)


def _named_fix(m: Match):
    """"düzeltme: can 59", "yanlış yazdım, can 59", "pardon can 59": a correction word, then a word and a
    number — the number told after that same word earlier takes the new value (a standing or a
    remainder written wrong); told nowhere before, it corrects nothing."""
    who, new = m["p"], m["n"]
    if new.num is None or new.ordinal or who.num is not None:
        return None
    for j in range(who.i - 2, -1, -1):
        if m.ws[j].text == who.text and m.ws[j + 1].num is not None and m.ws[j + 1].num != new.num:
            return "number", {"old": j + 1, "new": new.i, "spent": list(range(m.start, new.i))}
    return None


def _confirm(m: Match):
    """"elinde 104 kaldı (evet 104 😭)", "37 kaldı, evet yanlış duymadın 37", "(104!!)": a number told
    again right after it was told, with a word of affirmation or alone in parentheses, repeats it —
    a confirmation, never a second number (no remainder is summed twice)."""
    n = m["n"]
    if n.num is None or n.ordinal or n.suffix:
        return None
    if any(w.num is not None or w.verb is not None and w.verb.root in _TELLING for w in m.words if w.i > n.i):
        return None  # "(104 değil 140 kaldı)": the aside tells something of its own
    for j in range(m.start - 1, max(-1, m.start - 16), -1):
        w = m.ws[j]
        if w.num == n.num and not w.claimed and not w.ordinal:
            return "confirm", {"n": n.i, "start": m.start}
    if m.ws.at(m.start) == "(" and _tiles_before(m.ws, m.start) == n.num:
        return "confirm", {"n": n.i, "start": m.start}  # "elimde k12 m3 (15) kaldı": the tiles' sum, told again
    return None


def _tiles_before(ws: Words, i: int) -> int | None:
    """The sum of the tiles told right before word i ("k12 m3", "mavi 4 sarı 5", "k7 ve m2"), or None."""
    total, j, tiles = 0, i - 1, 0
    while j >= 0:
        t = ws[j].text
        glued = TILE_GLUED.match(t.replace("'", ""))
        if glued:
            total, tiles, j = total + int(glued.group(2)), tiles + 1, j - 1
        elif ws[j].num is not None and 1 <= ws[j].num <= 13 and j > 0 and colour_of(ws.at(j - 1)):
            total, tiles, j = total + ws[j].num, tiles + 1, j - 2
        elif t in ("ve", "ile", ",") and tiles:
            j -= 1
        else:
            break
    return total if tiles >= 2 else None


#: Verbs that make an aside tell a fact of the hand rather than repeat a number.
_TELLING = frozenset({"kal", "bit", "ac", "yaz", "ye", "at", "al", "var", "ol", "cek", "isle"})

_JOINS = frozenset({"ile", "ve", "bir", "bi", "de", "da"})


def _run_back(ws: Words, j: int) -> list[int]:
    """Indices of the numbers of a list ending at ``j`` ("7 8 9", "12 ile 13"), nearest last."""
    out: list[int] = []
    while j >= 0 and not ws[j].sep and (ws[j].num is not None or ws[j].text in _JOINS):
        if ws[j].num is not None:
            out.insert(0, j)
        j -= 1
    return out


def _run_forward(ws: Words, j: int) -> list[int]:
    """Indices of the numbers of a list starting at ``j`` ("7 ile 9", "13 11"), in order."""
    out: list[int] = []
    while j < len(ws) and not ws[j].sep and (ws[j].num is not None or ws[j].text in _JOINS):
        if ws[j].num is not None:
            out.append(j)
        j += 1
    return out


def _list(m: Match):
    """"elde 7 8 9 değil pardon 7 ile 9 kaldı": a list of numbers corrected by another list — the first
    list is spent whole (else only its last number took the new value: 7 8 7 9)."""
    old = _run_back(m.ws, m.start - 1)
    new = _run_forward(m.ws, m.end)
    if len(old) < 2 or not new:
        return None
    return "list-fix", {"old": old, "new": new, "end": m.end}


#: The verbs that tell a list as left ("13 13 kaldı.. yok 13 11"), between a list and its correction.
_LEFT = frozenset({"kaldi", "kalmisti", "kalmis", "var", "vardi"})


def _list_again(m: Match):
    """"iki tane 13 kaldı.. yok bi tane 13 bi tane 11": a list of numbers told left, then "yok / pardon" and
    another list — the later list replaces the earlier whole (a list by a list; one number is "pardon 17")."""
    j = m.start - 1
    while j >= 0 and (m.ws[j].sep or m.ws.at(j) in _LEFT):
        j -= 1
    old = _run_back(m.ws, j)
    new = _run_forward(m.ws, m.end)
    if len(old) < 2 or len(new) < 2 or [m.ws[i].num for i in old] == [m.ws[i].num for i in new]:
        return None
    return "list-fix", {"old": old, "new": new, "end": m.end}

def _said_wrong(m: Match):
    """"elimde 8 kaldı... yok yanlış dedim 9 kaldı": "I said it wrong" takes back the last number told, even
    across the pause ("...") before it; the number after it replaces that one."""
    return _replaces_last(m, 7, across_sentences=True)


RULES = Rules((
    tile_lists.FIX,
    Rule("7 8 9 değil pardon 7 ile 9", "degil|degilmis ?, pardon|yani|yok|hayir ?yok ?,", _list),
    Rule("13 13 kaldı.. yok 13 11", "yok|pardon ?yok ?,", _list_again),
    Rule("23 değil 32", "a=# degil|degilmis b=#", _number),
    Rule("yok yok 23 değil 32", "yok ?yok a=# degil b=#", _number),
    Rule("23 değil de 32", "a=# degil|degilmis de|da b=#", _number),
    Rule("düzeltme: can 59", "duzeltme|yanlis|pardon ?yazdim|yazmisim|yazmisiz ?, p=_ n=#", _named_fix),
    Rule("sarı 8 değil sarı 9", "c=_ a=# degil|degilmis d=_ b=#", _named_tile),
    Rule("m10 değil m1", "a=_ degil|degilmis b=_", _tile),
    Rule("pardon 17", "pardon|yani|yok|hayir|pardon' ?yok b=#", _pardon),
    Rule("yok yanlış dedim 9", "?yok|pardon yanlis ?dedim|soyledim|yazdim ?, b=#", _said_wrong),
    Rule("yok dur yeniden saydım 108 (a recount)", "?yok ?dur yeniden|tekrar saydim|saydik|baktim ?, b=#", _said_wrong),
    Rule("evet 104 (a told number confirmed)", "evet|evt|aynen|valla|vallahi|harbiden|cidden|gercekten|dogru ?~2 n=#",
         _confirm),
    Rule("yanlış duymadın 37 (a told number confirmed)", "yanlis duymadin|okumadin|gormedin n=#", _confirm),
    Rule("(104!!) (a told number repeated in an aside)", "( n=# ?~3 )", _confirm),
    Rule("okey değil sahte okeymiş", "okey|okeyi|okeymis degil|degilmis sahte okeymis|okey|okeydi|okeyi|okeyd*",
         lambda m: ("sahte", {})),
))


def apply(facts: list[Fact], ws: Words) -> None:
    """Rewrite the words the corrections point to: the old number takes the new value, and the
    correcting word is spent (no dimension reads it again)."""
    for f in facts:
        if f.kind == "confirm":
            for j in range(f.value["start"], f.value["n"] + 1):
                ws[j].claimed = "corrections"  # "evet 104": read no more
            continue
        if f.kind == "list-fix":
            for j in [*f.value["old"], *range(f.value["old"][-1] + 1, f.value["end"])]:
                ws[j].claimed = "corrections"  # the corrected list and "değil pardon" are read no more
            continue
        if f.kind == "tile-list-fix":
            tile_lists.apply(ws, f.value)
            continue
        if f.kind == "tile-fix":
            _apply_tile(ws, ws[f.value["old"]], ws[f.value["new"]])
            continue
        if f.kind == "named-tile-fix":
            _apply_named_tile(ws, f.value["old"], f.value["new"])
            continue
        if f.kind != "number":
            continue
        old, new = ws[f.value["old"]], ws[f.value["new"]]
        value = new.num
        earlier = [w for w in ws if w.i < old.i and w.num == old.num and not w.claimed]
        if not earlier and any(w.i < old.i and w.num == value and not w.claimed for w in ws):
            # "elinde 104 kaldı (140 değil 104)": the right number was told already; the aside repeats it
            for j in range(old.i, new.i + 1):
                ws[j].claimed = "corrections"
            continue
        for w in earlier:
            w.num = value
        if earlier:
            old.claimed = "corrections"  # the earlier mention carries the value now
        else:
            old.num = value
        new.claimed = "corrections"
        for j in f.value.get("spent", ()):
            ws[j].claimed = "corrections"  # "düzeltme: can 59": the correction's own words tell nothing more
        for j in range(old.i + 1, new.i):
            if ws[j].text in ("degil", "degilmis", "pardon", "yani", "yok", "hayir"):
                ws[j].claimed = "corrections"


def _apply_tile(ws: Words, old, new) -> None:
    """Every earlier mention of the corrected tile is the new tile; the correction itself is spent."""
    earlier = [w for w in ws if w.i < old.i and w.text == old.text and not w.claimed]
    for w in earlier:
        w.text = new.text
    for j in range(old.i if earlier else old.i + 1, new.i + (1 if earlier else 0)):
        ws[j].claimed = "corrections"
    if not earlier:
        old.text = new.text
        new.claimed = "corrections"


#: Words a correcting sentence may open with before the tile it corrects ("yok yok sarı 12 değil …").
_OPENERS = frozenset({"yok", "pardon", "hayir", "ya", "abi", ",", "dur", "aslinda"})


def _apply_named_tile(ws: Words, old: int, new: int) -> None:
    """The nearest earlier mention of the corrected tile (same colour and number, in the same
    sentence) becomes the new tile; the correction's own words are spent. Told nowhere before, the
    corrected words themselves carry the new tile."""
    colour = colour_of(ws.at(old - 1))
    target = None
    opens = True  # "… sarı 12 kaldı. yok yok sarı 12 değil sarı 2": a sentence that only corrects looks back one
    for j in range(old - 2, 0, -1):
        if ws[j].strong and not opens:
            break
        if ws[j].strong:
            opens = False
            continue
        opens = opens and ws[j].text in _OPENERS
        if ws[j].num == ws[old].num and colour_of(ws.at(j - 1)) == colour and not ws[j].claimed:
            target = j
            break
        if glued_tile(ws[j].text) == (colour, ws[old].num) and not ws[j].claimed:
            # "mavi1 mavi2 kaldı, dur mavi 2 değil mavi 3": the tile told glued before takes the new one
            ws[j].text = tile_lists.glued(colour_of(ws.at(new - 1)), ws[new].num)
            for k in range(old - 1, new + 1):
                ws[k].claimed = "corrections"
            return
    if target is None:
        ws[old - 1].text, ws[old].num = ws[new - 1].text, ws[new].num
        for j in range(old + 1, new + 1):
            ws[j].claimed = "corrections"
        return
    ws[target - 1].text, ws[target].num, ws[target].text = ws[new - 1].text, ws[new].num, str(ws[new].num)
    for j in range(old - 1, new + 1):
        ws[j].claimed = "corrections"
