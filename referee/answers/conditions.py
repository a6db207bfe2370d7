"""A "may I" answered Evet although the question's own situation fails the rule's requirement.

Why: the article allows the deed under a requirement — "Şartı, önce elini açmış olmandır", "en fazla 2
taş", "tek bir renk koymak yetmez" — and the player's question states a situation that does not meet it
("henüz açmadım … işleyebilir miyim", "üç taş işleyebilir miyim", "bir renk koyup alabilir miyim"). The
lead must answer the question under its own situation: Hayır, then the rule's requirement.

Three small rules, each with doctests; they only ever turn an Evet into a Hayır, for a may-question:

- **requirement**: a clause of the verdict that states a requirement (şart, gerek, ancak, önce, zorunda)
  with a verb in its done form ("açmış olman", "açtıysan", "açtıktan sonra") while the question says
  that verb is not done ("açmadım", "açmadan", "henüz açmamıştım");
- **limit**: "en fazla / en çok N" in the verdict and a larger number in the question (one number only);
- **not enough**: a verdict clause that says a deed "yetmez / yeterli değil" and shares that deed's
  words with the question ("bir renk koymak yetmez" to "bir renk koyup").
"""
from __future__ import annotations

import re

from referee.answers.asked import read_asked
from referee.answers.clause_polarity import SAME_ROOTS, settle_fitted, settle_predicate
from referee.answers.finishes import finishes_named, same_finish
from referee.answers.exceptions import EVERY_CASE, LIMIT_WORDS
from referee.answers.leads import lead_of, strip_lead
from referee.answers.penalty import _NO_PENALTY, _PENALTY_FREE_Q
from referee.text.morph import verb_of
from referee.text.normalize import NormalizedText, fold, lexical_tokens, normalize

_CLAUSE = re.compile(r"[.;:,]\s*|\s+ama\s+|\s+fakat\s+")
_SENTENCE = re.compile(r"[.;]\s*")
_REQUIRE = ("sart", "gerek", "ancak", "once", "zorunda", "lazim", "yalniz")
#: Verb roots whose done / not-done state a question tells ("açmadım", "çekmeden").
_ROOTS = ("ac", "isle", "cek", "bitir", "kullan")
#: The done form in a requirement: "açmış olman", "açtıysan", "açtıktan sonra", "açman gerekir".
_DONE = re.compile(r"^(?:mis|mis olm\w*|[dt][iu]ysa\w*|[dt][iu]ktan|m[ae]n|m[ae]l[iı]s\w*|m[ae]k|[ae]c[ae]ks[ae]\w*)$")
#: The not-done state in the question: "açmadım", "açmadan", "açmamıştım", "açamadım".
_NOT_DONE = re.compile(r"^(?:y?[ae]m[ae]d[iu]\w*|m[ae]d[iu]\w*|m[ae]dan|m[ae]den|m[ae]mis\w*|y?[ae]m[ae]mis\w*|"
                       r"y?[ae]m[ae]y[ae]c[ae]\w*|m[ae]y[ae]c[ae]\w*)$")
_LIMIT = re.compile(r"\ben (?:fazla|cok) (\d+)")
_ENOUGH_NOT = re.compile(r"\b(?:yetmez|yetmiyor|yeterli degil\w*|yetmemektedir)\b")


def _clauses(paragraph: str) -> list[str]:
    return [c for c in _CLAUSE.split(fold(strip_lead(paragraph))) if c.strip()]


def _denied(word: str, root: str) -> bool:
    """The question's word is that deed negated, by the analyser ("kullanamıcaksam": a slip of
    "kullanamayacaksam", which the endings' pattern does not know)."""
    v = verb_of(word)
    return v is not None and v.root == root and v.negative


