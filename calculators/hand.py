"""101 hand end: who writes what when a hand closes, with the arithmetic in Turkish.

Every number comes from the chosen :class:`~calculators.rulesets.Ruleset`; where
the rulesets disagree (okey left in hand, işlek, failed opening, okey taken from a
meld, four pairs openers, team play) the table decides, never this code. Düz okey
hands go to :mod:`calculators.duz`; :func:`score_hand` dispatches on the ruleset.

The oyna.app example (oyna-terimler): someone finishes with the okey, a player who
opened with melds holds Mavi 3 and Mavi 4, and later also an okey:

>>> from calculators.inputs import HandInput, PlayerHand as P
>>> hand = HandInput("oyna-101", "okey", "A", (P("A", "seri"), P("B", "seri", remaining_sum=7),
...     P("C", "seri", remaining_sum=7, okeys_in_hand=1), P("D", "yok")))
>>> r = score_hand(hand)
>>> r.scores
{'A': -202, 'B': 14, 'C': 115, 'D': 404}
>>> r.explanation["C"]
'Seriyle açtı. 7 (kalan) × 2 (okeyle bitiş) = 14 + 101 (elde kalan okey, katlanmaz) = 115'
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from calculators.errors import CalcError, NotCovered
from calculators.explain import Calc, sentence
from calculators.duz import score_duz
from calculators.house_hand import deste_okey_101, doubled_for_gosterge, house_kat
from calculators.inputs import HandInput, PlayerHand, hand_from_dict
from calculators.table import check_table, partner_of
from calculators.penalties import penalty_points
from calculators.results import HandResult
from calculators.registry import CIFT_FINISHES, ELDEN_FINISHES, OKEY_FINISHES, RUNNING
from calculators.house import played_ruleset
from calculators.rulesets import Ruleset
from calculators.tiles import OkeyMarker, SahteOkey, Tile, check_counts, parse_tile


@dataclass
class _Ctx:
    """What every player's computation needs; ``used`` collects ruleset fields cited."""

    rs: Ruleset
    hand: HandInput
    players: dict[str, PlayerHand]
    used: set[str] = field(default_factory=set)
    #: A house finish ("devam", çift okey) that replaces the finish's multiplier for everyone.
    kat: int | None = None

    @property
    def finish(self) -> str:
        return self.hand.finish

    @property
    def finish_label(self) -> str:
        """The finish as the explanation names it (a house finish by its own name)."""
        return "çift okey (devam)" if self.kat else self.rs.finish_name(self.finish)

    def cite(self, *fields: str) -> None:
        self.used.update(fields)


# --- remaining tiles ---------------------------------------------------------

def _remaining(p: PlayerHand, okey_number: int | None, idx: int) -> tuple[int, int, str]:
    """(H without okeys, okeys in hand, note) for an opened player."""
    okeys = p.okeys_in_hand
    if p.remaining is None:
        if p.remaining_sum is None:
            raise CalcError(
                f"{p.name} açmıştı: elinde kalan taşları (remaining) ya da toplamlarını (remaining_sum) yaz.",
                field=f"players[{idx}].remaining_sum",
            )
        return p.remaining_sum, okeys or 0, ""
    pieces = [parse_tile(t) for t in p.remaining]
    check_counts(pieces)
    total, listed_okeys, parts = 0, 0, []
    for piece in pieces:
        if isinstance(piece, OkeyMarker):
            listed_okeys += 1
        elif isinstance(piece, SahteOkey):
            if okey_number is None:
                raise CalcError(
                    f"{p.name} elinde sahte okey var: sahte okey okeyin sayısı kadar sayılır, "
                    "okeyin sayısını (okey_number) yaz.",
                    field="okey_number",
                )
            total += okey_number
            parts.append(f"sahte okey {okey_number}")
        else:
            assert isinstance(piece, Tile)
            total += piece.number
            parts.append(str(piece.number))
    if okeys is not None and listed_okeys and okeys != listed_okeys:
        raise CalcError(
            f"{p.name}: listede {listed_okeys} okey var ama okeys_in_hand {okeys} diyor; birini düzeltin.",
            field=f"players[{idx}].okeys_in_hand",
        )
    okeys = max(okeys or 0, listed_okeys)
    note = f"Kalan taşlar: {' + '.join(parts)} = {total}." if parts else ""
    return total, okeys, note


