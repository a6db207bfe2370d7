"""Düz okey hand (oyna-duz, oyna-esli-duz): the points each player or team loses.

Düz okey counts down: everyone starts at 20 (or 30/40/50) and loses points.
``scores`` here are the points lost this hand, as negative numbers (0 = nothing lost).
Numbers from oyna-yazboz: a finish costs every other player 2 (normal), 4 (okey as
the last tile, or yedi çift), 8 (both); the finisher loses nothing; a shown gösterge
costs each of the shower's opponents 1; when the deck runs out only gösterge points
are lost.

Eşli düz (oyna-esli-duz): the sheet has one column per team and the other team's
column loses the finish points *once* (2/4/8), not once per player. ``team_scores``
is that column's change. Each player's entry in ``scores`` repeats their team's
change (both partners show the same number); it is not to be summed.

>>> from calculators.inputs import HandInput, PlayerHand as P
>>> h = HandInput("oyna-duz", "normal", "Doğu", tuple(P(n) for n in ("Siz", "Doğu", "Kuzey", "Batı")),
...               gosterge_shown_by=("Siz",))
>>> score_duz(h).scores
{'Siz': -2, 'Doğu': -1, 'Kuzey': -3, 'Batı': -3}
"""
from __future__ import annotations


from calculators.errors import CalcError, NotCovered
from calculators.explain import Calc, sentence
from calculators.inputs import HandInput
from calculators.results import HandResult
from calculators.table import check_table
from calculators.registry import FINISHES_DUZ, RUNNING
from calculators.house import played_ruleset
from calculators.house_hand import duz_loss



def _check(hand: HandInput) -> None:
    """Refuse what düz okey does not have: elden, el bozuldu, opening, penalties, remainders."""
    if hand.finish in ("elden", "elden-okey"):
        raise CalcError("Düz okeyde elden bitiş yoktur; kimse el açmaz (oyna-terimler).", field="finish")
    if hand.finish == "el-bozuldu":
        raise CalcError("Düz okeyde el bozulması yoktur; bitiş normal, okey, cift, cift-okey ya da deste-bitti olur.",
                        field="finish")
    if hand.finish == "deste-bitti" and hand.finisher is not None:
        raise CalcError("Deste bittiyse kimse bitmemiştir; finisher boş (null) olmalı.", field="finisher")
    if hand.finish == RUNNING and hand.finisher is not None:
        raise CalcError("El sürüyorsa henüz kimse bitmemiştir; finisher boş (null) olmalı, bitince bitişi yaz.",
                        field="finisher")
    if hand.finish == RUNNING and not hand.gosterge_shown_by:
        raise CalcError("Süren elde yazılan tek şey göstergenin puanıdır: göstergeyi göstereni "
                        "(gosterge_shown_by) yaz; gösterilmediyse el bitince yaz.", field="gosterge_shown_by")
    if hand.finish in FINISHES_DUZ and hand.finisher is None:
        raise CalcError(f"Bitiş “{hand.finish}” ama bitiren (finisher) yazılmamış.", field="finisher")
    for p in hand.players:
        if p.opened != "yok":
            raise CalcError(f"Düz okeyde el açılmaz; {p.name} için açış (opened) yazma.", field="players")
        if p.penalties:
            raise CalcError(
                f"Düz okeyde işlek ya da okey atma cezası yoktur; {p.name} için ceza yazma (oyna-terimler).",
                field="players",
            )
        if p.remaining is not None or p.remaining_sum is not None or p.okeys_in_hand:
            raise CalcError(
                f"Düz okeyde elde kalan taş sayılmaz; {p.name} için kalan taş yazma.", field="players"
            )
    if len(hand.gosterge_shown_by) > 1:
        raise CalcError(
            "Göstergenin eşi takımda tek taştır; bir elde göstergeyi yalnız bir kişi gösterebilir.",
            field="gosterge_shown_by",
        )


#: What a düz hand with no finisher writes, said before the arithmetic (oyna-yazboz).
_NO_FINISH_NOTES = {
    "deste-bitti": "Deste bitti: bitiş puanı düşülmez, yalnız gösterge puanı düşer.",
    RUNNING: "El sürüyor: şimdilik yalnız göstergenin puanı düşer; el bitince bitişin puanı ayrıca düşülür.",
}


