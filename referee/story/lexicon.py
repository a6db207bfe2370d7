"""Closed word lists the dimensions share: colours, names, words that are never names, hand words.

Folded (ASCII) forms, as :mod:`referee.story.words` gives them. A list lives here only when two
dimensions need it; a word only one dimension reads stays in that dimension's rules.
"""
from __future__ import annotations

import re

#: Colour words and the letters players write before a number ("k7", "m10", "sy5", "s13").
#: "s" alone is sarı or siyah: kept as "s" so the okey test compares letters, not guesses.
COLOURS = {"kirmizi": "kırmızı", "krmz": "kırmızı", "kirmizidan": "kırmızı", "mavi": "mavi", "siyah": "siyah",
           "sari": "sarı", "kirmizinin": "kırmızı", "mavinin": "mavi", "siyahin": "siyah", "sarinin": "sarı"}
COLOUR_LETTERS = {"k": "kırmızı", "m": "mavi", "sy": "siyah", "sr": "sarı", "s": "s", "sa": "sarı", "si": "siyah"}
COLOUR_RE = re.compile(r"^(kirmizi|mavi|siyah|sari)(?:[a-z']{0,5})$")


def colour_of(word: str) -> str | None:
    """The colour a folded word names ("mavinin" → "mavi"), or None."""
    if word in COLOURS:
        return COLOURS[word]
    m = COLOUR_RE.match(word)
    return COLOURS[m.group(1)] if m else None


#: A tile glued: colour letter or word, then 1–13, then maybe a case / copula ending ("m13u", "m9du").
TILE_GLUED = re.compile(r"^(k|m|s|sy|sr|sa|si|kirmizi|mavi|siyah|sari)'?(1[0-3]|[1-9])(?:'?([a-z]{1,6}))?$")
TILE_NUMBER_WORD = re.compile(r"^(1[0-3]|[1-9])(?:'?(li|lu|lik|luk|lı|ü|u|i|yi|yu|ti|tu|di|du|ydi|ydu))?$")

#: Common Turkish first names (folded). Other names are recognised by a capital letter or position.
NAMES = frozenset("""
ali ahmet mehmet mustafa murat selin tolga zeynep ece elif emre burak can cem deniz ebru esra hakan hasan
huseyin ibrahim ismail kemal kerem mert merve metin oguz onur ozan ozge serkan sinan tugba umut volkan yasin
yusuf zehra aylin berk baris cansu derya dilek emine gizem hande irem kaan leyla melis nazli orhan pinar
recep sevgi seda sibel tarik tuba ugur yavuz arda bora cagri doruk efe eren furkan gokhan halil ilker kadir
levent mahmut nihat osman ramazan salih suleyman taner utku veli yigit zafer ayhan bulent cengiz erkan erdem
fikret gurkan ilhan necati ozkan selim sukru turgut yunus aysel burcu ceren dilara feride gamze hatice ipek
kubra melike nesrin oya sena sude tulay yeliz zuhal eda ela ezgi funda hulya ilknur nermin nilay ozlem songul
serap yasemin asli damla ufuk berkay emir omer enes alper anil batuhan cihan fatih ferhat harun ilyas kenan
koray mete okan rasit samet serdar tayfun tuncay vedat yakup zeki ayten canan didem duygu figen handan ilayda
meltem mine nalan nihan pelin rabia sema sevda tugce zerrin berna busra ceyda emel esma fadime gonul hilal
nazan nurcan reyhan selma sezen tulin yonca fatma ayse aysegul gulsen hulusi husnu cemal cemil nuri remzi
sami hikmet ismet hilmi yilmaz erol ercan erhan ertan sedat senol sener tamer tuncer ozer aydin bekir cafer
davut dursun ekrem ferit galip hamdi irfan kazim lutfi memduh nazim necdet oktay rifat sabri sadik tahsin
veysel zekai abdullah kubilay gokay gokce tunc alp atakan baran berke dogukan egemen kutay yagiz ata yasar
""".split())

#: Kinship and nickname words used *as* a player's name at a table ("kuzen açamadı", "eniştem bitti").
NICKNAMES = frozenset({"kuzen", "kuzenim", "enistem", "enişte", "eniste", "yenge", "yengem", "dayim", "dayi",
                       "amcam", "teyzem", "halam", "babam", "annem", "abim", "ablam", "kardesim", "komsu",
                       "komsum", "dede", "dedem", "babaannem", "anneannem", "kayinco", "kayincom", "bacanak", "damat",
                       "gelin", "patron", "hoca", "muhtar", "usta", "doktor", "kaptan", "reis", "baskan", "hanim", "hanimim",
                       "beyim"})  # "hanım çiftten açtı": my wife (after a name, "Ayşe hanım", an honorific)
