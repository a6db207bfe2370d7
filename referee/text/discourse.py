"""Discourse material around a question: warm vocatives and "let me ask" asides, set aside before reading.

Why: players talk to the referee as to a friend: "kuzum işlek ne demek, yeni gelen hanım soruyo bi sorayım
dedim", "arkadaşlar bir konuda anlaşamadık: …", "turnuvada bir maç kaç el sürüyo canım". The vocative and the
aside say nothing about the rule, but their words ("gelen", "hanım", "anlaşamadık") pull the not-covered gate or
another article. This module finds them by mechanism, not by phrase:

- a **vocative** (a small lexicon of address words: "kuzum", "canım", "hocam", "arkadaşlar" …) at the edge of a
  clause; a kin word that also follows names ("abi", "usta", "emmi") only at a clause's start, or at its end
  right after the predicate ("… ne demek abi"), so "Cengiz abi" stays a player;
- an **aside**: a run of discourse words (pronouns, people nouns, "bir konu", "yeni gelen") at a clause's start
  or end, or a whole clause, whose predicate is a verb of asking, saying, wondering or disagreeing, read by its
  root with akana's analyser ("sorayım", "soruyo", "soracaktım", "anlaşamadık", "tartıştık", "dedim", "merak
  ettim") — in any inflection, so no phrase list is needed. "demek" itself only counts in a finite first-person
  form ("dedim"), so "ne demek" and a reported claim ("adam diyor ki …") stay.

Nothing is removed when it would leave the question empty; text without discourse material comes back as typed.
Each rule has its corpus of examples (``EXAMPLES``); the tests run them.

>>> strip_discourse("kuzum işlek ne demek, yeni gelen hanım soruyo bi sorayım dedim")
'işlek ne demek'
>>> strip_discourse("turnuvada bir maç kaç el sürüyo canım")
'turnuvada bir maç kaç el sürüyo'
>>> strip_discourse("Cengiz abi bitti, ben açmadım kaç yazarım")
'Cengiz abi bitti, ben açmadım kaç yazarım'
"""
from __future__ import annotations

import re
from functools import lru_cache

from calculators.turkish import fold, tr_lower

#: Address words that are never a player's name or role: dropped at either edge of a clause.
VOCATIVES = frozenset("""
kuzum canim canimm cicim yavrum guzelim tatlim hayatim birtanem hocam hocalar kardesim kardesler gardas gardasim
arkadaslar arkadasim beyler hanimlar bayanlar baylar millet dostum dostlar cocuklar gencler ahali kanka kankam bro
reisim ustam abicim ablacim abiler ablalar efendim efendiler
slm selam selamlar merhaba merhabalar mrb meraba
""".split())
#: Kin and honorific words that also follow a name ("Cengiz abi", "Şükrü emmi"): a vocative only at a clause's
#: start, or at its end right after the predicate.
KIN_VOCATIVES = frozenset("abi abim abla ablam usta reis hoca emmi amca dayi teyze yenge aga agam hacim".split())
#: Words an aside is made of besides its verb: pronouns, people, "bir konu", time and place of the talk.
ASIDE_WORDS = frozenset("""
ya yaa yaaa bir bi sey bisey biseyi konu konuda konuyu konusunda soru sorum sorumuz soruyu sorular ben biz bize bana size sana
siz sen beni bizi sizi benim bizim sizin onun onlar o bu su bunu sunu buna suna bunda ki de da ya yahu hani hadi
onu onlari acaba aslinda simdi bugun dun aksam demin az once yeni gelen yeni gelen oturan hanim hanimlar hanimefendi adam
kadin kiz oglan arkadas arkadasim arkadaslar arkadasimiz kuzen kuzenim komsu komsum misafir misafirimiz abim ablam
kocam karim annem babam torunum torunlarim nenem babaannem anneannem dedem teyzem halam amcam dayim esim oglum
kizim gelinim damadim kaynanam kayinvalidem enistem yengem kuzenim biri birisi birileri herkes cocuklar burada burda orada kahvede kahvehanede kafede
evde aramizda kendi kendimiz icin merak meraktan aklima kafama kafam takildi karisti emin degilim cok tam olarak
hep gene yine lutfen rica yardim hemen kisaca soyle boyle bak bakin ee eee sey masada masamizda masadakiler
var vardi olacak olcak olur
ettim ettik ediyorum ediyoruz ederim edeyim etmistim eder edermisin misin misiniz
""".split())
#: Roots of verbs of asking, saying, wondering, disagreeing and checking: an aside's predicate.
SPEECH_ROOTS = frozenset({"sor", "anlas", "anlasama", "tartis", "danis", "ogren", "merak", "cekis", "kavga",
                          "karis", "tak", "emin", "bil", "soyle", "iste", "de", "anla", "anlat"})
