"""Unit tests of the loader on small fixture knowledge dirs built in tmp_path."""
from __future__ import annotations

from pathlib import Path

import pytest

from referee.knowledge import (
    CHECKS,
    SOURCES_DIR,
    KnowledgeError,
    find_section,
    knowledge_version,
    load_knowledge,
    validate_knowledge,
)
from tests.knowledge.conftest import article_text

GOOD_BODY = (
    "Elini açtıysan elinde kalan her okey için **101** yazarsın; bu [kat](/kural/okey-kalir-od) ile çarpılmaz.\n\n"
    "Ayrıntı paragrafı.\n\n## Masaya göre değişir\n- OyunDostluğu: [bak](/kural/okey-kalir-od)\n"
)


def _valid_kb(make_kb) -> Path:
    return make_kb(
        {
            "el-sonu/okey-kalir-oyna.md": article_text(
                "okey-kalir-oyna", topic="el-sonu", group="okey-kalir", calculator="el-101",
                see_also=["okey-kalir-od"], body=GOOD_BODY,
                sources=[{"label": "oyna-yazboz", "section": "Hangi hücreye ne yazılır?"},
                         {"label": "oyna-terimler", "section": "Okey"}]),
            "el-sonu/okey-kalir-od.md": article_text(
                "okey-kalir-od", topic="el-sonu", group="okey-kalir", rulesets=["od-101"],
                sources=[{"label": "od-101-puan", "section": "El sonunda kim kaç puan yazar?"}]),
            "okey/okey-nedir.md": article_text(
                "okey-nedir", rulesets=["oyna-101", "oyna-duz"]),
        },
        glossary=[
            {"term": "Okey", "key": "okey", "meaning": "joker taş", "synonyms": ["joker"],
             "sources": ["oyna-terimler"], "articles": ["okey-nedir"]},
            {"term": "Istaka", "key": "istaka", "meaning": "taş dizilen tabla"},
        ],
        not_covered=[
            {"id": "bes-kisi", "question": "Beş kişi okey oynanır mı?",
             "examples": ["5 kisiyiz", "beş kişi olur mu", "bi kişi fazla geldi"],
             "why": "Kaynaklarımızda yok.", "point_to": ["okey-nedir"], "rulesets": []},
        ],
    )


def test_valid_fixture_loads_with_every_field(make_kb) -> None:
    kb = load_knowledge(_valid_kb(make_kb), SOURCES_DIR)
    assert list(kb.articles) == ["okey-kalir-od", "okey-kalir-oyna", "okey-nedir"]
    a = kb.articles["okey-kalir-oyna"]
    assert a.path.endswith("articles/el-sonu/okey-kalir-oyna.md")
    assert a.calculator == "el-101" and a.group == "okey-kalir"
    assert a.labels == ["oyna-yazboz", "oyna-terimler"]
    assert a.answer == "Elini açtıysan elinde kalan her okey için 101 yazarsın; bu kat ile çarpılmaz."
    assert a.body.startswith("Elini açtıysan") and "---" not in a.body
    assert [x.id for x in kb.by_group("okey-kalir")] == ["okey-kalir-od", "okey-kalir-oyna"]
    assert kb.by_group("") == []
    assert [x.id for x in kb.for_ruleset("oyna-duz")] == ["okey-nedir"]
    assert [t.key for t in kb.glossary] == ["okey", "istaka"]
    assert kb.not_covered[0].point_to == ["okey-nedir"]


def test_models_are_frozen(make_kb) -> None:
    kb = load_knowledge(_valid_kb(make_kb), SOURCES_DIR)
    with pytest.raises(Exception):
        kb.articles["okey-nedir"].title = "başka"  # type: ignore[misc]


def test_version_is_a_content_hash(make_kb, tmp_path: Path) -> None:
    root = _valid_kb(make_kb)
    v1 = knowledge_version(root)
    assert len(v1) == 12 and v1 == load_knowledge(root, SOURCES_DIR).version
    assert knowledge_version(root) == v1  # stable
    path = root / "articles/okey/okey-nedir.md"
    path.write_text(path.read_text(encoding="utf-8").replace("Ayrıntı.", "Ayrıntı!"), encoding="utf-8")
    assert knowledge_version(root) != v1


def test_section_match_is_lenient_about_whitespace_and_trailing_punctuation_only() -> None:
    assert find_section("oyna-yazboz", "Hangi hücreye ne yazılır?", SOURCES_DIR)
    assert find_section("oyna-yazboz", "  Hangi  hücreye ne yazılır ", SOURCES_DIR)
    assert find_section("oyna-yazboz", "Hangi hücreye ne yazılır.", SOURCES_DIR)
    assert find_section("oyna-yazboz", "hangi hücreye ne yazılır?", SOURCES_DIR) is None
    assert find_section("oyna-yazboz", "Hangi hücreye", SOURCES_DIR) is None  # part of a line is not a line
    assert find_section("od-101-puan", "Okey", SOURCES_DIR) is None  # heading of another source


def test_typo_in_a_field_name_fails(make_kb) -> None:
    root = make_kb({"okey/x.md": article_text("x", see_aslo=["y"])})
    with pytest.raises(KnowledgeError) as err:
        load_knowledge(root, SOURCES_DIR)
    assert "see_aslo" in str(err.value) and "articles/okey/x.md" in str(err.value)


