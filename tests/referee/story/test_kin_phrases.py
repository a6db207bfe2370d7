"""A possessive kin phrase is one person; a blessing is nobody (issue 11, stories-r15's causes).

Stories of our own; numbers worked by hand from the sources (oyna-yazboz): the finisher writes −101 at a
normal finish (×2 with the okey); an unopened player writes 202 (×2 with the okey); a player who opened
with pairs has the remainder doubled.
"""
from __future__ import annotations

from referee.story import read
from referee.story.words import words
from tests.referee.story.support import verdict


def test_a_possessive_kin_phrase_is_one_word_in_any_case():
    texts = [w.text for w in words("teyzemin kocasına sor, dayımın kızının elinde 5 var, amcamın oğlu açtı")]
    assert "teyzeminkocasi'a" in texts and "dayiminkizi'nin" in texts and "amcaminoglu" in texts
    assert "teyzemin" not in texts and "dayimin" not in texts


def test_the_asked_kin_phrase_is_the_player_who_opened_with_pairs():
    # amcamın kızı: pairs, 11 left, normal finish → 11 × 2 = 22 (not a player called "Amcam")
    story = "kuzenim normal bitti. amcamın kızı çiftten açmıştı, elinde 11 kaldı. amcamın kızına kaç yazılır"
    r = read(story, "oyna-101")
    assert "name:amcaminkizi" in r.hands[0].players and "name:amcam" not in r.hands[0].players
    assert 22 in verdict(story, "oyna-101")


def test_blessings_are_no_players():
    # ben: unopened, okey finish → 404; "maşallah", "Allah", "nazar" sit at no table
    story = "maşallah! teyzemin oğlu okeyle bitti, nazar değmesin. Allah aşkına ben açamadım, kaç yazıyorum"
    r = read(story, "oyna-101")
    keys = set(r.hands[0].players)
    assert not any(k in keys for k in ("name:masallah", "name:allah", "name:nazar", "name:teyzemin"))
    assert 404 in verdict(story, "oyna-101")


def test_an_okey_taken_by_the_one_beside_the_thrower_is_a_discard_not_a_finish():
    # turnuva: a discarded okey the next player takes costs its number × 10 → sarı 8 × 10 = 80
    story = "annem okeyi attı, solundaki eniştem hemen aldı, okey sarı 8 idi, anneme kaç ceza yazılır"
    r = read(story, "turnuva-esli-101")
    assert r.hands[0].finishers == []
    assert 80 in verdict(story, "turnuva-esli-101")


def test_the_seat_alone_is_the_taker_of_a_discarded_okey():
    # turnuva: mavi 7 discarded and taken by the next player → 7 × 10 = 70, no finish
    story = "Mert okeyi attı, okey mavi 7, solundaki aldı. Mert'e kaç"
    assert read(story, "turnuva-esli-101").hands[0].finishers == []
    assert 70 in verdict(story, "turnuva-esli-101")
