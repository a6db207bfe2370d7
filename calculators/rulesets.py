"""One table per ruleset: every number and rule switch the engine uses, with its source.

Why a table: the sources disagree (see ``shared/sources/README.md``), and a result
must never mix rulesets. Every scoring module reads its numbers from a
:class:`Ruleset` and cites ``ruleset.label_for(field)`` in its explanation, so a
reader can always see *which* written source a number came from.

Conventions
-----------
* ``None`` for a switch means "our sources do not settle this under this
  ruleset"; code that meets ``None`` raises :class:`~calculators.errors.NotCovered`
  instead of picking a side.
* Finish ids are the API's: ``normal | okey | cift | cift-okey | elden |
  elden-okey | deste-bitti | el-bozuldu`` (düz: ``normal | okey | cift |
  cift-okey | deste-bitti``, where ``cift`` is yedi çift).

House rules (table profiles)
----------------------------
Code reads behaviour from fields, never from ``id``, so a table's own rules are this
table with fields changed: :meth:`Ruleset.varied` (``dataclasses.replace`` that also
cites the house rule's source label for each changed field). The "Masa kuralları"
switches map onto fields as follows; a switch without a field yet needs one here and
the code that reads it, nothing else:

=======================  ==============================================================
``hands``                ``match_target=None, match_hands_default=N`` (``end_rule`` reads both)
``deste_biterse``        ``"yazilir"`` is the table's own scoring; ``"okey-101"``: :attr:`Ruleset.deste_bitti_okey_101`
``gosterge_sahte_okey``  :attr:`Ruleset.gosterge_sahte_okey` (``"yok"``; ``"iki-kat"`` also doubles that hand)
``katlamali``            :attr:`Ruleset.katlamali_played` (and ``katlamali_supported``; ``katlamali_pairs`` stays the base's)
``cift_okey``            :attr:`Ruleset.cift_okey_kat` (4)
``duz_bitis``            :attr:`Ruleset.duz_loss`: ``"oyna"`` is today's table, ``"bir-iki"`` another table
``dusmeli``              :attr:`Ruleset.duz_dusmeli`
``sifira_inen``          :attr:`Ruleset.duz_zero_leaves`
``ayni_renk``            :attr:`Ruleset.ayni_renk_kat` (2)
=======================  ==============================================================

>>> get_ruleset("oyna-101").opening_min_points
101
>>> get_ruleset("turnuva-esli-101").seri_wrap_13_1
False
>>> get_ruleset("oyna-101").label_for("okey_in_hand")
'oyna-yazboz'
>>> get_ruleset("yok-boyle")
Traceback (most recent call last):
...
calculators.errors.CalcError: Bilinmeyen kural seti: 'yok-boyle'. Geçerli olanlar: oyna-101 = 101 (standart), od-101 = 101 (OyunDostluğu kuralları), turnuva-esli-101 = Eşli 101 turnuva, oyna-duz = Düz okey, oyna-esli-duz = Eşli düz okey.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Literal, Mapping

from calculators.errors import CalcError
from calculators.registry import DEFAULT_RULESET, FINISH_NAMES, RULESET_IDS

Game = Literal["101", "duz"]

#: How an answer says that it rests on our reading of an unclear source sentence.
READING_LEAD = "Kaynak burada açık değil; biz şöyle okuyoruz:"

#: How an okey left in an opened player's hand is scored.
#: ``plus-101``: not in the remainder, +101 each, never multiplied (oyna-101).
#: ``counts-101``: counts 101 inside the remainder, so it is multiplied (od-101).
#: ``number-plus-101``: its own number enters the remainder, then +101 each on top (turnuva).
OkeyInHand = Literal["plus-101", "counts-101", "number-plus-101"]

#: How a discarded işlek tile / a discarded okey is charged.
#: ``fixed``: +``penalty_points`` each. ``taken-x10``: 10 × the tile's number if the
#: next player took it, otherwise ``penalty_points``.
DiscardPenalty = Literal["fixed", "taken-x10"]

#: Who pays when an okey is taken from a meld on the table.
#: ``none``: nobody (oyna-101). ``owner``: the meld's owner, always (od-101).
#: ``owner-if-rival``: whoever put it there, only when the other team took it (turnuva).
OkeyTaken = Literal["none", "owner", "owner-if-rival"]

#: What a hand where all four opened with pairs does.
#: ``void``: nobody scores, penalties cleared, same dealer redeals (oyna-101).
#: ``played``: no such event, the hand is played and scored normally (turnuva).
ElBozuldu = Literal["void", "played"]

#: What happens when the tile turned up for the gösterge is a sahte okey.
#: ``yok``: a sahte okey is never the gösterge (another tile is turned; ``notes`` says how).
#: ``iki-kat`` is a house variation (oyna-yazboz, "Masaya göre değişenler"), not a ruleset default.
GostergeSahteOkey = Literal["yok", "iki-kat"]


def _frozen(d: Mapping[str, object]) -> Mapping:
    """A read-only copy so a shared table cannot be edited by a caller."""
    return MappingProxyType(dict(d))


@dataclass(frozen=True)
class Ruleset:
    """Every number and rule switch of one ruleset, each traceable to a source label.

    ``source`` maps a field name to the label it comes from; fields missing from it
    fall back to ``sources[0]``. Use :meth:`label_for` rather than reading it directly.
    """

    id: str
    name: str
    game: Game
    #: Played in teams, always: a hand needs two teams of two.
    team: bool
    sources: tuple[str, ...]
    source: Mapping[str, str] = field(default_factory=dict)
    players: int = 4
    #: What the source says about a field, in its own Turkish sentence (shown with the number).
    notes: Mapping[str, str] = field(default_factory=dict)
    #: "… kurallarına": how an answer names this ruleset when it says why it chose it.
    rules_of: str = ""
    #: The ruleset may be played at a team table (``None``: the sources do not say).
    team_tables: bool | None = None
    #: Turkish names of the finishes where this ruleset's source words them differently.
    finish_names: Mapping[str, str] = field(default_factory=dict)

    # --- tiles ---------------------------------------------------------------
    #: Okey = the gösterge's colour, one number up, 13 → 1 (every source; cited per ruleset).
    okey_from_gosterge: str = "bir-ust"
    gosterge_sahte_okey: GostergeSahteOkey | None = None
    #: A sahte okey plays as the tile that is the okey (``None``: it may read as a joker).
    sahte_okey_is_okey_tile: bool | None = None
    #: Where a number rests on our reading of a source sentence that can be read two ways (or
    #: points at a table lost in the copy): key -> what we read. Keys are a field name or
    #: ``field:finish``. :meth:`reading` turns one into the explanation's plain line.
    readings: Mapping[str, str] = field(default_factory=dict)

    # --- opening (101) -------------------------------------------------------
    opening_min_points: int | None = None
    opening_min_pairs: int | None = None
    seri_wrap_13_1: bool | None = None
    katlamali_supported: bool | None = None
    katlamali_partner_exempt: bool | None = None
    #: A katlamalı table also raises the pairs barrier (6 pairs → 7).
    katlamali_pairs: bool | None = None
    #: The table plays katlamalı (``None``: the question says; ``False``: the barrier never rises).
    katlamali_played: bool | None = None
    #: Laying the whole hand down in one turn and finishing still needs 101 points.
    whole_hand_needs_101: bool | None = None

    # --- 101 hand end --------------------------------------------------------
    finisher_points: int = 0
    unopened_points: int = 0
    penalty_points: int = 0
    #: Multiplier (kat) of each finish, applied to unopened players and, unless
    #: ``opened_kat`` says otherwise, to opened players' remainders.
    finish_kat: Mapping[str, int] = field(default_factory=dict)
    #: Multiplier of the finisher's own −finisher_points.
    finisher_kat: Mapping[str, int] = field(default_factory=dict)
    #: Multiplier of an opened player's remainder.
    opened_kat: Mapping[str, int] = field(default_factory=dict)
    #: Why an opened player's multiplier differs from the finish's, per finish.
    opened_kat_notes: Mapping[str, str] = field(default_factory=dict)
    pairs_factor: int = 1
    pairs_over_limit: int | None = None
    pairs_over_bonus: int | None = None
    okey_in_hand: OkeyInHand | None = None
    okey_in_hand_points: int = 0
    penalties_multiplied: bool = False
    penalties_for_unopened: bool = True
    islek_penalty: DiscardPenalty | None = None
    #: A discarded sahte okey is judged işlek as the okey's tile.
    islek_sahte_as_okey_tile: bool | None = None
    #: The source spells out the tiles that are *not* işlek: what an okey stands for in a
    #: seri or a four-tile küt, and the mate of a pair (elsewhere those cases are not covered).
    islek_special_cases: bool = False
    okey_atma_penalty: DiscardPenalty | None = None
    taken_factor: int = 10
    acis_geri_points: int | None = None
    okey_taken: OkeyTaken | None = None
    finisher_last_discard_exempt: bool = True
    elden_needs_nobody_opened: bool | None = None
    pairs_opener_may_elden: bool | None = None
    sahte_okey_finish_is_okey: bool | None = None
    deste_bitti_kat: int = 1
    #: When the deck runs out only a player still holding an okey writes ``penalty_points`` (a house rule).
    deste_bitti_okey_101: bool = False
    #: "Devam" (çift okey): finishing by discarding the second okey after playing on is this many
    #: times a normal finish (``None``: no such finish).
    cift_okey_kat: int | None = None
    el_bozuldu: ElBozuldu | None = None
    partner_of_finisher_zero: bool | None = None
    halving_finishes: tuple[str, ...] = ()

    # --- düz okey hand -------------------------------------------------------
    duz_loss: Mapping[str, int] = field(default_factory=dict)
    gosterge_points: int = 0
    #: Finishing with every tile of one colour multiplies the finish (1: no such rule).
    ayni_renk_kat: int = 1
    #: Düşmeli: the finisher's own points drop, and the first to reach 0 wins.
    duz_dusmeli: bool = False
    #: A player (team) reaching 0 leaves the table and the others play on, instead of the game ending.
    duz_zero_leaves: bool = False

    # --- match ---------------------------------------------------------------
    match_target: int | None = None
    match_hands_default: int | None = None
    match_hands_range: tuple[int, int] | None = None
    match_tie_extra_hand: bool = False
    duz_starts: tuple[int, ...] = ()
    duz_start_default: int | None = None
    lowest_wins: bool = True

    def reading(self, key: str) -> str:
        """The line an explanation adds when it uses ``key``'s reading ("" when there is none).

        >>> get_ruleset("od-101").reading("sahte_okey_value").startswith(READING_LEAD)
        True
        >>> get_ruleset("oyna-101").reading("sahte_okey_value")
        ''
        """
        return f"{READING_LEAD} {self.readings[key]}" if key in self.readings else ""

    def label_for(self, field_name: str) -> str:
        """The source label backing ``field_name`` (falls back to the main source)."""
        return self.source.get(field_name, self.sources[0])

    def labels_for(self, *field_names: str) -> list[str]:
        """Distinct labels for several fields, in the order of ``sources``."""
        wanted = {self.label_for(f) for f in field_names}
        return [s for s in self.sources if s in wanted]

    def finish_name(self, finish: str) -> str:
        """Turkish name of a finish as this ruleset's source words it.

        >>> get_ruleset("turnuva-esli-101").finish_name("elden"), get_ruleset("oyna-101").finish_name("elden")
        ('kafa', 'elden bitiş')
        """
        return self.finish_names.get(finish) or FINISH_NAMES[finish]

    def varied(self, label: str, **changes: object) -> "Ruleset":
        """This table with some fields changed, each change citing ``label`` (a house rule).

        >>> od = get_ruleset("od-101").varied("od-101-puan", katlamali_pairs=True)
        >>> od.katlamali_pairs, od.label_for("katlamali_pairs"), od.id
        (True, 'od-101-puan', 'od-101')
        >>> get_ruleset("oyna-101").varied("oyna-yazboz") == get_ruleset("oyna-101")
        True
        """
        if not changes:
            return self
        return replace(self, **changes, source=_frozen({**self.source, **{k: label for k in changes}}))


_KAT_101 = {"normal": 1, "okey": 2, "cift": 2, "elden": 2, "cift-okey": 4, "elden-okey": 4}

OYNA_101 = Ruleset(
    id="oyna-101",
    name="101 (standart)",
    game="101",
    team=False,
    sources=("oyna-yazboz", "oyna-terimler"),
    rules_of="standart 101 kurallarına",
    team_tables=False,  # oyna.app has team play in düz okey only
    gosterge_sahte_okey="yok",
    sahte_okey_is_okey_tile=True,
    katlamali_pairs=True,  # no katlamalı on oyna.app; a table that plays it raises both barriers
    whole_hand_needs_101=False,
    islek_sahte_as_okey_tile=True,
    islek_special_cases=True,
    opening_min_points=101,
    opening_min_pairs=5,
    seri_wrap_13_1=None,  # oyna-terimler: the table saying how 12-13-1 works did not survive
    katlamali_supported=False,  # oyna-terimler: oyna.app has no katlamalı opening
    katlamali_partner_exempt=None,
    finisher_points=101,
    unopened_points=202,
    penalty_points=101,
    finish_kat=_frozen(_KAT_101),
    finisher_kat=_frozen(_KAT_101),
    opened_kat=_frozen(_KAT_101),
    pairs_factor=2,
    okey_in_hand="plus-101",
    okey_in_hand_points=101,
    penalties_multiplied=False,
    penalties_for_unopened=True,
    islek_penalty="fixed",
    okey_atma_penalty="fixed",
    acis_geri_points=0,  # a short opening is simply refused, no penalty
    okey_taken="none",
    elden_needs_nobody_opened=True,
    pairs_opener_may_elden=False,
    sahte_okey_finish_is_okey=False,
    deste_bitti_kat=1,
    el_bozuldu="void",
    partner_of_finisher_zero=None,
    match_target=1000,
    match_hands_default=None,
    lowest_wins=True,
    notes=_frozen({
        "team_tables": "oyna.app kurallarında eşli 101 yok; eş ayrımı yapılmaz (oyna-yazboz).",
        "katlamali_supported": "oyna.app'te katlamalı açış yok; bazı masalarda oynanan katlamalı kurala göre hesapladım.",
        "gosterge_sahte_okey": "Sahte okey gösterge olamaz: oyna.app kurallarında gösterge hiçbir zaman sahte okey "
                               "olmaz (oyna-terimler). Gösterge olarak numaralı bir taş yaz.",
    }),
    source=_frozen({
        "team_tables": "oyna-yazboz",
        "okey_from_gosterge": "oyna-terimler",
        "gosterge_sahte_okey": "oyna-terimler",
        "sahte_okey_is_okey_tile": "oyna-terimler",
        "katlamali_pairs": "oyna-terimler",
        "whole_hand_needs_101": "oyna-terimler",
        "islek_sahte_as_okey_tile": "oyna-terimler",
        "islek_special_cases": "oyna-yazboz",
        "opening_min_points": "oyna-terimler",
        "opening_min_pairs": "oyna-terimler",
        "seri_wrap_13_1": "oyna-terimler",
        "katlamali_supported": "oyna-terimler",
        "finisher_points": "oyna-yazboz",
        "unopened_points": "oyna-yazboz",
        "penalty_points": "oyna-yazboz",
        "finish_kat": "oyna-terimler",
        "finisher_kat": "oyna-yazboz",
        "opened_kat": "oyna-yazboz",
        "pairs_factor": "oyna-terimler",
        "okey_in_hand": "oyna-yazboz",
        "penalties_multiplied": "oyna-yazboz",
        "penalties_for_unopened": "oyna-yazboz",
        "islek_penalty": "oyna-yazboz",
        "okey_atma_penalty": "oyna-yazboz",
        "acis_geri_points": "oyna-terimler",
        "okey_taken": "oyna-terimler",
        "finisher_last_discard_exempt": "oyna-terimler",
        "elden_needs_nobody_opened": "oyna-terimler",
        "pairs_opener_may_elden": "oyna-terimler",
        "sahte_okey_finish_is_okey": "oyna-yazboz",
        "deste_bitti_kat": "oyna-yazboz",
        "el_bozuldu": "oyna-yazboz",
        "match_target": "oyna-yazboz",
    }),
)

OD_101 = Ruleset(
    id="od-101",
    name="101 (OyunDostluğu kuralları)",
    game="101",
    team=False,
    sources=("od-101-puan",),
    rules_of="OyunDostluğu 101 kurallarına",
    team_tables=True,  # "Eşli masalarda": the finisher's partner writes nothing
    gosterge_sahte_okey=None,  # the source does not say
    sahte_okey_is_okey_tile=True,  # "sahte okeyler de okeyin değerini taşır"
    katlamali_pairs=None,
    whole_hand_needs_101=None,
    opening_min_points=101,
    opening_min_pairs=5,
    seri_wrap_13_1=None,
    katlamali_supported=True,  # "katlamalı masalarda" one more than the highest opening
    katlamali_partner_exempt=None,
    finisher_points=101,
    unopened_points=202,
    penalty_points=101,
    finish_kat=_frozen(_KAT_101),
    # The source gives the finisher only −101, or −202 when the last tile is the okey.
    finisher_kat=_frozen({"normal": 1, "okey": 2, "cift": 1, "elden": 1, "cift-okey": 2, "elden-okey": 2}),
    opened_kat=_frozen(_KAT_101),
    pairs_factor=2,
    okey_in_hand="counts-101",
    okey_in_hand_points=101,
    penalties_multiplied=False,
    penalties_for_unopened=True,
    islek_penalty="fixed",
    okey_atma_penalty="fixed",
    acis_geri_points=101,
    okey_taken="owner",
    elden_needs_nobody_opened=False,  # elden = finishing in the turn you open, nothing more
    pairs_opener_may_elden=None,
    sahte_okey_finish_is_okey=None,
    deste_bitti_kat=1,
    el_bozuldu=None,  # the source does not mention four pairs openers
    partner_of_finisher_zero=True,  # "eşli masalarda" the finisher's partner writes nothing
    match_target=None,
    lowest_wins=True,
    notes=_frozen({
        "finisher_kat": "OyunDostluğu kaynağı bitirene yalnızca iki sayı verir: -101, okey atarak bitişte -202.",
    }),
    readings=_frozen({
        # "sahte okey ise okeyin değerini taşır": the okey's 101, or the okey tile's number?
        "sahte_okey_value": "sahte okeyin “okeyin değerini taşır” sözünü okey olan taşın sayısı diye okuyoruz, "
                            "101 diye değil.",
        # "eli bitiren oyuncunun eşi o elde puan yazmaz" next to the +101s written "doğrudan" to whoever erred.
        "partner_of_finisher_zero:penalties": "eşin o elde puan yazmaması el içindeki cezasını da kapsar.",
    }),
)

TURNUVA_ESLI_101 = Ruleset(
    id="turnuva-esli-101",
    name="Eşli 101 turnuva",
    game="101",
    team=True,
    sources=("esli-101-turnuva",),
    rules_of="eşli 101 turnuva kurallarına",
    team_tables=True,
    finish_names=_frozen({"elden": "kafa", "elden-okey": "okey kafa", "cift-okey": "çiftten okey"}),
    gosterge_sahte_okey="yok",  # drawn again by default
    sahte_okey_is_okey_tile=None,  # "okey ne yapıyorsa o da onu yapar": a joker, or the okey's tile?
    katlamali_pairs=True,
    whole_hand_needs_101=None,
    opening_min_points=101,
    opening_min_pairs=5,
    seri_wrap_13_1=False,  # "seriler 13'te biter": 12-13-1 is not a seri
    katlamali_supported=True,
    katlamali_partner_exempt=True,
    finisher_points=101,
    unopened_points=202,
    penalty_points=101,
    finish_kat=_frozen(_KAT_101),
    finisher_kat=_frozen(_KAT_101),
    # Kafa (elden) does not raise an opened rival's multiplier; okey kafa keeps the okey's ×2.
    opened_kat=_frozen({"normal": 1, "okey": 2, "cift": 2, "elden": 1, "cift-okey": 4, "elden-okey": 2}),
    opened_kat_notes=_frozen({"elden": "kafa, açmış rakibin çarpanını büyütmez",
                              "elden-okey": "okey kafa: yalnız okeyin ×2'si"}),
    pairs_factor=2,
    pairs_over_limit=100,
    pairs_over_bonus=101,
    okey_in_hand="number-plus-101",
    okey_in_hand_points=101,
    penalties_multiplied=False,
    penalties_for_unopened=True,
    islek_penalty="taken-x10",
    okey_atma_penalty="taken-x10",
    taken_factor=10,
    acis_geri_points=101,
    okey_taken="owner-if-rival",
    elden_needs_nobody_opened=False,  # the halving rule speaks of kafa while a rival had opened
    pairs_opener_may_elden=False,
    sahte_okey_finish_is_okey=None,
    deste_bitti_kat=1,
    el_bozuldu="played",
    partner_of_finisher_zero=True,
    halving_finishes=("elden", "elden-okey"),
    match_target=None,
    match_hands_default=7,
    match_hands_range=(1, 99),
    match_tie_extra_hand=True,
    lowest_wins=True,
    notes=_frozen({
        "opened_kat": "Kafa, açmış rakibin çarpanını büyütmez; okey kafada yalnız okeyin ×2'si kalır.",
        "partner_of_finisher_zero": "Bitirenin eşi her bitişte 0 yazar; el içindeki cezaları da silinir.",
        "gosterge_sahte_okey": "Sahte okey gösterge olmaz: turnuva kuralında gösterge yeniden çekilir (sahte okey "
                               "aynı balyada başka yere konur), varsayılan budur. Kaynak: esli-101-turnuva.",
    }),
    readings=_frozen({
        # 'Açan rakip … bitişin çarpanıyla yazar (tabloda "taş ×")': the table did not survive the copy;
        # the examples give normal ×1 and okeyle ×2, and "kafa çarpanı büyütmez" gives kafa ×1.
        "opened_kat:cift": "çarpan tablosu kopyada yok, çiftten bitişi ×2 sayıyoruz.",
        "opened_kat:cift-okey": "çarpan tablosu kopyada yok, çiftten okeyi ×4 sayıyoruz.",
        "opened_kat:elden-okey": "çarpan tablosu kopyada yok, okey kafayı (kafa kısmı büyütmediği için) ×2 sayıyoruz.",
        # "Eli bitirenin eşi her bitişte 0 yazar" next to "ceza her zaman taşı atana yazılır".
        "partner_of_finisher_zero:penalties": "eşin “her bitişte 0 yazar” kuralı el içindeki cezasını da kapsar.",
    }),
)

_DUZ_LOSS = {"normal": 2, "okey": 4, "cift": 4, "cift-okey": 8, "deste-bitti": 0}

OYNA_DUZ = Ruleset(
    id="oyna-duz",
    name="Düz okey",
    game="duz",
    team=False,
    sources=("oyna-yazboz", "oyna-terimler"),
    rules_of="düz okey kurallarına",
    team_tables=False,  # team düz okey is its own ruleset, oyna-esli-duz
    finish_names=_frozen({"okey": "son taş okey", "cift": "yedi çift", "cift-okey": "yedi çift, son taş okey"}),
    gosterge_sahte_okey="yok",
    sahte_okey_is_okey_tile=True,
    notes=_frozen({"gosterge_sahte_okey": OYNA_101.notes["gosterge_sahte_okey"]}),
    duz_loss=_frozen(_DUZ_LOSS),
    gosterge_points=1,
    duz_starts=(20, 30, 40, 50),
    duz_start_default=20,
    lowest_wins=False,
    source=_frozen({
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
    source=_frozen({**OYNA_DUZ.source, "team": "oyna-yazboz"}),
)

#: All rulesets by id, in the order the sources README lists them.
RULESETS: Mapping[str, Ruleset] = MappingProxyType({
    r.id: r for r in (OYNA_101, OD_101, TURNUVA_ESLI_101, OYNA_DUZ, OYNA_ESLI_DUZ)
})
assert tuple(RULESETS) == RULESET_IDS, "calculators.registry.RULESET_IDS and the tables must agree"

#: Ruleset id -> name shown to users, in the order pickers list them.
RULESET_NAMES: Mapping[str, str] = MappingProxyType({rid: r.name for rid, r in RULESETS.items()})

#: The ruleset used when a question names none (:data:`calculators.registry.DEFAULT_RULESET`).
DEFAULT: Ruleset = RULESETS[DEFAULT_RULESET]


def get_ruleset(ruleset_id: str) -> Ruleset:
    """The ruleset with this id, or a CalcError listing the valid ids."""
    try:
        return RULESETS[ruleset_id]
    except (KeyError, TypeError):
        valid = ", ".join(f"{r.id} = {r.name}" for r in RULESETS.values())
        raise CalcError(
            f"Bilinmeyen kural seti: {ruleset_id!r}. Geçerli olanlar: {valid}.", field="ruleset"
        ) from None
