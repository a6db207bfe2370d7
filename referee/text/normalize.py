"""Question normalisation: Turkish-aware lowercasing, ASCII folding, numbers, phone slang.

Players type with one thumb: "acmistim", "kac yaziyom", "yuz yedi kaldi", "20den basladik", and
speak their region's Turkish: "gırmızı beş galdı", "okeynen bitti" (:mod:`referee.text.eastern`),
"nasıl açılur" (:mod:`referee.text.regional`).
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
# Numbers and slang live in their own modules; re-exported here (callers import from normalize).
from referee.text.numbers import AMBIGUOUS, COUNTING_NOUNS, NUMBER_WORDS, words_to_digits  # noqa: F401
from referee.text.numbers import _DIGIT_SUFFIX_RE, _word_number  # noqa: F401
from referee.text.slang import SLANG_WORDS, apply_slang, okey_shorthand  # noqa: F401
from referee.text.eastern import eastern_words

# --------------------------------------------------------------------------- tokens

_KEEP = re.compile(r"[^a-z0-9'.\-+ ]+")
_THOUSANDS = re.compile(r"[0-9]{1,3}(?:\.[0-9]{3})+")
_NEGATIVE = re.compile(r"^-\d")
_ORDINAL_WORD = re.compile(r"^(\d+)\.([a-z]+)$")


def _tokens(folded: str) -> list[str]:
    """Split folded text into word tokens, keeping apostrophes inside words and "2." ordinals."""
    text = _KEEP.sub(" ", folded)
    raw = text.split()
    out: list[str] = []
    for tok in raw:
        tok = tok.strip("'+")
        tok = tok.lstrip("-") if not _NEGATIVE.match(tok) else tok
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
        m = _ORDINAL_WORD.match(tok)
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
        for whole words and one for prefixes (every prefix of every run, built once per text);
        other phrases use their word-boundary regex.

        >>> n = normalize("101'de okeyi yere attım, ne yazılır")
        >>> n.has("101"), n.has("okey*"), n.has("oke"), n.has("ne yaz*"), n.has("yaz"), n.has("dama", "yer*")
        (True, True, False, True, False, True)
        """
        exact, prefixes, others = _split_phrases(phrases)
        if exact and not exact.isdisjoint(self._run_set):
            return True
        if prefixes:
            starts = self._prefixes
            if starts is None:
                if any(r.startswith(prefixes) for r in self._runs):
                    return True
            elif not starts.isdisjoint(prefixes):
                return True
        if others:
            runs = self._run_set
            for p, lead in others:
                if (lead is None or lead in runs) and _phrase_re(p).search(self.folded):
                    return True
        return False

    def first(self, phrases: tuple[str, ...]) -> str | None:
        """The first of ``phrases``, in their order, that :meth:`has` finds in the text, else None.

        The same answer as asking :meth:`has` phrase by phrase (the routers' cue lists), from a
        set intersection per kind of phrase instead of one call per phrase.

        >>> normalize("rakip okeyi yere atti kac yazilir").first(("dama", "yer*", "okey*", "kac"))
        'yer*'
        >>> normalize("dama nasil oynanir").first(("okey*", "101")) is None
        True
        """
        plan = _plan(phrases) if isinstance(phrases, tuple) else None
        starts = self._prefixes if plan is not None else None
        if plan is None or starts is None:
            return next((p for p in phrases if self.has(p)), None)
        exact, prefix, by_word, unfiltered = plan
        runs = self._run_set
        best = min((exact[w] for w in runs if w in exact), default=len(phrases))
        best = min(best, min((prefix[w] for w in starts if w in prefix), default=best))
        # phrases of several words: only those whose leading word the text has (and those without one)
        candidates = [c for w in runs if w in by_word for c in by_word[w]] + list(unfiltered)
        for i, p in sorted(candidates):
            if i > best:
                break
            if _phrase_re(p).search(self.folded):
                best = i
                break
        return phrases[best] if best < len(phrases) else None

    @cached_property
    def _runs(self) -> tuple[str, ...]:
        """The maximal runs of letters and digits of ``folded``."""
        return tuple(r for r in _RUN_SPLIT.split(self.folded) if r)

    @cached_property
    def _run_set(self) -> frozenset[str]:
        return frozenset(self._runs)

    @cached_property
    def _prefixes(self) -> frozenset[str] | None:
        """Every prefix of every run (questions; None for a long text, which scans its runs instead)."""
        if len(self.folded) > _PREFIX_SET_MAX_CHARS:
            return None
        return frozenset(r[:k] for r in self._run_set for k in range(1, len(r) + 1))


