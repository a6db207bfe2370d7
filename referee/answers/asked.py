"""What a yes/no question asks, read for its Evet/Hayır: predicates, own conditions, exception, actor.

The answer's first word must settle the question's *predicate*, under the question's own
*conditions*, for the question's own *actor*. This module reads those from the question only;
:mod:`referee.answers.clause_polarity` finds the article sentence that settles them.

- **predicates**, in the order asked: a verb ("değişebilir mi" → değiş, may), existence
  ("… diye bir şey var mı" → var), or a permission word over the clause's verb ("pere taş işledi,
  serbest mi" → işle; "yasak mı" turns it round). "atıp bitebilir miyim yoksa ceza mı yerim"
  has two: the first (bit) leads.
- **states**: what the question says has or has not happened ("açmadan" → açmak not done,
  "ilk taşı çektikten sonra" → çekmek done, "maç başladıktan sonra" → başlamak done).
- **exception**: "okey dışında / okey hariç / okeyden başka" → okey.
- **actor**: whose doing or whose tile it is when the article tells partner and opponent apart
  ("eşimin okeyini" → eş, "rakip kaptı" → rakip).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from referee.classify.qtype import YES_NO_PARTICLES, clause_form, clauses
from referee.text.morph import Verb, verb_of
from referee.text.normalize import NormalizedText, lexical_tokens, normalize, stem

#: Words a player puts before "mi" to ask whether something done is allowed ("serbest mi", "yasak mı").
PERMIT_WORDS = frozenset({"serbest", "serbes", "caiz", "uygun", "kurala", "yasal", "normal", "gecerli", "olur"})
PROHIBIT_WORDS = frozenset({"yasak", "yasakmi", "hata", "haksizlik", "kural disi"})
EXIST_WORDS = frozenset({"var", "yok"})
#: Words of obligation before "mi"; read as one predicate ("zorund") that "bağlar / gerekir" also state.
OBLIGATION_WORDS = ("zorunda", "mecbur", "lazim", "gerek", "sart")
#: "aynı mı sayılıyor": a comparison, answered by whether the rules differ, not by the verb.
COMPARE_WORDS = frozenset({"ayni", "esit", "farkli", "benzer", "baska"})
#: Focus words that ask whether a deed is repeated ("tekrar mı oynanır", "yeniden mi dağıtılır").
_REPEAT_FOCUS = frozenset({"tekrar", "yeniden", "bastan"})
_CONTENT_SKIP = frozenset({"mi", "mu", "miyim", "ben", "sen", "var", "yok", "olur"})
#: Partner and opponent (folded words).
_PARTNER = re.compile(r"^(?:es|esi|esim|esin|esimiz|esiniz|ortag\w*|partner\w*)(?:n?in|n?e|n?i|n?de|n?den|le|n?le)?$")
_OPPONENT = re.compile(r"^(?:rakib\w*|rakip\w*|karsi)$")
_EXCEPTION = re.compile(r"\b([a-z]+?)(?:'?[yn]?[iu]n)? (?:disinda|disindaki|haric|haricinde)\b|"
                        r"\b([a-z]+?)'?(?:[dt][ae]n) baska\b")

Actor = Literal["es", "rakip"]


@dataclass(frozen=True)
class Predicate:
    """One asked predicate: a verb root (folded) or ``var`` for existence."""

    root: str
    kind: Literal["verb", "exist"]
    may: bool = False
    flip: bool = False  # the question asks the negative ("yasak mı", "değişmez mi")
    fallback: bool = False  # the root was cut by its endings, not read by the analyser
    #: The number the question's focus names ("20 puandan mı başlar": "20"): only a clause telling that
    #: number settles it.
    number: str | None = None
    #: The asker asks of their own deed ("bitebilir miyim"): a bare third-person statement of it ("… hakkı
    #: o elde biter") is about another subject and settles nothing.
    asker: bool = False


@dataclass(frozen=True)
class Asked:
    """A yes/no question read for its Evet/Hayır (see the module doc)."""

    predicates: tuple[Predicate, ...]
    content: frozenset[str]
    states: tuple[tuple[str, bool, str | None], ...] = ()  # (root, done, how: "ciftten" in "çiftten açtım")
    exception: str | None = None
    actor: Actor | None = None  # named anywhere in the question (weighs the clauses)
    asking_actor: Actor | None = None  # named in the yes/no clause itself (the question is about them)
    #: The yes/no clause asks of every thing ("her taşın yerine geçer mi", "bütün perlere"), not of one.
    universal: bool = False
    #: Whose side is asked about in a team game: "finisher" ("ortağım bitirirse bizim takımdan puan …"),
    #: "other" ("rakip bitirince bizim takım …"), None when untold.
    side: str | None = None


#: Tense/modal endings cut from a verb the analyser does not know, to find its root (longest first).
_VERB_ENDINGS = ("ebilirmiyim", "abilirmiyim", "yebilir", "yabilir", "ebilir", "abilir", "iliyor", "uluyor",
                 "iniyor", "unuyor", "iyor", "uyor", "ilir", "ulur", "inir", "unur", "ecek", "acak", "mis", "mus",
                 "ir", "ur", "er", "ar", "se", "sa", "di", "du", "ti", "tu")


def cut_root(word: str) -> str:
    """A verb's root by cutting a known ending ("girebilir" → "gir"), for words the analyser misses."""
    for end in _VERB_ENDINGS:
        if word.endswith(end) and len(word) - len(end) >= 2:
            return word[: -len(end)]
    return word


