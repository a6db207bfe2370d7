"""What the first audit round of issue 14 found (/work/blind/audit-r1.md), held by tests.

One test per finding, named after the source line it rests on (as in test_source_facts.py). Each
test first checks that the source still says what the test assumes (``source_line_of`` fails
otherwise), then that the articles, glossary and not-covered list say no more and no less, and,
where the engine uses the same fact, that the engine agrees.
"""
from __future__ import annotations

import re

import pytest

from calculators.hand import calc_hand
from referee.knowledge import get_knowledge
from tests.knowledge.sourcetext import READING_LINE, main_part, norm, sentences, source_line_of, source_lines

READ = norm(READING_LINE)


@pytest.fixture(scope="module")
def kb():
    return get_knowledge()


def _term(kb, key):
    return next(t for t in kb.glossary if t.key == key)


def _entry(kb, eid):
    return next(e for e in kb.not_covered if e.id == eid)


def _hand(ruleset, finish, finisher, players, **extra):
    return calc_hand({"ruleset": ruleset, "finish": finish, "finisher": finisher, "players": players, **extra})


# --------------------------------------------------------------------------- W1


def test_oyna_ciftten_acan_isleyerek_ya_da_kutteki_okeyi_alarak_bitebilir__both_ways_are_named(kb):
    """oyna-terimler names two ways a pairs-opener finishes; no oyna-101 article may give only one."""
    source_line_of("oyna-terimler", "çiftten açan ancak masadaki bir seriye ya da küte taş işleyerek ya da "
                                    "okeyli üç taşlık bir kütteki okeyi alarak bitebilir")
    for a in kb.for_ruleset("oyna-101"):
        for s in sentences(main_part(a)):
            if "ciftten acan" in s and "isleyerek" in s and "bit" in s:
                assert "okey" in s, (a.id, s)
    assert "okeyi alarak" in norm(kb.articles["elden-bitis-oyna"].body)


# --------------------------------------------------------------------------- L2, L3


def test_esli_ceza_her_zaman_tasi_atana_yazilir__the_finishers_own_penalties_stand(kb):
    """The team's hand score is the finisher's minus score plus the finisher's own in-hand penalties."""
    source_line_of("esli-101-turnuva", "Ceza her zaman taşı atana yazılır")
    source_line_of("esli-101-turnuva", "Takımın el puanı iki oyuncunun puanlarının toplamıdır")
    a = kb.articles["esin-puani-turnuva"]
    assert "yalnizca bitirenin" not in norm(a.body)
    answer = norm(a.answer)
    # The reading names both sentences it weighs, in the first paragraph.
    assert READ in answer and "her bitiste 0" in answer and "her zaman" in answer
    team = [{"name": "Siz", "opened": "seri", "team": "A", "remaining_sum": 30},
            {"name": "Doğu", "opened": "seri", "team": "B", "penalties": [{"kind": "islek"}]},
            {"name": "Kuzey", "opened": "yok", "team": "A"},
            {"name": "Batı", "opened": "seri", "team": "B", "remaining_sum": 20}]
    r = _hand("turnuva-esli-101", "normal", "Doğu", team)
    assert r["scores"]["Doğu"] == -101 + 101 and r["scores"]["Batı"] == 0
    assert "−101 + 101 = 0" in a.body


def test_od_el_sonunu_beklemeden_dogrudan_101__the_partner_reading_names_the_contrary_sentence(kb):
    """od-101-puan writes the +101s "el sonunu beklemeden doğrudan"; the partner "o elde puan yazmaz"."""
    source_line_of("od-101-puan", "el sonunu beklemeden doğrudan +101 ceza olarak yazılır")
    source_line_of("od-101-puan", "eli bitiren oyuncunun eşi o elde puan yazmaz")
    a = kb.articles["esin-puani-od"]
    answer = norm(a.answer)
    assert READ in answer and "el sonunu beklemeden" in answer
    assert "od-101-puan" in a.labels and "Cezalar: +101" in {s.section for s in a.sources}
    # The od article that says the +101s are written at once points at the partner's reading.
    assert "/kural/esin-puani-od" in kb.articles["bitis-puanlari-od"].body


# --------------------------------------------------------------------------- U1, U2, U3


