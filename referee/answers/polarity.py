"""Evet / Hayır: the verdict's first word must answer the question that was asked.

An article's first paragraph answers the article's own title question. A player's question
may ask the same thing ("… katlanır mı"), its reverse ("tutabilir miyim" to an article
answering "zorunda mıyım"), or no yes/no at all ("kaç", "nasıl"). So:

- a wh-question (kaç / ne / nasıl / hangi / kim …) never starts with Evet or Hayır: a leading
  one is removed;
- a yes/no question gets the polarity of the answer sentence that settles the question's own
  predicate by meaning, under the question's own conditions, exception and actor
  (:mod:`referee.answers.asked`, :mod:`referee.answers.clause_polarity`: "değişebilir mi" →
  "sokamazsın" → Hayır; "serbest mi" → "işleyebilirsin" → Evet); two predicates ("bitebilir miyim
  yoksa ceza mı yerim"): the first asked leads; nothing settles it → no lead (a wrong one is worse);
- the lead is "Evet." / "Hayır." before the sentence; a contradicting lead further down (an
  article under a computed line) is removed.
"""

from __future__ import annotations

import re

from referee.answers.asked import Asked, Predicate, judges_claim, read_asked
from referee.answers.clause_polarity import LATER, settle_asked, settle_predicate
from referee.answers.conditions import (always_or_exception, another_case_too, deed_told_later, finish_lead, nobody_does,
                                        only_other_finish,
                                        only_this_allowed, sameness, unmet)
from referee.answers.doer_only import doer_only
from referee.answers.either_or import either_or
from referee.answers.seat_discard import seat_discard
from referee.answers.party import party_lead
from referee.answers.subject_first import subject_first
from referee.answers.leads import Polarity, lead_of, qualified_lead, strip_lead
from referee.answers.opposite import opposite_sentence
from referee.answers.penalty import (_MAY, _NO_PENALTY, _PENALTY, _PENALTY_FREE_Q, _PENALTY_Q, condition_contradicted,
                                     conditional_lead, penalty_polarity, penalty_reading)
from referee.text.case import capital
from referee.text.morph import verb_of
from referee.text.normalize import NormalizedText, fold

__all__ = ["lead_of", "strip_lead", "settle", "condition_contradicted", "penalty_polarity"]

#: Words of obligation: "Hayır, zorunda değilsin" answers "must I", not "may I".
_OBLIGATION = ("zorunda", "mecbur", "gerek", "sart", "lazim")
#: A first clause whose predicate is a negated obligation ("… tutturman gerekmez", "… şart değil").
_NOT_NEEDED = re.compile(r"(?:gerekmez|gerek yok|zorunda degil\w*|sart degil\w*|mecbur degil\w*|lazim degil\w*)$")
#: "Hayır, her zaman değil: … ancak …-sen alabilirsin": a permission under a condition; to a plain
#: "may I" (not "always") it is a yes with its condition.
_HEDGE = "her zaman degil"
_ALWAYS_Q = ("her zaman", "hep", "istedigim zaman", "istedigim gibi", "her turda", "her seferinde")


#: A verdict that opens by saying the answer varies ("Bu masaya göre değişir: …") is no yes or no.
VARIES = re.compile(r"^(?:bu )?(?:masaya|masadan masaya|yere|bolgeye) (?:gore )?degisir")


def _about_penalty(paragraph: str) -> bool:
    """The paragraph's lead sentence speaks of a penalty or of none ("Hayır: … ceza yazılmaz")."""
    head = re.split(r"(?<=[.;!?])\s", fold(strip_lead(paragraph)), maxsplit=1)[0]
    return bool(_NO_PENALTY.search(head) or _PENALTY.search(head))


def _hedged_permission(paragraph: str, norm: NormalizedText) -> bool:
    """"Hayır, her zaman değil: … ancak o turda kullanacaksan alabilirsin" to "alabilir miyim" (not
    "always"): the deed asked is allowed under a condition, a yes with its condition; only when
    the asked verb is the one the paragraph allows."""
    if _HEDGE not in fold(paragraph[:40]) or not _MAY.search(norm.folded) or norm.has(*_ALWAYS_Q):
        return False
    asked = read_asked(norm)
    if asked is None or not asked.predicates:
        return False
    root = asked.predicates[0].root
    return any(v is not None and v.root == root and v.able and not v.negative
               for v in (verb_of(w) for w in re.findall(r"[a-zçğıöşü]+", paragraph.lower())))


