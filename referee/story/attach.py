"""Facts → players: each clause's facts go to its subject (or, for what is left, its owner).

The rules of attachment are few and general: a finish verb makes the subject a finisher; an
opening verb sets how the subject opened (a later finite statement wins over an earlier one, a
converb "açmadan" only fills a gap); penalties go to the subject, with the count said beside them;
"aldı / almadı" after a discard says whether the next player took it; tiles and numbers are left in
a hand only in a clause that says so ("elimde", "kaldı", "var", or a list "ben 30, burak 12" after
the hand ended); tiles in a "masada … vardı" clause lie on the table; a tile thrown mid-hand is a
discard (işlek or not is the engine's judgement against the table).
"""
from __future__ import annotations

from referee.story import held
from referee.story.clauses import Clause
from referee.story.entities import People
from referee.story.reading import MELD_ON_TABLE, ME, THEM, US, HandReading, Penalty, Reading
from referee.story.rules import Fact
from referee.story.words import Words

_PLAYER_VERBS = frozenset({"ac", "bit", "at", "al", "topla", "goster", "git", "indir", "yap", "kal", "var"})
_PENALTY_KIND = {"islek": "islek", "okey-discard": "okey-atma", "failed-opening": "acis-geri"}


class _State:
    def __init__(self) -> None:
        self.topic: str | None = None  # the third person talked about last
        self.actor: str | None = None  # the subject of the last verb
        self.last_pen: Penalty | None = None
        self.pending: dict | None = None  # what was said to be left before we knew whose
        self.opened_by: str | None = None  # subject of the last clause that told an opening
        self.throws: list[tuple[str | None, int, Penalty]] = []  # "okey attı" without "yere"
        self.pen_end = -1  # word index where the last penalty's clause ended
        self.failure_halves: set[str] = set()  # which halves of the last failed opening were told ("short", "back")
        self.last_tiles: set[int] = set()  # tile facts that are the last tile, not a discard
        self.takes: list[tuple[int, str | None, bool]] = []  # (clause start, subject, negated): "sağımdaki aldı"
        self.by_mistake: set[int] = set()  # clause starts that say "yanlışlıkla" (a discard, not a finish)


def _stated_regions(ws: Words, facts: list[Fact]) -> list[tuple[int, int]]:
    """Where numbers are points before the hand, one per name: after "toplamlar:" up to the sentence's
    end, and "ben 120 cem 80'deydi" (the last pair's verb tells the pairs before it, back to the
    sentence's start)."""
    out = []
    person_ends = {f.end: f for f in facts if f.dim == "people"}
    person_at = {j for f in facts if f.dim == "people" for j in range(f.start, f.end)}
    for f in facts:
        if f.kind == "stated-list":
            j = f.end
            while j < len(ws) and not ws[j].strong:
                j += 1
            out.append((f.start, j))
        elif f.kind == "stated" and not f.value.get("who") and f.value.get("person") in ("", "3sg", "3pl", "3"):
            at = f.value.get("at", f.start)
            p = person_ends.get(at)
            if p is None or p.start < 2:
                continue
            k = p.start - 1
            w = ws[k]
            if w.num is None or w.ordinal or w.suffix or w.claimed or (k - 1) not in person_at:
                continue
            a = k
            while a > 0 and not ws[a - 1].strong:
                a -= 1
            out.append((a, f.end))
    return out