def _all_texts(kb, ruleset):
    """Every text that speaks for ``ruleset``: its articles' own parts, the glossary, not-covered whys."""
    out = {a.id: main_part(a) for a in kb.for_ruleset(ruleset)}
    out.update({f"glossary {t.key}": t.meaning for t in kb.glossary})
    out.update({f"not_covered {e.id}": e.why for e in kb.not_covered if not e.rulesets or ruleset in e.rulesets})
    return out


def test_esli_itiraz_el_bitmeden_yapilir__the_deadline_is_the_sources_and_nothing_later(kb):
    """The source ties the deadline to the hand's end; it never ties objections to the count."""
    source_line_of("esli-101-turnuva", "İtiraz el bitmeden yapılır; el kapandıktan sonra girilen skora itiraz edilmez")
    source_line_of("esli-101-turnuva", "El bitince taşlar açık gösterilir; sayım bitmeden ıstaka toplanmaz")
    for where, text in _all_texts(kb, "turnuva-esli-101").items():
        for s in sentences(text):
            if "itiraz" in s:
                assert not any(w in s for w in ("kapanmadan", "bu sirada", "o sirada")), (where, s)
                assert "sayim" not in s or "soylemez" in s, (where, s)
    assert "el bitmeden" in norm(kb.articles["itiraz-zamani-turnuva"].answer)


def test_esli_ciftten_kafa_atilmaz__kafa_as_the_finish_from_hand_is_marked_as_our_reading(kb):
    """esli-101-turnuva never defines kafa; it ties it to 'elden' only in this sentence."""
    sentence = "Çiftten açan elden bitiremez, yani çiftten kafa atılmaz"
    source_line_of("esli-101-turnuva", sentence)
    a = kb.articles["kafa-nedir-turnuva"]
    assert a.reading == sentence and READ in norm(a.answer) and "elden bitis" in norm(a.answer)
    for aid in ("kafa-oyna", "elden-bitis-oyna", "elden-bitis-od", "kafa-nedir-turnuva"):
        assert "elden bitisin adi" not in norm(kb.articles[aid].body), aid
    for t in kb.glossary:
        assert "elden bitisin adi" not in norm(t.meaning), t.key
    for key in ("kafa", "elden_bitmek", "kat"):
        assert "okuyoruz" in norm(_term(kb, key).meaning), key


def test_od_elden_bitis_ya_da_ciftle_bitis__ciftle_bitis_explained_only_as_our_reading(kb):
    """od-101-puan names "çiftle bitiş" in its table and nowhere says what it is."""
    source_line_of("od-101-puan", "Elden bitiş (elini açtığı turda bitirmek) ya da çiftle bitiş")
    assert sum("ciftle bitis" in norm(line) for line in source_lines("od-101-puan")) == 1
    explain = ("ciftle bitirirsen", "cifte gidip", "ciftle acmis oyuncunun eli bitirmesi", "ciftle acanin eli bitirmesi")
    for a in kb.for_ruleset("od-101"):
        for s in sentences(main_part(a)):
            if any(w in s for w in explain):
                assert "okuyoruz" in s or (a.reading and READ in norm(a.answer)), (a.id, s)
    assert "okuyoruz" in norm(_term(kb, "ciftten_bitmek").meaning)


# --------------------------------------------------------------------------- L1, L5


@pytest.mark.parametrize("ruleset, held, wrote", [
    ("oyna-101", 14, 28), ("od-101", 14, 28), ("turnuva-esli-101", 14, 28), ("turnuva-esli-101", 107, 315)])
def test_ciftten_acip_eli_baskasi_bitirirse_iki_kat__a_normal_finish_still_doubles_a_pairs_opener(kb, ruleset, held, wrote):
    """oyna-terimler "iki kat yazılır", od-101-puan "iki katı yazılır", esli-101-turnuva "× 2 … +101"."""
    source_line_of("oyna-terimler", "Çiftten açıp eli başkası bitirirse elinizde kalan taşlar iki kat yazılır")
    source_line_of("od-101-puan", "Çiftle açmış oyuncular: Elde kalan taş toplamı iki katı yazılır")
    source_line_of("esli-101-turnuva", "kalan 100'ü geçiyorsa bir kez +101 eklenir")
    answer = norm(kb.articles["normal-bitis-nedir"].answer)
    assert "ciftle acmis rakip kalanin iki katini" in answer and "100'u gecerse" in answer
    meaning = norm(_term(kb, "normal_bitis").meaning)
    assert "iki katini" in meaning and "digerlerinin puani katlanmaz" not in meaning
    team = ruleset == "turnuva-esli-101"
    players = [{"name": "Siz", "opened": "cift", "remaining_sum": held}, {"name": "Doğu", "opened": "seri"},
               {"name": "Kuzey", "opened": "seri", "remaining_sum": 0}, {"name": "Batı", "opened": "yok"}]
    if team:
        for p, t in zip(players, "ABAB"):
            p["team"] = t
    assert _hand(ruleset, "normal", "Doğu", players)["scores"]["Siz"] == wrote