#: Texts up to this long get a prefix set (a question is at most 1000 characters; article bodies scan).
_PREFIX_SET_MAX_CHARS = 2000
_RUN_SPLIT = re.compile(r"[^a-z0-9]+")


@lru_cache(maxsize=4096)
def _split_phrases(phrases: tuple[str, ...]) -> tuple[frozenset[str], tuple[str, ...], tuple[tuple[str, str | None], ...]]:
    """Phrases as (one-word exact words, one-word prefixes, the rest for the regex with their
    :func:`_lead_word`)."""
    exact, prefixes, others = set(), [], []
    for p in phrases:
        stem = p[:-1] if p.endswith("*") else p
        if stem and stem.isalnum() and stem.isascii():
            (prefixes.append(stem) if p.endswith("*") else exact.add(stem))
        else:
            others.append((p, _lead_word(stem)))
    return frozenset(exact), tuple(prefixes), tuple(others)


def _lead_word(stem: str) -> str | None:
    """The word a text must hold as a whole run for this phrase of several words to match ("ne yaz" →
    "ne": the next character, not a letter or digit, ends the run there), or None."""
    lead = _LEAD_WORD.match(stem)
    if lead is not None and lead.end() < len(stem) and not _LEAD_WORD.match(stem[lead.end()]):
        return lead.group(0)
    return None


@lru_cache(maxsize=4096)
def _phrase_re(phrase: str) -> re.Pattern[str]:
    """Word-boundary regex for a folded phrase; a trailing ``*`` allows any suffix ("esli*")."""
    if phrase.endswith("*"):
        return re.compile(r"(?<![a-z0-9])" + re.escape(phrase[:-1]))
    return re.compile(r"(?<![a-z0-9])" + re.escape(phrase) + r"(?![a-z0-9])")


#: Per cue tuple (by identity: the routers' module-level lists): its phrases indexed for :meth:`first`.
#: (whole word → first index, prefix → first index, leading word → [(index, phrase)] of the phrases of
#: several words, [(index, phrase)] of the phrases without a leading word to filter on).
_Plan = tuple[dict[str, int], dict[str, int], dict[str, list[tuple[int, str]]], tuple[tuple[int, str], ...]]
_PLANS: dict[int, tuple[tuple[str, ...], _Plan]] = {}
_LEAD_WORD = re.compile(r"[a-z0-9]+")


def _plan(phrases: tuple[str, ...]) -> _Plan:
    """``phrases`` indexed for :meth:`NormalizedText.first` (see :data:`_Plan`)."""
    hit = _PLANS.get(id(phrases))
    if hit is not None and hit[0] is phrases:
        return hit[1]
    exact: dict[str, int] = {}
    prefix: dict[str, int] = {}
    by_word: dict[str, list[tuple[int, str]]] = {}
    unfiltered: list[tuple[int, str]] = []
    for i, p in enumerate(phrases):
        stem = p[:-1] if p.endswith("*") else p
        if stem and stem.isalnum() and stem.isascii():
            (prefix if p.endswith("*") else exact).setdefault(stem, i)
            continue
        lead = _lead_word(stem)  # "ne yaz*", "od'*": a match needs the leading word as a whole run
        if lead is not None:
            by_word.setdefault(lead, []).append((i, p))
        else:
            unfiltered.append((i, p))
    if len(_PLANS) > 512:  # tuples built on the fly: keep the table small
        _PLANS.clear()
    plan = (exact, prefix, by_word, tuple(unfiltered))
    _PLANS[id(phrases)] = (phrases, plan)
    return plan


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
    tokens = eastern_words([_split_digit_suffix(t) for t in _tokens(fold(text))])
    tokens = words_to_digits([w for t in okey_shorthand(tokens) for w in SLANG_WORDS.get(t, t).split()])
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