def requirement_unmet(paragraph: str, norm: NormalizedText) -> bool:
    """The verdict requires a deed done that the question says is not done.

    >>> requirement_unmet("İşlemek taş eklemektir. Şartı, önce elini açmış olmandır.", normalize("henüz açmadım işleyebilir miyim"))
    True
    >>> requirement_unmet("Şartı, önce elini açmış olmandır.", normalize("açtım, işleyebilir miyim"))
    False
    >>> requirement_unmet("Yandan taşı ancak o turda kullanacaksan alabilirsin.", normalize("kullanmayacağım taşı yandan alabilir miyim"))
    True
    >>> requirement_unmet("Bitirmek için bir pere taş işlemen ya da, küt varsa, okeyi alman gerekir.",
    ...                   normalize("hiç işlemeden bitebilir miyim"))
    True
    """
    qwords = norm.folded.replace("?", " ").split()
    # a sentence, not a clause: "… bir taş işlemen ya da …, okeyi alman gerekir" requires both deeds
    for clause in _SENTENCE.split(fold(strip_lead(paragraph))):
        if not any(r in clause for r in _REQUIRE):
            continue
        words = clause.split()
        for i, w in enumerate(words):
            for root in _ROOTS:
                if not w.startswith(root):
                    continue
                rest = w[len(root):]
                if rest == "mis" and i + 1 < len(words) and words[i + 1].startswith("olm"):
                    rest = "mis olm"
                if not _DONE.match(rest):
                    continue
                not_done = any(q.startswith(root) and (_NOT_DONE.match(q[len(root):]) or _denied(q, root)) for q in qwords)
                done = any(q.startswith(root) and re.match(r"^(?:[dt][iu][mnkz]?|mis\w*|[dt][iu]ysa\w*)$", q[len(root):])
                           for q in qwords)
                if not_done and not done:
                    return True
    return False


def limit_exceeded(paragraph: str, norm: NormalizedText) -> bool:
    """The verdict's "en fazla N" is below the one number the question asks about.

    >>> limit_exceeded("Bir uca en fazla 2 taş işleyebilirsin.", normalize("bir uca üç taş işleyebilir miyim"))
    True
    >>> limit_exceeded("Bir uca en fazla 2 taş işleyebilirsin.", normalize("bir uca iki taş işleyebilir miyim"))
    False
    """
    asked = [n for n in norm.numbers if 1 < n <= 30]  # "bir" is mostly "a", not the number one
    if len(asked) != 1:
        return False
    limits = [int(m.group(1)) for m in _LIMIT.finditer(fold(strip_lead(paragraph)))]
    return bool(limits) and asked[0] > min(limits)


def not_enough(paragraph: str, norm: NormalizedText) -> bool:
    """A verdict clause says the question's own deed is not enough ("tek bir renk koymak yetmez").

    >>> not_enough("Eksik renklerin hepsini koyarsan alırsın. Tek bir renk koymak yetmez.", normalize("bir renk koyup okeyi alabilir miyim"))
    True
    >>> not_enough("Tek bir renk koymak yetmez.", normalize("bütün renkleri koyup okeyi alabilir miyim"))
    False
    """
    q = set(lexical_tokens(norm.folded))
    for clause in _clauses(paragraph):
        if not _ENOUGH_NOT.search(clause):
            continue
        deed = [t for t in lexical_tokens(_ENOUGH_NOT.sub(" ", clause)) if len(t) >= 3 and t not in ("tek",)]
        quantity = any(t in ("bir", "tek") for t in clause.split())
        if deed and all(any(d[:3] == w[:3] for w in q) for d in deed) and (not quantity or "bir" in norm.folded.split()):
            return True
    return False


_ANYONE_Q = re.compile(r"\b([a-z]{3,}?)(?:y?[ae]n) (?:olur|oluyor|olan|var|cikar|cikiyor) m[iu]\b")


def nobody_does(paragraph: str, norm: NormalizedText) -> bool:
    """"<doer> olur mu" ("elenen oluyor mu": does anyone get knocked out?) to a verdict saying nobody does
    it ("kimse elenmez").

    >>> nobody_does("Okey Gecesi tekli oynanır, kimse elenmez.", normalize("okey gecesinde elenen oluyor mu"))
    True
    >>> nobody_does("Kaybeden takım elenir.", normalize("turnuvada elenen oluyor mu"))
    False
    """
    m = _ANYONE_Q.search(norm.folded)
    if not m:
        return False
    root = m.group(1)
    text = fold(strip_lead(paragraph))
    return bool(re.search(r"\b(?:hic )?kimse " + re.escape(root) + r"m[ae]z\b", text))


