"""Eastern Anatolian speech (Erzurum, Kars, Van) in folded text -> the standard words the rest reads.

Why: at a tea-house table in Erzurum a player writes "elde gırmızı beş galdı", "okeynen bitirdi",
"heç açamadık", "ne yazacağuk". The initial k voiced to g, the instrumental "-nen/-nan" for
"-le/-la", "heç" for "hiç", the first person plural "-uk" for "-ık/-iz", "yoh" for "yok" and
"deyil" for "değil" are ordinary speech there; without the standard form the router, the lexical
index and the story reader see unknown words ("galdı" is no "kaldı" to them), and the question is
refused or misread.

Each rule is small and named, with its corpus of examples (typed -> standard) and of words it must
leave alone (the tests run both). A word is rewritten only when both hold:

- the word as typed is **no word of its own**: not in the frequency list of everyday Turkish
  (:mod:`referee.text.frequency`: "gece", "gol", "gaz", "galiba", "sinan" are, "galdı" is not) and
  not a bare entry of akana's lexicon ("garson", "gamze");
- the rewritten word **is** one: in the frequency list, or read by akana's analyser the way the
  rule says (an instrumental "okey" + "-le", a first person plural verb, a long k-word with an
  everyday root when the g-form has no everyday root of its own).

Most words of a question are everyday words, so the common case is one dict look-up (memoised).

"gara" (kara) is a word of its own ("to the station"), so the voiced k leaves it; the context rule
:func:`voiced_colour` reads it as the colour before a tile's number ("gara dokuz").

>>> eastern_words("elde girmizi 12 bi de okey galdi okeynen bitirdi hec acamadik ne yazacaguk".split())
['elde', 'kirmizi', '12', 'bi', 'de', 'okey', 'kaldi', 'okeyle', 'bitirdi', 'hic', 'acamadik', 'ne', 'yazacagiz']
>>> eastern_words("gece gol gaz gara dokuz gara 9".split())
['gece', 'gol', 'gaz', 'kara', 'dokuz', 'kara', '9']
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from referee.text.frequency import listed, zipf
from referee.text.morph import readings
from referee.text.numbers import _word_number

_VOWELS = "aeiou"


@dataclass(frozen=True)
class DialectRule:
    """One Eastern form: its candidate standard forms of a folded word, the reading a candidate must
    have to be taken, and its corpus (examples typed -> standard; words it leaves alone)."""

    name: str
    rewrite: Callable[[str], tuple[str, ...]]
    accepts: Callable[[str, str], bool]  # (candidate, word as typed) -> is the candidate the standard word
    examples: tuple[tuple[str, str], ...]
    keeps: tuple[str, ...]


def _reads_as(cand: str, *morphemes: str, stem: str = "") -> bool:
    """True when akana reads ``cand`` with all ``morphemes`` in one reading (and, when ``stem`` is
    given, a root that begins ``stem``: "benimle" is "ben" + P1sg + Ins)."""
    return any(all(m in r.morphemes for m in morphemes) and (not stem or stem.startswith(r.root))
               for r in readings(cand))


# --------------------------------------------------------------------------- voiced initial k

def _voiced_k(word: str) -> tuple[str, ...]:
    return ("k" + word[1:],) if word.startswith("g") and len(word) >= 3 and word[1] in _VOWELS else ()


def _k_word(cand: str, typed: str) -> bool:
    """The k-form is an everyday word (a 3-letter one a very common one: "gac" is "kac", "gid" is no
    "kid"), or a long form akana reads with an everyday root ("koydugumuzu": koy) while the g-form
    has no everyday root of its own ("girilmemis" is "gir" + passive: it stays)."""
    if listed(cand):
        return len(cand) >= 4 or zipf(cand) >= _VERY_COMMON
    if len(cand) < 5 or not any(len(r.root) >= 3 and zipf(r.root) >= _EVERYDAY for r in readings(cand)):
        return False
    return not any(zipf(r.root) >= _EVERYDAY for r in readings(typed))


#: Zipf frequencies: an everyday root (about one use in 100,000 words) and a very common word.
_EVERYDAY, _VERY_COMMON = 4.0, 5.0


VOICED_K = DialectRule(
    "voiced initial k (galdı -> kaldı)", _voiced_k, _k_word,
    (("galdi", "kaldi"), ("girmizi", "kirmizi"), ("goydugu", "koydugu"), ("gazandik", "kazandik"),
     ("gapatti", "kapatti"), ("gac", "kac"), ("galanlar", "kalanlar"), ("gurallara", "kurallara")),
    ("gece", "gel", "git", "gor", "goster", "gosterge", "gol", "gaz", "galiba", "garson", "gazete", "gurur",
     "gul", "gun", "gara", "gani", "galip", "gazi", "gonca", "gamze", "gayet", "gazlarimiz", "girilmemis",
     "gid", "gost"),
)


# --------------------------------------------------------------------------- instrumental -nen / -nan

_INSTRUMENTAL = re.compile(r"^(\w{3,}?)(?:nen|nan)$")


def _instrumental(word: str) -> tuple[str, ...]:
    m = _INSTRUMENTAL.match(word)
    if not m:
        return ()
    stem = m.group(1)
    stems = [stem]
    if stem.endswith("y") and stem[-2] in _VOWELS:  # "seriynan": the buffer y of "seri-y-le"
        stems.insert(0, stem[:-1])
    out = []
    for s in stems:
        ends = ("le", "la") if _front(s) else ("la", "le")
        out += [s + ("y" if s[-1] in _VOWELS else "") + e for e in ends]
    return tuple(out)


def _front(stem: str) -> bool:
    """The stem's last vowel is a front one (folded "i", "o", "u" are read with Turkish letters restored:
    "alti" is "altı", back; "seri" front)."""
    from referee.text.morph import deasciified

    last = next((c for c in reversed(stem) if c in _VOWELS), "e")
    if last in "ea":
        return last == "e"
    restored = next((c for c in reversed(deasciified(stem)) if c in "aeıioöuü"), last)
    return restored in "eiöü"


def _instrumental_word(cand: str, typed: str) -> bool:
    """akana reads the candidate as its stem + the instrumental (never another split of it)."""
    m = re.match(r"^(\w+?)y?l[ae]$", cand)
    return bool(m) and _reads_as(cand, "Ins", stem=m.group(1))


INSTRUMENTAL = DialectRule(
    "instrumental -nen/-nan (okeynen -> okeyle)", _instrumental, _instrumental_word,
    (("okeynen", "okeyle"), ("seriynan", "seriyle"), ("tasnan", "tasla"), ("benimnen", "benimle"),
     ("ciftnen", "ciftle"), ("sahtenen", "sahteyle"), ("altiynan", "altiyla")),
    ("sinan", "kenan", "konan", "yanan", "donen", "binen", "canan", "adnan", "inen", "oynan", "isnan"),
)


# --------------------------------------------------------------------------- heç

def _respelled(typed: str, standard: str) -> Callable[[str], tuple[str, ...]]:
    """The candidate of a word spoken with another start: "hec…" → "hic…", "deyil…" → "degil…"."""
    return lambda word: (standard + word[len(typed):],) if word.startswith(typed) else ()


def _a_word(cand: str, typed: str) -> bool:
    """The candidate is an everyday word or one akana reads."""
    return listed(cand) or bool(readings(cand))


HEC = DialectRule(
    "heç for hiç", _respelled("hec", "hic"), _a_word,
    (("hec", "hic"), ("hecbir", "hicbir"), ("hecbirimiz", "hicbirimiz")),
    ("hece", "heceler"),
)


# --------------------------------------------------------------------------- first person plural -uk

_PAST_UK = re.compile(r"^(\w*[aei][b-df-hj-np-tv-z]*[dt])uk$")   # gittuk, actuk (unrounded stem vowel)
_FUT_UK = re.compile(r"^(\w+?[ae]c[ae])[gk][iu]k$")              # yazacaguk, gidecegik


def _first_plural(word: str) -> tuple[str, ...]:
    if m := _PAST_UK.match(word):
        return (m.group(1) + "ik",)
    if m := _FUT_UK.match(word):
        return (m.group(1) + "giz",)
    return ()


FIRST_PLURAL = DialectRule(
    "first person plural -uk (gittuk -> gittik, yazacağuk -> yazacağız)", _first_plural,
    lambda cand, typed: listed(cand) or _reads_as(cand, "Verb", "A1pl"),
    (("gittuk", "gittik"), ("actuk", "actik"), ("yazduk", "yazdik"), ("yazacaguk", "yazacagiz"),
     ("bitirecegik", "bitirecegiz"), ("acamaduk", "acamadik")),
    ("olduk", "bulduk", "gorduk", "oturduk", "sattik"),
)


# --------------------------------------------------------------------------- optative -ak / -ek

_OPT = re.compile(r"^(\w+[b-df-hj-np-tv-z])([ae])k$")


def _optative(word: str) -> tuple[str, ...]:
    m = _OPT.match(word)
    return (m.group(1) + m.group(2) + "lim",) if m else ()


def _only_optative(cand: str, typed: str) -> bool:
    """akana reads the typed form ("yazak") only as a first person plural optative: "oynasak" is also
    a conditional (if we play) and stays."""
    verbs = [r for r in readings(cand[:-3] + "k") if r.morphemes[:1] == ("Verb",)]
    return bool(verbs) and all("Opt" in r.morphemes and "A1pl" in r.morphemes for r in verbs)


OPTATIVE = DialectRule(
    "first person plural optative -ak/-ek (yazak -> yazalım)", _optative,
    _only_optative,
    (("yazak", "yazalim"), ("gidek", "gidelim"), ("acak", "acalim"), ("bakak", "bakalim")),
    ("yemek", "birak", "atak", "bocek", "yatak", "kulak", "gelecek", "ekmek", "oynasak", "acsak"),
)

# --------------------------------------------------------------------------- final -h for -k, 1sg -am, deyil

def _final_h(word: str) -> tuple[str, ...]:
    return (word[:-1] + "k",) if word.endswith("h") and len(word) >= 3 and word[-2] in _VOWELS else ()


FINAL_H = DialectRule(
    "final -h for -k (yoh -> yok, yazacah -> yazacak)", _final_h,
    lambda cand, typed: (listed(cand) and (len(cand) >= 4 or zipf(cand) >= _VERY_COMMON))
    or _reads_as(cand, "Verb", "Fut"),
    (("yoh", "yok"), ("coh", "cok"), ("yazacah", "yazacak"), ("birah", "birak"), ("olacah", "olacak")),
    ("sabah", "allah", "gunah", "silah", "ah", "oh", "eh", "sah", "pah", "rahat"),
)

_FUT_1SG = re.compile(r"^(\w+?[ae]c[ae][gk])[ae]m$")  # yazacagam, bitirecegem


def _first_singular_future(word: str) -> tuple[str, ...]:
    return (m.group(1)[:-1] + "gim",) if (m := _FUT_1SG.match(word)) else ()


FIRST_SINGULAR_FUTURE = DialectRule(
    "first person singular future -ağam/-eğem (yazacağam -> yazacağım)", _first_singular_future,
    lambda cand, typed: listed(cand) or _reads_as(cand, "Verb", "Fut", "A1sg"),
    (("yazacagam", "yazacagim"), ("bitirecegem", "bitirecegim"), ("acacagam", "acacagim"),
     ("bakacakam", "bakacagim")),
    ("yazacagim", "bakacagim"),
)


DEYIL = DialectRule(
    "deyil for değil", _respelled("deyil", "degil"), _a_word,
    (("deyil", "degil"), ("deyildi", "degildi"), ("deyilmis", "degilmis")),
    ("deyim", "deyis"),
)

#: The suffix rules, tried on the word as typed and on its k-form ("galduk" -> "kalduk" -> "kaldik").
SUFFIX_RULES: tuple[DialectRule, ...] = (INSTRUMENTAL, HEC, FIRST_PLURAL, OPTATIVE, FINAL_H, FIRST_SINGULAR_FUTURE,
                                         DEYIL)
RULES: tuple[DialectRule, ...] = (VOICED_K, *SUFFIX_RULES)


def _own_word(word: str) -> bool:
    """An everyday word, or a bare entry of akana's lexicon ("gamze"): never rewritten."""
    return listed(word) or any(r.root == word for r in readings(word))


