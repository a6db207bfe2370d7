"""Question normalisation: Turkish-aware lowercasing, ASCII folding, numbers, phone slang.

Players type with one thumb: "acmistim", "kac yaziyom", "yuz yedi kaldi", "20den basladik".
The lexical retriever and the router work on a *folded* form where all of these meet
the article text half-way; the dense model gets the original text (folding hurts it).

>>> n = normalize("Açamadım, elimde YÜZ YEDİ kaldı; kaç yazıyom?")
>>> n.folded
'acamadim elimde 107 kaldi kac yaziyorum'
>>> n.numbers
[107]
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

# Letters: one definition for every layer (callers may import them from here too).
from calculators.turkish import fold, squash, tr_lower, unify_apostrophes

# --------------------------------------------------------------------------- numbers

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
})

# Case, possessive and ordinal endings a number word may carry ("yediyi", "yirmiden", "yüzü").
_NUM_SUFFIX = (r"(?:'?(?:y?[iu]|y?[ea]|n?[dt][ea]n?|[dt][ea]|n?[iu]n|y?l[ea]|s[iu]|"
               r"n?c[iu]|[iu]nc[iu]|l[iu]k|li|lu|ar|er|s[ea]r))")
_WORD_RE = re.compile(r"^(" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)) + r")" + _NUM_SUFFIX + r"?$")
_ORDINAL_RE = re.compile(r"^(" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)) + r")(?:[iu]?nc[iu])$")
# Digits with a suffix glued on: "19'u", "20den", "107yi", "101de", "2.".
_DIGIT_SUFFIX_RE = re.compile(r"^(-?\d+)'?([a-z]+)$")


@dataclass(frozen=True)
class _Num:
    value: int
    suffix: str
    ordinal: bool


def _word_number(token: str) -> _Num | None:
    """A single folded token as a number word, or None. "yediyi" -> 7 with suffix "yi"."""
    m = _ORDINAL_RE.match(token)
    if m:
        return _Num(NUMBER_WORDS[m.group(1)], "", True)
    m = _WORD_RE.match(token)
    if not m:
        return None
    stem = m.group(1)
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
    >>> words_to_digits("ikinci el".split())
    ['2.', 'el']
    """
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
    return out


# --------------------------------------------------------------------------- slang

#: Whole-word phone spellings -> standard folded words.
SLANG_WORDS: dict[str, str] = {
    "bi": "bir", "bisey": "bir sey", "biseyler": "bir seyler", "bisi": "bir sey",
    "napiyoz": "ne yapiyoruz", "napiyoruz": "ne yapiyoruz", "napiyom": "ne yapiyorum",
    "napim": "ne yapayim", "napayim": "ne yapayim", "napcaz": "ne yapacagiz", "napicaz": "ne yapacagiz",
    "napcam": "ne yapacagim", "napicam": "ne yapacagim", "napmali": "ne yapmali", "naptin": "ne yaptin",
    "noldu": "ne oldu", "nolur": "ne olur", "nolcak": "ne olacak", "nolucak": "ne olacak",
    "nasi": "nasil", "niye": "neden", "nie": "neden", "ne zman": "ne zaman",
    "kaci": "kac", "kactir": "kac", "sayilirmi": "sayilir mi",
    "yanlizca": "yalnizca", "yalniz": "yalnizca", "sadece": "yalnizca",
    "tamamdir": "tamam", "tmm": "tamam", "ok": "tamam", "abicim": "abi", "abiler": "abi",
    "hoca": "abi", "reis": "abi", "kanka": "abi",
    "olcak": "olacak", "olucak": "olacak", "olcek": "olacak",
    "dimi": "degil mi", "di mi": "degil mi", "degilmi": "degil mi",
    "yokmu": "yok mu", "varmi": "var mi", "olurmu": "olur mu", "olmazmi": "olmaz mi",
    "cezami": "ceza mi",
    "dk": "dakika", "dak": "dakika",  # "kaç dk bekleriz": the unit the sources write out
}

# Ordered (pattern, replacement) pairs applied to folded, space-separated text.
_SLANG_RULES: tuple[tuple[re.Pattern[str], str], ...] = (
    # -iyom / -iyon / -iyoz / -iyo -> -iyorum / -iyorsun / -iyoruz / -iyor
    (re.compile(r"\b(\w+?[iuea])yom\b"), r"\1yorum"),
    (re.compile(r"\b(\w+?[iuea])yon\b"), r"\1yorsun"),
    (re.compile(r"\b(\w+?[iuea])yoz\b"), r"\1yoruz"),
    (re.compile(r"\b(\w+?[iuea])yo\b"), r"\1yor"),
    (re.compile(r"\b(\w+?[iuea])yonuz\b"), r"\1yorsunuz"),
    # -icem / -icam / -cem / -cam -> -ecegim / -acagim ("gidicem", "yazicam", "alcam")
    (re.compile(r"\b(\w{2,}?)[iu]?cem\b"), r"\1ecegim"),
    (re.compile(r"\b(\w{2,}?)[iu]?cam\b"), r"\1acagim"),
    (re.compile(r"\b(\w{2,}?)[iu]?cez\b"), r"\1ecegiz"),
    (re.compile(r"\b(\w{2,}?)[iu]?caz\b"), r"\1acagiz"),
    # question particle glued on: "sayilirmi" -> "sayilir mi", "yokmu" -> "yok mu"
    # "bi de", "bide" -> "bir de"
    (re.compile(r"\bbide\b"), "bir de"),
)

