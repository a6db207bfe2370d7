"""The story as a whole: points stated before a hand (a list "burak 780, kuzen 912", "biz 6 onlar 3",
"toplamım 712 idi"), the düz start, match length, each hand's okey tile, what descriptions point to
("okeyi atan"), what the story implies (an unnamed finisher, a remainder beside "açmamıştım"),
and the tournament night's ranks.
"""
from __future__ import annotations

from calculators.rulesets import RULESETS
from referee.story.entities import People
from referee.story.reading import ME, RIVAL, THEM, US, HandReading, Reading
from referee.story.rules import Fact
from referee.story.words import Words


def _stated_regions(ws: Words, facts: list[Fact]) -> list[tuple[int, int]]:
    from referee.story.attach import _stated_regions as regions

    return regions(ws, facts)


def story_level(r: Reading, ws: Words, facts: list[Fact], ppl: People) -> None:
    """Points before the hand, the düz start, match length, the okey's tile, stated hand scores."""
    person_facts = sorted((f for f in facts if f.dim == "people"), key=lambda f: f.start)
    regions = _stated_regions(ws, facts)
    unowned: list[Fact] = []
    told_at: dict[str, int] = {}  # where each standing told on its own was told
    own_told = any(x.kind == "stated" and (x.value.get("own") or x.value.get("person") == "1sg") for x in facts)
    for f in facts:
        k, v = f.kind, f.value
        if k == "start":
            r.start = v["n"]
        elif k == "match-hands":
            r.match_hands = v["n"]
        elif k == "match-of":  # "7 elin 6'sı bitti": the match's length, and the hands played before the story's
            r.match_hands, r.hands_before = v["hands"], v["before"]
        elif k == "hands-told":
            r.hands_told = v["n"]
        elif k == "match-target":
            r.match_target = v["n"]
        elif k == "hands-before" and v.get("end") and not any(x.kind == "hand" and x.start > f.start for x in facts):
            continue  # "2 elin sonunda kim kaç" after the hands it sums: the question, not hands already played
        elif k == "hands-before":
            if any(x.kind == "hand" for x in facts) or ws.at(f.end) == "sonra" or ws.at(f.start + 1) == "elden" or \
                    any(x.kind == "stated" and 0 <= x.start - f.end <= 3 for x in facts):  # "6 el bitti biz 300"
                r.hands_before = v["n"]
        elif k == "side-points":
            r.before["team:us"], r.before["team:them"] = v["us"], v["them"]
            if v.get("them_name") and ppl.team_game:  # "dayımlar 6": dayım sits on the other side
                key = "name:" + v["them_name"]
                ppl.team_of.setdefault(key, THEM)
                if key in r.people and r.people[key].team is None:
                    r.people[key].team = THEM
        elif k == "stated":
            key = _stated_key(r, ws, f, person_facts, ppl)
            if key:
                for each in _stated_group(r, ws, f, person_facts, ppl) or [key]:
                    r.before[each] = v["n"]
                    told_at[each] = f.start
            else:
                unowned.append(f)
        elif k == "stated-hand":
            hand = _hand_at(r, facts, f.start)
            own_total = own_told or ME in r.before
            if hand is not None and (len(r.hands) > 1 or (own_total and not hand.has_end)):
                # "toplamım 930'du bu el 74 yedim", "960'taydım bu el 64 yazdım": one hand told by its score
                # only, after the asker's total
                hand.stated_me = v["n"]
                ppl._add(ME)
    for a, b in regions:
        kept = {k: r.before[k] for k, at in told_at.items() if at >= b and k in r.before}
        _stated_list(r, ws, a, b, person_facts, ppl)
        r.before.update(kept)  # "… can 95 … pardon can 59'du": told after the list, it replaces it
    _team_points(r, ws, person_facts, ppl)
    for f in unowned:  # "komşular 37'deydi": a standing no list or name took — never dropped silently
        if r.hands and f.value["n"] not in r.before.values() and not (r.start is not None and f.value["n"] == r.start):
            r.hands[0].unplaced.append(ws.at(f.start))
    for hand in r.hands:
        _okey_of(hand, facts, r)
    _repeated(r, facts)
    if r.hands_before is None and r.match_hands and r.hands and 1 < r.hands[0].index <= r.match_hands:
        r.hands_before = r.hands[0].index - 1  # "7 ellik maçın 6. eli": five hands were played before it