#: The units a finish is named for: a sentence, or a part of it after ";" ("normal bitişte …; kafada …").
_UNIT = re.compile(r"(?<=[.;!?])\s+|;\s*|\n+")


def finish_lead(paragraphs: list[str], norm: NormalizedText) -> str | None:
    """The Evet/Hayır for the finish the question asks under ("çiftten bitirirse … yarıya iner mi"), read from
    the units of the answer that settle the asked predicate, each with the finishes it names
    (:mod:`referee.answers.finishes`):

    - a unit naming the asked finish settles it: its own polarity;
    - else a unit naming no finish holds for every finish: None (the lead stands);
    - else the fact is told only for other finishes: a fact that holds there ("kafada ve okey kafada
      yarıya iner") does not for the asked one, "hayir"; a fact denied there says nothing of it, "none".

    None as well when the question names no finish, or no unit settles its predicate.

    >>> rule = ["Cezası yalnızca kafada ve okey kafada yarıya iner; diğer bitişlerde tam yazılır."]
    >>> finish_lead(rule, normalize("rakip çiftten bitirirse cezası yarıya iner mi")), finish_lead(rule, normalize("kafa atınca cezası yarıya iner mi"))
    ('hayir', 'evet')
    >>> finish_lead(["Kafada bitiren iki katı alır."], normalize("normal bitişte bitiren iki katı alır mı"))
    'hayir'
    >>> finish_lead(["Bitiren eksi yazar.", "Kafada bitiren iki katı yazar."], normalize("normal bitişte bitiren eksi yazar mı")) is None
    True
    """
    told = finishes_named(norm.folded)
    asked = read_asked(norm) if told else None
    if asked is None or not asked.predicates:
        return None
    pred = asked.predicates[0]
    own, general, other = [], [], []
    for unit in (u for p in paragraphs for u in _UNIT.split(strip_lead(p).replace("**", "")) if u.strip()):
        pol = settle_predicate(unit, asked, pred)
        if pol is None:
            continue
        named = finishes_named(fold(unit))
        (own if same_finish(named, told) else other if named else general).append(pol)
    if own:
        return own[0] if len(set(own)) == 1 else None
    if general or not other:
        return None
    return "hayir" if set(other) == {"evet"} else "none"


_ONLY = re.compile(r"\byalniz(?:ca)? ([^.;:]+)")


def only_other_finish(paragraph: str, norm: NormalizedText) -> bool:
    """The verdict holds "yalnızca" for some finishes and the question tells another one (also when the
    question asks by another verb than the verdict's: "yarım mı yazılır" to "yalnızca kafada … yarıya iner").

    >>> only_other_finish("Evet, ama yalnızca kafa ve okey kafada: ceza yarıya iner.", normalize("rakip okeyle bitti, açmayanın cezası yarıya iner mi"))
    True
    >>> only_other_finish("Evet, ama yalnızca kafa ve okey kafada: ceza yarıya iner.", normalize("okey kafa attı, cezası yarıya iner mi"))
    False
    """
    m = _ONLY.search(fold(paragraph.split("\n", 1)[0]))
    if not m:
        return False
    allowed, told = finishes_named(m.group(1)), finishes_named(norm.folded)
    return bool(allowed) and bool(told) and not same_finish(allowed, told)


#: Roots a penalty question asks by ("ceza yer miyim", "yazılır mı"): the article's own lead answers those.
_PENALTY_ROOTS = frozenset({"ye", "yaz", "ceza"})


_NEITHER = re.compile(r"\bne\b.+\bne\b")


