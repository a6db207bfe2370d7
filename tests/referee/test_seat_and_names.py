"""Whose discard may be taken, the rulesets typed short ("trnv", "oynada"), players counted, app purchases.

Questions of our own; the facts from the sources: only the left neighbour's discard is taken (oyna-terimler,
oyna-yazboz); four pairs openings void the hand in oyna.app and not in the tournament (oyna-yazboz,
esli-101-turnuva); a partner taking the okey from one's meld is no penalty in the tournament (esli-101-turnuva).
"""
from __future__ import annotations

from referee.answers.entries import hand_numbers
from referee.answers.leads import lead_of
from referee.answers.seat_discard import other_seat_taking, seat_discard
from referee.classify.detect import detect_ruleset
from referee.search.parts import named_rulesets
from referee.text.normalize import normalize


def test_another_seats_discard_is_a_no_only_when_the_verdict_is_about_the_left_one():
    verdict = ["Evet: solundakinin attığı taşı alırsın."]
    out = seat_discard(verdict, normalize("karşımdaki adamın attığı taşı alabilir miyim"))
    assert out is not None and lead_of(out[0]) == "hayir"
    assert seat_discard(verdict, normalize("solumdakinin attığı taşı alabilir miyim")) is None
    assert seat_discard(["Evet: okeyi atmanın cezası yoktur."], normalize("eşim okeyi attı alabilir miyim")) is None
    assert other_seat_taking(normalize("karşı takım okey attı alabilir miyim")) is None


def test_a_partners_discard_across_the_table(pipeline):
    a = pipeline.answer("eşli düz okeyde karşımdaki eşimin attığı taşı alabilir miyim", None)
    assert lead_of(a.answer) == "hayir" and "solundakinin" in a.answer, a.answer


def test_the_tournament_and_the_app_typed_short():
    assert named_rulesets(normalize("trnvda islek atinca")) == ["turnuva-esli-101"]
    assert named_rulesets(normalize("esli101 de kafa")) == ["turnuva-esli-101"]
    assert detect_ruleset("oynada maç kaça kadar").ruleset == "oyna-101"
    assert detect_ruleset("oynada maç kaça kadar").origin == "text"
    assert named_rulesets(normalize("oyna da bakalım")) == []  # the verb "oyna" is no app


def test_oynada_is_not_corrected_to_oyun(pipeline):
    a = pipeline.answer("oynada 101 maci kaca kadar gidiyo", None)
    assert "1000" in a.answer and "Oyna.app dediğin" in a.answer, a.answer


def test_players_counted_are_no_hand_numbers():
    assert hand_numbers(normalize("4'ümüz de çiftten açarsak")) == []
    assert hand_numbers(normalize("4 taş kaldı")) == [4]


def test_two_rulesets_typed_short_get_each_rule(pipeline):
    a = pipeline.answer("oynada ve trnvda 4umuz de ciftten acarsak ne oluyo", None)
    assert a.kind == "rule" and "bozulur" in a.answer.lower() and "bozulmaz" in a.answer.lower(), a.answer


def test_a_partner_taking_the_okey_in_the_tournament_is_no_penalty(pipeline):
    a = pipeline.answer("trnv esim yerdeki okeyimi aldi bana ceza yazilir mi", "turnuva-esli-101")
    assert lead_of(a.answer) == "hayir", a.answer


def test_a_purchase_that_did_not_arrive_is_not_covered_but_buying_chips_is_a_rule(pipeline):
    assert pipeline.answer("oyna appte paket satin aldim cipler hesaba gelmedi napcam", None).kind == "not_covered"
    a = pipeline.answer("od de cip satin alabilir miyim", None)
    assert a.kind == "rule" and lead_of(a.answer) == "hayir"
