"""Tiles on the table: is a discard told only by its tile işlek? (issue 11, cause 3)

"masada sarı 9, mavi 9 ve okeyden küt vardı. kuzen açmadan siyah 9 attı": the story never says
"işlek", the table does. The engine's :func:`calculators.melds.is_islek` judges the discard against
the melds the story put on the table; an işlek discard becomes the player's +penalty, a tile that
is not işlek is said so ("m5, m4 · okey · m6 serisinde okeyin yerine geçen taş: işlek değil").
"""
from __future__ import annotations

from calculators.errors import CalcError, NotCovered
from calculators.islek import is_islek
from calculators.tiles import parse_tile
from referee.story.plan.types import Plan
from referee.story.reading import HandReading, Penalty
from referee.story.tiles_of import engine_tile, tile_text

_COLOURS = ("kırmızı", "mavi", "siyah", "sarı")
_JUDGED = "masadaki perlere göre işlek"


def _meld_text(meld: list) -> str | None:
    parts = []
    for colour, n in meld:
        if colour is None:
            parts.append("okey")
        elif colour == "s":
            return None  # "s4": sarı or siyah, see _readings
        else:
            parts.append(f"{colour} {n}")
    return " · ".join(parts) if len(parts) >= 3 else None


def _readings(table: list) -> list[list[str]]:
    """The table's melds under every reading of an "s" tile (sarı or siyah, at most three such
    tiles): one list of meld texts per reading. A judgement that holds under every reading is no
    guess; one that differs must be asked."""
    ambiguous = [(k, j) for k, meld in enumerate(table) for j, (c, _) in enumerate(meld) if c == "s"][:3]
    out = []
    for mask in range(2 ** len(ambiguous)):
        melds = [list(m) for m in table]
        for b, (k, j) in enumerate(ambiguous):
            melds[k][j] = ("sarı" if mask >> b & 1 else "siyah", melds[k][j][1])
        out.append([m for m in (_meld_text(x) for x in melds) if m])
    return out


def _placeholder_okey(hand: HandReading):
    """The okey's tile when the story does not say it: any tile the story does not mention, since a
    told tile that were the okey would have been called the okey."""
    told = {(c, n) for meld in hand.table for c, n in meld} | {t for _, t in hand.discards}
    for n in range(13, 0, -1):
        for c in _COLOURS:
            if (c, n) not in told:
                return parse_tile(f"{c} {n}")
    return None


def judge_discards(hand: HandReading, pl: Plan, ruleset: str) -> None:
    """Add an işlek penalty for each told discard the table makes işlek; note the ones it does not."""
    if not hand.table or not hand.discards:
        return
    readings = [r for r in _readings(hand.table) if r]
    if not readings:
        return
    okey = parse_tile(f"{hand.okey[0]} {hand.okey[1]}") if hand.okey and hand.okey[0] not in (None, "s") \
        else _placeholder_okey(hand)
    # a player whose işlek the story told in words ("işlek attı") is not judged again from the table; the
    # table's own judgements do not stop the next discard ("siyah 8 attı, sonra sarı 8 de attı": two)
    told = {key for key, _ in hand.discards if any(x.kind == "islek" for x in hand.player(key).penalties)}
    for idx, (key, tile) in enumerate(hand.discards):
        # "hoca s9 attı": a discard told as "s" is sarı or siyah — judged under both, like the table's "s"
        texts = [engine_tile((c, tile[1])) for c in ("sarı", "siyah")] if tile[0] == "s" else [engine_tile(tile)]
        if any(t is None for t in texts) or key in hand.finishers and hand.last_tile == tile:
            continue
        p = hand.player(key)
        if key in told:
            continue
        try:
            results = [is_islek(text, melds, okey, ruleset) for text in texts for melds in readings]
        except (CalcError, NotCovered):
            continue
        who = pl.names.get(key, key)
        if len({x.islek for x in results}) > 1:
            pl.problems.append(f"{who} {tile_text(tile)} attı: işlek olup olmadığı “s” taşının sarı mı siyah "
                               "mı olduğuna bağlı. Hangisiydi?")
            continue
        res = results[0]
        if res.islek:
            p.penalties.append(Penalty("islek", tile_number=tile[1], taken=hand.discards_taken.get(idx),
                                       rule=_JUDGED))  # each işlek discard counts
            pl.notes.append(f"{who} {tile_text(tile)} attı: {res.reason}")
            pl.rules_used.add("islek")
        else:
            pl.notes.append(f"{who} {tile_text(tile)} attı: {res.reason}")