def deed_told_later(paragraph: str, norm: NormalizedText) -> str | None:
    """The Evet/Hayır of a later sentence of an article's own led verdict that speaks of the question's asked deed, when the
    lead's own sentence does not and the two disagree: the lead answers the article's own question ("yeni
    seri açamazsın"), the later sentence the asked one ("Ama … taş işleyebilirsin"). A later sentence about
    a case the question does not tell (a condition it leaves out) settles nothing. None otherwise.

    >>> rule = "Hayır: bu durumda yeni seri açamazsın. Ama yerdeki serilere taş işleyebilirsin."
    >>> deed_told_later(rule, normalize("bu durumda yerdeki serilere taş işleyebilir miyim"))
    'evet'
    >>> deed_told_later(rule, normalize("bu durumda yeni seri açabilir miyim")) is None
    True
    >>> deed_told_later("Hayır: yeni seri açamazsın. Elini açtıysan taş işleyebilirsin.", normalize("taş işleyebilir miyim")) is None
    True
    """
    own = lead_of(paragraph)
    asked = read_asked(norm) if own is not None else None
    if asked is None or not asked.predicates or asked.predicates[0].kind != "verb" \
            or asked.predicates[0].root in _PENALTY_ROOTS:
        return None
    pred = asked.predicates[0]
    body = strip_lead(paragraph).replace("**", "")
    first, *more = re.split(r"(?<=[.!?])\s+(?=[A-ZÇĞİÖŞÜ])", body, maxsplit=1)
    rest = more[0] if more else ""
    if not rest or settle_predicate(first, asked, pred) is not None:
        return None
    roots = (pred.root, *SAME_ROOTS.get(pred.root, ()))
    for clause in _CLAUSE.split(rest):
        if _NEITHER.search(fold(clause)):
            continue  # "ne puan kazandırır ne ceza yazdırır": both denied, whatever the verbs say
        # the deed itself stated: a finite verb of its root, able or unable for a may-question ("işleyebilirsin")
        if not any(v is not None and v.root in roots and v.finite and not v.conditional and (v.able or not pred.may)
                   for v in (verb_of(w) for w in re.findall(r"[a-zçğıöşü]+", clause.lower()))):
            continue
        found = settle_fitted(clause, asked, pred)
        if found is not None and found[0] >= 0:
            return found[1] if found[1] != own else None
    return None


def unmet(paragraph: str, norm: NormalizedText) -> bool:
    """Any of the three: the question's situation fails what the verdict requires."""
    return requirement_unmet(paragraph, norm) or limit_exceeded(paragraph, norm) or not_enough(paragraph, norm)


#: "yalnızca çift koyabilirsin": only that thing may be done (folded).
_ONLY_ALLOWED = re.compile(r"\b(?:yalnizca|yalniz|sadece) (\w+) (\w+)")


def only_this_allowed(paragraph: str, norm: NormalizedText) -> bool:
    """A Hayır verdict that allows the deed for one thing only ("Hayır: çiftten açtıysan yere yalnızca çift
    koyabilirsin; yeni seri açamazsın"), and the question asks that deed for that very thing ("yeni çift
    koyabilir miyim"): the answer is a yes.

    >>> rule = "Hayır: çiftten açtıysan yere yeni olarak yalnızca çift koyabilirsin; yeni seri açamazsın."
    >>> only_this_allowed(rule, normalize("çiftle açtım, yere yeni çift koyabilir miyim"))
    True
    >>> only_this_allowed(rule, normalize("çiftle açtım, yere yeni seri koyabilir miyim"))
    False
    """
    asked = read_asked(norm)
    if asked is None or not asked.predicates or not asked.predicates[0].may:
        return False
    root = asked.predicates[0].root
    roots = (root, *SAME_ROOTS.get(root, ()))
    toks = norm.folded.replace("?", " ").split()
    at = next((i for i, t in enumerate(toks) if (v := verb_of(t)) is not None and v.root == root and v.able), None)
    if at is None:
        return False
    objects = toks[max(0, at - 2):at]  # "yere yeni çift koyabilir": the thing the deed is asked for
    for thing, verb in _ONLY_ALLOWED.findall(fold(strip_lead(paragraph))):
        v = verb_of(verb)
        if v is not None and v.root in roots and v.able and not v.negative and len(thing) >= 3 and any(
                w.startswith(thing[:4]) for w in objects):
            return True
    return False


#: "yalnızca … mi", "sadece … mı": the question asks whether the deed holds in that one case only.
_ONLY_Q = re.compile(r"\b(?:yalnizca|yalniz|sadece|ancak)\b(?:\s+\S+){1,6}?\s+m[iu]\b")
#: A case added to the rule's ("kimse bitemezse de", "deste bittiğinde de"): a condition or a "when"
#: followed by the additive "de / da".
_ALSO_CASE = re.compile(r"\b\w+(?:s[ae](?:n|m|k|niz|niz)?|[dt][iu]g[iu]nd[ae]|[dt][iu]kt[ae]n sonra|ince|unca)\s+d[ae]\b")


