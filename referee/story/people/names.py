"""Names the story itself teaches: players and team names no list knows (issue 11, causes 1, 4, 10).

A names list never has every player ("sevim", "yeğen", "tuncay"), and a table's team names
("Kartallar", "Yıldızlar") are no player at all. A word is a *name* when it is no word of the game
or of chat (:func:`vocabulary`) and the story uses it where only a person stands — one of these
slots — and then every other use of it in the story is that person too:

- before an honorific ("sevim hanım", "nazmi bey");
- joined to another person by "+" or "-" ("ben+hasan amca", "Rıza-Nuri");
- with a proper-noun apostrophe ("Rıza'nın elinde", "Tuncay'a");
- after a role word that names whom it means ("eşim Bora", "eşi nuri", "rakip Sinan",
  "karşı takımdan sevim", "kartallardan nuri");
- as the subject at a clause's start of a player's finite verb ("yeğen bu el 3 kez işlek attı",
  "sevim son taşı okey atıp bitti"), with only game words between;
- in a list of points beside another person ("puanlar fatma 12 hasan 10 sevim 8");
- in a list of people in parentheses ("(ben, kuzen, ayşe abla, murat)").

A *team name* is a word before a pair of people ("Kartallar (Rıza-Nuri)", "Yıldızlar Cemil-Hakan"),
or a plural in the ablative before a person ("yıldızlardan cemil": Cemil of the Yıldızlar).

>>> from referee.story.words import words
>>> found = discover(words("fatma teyze okeyi attı sevim aldı, sonra sevim 7 çiftle bitti"))
>>> sorted(found.names), found.labels
(['fatma', 'sevim'], {})
>>> found = discover(words("Gül: (Kartallar Rıza-Nuri / Yıldızlar Cemil-Hakan) yıldızlar kaç yazıyo"))
>>> sorted(found.labels), found.members["riza"], found.members["hakan"]
(['kartallar', 'yildizlar'], 'kartallar', 'yildizlar')
>>> sorted(discover(words("sonra elini açtı, elde 12 kaldı")).names)
[]
>>> sorted(discover(words("Topal Nurettin 401, Nurettin açamadı, Berber açtı")).names)  # "Topal": his nickname
['berber', 'nurettin']
>>> sorted(discover(words("sonra topal nurettin bütün taşlarını indirip bitti")).names)  # an epithet before a name
['nurettin']
>>> sorted(discover(words("tekin 412'deydi, bu el cem bitti")).names)  # a standing after a word
['cem', 'tekin']
"""
from __future__ import annotations

import re

from referee.story.lexicon import HONORIFICS, KIN_PHRASES, NAMES, NICKNAMES, PLACE_NOUNS
from referee.story.people.found import JOIN, Found, candidate, short_name, stem
from referee.story.people.colour_sides import colour_labels
from referee.story.people.labels import labels, letter_labels, versus
from referee.story.people.nominal import could_be_name, feast_word
from referee.story.people.seats import seat_of
from referee.story.people.tables import PLAYER_VERBS, known_name
from referee.story.vocabulary import CHAT, vocabulary
from referee.story.words import Word, Words
from referee.text.morph import readings

#: "Kambur açmaya kalktı": an attempt, told with a chat verb the morphology leaves unread.
_ATTEMPT = frozenset({"kalkti", "kalkmis", "kalkmisti", "ugrasti", "ugrasmisti"})
_ROLE = frozenset({"esim", "esi", "rakip", "rakibim", "ortagim", "ortagi", "partnerim", "partneri", "takimdan",
                   "taraftan", "takim", "arkadasim", "kuzenim", "rakipten", "karsidan"})
_BREAK = frozenset({".", ",", "(", ")"})
_FIX = frozenset({"yok", "pardon", "hayir", "degil", "yani"})
#: Adjectives a role word used as a name takes ("yeni garson", "eski müdür", "küçük kuzen").
_ADJECTIVES = frozenset({"yeni", "eski", "genc", "kucuk", "buyuk", "yasli", "bizim", "sizin", "oteki", "obur"})