def _repeated(r: Reading, facts: list[Fact]) -> None:
    """"3 el üst üste burak normal bitti": the one hand told is played that many times — each a copy
    of it (the engine plays them one after the other)."""
    import copy

    n = next((f.value["n"] for f in facts if f.kind == "hands-repeat"), None)
    if not n or len(r.hands) != 1 or not r.hands[0].has_end:
        return
    first = r.hands[0]
    for k in range(2, n + 1):
        again = copy.deepcopy(first)
        again.index = first.index + k - 1
        r.hands.append(again)


def _stated_key(r: Reading, ws: Words, f: Fact, person_facts: list[Fact], ppl: People) -> str | None:
    v = f.value
    if v.get("who"):
        return v["who"]
    if v.get("person") == "1sg":
        return ppl._add(ME)
    if v.get("person") == "1pl":
        return "team:us" if ppl.team_game else ppl._add(ME)
    before = [p for p in person_facts if p.end <= f.start and not any(ws[j].sep for j in range(p.end, f.start))]
    if before:
        key = ppl.key(before[-1], None)
        if key == "q:biz":
            return "team:us"
        if key in ("q:onlar",):
            return "team:them"
        return key
    return None


_JOINED = frozenset({"ile", "ve", "de", "da", ","})


def _subjects(ws: Words, f: Fact, person_facts: list[Fact]) -> list[Fact]:
    """The people a standing at fact f is told of: the person right before its number, and those
    joined to it ("Ali ile ben", "Ali de ben de") — within the clause."""
    span, j = [], f.start
    for p in sorted((p for p in person_facts if p.end <= f.start), key=lambda p: -p.start):
        if any(ws[i].sep and ws[i].text != "," or ws[i].num is not None or ws[i].verb is not None and
               ws[i].text not in _JOINED for i in range(p.end, j)) or \
                any(ws[i].text not in _JOINED for i in range(p.end, j) if span):
            break
        span.insert(0, p)
        j = p.start
    return span


def _stated_group(r: Reading, ws: Words, f: Fact, person_facts: list[Fact], ppl: People) -> list[str]:
    """"ikimiz de 20'deydik", "Ali ile ben 12'deydik", "Ali de ben de 10'daydık", "hepimiz 15'teydik":
    a standing told in the first person plural for several players is each one's standing (at a
    table without teams; there "biz" is our side). Empty when the clause names no such group."""
    from referee.story.question.targets import two_of_us

    if f.value.get("who") or ppl.team_game:
        return []
    span = _subjects(ws, f, person_facts)
    refs = [p.value.get("ref") for p in span]
    if f.value.get("person") != "1pl" and "q:herkes" not in refs:
        return []
    if "q:ikimiz" in refs:
        two = two_of_us(r)
        return two if len(two) == 2 else []
    if "q:herkes" in refs and getattr(RULESETS.get(r.ruleset), "game", None) == "duz":
        return ["q:herkes"]  # "dördümüz de 30'daydık" at düz: every column's points (plan_duz reads it)
    if "q:herkes" in refs:
        return [ME] + [k for k, p in r.people.items() if p.said and k != ME and not k.startswith(("desc:", "q:"))]
    keys = [ppl.key(p, None) for p in span if p.kind == "person"]
    keys = [k for k in keys if k and not k.startswith("q:")]
    return list(dict.fromkeys(keys)) if len(keys) >= 2 else []


def _stated_list(r: Reading, ws: Words, a: int, b: int, person_facts: list[Fact], ppl: People) -> None:
    """"toplamlar: burak 780, kuzen 912 …": each name with the number after it; "toplamlar 240, 310, 95
    idi (ben, kuzen, murat)": the numbers first, then as many people in parentheses, in that order."""
    if _numbers_then_names(r, ws, a, b, person_facts, ppl):
        return
    for p in person_facts:
        if not a <= p.start < b or ws.at(p.start - 1) == "+":
            continue  # "Gül–Elif 415", "(Cem + Can) 340": the number after a joined pair is the side's
        j = p.end
        while j < b and ws[j].text in ("(", ")", "+") or (j < b and not ws[j].sep and ws[j].num is None
                                                          and j - p.end < 4 and ws[j].text in ("abla", "abi", "amca")):
            j += 1
        if j < b and ws[j].num is not None and not ws[j].ordinal:
            key = ppl.key(p, None)
            if key and not key.startswith("q:"):
                r.before[key] = ws[j].num
                ws[j].claimed = "hands"


