"""The düz okey tables: düz okey and eşli düz okey (oyna-yazboz, oyna-terimler)."""
from __future__ import annotations

from dataclasses import replace

from calculators.rulesets.game_101 import OYNA_101
from calculators.rulesets.model import Ruleset, frozen

_DUZ_LOSS = {"normal": 2, "okey": 4, "cift": 4, "cift-okey": 8, "deste-bitti": 0}

OYNA_DUZ = Ruleset(
    id="oyna-duz",
    name="Düz okey",
    game="duz",
    team=False,
    sources=("oyna-yazboz", "oyna-terimler"),
    rules_of="düz okey kurallarına",
    team_tables=False,  # team düz okey is its own ruleset, oyna-esli-duz
    finish_names=frozen({"okey": "son taş okey", "cift": "yedi çift", "cift-okey": "yedi çift, son taş okey"}),
    gosterge_sahte_okey="yok",
    sahte_okey_is_okey_tile=True,
    notes=frozen({"gosterge_sahte_okey": OYNA_101.notes["gosterge_sahte_okey"]}),
    duz_loss=frozen(_DUZ_LOSS),
    gosterge_points=1,
    duz_starts=(20, 30, 40, 50),
    duz_start_default=20,
    lowest_wins=False,
    source=frozen({
        "team_tables": "oyna-yazboz",
        "okey_from_gosterge": "oyna-terimler",
        "gosterge_sahte_okey": "oyna-terimler",
        "sahte_okey_is_okey_tile": "oyna-terimler",
        "duz_loss": "oyna-yazboz",
        "gosterge_points": "oyna-yazboz",
        "duz_starts": "oyna-yazboz",
        "duz_start_default": "oyna-yazboz",
    }),
)

#: Eşli düz okey is düz okey with two team columns: the same numbers, lost once per team
#: (oyna-yazboz, "Eşli okeyde yazboz").
OYNA_ESLI_DUZ = replace(
    OYNA_DUZ,
    id="oyna-esli-duz",
    name="Eşli düz okey",
    rules_of="eşli düz okey kurallarına",
    team=True,
    team_tables=True,
    source=frozen({**OYNA_DUZ.source, "team": "oyna-yazboz"}),
)