def _permission_first(text: str, norm: NormalizedText) -> Polarity | str | None:
    """"atıp bitebilir miyim yoksa ceza mı yerim": the permission asked first leads. Allowed → Evet
    (the body tells the penalty); not allowed → Hayır; not told, but no penalty → Evet; not told and
    penalised → "none" (allowed with a penalty, or forbidden: one word cannot say). None when the
    question does not ask a permission before a penalty."""
    asked = read_asked(norm)
    if asked is None or len(asked.predicates) < 2 or not asked.predicates[0].may or norm.has(*_PENALTY_FREE_Q) \
            or not norm.has(*_PENALTY_Q):
        return None
    permit = settle_predicate(text, asked, asked.predicates[0])
    if permit is not None:
        return permit
    penalty = penalty_polarity(text, norm)
    return "evet" if penalty == "hayir" else "none" if penalty == "evet" else None


def settle(paragraphs: list[str], norm: NormalizedText, form: str) -> list[str]:
    """:func:`_settled`, then a lead about the party the question asks of ("ben bitirince eşimin puanı
    düşer mi": the finishing side's fact, not the other side's; :mod:`referee.answers.party`)."""
    if form == "yesno" and (chosen := either_or(paragraphs, norm)) is not None:
        return chosen  # "A mı yoksa B mi": the alternative that holds, no Evet/Hayır (referee.answers.either_or)
    if form == "yesno" and (seat := seat_discard(paragraphs, norm)) is not None:
        return seat  # "karşımdaki eşimin attığını alabilir miyim": only the left one's (referee.answers.seat_discard)
    if form == "yesno" and (only := doer_only(paragraphs, norm)) is not None:
        return only  # "okey atarsam eşim de ceza yer mi": the penalty goes to the doer (referee.answers.doer_only)
    if form == "yesno" and (told := subject_first(paragraphs, norm)) is not None:
        return _led(told[1], told[0])  # "iki sahte okey çift sayılır mı": the sentence about sahte okeys
    out = _settled(paragraphs, norm, form)
    return party_lead(out, norm) if form == "yesno" else out


def _settled(paragraphs: list[str], norm: NormalizedText, form: str) -> list[str]:
    """:func:`_settle`, then an Evet to a may-question whose own situation fails the verdict's
    requirement ("henüz açmadım … işleyebilir miyim" to "şartı, önce açmış olman") becomes Hayır
    (:mod:`referee.answers.conditions`)."""
    out = _settle(paragraphs, norm, form)
    if form == "yesno" and out and lead_of(paragraphs[0]) is not None and lead_of(out[0]) == lead_of(paragraphs[0]) \
            and (later := deed_told_later(out[0], norm)) is not None:
        return _led(out, later)  # "çiftten açan işleyebilir mi" to "… yeni seri açamazsın. Ama … işleyebilirsin"
    if form == "yesno" and out and lead_of(out[0]) != "hayir" and opposite_sentence(out, norm):
        # "telefon açık durabilir mi" to "telefon yüzü kapalı durur"; a "her zaman değil" hedge is no longer it
        return _led([capital(re.sub(r"^[Hh]er zaman değil[:,]\s*", "", strip_lead(out[0]))), *out[1:]], "hayir")
    if form == "yesno" and out and lead_of(out[0]) != "hayir" and _MAY.search(norm.folded) and unmet(out[0], norm):
        # "işlemeden bitebilir miyim" to "… işlemen gerekir", with or without a lead; a "her zaman değil" hedge
        # is no longer it ("kullanamayacaksam alabilir miyim" to "her zaman değil: ancak kullanacaksan")
        return _led([capital(re.sub(r"^[Hh]er zaman değil[:,]\s*", "", strip_lead(out[0]))), *out[1:]], "hayir")
    finish = finish_lead(out, norm) if form == "yesno" and out else None
    if finish in ("evet", "hayir") and lead_of(out[0]) != finish:
        return _led(out, finish)  # "çiftten bitirirse … yarıya iner mi" to "… kafada ve okey kafada yarıya iner"
    if finish == "none" and lead_of(out[0]) is not None:
        return [strip_lead(p) for p in out]  # a fact denied for other finishes says nothing of the asked one
    if form == "yesno" and out and lead_of(out[0]) == "evet" and only_other_finish(out[0], norm):
        return _led(out, "hayir")  # "okeyle bitti … yarım mı yazılır" to "Evet, ama yalnızca kafada"
    limit = always_or_exception(out, norm) if form == "yesno" and out else None
    if limit is not None and (lead_of(out[0]) != limit or limit == "evet"):
        # "her zaman mı" / "bir durum var mı" to the rule's named exception, or to "her zaman"
        led = _led(_exception_first(out) if limit == "evet" else out, limit)
        if limit == "hayir" and "her zaman degil" not in fold(led[0][:40]):
            led[0] = "Hayır, her zaman değil." + led[0][len("Hayır."):]
        return led
    if limit is not None:
        return out
    same = sameness(out, norm) if form == "yesno" and out else None
    if same == "none" and lead_of(out[0]) is not None:
        # a yes or no to "aynı mı" the text never says (an article's own "oyna.app'te böyle bir bitiş yoktur"
        # answers whether the thing exists, not whether the two are one)
        return [strip_lead(p) for p in out]
    if same in ("evet", "hayir"):
        return _led(out, same)  # "X ile Y aynı kural mı" to "karıştırma; o başka bir kuraldır"
    if form == "yesno" and out and lead_of(out[0]) != "hayir" and another_case_too(out, norm):
        return _led(out, "hayir")  # "yalnızca başkası bitirince mi" to "… kimse bitemezse de"
    if form == "yesno" and out and lead_of(out[0]) == "hayir" and only_this_allowed(out[0], norm):
        return _led(out, "evet")  # "yalnızca çift koyabilirsin" to "yeni çift koyabilir miyim"
    if form == "yesno" and out and lead_of(out[0]) is None and nobody_does(out[0], norm):
        return _led(out, "hayir")  # "elenen oluyor mu" to "kimse elenmez"
    return out


