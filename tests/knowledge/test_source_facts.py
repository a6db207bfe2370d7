"""The facts an audit of the knowledge base found wrong, mislabelled or overstated (issue 14).

One test per finding, named after the source line it rests on. Each test first checks that the
source still says what the test assumes (``source_line_of`` fails otherwise), then that the
articles, glossary and not-covered list say no more and no less than that — and, where the
engine uses the same fact, that the engine agrees.
"""
from __future__ import annotations

import pytest

from calculators.hand import calc_hand
from referee.knowledge import get_knowledge
from tests.knowledge.sourcetext import (
    READING_LINE, main_part, norm, section_body, source_line_of, source_lines, sentences,
)

READ = norm(READING_LINE)


@pytest.fixture(scope="module")
def kb():
    return get_knowledge()


def _article(kb, aid):
    return kb.articles[aid]


def _term(kb, key):
    return next(t for t in kb.glossary if t.key == key)


def _entry(kb, eid):
    return next(e for e in kb.not_covered if e.id == eid)


def _players(*rows):
    return [dict(name=n, opened=o, team=t, **kw) for n, o, t, kw in rows]


# --------------------------------------------------------------------------- wrong


def test_esli_perle_actin_41_okey_9_151__normal_bitis_gives_the_okey_rule_per_ruleset(kb):
    """esli-101-turnuva: '41 + okey 9 = 50 + 101 (elde okey) = 151'; od-101-puan: 'Elinde kalan okey
    101 puan sayılır'. "+101 per okey, not multiplied" is oyna-101's rule only."""
    source_line_of("esli-101-turnuva", "41 + okey 9 = 50 + 101 (elde okey) = 151")
    source_line_of("od-101-puan", "Elinde kalan okey 101 puan sayılır")
    a = _article(kb, "normal-bitis-nedir")
    for s in sentences(main_part(a)):
        if "okey" in s and ("katlanmaz" in s or "kat almaz" in s):
            assert "oyna.app" in s, s
    for sibling in ("okey-elde-kalirsa-oyna", "okey-elde-kalirsa-od", "okey-elde-kalirsa-turnuva"):
        assert f"/kural/{sibling}" in a.body


def test_esli_eli_bitirenin_esi_her_bitiste_0_yazar__normal_bitis_says_the_partner_writes_0(kb):
    source_line_of("esli-101-turnuva", "Eli bitirenin eşi her bitişte 0 yazar")
    a = _article(kb, "normal-bitis-nedir")
    assert "bitirenin esi" in norm(main_part(a)) and "0 yazar" in norm(main_part(a))
    assert "rakip 202" in norm(a.answer)  # the unopened player who writes 202 is a rival, never the partner


def test_esli_rakiplerden_biri_actiysa_kafada_yariya__tournament_kafa_is_not_tied_to_nobody_opening(kb):
    """The halving rule speaks of a kafa after a rival opened; 'nobody had opened' is oyna-terimler's
    description of another written rule, not esli-101-turnuva's."""
    source_line_of("esli-101-turnuva", "Rakiplerden biri açtıysa açamayan eşin cezası yalnız kafa ve okey kafa")
    source_line_of("oyna-terimler", "Yazılı bir turnuva kuralında da elden bitmek, başka kimse elini açmamışken")
    texts = {"glossary kafa": _term(kb, "kafa").meaning}
    for aid in ("kafa-oyna", "elden-bitis-oyna", "kafa-nedir-turnuva"):
        texts[aid] = _article(kb, aid).body
    for where, text in texts.items():
        for s in sentences(text):
            ours = "esli" in s and "turnuva" in s and "baska bir yazili" not in s and "andigi" not in s
            if ours and "kimse acmamis" in s:
                assert "baglamaz" in s, (where, s)
    assert "baglamaz" in norm(texts["glossary kafa"])


def test_esli_yandan_almak_serbesttir__glossary_does_not_make_the_tournament_use_the_tile(kb):
    source_line_of("esli-101-turnuva", "Senden önceki oyuncunun attığı taşı yandan almak serbesttir")
    source_line_of("esli-101-turnuva", "henüz açmadıysan o taşla açmak zorundasın")
    meaning = _term(kb, "yandan_almak").meaning
    for s in sentences(meaning):
        if "turnuva" in s:
            assert "serbest" in s and "o turda kullan" not in s, s