def another_case_too(paragraphs: list[str], norm: NormalizedText) -> bool:
    """A "yalnızca X-de mi" question ("yalnızca başkası bitirince mi iki kat yazılır") whose answer gives
    the deed in another case too ("Ortadaki taşlar bitip kimse bitemezse de iki katını yazarsın"): no,
    not only then.

    >>> rule = ["Başkası bitirirse kalanın iki katını yazarsın.", "Deste biter de kimse bitemezse de iki katını yazarsın."]
    >>> another_case_too(rule, normalize("kalan yalnızca başkası bitirince mi iki kat yazılır"))
    True
    >>> another_case_too(rule, normalize("kalan başkası bitirince iki kat yazılır mı"))
    False
    """
    m = _ONLY_Q.search(norm.folded)
    if not m or sum(t in ("mi", "mu", "mi?", "mu?") for t in norm.folded.split()) > 1:
        return False  # "yalnızca X mi; Y de yazılır mı": the second question is answered too
    asked = read_asked(norm)
    if asked is None or not asked.predicates:
        return False
    # the deed: the asked predicate, or the verb after a focused "… bitirince mi (iki katı) yazılır"
    told = [v.root for w in norm.folded[m.end():].split() if (v := verb_of(w)) is not None and v.finite]
    roots = {r for root in (asked.predicates[0].root, *told) for r in (root, *SAME_ROOTS.get(root, ()))}
    for paragraph in (fold(strip_lead(p)) for p in paragraphs):  # "… yazılır. Açmamış olsan da geçerlidir."
        if _ALSO_CASE.search(paragraph) and any(
                (v := verb_of(w)) is not None and v.root in roots and v.finite and not v.negative
                for w in re.findall(r"[a-z']+", paragraph)):
            return True
    return False


#: "X ile Y aynı (kural / şey) mı": whether the text equates the two or tells them apart.
_SAME_Q = re.compile(r"\bayni (?:\w+ )?m[iu]\b")
#: (A "başka bir …" that is no predicate — "başka bir yazılı turnuva kuralında" — tells nothing apart.)
_APART = re.compile(r"\b(?:baska|ayri|farkli) bir (?:\w+ )?(?!yok|degil)\w+(?:dir|dur|tir|tur)\b|\bbaska bir sey\b"
                    r"|\bkaristirma\w*|\bkarismaz\b|\bayni (?:sey|kural) degil")
_ALIKE = re.compile(r"\bayni (?:kural|sey)dir\b|\bayni kuraldir\b|\baynisidir\b")


def sameness(paragraphs: list[str], norm: NormalizedText) -> str | None:
    """"X ile Y aynı kural mı" answered by the text: "karıştırma; o başka bir kuraldır" → "hayir",
    "… aynı kuraldır" → "evet", neither → "none" (no one word: "kural mı" is no predicate of the text's);
    None for another question.

    >>> sameness(["Katlamalı bir açış kuralıdır.", "Bitiş katıyla karıştırma; o başka bir kuraldır."],
    ...          normalize("katlamalı ile bitiş katı aynı kural mı"))
    'hayir'
    >>> sameness(["Katlamalı bir açış kuralıdır."], normalize("katlamalı nedir"))
    """
    if not _SAME_Q.search(norm.folded):
        return None
    text = " ".join(fold(strip_lead(p)) for p in paragraphs)
    if _APART.search(text):
        return "hayir"
    return "evet" if _ALIKE.search(text) else "none"


#: "… her zaman / her durumda … mı": whether a rule holds without exception.
_ALWAYS_Q = re.compile(r"\bher (?:" + EVERY_CASE + r"|halukarda|halde)\b(?:\s+\S+){0,6}?\s+m[iu]\w*\b"
                       r"|\bistisnasiz m[iu]\b|\bhep m[iu]\b")
