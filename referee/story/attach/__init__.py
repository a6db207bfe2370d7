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
from referee.story.attach.finish import denied, finish, takes, throws
from referee.story.attach.neither import neither_nor
from referee.story.attach.opening import adjectival, all_pairs, also, opening
from referee.story.attach.penalties import penalties
from referee.story.attach.state import State
from referee.story.clauses import Clause, told_by_name
from referee.story.entities import People
from referee.story.reading import ME, THEM, US, HandReading, Reading
from referee.story.rules import Fact
from referee.story.words import Words

_PLAYER_VERBS = frozenset({"ac", "bit", "at", "al", "topla", "goster", "git", "indir", "yap", "kal", "var"})


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
            # "şükrü usta 3, kemal 11": the list starts with the whole name its first number follows
            start = min((p.start for p in facts if p.dim == "people" and p.start < f.start < p.end), default=f.start)
            out.append((start, j))
        elif f.kind == "stated" and not f.value.get("who") and f.value.get("person") in ("", "3sg", "3pl", "3", "1sg",
                                                                                          "1pl"):
            at = f.value.get("at", f.start)
            p = person_ends.get(at)
            if p is None or p.start < 2 or f.value.get("person") in ("1sg", "1pl") and ws.at(p.start) != "ben":
                continue
            k = p.start - 1
            if ws[k].sep and not ws[k].strong and k >= 2:
                k -= 1  # "kemal 9, ben 7'deydim": the pairs are told with commas between
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
    st = State()
    regions = _stated_regions(ws, facts)

    def describe(desc: str) -> str | None:
        if desc == "okey-atan":
            found = [k for k, p in hand.players.items() if any(x.kind == "okey-atma" for x in p.penalties)]
            return found[0] if len(found) == 1 else None
        if desc == "bitiren" and hand.finisher:
            return hand.finisher
        return None

    ppl.describe = describe
    st.adjectival = adjectival(ws, facts)
    st.people = [f for f in facts if f.dim == "people"]
    used: set[int] = set()  # ids of tile facts already placed (table, last tile)
    neither = neither_nor(clauses, ws, facts)  # "ne ben açabildim ne eşim": the verb negated, for each of them
    told = [f for cl in clauses for f in cl.facts]  # the hand's facts ("failed-opening": a later opening is no contradiction)
    for k, c in enumerate(clauses):
        if c.start == 0 or ws[c.start - 1].strong:
            st.prev_lead, st.lead = st.lead or st.prev_lead, None
        st.after_take, st.just_took = st.just_took, None
        _subject(c, ws, ppl, st)
        if k in neither:
            keys = [x for x in dict.fromkeys(ppl.key(f, st.topic) for f in neither[k]) if x is not None]
            c.subject, c.subjects = keys[0], [x for key in keys for x in ppl.group(key)]
        _nobody_before(c, ws, ppl, st)
        _actor_unread(c, hand, ws)
        _both_of_them(c, hand, ws, ppl, st)
        _not_the_finisher(c, hand, ws, ppl, st)
        if st.lead is None and c.subject and c.subject != ME and not c.subject.startswith(("q:", "desc:")) \
                and c.subject != "rakipler":
            st.lead = c.subject
        in_list = any(a <= c.start < b for a, b in regions)
        finish(c, hand, ppl, st, ws)
        used |= st.last_tiles
        opening(c, hand, st, ppl, everywhere=told, ws=ws)
        also(c, clauses[k - 1] if k else None, hand, st, ppl, ws)  # "Ali de açamadı, Veli de"
        penalties(c, hand, ppl, st, ws, used)
        takes(c, ws, st)
        denied(c, ws, ppl, st)
        pairs = held.paired(c, ws)
        side = {"rival": THEM, "ally": US}.get(pairs[0][0].value.get("ref", "")) if pairs else None
        for ref, j in pairs:  # "karşı takımdan burak 8 cansu 5 kaldı": each their own number, all that side's
            key = ppl.key(ref, st.topic)
            if key and not key.startswith("q:"):
                hand.player(key).sums.append(ws[j].num)
                ws[j].claimed = "remainders"
                if side is not None:
                    ppl.team_of.setdefault(key, side)
        if not in_list and not pairs:
            held.left(c, hand, ws, st, clauses, k, used)
        named = any(f.kind in ("person", "alias") and f.value.get("case", "nom") == "nom" for f in c.refs)
        if c.owner and c.owner != ME and not named and not c.owner.startswith("q:"):
            _talk_of(st, c.owner)  # "Doğu'nun elinde 15 kaldı, açmıştı": Doğu is talked about now
        elif c.subject and not c.subject.startswith("q:") and c.subject not in ("rakipler",):
            st.actor = c.subject
            if c.subject != ME:
                _talk_of(st, c.subject)
    throws(hand, st)
    all_pairs(hand)
    _finisher_contradicted(hand)
    if st.pending:
        # "… 9 sayı var, normal bitti": a remainder no one was found to hold — the leftover guard asks
        # (an okey word waiting is most often the last tile: "son taş da okey")
        hand.unplaced += [str(n) for n in st.pending["nums"]] + [ws.at(f.start) for f in st.pending["tiles"]
                                                                if f.kind in ("tile", "tiles") and id(f) not in used]
    for key, word in st.kept_okey:
        if not hand.player(key).okeys:
            hand.unplaced.append(word)  # "okeyi kullanmadı" and no okey told in that hand: the guard asks
    ppl.describe = None
    del hand.player  # back to the class's method: the reading must not keep this hand's closure


