"""Is a word the game's or chat's, never a player's name? (:func:`vocabulary`)

The people dimension and the names the story teaches (:mod:`referee.story.people.names`) ask it
before they take an unknown word for a player, and the word splitter asks it before it joins a
question particle back onto a name ("naz mi bey" → "nazmi"). A word is the game's when a list
knows it (names, honorifics, chat words, tile and hand words), when the grammar reads it as a verb
(:mod:`referee.story.morph`), when it is a form of a game noun ("elini", "ıstakasında"), or when a
dimension's rule names it — the reader hands those words over once, when it is built
(:func:`learn`), so this module imports no rule and no rule module imports back into the reader.

>>> vocabulary("elini"), vocabulary("sevim"), vocabulary("kanka"), vocabulary("turnuvadayiz")
(True, False, True, True)
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable, Iterable

from referee.story.lexicon import (BLESSINGS, CIFT_WORDS, COLOUR_LETTERS, HAND_ANY, HAND_MINE, HAND_THIRD, HONORIFICS, NAMES,
                                   NICKNAMES, NOT_NAMES, SERI_WORDS, TILE_GLUED, colour_of)
from referee.story.morph import ROOTS, analyse

#: Nouns of the game, and the endings they take ("elini", "taşı", "perine", "ıstakasında").
GAME_NOUNS = ("el", "tas", "okey", "per", "seri", "cift", "kut", "istaka", "gosterge", "puan", "ceza", "deste", "masa",
              "oyun", "mac", "takim", "kere", "kez", "sira", "tur", "gece", "sayi", "toplam", "kalan", "son", "bitis",
              "acis", "acilis", "hesap", "kural", "kat", "kafa", "sahte", "yer", "orta", "islek", "kisi", "skor",
              "balya", "yigin", "dagit", "parti", "sonuc", "durum", "hafta", "sezon", "turnuva", "kafe", "arkadas",
              "adam", "kadin", "oyuncu", "rakip", "esim", "esi", "herkes", "kimse", "hepsi", "biri", "obur", "diger",
              "cezasi", "puani", "taraf", "bey", "hanim", "yan", "ara", "bas", "sey", "soru", "cevap", "hakem",
              "yari")  # "yarım mı yazılır": the tournament's half, no player
_NOUN_END = re.compile(r"^(?:(?:s?[iu]|[iu]?m[iu]?z?|[iu]?n[iu]z|l[ae]r|l[ae]r[iu]|l[ae]r[iu]m[iu]z)?"
                       r"(?:n?[iu]n|n?[dt][ae]|n?[dt][ae]n|y?[ae]|n?[ae]|y?[iu]|n?[iu]|y?l[ae]|ki|d[ae]ki|n[dt][ae]ki)?"
                       r"(?:y?[dt][iu]|y?m[iu]s)?(?:k|m|n|n[iu]z|y?[iu]z|y?[iu]m|s[iu]n|s[iu]n[iu]z)?)$")
#: Chat and function words a name is never mistaken for.
CHAT = frozenset("""
kalkti kalkmis kalkmisti kalkinca calisti calismisti ugrasti komple tamamen hepten resmen aninda birden direkman abi ya yaa valla vallahi yani bence galiba hani sey iste bak bakin lan kanka moruk arkadaslar cocuklar millet hadi
tamam ok okay evet hayir aynen off of yav be ulan bro la ama fakat ve veya ile da de ki mi mu bu su o bir bi iki uc
onda ona onu onun ondan onlar bende sende kendi kendisi kendim biz siz sen ben boyle soyle oyle neyse zaten hic
simdi sonra once hemen direk direkt artik hala daha cok az tam yine gene bile sadece ayni baska her tum butun
nasil neden niye niçin acaba herhalde mesela ornegin pardon sorry kusura bakma garip komik efsane bugun dun aksam
sabah gece arada ortasinda sonunda basinda icin gibi kadar diye dedi dedim diyo diyor ne kac kim hangi hangisi
tabi tabii tabiki tabiiki hepimiz dordumuz dortumuz ucumuz ikimiz gercek gercekten asil bizim sizin onlarin bana sana beni seni benim senin elime elini eline
""".split()) | BLESSINGS

_RULE_WORDS: set[str] = set()
_LEXICON: list[frozenset[str]] = [frozenset()]
#: Memos that depend on the learned words (the word splitter's, which reads slips against them).
ON_LEARN: list[Callable[[], None]] = []


def learn(words: Iterable[str]) -> None:
    """Add the literal words of a dimension's rules (the reader hands them over when it is built):
    such a word is the game's, not a name. Clears the memo of :func:`vocabulary`."""
    _RULE_WORDS.update(words)
    vocabulary.cache_clear()


def learn_lexicon(words: Iterable[str]) -> None:
    """Set the story lexicon: every literal word of every rule's pattern (what a slip is read back to,
    :mod:`referee.story.typos`). Clears the memos of :data:`ON_LEARN`."""
    _LEXICON[0] = frozenset(words)
    for clear in ON_LEARN:
        clear()


def lexicon() -> frozenset[str]:
    """The story lexicon learned so far (:func:`learn_lexicon`)."""
    return _LEXICON[0]


def game_noun(word: str) -> bool:
    """A game noun, bare or with its endings ("deste", "elini", "ıstakasında")."""
    for stem in GAME_NOUNS:
        if word.startswith(stem) and _NOUN_END.match(word[len(stem):]):
            return True
    return False


@lru_cache(maxsize=4096)
def vocabulary(word: str) -> bool:
    """True when a folded word is a word of the game or of chat, never a player's name."""
    base = word.split("'", 1)[0]
    if not base.isalpha() or len(base) < 3:
        return True
    if base in NAMES or base in NICKNAMES:
        return False
    if base in NOT_NAMES or base in CHAT or base in HONORIFICS or base in _RULE_WORDS or colour_of(base):
        return True
    if base in HAND_MINE or base in HAND_THIRD or base in HAND_ANY or base in SERI_WORDS or base in CIFT_WORDS:
        return True
    if TILE_GLUED.match(base) or base in COLOUR_LETTERS or base.startswith(("kac", "hangi")):
        return True
    if base in ROOTS and base not in _NOUN_TOO:
        return True  # a bare verb root is a request ("yaz usta", "bak abi"), no name
    return analyse(base) is not None or game_noun(base) or _verbal(base)


#: Verb roots that are nouns too when folded ("koy": köy, the village of "bizim köylü").
_NOUN_TOO = frozenset({"koy"})
_VERBAL = re.compile(r"^(?:m[ae]l[iu]\w*|m[ae]k\w*|m[ae]z\w*|[iu]?l[iu]r\w*|[iu]?n[iu]r\w*|[ae]n\w*|[iu]s\w*|[iu]?ce\w*)$")


def _verbal(word: str) -> bool:
    """A form of a game verb the grammar does not read ("düşmeli", "atılır", "açılınca")."""
    return any(len(r) >= 3 and word.startswith(r) and _VERBAL.match(word[len(r):]) for r in ROOTS)


__all__ = ["vocabulary", "learn", "learn_lexicon", "lexicon", "game_noun", "GAME_NOUNS", "CHAT"]
