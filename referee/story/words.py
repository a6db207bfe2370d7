"""A story as words: cleaned of chat noise, normalised, each word with what the lexicon knows.

What happens to a message before any rule reads it, in order:

1. **Claims go.** "kuzen 'elden bittim herkes 404' diyo" — what someone *claims* at the table is not
   a fact of the hand (issue 11, cause 10). Quotes ('…', "…", “…”) are dropped with their speaker and
   speech verb; so is an unquoted claim with a number or a scoring word ("kuzen yine de 4 düşün diyo")
   (:mod:`referee.story.token_fixes`, with the other fixes of the word list).
2. **A speaker prefix names the asker.** "Yaşar: dün turnuvada …" → the asker is Yaşar
   (:attr:`Words.speaker`); the prefix is not a word of the story.
3. **Emojis and punctuation become separators**; "(" and ")" and the team joiners ("burak+ayşe",
   "oğuz-ben", "ayşe&burak") become words of their own (:data:`OPEN`, :data:`CLOSE`, :data:`AND`).
4. :func:`referee.text.normalize.normalize` folds, rewrites slang ("yaziyom" → "yaziyorum") and
   turns number words into digits ("on iki" → 12).
5. Each word gets its number (with a glued suffix: "14'teydim" → 14, "teydim"), its verb reading
   (:mod:`referee.story.morph`) and whether it was written with a capital mid-sentence (a name).

>>> ws = words("Yaşar: ben 14teydim pardon 17deydim 😅 kuzen 'okeyle bittim' diyo")
>>> ws.speaker, [w.text for w in ws], ws.quotes
('yasar', ['ben', "14'teydim", 'pardon', "17'deydim"], ['okeyle bittim'])
>>> ws[1].num, ws[1].suffix, ws[0].verb is None
(14, 'teydim', True)
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from referee.story.hands.bullets import numbered as bullet_hands
from referee.story.hands.bullets import player_items
from referee.story.lexicon import ENGLISH, NAMES, NOT_NAMES, TILE_GLUED, colour_of
from referee.story.morph import Verb, analyse
from referee.story.play_order import seat_order
from referee.story.table_number import strip_table_numbers
from referee.story.tiles.legend import apply as tile_legend
from referee.story.token_fixes import STRONG, WEAK, drop_speech, join_kin, rejoin_names
from referee.story.transcript import Transcript, mark, retell, unstamp
from referee.story.typos import fix_slips
from referee.story.vocabulary import ON_LEARN, game_noun, lexicon, vocabulary
from referee.text.normalize import fold, normalize
from referee.text.numbers import ordinal_words

OPEN, CLOSE, AND = "(", ")", "+"
_MARK = {"zzqs": STRONG, "zzqw": WEAK, "zzqo": OPEN, "zzqc": CLOSE, "zzqa": AND, "zzqkhoca": "hoca", "zzqkreis": "reis"}
#: Nicknames the question normaliser reads as a form of address ("hoca", "reis" → "abi"): at a table
#: they are a player ("hoca hiç açamadı", "mert 870, reis 655"), so the story keeps them as typed (a
#: closing "kaç yazıyoz reis" is still the one asked: the people rules' vocative).
_KEPT = re.compile(r"(?<![\w'])(hoca|reis)(?![\w'])", re.IGNORECASE)
#: "okey diye attı", "'okey' dedi attı", "“sahte okey” diyerek bıraktı": what a tile was thrown *as* is
#: the tile thrown (the last tile, when the story says so), not a claim to drop — the speech verb goes,
#: the words stay.
_THROWN_AS = re.compile(r"(?i)['\"“”‘’«»]?((?:[^\W\d_]+\s+)?okey)['\"“”‘’«»]?\s*(?:diye|dedi|deyip|diyerek|deyince)\s+"
                        r"(?=(?:at|bırak|birak|koy|vur|çak|cak)[^\W\d_]*)")
_QUOTE = re.compile(r"(?:(?<=\s)|^)['\"“”‘’«»]([^'\"“”‘’«»\n]{2,120}?)['\"“”‘’«»](?=[\s,.!?;:]|$)"
                    r"(?:\s*(?:diye\s+\w+|diy[oa]r?\w*|dedi\w*|der\w*|demi[sş]\w*|söylü\w*|soylu\w*))?",
                    re.IGNORECASE)
_SPEAKER = re.compile(r"^\s*([A-Za-zÇĞİÖŞÜçğıöşü]{2,20})(?:\s+(?:abla|abi|amca|teyze|hanım|hanim|bey|dayı|dayi|hoca|usta))?"
                      r"\s*:\s+", re.IGNORECASE)
_EMOJI = re.compile(r"[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F\u200d\u2B50\u2B55\u23E9-\u23FA]+")
_STRONG_PUNCT = re.compile(r"(?:(?<=[^\W\d_])\.(?=\s|$)|[!?\n]+|\.{2,}|…)")
_WEAK_PUNCT = re.compile(r"[,;:/\"|]+|\s[-–—]\s")  # "Aydın 870 | Koç 640": a bar too
#: "Ali: 233", "Ali = 233", "Ali - 233": a name and its number on a sheet, written with a mark between
#: them — the same pair as "Ali 233" (a list of standings reads it so), no clause break.
_NAME_MARK_NUMBER = re.compile(r"(?<=[^\W\d_])\s*[:=]\s*(?=-?\d)|(?<=[^\W\d_])\s+[-–—]\s+(?=-?\d)")
#: "Aydın Bey – Koç Hanım": a spaced dash after a formal title, before a capitalised name, joins a pair (a
#: desk's team line); a spaced dash elsewhere stays a pause.
_TITLED_DASH = re.compile(r"\b(Bey|Hanım|Hanim)[ \t]+[-–—][ \t]+(?=[A-ZÇĞİÖŞÜ][a-zçğıöşü]+[ \t]+(?:Bey|Hanım|Hanim)\b)")
#: "Takımlar: Kaya Bey – Dursun Hanım; ben – Yılmaz Bey": on a line that lists the teams, a spaced dash joins
#: the two players of a side (elsewhere a spaced dash is a pause).
_TEAM_LINE = re.compile(r"(?i)((?:^|(?<=[.!?\n]))[ \t]*(?:takımlar|takimlar|takım|takim|eşler|esler|eşleşme|eslesme)"
                        r"[ \t]*:)([^\n.!?]*)")
_LINE_DASH = re.compile(r"[ \t]+[-–—][ \t]+")
_JOIN = re.compile(r"(?<=[^\W\d_])\s*[+&]\s*(?=[^\W\d_])|(?<=[^\W\d_])[-–](?=[^\W\d_])")  # "Ali–Veli": an en dash joins too
_TILE_STOP = re.compile(r"(?<![\w'])([a-zçğıöşü]{1,3}\d{1,2})\.(?=\s|$)", re.IGNORECASE)
_CAPITAL = re.compile(r"(?<=\s)([A-ZÇĞİÖŞÜ][a-zçğıöşü]{1,}(?:[A-ZÇĞİÖŞÜ][a-zçğıöşü]+)*)(?![\w])")
#: A nickname typed with digits or an underscore ("Şahin61", "ayse_34", "ayi_baba"): the digits are
#: part of the name, no number of the story; the underscore joins one name.
_NICK_DIGITS = re.compile(r"(?<![\w'])([A-Za-zÇĞİÖŞÜçğıöşü]{3,})(_?)(\d{2,})(?![\w'])")
#: A number typed right before a capitalised name, opening its phrase ("…, 34 Kemal bitti", "Puanlar: 06 Ayhan 3"); when it
#: is a licence-plate code (01–81, two digits) it is a nickname, part of the name (:func:`_plate_nicks`).
_PLATE_NICK = re.compile(r"(?:^|(?<=[,;:.!?(\n]))(\s*)(\d{1,3})\s+([A-ZÇĞİÖŞÜ][a-zçğıöşü]{2,})(?![^\W_])")
_OKEY_PLUS = re.compile(r"(?i)(?<=okey)\s*\+\s*(?=\d)|(?<=\d)\s*\+\s*(?=okey)")
#: "iki tane 13", "bi tane 11": copies of one tile's number (the count in words or digits, 1–4).
_COPIES = re.compile(r"(?i)(?<![\w'])(bir|bi|1|iki|2|üç|uç|uc|3|dört|dort|4)\s+tane\s+(\d{1,2})(?![\w'])")
_COPY_COUNT = {"bir": 1, "bi": 1, "1": 1, "iki": 2, "2": 2, "üç": 3, "uç": 3, "uc": 3, "3": 3, "dört": 4, "dort": 4, "4": 4}


_ONE_BY_ONE = re.compile(r"(?i)(?<![\w'])tek\s+tek(?![\w'])")


def _copies(m: re.Match[str]) -> str:
    """"iki tane 13" → "13 13": each copy a tile left (a count read as a number would be summed)."""
    return " ".join([m.group(2)] * _COPY_COUNT[m.group(1).lower()])


_HAND_GLUED = re.compile(r"(?i)(?<![\w'])(el|h)(\d{1,2})(?=[\s:,.)]|$)")
#: "Dr. Kaan", "Av.Nermin", "Prof. Tarık": a title's abbreviation before a name is the name's, and its
#: full stop ends no sentence — dropped before the words are cut (referee.story.people.mentions).
_TITLE_ABBREVIATION = re.compile(r"(?i)(?<![\w.])(?:dr|do[çc]|prof|av|uzm|m[üu]h|[öo][ğg]r|yrd)\.\s*(?=[^\W\d_])")
_NICK_JOIN = re.compile(r"(?<=[A-Za-zÇĞİÖŞÜçğıöşü])_(?=[A-Za-zÇĞİÖŞÜçğıöşü])")
_WHICH_IS = re.compile(r"(?i)\b(i[şs]lek)\s+olan\b")
_NUM = re.compile(r"^(-?\d+)(?:'([a-z]+))?(\.)?$")
#: Nouns an ordinal number stands before ("2. el", "1. oldum"); any other "15." is 15 and a full stop.
ORDINAL_NOUNS = frozenset({"el", "elde", "eli", "elin", "ele", "elden", "olan", "oldum", "oldu", "olmus",
                           "sira", "sirada", "siraya", "masa", "masada", "tur", "turda", "mac", "macta", "gece",
                           "gecede", "hafta", "oyun", "oyunda", "sezon", "okey", "okeyi", "okeyin", "okeydi", "cikti", "cikmis",
                           "cikmisti", "geldi", "gelmis", "ciktim", "ciktik", "cikmistim", "geldim", "geldik",
                           "olduk", "olmustum", "oldun"})
#: A story that labels its hands "el 1: …, el 2: …" (the colon is gone from the normalised words).
_HAND_LABELS = re.compile(r"(?i)\bel\s*\d{1,2}\s*:")


def _label_at(raw: tuple[str, ...], j: int, labelled: bool) -> bool:
    """A hand's label starts at ``raw[j]`` in a story that labels its hands ("el 2: …"): a small number and a
    separator — not a number told ("1. el 202 yazdım")."""
    return labelled and j + 1 < len(raw) and raw[j].isdigit() and int(raw[j]) <= 30 and raw[j + 1] == "zzqw"


def _ranked_word(prev: str, t: str) -> bool:
    """"kuzenim rojda 1. 🥇" in a night's ranking: a word that may be a name (not a word of the game
    nor a hand's "elimde / kaldı") before a small ordinal ranks them."""
    return prev.isalpha() and prev not in NOT_NAMES and not prev.startswith(("el", "kal", "var")) and \
        0 < int(t[:-1]) <= 30