# --------------------------------------------------------------------------- subject


def _talk_of(st: State, key: str) -> None:
    """``key`` is the third person talked about now; the one before is kept (:func:`_not_the_finisher`)."""
    if key != st.topic:
        st.prev_topic, st.topic = st.topic, key


def _finisher_contradicted(hand: HandReading) -> None:
    """"cirak … sonra reis normal bitti, cirak elinde m6 s8 kaldı", "el normal bitti, şef açmıştı elinde
    9 kaldı": the finisher read holds tiles, or never opened though the finish was a normal one — who
    finished lays everything down, so the finish belongs to someone the reading did not take (a word it
    did not read as a player, or nobody named). The one told keeps what they hold; the finisher is
    unnamed (:func:`referee.story.story_level` seats them as the rival)."""
    fin = hand.finisher
    p = hand.players.get(fin) if fin else None
    if p is None or fin == ME:
        return
    holds = bool(p.sums or p.tiles or p.okeys or p.sahte or p.total is not None) and not p.nothing
    never = p.opened == "yok" and not p.opened_assumed and hand.normal and not hand.elden
    if holds or never:
        hand.finishers[:] = [k for k in hand.finishers if k != fin]
        hand.unnamed_finish = True


#: What a player does in a clause: a fact of these kinds with no subject read is someone the reader missed.
_DEEDS = frozenset({"islek", "okey-discard", "failed-opening", "okey-taken"})


def _actor_unread(c: Clause, hand: HandReading, ws: Words) -> None:
    """"turnuvada terzi işlek attı m8": a penalty told of a word the reader did not take as a
    player (no subject found, no one talked about before) — the deed is someone's, so the leftover guard
    asks who when nothing else could be computed, instead of dropping it (:attr:`HandReading.actors_unread`;
    the planner's :func:`referee.story.plan.plan`)."""
    if c.subject is not None or not c.kinds() & _DEEDS:
        return
    from referee.story.vocabulary import vocabulary

    deed = min(f.start for f in c.facts if f.kind in _DEEDS)
    j = deed - 1
    while j > c.start and ws.at(j) in ("de", "da", "ise", "hemen", "yine", "sonra"):
        j -= 1  # "terzi de işlek attı"
    w = ws[j] if c.start <= j < deed else None
    if w is None or not w.text.isalpha() or w.verb is not None or w.claimed or len(w.text) < 3 or \
            vocabulary(w.text) or ws.at(j - 1) in ("bir", "bi", "her", "herhangi"):
        return  # "bir oyuncu okeyi yere attı, kaç ceza": anyone — the rule asked, no hand told
    if w.text not in hand.actors_unread:
        hand.actors_unread.append(w.text)


