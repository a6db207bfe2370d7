"""Evet / Hayır: the verdict's first word must answer the question that was asked.

An article's first paragraph answers the article's own title question. A player's question
may ask the same thing ("… katlanır mı"), its reverse ("tutabilir miyim" to an article
answering "zorunda mıyım"), or no yes/no at all ("kaç", "nasıl"). So:

- a wh-question (kaç / ne / nasıl / hangi / kim …) never starts with Evet or Hayır: a leading
  one is removed;
- a yes/no question gets the polarity of the answer sentence that speaks about the question's
  own predicate ("bozuluyor mu" → "El bozulur" → Evet; "katlanıyor mu" → "… katlanmaz" → Hayır);
  the article's own Evet/Hayır is kept only when no such sentence settles it;
- the lead is "Evet." / "Hayır." before the sentence; a contradicting lead further down (an
  article under a computed line) is removed.
"""
from __future__ import annotations

import re
from typing import Literal

from referee.classify.qtype import YES_NO_PARTICLES, clause_form, clauses
from referee.text.normalize import NormalizedText, fold, lexical_tokens, normalize

Polarity = Literal["evet", "hayir"]

_LEAD_RE = re.compile(r"^\s*(\*\*)?(evet|hayır|hayir)(\*\*)?\s*(?:[,.:;!—–-]+\s*|\s+(?=\S))", re.IGNORECASE)
#: Negative endings right after a verb root (folded): -maz/-mez, -mıyor, -mamış, -madan, -yamaz …
_NEG_AFTER_ROOT = re.compile(r"^(?:y?[ae]m[ae]z|m[ae]z|m[ae]m|m[ae]d[iu]|m[ae]dan|m[ae]den|m[iu]yor|"
                             r"il?m[ae]z|ul?m[ae]z|in?m[ae]z|un?m[ae]z|n[ae]m[ae]z|yam[ai]|yem[ei]|[ae]m[ae]z)")
#: Tense/modal endings stripped from the question's verb to find its root (longest first).
_VERB_ENDINGS = ("ebilirmiyim", "abilirmiyim", "yebilir", "yabilir", "ebilir", "abilir", "iliyor", "uluyor",
                 "iniyor", "unuyor", "iyor", "uyor", "ilir", "ulur", "inir", "unur", "ecek", "acak", "mis", "mus",
                 "ir", "ur", "er", "ar", "se", "sa", "di", "du", "ti", "tu")
#: Verb roots a source writes with another verb ("işlemek" ~ "eklemek").
_SAME_ROOTS: dict[str, tuple[str, ...]] = {"isle": ("ekle",), "ekle": ("isle",), "gir": ("otur", "sok"),
                                           "kullan": ("koy",), "bozul": ("iptal",), "al": ("cek",),
                                           "katlan": ("carpil",)}
#: Words of obligation: "Hayır, zorunda değilsin" answers "must I", not "may I".
_OBLIGATION = ("zorunda", "mecbur", "gerek", "sart", "lazim")
_NEGATORS = frozenset({"degil", "degildir", "yok", "yoktur", "olmaz", "olamaz", "hayir"})
_CONTENT_SKIP = frozenset({"mi", "mu", "miyim", "ben", "sen", "var", "yok", "olur"})


def lead_of(text: str) -> Polarity | None:
    """The Evet/Hayır a paragraph starts with, if any.

    >>> lead_of("Hayır, zorunda değilsin."), lead_of("El bozulur."), lead_of("**Evet**: 101.")
    ('hayir', None, 'evet')
    """
    m = _LEAD_RE.match(text)
    return None if not m else ("evet" if m.group(2).lower() == "evet" else "hayir")


def strip_lead(text: str) -> str:
    """The paragraph without its leading Evet/Hayır, first letter capitalised.

    >>> strip_lead("Hayır, zorunda değilsin: tutabilirsin.")
    'Zorunda değilsin: tutabilirsin.'
    >>> strip_lead("Evet.")
    ''
    """
    m = _LEAD_RE.match(text)
    if not m:
        return text
    rest = text[m.end():].lstrip()
    return _cap(rest)


def _cap(text: str) -> str:
    if not text:
        return text
    first = "İ" if text[0] == "i" else text[0].upper()
    return first + text[1:]


