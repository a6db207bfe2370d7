"""Plans without a hand end: penalties alone ("işlek attım kaç ceza"), and tournament-night numbers
(Okey Gecesi season and table-rank points, the knock-out bracket)."""
from __future__ import annotations

from calculators.rulesets import Ruleset
from referee.story.engine_json import _penalty
from referee.story.plan.penalties import engine_penalties
from referee.story.plan.table import judge_discards
from referee.story.plan.types import Plan, names_of, resolve_targets
from referee.story.reading import ME, PARTNER, US, Reading


def penalty(r: Reading, rs: Ruleset) -> Plan | None:
    """Each told penalty under the ruleset's table; no hand end, so no finish multiplier."""
    hand = r.hands[0]
    pl = Plan(kind="penalty", ruleset=r.ruleset, names=names_of(r))
    pl.asks, pl.claim, pl.yesno = list(r.question.what), r.question.claim, r.question.yesno
    side = {k: (p.team or (US if k in (ME, PARTNER) else "them")) for k, p in r.people.items()}
    key_of = {v: k for k, v in pl.names.items()}
    judge_discards(hand, pl, r.ruleset)  # "Ali kırmızı 5 attı, yerde kırmızı 6 7 8 vardı": işlek by the table
    out = {}
    for key, _ in hand.discards:
        if key in pl.names and not hand.player(key).penalties and pl.notes:
            out[pl.names[key]], pl.determined[pl.names[key]] = [], True  # judged not işlek: no penalty
    for key, p in hand.players.items():
        if not p.penalties or key not in pl.names:
            continue
        name = pl.names[key]
        pens, ok = engine_penalties(p, name, hand, pl, rs, "")
        items = []
        for pen in pens:
            d = _penalty(pen)
            taker = key_of.get(pen.by) if pen.by else None
            if pen.kind == "okey-alindi" and taker is not None and taker != key and side.get(taker) == side.get(key):
                d["by_partner"] = True
            items.append(d)
        out[name] = items
        pl.determined[name] = ok
    if not out:
        return None
    pl.engine = {"ruleset": r.ruleset, "okey_number": hand.okey[1] if hand.okey else None, "penalties": out}
    resolve_targets(r, pl)
    pl.before = {pl.names[k]: n for k, n in r.before.items() if k in pl.names}  # "ben 187deydim": onto the total
    # a person asked by name ("bana var mı", not "kime kaç") whom the story tells doing something
    # (a subject, not only a word of the question: "atana")
    acting = {pl.names[k] for k in pl.names if k in r.question.targets and (k in hand.players or any(
        f.dim == "people" and f.value.get("ref") == k and f.value.get("case", "nom") == "nom" for f in r.facts))}
    for n in pl.report:
        if n not in out and n in acting and r.question.explicit:
            # "Mert'e kaç ceza, bana var mı": someone asked about whom the story tells no penalty
            out[n], pl.determined[n] = [], True
            pl.notes.append(f"Anlattıklarında {'sana' if n == 'Sen' else n + 'e'} ceza yazdıran bir şey yok.")
            pl.reasons.pop(n, None)
    pl.report = [n for n in pl.report if n in out] or list(out)
    asked_only = [n for n in pl.report if n not in out]
    for n in asked_only:
        pl.reasons.pop(n, None)
    return pl


def night(r: Reading) -> Plan | None:
    """Season points, table-rank points or the bracket, per person asked."""
    n = r.night
    if r.kind == "bracket":
        return Plan(kind="bracket", ruleset=r.ruleset, engine={"entries": n.get("entries")}, rules_used={"bracket"})
    names = names_of(r)
    asks = n.get("asks") or []
    players = n.get("players")
    items = []
    lasts = set(n.get("last") or [])
    for rank in n.get("ranks", []):
        who = names.get(rank["who"], "Sen")
        scope = rank["scope"]
        if scope == "table" or ("rank" in asks and "season" not in asks):
            items.append({"who": who, "what": "rank", "rank": rank["n"]})
        else:
            items.append({"who": who, "what": "season", "players": players, "rank": rank["n"]})
    for who_key in lasts:
        if players and not any(i["who"] == names.get(who_key) and i["what"] == "season" for i in items):
            items.append({"who": names.get(who_key, "Sen"), "what": "season", "players": players, "rank": players})
    if not items:
        return None
    if "season" in asks and "rank" not in asks:
        items = [i if i["what"] == "season" else {**i, "what": "season", "players": players} for i in items]
    kinds = {i["what"] for i in items}
    if len(items) == 1:
        # the calculator form's shapes (referee.scoring: sezon / sira)
        one = items[0]
        engine = {"players": one.get("players"), "rank": one["rank"]} if one["what"] == "season" else {"rank": one["rank"]}
        if one["who"] != "Sen":
            engine["who"] = one["who"]
        return Plan(kind=one["what"], ruleset=r.ruleset, engine=engine, names=names, rules_used=kinds)
    return Plan(kind="night", ruleset=r.ruleset, engine={"items": items}, names=names, rules_used=kinds)
