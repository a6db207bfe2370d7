"""A rack told with a count of tiles no deal gives: a misdeal, which the sources never price.

Why: "oyun ortasında birinin ıstakasında 23 taş çıktı, ceza ne" shares its words with the penalty articles
(an okey thrown, a tile taken), and retrieval answers one of them with confidence. But a rack of the wrong
size is a misdeal, and no source says how one is corrected or what it costs: the honest answer is "not
covered", with the counts the sources do give. The count is checked against the game's own deal — 101:
21 each and 22 for the starter; düz okey: 14 and 15 — so any wrong number is found, not a listed one:

- a count no deal gives, near the deal (within :data:`NEAR` tiles): 20, 23, 25 in 101; 13, 16 in düz;
- the starter's count told of someone who did not start ("22 taş çıktı, başlayan da o değildi").

A remainder ("elimde 12 taş kaldı"), a count asked ("kaç taş dağıtılır") or a rack size supposed ("21
taşta …") is no misdeal.
"""
from __future__ import annotations

import re

from calculators.rulesets import get_ruleset
from referee.text.normalize import NormalizedText

#: (each player's tiles, the starter's) per game.
DEALT = {"101": (21, 22), "duz": (14, 15)}
#: How far from the deal a told count is still a rack's size (farther: some other count).
NEAR = 6
#: The curated not-covered entry a misdeal quotes (knowledge/not_covered.yaml).
MISDEAL_ENTRY = "yanlis-dagitim"

#: "<n> taş" held: the bare noun or a possessive, never "taşta" / "taştan" (a size supposed, a part of it).
_HELD = re.compile(r"(?<![\d'])(\d{1,2}) (?:tane )?tas(?:i|im|in|imiz|lari|larim|lar)?(?![a-z])")
#: Words telling that the count is held, given or found on a rack.
_RACK = ("istaka*", "elimde", "elinde", "elinden", "bende", "onda", "sende", "cikti*", "gelmis*", "geldi*",
         "dagit*", "verilmis*", "vermis*", "verdi*", "gitti*", "saydi*", "saydik", "fazla*", "eksik*")
#: A remainder at the hand's end, or a count asked: no misdeal.
_NOT_A_RACK = ("kald*", "kac tas*", "kac tane", "kacar*")
#: Someone told not to have started ("başlayan da o değildi", "başlamayan"): the starter's count is a misdeal.
_NOT_STARTER = re.compile(r"\bbaslayan(?: da| de)?(?: o| ben| kendisi)? degil\w*|\bbaslamayan\w*|\bbaslatan degil\w*")


def misdealt(norm: NormalizedText, ruleset: str) -> bool:
    """The question tells a rack of a size no deal of this ruleset's game gives (module doc).

    >>> from referee.text.normalize import normalize
    >>> misdealt(normalize("abimin ıstakasında 23 taş çıktı ne yapıyoruz"), "oyna-101")
    True
    >>> misdealt(normalize("düz okeyde bende 16 taş var, ceza mı"), "oyna-duz")
    True
    >>> misdealt(normalize("elimde 22 taş vardı, başlayan da ben değildim"), "oyna-101")
    True
    >>> misdealt(normalize("elimde 22 taş var, ben başladım"), "oyna-101")
    False
    >>> misdealt(normalize("elimde 12 taş kaldı kaç yazarım"), "oyna-101")
    False
    """
    if norm.has(*_NOT_A_RACK) or not norm.has(*_RACK):
        return False
    dealt, starter = DEALT["duz" if get_ruleset(ruleset).game == "duz" else "101"]
    for m in _HELD.finditer(norm.folded):
        n = int(m.group(1))
        if n not in (dealt, starter) and abs(n - dealt) <= NEAR:
            return True
        if n == starter and _NOT_STARTER.search(norm.folded):
            return True
    return False
