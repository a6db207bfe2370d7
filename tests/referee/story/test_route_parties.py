"""Score stories whose words named the wrong party or the wrong deed (issue 10, routing causes).

Each mechanism on stories of our own; numbers worked by hand from the sources (oyna-yazboz,
esli-101-turnuva), the comment above a story says how.
"""
from __future__ import annotations

from referee.story import read
from tests.referee.story.support import ask, verdict


def test_someone_else_is_another_player_than_the_one_told_before():
    # "başkası bitti": not the player the story was about; Ali's remainder is his: 15 × 2 (okey finish)
    q = "Ali seriyle açmıştı, başkası okeyle bitti, elinde 15 kaldı. Ali kaç yazar?"
    r = read(q, "oyna-101")
    assert r.hands[0].finishers and r.hands[0].finishers[0] != "name:ali"
    assert verdict(q) == [30]


def test_a_remainder_told_after_the_finish_is_not_the_finishers():
    # the one who finished holds nothing: the 7 left is the pairs opener's, 7 × 2
    q = "Berk çift açtı. sonra başkası normal bitirdi; elinde 7 puan kaldı. ne yazılır"
    scores = ask(q).calculation["result"]["scores"]
    assert scores.get("Berk") == 14 and -101 in scores.values(), scores


def test_an_islek_okey_is_one_okey_discard_counted_with_the_okeys_number():
    # esli-101-turnuva: the okey thrown and taken costs 10 × its number; the okey siyah 9 → 90, no second işlek
    q = "okey siyah 9. eşim işlek okeyi attı ve sağımdaki aldı. turnuvada buna kaç ceza"
    r = read(q, "turnuva-esli-101")
    assert [p.kind for p in r.hands[0].players["esim"].penalties] == ["okey-atma"]
    assert verdict(q) == [90]


def test_a_discard_taken_back_is_no_failed_opening():
    # the tile thrown and taken back is not the tiles of an opening: no penalty the reader knows
    r = read("Oya attığı taşı beğenmeyip hemen yerden geri aldı, yazılır mı", "oyna-101")
    assert not any(p.penalties for h in r.hands for p in h.players.values())
    # an opening that fell short and was taken back still is one
    r = read("Selin 101'e ulaşamadı, perlerini geri aldı, ceza kaç", "od-101")
    assert any(p.kind == "acis-geri" for h in r.hands for p in h.players.values() for p in p.penalties)


def test_the_word_penalty_is_nobody():
    # a capital "Ceza" inside a sentence (no sentence start to excuse it) is still no player
    r = read("Kaan yanlış taşı atınca elini uzatıp onu geri aldı, Ceza var mı?", "oyna-101")
    assert all("ceza" not in k for k in r.people), r.people


def test_facts_shared_out_over_some_hands_are_not_guessed():
    # "üçünde … birinde …": in which hands is not told one after another; no number, the words are asked about
    q = "düz okey oynuyoruz, başlangıç 15. dört el oynadık; Kaan üçünde normal bitti, Oya birinde okeyle. benim puanım ne oldu"
    ans = ask(q)
    assert ans.calculation.get("result") is None
    assert any(m["slot"] == "unread" for m in ans.calculation["missing"])
    assert {f.value["word"] for f in read(q, "oyna-duz").unread if f.value["kind"] == "eller"} == {"ucunde", "birinde"}


def test_in_both_of_them_about_two_discards_is_no_share_of_hands():
    # "ikisinde de" points back at the two işlek discards, no hands were counted: 2 × 101 + 4 × 2 (okey finish)
    q = "Oya okeyle bitirdi. Berk açmıştı, elinde 4 kaldı; bu elde iki kez işlek attı, ikisinde de uyardık. Berk'e ne yazılır"
    assert verdict(q) == [210]


def test_an_okey_nobody_took_was_a_discard():
    # esli-101-turnuva: an okey thrown and not taken costs 101 to the thrower; no finish was told
    q = "turnuvada karşıdaki okeyi attı, kimse almadı, okey sarı 2 idi. ona kaç ceza"
    assert read(q, "turnuva-esli-101").hands[0].finishers == []
    assert verdict(q) == [101]
