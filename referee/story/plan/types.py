"""The planner's types and shared steps: :class:`Plan` (what the engine gets, who is reported, what
is missing) and :class:`Missing`, the quick-reply options, the names and seats of a reading, team
names and the question's targets — used by every planner module (:mod:`referee.story.plan.hand`,
:mod:`~referee.story.plan.duz`, :mod:`~referee.story.plan.other`) and by :func:`referee.story.plan.plan`,
which imports them (never the other way round).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from calculators.rulesets import Ruleset
from referee.story.people.seating import partner_seat
from referee.story.reading import ME, PARTNER, RIVAL, THEM, US, Reading, display_name

TEAM_US, TEAM_THEM = "Siz", "Rakipler"


@dataclass
class Missing:
    """A fact the number needs: ``slot`` (e.g. "Sen.opened", "h2.Sen.remaining_sum", "start", "okey"),
    the Turkish question, quick-reply options (``None``: a free value, e.g. a number or a tile)."""

    slot: str
    question: str
    options: list[dict[str, Any]] | None = None
    who: str | None = None  # the engine name it is about

    def to_dict(self) -> dict[str, Any]:
        return {"slot": self.slot, "question": self.question, "options": self.options}


OPENED_OPTIONS = [{"label": "Seriyle açtı", "value": "seri"}, {"label": "Çiftten açtı", "value": "cift"},
                  {"label": "Açmadı", "value": "yok"}]
#: The asker's own opening, in the asker's words ("Sen açmış mıydın?" → [Seriyle açtım] …).
OPENED_OPTIONS_ME = [{"label": "Seriyle açtım", "value": "seri"}, {"label": "Çiftten açtım", "value": "cift"},
                     {"label": "Açamadım", "value": "yok"}]
START_OPTIONS = [{"label": str(n), "value": n} for n in (20, 30, 40, 50)]
TAKEN_OPTIONS = [{"label": "Sıradaki aldı", "value": True}, {"label": "Kimse almadı", "value": False}]
LAST_TILE_OPTIONS = [{"label": "Okeydi", "value": "okey"}, {"label": "Sahte okeydi", "value": "sahte"},
                     {"label": "Sıradan bir taştı", "value": "taş"}]


@dataclass
class Plan:
    """Engine input built from a reading, and what the answer may say.

    ``engine``: the typed input (HandInput / MatchInput) or, for penalty / night questions, a small
    dict. ``report``: engine names whose numbers are asked for, in order; ``team_report``: team
    columns to report. ``determined``: which seats the story determines. ``reasons``: why a name's
    number cannot be given. ``missing``: the facts to ask for. ``problems``: contradictions — no
    number at all. ``fillers``: seats the story never mentions (never reported).
    """

    kind: str
    ruleset: str
    engine: Any = None
    names: dict[str, str] = field(default_factory=dict)
    seats: list[str] = field(default_factory=list)
    teams: dict[str, str] = field(default_factory=dict)
    report: list[str] = field(default_factory=list)
    team_report: list[str] = field(default_factory=list)
    determined: dict[str, bool] = field(default_factory=dict)
    reasons: dict[str, str] = field(default_factory=dict)
    missing: list[Missing] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    assumptions: list[str] = field(default_factory=list)
    fillers: list[str] = field(default_factory=list)
    rules_used: set[str] = field(default_factory=set)
    before: dict[str, int] = field(default_factory=dict)  # engine name / team column → points before
    stated: dict[int, int] = field(default_factory=dict)  # hand index → the asker's score as told
    engine_hands: list[int] = field(default_factory=list)  # story hand index of each engine hand
    void_hands: list[int] = field(default_factory=list)  # story hands that were void (el bozuldu): nobody finished
    others_untold: list[str] = field(default_factory=list)
    asks: list[str] = field(default_factory=list)  # what is asked (score, total, over, winner …)
    claim: int | None = None
    yesno: bool = False  # "ceza yer miyim?": the verdict starts with Evet / Hayır
    start: int | None = None
    hands_before: int = 0
    match_hands: int | None = None
    notes: list[str] = field(default_factory=list)  # facts worth saying (an işlek judgement, a void hand)
    untold_cols: list[str] = field(default_factory=list)  # düz columns whose points before were not told
    team_names: dict[str, str] = field(default_factory=dict)  # team column → the story's name for it
    context_cols: list[str] = field(default_factory=list)  # düz columns not asked whose standing the arithmetic shows
    crowded: bool = False  # a team table's side holds more told players than two (no seating settled)
    sums: list[list[str]] = field(default_factory=list)  # engine names whose sum is asked ("kocamla benim toplam")

    def ask(self, who: str, reason: str, slot: str | None = None, question: str | None = None,
            options: list[dict[str, Any]] | None = None) -> None:
        """Record that ``who``'s number needs a fact: the reason and, when it can be asked, the slot."""
        self.reasons.setdefault(who, reason)
        if slot and not any(m.slot == slot for m in self.missing):
            self.missing.append(Missing(slot, question or reason, options, who))


