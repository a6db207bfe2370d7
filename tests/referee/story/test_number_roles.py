"""Numbers by role (issue 11): an ordinal or a count of something that is no one's points changes no
score and is let go; a number that could be points and that no reader took still asks. Examples of
our own (names, numbers and words not from any round)."""
from __future__ import annotations

from referee.story import read
from referee.story.leftovers.roles import number_role
from referee.story.words import words


def _unread(text: str, ruleset: str = "oyna-101") -> list[str]:
    return [f.value["word"] for f in read(text, ruleset).unread]


def test_an_ordinal_typed_in_words_stays_an_ordinal_before_any_noun():
    ws = words("ilk oynayan Selim, ikinci halam, üçüncü Nevin")
    assert [(w.text, w.ordinal) for w in ws if w.num is not None] == [("2.", True), ("3.", True)]
    assert "." not in [w.text for w in ws]  # no full stop made of the ordinal's dot
    typed = words("cem 4. deste bitti")  # a typed "4." before no ordinal noun is 4 and a full stop
    assert typed[1].num == 4 and not typed[1].ordinal and typed[2].text == "."


def test_roles_of_numbers_that_are_no_points():
    ws = words("dördüncü masada iki olay yaşandı")
    assert [number_role(w, ws, set(), 1) for w in ws if w.num is not None] == ["masanın sırası", "olay sayısı"]
    ws = words("altıncı elimizde Tuna bitti")
    assert number_role(ws[0], ws, set(), 1) == "elin sırası"
    assert number_role(ws[0], ws, set(), 3) is None  # several hands told: which one it is matters


def test_a_seat_ordinal_needs_a_person_or_a_seat_word():
    ws = words("ikinci oturan Tuna")
    assert number_role(ws[0], ws, set(), 1) == "oturuş sırası"
    ws = words("ikinci taş")
    assert number_role(ws[0], ws, set(), 1) is None


def test_a_count_is_no_count_of_events_when_it_is_what_is_left():
    ws = words("elimde iki şey kaldı")
    assert number_role(ws[1], ws, set(), 1) is None


def test_seat_order_and_hand_ordinal_stories_are_computed():
    story = "düz okey 40tan başladık, ilk oynayan Tuna göstergeyi gösterdi, ikinci Selim üçüncü Nevin, en son ben normal bittim, kim kaç"
    assert _unread(story, "oyna-duz") == []
    assert _unread("maçımızın yedinci elinde rakip normal bitti açtım elimde 14 kaldı kaç yazarım") == []


def test_points_beside_an_ordinal_still_block():
    assert "515" in _unread("ikinci masada rakip normal bitti açtım elimde 14 kaldı, Tuna 515 kaç yazarım")


def test_a_count_of_people_stands_for_exactly_that_many_named_before_it():
    r = read("Tuna normal bitti. Kemalin elinde 17 kaldı, Sevginin elinde 8 kaldı (ikisi de açmıştı). ikisi kaç yazar",
             "oyna-101")
    assert r.unread == []
    opened = {k for h in r.hands for k, p in h.players.items() if p.opened}
    assert {"name:kemal", "name:sevgi"} <= opened
    # three named before it: whom "ikisi" counts is not told — the guard asks, no opening is invented
    r = read("Tuna normal bitti. Kemalin elinde 17, Sevginin elinde 8, Okanın elinde 5 kaldı (ikisi de açmıştı). "
             "Okan kaç yazar", "oyna-101")
    assert any(f.value["kind"] == "kişi" for f in r.unread)


def test_a_polite_request_asks_for_what_stands_before_it():
    r = read("Tuna normal bitti, Selim açmıştı elinde 17 kaldı, Nevin ve Okan açamadı. Lütfen dördümüzün puanını "
             "hesaplar mısınız", "oyna-101")
    assert "*" in r.question.targets


def _hand_player(text: str, key: str):
    return read(text, "oyna-101").hands[0].players[key]


def test_a_sum_then_its_tiles_is_one_remainder():
    p = _hand_player("Tuna normal bitti. Kemal açmıştı, elinde 11 kalmış: mavi 5 ile kırmızı 6. Kemal kaç yazar", "name:kemal")
    assert sum(p.sums) + sum(n for _, n in p.tiles) == 11
    # tiles that do not add up to the sum, or told with "bi de", are more of the remainder
    p = _hand_player("Tuna normal bitti. Kemal açmıştı, elinde 11 kalmış, bi de mavi 5. Kemal kaç yazar", "name:kemal")
    assert sum(p.sums) + sum(n for _, n in p.tiles) == 16


def test_standings_in_number_words_reach_the_standings_reader():
    from referee.text.numbers import words_to_digits

    assert words_to_digits("ikiyuz ellide".split()) == ["250'de"]  # "ikiyüz" is 200, not "we are two"
    r = read("Sevgi ikiyüz otuzdu Kemal dört yüz on. Kemal normal bitti, Sevgi açmıştı elinde 20 kaldı. yeni toplamlar",
             "oyna-101")
    assert r.unread == [] and r.before == {"name:sevgi": 230, "name:kemal": 410}


def test_the_match_target_of_1000_is_let_go_and_another_target_is_not():
    assert "1000" not in _unread("Hedef 1000. El öncesi: Nesrin 310, Oğuz 540, Pelin 90, Sami 725. "
                                 "Pelin normal bitti, Oğuz ile Sami açamadı, Nesrin açmıştı elinde 8 kaldı.")
    assert "1000'e" not in _unread("1000'e kadar oynuyoruz, ben 880deydim, Derya bitti ben açamadım")
    ws = words("hedefimiz 1000 puan, maç 1000 puana kadar, hedef 750")
    assert [number_role(w, ws, set(), 1) for w in ws if w.num is not None] == ["maçın hedefi", "maçın hedefi", None]
    ws = words("elimde 1000 kaldı")  # a 1000 that no target word tells is no target
    assert number_role(ws[1], ws, set(), 1) is None


def test_an_asked_doubling_is_no_number_of_the_hand():
    from tests.referee.story.support import verdict

    # a doubling the writer asks about is no points (the ruleset decides what doubles)
    story = "rakip normal bitti, çiftten açtım elimde 9 kaldı, çift açtım diye 2 kat mı yazılıyor"
    assert verdict(story, "oyna-101") == [18]


def test_the_points_after_a_side_of_two_are_the_sides_not_its_second_players():
    story = "eşli turnuva. El öncesi Sevim-Nail 300, Tülin-Cemo 250. Nail normal bitti. Tülin açmıştı elinde 10 " \
            "kaldı, Cemo açmıştı elinde 5 kaldı. toplamlar ne"
    r = read(story, "turnuva-esli-101")
    assert "name:nail" not in r.before and "name:cemo" not in r.before
    assert not any(p.name == "Öncesi" for p in r.people.values())
