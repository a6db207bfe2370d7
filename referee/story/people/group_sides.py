"""Sides named as groups: "komşular 37'deydi", "Martılar yedi çift yaptı", "biz Kartallar normal bittik",
"misafirlere kaç yazılır" — a group noun at a team table is one of the two sides, never a player.

A *group noun* is a word in the plural (-lar / -ler, maybe with a case ending) that is no word of the
game or of chat ("Kartallar", "serçeler", "komşular") or one of the words for a party of people
(:data:`PARTIES`: "misafirler", "hanımlar", "gençler" …), standing where a side stands: before points,
a question word, "takım", a player's verb, or beside "biz" or another group. A plural of a name the
story uses ("cemiller": Cemil and the one with him) is the hands dimension's.

At a düz team table a side acts as one — it finishes, shows the gösterge, has points — so each mention
of a group becomes the side's pronoun ("onlar" / "biz", with the same case: "komşulara" → "onlara"),
and the answer calls the side by the group's name (:func:`names_of_sides`). Which side: the asker's
("biz Kartallar", "Kartallar olarak biz") or, when the asker speaks of "biz" / "ben", the other one;
when the asker does not play, the first group told is one side and a second group the other.

>>> from referee.story.words import words
>>> ws = words("50den başladık komşular 37deydi bizimki okeyle bitti şimdi kaç oldular")
>>> rewrite(ws), [w.text for w in ws][2:4]
({'them': 'Komşular'}, ['onlar', "37'deydi"])
>>> ws = words("eşli düz: biz Kartallar 20, Martılar 23. Martılar okeyle bitti")
>>> sorted(rewrite(ws).items())
[('them', 'Martılar'), ('us', 'Kartallar')]
"""
from __future__ import annotations

import re

from referee.story.lexicon import HONORIFICS, NAMES, NICKNAMES
from referee.story.vocabulary import vocabulary
from referee.story.words import Word, Words

#: Words for a party of people that may name a side although the vocabulary knows them.
PARTIES = frozenset({"komsular", "misafirler", "hanimlar", "beyler", "gencler", "yaslilar", "kizlar", "erkekler",
                     "kadinlar", "ablalar", "abiler", "amcalar", "teyzeler", "kuzenler", "akrabalar", "emekliler",
                     "ogrenciler", "hocalar", "ustalar", "ciraklar", "garsonlar", "esnaflar", "kirmizilar", "maviler",
                     "sarilar", "siyahlar", "yesiller", "beyazlar", "gelinler", "damatlar"})
#: Plurals that stand for people but are never a side's name here.
_NOT_SIDES = frozenset({"onlar", "bizimkiler", "rakipler", "karsidakiler", "digerleri", "otekiler", "oburleri",
                        "arkadaslar", "cocuklar", "takimlar", "oyuncular", "herkesler"})
_PLURAL = re.compile(r"^([a-z]{2,}?(?:lar|ler))(?:'?(in|nin|a|ya|e|ye|i|yi|da|de|ta|te|dan|den|tan|ten|la|le|"
                     r"yla|yle|ca|ce|dir|di|ydi|mis|dik))?$")
#: Case ending → the pronoun forms of our side and theirs.
_CASES = {"": ("biz", "onlar"), "in": ("bizim", "onlarin"), "nin": ("bizim", "onlarin"), "a": ("bize", "onlara"),
          "ya": ("bize", "onlara"), "e": ("bize", "onlara"), "ye": ("bize", "onlara"), "i": ("bizi", "onlari"),
          "yi": ("bizi", "onlari"), "da": ("bizde", "onlarda"), "de": ("bizde", "onlarda"), "ta": ("bizde", "onlarda"),
          "te": ("bizde", "onlarda"), "dan": ("bizden", "onlardan"), "den": ("bizden", "onlardan"),
          "tan": ("bizden", "onlardan"), "ten": ("bizden", "onlardan"), "la": ("bizimle", "onlarla"),
          "le": ("bizimle", "onlarla"), "yla": ("bizimle", "onlarla"), "yle": ("bizimle", "onlarla")}
_ASK = frozenset({"kac", "kaca", "kacta", "kacar", "ne", "nedir", "puani", "puanlari", "skoru", "skor", "score", "toplami",
                  "puan", "toplam", "takimi", "takiminin", "takimindan", "takiminda", "takim"})
