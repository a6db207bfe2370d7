"""A compound term's own article, and a disagreement between sources that is no silence."""
from __future__ import annotations

from types import SimpleNamespace as A

from referee.answers.leads import lead_of
from referee.answers.silent import silent_on
from referee.search.compound_term import compound_terms, prefer_compound
from referee.search.retrieve import Hit, Retrieval
from referee.text.normalize import normalize


def test_sources_that_disagree_are_not_silent():
    art = A(answer="Sahte okey okeyin yerine geçer.",
            body="Sahte okey okeyin yerine geçer. Kaynaklar aynı şeyi söylemez: oyna.app'te joker değildir.")
    assert silent_on(art, normalize("sahte okey joker mi oyna appte")) is None
    told = A(answer="Sahte okey okeyin yerine geçer.",
             body="Sahte okey okeyin yerine geçer. Kaynak sahte okeyin joker olup olmadığını söylemez.")
    assert silent_on(told, normalize("sahte okey joker mi oyna appte")) is not None


def test_a_compound_term_is_found_with_its_head(kb):
    assert [(a.key, b.key) for a, b in compound_terms(normalize("sahte okeyi perde sayar mıyız"), kb.glossary)] \
        == [("sahte_okey", "okey")]
    assert compound_terms(normalize("okeyi perde sayar mıyız"), kb.glossary) == []


def _res(*ids_scores):
    return Retrieval(hits=[Hit(article_id=i, score=s, dense=0.0, bm25=0.0) for i, s in ids_scores], abstain=False)


def test_the_compound_article_takes_a_close_first_place_of_the_head_term(kb):
    q = normalize("sahte okey joker mi")
    out = prefer_compound(_res(("okey-nedir", 0.154), ("sahte-okey-nedir", 0.151)), q, kb.glossary)
    assert out.hits[0].article_id == "sahte-okey-nedir"
    far = prefer_compound(_res(("okey-nedir", 0.30), ("sahte-okey-nedir", 0.10)), q, kb.glossary)
    assert far.hits[0].article_id == "okey-nedir"  # not close: retrieval's order stands
    plain = prefer_compound(_res(("okey-nedir", 0.154), ("sahte-okey-nedir", 0.151)), normalize("okey joker mi"),
                            kb.glossary)
    assert plain.hits[0].article_id == "okey-nedir"  # no compound named


def test_oyna_sahte_okey_is_no_joker(pipeline):
    a = pipeline.answer("oyna appte sahte okey joker mi", None)
    assert a.kind == "rule" and lead_of(a.answer) == "hayir", a.answer
