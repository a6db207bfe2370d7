"""The role of a number the reading left unexplained: what it counts or orders, from its own form
(ordinal or cardinal, its ending) and the noun it stands before.

A number that is no one's points — the second *table* ("ikinci masada"), the fourth *hand* of the
one hand told ("maçımızın dördüncü elini"), a *seat* ("ikinci annem, üçüncü eniştem"), a count of
*events* ("iki olay oldu"), *years* ("15 senedir oynuyorum", "60 yaşında"), an *hour* ("saat 2'de", "gece 1
molası"), the match's 1000-point *target* ("hedef 1000", "1000'e kadar oynuyoruz",
"1000 puana kadar") — changes no score, so the leftover guard lets it go. Every other number
keeps its place in the guard: a number that could be points and that no reader took still asks
(issue 11: never a confident wrong number). Numbers that *are* used by a reader (a count of hands,
"3 el oynadık"; a repeat, "iki kere attı") are not roles here: their readers cover them, or they ask.

>>> from referee.story.words import words
>>> ws = words("akşam ikinci masada ali bitti, iki olay oldu, ilk oynayan ali ikinci veli")
>>> [(w.text, number_role(w, ws, {3, 12, 14}, 1)) for w in ws if w.num is not None]
[('2.', 'masanın sırası'), ('2', 'olay sayısı'), ('2.', 'oturuş sırası')]
>>> ws = words("hedef 1000. ali 450, 1000'e kadar oynuyoruz, maç 1000 puana kadar, hedef 500")
>>> [number_role(w, ws, set(), 1) for w in ws if w.num is not None]
['maçın hedefi', None, 'maçın hedefi', 'maçın hedefi', None]
>>> ws = words("12 yıldır oynarım, gece 2 molasında saat 3'te ali bitti, hande 8 kaldı, gece 2 el oynadık")
>>> [(w.text, number_role(w, ws, set(), 1)) for w in ws if w.num is not None]
[('12', 'yıl sayısı'), ('2', 'saat'), ("3'te", 'saat'), ('8', None), ('2', None)]
>>> ws = words("ali 5. eldeyiz dedi")
>>> [number_role(w, ws, set(), 1) for w in ws if w.num is not None]
['elin sırası']
>>> ws = words("cem bitti elimde iki olay kaldı")
>>> [number_role(w, ws, set(), 1) for w in ws if w.num is not None]
[None]
"""
from __future__ import annotations

import re

from referee.story.words import Word, Words

#: A hand named by its noun in any case or possessive ("elini", "elimiz", "elimizin", "elinde").
_HAND = re.compile(r"^el(?:i|in|ini|inde|imiz|imizi|imizin|imizde|imizden|iniz|de|den|e|deyiz|deydik|dayiz)?$")
#: Words of time a number counts ("15 senedir", "3 yıldır", "60 yaşında"): years, never points.
_YEARS = re.compile(r"^(?:sene|yil|yas)(?:dir|lik|inda|indayim|indaydi|ndan|dan|den)?$")
#: Words a number after tells the hour of ("saat 3", "gece 2 molası", "sabaha karşı 4'te").
_HOUR = frozenset({"saat", "gece", "sabah", "aksam", "ogle", "ogleden", "karsi"})
#: What an hour is not followed by: a count of hands or people ("gece 2 el oynadık").
_COUNTED = re.compile(r"^(?:el|elde|ellik|kisi|kisiydik|kisilik|oyun|tur|puan|kere|kez|defa)")
#: Words that name a seat in the order of play, beside people ("ilk oynayan", "ikinci oturan").
_SEAT = frozenset({"oynayan", "oturan", "siradaki", "sirada", "oyuncu", "oyuncuya", "oyuncunun"})
#: The English word for a hand, before its number ("round 5", "raund 3").
_ROUND = frozenset({"round", "raund"})
#: Nouns of things that happened or were asked — counted, never scored ("iki olay", "üç mesele").
_EVENTS = frozenset({"olay", "olaylar", "mesele", "sey", "durum", "hadise", "vaka", "sorun", "soru", "soru'm",
                     "sorum", "sorumuz", "konu"})


def number_role(w: Word, ws: Words, people_at: set[int], hands: int) -> str | None:
    """The role of number word ``w`` when it is no one's points, else None (``people_at``: word indices
    a people fact read; ``hands``: how many hands the reading tells). A hand's ordinal is let go only
    when one hand is told — with several, which one it is matters."""
    if w.num is None:
        return None
    head = ws.at(w.i + 1)
    nxt_sep = w.i + 1 >= len(ws) or ws[w.i + 1].sep
    if w.ordinal and not nxt_sep:
        if head.startswith("masa"):
            return "masanın sırası"
        if _HAND.match(head):
            return "elin sırası" if hands <= 1 else None
        if 1 <= w.num <= 4 and (w.i + 1 in people_at or head in _SEAT):
            return "oturuş sırası"
        return None
    if not w.ordinal and not w.suffix and ws.at(w.i - 1) in _ROUND and nxt_sep:
        return "elin sırası" if hands <= 1 else None  # "Masa A round 5:": the hand's number, typed in English
    if not w.ordinal and head == "." and _HAND.match(ws.at(w.i + 2)) and w.num <= 20 and not w.suffix:
        return "elin sırası" if hands <= 1 else None  # "5. eldeyiz": the ordinal cut by a full stop
    if _target(w, ws):
        return "maçın hedefi"
    if not w.ordinal and not w.suffix and _YEARS.match(head):
        return "yıl sayısı"
    if not w.ordinal and w.num <= 24 and ws.at(w.i - 1) in _HOUR and not _COUNTED.match(head) and \
            w.suffix in ("", "de", "da", "te", "ta", "den", "dan", "ten", "tan", "e", "a", "ye", "ya"):
        return "saat"
    if not w.suffix and 2 <= w.num <= 9 and head in _EVENTS and ws.at(w.i + 2) not in ("kaldi", "kalmisti"):
        return "olay sayısı"
    return None


def _target(w: Word, ws: Words) -> bool:
    """The number is the 1000 a 101 match is played to, told as its target ("hedef 1000", "hedefimiz
    1000", "1000'e kadar", "1000 puana kadar"). Only 1000, the written end of a 101 match (oyna-yazboz):
    another target ("hedef 500") is a house rule we do not know, so it stays in the guard and is asked."""
    if w.num != 1000 or w.ordinal:
        return False
    before, head = ws.at(w.i - 1), ws.at(w.i + 1)
    if before.startswith("hedef") and not w.suffix:
        return True
    if w.suffix in ("e", "a") and head == "kadar":
        return True
    return not w.suffix and head in ("puana", "puanlik") and ws.at(w.i + 2) in ("kadar", "mac", "oyun")


__all__ = ["number_role"]