def _team_points(r: Reading, ws: Words, person_facts: list[Fact], ppl: People) -> None:
    """"6 elin sonunda Şahinler 612, Turnalar 540": a team's name right before a bare number is that
    team's points before the hand (the side the name stands for, :attr:`People.label_side`)."""
    from referee.story.hands.stated import at_points

    for p in person_facts:
        ref = p.value.get("ref", "")
        side = ppl.label_side.get(ref[6:]) if ref.startswith("label:") else None
        j = p.end + (ws.at(p.end) in ("takimi", "takim"))
        if ws.at(j) == "(":  # "A (Oya-Kaan) 240", "A takımı (Oya-Kaan) 9'da": the side's roster, then its points
            close = next((k for k in range(j, min(len(ws), j + 7)) if ws.at(k) == ")"), None)
            j = close + 1 if close is not None else j
        w = ws[j] if j < len(ws) else None
        if side and w is not None and w.num is not None and not w.ordinal and (not w.suffix or at_points(w.suffix)) and \
                not w.claimed:
            r.before["team:us" if side == US else "team:them"] = w.num
            w.claimed = "hands"


def _numbers_then_names(r: Reading, ws: Words, a: int, b: int, person_facts: list[Fact], ppl: People) -> bool:
    """The numbers of a points list before a parenthesis that names as many people, paired in order."""
    open_at = next((j for j in range(a, b) if ws[j].text == "("), None)
    if open_at is None:
        return False
    close_at = next((j for j in range(open_at, b) if ws[j].text == ")"), b)
    nums = [w for w in ws.items[a:open_at] if w.num is not None and not w.ordinal and w.claimed in ("", "hands")]
    people = [p for p in person_facts if open_at < p.start < close_at]
    if len(nums) < 2 or len(nums) != len(people) or any(p.start < open_at for p in person_facts if a <= p.start):
        return False
    keys = [ppl.key(p, None) for p in people]
    if any(not k or k.startswith("q:") for k in keys):
        return False
    for key, w in zip(keys, nums):
        r.before[key] = w.num
        w.claimed = "hands"
    return True


def _hand_at(r: Reading, facts: list[Fact], at: int) -> HandReading | None:
    marks = sorted(f.start for f in facts if f.kind == "hand")
    k = sum(1 for m in marks if m <= at)
    return r.hands[max(0, k - 1)] if r.hands else None


def _okey_of(hand: HandReading, facts: list[Fact], r: Reading) -> None:
    said = [f for f in facts if f.kind == "okey-is"]
    if len(r.hands) > 1:
        said = [f for f in said if _hand_at(r, facts, f.start) is hand] or (said if len(said) == 1 else [])
    if said:
        f = said[-1]
        hand.okey = (f.value["colour"], f.value["number"])
        c = f"{f.value['colour']} " if f.value["colour"] else ""
        hand.okey_from = (f"gösterge {c}{f.value['gosterge']} → okey {c}{f.value['number']}"
                          if f.value["via"] == "gosterge" else f"okey {c}{f.value['number']}")
    if any(f.kind == "okey-unknown" for f in facts):
        hand.okey_unknown = hand.okey is None


def resolve_descriptions(r: Reading) -> None:
    """"okeyi atan" is the player who threw the okey; "açmayan" a role the planner fills."""
    for hand in r.hands:
        if "desc:okey-atan" in hand.players:
            facts = hand.players.pop("desc:okey-atan")
            thrower = [k for k, p in hand.players.items() if any(x.kind == "okey-atma" for x in p.penalties)]
            if len(thrower) == 1:
                target = hand.player(thrower[0])
                target.sums += facts.sums
                target.tiles += facts.tiles
                target.okeys += facts.okeys
                if facts.opened:
                    target.opened, target.opened_assumed = facts.opened, facts.opened_assumed
            r.people.pop("desc:okey-atan", None)
        _unopened_is_told(r, hand)


