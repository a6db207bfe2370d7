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
    # the one who finished holds nothing: the 9 left is the pairs opener's, 9 × 2
    q = "komşu çiftten açmıştı, başkası normal bitti, elinde 9 kaldı, kaç yazılır"
    scores = ask(q).calculation["result"]["scores"]
    assert 18 in scores.values() and -101 in scores.values(), scores


def test_an_islek_okey_is_one_okey_discard_counted_with_the_okeys_number():
    # esli-101-turnuva: the okey thrown and taken costs 10 × its number; the okey sarı 6 → 60, no second işlek
    q = "turnuvada eşim işlek okeyi attı, okey sarı 6, sağımdaki aldı, kaç ceza"
    r = read(q, "turnuva-esli-101")
    assert [p.kind for p in r.hands[0].players["esim"].penalties] == ["okey-atma"]
    assert verdict(q) == [60]


def test_a_discard_taken_back_is_no_failed_opening():
    # the tile thrown and taken back is not the tiles of an opening: no penalty the reader knows
    r = read("rakip taşı yere attı sonra hemen geri aldı, ceza yazılır mı", "oyna-101")
    assert not any(p.penalties for h in r.hands for p in h.players.values())
    # an opening that fell short and was taken back still is one
    r = read("Selin 101'e ulaşamadı, perlerini geri aldı, ceza kaç", "od-101")
    assert any(p.kind == "acis-geri" for h in r.hands for p in h.players.values() for p in p.penalties)


def test_the_word_penalty_is_nobody():
    r = read("Ali taşı attı, sonra geri aldı. Ceza var mı?", "oyna-101")
    assert all("ceza" not in k for k in r.people), r.people


def test_facts_shared_out_over_some_hands_are_not_guessed():
    # "ikisinde … birinde …": in which hands is not told one after another; no number, the words are asked about
    ans = ask("düz okey 20den başladık, 3 el oynadık: ikisinde Ali normal bitti, birinde de okeyle bitti. ben hiç bitemedim, kaç kaldım")
    assert ans.calculation.get("result") is None
    assert any(m["slot"] == "unread" for m in ans.calculation["missing"])


def test_in_both_of_them_about_two_discards_is_no_share_of_hands():
    # "ikisinde de" points back at the two işlek discards, no hands were counted: 2 × 101 + 10 × 2 (okey finish)
    q = "Ali iki kere işlek attı (ikisinde de uyardık), sonra açtı elinde 10 kaldı. Veli okey atıp bitti, Ali kaç yazar"
    assert verdict(q) == [222]


def test_an_okey_nobody_took_was_a_discard():
    # esli-101-turnuva: an okey thrown and not taken costs 101 to the thrower; no finish was told
    q = "turnuvada karşıdaki okeyi attı, kimse almadı, okey sarı 2 idi. ona kaç ceza"
    assert read(q, "turnuva-esli-101").hands[0].finishers == []
    assert verdict(q) == [101]