#: Roots of the predicate of a remark made after the question ("…? Torunum sordu, ben de anlatamadım",
#: "… herkes öyle diyor ben anlamıyorum"): saying, asking, hearing, understanding, in any person.
REMARK_ROOTS = frozenset({"sor", "de", "anla", "anlat", "duy", "bil", "soyle", "tartis", "anlas", "merak", "karis"})
#: How those verbs' forms begin (folded; "diyor" for "de-"): a cheap filter before the analyser.
_SPEECH_STARTS = tuple(sorted({r[:3] for r in SPEECH_ROOTS | REMARK_ROOTS} | {"di"}))  # "söylüyor": "soy"
#: Light words that close an aside after its speech word ("merak ediyorum", "bir sorum var", "soruyorum da").
_LIGHT = frozenset("ettim ettik ediyorum ediyoruz ederim edeyim etmistim eder var vardi olacak olcak olur de da".split())
#: Nouns that make a clause an aside without a verb ("sorum şu", "bir sorum var").
SPEECH_NOUNS = frozenset({"soru", "sorum", "sorumuz", "merak", "meraktan"})
#: Predicate markers that a kin vocative at a clause's end may follow ("… ne demek abi", "… olur mu usta").
_PREDICATE_END = frozenset({"mi", "mu", "mı", "mü", "misin", "musun", "miyim", "muyum", "miyiz", "muyuz", "midir",
                            "mudur", "demek", "nedir", "ne", "nasil", "kac", "neden", "niye"})

_CLAUSE_END = re.compile(r"[,;:.!?…]+$")
#: Words after which a question has been asked (a yes/no particle, "nedir", "ne demek"): what follows is a new clause.
_ASKED = frozenset({"mi", "mu", "misin", "musun", "miyim", "muyum", "miyiz", "muyuz", "midir", "mudur", "misiniz",
                    "musunuz", "nedir", "demek", "demektir"})
#: Words that make a clause ask something (folded word starts; a yes/no particle above).
_WH_STARTS = ("kac", "nasil", "hangi", "nere", "neden", "niye", "nicin")
_WH_WORDS = frozenset({"ne", "neyi", "neye", "nedir", "kim", "kime", "kimin", "kimi", "neler", "haklı", "hakli"})

#: The corpus each rule is tested on: (typed, without its discourse material). Ours, never a blind round's.
EXAMPLES: dict[str, tuple[tuple[str, str], ...]] = {
    "vocative": (
        ("hocam seri ne demek", "seri ne demek"),
        ("okey atınca ceza var mı canım", "okey atınca ceza var mı"),
        ("arkadaşlar, kafa kaç kat", "kafa kaç kat"),
        ("abi çift açınca kaç kat", "çift açınca kaç kat"),
        ("küt ne demek abi", "küt ne demek"),
        ("gösterge kaç puan yavrum?", "gösterge kaç puan?"),
        # a greeting opens the message ("slm", "merhaba"): no word of the rule
        ("merhaba, sahte okey kaç sayılır", "sahte okey kaç sayılır"),
        ("slm annem soruyo çift açan işleyebilir mi", "çift açan işleyebilir mi"),
    ),
    "aside": (
        ("bi şey soracaktım, elden bitince kaç kat", "elden bitince kaç kat"),
        ("masada tartıştık biz, yandan taş alınır mı", "yandan taş alınır mı"),
        ("ıstaka ne demek, komşum soruyo da", "ıstaka ne demek"),
        ("merak ettim, düz okeyde kaç taş dağıtılır", "düz okeyde kaç taş dağıtılır"),
        ("sorum şu: okey kafa kaç kat", "okey kafa kaç kat"),
        ("balya nedir onu soruyum dedim", "balya nedir"),
        ("aramızda anlaşamadık kuzum perden okey alınır mı", "perden okey alınır mı"),
    ),
    "reported": (
        ("dedem diyor ki düz okeyde gösterge kaç puan", "düz okeyde gösterge kaç puan"),
        ("komşumuz soruyor ki: çiftten açan kaç kat yazar", "çiftten açan kaç kat yazar"),
        ("kayınvalidem soruyor, okey yere atılırsa ne olur", "okey yere atılırsa ne olur"),
    ),
    "remark": (
        ("kafa ne demek? Oğlum sordu, ben de bilemedim.", "kafa ne demek?"),
        ("balya nedir ya herkes balya balya diyo ben anlamıyom", "balya nedir"),
        ("düz okeyde kaç taş dağıtılır 🙏 komşular hep farklı söylüyor", "düz okeyde kaç taş dağıtılır"),
    ),
    "kept": (
        ("Cengiz abi bitti, ben açmadım kaç yazarım", "Cengiz abi bitti, ben açmadım kaç yazarım"),
        ("hiç açmayan emmi kaç yazar", "hiç açmayan emmi kaç yazar"),
        ("adam diyor ki okey atan 101 yazar, doğru mu", "adam diyor ki okey atan 101 yazar, doğru mu"),
        ("ıstaka ne demek", "ıstaka ne demek"),
        ("benden sonraki hanım taşı aldı kaç ceza", "benden sonraki hanım taşı aldı kaç ceza"),
        ("kuzum", "kuzum"),
        ("okey atan 101 yazar diyorlar, doğru mu", "okey atan 101 yazar diyorlar, doğru mu"),
        ("kafa nedir, adam diyor ki 404 yazılır", "kafa nedir, adam diyor ki 404 yazılır"),
        ("masada mavi 5 okey mavi 7 var, mavi 6 atarsam ceza var mı",
         "masada mavi 5 okey mavi 7 var, mavi 6 atarsam ceza var mı"),
    ),
}


