"""knowledge/DISAGREEMENTS.md and the articles filed under its rows agree.

A row names the point, its sides and the articles that carry them. Each side starts with the
rulesets it speaks for (or ``masa``: a table custom one of our sources reports) and quotes, in
backticks, the words an article of that ruleset uses for it in its own part (before "Masaya göre
değişir", where it only points at the others); a side marked ``silent`` has none.
So when an article changes its rule, or a row its sides, this test points at the mismatch.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from referee.config import KNOWLEDGE_DIR
from referee.knowledge import RULESET_NAMES, get_knowledge
from tests.knowledge.sourcetext import main_part, norm

TABLE_SIDE = "masa"


@dataclass(frozen=True)
class Side:
    rulesets: tuple[str, ...]
    text: str

    @property
    def phrases(self) -> list[str]:
        return re.findall(r"`([^`]+)`", self.text)

    @property
    def silent(self) -> bool:
        return "silent" in self.text.split("`")[0]


@dataclass(frozen=True)
class Row:
    point: str
    sides: tuple[Side, ...]
    articles: tuple[str, ...]


def parse_side(text: str) -> Side:
    """``'oyna-101, od-101: +101 `+101`'`` -> Side(('oyna-101', 'od-101'), ...)."""
    head, _, rest = text.partition(":")
    names = tuple(n.strip() for n in head.split(","))
    return Side(names, rest.strip())


def _rows() -> list[Row]:
    text = (KNOWLEDGE_DIR / "DISAGREEMENTS.md").read_text(encoding="utf-8")
    rows = []
    for line in text.splitlines():
        if line.startswith("|") and not line.startswith("|---") and not line.startswith("| point"):
            point, sides, articles = (c.strip() for c in line.strip().strip("|").split("|"))
            rows.append(Row(point, tuple(parse_side(s) for s in sides.split(" · ")),
                            tuple(a.strip() for a in articles.split(","))))
    return rows


ROWS = _rows()


def test_the_table_has_its_rows():
    assert len(ROWS) >= 20


@pytest.mark.parametrize("row", ROWS, ids=[r.point for r in ROWS])
def test_row_names_real_articles_and_rulesets(row):
    kb = get_knowledge()
    assert len(row.sides) >= 2, row.point
    for name in row.articles:
        assert name in kb.articles, (row.point, name)
    for side in row.sides:
        for r in side.rulesets:
            assert r == TABLE_SIDE or r in RULESET_NAMES, (row.point, r)


@pytest.mark.parametrize("row", ROWS, ids=[r.point for r in ROWS])
def test_each_side_is_said_by_an_article_of_its_ruleset(row):
    kb = get_knowledge()
    arts = [kb.articles[a] for a in row.articles]
    for side in row.sides:
        rulesets = [r for r in side.rulesets if r != TABLE_SIDE]
        holders = [a for a in arts if not rulesets or set(rulesets) & set(a.rulesets)]
        if side.silent:
            assert not side.phrases, (row.point, side.text)
            assert not [a.id for a in arts if set(rulesets) & set(a.rulesets)], (row.point, side.text)
            continue
        assert side.phrases, f"{row.point}: side {side.rulesets} quotes no article words"
        for r in rulesets or [TABLE_SIDE]:
            mine = holders if r == TABLE_SIDE else [a for a in arts if r in a.rulesets]
            assert mine, f"{row.point}: no article of the row holds for {r}"
            for phrase in side.phrases:
                assert any(norm(phrase) in norm(main_part(a)) for a in mine), f"{row.point}: no {r} article says `{phrase}`"


@pytest.mark.parametrize("row", ROWS, ids=[r.point for r in ROWS])
def test_every_article_of_a_row_holds_for_a_side(row):
    kb = get_knowledge()
    named = {r for s in row.sides for r in s.rulesets}
    for aid in row.articles:
        assert named & set(kb.articles[aid].rulesets), f"{row.point}: {aid} holds for no side of the row"


def test_parse_side_reads_rulesets_phrases_and_silence():
    s = parse_side("oyna-101, od-101: +101 to the discarder `+101` `atana`")
    assert s.rulesets == ("oyna-101", "od-101") and s.phrases == ["+101", "atana"] and not s.silent
    assert parse_side("od-101: silent").silent
