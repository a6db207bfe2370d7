"""What a story was read as: players, hands, what each player did, what is asked — with where
each fact came from (the rule that read it) and what the reader had to assume.

These are the reader's own types, filled by :mod:`referee.story.read`; the planner
(:mod:`referee.story.plan`) turns them into the engine's typed inputs, and
:mod:`referee.story.understood` into the ``understood`` / ``missing`` data the answer shows.
``None`` always means "the story does not say".
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ME = "ben"
#: The rule note of an opening implied by a meld on the table ("perimdeki okeyi aldı"): the planner
#: words its assumption from it.
MELD_ON_TABLE = "perindeki okey alındı (açmıştı)"
#: The rule note of an opening implied by laying the okey in a meld ("okeyi de başka pere işledi": only a
#: player who has opened may add to the melds on the table, od-101-puan, oyna-terimler).
OKEY_LAID = "okeyi pere işledi (açmıştı)"
PARTNER = "esim"
RIVAL = "rakip"
RIVAL2 = "rakip2"
US, THEM = "us", "them"


@dataclass
class Person:
    """A player the story talks about. ``key``: stable id (``ben``, ``esim``, ``rakip``, ``name:deniz``,
    ``seat:sag``, ``anon:1``); ``name``: how the answer calls them; ``team``: us / them / None."""

    key: str
    name: str
    team: str | None = None
    said: bool = True  # named by a word of the story (False: only implied, e.g. an unnamed finisher)
    aliases: list[str] = field(default_factory=list)


@dataclass
class Penalty:
    """An in-hand penalty: engine kind, how many times, and what the tournament's ×10 rule needs."""

    kind: str  # islek | okey-atma | acis-geri | okey-alindi
    count: int | None = 1  # None: the story is not sure how many times ("2 kere mi 3 kere mi")
    count_options: list[int] = field(default_factory=list)
    taken: bool | None = None
    tile_number: int | None = None
    by: str | None = None  # okey-alindi: key of the taker
    by_team: str | None = None  # okey-alindi: the taker's team when only that is said ("karşı takım aldı")
    rule: str = ""


@dataclass
class PlayerFacts:
    """One player in one hand, as told."""

    key: str
    opened: str | None = None  # yok | seri | cift
    opened_assumed: bool = False  # "açtım" with no "seriyle / çiftten": melds assumed
    sums: list[int] = field(default_factory=list)  # numbers told as left ("41", "12 ve 7")
    tiles: list[tuple[str, int]] = field(default_factory=list)  # (colour, number) left in hand
    okeys: int = 0
    sahte: int = 0
    count_only: int | None = None  # "3 taş kaldı": a count, not a sum
    total: int | None = None  # "toplamı 27"
    nothing: bool = False
    uncounted: bool = False  # "saymadan topladık": the sum is lost
    unknown_tile: bool = False  # "bi taş daha kaldı, hatırlamıyorum": the tiles told are not all
    penalties: list[Penalty] = field(default_factory=list)
    points: int | None = None  # düz: points before this hand
    rules: list[str] = field(default_factory=list)

    @property
    def has_left(self) -> bool:
        return bool(self.sums or self.tiles or self.okeys or self.sahte or self.nothing or self.total is not None)


@dataclass
class HandReading:
    """One hand as told."""

    index: int
    players: dict[str, PlayerFacts] = field(default_factory=dict)
    finishers: list[str] = field(default_factory=list)
    okey_last: bool | None = None
    sahte_last: bool = False
    last_unknown: bool = False  # "okey miydi sahte okey mi göremedim"
    last_tile: tuple[str, int] | None = None
    cift: bool = False
    seven_pairs: bool = False
    elden: str | None = None  # how it was said: elden | kafa | at-once | opening-turn | 800
    normal: bool = False
    deste: bool = False
    bozuldu: bool = False
    all_pairs: bool = False
    nobody_opened: bool = False  # no one but (maybe) the finisher had opened: "kimse açmadı", "üçümüz de açamadık"
    nobody_before: bool = False  # no one at all, the finisher too: "kimse açmamışken Ali bitti" (he laid all at once)
    okey: tuple[str | None, int] | None = None  # (colour, number) of the okey tile
    okey_from: str = ""  # "okey sarı 12" / "gösterge sarı 13 → okey sarı 1"
    okey_unknown: bool = False  # "gösterge neydi unuttum"
    gosterge_by: list[str] = field(default_factory=list)
    gosterge_unknown: bool = False  # "gösterge gösterildi", "biri gösterdi ama kim hatırlamıyoruz": by whom untold
    table: list[list[tuple[str | None, int]]] = field(default_factory=list)  # melds told to lie on the table
    discards: list[tuple[str, tuple[str, int]]] = field(default_factory=list)  # (key, tile) thrown mid-hand
    discards_taken: dict[int, bool] = field(default_factory=dict)  # discard index → the next player took it (or not)
    stated_me: int | None = None  # "1. el 202 yazdım"
    unnamed_finish: bool = False  # "800 atınca …": a finish with nobody named
    unplaced: list[str] = field(default_factory=list)  # a remainder told whose holder was never found
    unowned: list[str] = field(default_factory=list)  # "X ikisi de açamadı": a group's facts no one read could own
    took_okey: list[str] = field(default_factory=list)  # who took the okey from a meld: they had opened
    actors_unread: list[str] = field(default_factory=list)  # "terzi işlek attı" with no player read: the doer's word
    #: "X hiç açamadı, Y ise açmıştı" with Y read as no one: a second opening told of a player the hand already
    #: said the opposite of (the verb's word) — a told deed the reading gave to the wrong player
    contradicted: list[str] = field(default_factory=list)
    ours_finished: bool = False  # "biz bittik": a finish told of our side, which of us not said
    #: "X çiftten açmıştı son taşı okey atıp bitti" with X read as no one: a pairs opening with no subject,
    #: the unnamed finisher's when the finish has no subject either (Turkish drops the repeated subject)
    unnamed_pairs: bool = False
    rules: list[str] = field(default_factory=list)

    def player(self, key: str) -> PlayerFacts:
        if key not in self.players:
            self.players[key] = PlayerFacts(key)
        return self.players[key]

    @property
    def finisher(self) -> str | None:
        fins = list(dict.fromkeys(self.finishers))
        return fins[0] if len(fins) == 1 else None

    @property
    def has_end(self) -> bool:
        return bool(self.finishers) or self.deste or self.bozuldu or self.all_pairs


