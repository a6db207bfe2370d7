"""Opening facts → players: how each subject opened (a later finite statement wins over an earlier
one, a converb "açmadan" only fills a gap), and "açmamış Veli" (an opening verb right before a person)."""
from __future__ import annotations

from dataclasses import replace

from referee.story.attach.state import State
from referee.story.clauses import Clause
from referee.story.entities import People
from referee.story.reading import HandReading
from referee.story.rules import Fact
from referee.story.words import Words


def adjectival(ws: Words, facts: list[Fact]) -> dict[int, Fact]:
    """"açmamış Veli", "hiç açmayan Tuncay", "açmamış sağımdaki", "seriyle açmış misafirin elinde": an opening
    verb right before a person (named, or whose hand is told) says how *that* person opened (word index of the
    verb → the person fact)."""
    people = {f.start: f for f in facts if f.dim == "people" and f.kind in ("person", "alias")
              and f.value.get("case", "nom") in ("nom", "gen") and f.value.get("ref") not in ("desc",)}
    out = {}
    for f in facts:
        if f.kind == "opened" and f.value.get("form") in ("part", "finite") and f.value.get("person") in ("", "3sg"):
            w = ws[f.value["verb"]]
            at = f.value["verb"] + (2 if ws.at(f.value["verb"] + 1) == "olan" else 1)  # "açmış olan Selo"
            if (w.text.endswith(("mis", "yan", "an")) or f.value.get("form") == "part") and at in people:
                out[f.value["verb"]] = people[at]
    return out


def opening(c: Clause, hand: HandReading, st: State, ppl: People | None = None, everywhere: list | None = None,
            ws: Words | None = None) -> None:
    for f in c.facts:
        if f.kind == "nobody-opened":
            hand.nobody_opened = True
            hand.nobody_before = not _but(c, f, hand, ws, ppl, st) or hand.nobody_before
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
        if c.subject == "q:kimse" or f.value["neg"] and _all_four(c, ws):
            if f.value["neg"]:
                hand.nobody_opened = True  # "kimse açmadı", "dördümüz de açamadık", "üçümüz de açamadık"
                hand.nobody_before = hand.nobody_before or c.subject not in _ALL_BUT_FINISHER
            if c.subject == "q:kimse" or c.subject in _ALL_BUT_FINISHER:
                continue
        if not f.value["neg"] and _only(c, ws, f):
            hand.nobody_opened = True  # "sadece Ali açabildi", "bir tek ben açtım": the others did not
        how, neg, conv = f.value["how"], f.value["neg"], f.value["form"] == "conv"
        if c.subject is None and not c.subjects and how == "cift" and not neg and not conv:
            hand.unnamed_pairs = True  # "… çiftten açmıştı, son taşı okey atıp bitti": whose, the finish may say
        for key in c.subjects:
            p = hand.player(key)
            p.rules.append(f.rule)
            if not conv and _contradicts(p.opened, neg) and not _told_again(c, ws, everywhere):
                hand.contradicted.append(ws.at(f.value["verb"]) if ws is not None else "açtı")
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


def also(c: Clause, prev: Clause | None, hand: HandReading, st: State, ppl: People, ws: Words) -> None:
    """"Ali de açamadı, Veli de", "ben seriyle açmıştım, eşim de": a clause of only a player and "de / da"
    right after a clause that told an opening tells that same opening of this player."""
    words = c.words(ws)
    if prev is None or c.facts or not c.subjects or len(words) < 2 or words[-1].text not in ("de", "da") or \
            any(w.verb is not None for w in words) or len(c.refs) != 1:
        return
    told = [f for f in prev.facts if f.kind == "opened" and f.value.get("form") == "finite"]
    if told:
        opening(replace(c, facts=told), hand, st, ppl, ws=ws)


def all_pairs(hand: HandReading) -> None:
    """"dördümüz de çift açtık": every player of the hand opened with pairs — the finisher too (so his
    finish is from pairs) — unless the hand told that player's opening otherwise."""
    if not hand.all_pairs:
        return
    for p in hand.players.values():
        if p.opened is None or p.opened_assumed:
            p.opened, p.opened_assumed = "cift", False
            p.rules.append("dördü de çiftten açtı")


#: Groups that, told as not having opened, leave only the finisher (who need not have opened) out:
#: "üçümüz de açamadık", "üçü de açamadı", "diğerleri açamadı" — every player whose opening is not told.
_ALL_BUT_FINISHER = frozenset({"q:ucumuz", "q:digerleri"})


def _all_four(c: Clause, ws: Words | None) -> bool:
    """"dördümüz de açamadık", "4'ümüz de", "hepimiz açamadık": every seat of the table is the subject;
    "üçümüz de", "üçü de", "diğerleri": every seat but the finisher's (whose finish says how he opened)."""
    return ws is not None and (c.subject in _ALL_BUT_FINISHER or
                               any(w.text.startswith(("dordumuz", "4'umuz", "4umuz", "hepimiz")) for w in c.words(ws)))


#: "benden başka", "Ali hariç", "Ali dışında": the one "kimse" leaves out.
_BUT = frozenset({"baska", "haric", "disinda", "disinda'", "harici"})
#: "sadece Ali", "bir tek ben", "yalnız Veli": the one a told opening is the only one of.
_ONLY = frozenset({"sadece", "yalniz", "yalnizca", "tek", "bir tek", "salt"})


def _but(c: Clause, f: Fact, hand: HandReading, ws: Words | None, ppl: People | None, st: State) -> bool:
    """"benden başka kimse açmadı", "Ali hariç kimse açamadı": the one left out is the one who opened
    (True when there is one)."""
    if ws is None or ppl is None:
        return False
    for ref in st.people:  # "ben | hariç kimse açamadı": the clause may start at "kimse"
        if ref.kind in ("person", "alias", "self") and f.start - 3 <= ref.end < f.start and ws.at(ref.end) in _BUT:
            key = ppl.key(ref, st.topic)
            if key and not key.startswith("q:"):
                p = hand.player(key)
                if p.opened is None:
                    p.opened, p.opened_assumed = "seri", True
                    p.rules.append(f"açtı ({ws.at(ref.end)} kimse açmadı)")
                return True
    return False


def _only(c: Clause, ws: Words | None, f: Fact) -> bool:
    """"sadece Ali açabildi", "bir tek ben açtım": the opening's subject stands right after "only"."""
    if ws is None:
        return False
    return any(r.kind in ("person", "alias", "self") and r.end <= f.value.get("verb", f.start) and
               ws.at(r.start - 1) in _ONLY for r in c.refs)


#: Words that let a second opening follow the first for one player: later in the hand ("sonra açtı"),
#: again, or a correction ("yok yok açmıştı", "aslında açmıştı").
_AGAIN = frozenset({"sonra", "sonradan", "sonunda", "ardindan", "tekrar", "yeniden", "yine", "sefer", "kez", "derken",
                    "pardon", "aslinda", "yanlis", "yok", "degil", "meger", "sonrasinda", "nihayet", "en"})


def _contradicts(opened: str | None, neg: bool) -> bool:
    """A finite opening told of a player whose opening the hand already told the other way."""
    return opened is not None and (opened == "yok") != neg


def _told_again(c: Clause, ws: Words | None, everywhere: list | None) -> bool:
    """The second opening is a later one or a correction, not another player's: a time or correction word in
    its clause, or a failed opening told in the story (the tiles taken back, then a real opening)."""
    if ws is not None and any(w.text in _AGAIN for w in c.words(ws)):
        return True
    return any(getattr(f, "kind", "") == "failed-opening" for f in (everywhere or ()))
