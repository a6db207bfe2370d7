"""The article sentence that settles a yes/no question's predicate, and the Evet/Hayır it gives.

A clause *speaks of* a predicate when it uses the same verb (by root: "değişebilir" ~ "değişmez"),
a verb the sources use for the same deed ("değiş" ~ "sok", "gir"; "işle" ~ "ekle"), a word that
states its opposite ("değiş" ~ "sabit"), or, for existence, "var / yok". Of those clauses the one
that fits the question best decides:

1. it holds under the question's own conditions ("maç başladıysa" for "maç başladıktan sonra"); a
   clause whose condition the question contradicts ("çekmeden önce" to "çektikten sonra") answers
   the other way round;
2. it is about the question's exception ("okey dışında" ~ "başka taş alınmaz"; "yalnızca okey
   alınır" is the other way round for the rest);
3. it names the question's actor (partner or opponent), not only the other one;
4. then it shares the most words with the question; then it is the later one (the specific case
   usually follows the general rule).

Nothing settles → None: a wrong Evet/Hayır is worse than none.
"""
from __future__ import annotations

import re

from referee.answers.asked import Asked, Predicate, actor_of, manner_before
from referee.text.morph import Verb, verb_of
from referee.text.normalize import fold, tr_lower
from referee.text.numbers import words_to_digits

Polarity = str  # "evet" | "hayir"

#: Verb roots the sources use for the same deed.
SAME_ROOTS: dict[str, tuple[str, ...]] = {"isle": ("ekle",), "ekle": ("isle",), "gir": ("otur", "sok"),
                                          "degis": ("sok", "gir"), "otur": ("gir", "sok"), "kullan": ("koy",), "bozul": ("iptal",),
                                          "al": ("cek",), "katlan": ("katla", "carp", "uygula", "buyut"), "bit": ("bitir",), "katla": ("katlan", "carp", "uygula", "buyut"),
                                          # obligation: "geçmek zorunda mıyım" ~ "seni bağlamaz", "gerekmez"
                                          "zorund": ("bagla", "gerek", "mecbur", "lazim", "sart", "ara"),
                                          "bitir": ("bit",), "kap": ("al",), "goster": ("goster",),
                                          # a meld put on the table: "yere koymak" ~ "indirmek"
                                          "koy": ("indir",), "indir": ("koy", "ac"),
                                          # "aranır": it is required ("toplam sayı aranmaz")
                                          "gerek": ("ara",),
                                          # an amount made smaller: "yarıya düşer" ~ "yarıya iner"
                                          "dus": ("in", "kaybet"), "in": ("dus",), "kaybet": ("dus",),
                                          # a player who plays sits at the table: "yedek … masaya oturur"
                                          "oyna": ("otur",),
                                          # a thing looked at is used: "telefona bakabilir miyim" ~ "… kullanılmaz"
                                          "bak": ("kullan",),
                                          # talk at the table: "eşim hangi taşı istediğimi sorabilir mi" ~
                                          # "eşler konuşarak taş istemez"
                                          "sor": ("iste", "konus"),
                                          # a multiplier that grows: "çarpanı büyür mü" ~ "çarpanını büyütmez"
                                          "buyu": ("buyut", "art"), "buy": ("buyut", "buyu", "art"), "buyut": ("buyu",)}
#: Words that state the opposite of a verb ("kadro sabittir": the players do not change; "… geçersizdir":
#: it does not count).
OPPOSITE_WORDS: dict[str, tuple[str, ...]] = {"degis": ("sabit",), "say": ("gecersiz",), "sayil": ("gecersiz",)}
NEGATORS = frozenset({"degil", "degildir", "yok", "yoktur", "olmaz", "olamaz", "hayir"})
_EXIST_YES = frozenset({"var", "vardir", "bulunur", "olur"})
_EXIST_NO = frozenset({"yok", "yoktur", "bulunmaz", "olmaz"})
_PERMIT_NEXT = frozenset({"serbest", "serbesttir", "olur", "mumkun", "mumkundur", "yasak", "yasaktir"})
_PROHIBIT_NEXT = frozenset({"yasak", "yasaktir"})
_ONLY = frozenset({"yalniz", "yalnizca", "sadece", "ancak", "bir tek"})
#: A clause that holds for one thing named by reference ("hangi taşsa onun yerine") or only ("yalnız …").
_RESTRICTED = frozenset({"yalniz", "yalnizca", "sadece", "onun", "onu", "hangi", "hangisi", "hangisiyse"})
_EVERY = frozenset({"her", "herhangi", "butun", "tum", "istedigin", "istedigi"})
_OTHER = frozenset({"baska", "disinda", "disindaki", "haric", "haricinde", "diger"})
#: Negative endings right after a root (folded), for words the analyser does not read.
_NEG_AFTER_ROOT = re.compile(r"^(?:y?[ae]m[ae]z|m[ae]z|m[ae]m|m[ae]d[iu]|m[ae]dan|m[ae]den|m[iu]yor|"
                             r"il?m[ae]z|ul?m[ae]z|in?m[ae]z|un?m[ae]z|n[ae]m[ae]z|yam[ai]|yem[ei]|[ae]m[ae]z)")
