"""The names of things, once: rulesets, written sources, finishes, openings, penalties, colours.

Every layer reads its names from here (the engine, the referee, the templates), so a
new finish or source is taught in one place. This is the lowest layer that needs the
names; :mod:`referee.knowledge.names` adds what only the referee needs (topics,
calculator pages). A ruleset's own behaviour lives in its table
(:mod:`calculators.rulesets`); only the ids and which ruleset plays which part are here.

>>> FINISH_NAMES["cift-okey"], SOURCES["od-101-puan"].name
('çiftten okeyle bitiş', 'OyunDostluğu 101 puan rehberi')
>>> source_of_file("oyna-yazboz.txt")
'oyna-yazboz'
"""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping

# --------------------------------------------------------------------------- rulesets

#: The ruleset ids, in the order the sources README lists them (the API's values).
RULESET_IDS: tuple[str, ...] = ("oyna-101", "od-101", "turnuva-esli-101", "oyna-duz", "oyna-esli-duz")

#: The ruleset an answer uses when the question names none and its words point nowhere.
DEFAULT_RULESET = "oyna-101"

#: Tournament-night facts (Okey Gecesi, bracket, season) come from this ruleset's source.
NIGHT_RULESET = "turnuva-esli-101"

#: Rulesets a story is also scored under when the asker named none, because the same
#: story scores differently there (okey left in hand, failed opening, ...).
SIBLING_RULESETS: Mapping[str, tuple[str, ...]] = MappingProxyType({"oyna-101": ("od-101", "turnuva-esli-101")})


#: A ruleset -> its team version, whose name contains the plain one ("eşli düz" names "düz" too).
TEAM_VERSION: Mapping[str, str] = MappingProxyType({"oyna-duz": "oyna-esli-duz"})


# --------------------------------------------------------------------------- sources


@dataclass(frozen=True)
class Source:
    """A written source: the label answers cite, its file under ``shared/sources/``, its name."""

    label: str
    file: str
    name: str


#: Every written source by label, in the order the sources README lists them.
SOURCES: Mapping[str, Source] = MappingProxyType({s.label: s for s in (
    Source("oyna-yazboz", "oyna-yazboz.txt", "oyna.app yazboz rehberi"),
    Source("od-101-puan", "od-101-puan.txt", "OyunDostluğu 101 puan rehberi"),
    Source("oyna-terimler", "oyna-terimler.txt", "oyna.app okey terimleri"),
    Source("esli-101-turnuva", "esli-101-turnuva.txt", "Eşli 101 turnuva kuralları"),
)})

#: Source label -> file name (what the knowledge loader checks citations against).
SOURCE_FILES: Mapping[str, str] = MappingProxyType({s.label: s.file for s in SOURCES.values()})

#: Source label -> name shown next to a citation.
SOURCE_NAMES: Mapping[str, str] = MappingProxyType({s.label: s.name for s in SOURCES.values()})


def source_of_file(file_name: str) -> str | None:
    """The label of the source stored in ``file_name``, or None."""
    return next((s.label for s in SOURCES.values() if s.file == file_name), None)


# --------------------------------------------------------------------------- finishes

#: Finish ids of a 101 hand that one player ends (deste-bitti / el-bozuldu have no finisher).
FINISHES_101: tuple[str, ...] = ("normal", "okey", "cift", "cift-okey", "elden", "elden-okey")
#: Finish ids of a düz okey hand that one player ends (``cift`` is yedi çift there).
FINISHES_DUZ: tuple[str, ...] = ("normal", "okey", "cift", "cift-okey")
#: A düz okey hand still being played: only what is written during it so far, a shown gösterge's
#: point (oyna-yazboz: the −1 goes on that hand's row when the gösterge is shown).
RUNNING = "suruyor"
#: Hand ends nobody finishes (and the düz hand not ended yet).
NO_FINISHER: tuple[str, ...] = ("deste-bitti", "el-bozuldu", RUNNING)
#: Every finish id the API takes.
FINISHES: tuple[str, ...] = FINISHES_101 + NO_FINISHER

#: Kinds of finish, by what they share.
OKEY_FINISHES: tuple[str, ...] = ("okey", "cift-okey", "elden-okey")
CIFT_FINISHES: tuple[str, ...] = ("cift", "cift-okey")
ELDEN_FINISHES: tuple[str, ...] = ("elden", "elden-okey")

#: Finish id -> Turkish name; a ruleset whose source words one differently says so in
#: its ``finish_names`` (the tournament's kafa, düz okey's yedi çift).
FINISH_NAMES: Mapping[str, str] = MappingProxyType({
    "normal": "normal bitiş",
    "okey": "okeyle bitiş",
    "cift": "çiftten bitiş",
    "cift-okey": "çiftten okeyle bitiş",
    "elden": "elden bitiş",
    "elden-okey": "elden okeyle bitiş",
    "deste-bitti": "deste bitti, kat yok",
    "el-bozuldu": "el bozuldu",
    RUNNING: "el sürüyor, yalnız gösterge",
})

# --------------------------------------------------------------------------- players

#: How a player opened: not at all, with seri/küt melds, with pairs.
OPENED: tuple[str, ...] = ("yok", "seri", "cift")
OPENED_NAMES: Mapping[str, str] = MappingProxyType({"yok": "Açmadı", "seri": "Seriyle açtı", "cift": "Çiftten açtı"})

#: In-hand penalty kinds.
PENALTY_KINDS: tuple[str, ...] = ("okey-atma", "islek", "acis-geri", "okey-alindi")

# --------------------------------------------------------------------------- colours

#: Colour id (ASCII, as folded text spells it) -> Turkish name, in the sources' order.
COLOUR_NAMES: Mapping[str, str] = MappingProxyType({
    "kirmizi": "kırmızı", "mavi": "mavi", "siyah": "siyah", "sari": "sarı",
})
#: Colour id -> unambiguous short form ("s" alone could be sarı or siyah).
COLOUR_ABBRS: Mapping[str, str] = MappingProxyType({"kirmizi": "k", "mavi": "m", "siyah": "sy", "sari": "sr"})
