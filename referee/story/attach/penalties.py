"""Penalty facts → players: penalties go to the subject with the count said beside them; "aldı /
almadı" after a discard says whether the next player took it; who showed the gösterge; an okey taken
from someone's meld; the melds told as lying on the table."""
from __future__ import annotations

from referee.story.attach.state import State
from referee.story.clauses import Clause
from referee.story.entities import People
from referee.story.reading import MELD_ON_TABLE, ME, OKEY_LAID, THEM, US, HandReading, Penalty
from referee.story.rules import Fact
from referee.story.words import Words

#: A clause that names the discarded tile starts with one of these ("taş k8'di", "attığım taş m5").
_TILE_NOUNS = frozenset({"tas", "tasi", "tasim", "attigim", "attigi", "atilan"})
#: Words opening a clause that sums up what was told ("yani iki kere işlek attı"), no new deed.
_SUMMING = frozenset({"yani", "kisacasi", "ozetle", "sonucta"})
_PENALTY_KIND = {"islek": "islek", "okey-discard": "okey-atma", "failed-opening": "acis-geri"}


def penalties(c: Clause, hand: HandReading, ppl: People, st: State, ws: Words, used: set[int]) -> None:
    count_facts = [f for f in c.facts if f.kind == "count"]
    counts = [f.value["n"] for f in count_facts]
    tiles = [f for f in c.facts if f.kind == "tile"]
    pen = st.last_pen
    if pen is not None and pen.kind == "islek" and pen.tile_number is None and c.start <= st.pen_end + 1 and \
            not any(ws[j].strong for j in range(max(0, st.pen_end), c.start)):
        # "işlek attım kırmızı 7, sağımdaki aldı": the tile told right after the discard — its clause's
        # first word, in the same sentence ("… attım. elde 8 kaldı": the 8 is left, no tile)
        first = ws[c.start]
        if (first.num is not None or any(t.start == first.i for t in tiles)) and \
                not (c.kinds() & {"held", "left", "sum-word", "count-only", "total"}):
            t = next((t for t in tiles if t.start <= first.i < t.end), None)
            if t is not None:
                pen.tile_number = t.value["number"]
                used.add(id(t))
            elif first.num is not None and 1 <= first.num <= 13 and not first.claimed:
                pen.tile_number = first.num
                first.claimed = "penalties"
    pen = st.last_pen
    if pen is not None and pen.kind == "islek" and pen.tile_number is None and ws.at(c.start) in _TILE_NOUNS and \
            tiles and not any(ws[j].strong for j in range(max(0, st.pen_end), c.start)):
        # "işlek attım, sağımdaki aldı, taş k8'di": the tile named in a clause of its own, in the same sentence
        pen.tile_number = tiles[0].value["number"]
        used.add(id(tiles[0]))
    if tiles and c.kinds() <= {"tile"} and any(w.verb is not None and w.verb.root == "at" for w in c.words(ws)):
        st.throw_tile = tiles[0]  # "sonra attığı siyah 4'ü | kimse almadı": a throw's tile, its taking told next
    _again(c, hand, st, ws, count_facts)
    _shower_corrected(c, hand, st, ws)
    for f in c.facts:
        k, v = f.kind, f.value
        if k == "gosterge" and v.get("who") is not None:
            # "gösteren İpek'miş" (a correction, or who it was): the shower is that person, no one else
            ref = next((x for x in c.refs if x.start == v["who"]), None)
            key = ppl.key(ref, st.topic) if ref is not None else None
            if key and not key.startswith("q:"):
                hand.player(key)
                hand.gosterge_by, hand.gosterge_unknown = [key], False
            continue
        if k == "gosterge":
            if v.get("unknown") or not c.subjects or all(_somebody(ppl, key) for key in c.subjects):
                hand.gosterge_unknown = True  # shown, but by whom the story does not say
                continue
            for key in c.subjects:
                hand.player(key)
                if key not in hand.gosterge_by:
                    hand.gosterge_by.append(key)
        elif k in _PENALTY_KIND:
            n = v.get("times") or (counts[0] if counts else 1)
            tile = v.get("tile")
            if k == "islek" and tile is None and tiles:
                tile = tiles[0].value["number"]
                used.add(id(tiles[0]))
            options = next((x.value.get("options") for x in count_facts if x.value.get("options")), [])
            for key in c.subjects:
                p = hand.player(key)
                if k == "failed-opening" and _same_failure(p, f, c, st, ws, said=bool(v.get("times") or counts)):
                    continue
                if v.get("suffered") and _told_throw(p, st, ws, f.start):
                    continue  # "… uyan bir taş attım, işlek cezası yedim": that throw's penalty, not a second one
                if ws.at(c.start) in _SUMMING and (p.penalties or any(who == key for who, _ in hand.discards)):
                    continue  # "… yani iki kere işlek attı": the throws told before, summed up — no more of them
                pen = Penalty(_PENALTY_KIND[k], count=n, tile_number=tile, rule=f.rule, count_options=list(options))
                st.failure_halves = {v.get("tells", "both")} if k == "failed-opening" else set()
                p.penalties.append(pen)
                # "101'e ulaşmadan açtı, taşları geri topladı": an opening told before the taking back, with no
                # melds named, is the attempt that failed — the player did not open (no opening can fail after
                # a valid one; a later real opening sets it again)
                if k == "failed-opening" and (p.opened is None or p.opened_assumed):
                    p.opened, p.opened_assumed = "yok", False
                st.last_pen = pen
                st.pen_end = c.end
                if k in ("islek", "okey-discard"):
                    st.thrower = key  # a penalised throw: whose the next dropped-subject throw is

        elif k == "tile-number":
            if st.last_pen is not None and st.last_pen.kind == "islek" and st.last_pen.tile_number is None:
                st.last_pen.tile_number = v["n"]
        elif k == "taken":
            pen = st.last_pen
            if pen is not None and pen.kind in ("islek", "okey-atma") and pen.taken is None:
                pen.taken = v["yes"]
            elif (later := _next_throw(c, hand, st, ws, tiles, used)) is not None:
                later.taken = v["yes"]
        elif k == "okey-taken":
            _okey_taken(c, f, hand, ppl, st, ws)
        elif k == "okey-in-meld":
            _okey_in_meld(c, f, hand, ppl, st)
        elif k == "okey-kept" and c.subject is not None and not c.subject.startswith("q:"):
            st.kept_okey.append((c.subject, ws.at(f.start)))  # checked once the hand is read
        elif k == "table":
            meld: list = []
            for j in range(v["start"], v["end"]):
                t = next((t for t in c.facts if t.kind in ("tile", "tiles", "okey") and t.start == j), None)
                if t is not None:
                    used.add(id(t))
                    meld += [(x["colour"], x["number"]) for x in t.value["tiles"]] if t.kind == "tiles" else \
                        [(t.value["colour"], t.value["number"]) if t.kind == "tile" else (None, 0)]
                elif ws[j].text.startswith("okey"):
                    meld.append((None, 0))  # "okeyden küt", "m4 okey m6": the okey in the meld
            hand.table.append(meld)
            if (None, 0) in meld:  # "Boyacının yerde m4 okey m6'sı vardı": an okey in someone's meld, if told whose
                gen = [r for r in c.refs if r.kind in ("person", "alias") and r.value.get("case") == "gen"
                       and r.start < v["start"] + 2]
                st.meld_okey = (ppl.key(gen[-1], st.topic) if gen else None,)
    # "aldı" with no word for the discard: the next player took the last penalty's tile
    if not any(f.kind == "taken" for f in c.facts) and st.last_pen is not None and st.last_pen.taken is None:
        verbs = _told_verbs(c, ws)
        if any(v.root == "al" for v in verbs) and not any(f.kind == "okey-taken" for f in c.facts) and \
                c.subject not in (None,) and not any(f.kind in _PENALTY_KIND for f in c.facts):
            st.last_pen.taken = not any(v.neg for v in verbs if v.root == "al")
    _discard_taken(c, hand, ws, st)


