"""Tiles and the okey: "k7", "m10", "sarı2", "mavi on iki", "kırmızı yedili", "siyah 5 ile 6",
"okey sarı 12", "gösterge m9" (→ the okey is mavi 10), "2 okey", "bi sahte okey".

Facts: ``tile`` (``colour``, ``number``; ``colour`` "s" when a player wrote only "s": sarı or siyah),
``okey`` (an okey tile, ``count``), ``sahte`` (a sahte okey, ``count``), ``okey-is`` (which tile the
okey is: ``colour``, ``number``, ``via`` "okey" | "gosterge"), ``tiles`` (several: "iki kırmızı 13",
"bir tane siyah 9", a run "mavi 6-7-8"), ``tile-number`` (an işlek's tile told in a later clause:
"taş mavi 6 idi"), ``okey-unknown`` ("gösterge neydi
unuttum", "okey hangisi": the story says it does not know). Where a tile lies — in a hand, on the
table, discarded — is the clause's business (:mod:`referee.story.assemble`).
"""
from __future__ import annotations

import re

from referee.story.lexicon import COLOUR_LETTERS, HAND_ANY, HAND_MINE, HAND_THIRD, TILE_GLUED, colour_of
from referee.story.rules import Match, Rule, Rules

#: "yedili", "dokuzlu", "onlu": a number word with -li (the tile "kırmızı yedili").
_LI_WORDS = {"birli": 1, "ikili": 2, "uclu": 3, "dortlu": 4, "besli": 5, "altili": 6, "yedili": 7, "sekizli": 8,
             "dokuzlu": 9, "onlu": 10}
#: A number word with a copula glued on, which the normaliser leaves alone: "üçtü", "dokuzdu", "beşti".
_COPULA_NUMBER = re.compile(r"^(bir|iki|uc|dort|bes|alti|yedi|sekiz|dokuz|on)(?:y?[dt][iu]|y?[dt][iu]m|mis)$")
_UNITS = {"bir": 1, "iki": 2, "uc": 3, "dort": 4, "bes": 5, "alti": 6, "yedi": 7, "sekiz": 8, "dokuz": 9, "on": 10}


def tile_number(word) -> int | None:
    """The 1–13 a word gives as a tile's number ("7", "7'ydi", "yedili", "üçtü"), or None."""
    if word.num is not None:
        return word.num if 1 <= word.num <= 13 and not word.ordinal else None
    t = word.text
    if t == "on":
        return 10  # "mavi on üçtü": the rule reading the colour adds the copula word after it
    if t in _LI_WORDS:
        return _LI_WORDS[t]
    m = _COPULA_NUMBER.match(t)
    return _UNITS[m.group(1)] if m else None


def _glued(text: str) -> tuple[str, int] | None:
    m = TILE_GLUED.match(text)
    if not m:
        return None
    colour = COLOUR_LETTERS.get(m.group(1)) or colour_of(m.group(1))
    return (colour, int(m.group(2))) if colour else None


def glued_tile(text: str) -> tuple[str, int] | None:
    """(colour, number) of a tile written glued ("k7", "m10'du"), or None."""
    return _glued(text.replace("'", ""))


def _tile(colour: str, number: int) -> tuple[str, dict]:
    return "tile", {"colour": colour, "number": number}


def _glued_tile(m: Match):
    got = _glued(m.words[0].text.replace("'", ""))
    return None if got is None else _tile(*got)


#: "mavi 6-7-8": a run of one colour typed with hyphens (a meld on the table, or in a hand).
_HYPHEN_RUN = re.compile(r"^(1[0-3]|[1-9])(?:-(1[0-3]|[1-9])){2,3}$")


def _run_of(colour: str, numbers: list[int]):
    """A run of one colour ("sarı 2 3 4", "mavi 6-7-8"): each number one more than the one before."""
    if any(b != a + 1 for a, b in zip(numbers, numbers[1:])):
        return None
    return "tiles", {"tiles": [{"colour": colour, "number": k} for k in numbers]}


def _colour_numbers(m: Match):
    """"sarı 2 3 4": three or four numbers after one colour, in a run, are that colour's tiles."""
    colour = colour_of(m["c"].text)
    numbers = [tile_number(m[k]) for k in ("a", "b", "d", "e") if m.get(k) is not None]
    if colour is None or None in numbers:
        return None
    return _run_of(colour, numbers)


def _colour_number(m: Match):
    colour = colour_of(m["c"].text)
    if colour is not None and _HYPHEN_RUN.match(m["n"].text):
        return _run_of(colour, [int(x) for x in m["n"].text.split("-")])
    n = tile_number(m["n"])
    if colour is None or n is None:
        return None
    # "on üçtü" written in two words after the colour: "mavi on üçtü" → 13
    if m["n"].text == "10" or m["n"].num == 10:
        nxt = m.ws[m.end] if m.end < len(m.ws) else None
        if nxt is not None and _COPULA_NUMBER.match(nxt.text) and _UNITS[_COPULA_NUMBER.match(nxt.text).group(1)] <= 3:
            return "tile", {"colour": colour, "number": 10 + _UNITS[_COPULA_NUMBER.match(nxt.text).group(1)],
                            "extra": 1}
    return _tile(colour, n)


