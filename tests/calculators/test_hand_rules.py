"""101 hand-end rules that differ per ruleset, and bad input that must never give a number."""
from __future__ import annotations

import pytest

from calculators.errors import CalcError, NotCovered
from calculators.hand import calc_hand


def p(name, opened="yok", team=None, **kw):
    d = {"name": name, "opened": opened, **kw}
    if team:
        d["team"] = team
    return d


def body(ruleset="oyna-101", finish="normal", finisher="Doğu", players=None, **extra):
    players = players if players is not None else [
        p("Siz", "seri", remaining_sum=10), p("Doğu", "seri"), p("Kuzey"), p("Batı", "seri", remaining_sum=5)]
    return {"ruleset": ruleset, "finish": finish, "finisher": finisher, "players": players, **extra}


TEAM = [p("Siz", "seri", "A", remaining_sum=10), p("Doğu", "seri", "B"),
        p("Kuzey", team="A"), p("Batı", "seri", "B", remaining_sum=5)]


# --- oyna-101 ----------------------------------------------------------------

def test_oyna_unopened_writes_202_regardless_of_okeys():
    """oyna-terimler: hiç açmamış oyuncu okeye bakılmadan 202 yazar."""
    r = calc_hand(body(players=[p("Siz", okeys_in_hand=2), p("Doğu", "seri"), p("Kuzey"), p("Batı")]))
    assert r["scores"]["Siz"] == 202
    assert "bakılmaz" in r["explanation"]["Siz"]


def test_oyna_penalties_for_unopened_not_multiplied():
    """oyna-yazboz: C açmamış oyuncuya da konur ve katlanmaz: 404 + 101."""
    r = calc_hand(body(finish="okey", players=[p("Siz", penalties=[{"kind": "okey-atma"}]),
                                                p("Doğu", "seri"), p("Kuzey"), p("Batı")]))
    assert r["scores"]["Siz"] == 404 + 101


def test_oyna_failed_opening_and_okey_taken_cost_nothing():
    """oyna-terimler: eksik açış kabul edilmez, ceza yok; masadaki okeyi alınana ceza yazılmaz."""
    r = calc_hand(body(players=[
        p("Siz", penalties=[{"kind": "acis-geri"}]), p("Doğu", "seri"),
        p("Kuzey", "seri", remaining_sum=4, penalties=[{"kind": "okey-alindi", "by": "Doğu"}]), p("Batı")]))
    assert r["scores"]["Siz"] == 202
    assert r["scores"]["Kuzey"] == 4
    assert "ceza yazılmaz" in r["explanation"]["Siz"]
    assert "ceza yazdırmaz" in r["explanation"]["Kuzey"]


def test_oyna_sahte_okey_counts_okey_number():
    """oyna-yazboz: sahte okey o elde okey olan taşın sayısı kadar sayılır."""
    r = calc_hand(body(okey_number=6, players=[p("Siz", "seri", remaining=["mavi 3", "sahte okey"]),
                                               p("Doğu", "seri"), p("Kuzey"), p("Batı")]))
    assert r["scores"]["Siz"] == 9


def test_oyna_sahte_okey_needs_okey_number():
    with pytest.raises(CalcError, match="okey_number"):
        calc_hand(body(players=[p("Siz", "seri", remaining=["sahte okey"]), p("Doğu", "seri"),
                                p("Kuzey"), p("Batı")]))


def test_oyna_el_bozuldu_voids_everything():
    """oyna-yazboz: dört oyuncu çiftten açarsa el bozulur, C'ler de silinir."""
    players = [p(n, "cift", remaining_sum=30, penalties=[{"kind": "islek"}]) for n in ("A", "B", "C", "D")]
    r = calc_hand(body(finish="el-bozuldu", finisher=None, players=players))
    assert r["scores"] == {"A": 0, "B": 0, "C": 0, "D": 0}
    assert "yeniden dağıtır" in r["explanation"]["A"]


def test_oyna_four_pairs_voids_a_finish_entered_after_them():
    """oyna-yazboz "El bozulursa": once the fourth player opens with pairs the hand is void, so a
    finish written for it (someone went out anyway) scores nothing and names what was not counted."""
    players = [p("A", "cift")] + [p(n, "cift", remaining_sum=12, penalties=[{"kind": "islek"}]) for n in "BCD"]
    r = calc_hand(body(finish="cift-okey", finisher="A", players=players))
    assert r["scores"] == {"A": 0, "B": 0, "C": 0, "D": 0}
    assert r["multiplier"] == 0  # the API's sign of a void hand
    assert "sayılmaz" in r["explanation"]["B"] and "A:" in r["explanation"]["B"]
    assert r["sources"] == ["oyna-yazboz"]


