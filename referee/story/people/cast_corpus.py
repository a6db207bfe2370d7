"""Whole stories and the table each must be read as: who sits there, nobody more (issue 11, people).

Where :mod:`referee.story.people.corpus` checks one rule's fact, these check the people the whole
reading ends with — after every mention is read, titles attached, greetings dropped and a table of
more than four re-read — so that a new way of naming someone is tested end to end. Each entry:
``(ruleset, story, the player keys read)``; the answer's own figures are checked where they depend
on who is who (``CAST_NUMBERS``). Our own names, titles and phrasings, none a blind round's.
"""
from __future__ import annotations

#: (ruleset, story, the players read: keys of ``Reading.people`` without descriptions)
CAST = (
    # a title after a name is that person's, never a fifth player
    ("oyna-101", "Nazife Hanım açmıştı elinde 14 kaldı, Tahsin Bey normal bitti, Cemo Reis açamadı, ben de "
     "açamadım. kim kaç yazar", {"ben", "name:cemo", "name:nazife", "name:tahsin"}),
    ("turnuva-esli-101", "eşim Hülya Hanım normal bitti, karşı takımdan Selçuk Bey açamadı, Nurettin Usta açmıştı "
     "elinde 12 kaldı, ben açmıştım elimde 5 kaldı. kim kaç yazar", {"ben", "esim", "rakip", "name:nurettin"}),
    ("oyna-101", "Oğuz Bey'in elinde 16 kaldı, Macit okeyle bitti, Pervin Hanım açamadı, ben açamadım. Oğuz Bey'e "
     "kaç", {"ben", "name:macit", "name:oguz", "name:pervin"}),
    # a greeting's words are nobody ("geceler", "selamlar": a plural is no one person)
    ("oyna-101", "İyi geceler efendim. Hülya açtı elinde 9 kaldı, Selçuk okeyle bitti, Kenan açamadı, ben "
     "açamadım. bana kaç", {"ben", "name:hulya", "name:kenan", "name:selcuk"}),
    ("oyna-101", "Selamlar hocam. Nesrin normal bitti, Talat açmadı, Şenay açtı elinde 8 kaldı, ben açtım elimde 3 "
     "kaldı. herkese kaçar yazılacağını söyler misiniz", {"ben", "name:nesrin", "name:senay", "name:talat"}),
)

#: (ruleset, story, strings the answer must show): the number lands on the right person.
CAST_NUMBERS = (
    ("oyna-101", "Selamlar hocam. Nesrin normal bitti, Talat açmadı, Şenay açtı elinde 8 kaldı, ben açtım elimde 3 "
     "kaldı. herkese kaçar yazılacağını söyler misiniz", ("Nesrin: **-101**", "Talat: **202**", "Şenay: **8**")),
    ("turnuva-esli-101", "eşim Hülya Hanım normal bitti, karşı takımdan Selçuk Bey açamadı, Nurettin Usta açmıştı "
     "elinde 12 kaldı, ben açmıştım elimde 5 kaldı. kim kaç yazar", ("Selçuk: **202**", "Nurettin: **12**")),
)

__all__ = ["CAST", "CAST_NUMBERS"]
