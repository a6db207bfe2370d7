"""The ruleset tables: ids, sources, and the switches other modules read."""
from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from calculators.errors import CalcError
from calculators.rulesets import RULESETS, get_ruleset
from referee.config import SHARED_DIR

SOURCES_README = SHARED_DIR / "sources" / "README.md"
IDS = ["oyna-101", "od-101", "turnuva-esli-101", "oyna-duz", "oyna-esli-duz"]
LABELS = {"oyna-yazboz", "od-101-puan", "oyna-terimler", "esli-101-turnuva"}


def test_exactly_the_five_ruleset_ids():
    assert list(RULESETS) == IDS


@pytest.mark.parametrize("rid", IDS)
def test_every_cited_label_is_a_real_source_of_that_ruleset(rid):
    rs = get_ruleset(rid)
    assert set(rs.sources) <= LABELS
    fields = {f.name for f in dataclasses.fields(rs)}
    for name, label in rs.source.items():
        assert name in fields, name
        assert label in rs.sources, (name, label)


def test_names_shown_to_users_match_the_sources_readme():
    names = {"oyna-101": "101 (standart)", "od-101": "101 (OyunDostluğu kuralları)",
             "turnuva-esli-101": "Eşli 101 turnuva", "oyna-duz": "Düz okey", "oyna-esli-duz": "Eşli düz okey"}
    for rid, name in names.items():
        assert get_ruleset(rid).name == name
    if SOURCES_README.exists():
        text = SOURCES_README.read_text(encoding="utf-8")
        for rid, name in names.items():
            assert f"`{rid}` | {name} |" in text


def test_opening_switches_engine_a_reads():
    for rid in ("oyna-101", "od-101", "turnuva-esli-101"):
        rs = get_ruleset(rid)
        assert rs.game == "101" and rs.opening_min_points == 101 and rs.opening_min_pairs == 5
    assert get_ruleset("turnuva-esli-101").seri_wrap_13_1 is False
    assert get_ruleset("oyna-101").seri_wrap_13_1 is None
    assert get_ruleset("od-101").seri_wrap_13_1 is None
    assert get_ruleset("turnuva-esli-101").katlamali_partner_exempt is True
    assert get_ruleset("oyna-101").katlamali_partner_exempt is None


def test_team_flags():
    assert [rid for rid in IDS if get_ruleset(rid).team] == ["turnuva-esli-101", "oyna-esli-duz"]


def test_the_documented_disagreements_are_in_the_tables():
    oyna, od, tur = (get_ruleset(r) for r in ("oyna-101", "od-101", "turnuva-esli-101"))
    assert (oyna.okey_in_hand, od.okey_in_hand, tur.okey_in_hand) == ("plus-101", "counts-101", "number-plus-101")
    assert (oyna.okey_taken, od.okey_taken, tur.okey_taken) == ("none", "owner", "owner-if-rival")
    assert (oyna.islek_penalty, tur.islek_penalty) == ("fixed", "taken-x10")
    assert (oyna.el_bozuldu, od.el_bozuldu, tur.el_bozuldu) == ("void", None, "played")
    assert (oyna.acis_geri_points, od.acis_geri_points, tur.acis_geri_points) == (0, 101, 101)
    assert tur.pairs_over_bonus == 101 and oyna.pairs_over_bonus is None
    assert oyna.match_target == 1000 and tur.match_hands_default == 7 and tur.match_hands_range == (1, 99)


def test_unknown_ruleset_lists_the_valid_ones():
    with pytest.raises(CalcError) as e:
        get_ruleset("101")
    assert "Bilinmeyen kural seti" in e.value.message
    for rid in IDS:
        assert rid in e.value.message


def test_tables_are_read_only():
    rs = get_ruleset("oyna-101")
    with pytest.raises(dataclasses.FrozenInstanceError):
        rs.unopened_points = 1  # type: ignore[misc]
    with pytest.raises(TypeError):
        rs.finish_kat["normal"] = 3  # type: ignore[index]


# --- behaviour is read from switches, never from the id ----------------------

import re  # noqa: E402

_ROOT = Path(__file__).resolve().parents[2]
_IDS = "|".join(re.escape(i) for i in IDS)
_ID_BRANCH = re.compile(
    rf"""(==|!=)\s*["']({_IDS})["']|["']({_IDS})["']\s*(==|!=|\bin\b|\bnot in\b)|\bin\s*[(\[]\s*["']({_IDS})["']""")


def test_no_code_branches_on_a_ruleset_id():
    """Rules switch on named fields of the ruleset table (python-chess style), never on its id.

    Only the registry and the tables themselves name ids in comparisons.
    """
    allowed = {"calculators/registry.py", "calculators/rulesets/__init__.py", "calculators/rulesets/game_101.py",
               "calculators/rulesets/game_duz.py"}
    offenders = []
    for folder in ("calculators", "referee", "web"):
        for path in (_ROOT / folder).rglob("*"):
            rel = path.relative_to(_ROOT).as_posix()
            if path.suffix not in (".py", ".html", ".js") or rel in allowed:
                continue
            for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if _ID_BRANCH.search(line) and ">>>" not in line:
                    offenders.append(f"{rel}:{no}: {line.strip()}")
    assert not offenders, "\n".join(offenders)


def test_varied_changes_only_the_named_fields_and_cites_them():
    base = get_ruleset("od-101")
    house = base.varied("od-101-puan", whole_hand_needs_101=False)
    changed = {f.name for f in dataclasses.fields(base) if getattr(base, f.name) != getattr(house, f.name)}
    assert changed == {"whole_hand_needs_101", "source"}
    assert house.label_for("whole_hand_needs_101") == "od-101-puan"
    assert base.varied("od-101-puan") is base


def test_a_switch_not_the_id_decides():
    """The same table with one switch flipped behaves as the switch says (whole hand in one turn)."""
    from calculators.errors import NotCovered
    from calculators.opening import can_open
    from calculators.tiles import parse_tile

    melds = ["kırmızı 11-12-13", "mavi, siyah, sarı 7"]
    okey = parse_tile("sarı 6")
    with pytest.raises(NotCovered):
        can_open(melds, get_ruleset("od-101"), okey, whole_hand=True)
    house = get_ruleset("od-101").varied("od-101-puan", whole_hand_needs_101=False)
    assert can_open(melds, house, okey, whole_hand=True).can_open is True


@pytest.mark.parametrize("rid", IDS)
def test_finish_names_cover_every_finish(rid):
    from calculators.registry import FINISHES

    rs = get_ruleset(rid)
    assert all(rs.finish_name(f) for f in FINISHES)
