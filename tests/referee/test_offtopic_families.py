"""Off-topic families read from what the question asks (issue 10 §4; examples of our own, never a round's):
the world around the table (history by era or origin verb, fame, health, care of the set, manners,
cheating), a game no list names set beside okey, and a deed no source prices (too many tiles drawn).
Each family also keeps its rule neighbours answered."""
from __future__ import annotations

import pytest

from referee.classify.offtopic import OFFTOPIC_REASON


@pytest.mark.parametrize(("question", "kind"), [
    ("okey anadoluya hangi asırda yayıldı", "history"),
    ("101 okeyi kimler getirmiş, ne zaman gelmiş", "history"),
    ("bizans zamanında okeye benzer oyun var mıydı", "history"),
    ("okeyi ilk oynayanlar hangi dönemde yaşamış", "history"),
    ("bu oyunun adı ne demek, niye okey", "history"),
    ("en ünlü okey oyuncuları kimlerdir", "trivia"),
    ("okeyin dünya şampiyonu hangi ülkeden", "trivia"),
    ("bir elde en yüksek rekor puan kaç", "trivia"),
    ("okey alzheimerı geciktirir mi", "health"),
    ("çocuklar için okey faydalı mı", "health"),
    ("okey oynamak konsantrasyonu artırır mı", "health"),
    ("taşların arası kirlendi nasıl temizlerim", "care"),
    ("ıstakanın bakımı nasıl yapılır", "care"),
    ("kafede turnuvaya terlikle gidilir mi", "conduct"),
    ("masada alkol almak serbest mi", "conduct"),
    ("oyun sırasında küfreden oyuncuya ne yapılır", "conduct"),
    ("kolunun altına taş saklayan oyuncuya ne ceza verilir", "cheating"),
    ("rakip desteden gizlice taş almış", "cheating"),
    ("işaretli taşlarla oynadığı anlaşıldı ne olur", "cheating"),
    ("hileli oynayanı nasıl cezalandırırız", "cheating"),
    ("ıstakasında fazla okey sakladığı ortaya çıktı ne yapılır", "cheating"),
])
def test_the_world_around_the_table_is_not_covered(pipeline, question, kind):
    c = pipeline.answer(question)
    assert c.kind == "not_covered", question
    assert OFFTOPIC_REASON[kind] in c.answer, question


@pytest.mark.parametrize("question", [
    "briç ile okey arasında benzerlik var mı", "okey ile kanasta aynı mı", "pinokle okeye benzer mi",
    "okey mi daha zor mahjong mu", "kanastada da okey gibi joker var mı", "okey ve konken ortak noktası ne",
    # okey as the measure of a difference, in the asking clause itself
    "batakta koz nasıl seçilir, okeyle ne farkı var", "pişti kaç kişiyle oynanır, okeye göre farkı nedir",
    "tavlada kaç pul var, 101'den farkı ne",
])
def test_a_game_set_beside_okey_is_another_game(pipeline, question):
    c = pipeline.answer(question)
    assert c.kind == "not_covered", question
    assert OFFTOPIC_REASON["other_game"] in c.answer, question


@pytest.mark.parametrize("question", [
    "desteden bir seferde iki taş çektim ceza var mı", "rakip fazladan taş aldı ne yapılır",
    "bir yerine iki taş çekmişim geri koyabilir miyim", "eşim yanlışlıkla 2 taş birden çekti",
    "ıstakamda fazladan bir taş çıktı ne olacak",
])
def test_too_many_tiles_drawn_is_not_covered(pipeline, question):
    c = pipeline.answer(question)
    assert c.kind == "not_covered", question
    assert "yanlış okey" not in c.answer, question  # no neighbouring entry's reason


@pytest.mark.parametrize("question", [
    "gösterge ne zaman gösterilir", "turnuvada şampiyon nasıl belirlenir", "masada kavga çıktı kim karar verir",
    "sahte okey ile okey aynı mı", "düz okey ile 101 arasındaki fark ne", "okey kelimesi ne demek",
    "düz okeyin 101'den farkı ne", "eşli okeyin tekli okeyden farkı nedir",
    "açmak için en az kaç sayı lazım, katlamalıda bir fazlası mı", "çift açanın kalanı iki katı mı yazılır",
])
def test_rule_neighbours_stay_answered(pipeline, question):
    assert pipeline.answer(question).kind == "rule", question