@lru_cache(maxsize=8192)
def eastern_word(word: str) -> str:
    """One folded word in its standard form, or the word itself (see the module doc).

    >>> eastern_word("galduk"), eastern_word("goydugu"), eastern_word("gece"), eastern_word("okey")
    ('kaldik', 'koydugu', 'gece', 'okey')
    """
    if len(word) < 3 or not word.isalpha() or not word.isascii():
        return word
    # Cheap first: the candidates the rules' patterns give; most words match none and cost nothing more.
    tried = [(VOICED_K, k) for k in _voiced_k(word)]
    tried += [(rule, cand) for base in (word, *_voiced_k(word)) for rule in SUFFIX_RULES for cand in rule.rewrite(base)]
    if not tried or _own_word(word):
        return word
    found = [cand for rule, cand in tried if rule.accepts(cand, word)]
    # Of several standard readings the most frequent word wins ("galduk": "kaldik", not "galdik").
    return max(found, key=zipf, default=word)


#: Colour words of the tiles that the voiced k turns into another word ("gara": to the station).
_VOICED_COLOURS = {"gara": "kara"}


def voiced_colour(word: str, following: str) -> str:
    """"gara dokuz", "gara 9": a voiced colour before a tile's number is the colour.

    >>> voiced_colour("gara", "9"), voiced_colour("gara", "dokuz"), voiced_colour("gara", "gittik")
    ('kara', 'kara', 'gara')
    """
    if word in _VOICED_COLOURS and (following[:1].isdigit() or _word_number(following) is not None):
        return _VOICED_COLOURS[word]
    return word


def eastern_words(tokens: list[str]) -> list[str]:
    """Every folded token through :func:`eastern_word`, and voiced colours before a number."""
    out = [eastern_word(t) for t in tokens]
    return [voiced_colour(t, out[i + 1] if i + 1 < len(out) else "") for i, t in enumerate(out)]
