"""COVERAGE.md: merged from knowledge/coverage/*.md, complete both ways, every section real."""
from __future__ import annotations

from calculators.registry import SOURCE_FILES
from referee.knowledge import (
    KNOWLEDGE_DIR,
    SOURCES_DIR,
    CoverageEntry,
    find_section,
    load_coverage,
    merge_coverage,
    parse_coverage,
    read_fragments,
    render_coverage,
)
from tests.knowledge.conftest import format_problems

# --- the real files -------------------------------------------------------------


def test_fragments_parse() -> None:
    _, problems = read_fragments(KNOWLEDGE_DIR)
    assert not problems, format_problems(problems)


def test_coverage_md_is_up_to_date_with_the_fragments() -> None:
    current = (KNOWLEDGE_DIR / "COVERAGE.md").read_text(encoding="utf-8")
    assert current == render_coverage(KNOWLEDGE_DIR, SOURCES_DIR), (
        "COVERAGE.md parçalarla aynı değil: `kural-abisi kb coverage` çalıştır")


def test_every_mapped_id_exists(real) -> None:
    kb, _ = real
    entries, problems = load_coverage(KNOWLEDGE_DIR)
    assert not problems, format_problems(problems)
    missing = [f"{e.label} / {e.section}: {i}" for e in entries for i in e.ids if i not in kb.articles]
    assert not missing, "COVERAGE.md'de olmayan maddeler:\n" + "\n".join(missing)


def test_every_article_is_mapped_somewhere(real) -> None:
    kb, _ = real
    entries, _ = load_coverage(KNOWLEDGE_DIR)
    mapped = {i for e in entries for i in e.ids}
    unmapped = [a.path for a in kb.articles.values() if a.id not in mapped]
    assert not unmapped, (
        "hiçbir kaynak bölümüne bağlanmamış maddeler (knowledge/coverage/<kaynak>.md'ye ekle):\n"
        + "\n".join(unmapped))


def test_every_mapped_section_is_a_line_of_its_source() -> None:
    entries, _ = load_coverage(KNOWLEDGE_DIR)
    bad = [f"{e.label}: '{e.section}'" for e in entries
           if not e.is_note and find_section(e.label, e.section, SOURCES_DIR) is None]
    assert not bad, "kaynakta bulunmayan bölümler:\n" + "\n".join(bad)


def test_every_source_is_mapped() -> None:
    entries, _ = load_coverage(KNOWLEDGE_DIR)
    missing = set(SOURCE_FILES) - {e.label for e in entries if e.ids}
    assert not missing, f"COVERAGE.md'de hiç bölümü eşlenmemiş kaynak: {sorted(missing)}"


# --- the merge itself --------------------------------------------------------------


def test_parse_keeps_colons_in_sections_and_reads_notes_and_dashes() -> None:
    text = (
        "## od-101-puan\n"
        "- El açmak: 101 puan ya da 5 çift: a-od, b-od\n"
        "- Cezalar: +101 (giriş: tablo): c-od (not: iki)\n"
        "- (başlıksız kapanış: reklam): — (kural yok)\n"
        "düz metin yok sayılır\n"
    )
    entries, problems = parse_coverage(text)
    assert not problems
    assert entries == [
        CoverageEntry("od-101-puan", "El açmak: 101 puan ya da 5 çift", ("a-od", "b-od")),
        CoverageEntry("od-101-puan", "Cezalar: +101 (giriş: tablo)", ("c-od",), "not: iki"),
        CoverageEntry("od-101-puan", "(başlıksız kapanış: reklam)", (), "kural yok"),
    ]
    assert entries[2].is_note and not entries[0].is_note


def test_parse_reports_bad_lines() -> None:
    text = "- önce: x\n## uydurma\n- A: b\n## od-101-puan\n- iki nokta yok\n- B: Büyük_Harf\n"
    _, problems = parse_coverage(text, "f.md")
    messages = " | ".join(p.message for p in problems)
    assert len(problems) == 4, messages
    assert "başlığından önce" in messages and "uydurma" in messages
    assert "missing colon" in messages and "Büyük_Harf" in messages


def test_merge_orders_by_source_line_unites_ids_and_uses_source_text() -> None:
    fragments = [
        CoverageEntry("oyna-terimler", "Okey", ("z-madde",)),
        CoverageEntry("od-101-puan", "Cezalar: +101", ("c",)),
        CoverageEntry("oyna-terimler", "Gösterge", ("g",)),
        CoverageEntry("oyna-terimler", "  Okey.", ("a-madde",)),
        CoverageEntry("oyna-terimler", "Istaka (tabla kısmı)", ("i",)),
        CoverageEntry("oyna-terimler", "(kapanış)", ()),
        CoverageEntry("oyna-terimler", "Uydurma", ("u",)),
    ]
    merged = merge_coverage(fragments, SOURCES_DIR)
    assert [(e.label, e.section, e.ids) for e in merged] == [
        ("od-101-puan", "Cezalar: +101", ("c",)),  # SOURCE_FILES order: od-101-puan before oyna-terimler
        ("oyna-terimler", "Istaka", ("i",)),
        ("oyna-terimler", "Gösterge", ("g",)),
        ("oyna-terimler", "Okey", ("a-madde", "z-madde")),
        ("oyna-terimler", "Uydurma", ("u",)),  # unresolved: after the real sections
        ("oyna-terimler", "(kapanış)", ()),  # note rows last
    ]
    assert merged[1].note == "tabla kısmı"


def test_render_is_deterministic_and_independent_of_fragment_files(make_kb) -> None:
    a = "## oyna-terimler\n- Okey: b-madde\n- Gösterge: g\n"
    b = "## oyna-terimler\n- Okey: a-madde\n## od-101-puan\n- Eşli masalarda: e-od\n"
    one = render_coverage(make_kb({}, fragments={"a.md": a, "b.md": b}), SOURCES_DIR)
    assert one.index("## od-101-puan") < one.index("## oyna-terimler")
    assert "- Okey: a-madde, b-madde\n" in one
    assert "- Eşli masalarda: e-od\n" in one
    swapped = render_coverage(make_kb({}, fragments={"a.md": b, "b.md": a}), SOURCES_DIR)
    assert swapped == one
    entries, problems = parse_coverage(one)  # the output reads back as the same map
    assert not problems and len(entries) == 3