# --- penalties ---------------------------------------------------------------

def _add_penalties(c: Calc, p: PlayerHand, ctx: _Ctx, idx: int) -> tuple[Calc, list[str], int]:
    """Add the penalties (never multiplied) as one step; notes for zero-point ones, and the count.

    Several penalties are one addition with its breakdown ("+ 303 (3 × 101: işlek taş attı;
    katlanmaz)"), so the arithmetic shows no running total that is no one's score.
    """
    notes: list[str] = []
    items: list[tuple[int, str]] = []
    for pen in p.penalties:
        r = penalty_points(ctx.rs, pen, who=p.name, okey_number=ctx.hand.okey_number, opened=p.opened,
                           players=ctx.players, where=f"players[{idx}].penalties")
        ctx.cite(*r.cited)
        if r.written:
            items.append((r.points, r.reason))
        else:
            notes.append(r.reason)
    if len(items) == 1:
        c = c.plus(*items[0])
    elif items:
        groups: dict[str, list[int]] = {}
        for pts, why in items:
            groups.setdefault(why.removesuffix(", katlanmaz"), []).append(pts)
        parts = [f"{len(v)} × {v[0]}: {why}" if len(v) > 1 and len(set(v)) == 1
                 else " + ".join(f"{x}: {why}" for x in v) for why, v in groups.items()]
        fixed = all(why.endswith(", katlanmaz") for _, why in items)
        c = c.plus(sum(pts for pts, _ in items), "; ".join(parts) + ("; katlanmaz" if fixed else ""))
    return c, notes, len(items)


# --- checks ------------------------------------------------------------------

def _check_written(hand: HandInput) -> None:
    """Refuse a hand written wrong whatever happened at the table: a gösterge, a hand still running,
    a finisher where nobody finishes (or none where someone did), tiles left with the finisher."""
    finish = hand.finish
    if hand.gosterge_shown_by:
        raise CalcError("101'de göstergenin puanı yoktur; gosterge_shown_by yalnız düz okeyde kullanılır.",
                        field="gosterge_shown_by")
    if finish == RUNNING:
        # (not "nothing is written before the end": od-101-puan writes its +101 penalties at once — their sum
        # is the same when they are given with the hand)
        raise CalcError("101'de elin puanı el bitince yazılır (göstergenin puanı da yoktur): bitişi el bitince ver; "
                        "el içindeki cezaları (işlek, okey atma, geri alınan açış) o elin cezaları olarak ekle.",
                        field="finish")
    if finish in ("deste-bitti", "el-bozuldu"):
        if hand.finisher is not None:
            raise CalcError(f"“{finish}” elinde kimse bitmez; finisher boş (null) olmalı.", field="finisher")
    elif hand.finisher is None:
        raise CalcError(f"Bitiş “{finish}” ama bitiren (finisher) yazılmamış. Kimse bitmediyse finish: deste-bitti.",
                        field="finisher")
    fp = next((p for p in hand.players if p.name == hand.finisher), None)
    if fp is not None and (fp.remaining_sum or fp.remaining or fp.okeys_in_hand):
        raise CalcError(f"{fp.name} eli bitirdi: bitirenin elinde taş kalmaz, kalan taş yazma.", field="finisher")


