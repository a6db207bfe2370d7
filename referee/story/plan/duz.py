"""Plan a düz okey story (oyna-duz, oyna-esli-duz): who finished how, who showed the gösterge,
and the points everyone had — a hand, or a sheet counted down from the start.
"""
from __future__ import annotations

from calculators.inputs import Carried, HandInput, MatchInput, MatchOptions, PlayerHand
from calculators.registry import RUNNING
from calculators.rulesets import Ruleset, get_ruleset
from referee.story.plan.types import (LAST_TILE_OPTIONS, START_OPTIONS, TEAM_THEM, TEAM_US, Plan, names_of,
                                      resolve_targets, seat_table)
from referee.story.plan.hand import ask_finish, finish_told
from referee.story.plan.unasked import ASSUMED, kind_unasked
from referee.story.reading import ME, Reading
from referee.story.tiles_of import okey_matches, tile_text


def plan(r: Reading, rs: Ruleset) -> Plan:
    pl = Plan(kind="duz", ruleset=r.ruleset, names=names_of(r))
    pl.asks, pl.claim = list(r.question.what), r.question.claim
    if not seat_table(r, pl, rs, rs.team):
        return pl
    hands = []
    for hand in r.hands:
        finishers = list(dict.fromkeys(hand.finishers))
        if len(finishers) > 1:
            pl.problems.append("Aynı elde iki kişi bitmiş görünüyor; bir elde yalnız bir kişi biter.")
            return pl
        if finishers and not finish_told(hand, None):
            if kind_unasked(r, hand, pl, rs, pl.names[finishers[0]]) is None:
                ask_finish(pl, pl.names[finishers[0]], f"h{hand.index}." if len(r.hands) > 1 else "", rs)
                return pl
            pl.assumptions.append(ASSUMED)  # the finisher's own column (or side) asked: it loses nothing
        if finishers:
            okey = _okey_last(hand, pl)
            if okey is None:
                return pl
            finish = ("cift-okey" if okey else "cift") if hand.cift else ("okey" if okey else "normal")
            finisher = pl.names[finishers[0]]
        elif hand.deste:
            finish, finisher = "deste-bitti", None
        elif (hand.gosterge_by or hand.gosterge_unknown) and hand is r.hands[-1]:
            # "X göstergeyi gösterdi, biz kaç olduk": the hand still runs; its row holds the gösterge's
            # point so far (oyna-yazboz), the finish is written when someone finishes
            finish, finisher = RUNNING, None
            pl.assumptions.append("El henüz bitmedi diye okudum: şimdilik yalnız göstergenin puanı düşer; biri "
                                  "bitince bitişin puanı ayrıca düşülür.")
        else:
            pl.problems.append("Elin nasıl bittiğini anlayamadım: kim bitti, nasıl bitti (normal, okeyle, yedi çiftle) "
                               "ya da deste mi bitti?")
            return pl
        pl.rules_used.add({"normal": "duz-bitis", "okey": "duz-okey", "cift": "yedi-cift", "cift-okey": "yedi-cift",
                           "deste-bitti": "duz-deste", RUNNING: "duz-gosterge"}[finish])
        if finish == "cift-okey":
            pl.rules_used.add("duz-okey")
        shown = tuple(pl.names[k] for k in hand.gosterge_by if k in pl.names)[:1]
        if hand.gosterge_unknown and not shown:
            _ask_shower(r, pl, hand, len(r.hands) > 1)
            return pl
        if shown:
            pl.rules_used.add("duz-gosterge")
        elif finish == "deste-bitti":
            pl.assumptions.append("Bu elde göstergeyi gösteren olmadığını varsaydım; gösterildiyse söyle, "
                                  "gösterenin rakipleri 1 puan kaybeder.")
        players = tuple(PlayerHand(s, "yok", pl.teams.get(s) if pl.teams else None) for s in pl.seats)
        hands.append(HandInput(r.ruleset, finish, finisher, players, gosterge_shown_by=shown))
        pl.engine_hands.append(hand.index)
    for key, n in r.before.items():
        col = column_of(key, pl)
        if col:
            pl.before[col] = n
    if "q:herkes" in r.before:  # "herkes 20'deydi": every column stood there (a column told apart keeps its own)
        for col in ((TEAM_US, TEAM_THEM) if pl.teams else pl.seats):
            pl.before.setdefault(col, r.before["q:herkes"])
    pl.start = r.start
    asks_left = bool({"left", "over", "winner", "total"} & set(r.question.what))
    if len(hands) > 1 and r.start is None and not pl.before and asks_left:
        pl.ask(pl.names.get(ME, "Sen"), "kaçtan başladığınızı söylemediğin için kalan puan belli değil", "start",
               "Kaçtan başladınız?", START_OPTIONS)
        pl.problems.append("Kaçtan başladığınızı söylemedin (20, 30, 40 ya da 50); kalan puan ona göre değişir.")
        return pl
    asks_end = bool({"over", "winner"} & set(r.question.what))
    if (r.start is not None and not pl.before) or len(hands) > 1 or (pl.before and asks_end):
        teams = {t: tuple(s for s in pl.seats if pl.teams[s] == t) for t in (TEAM_US, TEAM_THEM)} if pl.teams else None
        carried = None
        if pl.before:
            # the points told are the sheet's Başlangıç row; a column not told starts where the table did
            start = r.start or get_ruleset(r.ruleset).duz_start_default or 20
            cols = list(teams) if teams else list(pl.seats)
            told = {c: pl.before.get(c) for c in cols}
            pl.untold_cols = [c for c, v in told.items() if v is None]
            if pl.untold_cols:
                pl.assumptions.append(f"Puanını söylemediğin {'takım' if teams else 'oyuncular'} için {start}'den "
                                      "başladığınızı varsaydım; onların kalan puanını vermiyorum.")
            carried = Carried({c: (v if v is not None else start) for c, v in told.items()})
        pl.engine = MatchInput(r.ruleset, tuple(pl.seats), teams, MatchOptions(start=r.start), tuple(hands),
                               before=carried)
        pl.kind = "duz-match"
    else:
        pl.engine = hands[0]
    pl.determined = {s: True for s in pl.seats}
    resolve_targets(r, pl)
    if not r.question.explicit and not pl.teams and len(pl.before) > 1:
        # "ben 6daydım cansu 10daydı, şimdi kaç": a question naming nobody after several players' points
        # asks where each of them stands now
        pl.report += [n for n in pl.before if n not in pl.report]
    if "*" in r.question.targets and not pl.teams:
        pl.report += [f for f in pl.fillers if f not in pl.report]
    if pl.teams:
        cols = list(pl.team_report)
        for n in pl.report:
            t = pl.teams.get(n)
            if t and t not in cols:
                cols.append(t)
        if TEAM_US in pl.before and TEAM_THEM in pl.before and "lost" not in r.question.what:
            # "tablo biz 12, onlar 9 … şimdi?": both standings told and no side asked — where each stands;
            # "… biz kaç kaldık": ours is the answer, theirs is shown in the arithmetic
            others = [c for c in (TEAM_US, TEAM_THEM) if c not in cols]
            if r.question.explicit and cols:
                pl.context_cols = others
            else:
                cols += others
        pl.team_report, pl.report = cols or [TEAM_US], []
        pl.reasons.clear()
        pl.missing = [m for m in pl.missing if m.slot == "start"]
    if pl.kind == "duz" and pl.before and "lost" not in r.question.what:
        # "biz 20ydik, şimdi kaç kaç": an asked column whose points were not told has no standing to
        # give — never its loss of this hand shown as if it were where it stands
        asked = pl.team_report if pl.teams else pl.report
        pl.untold_cols = [c for c in asked if c not in pl.before]
        if pl.untold_cols:
            pl.assumptions.append(f"Puanını söylemediğin {'takımın' if pl.teams else 'oyuncuların'} şimdiki "
                                  "puanını vermiyorum; söylersen hesaplarım.")
    if pl.untold_cols:  # others' points were told, theirs not: where they stand is not known
        pl.team_report = [c for c in pl.team_report if c not in pl.untold_cols]
        pl.report = [n for n in pl.report if n not in pl.untold_cols]
    pl.assumptions = list(dict.fromkeys(pl.assumptions))
    _ask_standing(r, pl)
    return pl