def hand(r: Reading, hand: HandReading, ws: Words, clauses: list[Clause], ppl: People, facts: list[Fact]) -> None:
    """Fill one hand from its clauses."""
    _players = hand.player

    def player(key: str):
        if key not in r.people and not key.startswith("desc:"):
            ppl._add(key)  # a group member ("ikimiz de açamadık") becomes a player only with a fact
        return _players(key)

    hand.player = player  # type: ignore[method-assign]
    st = _State()
    regions = _stated_regions(ws, facts)

    def describe(desc: str) -> str | None:
        if desc == "okey-atan":
            found = [k for k, p in hand.players.items() if any(x.kind == "okey-atma" for x in p.penalties)]
            return found[0] if len(found) == 1 else None
        if desc == "bitiren" and hand.finisher:
            return hand.finisher
        return None

    ppl.describe = describe
    st.adjectival = _adjectival(ws, facts)
    used: set[int] = set()  # ids of tile facts already placed (table, last tile)
    for k, c in enumerate(clauses):
        _subject(c, ws, ppl, st)
        in_list = any(a <= c.start < b for a, b in regions)
        _finish(c, hand, ppl, st, ws)
        used |= st.last_tiles
        _opening(c, hand, st, ppl)
        _penalties(c, hand, ppl, st, ws, used)
        _takes(c, ws, st)
        if not in_list:
            held.left(c, hand, ws, st, clauses, k, used)
        named = any(f.kind in ("person", "alias") and f.value.get("case", "nom") == "nom" for f in c.refs)
        if c.owner and c.owner != ME and not named and not c.owner.startswith("q:"):
            st.topic = c.owner  # "Doğu'nun elinde 15 kaldı, açmıştı": Doğu is talked about now
        elif c.subject and not c.subject.startswith("q:") and c.subject not in ("rakipler",):
            st.actor = c.subject
            if c.subject != ME:
                st.topic = c.subject
    _throws(hand, st)
    ppl.describe = None
    del hand.player  # back to the class's method: the reading must not keep this hand's closure


# --------------------------------------------------------------------------- subject


def _subject(c: Clause, ws: Words, ppl: People, st: _State) -> None:
    noms = [f for f in c.refs if f.kind in ("person", "alias", "self") and f.value.get("case", "nom") == "nom"]
    owners = [f for f in c.refs if f.kind == "person" and f.value.get("case") in ("gen", "loc")]
    verbs = [w for w in c.words(ws) if w.verb is not None and w.verb.mood != "cond"]
    finite = [w for w in verbs if w.verb.form == "finite" and w.verb.root in _PLAYER_VERBS | {"ol", "de"}]
    subject = None
    keys = [k for k in (ppl.key(f, st.topic) for f in noms) if k is not None]
    if keys:
        subject = keys[0]
    plural = bool(finite) and finite[-1].verb.person in ("1pl", "3pl")
    both = any(ws.at(f.start - 1) in ("ve", "ile") or ws.at(f.start - 1) in ("de", "da") and ws.at(f.end) in ("de", "da")
               for f in noms[1:])  # "ben ve eşim", "cemil de hakan da açamadı"
    if len(set(keys)) > 1 and (plural or both):
        c.subject = keys[0]
        c.subjects = [x for k in dict.fromkeys(keys) for x in ppl.group(k)]
        c.owner = _owner(c, ws, ppl, st, keys[0], owners)
        return
    if subject is None and any(w.text in ("elimi", "elimizi", "elim") for w in c.words(ws)):
        subject = ppl._add(ME)  # "elimi açamadan el bitti": my hand
    if subject is None:
        v = finite[-1].verb if finite else None
        if v is not None and v.person == "1sg":
            subject = ppl._add(ME)
        elif v is not None and v.person == "1pl":
            subject = "q:biz"
        elif v is not None and v.person == "3pl":
            subject = "q:onlar"
        elif finite and all(w.verb.root in ("kal", "var") for w in finite):
            subject = st.actor  # "ben açmıştım, 14 kaldı": what is left is the last speaker's
        elif not verbs and st.actor and any(f.kind == "held" and f.value["who"] == "any" for f in c.facts):
            subject = st.actor  # "ben açmıştım elde 8": "elde" (anyone's hand) is the last speaker's
        elif finite or not verbs:
            subject = st.topic if not (verbs and not finite) else st.actor
        else:
            subject = st.actor
    c.subject = subject
    c.subjects = ppl.group(subject) if subject != "q:kimse" else []
    c.owner = _owner(c, ws, ppl, st, subject, owners)


