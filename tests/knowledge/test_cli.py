"""`kural-abisi kb stats` and `kural-abisi kb coverage`."""
from __future__ import annotations

import re

from referee.cli import main
from referee.knowledge import KNOWLEDGE_DIR, RULESET_NAMES, TOPICS, load_coverage
from tests.knowledge.conftest import article_text


def _count(out: str, key: str) -> int:
    m = re.search(rf"^\s+{re.escape(key)}\s+(\d+)\s", out, re.M)
    assert m, f"'{key}' satırı yok:\n{out}"
    return int(m.group(1))


def test_kb_stats_on_the_real_knowledge_base(real, capsys) -> None:
    kb, problems = real
    code = main(["kb", "stats"])
    out = capsys.readouterr().out
    assert f"Bilgi tabanı sürümü: {kb.version}" in out
    assert f"Madde: {len(kb.articles)} " in out
    for rid in RULESET_NAMES:
        assert _count(out, rid) == len(kb.for_ruleset(rid)), rid
    for topic in TOPICS:
        assert _count(out, topic) == sum(a.topic == topic for a in kb.articles.values()), topic
    entries, cov_problems = load_coverage(KNOWLEDGE_DIR)
    for e in entries:
        assert f"    {e.section}: {', '.join(e.ids) if e.ids else '(madde yok)'}" in out
    assert code == (1 if problems or cov_problems else 0)


def test_kb_coverage_then_stats_on_a_fixture(make_kb, capsys) -> None:
    root = make_kb(
        {"okey/okey-nedir.md": article_text("okey-nedir"),
         "okey/sahte-okey.md": article_text("sahte-okey", rulesets=["oyna-101", "oyna-duz"])},
        glossary=[], not_covered=[],
        fragments={"oyna-terimler.md": "## oyna-terimler\n- Sahte okey: sahte-okey\n- Okey: okey-nedir\n"},
    )
    assert main(["kb", "coverage", "--root", str(root)]) == 0
    text = (root / "COVERAGE.md").read_text(encoding="utf-8")
    assert text.index("- Okey: okey-nedir") < text.index("- Sahte okey: sahte-okey")  # source order
    capsys.readouterr()

    assert main(["kb", "stats", "--root", str(root)]) == 0
    out = capsys.readouterr().out
    assert _count(out, "oyna-101") == 2 and _count(out, "oyna-duz") == 1 and _count(out, "od-101") == 0
    assert _count(out, "okey") == 2 and _count(out, "taslar") == 0
    assert "  oyna-terimler\n    Okey: okey-nedir\n    Sahte okey: sahte-okey\n" in out
    assert "Hiçbir bölüme bağlanmamış madde: 0" in out


def test_kb_stats_lists_problems_and_fails_without_a_traceback(make_kb, capsys) -> None:
    root = make_kb({"okey/x.md": article_text("x", rulesets=["oyna-102"])})
    assert main(["kb", "stats", "--root", str(root)]) == 1
    out = capsys.readouterr().out
    assert "bilinmeyen kural seti 'oyna-102'" in out and "articles/okey/x.md" in out
    assert "COVERAGE.md yok" in out
    assert "Hiçbir bölüme bağlanmamış madde: 1\n  x" in out


def test_kb_coverage_rejects_a_bad_fragment(make_kb, capsys) -> None:
    root = make_kb({}, fragments={"x.md": "## oyna-terimler\n- başlık ama iki nokta yok\n"})
    assert main(["kb", "coverage", "--root", str(root)]) == 1
    err = capsys.readouterr().err
    assert "x.md" in err and "missing colon" in err
    assert not (root / "COVERAGE.md").exists()