#: "halamın oğlu", "dayımın kızı": a possessive kin phrase is one person; words() joins its two words
#: ("halaminoglu", "dayiminkizi'na"), and the joined word is a nickname like "eniştem".
#: The owner is a kin word in the genitive with any person's possessive: "halamın" (my), "halanın" (your),
#: "halasının" (his), "halamızın" (our) — one person whoever's aunt it is.
_KIN_ROOTS = ("hala", "dayi", "amca", "teyze", "eniste", "yenge", "abi", "abla", "baba", "anne", "dede", "komsu",
              "babaanne", "anneanne", "kuzen", "kardes", "bacanak")
_KIN_GENITIVES = {True: ("min", "mun", "nin", "nun", "sinin", "sunun", "mizin", "muzun", "nizin", "nuzun"),
                  False: ("imin", "umun", "inin", "unun", "in", "un", "imizin", "umuzun", "inizin", "unuzun")}
KIN_OWNERS = frozenset(r + e for r in _KIN_ROOTS for e in _KIN_GENITIVES[r[-1] in "aeiou"] + ("larinin", "lerinin"))
KIN_RELATIONS = ("oglu", "kizi", "kocasi", "karisi", "esi", "gelini", "damadi", "torunu")
#: "dayımın oğlu", "halasının kızı": a possessive kin phrase, one person.
KIN_PHRASES = frozenset(o + r for o in KIN_OWNERS for r in KIN_RELATIONS)
NICKNAMES = NICKNAMES | KIN_PHRASES
#: Honorifics written after a name: "Ayşe abla", "Yaşar amca" are one person each.
HONORIFICS = frozenset({"abla", "abi", "amca", "teyze", "hanim", "bey", "dayi", "hala", "enişte", "eniste",
                        "yenge", "hoca", "usta", "efendi"})

#: Places and groups named after someone ("Nevzat'ın turnuvası", "Yazboz Masası", "Ali'nin kahvesi"): the
#: word before one names the place and is no player there (a player elsewhere in the story still is).
PLACE_NOUNS = frozenset({"turnuvasi", "turnuvasinda", "turnuvasindan", "kahvesi", "kahvesinde", "kahvesindeyiz",
                         "evi", "evinde", "evindeyiz", "dukkani", "dukkaninda", "masasi", "grubu", "grubunda",
                         "ekibi", "ligi", "liginde", "salonu", "salonunda", "lokali", "lokalinde", "kafesi",
                         "kafesinde"})

#: Words that are never a player's name, however they are placed or written.
NOT_NAMES = frozenset("""
el eli elde elden elim elimde elinde son tas tasi okey okeyi okeyle sahte seri seriyle per perle cift ciftten
ciftle normal kafa deste taslar ortadaki ortada kimse herkes biri ben sen o bu su bir iki ve ile de da ama ki
sonra once yine hic tek seferde hepsini tamamini bitti rakip adam karsi esim takim puan puanim sayi kac ne kim
gosterge gostergeyi islek yere geri toplam toplamim bende bana benim oyun masa masada hemen direk direkt zaten
kaldi vardi yok var degil degildi okeylerle acik acmadan ilk ikinci usteki alttaki dikkat arada yandan sagdan
soldan yeniden tekrar baska herhalde galiba aslinda bence artik hala daha en cok az ayni farkli evet hayir
oyundostlugu oyundostlugunda oyundostlugundan od odde oyna app uygulama uygulamada turnuva turnuvada
turnuvanin esli eslide duz duzde okeyde yuzbir yuzbirde kafede masamizda mac maci macta macimiz maca
turda tur turu turda gece gecesi gecede kahve kahvede kafe dun bugun aksam cocuklar arkadaslar abi
komik garip efsane tartisma durum soru ailece biz siz onlar onu ona onun oburu obur oburunun obürü
digeri digerleri oteki otekiler sonuncu sonuncusu birisi hepsi hepimiz herkese kimseye kimsenin
lazim tamam peki simdi hadi yani iste bak bakin suna sunu buna bunu ne nedir neydi neden nasil
ustelik hatta bile sadece yalnizca yalniz tum butun her seyi sey kez kere defa sefer daha once sonra
okey masasi masasi toplamlar yeni puanlar puanlari sira sirala siralamada genel sezon sezonu kisi kisiydik
yasiyor kural kurali kurallar ceza cezasi cezayi hakem skor galiba puanlar toplamlar durum durumu hem ustune ustelik
yetmedi yetmemis yetmemisti tutmadi tutmamisti olmadi varmadi ulasmadi
tane tanesi
""".split())  # "bir tane siyah 9": a counter, no one's name
#: Religious formulas and blessings in chat ("Allah aşkına", "maşallah", "nazar değmesin", "bayramınız
#: mübarek"): never a player, never a word of the game.
BLESSINGS = frozenset("""
allah allahim allaha allahin allahtan askina masallah insallah elhamdulillah hamdolsun subhanallah bismillah
estagfurullah amin nazar degmesin bayrami bayraminiz bayramimiz bayramlara bayramlar mubarek olsun
kavustursun nice hayirli ugurlu kandil kandiliniz
""".split())
NOT_NAMES = NOT_NAMES | BLESSINGS
#: Not "bayram" bare: it is also a given name ("Bayram açmıştı" is a player, written with a capital as names
#: are); lowercase it is no known name, so "bayram sofrasında" stays the holiday. Its blessing forms above stay.
#: Words that are a feast as often as a name: a player only where the story writes them with a capital,
#: even a sentence's first ("Bayram açtı"); "bu bayram hiç açamıyo" is the holiday, no fifth player.
FEASTS = frozenset({"bayram"})

