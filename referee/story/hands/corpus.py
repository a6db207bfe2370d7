"""Examples the hands rules must read (and must not): hand markers, points stated before a hand."""
from referee.story.rules import Example as E

CORPUS = (
    E("1. el rakip bitti", {"hand": {"n": 1}}),
    E("ikinci elde açtım", {"hand": {"n": 2}}),
    E("sonraki elde ali bitti", {"hand": {"rel": "next"}}),
    E("5 elden sonra", {"hands-before": {"n": 5}}),
    E("maçımız 9 el", {"match-hands": {"n": 9}}),
    E("40'tan başladık", {"start": {"n": 40}}),
    E("başlangıç 30", {"start": {"n": 30}}),
    E("düz okey 20'lik ilk el ben göstergeyi gösterdim", {"start": {"n": 20}}),
    E("toplamım 640 idi", {"stated": {"n": 640, "person": "1sg"}}),
    E("8 puanım vardı", {"stated": {"n": 8, "person": "1sg"}}),
    E("ben 11'deydim", {"stated": {"n": 11, "person": "1sg"}}),
    E("ben 9 puandaydım", {"stated": {"n": 9}}),
    E("selin 870 taydı", {"stated": {"n": 870}}),
    E("biz 14 onlar 9", {"stated": {"n": 14, "who": "team:us"}}),
    E("puanlar: ece 300, efe 410", {"stated-list": {}}),
    E("2. el 150 yazdım", {"stated-hand": {"n": 150}}),
    E("önceki elde ben 120'deydim", {"prev-hand": {}, "stated": {"n": 120}}),
    E("3 el oynadık: 1) ben bittim 2) ali okey atıp bitti 3) deste bitti", {"hand": {"n": 2}}),
    E("5 el bitti: biz 612, karşı takım 540. 6. el rakip bitti", {"hands-before": {"n": 5}}),
    E("ali (2) bitti", absent=("hand",)),
    E("eşli düz, nazan-cemil 11, sevgi-hoca 14. cemil bitti", {"side-points": {"us": 11, "them": 14}}),
    E("iki takım da 7deydik", {"side-points": {"us": 7, "them": 7}}),
    E("biz (oya+ben) 5, cengiz abi+nuri 8", {"stated": {"n": 8, "who": "team:them"}}),
    E("biz oya+ben, cengiz abi+nuri 8 el oynadı", absent=("stated",)),
    E("iki takım da 3. elde", absent=("side-points",)),
    E("3) ben 7 çiftle bittim (okeysiz) 4) deste bitti", {"hand": {"n": 4}}),
    # a points list with no header word, before the hand is told
    E("4 elden sonra nazan 312, hoca 150, cemil 488, sevgi 97. son el cemil bitti", {"stated-list": {"pairs": 4}}),
    E("nazan 12 cemil 15 idik. cemil bitti", {"stated-list": {"pairs": 2}}),
    E("defter: Nazan 140 Cemil 95 Topal Sevgi 210 ben 60. cemil bitti", {"stated-list": {"pairs": 4}}),
    # negatives: tiles and questions are no stated points
    E("cemil bitti. ben 30, nazan 12, sevgi 5", absent=("stated-list",)),  # what was left
    E("nazan 5 cemil 3 sevgi 7 kaldı, ali bitti", absent=("stated-list",)),
    E("nazan 12 cemil 15 ceza yedi", absent=("stated-list",)),
    E("önceki elden", absent=("hand",)),
    E("gösterge mavi 5'ti", absent=("stated",)),
    E("yeni toplamlar kaç", absent=("stated-list",)),
    E("5 elin sonunda biz 300 onlar 420 idik, 6. el", {"hands-before": {"n": 5}}),
    E("biz 3 el oynadık", absent=("stated",)),
)
