"""Only the next player may take a discard: a player told to take (or not take) the tile right after it says
whether the next player took it — the ×10 rule's fact for a discard the table judges işlek (issue 11,
accounting: a told take left unused was a confident wrong team total). "işlek olan sarı 9" is the işlek sarı 9,
no player called "işlek olan".

Stories of our own; numbers from esli-101-turnuva (an işlek taken by the next player costs its number × 10,
not taken 101; not multiplied).
"""
from __future__ import annotations

import pytest

from tests.referee.story.support import verdict


@pytest.mark.parametrize("take, want", [
    ("Nazlı almadı", 113), ("Nazlı hemen aldı", 52), ("kimse almadı", 113), ("yanımdaki Oya aldı", 52),
    ("Oya da almadı", 113),
])
def test_a_take_told_of_a_player_after_a_judged_discard(take, want):
    # Cem opened, 12 left, normal finish ×1: 12 + 101 (not taken) or 12 + 4 × 10 (taken)
    story = f"turnuvada Cem m4 attı, yerde m5 m6 m7 vardı, {take}. sonra ben normal bittim. Cem açmıştı elinde 12 " \
            "kaldı, Cem kaç"
    assert verdict(story, "turnuva-esli-101") == [want]


@pytest.mark.parametrize("story, want", [
    ("turnuvada Kemal işlek olan sarı 9'u attı, sıradaki aldı, Kemal'e ne yazılır", 90),
    ("turnuvada işlek bir 5 attım, sıradaki oyuncu aldı, bana kaç ceza", 50),
    ("turnuvada Eda işlek mavi 3'ü attı, sağındaki aldı, Eda'ya kaç ceza", 30),
])
def test_an_islek_tile_told_with_its_colour_or_as_which_is(story, want):
    assert verdict(story, "turnuva-esli-101") == [want]


@pytest.mark.parametrize("taker", ["sıradaki aldı", "yanındaki Oya hemen aldı"])
def test_a_throw_with_no_subject_after_a_take_is_the_thrower_again(taker):
    # the taking is an aside: "sonra okeyi attı" is Cem's again — 3 × 10 (işlek taken) + 101 (okey thrown) + 12
    story = f"turnuvada Cem işlek kırmızı 3'ü attı, {taker}. Sonra okeyi de yere attı, onu kimse almadı. " \
            "Ben normal bittim. Cem açmıştı elinde 12 kaldı, Cem kaç yazar"
    assert verdict(story, "turnuva-esli-101") == [143]


@pytest.mark.parametrize("story, ruleset, want", [
    # no hand end told: the discard alone, judged işlek by the meld told on the table
    ("Cem mavi 9 attı, yerde mavi 10 11 12 duruyordu, sıradaki hemen aldı. Cem'e kaç ceza", "turnuva-esli-101", [90]),
    ("Cem mavi 9 attı, yerde mavi 10 11 12 duruyordu, alan olmadı. Cem'e kaç ceza", "turnuva-esli-101", [101]),
    ("Cem mavi 9 attı, yerde mavi 10 11 12 duruyordu. Cem'e kaç ceza", "oyna-101", [101]),
    ("Cem mavi 3 attı, yerde mavi 10 11 12 duruyordu, sıradaki aldı. Cem'e kaç ceza", "turnuva-esli-101", [0]),
])
def test_a_discard_told_against_the_table_is_priced_with_no_hand_end(story, ruleset, want):
    assert verdict(story, ruleset) == want
