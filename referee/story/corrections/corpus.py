"""Examples the corrections rules must read (and must not)."""
from referee.story.rules import Example as E

CORPUS = (
    E("elde 7 8 9 değil pardon 7 ile 9 kaldı", {"list-fix": {"old": [1, 2, 3], "new": [6, 8]}}),
    E("elde 23 değil 32 kaldı", absent=("list-fix",)),
    E("elimde 18 değil 21 kaldı", {"number": {}}),
    E("yok yok 9 değil 12", {"number": {}}),
    E("7'deydim pardon 9'daydım", {"number": {}}),
    E("okey değil sahte okeymiş", {"sahte": {}}, absent=("tile-fix",)),
    E("elimde s3 k12 kaldı yok k12 değil m12 imiş", {"tile-fix": {}}),
    E("sarı 5 değil", absent=("tile-fix", "number")),
    E("elinde 104 kaldı (140 değil 104)", {"number": {}}),  # a repeat: nothing to rewrite (see test_causes)
    E("elimde k3 sarı 8 kaldı yok yok sarı 8 değil sarı 9", {"named-tile-fix": {}}, absent=("number",)),
    E("elimde sarı 8 değil mavi 8 kaldı", {"named-tile-fix": {}}),
    E("sarı 8 değil sarı 8", absent=("named-tile-fix",)),
    # negatives: a plain negation corrects nothing
    E("son taş okey değildi", absent=("number", "sahte")),
    E("işlek değildi", absent=("number",)),
)
