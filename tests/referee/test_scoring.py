"""The score-question hook: answer shape, sources, the form link, and honest refusals."""
from __future__ import annotations

import json
import re
from urllib.parse import parse_qs, unquote, urlparse

import pytest

from calculators.hand import calc_hand
from calculators.match import calc_match
from referee.knowledge import get_knowledge
from referee.scoring import CalcAnswer, answer_calculation, form_url, pick_sources

REASON = "Kural seti belirtmediğin için standart 101'e (oyna.app kuralları) göre cevapladım."


def ask(q: str, rs: str = "oyna-101") -> CalcAnswer:
    a = answer_calculation(q, rs, REASON)
    assert a is not None
    return a


def test_verdict_first_then_arithmetic_and_assumptions():
    a = ask("rakip normal bitti ben açmıştım elimde 50 kaldı")
    first, *rest = a.answer.split("\n\n")
    assert first == "**50** yazıyorsun."
    assert any(p.startswith("Hesap:") and "50 (kalan) × 1" in p for p in rest)
    assert any(p.startswith("Varsaydıklarım:") and "seriyle" in p for p in rest)


def test_a_finish_without_its_kind_is_asked_not_assumed():
    a = ask("rakip bitti ben açmıştım elimde 50 kaldı")
    assert "**50**" not in a.answer and "Hesap:" not in a.answer
    assert any(m["slot"].endswith("finish.kind") for m in a.calculation["missing"])


def test_numbers_use_a_plain_minus():
    a = ask("okeyle bittim")
    assert "**-202**" in a.answer
    assert "−" not in a.answer.split("\n\n")[0]


def test_every_source_is_an_existing_article():
    kb = get_knowledge()
    for q, rs in [("rakip okeyle bitti, açmıştım elimde 41 kaldı", "oyna-101"),
                  ("karşı kafa attı, eşim açmıştı elinde 15 kaldı, ben açamadım. takım kaç yazar", "turnuva-esli-101"),
                  ("6 puanım vardı rakip 7 çiftle son taş okey atıp bitti", "oyna-duz"),
                  ("8 kişilik okey gecesinde 2. oldum kaç sezon puanı", "turnuva-esli-101"),
                  ("rakip elden bitti açamadım", "od-101"),
                  ("rakip okeyle bitti kaç yazarım", "oyna-101")]:
        a = ask(q, rs)
        assert a.sources, q
        assert all(s in kb.articles for s in a.sources), (q, [s for s in a.sources if s not in kb.articles])


def test_sources_follow_the_factors_used():
    a = ask("çift açtım elimde 41 ve bir okey (9) kaldı, rakip normal bitti", "turnuva-esli-101")
    assert "cift-acan-kalan-turnuva" in a.sources and "okey-elde-kalirsa-turnuva" in a.sources
    b = ask("deste bitti, acamamistim ama islek de atmistim")
    assert "deste-biterse-oyna" in b.sources and "islek-cezasi-oyna" in b.sources


def test_pick_sources_is_never_empty():
    for rs in ("oyna-101", "od-101", "turnuva-esli-101", "oyna-duz", "oyna-esli-duz", "bilinmeyen"):
        assert pick_sources(rs, set(), "hand")
    assert pick_sources("oyna-101", {"season"}, "season") == ["okey-gecesi-sezon-puani-turnuva"]


def test_calculation_payload_has_inputs_result_and_form_url():
    a = ask("rakip okeyle bitti, açmıştım elimde 41 kaldı")
    calc = a.calculation
    assert set(calc) >= {"inputs", "result", "form_url"}
    json.dumps(calc)  # JSON-serialisable
    assert calc["inputs"]["slots"]["hands"][0]["finisher"] == "Rakip"
    assert calc["result"]["scores"] == {"Rakip": -202, "Sen": 82}
    assert calc["result"]["ruleset"] == "oyna-101"


def test_form_url_carries_the_engine_input_back():
    a = ask("rakip okeyle bitti, açmıştım elimde 41 kaldı")
    url = urlparse(a.calculation["form_url"])
    assert url.path == "/hesapla"
    qs = parse_qs(url.query)
    assert qs["tur"] == ["el"]
    engine = json.loads(unquote(qs["veri"][0]))
    assert engine == a.calculation["inputs"]["engine"]
    assert calc_hand(engine)["scores"]["Sen"] == 82  # the form can post it to the API as is


def test_match_form_url_posts_to_the_match_api():
    a = ask("1. el açtım 19 kaldı, ece normal bitti. 2. el açamadım, kimse açmamışken ece elden bitti. toplamım")
    qs = parse_qs(urlparse(a.calculation["form_url"]).query)
    assert qs["tur"] == ["mac"]
    assert calc_match(json.loads(qs["veri"][0]))["player_totals"]["Sen"] == 423


def test_form_url_none_without_engine_input():
    assert form_url("hand", None) is None


@pytest.mark.parametrize("q,rs,word", [
    ("rakip okeyle bitti ece de bitti kaç yazarım, açamadım", "oyna-101", "iki kişi"),
    ("rakip çiftten açmıştı elden bitti ben açamadım", "turnuva-esli-101", "elden bitemez"),
    ("rakip okeyle bitti kaç yazarım", "oyna-101", "açıp açmadığını"),
])
def test_missing_or_impossible_gives_no_number(q, rs, word):
    a = ask(q, rs)
    assert a.kind == "calculation"
    assert a.calculation["result"] is None
    assert word in a.answer
    assert not re.search(r"\*\*-?\d+\*\*", a.answer)
    assert a.sources


def test_el_bozuldu_under_oyna_is_void_and_under_turnuva_refused():
    a = ask("dördümüz de çiftten açtık, el bozuldu, kaç yazarım")
    assert a.calculation["result"]["scores"]["Sen"] == 0
    b = ask("dördümüz de çift açtık el bozuldu mu kaç yazarız", "turnuva-esli-101")
    assert b.calculation["result"] is None and "bozulmaz" in b.answer


def test_filler_seats_are_never_reported():
    a = ask("rakip normal bitti ben açmıştım elimde 10 kaldı kim kaç yazar")
    assert "Oyuncu" not in a.answer
    assert set(a.calculation["result"]["scores"]) == {"Rakip", "Sen"}


def test_never_raises_on_garbage():
    for q in ["", "   ", "????", "1. el 2. el 3. el", "kaç kaç kaç", "ben ben ben bittim bittim", "x" * 3000,
              "okey sarı 99 gösterge mavi 0", "elimde -5 kaldı rakip bitti açtım", "13 takım 99 kişilik 0. oldum"]:
        for rs in ("oyna-101", "od-101", "turnuva-esli-101", "oyna-duz", "oyna-esli-duz"):
            answer_calculation(q, rs, REASON)


def test_out_of_range_numbers_get_a_turkish_message_not_a_number():
    a = ask("99 takım kaydoldu kaç bay", "turnuva-esli-101")
    assert a.calculation["result"] is None and "64" in a.answer
