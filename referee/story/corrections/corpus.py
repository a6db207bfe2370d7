"""Examples the corrections rules must read (and must not)."""
from referee.story.rules import Example as E

CORPUS = (
    E("elde 7 8 9 değil pardon 7 ile 9 kaldı", {"list-fix": {"old": [1, 2, 3], "new": [6, 8]}}),
    E("elde 23 değil 32 kaldı", absent=("list-fix",)),
    E("elimde 12 12 kaldı yok 12 10", {"list-fix": {"old": [1, 2], "new": [5, 6]}}),  # a list told again after "yok"
    E("elimde 12 kaldı yok 10", absent=("list-fix",)),  # one number: "pardon 17"
    E("elimde 18 değil 21 kaldı", {"number": {}}),
    E("yok yok 9 değil 12", {"number": {}}),
    E("7'deydim pardon 9'daydım", {"number": {}}),
    E("elimde 8 kaldı... yok yanlış dedim 9 kaldı", {"number": {"old": 1}}),
    E("elimde 48 kaldı, yok dur yeniden saydım 44", {"number": {"old": 1}}),
    E("ben 17deydim pardon 17 değil 71", {"number": {"old": 3, "new": 5}}),
    E("elimde 48 kaldı. tekrar saydım 44", {"number": {"old": 1}}),
    E("elimde 8 kaldı. yanlış yazdım 9", {"number": {}}),
    E("okey değil sahte okeymiş", {"sahte": {}}, absent=("tile-fix",)),
    E("elimde s3 k12 kaldı yok k12 değil m12 imiş", {"tile-fix": {}}),
    E("sarı 5 değil", absent=("tile-fix", "number")),
    E("elinde 104 kaldı (140 değil 104)", {"number": {}}),  # a repeat: nothing to rewrite (see test_causes)
    # a correction naming whose number: the number told after that word earlier takes the new one
    E("ali 233, can 95. düzeltme: can 59", {"number": {"old": 4, "new": 9}}),
    E("ali 233, can 95. yanlış yazdım can 59", {"number": {"old": 4}}),
    E("ali 233, can 95. pardon can 59", {"number": {"old": 4}}),
    E("can 95 değil de 59", {"number": {"old": 1}}),
    E("ali 233. düzeltme: can 59", absent=("number",)),  # can told nowhere before: nothing to correct
    # a number told again to confirm it is spent, never a second number
    E("elinde 104 kaldı (evet 104)", {"confirm": {"n": 5}}),
    E("elimde 37 kaldı, evet yanlış duymadın 37", {"confirm": {}}),
    E("elinde 64 kaldı (64!!)", {"confirm": {}}),
    E("elimde 12 kaldı aynen 12", {"confirm": {}}),
    E("elinde 20 kaldı (vallahi 20 ya)", {"confirm": {}}),
    E("elinde 20 kaldı (evet 30)", absent=("confirm",)),
    E("elimde k12 m3 (15) kaldı", {"confirm": {}}),  # the tiles' sum, told again
    E("elinde mavi 4 ve sarı 5 (9) kaldı", {"confirm": {}}),
    E("elimde k12 m3 (20) kaldı", absent=("confirm",)),  # another number: not a repeat
    E("elinde 20 kaldı (20 de bende kaldı)", absent=("confirm",)),  # the aside tells a hand of its own
    E("elimde k3 sarı 8 kaldı yok yok sarı 8 değil sarı 9", {"named-tile-fix": {}}, absent=("number",)),
    E("elimde sarı 8 değil mavi 8 kaldı", {"named-tile-fix": {}}),
    E("sarı 8 değil sarı 8", absent=("named-tile-fix",)),
    # a tile list corrected: a list replaces the whole list, one tile replaces one (tiles.py)
    E("elimde k4 k4 yok pardon k4 ile m8 kaldı", {"tile-list-fix": {}}),
    E("sarı 3 ile sarı 9 kaldı yok sarı 6 imiş", {"tile-list-fix": {}}),
    E("elde m5 m6 m7 değil sadece m5 m6 kaldı", {"tile-list-fix": {}}),
    E("elimde k2 k9 değil k3 k8 kaldı", {"tile-list-fix": {}}, absent=("tile-fix",)),
    E("elimde iki tane m6 yok pardon m6 ile s2 kaldı", {"tile-list-fix": {}}),
    E("elimde k5 m11 kaldı pardon s2", {"tile-fix-unsure": {}}, absent=("tile-list-fix",)),
    E("elinde kırmızı 13, kırmızı 12 — pardon, düzeltiyorum: kırmızı 11 — ve siyah 2", {"tile-list-fix": {}}),
    E("elimde k7 m10 kaldı pardon m10 değil m1 imiş", {"tile-fix": {}}, absent=("tile-list-fix",)),
    E("okey yok elimde, pardon m3 var", absent=("tile-list-fix", "tile-fix-unsure")),
    # negatives: a plain negation corrects nothing
    E("son taş okey değildi", absent=("number", "sahte")),
    E("işlek değildi", absent=("number",)),
)
