"""Concrete first lines for rule answers: small cases a calculator settles exactly.

Many rule questions carry a tiny case: "gösterge kırmızı 2, okey ne?", "katlamalı, en
yüksek açış 127, kaçla açarım?", "yerde siyah 2 okey siyah 4 var, siyah 3 atarsam işlek mi?".
The line depends on the question's facts, not on which article retrieval picked: a
question that names a gösterge and asks about the okey gets the okey line even when a
neighbouring article (sahte okey, gösterge puanı) came first, and the confident intent
(:func:`question_intent`) tells the retriever which calculator's articles to prefer.
Missing or unclear facts → None (the article alone answers); the engine's "not covered"
→ None as well: we never guess.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from calculators.errors import CalcError
from calculators.islek import is_islek
from calculators.registry import COLOUR_NAMES
from calculators.rulesets import RULESETS
from calculators.okey import okey_from_gosterge
from calculators.tiles import Colour, Tile, parse_tile, parse_tiles
from referee.knowledge import Article
from referee.text.normalize import NormalizedText, normalize

_COLOUR = "(" + "|".join(COLOUR_NAMES) + ")"  # colour ids are the folded names
_TILE = _COLOUR + r"(?:nin|ya|ye|yi|i|li)?\s*(\d{1,2})(?![\d])"
_TILE_RE = re.compile(_TILE)
_GOSTERGE_RE = re.compile(r"gosterge\w*\s+(?:(?:olarak|de|da|ise|bu|el)\s+)*" + _TILE)
_GOSTERGE_AFTER_RE = re.compile(_TILE + r"(?:'\w+)?\s+gosterge")


@dataclass(frozen=True)
class Intent:
    """A mini-calculation the question sets up on its own: which calculator, its line, and
    words describing the case for the lexical retriever ("seri", "kut", "okeyli")."""

    calculator: str  # okey-bul | acis | islek: the articles' ``calculator`` field
    line: str
    hints: tuple[str, ...] = ()
    boost: bool = True  # False: the line helps, but the question is about something else


def question_intent(norm: NormalizedText, ruleset: str) -> Intent | None:
    """The mini-calculator the question's own facts call for, with its computed line; None if none.

    >>> from referee.text.normalize import normalize
    >>> question_intent(normalize("gösterge siyah 13, okey hangisi"), "oyna-101").line
    'Gösterge siyah 13 ise okey siyah 1.'
    >>> question_intent(normalize("okey kaç puan"), "oyna-101") is None
    True
    """
    try:
        table = islek_case(norm, ruleset)
        if table is not None:
            return table
        if norm.has("okey*") and not norm.has("gosterge gost*", "gostergeyi gost*"):
            line = okey_line(norm, ruleset)
            if line:
                return Intent("okey-bul", line, boost=not norm.has("sahte*", "yildiz*"))
        if norm.has("katlamali*") or not norm.has("cift*"):  # "2 çift + seri" is a mixing question
            line = acis_line(norm, ruleset)
            if line:
                return Intent("acis", line)
    except CalcError:  # includes NotCovered: no line, the article answers on its own
        return None
    return None


def concrete_line(article: Article, norm: NormalizedText, ruleset: str) -> str | None:
    """The computed first line for this question: the article's own calculator first, else
    whatever mini-calculation the question's facts set up (see :func:`question_intent`)."""
    try:
        line = None
        if article.calculator == "okey-bul":
            line = okey_line(norm, ruleset)
        elif article.calculator == "acis":
            line = acis_line(norm, ruleset)
        elif article.calculator == "islek":
            line = islek_line(norm, ruleset) or taken_line(norm, ruleset)
        if line:
            return line
    except CalcError:  # includes NotCovered: the article answers on its own
        return None
    intent = question_intent(norm, ruleset)
    return intent.line if intent else None


# --------------------------------------------------------------------------- okey-bul


def _tile(colour: str, number: str) -> Tile | None:
    try:
        piece = parse_tile(f"{colour} {int(number)}")
    except CalcError:
        return None
    return piece if isinstance(piece, Tile) else None


