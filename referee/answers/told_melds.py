"""Tiles told in a yes/no question, checked against the meld's definition before any Evet/Hayır.

Why: "mavi 10, kırmızı 10, bir de mavi 10 dizdim, küt sayılır mı" names the tiles and asks whether they
are a küt. Retrieval finds the right definition, but the question's predicate ("sayılır mı") reads as
an Evet, and a definition sentence never says no to these very tiles. The verdict is a fact about the
told tiles, so the calculators' own meld readers decide it (:mod:`calculators.melds`): a küt is one
number in distinct colours, 3–4 tiles; a seri one colour in consecutive numbers (13→1 as the
ruleset's source says: where it is silent the reader raises ``NotCovered`` and this module steps aside);
a çift two identical tiles (an okey pairs with any); a per a seri or a küt.

The told meld is read where the term is the question's predicate — the term word, then at most two
words of being or counting ("olur", "sayılır", "kabul edilir", "geçer"), then the yes/no particle —
and the tiles are the single run of tile words before it (colours, numbers, "okey", with "ile", "ve",
"bir de" between). Tiles told by number only ("iki tane 5", "3 tane 7") decide what numbers can
decide; when only the colours could settle it, no Evet/Hayır is printed: the answer says which
colours make it one (what is missing is said, never guessed).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from calculators.errors import CalcError, NotCovered
from calculators.melds.readers import read_cift, read_kut, read_seri
from calculators.tiles import Piece, parse_tiles
from referee.answers.leads import Polarity
from referee.classify.qtype import YES_NO_PARTICLES
from referee.text.normalize import NormalizedText, tr_lower

#: The meld terms a told group may be asked to be (glossary keys), by the folded word forms that name
#: them as a predicate ("küt", "kütdür", "küttür", "seridir", "per", "çifttir").
TERM_FORMS: dict[str, tuple[str, ...]] = {
    "kut": ("kut", "kutdur", "kuttur", "kutmu", "uclu", "dortlu", "3'lu", "4'lu", "3lu", "4lu"),
    "seri": ("seri", "seridir", "serimi", "sirali"),
    "cift": ("cift", "ciftir", "cifttir", "ciftmi"),
    "per": ("per", "perdir", "permi"),
}
#: Words of being or counting between the term and the particle ("küt sayılır mı", "seri kabul edilir mi").
_PREDICATE = ("ol", "sayil", "say", "gec", "kabul", "edil", "yap", "tut", "ed")
#: Words allowed between told tiles ("mavi 10, kırmızı 10, bir de mavi 10").
_BETWEEN = frozenset({"ile", "ve", "bir", "bi", "de", "da", "bide", "tas", "tasi", "sonra", "yine", "gene", "daha",
                      "hem", "+", "-"})
_COLOURS = ("kirmizi", "mavi", "siyah", "sari")
_GLUED = re.compile(r"(?:k|kr|m|mv|sy|sr)(\d{1,2})")
_NUMBER = re.compile(r"\d{1,2}(?:[-/]\d{1,2})*(?:'[a-z]{1,3}|[a-z]{1,2})?")


@dataclass(frozen=True)
class ToldMeld:
    """The tiles a question names and the meld term it asks them to be."""

    term: str  # glossary key: kut | seri | cift | per
    text: str  # the tiles as told, for parsing ("mavi 10 kirmizi 10 mavi 10")
    numbers: tuple[int, ...] = ()  # tiles told by number only ("2 tane 5" → 5, 5)

    @property
    def wraps(self) -> bool:
        """The told numbers pass from 13 to 1 ("12 13 1"): the ruleset's own 13→1 article tells more."""
        nums = [int(n) for n in re.findall(r"\d+", self.text)]
        return any(a == 13 and b == 1 for a, b in zip(nums, nums[1:]))


@dataclass(frozen=True)
class MeldVerdict:
    """The verdict on told tiles: Evet/Hayır with its reason, or None with what the colours decide."""

    polarity: Polarity | None
    line: str


def _term_at(word: str) -> str | None:
    for key, forms in TERM_FORMS.items():
        if word in forms:
            return key
    return None