def actor_of(words: list[str]) -> Actor | None:
    """"es" when the words name the partner, "rakip" when they name only the opponent."""
    if any(_PARTNER.match(w) for w in words):
        return "es"
    if any(_OPPONENT.match(w) for w in words):
        return "rakip"
    return None


_FIRST_PERSON = frozenset({"miyim", "muyum", "miyiz", "muyuz"})
#: Words that judge a reported claim ("X 'el bozulur' dedi, doğru mu", "haklı mı"): the claim is asked.
TRUTH_WORDS = frozenset({"dogru", "hakli", "haklimi"})
#: Verbs that report a claim ("dedi", "diyor", "söyledi"): the deed asked is the claim's, not the saying.
_REPORT_ROOTS = frozenset({"de", "soyle", "iddia"})


def _verb_before(toks: list[str], i: int) -> str | None:
    """The root of the last verb before position ``i`` (the deed a permission word asks about)."""
    v = _claim_verb(toks, i)
    return v.root if v is not None else None


def _deed_before(toks: list[str], i: int) -> str | None:
    """The deed a permission ("izin") is asked for: the last verb before ``i`` that is no wish or report
    ("yedekle değiştirmek isterse buna izin …": değiş, not iste)."""
    for w in reversed(toks[:i]):
        v = verb_of(w)
        if v is not None and v.root not in _REPORT_ROOTS and v.root != "iste" and w not in PERMIT_WORDS \
                and w not in EXIST_WORDS:
            return v.root
    return None


def _claim_verb(toks: list[str], i: int) -> Verb | None:
    """The last verb before position ``i`` that is not a reporting verb ("beşinci taşı ekleyeceğim
    dedi, olur mu": ekle, not de)."""
    for w in reversed(toks[:i]):
        v = verb_of(w)
        if v is not None and w not in PERMIT_WORDS and w not in EXIST_WORDS and v.root not in _REPORT_ROOTS:
            return v
    return None


def judges_claim(norm: NormalizedText) -> bool:
    """The question asks whether a reported claim is right ("biri 'ceza yok' dedi, doğru mu")."""
    toks = norm.folded.replace("?", " ").split()
    return any(t in TRUTH_WORDS and i + 1 < len(toks) and toks[i + 1] in YES_NO_PARTICLES and _reported(toks, i)
               for i, t in enumerate(toks))


def _reported(toks: list[str], i: int) -> bool:
    """A reporting verb comes before position ``i`` ("… dedi, doğru mu")."""
    return any((v := verb_of(w)) is not None and v.root in _REPORT_ROOTS for w in toks[:i])