#: The highest rank a night's ranking gives (a table of four, a night of a few dozen players).
MAX_RANK = 30


def _rank(prev: str, t: str, nxt: str) -> bool:
    """"ben 1. oğuz 6." in a story that ranks a night: a person then a small number and "." is a rank.
    A number no rank reaches ("ben 400.") or a sentence that starts with a word of the game after it
    ("ben 14. deste bitti") makes it a cardinal and a full stop: the person's points."""
    if not 0 < int(t[:-1]) <= MAX_RANK or game_noun(nxt.split("'")[0]):
        return False
    return prev in ("ben", "sen") or prev in NAMES or _ranked_word(prev, t)


#: "elifin abisi kaan: …", "masadan ben kaan: …": up to two words describing the writer, then their name.
_DESCRIBED_SPEAKER = re.compile(r"^\s*(?:[A-Za-zÇĞİÖŞÜçğıöşü']{2,20}\s+){1,2}([A-Za-zÇĞİÖŞÜçğıöşü]{2,20})\s*:\s+")
_NOT_SPEAKER = frozenset({"not", "soru", "durum", "ek", "ps", "edit", "duzeltme", "okey", "el", "mac"})


@dataclass
class Word:
    """One folded word and what the lexicon says about it."""

    i: int
    text: str
    num: int | None = None
    ordinal: bool = False
    suffix: str = ""
    verb: Verb | None = None
    cap: bool = False
    claimed: str = ""  # the dimension whose rule used this word as a value

    @property
    def sep(self) -> bool:
        return self.text in (STRONG, WEAK)

    @property
    def strong(self) -> bool:
        return self.text == STRONG

    @property
    def base(self) -> str:
        """The word without a suffix written after an apostrophe ("deniz'in" → "deniz")."""
        return self.text.split("'", 1)[0]