def _owner(c: Clause, ws: Words, ppl: People, st: _State, subject: str | None, owners: list[Fact]) -> str | None:
    """Whose tiles the clause's numbers are: "Deniz'in elinde", "bende", "elimde", "elinde" (the subject)."""
    for f in owners:
        owner = ppl.key(f, st.topic)
        if owner is not None and not owner.startswith("q:"):
            return owner
    held = [f for f in c.facts if f.kind == "held"]
    if held:
        who = held[0].value["who"]
        if who == "ben":
            return ppl._add(ME)
        if who == "third":
            return subject if subject and subject != ME and not subject.startswith("q:") else st.topic
    return None


# --------------------------------------------------------------------------- finish


def _finish(c: Clause, hand: HandReading, ppl: People, st: _State, ws: Words) -> None:
    for f in c.facts:
        k, v = f.kind, f.value
        if k == "finished":
            if v["neg"]:
                if c.subject == "q:kimse":
                    hand.deste = True
                continue
            if c.subject == "q:kimse":
                continue
            if c.subject is None or c.subject.startswith("q:") or c.subject == "rakipler":
                hand.unnamed_finish = True
                continue
            hand.finishers.append(c.subject)
            hand.rules.append(f.rule)
        if v.get("finished") and c.subject and not c.subject.startswith("q:") and c.subject != "rakipler":
            hand.finishers.append(c.subject)
        elif v.get("finished") and c.subject is None:
            hand.unnamed_finish = True
        if k == "okey-last":
            if v["yes"] is False:
                hand.okey_last = False
            elif hand.okey_last is None:
                hand.okey_last = True
        elif k == "sahte-last":
            hand.sahte_last = True
            if hand.okey_last is None:
                hand.okey_last = False
        elif k == "sahte" and f.dim == "corrections":
            hand.sahte_last, hand.okey_last = True, False  # "okey değil sahte okeymiş"
        elif k == "last-unknown":
            hand.last_unknown = True
        elif k == "unsure" and (hand.last_tile is not None or any(x.kind == "last-marker" for x in c.facts)):
            hand.last_unknown = True  # "son taş kırmızı 4 müydü 3 mü, emin değilim"
        elif k == "last-tile":
            hand.last_tile = (v["colour"], v["number"])
        elif k == "last-marker":
            tile = next((t for t in c.facts if t.kind == "tile" and t.start >= v["at"]), None)
            if tile is not None:
                hand.last_tile = (tile.value["colour"], tile.value["number"])
                st.last_tiles.add(id(tile))
                if c.subject and not c.subject.startswith("q:") and c.subject not in hand.finishers and \
                        any(w.verb is not None and w.verb.root == "at" for w in c.words(ws)):
                    hand.finishers.append(c.subject)  # "son taş olarak sarı 8 attı": the finish
        elif k == "cift":
            hand.cift = True
            hand.seven_pairs = hand.seven_pairs or bool(v.get("seven"))
        elif k == "elden":
            hand.elden = hand.elden or v["how"]
            if v.get("okey") and hand.okey_last is None:
                hand.okey_last = True
        elif k == "normal":
            if (hand.cift or hand.seven_pairs) and _retracts(ws, f):
                hand.cift = hand.seven_pairs = False  # "7 çiftle bitti... yok yok normal bitti pardon"
            hand.normal = True
        elif k == "deste":
            hand.deste = True
        elif k == "bozuldu":
            hand.bozuldu = True
        elif k == "all-pairs":
            hand.all_pairs = True
            ppl._add(ME)
        elif k == "okey-throw":
            st.throws.append((c.subject, f.start, _okey_was(c, f, ws)))
        else:
            continue
        hand.rules.append(f.rule)


_RETRACT = frozenset({"yok", "pardon", "hayir"})


def _retracts(ws: Words, f: Fact) -> bool:
    """"… yok yok normal bitti pardon": a normal finish told with a taking-back word right around it
    replaces the pairs finish told before (it does not add to it)."""
    return any(ws.at(j) in _RETRACT for j in (*range(f.start - 3, f.start), *range(f.end, f.end + 2)) if 0 <= j)


_BY_MISTAKE = frozenset({"yanlislikla", "yanlislik", "kazara", "dalginlikla", "farkinda"})


