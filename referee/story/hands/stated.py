"""Stated points: what someone had before this hand — "14'teydim", "kuzen 940 taydi", "toplamım 712",
"burak 780, kuzen 912, …", "ben 21'deyim nuri 18'de" — and the asker's own score of a hand as told
("1. el 202 yazdım"). The rules live in :mod:`referee.story.hands.rules`; these are their makers.
"""
from __future__ import annotations

import re

from referee.story.lexicon import HONORIFICS, NICKNAMES, ends_the_match
from referee.story.people.tables import COMPASS, known_name
from referee.story.rules import Match

#: Copula endings after a number that say "someone *was at* N": "14'teydim", "7'deydi", "10'daydık".
_AT = re.compile(r"^(?:[dt][ae])?(?:y?[dt][iu]|y[iu]m|y[iu]z)(m|k|n|niz|nuz)?$|^(?:[dt][ae])(?:y[iu]m|y[iu]z)$")
_WAS = frozenset({"idi", "ydi", "di", "du", "ti", "tu", "taydi", "daydi", "teydi", "deydi", "tuk", "tuk'", "duk",
                  "tik", "dik", "imis", "ymis", "iken", "taydik", "daydik", "teydik", "deydik", "taydim", "daydim",
                  "teydim", "deydim", "idik", "idim"})


#: The bare locative after a side's points: "onlar 5'te", "cemil+sevgi 5te" (at 5, no copula).
_LOCATIVE = frozenset({"te", "ta", "de", "da"})


def at_points(suffix: str) -> bool:
    """A number's ending that says "at N" after a side: a copula ("3'teyiz", "5'teydi") or the bare
    locative ("5'te")."""
    return bool(_AT.match(suffix)) or suffix in _LOCATIVE


def _person_of(suffix: str) -> str:
    if suffix.endswith(("m",)):
        return "1sg"
    if suffix.endswith(("k", "iz", "uz")):
        return "1pl"
    return ""


def _stated_suffix(m: Match):
    """"14'teydim", "7'deydi", "10'daydı", "2 puandaydım": someone was at N before this hand."""
    n = m["n"]
    suf = n.suffix
    nxt = m.ws.at(m.end)
    if m.get("p") is not None:
        suf = m["p"].text[len("puanda"):] if m["p"].text.startswith("puanda") else ""
        person = _person_of(suf) or ("1sg" if m["p"].text.endswith("m") else "")
        return "stated", {"n": n.num, "at": n.i, "person": person}
    if suf in _LOCATIVE and (_in_standings(m) or _standing_told(m)):
        return "stated", {"n": n.num, "at": n.i, "person": ""}  # "ben 21'deyim nuri 18'de": nuri at 18
    if not suf or not _AT.match(suf):
        return None
    if nxt.startswith(("basla", "geri")) or _tile_context(m.ws, n.i):
        return None
    return "stated", {"n": n.num, "at": n.i, "person": _person_of(suf)}


def _in_standings(m: Match) -> bool:
    """A bare locative ("nuri 18'de") is someone's points only inside a list of standings: right after
    a person, with another person's "N'deyim / N'deydi" (a copula) in the same sentence."""
    ws, i = m.ws, m["n"].i
    if not _person_word(m, i - 1) or _tile_context(ws, i):
        return False
    a = i
    while a > 0 and not ws[a - 1].strong:
        a -= 1
    b = i
    while b < len(ws) and not ws[b].strong:
        b += 1
    return any(j != i and ws[j].num is not None and ws[j].suffix and _AT.match(ws[j].suffix) and _person_word(m, j - 1)
               for j in range(a, b))


def _standing_told(m: Match) -> bool:
    """"Hakan 14'te. …", "cem 17'de, ben 9'da": a person, then N'te closing the phrase — where that
    person stands (a remainder is told with "kaldı" / "elinde", never with the bare locative)."""
    ws, i = m.ws, m["n"].i
    return _person_word(m, i - 1) and not _tile_context(ws, i) and ws.at(i + 1) in ("", ".", ",") and \
        (i < 2 or ws[i - 2].sep or ws.at(i - 2) in ("ve", "ile"))


def _tile_context(ws, i: int) -> bool:
    """"gösterge sarı 5'ti", "okey 9'du": a tile's number, not anyone's points."""
    from referee.story.lexicon import colour_of

    prev = ws.at(i - 1)
    if prev in _GAME_AT:
        return False  # "düz okeyde 15'teydim": where we play, not the okey tile
    return bool(colour_of(prev)) or prev.startswith(("gosterge", "okey")) or prev in ("on",)


