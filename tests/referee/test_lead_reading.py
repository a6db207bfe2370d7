"""How a rule answer is read for its lead once it reaches an article (issue 10).

Every question and article sentence here is ours, written for the mechanism.
"""
from __future__ import annotations

import pytest

from referee.answers.clause_polarity import shared
from referee.answers.penalty import penalty_reading
from referee.answers.polarity import settle
from referee.text.normalize import normalize
from referee.text.respell import respell


def _lead(paragraphs: list[str], question: str) -> str:
    """The first paragraph of the settled answer to a yes/no question."""
    return settle(paragraphs, normalize(question), "yesno")[0]


def test_a_number_in_digits_matches_the_same_number_in_words():
    assert shared({"4"}, ["dort", "tasli"]) == 2
    assert shared({"4"}, ["uc", "tasli"]) == 0


def test_the_clause_naming_the_asked_count_decides():
    rule = "Kütün eksik rengi işlenir; dört taşlı küte taş eklenmez."
    out = settle([rule], normalize("yerde dört farklı renk 6 duruyor, bir 6 daha eklenebilir mi"), "yesno")
    assert out[0].startswith("Hayır")


def test_the_rules_exception_decides_when_the_question_tells_its_case():
    text = ("İşlek taşı elin ortasında atmak 101 cezadır. "
            "İstisna: işlek taşı son taş olarak atıp elini bitiriyorsan bu ceza değil.")
    assert penalty_reading(text, normalize("işlek taşı son taş olarak atarsam ceza var mı"))[0] == "hayir"
    assert penalty_reading(text, normalize("elin ortasında işlek taşı atarsam ceza var mı"))[0] == "evet"


def test_an_exception_overrides_the_own_lead_of_the_article():
    verdict = "Evet: işlek taşı elin ortasında atmak 101 cezadır."
    exception = "İstisna: işlek taşı son taş olarak atıp elini bitiriyorsan bu ceza değil."
    out = settle([verdict, exception], normalize("işlek taşı son taş olarak atarsam ceza var mı"), "yesno")
    assert out[0] == "Hayır. İşlek taşı son taş olarak atıp elini bitiriyorsan bu ceza değil."
    assert out[1].startswith("İşlek taşı elin ortasında")
    out = settle([verdict, exception], normalize("işlek taşı elin ortasında atarsam ceza var mı"), "yesno")
    assert out[0].startswith("Evet")


def test_a_focus_number_is_confirmed_only_by_a_clause_telling_it():
    rule = ["Çoğu masada 30 puanla başlamaktır; bazı masalar 50 seçer."]
    assert _lead(rule, "herkes otuz puandan mı başlıyor").startswith("Evet")
    assert _lead(rule, "herkes kırk puandan mı başlıyor").startswith("Çoğu")


def test_a_reported_claim_is_the_proposition_judged():
    rule = ["El bozulur: kimseye puan yazılmaz, kartlar yeniden dağıtılır."]
    assert _lead(rule, "ayşe 'el bozulur' dedi, doğru mu").startswith("Evet")
    rule = ["Dört taşlı küte taş eklenmez."]
    out = settle(rule, normalize("kardeşim dört taşlı küte bir taş daha ekleyeceğim dedi, olur mu"), "yesno")
    assert out[0].startswith("Hayır")


def test_an_ordinal_is_a_number_too():
    assert normalize("dördüncü renk").folded == "4. renk"
    rule = ["Eksik rengi olan küte taş eklenir; dört taşlı küte taş eklenmez."]
    out = settle(rule, normalize("küte dördüncü rengi koydum, bir taş daha eklenebilir mi"), "yesno")
    assert out[0].startswith("Hayır")


def test_sufficiency_settles_a_validity_question_about_its_number():
    rule = ["Açmak için en az 101 gerekir.", "Örnek: 40 + 55 = 95; bu yetmez."]
    assert _lead(rule, "perlerim 95 etti, bu açış olur mu").startswith("Hayır")
    rule = ["Çiftle açmak için 5 çift yeter."]
    assert _lead(rule, "4 çiftle açış olur mu").startswith("Çiftle")


def test_a_verbal_noun_with_the_asked_number_states_the_deed():
    rule = ["Düz okeyde çifte gitmek, 7 çiftle bitmek demektir."]
    assert _lead(rule, "düz okeyde 7 çiftle bitilir mi").startswith("Evet")
    assert _lead(rule, "düz okeyde 6 çiftle bitilir mi").startswith("Düz")


def test_a_universal_question_is_denied_by_a_clause_about_one_thing():
    rule = ["Yıldızlı taş, o elin okeyi hangi taşsa onun yerine geçer."]
    assert _lead(rule, "yıldızlı taş her taşın yerine geçer mi").startswith("Hayır")
    assert _lead(rule, "yıldızlı taş okeyin yerine geçer mi").startswith("Evet")
    rule = ["Okey istediğin her taşın yerine geçer."]
    assert _lead(rule, "okey her taşın yerine geçer mi").startswith("Evet")


def test_whether_another_rulesets_rule_holds_here_too_gets_no_one_word_lead(pipeline):
    out = pipeline.answer("düz okeyde okey atmanın cezası yok, 101'de de böyle mi")
    assert not out.answer.startswith(("Evet", "Hayır"))