def _predicates(toks: list[str], before: list[str]) -> list[Predicate]:
    out: list[Predicate] = []
    for i, t in enumerate(toks):
        if t not in YES_NO_PARTICLES or i == 0:
            continue
        prev = toks[i - 1]
        if i >= 2 and toks[i - 2] == "izin" and (prev in EXIST_WORDS or prev.startswith("ver")):
            # "değiştirmek isterse izin vermeli miyim", "almasına izin var mı": the permitted deed is asked
            root = _deed_before(before + toks[:i - 2], len(before) + i - 2)
            if root is not None:
                out.append(Predicate(root, "verb", may=True, flip=prev == "yok"))
                continue
        if prev in EXIST_WORDS:
            out.append(Predicate("var", "exist", flip=prev == "yok"))
            continue
        if prev == "olur" and i >= 2 and verb_of(toks[i - 2]) is None:
            # "işlek olur mu", "okeyle çift olur mu": a noun predicate, not a permission
            out.append(Predicate(toks[i - 2], "verb", fallback=True))
            continue
        if prev in TRUTH_WORDS and _reported(before + toks[:i - 1], len(before) + i - 1):
            claim = _claim_verb(before + toks[:i - 1], len(before) + i - 1)
            if claim is not None:  # "X 'el bozulur' dedi, doğru mu": whether the el is spoilt is asked
                out.append(Predicate(claim.root, "verb", may=claim.able, flip=claim.negative))
                continue
        if prev in PERMIT_WORDS or prev in PROHIBIT_WORDS:
            root = _verb_before(before + toks[:i - 1], len(before) + i - 1)
            if root is not None:
                out.append(Predicate(root, "verb", may=True, flip=prev in PROHIBIT_WORDS))
                continue
        v = verb_of(prev)
        after = verb_of(toks[i + 1]) if i + 1 < len(toks) else None
        if v is None and after is not None and after.finite and prev not in COMPARE_WORDS:
            # "eksi mi yazıyor": the particle marks the focus, the verb after it is the predicate
            # (and the focus word, cut as before, if the verb settles nothing)
            number = toks[i - 2] if i >= 2 and toks[i - 2].isdigit() else None
            focus = Predicate(cut_root(prev), "verb", fallback=True, number=number) if len(cut_root(prev)) >= 2 else None
            if prev in _REPEAT_FOCUS:
                # "el tekrar mı oynanır": whether it is repeated is asked ("tekrarlanmaz"), not whether it is played
                out.append(Predicate("tekrar", "verb", fallback=True))
                focus = None
            out.append(Predicate(after.root, "verb", may=after.able, flip=after.negative, number=number))
            if focus is not None:
                out.append(focus)
        elif v is not None:
            out.append(Predicate(v.root, "verb", may=v.able, flip=v.negative, asker=t in _FIRST_PERSON))
        elif prev.startswith(OBLIGATION_WORDS):
            out.append(Predicate("zorund", "verb", fallback=True))  # "zorunda mıyım", "gerekir mi", "lazım mı"
        elif len(cut_root(prev)) >= 2:
            out.append(Predicate(cut_root(prev), "verb", fallback=True))
    return out


def manner_before(words: list[str], i: int) -> str | None:
    """The word telling how a deed was done, right before it ("çiftten açtım", "seriyle açtıysan"):
    ablative or instrumental ending, folded."""
    for w in reversed(words[max(0, i - 3):i]):
        if w.endswith(_MANNER_ENDINGS) and len(w) >= 5:
            return w
    return None


_MANNER_ENDINGS = ("ten", "tan", "den", "dan", "yle", "yla", "le", "la")


def _states(toks: list[str], asked_roots: set[str]) -> list[tuple[str, bool, str | None]]:
    """(root, done, how) for what the question tells has or has not happened."""
    out = []
    for i, w in enumerate(toks):
        v = verb_of(w)
        if v is None or v.root in asked_roots or len(v.root) < 2:
            continue
        nxt = toks[i + 1] if i + 1 < len(toks) else ""
        how = manner_before(toks, i)
        if "WithoutHavingDoneSo" in v.morphemes or (v.negative and "Past" in v.morphemes):
            out.append((v.root, False, how))
        elif v.morphemes[:2] == ("PastPart", "Abl") and nxt == "sonra":
            out.append((v.root, True, how))
        elif v.finite and not v.negative and ("Past" in v.morphemes or "Evid" in v.morphemes):
            out.append((v.root, True, how))
    return out


def _third_person(toks: list[str]) -> bool:
    """The yes/no particle asks about someone else ("yazar mı"), not the asker ("açabilir miyim")."""
    return any(t in {"mi", "mu", "midir", "mudur", "mi?", "mu?"} for t in toks) and not any(
        t in {"miyim", "muyum", "miyiz", "muyuz", "misin", "musun", "misiniz", "musunuz"} for t in toks)


def read_asked(norm: NormalizedText) -> Asked | None:
    """The question's predicates (first yes/no clause first), states, exception and actor; None
    when no clause asks yes or no.

    >>> a = read_asked(normalize("turnuvada maç başladıktan sonra oyuncu değişebilir mi"))
    >>> [(p.root, p.may) for p in a.predicates], a.states
    ([('degis', True)], (('basla', True, None),))
    >>> a = read_asked(normalize("adam benim indirdiğim pere taş işledi, serbest mi bu"))
    >>> [(p.root, p.may) for p in a.predicates]
    [('isle', True)]
    >>> read_asked(normalize("turnuvada yerdeki perden okey dışında taş alabilir miyim")).exception
    'okey'
    >>> read_asked(normalize("eşimin yerdeki okeyini kapsam ceza yer miyim")).actor
    'es'
    >>> [(p.root, p.may) for p in read_asked(normalize("maç ortasında oyuncu değiştirmek isterse izin verir miyim")).predicates]
    [('degis', True)]
    """
    return _read_asked(norm.original, norm.folded)