_SIDE_VERBS = frozenset({"bit", "goster", "yap", "ac", "kal", "kazan", "kaybet", "dus", "in", "al", "ye", "yaz", "at"})
_US = frozenset({"biz", "bizim", "bizler"})
_FIRST_PERSON = frozenset({"biz", "bizim", "bize", "bizde", "bizden", "ben", "bana", "benim", "bende", "ikimiz",
                           "ikimizin", "esim", "bizimki", "kocam", "karim", "takimimiz"})


def group_of(w: Word, names: set[str] | frozenset[str] = frozenset()) -> tuple[str, str] | None:
    """(group, case ending) when a word is a form of a group noun, else None ("Martılar'ın" → martilar, in)."""
    text = w.text.replace("'", "")
    m = _PLURAL.match(text)
    if m is None or w.num is not None:
        return None
    stem, case = m.group(1), m.group(2) or ""
    if stem in NAMES or stem in NICKNAMES or len(stem) < 6:
        return None  # "Güler", "Özler": a name that ends like a plural
    if stem in PARTIES:
        return stem, case
    if stem in _NOT_SIDES or stem[:-3] in NAMES or stem[:-3] in NICKNAMES or stem[:-3] in names or vocabulary(stem):
        return None  # "dayımlar", "cemiller": a name's plural (the hands dimension's); "taşlar": a word of the game
    return stem, case


#: Colours a side is named by (folded) and their plural, the side's group noun ("mavi takım" = "maviler").
COLOUR_GROUPS = {"kirmizi": "kirmizilar", "mavi": "maviler", "sari": "sarilar", "siyah": "siyahlar",
                 "yesil": "yesiller", "beyaz": "beyazlar", "turuncu": "turuncular", "mor": "morlar",
                 "pembe": "pembeler", "lacivert": "lacivertler"}
#: "takım" and its case forms after a colour → the case ending the group noun would carry.
_TEAM_CASE = {"takim": "", "takimi": "", "takimin": "in", "takiminin": "in", "takima": "a", "takimina": "a",
              "takimda": "da", "takiminda": "da", "takimdan": "dan", "takimindan": "dan", "takimla": "la"}


def colour_team(ws: Words, i: int) -> tuple[str, str] | None:
    """(group, case ending) when words i, i+1 are a colour and "takım" ("mavi takımdan" → maviler, dan):
    the side of that colour, as if told in the plural."""
    group = COLOUR_GROUPS.get(ws.items[i].text) if i < len(ws.items) else None
    if group is None:
        return None
    case = _TEAM_CASE.get(ws.at(i + 1).replace("'", ""))
    return (group, case) if case is not None else None


def _mentions(ws: Words, names: set[str] | frozenset[str] = frozenset()) -> dict[str, list[int]]:
    """Every mention of a group noun (a plural, or a colour before "takım"), by group, in order."""
    found: dict[str, list[int]] = {}
    for i, w in enumerate(ws):
        got = group_of(w, names) or colour_team(ws, i)
        if got is not None:
            found.setdefault(got[0], []).append(i)
    return found


def _side_slot(ws: Words, i: int) -> bool:
    """Word i stands where a side stands: before points, a question, "takım" or a side's verb; beside
    "biz" or another group ("Kartallar vs Martılar" reads "kartallar + + martilar")."""
    if colour_team(ws, i) is not None:
        return True  # "mavi takım": a side, told so
    nxt, prev = ws[i + 1] if i + 1 < len(ws) else None, ws.at(i - 1)
    if prev in _US or prev == "+" or ws.at(i + 1) == "+":
        return True
    if nxt is not None and (nxt.num is not None or nxt.text in _US):
        return True
    for k in range(i + 1, min(i + 4, len(ws))):  # "Martılar kaç", "Martılar'ın bu el puanı", "… hand score"
        if ws[k].sep:
            break
        if ws[k].base in _ASK:
            return True
    for k in range(i + 1, min(i + 5, len(ws))):
        w = ws[k]
        if w.sep:
            return False
        if w.verb is not None and w.verb.root in _SIDE_VERBS and w.verb.person in ("3sg", "3pl", "1pl", ""):
            return True
    return False


