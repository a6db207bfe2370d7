"""Phone spellings and slang in folded text -> standard folded Turkish ("napiyoz" -> "ne yapiyoruz").

Why: the lexical index and the router match the articles' standard words; players type one-thumb
spellings ("yaziyom", "gidicem", "sayilirmi") and regional endings (see ``regional.py``).
"""
from __future__ import annotations

import re
from functools import lru_cache

from referee.text.morph import readings, verb_of
from referee.text.numbers import NUMBER_WORDS, _word_number
from referee.text.regional import standard_endings


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
    "deel": "degil", "diil": "degil", "deil": "degil", "degl": "degil",
    "dimi": "degil mi", "di mi": "degil mi", "degilmi": "degil mi",
    "yokmu": "yok mu", "varmi": "var mi", "olurmu": "olur mu", "olmazmi": "olmaz mi",
    "cezami": "ceza mi",
    # the Black Sea particle rounded after an unrounded verb ("alur miyum"): regional.py makes the verb standard
    "miyum": "miyim", "miyuk": "miyiz", "miyuz": "miyiz", "misun": "misin", "misunuz": "misiniz",
    # the particle with a vowel left out ("indirebilir miym")
    "miym": "miyim", "muym": "muyum", "miyz": "miyiz", "muyz": "muyuz", "msn": "misin",
    "dk": "dakika", "dak": "dakika", "dakka": "dakika",  # "kaç dk bekleriz": the unit the sources write out
    # "oynada": the app's name with the locative (the verb "oyna-" never takes it), as the articles write it
    "oynada": "oyna appte", "oynadaki": "oyna appteki", "oyna'da": "oyna appte", "oyna'daki": "oyna appteki",
}

#: "ok" typed for okey with a case ending ("oku yere attı", "okla bitti", "son taş oktu"): always the okey in
#: a question about the game (the bare "ok" may be "tamam": :func:`okey_shorthand` reads its neighbours).
OK_FORMS: dict[str, str] = {"oku": "okeyi", "oka": "okeye", "okun": "okeyin", "okta": "okeyde", "oktu": "okeydi",
                            "okla": "okeyle", "okle": "okeyle", "okuyla": "okeyle", "oktan": "okeyden",
                            "okunu": "okeyini", "okumu": "okeyimi", "okum": "okeyim"}
#: "gost" typed for gösterge ("gost gösterdim", "gostu kim gösterdi").
GOST_FORMS: dict[str, str] = {"gost": "gosterge", "gostu": "gostergeyi", "gostyi": "gostergeyi",
                              "gostun": "gostergenin", "goste": "gostergeye", "gostr": "gosterge"}
#: Words beside a bare "ok" that make it the okey: a count or "bir de" before it, a tile, a verb of the
#: hand or "ile" after it ("bi ok kaldı", "ok mavi 6", "ok attı", "ok ile bitti").
_OK_BEFORE = frozenset({"bi", "bir", "de", "da", "iki", "2", "1", "sahte", "tek", "elde", "elimde", "elinde"})
_OK_AFTER = frozenset({"kaldi", "kalmisti", "var", "vardi", "yok", "atti", "attim", "atmis", "atip", "atarak", "aldi",
                       "aldim", "ile", "le", "mavi", "kirmizi", "sari", "siyah", "cikti", "tasi", "degil", "dahil",
                       "haric"})
_TILE_SHORT = re.compile(r"^[kmsy][a-z]?\d{1,2}$")


def okey_shorthand(tokens: list[str]) -> list[str]:
    """"ok" typed for okey, read from its neighbours; "gost" for gösterge.

    >>> okey_shorthand("elde k9 m3 bi de ok kaldi".split())[-2:], okey_shorthand("hasan oku atip bitti".split())[1]
    (['okey', 'kaldi'], 'okeyi')
    >>> okey_shorthand("ok abi tamam".split())[0], okey_shorthand("ben gost gosterdim".split())[1]
    ('ok', 'gosterge')
    """
    out = list(tokens)
    for i, t in enumerate(tokens):
        if t in OK_FORMS:
            out[i] = OK_FORMS[t]
        elif t in GOST_FORMS:
            out[i] = GOST_FORMS[t]
        elif t == "ok":
            before = tokens[i - 1] if i else ""
            after = tokens[i + 1] if i + 1 < len(tokens) else ""
            if before in _OK_BEFORE or after in _OK_AFTER or _TILE_SHORT.match(after):
                out[i] = "okey"
    return out


