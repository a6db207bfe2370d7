"""How a question was keyed in, undone before reading: shouting, glued words, "okay" for okey.

Why: players type in capitals ("ISTAKA NEDIR"), without spaces ("OKEYATARSAM", "duzdede"), and phones
or dictation turn "okey" into the English "okay". The folded form meets most of that half-way, but not
all of it, and the dense models get the question as typed: akana's static embedding is case-sensitive
(a question in capitals is almost orthogonal to the same question in lower case) and a glued word is
one unknown token to every signal. Three small rules, each with its corpus (``EXAMPLES``; the tests
run them):

- **shouting**: a text typed mostly in capitals is lowered; a word with a Turkish capital ("İŞLEK") the
  Turkish way, an ASCII word the ASCII way ("NEDIR" -> "nedir"; the dense model's deasciifier then
  restores "ıstaka" from "istaka"). An all-caps word of four letters or more inside ordinary text is
  lowered too ("OKEY atarsam"); shorter ones stay (names of rulesets such as "OD").
- **glued words**: a word no frequency list holds and no okey word explains is split where both
  halves are words: an okey word (stem plus a short ending) beside an everyday word ("okeyatarsam"
  -> "okey atarsam"), a question particle ("geçerlimi" -> "geçerli mi"), or the clitic "de" after a
  locative ("düzdede" -> "düzde de"). A capitalised word in ordinary text is a name and is kept.
- **okay**: "okay" / "okye" (and their endings) is "okey", except the English "okay" that opens a
  reply ("okay, anladım") or stands alone.
- **foreign words**: German and English words read as the Turkish they stand for ("kaç Punkte" -> "kaç
  puan", "oder" -> "yoksa") or set aside as fillers ("doch", "genau"): :mod:`referee.text.foreign`.
- **split ending**: a case ending the phone typed apart from "kaç" is joined back ("kac la acilir" ->
  "kacla acilir", "kaç ta bitiyor" -> "kaçta bitiyor"), and an ablative after any word ("el den" ->
  "elden"); read apart, the ending was an unknown thing being counted, and "kaç la" asked for a count
  the sources never give.

>>> respell("ISTAKA NEDIR HE KAC TAS VAR")
'istaka nedir he kac tas var'
>>> respell("okeyatarsam kaç ceza düzdede mi")
'okey atarsam kaç ceza düzde de mi'
>>> respell("elimde okay kaldı, okayı saymıyor muyuz")
'elimde okey kaldı, okeyi saymıyor muyuz'
"""
from __future__ import annotations

import re
from functools import lru_cache

from calculators.turkish import fold, tr_lower
from referee.text.foreign import unforeign
from referee.text.frequency import listed, zipf
from referee.text.numbers import _word_number

#: Folded stems of okey nouns: a word made of one of these plus its endings is a word of ours (verbs are
#: left out: "işleyebilir" is one word, not "işleye" + "bilir").
DOMAIN_STEMS = ("okey", "gosterge", "istaka", "sahte", "seri", "kut", "cift", "islek", "deste", "yazboz",
                "cetele", "kafa", "elden", "puan", "ceza", "duz", "tas", "per", "turnuva", "esli", "balya", "yuva",
                "oyna")  # "oynada": the app named with its case ending, no slip of "oyun"


def _endings() -> frozenset[str]:
    """Folded endings a noun may carry and stay one word: plural, possessive, then case (vowel harmony
    is not checked: the set only tells a word of ours from two glued words)."""
    plural = ("", "ler", "lar")
    possessive = ("", "i", "u", "si", "su", "m", "n", "miz", "muz", "niz", "nuz", "im", "um", "in", "un", "imiz", "umuz", "iniz", "unuz", "leri", "lari")
    case = ("", "i", "u", "yi", "yu", "ni", "nu", "e", "a", "ye", "ya", "ne", "na", "de", "da", "te", "ta", "nde",
            "nda", "den", "dan", "ten", "tan", "nden", "ndan", "le", "la", "yle", "yla", "in", "un", "nin", "nun",
            "yin", "yun", "ki", "deki", "daki", "teki", "taki", "ndeki", "ndaki", "li", "lu", "lik", "luk", "siz",
            "suz", "ci", "cu")
    return frozenset(p + q + c for p in plural for q in possessive for c in case)


