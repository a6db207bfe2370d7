"""Other games, named once: the router refuses them when okey is not named, the question-type
reader marks them when okey is named beside them ("tavladaki gibi mi", "rummikub ile farkı").

Folded cue words in the :meth:`NormalizedText.has` form ("tavla*" is a stem). Not the card suits
"maça", "kupa", "sinek": at an okey table they mean "to the match", "the cup" and "a fly".

>>> "rummikub*" in OTHER_GAMES and "kart oyun*" in OTHER_GAMES
True
"""
from __future__ import annotations

#: Games that are not okey: board, tile and card games, and the online okey variants we do not referee.
OTHER_GAMES: tuple[str, ...] = (
    "tavla*", "batak*", "king", "kingde", "kingi", "king oyun*", "pisti*", "poker*", "blackjack", "satranc*",
    "dama", "damada", "iskambil*", "bilardo*", "tombala*", "bingo*", "rummikub*", "rummy", "rumi", "remi",
    "konken*", "prefero*", "bezik*", "uno", "monopoly*", "scrabble*", "kelime oyun*", "31 cek*", "mahjong*",
    "domino*", "101 okey plus", "okey plus", "bric*", "kanasta*", "canasta*", "pinokl*", "kagit oyun*",
    "kart oyun*",
)