def gosterge_of(norm: NormalizedText) -> Tile | None:
    """The gösterge named in the question ("gösterge sarı 5", "sarı 5 gösterge"), or None."""
    m = _GOSTERGE_RE.search(norm.folded) or _GOSTERGE_AFTER_RE.search(norm.folded)
    return _tile(m.group(1), m.group(2)) if m else None


def okey_line(norm: NormalizedText, ruleset: str) -> str | None:
    """"Gösterge sarı 5 ise okey sarı 6." when the question names the gösterge.

    >>> from referee.text.normalize import normalize
    >>> okey_line(normalize("bu elde gösterge sarı 12, hangi taş okey"), "oyna-101")
    'Gösterge sarı 12 ise okey sarı 13.'
    """
    g = gosterge_of(norm)
    if g is None:
        return None
    okey = okey_from_gosterge(g, ruleset)
    return f"Gösterge {g} ise okey {okey}."


# --------------------------------------------------------------------------- acis

_PARTNER = ("esim*", "ortagim*", "partnerim*")
_RIVAL = ("rakip*", "karsi*", "adam", "sagimdaki*", "solumdaki*")
#: A clause about the asker's own opening: "ben", "benim", or a first-person opening verb ("açtım", "açsam").
_MINE = re.compile(r"\b(?:ben|bende|benim)\b|\bac\w*(?:tim|dim|mistim|sam|arsam|acagim)\b|\bmiyim\b")
_OPEN_VERB = re.compile(r"\b(act\w*|acmis\w*|acis\w*|acil\w*|acan\w*|acti\w*)")
_CAN_OPEN = ("acabilir*", "acar mi*", "acarmi*", "acilir mi*", "yeter mi*", "yetiyor mu*", "acmaya yeter*",
             "acabil*", "acamaz mi*", "acilabilir*")


def _clauses(norm: NormalizedText) -> list[NormalizedText]:
    """The question split at commas and conjunctions, and before "ben" (the asker's own clause), each part
    normalised on its own."""
    parts = re.split(r"(?i),|;|\.(?!\d)| ve | ama | fakat | (?=ben\b)", norm.original)
    return [normalize(p) for p in parts if p.strip()]


def acis_line(norm: NormalizedText, ruleset: str) -> str | None:
    """Opening thresholds with the question's numbers: katlamalı barrier, or "can I open with N".

    >>> from referee.text.normalize import normalize
    >>> acis_line(normalize("katlamali oynuyoz en buyuk acis 133 oldu, benim barajim kac"), "od-101")
    'Katlamalı masada en yüksek açış 133 ise sen en az 134 ile açarsın.'
    >>> acis_line(normalize("katlamalı masada eşim 118 ile açtı, benim için baraj kaç"), "turnuva-esli-101")
    'Eşinin 118 ile açması seni bağlamaz: katlamalı baraj yalnız rakip takıma karşı yükselir. Sen en az 101 ile açarsın.'
    >>> acis_line(normalize("katlamalıyız, Can 130la açtı, ben de 125le açtım, olur mu"), "od-101")
    'Katlamalı masada en yüksek açış 130 ise sen en az 131 ile açarsın. 125 ile açış yetmez.'
    >>> acis_line(normalize("elimde 98 var açabilir miyim"), "oyna-101")
    '98 ile açamazsın: en az 101 gerekiyor, 3 sayı eksik.'
    """
    rs = RULESETS.get(ruleset)
    if rs is None or rs.opening_min_points is None:
        return None
    base = rs.opening_min_points
    if norm.has("katlamali*"):
        if not rs.katlamali_supported:
            return None  # oyna.app has no katlamalı opening; the article says so
        partner_best: int | None = None
        rival_best: int | None = None
        own: int | None = None
        for clause in _clauses(norm):
            nums = [n for n in clause.numbers if base < n <= 400]
            if not nums or not _OPEN_VERB.search(clause.folded):
                continue
            if _MINE.search(clause.folded):
                own = max(nums)  # "ben de 118 ile açtım": the asker's own opening, not the barrier
            elif clause.has(*_PARTNER):
                partner_best = max([partner_best or 0, *nums])
            else:
                rival_best = max([rival_best or 0, *nums])
        if partner_best is not None and not rival_best:
            if rs.katlamali_partner_exempt:
                return (f"Eşinin {partner_best} ile açması seni bağlamaz: katlamalı baraj yalnız rakip takıma karşı "
                        f"yükselir. Sen en az {base} ile açarsın.")
            return None  # the source does not say whether a partner's opening binds
        if rival_best:
            line = f"Katlamalı masada en yüksek açış {rival_best} ise sen en az {rival_best + 1} ile açarsın."
            if own is not None:
                line += f" {own} ile açış " + ("yeter." if own > rival_best else "yetmez.")
            return line
        return None
    if norm.has(*_CAN_OPEN):
        nums = [n for n in norm.numbers if 0 < n <= 400]
        if len(nums) != 1:  # "biri 140la açtı, ben 101le açabilir miyim": numbers with other roles
            return None
        n = nums[0]
        if norm.has("cift*"):
            pairs = rs.opening_min_pairs or 5
            if n > 13:
                return None
            if n >= pairs:
                return f"{n} çiftle açabilirsin: en az {pairs} çift yeter, sayı aranmaz."
            return f"{n} çiftle açamazsın: en az {pairs} çift gerekiyor."
        if n >= base:
            return f"{n} ile açabilirsin: en az {base} yeter."
        return f"{n} ile açamazsın: en az {base} gerekiyor, {base - n} sayı eksik."
    return None