def _takes(c: Clause, ws: Words, st: _State) -> None:
    """Remember who took a tile ("sağımdaki aldı", "sıradaki kaptı") and "yanlışlıkla": what an
    "okey attı" with no finish verb was."""
    texts = {w.text for w in c.words(ws)}
    if texts & _BY_MISTAKE:
        st.by_mistake.add(c.start)
    verbs = [w.verb for w in c.words(ws) if w.verb is not None and w.verb.form == "finite" and w.verb.root == "al"]
    if verbs and not any(f.kind == "okey-taken" for f in c.facts):
        st.takes.append((c.start, c.subject, any(v.neg for v in verbs)))


_WAS = ("tu", "tü", "ti", "tı", "du", "dü", "di", "dı", "ydi", "ydı", "ydu", "ydü", "idi")


def _okey_was(c: Clause, f: Fact, ws: Words) -> tuple[str, int] | None:
    """"okeyi attım kırmızı 3'tü": the tile told right after the throw with a past copula is the okey."""
    from referee.story.lexicon import colour_of

    for j in range(f.end, min(len(ws), f.end + 3)):
        w = ws[j]
        if w.num is not None and 1 <= w.num <= 13 and w.suffix.startswith(_WAS) and j > 0 and colour_of(ws[j - 1].text):
            return colour_of(ws[j - 1].text), w.num
        if ws[j].strong:
            break
    return None


def _discarded(who: str, at: int, st: _State) -> Penalty | None:
    """"okeyi attım, sağımdaki aldı", "yanlışlıkla okeyi attım": an okey thrown that someone else took
    (or thrown by mistake) was not the last tile of a finish — a mid-hand discard, whether taken or not."""
    taken = next((not neg for start, subj, neg in st.takes if start >= at - 8 and subj not in (None, who)
                  and not (subj or "").startswith("q:kimse")), None)
    mistake = any(at - 8 <= s <= at for s in st.by_mistake)
    if taken is None and not mistake:
        return None
    return Penalty("okey-atma", taken=taken, rule="okey attı, sıradaki aldı (bitiş değil)" if taken else
                   "okey yanlışlıkla atıldı (bitiş değil)")


def _throws(hand: HandReading, st: _State) -> None:
    """"rakip okey attı (bitti)": the okey thrown by the finisher is the last tile; thrown by someone
    else it is a mid-hand discard (+101). With no finisher told, the thrower finished — unless the
    story says someone took the okey or that it was thrown by mistake (:func:`_discarded`)."""
    for who, at, was in st.throws:
        if was is not None and hand.okey is None:
            hand.okey, hand.okey_from = was, f"okey {was[0]} {was[1]}"
        if who is None or who.startswith("q:"):
            if hand.finishers and hand.okey_last is None:
                hand.okey_last = True
            continue
        if who in hand.finishers:
            if hand.okey_last is None:
                hand.okey_last = True
        elif not hand.finishers and not hand.deste and (pen := _discarded(who, at, st)) is not None:
            hand.player(who).penalties.append(pen)
        elif not hand.finishers and not hand.deste:
            hand.finishers.append(who)
            if hand.okey_last is None:
                hand.okey_last = True
        else:
            hand.player(who).penalties.append(Penalty("okey-atma", rule="okey attı (bitiren değil)"))


# --------------------------------------------------------------------------- opening


def _adjectival(ws: Words, facts: list[Fact]) -> dict[int, Fact]:
    """"açmamış Veli", "hiç açmayan Tuncay", "açmamış sağımdaki": an opening verb right before a person
    says how *that* person opened (word index of the verb → the person fact)."""
    people = {f.start: f for f in facts if f.dim == "people" and f.kind in ("person", "alias")
              and f.value.get("case", "nom") == "nom" and f.value.get("ref") not in ("desc",)}
    out = {}
    for f in facts:
        if f.kind == "opened" and f.value.get("form") in ("part", "finite") and f.value.get("person") in ("", "3sg"):
            w = ws[f.value["verb"]]
            if (w.text.endswith(("mis", "yan", "an")) or f.value.get("form") == "part") and f.value["verb"] + 1 in people:
                out[f.value["verb"]] = people[f.value["verb"] + 1]
    return out


