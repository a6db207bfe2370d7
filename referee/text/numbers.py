"""Turkish number words in folded question text: "yüz yedi" -> 107, "yirmiden" -> "20'den", "ikinci" -> "2.".

Why here: the router, the story reader and the calculators all need the numbers a player typed in
words; ``normalize`` applies this to every question (split out of normalize.py, one concern a module).
"""
from __future__ import annotations

import re
from dataclasses import dataclass


UNITS = {"sifir": 0, "bir": 1, "iki": 2, "uc": 3, "dort": 4, "bes": 5,
         "alti": 6, "yedi": 7, "sekiz": 8, "dokuz": 9}
TENS = {"on": 10, "yirmi": 20, "otuz": 30, "kirk": 40, "elli": 50,
        "altmis": 60, "yetmis": 70, "seksen": 80, "doksan": 90}
BIG = {"yuz": 100, "bin": 1000}
NUMBER_WORDS = {**UNITS, **TENS, **BIG}

#: Words that are also ordinary words ("bir" = a, "yedi" = ate, "altı" = under,
#: "on"/"onu" = front / him, "yüz" = face, "bin" = get on). Alone they become a
#: number only before a counting noun; inside a compound ("kırk bir") always.
AMBIGUOUS = frozenset({"bir", "yedi", "alti", "on", "yuz", "bin"})

#: Nouns that are counted; "yedi çift" is seven pairs, "ceza yedi" is not.
COUNTING_NOUNS = frozenset({
    "tas", "tasi", "tasla", "cift", "cifte", "ciftle", "sayi", "sayim", "sayi", "puan", "puanla",
    "el", "eli", "elde", "kisi", "kisiyle", "kisilik", "takim", "takimla", "takimli", "ceza", "tur",
    "per", "seri", "kut", "kat", "oyuncu", "dakika", "yas", "yasinda", "okey", "okeyle", "gosterge",
    "kaldi", "kalan", "kaldiydi", "ile", "ve", "veya", "ya",
    "ellik", "puanlik", "turluk",  # "yedi ellik maç": a measure of the counted noun
})

# Case, possessive and ordinal endings a number word may carry ("yediyi", "yirmiden", "yüzü"), and the
# copula after them or alone ("sekizdi", "yirmideydim", "dokuzmus": it was eight, I was at twenty).
_COPULA = r"(?:y?[dt][iu](?:m|n|k|niz|nuz)?|y?m[iu]s(?:[iu]m|[iu]z)?)"
#: The present copula with its person after the locative ("üçteyim", "otuzdayız", "beştesin": I am / we are
#: / you are at N); alone only with its buffer "y" after a vowel ("yirmiyiz"), so "uçum" stays uç + um.
_PERSON = r"(?:y[iu][mz]|s[iu]n(?:[iu]z)?)"
_NUM_SUFFIX = (r"(?:'?(?:[dt][ea]" + _PERSON + r"|(?:y?[iu]|y?[ea]|n?[dt][ea]n?|[dt][ea]|n?[iu]n|y?l[ea]|s[iu]|"
               r"n?c[iu]|[iu]nc[iu]|l[iu]k|li|lu|ar|er|s[ea]r)" + _COPULA + r"?|" + _COPULA + r"|y[iu][mz]))")
_WORD_RE = re.compile(r"^(" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)) + r")" + _NUM_SUFFIX + r"?$")
#: Stems softened before a vowel-initial ending ("dört" -> "dördüncü").
_SOFTENED = {"dord": 4}
_ORDINAL_RE = re.compile(r"^(" + "|".join(sorted({**NUMBER_WORDS, **_SOFTENED}, key=len, reverse=True))
                         + r")(?:[iu]?nc[iu])$")
# Digits with a suffix glued on: "19'u", "20den", "107yi", "101de", "2.".
_DIGIT_SUFFIX_RE = re.compile(r"^(-?\d+)'?([a-z]+)$")


@dataclass(frozen=True)
class _Num:
    value: int
    suffix: str
    ordinal: bool


#: Number words whose last vowel is a front one: their endings take "e", never "a" ("üçe", not "uca": the
#: folded "uca" is "uç" + "a", the tip of a meld). Back-vowel words take "a", never "e" ("dokuza").
_FRONT = frozenset({"bir", "iki", "uc", "dort", "bes", "yedi", "sekiz", "yirmi", "elli", "yetmis", "seksen", "yuz",
                    "bin"})