def _unopened_is_told(r: Reading, hand) -> None:
    """"Selim henüz açmamıştı, pere uyan taşı attı … açmayana da ceza yazılır mı": the one asked as "açmayan"
    is the one player the hand told had not opened, when nothing else is told of the description."""
    desc = "desc:acmayan"
    facts = hand.players.get(desc)
    if desc not in r.people or hand.finishers or (facts is not None and (facts.sums or facts.tiles or facts.penalties)):
        return
    told = [k for k, p in hand.players.items() if k != desc and p.opened == "yok" and not p.opened_assumed]
    if len(told) != 1:
        return
    hand.players.pop(desc, None)
    r.people.pop(desc, None)
    r.question.targets = [told[0] if t == desc else t for t in r.question.targets]


def implied(r: Reading, ppl: People) -> None:
    """What the story implies without a word for it.

    - "okeyle bitince açmayan kaç yazar": someone finished (a rival nobody named) and the one asked
      about is a player who had not opened. When the rival is mentioned as someone else, the finisher
      stays unknown: no guessing (the rule article answers).
    - A remainder told for a player beside others said *not* to have opened ("ben açmamıştım, kuzen 20
      kaldı") says that player opened (with melds, assumed and said so); alone ("elimde 41 kaldı")
      it does not: an unopened player holds tiles too.
    """
    if ppl.team_game and getattr(RULESETS.get(r.ruleset), "game", None) == "duz":
        # "biz normal bittik", "bizim takım yedi çiftle bitti": which of us finished changes no column
        ours = [h for h in r.hands if not h.finishers and not h.deste and h.ours_finished]
        if not ours and _our_side_finished(r):
            ours = r.hands[:1]
        for hand in ours:
            ppl._add(ME)
            hand.finishers = [ME]
        if ours:
            r.assumed.append("Sizden biri bitirdi; eşli düzde hanginizin bitirdiği sayıyı değiştirmez, seni bitiren "
                             "saydım.")
    for hand in r.hands:
        if "desc:acmayan" in r.people:
            hand.player("desc:acmayan").opened = hand.player("desc:acmayan").opened or "yok"
        if hand.unnamed_finish and not hand.finishers and not hand.deste and RIVAL not in r.people:
            ppl.r.person(RIVAL, said=False)
            hand.finishers.append(RIVAL)
            if hand.unnamed_pairs:
                hand.player(RIVAL).opened = "cift"  # the unnamed pairs opener is the unnamed finisher
            acmayan = r.people.get("desc:acmayan")
            if ppl.team_game and acmayan is not None and acmayan.team is None:
                acmayan.team = US  # "açamayan kaç yazar" after a finish: one who played against the finisher
        told_no = [k for k, p in hand.players.items() if p.opened == "yok" and not p.opened_assumed]
        for k, p in hand.players.items():
            if p.opened is None and p.has_left and told_no and k not in hand.finishers:
                p.opened, p.opened_assumed = "seri", True


def _our_side_finished(r: Reading) -> bool:
    """One hand told with no finisher, and a finish whose subject is our side: a first-person-plural
    verb ("bittik") or "biz / bizim takım" right before the finish verb in the same sentence."""
    if len(r.hands) != 1 or r.hands[0].finishers or r.hands[0].deste:
        return False
    facts = sorted(r.facts, key=lambda f: f.start)
    for k, f in enumerate(facts):
        if f.kind != "finished" or f.value.get("neg"):
            continue
        if f.value.get("person") == "1pl":
            return True
        people = [x for x in facts[:k] if x.dim == "people" and x.kind == "person"]
        last = people[-1] if people else None
        if last is not None and last.value.get("ref") in ("team:us", "q:biz") and f.start - last.end <= 8:
            return True
    return False


def night(facts: list[Fact], person_facts: list[Fact], ws: Words, ppl: People) -> dict:
    """Okey Gecesi and bracket numbers; a rank goes to the person named before it (else the asker)."""
    out: dict = {"ranks": []}
    for f in facts:
        if f.kind == "players":
            out["players"] = f.value["n"]
        elif f.kind == "entries":
            out["entries"] = f.value["n"]
        elif f.kind == "ask":
            out.setdefault("asks", []).append(f.value["what"])
            out["ask"] = f.value["what"]
        elif f.kind in ("rank", "last"):
            before = [p for p in person_facts if p.end <= f.start and f.start - p.end <= 2]
            who = ppl.key(before[-1], None) if before else ppl._add(ME)
            if f.kind == "last":
                out.setdefault("last", []).append(who)
                continue
            out["ranks"].append({"who": who, "n": f.value["n"], "scope": f.value["scope"]})
    return out
