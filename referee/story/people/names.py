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
from dataclasses import dataclass, field

from referee.story.lexicon import (COLOUR_LETTERS, HONORIFICS, KIN_PHRASES, NAMES, NICKNAMES, NOT_NAMES,
                                   PLACE_NOUNS)
from referee.story.people.nominal import could_be_name
from referee.story.people.tables import known_name
from referee.story.vocabulary import CHAT, vocabulary
from referee.story.words import Word, Words
from referee.text.morph import readings

#: Verbs a player does: the subject of one at a clause's start is a person.
_PLAYER_VERBS = frozenset({"ac", "bit", "at", "al", "goster", "topla", "indir", "yap", "kal", "git", "kazan", "cek",
                           "ye", "yaz", "dus", "oyna", "otur", "isle", "tut", "kaybet", "calis"})
#: "Kambur açmaya kalktı": an attempt, told with a chat verb the morphology leaves unread.
_ATTEMPT = frozenset({"kalkti", "kalkmis", "kalkmisti", "ugrasti", "ugrasmisti"})
_ROLE = frozenset({"esim", "esi", "rakip", "rakibim", "ortagim", "ortagi", "partnerim", "partneri", "takimdan",
                   "taraftan", "takim", "arkadasim", "kuzenim", "rakipten", "karsidan"})
_JOIN = ("+",)
_BREAK = frozenset({".", ",", "(", ")"})
_FIX = frozenset({"yok", "pardon", "hayir", "degil", "yani"})
#: Adjectives a role word used as a name takes ("yeni garson", "eski müdür", "küçük kuzen").
_ADJECTIVES = frozenset({"yeni", "eski", "genc", "kucuk", "buyuk", "yasli", "bizim", "sizin", "oteki", "obur"})


@dataclass
class Found:
    """What :func:`discover` found: player names, team names, and who is in which team (folded)."""

    names: set[str] = field(default_factory=set)
    labels: dict[str, str] = field(default_factory=dict)  # folded team name → as typed
    members: dict[str, str] = field(default_factory=dict)  # folded player name → folded team name
    kin: dict[str, str] = field(default_factory=dict)  # "kuzenim rojda": folded kin word → the name it is


def _stem(word: str, known: set[str] | dict[str, str]) -> str | None:
    """The known name a word is a form of ("sevimin" → "sevim", "rıza'nın" → "rıza")."""
    base = word.split("'", 1)[0]
    if base in known:
        return base
    for cut in range(1, 5):
        stem = base[:-cut]
        if len(stem) >= 3 and stem in known and re.match(r"^(?:n?[iu]n|n?[dt][ae]n?|y?[ae]|y?[iu]|y?l[ae]|n[ae])$",
                                                          base[-cut:]):
            return stem
    return None


def _short_name(w: Word) -> str | None:
    """"dj", "oz", "ef": a two-letter word the lexicon knows only as an abbreviation, or not at all — a
    nickname when the story uses it where only a player stands (every shorter or commoner word —
    "bu", "da", "ki", "ok", a colour letter — is the game's or chat's)."""
    base = w.base
    if len(base) != 2 or not base.isalpha() or w.verb is not None or base in CHAT or base in COLOUR_LETTERS or \
            base in NOT_NAMES or base in HONORIFICS:
        return None
    return base if all(r.secondary == "Abbrv" for r in readings(base)) else None


def _candidate(w: Word) -> str | None:
    if w.num is not None or w.verb is not None:
        return None
    known = known_name(w.text)
    if known is not None and known[0] != w.base:
        return None  # "remzinin": a known name in another case, read by the people rules
    base = w.base
    if vocabulary(w.text) and not (base in NAMES or base in NICKNAMES):
        return None
    return base if base.isalpha() else None


def _before_standing(ws: Words, i: int) -> bool:
    """Word i starts a clause and a standing follows it: a number "in" which someone was ("berber
    951'deydi", "cemil 14'teydi") — the word is whose points they were."""
    prev, nxt = ws.at(i - 1), ws[i + 1] if i + 1 < len(ws) else None
    if prev not in ("", ".", ",", "(", ")", "ve") or nxt is None or nxt.num is None or nxt.ordinal:
        return False
    return re.match(r"^[dt][ae]y?(?:d[iu]|m[iu]s)", nxt.suffix or "") is not None


def _epithet_pair(ws: Words, i: int, cand: str) -> bool:
    """"kör rıza", "topal nurettin": an unknown word (no name or nickname a list knows) then another
    that could be a name — not a place ("doktor tavlada bitti": tavla is a game, not a person)."""
    nxt = ws[i + 1]
    return cand not in NAMES and cand not in NICKNAMES and _candidate(nxt) is not None and \
        not re.search(r"(?:[dt][ae]n?|[dt][ae]ki)$", nxt.text)


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
            return w.verb.root in _PLAYER_VERBS and w.verb.person in ("3sg", "") and not asked
        if w.verb is None and w.num is None and not vocabulary(w.text) and w.text not in ("+",):
            return False  # another unknown word: not a clause of game words
    return False