def _harmonic(stem: str, suffix: str) -> bool:
    """The ending's vowels fit the number word's (folded: only "a" and "e" are told apart)."""
    return "a" not in suffix if stem in _FRONT else "e" not in suffix


def _word_number(token: str) -> _Num | None:
    """A single folded token as a number word, or None. "yediyi" -> 7 with suffix "yi"; "uca" (uç + a) -> None."""
    m = _ORDINAL_RE.match(token)
    if m:
        return _Num({**NUMBER_WORDS, **_SOFTENED}[m.group(1)], "", True)
    m = _WORD_RE.match(token)
    if not m:
        return None
    stem = m.group(1)
    if not _harmonic(stem, token[len(stem):]) or token[len(stem):] in NUMBER_WORDS:
        return None  # "ikiyüz" is two hundred typed as one word (a compound), never "we are two"
    return _Num(NUMBER_WORDS[stem], token[len(stem):], False)


def _combine(values: list[int]) -> int | None:
    """Value of a compound like [2, 100, 2] (iki yüz iki) or [40, 1]; None if not a number."""
    total, current, last = 0, 0, None
    for v in values:
        if v == 1000:
            if total:  # "bin bin": no second thousands group (a person never says it)
                return None
            total += (current or 1) * 1000
            current, last = 0, 1000
        elif v == 100:
            if current >= 10:  # "yüz yüz", "otuz yüz", "yirmi bir yüz": only a digit multiplies yüz
                return None
            current = (current or 1) * 100
            last = 100
        elif v >= 10:
            if last is not None and last < 100:
                return None
            current += v
            last = v
        else:
            if last is not None and last < 10:
                return None
            current += v
            last = v
    return total + current


#: Tile colours (folded): a number word right after one is the tile's number.
TILE_COLOURS = frozenset({"sari", "mavi", "kirmizi", "siyah", "kara", "yesil"})
#: Nouns "bir" is the article of after a colour ("kırmızı bir taş attı": a red tile, not the red 1).
_ARTICLE_OF = ("tas", "tane", "per", "seri", "cift", "sey", "renk", "gosterge")
#: Colours players call by another word than the sources do: "kara 9" is the black tile, "siyah 9".
_COLOUR_NAMES = {"kara": "siyah"}
#: A tile's number (1–13) bare, in the accusative or with a copula: "kara 9", "kara 9'u", "kara 13'tu";
#: "Kara 5'te kaldı" (a standing, a nickname) is no tile.
_TILE_AFTER = re.compile(r"^(?:[1-9]|1[0-3])(?:'(?:y?[iu]|y?[dt][iu]\w*|m[iu]s\w*))?$")


def tile_colour_names(tokens: list[str]) -> list[str]:
    """"kara 9" -> "siyah 9": a colour named by another word, before a tile's number, in the sources' word.

    >>> tile_colour_names("gosterge kara 12 kara 9'u kara liste kara 5'te".split())
    ['gosterge', 'siyah', '12', 'siyah', "9'u", 'kara', 'liste', 'kara', "5'te"]
    """
    return [_COLOUR_NAMES[t] if t in _COLOUR_NAMES and k + 1 < len(tokens) and _TILE_AFTER.match(tokens[k + 1])
            else t for k, t in enumerate(tokens)]


#: Ambiguous number words that are a standing when the locative's copula has a first person: "ondaydım",
#: "yedideyiz", "altıdaydık" (no other word reads so); "ondaydı" (it was with him) stays a word.
_AT_PERSON_STEMS = frozenset({"on", "yedi", "alti"})
_AT_PERSON = re.compile(r"^'?[dt][ea](?:y?[dt][iu](?:m|k|niz|nuz)|y[iu][mz])$")


def _tile_number_after_colour(prev: str, stem: str, num: _Num, following: str) -> bool:
    """True when an ambiguous number word ("bir", "yedi", "altı", "on") after a tile colour is the
    tile's number: "sarı bir ile", "mavi yediyi attım"; "kırmızı bir taş", "sarı biri" stay words."""
    if prev not in TILE_COLOURS or num.value > 13:
        return False
    if stem == "bir":
        return not num.suffix and not following.startswith(_ARTICLE_OF)
    return True