def _settle(paragraphs: list[str], norm: NormalizedText, form: str) -> list[str]:
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
        return [strip_lead(p) for p in paragraphs]
    if lead_of(paragraphs[0]) and not norm.has(*_PENALTY_Q):
        # "Evet, yersin." to "… eklenir mi" answers another question: the rest settles it, if it can
        rest = _without_penalty_verdict(paragraphs)
        out = _settle(rest, norm, form) if rest is not paragraphs else []
        if out and lead_of(out[0]):
            return out
    own = lead_of(paragraphs[0])
    text = " ".join(strip_lead(p) for p in paragraphs[:1])
    if len(paragraphs) > 1:
        text += " " + LATER + " ".join(strip_lead(p) for p in paragraphs[1:])
    declared = qualified_lead(paragraphs[0]) if own is None else None
    if declared is not None:
        return _led(paragraphs, declared)  # "oyna.app'te hayır: …": the article's own verdict
    first = _permission_first(text, norm)
    if first is not None and (own is None or conditional_lead(paragraphs[0]) or _about_penalty(paragraphs[0])):
        # an own lead that answers only the penalty yields to the permission asked first
        return [strip_lead(p) for p in paragraphs] if first == "none" else _led(paragraphs, first)
    if own is None and not VARIES.search(fold(paragraphs[0][:60])) and (deed := _asked_deed(norm)) is not None \
            and (told := settle_predicate(text, *deed)) is not None:
        return _led(paragraphs, told)  # "işlek cezası katlanır mı": the asked deed, not the penalty's existence
    # "cezası yarıya iner mi" asks a change of the penalty: that there is one settles nothing
    reading = None if _amount_change_asked(norm) else penalty_reading(text, norm)
    penalty, own_case = reading if reading else (None, False)
    if penalty is not None and (own is None or (penalty != own and (conditional_lead(paragraphs[0]) or own_case
                                                                     or judges_claim(norm)))):
        # an own lead stands unless it holds only under a condition, the question's own case ("rakip
        # alırsa", the rule's exception) is told apart in a clause that says otherwise, or the question
        # judges a claim ("biri 'ceza yazılmaz' dedi, doğru mu": the own lead answers another question)
        return _led(_exception_first(paragraphs) if own is not None and own_case else paragraphs, penalty)
    if own is not None and condition_contradicted(paragraphs[0], norm):
        return _led(paragraphs, "evet" if own == "hayir" else "hayir")
    if own == "hayir" and _MAY.search(norm.folded) and (not norm.has(*_PENALTY_Q) or norm.has(*_PENALTY_FREE_Q)) \
            and _NO_PENALTY.search(re.split(r"[.;]", fold(strip_lead(paragraphs[0])))[0]):
        # "Hayır: cezası yoktur" answers "ceza var mı"; "may I" (… cezasız) is yes
        return _led(paragraphs, "evet")
    if own == "hayir" and _hedged_permission(paragraphs[0], norm):
        return _led(paragraphs, "evet")  # "Hayır, her zaman değil: ancak o turda kullanacaksan alabilirsin"
    if own is not None:
        first = re.split(r"[,.:;]", fold(strip_lead(paragraphs[0])))[0]
        head = " ".join(first.split()[:4])
        # "Hayır: … tutturman gerekmez" answers "must I"; to "may I" (… bitebilir miyim) it is a yes
        freed = own == "hayir" and _MAY.search(norm.folded) and _NOT_NEEDED.search(first)
        if (any(w in head for w in _OBLIGATION) or freed) and not norm.has(*(w + "*" for w in _OBLIGATION)):
            own = "evet" if own == "hayir" else "hayir"  # "Hayır, zorunda değilsin" to "… -abilir miyim"
        else:
            return [paragraphs[0]] + [strip_lead(p) if lead_of(p) and lead_of(p) != own else p
                                      for p in paragraphs[1:]]
        derived = own
    else:
        asked = read_asked(norm)
        derived = None
        if asked is not None and not VARIES.search(fold(paragraphs[0][:60])):
            derived = settle_asked(text, asked)
        if derived is None:
            derived = next((lead_of(p) for p in paragraphs[1:] if lead_of(p)), None)
        if derived is None:
            return paragraphs
    return _led(paragraphs, derived)