_SENTENCES = re.compile(r"(?<=[.;!?])\s+|;\s*")
_CLAUSES = re.compile(r",\s+|:\s+")


def _words(part: str) -> list[str]:
    return re.findall(r"[a-zçğıöşü0-9']+", tr_lower(part))


def shared(content: frozenset[str] | set[str], folded_words: list[str]) -> int:
    """How many of the question's stems a clause uses (a common prefix of 4 letters, or the whole
    shorter word: "mac" ~ "macin", "yedek" ~ "yedegi").

    A number is read by its value, as the question's are ("dört taşlı" ~ "4"), and a shared number
    counts twice: it names the very case ("dört renk" against "eksik bir renk" / "dört taşlı küt").

    >>> shared({"4", "renk"}, ["dort", "tasli", "kute"]), shared({"4", "renk"}, ["eksik", "bir", "renk"])
    (2, 1)
    """
    return _shared_digits(content, words_to_digits(list(folded_words)))


def _shared_digits(content: frozenset[str] | set[str], words: list[str]) -> int:
    """:func:`shared` of words whose numbers are already digits (:func:`words_to_digits`)."""
    n = 0
    for s in content:
        if s.rstrip(".").isdigit():  # "4", and the ordinal "4." ("dördüncü renk")
            n += 2 * any(w.split("'")[0].rstrip(".") == s.rstrip(".") for w in words)
            continue
        for w in words:
            k = min(4, len(s), len(w))
            if k >= 3 and s[:k] == w[:k]:
                n += 1
                break
    return n


def _verb_hit(pred: Predicate, word: str, folded: str, nxt: str, numbered: bool = False) -> Polarity | None:
    """The polarity of ``word`` when it speaks of ``pred``, else None. For a focus question with a
    number ("20 puandan mı başlar"), or in a clause telling the question's number (``numbered``), a
    verbal noun with the copula or "demek" states the deed too ("yaygın olan 20 puanla başlamaktır",
    "7 çiftle bitmek demektir")."""
    if folded in OPPOSITE_WORDS.get(pred.root, ()) or any(folded.startswith(o) for o in OPPOSITE_WORDS.get(pred.root, ())):
        return "evet" if nxt in NEGATORS else "hayir"
    roots = (pred.root, *SAME_ROOTS.get(pred.root, ()))
    v: Verb | None = verb_of(word)
    if v is not None and v.root in roots:
        stated = (pred.number is not None or numbered) and v.morphemes[:1] == ("Inf",) and (
            v.morphemes[-1:] == ("CopPres3sg",) or nxt in ("demektir", "demek"))
        if v.conditional or "AdvInce" in v.morphemes or (
                not v.finite and not stated and nxt not in NEGATORS and nxt not in _PERMIT_NEXT):
            # "atarsan 101", "bitince bitiş katlanır", "atmanın cezası": the deed as a condition, a time
            # or a subject, not allowed or not
            return None
        if pred.asker and pred.may and v.morphemes == ("Aor",) and nxt not in NEGATORS | _PERMIT_NEXT:
            return None  # "bitebilir miyim" to "açış hakkı o elde biter": another subject's, no permission
        return "hayir" if v.negative or nxt in NEGATORS or nxt in _PROHIBIT_NEXT else "evet"
    for r in roots:  # the analyser did not read it (or read another root): the old prefix reading
        if folded.startswith(r) and (len(r) > 3 or len(folded) <= len(r) + 8) and pred.fallback:
            after = verb_of(nxt) if nxt else None  # "işlek sayılmaz": a noun predicate denied by its verb
            negative = (_NEG_AFTER_ROOT.match(folded[len(r):]) or nxt in NEGATORS or (after is not None and after.negative)
                        or (v is not None and v.negative and fold(v.root).startswith(r)))  # "tekrar" ~ "tekrarlanmaz"
            return "hayir" if negative else "evet"
    return None


