"""What a phrase beside a person says of them (issue 11, causes 4 and 10): no player of its own.

- "Mert'in (eşi) elinde 30 vardı": the word in parentheses tells who Mert is — the partner of the
  one told before him —, not one more player called "Deniz'in eşi";
- "Ali-Veli çiftine karşı oynadık", "onlara karşı": "karşı" after a dative is the postposition
  *against*, not the seat across ("karşıdaki") nor the other side as a player of its own; the pair
  before it is the other side.

>>> from referee.story.reader import facts_of
>>> from referee.story.words import words
>>> [(f.kind, f.value.get("name"), f.value.get("of")) for f in facts_of(words("Can bitti, Efe'nin (eşi) elinde 8 vardı"))
...  if f.dim == "people" and f.kind == "alias"]
[('alias', 'efe', 'name:can')]
>>> [(f.kind, f.value) for f in facts_of(words("Ali-Veli çiftine karşı oynadık")) if f.dim == "people"][-1]
('team-pair', {'names': ['ali', 'veli'], 'side': 'them'})
"""
from __future__ import annotations

import re

from referee.story.people.tables import known_name, story_names
from referee.story.rules import Match
from referee.text.morph import readings


def mate_aside(m: Match):
    """"Mert'in (eşi)": the name before the parentheses is the partner of the person told before it."""
    if m.start < 1:
        return None
    got = known_name(m.ws[m.start - 1].text, story_names(m))
    if got is None:
        return None
    value = {"ref": "mate", "name": got[0], "case": "nom"}
    for k in range(m.start - 2, -1, -1):
        before = known_name(m.ws[k].text, story_names(m))
        if before is not None and before[0] != got[0]:
            value["of"] = "name:" + before[0]
            break
    return "alias", value


def _dative(word: str) -> bool:
    """"çiftine", "takımına", "onlara", "Ali'ye": the analyser reads the word in the dative."""
    base, _, suf = word.partition("'")
    if suf:
        return re.fullmatch(r"[yn]?[ae]", suf) is not None
    return any(r.morphemes[-1:] == ("Dat",) for r in readings(base))


def against(m: Match):
    """"X-Y çiftine karşı", "Ali'ye karşı": the other side, told as whom we played against ("karşı
    takım", "karşı taraf" are the other side itself, read by their own rules)."""
    first = m.words[0]
    if first.sep or first.num is not None or m.ws.at(m.end).startswith(("takim", "taraf")) or \
            not _dative(first.text):
        return None
    ws, k = m.ws, m.start
    names = []
    if known_name(first.text, story_names(m)) is None and k >= 3 and ws.at(k - 2) == "+":
        pair = [known_name(ws[k - 3].text, story_names(m)), known_name(ws[k - 1].text, story_names(m))]
        names = [p[0] for p in pair if p is not None]
    return ("team-pair", {"names": names, "side": "them"}) if len(names) == 2 else ("against", {})


__all__ = ["against", "mate_aside"]