_STEMS = sorted(NUMBER_WORDS, key=len, reverse=True)


def _glued_parts(token: str) -> list[str] | None:
    """A compound number typed as one word ("onbeş", "yirmiüçteyim", "ikiyüzelli"): its words, the last
    with the ending; None when the token is no such compound (one number word, or no number at all)."""
    if len(token) < 5 or _word_number(token) is not None:
        return None

    def split(rest: str, values: list[int]) -> list[str] | None:
        for stem in _STEMS:
            if not rest.startswith(stem) or _combine(values + [NUMBER_WORDS[stem]]) is None:
                continue
            tail = rest[len(stem):]
            if not tail:
                return [stem] if values else None
            more = split(tail, values + [NUMBER_WORDS[stem]])
            if more is not None:
                return [stem] + more
            last = _word_number(rest)
            if values and last is not None and not last.ordinal and _combine(values + [last.value]) is not None:
                return [rest]
        return None

    return split(token, [])


def ordinal_words(tokens: list[str]) -> frozenset[int]:
    """The values typed as ordinal words ("ikinci", "dördüncü" → {2, 4}): an ordinal in words is one
    whatever noun follows, unlike a typed "2." that may be a number and a full stop.

    >>> sorted(ordinal_words("ikinci annem dorduncu elini 3. el".split()))
    [2, 4]
    """
    out = set()
    for t in tokens:
        m = _ORDINAL_RE.match(t)
        if m:
            out.add({**NUMBER_WORDS, **_SOFTENED}[m.group(1)])
    return frozenset(out)


def words_to_digits(tokens: list[str]) -> list[str]:
    """Replace Turkish number words (folded tokens) with digits.

    Suffixes are kept after an apostrophe ("yirmiden" -> "20'den"); ordinals become "2.".

    >>> words_to_digits("iki yuz iki yazdim".split())
    ['202', 'yazdim']
    >>> words_to_digits("kirk biri aldi".split())
    ["41'i", 'aldi']
    >>> words_to_digits("ceza yedi".split())
    ['ceza', 'yedi']
    >>> words_to_digits("yedi cift".split())
    ['7', 'cift']
    >>> words_to_digits("ikinci el dorduncu renk".split())
    ['2.', 'el', '4.', 'renk']
    >>> words_to_digits("gosterge sekizdi sari bir ile mavi yedi kirmizi bir tas".split())
    ['gosterge', "8'di", 'sari', '1', 'ile', 'mavi', '7', 'kirmizi', 'bir', 'tas']
    """
    tokens = [part for t in tokens for part in (_glued_parts(t) or [t])]
    out: list[str] = []
    i = 0
    n = len(tokens)
    while i < n:
        first = _word_number(tokens[i])
        if first is None:
            out.append(tokens[i])
            i += 1
            continue
        # Grow the compound while tokens are bare number words; the last may carry a suffix.
        run = [first]
        j = i + 1
        while not run[-1].suffix and not run[-1].ordinal and j < n:
            nxt = _word_number(tokens[j])
            if nxt is None or _combine([r.value for r in run] + [nxt.value]) is None:
                break
            run.append(nxt)
            j += 1
        value = _combine([r.value for r in run])
        last = run[-1]
        if len(run) == 1:
            stem = tokens[i][: len(tokens[i]) - len(last.suffix)] if last.suffix else tokens[i]
            if last.ordinal:
                pass  # "yedinci", "birinci" are unambiguous
            elif _tile_number_after_colour(out[-1] if out else "", stem, last, tokens[j] if j < n else ""):
                pass  # "sarı bir ile mavi beş", "kırmızı altı koydu": a tile's number
            elif stem in _AT_PERSON_STEMS and _AT_PERSON.match(last.suffix):
                pass  # "ondaydım", "yedideyiz": I was / we are at N — "onda" (at him) takes no person
            elif stem in AMBIGUOUS or tokens[i] in AMBIGUOUS:
                following = tokens[j] if j < n else ""
                if last.suffix or following not in COUNTING_NOUNS or stem in {"bir"}:
                    out.append(tokens[i])
                    i += 1
                    continue
        if last.ordinal:
            out.append(f"{value}.")
        elif last.suffix:
            out.append(f"{value}'{last.suffix.lstrip(chr(39))}")
        else:
            out.append(str(value))
        i = j
    return tile_colour_names(out)