@pytest.mark.parametrize("question", [
    "okey takımı hangi fabrikada üretiliyor, yerli mi",
    "internet kafede okey turnuvası düzenlemek için belediyeden ruhsat gerekir mi",
    "101 oynarken deprem oldu taşlar dağıldı ne yapılır",
    "turnuva salonunda klima bozuldu maç ertelenir mi",
    "okey turnuvası için vergi levhası ve fatura gerekir mi",
])
def test_a_question_sharing_only_the_game_nouns_is_not_covered(pipeline, question):
    assert pipeline.answer(question).kind == "not_covered", question


@pytest.mark.parametrize("question", [
    "turnuvada maç kaç el sürer", "okeyi elde bırakırsam kaç yazılır", "çifte gidince işlemeden bitebilir miyim",
    "deste biterse kimse bitemezse ne olur", "ıstakada kaç taş olur 101de",
])
def test_questions_of_our_texts_stay_answered(pipeline, question):
    assert pipeline.answer(question).kind != "not_covered", question


@pytest.mark.parametrize("question", [
    "internetim koptu elim ne olur", "internet çok yavaş, okey sürekli takılıyor", "evde internet yok, okeye nasıl girerim",
    "internet gidince masadan attı",
])
def test_an_online_trouble_is_the_apps(pipeline, question):
    c = pipeline.answer(question)
    assert c.kind == "not_covered", question
    assert OFFTOPIC_REASON["app"] in c.answer, question


@pytest.mark.parametrize("question", [
    "internetteki kurallara göre 101'de okeyi yere atmanın cezası ne",
    "internette okudum, çifte giden işleyemezmiş; doğru mu",
    "biz mahallede düz okeyde göstergeye 2 puan veririz. internetteki kurallarda gösterge kaç puan",
])
def test_the_internet_as_where_rules_were_read_is_no_trouble(pipeline, question):
    c = pipeline.answer(question)
    assert c.kind == "rule", question
    assert OFFTOPIC_REASON["app"] not in c.answer, question


@pytest.mark.parametrize("question", [
    "okey kahvesi açmak için ruhsat şart mı", "turnuvada kazanılan ödülden vergi kesilir mi",
])
def test_permits_and_taxes_are_not_covered(pipeline, question):
    c = pipeline.answer(question)
    assert c.kind == "not_covered", question
    assert OFFTOPIC_REASON["official"] in c.answer, question


@pytest.mark.parametrize(("question", "kind"), [
    ("bu taşa niye joker diyoz", "history"),
    ("ıstakaya neden ıstaka deriz ki", "history"),
    ("karşıdakinin ıstakasına göz atan oyuncuya ne yapılır", "cheating"),
    ("eşinin elindeki taşlarına bakarken gördüm, ceza var mı", "cheating"),
    ("elimden kaydı, iki taş birden attım ne olacak", "many_at_once"),
    ("rakip aynı anda 2 taş attı, birini geri alabilir mi", "many_at_once"),
])
def test_a_name_a_peek_and_a_double_discard_are_not_covered(pipeline, question, kind):
    c = pipeline.answer(question)
    assert c.kind == "not_covered", question
    assert OFFTOPIC_REASON[kind] in c.answer, question


@pytest.mark.parametrize("question", [
    "neden rakip okey atana ceza var diyor", "ıstakama baktım okey yok, gösterge ne olur",
    "rakibin attığı taşlarına bakabilir miyim", "iki okeyi birden elde tutarsam kaç yazılır",
])
def test_their_rule_neighbours_are_no_name_peek_or_double_discard(pipeline, question):
    c = pipeline.answer(question)
    for kind in ("history", "cheating", "many_at_once"):
        assert OFFTOPIC_REASON[kind] not in c.answer, question


def test_an_apps_score_doubted_as_a_bug_is_a_rule_question(pipeline):
    """"… bana ceza yazıldı, bug mı": whether the rule says so; the rule answers, with no Evet/Hayır about the app."""
    out = pipeline.answer("OD'de rakip benim perimdeki okeyi aldı, bana 101 yazdı, bug mu", "od-101")
    assert out.kind == "rule" and "101" in out.answer and not out.answer.startswith(("Evet", "Hayır")), out.answer
    assert pipeline.answer("oyna appte bug var oyun donuyor", "oyna-101").kind == "not_covered"


def test_skins_of_the_app_are_not_covered(pipeline):
    assert pipeline.answer("oyna.app'te taş skini nasıl değiştirilir", "oyna-101").kind == "not_covered"
