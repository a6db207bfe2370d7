"""Which rulesets a question is about (issue 10, ruleset choice; examples of our own).

- a game named only to be denied ("101 değil", "turnuva yerine") is no mention;
- saying the table plays katlamalı (a rule only OyunDostluğu's 101 has as its own) picks od-101;
- two people's claims, one of them tied to a ruleset ("turnuvada hakemlik yapan Kemal … dedi"), get
  the standard table's side and that ruleset's side;
- a ruleset whose search is weak under its own words still gets its version of the topic another named
  ruleset found (one article group, one version per source).
"""
from __future__ import annotations

import pytest

from referee.classify.detect import detect_ruleset
from referee.search.parts import compared_rulesets, named_rulesets
from referee.text.normalize import normalize


@pytest.mark.parametrize(("question", "ruleset"), [
    ("düz oynuyoruz, 101 değil, okeyi atana ceza var mı", "oyna-duz"),
    ("bu akşam normal okey açtık 101 diil, gösterge kaç puan", "oyna-duz"),
    ("101 yerine düz okey oynadık, çiftle bitene ne yazılır", "oyna-duz"),
    ("turnuva değil, evde kendi aramızda oynuyoruz, işlek atan ne yazar", "oyna-101"),
    ("eşli değiliz herkes kendine, okey elde kalırsa kaç", "oyna-101"),
    ("OyunDostluğu değil oyna.app kurallarıyla oynuyoruz, açamayan kaç yazar", "oyna-101"),
    ("düz okey değil mi bu, gösterge puanı var mı", "oyna-duz"),  # a question tag, no denial
])
def test_denied_game_is_no_mention(question, ruleset):
    assert detect_ruleset(question).ruleset == ruleset


@pytest.mark.parametrize(("question", "rulesets"), [
    ("düz oynuyoruz 101 değil, okeyi yere atmak ceza mı", ["oyna-duz"]),
    ("101 deel düz okeyde yedi çift kaç puan", ["oyna-duz"]),
    ("turnuva yerine evde 101 oynadık, işlek cezası kaç", ["oyna-101"]),
])
def test_denied_game_is_not_compared(question, rulesets):
    assert named_rulesets(normalize(question)) == rulesets


@pytest.mark.parametrize("question", [
    "bizim masada katlamalı oynuyoruz, Ayşe 135 ile açtı, ben kaçla açarım",
    "masamız katlamalı, en yüksek açış 127 idi, bana kaç lazım",
    "katlamalı 101 oynuyoz abi biri 140 açtı ben 140la açabilir miyim",
    "kahvede katlamalı oynanıyor, öncekini geçmek zorunda mıyım",
    "evde katlamalıyız, ilk açan 118 dedi, ikinci açan en az kaç olmalı",
])
def test_playing_katlamali_picks_od(question):
    choice = detect_ruleset(question)
    assert choice.ruleset == "od-101"
    assert "atlamalı" in choice.reason


@pytest.mark.parametrize(("question", "ruleset"), [
    ("katlamalı ne demek", "oyna-101"),  # asking what it is names no table
    ("katlamalı mı oynuyoruz burada", "oyna-101"),
    ("oyna.app'te katlamalı var mı", "oyna-101"),
    ("eşli katlamalı oynuyoruz, eşim 130la açtı, ben geçmek zorunda mıyım", "turnuva-esli-101"),
])
def test_katlamali_asked_or_elsewhere(question, ruleset):
    assert detect_ruleset(question).ruleset == ruleset


@pytest.mark.parametrize(("question", "rulesets"), [
    ("Ayşe 'el iptal' diyor, turnuvada hakemlik yapan Kemal 'devam edilir' diyor, hangisi doğru",
     ["oyna-101", "turnuva-esli-101"]),
    ("abim bitişte iki katı yazılır dedi, OyunDostluğu'nda oynayan Veli dört katı dedi, hangimiz haklı",
     ["oyna-101", "od-101"]),
    ("eniştem işlek cezası sabit dedi, eşli turnuvaya giden Murat taşın on katı dedi, kimin dediği doğru",
     ["oyna-101", "turnuva-esli-101"]),
    ("kuzenim ceza yok dedi, düz okey oynayan dayım da öyle dedi ama annem ceza var diyor, kim haklı",
     ["oyna-101", "oyna-duz"]),
    ("Selim eli yeniden dağıtalım dedi, kafedeki turnuva görevlisi oynayın dedi, hangisi haklı",
     ["oyna-101", "turnuva-esli-101"]),
])
def test_claim_tied_to_a_ruleset_is_compared(question, rulesets):
    assert compared_rulesets(normalize(question)) == rulesets


@pytest.mark.parametrize("question", [
    "turnuvada dördümüz çift açtık, biri bozuldu dedi, görevli oynayın dedi, kim haklı",
    "düz okeyde Ali okey atana ceza var dedi, Veli yok dedi, hangisi doğru",
    "turnuvada Ali işlek dedi, Veli değil dedi",  # no "who is right"
])
def test_table_wide_ruleset_stays_one(question):
    assert len(compared_rulesets(normalize(question))) == 1


def _text(pipeline, question):
    return pipeline.answer(question).parts.markdown()


@pytest.mark.parametrize("question", [
    "açamayınca perlerini geri alan oyuncuya oyna.app'te ve OyunDostluğu'nda ne yazılır",
    "yere indirdiği perleri geri toplayana oyna appte ceza var mı, OD'de var mı",
    "101'e varmayınca perleri geri alan oyuncu: oyna.app ile OyunDostluğu aynı mı",
])
def test_each_named_ruleset_gets_its_version(pipeline, question):
    text = _text(pipeline, question)
    assert "101 (standart)" in text and "OyunDostluğu" in text
    assert "+101" in text  # OyunDostluğu's side: the penalty


@pytest.mark.parametrize(("question", "line"), [
    ("bizim masada katlamalı oynuyoruz, Ayşe 135 ile açtı, ben kaçla açarım", "en az 136"),
    ("katlamalı oynuyoz, Can 150 ile açtı ben de 140la açtım, olur mu", "en az 151 ile açarsın. 140 ile açış yetmez"),
    ("masamız katlamalı, Deniz 122 ile açmıştı, ben 130la açtım, geçerli mi", "130 ile açış yeter"),
])
def test_katlamali_barrier_from_the_told_number(pipeline, question, line):
    text = _text(pipeline, question)
    assert line in text
    assert "OyunDostluğu" in text