@lru_cache(maxsize=16384)
def _fold(token: str) -> str:
    """A word folded, its punctuation stripped, "bi" read as "bir" (kept per word: words recur)."""
    word = fold(tr_lower(token)).strip("'\"()[]{}.,;:!?…-")
    return "bir" if word == "bi" else word


@lru_cache(maxsize=4096)
def _speech(token: str) -> bool:
    """A verb of asking / saying / wondering (any inflection), or a noun that says "my question"."""
    word = _fold(token)
    if word in SPEECH_NOUNS:
        return True
    if not word.isalpha() or len(word) < 3 or not word.startswith(_SPEECH_STARTS):
        return False  # the analyser is asked only about words that may be one of those verbs (latency)
    from referee.text.morph import verb_of

    if word in ("takildi", "karisti") or word.startswith(("sora", "soru", "sorm", "sord", "sorc")):
        return True  # "aklıma takıldı", "kafam karıştı"; any form of "sormak" ("soruyum", "sorcam")
    verb = verb_of(tr_lower(token).strip("'\"()[]{}.,;:!?…-"))
    if verb is None or verb.root not in SPEECH_ROOTS or "Pass" in verb.morphemes:
        return False
    if verb.root in ("de", "bil", "iste", "soyle", "tak", "karis"):
        # "dedim", "bilmiyorum", "istiyorum", "söyleyeyim": first person only ("ne demek", "adam diyor ki" stay)
        return verb.finite and any(m in ("A1sg", "A1pl") for m in verb.morphemes)
    return verb.finite or word.startswith("sor")


@lru_cache(maxsize=4096)
def _remark_verb(token: str) -> bool:
    """A finite verb of saying, asking, hearing or understanding in any person ("sordu", "diyo", "anlamıyom")."""
    word = _fold(token)
    if not word.isalpha() or len(word) < 3 or not word.startswith(_SPEECH_STARTS):
        return False
    from referee.text.morph import verb_of

    verb = verb_of(tr_lower(token).strip("'\"()[]{}.,;:!?…-"))
    return verb is not None and verb.root in REMARK_ROOTS and verb.finite and "Pass" not in verb.morphemes


def _asks(words: list[str]) -> bool:
    """The clause asks something: a question word or a yes/no particle."""
    for w in words:
        f = _fold(w)
        if f in _ASKED or f in _WH_WORDS or f.startswith(_WH_STARTS) or w.rstrip().endswith("?"):
            return True
    return False


def _remark(words: list[str]) -> bool:
    """A statement about the asking, made after the question: no question of its own, a saying/asking verb,
    and no reported claim ("adam diyor ki …" stays: a claim is what a "kim haklı" question weighs)."""
    folded = [_fold(w) for w in words]
    return (not _asks(words) and "ki" not in folded and any(_remark_verb(w) for w in words))


def _aside_word(token: str) -> bool:
    word = _fold(token)
    return word in ASIDE_WORDS or word in VOCATIVES or word in KIN_VOCATIVES or _speech(token)


def _edge_run(words: list[str], from_end: bool) -> int:
    """How many words at the clause's start (or end) form an aside: discourse words with a speech predicate."""
    seq = list(reversed(words)) if from_end else words
    n = 0
    while n < len(seq) and _aside_word(seq[n]):
        n += 1
    # the run must say "I ask / we disagree": it ends at its last speech word (and the light words after it)
    last = max((i + 1 for i in range(n) if _speech(seq[i])), default=0)
    while 0 < last < n and _fold(seq[last]) in _LIGHT:
        last += 1
    return last


