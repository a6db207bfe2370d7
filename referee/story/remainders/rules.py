"""Remainders: what a player who opened still holds when the hand ends.

The words that make a number a remainder: ``held`` ("elimde" → the asker's, "elinde" → a third
person's, "elde" / "kalan" → whose is not said), ``left`` (a "kalmak / var" verb: "kaldı",
"kalmıştı", "vardı"; ``person`` "1sg" for "14 kaldım"), ``sum-word`` ("41 **sayı**", "20 puanlık"),
``count-only`` ("3 taş kaldı": how many tiles, not their sum), ``total`` ("toplamı 27"),
``nothing`` ("elimde hiçbir şey kalmadı"), ``also`` ("bi de m8", "bir de 5": more of the remainder told
just before, in a clause of its own with no verb) and ``uncounted`` ("taşları saymadan topladık": the sum
is lost). The numbers themselves are read per clause by :mod:`referee.story.assemble`; numbers that
another dimension claimed (a tile's number, a penalty's tile, "5 çiftle", "20'den başladık") are not.
"""
from __future__ import annotations

from referee.story.lexicon import HAND_ANY, HAND_MINE, HAND_THIRD
from referee.story.rules import Match, Rule, Rules


def _hand(m: Match):
    w = m.words[0].text
    who = "ben" if w in HAND_MINE else "third" if w in HAND_THIRD else "any"
    return "held", {"who": who}


def _left(m: Match):
    v = m.words[-1].verb
    if v is None or v.mood == "cond":
        return None
    return "left", {"neg": v.neg, "person": v.person, "verb": m.end - 1}


#: "23'lük", "18lik", "34luk": the "-lIk" ending on a number makes it a measure ("23 worth of tiles").
WORTH_SUFFIXES = frozenset({"lik", "lık", "luk", "lük"})


def _count(m: Match):
    if (m["n"].suffix or "") in WORTH_SUFFIXES:
        return None  # "18'lik taş var": tiles worth 18, not 18 tiles (_worth_of_tiles)
    return "count-only", {"n": m["n"].num}


def _total(m: Match):
    return "total", {"n": m["n"].num}


def _sum_word(m: Match):
    return "sum-word", {"n": m["n"].num}


def _worth_of_tiles(m: Match):
    """"elinde 23lük taş kaldı": the tiles left are worth 23 — a sum, like "23 puanlık"; not a count."""
    n = m["n"]
    return ("sum-word", {"n": n.num}) if (n.suffix or "").lstrip("'") in WORTH_SUFFIXES and n.num >= 2 else None


RULES = Rules((
    Rule("taşları saymadan topladık", "?taslari|elindeki|elimdeki|elindekileri ?taslari @say-:conv ~1 @topla",
         lambda m: ("uncounted", {})),
    Rule("sayamadık", "?taslari|elini|elindekileri sayamadik|saymadik|sayilmadi|sayamadim|sayamadilar",
         lambda m: ("uncounted", {})),
    Rule("bir taş daha kaldı, hatırlamıyorum", "bi|bir|1 tas|tane ?daha ?@kal,var ?, hatirlamiyorum|bilmiyorum|"
         "unuttum|hatirlamiyom|bilmiyom|hatirlayamadim|goremedim", lambda m: ("unknown-tile", {})),
    Rule("hiçbir şey kalmadı", "hicbir|hic sey|tas ?de @kal-", lambda m: ("nothing", {})),
    Rule("toplamı 27", "toplami|toplamlari n=#0-286", _total, claims=("n",)),
    Rule("5 taş kaldı", "n=#1-22 tas|tasim|tasi|tane ?tas kaldi|kalmisti|var|vardi|kaldi'", _count, claims=("n",)),
    Rule("41 sayı", "n=#0-286 sayi|sayim|sayilik|puanlik", _sum_word),
    Rule("23'lük taş", "n=#2-286 tas|tasim|tasi|taslar|taslari|taslik", _worth_of_tiles),
    Rule("bi de / bir de / ayrıca (bir şey daha)", "bi|bir|bide|birde|ayrica|arti|ustelik|baska ?de|da", lambda m: None if
         m.words[0].text in ("bi", "bir") and m.end - m.start == 1 else ("also", {})),
    Rule("elimde / elinde / elde", "|".join(sorted(HAND_MINE | HAND_THIRD | HAND_ANY)), _hand),
    Rule("kaldı / vardı", "@kal,var", _left),
))
