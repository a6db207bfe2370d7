"""A thumb's slip in the asked verb, a spoken future, an alternative part, and deeds the sources name
by another verb — each still settles the right Evet/Hayır.

Every question here is ours, written for the mechanism, never a blind round's phrasing.
"""
from __future__ import annotations

import pytest

from referee.answers.conditions import requirement_unmet
from referee.answers.polarity import settle
from referee.answers.two_part import asking_parts
from referee.text.morph import verb_of
from referee.text.normalize import normalize


@pytest.mark.parametrize("typed, root, negative", [
    ("bitlir", "bit", False), ("isledm", "isle", False), ("acamadim", "ac", True),
    ("kullanamicaksam", "kullan", True), ("alamicaksam", "al", True),
])
def test_a_verb_one_slip_away_is_read_as_that_verb(typed, root, negative):
    v = verb_of(typed)
    assert v is not None and (v.root, v.negative) == (root, negative)


@pytest.mark.parametrize("word", ["okeynen", "trnvda", "kanka", "Nermin", "gostrge"])
def test_a_word_that_is_no_verb_stays_unread(word):
    assert verb_of(word) is None


def test_a_slipped_passive_is_settled_by_the_articles_negative():
    out = settle(["Kafa atana kimse işleyemez; eli elden kapatmak ancak hiç açılmamış masada olur. "
                  "Çiftten açan elden bitilmez."], normalize("ciftten acan elden bitlir mi"), "yesno")
    assert out[0].startswith("Hayır")


def test_a_spoken_negative_future_fails_the_requirement():
    rule = "Yandaki taşı ancak o turda kullanacaksan alabilirsin."
    assert requirement_unmet(rule, normalize("o tur kullanamicaksam yandan alabilir miyim"))
    assert not requirement_unmet(rule, normalize("o tur kullanacaksam yandan alabilir miyim"))


def test_a_part_opening_with_yoksa_is_the_other_alternative_of_the_same_question():
    parts = asking_parts(normalize("açtığım elde hemen işleyebilir miyim, yoksa bir el mi beklerim?"))
    assert len(parts) == 1 and parts[0][1] == "yesno"


def test_folding_a_score_is_settled_by_the_article_that_writes_it_unfolded():
    out = settle(["Katlamadan yazarsın: kafa açmış rakibin çarpanını büyütmez."],
                 normalize("kafada acmis olanin cezasi katlanir mi"), "yesno")
    assert out[0].startswith("Hayır")


def test_points_dropped_is_the_articles_points_lost():
    out = settle(["Göstergeyi gösteren dışındaki oyuncular birer puan kaybeder."],
                 normalize("gosterge gosterilince digerlerinden puan dusulur mu"), "yesno")
    assert out[0].startswith("Evet")


def test_a_different_thing_named_in_passing_tells_no_two_apart():
    from referee.answers.conditions import sameness
    q = normalize("dörtlü ile dört taşlı küt aynı şey mi")
    assert sameness(["Başka bir yazılı kuralda buna dörtlü denir.", "oyna.app'te ayrı bir bitiş yoktur."], q) == "none"
    assert sameness(["Dörtlü başka bir şeydir."], q) == "hayir"
    assert sameness(["Karıştırma: dörtlü ayrı bir kuraldır."], q) == "hayir"


def test_an_articles_own_no_is_no_answer_to_sameness():
    out = settle(["Dörtlü dört taşlı kütün adıdır.", "oyna.app'te böyle ayrı bir bitiş yoktur."],
                 normalize("dörtlü ile dört taşlı küt aynı şey mi"), "yesno")
    assert not out[0].startswith(("Evet", "Hayır"))


def test_a_question_word_inside_the_clause_is_its_object_not_a_second_question():
    from referee.classify.qtype import clause_form
    from referee.search.parts import split_parts
    q = "eşim bana hangi taşı istediğimi sorabilir mi"
    assert split_parts(q) == [q] and clause_form(normalize(q)) == "yesno"
    assert clause_form(normalize("hangi taşı alacağımı söyleyebilir miyim")) == "yesno"
    assert clause_form(normalize("hangi taşı alırım")) == "wh"


def test_a_second_case_asked_with_ya_gets_no_single_lead():
    from referee.answers.two_part import by_parts
    rule = ["Hayır. Seriler 13'te biter: 11-12-13 geçerli, 12-13-1 geçersizdir."]
    out = by_parts(rule, normalize("12-13-1 seri sayılır mı? Ya 11-12-13?"), "yesno")
    assert not out[0].startswith(("Evet", "Hayır"))
    assert by_parts(rule, normalize("12-13-1 seri sayılır mı ya abi"), "yesno")[0].startswith("Hayır")


def test_a_particle_with_a_vowel_left_out_still_asks_yes_or_no():
    from referee.answers.asked import read_asked
    from referee.service import ask
    assert read_asked(normalize("şimdi yere seri indirebilir miym")) is not None
    assert ask("cift actim simdi yere seri indirebilir miym").answer.startswith("Hayır")