def _colour_run(m: Match):
    """"siyah 5 ile 6": the second number shares the colour."""
    colour = colour_of(m["c"].text)
    a, b = tile_number(m["a"]), tile_number(m["b"])
    if colour is None or a is None or b is None:
        return None
    return "tiles", {"tiles": [{"colour": colour, "number": a}, {"colour": colour, "number": b}]}


def _n_tiles(m: Match):
    """"iki tane sarı 1", "bir tane siyah 9", "iki kırmızı on üç": that many copies of one tile."""
    colour, n = colour_of(m["c"].text), tile_number(m["n"])
    if colour is None or n is None:
        return None
    if m["n"].num == 10 and _COPULA_NUMBER.match(m.ws.at(m.end)):
        return None  # "iki mavi on üçtü": the two-word number is read by "kırmızı 7"
    return "tiles", {"tiles": [{"colour": colour, "number": n}] * _count(m["k"])}


def _n_glued(m: Match):
    """"iki tane k6": that many copies of a tile written glued."""
    got = _glued(m["t"].text.replace("'", ""))
    if got is None:
        return None
    return "tiles", {"tiles": [{"colour": got[0], "number": got[1]}] * _count(m["k"])}


#: After "okey 7" these words make the 7 a count of something else ("düz okey 7 çift bitti", "okey 2 el").
_COUNTED = frozenset({"cift", "ciftle", "ciftten", "el", "elde", "kisi", "kisiyiz", "kere", "kez", "tane", "tas"})


def _in_held_list(m: Match) -> bool:
    """"elimde okey m7 s4 kaldı", "elinde okey kırmızı 9 …": "okey" right after a hand word is a tile
    held, the first of a list — the tile after it is another tile held, not which tile the okey is; so
    is an okey between tiles ("k4 okey k5", "mavi 3 okey sarı 8")."""
    ws, i = m.ws, m.start - 1
    if ws.at(i) in HAND_MINE | HAND_THIRD | HAND_ANY or _glued(ws.at(i).replace("'", "")) is not None:
        return True
    return i > 0 and tile_number(ws[i]) is not None and colour_of(ws.at(i - 1)) is not None


def _okey_is(m: Match):
    colour = colour_of(m["c"].text) if m.get("c") else None
    n = tile_number(m["n"])
    if n is None or (colour is not None and _in_held_list(m)):
        return None
    if colour is None and (m.ws.at(m.start - 1) in ("duz", "esli", "duzde", "eslide") or
                           m.ws.at(m["n"].i + 1) in _COUNTED):
        return None  # "düz okey 7 çift bitti": the game's name, then a count — no okey tile told
    return "okey-is", {"colour": colour, "number": n, "via": "okey"}


def _okey_is_glued(m: Match):
    got = _glued(m["t"].text.replace("'", ""))
    if got is None or _in_held_list(m):
        return None
    return "okey-is", {"colour": got[0], "number": got[1], "via": "okey"}


def _gosterge(m: Match):
    colour = colour_of(m["c"].text) if m.get("c") else None
    n = tile_number(m["n"])
    if n is None:
        return None
    if n == 10 and m.end < len(m.ws):
        nxt = _COPULA_NUMBER.match(m.ws[m.end].text)
        if nxt and _UNITS[nxt.group(1)] <= 3:
            n = 10 + _UNITS[nxt.group(1)]
    return "okey-is", {"colour": colour, "number": n % 13 + 1, "via": "gosterge", "gosterge": n}


def _gosterge_glued(m: Match):
    got = _glued(m["t"].text.replace("'", ""))
    if got is None:
        return None
    return "okey-is", {"colour": got[0], "number": got[1] % 13 + 1, "via": "gosterge", "gosterge": got[1]}


def _count(word) -> int:
    return {"bir": 1, "bi": 1, "1": 1, "iki": 2, "2": 2, "cift": 2}.get(word.text, 1)


def _okey(m: Match):
    if m.ws.at(m.end).startswith("degil"):
        return None  # "okey değildi": not an okey anywhere
    n = _count(m["k"]) if m.get("k") else 1
    return "okey", {"count": min(n, 2)}


def _sahte(m: Match):
    n = _count(m["k"]) if m.get("k") else 1
    return "sahte", {"count": min(n, 2)}


def _okey_note(m: Match):
    """"kırmızı 1 (gerçek okey!)": a note on the tile just told — that tile is the okey, no second okey."""
    prev = m.ws[m.start - 1] if m.start > 0 else None
    if prev is None or prev.num is None and _glued(prev.text.replace("'", "")) is None:
        return None
    return "okey-note", {}