# --------------------------------------------------------------------------- islek

_TABLE_RE = re.compile(r"\b(?:yerde|yerdeki|masada|masadaki|acik|acilmis)\b\s+(.+?)\s+(?:var|duruyor|varken|acik|acilmis)\b")
_DISCARD_RE = re.compile(_TILE + r"(?:'\w+|\w*)?\s+(?:at\w*)\b")
_OKEY_DECL_RE = re.compile(r"\bokey\s+(?:de\s+|da\s+)?" + _TILE + r"\s*(?:ise|iken|olsun|,|$)")


def _placeholder_okey(mentioned: list[Tile]) -> Tile:
    """An okey tile that cannot clash with any tile in the question (used when the okey is not given)."""
    used_colours = {t.colour for t in mentioned}
    for colour in Colour:
        if colour not in used_colours:
            return Tile(colour, 13)
    numbers = {t.number for t in mentioned}
    n = next(x for x in range(13, 0, -1) if x not in numbers)
    return Tile(next(iter(Colour)), n)


def islek_line(norm: NormalizedText, ruleset: str) -> str | None:
    """Whether the discarded tile is işlek against the meld on the table.

    >>> from referee.text.normalize import normalize
    >>> islek_line(normalize("masada kırmızı 8 okey kırmızı 10 var, kırmızı 9 atarsam işlek olur mu"), "oyna-101").split(":")[0]
    'Kırmızı 9 işlek değil'
    """
    case = islek_case(norm, ruleset)
    return case.line if case else None


def _meld_hints(pieces: list, okey: Tile) -> tuple[str, ...]:
    """Words for the kind of meld on the table: "işlek" and "seri" / "küt" ("üçlü", "dörtlü"), "çift", "okeyli"."""
    real = [p for p in pieces if isinstance(p, Tile) and p != okey]
    hints: list[str] = ["işlek"]
    if len(real) < len(pieces):
        hints += ["okeyli", "okey"]
    if len(pieces) == 2 and len(real) == 2 and real[0] == real[1]:
        hints.append("çift")
    elif len(real) >= 2 and len({t.colour for t in real}) == 1:
        hints.append("seri")
    elif len(real) >= 2 and len({t.number for t in real}) == 1:
        hints += ["küt", "dörtlü" if len(pieces) >= 4 else "üçlü"]
    return tuple(hints)


