"""Verb morphology of one word, from akana's Turkish analyser: root, negation, ability.

Why: a player asks "değişebilir mi", the article says "sokamazsın"; "işletebilir miyim" is
answered by "işleyebilirsin"; "alınmaz" is the passive negative of "almak". Comparing surface
prefixes misses these; the analyser gives the verb's root and its negative (``Neg``, ``NegAbil``)
and ability (``Abil``) morphemes, for words with or without Turkish letters (a word without them
is deasciified first when the analyser does not know it).

>>> v = verb_of("sokamazsın")
>>> v.root, v.negative, v.able
('sok', True, True)
>>> verb_of("işletebilir").root, verb_of("isletebilir").root, verb_of("alınmaz").root
('isle', 'isle', 'al')
>>> verb_of("degisebilir").root, verb_of("okeyle") is None, verb_of("acmadim").negative, verb_of("yaziliyo").root
('degis', True, True, 'yaz')
>>> verb_of("iner").root, verb_of("inmez").negative, verb_of("iki"), verb_of("ikiniz")
('in', True, None, None)
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from calculators.turkish import fold

#: Morphemes after which a verb form is no finite predicate (participles, verbal nouns, converbs).
_NON_FINITE = frozenset({"PastPart", "FutPart", "PresPart", "AorPart", "NarrPart", "ActN", "Inf", "Inf2", "Inf3",
                         "WithoutHavingDoneSo", "ByDoingSo", "While", "When", "AfterDoingSo", "SinceDoingSo",
                         "AsLongAs", "AsIf", "Adamantly", "FeelLike", "NotState", "AdvIp", "AdvAyip",
                         "Manner", "Agt", "DevN"})  # "açış", "açıcı": nouns made of a verb
_CONDITIONAL = frozenset({"Cond", "CopCond"})


@dataclass(frozen=True)
class Verb:
    """One word read as a verb: its root (folded), and what its endings say."""

    root: str
    negative: bool
    able: bool
    finite: bool
    conditional: bool
    morphemes: tuple[str, ...]


_MORPH: Any = None


def _analyser() -> Any:
    global _MORPH
    if _MORPH is None:
        import akana

        _MORPH = akana.Morphology()
    return _MORPH


@dataclass(frozen=True)
class Reading:
    """One analysis of a word: its root (folded), its morphemes (the part of speech first) and the
    analyser's finer class of the root ("Prop" a proper noun, "Abbrv" an abbreviation, "" none)."""

    root: str
    morphemes: tuple[str, ...]
    secondary: str = ""


@lru_cache(maxsize=65536)
def deasciified(word: str) -> str:
    """akana's deasciifier on one word ("gosterge" → "gösterge"), remembered: the analyser's readings, the
    verb reader and the query embedder restore the same words (a few MB at most: words are short)."""
    import akana

    return akana.deasciify(word)


@lru_cache(maxsize=8192)
def readings(word: str) -> tuple[Reading, ...]:
    """Every analysis of a folded word, as typed and with its Turkish letters restored.

    >>> sorted({r.root for r in readings("kaldi")}), readings("okeynen")
    (['kal'], ())
    """
    forms = dict.fromkeys((word, deasciified(word)))
    return tuple(Reading(fold(a["root"]), tuple(a.get("morphemes") or ()), a.get("secondary_pos") or "")
                 for form in forms for a in _analyser().analyze(form))


def _verb_readings(word: str) -> list[dict[str, Any]]:
    out = []
    for a in _analyser().analyze(word):
        morphemes = a.get("morphemes") or []
        if a.get("primary_pos") != "Verb" or "NounToVerb" in morphemes or "AdjToVerb" in morphemes:
            continue
        if "Imp" in morphemes:
            continue  # a bare imperative is a noun's shadow in a question ("okeyle", "taş"), not its verb
        if len(a.get("root") or "") < 2:
            continue  # the copula's shadow: "iner" as i + passive (it is "inmek"), "iki" as i + -gi
        out.append(a)
    return out