def _before_standing(ws: Words, i: int) -> bool:
    """Word i starts a clause and a standing follows it: a number "in" which someone was ("berber
    951'deydi", "cemil 14'teydi") — the word is whose points they were."""
    prev, nxt = ws.at(i - 1), ws[i + 1] if i + 1 < len(ws) else None
    if prev not in ("", ".", ",", "(", ")", "ve") or nxt is None or nxt.num is None or nxt.ordinal:
        return False
    return re.match(r"^[dt][ae]y?(?:d[iu]|m[iu]s)", nxt.suffix or "") is not None


def _epithet_pair(ws: Words, i: int, cand: str) -> bool:
    """"kör rıza", "topal nurettin": an unknown word (no name or nickname a list knows) then another
    that could be a name — not a place ("doktor tavlada bitti": tavla is a game, not a person), and
    both words bare ("işleye işleye bitti", "gide gide": a doubled verb form is how, not who)."""
    w, nxt = ws[i], ws[i + 1]
    return cand not in NAMES and cand not in NICKNAMES and candidate(nxt) is not None and \
        not re.search(r"(?:[dt][ae]n?|[dt][ae]ki)$", nxt.text) and nxt.base != w.base and \
        _bare(cand, w) and _bare(nxt.base, nxt)


def _after_seat(ws: Words, i: int) -> bool:
    """"solumdaki berber", "karşındaki muhtar", "berber (solumdaki)", "boyacı (karşı takım)": a seat word
    in the nominative right before the word, or a seat or a side in parentheses right after it — the word
    is who sits there (:mod:`referee.story.people.seats`)."""
    prev = ws.at(i - 1)
    if i > 0 and prev.endswith("ki") and prev != "siradaki" and seat_of(prev) is not None:
        return True
    told = ws.at(i + 2)
    if ws.at(i + 1) == "(" and told in _SIDE_WORDS:
        return True  # "Boyacı (karşı takım)", "Kalfa (bizden)": whose side a person is on, told beside them
    return ws.at(i + 1) == "(" and ws.at(i + 3) == ")" and (seat_of(told) or seat_of(told, bare=True)) is not None


#: The first word of a side told in parentheses after a person ("(karşı takım)", "(onlardan)", "(bizden)").
_SIDE_WORDS = frozenset({"karsi", "rakip", "onlardan", "karsidan", "rakiplerden", "bizden", "bizimkilerden", "bizdendi"})


#: "elimde", "Ali'nin elinde": whose hand it is the possessive tells; the word after is what lies in it.
_IN_HAND = frozenset({"elimde", "elinde", "elimizde", "elinizde", "ellerinde", "elindeki", "elimdeki"})


def _counted(ws: Words, i: int) -> bool:
    """"yedi ellik maç", "üç kişilik masa", "elimde kocaman 112": the word counts or sizes a thing (a
    number before it, or a hand's contents) — no subject. A "-lik" word made of a game word ("ellik",
    "puanlık") is a measure, read by the analyser."""
    prev = ws[i - 1] if i > 0 else None
    if prev is not None and (prev.num is not None and not prev.ordinal and not prev.suffix or prev.text in _IN_HAND):
        return True
    return any(r.morphemes[-1:] == ("Ness",) and vocabulary(r.root) for r in readings(ws[i].base))


def _clause_end(ws: Words, i: int) -> int:
    j = i
    while j < len(ws) and ws[j].text not in _BREAK:
        j += 1
    return j


def _subject_slot(ws: Words, i: int, first: int | None = None) -> bool:
    """Word i starts a clause whose finite verb is a player's, with only game words before that verb
    (after ``first``: the words up to it are the subject's, "kör rıza", "berber cemil"; an adjective
    before it is the subject's too: "yeni garson okeyi attı")."""
    prev = ws.at(i - 1)
    if prev in _ADJECTIVES:
        prev = ws.at(i - 2)
    adverbial = prev.endswith(("da", "de", "ta", "te")) and vocabulary(prev)  # "turnuvada rıza kafa attı"
    if prev not in ("", ".", ",", "(", ")", "ve", "sonra", "ama", "bu", "de", "da", "el", "elde") and \
            ws[i - 1].verb is None and not adverbial and prev not in CHAT:
        return False
    for j in range((first or i) + 1, _clause_end(ws, i)):
        w = ws[j]
        if w.text in _ATTEMPT and ws[j - 1].verb is not None and ws[j - 1].verb.form == "inf":
            return True  # "… açmaya kalktı"
        if w.verb is not None and w.verb.form == "finite":
            asked = ws.at(j - 1) in ("kac", "ne", "kaca", "kacar")  # "… kaç düşer": a question, not a deed
            return w.verb.root in PLAYER_VERBS and w.verb.person in ("3sg", "") and not asked
        if w.verb is None and w.num is None and not vocabulary(w.text) and w.text not in ("+",):
            return False  # another unknown word: not a clause of game words
    return False


