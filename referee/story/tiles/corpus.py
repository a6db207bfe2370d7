"""Examples the tiles rules must read (and must not): every notation a thumb types."""
from referee.story.rules import Example as E

CORPUS = (
    E("elimde kırmızı 1 (gerçek okey) ve mavi 10 kaldı", {"okey-note": {}, "tile": {"colour": "mavi", "number": 10}}),
    E("elimde 20 ve (okey) kaldı", absent=("okey-note",)),
    E("elimde k7 kaldı", {"tile": {"colour": "kırmızı", "number": 7}}),
    E("elimde iki tane m4 kaldı", {"tiles": {"tiles": [{"colour": "mavi", "number": 4}] * 2}}),
    E("bende 2 tane okey var", {"okey": {"count": 2}}),
    E("düz okey 7 çift bitti", absent=("okey-is",)),
    E("okey 7 elimde", {"okey-is": {"number": 7}}),
    E("m10 ile sy3 kaldı", {"tile": {"colour": "mavi", "number": 10}}),
    E("sarı2 vardı elimde", {"tile": {"colour": "sarı", "number": 2}}),
    E("elimde mavi on iki kaldı", {"tile": {"colour": "mavi", "number": 12}}),
    E("kırmızı yedili kaldı", {"tile": {"colour": "kırmızı", "number": 7}}),
    E("siyah 5 ile 6 kaldı", {"tiles": {"tiles": [{"colour": "siyah", "number": 5}, {"colour": "siyah", "number": 6}]}}),
    E("s13'ü unuttum", {"tile": {"colour": "s", "number": 13}}),
    E("elimde iki tane mavi 4 kaldı", {"tiles": {"tiles": [{"colour": "mavi", "number": 4}] * 2}}),
    E("okey sarı 12", {"okey-is": {"colour": "sarı", "number": 12, "via": "okey"}}),
    E("okey m3 idi", {"okey-is": {"colour": "mavi", "number": 3, "via": "okey"}}),
    E("gösterge k13", {"okey-is": {"colour": "kırmızı", "number": 1, "via": "gosterge"}}),
    E("gösterge siyah 8'di", {"okey-is": {"colour": "siyah", "number": 9, "via": "gosterge"}}),
    E("gösterge mavi on üçtü", {"okey-is": {"colour": "mavi", "number": 1, "via": "gosterge"}}),
    E("okey olan taş sarı 6", {"okey-is": {"colour": "sarı", "number": 6}}),
    E("elimde bir okey (9) kaldı", {"okey-is": {"number": 9}}),
    E("elimde 2 okey kaldı", {"okey": {"count": 2}}),
    E("bi de sahte okey vardı", {"sahte": {"count": 1}}),
    E("gösterge neydi hatırlamıyorum", {"okey-unknown": {}}),
    E("elimde üç taş kaldı, biri okeydi", {"okey-among": {}}),
    # a legend the player typed defines the letters; "+" joins tiles; counts inside a tile phrase
    E("bende b4 kaldı (b=mavi, y=sarı)", {"tile": {"colour": "mavi", "number": 4}}),
    E("elimde k9 kaldı (k=siyah, r=kırmızı)", {"tile": {"colour": "siyah", "number": 9}}),
    E("okey y8di (y=sari)", {"okey-is": {"colour": "sarı", "number": 8, "via": "okey"}}),
    E("elimde okey + m3 kaldı", {"okey": {"count": 1}, "tile": {"colour": "mavi", "number": 3}}),
    E("elimde iki siyah 11 kaldı", {"tiles": {"tiles": [{"colour": "siyah", "number": 11}] * 2}}),
    E("elimde bir tane sarı 6 kaldı", {"tiles": {"tiles": [{"colour": "sarı", "number": 6}]}}),
    E("bende iki tane sahte okey var", {"sahte": {"count": 2}}),
    E("yerde mavi 9-10-11 duruyordu", {"tiles": {"tiles": [{"colour": "mavi", "number": k} for k in (9, 10, 11)]}}),
    E("masada siyah 4 5 6 7 serisi vardı", {"tiles": {"tiles": [{"colour": "siyah", "number": k} for k in (4, 5, 6, 7)]}}),
    E("elimde sarı 8 2 5 kaldı", absent=("tiles",)),  # not a run: one tile and two numbers, as before
    E("mavi 3-5-9", absent=("tiles",)),
    E("elimde r5 kaldı", absent=("tile",)),  # no legend: "r" is no letter of ours
    E("cem işlek attı, sıradaki aldı. taş sarı 3'tü", {"tile-number": {"n": 3}}),
    E("cem bitti, son taş sarı 3'tü", absent=("tile-number",)),
    E("taş sarı 3'tü, cem attı", absent=("tile-number",)),  # no işlek before it
    E("9+8 kaldı elimde", absent=("tile", "okey")),
    E("2 kırmızı taş kaldı", absent=("tiles", "tile")),
    # negatives: numbers that are not tiles, words that are not colours
    E("elimde 41 kaldı", absent=("tile", "okey-is")),
    E("kırmızı kart gördü", absent=("tile",)),
    E("3 kez işlek attım", absent=("tile",)),
    E("okey değildi son taş", absent=("okey",)),
    E("okeyle bitti", absent=("okey", "okey-among")),
)