FOUR_PAIRS = [p("A", "cift")] + [p(n, "cift", remaining_sum=9) for n in "BCD"]


@pytest.mark.parametrize("finish, finisher, field", [
    ("suruyor", None, "finish"),            # a 101 hand has nothing written before it ends
    ("deste-bitti", "A", "finisher"),       # nobody finishes when the deck runs out
    ("el-bozuldu", "A", "finisher"),        # nor in a void hand
    ("cift", None, "finisher"),             # a finish with nobody who finished
])
def test_four_pairs_does_not_hide_a_finish_written_wrong(finish, finisher, field):
    """The void of four pairs openings (oyna-yazboz "El bozulursa") is the score of a hand written
    right; a finish no hand can have is refused as it is without the pairs."""
    with pytest.raises(CalcError) as e:
        calc_hand(body(finish=finish, finisher=finisher, players=FOUR_PAIRS))
    assert e.value.field == field


def test_four_pairs_with_tiles_left_to_the_finisher_is_refused():
    players = [p("A", "cift", remaining_sum=4)] + FOUR_PAIRS[1:]
    with pytest.raises(CalcError, match="bitirenin elinde taş kalmaz"):
        calc_hand(body(finish="cift", finisher="A", players=players))


def test_four_pairs_and_the_deck_ran_out_is_void():
    """Written right (no finisher), a deck that ran out after four pairs openings is still void: 0 each."""
    r = calc_hand(body(finish="deste-bitti", finisher=None, players=FOUR_PAIRS))
    assert r["scores"] == {"A": 0, "B": 0, "C": 0, "D": 0} and r["multiplier"] == 0


def test_pairs_by_three_players_only_is_scored_as_the_finish_says():
    players = [p("A", "cift"), p("B", "cift", remaining_sum=5), p("C", "cift", remaining_sum=4), p("D")]
    r = calc_hand(body(finish="cift", finisher="A", players=players))
    assert r["multiplier"] == 2
    assert r["scores"] == {"A": -202, "B": 20, "C": 16, "D": 404}


def test_oyna_el_bozuldu_needs_four_pairs():
    players = [p("A", "cift"), p("B", "cift"), p("C", "cift"), p("D", "seri", remaining_sum=3)]
    with pytest.raises(CalcError, match="D çiftten açmamış"):
        calc_hand(body(finish="el-bozuldu", finisher=None, players=players))


def test_oyna_elden_only_when_nobody_opened():
    """oyna-terimler: başka biri açmışsa aynı hamle normal bitiştir."""
    with pytest.raises(CalcError, match="normal bitiş"):
        calc_hand(body(finish="elden", finisher="Doğu"))


def test_oyna_deste_bitti_okey_and_penalties():
    """oyna-terimler: deste bitince açan kalanı yazar (çiftten iki kat), okey +101; C'ler eklenir."""
    r = calc_hand(body(finish="deste-bitti", finisher=None, players=[
        p("Siz", "cift", remaining_sum=10, okeys_in_hand=1), p("Doğu", "seri", remaining_sum=3),
        p("Kuzey", penalties=[{"kind": "islek"}]), p("Batı")]))
    assert r["scores"] == {"Siz": 20 + 101, "Doğu": 3, "Kuzey": 303, "Batı": 202}
    assert r["multiplier"] == 1


# --- od-101 ------------------------------------------------------------------

def test_od_okey_in_hand_counts_101_and_is_multiplied():
    """od-101-puan: elde kalan okey 101 sayılır (kalana girer, çarpanla katlanır)."""
    r = calc_hand(body("od-101", "okey", players=[
        p("Siz", "seri", remaining_sum=10, okeys_in_hand=1), p("Doğu", "seri"), p("Kuzey"), p("Batı")]))
    assert r["scores"]["Siz"] == (10 + 101) * 2


def test_od_penalties_101_each_never_multiplied():
    """od-101-puan: okey atmak, işlek, geri toplamak, perdeki okeyin alınması: +101'er."""
    pens = [{"kind": "okey-atma"}, {"kind": "islek"}, {"kind": "acis-geri"}]
    r = calc_hand(body("od-101", "elden-okey", players=[
        p("Siz", penalties=pens), p("Doğu"),
        p("Kuzey", "seri", remaining_sum=10, penalties=[{"kind": "okey-alindi", "by": "Batı"}]), p("Batı")]))
    assert r["scores"]["Siz"] == 808 + 3 * 101
    assert r["scores"]["Kuzey"] == 10 * 4 + 101


def test_okey_taken_from_an_unopened_player_is_refused():
    with pytest.raises(CalcError, match="açmamış"):
        calc_hand(body("od-101", players=[p("Siz", penalties=[{"kind": "okey-alindi", "by": "Doğu"}]),
                                          p("Doğu", "seri"), p("Kuzey"), p("Batı")]))