def _exist_hit(folded: str) -> Polarity | None:
    return "evet" if folded in _EXIST_YES else "hayir" if folded in _EXIST_NO else None


def _condition(asked: Asked, words: list[str]) -> tuple[int, bool, bool, bool]:
    """(fit, contradicted, has a condition, another case) of a clause's conditions against the
    question's states: a condition the question shares +2, one it does not mention -1 (the clause
    is about a case the question did not tell: "gelmediyse … oturur"), one done another way than the
    question's ("seriyle açtıysan" to "çiftten açtım") is another case, which does not settle it."""
    fit, contra, has, other = 0, False, False, False
    folded_words = [fold(w) for w in words]
    for i, w in enumerate(words):
        v = verb_of(w)
        if v is None:
            continue
        nxt = fold(words[i + 1]) if i + 1 < len(words) else ""
        cond = v.conditional or "WithoutHavingDoneSo" in v.morphemes or (
            v.morphemes[:2] == ("PastPart", "Abl") and nxt == "sonra") or _when(v.morphemes)
        if not cond:
            continue
        has = True
        matched = False
        for root, done, how in asked.states:
            if v.root == root or v.root.startswith(root) or root.startswith(v.root):
                matched = True
                said_how = manner_before(folded_words, i)
                if how and said_how and how[:4] != said_how[:4]:
                    other = True
                    continue
                if (not v.negative) == done:
                    fit += 2
                else:
                    contra = True
                    fit += 1
        if not matched:
            fit -= 1
    return fit, contra, has, other


def _when(morphemes: tuple[str, ...]) -> bool:
    """"gelemediğinde", "açtığında": a participle in the locative, the case a clause holds in ("ancak biri
    gelemediğinde oturur"), a condition like "gelmezse"."""
    return "PastPart" in morphemes and morphemes[-1:] == ("Loc",)


def _exception(asked: Asked, folded: list[str]) -> tuple[int, bool]:
    """(fit, turned) of a clause against the question's exception ("okey dışında")."""
    if asked.exception is None:
        return 0, False
    if any(w in _OTHER for w in folded):
        return 2, False
    for i, w in enumerate(folded):
        if w in _ONLY and any(x.startswith(asked.exception[:4]) for x in folded[i + 1:i + 3]):
            return 2, True
    return 0, False


#: A clause about the finishing side ("bitiren takımdan …") or the other ("karşı takımın sütunundan …").
_FINISHER_SIDE = re.compile(r"\bbitiren(?:in)? (?:takim|taraf)\w*")
_OTHER_SIDE = re.compile(r"\b(?:karsi|rakip) (?:takim|taraf)\w*")


def _side(asked: Asked, folded: list[str]) -> int:
    """+3 when a clause is about the side the question asks of (:attr:`Asked.side`), −3 when about the other."""
    if asked.side is None:
        return 0
    text = " ".join(folded)
    said = "finisher" if _FINISHER_SIDE.search(text) else "other" if _OTHER_SIDE.search(text) else None
    return 0 if said is None else 3 if said == asked.side else -3


def _actor(asked: Asked, folded: list[str]) -> int:
    if asked.actor is None:
        return 0
    said = actor_of(folded)
    if said is None:
        return 0
    return 2 if said == asked.actor else -2


def _clauses(text: str, asked: Asked) -> list[tuple[str, tuple[int, bool, bool]]]:
    """The text's clauses, each with the fit of the condition it holds under: its own, or, for a
    clause with none, the one an earlier clause of its sentence set ("Maç başladıysa kadro
    sabittir: yedeği sokamazsın": both hold once the match has started)."""
    out = []
    for sentence in _SENTENCES.split(text):
        carried = (0, False, False)
        for part in _CLAUSES.split(sentence):
            fit, contra, has, other = _condition(asked, _words(part))
            if has:
                carried = (fit, contra, other)
            out.append((part, carried))
    return out


#: Marks where the verdict paragraph ends and the article's further detail begins in a settled text.
LATER = "\u2063"


def settle_predicate(text: str, asked: Asked, pred: Predicate) -> Polarity | None:
    """The Evet/Hayır of the clause of ``text`` that best settles ``pred`` (module doc), or None.

    A text joined as "verdict ⁣ detail" (:data:`LATER` between them) is settled by the verdict when a
    clause of it settles the predicate as well as the detail's best one (equal condition fit and shared
    words): the detail speaks of another case ("gelmediyse baştan yedek oturur") more often than not."""
    if LATER in text:
        head, _, tail = text.partition(LATER)
        first, later = _best(head, asked, pred), _best(tail.lstrip(), asked, pred)
        if first is None or (later is not None and later[:2] > first[:2]):
            return later[3] if later else None
        return first[3]
    found = _best(text, asked, pred)
    return found[3] if found else None