def test_a_claim_denying_a_penalty_is_judged_against_the_rule():
    rule = ["İşlek taş atarsan 101 ceza yazılır."]
    assert _lead(rule, "komşu 'işlek atana ceza yok' dedi, doğru mu").startswith("Hayır")
    assert _lead(rule, "komşu 'işlek atana ceza var' dedi, doğru mu").startswith("Evet")
    rule = ["Hayır: son taşla bitiriyorsan ceza yazılmaz."]
    assert _lead(rule, "komşu 'son taşla bitene ceza yazılmaz' diyor, haklı mı").startswith("Evet")


def test_a_bare_penalty_verdict_does_not_answer_a_question_asking_no_penalty():
    rule = ["Evet, yersin. Okeyli kütte olmayan renkler işlektir; kütteki renkler bu küte eklenemez."]
    out = settle(rule, normalize("kütte bulunan bir rengi o küte ekleyebilir miyim"), "yesno")
    assert out[0].startswith("Hayır. Okeyli")
    assert _lead(rule, "o renkleri atarsam ceza yer miyim").startswith("Evet, yersin")


def test_a_term_described_by_another_is_the_one_asked_about(pipeline):
    out = pipeline.answer("okeyli küt dört taştan oluşabilir mi")
    assert out.sources[0]["id"] == "kut-nedir" and out.answer.startswith("Evet")
    assert pipeline.answer("okeyli küt altı taştan oluşabilir mi").answer.startswith("Hayır")


@pytest.mark.parametrize("rule, question, start", [
    # another subject's plain statement is no permission for the asker
    ("Çiftle açanın yeni açış hakkı o elde biter.", "çiftle açtım, elden bitebilir miyim", "Çiftle"),
    # a no that allows one thing is a yes for that thing, and stays a no for the rest
    ("Hayır: çiftten açtıysan yere yalnızca çift koyabilirsin; yeni seri açamazsın.",
     "çiftten açınca aynı elde yere bir çift daha koyabilir miyim", "Evet"),
    ("Hayır: çiftten açtıysan yere yalnızca çift koyabilirsin; yeni seri açamazsın.",
     "çiftten açınca aynı elde yere üçlü seri koyabilir miyim", "Hayır"),
])
def test_the_asked_deed_and_thing_decide_the_lead(rule, question, start):
    assert _lead([rule], question).startswith(start)


def test_not_sought_denies_a_requirement():
    assert _lead(["Çiftle açarken toplam sayı aranmaz; beş çift yeter."], "çiftlerle açmak için de sayı gerekir mi").startswith("Hayır")


def test_only_in_one_case_is_denied_by_another_case_the_rule_gives():
    rule = ["Başkası bitirirse kalanının iki katını yazarsın.", "Deste tükenip kimse bitemezse de iki katını yazarsın."]
    assert _lead(rule, "kalan yalnızca başkası bitirince mi iki kat yazılır").startswith("Hayır")


def test_the_side_asked_picks_the_clause_in_a_team_game():
    rule = ["Biriniz bitirince puan karşı takımın sütunundan düşülür. Bitiren takımdan bir şey düşülmez."]
    assert _lead(rule, "ortağım bitirirse bizim takımdan puan düşer mi").startswith("Hayır")
    assert _lead(rule, "rakiplerden biri bitirirse bizim takımdan puan düşer mi").startswith("Evet")


def test_the_tiles_told_are_read_as_the_meld_asked(pipeline):
    assert pipeline.answer("sarı 8 ile siyah 8 çift olur mu").answer.startswith("Hayır")
    assert pipeline.answer("siyah 2 ile siyah 2 çift olur mu").answer.startswith("Evet")
    assert pipeline.answer("mavi 6, sarı 6 ve siyah 6 küt olur mu").answer.startswith("Evet")
    assert pipeline.answer("mavi 6, mavi 6 ve siyah 6 küt olur mu").answer.startswith("Hayır")


def test_a_sameness_question_is_answered_by_whether_the_text_tells_them_apart():
    rule = ["Katlamalı bir açış kuralıdır.", "Bitiş katıyla karıştırma; o başka bir kuraldır."]
    assert _lead(rule, "katlamalı ile bitiş katı aynı kural mı").startswith("Hayır")


def test_an_ablative_typed_apart_is_joined_back():
    assert normalize(respell("çifte giden el den bitemez mi")).folded == "cifte giden elden bitemez mi"


def test_an_exception_question_gets_the_rules_exception(pipeline):
    out = pipeline.answer("okeyi atınca ceza yazılmayan bir durum var mı 101'de")
    assert "son taş" in out.answer


def test_a_difference_between_two_rulesets_is_told_per_ruleset(pipeline):
    out = pipeline.answer("açışı tutturamayıp taşlarını geri toplayan oyuncu için OyunDostluğu ile oyna.app arasında fark var mı")
    assert "OyunDostluğu" in out.answer and "standart" in out.answer and not out.answer.startswith(("Evet", "Hayır"))


def test_a_when_clause_is_no_statement_of_the_deed():
    rule = ["Bitirmek için önce bir taş işlemen gerekir. Bitince bitiş katlanır."]
    assert _lead(rule, "komşu 'işlemeden bitemezsin' diyor, doğru mu").startswith("Bitirmek")


def test_only_when_is_denied_by_a_concession():
    rule = ["İşlek taş atarsan 101 yazılır. Elini açmamış olsan da geçerlidir."]
    assert _lead(rule, "işlek cezası sadece açtıysan mı yazılır").startswith("Hayır")


def test_a_sameness_the_text_never_states_gets_no_yes():
    rule = ["Evet. Sahte okey, o elin okeyi olan taşın yerine geçer."]
    assert not _lead(rule, "sahte okey ile okey aynı kural mı").startswith(("Evet", "Hayır"))
