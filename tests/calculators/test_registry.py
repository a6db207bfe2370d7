"""One registry of names: every layer reads rulesets, sources, finishes, colours and the Turkish fold from one place."""
from __future__ import annotations

import re
from pathlib import Path

from calculators.registry import COLOUR_NAMES, FINISH_NAMES, FINISHES, RULESET_IDS, SOURCES
from calculators.rulesets import RULESETS
from calculators.tiles import Colour
from calculators.turkish import fold, tr_lower
from referee.config import SHARED_DIR

ROOT = Path(__file__).resolve().parents[2]
SOURCES_README = SHARED_DIR / "sources" / "README.md"


def test_sources_are_the_readme_table():
    if not SOURCES_README.exists():
        return
    text = SOURCES_README.read_text(encoding="utf-8")
    for s in SOURCES.values():
        assert f"| `{s.label}` | {s.file} |" in text


def test_ruleset_ids_and_tables_agree():
    assert tuple(RULESETS) == RULESET_IDS


def test_every_finish_has_a_name_and_colours_are_the_enum():
    assert set(FINISH_NAMES) == set(FINISHES)
    assert [c.value for c in Colour] == list(COLOUR_NAMES)
    assert [c.display for c in Colour] == list(COLOUR_NAMES.values())


def test_one_fold_everywhere():
    """The engine, the normaliser, the knowledge checks and the pages fold with the same function."""
    import referee.knowledge as knowledge
    import referee.text.normalize as normalize
    import web.pages.admin as admin
    import web.pages.home as home

    for mod in (normalize, knowledge, home, admin):
        assert mod.fold is fold
    assert normalize.tr_lower is tr_lower
    defs = re.compile(r"^def (fold|fold_turkish|tr_lower)\(", re.M)
    found = [p.relative_to(ROOT).as_posix() for folder in ("calculators", "referee", "web")
             for p in (ROOT / folder).rglob("*.py") if defs.search(p.read_text(encoding="utf-8"))]
    assert found == ["calculators/turkish.py"]


def test_names_are_read_not_written_again():
    """The templates' ruleset and source names are the registry's."""
    from web.templating import ENV

    assert dict(ENV.globals["ruleset_names"]) == {rid: r.name for rid, r in RULESETS.items()}
    assert dict(ENV.globals["source_names"]) == {s.label: s.name for s in SOURCES.values()}
