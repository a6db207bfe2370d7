"""Examples for the leftover-token guard: stories with a word no rule explains (``unread`` with its
kind) and stories whose every content word is explained, by a fact or by an excuse (absent)."""
from referee.story.rules import Example as E

CORPUS = (
    # a number nobody read: points told in a shape no rule knows
    E("puan durumu 350 420 idi, rakip normal bitti açtım elde 9 kaldı kaç yazarım", {"unread": {"kind": "sayı"}}),
    # a finish word nobody read (a pair: of an opening? of the finish?)
    E("rakip normal bitti, açtım elimde 12 kaldı, bir de çift vardı kaç yazarım", {"unread": {"kind": "bitiş"}}),
    # a finish denied says nothing the rest does not: the hand ended as told ("(çift değil)", "okeyle değil")
    E("Kemal okey atıp bitti (çift değil), ben açtım elimde 5 kaldı kaç yazarım", absent=("unread",)),
    E("Kemal bitti ama çiftten değil, ben açtım elimde 5 kaldı kaç yazarım", absent=("unread",)),
    # an act named in the infinitive is talk, no deed ("çift bitmek bu kadar pahalı mı")
    E("Kemal normal bitti ben açtım 5 kaldı kaç yazarım. okey atmak bu kadar pahalı mı", absent=("unread",)),
    # "elden" naming a hand ("her elden sonra", "bu elden önce") is no finish word
    E("1. el Kemal normal bitti ben açtım 5 kaldı. 2. el Kemal okeyle bitti ben açtım 3 kaldı. her elden sonra kaçtayım",
      absent=("unread",)),
    # the writer is not sure of something
    E("rakip okeyle bitti, açtım elimde 12 kaldı ama çiftten miydi hatırlamıyorum kaç yazarım",
      {"unread": {"kind": "emin değil"}}),
    E("rakip normal bitti, açtım elimde 12 kaldı, son taş sahte okeyiydi sanırım kaç yazarım",
      {"unread": {"kind": "emin değil"}}),
    E("rakip normal bitti, cem açmıştı elinde 9 kaldı ama çiftten mi seriyle mi kimse hatırlamıyor, cem kaç yazar",
      {"unread": {"kind": "emin değil"}}),
    # an işlek word no rule read, in a story where no işlek was read
    E("rakip normal bitti, açtım elimde 12 kaldı, işlek meselesi de oldu kaç yazarım", {"unread": {"kind": "ceza"}}),
    E("cem işlek attı, rakip normal bitti kaç ceza", absent=("unread",)),
    E("eşli 101 turnuvada selim normal bitti, karşı çiftin ikisi de açmadı, onlara kaç", absent=("unread",)),  # a side
    E("turnuvada 4'ümüz de açamadık, deste bitti, kişi başı kaç", absent=("unread",)),  # the count of us
    # everything explained: facts, the question, and the excuses
    E("rakip normal bitti açtım elimde 12 kaldı kaç yazarım", absent=("unread",)),
    E("cem çiftten açtı 6 çift sonra normal bitti, açtım elimde 12 kaldı kaç yazarım", absent=("unread",)),
    E("cem okeyle bitti açtım elimde 12 kaldı, 1000'i geçen var mı", absent=("unread",)),
    E("masada m3 m4 okey serisi vardı (3 taş), cem normal bitti açtım elimde 12 kaldı kaç yazarım",
      absent=("unread",)),  # a meld's size in parentheses
    E("cem 7 çiftle bitti, bir çiftini okeyle tamamlamıştı, son taş k3. açtım elimde 12 kaldı kaç yazarım",
      absent=("unread",)),  # the okey inside a pair, not the finish
    E("cem normal bitti açtım elimde 12 kaldı (3 tane) kaç yazarım", {"unread": {"kind": "sayı"}}),  # not a meld's size
    E("cem normal bitti, açtım elimde 12 kaldı, 7'yi de işlemiştim kaç yazarım", absent=("unread",)),  # a tile laid off
    E("eşli 101 turnuvada rakip normal bitti açtım elimde 12 kaldı kaç yazarım", absent=("unread",)),  # 101: the game
    E("101'e tamamlayamadım taşları geri topladım, rakip normal bitti hiç açamadım kaç yazarım", absent=("unread",)),
    E("düz okeyde rakip okeyle bitti kaç düşerim", absent=("unread",)),  # düz okey: the game's name
    E("kuzen 120'yle açmaya kalktı olmadı taşları geri topladı, rakip normal bitti kuzen açamadı kuzen kaç yazar",
      absent=("unread",)),  # what an opening attempt came to
    E("seyfi perimdeki okeyi aldı, nuri normal bitti, açmıştım elimde 5 kaldı. okeyin cezası kime yazılır", absent=("unread",)),
    E("rakip normal bitti, açtım elimde 9 kaldı, çiftten açtım diye 2 kat mı yazılır", absent=("unread",)),
    E("ali açmaya çalıştı 88 çıktı geri topladı, rakip normal bitti ali açamadı ali kaç yazar", absent=("unread",)),
    E("seyfi açmaya uğraştı 97'de kaldı, geri topladı, rakip normal bitti seyfi açamadı kaç yazar", absent=("unread",)),
    E("bana 96 çıktı, indirdiklerimi geri topladım. rakip normal bitti açamadım kaç yazarım", absent=("unread",)),
    E("masa 3'te oynuyorduk, rakip normal bitti açtım elimde 12 kaldı kaç yazarım", absent=("unread",)),  # referee.story.table_number
    E("açmak için 2 seri dizdim 90 çıktı geri topladım, rakip normal bitti açamadım kaç yazarım", absent=("unread",)),
    E("cem 4 çift yere indirdi açamadı geri aldı, rakip normal bitti cem kaç yazar", absent=("unread",)),
    E("od-101de 2'ye 2 oturduk, rakip normal bitti açtım elimde 12 kaldı kaç yazarım", absent=("unread",)),
    E("masada s8 m8 okey küt var üçlü, rakip normal bitti açtım elimde 12 kaldı kaç yazarım", absent=("unread",)),
    E("rakip normal bitti açtım elimde 12 kaldı, 4'lü bi seri de vardı kaç yazarım", absent=("unread",)),
    E("rakip normal bitti, açtım elimde 12 bi de okey kaldı (ikinci okey) kaç yazarım", absent=("unread",)),
    E("rakip normal bitti, ali ile cem ikisi de açamamıştı ali kaç yazar", absent=("unread",)),
    E("kafam yok bugün, rakip normal bitti açtım elimde 12 kaldı kaç yazarım", absent=("unread",)),
    E("2 saat oynadık, rakip normal bitti açtım elimde 12 kaldı kaç yazarım", absent=("unread",)),
    E("ortada okeyli bir per vardı, rakip normal bitti açtım elimde 12 kaldı kaç yazarım", absent=("unread",)),
    E("okey masasında rakip normal bitti açtım elimde 12 kaldı kaç yazarım", absent=("unread",)),
    E("yerde çift duruyordu, rakip normal bitti açtım elimde 12 kaldı kaç yazarım", absent=("unread",)),
    E("rakip normal bitti açtım elimde 12 kaldı, oyun bitti mi, kaç yazarım", absent=("unread",)),
    E("rakip normal bitti açtım elimde 12 kaldı, şimdi bitti mi bu iş, kaç yazarım", absent=("unread",)),
    E("1. el rakip normal bitti açtım 12 kaldı 2. el ben normal bittim, 2 elin sonunda toplam kaç", absent=("unread",)),
    # a number's role: an ordinal or a count of what is no one's points lets the number go …
    E("dün üçüncü masada rakip normal bitti açtım elimde 12 kaldı kaç yazarım", absent=("unread",)),  # a table
    E("maçımızın beşinci elinde rakip normal bitti açtım elimde 12 kaldı kaç yazarım", absent=("unread",)),  # the hand
    E("üç mesele var, rakip normal bitti açtım elimde 12 kaldı kaç yazarım", absent=("unread",)),  # events
    # … a number that could be points still blocks, whatever ordinal stands beside it
    E("üçüncü masada rakip normal bitti açtım elimde 12 kaldı, deniz 415 kaç yazarım", {"unread": {"kind": "sayı"}}),
    E("rakip normal bitti açtım elimde 12 kaldı, üç mesele 45 kaç yazarım", {"unread": {"kind": "sayı"}}),
    # a hedge doubts its own clause: one with nothing read in it changes no number …
    E("oyunu bitirdik herhalde, rakip normal bitti açtım elimde 12 kaldı kaç yazarım", absent=("unread",)),
    E("geç oldu sanırım, rakip normal bitti açtım elimde 12 kaldı kaç yazarım", absent=("unread",)),
    # … one beside a fact, a number, or standing alone stays a doubt
    E("rakip normal bitti galiba, açtım elimde 12 kaldı kaç yazarım", {"unread": {"kind": "emin değil"}}),
    E("rakip normal bitti, açtım elimde 12 kaldı galiba, kaç yazarım", {"unread": {"kind": "emin değil"}}),
    E("rakip normal bitti, açtım elimde 12 kaldı. sanırım. kaç yazarım", {"unread": {"kind": "emin değil"}}),
)
