"""A thumb's slip in a word of the story's rules, read back as that word: "çifsten", "cifden", "okye".

Why: every rule matches literal folded words ("ciftten", "kisiyiz", "okeyle"); a word typed one letter
off is no word of any rule, and the fact it tells (a pairs finish, the number of players) is lost —
the reading then asks, or worse, computes without it. The mechanism is general, not a list of
misspellings: a word no reading explains is compared with the *story lexicon* — the literal words
of every dimension's rules (:func:`referee.story.vocabulary.learn_lexicon`) — and replaced by the one
lexicon word it is a slip of.

The comparison is on a *sound key*, because thumbs and ears slip the same way: Turkish letters
folded, a voiced stop as its voiceless pair (d/t, b/p, g/k, c/ç: "cifden" sounds "ciften"), double
letters as one ("ciftten" → "ciften"). Two keys match at :func:`referee.text.typos.edit_distance`
(insert, delete, change, swap two neighbours) of at most one edit.

A word is corrected only when all of these hold:

- at least :data:`MIN_WORD` letters, all letters, not capitalised mid-sentence (a name), no listed
  name or nickname with or without endings ("dayımlar"), and nothing explains it as typed (:func:`referee.text.typos.unexplained`: not an
  everyday word, no okey word with endings, no slang rewrite, no verb, no analysis on an everyday root
  of three letters or more — "okye" is "ok" + dative to the analyser, a slip of "okey" to a player —
  and no verb form of :func:`referee.story.morph.analyse`, "açamadan");
- exactly one lexicon key is that close — or, of several, exactly one of the word's own length (a
  change or a swap before a letter left out or added); a word between two rule words stays as typed.
  The lexicon words compared have :data:`MIN_WORD` letters or more.

Measured on every story text the tests hold (corpora, the spent rounds' stories, the phrasings and
eval sets): see ``tests/referee/story/test_typos.py``.

>>> fix_slips(["ali", "cifsten", "acti"], {"ciftten", "okeyle"})
['ali', 'ciftten', 'acti']
>>> fix_slips(["okye", "ile", "bitti"], {"okey", "okeyle"})
['okey', 'ile', 'bitti']
>>> fix_slips(["kalem", "aldi"], {"kalan", "kalmadi"})
['kalem', 'aldi']
"""
from __future__ import annotations

from functools import lru_cache
from typing import Iterable

from referee.story.lexicon import NAMES, NICKNAMES
from referee.story.morph import analyse
from referee.text.typos import edit_distance, unexplained

#: Words shorter than this are never corrected, nor corrected to ("elde" / "elle": one edit apart).
MIN_WORD = 4
_VOICELESS = str.maketrans({"d": "t", "b": "p", "g": "k", "ç": "c", "ğ": "k"})  # folded c already stands for c and ç


def sound_key(word: str) -> str:
    """The folded word as it sounds to a thumb: voiced stops as voiceless, double letters as one.

    >>> sound_key("cifden"), sound_key("ciftten"), sound_key("kisiyiz")
    ('ciften', 'ciften', 'kisiyiz')
    """
    key = word.translate(_VOICELESS)
    out: list[str] = []
    for ch in key:
        if not out or out[-1] != ch:
            out.append(ch)
    return "".join(out)


@lru_cache(maxsize=64)
def _keys(lexicon: frozenset[str]) -> dict[str, frozenset[str]]:
    """Sound key → the lexicon words with that key."""
    out: dict[str, set[str]] = {}
    for w in lexicon:
        if len(w) >= MIN_WORD and w.isalpha():
            out.setdefault(sound_key(w), set()).add(w)
    return {k: frozenset(v) for k, v in out.items()}


def _named(word: str) -> bool:
    """A listed name or nickname, or one with endings ("dayımlar", "sevimin"): a person, never a slip."""
    return any(word[:k] in NAMES or word[:k] in NICKNAMES for k in range(3, len(word) + 1))


@lru_cache(maxsize=8192)
def slip(word: str, lexicon: frozenset[str]) -> str | None:
    """The lexicon word a folded story word is a slip of, or None (see the module doc)."""
    if len(word) < MIN_WORD or not word.isalpha() or word in lexicon or _named(word):
        return None
    if not unexplained(word, min_root=3) or analyse(word) is not None:
        return None  # "rakiplerle" (rakip + endings), "açamadan" (a verb form): words as typed
    key = sound_key(word)
    keys = _keys(lexicon)
    same = keys.get(key)
    if same is not None:
        return next(iter(same)) if len(same) == 1 else None
    close = [k for k in keys if abs(len(k) - len(key)) <= 1 and edit_distance(key, k, 1) <= 1]
    if len(close) > 1:  # "okye": "okey" (two letters swapped) before "okyle" (a letter left out)
        close = [k for k in close if len(k) == len(key)]
    if len(close) != 1 or len(keys[close[0]]) != 1:
        return None
    return next(iter(keys[close[0]]))


def fix_slips(tokens: Iterable[str], lexicon: Iterable[str], keep: Iterable[str] = ()) -> list[str]:
    """The tokens with every slip of a lexicon word replaced by that word; ``keep``: words never
    touched (the story's capitalised words: names)."""
    lex = lexicon if isinstance(lexicon, frozenset) else frozenset(lexicon)
    kept = set(keep)
    return [t if t in kept else (slip(t, lex) or t) for t in tokens]


__all__ = ["fix_slips", "slip", "sound_key", "MIN_WORD"]
