"""Which ruleset a question is asked under, and why (the answer always says it).

Order: the ruleset the request names; else words in the question ("eşli",
"turnuva", "okey kafa", "düz okey", "gösterge gösterdim", "OyunDostluğu" …); else the
default standard 101 (``oyna-101``). A word names a ruleset only when no other ruleset's source
uses it too ("kafa" alone is a table word in oyna-terimler as well: no cue).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from calculators.registry import DEFAULT_RULESET, RULESET_IDS
from calculators.rulesets import RULESETS
from referee.text.case import capital
from referee.text.denial import blank_denied, denies_any
from referee.text.normalize import NormalizedText, normalize

__all__ = ["DEFAULT_RULESET", "RULESET_IDS", "RulesetChoice", "detect_ruleset", "detect_from_text",
           "ruleset_name", "ruleset_of_article"]

Origin = Literal["request", "text", "default", "article"]


def ruleset_name(ruleset: str) -> str:
    """The name shown to users ("Eşli 101 turnuva"), from the engine's ruleset table."""
    rs = RULESETS.get(ruleset)
    return rs.name if rs else ruleset


@dataclass(frozen=True)
class RulesetChoice:
    """The chosen ruleset, where the choice came from, and the Turkish reason shown to the asker."""

    ruleset: str
    origin: Origin
    reason: str

    @property
    def named(self) -> bool:
        """True when the asker named (or clearly implied) a ruleset; variants are shown only otherwise."""
        return self.origin not in ("default", "article")


def ruleset_of_article(rulesets: list[str]) -> RulesetChoice:
    """The choice when the asker named no ruleset and the only rule that answers
    belongs to another ruleset's source (e.g. a tournament-only rule)."""
    ruleset = rulesets[0]
    return RulesetChoice(ruleset, "article",
                         f"Bu kural yalnız {ruleset_name(ruleset)} kaynağında geçtiği için ona göre cevapladım.")


# Phrases on the folded, normalised text. Each cue carries the Turkish "because you said …" part.
_OD = (("oyundostlug*", "OyunDostluğu dediğin"), ("oyun dostlug*", "OyunDostluğu dediğin"),
       ("od", "OD dediğin"), ("od'*", "OD dediğin"), ("od101*", "OD dediğin"))
#: "normal okey" is the game's name ("normal okeyde", "normal okey oynuyoruz"), but "normal okeyle bitti" tells
#: a finish: the okey as the last tile, at a normal finish — no cue.
_DUZ = (
    ("duz okey*", "düz okey dediğin"), ("duz", "düz dediğin"), ("duzde", "düz dediğin"),
    ("duzd*", "düz dediğin"), ("normal okey", "normal okey dediğin"), ("normal okeyde*", "normal okey dediğin"),
    ("normal okeyi*", "normal okey dediğin"), ("normal okey oyn*", "normal okey dediğin"), ("klasik okey*", "klasik okey dediğin"),
    ("gosterge gost*", "göstergeden söz ettiğin"), ("gostergeyi gost*", "göstergeden söz ettiğin"),
    ("gostergeyi ben gost*", "göstergeden söz ettiğin"),
    ("7 cift ile", "7 çiftle bitişten söz ettiğin"), ("7 ciftle", "7 çiftle bitişten söz ettiğin"),
    ("7 cift", "7 çiftle bitişten söz ettiğin"),
)
_TEAM = (("esli*", "eşli dediğin"), ("esim*", "eşinden söz ettiğin"), ("esin", "eşten söz ettiğin"),
         ("esinin", "eşten söz ettiğin"), ("ortagim*", "eşinden söz ettiğin"), ("partner*", "eşinden söz ettiğin"),
         ("takim", "takımdan söz ettiğin"), ("takimim*", "takımdan söz ettiğin"), ("takima", "takımdan söz ettiğin"),
         ("takimlar*", "takımdan söz ettiğin"), ("karsi takim*", "karşı takımdan söz ettiğin"),
         ("2'ye 2", "ikiye iki dediğin"), ("ikiye iki", "ikiye iki dediğin"))
