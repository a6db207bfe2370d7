"""Penalty questions and conditional leads: two readings of the Evet/Hayır that a rule's own words decide.

- "… ceza yer miyim / ceza var mı": the answer is whether the rule gives a penalty, read from the
  clause that speaks of one (or of none) and fits the question best; "… ceza yemeden" turns it round.
- "Evet, elini açtıysan alabilirsin" holds under a condition; when the question says the condition is
  not so ("açmadan"), the lead turns.
"""
from __future__ import annotations

import re

from referee.search.denied_states import denied_words
from referee.answers.asked import actor_of, judges_claim, read_asked
from referee.answers.clause_polarity import LATER, shared
from referee.answers.leads import strip_lead
from referee.text.normalize import NormalizedText, fold, lexical_tokens

Polarity = str

#: "… ceza yer miyim / ceza var mı / ceza yazılır mı": the answer is whether the rule gives a penalty.
_PENALTY_Q = ("ceza*", "cezali*")
#: "… ceza yemeden atabilir miyim": the same question turned round (yes = no penalty).
_PENALTY_FREE_Q = ("ceza yemeden", "ceza yemeyeyim", "ceza almadan", "ceza yazilmadan", "ceza olmadan",
                   "cezasiz*", "cezaya girmeden", "ceza yemez miyim")
#: A clause that says there is no penalty (folded).
_NO_PENALTY = re.compile(r"\b(ceza(?:si|n|ni)? (?:yok|yoktur|yazilmaz|yazmaz|olmaz|gelmez|verilmez|degil)|cezasiz|"
                         r"kimseye (?:bir )?(?:ceza|sey) yazilmaz|ceza yazdirmaz|ceza yemez(?:sin)?|"
                         r"(?:^|(?<=\s))(?:0|sifir) (?:yazar\w*|yazilir|yazdirir))\b")
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
    >>> penalty_polarity("Eli kapatanın ortağı 0 yazar.", normalize("eli kapatanın ortağı ceza alır mı"))
    'hayir'
    """
    found = penalty_reading(text, norm)
    return found[0] if found else None


#: A clause that states the exception to the rule before it ("İstisna: …", "Ancak …", "Yalnız …").
_EXCEPTION_MARK = re.compile(r"^\W*(?:istisna|ancak|yalniz|yalnizca|sadece)\b")


#: The knowledge base's hedge on a case the sources leave open (knowledge/README.md): never a clause that decides.
_HEDGE = re.compile(r"kaynak burada acik degil|biz soyle okuyoruz|esas aliyoruz")


def penalty_reading(text: str, norm: NormalizedText) -> tuple[Polarity, bool] | None:
    """:func:`penalty_polarity` and whether the deciding clause is the question's own case: it names
    the question's own actor ("rakip alırsa … ceza yazılır mı" decided by the opponent's clause), or
    it is the rule's exception and shares more of the question's words than any other clause
    ("okeyi son taş olarak atarsam" decided by "İstisna: okeyi son taş olarak atıp bitiriyorsan bu
    ceza değil", not by "okeyi elin ortasında atmak +101 cezadır").

    >>> from referee.text.normalize import normalize
    >>> text = "Okeyi elin ortasında atmak 101 cezadır. İstisna: okeyi son taş olarak atıp bitiriyorsan bu ceza değil."
    >>> penalty_reading(text, normalize("okeyi son taş olarak atarsam ceza var mı"))
    ('hayir', True)
    >>> penalty_reading(text, normalize("okeyi elin ortasında atarsam ceza var mı"))
    ('evet', False)
    >>> hedged = "Eşin bitirince sana ceza yazılmaz. Elde ceza aldıysan kaynak burada açık değil; biz şöyle okuyoruz: ceza yazılır."
    >>> penalty_reading(hedged, normalize("eşim bitirince ben ceza yazıyor muyum"))[0]
    'hayir'
    """
    if not norm.has(*_PENALTY_Q):
        return None
    asked = read_asked(norm)
    content = set(asked.content) if asked and asked.content else set(lexical_tokens(norm.folded))
    # "(son taşı değildi)": a denied state is no case to match a clause with (referee.search.denied_states)
    gone = denied_words(norm)
    content = {c for c in content if not any(w.startswith(c) for w in gone)}
    actor = asked.actor if asked else None
    found: list[tuple[int, int, Polarity, bool, int, bool]] = []  # key, key, polarity, actor, shared, exception
    for pos, part in enumerate(re.split(r"(?<=[.;!?])\s+|;\s*|\n+", text)):
        folded = fold(part).lstrip(LATER + " ")
        if _HEDGE.search(folded):
            continue  # "… aldıysan kaynak burada açık değil; biz şöyle okuyoruz: …": our reading of an edge case, no verdict
        pol: Polarity | None = "hayir" if _NO_PENALTY.search(folded) else "evet" if _PENALTY.search(folded) else None
        if pol is None:
            continue
        words = re.findall(r"[a-z0-9']+", folded)
        said = actor_of(words) if actor else None
        fits = 0 if said is None else 2 if said == actor else -2  # "eşin alırsa" for "eşimin okeyini"
        n = shared(content, words)
        found.append((fits + n, pos, pol, fits > 0, n, bool(_EXCEPTION_MARK.match(folded))))  # ties: the later case
    if not found:
        return None
    best = max(found, key=lambda f: f[:2])
    own_case = best[3] or (best[5] and all(f[4] < best[4] for f in found if not f[5]))
    pol = best[2]
    if norm.has(*_PENALTY_FREE_Q) or (judges_claim(norm) and _NO_PENALTY.search(norm.folded)):
        pol = "evet" if pol == "hayir" else "hayir"  # "… ceza yemeden", "biri 'ceza yok' dedi, doğru mu"
    return pol, own_case


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
#: "bitmem mümkün mü", "… tutturmasam da olur mu" (is it all right even if …): may I
_MAY = re.compile(r"[ae]bilir(?:\s|$)|[ae]bilirmi|\bmumkun m[iu]\b|\w+s[ae](?:m|k|n|niz)? d[ae] olur m[iu]\b")


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