#: Spoken future endings and the written ones they stand for ("kullanamıcam" → "kullanamayacağım").
_SPOKEN_FUTURE = (("ıca", ("aca", "ayaca")), ("ice", ("ece", "eyece")), ("ica", ("aca", "ayaca")),
                  ("uca", ("aca",)), ("üce", ("ece",)))


def _slip_candidates(word: str) -> list[str]:
    """Words one slip away from a word the analyser does not know: one dropped vowel put back
    ("bitlir" → "bitilir"), or a spoken future written out ("kullanamıcaksam" → "kullanamayacaksam")."""
    out = [word[:i] + v + word[i:] for i in range(2, len(word)) for v in "ıiuü"]
    for spoken, written in _SPOKEN_FUTURE:
        at = word.find(spoken, 2)
        if at > 0:
            out += [word[:at] + w + word[at + len(spoken):] for w in written]
    return out


def _slip_readings(word: str) -> list[dict[str, Any]]:
    """The verb readings of the one verb a mistyped word is a slip of, or none: every candidate that
    reads as a finite verb must give the same root (a word between two verbs stays unread).

    >>> sorted({a["root"] for a in _slip_readings("bitlir")}), _slip_readings("okeynen")
    (['bit'], [])
    """
    if len(word) < 5 or not word.isalpha():
        return []
    found: dict[str, list[dict[str, Any]]] = {}
    forms = dict.fromkeys((word, deasciified(word)))  # the letters restored once, not per candidate
    for cand in dict.fromkeys(c for form in forms for c in _slip_candidates(form)):
        rs = [a for a in _verb_readings(cand) if not _NON_FINITE & set(a.get("morphemes") or ())]
        if rs:
            found.setdefault(fold(rs[0]["root"]), rs)
    return next(iter(found.values())) if len(found) == 1 else []


@lru_cache(maxsize=8192)
def verb_of(word: str) -> Verb | None:
    """The word as a verb, or None when the analyser reads no verb in it.

    Of several readings: one without a causative (``indirdi`` is "indir", not "in" + causative)
    if any, then a finite one ("açmadım" is a negative past, not a verbal noun), then the shortest root (``alınır`` is "al" + passive, ``yazılıyor`` is "yaz")."""
    word = word.strip("'.,;:!?()\"").lower()
    if len(word) < 2 or not word.isalpha():
        return None
    if word.endswith(("iyo", "uyo", "iyom", "uyom", "iyon", "uyon")):
        word = word.replace("yo", "yor", 1) if word.endswith("yo") else word[:-1].replace("yo", "yor", 1) + word[-1]
    found = _verb_readings(word)
    if not found and word == fold(word):
        restored = deasciified(word)
        if restored != word:
            found = _verb_readings(restored)
    if not found and not readings(word):
        found = _slip_readings(word)  # "bitlir", "kullanamıcaksam": a thumb's slip in a verb no analysis knows
    if not found:
        return None
    if any("PresPart" in a["morphemes"] for a in found) and not word.endswith(("sin", "sın", "sun", "sün")):
        # "bitiren", "alan": a participle; the analyser's other readings (an optative 2sg, the archaic "-esin"
        # without its ending; "ata" + passive) would make "eli bitiren oyuncu" a finite predicate
        # ("atan" is "at" + participle, not "ata" + passive)
        found = [a for a in found if "PresPart" in a["morphemes"]]
    best = min(found, key=lambda a: ("Caus" in a["morphemes"], bool(_NON_FINITE & set(a["morphemes"])),
                                         len(a["root"]), -float(a.get("score") or 0)))
    m = tuple(best["morphemes"][1:])
    return Verb(root=fold(best["root"]), negative=bool({"Neg", "NegAbil", "WithoutHavingDoneSo"} & set(m)), able=("Abil" in m or "NegAbil" in m),
                finite=not (_NON_FINITE & set(m)), conditional=bool(_CONDITIONAL & set(m)), morphemes=m)