def test_od_el_bozuldu_not_covered():
    players = [p(n, "cift", remaining_sum=3) for n in ("A", "B", "C", "D")]
    with pytest.raises(NotCovered):
        calc_hand(body("od-101", "el-bozuldu", None, players))


def test_od_elden_allowed_after_others_opened():
    """od-101-puan defines elden only as finishing in the turn you open."""
    r = calc_hand(body("od-101", "elden", "Doğu", players=[
        p("Siz", "seri", remaining_sum=10), p("Doğu"), p("Kuzey"), p("Batı")]))
    assert r["scores"]["Siz"] == 20


# --- turnuva-esli-101 --------------------------------------------------------

def test_turnuva_four_pairs_is_no_el_bozuldu():
    players = [p("A", "cift", "x"), p("B", "cift", "y"), p("C", "cift", "x"), p("D", "cift", "y")]
    with pytest.raises(CalcError, match="el bozulmaz"):
        calc_hand(body("turnuva-esli-101", "el-bozuldu", None, players))


def test_turnuva_four_pairs_and_a_finish_is_scored_normally():
    """esli-101-turnuva: dört oyuncu da çift açabilir, el normal hesaplanır (the finisher opened with
    pairs too, so a plain finish is a pairs finish: ×2, and every remainder ×2 more)."""
    players = [p("A", "cift", "x"), p("B", "cift", "y", remaining_sum=12), p("C", "cift", "x"),
               p("D", "cift", "y", remaining_sum=9)]
    r = calc_hand(body("turnuva-esli-101", "cift", "A", players))
    assert r["multiplier"] == 2
    assert r["scores"] == {"A": -202, "B": 48, "C": 0, "D": 36}
    assert r["team_scores"] == {"x": -202, "y": 84}


def test_turnuva_partner_writes_zero_even_with_penalties():
    """esli-101-turnuva: bitirenin eşi her bitişte 0 yazar (kararımız: el içindeki cezası da yazılmaz)."""
    players = [p("Siz", "seri", "A", remaining_sum=10), p("Doğu", "seri", "B"),
               p("Kuzey", team="A"), p("Batı", "seri", "B", remaining_sum=50, okeys_in_hand=1,
                                       penalties=[{"kind": "islek"}])]
    r = calc_hand(body("turnuva-esli-101", "okey", "Doğu", players, okey_number=4))
    assert r["scores"]["Batı"] == 0
    assert "cezaları da yazılmaz" in r["explanation"]["Batı"]


def test_turnuva_okey_taken_needs_by():
    players = [p("Siz", "seri", "A", remaining_sum=1, penalties=[{"kind": "okey-alindi"}]),
               p("Doğu", "seri", "B"), p("Kuzey", team="A"), p("Batı", team="B")]
    with pytest.raises(CalcError, match="kimin aldığını"):
        calc_hand(body("turnuva-esli-101", players=players))


def test_turnuva_islek_taken_needs_tile_number():
    players = [p("Siz", "seri", "A", remaining_sum=1, penalties=[{"kind": "islek", "taken": True}]),
               p("Doğu", "seri", "B"), p("Kuzey", team="A"), p("Batı", team="B")]
    with pytest.raises(CalcError, match="tile_number"):
        calc_hand(body("turnuva-esli-101", players=players))


def test_turnuva_okey_in_hand_needs_okey_number():
    players = [p("Siz", "seri", "A", remaining_sum=1, okeys_in_hand=1),
               p("Doğu", "seri", "B"), p("Kuzey", team="A"), p("Batı", team="B")]
    with pytest.raises(CalcError, match="okey_number"):
        calc_hand(body("turnuva-esli-101", players=players))


# --- bad input ---------------------------------------------------------------