def settle_fitted(text: str, asked: Asked, pred: Predicate) -> tuple[int, Polarity] | None:
    """(condition fit, polarity) of the clause of ``text`` that best settles ``pred``, or None: a fit below 0
    tells a clause about a case the question did not tell ("gelmediyse … oturur")."""
    found = _best(text, asked, pred)
    return (found[0], found[3]) if found else None


#: Words that say whether something suffices ("= 99; bu yetmez"): they settle a validity question
#: ("… olur mu") about the question's own number.
_SUFFICE = {"yeter": "evet", "yetiyor": "evet", "yeterli": "evet", "yeterlidir": "evet",
            "yetmez": "hayir", "yetmiyor": "hayir", "yetersiz": "hayir", "yetersizdir": "hayir"}


def _numbers(digits: list[str]) -> set[str]:
    """The numbers a clause tells, by value ("dört" → "4"), from its words with numbers as digits."""
    return {w.split("'")[0].rstrip(".") for w in digits if w.split("'")[0].rstrip(".").isdigit()}


def _best(text: str, asked: Asked, pred: Predicate) -> tuple[int, int, int, Polarity] | None:
    """The best settling clause's (fit, shared words, position, polarity), or None.

    A clause telling one of the question's numbers also settles by a verbal noun that states the deed
    ("düz okeyde 7 çiftle bitmek demektir"), and a validity question ("… olur mu") by a word of
    sufficiency, in that clause or right after it ("… = 99; bu yetmez")."""
    best: tuple[int, int, int, Polarity] | None = None
    asked_numbers = {s.rstrip(".") for s in asked.content if s.rstrip(".").isdigit()}
    before: set[str] = set()
    for pos, (part, carried) in enumerate(_clauses(text, asked)):
        words = _words(part)
        folded = [fold(w) for w in words]
        digits = words_to_digits(folded)  # the clause's numbers by value, read once for every use below
        told = _numbers(digits)
        numbered = bool(asked_numbers & told)
        pol: Polarity | None = None
        for i, (w, f) in enumerate(zip(words, folded)):
            nxt = folded[i + 1] if i + 1 < len(folded) else ""
            pol = _exist_hit(f) if pred.kind == "exist" else _verb_hit(pred, w, f, nxt, numbered)
            if pol is None and pred.may and f in _SUFFICE and (numbered or asked_numbers & before):
                pol = _SUFFICE[f]
            if pol is not None:
                break
        before = told
        if pol is None:
            continue
        if pred.number is not None and pred.number not in (w.split("'")[0] for w in digits):
            continue  # "20 puandan mı": a clause about the deed that does not tell 20 settles nothing
        if asked.asking_actor == "es" and actor_of(folded) != "es":
            continue  # a partner question is settled only by a clause about the partner
        fit, contra, other = carried
        if other:
            continue  # the clause holds for a case done another way ("seriyle açtıysan" to "çiftten açtım")
        exc_fit, turned = _exception(asked, folded)
        if asked.universal and pol == "evet" and not _RESTRICTED.isdisjoint(folded) and not _EVERY.intersection(folded):
            pol = "hayir"  # "her taşın yerine geçer mi" to "hangi taşsa onun yerine geçer": one tile, not every
        if contra != turned:
            pol = "evet" if pol == "hayir" else "hayir"
        if pred.flip:
            pol = "evet" if pol == "hayir" else "hayir"
        key = (fit + exc_fit + _actor(asked, folded) + _side(asked, folded), _shared_digits(asked.content, digits), pos)
        if best is None or key > best[:3]:
            best = (*key, pol)
    return best


def settle_asked(text: str, asked: Asked) -> Polarity | None:
    """The first asked predicate that a clause settles gives the answer ("bitebilir miyim yoksa
    ceza mı yerim": whether you may finish leads)."""
    if asked.asking_actor == "es" and actor_of([fold(w) for w in _words(text)]) != "es":
        return None  # the question is about the partner; a text that never names one cannot settle it
    for pred in asked.predicates:
        pol = settle_predicate(text, asked, pred)
        if pol is not None:
            return pol
    return None