#: Predicate roots a penalty question asks by ("ceza yer miyim", "yazılır mı"): the article's own lead answers those.
_PENALTY_ROOTS = frozenset({"ye", "yaz", "al", "ceza"})


def _asked_deed(norm: NormalizedText) -> tuple[Asked, Predicate] | None:
    """The question's first asked predicate when it is a deed other than a penalty's ("… katlanır mı",
    "… işlenir mi"), with the reading it belongs to; None for "ceza yer miyim", "yazılır mı"."""
    asked = read_asked(norm)
    if asked is None or not asked.predicates or asked.predicates[0].root in _PENALTY_ROOTS:
        return None
    return asked, asked.predicates[0]


#: Roots of a change to an amount ("yarıya iner", "katlanır", "düşer", "artar", "bölünür", "silinir").
_CHANGE_ROOTS = frozenset({"in", "katlan", "katla", "dus", "dusur", "art", "azal", "bolun", "bol", "sil", "yarila",
                           "carp", "buyu", "kucul"})


def _amount_change_asked(norm: NormalizedText) -> bool:
    """The question's first predicate asks whether an amount changes ("açamayanın cezası yarıya iner mi"),
    not whether a penalty is written: the penalty's existence is no answer to it.

    >>> from referee.text.normalize import normalize
    >>> _amount_change_asked(normalize("açamayanın cezası yarıya iner mi")), _amount_change_asked(normalize("okeyi atarsam ceza yer miyim"))
    (True, False)
    """
    deed = _asked_deed(norm)
    return deed is not None and deed[1].root in _CHANGE_ROOTS


#: A first sentence that only gives a penalty verdict ("Evet, yersin.", "Evet, +101.", "Hayır, ceza değil.").
_PENALTY_VERDICT = re.compile(r"^(?:yersin|yemezsin|\+?101|ceza (?:degil|yok|yazilmaz|yazilir)|cezasi yok|"
                              r"pahaliya patlar)[.!]?$")


def _without_penalty_verdict(paragraphs: list[str]) -> list[str]:
    """The paragraphs without a first sentence that is only a penalty verdict (with its Evet/Hayır),
    for a question that asks no penalty: that verdict answers the article's own title question
    ("… atarsam ceza yer miyim?"), not "… eklenir mi" (the same paragraphs when there is none).

    >>> _without_penalty_verdict(["Evet, yersin. Kütte olmayan renkler işlektir; kütteki renkler eklenemez."])
    ['Kütte olmayan renkler işlektir; kütteki renkler eklenemez.']
    """
    head, sep, rest = strip_lead(paragraphs[0]).partition(". ")
    if not sep or not _PENALTY_VERDICT.match(fold(head.replace("*", "")).strip() + "."):
        return paragraphs
    return [rest.strip(), *paragraphs[1:]]


_EXCEPTION_LABEL = re.compile(r"^\s*[-*]?\s*İstisna\s*:\s*")


def _exception_first(paragraphs: list[str]) -> list[str]:
    """The rule's exception ("İstisna: …"), when it decided against the article's own lead, told first
    and without its label; the rule it excepts follows.

    >>> _exception_first(["Okeyi atmak cezadır.", "İstisna: son taşsa ceza değil."])
    ['Son taşsa ceza değil.', 'Okeyi atmak cezadır.']
    """
    for i, p in enumerate(paragraphs[1:], start=1):
        m = _EXCEPTION_LABEL.match(p)
        if m:
            return [capital(p[m.end():]), *paragraphs[:i], *paragraphs[i + 1:]]
    return paragraphs


def _led(paragraphs: list[str], derived: Polarity) -> list[str]:
    """The paragraphs with ``derived`` as the first one's lead and no other lead."""
    word = "Evet." if derived == "evet" else "Hayır."
    out = []
    for i, p in enumerate(paragraphs):
        body = strip_lead(p)
        if i == 0 and derived == "hayir" and body[:4].lower() == "ama ":
            body = body[4:5].upper() + body[5:]  # "Evet, ama yalnızca kafada" turned: "Hayır. Yalnızca kafada"
        if i == 0:
            out.append(f"{word} {body}".strip() if body else word)
        elif body:
            out.append(body)
    return out