#: "kafa" alone is no cue: oyna-terimler names it as some tables' word for a finish (elden at many), so it
#: fits 101 as well as the tournament — the default answers and shows how tables differ. "okey kafa" is a
#: finish only the tournament's source names.
_TURNUVA = (("turnuva*", "turnuva dediğin"), ("okey kafa*", "okey kafa dediğin"),
            ("800 at*", "800 atmak dediğin"), ("okey gece*", "Okey Gecesi dediğin"),
            ("sezon puan*", "sezon puanından söz ettiğin"), ("sira puan*", "sıra puanından söz ettiğin"))
#: The oyna.app rules named outright: "oyna.app'te", "oyna appte". It outranks "kafa" or
#: "2'ye 2", because the asker says whose rules they play by.
_OYNA_APP = (("oyna app*", "oyna.app dediğin"), ("oynaapp*", "oyna.app dediğin"), ("oyna.app*", "oyna.app dediğin"),
             ("oyna kural*", "oyna kuralları dediğin"),
             # "oynada", "oyna'daki": the verb never takes the locative, so it is the app's name
             ("oynada", "oyna.app dediğin"), ("oyna'da", "oyna.app dediğin"), ("oynadaki", "oyna.app dediğin"),
             ("oyna'daki", "oyna.app dediğin"))  # "oyna kuralı 101", "oyna kurallarıyla": whose rules
#: "uygulamada": the app is oyna.app's, unless a tournament is named (its score app is another thing).
_APP = (("uygulama*", "uygulamadan söz ettiğin"), ("appte", "uygulamadan söz ettiğin"),
        ("app'te", "uygulamadan söz ettiğin"), ("appta", "uygulamadan söz ettiğin"),
        ("app'ta", "uygulamadan söz ettiğin"), ("appde", "uygulamadan söz ettiğin"),
        ("appda", "uygulamadan söz ettiğin"))
#: Düz okey counts points down from a start: "4 puanım vardı" (without 101 or an opening) is düz.
_DUZ_POINTS = (("puanim vardi", "kalan puanından söz ettiğin"), ("puanimiz vardi", "kalan puanınızdan söz ettiğin"),
               ("puanim kalmisti", "kalan puanından söz ettiğin"), ("puanimiz kalmisti", "kalan puanınızdan söz ettiğin"))
#: Words of a 101 hand that rule out the düz reading of "puanım vardı".
_OPENING_101 = ("act*", "acmis*", "acamad*", "acmad*", "acamam*", "acmam*", "acis*", "cifte git*", "elimde*")
_START_RE_WORDS = ("20'den basladik", "30'dan basladik", "40'tan basladik", "50'den basladik",
                   "20'den baslanir", "20'den geriye")
#: Katlamalı açış is a rule of OyunDostluğu's tables (od-101-puan); oyna.app has none (oyna-terimler), the
#: tournament only when announced, for teams. A player who says they play it ("katlamalı oynuyoruz",
#: "masamız katlamalı") plays by a table the standard 101 is not; asking what it is or whether a table
#: has it ("katlamalı ne demek", "katlamalı mı oynuyoruz") names no table.
_KATLAMALI_ASKED = ("katlamali ne*", "katlamali 101 ne*", "katlamali nedir", "katlamali var m*", "katlamali mi*",
                    "katlamali mu*", "katlamali okey ne*", "katlamali oyun ne*", "katlamali 101 nedir")
_PUAN_101 = ("101", "101'de", "101'e", "101 okey", "101de", "yuz bir")


def _first(norm: NormalizedText, cues: tuple[tuple[str, str], ...]) -> str | None:
    """The reason of the first cue, in the list's order, that the question has."""
    phrases, why = _cue_lookup(cues)
    hit = norm.first(phrases)
    return None if hit is None else why[hit]


@lru_cache(maxsize=64)
def _cue_lookup(cues: tuple[tuple[str, str], ...]) -> tuple[tuple[str, ...], dict[str, str]]:
    """The cues' phrases (one tuple, the same each time: :meth:`NormalizedText.first` indexes it once)
    and each phrase's first reason."""
    why: dict[str, str] = {}
    for phrase, reason in cues:
        why.setdefault(phrase, reason)
    return tuple(phrase for phrase, _ in cues), why


