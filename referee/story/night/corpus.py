"""Examples the tournament-night rules must read (and must not)."""
from referee.story.rules import Example as E

CORPUS = (
    E("10 kişilik gecede 4. oldum", {"players": {"n": 10}, "rank": {"n": 4, "scope": "night"}}),
    E("okey gecesine gitti 12 kişiydiler, 3. olmuş", {"players": {"n": 12}}),  # told of someone else
    E("gece sonunda 12 kişiden ali 1. çıktı", {"players": {"n": 12}}),
    E("gecede ali 1. çıktı", {"rank": {"n": 1, "scope": "night"}}),
    E("masada 2. oldum", {"rank": {"n": 2, "scope": "table"}}),
    E("sonuncu oldum", {"last": {}}),
    E("16 takım kaydoldu kaç bay", {"entries": {"n": 16}, "ask": {"what": "bay"}}),
    E("sezon puanım kaç", {"ask": {"what": "season"}}),
    E("12 takımla kaç tur sürer", {"entries": {"n": 12}, "ask": {"what": "bracket"}}),
    E("24 takım yazıldı ağaç nasıl olur", {"entries": {"n": 24}, "ask": {"what": "bracket"}}),
    # negatives
    E("2. el rakip bitti", absent=("rank",)),
    E("iki takım kaçta", absent=("entries",)),
    E("kahveye 6 takım taş alacağım tanesi kaç lira", absent=("ask",)),  # "takım" a tile set, no bracket asked
    E("8 kişiyüz", {"players": {"n": 8}}),
)