def names_of(r: Reading) -> dict[str, str]:
    """Person key → a unique engine name ("Sen", "Eşin", "Deniz", "Deniz 2" …)."""
    out: dict[str, str] = {}
    used: set[str] = set()
    for key, p in r.people.items():
        name = p.name
        k = 2
        while name in used:
            name = f"{p.name} {k}"
            k += 1
        out[key] = name
        used.add(name)
    return out


def seat_table(r: Reading, pl: Plan, rs: Ruleset, team_game: bool) -> bool:
    """Four seats (the told players plus fillers) and their teams; False (with the problem) when the
    story has more players than a table, or a team with more than two."""
    pl.assumptions += [a for a in r.assumed if a not in pl.assumptions]
    names = pl.names
    if len(names) == rs.players + 1 and ME in names:
        # "burak, kuzen, deniz, ayşe … benim elimde 14 kaldı": the asker is one of the four named
        others = [n for k, n in names.items() if k != ME]
        told = any((h.players.get(ME) and (h.players[ME].has_left or h.players[ME].opened or h.players[ME].penalties))
                   or ME in h.finishers or ME in h.gosterge_by for h in r.hands)
        void = all(h.bozuldu or h.all_pairs for h in r.hands)
        if told and not void:
            pl.ask("Sen", "anlattığın dört kişiden hangisi olduğunu söylemedin", "ben", "Sen hangisisin?",
                   [{"label": n, "value": n} for n in others])
            pl.problems.append(f"Masada {', '.join(others)} var; sen hangisisin? Söylersen hesaplarım.")
            return False
        pl.assumptions.append(f"Sen de {', '.join(others)} arasındasın; sayını onlardan birininki olarak verdim.")
        del names[ME]
    if len(names) > rs.players:
        pl.problems.append(f"Hikâyede {len(names)} oyuncu var ({', '.join(names.values())}); "
                           f"{'düz okey' if rs.game == 'duz' else '101'} dört kişiyle oynanır.")
        return False
    seats = list(names.values())
    teams: dict[str, str] = {}
    if team_game:
        for key, name in names.items():
            team = r.people[key].team
            if team is None:
                team = US if key in (ME, PARTNER) else THEM
            teams[name] = TEAM_US if team in (US, "t1") else TEAM_THEM
        for side in (TEAM_US, TEAM_THEM):
            if sum(1 for t in teams.values() if t == side) > 2:
                if PARTNER not in r.people and side == TEAM_THEM and ME not in r.people:
                    # a scorekeeper's sheet: nobody told is the asker, so nobody is "your partner"
                    pl.problems.append("Eşli oyunda iki kişilik iki takım olur; anlattıklarında kimin kiminle aynı "
                                       "takımda olduğunu söylemedin. Hangi oyuncular birlikte oynuyor "
                                       "(ör. “Ali ile Ayşe bir takım”)?")
                elif PARTNER not in r.people and side == TEAM_THEM:
                    pl.problems.append("Anlattığın hikâyede senden başka üç kişi var ama hangisinin eşin olduğunu "
                                       "söylemedin; “eşim …” diye belirtir misin?")
                else:
                    pl.problems.append("Eşli oyunda iki kişilik iki takım olur; anlattıklarında bir takımda ikiden "
                                       "fazla kişi var.")
                pl.crowded = True
                return False
    k = 1
    while len(seats) < rs.players:
        if team_game:
            side = TEAM_US if sum(1 for t in teams.values() if t == TEAM_US) < 2 else TEAM_THEM
            base = _filler_name(r, names, teams, seats, side)
            name = base
            while name in seats:
                k += 1
                name = f"{base} {k}"
            teams[name] = side
        else:
            name = f"Oyuncu {len(seats) + 1}"
            while name in seats:
                k += 1
                name = f"Oyuncu {len(seats) + k}"
        seats.append(name)
        pl.fillers.append(name)
    pl.seats, pl.teams = seats, teams
    if team_game:
        pl.team_names = team_names(r, names, teams)
    return True


