"""The table closed at four: every mention the reading made a player is resolved, in one place (issue 11).

A table has four seats. The people rules read every word that may point to someone, and a story names
its players every way it likes — a name with a title, the title alone, a kin word, a role, "ben", a
seat — so a first reading can hold more players than the table has. This is the closed-world pass that
runs once the hands are read, each step a rule over the whole reading, in order of how sure it is:

1. a title said alone ("yenge", "hoca") is the one person told with that title
   (:func:`referee.story.titled.title_aliases`);
2. five at the table while the asker tells of their own play: the one named person nothing is told
   of is the asker (:func:`referee.story.asker.asker_among_named`);
3. still more than four: a role only implied, one name said two ways, someone named beside the table
   with nothing told of them (:func:`referee.story.people.recount.recount`).

Every merge is said in ``r.assumed``; a table that is still too full is left as it is, and the
planner asks who is who — no player is dropped who has a deed, and no number is moved by a guess.
"""
from __future__ import annotations

from referee.story.asker import asker_among_named
from referee.story.people.recount import recount
from referee.story.reading import ME, Reading
from referee.story.titled import title_aliases
from referee.story.words import Words


def close_table(r: Reading, ws: Words, asked: list[tuple[int, int]], ppl) -> None:
    """Resolve the reading's players into at most four (see the module doc); the people resolver
    ``ppl`` (:class:`referee.story.entities.People`) learns each merge, and its sides are settled again."""
    changed = False
    for key, into in title_aliases(r, ws):  # "Emine yenge … yenge okeyle bitti": the title is Emine
        ppl.alias[key] = into
        changed = True
    merged = asker_among_named(r, ws, asked)
    if merged:
        ppl.alias[merged] = ME
        changed = True
    if changed:
        ppl.finish_teams()  # four at the table now: the sides told of the four settle the one left
    recounted = recount(r, ws)
    for gone, into in recounted:
        if into is not None:
            ppl.alias[gone] = into
    if recounted:
        ppl.finish_teams()


__all__ = ["close_table"]