def _check_finish(ctx: _Ctx) -> None:
    """Refuse finishes the ruleset does not allow, with the reason."""
    rs, hand, finish = ctx.rs, ctx.hand, ctx.finish
    _check_written(hand)
    if finish == "el-bozuldu":
        ctx.cite("el_bozuldu")
        if rs.el_bozuldu is None:
            raise NotCovered(
                f"{rs.name}: kaynağımız dört oyuncunun da çiftten açtığı eli anlatmıyor; bu el için puan veremem.",
                field="finish",
            )
        if rs.el_bozuldu == "played":
            raise CalcError(
                f"{rs.name} kuralında el bozulmaz: dört oyuncu da çift açsa el normal oynanır ve normal "
                f"hesaplanır ({rs.label_for('el_bozuldu')}). Bitişi ve bitireni yaz.",
                field="finish",
            )
        not_pairs = [p.name for p in hand.players if p.opened != "cift"]
        if not_pairs:
            raise CalcError(
                f"El ancak dört oyuncu da çiftten açarsa bozulur; {', '.join(not_pairs)} çiftten açmamış.",
                field="finish",
            )
        return
    if hand.finisher is None:
        return
    fp = ctx.players[hand.finisher]
    if finish in CIFT_FINISHES and fp.opened != "cift":
        raise CalcError(
            f"{fp.name} çiftten açmamış: çiftten bitiş yalnız çiftten açan oyuncu bitirince olur.",
            field="finish",
        )
    if finish in ("normal", "okey"):
        if fp.opened == "cift":
            raise CalcError(
                f"{fp.name} çiftten açmıştı: bitiş “{rs.finish_name('cift')}” (son taş okeyse “{rs.finish_name('cift-okey')}”) yazılır.",
                field="finish",
            )
        if fp.opened == "yok":
            raise CalcError(
                f"{fp.name} hiç açmadan bitmiş: bu “{rs.finish_name('elden')}” olur (son taş okeyse “{rs.finish_name('elden-okey')}”).",
                field="finish",
            )
    if finish in ELDEN_FINISHES:
        ctx.cite("pairs_opener_may_elden", "elden_needs_nobody_opened")
        if fp.opened == "cift":
            if rs.pairs_opener_may_elden is None:
                raise NotCovered(
                    f"{rs.name}: kaynağımız çiftten açanın elden bitip bitemeyeceğini söylemiyor.",
                    field="finish",
                )
            raise CalcError(
                f"Çiftten açan elden bitemez ({rs.label_for('pairs_opener_may_elden')}): {fp.name} ancak "
                f"masadaki bir pere işleyerek bitebilir; bitiş “{rs.finish_name('cift')}” ya da "
                f"“{rs.finish_name('cift-okey')}” yazılır.",
                field="finish",
            )
        if rs.elden_needs_nobody_opened:
            opened = [p.name for p in hand.players if p.name != fp.name and p.opened != "yok"]
            if opened:
                raise CalcError(
                    f"Elden bitiş yalnız masada kimse açmamışken olur ({rs.label_for('elden_needs_nobody_opened')}); "
                    f"{', '.join(opened)} açmıştı. Bu normal bitiştir, son taş okeyse okeyle bitiş.",
                    field="finish",
                )
    okeys_left = sum(p.okeys_in_hand or 0 for p in hand.players)
    if okeys_left + (1 if finish in OKEY_FINISHES else 0) > 2:
        raise CalcError("Takımda iki okey var; yazılan okeyler ikiden fazla ediyor.", field="players")


# --- per player --------------------------------------------------------------

def _finisher_score(p: PlayerHand, ctx: _Ctx, idx: int) -> tuple[int, str, int]:
    rs, finish = ctx.rs, ctx.finish
    ctx.cite("finisher_points", "finisher_kat")
    fk = ctx.kat or rs.finisher_kat[finish]
    c = Calc.start(-rs.finisher_points, "bitirdi").times(fk, ctx.finish_label)
    pre = rs.notes.get("finisher_kat", "")
    c, notes, count = _add_penalties(c, p, ctx, idx)
    return c.value, sentence(pre, *notes, c.text), count