def _root(word: str) -> str:
    for end in _VERB_ENDINGS:
        if word.endswith(end) and len(word) - len(end) >= 2:
            return word[: -len(end)]
    return word


def predicate_roots(norm: NormalizedText) -> tuple[list[str], set[str]]:
    """The verb roots of the first yes/no clause (the word before its particle, and a noun
    predicate's word before "var/olur"), and the clause's content stems."""
    for c in clauses(norm.original):
        cn = normalize(c)
        if clause_form(cn) != "yesno":
            continue
        toks = cn.folded.replace("?", " ").split()
        roots: list[str] = []
        for i, t in enumerate(toks):
            if t in YES_NO_PARTICLES and i > 0:
                prev = toks[i - 1]
                if prev in {"var", "olur", "yok"} and i > 1:
                    roots.append(_root(toks[i - 2]))
                roots.append(_root(prev))
        content = {s for s in lexical_tokens(cn.folded) if s not in _CONTENT_SKIP}
        return [r for r in roots if len(r) >= 2], content
    return [], set()


def _word_polarity(words: list[str], i: int, root: str) -> Polarity | None:
    w = words[i]
    rest = w[len(root):]
    if _NEG_AFTER_ROOT.match(rest):
        return "hayir"
    if i + 1 < len(words) and words[i + 1] in _NEGATORS:
        return "hayir"
    return "evet"


def _shared(content: set[str], words: list[str]) -> int:
    """How many of the question's stems a clause uses (a common prefix of 4 letters, or the whole
    shorter word: "mac" ~ "macin", "yedek" ~ "yedegi")."""
    n = 0
    for s in content:
        for w in words:
            k = min(4, len(s), len(w))
            if k >= 3 and s[:k] == w[:k]:
                n += 1
                break
    return n


def polarity_in(text: str, roots: list[str], content: set[str]) -> Polarity | None:
    """The polarity of the clause of ``text`` that uses one of ``roots`` and shares the most
    words with the question (ties: the later clause, where the specific case is usually told
    after the general rule); None when no clause uses them."""
    best: tuple[int, int, Polarity] | None = None
    for pos, part in enumerate(re.split(r"(?<=[.;!?])\s+|,\s+|;\s*", text)):
        words = re.findall(r"[a-z0-9']+", fold(part))
        for root in roots:
            for r in (root, *_SAME_ROOTS.get(root, ())):
                short = len(r) <= 3
                for i, w in enumerate(words):
                    if not w.startswith(r) or (short and len(w) > len(r) + 8):
                        continue
                    pol = _word_polarity(words, i, r)
                    key = (_shared(content, words), pos)
                    if pol and (best is None or key > best[:2]):
                        best = (key[0], key[1], pol)
                    break
    return best[2] if best else None


# --------------------------------------------------------------------------- penalty questions

#: "… ceza yer miyim / ceza var mı / ceza yazılır mı": the answer is whether the rule gives a penalty.
_PENALTY_Q = ("ceza*", "cezali*")
#: "… ceza yemeden atabilir miyim": the same question turned round (yes = no penalty).
_PENALTY_FREE_Q = ("ceza yemeden", "ceza yemeyeyim", "ceza almadan", "ceza yazilmadan", "ceza olmadan",
                   "cezasiz*", "cezaya girmeden", "ceza yemez miyim")
#: A clause that says there is no penalty (folded).
_NO_PENALTY = re.compile(r"\b(ceza(?:si|n|ni)? (?:yok|yoktur|yazilmaz|yazmaz|olmaz|gelmez|verilmez)|cezasiz|"
                         r"kimseye (?:bir )?(?:ceza|sey) yazilmaz|ceza yazdirmaz|ceza yemez(?:sin)?)\b")
#: A clause that gives a penalty: a penalty number or "ceza yazılır / yazarsın / yer".
_PENALTY = re.compile(r"(?:^|\s)(?:\+?101|\+?202|\+?404|\+?808)(?:\s|$|[.,;:'])|\bceza(?:si|yi)? "
                      r"(?:yazilir|yazar|yer|alir|yersin|yazarsin|verilir|vardir|var)\b|\b\d+ ceza\b|\bcezadir\b")