def _tile_word(word: str) -> bool:
    """A word that is (part of) a told tile: a colour, a glued tile ("k7"), a number 1–13, an okey."""
    if word.startswith(_COLOURS) or word.startswith(("okey", "sahte")) or _GLUED.fullmatch(word):
        return True
    if _NUMBER.fullmatch(word):
        return all(1 <= int(n) <= 13 for n in re.findall(r"\d+", word))
    return False


def _clean(word: str) -> str:
    """A tile word as :func:`calculators.tiles.parse_tiles` takes it: the case ending dropped ("10'u" → "10")."""
    if _NUMBER.fullmatch(word):
        return re.sub(r"(?<=\d)(?:'[a-z]+|[a-z]+)$", "", word)
    if word.startswith(_COLOURS):
        return next(c for c in _COLOURS if word.startswith(c))
    return word


def _runs(words: list[str]) -> list[list[str]]:
    """The runs of tile words, the allowed joining words inside a run but not at its ends."""
    runs: list[list[str]] = []
    cur: list[str] = []
    gap: list[str] = []
    for w in words:
        if _tile_word(w) or (w == "tane" and cur):
            cur.extend(gap + [w])
            gap = []
        elif cur and w in _BETWEEN:
            gap.append(w)
        else:
            if cur:
                runs.append(_one_after_13(cur, gap))
            cur, gap = [], []
    if cur:
        runs.append(_one_after_13(cur, gap))
    return runs


def _one_after_13(run: list[str], gap: list[str]) -> list[str]:
    """"on iki on üç bir": the word "bir" right after a 13 is the tile 1 (the run passes 13 → 1), not an article."""
    return run + ["1"] if gap[:1] == ["bir"] and re.search(r"(?:^|\D)13$", run[-1]) else run


def _counted(run: list[str]) -> tuple[int, ...] | None:
    """Tiles told by number only: "2 tane 5" → (5, 5), "5 ile 5" → (5, 5), "3 4 5" → (3, 4, 5); None
    when a colour or an okey is named (the tile parser reads those)."""
    if any(w.startswith(_COLOURS) or w.startswith(("okey", "sahte")) or _GLUED.fullmatch(w) for w in run):
        return None
    out: list[int] = []
    words = [w for w in run if w not in _BETWEEN]
    i = 0
    while i < len(words):
        if i + 2 < len(words) and words[i + 1] == "tane" and words[i].isdigit() and words[i + 2].isdigit():
            out.extend([int(words[i + 2])] * int(words[i]))
            i += 3
            continue
        if words[i] == "tane":
            return None
        out.extend(int(n) for n in re.findall(r"\d+", words[i]))
        i += 1
    return tuple(out)


def told_meld(norm: NormalizedText) -> ToldMeld | None:
    """The told tiles and the meld term a yes/no question asks them to be; None for any other question
    (no term as the predicate, no tiles, or two separate runs of tiles: which group is asked is unclear)."""
    words = norm.folded.replace("?", " ").replace(",", " ").split()
    at = next((i for i, w in enumerate(words) if w in YES_NO_PARTICLES), None)
    glued = None
    if at is None:
        glued = next((i for i, w in enumerate(words) if w.endswith(("mi", "mu")) and _term_at(w)), None)
        if glued is None:
            return None
        at = glued + 1
    term_i = None
    for j in range(at - 1, max(-1, at - 4), -1):
        if _term_at(words[j]) is not None:
            term_i = j
            break
        if not words[j].startswith(_PREDICATE):
            return None
    if term_i is None:
        return None
    runs = _runs(words[:term_i])
    runs = [r for r in runs if sum(_tile_word(w) for w in r) >= 2]
    if len(runs) != 1:
        return None
    run = runs[0]
    counted = _counted(run)
    if counted is not None:
        return ToldMeld(_term_at(words[term_i]) or "", " ".join(run), counted) if len(counted) >= 2 else None
    text = " ".join(_clean(w) for w in run if w not in _BETWEEN and w != "tane")
    return ToldMeld(_term_at(words[term_i]) or "", text)


# -- the verdicts ----------------------------------------------------------------------------------
_NAMES = {"kut": "küt", "seri": "seri", "cift": "çift", "per": "per"}
_WHAT = {"kut": "aynı sayı, her taş ayrı renkte", "seri": "aynı renk, sayılar art arda",
         "cift": "iki taş aynı renk ve aynı sayı"}
#: A meld held together by an okey: what the okey does in it.
_WILD = "okey eksik taşın yerine geçer"