def _ask_standing(r: Reading, pl: Plan) -> None:
    """"babam yedi çiftle bitti, ben kaçta kaldım": where someone stands needs the points before the hand
    (or the start); with neither told, this hand's loss is no standing — ask for it, never give the
    loss as if it were where they stand (issue 11, item 8)."""
    what = set(r.question.what)
    if pl.kind != "duz" or "left" not in what or what & {"lost", "score"} or r.start is not None or pl.before:
        return
    cols = pl.team_report or pl.report
    if not cols:
        return
    col = cols[0]
    whose = {"Sen": "Bu elden önce kaç puandaydın", TEAM_US: "Bu elden önce kaç puandaydınız"}.get(
        col, f"{col} bu elden önce kaç puandaydı")
    pl.ask(col, "bu elden önceki puanını söylemediğin için", f"{col}.before", whose + "?")
    pl.problems.append(f"Kaçta kaldığını bulmam için bu elden önceki puanı (ya da kaçtan başladığınızı) bilmem lazım. "
                       f"{whose}?")


def _ask_shower(r: Reading, pl: Plan, hand, several: bool) -> None:
    """The gösterge was shown but the story does not say by whom: whose rivals lose the point changes
    the number — ask (issue 11, item 8)."""
    prefix = f"h{hand.index}." if several else ""
    told = [n for k, n in pl.names.items() if r.people[k].said and not k.startswith("anon:")]
    pl.ask(pl.names.get(ME, "Sen"), "göstergeyi kimin gösterdiğini söylemedin", f"{prefix}gosterge.by",
           "Göstergeyi kim gösterdi?", [{"label": n, "value": n} for n in told] or None)
    pl.problems.append("Göstergeyi kimin gösterdiğini söylemedin: gösterenin rakipleri 1 puan kaybeder, kim "
                       "gösterdiyse sayı ona göre değişir. Kim gösterdi?")