def _opening(c: Clause, hand: HandReading, st: _State, ppl: People | None = None, everywhere: list | None = None) -> None:
    for f in c.facts:
        if f.kind == "nobody-opened":
            hand.nobody_opened = True
            continue
        if f.kind == "opened" and f.value.get("verb") in getattr(st, "adjectival", {}) and ppl is not None:
            key = ppl.key(st.adjectival[f.value["verb"]], st.topic)
            if key and not key.startswith("q:"):
                p = hand.player(key)
                p.rules.append(f.rule)
                p.opened, p.opened_assumed = ("yok", False) if f.value["neg"] else (f.value["how"] or "seri",
                                                                                    not f.value["how"])
            continue
        if f.kind != "opened" or f.value["form"] in ("part", "inf"):
            continue
        if c.subject == "q:kimse":
            if f.value["neg"]:
                hand.nobody_opened = True
            continue
        how, neg, conv = f.value["how"], f.value["neg"], f.value["form"] == "conv"
        for key in c.subjects:
            p = hand.player(key)
            p.rules.append(f.rule)
            if neg:
                if conv and p.opened is not None:
                    continue
                p.opened, p.opened_assumed = "yok", False
            elif how:
                p.opened, p.opened_assumed = how, False
            elif p.opened is None or p.opened == "yok" and not conv:
                p.opened, p.opened_assumed = "seri", True
        if not neg and c.subjects:
            st.opened_by = c.subjects[0]


# --------------------------------------------------------------------------- penalties


def _penalties(c: Clause, hand: HandReading, ppl: People, st: _State, ws: Words, used: set[int]) -> None:
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
        elif k == "tile-number":
            if st.last_pen is not None and st.last_pen.kind == "islek" and st.last_pen.tile_number is None:
                st.last_pen.tile_number = v["n"]
        elif k == "taken":
            pen = st.last_pen
            if pen is not None and pen.kind in ("islek", "okey-atma") and pen.taken is None:
                pen.taken = v["yes"]
        elif k == "okey-taken":
            _okey_taken(c, f, hand, ppl, st, ws)
        elif k == "table":
            meld: list = []
            for j in range(v["start"], v["end"]):
                t = next((t for t in c.facts if t.kind in ("tile", "okey") and t.start == j), None)
                if t is not None:
                    used.add(id(t))
                    meld.append((t.value["colour"], t.value["number"]) if t.kind == "tile" else (None, 0))
                elif ws[j].text.startswith("okey"):
                    meld.append((None, 0))  # "okeyden küt", "m4 okey m6": the okey in the meld
            hand.table.append(meld)
    # "aldı" with no word for the discard: the next player took the last penalty's tile
    if not any(f.kind == "taken" for f in c.facts) and st.last_pen is not None and st.last_pen.taken is None:
        verbs = [w.verb for w in c.words(ws) if w.verb is not None and w.verb.form == "finite"]
        if any(v.root == "al" for v in verbs) and not any(f.kind == "okey-taken" for f in c.facts) and \
                c.subject not in (None,) and not any(f.kind in _PENALTY_KIND for f in c.facts):
            st.last_pen.taken = not any(v.neg for v in verbs if v.root == "al")


def _same_failure(p, f: Fact, c: Clause, st: _State, ws: Words, said: bool) -> bool:
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


def _somebody(ppl: People, key: str) -> bool:
    """"biri gösterdi": an unnamed someone, not a player the story tells of."""
    from referee.text.normalize import fold

    person = ppl.r.people.get(key)
    return key.startswith("anon:") and person is not None and fold(person.name) in ("biri", "birisi", "birileri")


def _okey_taken(c: Clause, f: Fact, hand: HandReading, ppl: People, st: _State, ws: Words) -> None:
    if f.value["owner"] == "ben":
        owner = ppl._add(ME)
    else:
        gen = [r for r in c.refs if r.kind == "person" and r.value.get("case") == "gen" and r.start < f.start + 1]
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