#: "elimde / bende": the asker's hand; "elinde": a third person's; "elde, kalan": whose is not said.
HAND_MINE = frozenset({"elimde", "elimdeki", "istakamda", "istakamdaki", "elimdekiler", "elimdekilerin", "bende",
                       "bendeki", "elim", "elimdekileri", "ustumde", "uzerimde"})
HAND_THIRD = frozenset({"elinde", "elindeki", "istakasinda", "istakasindaki", "elindekiler", "elindekilerin"})
HAND_ANY = frozenset({"elde", "eldeki", "kalan", "kalani", "kalanlar", "istakada", "istakadaki", "kalanin"})

#: Words that end a hand's story in düz okey with seven pairs ("7 çift yaptı").
SERI_WORDS = frozenset({"seriyle", "seri", "serisiyle", "seriden", "serilerle", "perle", "per", "perden",
                        "perlerle", "perler", "perlerimle", "kutle", "kutlerle", "serimle", "perimle", "seriler"})
CIFT_WORDS = frozenset({"ciftten", "cift", "ciftle", "ciftlerle", "ciftler", "ciftlerimle", "cifte", "ciftlerden"})


#: English words players switch to at the table, read as the Turkish the rules know ("Team Mert" is one
#: word, a side's name: :func:`referee.story.people.names.discover` takes it for the side with Mert).
ENGLISH = tuple((re.compile(rf"(?i)(?<![\w']){a}(?![\w'])"), b) for a, b in (
    # "Team Can" is a side's name; "team total", "team score" ask our side's number ("takım toplam")
    (r"team\s+(?!(?:total|score|skor|puan|toplam)\b)([A-ZÇĞİÖŞÜa-zçğıöşü]+)", r"Team\1"), ("team", "takım"),
    (r"next\s+hand", "sonraki el"), (r"hand\s+(\d{1,2})", r"el \1"),
    (r"before\s+this", "önce"), ("before", "önce"), ("start", "başladık"), (r"final\s+score", "skor"),
    ("score", "skor"), (r"score'(\w+)", r"skor'\1"), ("total", "toplam")))


#: The match or the game as the object of a finish verb ("maçı bitiriyoz", "oyunu bitirdik"): what the
#: table as a whole ends, never one player's finish of a hand.
MATCH_OBJECTS = frozenset({"maci", "oyunu", "maclari", "oyunlari", "seti", "geceyi"})


def ends_the_match(ws, i: int) -> bool:
    """Word ``i`` is a finish verb whose subject is all of us and whose object is the match ("maçı
    bitiriyoz galiba", "oyunu bitirdik artık"): the match ending, no finish of the hand told."""
    w = ws[i] if 0 <= i < len(ws) else None
    return w is not None and w.verb is not None and w.verb.root == "bit" and \
        w.verb.person in ("1pl", "2pl", "3pl") and ws.at(i - 1) in MATCH_OBJECTS