@dataclass
class Question:
    """What is asked: which numbers, about whom."""

    what: list[str] = field(default_factory=list)  # score | total | left | lost | penalty | over | winner | to-target | who | each
    targets: list[str] = field(default_factory=list)  # person keys, "*" (everyone), "others", "team:us", "team:them", "finisher"
    claim: int | None = None  # "404 mü yazılır": the number to check
    yesno: bool = False  # asked as yes / no ("ceza var mı", "ceza yer miyim")
    explicit: bool = False
    unknown: list[str] = field(default_factory=list)  # "abdo kaç": a word asked about that names no one read
    groups: list[list[str]] = field(default_factory=list)  # "kocamla benim toplam": players whose sum is asked


@dataclass
class Reading:
    """Everything read from a score story."""

    text: str
    ruleset: str
    people: dict[str, Person] = field(default_factory=dict)
    hands: list[HandReading] = field(default_factory=list)
    question: Question = field(default_factory=Question)
    before: dict[str, int] = field(default_factory=dict)  # points each key / "team:us" / "team:them" had before
    start: int | None = None  # düz okey starting points
    match_hands: int | None = None  # "maçımız 7 el"
    hands_told: int | None = None  # "7 el oynadık": hands played, told with no hand of them
    match_target: int | None = None  # "1000'e kadar oynuyoruz": the total that ends a 101 match
    hands_before: int | None = None  # "6 elden sonra"
    teams_named: list[list[str]] = field(default_factory=list)  # "burak+ayşe vs kuzen+deniz"
    team_labels: dict[str, str] = field(default_factory=dict)  # side (us / them) → its name ("Şahinler")
    #: a side's name whose side the reading could not settle → (its name as typed, its members' keys)
    label_members: dict[str, tuple[str, list[str]]] = field(default_factory=dict)
    night: dict[str, Any] = field(default_factory=dict)  # players, ranks, entries (tournament night)
    kind: str = "none"  # hand | match | duz | penalty | season | rank | bracket | standing | none
    side_guessed: list[str] = field(default_factory=list)  # keys put on "us" only to tell the two sides apart
    team_table: bool = False  # a ruleset without teams of its own, played two against two here (od-101)
    assumed: list[str] = field(default_factory=list)  # what the reading assumed, in Turkish
    dropped: list[str] = field(default_factory=list)  # quoted claims left out of the facts
    facts: list[Any] = field(default_factory=list)  # every rule fact (provenance)
    unread: list[Any] = field(default_factory=list)  # words no rule explained that could change a number

    def hands_have_end(self) -> bool:
        return any(h.has_end for h in self.hands)

    def person(self, key: str, name: str | None = None, said: bool = True) -> Person:
        if key not in self.people:
            self.people[key] = Person(key, name or display_name(key), said=said)
        elif said:
            self.people[key].said = True
        return self.people[key]


#: How the answer calls the role players.
ROLE_NAMES = {ME: "Sen", PARTNER: "Eşin", RIVAL: "Rakip", RIVAL2: "Rakibin eşi", "seat:sag": "Sağındaki",
              "seat:sol": "Solundaki", "seat:karsi": "Karşındaki", "seat:yan": "Yanındaki", "seat:dogu": "Doğu", "seat:kuzey": "Kuzey",
              "seat:bati": "Batı", "seat:guney": "Güney", "desc:acmayan": "Açmayan", "desc:okey-atan": "Okeyi atan"}

_TR = str.maketrans({"i": "İ"})


def display_name(key: str, original: str = "") -> str:
    """The answer's name for a key: roles in Turkish, names capitalised as typed when found."""
    if key in ROLE_NAMES:
        return ROLE_NAMES[key]
    if key.startswith("name:") and "_" in key:  # a described player: "Hollandalı misafir"
        from referee.text.normalize import tr_lower

        first, *rest = key[5:].split("_")
        return " ".join([_name_as_typed(first, original)] + [tr_lower(_name_as_typed(w, original)) for w in rest])
    if key.startswith("name:"):
        return _name_as_typed(key[5:], original)
    if key.startswith("anon:"):
        return key.split(":", 2)[-1]
    return key


def _name_as_typed(folded: str, original: str) -> str:
    from referee.text.normalize import fold, tr_lower
    import re

    for word in re.findall(r"[^\W\d_]+", original):
        if fold(word).startswith(folded) and len(word) >= len(folded):
            base = word[: len(folded)]
            return ("İ" if base[0] in "iİ" else base[0].upper()) + tr_lower(base[1:])
    pairs = re.findall(r"(?=\b([^\W\d_]+) ([^\W\d_]+))", original)  # "halamın oğlu": a joined kin phrase
    for first, second in pairs:
        head = fold(first)
        if fold(first + second).startswith(folded) and len(folded) > len(head) and folded.startswith(head):
            return _name_as_typed(head, first) + " " + tr_lower(second[: len(folded) - len(head)])
    return folded[:1].translate(_TR).upper() + folded[1:]
