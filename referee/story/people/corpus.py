"""Examples the people rules must read (and must not): roles, names, seats, teams, the asker's name."""
from referee.story.rules import Example as E

CORPUS = (
    E("ben açtım", {"person": {"ref": "ben", "case": "nom"}}),
    E("bende 5 kaldı", {"person": {"ref": "ben", "case": "loc"}}),
    E("eşim bitti", {"person": {"ref": "esim"}}),
    E("Tuncay abi eşimdi, elinde 8 kaldı", {"alias": {"ref": "esim", "name": "tuncay"}}),
    E("ortağım açmadı", {"person": {"ref": "esim"}}),
    E("rakip okeyle bitti", {"person": {"ref": "rakip"}}),
    E("rakibin eşi açmıştı", {"person": {"ref": "rakip2"}}),
    E("rakiplerin ikisi de açamadı", {"person": {"ref": "rakipler"}}),
    E("karşı takımın ikisi de açmadı", {"person": {"ref": "rakipler"}}),
    E("sağımdaki okey attı", {"person": {"ref": "seat:sag"}}),
    E("solumdaki kadın bitti", {"person": {"ref": "seat:sol"}}),
    E("Kuzey açamadı", {"person": {"ref": "seat:kuzey"}}),
    E("Zeynep'in elinde 9 kaldı", {"person": {"ref": "name:zeynep", "case": "gen"}}),
    E("kuzen bitti", {"person": {"ref": "name:kuzen"}}),
    E("Fadime teyze açtı", {"person": {"ref": "name:fadime", "honorific": "teyze"}}),
    # kin words are people of their own: no honorific of the word before them
    E("annem dayım ne yazar", {"person": {"ref": "name:annem", "case": "nom"}}),
    E("annemle dayım açamadı", {"person": {"ref": "name:annem", "case": "ins"}}),
    E("Kemalettin açtı", {"person": {"ref": "name:kemalettin"}}),
    # a possessive kin phrase is one person, in whatever case; a blessing is nobody
    E("amcamın kızı okeyle bitti", {"person": {"ref": "name:amcaminkizi", "case": "nom"}}),
    # the order of play: an ordinal word before a person is when they play, no number of the hand
    E("ilk oynayan dedem, ikinci halam açamadı", {"play-order": {"n": 2}}),
    E("üçüncü Nesrin normal bitti", {"play-order": {"n": 3}}),
    E("Ali 2. halam bitti", absent=("play-order",)),
    # a title right after a name is the name's; a greeting's plural is nobody
    E("karşı takımdan Sabri Bey açmadı", absent=("person",)),
    E("Hayırlı akşamlar hocam, Nesrin bitti", {"person": {"ref": "name:nesrin"}}),
    E("Selamlar efendim, el bitti", absent=("person",)),
    E("teyzemin oğluna 40 yazdık", {"person": {"ref": "name:teyzeminoglu", "case": "dat"}}),
    E("kuzenimin karısının elinde 8 kaldı", {"person": {"ref": "name:kuzeniminkarisi", "case": "gen"}}),
    E("inşallah bu el biter, maşallah", absent=("person",)),
    E("cem bitti, halasının oğlu açamadı", {"person": {"ref": "name:halasininoglu"}}),
    E("dayımızın kızına 202 yazdık", {"person": {"ref": "name:dayimizinkizi", "case": "dat"}}),
    # the other side's word, then its two people: that side's pair
    E("karşı takım cemil ile sevgi, nazan bitti", {"team-pair": {"names": ["cemil", "sevgi"], "side": "them"}}),
    E("karşı takım nazan ve cemil. sevgi bitti", {"team-pair": {"names": ["nazan", "cemil"], "side": "them"}}),
    E("karşı takım okey ile bitti", absent=("team-pair",)),
    E("karşı taraf Rıza amca ile Nermin, Nermin bitti", {"team-pair": {"names": ["riza", "nermin"], "side": "them"}}),
    # sides named by letters, each with its roster in parentheses
    E("A (nazan-cemil) 300, B (sevgi-hakan) 280", {"person": {"ref": "label:b"}}),
    E("A takımı (nazan-cemil) 6da, B (sevgi-hakan) 7de", {"person": {"ref": "label:a"}}),
    E("A (nazan) bitti", absent=("teams",)),
    # "sıradaki Sevgi": the next one is Sevgi, no seat of its own
    E("cemil işlek attı, sıradaki sevgi aldı", {"next-named": {}}),
    E("cemil işlek attı, sıradaki aldı", {"person": {"ref": "seat:sag"}}),
    E("rakiplerden sevgi açmıştı, hakan açamadı", {"side-next": {"team": "them"}}),
    E("rakiplerden biri açmıştı", absent=("side-next",)),
    # "başka biri", "başkası": someone else — a player of their own
    E("başka biri göstergeyi gösterdi", {"person": {"ref": "other", "word": "baskabiri"}}),
    E("başkası normal bitti", {"person": {"ref": "other", "word": "baskasi"}}),
    E("biri göstergeyi gösterdi", {"person": {"ref": "other", "word": "biri"}}),
    # English at the table: "Team X" is X's side, no player "Team"
    E("eşli düz, Team Nazan 11 Team Cemil 4", {"person": {"ref": "label:teamnazan"}}),
    E("team cemil kaç", {"person": {"ref": "label:teamcemil"}}),
    # a name then a kin word with "my": one person ("Hakan amcam"); "Sevgi Nazan'ın eşi": the partner told after
    E("Hakan amcam göstergeyi gösterdi", {"person": {"ref": "name:hakan", "case": "nom"}}),
    E("Hakan amcamın elinde 5 kaldı", {"person": {"ref": "name:hakan", "case": "gen"}}),
    E("Sevgi Nazan'ın eşi", {"alias": {"ref": "mate", "name": "sevgi", "of": "name:nazan"}}),
    E("Nazan'ın eşi açmadı", absent=("alias",)),
    E("karşı takım cemil ile ben", absent=("team-pair",)),
    # a capital at a sentence's start is no sign of a name; a word that can be an adverb or a pronoun is none
    E("el bitti. Ceza yazılmadı. Nazar değdi", absent=("person",)),
    E("açmıştı tabi elinde 5 kaldı", absent=("person",)),
    E("açtı şimdi elinde 5 kaldı", absent=("person",)),
    E("el bitti. Rojda açamadı", {"person": {"ref": "name:rojda"}}),
    E("ben (selin) açtım", {"self": {"name": "selin"}}),
    E("ben nesrin bu arada, cem bitti", {"self": {"name": "nesrin"}}),
    E("kağıt bende (ben selin). cem bitti", {"self": {"name": "selin"}}),
    E("ben selin, cem karşımda", {"self": {"name": "selin"}}),
    E("ben doktor değil selin yazıyom", {"self": {"name": "selin"}}),
    E("bizden cem açmıştı, nesrin (ben) açamadım", {"self": {"name": "nesrin"}}),
    E("Tekin'in kahvesinde oynuyoruz, cem bitti", {"place": {"word": "tekin"}}),
    E("Zeytin Masası: cem bitti", {"place": {"word": "zeytin"}}),
    E("cem masaya oturdu", absent=("place",)),
    E("biz ali+ben, karşıda cem+nuri", {"across": {}}),
    E("karşıda cem usta+nuri", {"across": {}}),
    E("karşıda oturan açamadı", absent=("across",)),
    E("biz nuri+ben, karşı cem+oya", {"across": {}}),
    E("karşıda Remzi açamadı", {"alias": {"ref": "rival", "name": "remzi"}}),
    E("karşıda 3 kişi vardı", absent=("alias",)),
    # a side's word opening a sentence: those told after it sit there
    E("karşı: cem açmadı, oya açtı", {"side-next": {"team": "them"}}),
    E("onlar: cem + oya. cem bitti", {"side-next": {"team": "them"}}),
    E("onlar, 12 puandaydı", absent=("side-next",)),
    E("sonra karşı, okey attı", absent=("side-next",)),
    E("cem (karşı) normal bitti", {"side": {"team": "them"}}),
    E("bizim takım: ben + nuri, onlar: cem + oya", {"team-us": {"names": ["ben", "nuri"]}}),
    # a kin word before a name: one person (the name is told as the kin word's)
    E("kuzenim Selin okeyle bitti", {"person": {"ref": "name:selin"}}),
    E("annemle ben bir takım, Oya ile küçük enişte karşı", {"team-pair": {"names": ["oya", "eniste"], "side": "them"}}),
    # a person taken back for another, and a side told in parentheses
    E("halam yok teyzem açtı", {"person-fix": {"old": "halam", "new": "teyzem"}, "person": {"ref": "name:teyzem"}}),
    E("cem pardon oya normal bitti", {"person-fix": {"old": "cem", "new": "oya"}}),
    E("cem yok oya var", absent=("person-fix",)),  # who is at the table, no correction
    # a genitive name, "eşi", a name: the second is the first one's partner (one person)
    E("Oya'nın eşi Deniz açmadı", {"alias": {"ref": "mate", "name": "deniz", "of": "name:oya"}}),
    E("Oya'nın eşi açmadı", absent=("alias",)),
    # sides named by letters: the letter asked about is that side
    E("A takımı ali-veli, B takımı cem-oya. B takımı kaç", {"person": {"ref": "label:b"}}),
    E("karşı takım (selin ile oya) 240", {"side-next": {"team": "them", "close": True}}),
    # an honorific right after a name is that name's
    E("eşim Ayten hanım bitirdi", absent=("person",)),
    E("bizden kaç puan gitti", absent=("alias",)),
    E("cem (benim eşim) açamadı", absent=("self",)),
    E("ben de, cem de açamadık", absent=("self",)),
    E("selin yine turnuvadan 😅 3. el, ben açtım", {"self": {"name": "selin"}}),
    E("selin yine okeyle bitti", absent=("self",)),
    E("ben bitti mi, bilmiyom", absent=("self",)),
    E("eşim Hakan bitti", {"alias": {"ref": "esim", "name": "hakan"}}),
    E("karşı takımdan Orhan bitti", {"alias": {"ref": "rival", "name": "orhan"}}),
    E("onlardan Orhan göstergeyi gösterdi", {"alias": {"ref": "rival", "name": "orhan"}}),
    E("bizden Nesrin açmıştı", {"alias": {"ref": "ally", "name": "nesrin"}}),
    E("Orhan (onlardan) normal bitti", {"side": {"team": "them"}}),
    E("Nesrin (bizden) okeyle bitti", {"side": {"team": "us"}}),
    E("karşı takım kaç yazar", {"person": {"ref": "team:them"}}),
    E("rakiplerden biri açamadı", {"person": {"ref": "other", "rival": True}}),
    E("onlardan biri göstergeyi gösterdi", {"person": {"ref": "other", "rival": True}}),
    E("öbürü açmıştı", {"person": {"ref": "other", "word": "oburu"}}),
    E("onun eşi açmadı", {"person": {"ref": "partner-of"}}),
    E("açmayan kaç yazar", {"person": {"ref": "desc", "desc": "acmayan"}}),
    E("okeyi atan açmıştı", {"person": {"ref": "desc", "desc": "okey-atan"}}),
    E("cem+can vs ali+veli", {"teams": {"sides": [["cem", "can"], ["ali", "veli"]]}}),
    E("masa 2: oya ve ben vs cem–can", {"teams": {"sides": [["oya", "ben"], ["cem", "can"]]}}),
    E("oya ile ben vs cem ve can", {"teams": {"sides": [["oya", "ben"], ["cem", "can"]]}}),
    E("oya'yla ben vs cem–can", {"teams": {"sides": [["oya", "ben"], ["cem", "can"]]}}),
    E("biz (ece-efe) önde", {"team-us": {"names": ["ece", "efe"]}}),
    E("Nuri ile ben bir takım, Cemil ile Hakan bir takım", {"team-pair": {"names": ["nuri", "ben"]}}),
    E("cemil ve hakan takımdı", {"team-pair": {"names": ["cemil", "hakan"]}}),
    E("cemil ile hakan bitti", absent=("team-pair",)),
    # two pairs joined by "ile": the two sides, one of them the asker's
    E("selin ile ben, oya ile cem", {"teams": {"sides": [["selin", "ben"], ["oya", "cem"]]}}),
    E("nuri ile ben vs kemal ile hakan", {"teams": {"sides": [["nuri", "ben"], ["kemal", "hakan"]]}}),
    E("sarı 4 ile mavi 5, kırmızı 3 ile siyah 2", absent=("teams",)),  # tiles, not people
    E("okey ile sarı 6, ben ile cem", absent=("teams",)),  # a word of the game is no player
    E("oya ile cem, nuri ile hakan", absent=("teams",)),  # the asker on neither side: not a told pairing
    # the comitative "-la/-le": "annemle ben" is my mother and I
    E("annemle ben bir takımız, dayımla teyzem karşı", {"team-pair": {"names": ["annem", "ben"]}}),
    E("dayımla teyzem karşıda", {"team-pair": {"names": ["dayim", "teyzem"]}}),
    E("ben ablamla bir takımım", {"team-pair": {"names": ["ablam", "ben"]}}),
    E("ben usta ile eşim, yusufla cemo öbür takım", {"team-pair": {"names": ["ben", "usta"]}}),
    E("Takımlar: Kaya Bey – Dursun Hanım; ben – Yılmaz Bey.", {"teams": {}}),
    E("Takımlar: Kaya Bey – Dursun Hanım; Necati (ben) – Yılmaz Bey.", {"teams": {}}),
    E("Kaya Bey – 12 puan, Dursun Hanım – 30 puan", absent=("teams",)),
    E("ben nermin abla ile eşim", {"team-pair": {"names": ["ben", "nermin"]}}),
    E("annemle ben 12deydik", {"team-pair": {"names": ["annem", "ben"]}}),
    E("biz kemalle bir takımız", {"team-pair": {"names": ["ben", "kemal"]}}),
    E("eşli: annemle ben, dayımla teyzem", {"teams": {"sides": [["annem", "ben"], ["dayim", "teyzem"]]}}),
    E("selin'le ben vs oya'yla cem", {"teams": {"sides": [["selin", "ben"], ["oya", "cem"]]}}),
    E("annemle ben açamadık", absent=("team-pair",)),  # two people who did one thing: no side told
    E("okeyle ben bitirdim", absent=("team-pair",)),  # a tile in the comitative is no partner
    E("nazan-cemil 11, sevgi-hoca 14", {"teams": {"sides": [["nazan", "cemil"], ["sevgi", "hoca"]]}}),
    E("ece&hoca vs efe&sevim amca", {"teams": {"sides": [["ece", "hoca"], ["efe", "sevim"]]}}),  # hoca: a player
    E("kimse bitemedi", {"person": {"ref": "q:kimse"}}),
    E("diğer üçü açmadı", {"person": {"ref": "q:digerleri"}}),
    # names the story teaches: a player's verb at a clause's start, an honorific, a join, a list
    E("gönül son taşı okey atıp bitti", {"person": {"ref": "name:gonul"}}),
    E("nevin hanım göstergeyi gösterdi, nevin kaç puanda", {"person": {"ref": "name:nevin", "honorific": "hanim"}}),
    E("ben+şükran teyze / nevzat+gönül", {"teams": {"sides": [["ben", "sukran"], ["nevzat", "gonul"]]}}),
    E("puanlar ali 12 gönül 10 nevzat 8", {"person": {"ref": "name:nevzat"}}),
    E("rakip Nevzat bitti", {"alias": {"ref": "rival", "name": "nevzat"}}),
    E("solumdaki (karşı takım) okeyi atıp bitti", {"person": {"ref": "seat:sol"}, "side": {"team": "them"}}),
    E("karşı takım bitti", absent=("side",)),
    E("ben emre, berk karşımda", {"alias": {"ref": "seat:karsi", "name": "berk"}}),
    E("karşı takımda MertBey açamadı", {"alias": {"ref": "rival", "name": "mertbey"}}),
    E("Kartal61 hiç açamadı", {"person": {"ref": "name:kartal"}}),
    E("ayse_34 açmıştı", {"person": {"ref": "name:ayse"}}),
    E("bu üç rakip kaç yazar", {"person": {"ref": "q:digerleri"}}),
    E("Oya bitti, eşi ece açamadı", {"alias": {"ref": "mate", "name": "ece"}}),
    E("tekin açamadı, eşi deli ece açmıştı", {"alias": {"ref": "mate", "name": "ece"}}),
    E("tekin açamadı, eşi de açmıştı", absent=("alias",)),
    # team names: a word before a pair of players, a plural ablative before a player
    E("(Şahinler Oya-Ece / Kurtlar Mert-Can) kurtlar kaç yazar", {"person": {"ref": "label:kurtlar"}}),
    E("kurtlardan mert açamadı", {"person": {"ref": "name:mert"}}, absent=()),
    E("her biri ne yazar", {"person": {"ref": "q:herkes"}}),
    # the one asked and the one keeping the sheet are no players
    E("kaçar yazıyoz usta", {"vocative": {"word": "usta"}}, absent=("person",)),
    E("2 el oynadık yaz usta, kaç yazarım", {"vocative": {"word": "usta"}}, absent=("person",)),
    E("nesrin yazıyor ama emin olamadı", {"keeper": {"name": "nesrin"}}, absent=("person",)),
    E("nesrin 202 yazıyor", {"person": {"ref": "name:nesrin"}}, absent=("keeper",)),
    E("nesrin kaç yazıyor", absent=("keeper",)),
    E("usta bitti, ben açamadım", {"person": {"ref": "name:usta"}}, absent=("vocative",)),
    # "Topal Şükrü", "Berber Ali": one person; "öbür okeyi": a tile
    E("Kel Nurettin normal bitti, Nurettin'e bak", {"person": {"ref": "name:nurettin"}}),
    E("eşim öbür okeyi attı", {"person": {"ref": "esim"}}),
    E("öbür okeyi attı", absent=("person",)),
    # negatives: ordinary words are no names
    E("sonra elini açtı, elde 12 kaldı", absent=("person",)),
    E("sonunda taşı attı", absent=("person",)),
    E("maç bitti mi", absent=("person",)),
    E("galiba okeydi", absent=("person",)),
    E("abi bi bakın", absent=("person",)),
    E("turda bitti", absent=("person",)),
    # a common word with an ending is no name, even where a player would stand (akana reads it inflected)
    E("kağıdı kim yazacak", absent=("person",)),  # kağıt + accusative
    E("üstüne açmaya çalışıp taşları geri topladı", absent=("person",)),  # an adverb
    E("bu akşam Takımlar belli oldu", absent=("person",)),  # a plural, capital or not
    E("Pazar günü oynadık", absent=("person",)),  # the text's first word: capitalised anyway
    E("Mesai sonrası oynadık", absent=("person",)),
    E("Remzo bitti", {"person": {"ref": "name:remzo"}}),  # a word no lexicon knows still may be a name
    E("Stajyerin elinde 17 kaldı, stajyer açmıştı", {"person": {"ref": "name:stajyer", "case": "gen"}}),
    E("karşı takımdan şefin perindeki okeyi aldı, şef açmıştı", {"alias": {"name": "sef", "case": "gen"}}),
    # an adjective of age or size before a kin word describes that kin player
    E("küçük enişte açamadı", {"person": {"ref": "name:eniste", "case": "nom"}}),
    E("yaşlı dayı bitti", {"person": {"ref": "name:dayi"}}),
    # sitting across each other is one side; "X'le takımız" is the asker and X
    E("ben ve Nesrin karşılıklı oturuyoruz", {"team-pair": {"names": ["ben", "nesrin"]}}),
    E("Nesrin ile ben karşılıklıyız", {"team-pair": {"names": ["nesrin", "ben"]}}),
    E("Nesrin'le karşılıklı oturuyoruz", {"team-pair": {"names": ["ben", "nesrin"]}}),
    E("Nesrin'le takımız", {"team-pair": {"names": ["ben", "nesrin"]}}),
    E("ben Nesrin'le karşılıklı oturuyorum", {"team-pair": {"names": ["nesrin", "ben"]}}),
    E("Nesrin'le okey oynadık", absent=("team-pair",)),
    E("karşılıklı oturuyoruz, Nesrin bitti", absent=("team-pair",)),
    # a two-letter nickname the lexicon knows only as an abbreviation, where only a player stands
    E("kapıdaki amca açmadı, tk çiftten açtı", {"person": {"ref": "name:tk", "case": "nom"}}),
    E("bu el çiftten açtı", absent=("person",)),
    E("ok attı sonra bitti", absent=("person",)),
    # "kendisi": the one the sentence is about (attach resolves it)
    E("enişte şanslıydı, kendisi de okeyle bitti", {"person": {"ref": "kendisi"}}),
    # a participle with a noun of a person: the player it describes
    E("açmamış oyuncu kaç yazar", {"person": {"ref": "desc", "desc": "acmayan"}}),
    E("bitiren adam ne yazar", {"person": {"ref": "desc", "desc": "bitiren"}}),
    E("karşımdaki açmamış", absent=("person-desc",)),
    E("Nesrin (eşim) okeyle bitti", {"alias": {"ref": "esim", "name": "nesrin"}}),
    # a seat word and a name beside it: one player sitting there
    E("solumdaki Nalbant açmadı", {"alias": {"ref": "seat:sol", "name": "nalbant"}}),
    E("karşındaki Terzi'nin elinde 8 kaldı", {"alias": {"ref": "seat:karsi", "name": "terzi", "case": "gen"}}),
    E("sağımızdaki Kör Cemal bitti", {"alias": {"ref": "seat:sag", "name": "cemal"}}),
    E("masa: ben, sağımda Tekin, karşımda Ece", {"alias": {"ref": "seat:sag", "name": "tekin"}}),
    E("masa: ben, solumda deli Tekin, karşımda eşim Ece", {"alias": {"ref": "seat:sol", "name": "tekin"}}),
    E("masa: ben, karşımda eşim kel Ece", {"alias": {"ref": "seat:karsi", "name": "ece"}}),
    E("yanımda oturan Bakkal açtı", {"alias": {"ref": "seat:yan", "name": "bakkal"}}),
    E("Muhtar (solumdaki) açamadı", {"alias": {"ref": "seat:sol", "name": "muhtar"}}),
    E("solumdaki, Cemal'in perindeki okeyi aldı", absent=("alias",)),
    # a number with a possessive is a group; "karşı" after a dative is "against"
    E("üçü kaç yazar", {"person": {"ref": "q:digerleri"}}),
    E("4'ümüz de açtık", {"person": {"ref": "q:herkes"}}),
    E("onlara karşı oynadık", {"against": {}}, absent=("person",)),
    E("bizimkinin elinde 7 kaldı", {"person": {"ref": "name:bizimki", "case": "gen"}}),
    E("Ali işlek attı, sıradaki bendim, aldım", {"person": {"ref": "ben"}}, absent=("alias",)),
    # a seat told by "-ki" (compass or beside me), with or without a head noun, in any case
    E("güneydeki oyuncu okeyle bitti", {"person": {"ref": "seat:guney", "case": "nom"}}),
    E("batıdakine kaç yazılır", {"person": {"ref": "seat:bati", "case": "dat"}}),
    E("doğudaki arkadaşın elinde 4 kaldı", {"person": {"ref": "seat:dogu", "case": "gen"}}),
    E("Levent (doğu) açamadı", {"alias": {"ref": "seat:dogu", "name": "levent"}}),
    E("Hakan'ın eşi kuzeydeki oyuncu açmıştı", {"alias": {"ref": "mate", "key": "seat:kuzey"}}),
    # a player described, not named; a description then its name is that name
    E("sakallı adam okeyi attı", {"person": {"ref": "name:sakalli_adam"}}),
    E("Hollandalı misafirimize kaç yazılır", {"person": {"ref": "name:hollandali_misafir", "case": "dat"}}),
    E("Fransız konuk Pierre bitti", {"person": {"ref": "name:pierre", "described": "name:fransiz_konuk"}}),
    E("küçük çocuk ağlıyor", absent=("person",)),
    E("iki oyuncu açamadı", absent=("person",)),
    # a side named by a colour; "her iki takım" is both sides, no number
    E("yeşil takımdan Okan açtı", {"person": {"ref": "label:yesiller", "case": "abl"}}),
    E("her iki takımın toplamı kaç", {"both": {}}),
)