def _nobody_before(c: Clause, ws: Words, ppl: People, st: State) -> None:
    """"Orhan, kimse açmadan elini indirip bitti", "kimse açmamışken Cem elden bitti": "kimse" with an
    opening converb is when it happened (no one had opened), not who did the clause's main verb — that is
    the player the sentence talks about (or the one named in the clause)."""
    if c.subject != "q:kimse":
        return
    at = next((j for j in range(c.start, c.end) if ws[j].text == "kimse"), None)
    conv = ws[at + 1].verb if at is not None and at + 1 < c.end else None
    if conv is None or conv.root != "ac" or conv.form not in ("conv", "part") and not ws.at(at + 1).endswith("ken"):
        return
    main = [w for w in c.words(ws)[at + 2 - c.start:] if w.verb is not None and w.verb.form == "finite"
            and w.verb.root != "ac"]
    if not main:
        return
    named = [f for f in c.refs if f.kind in ("person", "alias") and f.value.get("case", "nom") == "nom"
             and f.start != at and ppl.key(f, st.topic) not in (None, "q:kimse")]
    who = ppl.key(named[0], st.topic) if named else (st.lead or st.topic)
    if who and not who.startswith("q:"):
        c.subject, c.subjects = who, ppl.group(who)


#: "ikisi de", "2'si de", "üçü de", "hepsi": the clause is about a group, never about one player.
_GROUP_WORDS = frozenset({"ikisi", "ikiside", "ucu", "hepsi", "ikisininde", "her"})


def _group_word(ws: Words, c: Clause) -> int | None:
    """The index of a "both / all of them" word standing as the clause's subject, or None."""
    for j in range(c.start, c.end):
        w = ws[j]
        if w.text in _GROUP_WORDS and not (w.text == "her" and ws.at(j + 1) not in ("ikisi", "2'si")) or \
                (w.num in (2, 3) and w.suffix in ("si", "su", "u", "ü", "sı")):
            return j
    return None


#: How many people a both / all-of-them word counts ("hepsi", "her" count no fixed number).
_GROUP_COUNT = {"ikisi": 2, "ikiside": 2, "ikisininde": 2, "ucu": 3}


def _counted_before(c: Clause, j: int, ws: Words, ppl: People, st: State) -> list[str]:
    """"Ali'nin elinde 21 kaldı, Veli'nin elinde 9 (ikisi de açmıştı)": a count of people with no one named
    in its clause stands for the people named just before it in the same sentence — when exactly that many
    are named there (fewer or more: whom it counts is not told, and the clause stays no one's)."""
    n = ws[j].num if ws[j].num is not None else _GROUP_COUNT.get(ws[j].text)
    a = c.start
    while a > 0 and not ws[a - 1].strong:
        a -= 1
    keys = list(dict.fromkeys(k for f in getattr(st, "people", ()) if a <= f.start < c.start
                              for k in [ppl.key(f, None)] if k is not None and not k.startswith("q:")))
    return keys if n is not None and len(keys) == n else []


