"""The action signature (who does what to which object) and the re-ranking it drives (issue 10, cause 5)."""
from __future__ import annotations

import pytest

from referee.classify.signature import EXAMPLES, read
from referee.search.rerank import Profiles, agreement, build_profile


@pytest.mark.parametrize(("dim", "text", "want"), [(d, t, w) for d, ex in EXAMPLES.items() for t, w in ex])
def test_signature_corpus(dim, text, want):
    got = getattr(read(text), dim)
    assert (set(got) if isinstance(want, set) else got) == want


def test_may_and_penalty_questions_read_differently():
    may, penalty = read("yerdeki perden taş alabilir miyim"), read("yerdeki perden taş alınırsa ceza ne")
    assert may.actions == penalty.actions == {"take"}
    assert may.mode == "permission" and penalty.mode == "consequence"
    assert may.actor == "self" and penalty.actor == "other"


def test_who_does_it_to_whom():
    mine = read("eşimin yerdeki okeyini alırsam ceza var mı")
    theirs = read("eşim yerdeki okeyimi alırsa ceza var mı")
    assert mine.actor == "self" and mine.owner == "partner"
    assert theirs.actor == "partner" and theirs.owner == "self"


def test_profile_prefers_the_article_about_the_same_move(kb):
    """Among articles sharing the words, the one whose title asks the same move scores higher."""
    q = read("düz okeyde okeyi yere atabilir miyim")
    throw, take = build_profile(kb.articles["okey-atma-cezasi-duz"]), build_profile(kb.articles["yandan-tas-alma-duz"])
    assert agreement(q, throw) > agreement(q, take)
    q = read("açamadım, rakip kafa attı; kaç yazarım")
    opened = build_profile(kb.articles["kafa-carpani-turnuva"])  # its title's player had opened
    table = build_profile(kb.articles["bitis-puanlari-turnuva"])
    assert agreement(q, table) > agreement(q, opened)


def test_profiles_are_saved_and_read_back(kb, tmp_path):
    path = tmp_path / "profiles.json"
    first = Profiles(kb.articles, path)
    assert not first.complete
    first.save()
    again = Profiles(kb.articles, path)
    assert again.complete
    aid = "okey-alinirsa-turnuva"
    assert again[aid] == build_profile(kb.articles[aid])


@pytest.mark.parametrize(("question", "ruleset", "target"), [
    ("eşimin masadaki okeyini alırsam bize ceza var mı", "turnuva-esli-101", "esin-okeyi-alirsa-turnuva"),
    ("karşı takım perimdeki okeyi aldı bana ne yazılır", "turnuva-esli-101", "okey-alinirsa-turnuva"),
    ("klasik okeyde okeyi atsam olur mu", "oyna-duz", "okey-atma-cezasi-duz"),
    ("çiftten açtım nasıl biterim", "oyna-101", "ciftten-bitis-oyna"),
])
def test_the_chosen_article_is_about_the_same_move(retriever, question, ruleset, target):
    assert retriever.search(question, ruleset).hits[0].article_id == target


@pytest.mark.parametrize("question", [
    "turnuvada takım arkadaşımın perinden okeyi kapabilir miyim",
    "eşli 101de ortağımın serisindeki okeyi çeksem ne olur",
    "ortak benim perimdeki okeyi alırsa ceza var mı",
])
def test_a_take_between_teammates_gets_the_teammates_rule(pipeline, question):
    """Who takes from whom: between teammates nobody writes a penalty; the rival's 101 is the other case."""
    composed = pipeline.answer(question, "turnuva-esli-101")
    assert composed.sources[0]["id"] == "esin-okeyi-alirsa-turnuva"
    assert "rakip aldıysa" not in composed.answer.split("\n", 1)[0].lower()


def test_a_take_across_the_table_is_the_rivals_case(kb):
    q = read("rakip perimdeki okeyi aldı ceza var mı")
    rival, team = build_profile(kb.articles["okey-alinirsa-turnuva"]), build_profile(kb.articles["esin-okeyi-alirsa-turnuva"])
    assert q.relation == "rival" and agreement(q, rival) > agreement(q, team)
