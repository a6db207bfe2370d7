"""A yes/no question about what a term is made of: the term's definition, led by Evet or Hayır.

Why: "kütte iki aynı renk taş olur mu", "çift farklı renkten olabilir mi", "ıstakada 30 taş bulunur
mu" ask whether something fits the definition of a term. Retrieval may pick a neighbour that shares
the other words (an article about finishing with one colour, for "seride iki renk olur mu"), and
even the right article states the definition without a yes or a no ("Küt, aynı sayının farklı
renklerinden 3 ya da 4 taştır"). So, when a yes/no question's predicate is one of being or
containing (olmak, bulunmak, oluşmak, girmek), it tells no deed (no move of the game, no penalty:
"çiftle açtım, seri olur mu" is a rule) and it names a glossary term that has a defining article:

- the answer is that defining article, unless retrieval chose another of the term's own articles
  (then the usual answer stands: "seride 12 13 1 olur mu" has an article of its own);
- a tile count the definition itself gives is an Evet ("kütte dört taş olur mu": "3 ya da 4 taştır");
- otherwise the verdict comes from the article sentence with a polarity of its own that shares the most of the
  question's words (at least two): a rule that denies ("… küt olmaz", "üstüne taş eklenmez", "Renkler
  karışmaz") is a Hayır, one that allows ("… uzayabilir", "… konabilir") an Evet, and that sentence is
  shown; without one, :func:`referee.answers.polarity.settle` reads the question's own predicate.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Iterable

from calculators.errors import CalcError, NotCovered
from calculators.melds.readers import read_cift, read_kut, read_seri
from calculators.tiles import parse_tiles
from referee.answers.clause_polarity import NEGATORS, shared
from referee.answers.compose import compose_rule
from referee.answers.sentences import body_sentences, sentences_of
from referee.answers.leads import Polarity, strip_lead
from referee.answers.polarity import settle
from referee.answers.told_melds import MeldVerdict, meld_verdict as told_verdict, told_meld
from referee.classify.detect import RulesetChoice, ruleset_of_article
from referee.classify.signature import actions_of, modes_of, read
from referee.classify.qtype import YES_NO_PARTICLES, Shape
from referee.search.parts import first_term
from referee.knowledge import Article, GlossaryTerm
from referee.search.coverage import content_stems
from referee.text.morph import verb_of
from referee.text.normalize import STOPWORDS, NormalizedText, fold, normalize, tr_lower
from referee.text.numbers import _word_number
from referee.text.respell import domain_form

if TYPE_CHECKING:  # the answerer imports this module
    from referee.answers.rule import RuleAnswer, RuleAnswerer
    from referee.search.retrieve import Retrieval

#: Verb roots of being or containing: "olur mu", "bulunabilir mi", "oluşur mu", "girer mi".
BEING_ROOTS = frozenset({"ol", "bul", "bulun", "olus", "gir"})
#: Colour stems (folded, as :func:`referee.search.coverage.content_stems` cuts them).
_COLOURS = frozenset({"sari", "siyah", "kirmi", "mavi"})
#: A sentence must share this many of the question's content words to decide the verdict.
MIN_SHARED = 2


def being_predicate(norm: NormalizedText) -> bool:
    """The yes/no particle follows a verb of being or containing ("… olabilir mi", "… bulunur mu"),
    and no other word is a verb ("başka taş koysak olur mu" asks about a deed: a rule, or not covered)."""
    words = norm.folded.replace("?", " ").split()
    for i, w in enumerate(words):
        if w in YES_NO_PARTICLES and i:
            v = verb_of(words[i - 1])
            if v is None or v.root not in BEING_ROOTS or v.conditional:
                return False
            # "iki yedi" is a number, "taştan" a tile (the analyser reads verbs in both)
            # ("ile", "ya": function words the analyser also reads as verbs)
            others = [x for x in words[:i - 1] if _word_number(x) is None and not domain_form(x) and x not in STOPWORDS]
            return not any((o := verb_of(x)) is not None and (o.finite or o.conditional) for x in others)
    return False


def composition_term(norm: NormalizedText, glossary: Iterable[GlossaryTerm]) -> GlossaryTerm | None:
    """The glossary term a "is this part of <term>" question names ("kütte", "serinin içinde",
    "çift … olabilir mi"), the first one in the question; None for another kind of question."""
    if not being_predicate(norm):
        return None
    things = [w for w in norm.folded.replace("?", " ").split() if _word_number(w) is None]  # "altı" is six
    if actions_of(things) or "consequence" in modes_of(norm):
        return None  # a deed or its penalty ("çiftle açtım, per koyabilir miyim", "… ceza olur mu"): a rule
    # "siyah 2 ile okey çift olur mu" asks of the çift: the term right before the verb is the predicate
    words = norm.folded.replace("?", " ").split()
    at = next((i for i, w in enumerate(words) if w in YES_NO_PARTICLES), 0)
    if at >= 2 and (named := first_term(normalize(words[at - 2]), glossary)) is not None and any(
            words[at - 2].startswith(normalize(n).folded) for n in (named.term, *named.synonyms)):
        return named  # the word is the term with its endings ("renk" is no "renkli okey")
    # "okeyli küt 4 taş olur mu" asks of the küt: a "-li" word describes the term after it
    nouns = [w for w in words if not _ADJECTIVE.fullmatch(w)]
    return first_term(normalize(" ".join(nouns)), glossary) or first_term(norm, glossary)


#: A word made an adjective by "-li" ("okeyli", "dört renkli"): it describes the noun after it.
_ADJECTIVE = re.compile(r"[a-z]{3,}l[iu]")


def _polarity(sentence: str) -> Polarity | None:
    """A rule sentence's own polarity: a denial (a negative verb, "değil", "yok", "olmaz") is Hayır;
    an ability granted ("uzayabilir", "konabilir") is Evet; a plain statement is neither."""
    words = re.findall(r"[a-zçğıöşü']+", tr_lower(sentence))
    allows = False
    for w in words:
        f = fold(w)
        if f in NEGATORS:
            return "hayir"
        v = verb_of(w)
        if v is None or not v.finite or v.conditional:
            continue
        if v.negative:
            return "hayir"
        allows = allows or v.able
    return "evet" if allows else None


def deciding_sentence(article: Article, norm: NormalizedText) -> tuple[Polarity, str] | None:
    """The article sentence (first paragraph or body) sharing the most of the question's content
    words, at least :data:`MIN_SHARED`, when it has a polarity of its own; the earlier one on a tie."""
    content = frozenset(content_stems(norm))
    if len(content & _COLOURS) >= 2:
        content |= {"renk", "farkl"}  # "hem sarı hem siyah": two colours, the rule about colours mixing
    best: tuple[int, Polarity, str] | None = None
    sentences = [*sentences_of("\n\n" + article.answer), *body_sentences(article)]
    for sent in sentences:
        n = shared(content, [fold(w) for w in re.findall(r"[a-zçğıöşü0-9']+", tr_lower(sent))])
        pol = _polarity(sent) if n >= MIN_SHARED else None
        if pol is not None and (best is None or n > best[0]):
            best = (n, pol, sent)
    return None if best is None else (best[1], best[2])


def _tile_counts(folded: str) -> set[str]:
    """The numbers a text gives as counts of tiles: within four words before a "taş" word ("3 ya
    da 4 taştır", "5 taştan", "altı taştan")."""
    words = folded.split()
    out: set[str] = set()
    for i, w in enumerate(words):
        if w.startswith("tas"):
            for x in words[max(0, i - 4):i]:
                n = x if x.isdigit() else _word_number(x)
                if n is not None:
                    out.add(x if isinstance(n, str) else str(n.value))
    return out


def count_stated(article: Article, norm: NormalizedText) -> bool | None:
    """Whether the definition's first paragraph gives the tile count the question asks about
    ("kütte dört taş olur mu" to "3 ya da 4 taştır": True; "beş taş": False); None when the question
    asks no count, or more than the count of the term's tiles."""
    asked = _tile_counts(norm.folded)
    if not asked:
        return None
    term_stems = set(content_stems(normalize(article.title)))
    # "okeyli küt": the term described; "oluşur", "olabilir": the being asked, no thing of its own
    described = normalize(" ".join(w for w in norm.folded.split() if not _ADJECTIVE.fullmatch(w)
                                   and ((v := verb_of(w)) is None or v.root not in BEING_ROOTS)))
    rest = [t for t in content_stems(described) if not t.startswith("tas") and t not in term_stems
            and _word_number(t) is None and not any(t.startswith(x[:3]) for x in term_stems)]
    if rest:
        return None  # "çift farklı renkten iki taş": the count is not all that is asked
    return asked <= _tile_counts(normalize(article.answer).folded)


#: The meld readers of the terms a tile group may be asked to be (glossary keys).
_READERS = {"kut": read_kut, "cift": read_cift, "seri": read_seri}


def meld_verdict(norm: NormalizedText, term: GlossaryTerm, ruleset: str) -> tuple[Polarity, str] | None:
    """The tiles named before the term ("sarı 8 ile siyah 8 çift olur mu") read by the term's own
    meld reader: a meld → Evet, with the tiles; none → Hayır, with the reader's reason. None when the
    term is no meld or the question names no two tiles before it (the definition answers then).

    >>> from referee.knowledge import GlossaryTerm
    >>> cift = GlossaryTerm(term="çift", key="cift", meaning="iki aynı taş")
    >>> meld_verdict(normalize("sarı 8 ile siyah 8 çift olur mu"), cift, "oyna-101")
    ('hayir', 'Çift aynı renk ve aynı sayıdan iki taştır; sarı 8 ile siyah 8 çift değil.')
    >>> meld_verdict(normalize("sarı 3 ile sarı 3 çift olur mu"), cift, "oyna-101")[0]
    'evet'
    """
    reader = _READERS.get(term.key)
    if reader is None:
        return None
    words = norm.folded.replace("?", " ").split()
    at = next((i for i, w in enumerate(words) if w.startswith(term.key[:3])), None)
    if not at:
        return None
    try:
        pieces = parse_tiles(" ".join(words[:at]))
    except CalcError:
        return None
    if len(pieces) < 2:
        return None
    try:
        meld = reader(pieces, None, ruleset)
    except NotCovered:
        return None  # "12 13 1": the sources leave it to the table; the article says so
    except CalcError as exc:
        return "hayir", str(exc)
    return "evet", f"{' · '.join(str(p) for p in meld.pieces)}: {term.term}."


def _led(paragraphs: list[str], pol: Polarity, sentence: str) -> list[str]:
    word = "Evet." if pol == "evet" else "Hayır."
    body = [strip_lead(p) for p in paragraphs]
    out = [f"{word} {body[0]}".strip() if body else word, *body[1:]]
    if sentence and not any(sentence in p for p in out):
        out.append(sentence)
    return out


def composition_answer(answerer: "RuleAnswerer", norm: NormalizedText, choice: RulesetChoice, shape: Shape,
                       res: "Retrieval") -> "RuleAnswer | None":
    """The defining article of the term a composition question names, with its verdict (module doc);
    None when the question is no such question or retrieval already chose one of the term's articles."""
    from referee.answers.rule import RuleAnswer
    from referee.classify.terms import defines

    if shape.form != "yesno":
        return None
    told = told_meld(norm)  # "mavi 10, kırmızı 10, mavi 10 küt sayılır mı": the tiles decide
    if told is not None:
        made = _told_answer(answerer, norm, choice, shape, res, told.term, told_verdict(told, choice.ruleset),
                            told.wraps)
        if made is not None:
            return made
    term = composition_term(norm, answerer.kb.glossary)
    if term is None:
        return None
    own = list(dict.fromkeys(answerer.retriever._for_ruleset(a, choice.ruleset, choice.named)[0]
                             for a in term.articles if a in answerer.kb.articles))
    top = answerer.kb.articles[res.hits[0].article_id] if not res.abstain and res.hits else None
    if top is not None and top.id in own and not read(top.title).actions:
        article: Article | None = top  # the term's own article about no deed ("kütteki okeyi almak" is one)
    else:
        article = next((answerer.kb.articles[a] for a in own if defines(answerer.kb.articles[a], term)), None)
    if article is None or not defines(article, term):
        return None  # a specific article of the term ("12-13-1 seri olur mu") answers as usual
    if not choice.named and choice.ruleset not in article.rulesets:
        choice = ruleset_of_article(article.rulesets)

    def _settle(paragraphs: list[str]) -> list[str]:
        told = meld_verdict(norm, term, choice.ruleset)  # "sarı 8 ile siyah 8 çift olur mu": read the tiles
        if told is not None:
            return _led(paragraphs, *told)
        # the definition's own rule sentence decides first: a predicate read from "… taş olur mu"
        # finds "taştır" in any definition
        if count_stated(article, norm):
            return _led(paragraphs, "evet", "")  # the count asked is the definition's own
        found = deciding_sentence(article, norm)
        return _led(paragraphs, *found) if found is not None else settle(paragraphs, norm, "yesno")

    composed = compose_rule(article, choice, answerer.kb, question=norm, settle=_settle)
    return RuleAnswer(composed, shape, res, "definition")



def _told_answer(answerer: "RuleAnswerer", norm: NormalizedText, choice: RulesetChoice, shape: Shape,
                 res: "Retrieval", key: str, verdict: MeldVerdict | None, wraps: bool) -> "RuleAnswer | None":
    """Told tiles asked to be a meld: the term's defining article, led by the meld reader's verdict on the
    tiles and its reason (:mod:`referee.answers.told_melds`); no Evet/Hayır when only the untold colours
    could decide. None when the reader steps aside (12-13-1) or the term has no defining article."""
    from referee.answers.rule import RuleAnswer
    from referee.classify.terms import defines

    term = next((t for t in answerer.kb.glossary if t.key == key), None)
    if verdict is None or term is None:
        return None
    own = list(dict.fromkeys(answerer.retriever._for_ruleset(a, choice.ruleset, choice.named)[0]
                             for a in term.articles if a in answerer.kb.articles))
    top = res.hits[0].article_id if not res.abstain and res.hits else None
    # told tiles passing 13 → 1: the term's own article retrieval chose ("seri 13'te biter") tells more
    article = answerer.kb.articles[top] if wraps and top in own else next(
        (answerer.kb.articles[a] for a in own if defines(answerer.kb.articles[a], term)), None)
    if article is None:
        return None
    if not choice.named and choice.ruleset not in article.rulesets:
        choice = ruleset_of_article(article.rulesets)

    def _settle(paragraphs: list[str]) -> list[str]:
        body = [strip_lead(p) for p in paragraphs]
        if verdict.polarity is None:
            return [verdict.line, *body]
        word = "Evet." if verdict.polarity == "evet" else "Hayır."
        return [f"{word} {verdict.line}", *body]

    composed = compose_rule(article, choice, answerer.kb, question=norm, settle=_settle)
    return RuleAnswer(composed, shape, res, "definition")
