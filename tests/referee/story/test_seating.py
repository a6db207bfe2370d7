"""Seating by what the story tells (referee.story.plan.seating): at a 101 team table the finisher's
partner's hand counts for nothing, so a player whose hand is told beside someone else's finish is
that finisher's rival. Stories of our own; numbers worked from esli-101-turnuva (normal −101 / remainder
×1 / unopened 202; okey ×2; partner 0).
"""
from __future__ import annotations

from referee.story import read
from referee.story.plan.seating import told_rivals
from tests.referee.story.support import ask, verdict


def test_told_hands_are_rivals_of_the_finisher():
    r = read("turnuvada Kerem normal bitti, Pelin açmıştı elinde 14 kaldı, Oya açamadı", "turnuva-esli-101")
    assert told_rivals(r) == [("name:kerem", "name:pelin"), ("name:kerem", "name:oya")]


def test_one_rival_told_by_remainder_is_scored():
    # Pelin 14 × 1 — whichever verb tells the hand
    for story in ("turnuvada Kerem normal bitti, Pelin açmıştı elinde 14 kaldı, Pelin kaç yazar",
                  "turnuva: Kerem eli bitirdi normal, Pelin seriyle açmıştı 14 kaldı, Pelin'e kaç",
                  "turnuvada Kerem normal bitti. Pelin açtı, elinde 14 sayı kaldı. Pelin ne yazar?"):
        assert verdict(story, "turnuva-esli-101") == [14], story


def test_a_scorekeepers_sheet_gives_both_sides_named_by_their_players():
    # nobody told is the asker: Kerem's side −202 (okey), Pelin 14 × 2 = 28 + Oya 404 → 432
    ans = ask("turnuvada Kerem okeyle bitti, Pelin açmıştı elinde 14 kaldı, Oya açamadı. iki takım kaç yazar",
              "turnuva-esli-101")
    assert ans is not None and "432" in ans.answer and "rakibi" in ans.answer


def test_a_side_told_in_words_is_not_overruled():
    # Pelin told as my partner ("eşim"): my untold hand cannot be guessed — no seat moves her to the rivals
    r = read("turnuvada Kerem normal bitti, eşim Pelin açmıştı elinde 14 kaldı", "turnuva-esli-101")
    ans = ask("turnuvada Kerem normal bitti, eşim Pelin açmıştı elinde 14 kaldı, eşim kaç yazar", "turnuva-esli-101")
    assert "esim" in r.people and ans is not None and "rakibi diye" not in ans.answer


def test_no_finish_no_seating_by_hands():
    # deste bitti: nobody's partner writes 0, a told hand says nothing of sides
    r = read("turnuvada deste bitti, Pelin açmıştı elinde 14 kaldı, Oya açamadı", "turnuva-esli-101")
    assert told_rivals(r) == []


def test_duz_has_no_hands_to_seat_by():
    r = read("eşli düz: Kerem normal bitti, Pelin göstergeyi gösterdi", "oyna-esli-duz")
    assert told_rivals(r) == []