def discover(ws: Words) -> Found:
    """The names and team names this story uses (see the module doc); never raises."""
    found = Found()
    try:
        _discover(ws, found)
    except Exception:  # noqa: BLE001 - a names bug must not break the reading
        return Found()
    return found


def _discover(ws: Words, found: Found) -> None:
    labels(ws, found)
    colour_labels(ws, found)
    letter_labels(ws, found)
    versus(ws, found)
    n = len(ws)
    for i in range(n):
        w = ws[i]
        short = short_name(w)
        cand = candidate(w) or short
        if cand is None or cand in found.labels or stem(w.text, found.labels) or feast_word(cand, ws.original):
            continue
        nxt, prev = ws.at(i + 1), ws.at(i - 1)
        if nxt in PLACE_NOUNS:
            continue  # "Nevzat'ın turnuvası": the place's name here, a player only where used as one
        if nxt.split("'")[0] in HONORIFICS and describes_kin(ws, i):
            continue  # "küçük enişte": an adjective of the kin word, who is the player
        if nxt.split("'")[0] in HONORIFICS or nxt in JOIN or prev in JOIN or \
                "'" in w.text and not w.text.startswith("'") or (prev in _ROLE or prev.endswith((
                    "takimdan", "lardan", "lerden")) or _after_seat(ws, i)) and _bare(cand, w):
            found.names.add(cand)  # a role or seat word before it only when it can be a name ("takım olarak": no)
        elif short and _subject_slot(ws, i):
            found.names.add(w.base)  # "dj çiftten açtı": a two-letter nickname as a player's subject
        elif (w.cap or _subject_slot(ws, i) and not _counted(ws, i) or _before_standing(ws, i)) and _bare(cand, w):
            # a capital, a player's verb, a standing ("berber 951'deydi") — on a word that can be a name
            found.names.add(cand)
        elif i + 1 < n and _epithet_pair(ws, i, cand) and ws[i + 1].base not in found.labels and \
                _subject_slot(ws, i, first=i + 1):
            found.names.update((cand, ws[i + 1].base))  # "sonra kör rıza … bitti": an epithet and a name
    found.names.update(getattr(ws, "speakers", ()))  # "Kasap Rıza: …": a transcript's speaker is a player
    _lists(ws, found)
    _epithets(ws, found)
    _kin(ws, found)
    # a form of a found name is the same name ("sevimin", "nazmiye"), found or not
    for name in sorted(n for n in found.names if n not in NAMES and n not in NICKNAMES):  # sorted: no set order
        if stem(name, found.names - {name}):
            found.names.discard(name)  # "karşı takımdan şefin perindeki … şef açmıştı": one Şef
    for w in ws:
        base = w.base
        if base not in found.names and not vocabulary(w.text):
            head = stem(w.text, found.names)
            if head:
                found.names.add(head)


#: Kin words that, said right before a name, are that name's relation ("kuzenim Rojda", "dayımın oğlu Yusuf": one person).
_KIN = frozenset(w for w in NICKNAMES if w.endswith("m") and w != "hanimim") | {"kuzen"} | KIN_PHRASES