# Ordered (pattern, replacement) pairs applied to folded, space-separated text.
_SLANG_RULES: tuple[tuple[re.Pattern[str], str], ...] = (
    # -iyom / -iyon / -iyoz / -iyo -> -iyorum / -iyorsun / -iyoruz / -iyor
    (re.compile(r"\b(\w+?[iuea])yom\b"), r"\1yorum"),
    (re.compile(r"\b(\w+?[iuea])yon\b"), r"\1yorsun"),
    (re.compile(r"\b(\w+?[iuea])yoz\b"), r"\1yoruz"),
    (re.compile(r"\b(\w+?[iuea])yo\b"), r"\1yor"),
    # "sayiliyomu", "gidiyomu": -iyo with its particle glued on -> "-iyor mu"
    (re.compile(r"\b(\w+?[iuea])yo(mu|mi|muyum|miyim|musun|misin|muyuz|miyiz)\b"), r"\1yor \2"),
    (re.compile(r"\b(\w+?[iuea])yonuz\b"), r"\1yorsunuz"),
    # question particle glued on: "sayilirmi" -> "sayilir mi", "yokmu" -> "yok mu"
    # "bi de", "bide" -> "bir de"
    (re.compile(r"\bbide\b"), "bir de"),
    # the tournament and the team games typed short: "trnv", "trnvda", "trnuva" -> "turnuva…";
    # "esli101", "eslidüz" glued -> "esli 101", "esli duz"
    (re.compile(r"\bt(?:rnv|rnuv)a?(\w*)\b"), r"turnuva\1"),
    (re.compile(r"\besli(101|duz)(\w*)\b"), r"esli \1\2"),
)
def apply_slang(folded: str) -> str:
    """Rewrite phone spellings and slang in folded text to standard folded Turkish.

    >>> apply_slang("napiyoz kac yaziyom acamadim bi okey kaldi varmi")
    'ne yapiyoruz kac yaziyorum acamadim bir okey kaldi var mi'
    >>> apply_slang("cifte gidicem kac dusuyo")
    'cifte gidecegim kac dusuyor'
    >>> apply_slang("trnvda islek"), apply_slang("trnv kurali"), apply_slang("esli101de")
    ('turnuvada islek', 'turnuva kurali', 'esli 101de')
    >>> apply_slang("seri sayiliyomu"), apply_slang("ben de ceza yiyomuyum")
    ('seri sayiliyor mu', 'ben de ceza yiyor muyum')
    """
    return " ".join(piece for w in folded.split() for piece in _slang_word(w))


@lru_cache(maxsize=32768)
def _slang_word(word: str) -> tuple[str, ...]:
    """One word's rewrite, as the words it becomes; kept per word (words recur question after question).

    Word by word gives what the whole text would: every rule matches letters between word
    boundaries only, never across a space, and :func:`_future` reads the matched word alone.
    """
    text = SLANG_WORDS.get(word, word)
    for pattern, repl in _SLANG_RULES:
        text = pattern.sub(repl, text)
    for pattern, repl in _FUTURE_RULES:
        text = pattern.sub(lambda m, repl=repl: _future(m, repl), text)
    return tuple(standard_endings(_PARTICLE_RE.sub(_split_particle, text)).split(" "))


#: -icem / -icam / -cem / -cam -> -ecegim / -acagim ("gidicem", "yazicam", "alcam"): the thumb's future.
_FUTURE_RULES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\b(\w{2,}?)[iu]?cem\b"), r"\1ecegim"),
    (re.compile(r"\b(\w{2,}?)[iu]?cam\b"), r"\1acagim"),
    (re.compile(r"\b(\w{2,}?)[iu]?cez\b"), r"\1ecegiz"),
    (re.compile(r"\b(\w{2,}?)[iu]?caz\b"), r"\1acagiz"),
)


def _future(m: re.Match[str], repl: str) -> str:
    """The future spelling rewritten — unless the word as typed is already a word and the rewrite is no
    verb: "amcam", "hocam", "kocam" are a noun ending in -ca with "my" (amca + P1sg), not "amacağım";
    "kalcam" (also "my hip") is "kalacağım", because "kalacagim" is a verb.

    >>> apply_slang("amcam bitti hocam kalcam yazcam")
    'amcam bitti hocam kalacagim yazacagim'
    """
    word, rewritten = m.group(0), m.expand(repl)
    if readings(word) and verb_of(rewritten) is None:
        return word
    return rewritten


# Question particle glued on: "sayilirmi" -> "sayilir mi", "yokmu" -> "yok mu".
_PARTICLE_RE = re.compile(r"\b(\w{2,}[rkzy])(mi|mu|misin|musun|miyim|muyum|miyiz|muyuz)\b")
_NOT_PARTICLE = frozenset({"yirmi", "kirmizi", "sarmi", "kimi", "durmu"})


def _split_particle(m: re.Match[str]) -> str:
    word = m.group(0)
    if word in _NOT_PARTICLE or word in NUMBER_WORDS or _word_number(word):
        return word
    return f"{m.group(1)} {m.group(2)}"