def _told_verbs(c: Clause, ws: Words) -> list:
    """The clause's finite verbs that tell what happened: "sağımdaki alırsa kaç" asks a case, tells no take."""
    return [w.verb for w in c.words(ws) if w.verb is not None and w.verb.form == "finite" and w.verb.mood != "cond"]


def _discard_taken(c: Clause, hand: HandReading, ws: Words, st: State) -> None:
    """"Can b5 attı, yerde b6 b7 b8 vardı, Ece almadı": only the next player may take a discard, so a clause
    telling someone took (or did not take) the tile after a discard no penalty holds yet says whether the next
    player took it — kept for the table's işlek judgement (:func:`referee.story.plan.table.judge_discards`)."""
    idx = len(hand.discards) - 1
    if idx < 0 or idx in hand.discards_taken or (st.last_pen is not None and st.last_pen.taken is None):
        return
    told = next((f for f in c.facts if f.kind == "taken"), None)
    if told is not None:
        hand.discards_taken[idx] = bool(told.value["yes"])
        return
    verbs = [v for v in _told_verbs(c, ws) if v.root == "al"]
    if verbs and c.subject is not None and not any(f.kind == "okey-taken" or f.kind in _PENALTY_KIND for f in c.facts):
        hand.discards_taken[idx] = not any(v.neg for v in verbs)


