"""Openings: whether a player opened, and how — with melds (seri / per / küt) or with pairs.

``opened`` (``how``: "seri" | "cift" | None when not said, ``neg``: did *not* open, ``verb``: the
word index of the verb, ``form``: finite / conv / part), ``nobody-opened`` ("kimse açmamıştı"),
``how`` (a bare "seriyle" / "çiftten" / "5 çiftle" that a later verb in the clause takes).
A failed opening ("açamayıp geri topladım") is a penalty: :mod:`referee.story.penalties`.
"""
from __future__ import annotations

from referee.story.lexicon import CIFT_WORDS, SERI_WORDS
from referee.story.rules import Match, Rule, Rules

_SERI = "|".join(sorted(SERI_WORDS))
_CIFT = "|".join(sorted(CIFT_WORDS - {"cift"}))


def _opened(how: str | None):
    def make(m: Match):
        w = next((w for w in m.words if w.verb is not None and w.verb.root in ("ac", "git", "indir")), None)
        v = w.verb if w is not None else None
        if v is None or v.mood in ("cond", "opt"):
            return None  # "açarsa", "açayım": not a fact
        if v.form == "part" and m.ws.at(w.i + 1) in ("turda", "elde", "anda", "gibi", "sirada"):
            return None  # "açtığı turda bitti": a finish (elden), not an opening fact
        if (w.text, m.ws.at(w.i + 1)) == ("acar", "acmaz") or (m.ws.at(w.i - 1), w.text) == ("acar", "acmaz"):
            return None  # "açar açmaz bitti": the turn of the finish (elden), no "açmadı"
        if m.ws.at(w.i - 1).startswith("101") and w.text.startswith(("aciyor", "acariz", "aciyo")):
            return None  # "101 açıyoz kahvede": the game the table plays (or its usual threshold), no hand's opening
        if m.ws.at(w.i + 1) in ("mi", "mu", "miydi", "muydu", "mi?", "miymis"):
            return "opened-unsure", {"verb": w.i}  # "hakan açmış mıydı hatırlamıyom": not known
        return "opened", {"how": how, "neg": v.neg, "verb": w.i, "form": v.form, "person": v.person}
    return make


def _nobody(m: Match):
    return "nobody-opened", {}


RULES = Rules((
    Rule("kimse açmamıştı", "?hic kimse|hicbirimiz ?elini ?daha @ac-", _nobody),
    # "dört oyuncunun hiçbiri açamadı", "dördümüzden hiçbiri", "hiçbir oyuncu elini açamadı": no seat opened
    Rule("dört oyuncunun hiçbiri açamadı", "?#4-4 oyuncunun|oyuncudan|kisinin|kisiden|dordumuzden|masadakilerin "
         "hicbiri|hicbirisi ?de|da ?elini ?daha @ac-", _nobody),  # not "Oya Selin Berk hiçbiri": those three
    Rule("hiçbir oyuncu açamadı", "hicbir oyuncu|kimse ?de|da ?elini ?daha @ac-", _nobody),
    Rule("çifte gitti", "cifte|ciftlere @git+", _opened("cift")),
    Rule("5 çiftle açtı", "#5-13 ciftle|cift|ciftten ?ile ~2 @ac", _opened("cift")),
    Rule("6 çift indirdi (laid five or more pairs: opened with pairs)", "#5-13 cift|ciftini|ciftler ?de|da @indir",
         _opened("cift")),
    Rule("çiftten açtı", _CIFT + "|cift ~3 @ac", _opened("cift")),
    Rule("seriyle açtı", _SERI + " ~3 @ac", _opened("seri")),
    Rule("101 ile açtı", "#101-300 ile|le ~2 @ac", _opened("seri")),
    Rule("açtı çiftten", "@ac " + _CIFT + "|cift", _opened("cift")),
    Rule("açtı seriyle", "@ac " + _SERI, _opened("seri")),
    Rule("açtı / açamadı", "@ac", _opened(None)),
))