# --------------------------------------------------------------------------- readings


def test_esli_tabloda_tas_carpan_lost__opened_rival_multipliers_are_marked_as_our_reading(kb):
    """'Açan rakip … bitişin çarpanıyla yazar (tabloda "taş ×")': the table did not survive the copy."""
    no = source_line_of("esli-101-turnuva", 'Açan rakip elinde kalan taşların toplamını bitişin çarpanıyla yazar')
    assert not any("×" in line and "okey kafa" in norm(line) for line in source_lines("esli-101-turnuva")[no:])
    assert READ in norm(_article(kb, "acan-rakip-carpan-turnuva").answer)
    okey_kafa = [s for s in sentences(_article(kb, "kafa-carpani-turnuva").body) if "okey kafa" in s and "2" in s]
    assert okey_kafa and all(READ in s for s in okey_kafa)


def test_od_sahte_okey_ise_okeyin_degerini_tasir__its_count_is_marked_as_our_reading(kb):
    """The sentence can mean the okey's 101 or the okey tile's number; we read the second."""
    source_line_of("od-101-puan", "sahte okey ise okeyin değerini taşır")
    assert READ in norm(_article(kb, "sahte-okey-elde-kalirsa-od").answer)
    for a in kb.for_ruleset("od-101"):
        if a.id == "sahte-okey-elde-kalirsa-od":
            continue
        counts = [s for s in sentences(main_part(a)) if "sahte okey" in s and ("sayilir" in s or "sayisi kadar" in s)]
        if counts:
            assert READ in norm(a.body) or "/kural/sahte-okey-elde-kalirsa-od" in a.body, (a.id, counts)


def test_oyna_terimler_kural_elini_acmamis_oyuncular_icin_de_gecerlidir__only_oyna_app_is_said_to(kb):
    source_line_of("oyna-terimler", "Kural, elini açmamış oyuncular için de geçerlidir")
    for s in sentences(_article(kb, "islek-nedir").body):
        if "acmamis" in s and "gecerli" in s:
            assert "oyna.app" in s, s


def test_esli_masada_1_olan_0_4_olan_3__places_2_and_3_are_our_reading(kb):
    source_line_of("esli-101-turnuva", "Masada 1. olan 0, 4. olan 3 sıra puanı alır")
    assert not any("2. olan" in line for line in source_lines("esli-101-turnuva"))
    answer = norm(_article(kb, "okey-gecesi-sira-puani-turnuva").answer)
    assert READ in answer and "2. olan 1" in answer and "3. olan 2" in answer


@pytest.mark.parametrize("where, what, forbidden, label, says", [
    ("dort-cift-acis-turnuva", "article", "isleyerek bitirir", "esli-101-turnuva", "el iptal olmaz, normal oynanır ve normal hesaplanır"),
    ("dagitim-turnuva", "article", "kimin baslayacagi ilk elde", "esli-101-turnuva", "ilk dağıtıcıyı turnuvayı düzenleyen belirler"),
    ("seriyle-acan-cift-isler-turnuva", "article", "/kural/isleme-siniri-turnuva", "esli-101-turnuva", "seriyle açan da elindeki çiftleri işleyebilir"),
    ("hakem-kafe-turnuva", "article", "oylama", "esli-101-turnuva", "kafe görevlisi çağrılır ve kararı kesindir"),
    ("hakem-kafe-turnuva", "article", "seyirci", "esli-101-turnuva", "kafe görevlisi çağrılır ve kararı kesindir"),
    ("takim-ve-yedek-turnuva", "article", "kayit sirasinda", "esli-101-turnuva", "1 yedek bildirebilir"),
    ("final-turnuva", "article", "tek gunde", "esli-101-turnuva", "Final aynı gün oynanır"),
    ("mac-esitlik-turnuva", "article", "kafe", "esli-101-turnuva", "Eşitlikte tek el daha (ani ölüm) oynanır"),
    ("ani-olum-sonucsuz", "not_covered", "karar kafenin", "esli-101-turnuva", "Eşitlikte tek el daha (ani ölüm) oynanır"),
    ("ham_puan", "glossary", "ellerde topladigi", "esli-101-turnuva", "sıra puanı, sonra ham puan"),
    ("ham_puan", "glossary", "oyun puani", "oyna-terimler", "oyna.app’in oyun puanıyla ilgisi yoktur"),
    ("balya", "glossary", "duz okeyde beserli olur", "oyna-terimler", "Yazılı bir turnuva kuralında 101’deki bu yığınlara “balya” denir"),
])
def test_no_invention_without_a_source_sentence(kb, where, what, forbidden, label, says):
    """What the source does say stands; the added claim is gone."""
    source_line_of(label, says)
    if what == "article":
        text = _article(kb, where).body
    elif what == "glossary":
        t = _term(kb, where)
        text = " ".join([t.meaning, *t.synonyms])
    else:
        text = _entry(kb, where).why
    assert forbidden not in norm(text) and forbidden not in text


