"""A café desk's names: one surname with two titles is two players, a compass seat before a name is that
player's seat, a surname that folds onto a word of the language is still a name (issue 11, causes 1 and 10).

Stories of our own; numbers worked by hand from esli-101-turnuva: at a normal finish the finisher writes
−101, the partner 0, an opened rival the remainder, an unopened one 202; a failed opening adds 101.
"""
from __future__ import annotations

from referee.story import read
from tests.referee.story.support import ask, verdict


def _scores(story: str, ruleset: str = "turnuva-esli-101") -> dict[str, int]:
    ans = ask(story, ruleset)
    assert ans is not None and ans.calculation["result"] is not None, ans and ans.answer
    return ans.calculation["result"]["scores"]


def test_one_surname_with_two_titles_is_two_players():
    story = ("Tan Bey normal bitti, eşi Tan Hanım açmıştı elinde 5 kaldı. Er Bey açamadı, Uz Hanım açmıştı "
             "elinde 12 kaldı. herkes kaç yazar")
    assert _scores(story) == {"Tan bey": -101, "Tan hanım": 0, "Er": 202, "Uz": 12}


def test_a_surname_that_folds_onto_a_pronoun_is_a_name():
    story = "Er Bey normal bitti, Tan Bey açmıştı 7 kaldı, Şen Hanım açamadı. Şen Hanım kaç yazar"
    assert "name:sen" in read(story, "oyna-101").people
    assert _scores(story, "oyna-101")["Şen"] == 202


def test_a_compass_seat_before_a_name_is_that_players_seat():
    story = ("Kuzey Tan Bey – Güney Tan Hanım, Doğu Er Bey – Batı Uz Hanım. Er Bey normal bitti. Tan Bey "
             "açmıştı, elinde 14 kaldı. Tan Hanım açmaya kalktı, 96'da kaldı, taşlar geri toplandı; sonra da "
             "açamadı. Herkes kaç yazar?")
    assert len(read(story, "turnuva-esli-101").people) == 4
    # Uz Hanım is Er Bey's partner across the table (doğu–batı): 0; Tan Hanım 202 + 101 for the failed opening
    assert _scores(story) == {"Tan bey": 14, "Tan hanım": 303, "Er": -101, "Uz": 0}


def test_a_desks_team_line_with_titles_dashes_and_bars():
    # oyna-esli-duz from 30: Uçar (B) shows the gösterge → A −1; Aksoy (A) okey finish → B −4; Şen (B) normal → A −2
    story = ("Eşli düz, masa 8, 30'dan başladık.\nA takımı: Tekin Bey – Aksoy Hanım | B takımı: Uçar Bey – Şen Hanım\n"
             "1. el: Uçar Bey göstergeyi gösterdi; Aksoy Hanım okeyle bitti.\n2. el: Şen Hanım normal bitti.\n"
             "İki takımın puanı kaç?")
    assert sorted(verdict(story, "oyna-esli-duz")) == [26, 27]


def test_each_sides_standing_told_by_its_pair_between_bars():
    # esli-101-turnuva, normal finish: Tekin 21 + Aksoy 202 = 223 on 500; Uçar −101 + Kaya 0 on 480
    story = ("Turnuva, masa 4. Takımlar: Tekin Bey – Aksoy Hanım | Uçar Bey – Kaya Hanım\n"
             "5 el sonunda: Tekin–Aksoy 500 | Uçar–Kaya 480\n6. el: Uçar Bey normal bitti. Tekin Bey açmıştı, elinde "
             "21 kaldı. Aksoy Hanım açamadı.\nSon toplamlar?")
    assert sorted(verdict(story, "turnuva-esli-101")) == [379, 723]


def test_a_bullet_after_a_titled_team_line_is_no_join():
    story = ("Turnuva, 4. el.\nKuzey Tekin Hanım – Güney Şen Hanım | Doğu Uçar Bey – Batı Kaya Bey\n"
             "- Şen Hanım açamadı.\n- Kaya Bey normal bitti.\n- Tekin Hanım açmıştı, elinde 12 kaldı.\n"
             "- Uçar Bey açmıştı, elinde 30 kaldı.\nHerkesin yazısı?")
    # esli-101-turnuva, normal finish: Şen 202, Tekin 12; Kaya −101, his partner Uçar 0
    assert _scores(story) == {"Tekin": 12, "Şen": 202, "Uçar": 0, "Kaya": -101}


def test_a_surname_told_with_its_title_elsewhere_is_a_name_in_a_standings_list():
    # oyna-101, normal finish: Kaya −101, Tekin 24, Şen unopened 202
    story = ("3 el sonunda: Tekin 300 | Şen 410 | Kaya 200\n4. el: Kaya Bey normal bitti. Tekin Bey açmıştı, 24 kaldı. "
             "Şen Hanım açamadı.\nYeni toplamlar?")
    assert sorted(verdict(story, "oyna-101")) == sorted([324, 612, 99])