def test_without_sources_dir_only_the_section_lookup_is_skipped(make_kb, tmp_path: Path) -> None:
    root = make_kb({"okey/x.md": article_text("x", sources=[
        {"label": "oyna-terimler", "section": "Uydurma başlık"}, {"label": "uydurma", "section": "Okey"}])})
    _, problems = validate_knowledge(root, tmp_path / "yok")
    assert [p.check for p in problems] == ["source-label"]
    _, problems = validate_knowledge(root, SOURCES_DIR)
    assert sorted(p.check for p in problems) == ["source-label", "source-section"]


# --- a broken knowledge dir: every problem, in one error ---------------------------

def _broken_kb(make_kb) -> Path:
    ok = article_text
    return make_kb(
        {
            "okey/bozuk-yaml.md": "---\nid: [kapanmamis\ntitle: x\n---\nGövde.\n",
            "okey/on-bilgisiz.md": "Front matter yok.\n",
            "okey/yazim-hatasi.md": ok("yazim-hatasi", see_aslo=[]),
            "okey/ayni.md": ok("ayni"),
            "perler/ayni.md": ok("ayni", topic="perler"),
            "okey/dosya-adi.md": ok("baska-ad"),
            "bilinmeyen/konu-yok.md": ok("konu-yok", topic="bilinmeyen"),
            "perler/yanlis-klasor.md": ok("yanlis-klasor"),
            "okey/kural-seti.md": ok("kural-seti", rulesets=["oyna101"]),
            "okey/kaynak-etiketi.md": ok("kaynak-etiketi", sources=[{"label": "oyna-yazbozz", "section": "Okey"}]),
            "okey/kaynak-bolumu.md": ok("kaynak-bolumu", sources=[{"label": "oyna-terimler", "section": "Böyle bir başlık yok"}]),
            "okey/hesaplayici.md": ok("hesaplayici", calculator="el-102"),
            "okey/bkz.md": ok("bkz", see_also=["olmayan-madde"]),
            "okey/olu-link.md": ok("olu-link", body="Cevap burada.\n\nBak: [x](/kural/olmayan-link)\n"),
            "okey/az-soru.md": ok("az-soru", asks=["bir", "iki", "uc"]),
            "okey/cevapsiz.md": ok("cevapsiz", body="## Başlıkla başlıyor\n\nMetin.\n"),
            "okey/grup-a.md": ok("grup-a", group="ortak"),
            "okey/grup-b.md": ok("grup-b", group="ortak"),
        },
        glossary=[
            {"term": "Okey", "key": "okey", "meaning": "joker", "articles": ["yok-madde"]},
            {"term": "OKEY", "key": "okey-2", "meaning": "yine joker"},
            {"term": "Eksik", "key": "eksik"},
        ],
        not_covered=[
            {"id": "nc-a", "question": "?", "examples": ["tek"], "why": "yok", "point_to": ["yok-madde"]},
            {"id": "nc-b", "question": "?", "examples": ["a", "b", "c"], "why": "yok", "fazla": 1},
        ],
    )


EXPECTED = {
    "parse": "okey/bozuk-yaml.md",
    "schema": "okey/yazim-hatasi.md",
    "unique-id": "perler/ayni.md",
    "id-filename": "okey/dosya-adi.md",
    "topic": "bilinmeyen/konu-yok.md",
    "topic-dir": "perler/yanlis-klasor.md",
    "ruleset": "okey/kural-seti.md",
    "source-label": "okey/kaynak-etiketi.md",
    "source-section": "okey/kaynak-bolumu.md",
    "calculator": "okey/hesaplayici.md",
    "see-also": "okey/bkz.md",
    "body-link": "okey/olu-link.md",
    "asks": "okey/az-soru.md",
    "answer": "okey/cevapsiz.md",
    "group": "okey/grup-",
    "glossary-schema": "glossary.yaml",
    "glossary-unique": "glossary.yaml",
    "glossary-ref": "glossary.yaml",
    "not-covered-schema": "not_covered.yaml",
    "not-covered": "not_covered.yaml",
}


def test_expected_table_names_every_check() -> None:
    assert set(EXPECTED) == set(CHECKS)


def test_broken_dir_raises_one_error_listing_every_problem(make_kb) -> None:
    root = _broken_kb(make_kb)
    with pytest.raises(KnowledgeError) as err:
        load_knowledge(root, SOURCES_DIR)
    problems = err.value.problems
    assert {p.check for p in problems} == set(CHECKS)
    for check, where in EXPECTED.items():
        hits = [p for p in problems if p.check == check and where in p.path]
        assert hits, f"{check} sorunu {where} için bildirilmedi: {[str(p) for p in problems if p.check == check]}"
    message = str(err.value)
    assert f"{len(problems)} sorun" in message
    for p in problems:
        assert str(p) in message


def test_broken_dir_still_reports_the_valid_parts(make_kb) -> None:
    kb, problems = validate_knowledge(_broken_kb(make_kb), SOURCES_DIR)
    assert "bkz" in kb.articles and "bozuk-yaml" not in kb.articles
    assert any("on-bilgisiz.md" in p.path and p.check == "parse" for p in problems)
    nc = [p for p in problems if p.check == "not-covered"]
    assert any("nc-a" in p.message and "örnek" in p.message for p in nc)
    assert any("yok-madde" in p.message for p in nc)