_SURNAME = re.compile(r"(?<![\wçğıöşüÇĞİÖŞÜ])([A-ZÇĞİÖŞÜ][a-zçğıöşü]+)\s+(?:Bey|Hanım|Hanim|Beyefendi|Hanımefendi)\b")


@dataclass
class Words:
    """The story's words, plus what the clean-up found around them."""

    items: list[Word]
    speaker: str | None = None  # folded name from a "Yaşar:" prefix
    quotes: list[str] = field(default_factory=list)  # dropped quoted claims, as typed
    original: str = ""
    tables: tuple[int, ...] = ()  # the table numbers the text told ("3 numaralı masada"), out of its words
    found: object = None  # names and team names the story teaches (referee.story.people.names.Found)
    transcript: Transcript | None = None  # a pasted chat of several speakers (referee.story.transcript)

    @cached_property
    def surnames(self) -> frozenset[str]:
        """Folded words written as a surname before a formal title ("Şen Hanım", "Koç Bey"): names, even
        when they fold onto a word of the language ("şen" → "sen")."""
        return frozenset(fold(m.group(1)) for m in _SURNAME.finditer(self.original))

    @property
    def speakers(self) -> tuple[str, ...]:
        """The names of a transcript's speakers, each a player ("Kasap Rıza:" → "riza")."""
        return self.transcript.names if self.transcript is not None else ()

    def __iter__(self):
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def __getitem__(self, i: int) -> Word:
        return self.items[i]

    def at(self, i: int) -> str:
        """The folded text of word i, or "" outside the story (so rules can peek safely)."""
        return self.items[i].text if 0 <= i < len(self.items) else ""


