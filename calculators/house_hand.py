"""What a table's house rules change in one hand (101 and düz okey), each with its source.

A table profile (:mod:`calculators.house`) is the base ruleset's table with fields changed;
the hand calculators read those fields here, in one place, so that :mod:`calculators.hand`
and :mod:`calculators.duz` keep their own shape. A hand may say that something happened
that only a house rule scores (``gosterge_sahte_okey``, ``cift_okey``, ``ayni_renk``); where
the table has no such rule, or the source does not settle the combination, the answer says
so (:class:`CalcError` / :class:`NotCovered`) instead of picking a number.

>>> from calculators.house import played_ruleset
>>> from calculators.inputs import HandInput, PlayerHand as P
>>> rs = played_ruleset("oyna-101", (("deste_biterse", "okey-101"),))
>>> h = HandInput("oyna-101", "deste-bitti", None, (P("A", "seri", remaining_sum=9, okeys_in_hand=1),
...     P("B", "yok"), P("C", "seri", remaining_sum=30), P("D", "yok")), house=(("deste_biterse", "okey-101"),))
>>> deste_okey_101(rs, h).scores
{'A': 101, 'B': 0, 'C': 0, 'D': 0}
"""
from __future__ import annotations

from dataclasses import replace

from calculators.errors import CalcError, NotCovered
from calculators.explain import sentence
from calculators.house import DESTE_OKEY_POINTS, SWITCHES
from calculators.registry import RUNNING
from calculators.inputs import HandInput, PlayerHand
from calculators.results import HandResult
from calculators.rulesets import Ruleset
from calculators.tiles import OkeyMarker, parse_tile

__all__ = ["house_kat", "doubled_for_gosterge", "deste_okey_101", "duz_loss"]


def _cite(key: str) -> str:
    return SWITCHES[key].label()


def _gosterge(rs: Ruleset, hand: HandInput) -> None:
    """A hand whose gösterge was a sahte okey is scored only where the table says how."""
    if not hand.gosterge_sahte_okey:
        return
    if rs.gosterge_sahte_okey is None:
        raise NotCovered(f"Gösterge sahte okey çıkınca ne yapılacağını {rs.name} kaynağımız söylemiyor; masanın "
                         "kuralında da yazmıyor.", field="gosterge_sahte_okey")
    if rs.gosterge_sahte_okey == "yok":
        raise CalcError(rs.notes.get("gosterge_sahte_okey") or
                        f"Bu masada sahte okey gösterge yapılmaz; yerine başka bir taş çevrilir "
                        f"({_cite('gosterge_sahte_okey')}).", field="gosterge_sahte_okey")


def _okeys(p: PlayerHand) -> int:
    listed = sum(isinstance(parse_tile(t), OkeyMarker) for t in p.remaining or ())
    return max(p.okeys_in_hand or 0, listed)


def house_kat(rs: Ruleset, hand: HandInput) -> int | None:
    """The multiplier a house finish gives this 101 hand (None: the finish's own), after the checks.

    ``cift_okey``: the finisher played on with both okeys and finished by discarding the second;
    a table with that rule writes it four times a normal finish (oyna-yazboz).
    """
    _gosterge(rs, hand)
    if hand.ayni_renk:
        raise NotCovered("Aynı renkten bitişin ayrı puanını kaynaklarımız yalnız düz okey için anlatıyor "
                         f"({_cite('ayni_renk')}); 101'de söylemiyor.", field="ayni_renk")
    if not hand.cift_okey:
        return None
    return _cift_okey_kat(rs, hand)


def _cift_okey_kat(rs: Ruleset, hand: HandInput) -> int:
    if rs.cift_okey_kat is None:
        where = rs.label_for("cift_okey_kat")
        raise CalcError(f"Bu masada çift okey (devam) diye ayrı bir bitiş yok ({where}); eli okeyle bitiş diye yaz.",
                        field="cift_okey")
    if hand.finish != "okey":
        raise CalcError("Çift okeyde (devam) son atılan taş ikinci okeydir: bitiş “okey” yazılır "
                        "(çiftten ya da elden bitişle birlikte kaynakta yok).", field="finish")
    holders = [p.name for p in hand.players if _okeys(p)]
    if holders:
        raise CalcError(f"Çift okeyle biten iki okeyi de atmıştır; {', '.join(holders)} elinde okey yazılmış.",
                        field="players")
    return rs.cift_okey_kat