def rewrite(ws: Words) -> dict[str, str]:
    """Turn every mention of a group noun that names a side into that side's pronoun; the sides' names
    as typed ({"us" | "them": name}). Nothing changes when no group stands as a side, when more than two
    do, or when both would be one side."""
    found = _mentions(ws)
    sides = [g for g, at in found.items() if any(_side_slot(ws, i) for i in at)]
    if not sides or len(sides) > 2:
        return {}
    ours = [g for g in sides if any(ws.at(i - 1) in _US or ws.at(i + 1) in _US for i in found[g])]
    if len(ours) > 1:
        return {}
    speaks = any(w.text in _FIRST_PERSON or (w.verb is not None and w.verb.person in ("1sg", "1pl") and
                                             w.verb.form == "finite") for w in ws if group_of(w) is None)
    side: dict[str, str] = {}
    if ours:
        side = {g: "us" if g in ours else "them" for g in sides}
    elif len(sides) == 2:
        side = {sides[0]: "us", sides[1]: "them"} if not speaks else {}
    else:
        side = {sides[0]: "them"}
    if not side:
        return {}
    names: dict[str, str] = {}
    drop: set[int] = set()
    for g, s in side.items():
        names[s] = side_name(ws, g)
        for i in found[g]:
            w = ws[i]
            if s == "us" and ws.at(i - 1) in _US:
                drop.add(i)  # "biz Kartallar": one side told twice — the name is the pronoun's apposition
                continue
            got = group_of(w) or colour_team(ws, i)
            if got is not None and group_of(w) is None:
                drop.add(i + 1)  # "mavi takımdan" → "onlardan": the colour's "takım" goes with it
            w.text, w.cap = _CASES.get(got[1], _CASES[""])[0 if s == "us" else 1], False
    if drop:
        ws.items[:] = [w for w in ws.items if w.i not in drop]
        for k, w in enumerate(ws.items):
            w.i = k
    return names


def label_groups(ws: Words, found) -> None:
    """At a 101 team table a side is a pair of told players, so a group noun is a team's name there
    ("Hanımlar takımından Nermin", "Martılar'ın bu el puanı"): it joins ``found.labels`` (never a
    player), with the people told right after "G takımından" / "G takımında" as its members."""
    if found is None:
        return
    mentions = {g: at for g, at in _mentions(ws, found.names).items() if g not in found.labels}
    for g, at in mentions.items():
        if not any(_side_slot(ws, i) for i in at):
            continue
        found.labels[g] = side_name(ws, g)
        found.names.discard(g)
        honorific = g[:-3]  # "Hanımlar": the players told as "X Hanım"; "Beyler": as "X Bey"
        for k in range(len(ws) - 1):
            base = ws[k].base
            if honorific in HONORIFICS and ws[k + 1].base == honorific and base not in HONORIFICS and \
                    (base in found.names or base in NAMES or ws[k].cap):
                found.members.setdefault(base, g)
                found.names.add(base)
        for i in at:
            if ws.at(i + 1) in _OF_TEAM:
                k = i + 2
                while k < len(ws) and k - i <= 6 and not ws[k].sep:
                    base = ws[k].base
                    if (base in found.names or base in NAMES) and base not in found.members and \
                            base not in HONORIFICS:
                        found.members[base] = g
                    k += 1


#: "Hanımlar takımından Nermin": the people told after it are of that side.
_OF_TEAM = frozenset({"takimindan", "takiminda", "takimindandi", "ekibinden", "tarafindan"})


#: A colour side told as "<colour> takım" (never by its plural): called so in the answer, with its letters.
_COLOUR_TEAM_NAMES = {"kirmizilar": "Kırmızı takım", "maviler": "Mavi takım", "sarilar": "Sarı takım",
                      "siyahlar": "Siyah takım", "yesiller": "Yeşil takım", "beyazlar": "Beyaz takım",
                      "turuncular": "Turuncu takım", "morlar": "Mor takım", "pembeler": "Pembe takım",
                      "lacivertler": "Lacivert takım"}


def side_name(ws: Words, group: str) -> str:
    """The group's name as the story typed it, capitalised ("komşular" → "Komşular"); a colour side the story
    only called "<colour> takım" keeps that name ("Yeşil takım", not "Yesiller")."""
    from referee.story.reading import display_name
    from referee.text.normalize import fold

    if group in _COLOUR_TEAM_NAMES and group not in fold(ws.original).lower():
        return _COLOUR_TEAM_NAMES[group]
    return display_name("name:" + group, ws.original)


__all__ = ["COLOUR_GROUPS", "PARTIES", "colour_team", "group_of", "rewrite", "label_groups", "side_name"]