_TILE_HYPHEN = re.compile(r"(?i)\b((?:k|m|s|sy|sr|sa|si)\d{1,2}|okey)-(?=(?:k|m|s|sy|sr|sa|si)\d{1,2}\b|okey\b)")


def _number_next(text: str, m: re.Match | None) -> bool:
    """A digit right after a speaker-like prefix: the prefix is a sheet's row label, not a speaker."""
    return m is not None and text[m.end():m.end() + 1].isdigit()


def _clean(text: str) -> tuple[str, str | None, list[str]]:
    """Drop quotes and speech, find a speaker prefix, turn noise into separator marks."""
    quotes: list[str] = []
    while _TILE_HYPHEN.search(text):  # "k4-okey-k6", "m3-m4-m5": a meld's tiles, not two people joined
        text = _TILE_HYPHEN.sub(r"\1 ", text)
    speaker = None
    text = _TEAM_LINE.sub(lambda mt: mt.group(1) + _LINE_DASH.sub(" + ", mt.group(2)), text)
    m = _SPEAKER.match(text)
    md = _DESCRIBED_SPEAKER.match(text)
    sheet = _number_next(text, m) or _number_next(text, md)  # "Ali: 233": a sheet's row, no speaker
    if m and _is_speaker(m.group(1)) and not sheet:
        speaker = fold(m.group(1))
        text = text[m.end():]
    elif md and fold(md.group(1)) in NAMES and not sheet:
        speaker = fold(md.group(1))  # "elifin abisi kaan: …": the writer, described, then named
        text = text[md.end():]

    def drop(mq: re.Match[str]) -> str:
        quotes.append(mq.group(1))
        return " zzqd "  # the speaker before it goes too (see _drop_speech)

    text = _THROWN_AS.sub(r"\1 ", text)
    text = _QUOTE.sub(drop, text)
    text = _KEPT.sub(lambda mk: "zzqk" + mk.group(1).lower(), text)
    text = _NICK_DIGITS.sub(_nick, _NICK_JOIN.sub("", text))
    text = _plate_nicks(text)
    text = _HAND_GLUED.sub(r"el \2", text)  # "el2: onlar bitti", "H2:": the hand's number typed glued
    text = _COPIES.sub(_copies, text)  # "iki tane 13 kaldı": 13 13
    text = _ONE_BY_ONE.sub("tekli", text)  # "tek tek (eşli değil) oynuyoruz": each for himself, no number
    # "1) Cem bitti 2) Ali 24 kaldı": one hand's players; "- Ali bitti …\n- Veli bitti …": one hand a bullet
    text = bullet_hands(player_items(text))  # (referee.story.hands.bullets)
    for english, turkish in ENGLISH:  # a message switching to English words of the table ("next hand", "final score")
        text = english.sub(turkish, text)

    text = _EMOJI.sub(" zzqs ", text)
    text = re.sub(r"[!?.]+\s*([)\]])", r"\1", text)  # "(gerçek okey!)": its "!" ends no sentence outside it
    text = re.sub(r"([)\]])\.(?=\s|$)", r"\1 zzqs ", text)  # "(ece, can). can bitti": a sentence ends after ")"
    text = _TILE_STOP.sub(r"\1 zzqs ", text)  # "son taşı m5. bende …": and after a glued tile
    text = text.replace("(", " zzqo ").replace(")", " zzqc ").replace("[", " zzqo ").replace("]", " zzqc ")
    text = _OKEY_PLUS.sub(" ve ", text)  # "okey + 4", "12 + okey": the okey and more, no "okey 4" (which tile)
    text = re.sub(r"(?<=\d)\+(?=\d)", " + ", text)  # "9+8+11 kaldı": a sum told glued, read as "9 + 8 + 11"
    text = _JOIN.sub(" zzqa ", _TITLED_DASH.sub(r"\1 zzqa ", text))
    text = re.sub(r"\bvs\.?\b", " zzqa zzqa ", text, flags=re.IGNORECASE)
    text = _NAME_MARK_NUMBER.sub(" ", text)
    text = _STRONG_PUNCT.sub(" zzqs ", text)
    text = _WEAK_PUNCT.sub(" zzqw ", text)
    return text, speaker, quotes