#: Folded endings an okey stem may carry and stay one word ("okeyde", "perimdeki", "ıstakasına").
ENDINGS = _endings()
#: Short everyday words that are glued to the word before them ("istakanedir", "okeykac").
GLUED_WORDS = frozenset({"kac", "nedir", "var", "yok", "nasil", "demek", "olur", "olmaz"})
#: Question particles a thumb glues on ("geçerlimi", "dogrumu"); folded.
PARTICLES = ("misiniz", "musunuz", "misin", "musun", "miyim", "muyum", "miyiz", "muyuz", "midir", "mudur",
             "mi", "mu")
#: An everyday word takes part in a split only when it is at least this frequent (Zipf) and this long.
MIN_ZIPF = 3.0
MIN_WORD = 4
#: A listed word is split before a particle only when the rest is this much more frequent (Zipf).
PARTICLE_MARGIN = 2.0
#: A text is shouting when at least this share of its cased letters are capitals (and it has enough of them).
SHOUT_SHARE = 0.6
SHOUT_MIN_LETTERS = 6

#: "-mamışın": a negative participle with the genitive ("açmamışın cezası": the one who has not opened),
#: never a verb + "-ma mısın" (no such question).
_NOT_DONE_OF = re.compile(r"m[ae]m[iu]s[iu]n$")
#: "-dığımı": a participle with "my" and the object ending ("indirdiğimi"), never "indirdiği mi".
_MY_THAT = ("digimi", "dugumu", "tigimi", "tugumu", "digini", "dugunu", "tigini", "tugunu")
_TURKISH_CAPITALS = frozenset("İŞĞÇÖÜ")
_WORD = re.compile(r"^([^\w]*)(\w+?)([^\w]*)$")
#: "okay", "okayı", "okaye", "okye", "okyeyi": the English spelling or a thumb's swap for "okey".
_OKAY = re.compile(r"^(ok(?:ay|ye))(.*)$", re.IGNORECASE)
#: "kaç" and a case ending typed apart, the ending closing the word (not "kaç lazım", not "kaç la?"); the
#: ablative ("kaç tan") is :data:`_SPLIT_ABLATIVE`'s, which joins it after any word.
_SPLIT_ENDING = re.compile(r"\b([Kk][Aa][ÇçCc])\s+(la|le|ta|te|LA|LE|TA|TE)(?=\s+\w)")
#: An ablative ending typed apart from any word ("el den bitemez", "masa dan aldı"): no word of its own.
_SPLIT_ABLATIVE = re.compile(r"\b(\w{2,})\s+(dan|den|tan|ten|DAN|DEN|TAN|TEN)(?=\s|$|[.,?!])")
_FRONT = str.maketrans({"ı": "i", "a": "e", "u": "ü", "o": "ö"})