def _shown(pieces: list[Piece]) -> str:
    return " · ".join(str(p)[:1].upper() + str(p)[1:] for p in pieces)


def _read(term: str, pieces: list[Piece], ruleset: str):
    if term == "per":
        if len(pieces) < 3:
            raise CalcError(f"Per en az üç taştır (seri ya da küt); burada {len(pieces)} taş var.")
        errors: list[CalcError] = []
        for reader in (read_seri, read_kut):
            try:
                return reader(pieces, None, ruleset)
            except NotCovered:
                raise
            except CalcError as exc:
                errors.append(exc)
        raise CalcError("Seri de değil küt de: seri aynı renkte art arda en az üç taş, küt aynı sayının "
                        "farklı renklerinden üç ya da dört taştır.")
    return {"kut": read_kut, "seri": read_seri, "cift": read_cift}[term](pieces, None, ruleset)


def _by_numbers(term: str, numbers: tuple[int, ...]) -> MeldVerdict | None:
    """Tiles told without colours: a count or the numbers may already decide; else the colours do."""
    n, told = len(numbers), ", ".join(map(str, numbers))
    same = len(set(numbers)) == 1
    run = all(b == a + 1 for a, b in zip(numbers, numbers[1:]))
    name = _NAMES[term]
    if term == "cift":
        if n != 2 or not same:
            return MeldVerdict("hayir", f"{told}: çift aynı renk ve aynı sayıdan iki taştır.")
        return MeldVerdict(None, f"Renklerine bağlı: iki {numbers[0]} aynı renkteyse (iki mavi {numbers[0]} gibi) "
                                 f"çifttir, renkleri farklıysa çift değildir.")
    if any(a == 13 and b == 1 for a, b in zip(numbers, numbers[1:])):
        return None  # 12-13-1: the ruleset's source decides, the article says so
    kut_ok, seri_ok = same and 3 <= n <= 4, run and 3 <= n <= 13
    if term == "kut" and not kut_ok:
        return MeldVerdict("hayir", f"{told}: küt aynı sayının farklı renklerinden üç ya da dört taştır.")
    if term == "seri" and not seri_ok:
        return MeldVerdict("hayir", f"{told}: seri aynı renkte art arda gelen en az üç taştır.")
    if term == "per" and not (kut_ok or seri_ok):
        return MeldVerdict("hayir", f"{told}: per ya seri (aynı renkte art arda en az üç taş) ya da küt (aynı "
                                    "sayının farklı renklerinden üç ya da dört taş) olur.")
    if kut_ok and term in ("kut", "per"):
        return MeldVerdict(None, f"Renklerine bağlı: {n} tane {numbers[0]} her biri ayrı renkteyse {name} olur; "
                                 f"aynı renkten iki taş varsa olmaz.")
    return MeldVerdict(None, f"Renklerine bağlı: {told} hepsi aynı renkteyse {name} olur; renkler karışırsa olmaz.")


def meld_verdict(told: ToldMeld, ruleset: str) -> MeldVerdict | None:
    """The told tiles read by the term's own meld reader: a meld → Evet with what makes it one, none →
    Hayır with the reader's reason; None where the source leaves it to the table (12-13-1) or the
    tiles cannot be read (the usual answer stands)."""
    if told.numbers:
        return _by_numbers(told.term, told.numbers)
    try:
        pieces = parse_tiles(told.text)
    except CalcError:
        return None
    if len(pieces) < 2:
        return None
    shown, name = _shown(pieces), _NAMES[told.term]
    try:
        meld = _read(told.term, pieces, ruleset)
    except NotCovered:
        return None
    except CalcError as exc:
        if exc.field == "okey":  # a sahte okey with no okey told: the tile it plays as is missing
            return MeldVerdict(None, str(exc))
        return MeldVerdict("hayir", f"{shown} {name} değil, çünkü {_reason(str(exc))}")
    what = _WILD if any(meld.wild) else _WHAT.get(meld.kind.value, "")
    kind = _NAMES.get(meld.kind.value, name)
    return MeldVerdict("evet", f"{shown} bir {kind}" + (f": {what}." if what else "."))


def _reason(message: str) -> str:
    """The reader's message as the reason clause, first letter lower-cased ("Kütte …" → "kütte …")."""
    return tr_lower(message[:1]) + message[1:]