def _nick(m: re.Match[str]) -> str:
    """"Şahin61" → "Şahin": a name with digits; "mavi13", "k12" stay tiles."""
    letters, under, digits = m.groups()
    if colour_of(fold(letters)) or TILE_GLUED.match(fold(m.group(0))) or (not under and int(digits) <= 13):
        return m.group(0)
    return letters


def _plate_nicks(text: str) -> str:
    """"Ben, 34 Kemal, Reis hiç açmamıştık" → "Ben, Kemal, Reis …": a two-digit plate code right before a
    capitalised name that opens a phrase is the player's handle, not Kemal's points. Only when the story
    has one such handle (the same code and name, however often): several numbers each before a name
    ("Kalanlar: 12 Ayhan, 8 Veli") are a list of numbers, read as such."""
    found = [m for m in _PLATE_NICK.finditer(text) if not vocabulary(fold(m.group(3)))]
    if not found or len({(m.group(2), fold(m.group(3))) for m in found}) > 1 or \
            not (len(found[0].group(2)) == 2 and 1 <= int(found[0].group(2)) <= 81):
        return text
    for m in reversed(found):
        text = text[:m.start()] + m.group(1) + m.group(3) + text[m.end():]
    return text


def _is_speaker(word: str) -> bool:
    """"Yaşar: …" names the writer; "puanlar: …", "düz okey: …" do not (a name, not a word of the game)."""
    folded = fold(word)
    if folded in _NOT_SPEAKER or folded in NOT_NAMES:
        return False
    return folded in NAMES or word[:1].isupper()


def _capitalised(text: str) -> set[str]:
    """Folded words written with a capital letter not at a sentence start (likely names)."""
    out = set()
    for m in _CAPITAL.finditer(text):
        before = text[: m.start()].rstrip()
        if not before or before[-1] in ".!?\n" or before.endswith("zzqs") or re.search(r"zzqp[a-z]$", before):  # the cleaned text's full stop
            continue  # a sentence's first word is capitalised anyway ("Ceza için …", "Yazalım …"): no sign of a name
        out.add(fold(m.group(1)))
    return out