def _both_of_them(c: Clause, hand: HandReading, ws: Words, ppl: People, st: State | None = None) -> None:
    """"Leylekler ikisi de açamamıştı", "karşı çiftin ikisi de açmadı": a both-of-them subject with no one
    named in its clause is a group, never the one talked about last. At a team table where the finisher
    is told, the two who did something a finisher cannot have done (not open, hold tiles) are the side
    without the finisher; otherwise the clause's facts belong to no one the reading knows, and the
    leftover guard asks (:attr:`HandReading.unowned`)."""
    j = _group_word(ws, c)
    if j is None:
        return
    before = [f for f in c.refs if f.kind in ("person", "alias", "self") and f.start < j]
    if before and all(ppl.key(f, None) in ("rakip", "rakipler", "q:onlar") for f in before) and ppl.team_game:
        c.subject, c.subjects = "q:onlar", ppl.group("q:onlar")  # "karşı çiftin ikisi de": the other side
        return
    if before:
        return  # "sinan ile doktor ikisi de açamadı": the people named before it
    verb = next((w.verb for w in c.words(ws) if w.verb is not None and w.verb.form == "finite"), None)
    if verb is None or verb.person in ("1sg", "1pl") or not c.facts:
        return  # "ikimiz de açamadık": the asker's side, read as "biz"
    counted = _counted_before(c, j, ws, ppl, st) if st is not None else []
    if counted:
        c.subject, c.subjects = counted[0], [x for k in counted for x in ppl.group(k)]
        return
    fin = hand.finisher
    side = ppl.r.people[fin].team if fin in ppl.r.people else None
    if ppl.team_game and fin is not None and side != THEM and c.subject == fin:
        c.subject, c.subjects = "q:onlar", ppl.group("q:onlar")
        return
    if c.subject is not None and not c.subject.startswith("q:"):
        hand.unowned.append(ws.at(j))
        c.subject, c.subjects = None, []


def _not_the_finisher(c: Clause, hand: HandReading, ws: Words, ppl: People, st: State) -> None:
    """"Berk çift açtı. sonra başkası normal bitirdi; elinde 7 puan kaldı": a remainder told with no one named is not
    the finisher's (who finished holds nothing), but the one talked about before the finisher; with no third
    person before ("çiftten açtım, Ali normal bitti, elde 10 kaldı"), the asker's, when the asker took part and the
    clause names no third person's hand ("elinde")."""
    prev = st.prev_topic
    if prev is None and ME in hand.players and not any(f.kind == "held" and f.value["who"] == "third" for f in c.facts):
        prev = ME
    if not hand.finisher or c.subject != hand.finisher or prev is None or prev == hand.finisher:
        return
    if any(f.kind in ("person", "alias", "self") and f.value.get("case", "nom") in ("nom", "gen", "loc")
           for f in c.refs):
        return  # someone is named in the clause: theirs
    finite = [w for w in c.words(ws) if w.verb is not None and w.verb.form == "finite" and w.verb.mood != "cond"]
    if not all(w.verb.root in ("kal", "var") for w in finite) or not (finite or any(f.kind == "held" for f in c.facts)):
        return  # "… kaldı", or a verbless "kalan 15"
    if c.owner == c.subject:
        c.owner = prev
    c.subject, c.subjects = prev, ppl.group(prev)