def _filler_name(r: Reading, names: dict[str, str], teams: dict[str, str], seats: list[str], side: str) -> str:
    """The name of a seat the story does not tell of at a team table: a name the story gave the side
    ("takımlar Hakan-Sevgi / …": Sevgi); the asker on our side when no one told is the asker, unless a
    named player sits there with the asker not at the table (a scorekeeper's sheet); else the role."""
    mates = {n for n, t in teams.items() if t == side}
    for key, name in names.items():  # "kuzeydeki … " at a team table: the seat across is the partner's
        across = partner_seat(key)
        if across is not None and teams.get(name) == side and across not in names:
            return display_name(across)
    for told in r.teams_named:
        if mates & set(told):
            free = [n for n in told if n not in seats and n != "Sen"]
            if free:
                return free[0]
    if side == TEAM_THEM:
        return "Rakip" if "Rakip" not in seats and RIVAL not in r.people else "Rakibin eşi"
    away = PARTNER not in r.people and any(teams.get(n) == TEAM_US and k.startswith("name:") and r.people[k].said
                                           for k, n in names.items())
    return "Sen" if ME not in names and "Sen" not in seats and not away else "Eşin"


def genitive(name: str) -> str:
    """"Hakan'ın", "Nuri'nin", "Cemil'in": a name's genitive with vowel harmony."""
    from referee.text.normalize import tr_lower

    low = tr_lower(name)
    vowels = [c for c in low if c in "aıoueiöü"]
    last = vowels[-1] if vowels else "e"
    v = {"a": "ı", "ı": "ı", "o": "u", "u": "u", "e": "i", "i": "i", "ö": "ü", "ü": "ü"}[last]
    return f"{name}'{'n' if low[-1:] in 'aıoueiöü' else ''}{v}n"


def total_of(name: str) -> str:
    """"Toplamın" (the asker), "Ali'nin toplamı"."""
    return "Toplamın" if name == "Sen" else f"{genitive(name)} toplamı"


def team_names(r: Reading, names: dict[str, str], teams: dict[str, str]) -> dict[str, str]:
    """The answer's name of each team column: the story's team name ("Şahinler"); when the asker is
    not at the table, the team of a named player ("Hakan'ın takımı"); else none (ours / theirs)."""
    out: dict[str, str] = {}
    for side, col in ((US, TEAM_US), (THEM, TEAM_THEM)):
        if side in r.team_labels:
            out[col] = r.team_labels[side]
    if ME in r.people or PARTNER in r.people:
        return out
    for col in (TEAM_US, TEAM_THEM):
        if col in out:
            continue
        member = next((n for k, n in names.items() if teams.get(n) == col and r.people[k].said and
                       k.startswith("name:")), None)  # a role ("Rakip") names no team: "Rakip takım"
        if member:
            out[col] = f"{genitive(member)} takımı"
    return out


