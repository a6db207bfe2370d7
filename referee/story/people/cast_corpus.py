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
    # the one a message is addressed to ("Kenan abi, …", "… Kenan abi?") is no player; an epithet after a
    # side's word ("karşı takımda Topal Recep") is one rival
    ("oyna-101", "Selam Kenan abi 4. el Pınar okeyle bitti, Oya açmıştı elinde 14 kaldı, Suat açamadı, ben de "
     "açamadım. bana kaç", {"ben", "name:oya", "name:pinar", "name:suat"}),
    ("oyna-101", "Pınar okeyle bitti, Oya açmıştı elinde 14 kaldı, Suat açamadı, ben de açamadım. bana kaç yazılır "
     "Kenan abi?", {"ben", "name:oya", "name:pinar", "name:suat"}),
    ("turnuva-esli-101", "Nuri usta, 3. el: eşim Sevda normal bitti, karşı takımda Topal Recep açmıştı elinde 9 "
     "kaldı, Kamil açamadı. Kamil kaç yazar", {"esim", "name:kamil", "rakip"}),
    # a greeting's words are nobody ("geceler", "selamlar": a plural is no one person)
    ("oyna-101", "İyi geceler efendim. Hülya açtı elinde 9 kaldı, Selçuk okeyle bitti, Kenan açamadı, ben "
     "açamadım. bana kaç", {"ben", "name:hulya", "name:kenan", "name:selcuk"}),
    ("oyna-101", "Selamlar hocam. Nesrin normal bitti, Talat açmadı, Şenay açtı elinde 8 kaldı, ben açtım elimde 3 "
     "kaldı. herkese kaçar yazılacağını söyler misiniz", {"ben", "name:nesrin", "name:senay", "name:talat"}),
    # the title alone, with deeds of its own, is the one told with it ("abla okeyle bitti": Sevgi abla)
    ("oyna-esli-duz", "eşli düz, Kadir abi ile Sevgi abla bir takım, ben ile eşim Nur bir takım, 20den başladık. "
     "1. el abla okeyle bitti. 2. el ben normal bittim. hangi takım kaçta", {"ben", "esim", "name:kadir", "name:sevgi"}),
    ("oyna-101", "Sevgi abla açmıştı elinde 6 kaldı, abla bir de okeyi yere attı, Kadir normal bitti, ben açamadım. "
     "kim kaç yazar", {"ben", "name:kadir", "name:sevgi"}),
    # someone named beside a full table, with nothing told of them, does not sit at it
    ("oyna-101", "Nermin açtı elinde 7 kaldı, Tarık normal bitti, Oya açamadı, ben de açamadım. Garson Rıfat "
     "yazılmaz diyor. bana kaç", {"ben", "name:nermin", "name:oya", "name:tarik"}),
    # … but a fifth with a deed of their own is someone: the table stays five and the planner asks
    ("oyna-101", "Nermin açtı elinde 7 kaldı, Tarık normal bitti, Oya açamadı, ben de açamadım, Rıfat da okeyi "
     "yere attı. bana kaç", {"ben", "name:nermin", "name:oya", "name:rifat", "name:tarik"}),
    # and a silent fourth at a table of four is still a player (nothing to close)
    ("oyna-101", "Nermin açtı elinde 7 kaldı, Tarık normal bitti, ben de açamadım. Rıfat izliyordu. bana kaç",
     {"ben", "name:nermin", "name:rifat", "name:tarik"}),
    # "onlar" at a team table whose two other seats are named: those two, no third and fourth rival
    ("turnuva-esli-101", "eşim normal bitti, ben açmıştım elimde 8 kaldı. Karşı takımdan Sevda Hanım'ın elinde 11, "
     "Orhan Bey'in elinde 6 kaldı; onlar da çiftten açmıştı. kim kaç yazar", {"ben", "esim", "rakip", "name:orhan"}),
    # sides joined by "+", kin phrases and all; "eşi" of one on a side is the other told there
    ("turnuva-esli-101", "ben+teyzemin kızı, karşı Nail+Sevim. Nail okeyle bitti, ben açmıştım elimde 20 kaldı, "
     "teyzemin kızı açamadı. bizim takım kaç yazar", {"ben", "esim", "name:nail", "name:sevim"}),
    ("turnuva-esli-101", "ben+kuzenim, karşı halamın oğlu+enişte. halamın oğlu açmıştı ama eşi normal bitti, ben "
     "açmıştım elimde 9 kaldı, kuzenim de açmıştı elinde 3 kaldı. bizim takım kaç yazar",
     {"ben", "esim", "name:eniste", "name:halaminoglu"}),
    # "X-Y karşı Z-W": versus — neither pair is "the other side" of the asker
    ("oyna-esli-duz", "Eşli düz 20'den, Nevin-Sami karşı Tülay-Kaya. Sami normal bitti. Nevin ile Sami kaçta",
     {"name:nevin", "name:sami", "name:tulay", "name:kaya"}),
    # the order of play: "ikinci yengem" is when Yengem plays, no number of the hand
    ("oyna-duz", "düz okey 20den başladık, ilk oynayan dayım göstergeyi gösterdi, ikinci yengem, üçüncü kuzenim, en "
     "son ben normal bittim. kim kaç", {"ben", "name:dayim", "name:kuzenim", "name:yengem"}),
)

