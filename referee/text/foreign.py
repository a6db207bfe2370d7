"""German and English words in a Turkish question, read as the Turkish they stand for or set aside.

Why: players abroad mix their other language into the question: "gösterge kaç Punkte", "ceza var mı doch?
oder sadece açanlar için", "genau kaç taş", "how many puan". The foreign word is unknown to every signal: a
measure noun ("Punkte") hides what is counted, so "kaç Punkte" no longer asks "kaç puan"; a particle
("doch", "genau", "also") only dilutes the question's words; "oder" is the "yoksa" of an either-or.

Two small lexicons, matched on whole words, any case:

- **stands for**: a word of measure or logic that has a Turkish equivalent in our questions ("Punkte" →
  "puan", "Strafe" → "ceza", "Steine" → "taş", "oder" → "yoksa", "aber" → "ama", "wie viel" → "kaç");
- **filler**: a particle or hedge that carries nothing of the rule ("doch", "genau", "halt", "also",
  "ich meine", "basically", "actually").

A word is read only where the lexicon says so and left as typed everywhere else: a quoted word ("'tile' mı
denir") and every word of a question about a language ("İngilizce …") are mentioned, not used; a text
without them comes back unchanged.

>>> unforeign("gösterge kaç Punkte, kim kaybeder")
'gösterge kaç puan, kim kaybeder'
>>> unforeign("ceza var mi doch? oder sadece acanlar icin")
'ceza var mi? yoksa sadece acanlar icin'
>>> unforeign("okey atarsam ceza var mı")
'okey atarsam ceza var mı'
"""
from __future__ import annotations

import re

#: Foreign words (lower case) and the Turkish word our questions say instead.
STANDS_FOR: dict[str, str] = {
    "punkte": "puan", "punkten": "puan", "punkt": "puan", "points": "puan", "point": "puan",
    "strafe": "ceza", "strafpunkte": "ceza puanı", "penalty": "ceza",
    "steine": "taş", "stein": "taş", "tiles": "taş", "tile": "taş",
    "oder": "yoksa", "aber": "ama", "und": "ve",
    "wie viel": "kaç", "wieviel": "kaç", "wie viele": "kaç", "how many": "kaç", "how much": "kaç",
    "warum": "neden",
}
#: Foreign particles and hedges that carry nothing of the rule.
FILLERS = ("ich meine", "ich glaube", "weißt du", "weisst du", "doch", "genau", "halt", "also", "eigentlich",
           "basically", "actually", "like", "btw")

_STANDS = re.compile(r"(?<!\w)(" + "|".join(sorted(map(re.escape, STANDS_FOR), key=len, reverse=True)) + r")(?!\w)",
                     re.IGNORECASE)
_FILLER = re.compile(r",?\s*(?<!\w)(?:" + "|".join(sorted(map(re.escape, FILLERS), key=len, reverse=True)) + r")(?!\w)"
                     r"\s*,?", re.IGNORECASE)

#: The corpus the rules are tested on: (typed, read). Ours, never a blind round's.
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("okey kac Punkte", "okey kac puan"),
    ("seri kaç Punkten sayılır, genau?", "seri kaç puan sayılır?"),
    ("ich meine, islek atarsam Strafe var mi", "islek atarsam ceza var mi"),
    ("cifte gidersem oder seriyle acarsam", "cifte gidersem yoksa seriyle acarsam"),
    ("wie viele Steine dagitilir", "kaç taş dagitilir"),
    ("basically okey ne demek", "okey ne demek"),
    ("Halil açtı, Ayşe açmadı", "Halil açtı, Ayşe açmadı"),  # no foreign word: as typed
    ("Doğan bitirdi", "Doğan bitirdi"),
    ("taşa 'stone' mu 'tile' mı denir", "taşa 'stone' mu 'tile' mı denir"),  # mentioned, not used
    ("İngilizce kitapta points mi yazıyor", "İngilizce kitapta points mi yazıyor"),
)


#: A question about a language's words: its foreign words are mentioned, not used.
_ABOUT_LANGUAGE = re.compile(r"(?<!\w)(?:ingilizce|i̇ngilizce|almanca|english|englisch|german|deutsch)\w*", re.IGNORECASE)
_QUOTES = "'\"‘’“”«»"


def _quoted(text: str, m: re.Match) -> bool:
    """The word stands in quotes ("'tile' mı denir"): a word mentioned, not a word used."""
    before, after = text[max(0, m.start() - 1):m.start()], text[m.end():m.end() + 1]
    return bool(before) and before in _QUOTES or bool(after) and after in _QUOTES


def unforeign(text: str) -> str:
    """The text with foreign words read as their Turkish and foreign fillers set aside (module doc)."""
    if not isinstance(text, str) or not text:
        return text if isinstance(text, str) else ""
    if _ABOUT_LANGUAGE.search(text):
        return text  # "İngilizce 'tile' mı denir": the foreign word is what is asked about
    out = _STANDS.sub(lambda m: m.group(0) if _quoted(text, m) else STANDS_FOR[m.group(1).lower()], text)
    out = _FILLER.sub(lambda m: ", " if m.group(0).startswith(",") else " ", out)
    out = re.sub(r"\s+([?.!,])", r"\1", out)
    out = re.sub(r",+\s*([?.!])|,\s*$", r"\1", out)
    return re.sub(r"\s{2,}", " ", out).strip() if out != text else text