def test_esli_baraj_esini_baglamaz_ve_ilk_dagiticiyi_sistem_gosterir__glossary_says_the_tournament_too(kb):
    source_line_of("esli-101-turnuva", "Eşli oyunda bu baraj eşini bağlamaz; yalnız rakip takıma karşı yükselir")
    source_line_of("esli-101-turnuva", "Okey Gecesi’nde oturma halkasını ve ilk dağıtıcıyı sistem gösterir")
    source_line_of("esli-101-turnuva", "Kafa, açmış rakibin çarpanını büyütmez")
    assert "esi baglamaz" in norm(_term(kb, "katlamali").meaning)
    dealer = norm(_term(kb, "dagitici").meaning)
    assert "tek eleme" in dealer and "okey gecesi" in dealer and "sistem" in dealer
    elden = norm(_term(kb, "elden_bitmek").meaning)
    assert "ve bitisi katlar" not in elden and "acmis rakibin carpanini buyutmez" in elden


# --------------------------------------------------------------------------- M1, M2, L4


def test_oyna_okey_her_tasla_cift_olur__the_okey_pair_is_oyna_apps_alone(kb):
    """Only oyna-terimler lets the okey make a pair; an article for every ruleset must say whose rule it is."""
    source_line_of("oyna-terimler", "Okey her taşla çift olur")
    for label in ("od-101-puan", "esli-101-turnuva"):
        assert not any("okey" in norm(line) and "cift olur" in norm(line) for line in source_lines(label)), label
    a = kb.articles["okey-nedir"]
    assert "Çift" in {s.section for s in a.sources if s.label == "oyna-terimler"}
    for s in sentences(main_part(a)):
        if "cift" in s and "okey" in s and "sahte" not in s:
            assert "oyna.app" in s or "soz etmez" in s, s


def test_od_ayni_106_tasla_ve_esli_oyunda_106_tas_vardir__the_total_is_attributed(kb):
    """The 106 is od-101-puan's and esli-101-turnuva's; oyna-terimler never writes a total."""
    source_line_of("od-101-puan", "klasik okeyle aynı 106 taşla oynanır")
    source_line_of("esli-101-turnuva", "Oyunda 106 taş vardır")
    assert not any("106 tas" in norm(line) for line in source_lines("oyna-terimler"))  # its "106" is an opening sum
    answer = norm(kb.articles["taslar-106"].answer)
    before = answer.split("106", 1)[0]
    assert "oyundostlugu" in before and "turnuva" in before
    assert "toplami soylemez" in answer and "bizim sayimimizla 106" in answer


def test_esli_okey_ne_yapiyorsa_o_da_onu_yapar__both_halves_of_the_sahte_okey_sentence(kb):
    """esli-101-turnuva: the sahte okey stands in for the okey AND does what the okey does."""
    source_line_of("esli-101-turnuva", "sahte okey okeyin yerine geçer, okey ne yapıyorsa o da onu yapar")
    body = norm(kb.articles["taslar-106"].body)
    assert "yalniz okeyin yerine" not in body
    assert "okey ne yapiyorsa" in body and "joker olup olmadigini ayrica acmaz" in body
    assert "/kural/sahte-okey-turnuva" in kb.articles["taslar-106"].body


# --------------------------------------------------------------------------- M4, M5


#: The oyna-terimler sections each table-dependent point of kurallar-her-modda-ayni-oyna comes from.
VARYING = ("Katlamalı 101", "Kafa atmak", "Açmak (el açmak)", "İşlek", "İşlemek", "Çifte gitmek",
           "Gösterge kaç puan?", "Renkli okey ve renkten bitmek")