def _has_start_points(norm: NormalizedText) -> bool:
    """"20'den başladık", "30dan başladık": a düz okey countdown start."""
    if any(norm.has(p) for p in _START_RE_WORDS):
        return True
    toks = norm.tokens
    for i, tok in enumerate(toks[:-1]):
        if tok.split("'")[0] in {"20", "30", "40", "50"} and "'" in tok and toks[i + 1].startswith("basla"):
            return True
    return False


def detect_from_text(norm: NormalizedText) -> tuple[str, str] | None:
    """The ruleset the question's own words imply, with the Turkish cue; None if nothing points anywhere."""
    od = _first(norm, _OD)
    if od:
        return "od-101", od
    duz = _first(norm, _DUZ) or ("başlangıç puanından söz ettiğin" if _has_start_points(norm) else None)
    team = _first(norm, _TEAM)
    turnuva = _first(norm, _TURNUVA)
    mentions_101 = any(norm.has(p) for p in _PUAN_101)
    if not duz and not mentions_101 and not turnuva and not norm.has(*_OPENING_101):
        duz = _first(norm, _DUZ_POINTS)
    app = _first(norm, _OYNA_APP)
    if app is None and not norm.has("turnuva*", "okey gece*"):
        app = _first(norm, _APP)
    if app:
        if duz and not mentions_101 and not norm.has("katlamali"):
            return ("oyna-esli-duz", f"{app} ve {team}") if team else ("oyna-duz", f"{app} ve {duz}")
        return "oyna-101", app
    if duz and norm.has("katlamali") and not norm.has("duz okey", "normal okey", "klasik okey"):
        duz = None  # "katlamalı mı düz mü": a 101 opening rule, not düz okey
    if duz and not mentions_101:
        if team:
            return "oyna-esli-duz", f"{team} ve {duz}"
        return "oyna-duz", duz
    if turnuva:
        return "turnuva-esli-101", turnuva
    if team:
        return "turnuva-esli-101", team
    if norm.has("katlamali*") and not norm.has(*_KATLAMALI_ASKED):
        return "od-101", "katlamalı oynadığını söylediğin"
    return None


def detect_ruleset(question: str | NormalizedText, requested: str | None = None) -> RulesetChoice:
    """Choose the ruleset for a question and say why, in Turkish.

    >>> detect_ruleset("eşim açmıştı elinde 15 kaldı").ruleset
    'turnuva-esli-101'
    >>> detect_ruleset("okey kaç puan").reason
    "Kural seti belirtmediğin için standart 101'e (oyna.app kuralları) göre cevapladım."
    >>> detect_ruleset("eşli düzde karşı takım okey atıp bitti, bizden ne düşülür").ruleset
    'oyna-esli-duz'
    >>> detect_ruleset("kendi aramızda 101 attık, turnuva değil").ruleset, detect_ruleset("düz oynuyoruz 101 değil").ruleset
    ('oyna-101', 'oyna-duz')
    """
    if requested:
        if requested not in RULESETS:
            raise ValueError(f"unknown ruleset {requested!r}")
        return RulesetChoice(requested, "request", f"Seçtiğin kural setine göre: {ruleset_name(requested)}.")
    norm = question if isinstance(question, NormalizedText) else normalize(question)
    if denies_any(norm.folded):  # "düz oynuyoruz, 101 değil": the denied name points nowhere
        norm = normalize(" ".join(blank_denied(norm.folded).split()))
    found = detect_from_text(norm)
    if found:
        ruleset, cue = found
        return RulesetChoice(ruleset, "text", f"{capital(cue)} için {RULESETS[ruleset].rules_of} göre cevapladım.")
    return RulesetChoice(DEFAULT_RULESET, "default",
                         "Kural seti belirtmediğin için standart 101'e (oyna.app kuralları) göre cevapladım.")
