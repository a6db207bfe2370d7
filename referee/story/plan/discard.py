"""A told discard with its penalty asked, and nothing telling whether the tile was işlek (issue 11, point 8).

"turnuvada Ali kırmızı 8'i attı, sıradaki aldı, Ali'ye kaç ceza": the hand is told — a player, the
tile, the next player's take — and a number asked, but whether the tile could be added to a meld on the
table (işlek) is not, and no meld on the table is told to judge it by. The number hangs on that one fact:
the answer computes both (the engine's :func:`calculators.penalties.penalty_points`), says exactly what is
missing and asks it — never "not covered", never a rule article's worked example.
"""
from __future__ import annotations

from calculators.errors import CalcError
from calculators.inputs import Penalty
from calculators.penalties import penalty_points
from calculators.rulesets import Ruleset
from referee.story.plan.types import Plan, names_of
from referee.story.reading import Reading
from referee.story.tiles_of import tile_text
from referee.text.normalize import fold

#: What the question must ask for the discard's number to be the one asked.
_ASKS = frozenset({"penalty", "score"})


def _points(rs: Ruleset, who: str, number: int, taken: bool) -> int | None:
    try:
        return penalty_points(rs, Penalty("islek", taken=taken, tile_number=number), who=who).points
    except CalcError:
        return None


def unjudged_discard(r: Reading, rs: Ruleset) -> Plan | None:
    """The plan that asks whether a told discard was işlek, when that alone stands between the story and
    its number (a 101 hand told only by the discard, no meld on the table, no işlek said); else None."""
    if rs.game != "101" or len(r.hands) != 1 or not set(r.question.what) & _ASKS:
        return None
    hand = r.hands[0]
    names = names_of(r)
    told = [(k, t) for k, t in hand.discards if k in names and t[1]]
    if hand.table or hand.has_end or not told or any(w.startswith("islek") for w in fold(r.text).split()):
        return None  # a meld on the table judges it; an "işlek" word the reading missed is the guard's to ask
    key, tile = told[0]
    if hand.okey is not None and tuple(hand.okey) == tuple(tile):
        return None  # the okey itself thrown: the okey's penalty, not an işlek question
    who = names[key]
    taken, nobody = _points(rs, who, tile[1], True), _points(rs, who, tile[1], False)
    if taken is None or nobody is None:
        return None
    took = hand.discards_taken.get(hand.discards.index((key, tile)))  # "sıradaki aldı" / "kimse almadı" told
    cost = f"{taken}" if taken == nobody else f"{taken}" if took else f"{nobody}" if took is False else \
        f"sıradaki aldıysa {taken}, kimse almadıysa {nobody}"
    pl = Plan(kind="penalty", ruleset=r.ruleset, names=names, report=[who])
    pl.problems.append(f"{who} {tile_text(tile)} attı ama bu taşın işlek olup olmadığını (masadaki bir seriye ya da "
                       f"küte eklenip eklenemeyeceğini) söylemedin. İşlekse {cost} ceza yazılır; işlek değilse taş "
                       "atmanın cezası yok. Yerdeki perleri ya da “işlekti” diye yazarsan hesaplarım.")
    pl.rules_used.add("islek")
    return pl


__all__ = ["unjudged_discard"]