def _vocative_edges(words: list[str]) -> tuple[int, int]:
    """How many vocatives stand at the clause's start and at its end."""
    start = 0
    while start < len(words) and _fold(words[start]) in VOCATIVES | KIN_VOCATIVES and start < len(words) - 1:
        start += 1
    end = 0
    while end < len(words) - start - 1:
        word = _fold(words[-1 - end])
        before = _fold(words[-2 - end])
        if word in VOCATIVES or (word in KIN_VOCATIVES and before in _PREDICATE_END):
            end += 1
        else:
            break
    return start, end


def _clauses(text: str) -> list[list[str]]:
    """Whitespace words grouped into clauses at , ; : . ! ? (the punctuation stays on its word)."""
    out: list[list[str]] = [[]]
    for word in text.split():
        if not any(ch.isalnum() for ch in word):  # an emoji or a stray mark ends the clause
            if out[-1]:
                out.append([])
            continue
        out[-1].append(word)
        if _CLAUSE_END.search(word) or _fold(word) in _ASKED:
            out.append([])
    return [c for c in out if c]


def _trim(clause: list[str]) -> list[str]:
    """The clause without its vocatives and its asides at either edge ([] when it is all discourse)."""
    tail = _CLAUSE_END.search(clause[-1])
    punct = tail.group(0) if tail else ""
    words = clause[:-1] + [clause[-1][: len(clause[-1]) - len(punct)]] if punct else list(clause)
    words = [w for w in words if w]
    if words and all(_aside_word(w) for w in words) and any(_speech(w) or _fold(w) in VOCATIVES for w in words):
        return []
    if words and all(_fold(w) in VOCATIVES | KIN_VOCATIVES for w in words):
        return []  # "abi" standing alone after the question ("küt ne demek abi")
    changed = True
    while changed and words:
        changed = False
        start, end = _vocative_edges(words)
        if start or end:
            words = words[start:len(words) - end]
            changed = True
        for from_end in (False, True):
            n = _edge_run(words, from_end)
            if n and n < len(words):
                words = words[:-n] if from_end else words[n:]
                changed = True
    if not words:
        return []
    return words[:-1] + [words[-1] + punct]


#: A reporting frame before a reported question: "nenem diyor ki …", "komşu soruyor ki …", "eşim dedi ki: …".
_REPORTED = re.compile(r"^\s*((?:\S+\s+){1,3}?)(?:diyor|diyo|diyorlar|dedi|soruyor|soruyo|sordu|merak ediyor)\s+ki\b[\s,:]*",
                       re.IGNORECASE)


def _reported_question(text: str) -> str | None:
    """The reported question of "<someone> diyor ki <a question>": the frame's words (at most three, all discourse
    words) say only who asks; None when the reported part asks nothing (a claim: "adam diyor ki 404 yazılır") or
    is judged ("… doğru mu", "haklı mı": the claim is what is asked)."""
    m = _REPORTED.match(text)
    if m is None or not all(_aside_word(w) or _person_word(w) for w in m.group(1).split()):
        return None
    rest = text[m.end():]
    words = rest.split()
    if not words or not _asks(words) or any(_fold(w) in ("hakli", "haksiz", "dogru", "yanlis") for w in words):
        return None
    return rest


def _person_word(token: str) -> bool:
    """A word that names who reports: one of ours ("komşumuz", "hocam": a first-person possessive) or a name."""
    word = _fold(token)
    return word.endswith(("m", "miz", "muz")) or token[:1].isupper()


def strip_discourse(text: str) -> str:
    """The question without its vocatives and "let me ask" asides (see the module doc); as typed when none."""
    reported = _reported_question(text)
    if reported is not None:
        text = reported  # "nenem diyor ki … ne yapalım": the reported question is the question
    clauses = _clauses(text)
    asking = [i for i, c in enumerate(clauses) if _asks(c)]
    judged = any(_fold(w) in ("hakli", "haksiz", "dogru", "yanlis") for c in clauses for w in c)
    if asking and not judged:  # remarks after the last question ("Torunum sordu, ben de anlatamadım")
        clauses = clauses[:asking[-1] + 1] + [c for c in clauses[asking[-1] + 1:] if not _remark(c)]
    kept = [t for c in clauses if (t := _trim(c))]
    if not kept:
        return text
    out = " ".join(" ".join(c) for c in kept)
    if [w for c in kept for w in c] == [w for w in text.split() if any(ch.isalnum() for ch in w)]:
        return text
    # a clause-final comma before nothing is dropped ("işlek ne demek," -> "işlek ne demek")
    return out.rstrip(",;:").strip()