# --------------------------------------------------------------------------- mislabelled


def test_esli_sahte_okey_okeyin_yerine_gecer__no_tournament_text_calls_it_not_a_joker(kb):
    """esli-101-turnuva only says it does what the okey does; 'not a joker' is oyna-terimler's."""
    source_line_of("esli-101-turnuva", "sahte okey okeyin yerine geçer, okey ne yapıyorsa o da onu yapar")
    assert not any("joker" in norm(line) for line in source_lines("esli-101-turnuva"))
    texts = {a.id: main_part(a) for a in kb.for_ruleset("turnuva-esli-101")}
    texts["glossary sahte_okey"] = _term(kb, "sahte_okey").meaning
    for where, text in texts.items():
        for s in sentences(text):
            if "joker degil" in s or "joker sayilmaz" in s:
                assert "oyna.app" in s, (where, s)


def test_oyna_terimler_okey_disari_da_denir__only_articles_citing_it_use_the_word(kb):
    source_line_of("oyna-terimler", "Buna “okey atmak” ya da “okey dışarı” da denir")
    assert not any("disari" in norm(line) for line in source_lines("od-101-puan"))
    for a in kb.articles.values():
        if "okey disari" in norm(a.body):
            assert "oyna-terimler" in a.labels, a.id
    for aid in _term(kb, "okey_disari").articles:
        assert "oyna-terimler" in _article(kb, aid).labels, aid


def test_esli_acilis_tutmazsa_101_yazilir__the_failed_opening_cites_the_section_that_says_it(kb):
    """acis-tutmazsa-turnuva once cited 'Elde kalan okey, çift açma ve yanlış açma kaç yazar?', whose
    text in the copy is about pairs and okeys only."""
    rule = source_lines("esli-101-turnuva")[source_line_of("esli-101-turnuva", "Açılış tutmazsa") - 1].strip()
    a = _article(kb, "acis-tutmazsa-turnuva")
    headings = {s.section for x in kb.articles.values() for s in x.sources if s.label == "esli-101-turnuva"}
    bodies = {s.section: section_body("esli-101-turnuva", s.section, headings)
              for s in a.sources if s.label == "esli-101-turnuva"}
    assert any(rule in body for body in bodies.values())
    assert all(any("101" in line for line in body) for body in bodies.values()), bodies


# --------------------------------------------------------------------------- misleading


