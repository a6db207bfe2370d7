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
    E("toplamım 640 idi", {"stated": {"n": 640, "person": "1sg"}}),
    E("8 puanım vardı", {"stated": {"n": 8, "person": "1sg"}}),
    E("ben 11'deydim", {"stated": {"n": 11, "person": "1sg"}}),
    E("ben 9 puandaydım", {"stated": {"n": 9}}),
    E("selin 870 taydı", {"stated": {"n": 870}}),
    E("biz 14 onlar 9", {"stated": {"n": 14, "who": "team:us"}}),
    E("puanlar: ece 300, efe 410", {"stated-list": {}}),
    E("2. el 150 yazdım", {"stated-hand": {"n": 150}}),
    E("önceki elde ben 120'deydim", {"prev-hand": {}, "stated": {"n": 120}}),
    # negatives: tiles and questions are no stated points
    E("önceki elden", absent=("hand",)),
    E("gösterge mavi 5'ti", absent=("stated",)),
    E("yeni toplamlar kaç", absent=("stated-list",)),
    E("5 elin sonunda biz 300 onlar 420 idik, 6. el", {"hands-before": {"n": 5}}),
    E("biz 3 el oynadık", absent=("stated",)),
)
