"""Finding 17: the small ones — the real title limit, a CSV formula guard that sees through Unicode,
number words read as a person means them (or not at all)."""
from __future__ import annotations

import pytest

from tests.security.conftest import NAMES, assert_turkish_error


@pytest.mark.parametrize("cell", ["=HYPERLINK(\"http://x\")", "＝HYPERLINK(1)", "\ufeff=1+1", "\u2060=1+1",
                                  " =1+1", "＋1", "－1", "＠SUM(A1)", "\t=1", "\r=1", "\u200b\u200b@x"])
def test_csv_formula_guard_sees_through_unicode_tricks(cell):
    """Finding 17: full-width signs, BOM and word joiner in front of a formula are guarded too."""
    from web.pages.admin import _cell

    assert _cell(cell).startswith("'")


def test_csv_formula_guard_leaves_plain_text_alone():
    from web.pages.admin import _cell

    assert [_cell(x) for x in ("okey kaç", "101 (standart)", 5, -3)] == ["okey kaç", "101 (standart)", "5", "-3"]