def penalty_polarity(text: str, norm: NormalizedText) -> Polarity | None:
    """For a yes/no question about a penalty, the answer the rule's text gives: the clause that
    speaks of a penalty (or of none) and shares the most words with the question decides.
    "… ceza yemeden / cezasız …" questions are answered the other way round.

    >>> from referee.text.normalize import normalize
    >>> penalty_polarity("Elini açmışsan her okey için ayrıca 101 yazarsın.", normalize("okey elimde kaldı ceza yer miyim"))
    'evet'
    >>> penalty_polarity("İşlek atarsan +101 ceza yazılır.", normalize("işlek atabilir miyim ceza yemeden"))
    'hayir'
    >>> penalty_polarity("Rakip alırsa 101 yazılır. Eşin alırsa kimseye ceza yazılmaz.", normalize("eşim okeyi alırsa ceza var mı"))
    'hayir'
    >>> penalty_polarity("Okey atmak 101 cezadır.", normalize("okey atabilir miyim")) is None
    True
    """
    if not norm.has(*_PENALTY_Q):
        return None
    _, content = predicate_roots(norm)
    content = content or set(lexical_tokens(norm.folded))
    best: tuple[int, int, Polarity] | None = None
    for pos, part in enumerate(re.split(r"(?<=[.;!?])\s+|;\s*|\n+", text)):
        folded = fold(part)
        pol: Polarity | None = "hayir" if _NO_PENALTY.search(folded) else "evet" if _PENALTY.search(folded) else None
        if pol is None:
            continue
        key = (_shared(content, re.findall(r"[a-z0-9']+", folded)), pos)  # ties: the later, specific case
        if best is None or key > best[:2]:
            best = (key[0], key[1], pol)
    if best is None:
        return None
    if norm.has(*_PENALTY_FREE_Q):
        return "evet" if best[2] == "hayir" else "hayir"
    return best[2]


# --------------------------------------------------------------------------- conditional leads

#: A condition's ending after the verb root (folded): "açtıysan", "açmışsan", "açarsan", "açtıktan sonra".
_COND_END = re.compile(r"^(?:[dt][iu]ysa[mn]?|[dt][iu]ysa(?:niz|k)|mis(?:sa[mn]?|se[mn]?)|[ai]rsa[mn]?|[ei]rse[mn]?|"
                       r"[dt][iu]ktan)$")
_COND_NEG_END = re.compile(r"^m[ae](?:d[iu]ysa[mn]?|mis(?:sa[mn]?)?|zsa[mn]?)$")
_POS_STATE = re.compile(r"^(?:[dt][iu][mnkz]?|[dt][iu]m|mis(?:tim|tin|ti|iz)?|[dt][iu]ysa[mn]?|t[iu]ktan)$")
_NEG_STATE = re.compile(r"^(?:y?[ae]m[ae]d[iu][mnkz]?|m[ae]d[iu][mnkz]?|m[ae]dan|m[ae]den|m[ae]mis\w*|"
                        r"y?[ae]m[ae]mis\w*|m[ae]d[iu]ysa[mn]?)$")
_COND_ROOTS = ("ac", "bit", "isle", "cek", "al", "at")
#: A permission question ("… atabilir miyim", "… alabilir mi").
_MAY = re.compile(r"[ae]bilir(?:\s|$)|[ae]bilirmi")


def condition_contradicted(lead_paragraph: str, norm: NormalizedText) -> bool:
    """The verdict's Evet/Hayır holds under a condition the question says is not so: "Evet, elini
    açtıysan alabilirsin" to "açmadan alabilir miyim" (and the other way round).

    >>> from referee.text.normalize import normalize
    >>> condition_contradicted("Evet, elini açtıysan alabilirsin.", normalize("açmadan okeyi alabilir miyim"))
    True
    >>> condition_contradicted("Evet, elini açtıysan alabilirsin.", normalize("açtım okeyi alabilir miyim"))
    False
    """
    head = re.split(r"[.;:]", fold(strip_lead(lead_paragraph)))[0]
    qwords = norm.folded.replace("?", " ").split()
    for w in re.findall(r"[a-z']+", head):
        for root in _COND_ROOTS:
            if not w.startswith(root):
                continue
            rest = w[len(root):]
            positive = bool(_COND_END.match(rest))
            negative = bool(_COND_NEG_END.match(rest))
            if not (positive or negative):
                continue
            q_neg = any(q.startswith(root) and _NEG_STATE.match(q[len(root):]) for q in qwords)
            q_pos = any(q.startswith(root) and _POS_STATE.match(q[len(root):]) for q in qwords)
            if (positive and q_neg and not q_pos) or (negative and q_pos and not q_neg):
                return True
    return False