def _labels(ws: Words, found: Found) -> None:
    """Team names: a word before a pair of people, or a plural in the ablative before a person."""
    n = len(ws)
    for i in range(n):
        w = ws[i]
        if not w.text.isalpha() or w.text in NOT_NAMES or w.text in ("biz", "onlar", "bizim"):
            continue
        j = i + 1
        if ws.at(j) == "(":
            j += 1
        pair = (j + 2 < n and ws.at(j + 1) in _JOIN and ws[j].text.isalpha() and ws[j + 2].text.isalpha()) or \
            (j + 3 < n and ws.at(j + 2) in _JOIN and ws.at(j + 1) in HONORIFICS)
        # "riza usta+hoca": a word with its honorific is a name in the pair, not the pair's team name
        titled = j == i + 1 and ws.at(j) in HONORIFICS
        if pair and not titled and not (w.text in NAMES or w.text in NICKNAMES) and not vocabulary(w.text) and \
                ws.at(i - 1) not in _JOIN and ws.at(i - 1) not in HONORIFICS:
            found.labels.setdefault(w.text, w.text)
            k = j
            while k < n and ws.at(k) not in (")", ",", ".") and k - j < 5:
                if ws[k].text.isalpha() and ws.at(k) not in HONORIFICS:
                    found.members.setdefault(ws[k].base, w.text)
                    found.names.add(ws[k].base)
                k += 1
        if w.base.startswith("team") and len(w.base) > 6 and w.base[4:] not in NOT_NAMES:  # "Team Mert": Mert's side
            found.labels.setdefault(w.base, "Team " + w.base[4:].capitalize())
            found.members.setdefault(w.base[4:], w.base)
            continue
        m = re.match(r"^([a-z]{3,}l[ae]r)(?:'?[dt][ae]n)$", w.text)
        if m and not vocabulary(m.group(1)) and i + 1 < n and _candidate(ws[i + 1]) and not ws[i + 1].sep:
            found.labels.setdefault(m.group(1), m.group(1))
            k = i + 1
            while k < n and (_candidate(ws[k]) or ws.at(k) in ("de", "da", "ve", "ile")):
                if _candidate(ws[k]):
                    found.members.setdefault(ws[k].base, m.group(1))
                    found.names.add(ws[k].base)
                k += 1


#: The letters a café's staff names the two sides by ("A takımı", "B'den Taylan", "Gizem (B)").
_LETTERS = ("a", "b")
_LETTER_TEAM = frozenset({"takimi", "takim", "takimindan", "takiminda", "takimdan", "takimda"})


def _letter_labels(ws: Words, found: Found) -> None:
    """Sides named by a letter: "A takımı Ali-Veli", "A takımından Ali", "A'dan Ali", "Ali (A)" — each
    letter is a team name and the people told with it its members. Only when both letters are
    told so: one letter alone is no naming of two sides."""
    seen: dict[str, list[str]] = {}
    n = len(ws)
    for i in range(n):
        w = ws[i]
        letter, _, suf = w.text.partition("'")
        if letter not in _LETTERS or (suf and suf not in ("dan", "den", "tan", "ten")):
            continue
        nxt = ws.at(i + 1)
        if not suf and nxt == "(" and ws.at(i + 3) == "+" and ws.at(i + 5) == ")" and \
                _candidate(ws[i + 2]) and _candidate(ws[i + 4]):
            seen.setdefault(letter, []).extend((ws[i + 2].base, ws[i + 4].base))  # "A (Oya-Kaan) 240, B (…)"
        elif not suf and nxt in _LETTER_TEAM:
            got = seen.setdefault(letter, [])
            one = nxt.endswith("dan")  # "A takımından Ali": one of them; "A takımı Ali-Veli": the side
            k = i + 2 + (ws.at(i + 2) == "(")  # "A takımı (Oya-Kaan)"
            while k < n and len(got) < (1 if one else 2) and (_candidate(ws[k]) or ws.at(k) == "+"):
                if ws.at(k) != "+" and (one or ws.at(k + 1) == "+" or ws.at(k - 1) == "+"):
                    got.append(ws[k].base)
                k += 1
        elif suf in ("dan", "den", "tan", "ten") and i + 1 < n and _candidate(ws[i + 1]):
            seen.setdefault(letter, []).append(ws[i + 1].base)
        elif not suf and ws.at(i - 1) == "(" and nxt == ")" and i >= 2 and _candidate(ws[i - 2]):
            seen.setdefault(letter, []).append(ws[i - 2].base)
        elif not suf and nxt == "," and (i == 0 or ws[i - 1].strong):
            # "B: Selin açamadı, Berk 6 ile kaldı …": the people told in that sentence are that side's
            got = seen.setdefault(letter, [])
            for k in range(i + 2, next((j for j in range(i + 2, n) if ws[j].strong), n)):
                if len(got) < 2 and (ws.at(k - 1) in (",", "ve") or k == i + 2) and _candidate(ws[k]) and \
                        ws[k].base in NAMES | found.names:
                    got.append(ws[k].base)
    if len(seen) == 1:
        _other_letter(ws, seen)
    if len(seen) < 2:
        return
    for letter, members in seen.items():
        found.labels.setdefault(letter, letter.upper())
        for name in members:
            found.members.setdefault(name, letter)
            found.names.add(name)


