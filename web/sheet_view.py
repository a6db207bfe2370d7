"""What a Çetele page, its printout and its preview show, computed from a stored sheet.

Pure functions of :class:`referee.sheets.Sheet`: the table rows (each cell's score,
marks, the players behind a team score, the running total), the standings line a chat
preview carries ("Ayşe 212 · Can 305 · … — 5. el") and the preview card.
"""
from __future__ import annotations

from typing import Any

from calculators.match import WRITTEN
from calculators.rulesets import RULESETS
from referee.sheets import Sheet
from referee.storage.codes import format_join_code
from web.cards import Card, Row


#: What each sheet mark means (the legend under the table and each mark's title).
MARK_NAMES = {"★": "bitiren", "O": "okeyle bitti", "Ç": "çiftten açtı / yedi çift", "C": "ceza", "G": "gösterge"}


def team_of(match: dict[str, Any]) -> dict[str, str]:
    """Player → team name (empty for singles)."""
    return {p: t for t, ps in (match.get("teams") or {}).items() for p in ps}


def seat_names(sheet: Sheet) -> list[str]:
    """The four players in seat order (partners sit across the table)."""
    if sheet.match.get("players"):
        return list(sheet.match["players"])
    teams = list((sheet.match.get("teams") or {}).values())
    return [teams[0][0], teams[1][0], teams[0][1], teams[1][1]]


def rows(sheet: Sheet) -> list[dict[str, Any]]:
    """Table rows: per column the hand's score, marks, the players' own scores (team 101) and running total."""
    res = sheet.result
    rs = RULESETS[res["ruleset"]]
    teams = team_of(sheet.match)
    out = []
    for h in res["hands"]:
        cells = []
        for col in res["columns"]:
            if rs.team:
                members = [p for p, t in teams.items() if t == col]
                score = (h["team_scores"] or {}).get(col, 0)
                marks = [m for p in members for m in h["marks"].get(p, [])]
                detail = [(p, h["scores"].get(p, 0)) for p in members] if rs.game == "101" else []
            else:
                score, marks, detail = h["scores"].get(col, 0), h["marks"].get(col, []), []
            cells.append({"score": score, "marks": marks, "total": h["totals"][col], "detail": detail})
        out.append({"n": h["hand"], "finish": finish_label(h["finish"], rs), "finisher": h["finisher"],
                    "written": h["finish"] == WRITTEN,
                    "void": h["void"], "multiplier": h["multiplier"], "cells": cells,
                    "explanation": h["explanation"]})
    return out


def finish_label(finish: str, rs: Any) -> str:
    """How the hand ended, in words; a hand written as numbers only says so."""
    return "puanlar yazıldı" if finish == WRITTEN else rs.finish_name(finish)


def minus(n: Any) -> str:
    """A number with a real minus sign (−101), as the page prints it.

    >>> minus(-101), minus(212)
    ('−101', '212')
    """
    return str(n).replace("-", "−")


def column_label(sheet: Sheet, col: str) -> str:
    """A column as people call it: the player, or the team with its players."""
    members = [p for p, t in team_of(sheet.match).items() if t == col]
    return f"{col} ({', '.join(members)})" if members else col


def title(sheet: Sheet) -> str:
    """The sheet's own title, else "Çetele · <table>" or "Çetele · <ruleset>"."""
    return sheet.title or f"Çetele · {sheet.table['name'] if sheet.table else RULESETS[sheet.ruleset].name}"


def standings(sheet: Sheet) -> str:
    """The totals in one line, leaders first for the ruleset's direction, and how far the match is.

    >>> from referee.sheets import Sheet
    >>> s = Sheet("AbC1234", 3, "Cuma", {"ruleset": "oyna-101", "players": ["Ayşe", "Can"]},
    ...           {"ruleset": "oyna-101", "columns": ["Ayşe", "Can"], "totals": {"Ayşe": 212, "Can": -5},
    ...            "hands_played": 5, "hands": [], "over": False, "winners": []})
    >>> standings(s)
    'Can −5 · Ayşe 212 — 5. el'
    """
    res = sheet.result
    rs = RULESETS[res["ruleset"]]
    order = sorted(res["columns"], key=lambda c: res["totals"][c], reverse=not rs.lowest_wins)
    line = " · ".join(f"{c} {minus(res['totals'][c])}" for c in order)
    played = res.get("hands_played", 0)
    if res.get("over"):
        return f"{line} — maç bitti, kazanan: {', '.join(res.get('winners') or [])}"
    return f"{line} — {played}. el" if played else f"{line} — henüz el yazılmadı"


def card(sheet: Sheet, host: str) -> Card:
    """The sheet's preview card: its title, each column's total (the leaders marked), the join code."""
    res = sheet.result
    rs = RULESETS[res["ruleset"]]
    leaders = set(res.get("winners") or []) if res.get("over") else set(res.get("leaders") or [])
    if not res.get("hands_played"):
        leaders = set()
    order = sorted(res["columns"], key=lambda c: res["totals"][c], reverse=not rs.lowest_wins)
    played = res.get("hands_played", 0)
    state = "maç bitti" if res.get("over") else (f"{played}. el" if played else "henüz el yok")
    join = f" · kod {format_join_code(sheet.join_code)}" if sheet.join_code else ""
    footer = f"{host}/k/{sheet.join_code}" if sheet.join_code else f"{host}/cetele/{sheet.code}"
    return Card(headline=title(sheet), tag=rs.name, footer=footer, note=state + join,
                rows=tuple(Row(column_label(sheet, c), minus(res["totals"][c]), c in leaders) for c in order))