def resolve_targets(r: Reading, pl: Plan) -> None:
    """Which engine names (and team columns) the answer reports, from the question's targets."""
    names = pl.names
    finisher = next((h.finisher for h in r.hands if h.finisher), None)
    for t in r.question.targets:
        if t == "*":
            pl.report += [n for n in names.values() if n not in pl.report]
            if pl.fillers:
                pl.others_untold = [f for f in pl.fillers if not pl.determined.get(f)]
                pl.report += [f for f in pl.fillers if pl.determined.get(f) and f not in pl.report]
        elif t == "told":  # "üçümüz": the players the story told, never a seat it did not
            pl.report += [n for n in names.values() if n not in pl.report]
        elif t == "others":
            skip = {names.get(ME)}
            pl.report += [n for n in names.values() if n not in pl.report and n not in skip]
            if pl.fillers:
                pl.others_untold = [f for f in pl.fillers if not pl.determined.get(f)]
                pl.report += [f for f in pl.fillers if pl.determined.get(f) and f not in pl.report]
        elif t == "us-all":
            # "kaç yazıyoz", "biz kaç kaybediyoz" at a table without teams: the asker and every other
            # player told of who did not finish (seats the story never named only when their number is known)
            fins = {names.get(h.finisher) for h in r.hands if h.finisher and h.index not in pl.void_hands}
            if ME in names and names[ME] not in pl.report:
                pl.report.append(names[ME])
            pl.report += [n for n in names.values() if n not in pl.report and n not in fins]
            pl.report += [f for f in pl.fillers if pl.determined.get(f) and f not in pl.report]
        elif t == "finisher":
            if finisher and names.get(finisher) not in pl.report:
                pl.report.append(names[finisher])
        elif t in ("team:us", "team:them"):
            col = TEAM_US if t == "team:us" else TEAM_THEM
            if pl.teams:
                if col not in pl.team_report:
                    pl.team_report.append(col)
            elif t == "team:us" and ME in names and names[ME] not in pl.report:
                pl.report.append(names[ME])
        elif t.startswith("q:label:") and pl.teams and t[8:] in r.label_members:
            typed, members = r.label_members[t[8:]]
            cols = {pl.teams.get(names[k]) for k in members if k in names}
            if len(cols) == 1 and None not in cols:  # "Team Cemil total": the column Cemil was seated in
                col = cols.pop()
                pl.team_names[col] = typed
                if col not in pl.team_report:
                    pl.team_report.append(col)
            elif not members and not all(pl.determined.get(n, False) for n in pl.teams):
                # "Leylekler kaç" with no Leylek told and a hand not known in full: never the other side's number
                pl.problems.append(f"{typed} hangi takım, söylemedin; oyuncularını söyler misin (ör. “{typed}: "
                                   "Ali ile Ayşe”)?")
            else:  # the side's players not seated apart: both sides, each called by its players
                pl.team_report += [c for c in (TEAM_US, TEAM_THEM) if c not in pl.team_report]
        elif t in names:
            if names[t] not in pl.report:
                pl.report.append(names[t])
        elif t == ME:
            pl.report.append("Sen")
            pl.ask("Sen", "Kendi elini anlatmadın: açtın mı, açtıysan elinde ne kaldı?", "Sen.opened",
                   "Sen açmış mıydın?", OPENED_OPTIONS_ME)
    if pl.teams and pl.kind == "match" and {TEAM_US, TEAM_THEM} <= set(pl.before) and (pl.report or pl.team_report):
        # both sides' standings told ("biz 310'duk onlar 257 … kaç olduk", "6 elden sonra biz 412 onlar 380 …
        # ne durumdayız"): each side's new total — a player's hand is no total where only sides were told
        pl.team_report += [c for c in (TEAM_US, TEAM_THEM) if c not in pl.team_report]
    for group in r.question.groups:
        members = [names[k] if k in names else "Sen" if k == ME else None for k in group]
        if None in members:
            continue
        sides = {pl.teams.get(m) for m in members}
        if pl.teams and len(members) == 2 and len(sides) == 1 and None not in sides:
            col = sides.pop()  # "eşimle benim toplam": a side's two are its team column
            if col not in pl.team_report:
                pl.team_report.append(col)
            continue
        pl.sums.append(members)
        pl.report += [m for m in members if m not in pl.report]
    if pl.teams and ("total" in r.question.what or "*" in r.question.targets and "who" not in r.question.what):
        # "ortağımla ikimiz kaçar, toplam ne": both players of a side asked, and a total → the side's too;
        # a team table asked with no one named ("el skoru?"): each side's number ("herkes kaç": each player's)
        for col in (TEAM_US, TEAM_THEM):
            members = [n for n, c in pl.teams.items() if c == col]
            if len(members) == 2 and all(m in pl.report for m in members) and col not in pl.team_report:
                pl.team_report.append(col)


__all__ = ["Plan", "Missing", "OPENED_OPTIONS", "OPENED_OPTIONS_ME", "START_OPTIONS", "TAKEN_OPTIONS",
           "LAST_TILE_OPTIONS", "names_of", "seat_table", "genitive", "team_names", "resolve_targets", "TEAM_US",
           "TEAM_THEM"]