def _islek_tile(m: Match):
    """"… işlek attı, sıradaki aldı. taş mavi 6 idi": a clause that starts with "taş" and names a tile,
    after an işlek told without its tile, tells that tile's number (the tournament's ×10). Not "son
    taş" (a finish's last tile), not without an işlek before it."""
    ws = m.ws
    if m.start > 0 and not ws[m.start - 1].sep:
        return None
    if not any(ws.at(j).startswith(("islek", "isleg")) for j in range(m.start)):
        return None
    n = tile_number(m["n"])
    return None if n is None or colour_of(m["c"].text) is None else ("tile-number", {"n": n})


RULES = Rules((
    # which tile the okey is
    Rule("kırmızı 1 (gerçek okey)", "( ?gercek|asil|bu|o okey|okeydi|okeymis|okeyim )", _okey_note),
    Rule("gösterge m9", "gosterge|gostergemiz|gosterge'|gostergede ?olan ?tasi t=_", _gosterge_glued),
    Rule("gösterge sarı 13", "gosterge|gostergemiz|gostergede ?olan ?tasi|tas c=kirmizi*|mavi*|siyah*|sari*|krmz n=_",
         _gosterge, claims=("n",)),
    Rule("gösterge 13", "gosterge|gostergemiz n=#1-13", _gosterge, claims=("n",)),
    Rule("okey olan taş sarı 6", "okey olan tas|tasi c=kirmizi*|mavi*|siyah*|sari*|krmz n=_", _okey_is, claims=("n",)),
    Rule("okey sarı 12", "okey|okeyimiz|okeyi ?de|da|ise|yani c=kirmizi*|mavi*|siyah*|sari*|krmz n=_", _okey_is,
         claims=("n",)),
    Rule("okey m10", "okey|okeyimiz|okeyi ?de|da|ise|yani t=_", _okey_is_glued),
    Rule("okey 9", "okey|okeyimiz ?de|da|ise|yani n=#1-13", _okey_is, claims=("n",)),
    Rule("bir okey (9)", "?bir okey ( n=#1-13 )", _okey_is, claims=("n",)),
    Rule("gösterge neydi", "gosterge|gostergeyi|okey neydi|hangisi|hangisiydi|unuttum|bilmiyorum|goremedim|"
         "hatirlamiyorum", lambda m: ("okey-unknown", {})),
    # tiles
    Rule("taş mavi 6 idi (the işlek's tile, told after)", "tas|tasi|tas' c=kirmizi*|mavi*|siyah*|sari*|krmz n=_",
         _islek_tile, claims=("n",)),
    Rule("iki tane sarı 1", "k=#1-2|bir|bi|iki tane c=kirmizi*|mavi*|siyah*|sari*|krmz n=_", _n_tiles, claims=("k", "n")),
    Rule("iki kırmızı 13", "k=#2-2|iki c=kirmizi*|mavi*|siyah*|sari*|krmz n=_", _n_tiles, claims=("k", "n")),
    Rule("iki tane k6 (glued)", "k=#1-2|bir|bi|iki tane t=_", lambda m: _n_glued(m), claims=("k",)),
    Rule("sarı 2 3 4 5 (a run)", "c=kirmizi*|mavi*|siyah*|sari*|krmz a=#1-13 b=#1-13 d=#1-13 e=#1-13", _colour_numbers,
         claims=("a", "b", "d", "e")),
    Rule("sarı 2 3 4 (a run)", "c=kirmizi*|mavi*|siyah*|sari*|krmz a=#1-13 b=#1-13 d=#1-13", _colour_numbers,
         claims=("a", "b", "d")),
    Rule("siyah 5 ile 6", "c=kirmizi*|mavi*|siyah*|sari*|krmz a=_ ile|ve b=_", _colour_run, claims=("a", "b")),
    Rule("kırmızı 7", "c=kirmizi*|mavi*|siyah*|sari*|krmz n=_", _colour_number, claims=("n",)),
    Rule("k7 (glued)", "_", _glued_tile),
    # okeys and sahte okeys as tiles (in a hand, on the table)
    Rule("biri okeydi", "biri|birisi|tanesi ?de|da okeydi|okeymis", lambda m: ("okey-among", {})),
    Rule("2 sahte okey", "k=1|2|bir|bi|iki ?tane sahte okey|okeyim|okeyler|okeylerim", _sahte),
    Rule("sahte okey", "sahte okey|okeyim|okeyi", _sahte),
    Rule("2 okey", "k=1|2|bir|iki|cift ?tane okey|okeyim|okeyler|okeylerim|okeyi", _okey),
    # "elinde okeyden başka 9 sayı kaldı", "okey dışındaki taşlarım 28": the okey, and the rest besides it
    Rule("okeyden başka (the okey and more)", "okeyden|okeyin|okey|okeyler|okeylerin baska|haric|harici|disinda|"
         "disindaki|disindakiler", lambda m: ("okey", {"count": 1, "besides": True})),
    Rule("okey (a tile)", "okey|okeyim|okeylerim|okeyler", _okey),
))