@lru_cache(maxsize=1024)
def _read_asked(original: str, folded: str) -> Asked | None:
    """:func:`read_asked` of a question's text and folded form: read once however many answers' parts
    ask it (the polarity, the conditions, the penalty and comparison leads); the result is immutable."""
    toks_all = folded.replace("?", " ").split()
    preds: list[Predicate] = []
    content: set[str] = set()
    before: list[str] = []
    asking: list[str] = []
    for c in clauses(original):
        cn = normalize(c)
        toks = cn.folded.replace("?", " ").split()
        if clause_form(cn) == "yesno":
            preds += _predicates(toks, before)
            asking += toks
        before += toks
    if not preds:
        return None
    # the question's own words, without the asked verbs themselves
    content = {s for s in lexical_tokens(folded) if s not in _CONTENT_SKIP and s not in PERMIT_WORDS
               and not any(len(p.root) >= 3 and s.startswith(p.root) for p in preds)}
    m = _EXCEPTION.search(folded)
    exception = stem(m.group(1) or m.group(2)) if m else None
    side = side_asked(folded)  # "ortağım bitirirse bizim takımdan puan …": the side is asked, not the partner
    return Asked(tuple(preds), frozenset(content), tuple(_states(toks_all, {p.root for p in preds})), exception,
                 actor_of(toks_all), actor_of(_own_subject(asking)) if _third_person(asking) and side is None else None,
                 _universal(asking), side)


#: People a clause after a condition may name as its own subject ("… yerine yedek oynayabilir mi").
_OTHER_PLAYER = ("yedek", "oyuncu", "diger", "baskasi")


def _own_subject(toks: list[str]) -> list[str]:
    """The asking clause's words that say whom it asks about: after its last conditional verb when another
    player is named there ("eşim gelemezse yerine yedek oynayabilir mi": the reserve; the partner is only the
    condition's subject); the whole clause otherwise ("eşim 120 ile açtıysa benim … gerekir mi": the partner's
    opening is what the rule is about).

    >>> _own_subject("esim gelemezse yerine yedek oynayabilir mi".split())
    ['yerine', 'yedek', 'oynayabilir', 'mi']
    >>> _own_subject("esim 120 ile actiysa benim 121 ile acmam gerekir mi".split())[0]
    'esim'
    """
    from referee.text.morph import verb_of

    last = max((i for i, t in enumerate(toks[:-1]) if (v := verb_of(t)) is not None and v.conditional), default=-1)
    after = toks[last + 1:]
    return after if last >= 0 and any(t.startswith(_OTHER_PLAYER) for t in after) else toks


#: Our side named as what is asked about ("bizim takımın puanı", "bizden", "takımımız").
_OUR_SIDE = re.compile(r"\b(?:bizim takim\w*|takimimiz\w*|bizden|bize|bizim taraf\w*)\b")
_WE_FINISHED = re.compile(r"\b(?:esim|ortagim|partnerim|ben|biz)\w* (?:\w+ )?(?:bitir|bitti|bitin|biterse|bitince)\w*")
_THEY_FINISHED = re.compile(r"\b(?:rakip|rakib|karsi takim|karsidaki)\w* (?:\w+ )?(?:bitir|bitti|bitin|biterse|bitince)\w*")


def side_asked(folded: str) -> str | None:
    """Whose side a team question asks about: "finisher" when our side is asked and one of ours finished,
    "other" when our side is asked and a rival finished.

    >>> side_asked("ortagim bitirirse bizim takimdan puan duser mi"), side_asked("rakip bitirince bizden ne duser")
    ('finisher', 'other')
    """
    if not _OUR_SIDE.search(folded):
        return None
    if _WE_FINISHED.search(folded):
        return "finisher"
    return "other" if _THEY_FINISHED.search(folded) else None


#: "her zaman", "her turda": how often, not of which things (read elsewhere: "Hayır, her zaman değil").
_NOT_THINGS = frozenset({"zaman", "seferinde", "sefer", "turda", "tur", "elde", "el", "kez", "defa"})


def _universal(toks: list[str]) -> bool:
    """The tokens ask of every thing: "her" before a thing ("her taşın"), "bütün", "tüm", "herhangi",
    "istediğim"."""
    return any(t in ("butun", "tum", "herhangi") or t.startswith("istedig")
               or (t == "her" and i + 1 < len(toks) and toks[i + 1] not in _NOT_THINGS) for i, t in enumerate(toks))
