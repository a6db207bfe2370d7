"""Two people told as one side, whatever words each is told with (issue 11, causes 4 and 10).

"ben ile bizim köylü eşiz", "yaşlı olan ve Tirebolulu bir takım", "karşı takım Ordulu ile Görele'den
gelen çocuk": the people rules read each person as one fact, a name or a described player of several
words; two such facts joined by "ile" / "ve" / "+" and closed by a word that says they play together
(:data:`PAIR_TOLD`), or opened by the other side's word ("karşı takım"), are one side. A "+" says it by
itself, whatever the two are called ("ben+görümcem, karşı dayımın oğlu+yeğenim"): the pair with the
asker is ours, a pair after the other side's word theirs, and of two pairs one mine, the other theirs.
The one-word pairs joined by "ile" / "ve" are the teams rules' (:mod:`referee.story.people.teams`).

>>> from referee.story.words import words
>>> from referee.story.reader import facts_of
>>> ws = words("ben ile bizim köylü eşiz, karşı takım Ordulu ile Görele'den gelen çocuk")
>>> told_pairs(facts_of(ws), ws)
[(['ben', 'name:koylu'], None), (['name:ordulu', 'name:gorele_gelen_cocuk'], 'them')]
>>> told_pairs(facts_of(words("ben+teyzemin kızı, karşı Nail+Sevim")), words("ben+teyzemin kızı, karşı Nail+Sevim"))
[(['ben', 'name:teyzeminkizi'], None), (['name:nail', 'name:sevim'], 'them')]
"""
from __future__ import annotations

from referee.story.rules import Fact
from referee.story.words import Words

#: Words after a pair that say the two play together ("eşiz", "bir takım", "karşılıklıyız").
PAIR_TOLD = ("takim", "takimiz", "takimdi", "takimdik", "takimdayiz", "takimdaydik", "esiz", "esiyiz", "esleriz",
             "ortagiz", "eslerdi", "esti", "karsilikli", "karsilikliyiz", "karsilikliydik")
_JOIN = ("ile", "ve", "+")
#: Words before the other side's word when it opens a phrase ("…, karşı X+Y"), not "X+Y karşı Z+W" (versus).
_OPENS = ("", ",", ".", ":", ";", "ve", "(")
_OTHER_SIDE = ("karsi", "rakip", "karsida", "karsimizda", "rakipler", "onlar")


def told_pairs(facts: list[Fact], ws: Words) -> list[tuple[list[str], str | None]]:
    """([ref, ref], "them" | None) for each pair of person facts told as one side (see the module doc)."""
    people = sorted((f for f in facts if f.dim == "people" and f.kind == "person" and f.value.get("case") == "nom"
                     and str(f.value.get("ref", "")).startswith(("name:", "ben"))), key=lambda f: f.start)
    out: list[tuple[list[str], str | None]] = []
    plus: list[tuple[list[str], str | None]] = []
    for a, b in zip(people, people[1:]):
        if b.start != a.end + 1 or ws.at(a.end) not in _JOIN:
            continue
        refs = [a.value["ref"], b.value["ref"]]
        if refs[0] == refs[1]:
            continue
        before = ws.at(a.start - 1), ws.at(a.start - 2)
        other = before[0] in _OTHER_SIDE or before[0] in ("takim", "taraf") and before[1] in _OTHER_SIDE
        if ws.at(a.end) == "+":  # "ben+görümcem, karşı amcamın oğlu+yeğenim": a "+" joins one side
            opens = ws.at(a.start - (2 if before[0] in _OTHER_SIDE else 3)) in _OPENS  # "Ayla-Bora karşı Cem-Deniz": versus
            plus.append((refs, "them" if other and opens and "ben" not in refs else None))
            continue
        if a.end - a.start + b.end - b.start < 3:
            continue  # one-word pairs joined by "ile" / "ve" are the teams rules'
        after = ws.at(b.end + (ws.at(b.end) == "bir"))
        if after in PAIR_TOLD:
            out.append((refs, None))
        elif other and before[0] not in _OTHER_SIDE and "ben" not in refs:
            out.append((refs, "them"))
    if len(plus) == 2 and sum("ben" in refs for refs, _ in plus) == 1:
        plus = [(refs, None if "ben" in refs else "them") for refs, _ in plus]  # two sides, one mine: the other theirs
    return out + [(refs, side) for refs, side in plus if side == "them" or "ben" in refs]


__all__ = ["PAIR_TOLD", "told_pairs"]