_KEEP = re.compile(r"[^a-z0-9'.\-+ ]+")
_THOUSANDS = re.compile(r"[0-9]{1,3}(?:\.[0-9]{3})+")


def _tokens(folded: str) -> list[str]:
    """Split folded text into word tokens, keeping apostrophes inside words and "2." ordinals."""
    text = _KEEP.sub(" ", folded)
    raw = text.split()
    out: list[str] = []
    for tok in raw:
        tok = tok.strip("'+")
        tok = tok.lstrip("-") if not re.match(r"^-\d", tok) else tok
        tok = tok.rstrip("-")
        if not tok:
            continue
        if tok.endswith(".") and tok[:-1].isdigit():
            out.append(tok)
            continue
        tok = tok.rstrip(".")
        if _THOUSANDS.fullmatch(tok):  # "1.000" / "10.000": Turkish thousands dots, one number
            out.append(tok.replace(".", ""))
            continue
        # "1.el" / "2.el" -> "1." "el"
        m = re.match(r"^(\d+)\.([a-z]+)$", tok)
        if m:
            out.extend([m.group(1) + ".", m.group(2)])
            continue
        for part in tok.split("."):
            if part:
                out.append(part)
    return out


def _split_digit_suffix(tok: str) -> str:
    """"20den" -> "20'den", "107yi" -> "107'yi", "19'u" stays."""
    m = _DIGIT_SUFFIX_RE.match(tok)
    if m:
        return f"{m.group(1)}'{m.group(2)}"
    return tok


def apply_slang(folded: str) -> str:
    """Rewrite phone spellings and slang in folded text to standard folded Turkish.

    >>> apply_slang("napiyoz kac yaziyom acamadim bi okey kaldi varmi")
    'ne yapiyoruz kac yaziyorum acamadim bir okey kaldi var mi'
    >>> apply_slang("cifte gidicem kac dusuyo")
    'cifte gidecegim kac dusuyor'
    """
    words = [SLANG_WORDS.get(w, w) for w in folded.split()]
    text = " ".join(words)
    for pattern, repl in _SLANG_RULES:
        text = pattern.sub(repl, text)
    return _PARTICLE_RE.sub(_split_particle, text)


# Question particle glued on: "sayilirmi" -> "sayilir mi", "yokmu" -> "yok mu".
_PARTICLE_RE = re.compile(r"\b(\w{2,}[rkzy])(mi|mu|misin|musun|miyim|muyum|miyiz|muyuz)\b")
_NOT_PARTICLE = frozenset({"yirmi", "kirmizi", "sarmi", "kimi", "durmu"})


def _split_particle(m: re.Match[str]) -> str:
    word = m.group(0)
    if word in _NOT_PARTICLE or word in NUMBER_WORDS or _word_number(word):
        return word
    return f"{m.group(1)} {m.group(2)}"


# --------------------------------------------------------------------------- result

_NUMBER_TOKEN = re.compile(r"^-?(\d+)(?:'[a-z]+|\.)?$")


@dataclass(frozen=True)
class NormalizedText:
    """Every form of a question the pipeline needs.

    ``original``: as typed (for the dense model and for storage).
    ``lower``: Turkish-aware lowercase, Turkish letters kept.
    ``folded``: ASCII, slang rewritten, numbers as digits, punctuation dropped.
    ``tokens``: ``folded`` split into words.
    ``numbers``: every number in the question, in order.
    """

    original: str
    lower: str
    folded: str
    tokens: tuple[str, ...]
    numbers: list[int] = field(default_factory=list)

    def has(self, *phrases: str) -> bool:
        """True when any folded phrase occurs on word boundaries in ``folded`` (``*`` = any suffix).

        One-word phrases (letters and digits only) are looked up among the text's letter-and-digit
        runs instead of a regex search: the same answer ("101" is found in "101'de"), a set lookup
        and one ``startswith`` per run for all prefixes at once; other phrases use the regex.
        """
        exact, prefixes, others = _split_phrases(phrases)
        if exact and not exact.isdisjoint(self._run_set):
            return True
        if prefixes and any(r.startswith(prefixes) for r in self._runs):
            return True
        return any(_phrase_re(p).search(self.folded) for p in others)

    @cached_property
    def _runs(self) -> tuple[str, ...]:
        """The maximal runs of letters and digits of ``folded``."""
        return tuple(r for r in _RUN_SPLIT.split(self.folded) if r)

    @cached_property
    def _run_set(self) -> frozenset[str]:
        return frozenset(self._runs)


