"""The reserve player: plays only when one of the two main players cannot come.

esli-101-turnuva: "yedek yalnız asıl oyunculardan biri gelemezse oynar, maç başladıktan sonra
oyuncu değişmez". So the manager may put the reserve in for a main player before the draw,
or between matches, but never while the team's match is being played: a match's Çetele is
opened with the players of that moment and keeps them.
"""
from __future__ import annotations

from typing import Any

from referee.storage.events import Event
from referee.tournaments.common import EventError, fold_name, mutate
from referee.tournaments.knockout import KIND, MISSING, build_from, team_entry
from referee.tournaments.view import Tournament


def substitute(code: str, key: str | None, team_id: int, replaces: object, expected: int | None = None) -> Tournament:
    """The team's reserve takes the place of ``replaces``, who becomes the reserve (manage key)."""

    def change(p: dict[str, Any], event: Event) -> None:
        team = team_entry(p, team_id)
        if not team.get("reserve"):
            raise EventError(f"{team['name']} takımının yedeği yok; yedek aynı katılım koduyla katılır.")
        names = [fold_name(n) for n in team["players"]]
        who = fold_name(replaces) if isinstance(replaces, str) else ""
        if who not in names:
            raise EventError(f"{team['name']} takımında “{str(replaces)[:24]}” adında bir asıl oyuncu yok.")
        t = build_from(event)
        if any(m.running and team_id in (m.a.id if m.a else None, m.b.id if m.b else None)
               for r in t.rounds for m in r):
            raise EventError("Takımın maçı başladı; maç başladıktan sonra oyuncu değişmez (esli-101-turnuva).",
                             status=409)
        i = names.index(who)
        team["players"][i], team["reserve"] = team["reserve"], team["players"][i]

    event, _ = mutate(code, KIND, MISSING, change, expected=expected, key=key, manager=True)
    return build_from(event)