def _opened_score(p: PlayerHand, ctx: _Ctx, idx: int) -> tuple[int, str, int]:
    rs, finish = ctx.rs, ctx.finish
    h, okeys, list_note = _remaining(p, ctx.hand.okey_number, idx)
    kat = 1 if finish == "deste-bitti" else (ctx.kat or rs.opened_kat[finish])
    kat_note = ctx.finish_label if ctx.kat else (rs.opened_kat_notes.get(finish) or rs.finish_name(finish))
    ctx.cite("opened_kat", "okey_in_hand", "pairs_factor")
    head = "Çiftten açtı." if p.opened == "cift" else "Seriyle açtı."
    sahte = any(isinstance(parse_tile(t), SahteOkey) for t in p.remaining or ())
    readings = [rs.reading(f"opened_kat:{finish}"), rs.reading("sahte_okey_value") if sahte else ""]
    c = Calc.start(h, "kalan")
    mode = rs.okey_in_hand
    if mode == "counts-101" and okeys:
        c = c.plus(rs.okey_in_hand_points * okeys, f"elde kalan {okeys} okey, her biri 101 sayılır")
    if mode == "number-plus-101" and okeys:
        if ctx.hand.okey_number is None:
            raise CalcError(
                f"{p.name} elinde okey kaldı: bu kural setinde okeyin sayısı toplama girer; "
                "okeyin sayısını (okey_number) yaz.",
                field="okey_number",
            )
        c = c.plus(ctx.hand.okey_number * okeys, f"elde okey, sayısı {ctx.hand.okey_number}"
                   + (f" × {okeys}" if okeys > 1 else ""))
    raw = c.value
    if p.opened == "cift":
        c = c.times(rs.pairs_factor, "çiftten açtı")
    c = c.times(kat, kat_note)
    if p.opened == "cift" and rs.pairs_over_bonus and raw > (rs.pairs_over_limit or 0):
        ctx.cite("pairs_over_bonus")
        c = c.plus(rs.pairs_over_bonus, f"kalan {rs.pairs_over_limit}'ü geçti")
    if okeys and mode in ("plus-101", "number-plus-101"):
        what = "elde kalan okey" if okeys == 1 else f"elde kalan {okeys} okey"
        c = c.plus(rs.okey_in_hand_points * okeys, f"{what}, katlanmaz")
    c, notes, count = _add_penalties(c, p, ctx, idx)
    return c.value, sentence(head, list_note, *readings, *notes, c.text), count


def _unopened_score(p: PlayerHand, ctx: _Ctx, idx: int) -> tuple[int, str, int]:
    rs, finish = ctx.rs, ctx.finish
    ctx.cite("unopened_points")
    kat = 1 if finish == "deste-bitti" else (ctx.kat or rs.finish_kat[finish])
    c = Calc.start(rs.unopened_points, "açmadı").times(kat, ctx.finish_label)
    extra = ""
    if p.okeys_in_hand or p.remaining_sum or p.remaining:
        extra = "Açmayan oyuncunun elindeki taşlara ve okeye bakılmaz."
    if finish in rs.halving_finishes:
        partner = partner_of(p.name, ctx.players)
        if partner is not None and ctx.players[partner].opened != "yok":
            ctx.cite("halving_finishes")
            c = c.half(f"{rs.finish_name(finish)}: eşi {partner} açmıştı, ceza yarıya iner")
    c, notes, count = _add_penalties(c, p, ctx, idx)
    return c.value, sentence(extra, *notes, c.text), count


def _partner_zero(p: PlayerHand, ctx: _Ctx) -> tuple[int, str, int]:
    ctx.cite("partner_of_finisher_zero")
    dropped = " El içindeki cezaları da yazılmaz." if p.penalties else ""
    reading = ctx.rs.reading("partner_of_finisher_zero:penalties") if p.penalties else ""
    return 0, sentence(f"Eşi {ctx.hand.finisher} eli bitirdi, eş her bitişte 0 yazar.{dropped}", reading, "0"), 0


# --- entry points ------------------------------------------------------------