_CONDITIONAL = re.compile(r"[a-z]+(?:[dt][iu]ysa[mnk]?|[aeiu]rs[ae][mnk]?|m[iu]ss[ae][mnk]?)(?![a-z])")


def conditional_lead(paragraph: str) -> bool:
    """The paragraph's Evet/Hayır holds under a condition of its first clause ("Evet, rakip aldıysa 101").

    >>> conditional_lead("Evet, rakip aldıysa 101."), conditional_lead("Hayır, ceza yazılmaz. Eşin alırsa yok.")
    (True, False)
    """
    head = re.split(r"[.;:]", fold(strip_lead(paragraph)))[0]
    return bool(_CONDITIONAL.search(head))


def settle(paragraphs: list[str], norm: NormalizedText, form: str) -> list[str]:
    """The answer's leading paragraphs (verdict, before the ruleset sentence) with the right lead.

    >>> from referee.text.normalize import normalize
    >>> settle(["Hayır: oyna.app'te göstergenin puanı yoktur."], normalize("gösterge kaç puan"), "wh")
    ["Oyna.app'te göstergenin puanı yoktur."]
    >>> settle(["El bozulur: kimseye puan yazılmaz."], normalize("el bozulur mu"), "yesno")
    ['Evet. El bozulur: kimseye puan yazılmaz.']
    >>> settle(["Hayır, zorunda değilsin: okeyi tutabilirsin."], normalize("okeyi tutabilir miyim"), "yesno")
    ['Evet. Zorunda değilsin: okeyi tutabilirsin.']
    >>> settle(["Hayır: düz okeyde sahte okeyi atmanın cezası yoktur."], normalize("sahte okeyi atabilir miyim"), "yesno")
    ['Evet. Düz okeyde sahte okeyi atmanın cezası yoktur.']
    """
    if not paragraphs:
        return paragraphs
    if form != "yesno":
        return [strip_lead(p) if lead_of(p) else p for p in paragraphs]
    roots, content = predicate_roots(norm)
    own = lead_of(paragraphs[0])
    penalty = penalty_polarity(" ".join(strip_lead(p) for p in paragraphs), norm)
    if penalty is not None and (own is None or (penalty != own and conditional_lead(paragraphs[0]))):
        return _led(paragraphs, penalty)  # an own lead stands unless it holds only under a condition
    if own is not None and condition_contradicted(paragraphs[0], norm):
        return _led(paragraphs, "evet" if own == "hayir" else "hayir")
    if own == "hayir" and _MAY.search(norm.folded) and not norm.has(*_PENALTY_Q) \
            and _NO_PENALTY.search(re.split(r"[.;]", fold(strip_lead(paragraphs[0])))[0]):
        return _led(paragraphs, "evet")  # "Hayır: cezası yoktur" answers "ceza var mı"; "may I" is yes
    if own is not None:
        first = " ".join(re.split(r"[,.:;]", fold(strip_lead(paragraphs[0])))[0].split()[:4])
        if any(w in first for w in _OBLIGATION) and not norm.has(*(w + "*" for w in _OBLIGATION)):
            own = "evet" if own == "hayir" else "hayir"  # "Hayır, zorunda değilsin" to "… -abilir miyim"
        else:
            return [paragraphs[0]] + [strip_lead(p) if lead_of(p) and lead_of(p) != own else p
                                      for p in paragraphs[1:]]
        derived = own
    else:
        derived = None
        text = " ".join(strip_lead(p) for p in paragraphs)
        if roots:
            derived = polarity_in(text, roots, content)
        if derived is None:
            derived = next((lead_of(p) for p in paragraphs[1:] if lead_of(p)), None)
        if derived is None:
            return paragraphs
    return _led(paragraphs, derived)


def _led(paragraphs: list[str], derived: Polarity) -> list[str]:
    """The paragraphs with ``derived`` as the first one's lead and no other lead."""
    word = "Evet." if derived == "evet" else "Hayır."
    out = []
    for i, p in enumerate(paragraphs):
        body = strip_lead(p) if lead_of(p) else p
        if i == 0:
            out.append(f"{word} {body}".strip() if body else word)
        elif body:
            out.append(body)
    return out