BAD = {
    "finisher not at the table": (body(finisher="Ali"), "masadaki oyuncular arasında yok"),
    "pairs opener finishing elden": (
        body(finish="elden", finisher="Doğu", players=[p("Siz"), p("Doğu", "cift"), p("Kuzey"), p("Batı")]),
        "Çiftten açan elden bitemez"),
    "negative remainder": (
        body(players=[p("Siz", "seri", remaining_sum=-5), p("Doğu", "seri"), p("Kuzey"), p("Batı")]),
        "eksi olamaz"),
    "remaining and remaining_sum": (
        body(players=[p("Siz", "seri", remaining_sum=3, remaining=["mavi 3"]), p("Doğu", "seri"),
                      p("Kuzey"), p("Batı")]), "ikisini birden"),
    "mavi 14": (
        body(players=[p("Siz", "seri", remaining=["mavi 14"]), p("Doğu", "seri"), p("Kuzey"), p("Batı")]),
        "Mavi 14 diye bir taş yok"),
    "five players": (
        body(players=[p("Siz"), p("Doğu", "seri"), p("Kuzey"), p("Batı"), p("Güney")]), "4 kişiyle"),
    "three players": (body(players=[p("Siz"), p("Doğu", "seri"), p("Kuzey")]), "4 kişiyle"),
    "uneven teams": (
        body("turnuva-esli-101", players=[p("Siz", "seri", "A", remaining_sum=1), p("Doğu", "seri", "A"),
                                          p("Kuzey", team="A"), p("Batı", team="B")]), "dengesiz"),
    "missing team": (
        body("turnuva-esli-101", players=[p("Siz", "seri", remaining_sum=1), p("Doğu", "seri", "B"),
                                          p("Kuzey", team="A"), p("Batı", team="B")]), "takım"),
    "team in a non-team ruleset": (body(players=TEAM), "tekli oynanır"),
    "unknown ruleset": (body("okey-101"), "Bilinmeyen kural seti"),
    "unknown finish": (body(finish="bitti"), "Bilinmeyen bitiş türü"),
    "unknown penalty": (
        body(players=[p("Siz", penalties=[{"kind": "kopya"}]), p("Doğu", "seri"), p("Kuzey"), p("Batı")]),
        "Bilinmeyen ceza türü"),
    "finish null with a finisher": (body(finish=None), "Bilinmeyen bitiş türü"),
    "finisher missing": (body(finisher=None), "bitiren"),
    "finisher on deste-bitti": (body(finish="deste-bitti"), "kimse bitmez"),
    "opened player without remainder": (
        body(players=[p("Siz", "seri"), p("Doğu", "seri"), p("Kuzey"), p("Batı")]), "kalan taşları"),
    "finisher with tiles": (
        body(players=[p("Siz"), p("Doğu", "seri", remaining_sum=4), p("Kuzey"), p("Batı")]), "taş kalmaz"),
    "cift finish by a seri opener": (body(finish="cift"), "çiftten açmamış"),
    "normal finish by a pairs opener": (
        body(players=[p("Siz"), p("Doğu", "cift"), p("Kuzey"), p("Batı")]), "“çiftten bitiş”"),
    "normal finish by an unopened player": (
        body(players=[p("Siz"), p("Doğu"), p("Kuzey"), p("Batı")]), "elden"),
    "duplicate names": (body(players=[p("Siz"), p("Doğu", "seri"), p("Siz"), p("Batı")]), "iki kez"),
    "gosterge in 101": (body(gosterge_shown_by=["Siz"]), "göstergenin puanı yoktur"),
    "three okeys": (
        body(finish="okey", players=[p("Siz", "seri", remaining_sum=0, okeys_in_hand=2), p("Doğu", "seri"),
                                     p("Kuzey"), p("Batı")]), "iki okey"),
    "okey_number 14": (body(okey_number=14), "en çok 13"),
    "unknown field": ({**body(), "bonus": 5}, "tanınmayan alan"),
    "not an object": ([1, 2], "nesne"),
    "three mavi 5": (
        body(players=[p("Siz", "seri", remaining=["mavi 5", "mavi 5", "mavi 5"]), p("Doğu", "seri"),
                      p("Kuzey"), p("Batı")]), "iki mavi 5"),
}


@pytest.mark.parametrize("case", list(BAD), ids=list(BAD))
def test_bad_input_raises_turkish_calc_error(case):
    data, fragment = BAD[case]
    with pytest.raises(CalcError) as e:
        calc_hand(data)
    assert fragment in e.value.message


def test_several_penalties_are_one_step_with_their_breakdown():
    """oyna-yazboz: each C is +101, never multiplied; three of them are one + 303, not three running totals."""
    from calculators.hand import calc_hand, score_hand
    from calculators.inputs import hand_from_dict

    data = {"ruleset": "oyna-101", "finish": "cift", "finisher": "A", "players": [
        {"name": "A", "opened": "cift"}, {"name": "B", "penalties": [{"kind": "islek"}] * 3},
        {"name": "C", "opened": "seri", "remaining_sum": 5, "penalties": [{"kind": "islek"}, {"kind": "okey-atma"}]},
        {"name": "D"}]}
    r = calc_hand(data)
    assert r["scores"]["B"] == 707 and r["explanation"]["B"].endswith("404 + 303 (3 × 101: işlek taş attı; katlanmaz) = 707")
    assert r["scores"]["C"] == 212 and "= 10 + 202 (101: işlek taş attı; 101: okeyi yere attı; katlanmaz) = 212" in \
        r["explanation"]["C"]
    assert score_hand(hand_from_dict(data)).marks["B"] == ("C3",)