def _next_throw(c: Clause, hand: HandReading, st: State, ws: Words, tiles: list[Fact], used: set[int]) -> Penalty | None:
    """"iki kez işlek attı: kırmızı 11'i sıradaki aldı, sonra attığı siyah 4'ü kimse almadı": a counted işlek
    told throw by throw — a clause with a tile of its own and whether it was taken, after the first throw's,
    is the next throw. It is split off the count as a penalty of its own (its tile, its taking), so each
    throw is priced as told; None when the last penalty has no throw left to tell."""
    pen = st.last_pen
    fresh = [t for t in tiles if id(t) not in used] or \
        ([st.throw_tile] if st.throw_tile is not None and id(st.throw_tile) not in used else [])
    if pen is None or pen.kind != "islek" or pen.taken is None or not pen.count or pen.count < 2 or not fresh:
        return None
    owner = next((p for p in hand.players.values() if any(x is pen for x in p.penalties)), None)
    if owner is None:
        return None
    used.add(id(fresh[0]))
    pen.count -= 1
    later = Penalty(pen.kind, count=1, tile_number=fresh[0].value["number"], rule=pen.rule)
    owner.penalties.append(later)
    st.last_pen = later
    return later


def _told_throw(p, st: State, ws: Words, at: int) -> bool:
    """Whether the player's last penalty is an işlek thrown earlier in the same sentence (the one a
    "işlek cezası yedi" right after it tells the cost of)."""
    last = p.penalties[-1] if p.penalties else None
    return last is not None and last is st.last_pen and last.kind == "islek" and \
        not any(ws[j].strong for j in range(max(0, st.pen_end - 1), min(at, len(ws))))


def _same_failure(p, f: Fact, c: Clause, st: State, ws: Words, said: bool) -> bool:
    """"açtım ama 101 tutmadı, geri topladım": one failed opening told in its two halves — the melds short
    of 101, then the tiles taken back. The other half of the player's last failed opening (no count said,
    same sentence) is that failure; a half it already has ("… geri topladım, sonra yine geri topladım")
    is a new one."""
    last = p.penalties[-1] if p.penalties else None
    tells = f.value.get("tells", "both")
    if said or last is None or last.kind != "acis-geri" or last is not st.last_pen or last.count != 1:
        return False
    if any(ws[j].strong for j in range(max(0, st.pen_end - 1), min(f.start, len(ws)))):
        return False
    told = st.failure_halves
    if tells == "both" or tells in told or "both" in told:
        return False
    told.add(tells)
    return True


def _again(c: Clause, hand: HandReading, st: State, ws: Words, count_facts: list[Fact]) -> None:
    """"işleki attı, sonra bi daha attı": a clause that only throws again ("bir daha / tekrar", a throw
    verb, no penalty or finish of its own) repeats the last penalty of the same player — once more."""
    pen = st.last_pen
    if pen is None or pen.count is None or not any(f.value.get("again") for f in count_facts):
        return
    if c.kinds() & (set(_PENALTY_KIND) | {"finished", "okey-last", "elden", "cift", "normal", "deste"}):
        return
    if not any(w.verb is not None and w.verb.root == "at" and not w.verb.neg for w in c.words(ws)):
        return
    owner = next((k for k, p in hand.players.items() if any(x is pen for x in p.penalties)), None)
    if owner is not None and c.subject == owner:
        pen.count += 1


def _shower_corrected(c: Clause, hand: HandReading, st: State, ws: Words) -> None:
    """"ablam göstergeyi gösterdi, yok yok ablam değil sevgi gösterdi": right after "X değil", a clause
    whose verb shows (the gösterge itself not said again) names who showed it instead of X."""
    if st.denied is None or st.denied[0] != c.start or st.denied[1] not in hand.gosterge_by:
        return
    if "gosterge" in c.kinds() or not c.subjects:
        return
    if _next_verb(ws, c.start) == "goster":  # "… değil kuzenim rojda gösterdi": the verb may be a clause on
        hand.gosterge_by[:] = [k for k in hand.gosterge_by if k != st.denied[1]] + \
            [k for k in c.subjects if k not in hand.gosterge_by]


