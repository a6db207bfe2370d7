"""The :class:`Ruleset` type: every number and rule switch of one ruleset, each with its source label.

The values live in the tables (:mod:`calculators.rulesets.game_101`,
:mod:`calculators.rulesets.game_duz`); this module only says what a field means and
how a field's source is found (:meth:`Ruleset.label_for`).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Literal, Mapping

from calculators.registry import FINISH_NAMES

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


def frozen(d: Mapping[str, object]) -> Mapping:
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

        >>> from calculators.rulesets import get_ruleset
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

        >>> from calculators.rulesets import get_ruleset
        >>> get_ruleset("turnuva-esli-101").finish_name("elden"), get_ruleset("oyna-101").finish_name("elden")
        ('kafa', 'elden bitiş')
        """
        return self.finish_names.get(finish) or FINISH_NAMES[finish]

    def varied(self, label: str, **changes: object) -> "Ruleset":
        """This table with some fields changed, each change citing ``label`` (a house rule).

        >>> from calculators.rulesets import get_ruleset
        >>> od = get_ruleset("od-101").varied("od-101-puan", katlamali_pairs=True)
        >>> od.katlamali_pairs, od.label_for("katlamali_pairs"), od.id
        (True, 'od-101-puan', 'od-101')
        >>> get_ruleset("oyna-101").varied("oyna-yazboz") == get_ruleset("oyna-101")
        True
        """
        if not changes:
            return self
        return replace(self, **changes, source=frozen({**self.source, **{k: label for k in changes}}))