#: (ruleset, story, strings the answer must show): the number lands on the right person.
CAST_NUMBERS = (
    ("oyna-101", "Selamlar hocam. Nesrin normal bitti, Talat açmadı, Şenay açtı elinde 8 kaldı, ben açtım elimde 3 "
     "kaldı. herkese kaçar yazılacağını söyler misiniz", ("Nesrin: **-101**", "Talat: **202**", "Şenay: **8**")),
    ("turnuva-esli-101", "eşim Hülya Hanım normal bitti, karşı takımdan Selçuk Bey açamadı, Nurettin Usta açmıştı "
     "elinde 12 kaldı, ben açmıştım elimde 5 kaldı. kim kaç yazar", ("Selçuk: **202**", "Nurettin: **12**")),
    ("oyna-esli-duz", "eşli düz, Kadir abi ile Sevgi abla bir takım, ben ile eşim Nur bir takım, 20den başladık. "
     "1. el abla okeyle bitti. 2. el ben normal bittim. hangi takım kaçta", ("Takımınız: **16**", "Rakip takım: **18**")),
    ("oyna-101", "Sevgi abla açmıştı elinde 6 kaldı, abla bir de okeyi yere attı, Kadir normal bitti, ben açamadım. "
     "kim kaç yazar", ("Sevgi: **107**", "Kadir: **-101**")),
    # a role told with its name ("karşı takımdan Nail") starts its own clause: the gösterge is Nail's, not "biz"'s
    ("oyna-esli-duz", "eşli düz okeyde biz on dörtteydik karşı takımdan Nail göstergeyi gösterdi sonra onun eşi okeyle "
     "bitti bizim takım kaça düştü", ("Puanınız **9**", "Nail göstergeyi gösterdi")),
    # two owners told one after the other, one verb: each number is its own owner's
    ("oyna-101", "Kenan normal bitti, Sibelde 9 Oyada 5 kaldı, ben açmadım. kim kaç yazar",
     ("Sibel: **9**", "Oya: **5**", "Sen: **202**")),
    ("turnuva-esli-101", "ben+kuzenim, karşı halamın oğlu+enişte. halamın oğlu açmıştı ama eşi normal bitti, ben "
     "açmıştım elimde 9 kaldı, kuzenim de açmıştı elinde 3 kaldı. bizim takım kaç yazar", ("**12**",)),
    ("oyna-101", "Nermin açtı elinde 7 kaldı, Tarık normal bitti, Oya açamadı, ben de açamadım. Garson Rıfat "
     "yazılmaz diyor. bana kaç", ("**202**", "Rıfat masada oynamıyor saydım")),
)

__all__ = ["CAST", "CAST_NUMBERS"]
