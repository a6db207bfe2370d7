"""Who sits at the table: four players, named once, in two teams of two where the ruleset plays in teams.

Shared by the 101 and düz okey calculators and the penalty rules.
"""
from __future__ import annotations

from typing import Mapping

from calculators.errors import CalcError
from calculators.inputs import HandInput, PlayerHand
from calculators.rulesets import Ruleset

__all__ = ["check_table", "partner_of"]


def check_table(hand: HandInput, rs: Ruleset) -> dict[str, PlayerHand]:
    """Check who sits at the table; return the players by name.

    Both 101 and düz okey are four-player games in all our sources (oyna-yazboz,
    oyna-terimler, od-101-puan, esli-101-turnuva), so exactly four players. Team
    rulesets need two teams of two; a ruleset that may be played at a team table
    (``team_tables``, e.g. od-101-puan's "Eşli masalarda") takes two teams of two or
    none; the others take no team.
    """
    n = len(hand.players)
    if n != rs.players:
        raise CalcError(
            f"{rs.name} {rs.players} kişiyle oynanır; burada {n} oyuncu var.", field="players"
        )
    by_name: dict[str, PlayerHand] = {}
    for p in hand.players:
        if p.name in by_name:
            raise CalcError(f"“{p.name}” adı iki kez yazılmış; her oyuncunun adı farklı olmalı.",
                            field="players")
        by_name[p.name] = p
    teamed = rs.team or (bool(rs.team_tables) and any(p.team is not None for p in hand.players))
    if teamed:
        missing = [p.name for p in hand.players if p.team is None]
        if missing and rs.team:
            raise CalcError(
                f"{rs.name} eşli oynanır: {', '.join(missing)} için takım (team) yaz.", field="players"
            )
        if missing:
            raise CalcError(
                f"{rs.name} eşli masada oynanıyorsa dört oyuncunun da takımı yazılır: {', '.join(missing)} "
                "için takım (team) yaz.", field="players"
            )
        teams: dict[str, list[str]] = {}
        for p in hand.players:
            teams.setdefault(p.team, []).append(p.name)  # type: ignore[arg-type]
        if len(teams) != 2 or any(len(v) != 2 for v in teams.values()):
            shape = ", ".join(f"{t}: {len(v)}" for t, v in teams.items())
            raise CalcError(
                f"{rs.name} iki kişilik iki takımla oynanır; verilen takımlar dengesiz ({shape}).",
                field="players",
            )
    else:
        given = [p.name for p in hand.players if p.team is not None]
        if given:
            raise CalcError(
                f"{rs.name} tekli oynanır, takım yoktur; {', '.join(given)} için takım (team) yazma.",
                field="players",
            )
    if hand.finisher is not None and hand.finisher not in by_name:
        raise CalcError(
            f"Bitiren “{hand.finisher}” masadaki oyuncular arasında yok ({', '.join(by_name)}).",
            field="finisher",
        )
    return by_name


def partner_of(name: str, players: Mapping[str, PlayerHand]) -> str | None:
    """The other player of ``name``'s team, or None when there are no teams."""
    team = players[name].team
    if team is None:
        return None
    return next((p.name for p in players.values() if p.team == team and p.name != name), None)
