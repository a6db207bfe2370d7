"""The typed inputs of the hand and match calculators: small immutable values, each with ``to_dict()``.

``to_dict()`` is the inverse of the readers in :mod:`calculators.inputs.reading`
(``hand_from_dict(h.to_dict()) == h``), so a form link or a stored sheet round-trips.

>>> Penalty("islek").to_dict()
{'kind': 'islek'}
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

#: A rack holds at most 22 tiles, none above 13: a larger sum is a typo, not a game.
MAX_REMAINING_SUM = 22 * 13
#: What a hand may say happened that only a table's house rules score (:mod:`calculators.house`).
HOUSE_EVENTS = ("gosterge_sahte_okey", "cift_okey", "ayni_renk")
#: A number a table writes for one hand is at most this far from 0 (a 101 hand rarely passes 2,000).
MAX_WRITTEN = 9999


@dataclass(frozen=True)
class Penalty:
    """An in-hand penalty of one player.

    ``taken``: whether the next player took the discarded tile (turnuva işlek / okey).
    ``tile_number``: the discarded tile's number (turnuva işlek).
    ``by``: for ``okey-alindi``, the player who took the okey from this player's meld.
    """

    kind: str
    taken: bool = False
    tile_number: int | None = None
    by: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """The API's penalty JSON (the inverse of :func:`penalty_from_dict`)."""
        d: dict[str, Any] = {"kind": self.kind}
        if self.taken:
            d["taken"] = True
        if self.tile_number is not None:
            d["tile_number"] = self.tile_number
        if self.by is not None:
            d["by"] = self.by
        return d


@dataclass(frozen=True)
class PlayerHand:
    """One player's state at the end of a hand.

    ``remaining_sum`` is H, the sum of the tiles left on the rack *without* okeys (a
    sahte okey counts as the okey's number); ``remaining`` lists the tiles instead, as
    players write them. Okeys in hand go in ``okeys_in_hand`` (or as "okey" in the list).
    """

    name: str
    opened: str = "yok"
    team: str | None = None
    remaining_sum: int | None = None
    remaining: tuple[str, ...] | None = None
    okeys_in_hand: int | None = None
    penalties: tuple[Penalty, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """The API's player JSON (the inverse of :func:`player_from_dict`)."""
        d: dict[str, Any] = {"name": self.name, "opened": self.opened}
        if self.team is not None:
            d["team"] = self.team
        if self.remaining_sum is not None:
            d["remaining_sum"] = self.remaining_sum
        if self.remaining is not None:
            d["remaining"] = list(self.remaining)
        if self.okeys_in_hand is not None:
            d["okeys_in_hand"] = self.okeys_in_hand
        if self.penalties:
            d["penalties"] = [p.to_dict() for p in self.penalties]
        return d


@dataclass(frozen=True)
class HandInput:
    """One finished hand, as the calculators take it.

    >>> h = HandInput("oyna-duz", "normal", "B", (PlayerHand("A"), PlayerHand("B")), gosterge_shown_by=("A",))
    >>> h.to_dict()
    {'ruleset': 'oyna-duz', 'finish': 'normal', 'finisher': 'B', 'players': [{'name': 'A', 'opened': 'yok'}, {'name': 'B', 'opened': 'yok'}], 'gosterge_shown_by': ['A']}
    """

    ruleset: str
    finish: str
    finisher: str | None
    players: tuple[PlayerHand, ...]
    okey_number: int | None = None
    gosterge_shown_by: tuple[str, ...] = ()
    #: The table's house rules (switch, value) the hand is played under (:mod:`calculators.house`).
    house: tuple[tuple[str, Any], ...] = ()
    #: The gösterge turned up a sahte okey (scored only where a house rule says how).
    gosterge_sahte_okey: bool = False
    #: The finisher played on with both okeys and finished by discarding the second ("devam").
    cift_okey: bool = False
    #: Düz okey: every tile of the finisher's hand was of one colour.
    ayni_renk: bool = False

    def to_dict(self, with_ruleset: bool = True) -> dict[str, Any]:
        """The API's hand JSON (the inverse of :func:`hand_from_dict`): for form links and storage.

        ``with_ruleset=False`` gives a hand of a match sheet, which carries the sheet's ruleset.
        """
        d: dict[str, Any] = {"ruleset": self.ruleset} if with_ruleset else {}
        d.update({"finish": self.finish, "finisher": self.finisher, "players": [p.to_dict() for p in self.players]})
        if self.okey_number is not None:
            d["okey_number"] = self.okey_number
        if self.gosterge_shown_by:
            d["gosterge_shown_by"] = list(self.gosterge_shown_by)
        for key in HOUSE_EVENTS:
            if getattr(self, key):
                d[key] = True
        if self.house and with_ruleset:
            d["house"] = dict(self.house)
        return d


@dataclass(frozen=True)
class WrittenHand:
    """A hand the table scored itself and wrote down as numbers only, as on a paper yazboz.

    ``scores``: each player's number for this hand, added to the totals as written (in eşli düz,
    whose sheet has one column per team, each team's). No finish, no marks: only the numbers.
    """

    ruleset: str
    scores: Mapping[str, int]

    def to_dict(self, with_ruleset: bool = False) -> dict[str, Any]:
        """The API's written hand (the inverse of :func:`written_from_dict`); it never carries a ruleset."""
        return {"written": dict(self.scores)}


@dataclass(frozen=True)
class MatchOptions:
    """How long a match lasts: ``target`` (101 total), ``hands`` (fixed count), ``start`` (düz)."""

    target: int | None = None
    hands: int | None = None
    start: int | None = None

    def to_dict(self) -> dict[str, int]:
        """The options that were given (the inverse of :func:`options_from_dict`)."""
        return {k: v for k, v in (("target", self.target), ("hands", self.hands), ("start", self.start))
                if v is not None}


@dataclass(frozen=True)
class Carried:
    """The sheet's Başlangıç row (oyna-yazboz: a game longer than the paper goes on from the totals
    written on a new sheet's starting line): each column's points so far and how many hands they
    took. A story that says "toplamım 712'ydi", "biz 412 onlar 530, 6 el oynandı" carries this."""

    totals: Mapping[str, int]
    hands: int = 0

    def to_dict(self) -> dict[str, Any]:
        """The inverse of :func:`carried_from_dict`."""
        return {"totals": dict(self.totals), "hands": self.hands}


@dataclass(frozen=True)
class MatchInput:
    """A score sheet: the players (or teams) and the hands played so far."""

    ruleset: str
    players: tuple[str, ...]
    teams: Mapping[str, tuple[str, ...]] | None
    options: MatchOptions
    hands: tuple[HandInput | WrittenHand, ...]
    before: Carried | None = None
    #: The table's house rules (switch, value) the whole sheet is played under.
    house: tuple[tuple[str, Any], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """The API's match JSON (the inverse of :func:`match_from_dict`): what a Çetele stores."""
        d: dict[str, Any] = {"ruleset": self.ruleset}
        if self.teams is not None:
            d["teams"] = {t: list(names) for t, names in self.teams.items()}
        else:
            d["players"] = list(self.players)
        options = self.options.to_dict()
        if options:
            d["options"] = options
        d["hands"] = [h.to_dict(with_ruleset=False) for h in self.hands]
        if self.before is not None:
            d["before"] = self.before.to_dict()
        if self.house:
            d["house"] = dict(self.house)
        return d
