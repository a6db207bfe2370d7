"""Broad questions reach the overview articles (tag "genel bakış"); narrow ones do not (issue 10, cause 2)."""
from __future__ import annotations

import pytest

from referee.classify.qtype import is_broad
from referee.search.retrieve import OVERVIEW_TAG


def test_broad_questions_are_read_as_broad():
    assert is_broad("düz okey nasıl oynanır") and is_broad("101 kuralları kısaca ne")
    assert not is_broad("okey atarsam kaç ceza") and not is_broad("çiftten açınca bitebilir miyim")


def test_overviews_exist_cite_sources_and_are_tagged(kb):
    overviews = [a for a in kb.articles.values() if OVERVIEW_TAG in a.tags]
    assert len(overviews) >= 10
    assert all(len(a.sources) >= 2 for a in overviews)
    rulesets = {r for a in overviews for r in a.rulesets}
    assert rulesets == {"oyna-101", "od-101", "turnuva-esli-101", "oyna-duz", "oyna-esli-duz"}


@pytest.mark.parametrize(("question", "ruleset", "target"), [
    ("yüzbir nasıl oynanıyor anlatır mısın", None, "el-nasil-oynanir-oyna"),
    ("oyundostlugunda 101 nasil oynaniyor", None, "el-nasil-oynanir-od"),
    ("eşli 101 nasıl oynanıyor", None, "el-nasil-oynanir-turnuva"),
    ("normal okey nasıl oynanır", None, "duz-okey-nasil-oynanir"),
    ("101de el bitince puanlar nasıl hesaplanıyor", None, "el-puani-nasil-oyna"),
    ("eleme turnuvası baştan sona nasıl işliyor", "turnuva-esli-101", "turnuva-nasil-yurur"),
    ("okey gecesi nasıl işliyor kısaca", None, "okey-gecesi-nasil-oynanir"),
])
def test_broad_questions_get_the_overview(pipeline, question, ruleset, target):
    c = pipeline.answer(question, ruleset)
    assert c.kind == "rule" and c.sources[0]["id"] == target


@pytest.mark.parametrize(("question", "ruleset"), [
    ("101de kaç taş dağıtılır", "oyna-101"), ("turnuvada maç kaç el sürer", "turnuva-esli-101"),
    ("okey gecesi kaç kişiyle oynanır", "turnuva-esli-101"),
])
def test_narrow_questions_do_not_get_an_overview(retriever, kb, question, ruleset):
    top = retriever.search(question, ruleset).hits[0].article_id
    assert OVERVIEW_TAG not in kb.articles[top].tags


def test_a_comparison_article_answers_once_for_both_rulesets(pipeline):
    c = pipeline.answer("101 ile düz okeyin farkı ne")
    assert c.kind == "rule" and c.sources[0]["id"] == "101-ile-duz-farki" and "burada aynı" not in c.answer
