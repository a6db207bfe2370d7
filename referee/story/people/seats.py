"""A seat word and the name it belongs to are one person (issue 11, causes 1 and 10).

"Solumdaki Berber açmamıştı", "karşındaki Hacı açtı", "sağımda oturan Terzi bitti", "Muhtar
(yanımdaki) açamadı": a word that tells where someone sits ("-daki": the one at my left, across,
beside) written right next to a name is an adjective of that name — one player who sits there,
not a seat and a name besides (which read a table of seven). The seat word is read by its
morphology (akana: sol / sağ / karşı / yan / sıra + a possessive + locative + the relative "-ki"),
so every person and case of it ("solundaki", "sağımızdaki", "karşımdakine") is one seat, not a list.

A seat relative to someone else ("Berber'in solundaki": the one at Berber's left) is no seat of the
asker's and is left to the other rules.

>>> [seat_of(w) for w in ("solumdaki", "solundaki", "sagdaki", "karsimizdakine", "yanimdaki", "masadaki")]
['sol', 'sol', 'sag', 'karsi', 'yan', None]
>>> seat_of("karsimda", bare=True), seat_of("karsimda"), seat_of("karsimdaki", bare=True)
('karsi', None, None)
"""
from __future__ import annotations

from functools import lru_cache

from referee.story.people.nominal import could_be_name
from referee.story.people.tables import COMPASS, SEATS, case_of, known_name, story_names
from referee.story.rules import Match
from referee.text.morph import readings

#: Roots that name a place at the table, and the seat each is.
_ROOTS = {"sol": "sol", "sag": "sag", "karsi": "karsi", "yan": "yan", "sira": "sag",
          # the compass seats a tournament table names ("kuzeydeki", "batıdakine"): nobody's side, the table's
          "kuzey": "kuzey", "guney": "guney", "dogu": "dogu", "bati": "bati"}
#: Whose seat: mine / ours / yours (the asker's seat told to the referee); none ("sağdaki": at the right).
_OWNERS = frozenset({"P1sg", "P1pl", "P2sg", "P2pl"})


@lru_cache(maxsize=4096)
def seat_of(word: str, bare: bool = False) -> str | None:
    """The seat a folded word tells ("solumdaki" → "sol"), or None. ``bare``: the plain locative
    instead ("solumda oturan", "karşımda": a place, not yet a person)."""
    base = word.split("'", 1)[0]
    if not base.isalpha():
        return None
    for r in readings(base):
        seat = _ROOTS.get(r.root)
        if seat is None or r.morphemes[:1] not in (("Noun",), ("Adj",)):
            continue
        rest = r.morphemes[1:]
        if rest[:1] and rest[0] in _OWNERS:
            rest = rest[1:]
        elif rest[:1] and rest[0].startswith("P"):
            continue  # "karşısındaki": across from someone else
        if rest == ("Loc",) if bare else rest[:2] == ("Loc", "RelClitic"):
            return seat
    return None


#: Seat roots that say where someone sits relative to a player (not the compass of the table).
_RELATIVE = frozenset({"sag", "sol", "karsi", "yan"})


def someone_elses(word: str) -> bool:
    """"sağındaki", "yanındaki": a seat that may be at another player's side (a third-person possessive
    before the locative) — whose is the sentence's to say, not a seat of the table's."""
    return any(r.root in _RELATIVE and r.morphemes[1:2] == ("P3sg",) and "RelClitic" in r.morphemes
               for r in readings(word.split("'", 1)[0]))


def _ref(ref: str, case: str) -> tuple[str, dict]:
    return "person", {"ref": ref, "case": case}


def seat(m: Match):
    """"sağımdaki", "sıradaki": a seat; "sıradaki Serdar aldı" names who sits next — Serdar, no seat more."""
    where, case = SEATS[m.words[0].text]
    nxt = m.ws[m.end] if m.end < len(m.ws) else None
    named = m.words[0].text == "siradaki" and nxt is not None and (
        (known_name(nxt.text, story_names(m)) or ("", ""))[1] == "nom" or nxt.cap and nxt.verb is None)
    # "sıradaki Görele'den gelen çocuk aldı": whoever is told right after it is the next player
    return ("next-named", {}) if named else _ref("seat:" + where, case)


def compass(m: Match):
    """"Doğu", "Batı'nın": a seat named by a compass point."""
    w = m.words[0].text
    for s in COMPASS:
        if w == s or w.startswith(s + "'") or (w.startswith(s) and len(w) - len(s) <= 3):
            return _ref("seat:" + s, case_of(w[len(s):].lstrip("'")))
    return None


def _named(m: Match, word, where: str | None):
    """The alias fact of a seat and the name beside it: one player, called by the name, sitting there."""
    if where is None:
        return None
    got = known_name(word.text, story_names(m))
    if got is None:
        return None
    return "alias", {"ref": "seat:" + where, "name": got[0], "case": got[1]}


def _relative_to_other(m: Match) -> bool:
    """"Berber'in solundaki": the seat is at someone else's side (a name in the genitive before it)."""
    got = known_name(m.ws.at(m.start - 1), story_names(m)) if m.start else None
    return got is not None and got[1] == "gen"