def _kin(ws: Words, found: Found) -> None:
    """"kuzenim Rojda son taşı attı", "dedem Remzi açtı", "Nuri amcam 500": a kin word right before (or
    after) a name in the nominative is that person. Not in a list ("babam, ayşe ve ben"; "babam ayşe
    cem"): the word past the pair is no other person and no joining word."""
    for i in range(len(ws) - 1):
        for k, n, past in ((i, i + 1, i + 2), (i + 1, i, i - 1)):  # kin then name; name then kin
            kin, got = ws[k].base, known_name(ws[n].text, found.names)
            if kin not in _KIN or got is None or got[1] != "nom" or got[0] in NICKNAMES or got[0] in found.labels:
                continue
            nxt = ws.at(past) if past >= 0 else ""
            if nxt not in ("", ",", ".") and (nxt in ("ve", "+", "-", "&", "ben") or nxt.split("'")[0] in HONORIFICS
                                                or known_name(nxt, found.names) is not None or nxt in _KIN):
                continue
            found.kin.setdefault(kin, got[0])


def _bare(cand: str, w: Word) -> bool:
    """A listed name, or a word the analyser reads bare ("kağıdı", "üstüne", "takımlar": no name)."""
    return cand in NAMES or cand in NICKNAMES or could_be_name(w.text)


def describes_kin(ws: Words, i: int) -> bool:
    """"küçük enişte", "yaşlı dayı": an adjective of age or size (:data:`_ADJECTIVES`) right before a kin
    word that is a player on its own (:data:`NICKNAMES`) describes that player — unless the story also
    uses the adjective alone, as a nickname ("Küçük açtı")."""
    w, nxt = ws[i], ws.at(i + 1).split("'")[0]
    if w.base not in _ADJECTIVES or nxt not in NICKNAMES:
        return False
    return not any(x.base == w.base and ws.at(x.i + 1).split("'")[0] != nxt for x in ws)


def _epithets(ws: Words, found: Found) -> None:
    """"Topal Şükrü 401", "Berber Ali": a word found as a name that only ever stands right before
    another name is part of that person's name (a nickname, a trade), not a player of its own."""
    before = frozenset(found.names)  # judged against the names as found: no verdict hangs on the set's order
    for name in sorted(before):
        if name in NAMES or name in NICKNAMES:
            continue
        uses = [w.i for w in ws if w.base == name]
        if uses and all(k + 1 < len(ws) and not ws[k + 1].sep and ws[k + 1].base != name and
                        (ws[k + 1].base in before or ws[k + 1].base in NAMES) for k in uses):
            found.names.discard(name)


def _known(ws: Words, i: int, found: Found) -> bool:
    w = ws[i]
    return w.text in ("ben", "sen") or w.base in found.names or w.base in NAMES or w.base in NICKNAMES


def _lists(ws: Words, found: Found) -> None:
    """"fatma 12 hasan 10 sevim 8": unknown words in a list of points beside known people; and
    "(ben, kuzen, ayşe abla, murat)": a list of people in parentheses."""
    n = len(ws)
    pairs: list[int] = []
    i = 0
    while i < n:
        w = ws[i]
        j = i + 1
        while j < n and ws.at(j) in HONORIFICS:
            j += 1
        if (candidate(w) or w.text == "ben") and j < n and ws[j].num is not None and not ws[j].ordinal:
            pairs.append(i)
            i = j + 1
            while i < n and (ws[i].sep or ws.at(i) in _FIX or ws.at(i - 1) in _FIX and ws[i].num is not None):
                i += 1  # "sevim 2 yok yok 3, nazmi 6": a correction inside the list
            continue
        if len(pairs) >= 2 and any(_known(ws, k, found) for k in pairs):
            found.names.update(ws[k].base for k in pairs if ws[k].text != "ben")
        pairs = []
        i += 1
    if len(pairs) >= 2 and any(_known(ws, k, found) for k in pairs):
        found.names.update(ws[k].base for k in pairs if ws[k].text != "ben")
    for i in range(n):
        if ws.at(i) != "(":
            continue
        j, items = i + 1, []
        while j < n and ws.at(j) != ")" and j - i < 16:
            if candidate(ws[j]) or ws.at(j) == "ben":
                items.append(j)
            elif ws.at(j) not in (",",) and ws.at(j) not in HONORIFICS:
                items = []
                break
            j += 1
        if len(items) >= 3 and any(_known(ws, k, found) for k in items):
            found.names.update(ws[k].base for k in items if ws.at(k) != "ben")


__all__ = ["Found", "discover", "describes_kin"]