_RUN_SPLIT = re.compile(r"[^a-z0-9]+")


@lru_cache(maxsize=4096)
def _split_phrases(phrases: tuple[str, ...]) -> tuple[frozenset[str], tuple[str, ...], tuple[str, ...]]:
    """Phrases as (one-word exact words, one-word prefixes, the rest for the regex)."""
    exact, prefixes, others = set(), [], []
    for p in phrases:
        stem = p[:-1] if p.endswith("*") else p
        if stem and stem.isalnum() and stem.isascii():
            (prefixes.append(stem) if p.endswith("*") else exact.add(stem))
        else:
            others.append(p)
    return frozenset(exact), tuple(prefixes), tuple(others)


@lru_cache(maxsize=4096)
def _phrase_re(phrase: str) -> re.Pattern[str]:
    """Word-boundary regex for a folded phrase; a trailing ``*`` allows any suffix ("esli*")."""
    if phrase.endswith("*"):
        return re.compile(r"(?<![a-z0-9])" + re.escape(phrase[:-1]))
    return re.compile(r"(?<![a-z0-9])" + re.escape(phrase) + r"(?![a-z0-9])")


def normalize(text: str) -> NormalizedText:
    """Normalise one question (see the module doc). Never raises on any string.

    Memoised: one answer normalises the same question (and the same article sentences) in
    several places — the router, the question reader, retrieval, the composer — and the result
    is immutable, so each distinct text is normalised once per process (bounded cache).

    >>> normalize("20den başladık, 19'u yazdım").folded
    "20'den basladik 19'u yazdim"
    >>> normalize("kaç yazıyom abi").tokens
    ('kac', 'yaziyorum', 'abi')
    """
    if not isinstance(text, str):
        text = "" if text is None else str(text)
    return _normalize(text)


@lru_cache(maxsize=8192)
def _normalize(text: str) -> NormalizedText:
    lower = squash(tr_lower(unify_apostrophes(text)))
    tokens = [_split_digit_suffix(t) for t in _tokens(fold(text))]
    tokens = words_to_digits([w for t in tokens for w in SLANG_WORDS.get(t, t).split()])
    tokens = apply_slang(" ".join(tokens)).split()
    numbers = [int(m.group(1)) * (-1 if t.startswith("-") else 1)
               for t in tokens if (m := _NUMBER_TOKEN.match(t))]
    return NormalizedText(original=text, lower=lower, folded=" ".join(tokens),
                          tokens=tuple(tokens), numbers=numbers)


# --------------------------------------------------------------------------- lexical

#: Folded words that carry no rule meaning (question particles, fillers, pronouns).
STOPWORDS = frozenset("""
a abi acaba ama ve veya ile ya da de ki mi mu bu su o bir ben sen biz siz onlar
icin gibi yani hani simdi peki tamam lan ya ne nasil neden niye hangi sey seyler
olur mu mi misin musun miyim muyum miyiz muyuz dir dur tir tur mi oluyor
boyle boyle oyle soyle bana sana beni seni benim senin bizim de da ki mi
""".split())


def stem(token: str, length: int = 5) -> str:
    """Cheap Turkish stemming: keep the first ``length`` letters; numbers stay whole.

    >>> stem("yaziyorum"), stem("101'de"), stem("tas")
    ('yaziy', '101', 'tas')
    """
    if token[:1].isdigit() or token[:1] == "-":
        return token.split("'")[0].rstrip(".")
    return token.replace("'", "")[:length]


#: Word stems that players use for a word the articles spell differently, for the lexical index
#: only (the router and the slot filler keep the asker's word): "ortağım" / "partnerim" = "eşim".
_LEXICAL_SAME: tuple[tuple[str, str], ...] = (("ortag", "es"), ("ortak", "es"), ("partner", "es"))


def lexical_synonym(token: str) -> str:
    """The articles' word for a folded token, keeping its ending (front vowels after "eş").

    >>> lexical_synonym("ortagima"), lexical_synonym("partnerim"), lexical_synonym("okey")
    ('esime', 'esim', 'okey')
    """
    for prefix, same in _LEXICAL_SAME:
        if token.startswith(prefix):
            return same + token[len(prefix):].replace("a", "e").replace("u", "i").replace("o", "e")
    return token


def lexical_tokens(folded: str, length: int = 5) -> list[str]:
    """Folded text -> stemmed tokens for BM25 (stopwords and 1-letter words dropped).

    >>> lexical_tokens("okey elde kalirsa kac yazilir mi")
    ['okey', 'elde', 'kalir', 'kac', 'yazil']
    >>> lexical_tokens("ortagim bitirdi")
    ['esim', 'bitir']
    """
    out = []
    for tok in folded.split():
        tok = lexical_synonym(tok.strip("'."))
        if not tok or tok in STOPWORDS:
            continue
        if len(tok) < 2 and not tok.isdigit():
            continue
        out.append(stem(tok, length))
    return out

