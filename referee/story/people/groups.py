"""Groups and described players: how a story says several players at once, or one it does not name.

"herkes", "üçümüze", "4'ümüz", "üçü kaç yazar" (a group, ``q:…``); "rakiplerden biri … öbürü", "başkası"
(``other``: a player not named); "açmayan", "okeyi atan", "çiftle açan" (``desc``: a player described
by a fact). Each make function here returns a people fact (``kind="person"``) for
:data:`referee.story.people.rules.RULES`.

>>> from referee.story.reader import facts_of
>>> from referee.story.words import words
>>> [f.value["ref"] for f in facts_of(words("üçü kaç yazar")) if f.dim == "people"]
['q:digerleri']
>>> [f.value["ref"] for f in facts_of(words("dördümüze ne yazılır")) if f.dim == "people"]
['q:herkes']
"""
from __future__ import annotations

import re

from referee.story.people.tables import (DESC, ME, OTHER, PARTNER, QUANT, RIVAL, SEATS, case_of, known_name,
                                         story_names)
from referee.story.rules import Match
from referee.story.vocabulary import vocabulary


#: How the answer calls a player the story only describes.
DESC_NAMES = {"acmayan": "Açmayan", "okey-atan": "Okeyi atan", "bitiren": "Bitiren", "seri-acan": "Seriyle açan",
              "cift-acan": "Çiftten açan", "okeyli": "Okeyli oyuncu"}
#: How the answer calls a player the story does not name ("öbürü", "başka biri").
OTHER_NAMES = {"biri": "Biri", "birisi": "Biri", "obur": "Öbürü", "oburu": "Öbürü", "oburunun": "Öbürü",
               "oteki": "Öteki", "otekisi": "Öteki", "digeri": "Diğeri", "sonuncusu": "Sonuncusu",
               "ucuncusu": "Üçüncüsü", "dorduncusu": "Dördüncüsü", "baskabiri": "Başka biri", "baskabirisi": "Başka biri",
               "baskasi": "Başkası", "baskasinin": "Başkası", "baskasina": "Başkası"}


def _ref(ref: str, case: str, **more) -> tuple[str, dict]:
    return "person", {"ref": ref, "case": case, **more}


def counted_people(m: Match):
    """"4'ümüz", "üçümüze", "üçü", "dördünün": a number with a possessive is a group of players — all
    of us (four), the three of us, the two of us, the three others ("üçü kaç yazar"), all four."""
    w = m.words[0]
    suf = (w.suffix or "").lstrip("'")
    owner = re.match(r"^(?:[uiüı]m[uiüı]z|s?[uiüı](?=n|$))", suf)  # ours ("-ümüz") or theirs ("-ü", "-si")
    if owner is None:
        return None
    ours = "m" in owner.group(0)
    group = {(4, True): "herkes", (3, True): "ucumuz", (2, True): "ikimiz", (4, False): "herkes",
             (3, False): "digerleri"}.get((w.num, ours))
    rest = suf[owner.end():]
    return _ref("q:" + group, case_of(rest[1:] if rest.startswith("n") else rest) if rest else "nom") if group else None


def our_group(m: Match):
    """"üçümüze", "dördümüzün", "ikimizden": the group of us, in any case (the table's bare forms are
    :data:`QUANT`'s)."""
    w = m.words[0].text
    for head, group in (("ucumuz", "ucumuz"), ("dordumuz", "herkes"), ("dortumuz", "herkes"), ("ikimiz", "ikimiz")):
        if w.startswith(head):
            return _ref("q:" + group, case_of(w[len(head):].lstrip("'")) if len(w) > len(head) else "nom")
    return None


def ours(m: Match):
    """"bizimki okeyle bitti", "bizimkinin elinde": *our one* — one player close to the asker (a
    husband, a kin); at a team table the partner (:class:`referee.story.entities.People`)."""
    return _ref("name:bizimki", case_of(m.words[0].text[len("bizimki"):]))


def quant(m: Match):
    key = " ".join(w.text for w in m.words)
    return _ref("q:" + QUANT[key], "nom")


def desc(m: Match):
    w = m.words[-1].text
    if w.endswith("mis") and m.ws.at(m.end) not in ("kac", "ne", "neler", "ne'"):
        return None  # "karşımdaki açmamış": a verb here, not "the one who had not opened"
    nxt = m.ws.at(m.end)
    if known_name(nxt, story_names(m)) or nxt in ME or nxt in RIVAL or nxt in PARTNER or nxt in SEATS:
        return None  # "hiç açmayan Tuncay": an adjective of the person after it
    return _ref("desc", "nom", desc=DESC[w])


def okey_atan(m: Match):
    return _ref("desc", "nom", desc="okey-atan")


def acan(m: Match):
    how = "cift" if m.words[0].text.startswith("cift") else "seri"
    return _ref("desc", "nom", desc=how + "-acan")


def other(m: Match):
    if m.words[-1].text in ("obur", "oteki", "diger") and game_word(m.ws.at(m.end)):
        return None  # "öbür okeyi", "diğer el": an adjective of a thing, not a player
    rival = m.ws.at(m.start - 1) in ("rakiplerden", "rakiplerin", "karsidan", "takimdan", "taraftan", "onlardan") or \
        m.words[0].text in ("rakiplerden", "karsidan", "onlardan")
    key = m.words[-1].text  # "başka biri", "başkası": someone else, a player of their own (no one told)
    return _ref("other", OTHER.get(key, "nom"), rival=rival, word=("baska" if m.ws.at(m.start - 1) == "baska" else "") + key)


def game_word(word: str) -> bool:
    """A word of the game that is no way of calling a person ("okeyi", "el", "taşı")."""
    base = word.split("'")[0]
    return bool(base) and vocabulary(word) and base not in ME and base not in RIVAL and base not in PARTNER and \
        base not in OTHER and base not in QUANT and base not in SEATS and base not in ("ikisi", "ucu", "biri")


__all__ = ["DESC_NAMES", "OTHER_NAMES", "acan", "counted_people", "desc", "game_word", "okey_atan", "other", "our_group", "ours", "quant"]
