"""Our readings are marked as readings: a ``reading:`` field quoting the source sentence, and one
plain line in the article ("Kaynak burada açık değil; biz şöyle okuyoruz: …").

Where a source sentence can be read two ways (or a table it points at was lost in the copy),
the article may still answer, but it must say that the answer rests on our reading, and the
front matter must name the very sentence, so an auditor can check the reading against it.
"""
from __future__ import annotations

from referee.knowledge import validate_knowledge
from tests.knowledge.conftest import article_text
from tests.knowledge.sourcetext import READING_LINE, norm, section_body

READ = norm(READING_LINE)


def _headings(kb) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for a in kb.articles.values():
        for s in a.sources:
            out.setdefault(s.label, set()).add(s.section)
    return out


def test_every_reading_quotes_a_sentence_of_a_section_it_cites(real):
    kb, _ = real
    heads = _headings(kb)
    readings = [a for a in kb.articles.values() if a.reading]
    assert len(readings) >= 5
    for a in readings:
        bodies = [" ".join(section_body(s.label, s.section, heads[s.label])) for s in a.sources]
        assert any(norm(a.reading) in norm(body) for body in bodies), (a.id, a.reading)


def test_an_article_with_a_reading_says_so_in_its_text(real):
    kb, _ = real
    for a in kb.articles.values():
        if a.reading:
            assert READ in norm(a.body), f"{a.path}: reading: is set but the body never says '{READING_LINE}'"


def test_an_article_that_says_it_reads_names_the_sentence(real):
    kb, _ = real
    for a in kb.articles.values():
        if READ in norm(a.body):
            assert a.reading, f"{a.path}: says '{READING_LINE}' but has no reading: field"
    for t in kb.glossary:
        assert READ not in norm(t.meaning), f"glossary {t.key}: a reading belongs in an article with reading:"
    for e in kb.not_covered:
        assert READ not in norm(e.why), f"not_covered {e.id}: a not-covered entry reads nothing"


def test_the_reading_line_stands_in_the_first_paragraph(real):
    """The README: an answer that rests on a reading says so in its first paragraph, the part the
    assistant shows; a line further down (a bullet, paragraph 4) is never read by the asker."""
    kb, _ = real
    bad = [a.path for a in kb.articles.values() if a.reading and READ not in norm(a.answer)]
    assert not bad, f"'{READING_LINE}' ilk paragrafta değil:\n" + "\n".join(bad)


def test_a_multi_ruleset_article_puts_its_reading_in_the_answer(real):
    """sahte-okey-nedir holds for oyna.app and OyunDostluğu; the od-101 asker reads the first
    paragraph only, so the line saying the od part is our reading stands there."""
    kb, _ = real
    a = kb.articles["sahte-okey-nedir"]
    assert "od-101" in a.rulesets and READ in norm(a.answer)


def test_reading_is_a_non_empty_string(make_kb):
    root = make_kb({"okey/x.md": article_text("x", reading="")})
    _, problems = validate_knowledge(root, None)
    assert [p.check for p in problems] == ["schema"] and "reading" in problems[0].message
    root = make_kb({"okey/y.md": article_text("y", reading="sahte okey ise okeyin değerini taşır")})
    kb, problems = validate_knowledge(root, None)
    assert not [p for p in problems if p.path.endswith("y.md")]
    assert kb.articles["y"].reading == "sahte okey ise okeyin değerini taşır"


# --------------------------------------------------------------------------- the engine says so too


def _hand(ruleset, finish, finisher, players, **extra):
    from calculators.hand import calc_hand

    return calc_hand({"ruleset": ruleset, "finish": finish, "finisher": finisher, "players": players, **extra})


def _team_table(finisher_opened="seri", **rival):
    return [{"name": "Siz", "opened": "seri", "team": "A", "remaining_sum": 30},
            {"name": "Doğu", "opened": finisher_opened, "team": "B"},
            {"name": "Kuzey", "opened": "yok", "team": "A"},
            {"name": "Batı", "opened": "seri", "team": "B", **rival}]


def test_the_opened_rivals_multiplier_says_where_it_is_our_reading():
    """esli-101-turnuva gives normal ×1, okeyle ×2 (examples) and kafa ×1 ("büyütmez"); the rest is read."""
    for finish, read in (("normal", False), ("okey", False), ("elden", False),
                         ("cift", True), ("cift-okey", True), ("elden-okey", True)):
        table = _team_table("cift" if finish.startswith("cift") else "seri")
        text = norm(_hand("turnuva-esli-101", finish, "Doğu", table)["explanation"]["Siz"])
        assert (READ in text) is read, (finish, text)


def test_the_partners_dropped_penalty_says_it_is_our_reading():
    r = _hand("turnuva-esli-101", "normal", "Doğu", _team_table(penalties=[{"kind": "islek"}]))
    assert r["scores"]["Batı"] == 0 and READ in norm(r["explanation"]["Batı"])
    r = _hand("turnuva-esli-101", "normal", "Doğu", _team_table())
    assert READ not in norm(r["explanation"]["Batı"])


def test_an_od_sahte_okey_in_hand_says_it_is_our_reading():
    players = [{"name": "Siz", "opened": "seri", "remaining": ["siyah 8", "sahte okey"]},
               {"name": "Doğu", "opened": "seri"}, {"name": "Kuzey"}, {"name": "Batı", "opened": "seri", "remaining_sum": 3}]
    od = _hand("od-101", "normal", "Doğu", players, okey_number=6)
    assert od["scores"]["Siz"] == 14 and READ in norm(od["explanation"]["Siz"])
    assert READ not in norm(od["explanation"]["Batı"])
    oyna = _hand("oyna-101", "normal", "Doğu", players, okey_number=6)  # oyna-yazboz says it outright
    assert oyna["scores"]["Siz"] == 14 and READ not in norm(oyna["explanation"]["Siz"])


def test_okey_gecesi_places_2_and_3_say_they_are_our_reading():
    from calculators.tournament import NightEntry, night_standings, rank_reading

    assert READ in norm(rank_reading([3])) and rank_reading([1, 4, 4]) == ""
    names = "ABCDEFGH"
    ends = night_standings([NightEntry(n, table_ranks=(1 if i < 2 else 4,)) for i, n in enumerate(names)])
    assert READ not in norm(ends.explanation)
    mids = night_standings([NightEntry(n, table_ranks=(i % 4 + 1,), raw_points=i) for i, n in enumerate(names)])
    assert READ in norm(mids.explanation)


def test_every_engine_reading_has_an_article_of_its_ruleset_that_says_it(real):
    from calculators.rulesets import RULESETS

    kb, _ = real
    for rid, rs in RULESETS.items():
        if rs.readings:
            said = [a.id for a in kb.for_ruleset(rid) if a.reading]
            assert said, f"{rid}: the engine reads {sorted(rs.readings)} but no {rid} article says it reads anything"
