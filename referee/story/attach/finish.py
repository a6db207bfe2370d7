"""Finish facts → the hand: who finished, with what last tile and how (okey, sahte, çift, elden,
normal); "okey attı" is judged once the hand is read — the finisher's last tile, or a mid-hand
discard when someone took it or it was thrown by mistake."""
from __future__ import annotations

from referee.story.attach.state import State
from referee.story.clauses import Clause
from referee.story.entities import People
from referee.story.hands.sequence import elliptic
from referee.story.reading import ME, HandReading, Penalty
from referee.story.rules import Fact
from referee.story.words import Words


#: A clause opening with these takes back what was just told ("yok yok hasan bitti", "pardon ali bitti").
_TAKE_BACK = frozenset({"yok", "pardon", "hayir"})


def finish(c: Clause, hand: HandReading, ppl: People, st: State, ws: Words) -> None:
    if c.subject and not c.subject.startswith("q:") and c.subject != "rakipler" and \
            elliptic(ws, c.facts, c.start) and c.subject not in hand.finishers:
        hand.finishers.append(c.subject)  # "…, sonra abdo normal, …": a finish told without its verb
    elif c.subject == "q:biz" and not hand.finishers and _told_without_verb(c, ws):
        hand.unnamed_finish = hand.ours_finished = True  # "el 2: biz okeyle"
    for f in c.facts:
        k, v = f.kind, f.value
        if k == "finished":
            if v["neg"]:
                if c.subject == "q:kimse":
                    hand.deste = True
                continue
            if c.subject == "q:kimse":
                continue
            if _side_finished(c, ppl):
                hand.finishers.append(ppl._add(c.subjects[0]))  # eşli düz "onlar okeyle bitti": which of them changes nothing
                continue
            if c.subject is None or c.subject.startswith("q:") or c.subject == "rakipler":
                hand.unnamed_finish = True
                hand.ours_finished = hand.ours_finished or c.subject == "q:biz" or v.get("person") == "1pl"
                continue
            if st.denied is not None and st.denied[0] == c.start and st.denied[1] != c.subject:
                # "ali bitti… yok yok ali değil veli bitti": the finisher told before is taken back
                hand.finishers[:] = [x for x in hand.finishers if x != st.denied[1]]
            elif hand.finishers and c.subject not in hand.finishers and ws.at(c.start) in _TAKE_BACK:
                hand.finishers.clear()  # "cayci okeyle bitti, yok yok hasan bitti": the finisher told is taken back
            hand.finishers.append(c.subject)
            hand.rules.append(f.rule)
        if v.get("finished") and c.subject and not c.subject.startswith("q:") and c.subject != "rakipler" and \
                hand.finishers[-1:] != [c.subject]:  # "hepsini indirdi, son taşı okey attı": one finish told twice
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
            _threw_last(c, hand, ws)  # "son taş olarak sahte okeyi attı": the finish
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
                _threw_last(c, hand, ws)  # "son taş olarak sarı 8 attı": the finish
        elif k == "cift":
            hand.cift = True
            hand.seven_pairs = hand.seven_pairs or bool(v.get("seven"))
        elif k == "elden":
            hand.elden = hand.elden or v["how"]
            if v.get("okey") and hand.okey_last is None:
                hand.okey_last = True
        elif k == "not-elden":
            hand.elden = None  # "… elden bitti, yok yok elden değil normal okeyle bitti": taken back
        elif k == "not-cift":
            hand.cift = hand.seven_pairs = False  # "7 çiftle bitti, yok yok 7 çift değil normal bitti"
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
            st.throws.append((c.subject, f.start, _okey_was(c, f, ws), v.get("times", 1)))
        else:
            continue
        hand.rules.append(f.rule)


_RETRACT = frozenset({"yok", "pardon", "hayir"})


def denied(c: Clause, ws: Words, ppl: People, st: State) -> None:
    """"yok yok ali değil …": a clause that ends in a person then "değil" takes that person back from
    what the next clause tells (:func:`finish` drops them as the finisher when the next clause names
    another one who finished)."""
    st.denied = None
    last = ws[c.end - 1] if c.end > c.start else None
    if last is None or last.text not in ("degil", "degilmis"):
        return
    ref = next((r for r in reversed(c.refs) if r.end == c.end - 1 and r.value.get("case", "nom") == "nom"), None)
    key = ppl.key(ref, st.topic) if ref is not None else None
    if key and not key.startswith("q:"):
        st.denied = (c.end, key)


def _retracts(ws: Words, f: Fact) -> bool:
    """"… yok yok normal bitti pardon": a normal finish told with a taking-back word right around it
    replaces the pairs finish told before (it does not add to it)."""
    return any(ws.at(j) in _RETRACT for j in (*range(f.start - 3, f.start), *range(f.end, f.end + 2)) if 0 <= j)