def test_esli_rakiplerden_biri_actiysa_acamayan_esin_cezasi__halving_needs_the_unopened_players_own_partner(kb):
    """Said from the asker's side: the unopened player's own partner must have opened (not the finisher's)."""
    source_line_of("esli-101-turnuva", "Rakiplerden biri açtıysa açamayan eşin cezası yalnız kafa ve okey kafa")
    for aid in ("acamayan-yari-ceza-turnuva", "iki-rakip-acamazsa-turnuva"):
        body = norm(_article(kb, aid).body)
        assert "rakip takimdan biri acmissa" not in body and "rakiplerden biri acmisken" not in body, aid
        assert "kendi esi" in body or "kendi esin" in body, aid
    # The engine: Doğu (B) throws a kafa. Kuzey's own partner Siz opened → half; Batı, the finisher's
    # partner, opening halves nobody.
    half = calc_hand({"ruleset": "turnuva-esli-101", "finish": "elden", "finisher": "Doğu", "players": _players(
        ("Siz", "seri", "A", {"remaining_sum": 15}), ("Doğu", "seri", "B", {}),
        ("Kuzey", "yok", "A", {}), ("Batı", "seri", "B", {"remaining_sum": 30}))})
    assert half["scores"]["Kuzey"] == 202 and half["scores"]["Siz"] == 15
    full = calc_hand({"ruleset": "turnuva-esli-101", "finish": "elden", "finisher": "Doğu", "players": _players(
        ("Siz", "yok", "A", {}), ("Doğu", "seri", "B", {}),
        ("Kuzey", "yok", "A", {}), ("Batı", "seri", "B", {"remaining_sum": 30}))})
    assert full["scores"]["Siz"] == full["scores"]["Kuzey"] == 404


def test_oyna_son_tas_okey_ya_da_yedi_cift_4__a_sahte_okey_last_tile_on_yedi_cift_still_costs_4(kb):
    source_line_of("oyna-terimler", "Sahte okeyle bitmek okeyle bitiş sayılmaz")
    source_line_of("oyna-yazboz", "son taş okey ya da yedi çift −4")
    said = [norm(line) for line in _article(kb, "okeyle-bitis-duz").body.splitlines() if "sahte okey" in norm(line)]
    assert said and all("yedi cift" in s and "4" in s for s in said), said
    answer = norm(_article(kb, "sahte-okeyle-bitis-duz").answer)
    assert "yedi cift" in answer and "4" in answer
    r = calc_hand({"ruleset": "oyna-duz", "finish": "cift", "finisher": "Doğu", "players": [
        {"name": n} for n in ("Siz", "Doğu", "Kuzey", "Batı")]})
    assert r["scores"]["Siz"] == -4


# --------------------------------------------------------------------------- wrongful refusals


@pytest.fixture(scope="module")
def pipeline():
    from referee.service import get_pipeline

    return get_pipeline()


def test_esli_bitis_turu_bu_altisidir__a_same_colour_finish_is_answered_where_the_sources_list_the_finishes(kb, pipeline):
    """oyna-terimler lists oyna.app's six 101 finishes and has no renkten bitiş; esli-101-turnuva says the
    finishes are these six. Only od-101-puan is silent."""
    source_line_of("esli-101-turnuva", "Bitiş türü bu altısıdır")
    source_line_of("oyna-terimler", "oyna.app’te renkli okey de renkten bitiş de yoktur")
    assert not any("renkten" in norm(line) for line in source_lines("od-101-puan"))
    assert _entry(kb, "renkten-bitis-101").rulesets == ["od-101"]
    question = "bütün taşlarım aynı renkten bitince bir kat daha var mı"
    for ruleset, aid in (("oyna-101", "renkten-bitis-oyna"), ("turnuva-esli-101", "renkten-bitis-turnuva")):
        got = pipeline.answer(question, ruleset)
        assert got.kind == "rule" and got.sources[0]["id"] == aid, (ruleset, got.kind, got.sources[:1])
    assert pipeline.answer(question, "od-101").kind == "not_covered"


def test_esli_karari_kesindir_itiraz_el_bitmeden__an_appeal_question_is_answered(kb, pipeline):
    source_line_of("esli-101-turnuva", "kafe görevlisi çağrılır ve kararı kesindir")
    source_line_of("esli-101-turnuva", "İtiraz el bitmeden yapılır")
    assert "kesin" in norm(_article(kb, "hakem-kafe-turnuva").answer)
    got = pipeline.answer("turnuvada görevlinin verdiği karara sonradan itiraz etme hakkımız var mı", "turnuva-esli-101")
    assert got.kind == "rule" and got.sources[0]["id"] in {"hakem-kafe-turnuva", "itiraz-zamani-turnuva"}
    assert pipeline.answer("kafe görevlisi bizim kavgada kimi haklı bulur", "turnuva-esli-101").kind == "not_covered"
