"""Examples the remainders rules must read (and must not)."""
from referee.story.rules import Example as E

CORPUS = (
    E("elimde 12 kaldı", {"held": {"who": "ben"}, "left": {"neg": False}}),
    E("elimde k12 m3 bi de bi taş daha kaldı hatırlamıyorum", {"unknown-tile": {}}),
    E("bir taş daha çektim", absent=("unknown-tile",)),
    E("elinde 30 vardı", {"held": {"who": "third"}, "left": {}}),
    E("bende 8 kaldı", {"held": {"who": "ben"}}),
    E("41 sayı kaldı", {"sum-word": {"n": 41}}),
    E("4 taş kaldı", {"count-only": {"n": 4}}),
    E("toplamı 33", {"total": {"n": 33}}),
    E("elimde hiçbir şey kalmadı", {"nothing": {}}),
    E("taşları saymadan topladık", {"uncounted": {}}),
    E("elimde sarı 4 kaldı, bi de bir okey", {"also": {}}),
    E("bende 12 var ayrıca s3", {"also": {}}),
    E("elinde 23lük taş kaldı", {"sum-word": {"n": 23}}, absent=("count-only",)),
    E("elimde 18lik taş var", {"sum-word": {"n": 18}}),
    # negatives: a remainder word in another sense
    E("bir el daha oynadık", absent=("also",)),
    E("1000'e kaç kaldı", absent=("held", "count-only")),
    E("4 taş attım", absent=("count-only",)),
    E("üçlü taş kaldı", absent=("sum-word",)),
    E("önceki elde ben 120'deydim", absent=("held",)),
)
