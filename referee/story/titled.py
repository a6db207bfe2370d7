"""A title used alone for someone told with it: "Gülsüm yenge açmıştı … yengeye kaç" (issue 11, people).

Turkish calls a relative or an elder by name and title ("Rıfat dayı", "Gülsüm yenge", "Ayşe abla") and
then, often, by the title alone ("dayıya kaç yazılır", "yenge ne yazar", "ablanın eli"). The title
alone is no fifth player: when exactly one told person carries that title right after their name and
the story tells nothing of the title-person itself, the title is that person — merged into them (the
question's mention follows) and said in ``r.assumed``. Two people with the same title, or a title told
with its own facts, leave the reading as it is (the planner asks).

>>> from referee.story import read
>>> r = read("101: Gülsüm yenge açmıştı elinde 19 kaldı, Rıfat dayı normal bitti. yengeye kaç", "oyna-101")
>>> sorted(r.people), r.question.targets
(['name:gulsum', 'name:rifat'], ['name:gulsum'])
"""
from __future__ import annotations

from referee.story.asker import told_of
from referee.story.lexicon import HONORIFICS
from referee.story.reading import Reading
from referee.story.words import Words


def _carriers(r: Reading, pairs: set[tuple[str, str]], title: str) -> list[str]:
    """Told people whose name is written right before ``title`` somewhere in the story (``pairs``: the
    story's neighbouring words)."""
    out = []
    for k, p in r.people.items():
        if not k.startswith("name:") or k == f"name:{title}":
            continue
        if any((n, title) in pairs for n in (k[5:], *(a.lower() for a in p.aliases))):
            out.append(k)
    return out


def title_aliases(r: Reading, ws: Words) -> list[tuple[str, str]]:
    """Merge each title-only person into the one told person who carries the title; (merged, into) pairs."""
    merged = []
    pairs = {(ws.at(i), ws.at(i + 1)) for i in range(len(ws))}
    for key in [k for k in r.people if k.startswith("name:") and k[5:] in HONORIFICS]:
        if key in r.before or any(told_of(key, h) for h in r.hands):
            continue
        carriers = _carriers(r, pairs, key[5:])
        if len(carriers) != 1:
            continue
        into = carriers[0]
        gone = r.people.pop(key)
        if gone.name not in r.people[into].aliases:
            r.people[into].aliases.append(gone.name)
        for h in r.hands:
            h.players.pop(key, None)
        r.question.targets = list(dict.fromkeys(into if t == key else t for t in r.question.targets))
        r.assumed.append(f"“{gone.name}” dediğin {r.people[into].name} diye hesapladım; değilse söyle.")
        merged.append((key, into))
    return merged


__all__ = ["title_aliases"]
