"""A title used alone for someone told with it: "Gülsüm yenge açmıştı … yengeye kaç" (issue 11, people).

Turkish calls a relative or an elder by name and title ("Rıfat dayı", "Gülsüm yenge", "Ayşe abla") and
then, often, by the title alone ("dayıya kaç yazılır", "yenge ne yazar", "ablanın eli") or by the kin
word of mine built on it ("Temel Dayı … dayım ne yazar"). The title alone is no fifth player: when exactly
one told person carries that title right after their name, the
title is that person — merged into them, with whatever the story tells of the title alone ("Emine yenge
bir takım … yenge okeyle bitti": Emine finished; the question's mention follows), said in ``r.assumed``.
Two people with the same title, or a title and its carrier both told of in one place (both a standing, or
both in one hand), leave the reading as it is (the planner asks).

>>> from referee.story import read
>>> r = read("101: Gülsüm yenge açmıştı elinde 19 kaldı, Rıfat dayı normal bitti. yengeye kaç", "oyna-101")
>>> sorted(r.people), r.question.targets
(['name:gulsum', 'name:rifat'], ['name:gulsum'])
>>> r = read("Nuri Dayı 300deydi. Nuri Dayı bitti, Sevim açmıştı elinde 9 kaldı, ben açamadım. dayım kaç oldu", "oyna-101")
>>> sorted(r.people), r.question.targets
(['ben', 'name:nuri', 'name:sevim'], ['name:nuri'])
"""
from __future__ import annotations

from referee.story.asker import told_of
from referee.story.people.recount import merge
from referee.story.lexicon import HONORIFICS
from referee.story.reading import Reading
from referee.story.words import Words


def _carriers(r: Reading, pairs: set[tuple[str, str]], title: str) -> list[str]:
    """Told people whose name is written right before ``title`` somewhere in the story (``pairs``: the
    story's neighbouring words), in any case ("Hasan dayıyla": the mention's honorific)."""
    out = []
    for k, p in r.people.items():
        if not k.startswith("name:") or k == f"name:{title}":
            continue
        if any((n, title) in pairs for n in (k[5:], *(a.lower() for a in p.aliases))) or any(
                f.dim == "people" and f.value.get("ref") == k and str(f.value.get("honorific", "")).startswith(title)
                for f in r.facts):
            out.append(k)
    return out


def _clash(r: Reading, a: str, b: str) -> bool:
    """Both are told of in the same place — both a standing before the hands, or both in one hand — so they
    may be two people ("Temel Dayı 415teydi … Dayı açmıştı": a standing and a deed, one person)."""
    return a in r.before and b in r.before or any(told_of(a, h) and told_of(b, h) for h in r.hands)


def _title(name: str) -> str | None:
    """The title a person key's name is: "dayi", or a kin word of mine built on it ("dayım", "teyzem", "ablam")."""
    if name in HONORIFICS:
        return name
    return name[:-1] if name.endswith("m") and name[:-1] in HONORIFICS else None


def title_aliases(r: Reading, ws: Words) -> list[tuple[str, str]]:
    """Merge each title-only person into the one told person who carries the title; (merged, into) pairs."""
    merged = []
    pairs = {(ws.at(i), ws.at(i + 1)) for i in range(len(ws))}
    for key in [k for k in r.people if k.startswith("name:") and _title(k[5:])]:
        carriers = _carriers(r, pairs, _title(key[5:]))
        if len(carriers) != 1 or _clash(r, key, carriers[0]):
            continue  # two carriers, or both told of in one place: which one is meant stays open
        into = carriers[0]
        gone_name = r.people[key].name
        merge(r, key, into)  # "Emine yenge … yenge okeyle bitti": the title's deeds are Emine's
        r.assumed.append(f"“{gone_name}” dediğin {r.people[into].name} diye hesapladım; değilse söyle.")
        merged.append((key, into))
    return merged


__all__ = ["title_aliases"]