def column_of(key: str, pl: Plan) -> str | None:
    """The sheet column a told standing belongs to ("team:us", a person key): a team's, or a player's."""
    if key == "team:us":
        return TEAM_US if pl.teams else pl.names.get(ME)
    if key == "team:them":
        return TEAM_THEM if pl.teams else None
    name = pl.names.get(key)
    if name and pl.teams:
        return pl.teams.get(name)
    return name


def _okey_last(hand, pl: Plan) -> bool | None:
    if hand.last_unknown:
        pl.ask(pl.names.get(hand.finisher or "", "Bitiren"), "son taşın okey mi sahte okey mi olduğu belli değil",
               "finish.last", "Son atılan taş neydi?", LAST_TILE_OPTIONS)
        pl.problems.append("Son taşın okey mi sahte okey mi olduğunu söylemedin: okeyse karşı taraf 4, sahte okeyse "
                           "2 puan kaybeder. Hangisiydi?")
        return None
    if hand.sahte_last:
        pl.assumptions.append("Sahte okeyle bitmek okeyle bitiş sayılmaz.")
        pl.rules_used.add("sahte-okeyle-bitis")
        return False
    if hand.last_tile is not None and hand.okey is not None:
        return okey_matches(hand.last_tile, hand.okey)
    if hand.okey_last is not None:
        return hand.okey_last
    if hand.last_tile is not None:
        # "son taşı sarı 12'yi attı" with no okey told: okey or not is 4 against 2 — ask, never assume
        pl.ask(pl.names.get(hand.finisher or "", "Bitiren"), "son atılan taşın okey olup olmadığı belli değil",
               "okey", "Bu elin okeyi (ya da göstergesi) neydi?")
        pl.problems.append(f"Son taş {tile_text(hand.last_tile)}: okey miydi? Göstergeyi ya da okeyi söylersen "
                           "hesaplarım (okeyse karşı taraf 4, değilse 2 puan kaybeder).")
        return None
    if not hand.normal and ASSUMED not in pl.assumptions:  # the kind changes nothing asked: no okey either
        pl.assumptions.append("Son taşın okey olmadığını varsaydım.")
    return False
