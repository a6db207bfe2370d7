"""Transcripts and how each must be read (:mod:`referee.story.transcript`): our own names and lines.

``TRANSCRIPTS``: (message, the speakers' names, the asker, words that must be in the retold story, words
that must not). ``NOT_TRANSCRIPTS``: messages with a colon that are no chat of several speakers — read as
before (one "Yaşar:" prefix at most).
"""
from __future__ import annotations

TRANSCRIPTS = (
    # each line's "ben / açtım / elimde" is its speaker's; the last line asks, so its speaker is "ben"
    ("Kasap Rıza: ben açtım elimde k3 kaldı\nÇaycı: açamadım abi\nKasap Rıza: çaycı kaç yazıyo?",
     ("riza", "cayci"), "riza", ["cayci acamadi", "ben actim elimde"], ["acamadim"]),
    # a group header is no person; several-word names are one person, called by the name the story uses
    ("[Cuma Masası 🎲]\nBerber Naci: ben normal bittim\nKuaför Sibel: açtım elimde m4 m5 kaldı\n"
     "Muhtar: ben de açamadım\nKuaför Sibel: berber ile muhtar kaç", ("berber", "sibel", "muhtar"), "sibel",
     ["berber normal bitti", "muhtar de acamadi", "actim elimde m4"], ["cuma", "kuafor", "bittim", "naci"]),
    # "Ustabaşı" called "usta" in the other lines: one person, "usta"
    ("Şoför Kenan: ben okeyle bittim\nUstabaşı: açmıştım elimde 12 kaldı\nŞoför Kenan: usta kaç yazar?",
     ("kenan", "usta"), "kenan", ["usta acmisti elinde 12", "ben okeyle bittim"], ["ustabasi"]),
    # the asker's own line keeps its first person; a typo'd 1sg verb of another speaker is still theirs
    ("Terzi Gül: gül normal bitti\nSaatçi Remzi: ben yine acamadm\nTerzi Gül: ben açtım elimde 9 kaldı. remzi kaç?",
     ("gul", "remzi"), "gul", ["remzi yine acamadi", "ben actim elimde 9"], ["acamadm"]),
    # a full name said in a line is that one speaker
    ("Manav Hilmi: el bitti ressam tayfun okeyle bitti\nRessam Tayfun: evet bittim\nManav Hilmi: ben açamadım kaç "
     "yazarım", ("hilmi", "tayfun"), "hilmi", ["tayfun okeyle bitti", "evet bitti"], ["ressam"]),
    # a chat app's time stamps are no numbers of the hand; the app's own notes are no one's words
    ("[22:10, 14.11.2026] Fırıncı Yavuz: ben açamadım\n[22:11, 14.11.2026] Nalbant: açtım 8 kaldı\n"
     "[22:11, 14.11.2026] Nalbant: <Medya dahil edilmedi>\n[22:12, 14.11.2026] Fırıncı Yavuz: nalbant kaç yazar",
     ("yavuz", "nalbant"), "yavuz", ["ben acamadim", "nalbant acti 8 kaldi"], ["22", "14", "2026", "medya"]),
    ("14.11.2026 22:10 - Kaptan: okeyle bittim\n14.11.2026 22:11 - Doktor Sinan: açmıştım 15 kaldı\n"
     "14.11.2026 22:12 - Kaptan: doktor kaç yazıyo", ("kaptan", "doktor"), "kaptan",
     ["okeyle bittim", "doktor acmisti 15 kaldi"], ["22", "2026"]),
    ("[9:40 PM] Ebru: normal bittim\n[9:41 PM] Gökhan: açtım elimde y7 kaldı <Bu mesaj düzenlendi>\n[9:41 PM] Ebru: gökhan kaç?",
     ("ebru", "gokhan"), "ebru", ["gokhan acti elinde y7 kaldi"], ["40", "pm", "duzenlendi"]),
)

NOT_TRANSCRIPTS = (
    "Yaşar: ben açtım elimde 14 kaldı, kuzen okeyle bitti. kaç yazarım",  # one speaker line
    "Puanlar: Ali 230, Veli 190\nSoru: kim önde",  # row labels, no speakers
    "Ali: 233\nVeli: 190\nbu el Ali bitti, kaç oldu",  # a sheet's rows: a number right after the colon
    "ben açtım elimde 9 kaldı\nNot: Selim okeyle bitti",  # the first line has no speaker
)