def test_oyna_bilmeniz_gereken_farklar__the_lost_list_is_cited_from_the_sections_that_say_it(kb):
    """"Masaya göre değişenler" ends on a colon in the copy; each point is cited where the copy has it."""
    no = source_line_of("oyna-terimler", "Bu sözlükteki terimlerde bilmeniz gereken farklar:")
    assert source_lines("oyna-terimler")[no - 1].rstrip().endswith(":")
    a = kb.articles["kurallar-her-modda-ayni-oyna"]
    cited = {s.section for s in a.sources if s.label == "oyna-terimler"}
    assert set(VARYING) <= cited
    text = "\n".join(source_lines("oyna-terimler"))
    for section in VARYING:  # each cited section itself says the rule varies by table
        start = text.index("\n" + section + "\n")
        nxt = min((text.index("\n" + o + "\n", start + 1) for o in VARYING + ("Puanlama", "Okey", "Yere atmak")
                   if ("\n" + o + "\n") in text[start + 1:]), default=len(text))
        assert "bazi masalarda" in norm(text[start:nxt]), section


def test_oyna_duz_okeyde_okeyi_atmanin_cezasi_yoktur_ve_yedi_cift_4__duz_articles_cite_what_they_say(kb):
    """The seven-pairs 4 is in "Çifte gitmek"; "no penalty for discarding the okey in düz" in "Okey"."""
    source_line_of("oyna-terimler", "Yedi çiftle (okey bir çifti tamamlayabilir) biten oyuncu diğerlerine 4 puan kaybettirir")
    source_line_of("oyna-terimler", "Düz okeyde: Okeyi atmanın cezası yoktur")
    cites = lambda aid: {(s.label, s.section) for s in kb.articles[aid].sources}  # noqa: E731
    assert ("oyna-terimler", "Çifte gitmek") in cites("sahte-okeyle-bitis-duz")
    assert ("oyna-terimler", "Okey") in cites("okeyle-bitis-duz")
    assert "cezasi yok" in norm(kb.articles["okeyle-bitis-duz"].body) or "ceza yazilmaz" in norm(kb.articles["okeyle-bitis-duz"].body)


# --------------------------------------------------------------------------- L6, L7, L8


def _rows():
    from tests.knowledge.test_disagreements import ROWS
    return {r.point: r for r in ROWS}


def test_od_elden_bitis_x2_ve_esli_kafa_acmis_rakibin_carpanini_buyutmez__the_row_and_the_group(kb):
    """od-101 doubles an opened player's remainder on elden; the tournament's kafa does not."""
    source_line_of("od-101-puan", "Elden bitiş (elini açtığı turda bitirmek) ya da çiftle bitiş | ×2")
    source_line_of("esli-101-turnuva", "Kafa, açmış rakibin çarpanını büyütmez")
    source_line_of("oyna-terimler", "Başka biri daha önce açmışsa aynı hamle normal bitiştir")
    row = _rows()["Opened rival on a finish from hand"]
    assert {r for s in row.sides for r in s.rulesets} == {"oyna-101", "od-101", "turnuva-esli-101"}
    assert "kafada ×1" in norm(kb.articles["acan-rakip-carpan-turnuva"].answer)
    assert {"acan-kalan-od", "elden-bitis-od", "kafa-carpani-turnuva", "acan-rakip-carpan-turnuva"} <= set(row.articles)
    # oyna.app: an opened player never meets an elden finish, so no "elden: 2 × H" for them.
    assert "elden bitiste 2 × h" not in norm(kb.articles["acan-kalan-oyna"].answer)
    od = [{"name": "Siz", "opened": "seri", "remaining_sum": 15}, {"name": "Doğu", "opened": "yok"},
          {"name": "Kuzey", "opened": "seri", "remaining_sum": 0}, {"name": "Batı", "opened": "yok"}]
    assert _hand("od-101", "elden", "Doğu", od)["scores"]["Siz"] == 30