def doubled_for_gosterge(rs: Ruleset, hand: HandInput, result: HandResult) -> HandResult:
    """A table that writes a sahte-okey-gösterge hand double ("iki-kat", oyna-yazboz) doubles every score.

    The source gives the finisher's −202 and −404 and "the others likewise"; it does not say
    whether in-hand penalties are doubled too, so a hand with one is not covered.
    """
    if not hand.gosterge_sahte_okey or rs.gosterge_sahte_okey != "iki-kat":
        return result
    if any(p.penalties for p in hand.players):
        raise NotCovered("Gösterge sahte okey çıkınca elin puanları iki kat yazılıyor; kaynak el içindeki cezaların "
                         f"de iki kat yazılıp yazılmadığını söylemiyor ({_cite('gosterge_sahte_okey')}).",
                         field="gosterge_sahte_okey")
    label = rs.label_for("gosterge_sahte_okey")
    why = f"Gösterge sahte okey çıktı: bu masada elin bütün puanları iki kat yazılır ({label})."
    scores = {n: v * 2 for n, v in result.scores.items()}
    return replace(
        result, multiplier=result.multiplier * 2, scores=scores,
        team_scores=None if result.team_scores is None else {t: v * 2 for t, v in result.team_scores.items()},
        explanation={n: sentence(text, why, f"{result.scores[n]} × 2 = {scores[n]}")
                     for n, text in result.explanation.items()},
        sources=tuple(dict.fromkeys((*result.sources, label))))


def deste_okey_101(rs: Ruleset, hand: HandInput) -> HandResult:
    """The deck ran out at a table where only a player still holding an okey writes 101 (oyna-yazboz).

    Nobody else writes anything and the same player deals again. The source does not say what a
    player holding both okeys writes, nor what happens to penalties written in that hand: not covered.
    """
    label = rs.label_for("deste_bitti_okey_101")
    if any(p.penalties for p in hand.players):
        raise NotCovered("Bu masada deste bitince yalnız elinde okey kalan 101 yazar; kaynak o eldeki cezalara ne "
                         f"olduğunu söylemiyor ({label}).", field="players")
    scores: dict[str, int] = {}
    expl: dict[str, str] = {}
    head = f"Deste bitti: bu masada yalnız elinde okey kalan {DESTE_OKEY_POINTS} yazar, aynı oyuncu yeniden dağıtır."
    for p in hand.players:
        okeys = _okeys(p)
        if okeys > 1:
            raise NotCovered(f"{p.name} elinde iki okey kalmış; kaynak bu durumda kaç yazıldığını söylemiyor ({label}).",
                             field="players")
        scores[p.name] = DESTE_OKEY_POINTS if okeys else 0
        expl[p.name] = sentence(head, f"{p.name} elinde okey kaldı: {DESTE_OKEY_POINTS}" if okeys else "0")
    teams: dict[str, int] | None = None
    if any(p.team is not None for p in hand.players):
        teams = {}
        for p in hand.players:
            teams[p.team] = teams.get(p.team, 0) + scores[p.name]  # type: ignore[index]
    return HandResult(rs.id, 1, scores, teams, expl, (label,), {p.name: () for p in hand.players})


def duz_loss(rs: Ruleset, hand: HandInput) -> tuple[int, str, tuple[str, ...]]:
    """(points the finish costs, the note saying why, the fields cited) for a düz okey hand.

    ``cift_okey``: four times a normal finish; ``ayni_renk``: a normal finish with every tile
    of one colour, twice (both oyna-yazboz, where the table plays them). A table without the
    rule scores an all-one-colour finish as the finish it is (oyna.app: no separate points).
    """
    _gosterge(rs, hand)
    if hand.finish in ("deste-bitti", RUNNING) and (hand.cift_okey or hand.ayni_renk):
        raise CalcError("Kimse bitmemişken bitişle ilgili bir şey yazma.", field="finish")
    if hand.finish == RUNNING:
        return 0, "", ()  # nobody finished yet: no finish points
    normal = rs.duz_loss["normal"]
    if hand.cift_okey and hand.ayni_renk:
        raise NotCovered("Çift okeyle aynı renkten bitişin birlikte kaç yazıldığını kaynak söylemiyor "
                         f"({_cite('cift_okey')}).", field="ayni_renk")
    if hand.cift_okey:
        kat = _cift_okey_kat(rs, hand)
        return normal * kat, f"Çift okey (devam): normal bitişin {kat} katı ({rs.label_for('cift_okey_kat')}).", \
            ("cift_okey_kat",)
    if hand.ayni_renk:
        if rs.ayni_renk_kat == 1:
            return rs.duz_loss[hand.finish], ("Aynı renkten bitişin bu masada ayrı bir puanı yok "
                                              f"({_cite('ayni_renk')})."), ()
        if hand.finish != "normal":
            raise NotCovered("Aynı renkten bitiş iki kat yazılıyor; okeyle ya da yedi çiftle birlikte kaç yazıldığını "
                             f"kaynak söylemiyor ({_cite('ayni_renk')}).", field="ayni_renk")
        kat = rs.ayni_renk_kat
        return normal * kat, f"Bütün taşları aynı renkten bitti: {kat} kat ({rs.label_for('ayni_renk_kat')}).", \
            ("ayni_renk_kat",)
    return rs.duz_loss[hand.finish], "", ()