#: "… (cezasız olduğu) bir durum / hal var mı", "istisnası var mı": whether a rule has an exception.
_EXCEPTION_Q = re.compile(r"\b(?:durum|hal|istisna|sekil)\w* (?:var|olur) m[iu]\b")
#: A limit the text names: an exception, "ancak / yalnız / sadece …", "… dışında", a required condition.
_LIMIT_NAMED = re.compile(r"\b(?:" + LIMIT_WORDS + r"|bazi masalarda)\b")
#: The text saying there is none: "her zaman", "ne olursa olsun", "fark etmez", "istisnası yok".
_NO_LIMIT = re.compile(r"\bher (?:zaman|durumda|bitiste)\b|\bolursa olsun\b|\bfark etmez\b|\bistisnasi yok\w*"
                       r"|\bistisnasiz\b|\bher kosulda\b")


#: A conditional verb ("açmışsan", "açtıysan", "biterse").
_IF_VERB = re.compile(r"^\w{2,}(?:[dt][iu]ysa|m[iu]ss[ae]|[aeiu]rs[ae]|[ae]ms[ae])(?:n|m|k|niz)?$")


def _opening_condition(text: str, asked: set[str]) -> bool:
    """The answer opens with a condition on something the question does not name ("Elini açmışsan, …"
    to "okey her durumda 101 mi"): the rule holds only then. A condition on the asked deed itself
    ("göstergeyi gösterirse, …" to "gösterge her zaman 1 puan mı") is its trigger, no limit."""
    head = text.split(",", 1)[0] if "," in text[:80] else ""
    return any(_IF_VERB.match(w) and w[:4] not in asked for w in head.split())


def always_or_exception(paragraphs: list[str], norm: NormalizedText) -> str | None:
    """"X her zaman mı / her durumda … mı" and "X'in olmadığı bir durum var mı" answered by whether the
    answer names a limit (an exception, "ancak …", "yalnız …", "… dışında", "bazı masalarda"): a limit
    makes "always" a Hayır and "is there a case" an Evet; a text saying "her zaman / ne olursa olsun" with
    no limit the other way round. None for another question, or when the text says neither.

    >>> rule = ["Okeyi atmak +101 cezadır.", "İstisna: son taş olarak atıp bitiyorsan ceza değildir."]
    >>> always_or_exception(rule, normalize("okeyi atmak her zaman ceza mı")), always_or_exception(rule, normalize("okeyi atmanın cezasız olduğu bir durum var mı"))
    ('hayir', 'evet')
    >>> always_or_exception(["Eşin her bitişte 0 yazar; açmış olman fark etmez."], normalize("eşin puanı her durumda sıfır mı"))
    'evet'
    >>> always_or_exception(rule, normalize("okeyi atarsam ceza yer miyim")) is None
    True
    >>> always_or_exception(["Elini açmışsan, kalan her okey için 101 yazarsın."], normalize("kalan okey her durumda 101 mi"))
    'hayir'
    """
    always, exception = _ALWAYS_Q.search(norm.folded), _EXCEPTION_Q.search(norm.folded)
    if not always and not exception:
        return None
    text = " ".join(fold(strip_lead(p)) for p in paragraphs)
    if exception and norm.has(*_PENALTY_FREE_Q, "ceza yazilmayan", "ceza olmayan", "ceza yazilmadigi") and \
            _NO_PENALTY.search(_SENTENCE.split(text, 1)[0]):
        return "evet"  # "cezasız olduğu bir durum var mı" to an article telling the case: "ceza değil. Okeyi son taş …"
    # a limit of the asked rule: its sentence shares a word with the question ("yalnız sen görürsün" in
    # a sentence about something else limits nothing asked)
    asked = {t[:4] for t in lexical_tokens(norm.folded) if len(t) >= 3}
    limited = any(_LIMIT_NAMED.search(sent) and asked & {t[:4] for t in lexical_tokens(sent) if len(t) >= 3}
                  for sent in _SENTENCE.split(text)) or _opening_condition(text, asked)
    if not limited and _NO_LIMIT.search(text) is None:
        return None
    if always:
        return "hayir" if limited else "evet"
    return "evet" if limited else "hayir"