def test_od_elden_ya_da_ciftle_bitis_yalniz_digerlerinin_puani__the_od_finisher_side_is_silent(kb):
    """od-101-puan gives the finisher −101 / −202 (okey) only; the other two 101 rulesets give −202."""
    source_line_of("od-101-puan", "Eli bitiren: −101 puan. Eli okey atarak bitirdiyse −202 puan.")
    source_line_of("oyna-terimler", "Biten −202 yazar, diğer her oyuncuya 404 yazılır")
    source_line_of("esli-101-turnuva", "kafa, çiftten ve okeyle bitişte -202")
    row = _rows()["Finisher's own score on a çiftten / elden finish"]
    od = next(s for s in row.sides if s.rulesets == ("od-101",))
    assert "says nothing" in od.text
    # no od article gives an elden / çiftle finisher −202 without the okey
    for a in kb.for_ruleset("od-101"):
        for s in sentences(main_part(a)):
            if re.search(r"[−-]202", s) and ("elden" in s or "ciftle" in s) and "okey" not in s:
                assert not re.search(r"\b(bitiren|biten|sen)\b", s), (a.id, s)


@pytest.mark.parametrize("point, rulesets", [
    ("Katlamalı opening", {"oyna-101", "od-101", "turnuva-esli-101"}),
    ("Discarding the okey mid-hand", {"oyna-101", "od-101", "turnuva-esli-101", "oyna-duz", "oyna-esli-duz"}),
    ("Match length", {"oyna-101", "turnuva-esli-101", "masa"}),
])
def test_disagreements_that_had_no_row__every_side_is_listed(point, rulesets):
    """oyna-terimler "katlamalı açış yoktur" / od-101-puan "bir fazlasıyla" / esli "bu baraj eşini bağlamaz";
    the okey discard (+101, × 10 or 101, none in düz); oyna-yazboz "maçlar 11 el üzerinden"."""
    source_line_of("oyna-terimler", "oyna.app’te katlamalı açış yoktur")
    source_line_of("od-101-puan", "masada daha önce açılmış en yüksek puanın bir fazlasıyla açman gerekir")
    source_line_of("esli-101-turnuva", "Okey atılırsa aynı iki kol okeyin üzerindeki sayıyla işler")
    source_line_of("oyna-yazboz", "yazılı bir turnuva kuralında maçlar 11 el üzerinden yapılır")
    row = _rows()[point]
    assert {r for s in row.sides for r in s.rulesets} == rulesets


def test_kafa_atmak_tek_bir_tanimi_yoktur_ve_turnuvada_kafa__one_group_for_both_kafa_articles(kb):
    """kafa-oyna (no finish named kafa) and kafa-nedir-turnuva (a finish) answer the same asks."""
    source_line_of("oyna-terimler", "oyna.app’te kafa adında ayrı bir bitiş yoktur")
    source_line_of("esli-101-turnuva", "Çiftten açan elden bitiremez, yani çiftten kafa atılmaz")
    assert kb.articles["kafa-oyna"].group == kb.articles["kafa-nedir-turnuva"].group == "kafa"
    # the finish from hand keeps a tournament side of its own (our reading, marked as one)
    elden = {x.id for x in kb.by_group("elden-bitis")}
    assert elden == {"elden-bitis-oyna", "elden-bitis-od", "elden-bitis-turnuva"}
    assert READ in norm(kb.articles["elden-bitis-turnuva"].answer)


# --------------------------------------------------------------------------- R1, R2


def test_oyna_o_turda_kullanamayacaginiz_tasi_alamazsiniz__oyna_101_is_answered_not_refused(kb):
    source_line_of("oyna-terimler", "oyna.app’te o turda kullanamayacağınız taşı alamazsınız")
    e = _entry(kb, "yandan-alip-kullanamamak-101")
    assert e.rulesets == ["od-101"]
    assert "oyna-101" in kb.articles["yandan-tas-alma-oyna"].rulesets


def test_esli_el_kapandiktan_sonra_girilen_skora_itiraz_edilmez__the_tournament_answers_a_wrong_okey(kb):
    source_line_of("esli-101-turnuva", "el kapandıktan sonra girilen skora itiraz edilmez")
    e = _entry(kb, "okey-yanlis-belirlendi")
    assert "turnuva-esli-101" not in e.rulesets and e.rulesets  # [] would mean every ruleset
    a = kb.articles["yanlis-okey-turnuva"]
    assert a.rulesets == ["turnuva-esli-101"] and "el bitmeden" in norm(a.answer)
    assert "skor girildikten sonra o skora itiraz olmaz" in norm(a.answer)