#: The corpus each rule is tested on: (typed, respelled). Ours, never a blind round's.
EXAMPLES: dict[str, tuple[tuple[str, str], ...]] = {
    "shouting": (
        ("GOSTERGE KAC PUAN", "gosterge kac puan"),
        ("ÇİFTE GİDEN KAÇ YAZAR", "çifte giden kaç yazar"),
        ("SERI NEDIR", "seri nedir"),
        ("okeyi atarsam CEZA var mı", "okeyi atarsam ceza var mı"),
        ("OD kurallarında kafa var mı", "OD kurallarında kafa var mı"),
    ),
    "glued": (
        ("okeyatarsam ne olur", "okey atarsam ne olur"),
        ("gostergeyigosterdim puan var mi", "gostergeyi gosterdim puan var mi"),
        ("bu per geçerlimi", "bu per geçerli mi"),
        ("101dede mi aynı, düzdede mi", "101dede mi aynı, düzde de mi"),
        ("istakanedir", "istaka nedir"),
        ("SAHTEOKEY NEDIR", "sahte okey nedir"),
    ),
    "okay": (
        ("sahte okay ne demek", "sahte okey ne demek"),
        ("okye atarsam ceza var mı", "okey atarsam ceza var mı"),
        ("okayla bitince kaç kat", "okeyle bitince kaç kat"),
    ),
    "split ending": (
        ("101 kac la acilir", "101 kacla acilir"),
        ("düz okey kaç ta biter", "düz okey kaçta biter"),
        ("KAÇ LA AÇILIR", "kaçla açılır"),
        ("turnuva kac tan baslar", "turnuva kactan baslar"),
        ("seriyle acan el den biter mi", "seriyle acan elden biter mi"),
    ),
    "hand in time": (
        ("son elden sonra eşitlik olursa", "son elin ardından eşitlik olursa"),
        ("3. elden sonra yedek girebilir mi", "3. elin ardından yedek girebilir mi"),
        ("ilk elden önce kura çekilir mi", "ilk elin öncesinde kura çekilir mi"),
        ("beşinci elden itibaren katlamalı mı", "beşinci elin başından itibaren katlamalı mı"),
        ("bu elden beri kat artıyor mu", "bu elin başından beri kat artıyor mu"),
        ("elden bittikten sonra kaç yazılır", "elden bittikten sonra kaç yazılır"),
    ),
    "kept": (
        ("kaç la? söyle abi", "kaç la? söyle abi"),
        ("kaç taş var", "kaç taş var"),
        ("kaç lazım açmaya", "kaç lazım açmaya"),
        ("okay, anladım", "okay, anladım"),
        ("okay", "okay"),
        ("Taşkın bitti ben açmadım", "Taşkın bitti ben açmadım"),
        ("okeyde kaç taş var", "okeyde kaç taş var"),
        ("perlerimi açtım", "perlerimi açtım"),
        ("yüzbir oynuyoruz", "yüzbir oynuyoruz"),
        ("elimdekileri saydım", "elimdekileri saydım"),
        ("gelmemisin sirasi gecer mi", "gelmemisin sirasi gecer mi"),
    ),
}


def respell(text: str) -> str:
    """The question with shouting lowered, glued words split and "okay" read as okey (see the module doc);
    as typed when none of the rules applies. Never raises on any string."""
    if not isinstance(text, str) or not text:
        return text if isinstance(text, str) else ""
    return _respell(unforeign(text))


@lru_cache(maxsize=4096)
def _respell(text: str) -> str:
    shouting = _shouting(text)
    tokens = text.split(" ")
    out: list[str] = []
    for i, tok in enumerate(tokens):
        m = _WORD.match(tok)
        if m is None:
            out.append(tok)
            continue
        lead, word, tail = m.groups()
        if shouting or (len(word) >= 4 and word.isupper()):
            word = _lower(word)
        okay = _okay(word, first=not any(t.strip() for t in tokens[:i]), tail=tail,
                     alone=len([t for t in tokens if t.strip()]) == 1)
        if okay != word:
            out.append(lead + okay + tail)
        elif word[:1].isupper():
            out.append(tok)  # a name ("Taşkın", "Okan") in ordinary text: never split
        else:
            out.append(lead + " ".join(unglue(word)) + tail)
    return _hand_in_time(_SPLIT_ABLATIVE.sub(r"\1\2", _SPLIT_ENDING.sub(r"\1\2", " ".join(out))))


#: "elden" governed by a time postposition ("son elden sonra", "3. elden önce", "ilk elden itibaren") is the
#: ablative of "el" (a hand of the match), not the finish "elden": said the way no finish reads.
_HAND_IN_TIME = re.compile(r"\b([Ee])lden\s+(sonra|önce|once|itibaren|beri)\b")
_TIME_OF_HAND = {"sonra": "elin ardından", "önce": "elin öncesinde", "once": "elin oncesinde",
                 "itibaren": "elin başından itibaren", "beri": "elin başından beri"}


def _hand_in_time(text: str) -> str:
    """:data:`_HAND_IN_TIME` said as a hand in time ("son elden sonra" → "son elin ardından")."""
    return _HAND_IN_TIME.sub(lambda m: (m.group(1) + _TIME_OF_HAND[m.group(2).lower()][1:]), text)


def _shouting(text: str) -> bool:
    letters = [c for c in text if c.isalpha() and c.lower() != c.upper()]
    upper = sum(1 for c in letters if c.isupper())
    return upper >= SHOUT_MIN_LETTERS and upper >= SHOUT_SHARE * len(letters)


