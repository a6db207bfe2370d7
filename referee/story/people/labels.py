"""Team names the story teaches (issue 11, cause 4): a word before a pair of people ("Kartallar
(Rıza-Nuri)", "Yıldızlar Cemil-Hakan"), a plural in the ablative before a person ("yıldızlardan
cemil": Cemil of the Yıldızlar), "Team Mert", and the two letters a café names its sides by ("A
takımı Ali-Veli", "B'den Taylan"). Each fills :class:`~referee.story.people.found.Found`'s
``labels`` (folded team name → as typed) and ``members`` (folded player → folded team name).

>>> from referee.story.words import words
>>> found = Found()
>>> labels(words("Kartallar (Rıza-Nuri) / Yıldızlar Cemil-Hakan"), found)
>>> sorted(found.labels), found.members["nuri"], found.members["cemil"]
(['kartallar', 'yildizlar'], 'kartallar', 'yildizlar')
>>> found = Found()
>>> letter_labels(words("A takımından Ali açtı, B'den Taylan bitti"), found)
>>> found.members
{'ali': 'a', 'taylan': 'b'}
"""
from __future__ import annotations

import re

from referee.story.lexicon import HONORIFICS, NAMES, NICKNAMES, NOT_NAMES
from referee.story.people.found import JOIN, Found, candidate
from referee.story.vocabulary import vocabulary
from referee.story.words import Words
from referee.text.morph import readings


#: Words that stand before a pair of people without naming its side ("El öncesi Ali-Veli 380": the sheet before
#: the hand; "skor: Ali-Veli 12").
_NOT_LABELS = frozenset({"biz", "onlar", "bizim", "oncesi", "sonrasi", "sonu", "durum", "skor", "skorlar", "puanlar",
                         "toplamlar", "sonuc", "simdi", "su", "an"})


def labels(ws: Words, found: Found) -> None:
    """Team names: a word before a pair of people, or a plural in the ablative before a person."""
    n = len(ws)
    for i in range(n):
        w = ws[i]
        if not w.text.isalpha() or w.text in NOT_NAMES or w.text in _NOT_LABELS:
            continue
        j = i + 1
        named = ws.at(j) in ("takimi", "takim") and ws.at(j + 1) == "("  # "Oltu takımı (Kadir + Ferhat)"
        j += named
        if ws.at(j) == "(":
            j += 1
        pair = (j + 2 < n and ws.at(j + 1) in JOIN and ws[j].text.isalpha() and ws[j + 2].text.isalpha()) or \
            (j + 3 < n and ws.at(j + 2) in JOIN and ws.at(j + 1) in HONORIFICS)
        # "riza usta+hoca": a word with its honorific is a name in the pair, not the pair's team name
        titled = j == i + 1 and ws.at(j) in HONORIFICS
        if pair and not titled and not (w.text in NAMES or w.text in NICKNAMES) and not vocabulary(w.text) and \
                ws.at(i - 1) not in JOIN and ws.at(i - 1) not in HONORIFICS:
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
        if m and not vocabulary(m.group(1)) and i + 1 < n and candidate(ws[i + 1]) and not ws[i + 1].sep:
            found.labels.setdefault(m.group(1), m.group(1))
            k = i + 1
            while k < n and (candidate(ws[k]) or ws.at(k) in ("de", "da", "ve", "ile")):
                if candidate(ws[k]):
                    found.members.setdefault(ws[k].base, m.group(1))
                    found.names.add(ws[k].base)
                k += 1


def _plural_noun(w) -> bool:
    """"Kartallar", "Martılar": a plural noun (the analyser's reading) no list knows as a name or word of the game."""
    return bool(re.search(r"l[ae]r$", w.text)) and w.text not in NAMES and not vocabulary(w.text) and \
        any(r.morphemes[-1:] == ("A3pl",) for r in readings(w.text))


def versus(ws: Words, found: Found) -> None:
    """"Kartallar vs Martılar", "Kartallar ile Martılar maçı": two plural nouns set against each other
    are the two sides' names, not two players (which sides the players are on is told elsewhere)."""
    for i in range(len(ws) - 2):
        j = i + 3 if ws.at(i + 1) == "+" and ws.at(i + 2) == "+" else \
            i + 2 if ws.at(i + 1) == "ile" and ws.at(i + 3).startswith("mac") else None
        if j is not None and j < len(ws) and _plural_noun(ws[i]) and _plural_noun(ws[j]):
            found.labels.setdefault(ws[i].text, ws[i].text)
            found.labels.setdefault(ws[j].text, ws[j].text)


def label_text(folded: str, original: str) -> str:
    """A team's name as typed, capitalised ("yıldızlar" → "Yıldızlar")."""
    from referee.text.normalize import fold, tr_lower

    for word in original.replace("(", " ").replace(")", " ").replace("/", " ").replace(",", " ").split():
        w = word.strip(".:;!?'\"")
        if fold(w).startswith(folded) and len(fold(w)) >= len(folded):
            base = w[: len(folded)]
            return ("İ" if base[0] in "iİ" else base[0].upper()) + tr_lower(base[1:])
    return folded[:1].upper() + folded[1:]


#: The letters a café's staff names the two sides by ("A takımı", "B'den Taylan", "Gizem (B)").
_LETTERS = ("a", "b")
_LETTER_TEAM = frozenset({"takimi", "takim", "takimindan", "takiminda", "takimdan", "takimda"})


def letter_labels(ws: Words, found: Found) -> None:
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
                candidate(ws[i + 2]) and candidate(ws[i + 4]):
            seen.setdefault(letter, []).extend((ws[i + 2].base, ws[i + 4].base))  # "A (Oya-Kaan) 240, B (…)"
        elif not suf and nxt in _LETTER_TEAM:
            got = seen.setdefault(letter, [])
            one = nxt.endswith("dan")  # "A takımından Ali": one of them; "A takımı Ali-Veli": the side
            k = i + 2 + (ws.at(i + 2) in ("(", ","))  # "A takımı (Oya-Kaan)", "A takımı: Oya-Kaan"
            while k < n and len(got) < (1 if one else 2) and (candidate(ws[k]) or ws.at(k) == "+" or
                                                              ws[k].base in ws.surnames):
                titled = ws.at(k + 1) in HONORIFICS  # "A takımı: Aydın Bey – Koç Hanım": a title after each name
                if ws.at(k) != "+" and (one or ws.at(k + 1 + titled) == "+" or ws.at(k - 1) == "+"):
                    got.append(ws[k].base)
                k += 1 + titled
        elif suf in ("dan", "den", "tan", "ten") and i + 1 < n and candidate(ws[i + 1]):
            seen.setdefault(letter, []).append(ws[i + 1].base)
        elif not suf and ws.at(i - 1) == "(" and nxt == ")" and i >= 2 and candidate(ws[i - 2]):
            seen.setdefault(letter, []).append(ws[i - 2].base)
        elif not suf and nxt == "," and (i == 0 or ws[i - 1].strong):
            # "B: Selin açamadı, Berk 6 ile kaldı …": the people told in that sentence are that side's
            got = seen.setdefault(letter, [])
            for k in range(i + 2, next((j for j in range(i + 2, n) if ws[j].strong), n)):
                if len(got) < 2 and (ws.at(k - 1) in (",", "ve") or k == i + 2) and candidate(ws[k]) and \
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


__all__ = ["label_text", "labels", "letter_labels", "versus"]