#: "okey" in the locative or ablative is the game played ("düz okeyde", "eşli okeyden"), never a tile told.
_GAME_AT = frozenset({"okeyde", "okeyden", "okeyda", "okey'de", "okey'den"})


def _stated_was(m: Match):
    """"kuzen 940 taydi", "biz 6 onlar 3 tük", "toplamım 712 idi"."""
    n = m["n"]
    if _tile_context(m.ws, n.i) or m.ws.at(m.end) in ("mi", "mu", "mi?", "mu?", "miydi", "muydu"):
        return None  # "ablam -101 di mi": a number put to be checked, the question's
    if n.suffix and not _AT.match(n.suffix):
        return None
    return "stated", {"n": n.num, "at": n.i, "person": _person_of(m["w"].text)}


def _stated_own(m: Match):
    """"toplamım 712", "puanım 6", "6 puanım vardı", "15 puanımız vardı"."""
    n = m["n"]
    own = m["o"].text
    who = "1pl" if "imiz" in own or "umuz" in own else "1sg" if own.endswith(("im", "um", "imda", "imdi")) else ""
    if own in ("puani", "puanlari"):
        who = "3"
    return "stated", {"n": n.num, "at": n.i, "person": who, "own": True}


def _stated_list(m: Match):
    nxt, prev = m.ws.at(m.end), m.ws.at(m.start - 1)
    if nxt in ("kac", "ne", "nedir", "neler", "mi", "lazim", "ne'") or prev in ("yeni", "kim"):
        return None
    if m.start and m.ws[m.start - 1].num is not None:
        return None  # "elimde 33 puan kaldı": the unit of a number told, no list of standings after it
    return "stated-list", {"at": m.start}


#: The past copula glued to the first pair's number ("Muhtar 250'ydi Berber 380"): it tells the pair after it too.
_WAS_GLUED = re.compile(r"^y?[dt][iu]$")

#: Copulas that may close a points list ("mert 12 sinan 15 cansu 10 idik").
_LIST_WAS = frozenset({"idi", "idik", "ydi", "ydik", "idiler", "imis", "oldu", "olmustu"})


def _person_word(m: Match, i: int) -> bool:
    """Word i names a person: "ben", a known or story-taught name, a nickname ("hoca", "kuzen"), or a seat named by
    the compass, which stands for its player in a list of standings ("doğu 23'te", the nickname "kuzey")."""
    w = m.ws[i] if 0 <= i < len(m.ws) else None
    if w is None or w.num is not None or w.sep:
        return False
    found = getattr(m.ws, "found", None)
    return w.text in ("ben", "bn") or w.base in NICKNAMES or (w.cap and w.base in m.ws.surnames) or \
        known_name(w.text, found.names if found is not None else set()) is not None or w.text in COMPASS


def _pair_len(m: Match, i: int) -> int:
    """Words of a person then a bare number at word i ("Terzi 312", "ben 198", "nazan abla 3": the
    honorific after the name is part of it; "ali 233'te", "veli 410'daydı": at that number); 0 when
    there is none."""
    if not _person_word(m, i):
        return 0
    j = i + 1
    if m.ws.at(j) in HONORIFICS:
        j += 1
    if j >= len(m.ws):
        return 0
    w = m.ws[j]
    return j - i + 1 if w.num is not None and not w.ordinal and (not w.suffix or at_points(w.suffix)) else 0


def _pair_at(m: Match, i: int) -> bool:
    return _pair_len(m, i) > 0


#: Words that correct the number just told ("yok yok 104", "pardon 104").
_FIX_WORDS = frozenset({"yok", "pardon", "hayir"})


def _after_fix(ws, k: int) -> int:
    """The index after "yok yok 104" at word k (the correction words, then one number); k when there is none."""
    j = k
    while j < len(ws) and ws.at(j) in _FIX_WORDS:
        j += 1
    return j + 1 if j < len(ws) and ws[j].num is not None and not ws[j].suffix else k