def _lower(word: str) -> str:
    """A word in capitals in lower case: the Turkish way when it has a Turkish capital, else ASCII's."""
    if _TURKISH_CAPITALS & set(word):
        return tr_lower(word)
    return word.lower()


def _okay(word: str, first: bool, tail: str, alone: bool) -> str:
    """"okay…" / "okye…" as "okey…" (its ending given front vowels), but the English reply word kept."""
    m = _OKAY.match(word)
    if m is None:
        return word
    if m.group(1).lower() == "okay" and not m.group(2) and (alone or (first and tail[:1] in (",", ".", "!"))):
        return word
    okey = "Okey" if word[:1].isupper() else "okey"
    return okey + m.group(2).translate(_FRONT)


def domain_form(folded: str) -> bool:
    """An okey stem with a short ending of its own ("okeyde", "perleri"), or the stem alone.

    >>> domain_form("okeyde"), domain_form("perleri"), domain_form("okeyatarsam")
    (True, True, False)
    """
    return any(folded.startswith(s) and (folded[len(s):] == "" or folded[len(s):] in ENDINGS)
               for s in DOMAIN_STEMS)


def known(folded: str) -> bool:
    """A word that is read as it stands: listed, an okey word, a number word, or too short to judge."""
    return (len(folded) < 6 or not folded.isalpha() or listed(folded) or domain_form(folded)
            or _word_number(folded) is not None)


def _everyday(folded: str) -> bool:
    return folded in GLUED_WORDS or (len(folded) >= MIN_WORD and zipf(folded) >= MIN_ZIPF)


def unglue(word: str) -> list[str]:
    """A word as one or two words: split where a glued particle, clitic or pair of words shows (see the
    module doc); ``[word]`` when the word is known or no split explains it.

    >>> unglue("okeyatarsam"), unglue("duzdede"), unglue("okeyde"), unglue("dogrumu")
    (['okey', 'atarsam'], ['duzde', 'de'], ['okeyde'], ['dogru', 'mu'])
    """
    folded = fold(word)
    if len(folded) != len(word) or _NOT_DONE_OF.search(folded):
        return [word]
    if listed(folded):
        cut = _particle(folded)
    else:
        cut = None if known(folded) else _cut(folded)
    return [word] if cut is None else [word[:cut], word[cut:]]


def _particle(folded: str) -> int | None:
    """Where a listed word ends in a glued particle: the list holds common misspellings ("olurmu",
    "dogrumu"), so the split needs the word without it to be far more frequent ("durumu" stays)."""
    for p in PARTICLES:
        base = folded[: -len(p)]
        if folded.endswith(p) and len(base) >= 3 and zipf(base) >= zipf(folded) + PARTICLE_MARGIN:
            if len(p) == 2 and zipf(folded[:-1]) >= zipf(base) - PARTICLE_MARGIN:
                return None  # "puanimi": "puanım" + the object ending, as likely as "puanı mı"
            return len(base)
    return None


def _cut(folded: str) -> int | None:
    """Where to split an unknown folded word, or None."""
    for p in PARTICLES:  # "gecerlimi": a listed word + a particle
        base = folded[: -len(p)]
        if folded.endswith(p) and len(base) >= 3 and (listed(base) or domain_form(base)):
            if len(p) == 2 and (listed(folded[:-1]) or domain_form(folded[:-1]) or folded.endswith(_MY_THAT)):
                return None  # "puanimi", "indirdigimi": "puanım" + the object ending, not "puanı mı"
            return len(base)
    if folded.endswith(("de", "da")) and folded[-4:-2] in ("de", "da", "te", "ta"):  # "duzdede": "duzde" + "de"
        base = folded[:-2]
        if listed(base) or domain_form(base):
            return len(base)
    best: tuple[float, int] | None = None
    for cut in range(3, len(folded) - 1):
        left, right = folded[:cut], folded[cut:]
        if domain_form(left) and (_everyday(right) or domain_form(right)):
            pass
        elif domain_form(right) and len(left) >= 3 and zipf(left) >= MIN_ZIPF + 1:
            pass
        else:
            continue
        score = min(zipf(left) or MIN_ZIPF, zipf(right) or MIN_ZIPF)
        if best is None or score > best[0]:
            best = (score, cut)
    return None if best is None else best[1]
