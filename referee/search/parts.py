"""Two-part and comparison questions: find the parts, so each gets its own verdict.

- :func:`named_rulesets`: the rulesets a question names, in order ("101 ile düz okeyde …",
  "oyna.app'te ve OyunDostluğu'nda …", "oyna.app'te … turnuvada …"). Two or more: a
  comparison across rulesets, answered once per ruleset.
- :func:`split_parts`: the clauses that ask something of their own ("düz okeyde gösterge kaç
  puan, yedi çift kaç"; "takımın puanı nasıl hesaplanır, bitirenin eşi ne yazar"). A clause
  without a question word, or with fewer than two content words, stays with its neighbour.
- :func:`term_pair`: "seri ile küt …": two glossary terms joined by "ile / ve / mi … mi".
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable

from calculators.registry import DEFAULT_RULESET, TEAM_VERSION
from referee.classify.qtype import NOUN_CLAUSE, WH_WORDS, YES_NO_PARTICLES, find_term
from referee.knowledge import GlossaryTerm
from referee.text.denial import blank_denied
from referee.text.normalize import NormalizedText, lexical_tokens, normalize

#: (folded phrase, ruleset) in the order they are tried at each position; longest phrases first.
_RULESET_CUES: tuple[tuple[str, str], ...] = (
    ("esli duz okey*", "oyna-esli-duz"), ("esli duz*", "oyna-esli-duz"), ("esli okey*", "oyna-esli-duz"),
    ("esli 101*", "turnuva-esli-101"), ("turnuva*", "turnuva-esli-101"), ("okey gece*", "turnuva-esli-101"),
    ("oyundostlug*", "od-101"), ("oyun dostlug*", "od-101"), ("od'*", "od-101"), ("od", "od-101"),
    ("oyna app*", "oyna-101"), ("oyna.app*", "oyna-101"), ("oynaapp*", "oyna-101"),
    ("duz okey*", "oyna-duz"), ("klasik okey*", "oyna-duz"), ("normal okey*", "oyna-duz"), ("duzde", "oyna-duz"),
    ("duz", "oyna-duz"), ("101", "oyna-101"), ("101'd*", "oyna-101"), ("101'te*", "oyna-101"), ("101'in*", "oyna-101"),
    ("yuzbir*", "oyna-101"),
    # the app said alone ("appte", "app'ta"): oyna.app's rules
    ("appte", "oyna-101"), ("appta", "oyna-101"), ("app'te", "oyna-101"), ("app'ta", "oyna-101"), ("appde", "oyna-101"),
    ("appda", "oyna-101"), ("uygulama*", "oyna-101"),  # "uygulamada da var mı": the app the table plays on
    # "oynada", "oyna'daki": the verb "oyna-" never takes the locative: the app's name
    ("oynada", "oyna-101"), ("oyna'da", "oyna-101"), ("oynadaki", "oyna-101"), ("oyna'daki", "oyna-101"),
)
#: "101'i tutturamadan", "101'e varmadan": 101 as the opening's number, not the game (no cue above matches it).
#: Words after a question word that still belong to its clause ("kaç puan", "ne yazar").
_WH_TAIL = frozenset({"puan", "ceza", "puani", "cezasi", "yazar", "yazilir", "yazariz", "yaziyor", "yaziyoruz",
                      "olur", "sayilir", "eder", "tas", "kat", "el", "kisi", "takim", "yazarim", "kazanir",
                      "kaybeder", "duser", "dusulur", "oluyor", "alir", "verir", "yazmali", "gerekir"})


#: :data:`_RULESET_CUES` as patterns (a trailing ``*``: the word's ending and apostrophe belong to the mention;
#: a whole-word cue takes no ending either: "101" is not "101'i").
_RULESET_CUE_RES = tuple(
    (re.compile(r"(?<![a-z0-9])" + re.escape(p.rstrip("*")) + (r"[a-z0-9']*" if p.endswith("*") else r"(?![a-z0-9'])")),
     rid) for p, rid in _RULESET_CUES)


#: oyna.app named by its bare name where it is compared ("oyna vs turnuva", "od vs oyna", "oyna'da mı turnuvada
#: mı", "oyna ile OD"): alone, "oyna" is the verb; beside a comparison word it is the app.
_BARE_APP = re.compile(r"(?<![a-z0-9])oyna(?:'?d[ae](?:ki)?)?(?=\s+(?:vs|ile|mi|mu|ya da|veya|yoksa)(?![a-z])|\s*/)|"
                       r"(?<=vs )oyna(?:'?d[ae](?:ki)?)?(?![a-z0-9.])|(?<=/)\s*oyna(?![a-z0-9.])|"
                       r"(?<=\bile )oyna'?d[ae](?:ki)?(?![a-z0-9])")
#: Words between two mentions that compare them ("düz okey ile eşli düz okeyde", "düz vs eşli düz").
_BETWEEN_COMPARED = re.compile(r"^\s*(?:ile|ve|vs|veya|ya da|yoksa|mi|mu|/)\s*$")


def _mentions(norm: NormalizedText) -> tuple[tuple[int, int, str], ...]:
    """(start, end, ruleset) of every ruleset mention in ``norm.folded``, in order of appearance; a name
    denied ("101 değil", "turnuva yerine") is none (:func:`referee.text.denial.blank_denied`)."""
    return _mentions_in(blank_denied(norm.folded))


@lru_cache(maxsize=4096)
def _mentions_in(folded: str) -> tuple[tuple[int, int, str], ...]:
    """:func:`_mentions` of a folded text, found once per text (one answer asks it several times)."""
    found: list[tuple[int, int, str]] = []
    for pattern, rid in (*_RULESET_CUE_RES, (_BARE_APP, "oyna-101")):
        for m in pattern.finditer(folded):
            if any(s <= m.start() < e for s, e, _ in found):
                continue
            found.append((m.start(), m.end(), rid))
    return tuple(sorted(found))


def _compared_pair(norm: NormalizedText, plain: str, team: str) -> bool:
    """The plain game and its team version are named side by side as the two compared ("düz okey ile eşli
    düz okeyde … farkı", "düz vs eşli düz"), not the team game named again by its short name."""
    spans = _mentions(norm)
    for (s1, e1, r1), (s2, e2, r2) in zip(spans, spans[1:]):
        if {r1, r2} == {plain, team} and _BETWEEN_COMPARED.match(norm.folded[e1:s2]):
            return True
    return False


def named_rulesets(norm: NormalizedText) -> list[str]:
    """Every ruleset the question names, in order of appearance, each once.

    "oyna.app'te 101" is one mention (oyna-101); düz after "oyna.app" stays düz.

    >>> from referee.text.normalize import normalize
    >>> named_rulesets(normalize("101 ile düz okeyde kaç taş dağıtılır"))
    ['oyna-101', 'oyna-duz']
    >>> named_rulesets(normalize("oyna.appte ve OyunDostlugunda yerdeki okey"))
    ['oyna-101', 'od-101']
    >>> named_rulesets(normalize("101'i tutturamadan açarsam OyunDostluğu'nda ne olur"))
    ['od-101']
    >>> named_rulesets(normalize("maç ne zaman biter appte ve turnuvada"))
    ['oyna-101', 'turnuva-esli-101']
    """
    out: list[str] = []
    for _, _, rid in _mentions(norm):
        if rid not in out:
            out.append(rid)
    # "esli duz" and "duz": one ruleset; "turnuva" + "esli 101": one
    for plain, team in TEAM_VERSION.items():
        if team in out and plain in out and not _compared_pair(norm, plain, team):
            out.remove(plain)
    return out


#: "düzde de", "turnuvada da": the clitic "too" right after a ruleset's name.
_TOO = re.compile(r"^ (?:de|da)(?![a-z0-9])")
#: The mention itself ends in the locative ("düzde", "101'de"): "OD de" is "OD'de", not "OD'de de".
_LOCATIVE = re.compile(r"[dt][ea]$")
#: "turnuva kuralında da", "OD masasında da": the ruleset's rules or table, then "too".
_NOUN_TOO = re.compile(r"^ (?:kural|masa|oyun)[a-z]*[dt][ea] (?:de|da)(?![a-z0-9])")


#: "101'deki gibi", "düz okeydeki gibi": the ruleset named as the one compared with.
_LIKE = re.compile(r"^(?:'?[dt][ea]ki)? gibi(?![a-z0-9])")


def reference_rulesets(norm: NormalizedText) -> list[str]:
    """The rulesets a question names only as what it compares with ("… turnuvada da 101 mi, normal 101'deki
    gibi": 101 is the reference, the tournament is asked about).

    >>> from referee.text.normalize import normalize
    >>> reference_rulesets(normalize("101de gösterge puanı var mı, düz okeydeki gibi"))
    ['oyna-duz']
    """
    out = []
    for start, end, rid in _mentions(norm):
        if (_LIKE.match(norm.folded[end:]) or norm.folded[start:end].endswith(("deki", "daki", "teki", "taki"))
                and norm.folded[end:].startswith(" gibi")) and rid not in out:
            out.append(rid)
    return out + [r for r in premise_rulesets(norm) if r not in out]


def premise_rulesets(norm: NormalizedText) -> list[str]:
    """The rulesets named only in a statement told before the question ("101'de işlek atınca ceza yazılıyor; düz
    okeyde de var mı": 101 is the premise, düz okey is asked), when a yes/no clause asks another one "too".

    >>> from referee.text.normalize import normalize
    >>> premise_rulesets(normalize("101'de gösterge puan yazmıyor; düz okeyde de yazmaz mı"))
    ['oyna-101']
    >>> premise_rulesets(normalize("101 ile düz okeyde gösterge puanı var mı"))
    []
    >>> premise_rulesets(normalize("OD'de açamadım, geri topladım. Ceza var mı? oyna.app'te nasıl?"))
    []
    """
    from referee.classify.qtype import clause_form, clauses  # qtype's module doc imports this module's readers

    told: list[str] = []
    asked: list[str] = []
    for c in clauses(norm.original):
        cn = normalize(c)
        if clause_form(cn) == "statement":
            told.extend(named_rulesets(cn))
        elif clause_form(cn) == "yesno":
            # the asked ruleset carries "too" ("düz okeyde de"): the statement before it is the premise
            asked.extend(rid for start, end, rid in _mentions(cn)
                         if _LOCATIVE.search(cn.folded[start:end]) and _TOO.match(cn.folded[end:]))
    if not asked:
        return []
    return [r for r in dict.fromkeys(told) if r not in asked]


def compared_rulesets(norm: NormalizedText) -> list[str]:
    """The rulesets a question compares: those it names, and the standard 101 after them when it names
    one other ruleset with "too" ("okeyi atarsam kaç ceza, düzde de mi": düz okey's rule and 101's,
    the one asked about first).

    >>> from referee.text.normalize import normalize
    >>> compared_rulesets(normalize("okeyi atarsam kac ceza duzde de mi"))
    ['oyna-duz', 'oyna-101']
    >>> compared_rulesets(normalize("düz okeyde okeyi atarsam ceza var mı"))
    ['oyna-duz']
    >>> compared_rulesets(normalize("OD de okeyi atarsam ceza var mı"))
    ['od-101']
    >>> compared_rulesets(normalize("düz okeydeki gibi 101de de gösterge puanı var mı"))
    ['oyna-101', 'oyna-duz']
    >>> compared_rulesets(normalize("okeyi atınca ne olur, turnuva kuralında da öyle mi"))
    ['turnuva-esli-101', 'oyna-101']
    """
    named = named_rulesets(norm)
    if len(named) == 1 and named[0] != DEFAULT_RULESET and _one_claim_tied(norm):
        return [DEFAULT_RULESET, *named]  # "Ali 'bozulur' dedi, turnuvacı Veli 'oynanır' dedi, hangisi doğru"
    refs = reference_rulesets(norm)
    if len(named) >= 2 and refs and len(refs) < len(named):
        return [r for r in named if r not in refs] + [r for r in named if r in refs]
    if len(named) != 1 or named[0] == DEFAULT_RULESET:
        return named
    too = any(rid == named[0] and (_LOCATIVE.search(norm.folded[start:end]) and _TOO.match(norm.folded[end:])
                                   or _NOUN_TOO.match(norm.folded[end:]))
              for start, end, rid in _mentions(norm))
    return [*named, DEFAULT_RULESET] if too else named


#: A reported claim's verb ("dedi", "diyor", "söyledi"): where one speaker's claim ends.
_CLAIM_VERB = re.compile(r"(?<![a-z])(?:dedi\w*|diyor\w*|der|derim|soyledi\w*|soyluyor\w*|iddia ediyor\w*)(?![a-z'])")
#: "hangisi doğru", "kim haklı": the asker wants the claims judged.
_WHO_IS_RIGHT = ("hangisi dogru*", "hangisi hakli*", "kim hakli*", "kimin dedigi dogru*", "hangimiz hakli*",
                 "hangimizin dedigi*", "kimin hakki*", "hangisinin dedigi*", "kim dogru*")


def _one_claim_tied(norm: NormalizedText) -> bool:
    """Two people's claims are judged and the one ruleset named is said only inside a later claim ("Ali
    'el bozulur' dedi, turnuva düzenleyen Veli 'normal oynanır' dedi, hangisi doğru"): that speaker plays
    by it, the first speaker by the standard table; a ruleset named before the first claim ends ("turnuvada
    dördümüz çift açtık, biri 'bozuldu' dedi, …") is the whole table's.

    >>> from referee.text.normalize import normalize
    >>> _one_claim_tied(normalize("Ali el bozulur dedi, turnuvada oynayan Veli normal oynanır dedi, kim haklı"))
    True
    >>> _one_claim_tied(normalize("turnuvada dördümüz çift açtık, biri bozuldu dedi, görevli oynayın dedi, kim haklı"))
    False
    """
    if not norm.has(*_WHO_IS_RIGHT):
        return False
    claims = list(_CLAIM_VERB.finditer(norm.folded))
    if len(claims) < 2:
        return False
    first_end, last_start = claims[0].end(), claims[-1].start()
    spans = _mentions(norm)
    return bool(spans) and all(first_end <= start and end <= last_start for start, end, _ in spans)


def without_rulesets(norm: NormalizedText, rulesets: Iterable[str]) -> NormalizedText:
    """The question without the words that name the given rulesets (for the other ruleset's search).

    >>> from referee.text.normalize import normalize
    >>> without_rulesets(normalize("101 ile düz okeyde kaç taş"), ["oyna-101"]).folded
    'ile duz okeyde kac tas'
    """
    drop = set(rulesets)
    text = norm.folded
    for pattern, rid in _RULESET_CUE_RES:
        if rid in drop:
            text = pattern.sub(" ", text)
    return normalize(" ".join(text.split()))


def _is_wh(tok: str) -> bool:
    for w in WH_WORDS:
        if " " in w:
            continue
        if (w.endswith("*") and tok.startswith(w[:-1])) or tok == w:
            return True
    return False


#: "anlatır mısın", "söyler misin": a request's particle asks nothing of its own.
_REQUEST = ("anlatir", "soyler", "aciklar", "gosterir", "ozetler", "yardim eder")


def _asking(toks: list[str]) -> bool:
    """A question word, or a yes/no particle that is not a request's ("anlatır mısın")."""
    return any(_is_wh(t) or (t in YES_NO_PARTICLES and not (i and toks[i - 1].startswith(_REQUEST)))
               for i, t in enumerate(toks))


def _asks(text: str) -> bool:
    n = normalize(text)
    return _asking(n.folded.split()) or n.has("ne zaman", "ne olur")


def _content(text: str) -> int:
    toks = [t for t in lexical_tokens(normalize(text).folded) if not _is_wh(t)]
    return len(toks)


def _wh_split(text: str) -> list[str]:
    """Split a clause after a question word (with its tail words) when another question follows
    ("gösterge kaç puan yedi çift kaç" → two)."""
    words = text.split()
    folded = normalize(text).folded.split()
    if len(words) != len(folded):
        return [text]
    cuts = []
    i = 0
    while i < len(folded):
        if _is_wh(folded[i]) and any(NOUN_CLAUSE.match(w) for w in folded[i + 1:i + 4]):
            i += 1  # "eşim hangi taşı istediğimi sorabilir mi": a question inside the clause, its object
            continue
        if _is_wh(folded[i]):
            j = i + 1
            while j < len(folded) and (folded[j] in _WH_TAIL or _is_wh(folded[j]) or folded[j] in YES_NO_PARTICLES):
                j += 1
            if j < len(folded) and _asking(folded[j:]):
                cuts.append(j)
            i = j
        else:
            i += 1
    if not cuts:
        return [text]
    out, start = [], 0
    for c in cuts:
        out.append(" ".join(words[start:c]))
        start = c
    out.append(" ".join(words[start:]))
    return out


def split_parts(question: str, preamble: bool = True) -> list[str]:
    """The parts of a question that each ask something (one part for a simple question).

    ``preamble=False``: clauses before the first asking one only set the scene ("kahvede turnuva var, ben
    de yazıldım. bir maç kaç el sürer, …"); they are left out instead of joining the first part, so each
    part is retrieved on what it asks.

    >>> split_parts("düz okeyde gösterge kaç puan yedi çift kaç")
    ['düz okeyde gösterge kaç puan', 'yedi çift kaç']
    >>> split_parts("takımın puanı nasıl hesaplanır, eli bitirenin eşi ne yazar?")
    ['takımın puanı nasıl hesaplanır', 'eli bitirenin eşi ne yazar']
    >>> split_parts("okey atarsam kaç ceza yazılır")
    ['okey atarsam kaç ceza yazılır']
    >>> split_parts("yüzbir nasıl oynanıyor anlatır mısın")
    ['yüzbir nasıl oynanıyor anlatır mısın']
    >>> split_parts("eşim bana hangi taşı istediğimi sorabilir mi")
    ['eşim bana hangi taşı istediğimi sorabilir mi']
    >>> split_parts("düz okey nasıl işliyor baştan anlatır mısın")
    ['düz okey nasıl işliyor baştan anlatır mısın']
    >>> split_parts("kahvede turnuva var, ben de yazıldım. bir maç kaç el sürer, berabere kalınca ne olur", False)
    ['bir maç kaç el sürer', 'berabere kalınca ne olur']
    """
    # a full stop before a digit or a letter is no sentence end ("1.5", "oyna.app")
    raw = [p.strip() for p in re.split(r"[?;!]+|,|\.(?![\dA-Za-zçğıöşüÇĞİÖŞÜ])| peki | bir de | ayrıca | ayrica ", question)
           if p.strip()]
    pieces: list[str] = []
    for p in raw:
        pieces.extend(_wh_split(p))
    parts: list[str] = []
    for p in pieces:
        if not preamble and len(parts) == 1 and not _asks(parts[0]) and _asks(p) and _content(p) >= 2:
            parts[0] = p  # the scene before the first question is no part of it
        elif parts and (not _asks(p) or _content(p) < 2 or not _asks(parts[-1]) or _content(parts[-1]) < 2):
            parts[-1] = f"{parts[-1]} {p}"  # a part too thin to ask on its own stays with its neighbour
        else:
            parts.append(p)
    return parts or [question]


#: Stems of a part that only points back at the previous part's topic ("başka yerlerde nasıl",
#: "diğer masalarda", "bölgeye göre"): the part asks the same thing under other conditions.
_ELLIPSIS = frozenset(lexical_tokens("baska diger obur yerlerde yerde yer bolgede bolgeye bolgelerde yorede yoreye "
                                     "yorelerde masalarda masada oyunlarda oyunda kafelerde sehirlerde peki ya "
                                     "bazi bazilari gore durumda durum"))
#: Stems of a part that asks only the consequence of the previous part's act ("…, bize ceza yazılır mı",
#: "…, ceza var mı"): the act is the previous part's topic, so the part is read together with it.
_CONSEQUENCE = frozenset(lexical_tokens("ceza cezasi cezali yazilir yazar yaziyor yaziliyor yazariz yazarim var "
                                        "yok bize bana sana ona size onlara bizim benim senin onun oluyor olur"))


def elliptic(part: str) -> bool:
    """A part with no topic of its own: every content stem only refers back ("başka yerlerde nasıl").

    A part asking only the consequence ("bize ceza yazılır mı") points back at the previous part's act too.

    >>> elliptic("başka yerlerde nasıl"), elliptic("yedi çift kaç"), elliptic("bize ceza yazılır mı")
    (True, False, True)
    """
    toks = [t for t in lexical_tokens(normalize(part).folded) if not _is_wh(t) and t not in YES_NO_PARTICLES]
    return bool(toks) and all(t in _ELLIPSIS or t in _CONSEQUENCE for t in toks)


#: Stems of a comparison that names nothing but what is compared with ("101'den farkı ne", "normal
#: 101'deki ile farkı nedir", "oyna.app kuralından farkı ne").
_COMPARE_ONLY = frozenset(lexical_tokens("fark farki farkli farklari farkliligi ile arasinda arasindaki gibi "
                                         "kural kurali kuralinda kuralindan kurallari normal standart klasik "
                                         "ne nedir neler var mi"))


def compared_back(part: str) -> str | None:
    """The ruleset a part compares the previous part's topic with, when that is all the part says
    ("101'den farkı ne" → oyna-101); None for a part with a topic of its own or no ruleset named.

    >>> compared_back("normal 101den farkı ne"), compared_back("oyna.app kuralından farkı ne")
    ('oyna-101', 'oyna-101')
    >>> compared_back("yedi çift kaç"), compared_back("farkı ne")
    (None, None)
    """
    norm = normalize(part)
    named = named_rulesets(norm)
    if len(named) != 1 or not norm.has("fark*"):
        return None
    rest = [t for t in lexical_tokens(without_rulesets(norm, named).folded)
            if t not in _COMPARE_ONLY and not _is_wh(t) and t not in YES_NO_PARTICLES]
    return None if rest else named[0]


def first_term(norm: NormalizedText, glossary: Iterable[GlossaryTerm]) -> GlossaryTerm | None:
    """The first glossary term a question names by a one-word name with its endings ("kütte",
    "serinin", "açmak", "sahte" for sahte okey); ruleset names and question particles are no terms."""
    glossary = tuple(glossary)
    for w in without_rulesets(norm, named_rulesets(norm)).folded.replace("?", " ").split():
        if len(w) < 3 or w in YES_NO_PARTICLES:
            continue
        term = find_term(w, glossary)
        if term is not None:
            return term
    return None


def term_pair(norm: NormalizedText, glossary: Iterable[GlossaryTerm]) -> tuple[GlossaryTerm, GlossaryTerm] | None:
    """Two different glossary terms joined by "ile" / "ve" ("seri ile küt", "kafa ve elden"), else None."""
    toks = norm.folded.split()
    glossary = tuple(glossary)
    for i, t in enumerate(toks):
        if t not in ("ile", "ve", "veya") or i == 0:
            continue
        for la in (2, 1):
            for lb in (2, 1):
                a = " ".join(toks[max(0, i - la):i])
                b = " ".join(toks[i + 1:i + 1 + lb])
                ta, tb = find_term(a, glossary), find_term(b, glossary)
                if ta is not None and tb is not None and ta.key != tb.key:
                    return ta, tb
    return None