def score_101(hand: HandInput) -> HandResult:
    """Score a 101 hand under its ruleset (oyna-101, od-101, turnuva-esli-101) and the table's house rules."""
    rs = played_ruleset(hand.ruleset, hand.house)
    if rs.game != "101":
        raise CalcError(f"{rs.name} bir 101 kural seti değil.", field="ruleset")
    players = check_table(hand, rs)
    if hand.finish != "el-bozuldu" and rs.el_bozuldu == "void" and all(p.opened == "cift" for p in hand.players):
        _check_written(hand)  # a finish written wrong is refused as at any other table
        return _void(rs, hand)  # the fourth pairs opening voided the hand: the finish entered never counts
    ctx = _Ctx(rs, hand, players)
    _check_finish(ctx)
    ctx.kat = house_kat(rs, hand)
    finish = hand.finish
    if finish == "deste-bitti" and rs.deste_bitti_okey_101:
        return deste_okey_101(rs, hand)
    if finish == "el-bozuldu":
        return _void(rs, hand)
    ctx.cite("penalties_multiplied")
    if finish == "deste-bitti":
        ctx.cite("deste_bitti_kat")
    scores: dict[str, int] = {}
    expl: dict[str, str] = {}
    marks: dict[str, tuple[str, ...]] = {}
    finisher_partner = partner_of(hand.finisher, players) if hand.finisher else None
    for idx, p in enumerate(hand.players):
        if p.name == hand.finisher:
            score, text, count = _finisher_score(p, ctx, idx)
        elif p.name == finisher_partner and rs.partner_of_finisher_zero:
            score, text, count = _partner_zero(p, ctx)
        elif p.opened == "yok":
            score, text, count = _unopened_score(p, ctx, idx)
        else:
            score, text, count = _opened_score(p, ctx, idx)
        scores[p.name], expl[p.name] = score, text
        marks[p.name] = _marks(p, hand, count)
    multiplier = 1 if finish == "deste-bitti" else (ctx.kat or rs.finish_kat[finish])
    if ctx.kat:
        ctx.cite("cift_okey_kat")
    result = HandResult(rs.id, multiplier, scores, _teams(rs, hand, scores), expl,
                        tuple(rs.labels_for(*ctx.used)), marks)
    return doubled_for_gosterge(rs, hand, result)


def _void(rs: Ruleset, hand: HandInput) -> HandResult:
    """A void hand (``el_bozuldu == "void"``): everyone writes 0, its C's are wiped, the same dealer
    deals again. A finish entered for it (someone went out after the fourth pairs opening) is named
    and not counted: the hand was over once all four had opened with pairs."""
    late = ""
    if hand.finish != "el-bozuldu":
        who = f"{hand.finisher}: " if hand.finisher else ""
        late = f" Yazılan bitiş ({who}{rs.finish_name(hand.finish)}) sayılmaz: el dördüncü çift açışta bozuldu."
    text = ("El bozuldu: dört oyuncu da çiftten açtı. Kimseye yazılmaz, o eldeki C'ler silinir, "
            f"aynı oyuncu yeniden dağıtır.{late} 0")
    zeros = {p.name: 0 for p in hand.players}
    return HandResult(rs.id, 0, zeros, _teams(rs, hand, zeros), {p.name: text for p in hand.players},
                      tuple(rs.labels_for("el_bozuldu")), {p.name: () for p in hand.players}, void=True)


def _marks(p: PlayerHand, hand: HandInput, penalties: int) -> tuple[str, ...]:
    out: list[str] = []
    if p.name == hand.finisher:
        out.append("★")
        if hand.finish in OKEY_FINISHES:
            out.append("O")
        if hand.finish in CIFT_FINISHES:
            out.append("Ç")
    if penalties == 1:
        out.append("C")
    elif penalties > 1:
        out.append(f"C{penalties}")
    return tuple(out)


def _teams(rs: Ruleset, hand: HandInput, scores: Mapping[str, int]) -> dict[str, int] | None:
    """Team totals (sum of the two players) at a team table, else None."""
    if all(p.team is None for p in hand.players):
        return None
    out: dict[str, int] = {}
    for p in hand.players:
        out[p.team] = out.get(p.team, 0) + scores[p.name]  # type: ignore[index]
    return out


def score_hand(hand: HandInput) -> HandResult:
    """Score one hand under its ruleset: 101 here, düz okey in :mod:`calculators.duz`."""
    rs = played_ruleset(hand.ruleset, hand.house)
    if rs.game == "duz":
        return score_duz(hand)
    return score_101(hand)


def calc_hand(data: Any) -> dict[str, Any]:
    """API helper: the hand JSON in, the 200 body out (raises CalcError on bad input)."""
    return score_hand(hand_from_dict(data)).to_dict()


__all__ = ["score_hand", "score_101", "calc_hand"]
