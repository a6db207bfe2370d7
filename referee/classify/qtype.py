"""What a rule question asks for: its form (yes/no or wh), its type, and the term it is about.

Duckling-style: one small named rule per kind of question, each with a corpus of examples
(``EXAMPLES``) that the tests run. The reader only looks at words; it never decides a rule.

- **form**: ``yesno`` ("… ceza yer miyim", "… olur mu"), ``wh`` ("kaç", "ne", "nasıl", "hangi",
  "kim", alternatives "kağıda mı uygulamaya mı"), ``statement`` (no question marker). The first
  clause that carries a question marker decides: "aynı katı mı verir? ikisi birden olursa ne olur"
  is a yes/no question with a second part.
- **kind**: ``definition`` (a glossary term + "ne demek / nedir / ne işe yarar / ne"), ``how``
  ("nasıl oynanır", "kim ne yazar"), ``compare`` ("farkı ne", "aynı mı"), the off-topic kinds
  ``history`` (origin of the game or its name), ``price`` (buying a set), ``app`` (online-play
  troubles), ``other_game`` (another game named), ``design`` ("why 106 tiles"), else ``rule``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Literal

from referee.classify.offtopic import OFFTOPIC_REASON  # noqa: F401 - re-exported: answers read it here
from referee.classify.terms import find_term, heard_term  # noqa: F401 - find_term re-exported: search.parts reads it
from referee.classify.games import OTHER_GAMES
from referee.classify.offtopic import OFFTOPIC_EXAMPLES, offtopic_kind, stranger_compared
from referee.classify.unmarked import after_told, claimed
from referee.knowledge import GlossaryTerm
from referee.text.morph import verb_of
from referee.text.normalize import NormalizedText, normalize

Form = Literal["yesno", "wh", "statement"]
Kind = Literal["definition", "how", "compare", "history", "price", "app", "other_game", "design", "rationale",
               "trivia", "health", "care", "conduct", "cheating", "chance", "official", "many_at_once", "rule"]

#: Off-topic kinds: the sources never answer them, whatever words they share with a rule.
OFFTOPIC_KINDS = frozenset({"history", "price", "app", "other_game", "design", "rationale", "trivia", "health", "care",
                            "conduct", "cheating", "chance", "official", "many_at_once"})

#: Yes/no particles as the normaliser leaves them (split from the verb, folded).
YES_NO_PARTICLES = frozenset({"mi", "mu", "misin", "musun", "miyim", "muyum", "miyiz", "muyuz", "midir",
                              "mudur", "misiniz", "musunuz", "mi?", "mu?",
                              # the reported and the past question ("ceza var mıymış", "açmış mıydı")
                              "miymis", "muymus", "miydi", "muydu"})
#: Wh words (folded; "*" = any suffix).
WH_WORDS = ("kac*", "ne", "neler*", "nedir", "neyi", "neye", "nasil*", "hangi*", "kim", "kime", "kimin", "kimi",
            "kimde", "kimden", "nere*", "ne zaman", "neden", "niye", "nicin", "ne kadar", "napcaz", "napilir",
            "napariz", "napicaz", "ne yapilir", "ne yapariz", "ne yapacagiz", "ne yapmali*", "ne olur", "ne olcak",
            "ne olacak")

# --------------------------------------------------------------------------- rules (each with examples)

#: A term question: "<term> ne demek / nedir / ne işe yarar / ne anlama gelir / ne".
DEFINITION_CUES = ("ne demek*", "nedir", "ne anlama gel*", "ne ise yar*", "ne isine yar*", "ne anlam*",
                   "anlami ne*", "anlami nedir", "nasil bir sey", "neye denir", "ne denir", "kime denir",
                   "tanimi ne*", "ne", "ne oluyor", "nedir ya", "ne ki")
HOW_CUES = ("nasil oynan*", "nasil oynuyor*", "nasil oyna*", "nasil yuru*", "nasil isler", "nasil isliyor*",
            "nasil hesap*", "nasil sayil*", "nasil yazil*", "nasil tutul*", "nasil biter", "nasil bit*",
            "nasil ac*", "nasil kurul*", "nasil dagit*", "nasil belirlen*", "kim ne yaz*", "kim kac yaz*",
            "nasil gider", "nasil ilerl*", "nasil olur", "anlatir misin*", "anlat*", "ozetle*", "kisaca")
COMPARE_CUES = ("fark*", "ayni mi", "ayni sey mi", "ayni midir", "arasinda*", "kiyasla*", "karsilastir*",
                "ile ayni", "gibi mi", "ayni kati mi", "ayni mi", "degisir mi")

#: Examples per rule, run by the tests (ours, never a blind round's).
EXAMPLES: dict[str, tuple[str, ...]] = {
    "history": ("okeyi ilk kim icat etti", "101 okeyin tarihi ne", "okey adi nereden geliyor",
                "bu oyun hangi ulkeden cikma", "gösterge kelimesi hangi dilden gelmiş",
                "ıstaka sözcüğü nereden türemiş", "bu oyuna niye 101 denmiş",
                "ıstaka kelimesi italyancadan mı gelme", "yazboz adı fransızcadan mı türemiş",
                # an era or an origin verb, a name's meaning
                "okey bize hangi yüzyılda geldi", "osmanlıda okey var mıydı", "101 ne zaman yaygınlaştı",
                "okey ne zaman oynanmaya başlandı", "101 adının bir anlamı var mı",
                "bu oyunun ismi ne anlama geliyor",
                # a thing called by a name, in any voice ("<X>'e <name> diyolar / deriz")
                "bu taşa niye joker diyoz", "sahte okeye neden sahte derler", "perlere niçin per dendi"),
    "price": ("iyi bir okey seti kac lira", "ıstaka takımı nereden alınır", "okey taşı fiyatları ne kadar",
              "101 seti kaça satılıyor", "ıstakayı ne kadara aldın", "dört ıstakalı takım kaç tl"),
    "app": ("uygulama sürekli kasıyor oyundan atıyor", "oyna.app şifremi unuttum", "internet gidince masadan attı",
            "oyna.app'te arkadaş daveti nasıl yapılır", "rating puanım neden düştü",
            "oyunda coinler nasıl toplanıyor", "uygulamada bedava gold nasıl alınır"),
    "rule": ("kimse açmamışken hepsini yere indirdi", "çipler gerçek para mı", "turnuvada telefonumu masada tuttum",
             "oyundostluğu çipleri satın alınır mı",
             "turnuvada ilk kim dağıtır"),
    "other_game": ("tavla ile okey arasındaki fark ne", "rummikub okeyle aynı mı", "batakta da okey var mı",
                   # a game no list names, set beside okey (referee.classify.offtopic.stranger_compared)
                   "okey ile mahjong benzer mi", "kanasta mı daha zor okey mi", "okey ve pinokle ortak yanları ne",
                   "okey mi zor yoksa konken mi", "gin rummy okeye benzer mi",
                   # the other game asked, okey only the likeness ("… okeydeki gibi mi")
                   "batakta koz kaç puan, okeydeki gibi mi", "tavlada zar atılınca sıra geçer mi, okeyle aynı mı"),
    "design": ("okeyde neden 106 taş var", "taşlar niye 13'e kadar", "neden iki sahte okey var",
               "okey taşları neyden yapılır", "eski takımlar fildişi miydi", "taşlar plastik mi olur kemik mi"),
    "rationale": ("açamayan neden iki yüz iki alıyor, mantığı nedir", "bu kuralın mantığı nedir",
                  "kafa cezasının neden iki kat seçildiği bir yerde anlatılıyor mu"),
    "definition": ("seri nedir", "per ne demek", "ıstaka ne işe yarar", "balya ne", "okey kafa ne demek abi",
                   "gösterge kelimesi ne demek ki", "arkadaşlar hep 'seri yap' diyor. seri ne demek?"),
    "how": ("düz okey nasıl oynanır", "101de puan nasıl hesaplanır", "turnuva nasıl yürüyor"),
    "compare": ("seri ile küt farkı ne", "101 ile düz okeyde okey atmak aynı mı"),
    **OFFTOPIC_EXAMPLES,
    "yesno": ("okey atarsam ceza yer miyim", "dört kişi çiftten açarsa el bozulur mu", "işlek cezası var mı",
              # a cry of perplexity before the question ("what do we do now")
              "napıcaz şimdi okeyi atan ceza yer mi", "ne yapacağız, yazbozu kâğıda yazdık geçerli mi",
              "eee napıyoz şimdi sıra dışı çeken ceza yer mi", "noldu şimdi el bozuldu mu",
              "ne olacak yani, gösterge sonra gösterilir mi", "napcaz abi çifte giden işleyebilir mi",
              "elden bitiş katlanır mı? bitiren kaç yazar", "sahte okeyi atabilir miyim yoksa ceza mı yazılır"),
    "wh": ("okey atarsam kaç ceza", "ıstakada kaç taş olur", "hangi taş okey", "kağıda mı uygulamaya mı yazıyoruz",
           "en az kaçla açarım, katlamalı mı", "okeyle mi biter yoksa elden mi"),
}

_RULESET_PHRASES = ("duz okeyde", "duz okey'de", "klasik okeyde", "normal okeyde", "esli duzde", "esli duz okeyde",
                    "esli 101'de", "esli 101de", "esli okeyde", "101'de", "101de", "101 de", "101'da", "turnuvada",
                    "turnuva", "okey gecesinde", "oyna app'te", "oyna.app'te", "oyna appte", "oynaappte",
                    "od'de", "odde", "oyundostlugu'nda", "oyundostlugunda", "turnuva kuralinda")


@dataclass(frozen=True)
class Shape:
    """What a question asks for (see the module doc)."""

    form: Form
    kind: Kind
    term: GlossaryTerm | None = None

    @property
    def offtopic(self) -> bool:
        return self.kind in OFFTOPIC_KINDS


def clauses(text: str) -> list[str]:
    """The question split where punctuation or a conjunction starts a new part."""
    parts = re.split(r"[?;.!]+(?!\d)|,| peki | bir de | ayrica | ayrıca ", text)
    return [p.strip() for p in parts if p and p.strip()]


def _verbal_first(toks: list[str]) -> bool:
    """The first particle asks about a finite verb ("bitebilir miyim yoksa ceza mı yerim", "atabilir
    miyim ceza yazılıyor mu": two yes/no predicates), not about a word among alternatives
    ("kağıda mı uygulamaya mı", "okeyle mi biter yoksa elden mi")."""
    i = next((i for i, t in enumerate(toks) if t in YES_NO_PARTICLES), 0)
    if i == 0:
        return False
    v = verb_of(toks[i - 1])
    return v is not None and v.finite and not v.conditional


#: Endings of a verb made a noun clause ("ne olduğunu", "hangi taşa ihtiyacım olduğunu", "kimin açtığını").
NOUN_CLAUSE = re.compile(r"^\w+(?:[dt][iu]g[iu]n[iu]|[dt][iu]g[iu]m[iu]z[iu]|[dt][iu]g[iu]m[iu]|[ae]c[ae]g[iu]n[iu]|"
                         r"[ae]c[ae]g[iu]m[iu]|[dt][iu]g[iu]|[dt][iu]klar[iu]n[iu])$")


def _embedded_wh(toks: list[str]) -> bool:
    """Every question word sits inside a noun clause that the yes/no verb takes as its object
    ("eşime hangi taşa ihtiyacım olduğunu söyleyebilir miyim": a yes/no question about saying)."""
    if not toks or toks[-1] not in YES_NO_PARTICLES or toks[-1] in ("misin", "musun", "misiniz", "musunuz"):
        return False  # "kaç yazdığını söyler misin" is a request for the number, not a yes/no question
    wh = [i for i, t in enumerate(toks) if any(t == w or (w.endswith("*") and t.startswith(w[:-1]))
                                               for w in WH_WORDS if " " not in w)]
    return bool(wh) and all(any(NOUN_CLAUSE.match(t) for t in toks[i + 1:-2]) for i in wh)


#: A cry of "what do we do now" opening a clause ("napcaz", "ne yapacağız", "noldu şimdi", "eee napıyoz"):
#: perplexity, no question of its own when the clause goes on to ask yes or no.
_PERPLEXED = re.compile(r"^(?:(?:e+|ya+|abi|hocam|simdi|peki)\s+)*(?:n'?\s?a+p\w*|ne yap\w*|noldu|ne oldu|"
                        r"ne ol(?:acak|cak|ur|ucak)|ne edecegiz|ne edicez)"
                        r"(?:\s+(?:simdi|abi|ya+|hocam|la|lan|peki|o zaman|bu durumda|yani))*\s+")


def without_perplexity(folded: str) -> str:
    """The clause without an opening "what do we do now" when the rest asks yes or no; else as typed.

    >>> without_perplexity("napcaz simdi okeyi atan ceza yer mi"), without_perplexity("napcaz simdi")
    ('okeyi atan ceza yer mi', 'napcaz simdi')
    >>> without_perplexity("ne yapilir okey atilirsa")
    'ne yapilir okey atilirsa'
    """
    m = _PERPLEXED.match(folded)
    if m is None or not any(t in YES_NO_PARTICLES for t in folded[m.end():].replace("?", " ").split()):
        return folded
    return folded[m.end():]


def clause_form(norm: NormalizedText) -> Form:
    """The form of one clause: wh beats yes/no ("kaç yazarım mı" is a wh-question); two
    particles or "yoksa" make an alternative question, which is answered like a wh-question,
    unless the first particle asks about a verb: then it is a yes/no question with two predicates.
    An opening cry of perplexity ("napcaz …") is no wh-word (:func:`without_perplexity`); "… bug mı / hata mı"
    (whether the app erred) is answered by the rule itself, like a wh-question."""
    rest = without_perplexity(norm.folded)
    if rest != norm.folded:
        norm = normalize(rest)
    toks = norm.folded.replace("?", " ").split()
    if toks.count("kimi") >= 2 or toks.count("kimisi") >= 2:
        # "kimi yapardı, kimi kızardı": "some … some …", no question word
        toks = [t for t in toks if t not in ("kimi", "kimisi")]
        norm = normalize(" ".join(toks))
    particles = sum(1 for t in toks if t in YES_NO_PARTICLES)
    if norm.has(*WH_WORDS) and not _embedded_wh(toks):
        return "wh"
    if particles and any(t.startswith("bug") or (t == "hata" and nxt in YES_NO_PARTICLES)
                         for t, nxt in zip(toks, toks[1:] + [""])):
        return "wh"  # "bana ceza yazıldı, bug mı bu": the rule answers, not an Evet/Hayır about the app
    if particles >= 2 or (particles and "yoksa" in toks):
        return "yesno" if _verbal_first(toks) else "wh"
    if particles:
        return "yesno"
    if claimed(toks) or any(t.endswith(("mi", "mu")) and t[:-2] in {"var", "yok", "olur", "dogru", "ayni", "gecerli"}
                            for t in toks):  # "okeyi atan ceza yer", "haklımı": a claim with no particle apart
        return "yesno"
    return "statement"


def question_form(question: str | NormalizedText) -> Form:
    """The form of the first clause that asks something.

    >>> question_form("okeyi yere atarsam ceza yer miyim"), question_form("okey atarsam kaç ceza")
    ('yesno', 'wh')
    >>> question_form("katlamalı oynuyoruz, eşim 130 ile açtı. ben 120 ile açabilir miyim?")
    'yesno'
    >>> question_form("rakip okeyi yere atar, kaç puan yazılır"), question_form("okeyi yere atan ceza yer")
    ('wh', 'yesno')
    >>> question_form("kimi güldü kimi kızdı"), question_form("kimi oynadı")
    ('statement', 'wh')
    """
    norm = question if isinstance(question, NormalizedText) else normalize(question)
    parts = [normalize(c) for c in clauses(norm.original)]
    forms = [clause_form(n) for n in parts]
    # a clause that is only a cry of perplexity ("eee napıyoz şimdi, …") asks nothing when another clause asks
    cries = [_PERPLEXED.match(n.folded + " ") is not None and not _PERPLEXED.sub("", n.folded + " ").strip()
             for n in parts]
    if any(f != "statement" and not c for f, c in zip(forms, cries)):
        forms = [f for f, c in zip(forms, cries) if not c]
    # a claim told with no particle ("rakip okeyi atar, kaç puan yazılır") is the scene of a later asking clause
    marked = [f != "statement" and not _claim_only(n) for f, n in zip(forms, parts)]
    for i, f in enumerate(forms):
        if f != "statement" and (marked[i] or not any(marked[i + 1:])):
            return f
    return clause_form(norm)


def _claim_only(norm: NormalizedText) -> bool:
    """A clause that asks only as an unmarked claim: no particle, no wh-word ("okeyi atan ceza yer")."""
    toks = norm.folded.replace("?", " ").split()
    return not norm.has(*WH_WORDS) and not any(t in YES_NO_PARTICLES for t in toks) and claimed(toks)


def definition_term(norm: NormalizedText, glossary: Iterable[GlossaryTerm]) -> GlossaryTerm | None:
    """The term a "<term> ne demek / nedir / ne işe yarar" question asks about, else None.

    The cue must end the question (or start it: "nedir kafa"), and what is left, without fillers
    and ruleset phrases, must be a name of one glossary term: "101de el nasıl biter" is not one.
    A question told after a sentence of its own ("torunlarım 'ıstakanı düzelt' diyor. Istaka ne
    demek?") is read from its last clause too, and one followed by a statement from its first.

    >>> from referee.knowledge import get_knowledge
    >>> definition_term(normalize("Istaka ne demek, arkadaşlar hep söylüyor"), get_knowledge().glossary).key
    'istaka'
    """
    term = _definition_term(norm.folded, glossary, DEFINITION_CUES)
    if term is None:
        parts = clauses(norm.original)
        if len(parts) > 1:
            # only a cue that asks what a word means: "gösterge sarı 5 çıktı, okey ne oluyor" asks a rule
            term = _definition_term(normalize(parts[-1]).folded, glossary, _MEANING_CUES)
        if term is None and len(parts) > 1 and all(clause_form(normalize(p)) == "statement" for p in parts[1:]):
            # "Çetele ne demek, telefonda yazıyor": the asking clause first, what follows only tells where
            term = _definition_term(normalize(parts[0]).folded, glossary, _MEANING_CUES)
    # "merak ettim, çetele kelimesi aslında ne anlama gelir": asked after a told sentence's verb
    term = term or next(filter(None, (_definition_term(t, glossary, _MEANING_CUES) for t in after_told(norm.folded))), None)
    # "sayılı okey diye bir şey duydum, nedir bu": the name told before "diye", asked about later
    return term or heard_term(norm.folded, glossary)


#: Cues that ask what a word means, strong enough to be read from a question's last clause alone.
_MEANING_CUES = ("ne demek*", "nedir", "ne anlama gel*", "ne ise yar*", "ne isine yar*", "anlami ne*",
                 "anlami nedir", "neye denir", "ne denir", "tanimi ne*")


def _definition_term(text: str, glossary: Iterable[GlossaryTerm], cues: Iterable[str]) -> GlossaryTerm | None:
    folded = text.replace("?", " ").strip()
    for pattern in _RULESET_PHRASE_RES:
        folded = pattern.sub(" ", folded)
    folded = " ".join(folded.split())
    for pattern in _cue_end_res(tuple(cues)):
        m = pattern.search(folded)
        if m:
            rest = folded[:m.start(1)].strip()
            term = find_term(rest, glossary)
            if term is not None:
                return term
    return None


def _okey_asked_apart(norm: NormalizedText) -> bool:
    """A clause that asks about okey names no other game ("okey bitince tavla oynuyoruz, okeyde kafa kaç kat"):
    the other game is only the evening around the question."""
    for c in clauses(norm.original):
        n = normalize(c)
        if clause_form(n) != "statement" and n.has("okey*", "101*", "gosterge*", "istaka*") \
                and not n.has(*OTHER_GAMES) and not _LIKENED.search(n.folded):
            return True
    return False


#: A clause that only likens the other game to okey ("okeydeki gibi mi", "okeyle aynı mı"): it asks about
#: the other game, not about okey apart.
_LIKENED = re.compile(r"\b(?:okey|101)[\w']* (?:gibi|ayni|benzer\w*|farkli)(?: \w+)? m[iu]\b"
                      # … or takes okey as the measure of a difference ("okeyden farkı ne", "okeyle ne farkı var")
                      r"|\b(?:okey|101)(?:'?[dt][ae]n|'?[yl][ae]|'?l[ae]| ile|'?[ye]? gore) (?:\w+ )?fark\w*")


#: :data:`_RULESET_PHRASES` as whole-phrase patterns, in order (each removed in turn).
_RULESET_PHRASE_RES = tuple(re.compile(r"(?<![a-z0-9'])" + re.escape(p) + r"(?![a-z0-9'])") for p in _RULESET_PHRASES)


@lru_cache(maxsize=16)
def _cue_end_res(cues: tuple[str, ...]) -> tuple[re.Pattern[str], ...]:
    """Per cue, longest first: the cue ending the text (fillers after it allowed), the cue in group 1."""
    out = []
    for cue in sorted(cues, key=len, reverse=True):
        pat = re.escape(cue.rstrip("*")) + (r"[a-z]*" if cue.endswith("*") else "")
        out.append(re.compile(r"(?:^|\s)(" + pat + r")(?:\s+(?:ya|abi|la|lan|acaba|peki|kanka|hocam|ki|oluyor|yani))*$"))
    return tuple(out)


#: A text that tells where a word comes from ("Sözlükte (TDK) … ağaç dalıdır", "sözcüğün kökü"): a glossary
#: meaning here, an article's sentence in :mod:`referee.answers.why`.
ORIGIN_TOLD = re.compile(r"\b(?:kökü|köken\w*|TDK|sözlüğ\w*|Sözlükte)\b")


def _named_origin(norm: NormalizedText, glossary: tuple[GlossaryTerm, ...]) -> GlossaryTerm | None:
    """The term a "ne demek, neden öyle denir" question asks about, when its glossary meaning tells the
    word's origin: then the origin is no off-topic history but the definition's own last sentence."""
    term = definition_term(norm, glossary)
    parts = clauses(norm.original)
    if term is None and len(parts) > 1:
        term = _definition_term(normalize(parts[0]).folded, glossary, _MEANING_CUES)
    if term is None:
        # "Yazboz ile Çetele aynı şey mi? Çetele sözü nereden gelir?": the one term named whose meaning tells it
        words = set(norm.folded.replace("?", " ").split())
        told = [t for t in glossary if ORIGIN_TOLD.search(t.meaning) and normalize(t.term).folded in words]
        term = told[0] if len(told) == 1 else None
    return term if term is not None and ORIGIN_TOLD.search(term.meaning) else None


def classify(question: str | NormalizedText, glossary: Iterable[GlossaryTerm] = ()) -> Shape:
    """Form, kind and term of a question (see the module doc).

    >>> classify("okey nereden çıkmış").kind, classify("düz okey nasıl oynanır").kind
    ('history', 'how')
    """
    norm = question if isinstance(question, NormalizedText) else normalize(question)
    form = question_form(norm)
    if (norm.has(*OTHER_GAMES) or stranger_compared(norm)) and not _okey_asked_apart(norm):
        return Shape(form, "other_game")
    kind = offtopic_kind(norm)
    glossary = tuple(glossary)
    if kind == "history" and glossary and (term := _named_origin(norm, glossary)) is not None:
        return Shape("wh", "definition", term)  # "çetele ne demek, neden öyle diyorlar": the glossary tells it
    if kind is not None:
        return Shape(form, kind)
    if glossary:
        term = definition_term(norm, glossary)
        if term is not None:
            return Shape("wh", "definition", term)
    if norm.has(*COMPARE_CUES):
        return Shape(form, "compare")
    if form != "yesno" and norm.has(*HOW_CUES):
        return Shape(form, "how")
    return Shape(form, "rule")


#: A broad question: how a whole game, hand, scoring, team game or event goes ("… nasıl oynanır",
#: "… kuralları ne", "baştan anlat"). Answered by an overview article (tag "genel bakış").
BROAD_CUES = HOW_CUES + ("kurallari ne*", "kurallari nedir", "kurallari kisaca", "kurallarini anlat*",
                         "kurallar ne*", "bastan*", "ozet*", "mantig*", "nasil islenir",
                         # what a whole mode changes ("eşli oyunda ne değişiyor"): the mode's overview
                         "ne degis*", "neler degis*", "ne farki var", "ne fark eder")


def is_broad(question: str | NormalizedText) -> bool:
    """A broad question (an overview answers it best), not a yes/no one.

    >>> is_broad("eşli 101 nasıl oynanır"), is_broad("101 kuralları kısaca"), is_broad("okey atarsam kaç ceza")
    (True, True, False)
    >>> is_broad("çiftten açınca bitebilir miyim"), is_broad("takım oyununda neler değişir")
    (False, True)
    >>> is_broad("101de el bitince kim ne yazar"), is_broad("kafa atılırsa kim ne yazar")
    (True, False)
    """
    norm = question if isinstance(question, NormalizedText) else normalize(question)
    if question_form(norm) == "yesno" or not norm.has(*BROAD_CUES):
        return False
    # the broad cue must stand in a clause that sets up no case of its own: "elden bitip son taş okey
    # olursa kim kaç yazar" asks about one finish, not how a hand is scored
    return any(cn.has(*BROAD_CUES) and not _CONDITIONAL.search(cn.folded)
               for cn in (normalize(c) for c in clauses(norm.original)))


#: A conditional verb ("olursa", "biterse", "açtıysan"): the clause sets up one case.
_CONDITIONAL = re.compile(r"[a-z]+(?:[dt][iu]ysa[mnk]?|[aeiu]rs[ae][mnk]?|m[iu]ss[ae][mnk]?)(?![a-z])")