def islek_case(norm: NormalizedText, ruleset: str) -> Intent | None:
    """The işlek check for a question with tiles on the table and a discard, as an :class:`Intent`."""
    f = norm.folded
    table = _TABLE_RE.search(f)
    discard = _DISCARD_RE.search(f[table.end():] if table else f)
    if not table or not discard:
        return None
    tile = _tile(discard.group(1), discard.group(2))
    if tile is None:
        return None
    meld_text = table.group(1)
    okey: Tile | None = None
    assumed = ""
    g = gosterge_of(norm)
    decl = _OKEY_DECL_RE.search(f)
    if g is not None:
        okey = okey_from_gosterge(g, ruleset)
    elif decl is not None and decl.start() >= table.end():
        okey = _tile(decl.group(1), decl.group(2))
    pieces = parse_tiles(meld_text)
    if okey is None:
        mentioned = [p for p in pieces if isinstance(p, Tile)] + [tile]
        okey = _placeholder_okey(mentioned)
        assumed = " (Attığın taşın okeyin kendisi olmadığını varsaydım.)"
    pieces = parse_tiles(meld_text, okey=okey)
    result = is_islek(tile, [pieces], okey, ruleset)
    name = str(tile)
    name = name[:1].upper() + name[1:]
    if result.islek:
        head = f"{name} işlek: {_lower_first(result.reason)}"
    else:
        head = f"{name} işlek değil: {_lower_first(result.reason)}"
    return Intent("islek", head + assumed, _meld_hints(pieces, okey))


#: "okey kırmızı 5", "okey de sarı 9": the okey's own tile; "işlek 7", "işlek taş mavi 11": the discard's number.
_OKEY_TILE_RE = re.compile(r"\bokey\s+(?:de\s+|da\s+|ise\s+)?" + _TILE)
_ISLEK_NUMBER_RE = re.compile(r"\bislek\w*\s+(?:olan\s+)?(?:bir\s+|bi\s+|1\s+)?(?:tas\w*\s+)?(?:" + _COLOUR + r"\s*)?(\d{1,2})(?![\d])")


def taken_line(norm: NormalizedText, ruleset: str) -> str | None:
    """The ×10 rule worked out with the question's own number, where a discarded işlek tile or okey costs
    its number × 10 when the next player takes it ("turnuvada okey kırmızı 5 yere atıldı, ceza kaç").

    >>> from referee.text.normalize import normalize
    >>> taken_line(normalize("turnuvada okey kırmızı 5, yere attım ceza kaç"), "turnuva-esli-101")
    'Okey kırmızı 5 atıldıysa: sıradaki alırsa 5 × 10 = 50, kimse almazsa 101 yazılır; ceza atana.'
    >>> taken_line(normalize("okey kırmızı 5 attım ceza kaç"), "oyna-101") is None
    True
    """
    rs = RULESETS.get(ruleset)
    if rs is None or "taken-x10" not in (rs.islek_penalty, rs.okey_atma_penalty):
        return None
    f = norm.folded
    okey = _OKEY_TILE_RE.search(f)
    islek = _ISLEK_NUMBER_RE.search(f)
    if okey is not None and rs.okey_atma_penalty == "taken-x10":
        tile = _tile(okey.group(1), okey.group(2))
        if tile is None:
            return None
        n, what = tile.number, f"Okey {tile}"
    elif islek is not None and rs.islek_penalty == "taken-x10":
        tile = _tile(islek.group(1), islek.group(2)) if islek.group(1) else None
        n, what = int(islek.group(2)), f"İşlek taş {tile if tile is not None else islek.group(2)}"
    else:
        return None
    if not 1 <= n <= 13:
        return None
    k, p = rs.taken_factor, rs.penalty_points
    return f"{what} atıldıysa: sıradaki alırsa {n} × {k} = {n * k}, kimse almazsa {p} yazılır; ceza atana."


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:] if text and not text[:2].isupper() else text
