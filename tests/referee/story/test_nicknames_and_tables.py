"""A compass word that is a player's nickname, a colour side's pair in parentheses, a table's number with a
glued case, the match's target told as "1000'e oynuyoruz". Stories of our own; numbers from oyna-yazboz
(düz: seven pairs −4 to the others, eşli düz: the other side's column; 101: okey finish ×2, unopened 202)."""
from __future__ import annotations

from referee.story import read
from tests.referee.story.support import verdict


def test_a_compass_word_listed_in_a_side_beside_names_is_a_player():
    story = "eşli düz 20den: ben+Kuzey vs Rıza+Nail. Rıza normal bitti. sonra Kuzey okeyle bitti. skor ne"
    r = read(story, "oyna-esli-duz")
    assert "seat:kuzey" not in r.people and any("Kuzey" in p.aliases or p.name == "Kuzey" for p in r.people.values())
    assert verdict(story, "oyna-esli-duz") == [18, 16]


def test_the_only_compass_word_among_named_players_holds_its_standing():
    story = "düz okey 50den. ben 9dayım, kuzey 14te, Rıza 20de, Nail 25te. Nail 7 çiftle bitti. herkes kaç kaldı"
    assert verdict(story, "oyna-duz") == [5, 10, 16, 25]


def test_a_colour_sides_pair_in_parentheses_and_its_name_in_the_answer():
    story = ("Masa 2 eşli düz okey, 20den başladık. Mavi takım (Rıza ile Nail) 12de, Sarı takım (Cafer ile Tekin) 9da. "
             "Cafer normal bitti. kaç kaç oldu")
    assert verdict(story, "oyna-esli-duz") == [10, 9]


def test_a_glued_table_number_and_a_target_told_with_the_verb():
    assert verdict("turnuva masa 4te karşı takım normal bitti. ben açmıştım elimde 30 kaldı kaç", "turnuva-esli-101") == [30]
    r = read("masa 6, 1000'e oynuyoruz. Rıza 950deydi, Nail normal bitti, Rıza açmamıştı. Rıza kaç oldu", "oyna-101")
    assert r.match_target == 1000


def test_the_asker_who_keeps_the_score_is_no_player():
    story = ("bu el ben oynamadım, skor bende. Rıza normal bitti; Nail açmıştı elinde 12 kaldı, Cafer açamadı, "
             "Tekin açmıştı elinde 5 kaldı. Nail kaç, Cafer kaç")
    assert verdict(story, "oyna-101") == [12, 202]
