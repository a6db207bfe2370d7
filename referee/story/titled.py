"""A title used alone for someone told with it: "Gülsüm yenge açmıştı … yengeye kaç" (issue 11, people).

Turkish calls a relative or an elder by name and title ("Rıfat dayı", "Gülsüm yenge", "Ayşe abla") and
then, often, by the title alone ("dayıya kaç yazılır", "yenge ne yazar", "ablanın eli"). The title
alone is no fifth player: when exactly one told person carries that title right after their name, the
title is that person — merged into them, with whatever the story tells of the title alone ("Emine yenge
bir takım … yenge okeyle bitti": Emine finished; the question's mention follows), said in ``r.assumed``.
Two people with the same title, or a title and its carrier each told with facts of their own, leave the
reading as it is (the planner asks).

>>> from referee.story import read
>>> r = read("101: Gülsüm yenge açmıştı elinde 19 kaldı, Rıfat dayı normal bitti. yengeye kaç", "oyna-101")
>>> sorted(r.people), r.question.targets
(['name:gulsum', 'name:rifat'], ['name:gulsum'])
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


def _told(r: Reading, key: str) -> bool:
    return key in r.before or any(told_of(key, h) for h in r.hands)


def title_aliases(r: Reading, ws: Words) -> list[tuple[str, str]]:
    """Merge each title-only person into the one told person who carries the title; (merged, into) pairs."""
    merged = []
    pairs = {(ws.at(i), ws.at(i + 1)) for i in range(len(ws))}
    for key in [k for k in r.people if k.startswith("name:") and k[5:] in HONORIFICS]:
        carriers = _carriers(r, pairs, key[5:])
        if len(carriers) != 1 or _told(r, key) and _told(r, carriers[0]):
            continue  # two carriers, or both told of: which one is meant stays open
        into = carriers[0]
        gone_name = r.people[key].name
        merge(r, key, into)  # "Emine yenge … yenge okeyle bitti": the title's deeds are Emine's
        r.assumed.append(f"“{gone_name}” dediğin {r.people[into].name} diye hesapladım; değilse söyle.")
        merged.append((key, into))
    return merged


__all__ = ["title_aliases"]
