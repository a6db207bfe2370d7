"""What is left in a hand (issue 11, causes 9 and 10): numbers and tiles become a player's remainder
only in a clause that says so — "elimde", "kaldı", "var", or a list "ben 30, burak 12" after the hand
ended, or a bare number right after "seriyle açmış" — and only for whoever holds them (the owner:
"Deniz'in elinde", else the subject). Said before whose ("bi okey bi de 20 kaldı elimde açtım",
"ece bitti 40 kaldı açmıştım"), it waits for the next player who opens. A tile thrown mid-hand is a
discard, never a remainder.
"""
from __future__ import annotations

from typing import Any

from referee.story.clauses import Clause
from referee.story.lexicon import HONORIFICS
from referee.story.reading import HandReading
from referee.story.remainders.rules import WORTH_SUFFIXES
from referee.story.rules import Fact
from referee.story.words import Words

_LEFT_KINDS = frozenset({"held", "left", "sum-word", "count-only", "total", "nothing", "unknown-tile"})


def _numbers(c: Clause, ws: Words, used_words: set[int]) -> list[int]:
    out = []
    for w in c.words(ws):
        if w.num is None or w.ordinal or w.claimed or w.i in used_words or not 0 <= w.num <= 286:
            continue
        if w.suffix in ("lu", "li", "lik", "luk") and not (w.suffix in WORTH_SUFFIXES and ws.at(w.i + 1).startswith("tas")):
            continue  # "üçlü seri", "20'lik": a meld's size or a start, no tile left in a hand ("23'lük taş" is one)
        if w.suffix.startswith(("umuz", "imiz")):
            continue  # "bir elde 4'ümüz de açamadık": a count of us, no tile left in a hand
        if ws.at(w.i + 1) in ("cift", "ciftle", "cifte") and not w.suffix:
            continue  # "çiftten açtı 5 çift": the opening's size, no tile left in a hand
        if w.suffix in ("i", "ı", "u", "ü", "yi", "yı", "yu", "yü") and ws.at(w.i + 1).startswith("ac"):
            continue  # "101'i açtığı elde …", "105'i açtım": the opening's total, no tile left in a hand
        if opening_stuck_at(ws, w.i):
            continue  # "açmaya çalıştı 98'de kaldı": where the attempt stopped, no tile left in a hand
        out.append(w.num)
    return out


_STUCK = frozenset({"kaldi", "kalmisti", "kalmis", "kaldim", "kalmistim", "kaldik"})


def opening_stuck_at(ws: Words, i: int) -> bool:
    """"eniştem açmaya çalıştı 98'de kaldı", "açmaya kalktım 96'da kaldım": a number in the locative before
    "kaldı", right after an opening attempt (the infinitive "açmaya" a few words before, in the sentence),
    is the sum the attempt stopped at — not a remainder ("elinde 12 kaldı")."""
    w = ws[i]
    if w.num is None or w.suffix not in ("de", "da", "te", "ta") or ws.at(i + 1) not in _STUCK:
        return False
    for j in range(i - 1, max(-1, i - 5), -1):
        v = ws[j].verb
        if ws[j].strong:
            return False
        if v is not None and v.root == "ac" and v.form == "inf":
            return True
    return False