def _points_list(m: Match):
    """"4 elden sonra mert 312, hoca 150, cansu 488, sinan 97.", "sheet: Terzi 140 Muhtar 95 …",
    "mert 12 sinan 15 cansu 10 elif 17 idik": people each with a bare number, told before any finish,
    in a sentence with no verb of play — the points the table had before this hand (a header word
    like "toplamlar" is not needed). Three pairs at least, or two closed by "idi / idik"."""
    ws, i = m.ws, m.start
    if any(_pair_at(m, i - k) and not any(ws[j].strong for j in range(max(0, i - k), i)) for k in (2, 3, 4)):
        return None  # the list started earlier (in the same sentence)
    if any(w.verb is not None and w.verb.root == "bit" and not ends_the_match(ws, w.i) for w in ws.items[:i]) and \
            not _told_as_before(m, i):
        return None  # after the hand: "ben 30, burak 12, ali 5" is what was left ("maçı bitiriyoz" ends no hand)
    k, pairs = i, 0
    while k < len(ws):
        if _pair_at(m, k):
            pairs, k = pairs + 1, k + _pair_len(m, k)
        elif ws[k].text == "," or (not ws[k].strong and _pair_at(m, k + 1) and pairs and ws[k].verb is None
                                   and ws[k].num is None):
            k += 1  # a comma, or one word before a name ("Bıyıklı Seyfi 401")
        elif pairs and ws.at(k) in _FIX_WORDS and (j := _after_fix(ws, k)) > k:
            k = j  # "yusuf yüz kırk yok yok yüz dört berfin …": the pair's number corrected, the list goes on
        elif pairs == 1 and k == i + _pair_len(m, i) and _closes_list(ws[k].text) and ws.at(k + 1) == "," and \
                _pair_at(m, k + 2):
            k += 2  # "ben 14 puandayım, ali 3, veli 8": the first pair's copula tells the bare pairs after it
        else:
            break
    end = k
    closed = _closes_list(ws.at(end))
    while k < len(ws) and not ws[k].strong:
        if closed and ws[k].text == ",":
            break  # "… berk 7 puandaydık, berk bitti": the list ended with its copula
        if ws[k].verb is not None and not _closes_list(ws[k].text):
            return None  # "ali 5 veli 3 cem 7 kaldı": a verb of the hand, not points before it
        k += 1
    own = pairs == 2 and _WAS_GLUED.match(ws[i + _pair_len(m, i) - 1].suffix or "-") is not None
    if pairs < 3 and not (pairs == 2 and (closed or own)):
        return None
    return "stated-list", {"at": m.start, "pairs": pairs}


#: Words that open the standings from before the hand ("önceden ben 310'daydım, …").
_BEFORE = frozenset({"onceden", "oncesi"})


#: The sheet the standings are read off ("Çetele: Berk 150, Hoca 260 … yeni toplamlar?"): what it held.
_SHEET = frozenset({"cetele", "cetelede", "defter", "defterde", "tablo", "tabloda", "kagit", "kagitta"})


def _told_as_before(m: Match, i: int) -> bool:
    """A list told after the hand's end that still says it is the standing from before: opened by "önceden / el
    öncesi" or by the sheet it is read off ("Çetele: …"), or its first number told with a past copula of being
    at it ("ben 310'daydım zeynep 95 …")."""
    first = m.ws[i + _pair_len(m, i) - 1]
    header = m.ws.at(i - 2) if m.ws.at(i - 1) == "," else ""
    was_at = bool(first.suffix) and at_points(first.suffix) and re.search(r"y?[dt][iu](?:m|k|n)?$", first.suffix)
    return m.ws.at(i - 1) in _BEFORE or header in _SHEET or bool(was_at)


def _stated_alone(m: Match):
    """"ben 400. deste bitti …", "Ayşe abla 650. bu el …": a sentence that is only a person and a bare
    number, told before any finish — where that person stood before the hand (a remainder is told with
    its hand: "elimde 30 kaldı", or in a list after the finish)."""
    ws, n = m.ws, m["n"]
    k = n.i - 1
    if ws.at(k) in HONORIFICS:
        k -= 1
    if n.ordinal or n.suffix or not _person_word(m, k):
        return None
    j = k - 1
    while j >= 0 and not ws[j].strong:  # "dün gece ben 400.": only words with no verb and no number before
        if ws[j].num is not None or ws[j].sep or ws[j].verb is not None and ws[j].verb.form == "finite":
            return None
        j -= 1
    if any(w.verb is not None and w.verb.root == "bit" for w in ws.items[:k]) or _tile_context(ws, n.i):
        return None
    return "stated", {"n": n.num, "at": n.i, "person": ""}


def _closes_list(word: str) -> bool:
    """"idi", "idik", "puandaydık": a copula that closes a points list."""
    return word in _LIST_WAS or (word.startswith("puanda") and word != "puanda")


def _stated_hand(m: Match):
    return "stated-hand", {"n": m["n"].num, "at": m["n"].i}