def _other_letter(ws: Words, seen: dict[str, list[str]]) -> None:
    """One letter named a side ("A takımı …"): the other letter alone where a side stands — before its
    standing ("B 15'teydi"), a question ("B kaç") or a colon ("B: Selin …") — is the other side."""
    other = next(x for x in _LETTERS if x not in seen)
    for i, w in enumerate(ws):
        nxt = ws[i + 1] if i + 1 < len(ws) else None
        if w.text != other or (i > 0 and not ws[i - 1].sep and ws.at(i - 1) not in ("ve", "sonra")):
            continue
        if nxt is not None and (nxt.text in (",", "kac", "kaca", "kacta", "ne") or (nxt.num is not None and nxt.suffix)):
            seen[other] = []
            return


def discover(ws: Words) -> Found:
    """The names and team names this story uses (see the module doc); never raises."""
    found = Found()
    try:
        _discover(ws, found)
    except Exception:  # noqa: BLE001 - a names bug must not break the reading
        return Found()
    return found


def _discover(ws: Words, found: Found) -> None:
    _labels(ws, found)
    _letter_labels(ws, found)
    n = len(ws)
    for i in range(n):
        w = ws[i]
        short = _short_name(w)
        cand = _candidate(w) or short
        if cand is None or cand in found.labels or _stem(w.text, found.labels):
            continue
        nxt, prev = ws.at(i + 1), ws.at(i - 1)
        if nxt in PLACE_NOUNS:
            continue  # "Nevzat'ın turnuvası": the place's name here, a player only where used as one
        if nxt.split("'")[0] in HONORIFICS and describes_kin(ws, i):
            continue  # "küçük enişte": an adjective of the kin word, who is the player
        if nxt.split("'")[0] in HONORIFICS or nxt in _JOIN or prev in _JOIN or \
                "'" in w.text and not w.text.startswith("'") or prev in _ROLE or prev.endswith(("takimdan", "lardan",
                                                                                                      "lerden")):
            found.names.add(cand)
        elif short and _subject_slot(ws, i):
            found.names.add(w.base)  # "dj çiftten açtı": a two-letter nickname as a player's subject
        elif (w.cap or _subject_slot(ws, i) or _before_standing(ws, i)) and _bare(cand, w):
            # a capital, a player's verb, a standing ("berber 951'deydi") — on a word that can be a name
            found.names.add(cand)
        elif i + 1 < n and _epithet_pair(ws, i, cand) and ws[i + 1].base not in found.labels and \
                _subject_slot(ws, i, first=i + 1):
            found.names.update((cand, ws[i + 1].base))  # "sonra kör rıza … bitti": an epithet and a name
    _lists(ws, found)
    _epithets(ws, found)
    _kin(ws, found)
    # a form of a found name is the same name ("sevimin", "nazmiye"), found or not
    for name in [n for n in found.names if n not in NAMES and n not in NICKNAMES]:
        if _stem(name, found.names - {name}):
            found.names.discard(name)  # "karşı takımdan şefin perindeki … şef açmıştı": one Şef
    for w in ws:
        base = w.base
        if base not in found.names and not vocabulary(w.text):
            stem = _stem(w.text, found.names)
            if stem:
                found.names.add(stem)


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
    for name in list(found.names):
        if name in NAMES or name in NICKNAMES:
            continue
        uses = [w.i for w in ws if w.base == name]
        if uses and all(k + 1 < len(ws) and not ws[k + 1].sep and ws[k + 1].base != name and
                        (ws[k + 1].base in found.names or ws[k + 1].base in NAMES) for k in uses):
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
        if (_candidate(w) or w.text == "ben") and j < n and ws[j].num is not None and not ws[j].ordinal:
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
            if _candidate(ws[j]) or ws.at(j) == "ben":
                items.append(j)
            elif ws.at(j) not in (",",) and ws.at(j) not in HONORIFICS:
                items = []
                break
            j += 1
        if len(items) >= 3 and any(_known(ws, k, found) for k in items):
            found.names.update(ws[k].base for k in items if ws.at(k) != "ben")


__all__ = ["Found", "discover", "describes_kin"]