def _next_verb(ws: Words, i: int) -> str | None:
    """The root of the first finite verb from word i on, within the sentence (None: none)."""
    while i < len(ws) and not ws[i].strong:
        v = ws[i].verb
        if v is not None and v.form == "finite" and not v.neg:
            return v.root
        i += 1
    return None


def _somebody(ppl: People, key: str) -> bool:
    """"biri gösterdi": an unnamed someone, not a player the story tells of."""
    from referee.text.normalize import fold

    person = ppl.r.people.get(key)
    return key.startswith("anon:") and person is not None and fold(person.name) in ("biri", "birisi", "birileri")


def _meld_owner(c: Clause, f: Fact, ppl: People, st: State) -> str | None:
    """Whose meld an okey lies in: the asker's ("perimde"), the clause's subject who laid it ("kendi serisine
    okeyi koymuştu"), else the owner told in the genitive before it ("muhtarın perinde") or the one talked
    about ("eniştem açmıştı, perinde okey vardı")."""
    owner = f.value["owner"]
    if owner == "ben":
        return ppl._add(ME)
    if owner == "subject" and c.subject is not None and not c.subject.startswith("q:"):
        return c.subject
    gen = [r for r in c.refs if r.kind in ("person", "alias") and r.value.get("case") == "gen" and r.start < f.start + 1]
    if gen:
        return ppl.key(gen[-1], st.topic)
    if c.subject is not None and c.subject != ME and not c.subject.startswith("q:") and \
            any(r.start < f.start for r in c.refs if r.kind in ("person", "alias")):
        return c.subject  # "muhtar yerdeki perinde okey vardı": the one the clause opens with
    return st.topic


def _okey_in_meld(c: Clause, f: Fact, hand: HandReading, ppl: People, st: State) -> None:
    """An okey lying in someone's meld: no okey held; its owner had opened, and is whose okey a take told
    later is ("… yerine gerçek taşı koyup okeyi aldı"). "başka pere işledi" leaves the owner unknown."""
    owner = _meld_owner(c, f, ppl, st) if f.value.get("known", True) else None
    st.meld_okey = (owner,)
    layer = c.subject if f.value["owner"] == "subject" and c.subject and not c.subject.startswith("q:") else None
    for key, note in ((owner, MELD_ON_TABLE), (layer, OKEY_LAID)):
        if key is None:
            continue
        p = hand.player(key)
        if p.opened is None:  # a meld of theirs on the table, or a tile they laid on one: they had opened
            p.opened, p.opened_assumed = "seri", True
            p.rules.append(note)


def _okey_taken(c: Clause, f: Fact, hand: HandReading, ppl: People, st: State, ws: Words) -> None:
    if f.value["owner"] == "meld":
        # "… yerine gerçek taşı koyup okeyi aldı": the okey of the meld told before, else the one named here
        gen = [r for r in c.refs if r.kind in ("person", "alias") and r.value.get("case") == "gen" and r.start < f.start]
        told = st.meld_okey[0] if st.meld_okey is not None else None
        owner = told if told is not None else (ppl.key(gen[-1], st.topic) if gen else None)
        if owner is None:
            hand.unplaced.append(ws.at(f.start))  # whose okey it was, the story does not say: the guard asks
            return
    elif f.value["owner"] == "ben":
        owner = ppl._add(ME)
    else:
        gen = [r for r in c.refs if r.kind in ("person", "alias") and r.value.get("case") == "gen" and r.start < f.start + 1]
        owner = ppl.key(gen[-1], st.topic) if gen else st.topic
    if owner is None:
        return
    taker = c.subject if c.subject not in (None, owner) and not (c.subject or "").startswith("q:") else None
    pen = Penalty("okey-alindi", by=taker, rule=f.rule)
    from_team = any(r.value.get("ref") == "team:them" for r in c.refs if r.kind == "person")
    if from_team:
        pen.by_team = THEM
        person = ppl.r.people.get(owner)
        if person is not None and person.team is None and owner.startswith("name:"):
            person.team = US  # the other team took it: the owner sits on our side
    p = hand.player(owner)
    p.penalties.append(pen)
    if p.opened is None:
        # "perimdeki okeyi aldı": a meld of the owner's lay on the table — the owner had opened
        p.opened, p.opened_assumed = "seri", True
        p.rules.append(MELD_ON_TABLE)
    if taker is not None and taker not in hand.took_okey:
        hand.took_okey.append(taker)  # only a player who has opened (or opens in that turn) may take it
