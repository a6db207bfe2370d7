"""Two people told as one side, whatever words each is told with (issue 11, causes 4 and 10).

"ben ile bizim köylü eşiz", "yaşlı olan ve Tirebolulu bir takım", "karşı takım Ordulu ile Görele'den
gelen çocuk": the people rules read each person as one fact, a name or a described player of several
words; two such facts joined by "ile" / "ve" / "+" and closed by a word that says they play together
(:data:`PAIR_TOLD`), or opened by the other side's word ("karşı takım"), are one side. The one-word
pairs are the teams rules' (:mod:`referee.story.people.teams`); this reads the pairs they cannot.

>>> from referee.story.words import words
>>> from referee.story.reader import facts_of
>>> ws = words("ben ile bizim köylü eşiz, karşı takım Ordulu ile Görele'den gelen çocuk")
>>> told_pairs(facts_of(ws), ws)
[(['ben', 'name:koylu'], None), (['name:ordulu', 'name:gorele_gelen_cocuk'], 'them')]
"""
from __future__ import annotations

from referee.story.rules import Fact
from referee.story.words import Words

#: Words after a pair that say the two play together ("eşiz", "bir takım", "karşılıklıyız").
PAIR_TOLD = ("takim", "takimiz", "takimdi", "takimdik", "takimdayiz", "takimdaydik", "esiz", "esiyiz", "esleriz",
             "ortagiz", "eslerdi", "esti", "karsilikli", "karsilikliyiz", "karsilikliydik")
_JOIN = ("ile", "ve", "+")
_OTHER_SIDE = ("karsi", "rakip")


def told_pairs(facts: list[Fact], ws: Words) -> list[tuple[list[str], str | None]]:
    """([ref, ref], "them" | None) for each pair of person facts told as one side (see the module doc)."""
    people = sorted((f for f in facts if f.dim == "people" and f.kind == "person" and f.value.get("case") == "nom"
                     and str(f.value.get("ref", "")).startswith(("name:", "ben"))), key=lambda f: f.start)
    out: list[tuple[list[str], str | None]] = []
    for a, b in zip(people, people[1:]):
        if b.start != a.end + 1 or ws.at(a.end) not in _JOIN or a.end - a.start + b.end - b.start < 3:
            continue  # one-word pairs are the teams rules'
        refs = [a.value["ref"], b.value["ref"]]
        if refs[0] == refs[1]:
            continue
        after = ws.at(b.end + (ws.at(b.end) == "bir"))
        before = ws.at(a.start - 1), ws.at(a.start - 2)
        if after in PAIR_TOLD:
            out.append((refs, None))
        elif before[0] in ("takim", "taraf") and before[1] in _OTHER_SIDE and "ben" not in refs:
            out.append((refs, "them"))
    return out


__all__ = ["PAIR_TOLD", "told_pairs"]