def left(c: Clause, hand: HandReading, ws: Words, st: Any, clauses: list[Clause], k: int, used: set[int]) -> None:
    kinds = c.kinds()
    thrown = {i for f in c.facts if f.kind in ("okey-throw", "okey-discard", "okey-in-meld", "okey-taken", "substituted")
              for i in range(f.start, f.end)}  # "perinde okey vardı": the okey lies in a meld, in no hand
    # "9 ile kaldı ama el içinde okey de attı": the okey thrown is no tile held
    tile_facts = [f for f in c.facts if f.kind in ("tile", "tiles", "okey", "sahte") and id(f) not in used
                  and f.start not in thrown and not _laid(f, ws)]
    covered = {i for f in c.facts + c.refs if f.dim in ("tiles", "finishes", "penalties", "hands", "night", "question", "people")
               for i in range(f.start, f.end)}
    nums = _numbers(c, ws, covered)
    verbs = [w for w in c.words(ws) if w.verb is not None and w.verb.form == "finite" and w.verb.mood != "cond"]
    throws = any(w.verb.root == "at" for w in verbs)
    if throws and tile_facts and not (kinds & _LEFT_KINDS) and not any(f.kind in ("finished",) for f in c.facts):
        for t in tile_facts:
            if t.kind == "tile" and c.subject:
                hand.discards.append((c.subject, (t.value["colour"], t.value["number"])))
                st.thrower = c.subject
        return
    # "okey dışındaki taşlar 28": what is left besides the okey — a remainder told (the last speaker's)
    besides = any(f.kind == "okey" and f.value.get("besides") for f in c.facts)
    context = bool(kinds & _LEFT_KINDS) or besides
    if not context and not verbs and any(w.verb is not None and w.verb.form == "inf" for w in c.words(ws)):
        return  # "okey atmak bu kadar pahalı mı": talk of an act (an infinitive), no tile held
    holder = c.owner or (c.subject if c.subject and not c.subject.startswith("q:") and c.subject != "rakipler"
                         else None)  # a group ("rakipler ikisi de") holds no one's tiles
    if holder is None and besides and st.actor and not st.actor.startswith("q:"):
        holder = st.actor  # "açtım ama okey elimde kaldı, okey dışındaki taşlar 28": still mine
    if st.pending and holder and holder not in hand.finishers and (context or "opened" in kinds):
        # "bi okey bi de 20 kaldı elimde açtım", "ece bitti 40 kaldı açmıştım": said before whose
        pend, st.pending = st.pending, None
        _give(hand.player(holder), pend["nums"], pend["tiles"], Clause(0, 0, facts=pend["facts"]))
    if (not context or holder is None) and (nums or tile_facts) and not verbs and _more_of_last(c, k, st, clauses, ws):
        # "bende k1 kaldı, bi de m8": more of the remainder the clause before told, the same holder's
        holder, context = st.left_to[1], True
        if holder is None:
            st.pending["nums"] += nums
            st.pending["tiles"] += tile_facts
            st.pending["facts"] += c.facts
            st.left_to = (k, None)
            return
    if not context and (nums or tile_facts) and not verbs:
        # "ben 30, burak 12" after the hand ended, or "seriyle açmış 19": a told remainder
        named = any(r.kind in ("person", "alias") for r in c.refs)
        after_open = c.subject is not None and k > 0 and clauses[k - 1].subject == c.subject and \
            st.opened_by == c.subject
        if not after_open and not c.refs and c.owner is None and k > 0 and st.opened_by is not None and \
                clauses[k - 1].subject == st.opened_by and "opened" in clauses[k - 1].kinds() and \
                not any(ws[j].strong for j in range(clauses[k - 1].end, c.start)):
            # "cansu: açmadı. ben: açmıştım 40": a bare number right after an opening, in its sentence, is the opener's
            holder, after_open = st.opened_by, True
        context = (named and hand.has_end and holder not in hand.finishers) or after_open or _after_header(clauses, k, ws)
    if not context or not (nums or tile_facts or kinds & {"nothing", "count-only", "total", "uncounted"}):
        if "uncounted" in kinds and holder:
            hand.player(holder).uncounted = True
        return
    if holder is None or (holder in hand.finishers and c.owner is None):
        st.pending = {"nums": nums, "tiles": tile_facts, "facts": list(c.facts)}
        st.left_to = (k, None)
        return
    if _breakdown(hand.player(holder), nums, tile_facts, c, k, st, clauses, ws):
        hand.player(holder).sums = []  # "6 kalmış: sarı 2 ile siyah 4": the tiles are the 6, told once
    _give(hand.player(holder), nums, tile_facts, c)
    st.left_to = (k, holder)


def _laid(t: Fact, ws: Words) -> bool:
    """"mavi 5'i koyup okeyi aldı", "k6'yı koydu": a tile put somewhere (on a meld on the table) is in no hand."""
    v = ws[t.end].verb if t.end < len(ws) else None
    return t.kind in ("tile", "tiles") and v is not None and v.root == "koy" and not v.neg


def _breakdown(p: Any, nums: list[int], tile_facts: list[Fact], c: Clause, k: int, st: Any,
               clauses: list[Clause], ws: Words) -> bool:
    """"elinde 6 kalmış: sarı 2 ile siyah 4": tiles told right after the same holder's one told sum, in its
    sentence, with no word of addition ("bi de"), that add up to exactly that sum, are what the sum is made
    of — the remainder told twice, not two remainders (6 + 2 + 4)."""
    if nums or not tile_facts or any(t.kind not in ("tile", "tiles") for t in tile_facts) or c.first("also"):
        return False
    if len(p.sums) != 1 or p.tiles or p.okeys or p.sahte or st.left_to is None or st.left_to[1] != p.key:
        return False
    if any(ws[j].strong for j in range(clauses[st.left_to[0]].end, c.start)):
        return False
    told = [t.value["number"] for t in tile_facts if t.kind == "tile"] + \
        [x["number"] for t in tile_facts if t.kind == "tiles" for x in t.value["tiles"]]
    return sum(told) == p.sums[0]