def score_duz(hand: HandInput) -> HandResult:
    """Score a düz okey hand; see the module docstring for the sign and team conventions."""
    rs = played_ruleset(hand.ruleset, hand.house)
    if rs.game != "duz":
        raise CalcError(f"{rs.name} bir düz okey kural seti değil.", field="ruleset")
    players = check_table(hand, rs)
    _check(hand)
    for name in hand.gosterge_shown_by:
        if name not in players:
            raise CalcError(f"Göstergeyi gösteren “{name}” masada yok.", field="gosterge_shown_by")
    loss, house_note, house_fields = duz_loss(rs, hand)
    shower = hand.gosterge_shown_by[0] if hand.gosterge_shown_by else None
    if rs.duz_dusmeli and shower is not None:
        raise NotCovered("Düşmeli düz okeyde göstergenin kimden düştüğünü kaynak söylemiyor "
                         f"({rs.label_for('duz_dusmeli')}); bu eli göstergesiz yaz ya da puanları elle yaz.",
                         field="gosterge_shown_by")
    # Who is on whose side: a player alone, or a team in eşli düz.
    side = {p.name: (p.team if rs.team else p.name) for p in hand.players}
    sides = list(dict.fromkeys(side.values()))
    finisher_side = side[hand.finisher] if hand.finisher else None
    shower_side = side[shower] if shower else None

    side_calc: dict[str, Calc] = {}
    for s in sides:
        c = Calc.start(0, "bu el")
        if finisher_side is not None and rs.duz_dusmeli:  # the finisher's own points drop
            c = c.plus(-loss if s == finisher_side else 0,
                       f"{hand.finisher} bitirdi, düşmeli: {rs.finish_name(hand.finish)}" if s == finisher_side
                       else f"{hand.finisher} bitirdi, düşmeli: bitirmeyenden düşülmez")
        elif finisher_side is not None:
            if s == finisher_side:
                who = "bitirdi" if not rs.team else f"takımdan {hand.finisher} bitirdi"
                c = c.plus(0, who)
            else:
                c = c.plus(-loss, f"{hand.finisher} bitti: {rs.finish_name(hand.finish)}")
        if shower_side is not None and s != shower_side:
            c = c.plus(-rs.gosterge_points, f"{shower} göstergeyi gösterdi")
        side_calc[s] = c

    scores: dict[str, int] = {}
    expl: dict[str, str] = {}
    marks: dict[str, tuple[str, ...]] = {}
    dusmeli_note = ""
    if rs.duz_dusmeli:
        dusmeli_note = ("Düşmeli: puan eli bitirenin kendisinden düşer. Kaynak düşülecek sayıları ayrıca vermiyor; "
                        f"masanın bitiş puanlarını kullanıyoruz ({rs.label_for('duz_dusmeli')}).")
    for p in hand.players:
        c = side_calc[side[p.name]]
        note = _NO_FINISH_NOTES.get(hand.finish, "")
        team_note = "Takım sütunu bir kez düşer." if rs.team else ""  # no column id
        scores[p.name] = c.value
        expl[p.name] = sentence(note, house_note, dusmeli_note, team_note, f"{c.text}")
        m: list[str] = []
        if p.name == hand.finisher:
            m.append("★")
            if hand.finish in ("okey", "cift-okey"):
                m.append("O")
            if hand.finish in ("cift", "cift-okey"):
                m.append("Ç")
        if p.name == shower:
            m.append("G")
        marks[p.name] = tuple(m)
    team_scores = {s: side_calc[s].value for s in sides} if rs.team else None
    multiplier = loss // rs.duz_loss["normal"]
    fields = ("duz_loss", "gosterge_points", *(("team",) if rs.team else ()), *house_fields,
              *(("duz_dusmeli",) if rs.duz_dusmeli else ()))
    return HandResult(rs.id, multiplier, scores, team_scores, expl, tuple(rs.labels_for(*fields)), marks)
