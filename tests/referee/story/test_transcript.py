"""A pasted chat of several speakers (issue 11; stories-r26 cause "several speakers in one transcript"):
each line's first person is that line's speaker, the asker is the one whose line asks, a group header is
nobody, a several-word name is one person. Names, lines and numbers of our own."""
from __future__ import annotations

import pytest

from referee.story.transcript import mark
from referee.story.transcript_corpus import NOT_TRANSCRIPTS, TRANSCRIPTS
from referee.story.words import words
from tests.referee.story.support import verdict


@pytest.mark.parametrize(("text", "names", "asker", "has", "hasnt"), TRANSCRIPTS)
def test_corpus_transcripts_are_retold_per_speaker(text, names, asker, has, hasnt):
    ws = words(text)
    told = " ".join(w.text for w in ws)
    assert ws.speakers == names and ws.speaker == asker
    for phrase in has:
        assert phrase in told, (phrase, told)
    for word in hasnt:
        assert word not in told.split(), (word, told)
    assert not any(w.text.startswith("zzqp") for w in ws)  # no marker is left as a word


@pytest.mark.parametrize("text", NOT_TRANSCRIPTS)
def test_no_transcript_reads_as_before(text):
    assert mark(text) is None
    assert words(text).transcript is None


def test_one_speaker_prefix_keeps_its_speaker():
    ws = words("Yaşar: ben açtım elimde 14 kaldı. kaç yazarım")
    assert ws.speaker == "yasar" and ws.speakers == ()
    assert [w.text for w in ws][:2] == ["ben", "actim"]


_CHAT = ("Kasap Rıza: ben normal bittim\nÇaycı: açamadım abi\nTerzi Gül: açtım elimde k3 m4 kaldı\n"
         "Saatçi Remzi: ben de açtım elimde 10 kaldı\n")


def test_each_speaker_is_the_subject_of_their_own_line():
    # normal finish ×1 (oyna-101): Çaycı never opened 202, Remzi's own 10
    assert verdict(_CHAT + "Terzi Gül: çaycı ile remzi kaç yazıyo?", "oyna-101") == [202, 10]


def test_the_asker_is_the_speaker_of_the_asking_line():
    # "ben" in Gül's question is Gül, whose line told k3 m4: 7
    assert verdict(_CHAT + "Terzi Gül: ben kaç yazıyom?", "oyna-101") == [7]


def test_a_group_header_is_nobody_and_a_full_name_is_one_player():
    story = ("[Salı Okeyi 🎲]\nManav Hilmi: el bitti ressam tayfun okeyle bitti\nManav Hilmi: ben açamadım\n"
             "Bekçi Ferit: açtım elimde 8 kaldı\nKasap Rıza: ben de açamadım\nManav Hilmi: ferit kaç yazar, ben kaç?")
    # okey finish ×2: Ferit 8 × 2 = 16, the unopened asker 202 × 2 = 404
    assert verdict(story, "oyna-101") == [16, 404]


def test_a_correction_sentence_corrects_the_tile_of_the_sentence_before():
    # "yok yok sarı 12 değil sarı 2" in its own sentence: 9 + 3 + 2 = 14, never 24
    story = "Cemil normal bitti. ben seriyle açtım elimde k9 m3 sarı 12 kaldı. yok yok sarı 12 değil sarı 2. kaç yazarım"
    assert verdict(story, "oyna-101") == [14]


def test_a_number_with_a_case_ending_after_a_correction_is_no_tile_of_it():
    # "sarı 2, 9'u işlemiştim": the 9 is what was laid off, the correction is sarı 2 alone: 4 + 2 = 6
    story = "Cemil normal bitti. ben açtım elimde k4 sarı 9 kaldı. yok yok sarı 9 değil sarı 2, 9'u işlemiştim. kaç yazarım"
    assert verdict(story, "oyna-101") == [6]


def test_a_speaker_with_a_title_is_called_by_the_name_and_told_of_by_name_is_the_asker():
    # "Nesrin Hanım:" asks; another's line tells her hand by name: "Nesrin seriyle açmıştı, elinde …" is hers
    text = ("[20:01] Ayla: ben çiftten açtım ve çiftten bittim\n[20:01] Ayla: Nesrin Hanım seriyle açmıştı, elinde "
            "m4 ve k6 kaldı\n[20:02] Ayla: Kemal açamadı\n[20:02] Nesrin Hanım: Ben ve Kemal kaç yazıyoruz?\n"
            "[20:03] Kemal: çift bitmek bu kadar pahalı mı ya")
    ws = words(text)
    assert ws.speaker == "nesrin"
    # oyna-101, çiftten bitiş ×2: Nesrin (4 + 6) × 2 = 20; Kemal unopened 202 × 2 = 404
    assert verdict(text, "oyna-101") == [20, 404]