def _subject(c: Clause, ws: Words, ppl: People, st: State) -> None:
    noms = [f for f in c.refs if f.kind in ("person", "alias", "self") and f.value.get("case", "nom") == "nom"]
    owners = [f for f in c.refs if f.kind in ("person", "alias") and f.value.get("case") in ("gen", "loc")]
    verbs = [w for w in c.words(ws) if w.verb is not None and w.verb.mood != "cond"]
    finite = [w for w in verbs if w.verb.form == "finite" and w.verb.root in _PLAYER_VERBS | {"ol", "de"}]
    subject = None
    lead = st.lead or st.prev_lead or st.topic  # "kendisi": the one the sentence (or the last one) is about
    keys = [k for k in (ppl.key(f, lead if f.value.get("ref") == "kendisi" else st.topic) for f in noms) if k is not None]
    if keys:
        subject = keys[0]
    plural = bool(finite) and finite[-1].verb.person in ("1pl", "3pl")
    both = any(ws.at(f.start - 1) in ("ve", "ile", ",") or ws.at(f.start - 1) in ("de", "da") and ws.at(f.end) in ("de", "da")
               or (f.start == p.end and told_by_name(p) and told_by_name(f)) for p, f in zip(noms, noms[1:]))
    # "ben ve eşim", "cemil de hakan da", "nazan sevgi hakan hiçbiri açmadı"
    if len(set(keys)) > 1 and (plural or both):
        c.subject = keys[0]
        c.subjects = [x for k in dict.fromkeys(keys) for x in ppl.group(k)]
        c.owner = _owner(c, ws, ppl, st, keys[0], owners)
        return
    if subject is None and any(w.text in ("elimi", "elimizi", "elim") for w in c.words(ws)):
        subject = ppl._add(ME)  # "elimi açamadan el bitti": my hand
    if subject is None and owners and any(w.text in ("eli", "elini") for w in c.words(ws)):
        owner = ppl.key(owners[0], st.topic)  # "cem'in eli açıktı": Cem's hand, Cem opened
        subject = owner if owner and not owner.startswith("q:") else None
    if subject is None and finite and finite[-1].verb.root == "at" and c.first("also") and st.thrower:
        subject = st.thrower  # "X sarı 8 attı, Y aldı. sonra bir de kırmızı 11 attı": X threw again
    if subject is None and finite and finite[-1].verb.root == "at" and st.thrower and st.after_take \
            and st.after_take != st.thrower:
        subject = st.thrower  # "Ali mavi 9'u attı, sıradaki aldı. Sonra okeyi attı": the taking is an aside, Ali again
    if subject is None:
        v = finite[-1].verb if finite else None
        if v is not None and v.person == "1sg":
            subject = ppl._add(ME)
        elif v is not None and v.person == "1pl":
            subject = "q:biz"
        elif v is not None and v.person == "3pl":
            # "onlar açmadılar": the other side when the story tells of one; else the others told ("geri aldılar")
            subject = "q:onlar" if any(w.text.startswith(("onlar", "rakip", "karsi")) for w in ws) else "q:digerleri"
        elif finite and all(w.verb.root in ("kal", "var") for w in finite):
            subject = st.actor  # "ben açmıştım, 14 kaldı": what is left is the last speaker's
        elif not verbs and st.actor and any(f.kind == "held" and f.value["who"] == "any" for f in c.facts):
            subject = st.actor  # "ben açmıştım elde 8": "elde" (anyone's hand) is the last speaker's
        elif not verbs and st.actor and c.first("also") and not st.actor.startswith("q:"):
            subject = st.actor  # "elimde 33 kaldı, bi de okey": the last speaker's hand, one thing more
        elif finite or not verbs:
            subject = st.topic if not (verbs and not finite) else st.actor
        else:
            subject = st.actor
    c.subject = subject
    c.subjects = ppl.group(subject) if subject != "q:kimse" else []
    if subject == ME:
        st.me_named = _me_by_name(c, ws, ppl, st) or st.me_named and not _first_person(c, ws)
    c.owner = _owner(c, ws, ppl, st, subject, owners)


def _me_by_name(c: Clause, ws: Words, ppl: People, st: State) -> bool:
    """The clause tells of the asker by their name ("Deniz seriyle açmıştı" in a chat Deniz asks in)."""
    return any(f.kind == "person" and str(f.value.get("ref", "")).startswith("name:") and ppl.key(f, st.topic) == ME
               for f in c.refs)


def _first_person(c: Clause, ws: Words) -> bool:
    """The clause speaks in the first person: "ben", "elimde", a 1sg verb."""
    return any(w.text in ("ben", "bende", "benim", "elimde", "elim") or w.verb is not None and w.verb.person == "1sg"
               for w in c.words(ws))


def _owner(c: Clause, ws: Words, ppl: People, st: State, subject: str | None, owners: list[Fact]) -> str | None:
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
            if subject == ME and st.me_named:
                return ME  # "Deniz açmıştı, elinde 5 kaldı" where Deniz asks: her own hand, told by name
            return subject if subject and subject != ME and not subject.startswith("q:") else st.topic
    return None
