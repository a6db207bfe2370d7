"""Can a word be a player's name by its morphology? (issue 11, cause 1: an ordinary word read as a player).

A name stands bare where a player is the subject or written with a capital: "Sevim açtı", "Topal
bitti", "Berber okeyi attı". A common word *with an ending* never is: "kağıdı kim yazacak" (kağıt +
accusative), "üstüne açmaya çalıştı" (an adverb), "Takımlar: …" (a plural), "Stajyerin elinde"
(stajyer + genitive: the player is "stajyer", already told). akana's analyser (Zemberek's lexicon)
says which: a word it reads only with endings, or only as another part of speech, is no name; a
word it reads bare (a noun, a proper noun, an adjective used as a nickname) or does not know at all
("Rojda", "Remzo") may be one, and so may a noun of trade ("boyacı", "kahveci": the agentive "-cI"). Its abbreviation readings ("roj" + locative) are noise and left out.

>>> [could_be_name(w) for w in ("kagidi", "ustune", "takimlar", "stajyerin", "sefin", "vardiyasi", "simdi", "baskasi")]
[False, False, False, False, False, False, False, False]
>>> [could_be_name(w) for w in ("sevim", "topal", "berber", "rojda", "remzo", "komi", "kisa", "boyaci", "kapici")]
[True, True, True, True, True, True, True, True, True]
"""
from __future__ import annotations

import re
from functools import lru_cache

from referee.story.lexicon import FEASTS
from referee.text.morph import readings
from referee.text.normalize import fold

#: Readings a person may be called by: a noun in the nominative singular, an adjective with no ending
#: ("Topal"), "my X" ("oğlum", "amcam": a kin word), and a word with the relative "-ki" ("resepsiyondaki":
#: the one at reception).
_BARE = (("Noun", "A3sg", "Nom"), ("Adj",), ("Noun", "P1sg"),
         # "boyacı", "kahveci", "kapıcı": a noun of trade (the agentive "-cI"), a person by what they do
         ("Noun", "Agt"), ("Adj", "Agt"))


#: Parts of speech no player is called by: a word the analyser *can* read as one of these ("başkası" a
#: pronoun, "şimdi" an adverb, "yerine" a postposition) is chat, not a name — measured on the listed
#: names: only "oya" (a pronoun reading) has one, and a listed name is asked first. An interjection
#: reading is no sign: kin words said in address have it ("yeğen", "dayı").
_FUNCTION = frozenset({("Adv",), ("Conj",), ("Postp",), ("Pron",), ("Det",), ("Ques",), ("Dup",)})


@lru_cache(maxsize=8192)
def could_be_name(word: str) -> bool:
    """False when the analyser reads the folded word only as a common word with an ending, or only as
    a word no person is called (an adverb, a verb form); True when it reads it bare or not at all."""
    base = word.split("'", 1)[0]
    if not base.isalpha():
        return False
    found = [r for r in readings(base) if r.secondary != "Abbrv"]
    if not found:
        return True
    if any(tuple(r.morphemes[:1]) in _FUNCTION for r in found):
        return False  # "başkası", "hemen": a word that can be an adverb, a pronoun …
    return any(r.morphemes in _BARE or r.morphemes[-1:] == ("RelClitic",) for r in found)


def feast_word(base: str, original: str) -> bool:
    """True for a feast word (:data:`~referee.story.lexicon.FEASTS`) the story never writes with a capital:
    the holiday, no player ("bu bayram hiç açamıyo").

    >>> feast_word("bayram", "annem açamadı (bu bayram hiç açamıyo)"), feast_word("bayram", "Bayram ile Sami")
    (True, False)
    >>> feast_word("sami", "sami açtı")
    False
    """
    if base not in FEASTS:
        return False
    return not any(w[:1].isupper() and fold(w) == base for w in re.findall(r"[^\W\d_]+", original))


__all__ = ["could_be_name", "feast_word"]