def seat_then_name(m: Match):
    """"solumdaki Berber", "karşındaki Hacı'nın elinde": a seat word in the nominative ("-daki"),
    then a name: that name's seat ("sıradaki Serdar" is the next player's rule's)."""
    w = m.words[0]
    if not w.text.endswith("ki") or w.text == "siradaki" or _relative_to_other(m):
        return None
    return _named(m, m["n"], seat_of(w.text))


_MATE_WORDS = frozenset({"esim", "ortagim", "partnerim"})


def seat_listed_name(m: Match):
    """"masa: ben, sağımda laz Hasan, karşımda eşim kel Ömer, solumda Çaycı": a seating list — a seat in the bare
    locative after a comma (or a colon, or the start), then the name; between them "eşim" or an epithet."""
    w = m.words[0]
    if m.start and m.ws.at(m.start - 1) not in (",", ":", ";", "-") or _relative_to_other(m):
        return None
    for x in m.words[1:-1]:
        if x.text in _MATE_WORDS:
            continue
        if x.sep or x.num is not None or x.verb is not None or not could_be_name(x.text) or \
                known_name(x.text, story_names(m)) is not None:
            return None  # "sağımda Hasan, …" is the shorter rule's; a word between that is no epithet
    return _named(m, m["n"], seat_of(w.text, bare=True))


def seat_epithet_name(m: Match):
    """"sağdaki Kasap Rıza", "karşımdaki Kör Cemal": a seat, a trade or nickname, then the name."""
    w, epithet = m.words[0], m.words[1]
    if not w.text.endswith("ki") or w.text == "siradaki" or _relative_to_other(m) or epithet.sep or \
            epithet.num is not None or epithet.verb is not None or not could_be_name(epithet.text) or \
            known_name(epithet.text, story_names(m)) is not None:
        return None
    return _named(m, m["n"], seat_of(w.text))


def seat_side_name(m: Match):
    """"sol tarafımdaki Terzi", "sağ tarafımızdaki Bakkal": a side, the word "taraf" at my side, then the name."""
    side, w = m.words[0].text, m.words[1]
    at_side = any(r.root == "taraf" and r.morphemes[1:2] in (("P1sg",), ("P1pl",), ("P2sg",)) and
                  r.morphemes[2:4] == ("Loc", "RelClitic") for r in readings(w.text))
    return _named(m, m["n"], side) if at_side and not _relative_to_other(m) else None


def seat_sitting_name(m: Match):
    """"solumda oturan Berber", "karşımda oturan Hacı": where someone sits, then the name."""
    return None if _relative_to_other(m) else _named(m, m["n"], seat_of(m.words[0].text, bare=True))


def name_then_seat(m: Match):
    """"Berber (solumdaki)", "Hacı (karşımda)", "Ali (kuzey)": a name, then its seat in parentheses."""
    s = m["s"].text
    return _named(m, m["n"], seat_of(s) or seat_of(s, bare=True) or (s if s in COMPASS else None))


def name_sits(m: Match):
    """"Hacı solumda oturuyordu", "Terzi karşımdaydı": a name, then where it sits told as a predicate
    (a "-daki" word there is the next name's adjective: "Ali sağımdaki Veli'ye …", no seat of Ali's)."""
    return _named(m, m["n"], seat_of(m["s"].text, bare=True) or _located(m["s"].text))


def play_order(m: Match):
    """"ikinci annem, üçüncü eniştem": an ordinal right before a person (kept an ordinal by
    :func:`referee.story.words.words` only there) is when that person plays — the order of the seats,
    no number of the hand and no person of its own."""
    w = m.words[0]
    nxt = m.ws.at(m.end)
    if not w.ordinal or w.num is None or not 1 <= w.num <= 4:
        return None
    if nxt not in ("ben", "bendim", "benim") and known_name(nxt, story_names(m)) is None and \
            not (m.end < len(m.ws) and m.ws[m.end].cap):
        return None
    return "play-order", {"n": w.num}


def seated_names(names: list[str], ws, end: int) -> list[str]:
    """A side's list read word by word ("biz ben + karşımdaki Usta") ends on a seat word whose name is the
    next word: that name is the member ("Usta"), not the seat word as a name of its own."""
    got = known_name(ws.at(end), getattr(getattr(ws, "found", None), "names", set())) if ws is not None else None
    if not names or got is None or not names[-1].endswith("ki") or seat_of(names[-1]) is None:
        return names
    return names[:-1] + [got[0]]


def _located(word: str) -> str | None:
    """"karşımdaydı", "solumdaydı": a seat's locative with the copula (the analyser's reading of the
    plain locative, the copula cut)."""
    for cop in ("ydi", "ydı", "ydu", "ydü", "ymis", "ymış", "dir", "dır"):
        if word.endswith(cop):
            return seat_of(word[: -len(cop)], bare=True)
    return None


__all__ = ["someone_elses", "play_order", "compass", "name_sits", "name_then_seat", "seat", "seat_epithet_name", "seat_of", "seat_side_name",
           "seat_sitting_name", "seat_then_name", "seated_names"]