def _more_of_last(c: Clause, k: int, st: Any, clauses: list[Clause], ws: Words) -> bool:
    """"…, bi de m8": a clause that starts with a word of addition, names no one and has no verb
    continues the remainder told in the clause right before it (given, or still waiting for whose);
    a clause between that tells nothing ("kaldı bi tane, bi de m8") does not part them."""
    if st.left_to is None or (st.left_to[1] is None and not st.pending):
        return False
    between = clauses[st.left_to[0] + 1:k]
    holder = st.left_to[1]
    if any((b.facts or b.refs or any(w.num is not None for w in b.words(ws))) and
           not (holder is not None and b.subject == holder and b.kinds() <= {"opened"} and not b.refs)
           for b in between):
        return False  # a clause that tells something parts them — but "…, açmıştım, başka 9 sayı" does not
    also = c.first("also")
    return also is not None and also.start == c.start and not any(r.kind in ("person", "alias") for r in c.refs)


def paired(c: Clause, ws: Words) -> list[tuple[Fact, int]]:
    """"karşı takımdan burak 8 cansu 5 kaldı": two or more people each with the number right after
    them (an honorific between allowed), in one clause that says what is left — (person fact, word
    index of its number) each; [] when the clause is not such a list (every bare number must follow
    a person, or none is taken)."""
    if not c.kinds() & {"left", "held"}:
        return []
    people = [r for r in c.refs if r.kind in ("person", "alias") and r.value.get("case", "nom") == "nom"]
    out = []
    for r in people:
        j = r.end
        while j < c.end and ws.at(j) in HONORIFICS:
            j += 1
        w = ws[j] if j < c.end else None
        if w is not None and w.num is not None and not w.ordinal and not w.claimed and 0 <= w.num <= 286:
            out.append((r, j))
    nums = [w.i for w in c.words(ws) if w.num is not None and not w.claimed and not w.ordinal]
    return out if len(out) >= 2 and len(nums) == len(out) else []


def _after_header(clauses: list[Clause], k: int, ws: Words) -> bool:
    """"elimde kalan: k2 k2 m11": the clause before said whose hand and that it is what is left, and
    told nothing itself — this clause's tiles and numbers are that remainder."""
    if k == 0:
        return False
    prev = clauses[k - 1]
    return bool(prev.kinds() & {"held", "left"}) and not prev.all("tile") and not prev.all("tiles") and \
        not any(w.num is not None for w in prev.words(ws))


def _give(p, nums: list[int], tile_facts: list[Fact], c: Clause) -> None:
    p.sums += nums
    sahte_at = [f.start for f in c.facts if f.kind in ("sahte", "okey")]
    for f in c.facts:
        if f.kind == "okey-is" and f.value["via"] == "okey" and f.rule in ("okey 9", "bir okey (9)", "okey sarı 12") \
                and not any(s < f.start for s in sahte_at):
            # "elimde 41 ve okey 9 kaldı": an okey held, and which tile it is — but "bir sahte okey (okey sarı 9)"
            # tells which tile the sahte stands for, and "bi de okey (okey sarı 9'du)" which tile the okey held is:
            # no okey held besides it
            p.okeys += 1
    for t in tile_facts:
        if t.kind == "tile":
            p.tiles.append((t.value["colour"], t.value["number"]))
        elif t.kind == "tiles":
            p.tiles += [(x["colour"], x["number"]) for x in t.value["tiles"]]
        elif t.kind == "okey" and not (t.value.get("besides") and p.okeys):
            p.okeys += t.value["count"]  # "okey elimde kaldı, okey dışındaki taşlar 28": that same okey, once
        elif t.kind == "sahte":
            p.sahte += t.value["count"]
    for f in c.facts:
        if f.kind == "count-only":
            p.count_only = f.value["n"]
        elif f.kind == "total":
            p.total = f.value["n"]
        elif f.kind == "nothing":
            p.nothing = True
        elif f.kind == "uncounted":
            p.uncounted = True
        elif f.kind == "unknown-tile":
            p.unknown_tile = True
