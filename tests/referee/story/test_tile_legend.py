"""A legend typed in the story defines the tile letters (issue 11, tiles): our own wording."""
from referee.story.reader import read
from referee.story.tiles.legend import apply, legend


def _tiles(text: str, who: str = "ben") -> list:
    r = read(text, "oyna-101")
    return [t for h in r.hands for k, p in h.players.items() if k == who for t in p.tiles]


def test_legend_letters_follow_the_legend():
    assert legend("(r=kırmızı, b=mavi, y=sarı, k=siyah)") == {"r": "k", "b": "m", "y": "sr", "k": "sy"}
    assert legend("k: siyah diye yazdım") == {}  # a colon counts only inside a bracket of entries
    assert legend("(k: siyah)") == {"k": "sy"}


def test_k_is_siyah_under_a_legend_and_kirmizi_without():
    assert _tiles("ben açmıştım elimde k6 ile b2 kaldı (k=siyah, b=mavi)") == [("siyah", 6), ("mavi", 2)]
    assert _tiles("ben açmıştım elimde k6 kaldı") == [("kırmızı", 6)]


def test_plus_joined_tiles_keep_every_tile():
    assert apply("okey + k3 + m11") == "okey ve k3 ve m11"
    assert apply("9+8 kaldı") == "9+8 kaldı"  # a sum, not tiles
    assert apply("ali+veli") == "ali+veli"  # a team
    r = read("ben açmıştım elimde okey + y2 + b7 kaldı (y=sarı b=mavi)", "oyna-101")
    p = r.hands[0].players["ben"]
    assert (p.okeys, sorted(p.tiles)) == (1, [("mavi", 7), ("sarı", 2)])


def test_legend_never_raises_and_invents_nothing():
    for text in ("", "(", "(r=)", "r=kırmızı", "(x=mavi) 14 kaldı", "k=siyah k=mavi m5"):
        out = apply(text)
        assert isinstance(out, str)
        assert [c for c in out if c.isdigit()] == [c for c in text if c.isdigit()]


def test_a_hyphened_run_on_the_table_judges_the_discard():
    r = read("cem normal bitti. selin el ortasında kırmızı 9 atmıştı, yerde kırmızı 10-11-12 duruyordu", "oyna-101")
    h = r.hands[0]
    assert h.table == [[("kırmızı", 10), ("kırmızı", 11), ("kırmızı", 12)]]
    assert h.discards == [("name:selin", ("kırmızı", 9))]


def test_a_counter_is_no_player():
    r = read("ben açmıştım, elimde mavi 2 ile bir tane sarı 8 kaldı. ali normal bitti", "oyna-101")
    assert sorted(r.people) == ["ben", "name:ali"]
    assert sorted(r.hands[0].players["ben"].tiles) == [("mavi", 2), ("sarı", 8)]