_BY_MISTAKE = frozenset({"yanlislikla", "yanlislik", "kazara", "dalginlikla", "farkinda"})


def _told_without_verb(c: Clause, ws: Words) -> bool:
    """A clause that tells how a hand ended and has no verb ("el 2: biz okeyle", "biz yedi çift")."""
    from referee.story.hands.sequence import KINDS_OF_FINISH

    return any(f.kind in KINDS_OF_FINISH for f in c.facts) and \
        not any(w.verb is not None and w.verb.form == "finite" for w in c.words(ws))


def _side_finished(c: Clause, ppl: People) -> bool:
    """A side told as the finisher at eşli düz ("onlar okeyle bitti", "A normal bitti"): its points go to
    the other side whichever of the two finished, so one of them is the finisher (no question asked)."""
    from calculators.rulesets import RULESETS

    rs = RULESETS.get(ppl.r.ruleset)
    told = any(str(f.value.get("ref", "")).startswith(("q:onlar", "rakipler", "label:")) for f in c.refs)
    side = c.subject in ("q:onlar", "rakipler") or (c.subject or "").startswith("q:side:")
    return told and side and bool(c.subjects) and ppl.team_game and getattr(rs, "game", None) == "duz"


def takes(c: Clause, ws: Words, st: State) -> None:
    """Remember who took a tile ("sağımdaki aldı", "sıradaki kaptı") and "yanlışlıkla": what an
    "okey attı" with no finish verb was."""
    texts = {w.text for w in c.words(ws)}
    if texts & _BY_MISTAKE:
        st.by_mistake.add(c.start)
    verbs = [w.verb for w in c.words(ws) if w.verb is not None and w.verb.form == "finite" and w.verb.root == "al"
             and w.verb.mood != "cond"]  # "sağımdaki alırsa kaç": a case asked about, no take told
    if verbs and not any(f.kind == "okey-taken" for f in c.facts):
        named = any(f.kind == "person" and f.value.get("case", "nom") == "nom" for f in c.refs)
        # "sağındaki aldı" names no player: the thrower's next one, whoever sits there
        who = c.subject if named or not any(f.kind == "taken" for f in c.facts) else "next"
        st.takes.append((c.start, who, any(v.neg for v in verbs)))
        st.just_took = c.subject


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


def _discarded(who: str, at: int, st: State) -> Penalty | None:
    """"okeyi attım, sağımdaki aldı", "kimse almadı", "yanlışlıkla okeyi attım": an okey thrown that someone
    else took, or that nobody took (or thrown by mistake), was not the last tile of a finish — a mid-hand
    discard, whether taken or not."""
    taken = next((not neg for start, subj, neg in st.takes if start >= at - 8 and subj not in (None, who)
                  and not (subj or "").startswith("q:kimse")), None)
    if taken is None and any(start >= at and (subj or "").startswith("q:kimse") for start, subj, _ in st.takes):
        taken = False  # "okeyi attı, kimse almadı": it lay there to be taken — a discard nobody took
    mistake = any(at - 8 <= s <= at for s in st.by_mistake)
    if taken is None and not mistake:
        return None
    return Penalty("okey-atma", taken=taken, rule="okey attı, sıradaki aldı (bitiş değil)" if taken else
                   "okey yanlışlıkla atıldı (bitiş değil)")


def _taken_after(who: str, at: int, st: State) -> bool | None:
    """Whether the okey a non-finisher threw was taken, as told right after it ("kimse almadı": no,
    "sağımdaki aldı": yes); None when the story does not say."""
    return next((False if (subj or "").startswith("q:kimse") else not neg for start, subj, neg in st.takes
                 if start >= at and subj not in (None, who)), None)


def throws(hand: HandReading, st: State) -> None:
    """"rakip okey attı (bitti)": the okey thrown by the finisher is the last tile; thrown by someone
    else it is a mid-hand discard (+101). With no finisher told, the thrower finished — unless the
    story says someone took the okey or that it was thrown by mistake (:func:`_discarded`)."""
    for who, at, was, times in st.throws:
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
            pen.count = times
            hand.player(who).penalties.append(pen)
        elif not hand.finishers and not hand.deste:
            hand.finishers.append(who)
            if hand.okey_last is None:
                hand.okey_last = True
        else:
            hand.player(who).penalties.append(Penalty("okey-atma", count=times, taken=_taken_after(who, at, st),
                                                      rule="okey attı (bitiren değil)"))


def _threw_last(c: Clause, hand: HandReading, ws: Words) -> None:
    """"son taş olarak sarı 8 / sahte okeyi attı": the one who threw the last tile finished the hand."""
    if c.subject and not c.subject.startswith("q:") and c.subject not in hand.finishers and \
            any(w.verb is not None and w.verb.root == "at" and not w.verb.neg for w in c.words(ws)):
        hand.finishers.append(c.subject)