@lru_cache(maxsize=2048)
def _words(text: str) -> tuple[tuple[str, ...], str | None, tuple[str, ...], frozenset[str], tuple[int, ...],
                              Transcript | None]:
    text = unstamp(text)  # "[21:04, 02.12.2026] Tolga: …": a chat's time stamps, no numbers of the hand
    chat = mark(text)  # "Kasap Rıza: … / Çaycı: …": several speakers, each line marked with its own
    transcript = chat[0] if chat else None
    if chat:
        text = chat[1]
    text, tables = strip_table_numbers(text)  # "3 numaralı masada": the table's name, no number of the hand
    text = _TITLE_ABBREVIATION.sub("", text)  # "Dr. Kaan bitti": Kaan finished, no player "Dr"
    text = _WHICH_IS.sub(r"\1", text)  # "işlek olan kırmızı 8": the işlek kırmızı 8, no player "işlek olan"
    cleaned, speaker, quotes = _clean(tile_legend(text))  # "(r=kırmızı)": the letters it defines
    if transcript is not None:
        speaker = transcript.asker
    caps = _capitalised(" " + cleaned)
    raw = fix_slips(normalize(cleaned).tokens, lexicon(), caps)  # "cifsten" → "ciftten" (referee.story.typos)
    ranking = any(t.startswith(("gece", "sirala", "kisiydik", "kisilik")) for t in raw)
    typed = fold(cleaned).split()
    worded = {n for n in ordinal_words(typed) if f"{n}." not in typed}  # "ikinci annem": an ordinal, no full stop
    labelled = bool(_HAND_LABELS.search(text))
    toks: list[str] = []
    for k, t in enumerate(raw):
        t = _MARK.get(t, t)
        if t.endswith(".") and t[:-1].lstrip("-").isdigit():
            nxt = raw[k + 1] if k + 1 < len(raw) else ""
            prev = toks[-1] if toks else ""
            ranked = ranking and _rank(prev, t, nxt)  # "ben 1. oğuz 6."
            big = abs(int(t[:-1])) > 99  # "oya 300. maç bitti mi": points and a full stop, no 300th match
            # "ali 2, cem 9, suna 5. oyun bitti mi", "biz 6 onlar 0.": the last of a list of points, then a full stop
            before = toks[-3] if len(toks) >= 3 and toks[-2] == WEAK else toks[-2] if len(toks) >= 2 else ""
            big = big or int(t[:-1]) <= 0 or (before.lstrip("-").isdigit() and toks[-1].isalpha() and
                                               nxt.split("'")[0] in ("mac", "macta", "oyun", "oyunda"))
            big = big or prev in ("masa", "masasi")  # "masa 8. el 1: …": the table's number and a full stop
            # "… elde 31. el 2: hasan bitti": the next hand's label follows, 31 is a remainder and a full stop
            big = big or (nxt == "el" and _label_at(raw, k + 2, labelled))
            seat = not big and seat_order(t, nxt, text, caps)  # "ikinci annem": the second to play, no full stop
            if (big or nxt.split("'")[0] not in ORDINAL_NOUNS) and not nxt.startswith("el'") and not ranked and \
                    not seat and int(t[:-1]) not in worded:  # "dördüncü elini": an ordinal in words before any noun
                toks.append(t[:-1])
                t = STRONG
        if t in (STRONG, WEAK) and toks and toks[-1] in (STRONG, WEAK):
            if t == STRONG:
                toks[-1] = STRONG
            continue
        if t in (STRONG, WEAK) and not toks:
            continue
        toks.append(t)
    while toks and toks[-1] in (STRONG, WEAK):
        toks.pop()
    toks = retell(toks, transcript)  # each speaker's "ben / açtım / elimde" told as theirs
    while toks and toks[-1] in (STRONG, WEAK):
        toks.pop()
    toks = drop_speech(join_kin(rejoin_names(toks, set(fold(text).split()))), quotes)
    return tuple(toks), speaker, tuple(quotes), frozenset(caps), tuple(tables), transcript


ON_LEARN.append(_words.cache_clear)  # a word read before the rules were learned is read again


def words(text: str) -> Words:
    """The cleaned, normalised words of a story (never raises; see the module doc)."""
    if not isinstance(text, str):
        text = "" if text is None else str(text)
    toks, speaker, quotes, caps, tables, transcript = _words(text[:2000])
    items = []
    for i, t in enumerate(toks):
        w = Word(i, t)
        m = _NUM.match(t)
        if m:
            w.num, w.suffix, w.ordinal = int(m.group(1)), m.group(2) or "", bool(m.group(3))
        elif t.isalpha():
            w.verb = analyse(t)
            w.cap = t in caps
        elif "'" in t:
            w.cap = t.split("'")[0] in caps
        items.append(w)
    return Words(items, speaker, list(quotes), text, tables=tables, transcript=transcript)


__all__ = ["Word", "Words", "words", "STRONG", "WEAK", "OPEN", "CLOSE", "AND"]
