"""The question's words and whom it asks about (issue 11, cause 6: everyone asked, everyone answered).

A *window* is a question phrase (found by :mod:`referee.story.question.windows`): the question word
("kaç", "kim", "toplam", "mi") with the people named right before it and the rest of the phrase up to
its verb. The story is read without these words. Targets: the people in the windows, "*" for everyone
("kim kaç", "herkes"), ``others`` ("diğerleri", "öbür ikisi"), ``team:us`` / ``team:them`` ("takım",
"karşı takım", "iki takım" = both), ``finisher`` ("bitiren"), and the question verb's person
("yazarım" → the asker).
"""
from __future__ import annotations

from calculators.rulesets import RULESETS
from referee.story.lexicon import HAND_MINE
from referee.story.question.groups import counted_asked, group_asked, settled_groups
from referee.story.question.windows import _BOTH_TEAMS, _THIS
from referee.story.reading import ME, PARTNER, Reading
from referee.story.rules import Fact
from referee.story.words import Words

#: Words of a question phrase that ask about everyone: "kaç hepsi", "hepimiz ne yazarız".
_EVERYONE = frozenset({"hepsi", "herkes", "herkesin", "hepimiz", "hepimizin", "hepsinin", "hepinizin", "millet"})
#: "dördümüzün toplamı", "4'ümüz ne yazarız" (and "kişi başı kaç"): all four of us — everyone at the table,
#: with or without teams.
_ALL_FOUR = ("dordumuz", "4'umuz", "4umuz")
#: Question words that say whose number: "toplamım", "puanım", "bende kaç" → the asker; "toplamımız" → us.
_MINE = frozenset({"toplamim", "puanim", "cezam", "kalanim", "bende", "bana", "puanimi", "toplamimi", "benimki",
                   "benimkisi"})  # "Cemo kaç, benimki kaç"
_OURS = frozenset({"toplamimiz", "puanimiz", "takimimiz", "takim", "takima", "takimin", "toplamimizi", "takimca"})


_KEEPER_VERBS = ("yazicam", "yazacagim", "yazayim", "yaziyim", "yazcam")


def _keeper_asks(ws: Words, ask: Fact, facts: list[Fact], r: Reading) -> str | None:
    """"… sheette Şükrü 377 idi. bu el kaç yazıcam": the one keeping the sheet asks what to write for
    someone — when the writer told nothing of their own hand, the number asked is that of the last
    player the story talked about (a player the reading has, never a new one)."""
    if not any(ws.at(i).startswith(_KEEPER_VERBS) for i in range(ask.start, ask.end)):
        return None
    if any(f.dim == "people" and f.value.get("ref") in (ME, "esim") or f.kind == "self" or
           f.kind == "held" and f.value.get("who") == "ben" for f in facts):
        return None  # "elimde 64 kaldı … kaç yazcam": the writer's own hand
    if any(w.verb is not None and w.verb.person in ("1sg", "1pl") and w.verb.root != "yaz" or w.text in HAND_MINE
           for w in ws):
        return None  # "açmıştım …", "elimdeki": the writer played
    before = [f for f in facts if f.dim == "people" and f.kind == "person" and f.end <= ask.start
              and f.value.get("ref", "").startswith("name:")]
    key = before[-1].value["ref"] if before else None
    return key if key in r.people else None


def _told_just_before(ws: Words, facts: list[Fact], a: int, b: int, ppl) -> str | None:
    """A window that names no one and asks in the third person ("kaç yazıyo") right after a clause about a player
    in the same sentence ("hasan 95'teydi kaç yazıyo"): that player. Only where another window follows — the one
    window of a question keeps the older readings (the stated side, the finisher's rivals)."""
    if not any(ws[i].verb is not None and ws[i].verb.form == "finite" and ws[i].verb.person == "3sg" for i in range(a, b)):
        return None
    if ws.at(b) not in (",", "ve"):
        return None
    before = [f for f in facts if f.dim == "people" and f.kind in ("person", "alias") and a - 4 <= f.start < a
              and f.value.get("case", "nom") == "nom" and not any(ws[j].strong for j in range(f.start, a))]
    if not before or not any(f.kind == "stated" and before[-1].start < f.start < a for f in facts):
        return None  # "hasan 95'teydi kaç yazıyo": the player's standing told — not "sağımdaki alırsa kaç yazılır"
    key = ppl.key(before[-1], None)
    return key if key and not key.startswith(("q:", "desc:")) else None


def read_question(r: Reading, ws: Words, facts: list[Fact], qwin: list[tuple[int, int]], ppl) -> None:
    """Fill ``r.question``: what is asked and about whom."""
    q = r.question
    inside = sorted((f for f in facts if any(a <= f.start < b for a, b in qwin)), key=lambda f: (f.start, f.dim))
    for f in inside:
        if f.kind == "ask" and f.dim == "question" and f.value["what"] not in q.what:
            q.what.append(f.value["what"])
        if f.kind == "claim":
            q.claim = f.value["n"]
        if f.kind == "ask" and f.dim == "question":
            q.yesno = bool(f.value.get("yesno"))  # the last ask decides: "ceza var mı, kaç yazılıyor" asks a number
    if _standing_asked(r, inside, [ws[i].text for a, b in qwin for i in range(a, b)]) and "total" not in q.what:
        q.what.append("total")
    targets: list[str] = []
    team = ppl.team_game
    q.unknown = [w for w in (_unknown_asked(ws, facts, a) for a, b in qwin) if w]
    for a, b in qwin:
        n0 = len(targets)
        text = {ws[i].text for i in range(a, b)}
        if any(t.startswith(_ALL_FOUR) for t in text) or "kisi" in text and text & {"basi", "basina"}:
            targets.append("*")
        if any(t.startswith(("ucumuz", "3'umuz", "3umuz")) for t in text):
            targets.append("q:ucumuz")  # "üçümüze ayrı ayrı", "üçümüzün": the three of us, in any case
        if text & _BOTH_TEAMS or (text & {"iki", "2", "hangi"} and any(t.startswith("takim") for t in text)) or \
                ("takim" in text and text & {"toplamlari", "puanlari", "skorlari"}):  # "takım toplamları": both
            targets += ["team:us", "team:them"]
        elif any(ws.at(i) == ws.at(i + 1) == "kac" for i in range(a, b - 1)):
            targets += ["team:us", "team:them"] if team else ["*"]  # "kaç kaç olduk": every side's standing
        if text & _MINE:
            targets.append(ppl._add(ME))
        labelled = any(a <= f.start < b and str(f.value.get("ref", "")).startswith("label:") for f in inside)
        if (text & _OURS or (text & _A_TEAM and not labelled)) and not text & {"karsi", "rakip", "onlarin", "onlar"}:
            targets.append(_their_team(r, targets) if team else ppl._add(ME))
        if text & _EVERYONE and not team:
            targets.append("*")
        targets += counted_asked(r, ws, facts, a, text, ppl)  # "ikisi kaç yazar": the two just told
        pointed = _pointed(ws, facts, a, b, ppl)
        if pointed:
            targets.append(pointed)
        last: str | None = None  # "Kaan ile eşi Selin ne yazar": "eşi" is the partner of the one just asked
        for f in inside:
            if not a <= f.start < b:
                continue
            if f.dim == "people" and f.kind == "alias" and f.value.get("ref") == "mate":
                targets.append(last := ppl.key(f, last))
                continue
            if f.dim == "people" and f.kind == "team-pair":
                targets.append(_pair_target(r, f.value["names"], ws))  # "Can-Efe çiftine kaç": that side
                continue
            if f.dim == "people" and f.kind in ("person", "alias", "self"):
                ref = f.value.get("ref")
                if ref and ref.startswith("label:") and ref[6:] in r.label_members:
                    targets.append("q:label:" + ref[6:])  # "Şahinler'in skoru": a side not tied to anyone told
                    continue
                if ref in ("team:them", "team:us") and team:
                    targets.append(ref)  # a team column, not a player to add
                    continue
                if ref == "desc" and f.value.get("desc") == "bitiren":
                    targets.append("finisher")  # "bitiren ne aldı": whoever finished
                    continue
                targets.append(_target(key := ppl.key(f, None), f, team))
                last = key if key and not key.startswith("q:") else last
            elif f.kind == "ask" and f.dim == "question":
                person = f.value.get("person")
                if f.value["what"] == "who" or f.value.get("everyone"):
                    targets.append("*")
                elif person == "1sg" and _keeper_asks(ws, f, facts, r):
                    targets.append(_keeper_asks(ws, f, facts, r))  # "sheette Şükrü 377 idi. kaç yazıcam": Şükrü's
                elif person == "1sg":
                    targets.append(ppl._add(ME))
                elif person == "1pl":
                    targets.append("team:us" if team else "us-all")  # "kaç yazıyoz": the asker and the others told
                elif person == "3pl" and not team:
                    targets.append("others")  # "kaç yazdılar": the players told other than the asker
                elif person == "3pl" and (ME in r.people or PARTNER in r.people):
                    targets.append("team:them")  # "kaç oldular" from our side of a team table: the other side
        if len(targets) == n0 and (told := _told_just_before(ws, facts, a, b, ppl)):
            targets.append(told)  # "hasan 95teydi kaç yazıyo, bana da ceza var mı": Hasan's, then mine
        group_asked(r, q, targets[n0:], text, [ws.at(i) for i in range(max(0, a - 1), b)])  # "X'le benim toplam"
    words_in = [ws[i].text for a, b in qwin for i in range(a, b)]
    if not targets and (set(words_in) & {"toplamlar", "puanlar", "puanlari", "skor", "skorlar", "durum"} or
                        {"winner", "over"} & set(q.what) or _twice(words_in, "kac")):
        # "yeni toplamlar", "puanlar ne", "skor ne", "durum ne", "kim kazandı", "kaç kaç": everyone's standing
        targets += ["team:us", "team:them"] if team else ["*"]
    if targets and "winner" in q.what:
        # "Aydın | Koç | Demir toplamları ve kim önde", "biz kaç kaldık, kim aldı": who leads is read off every
        # standing — all of it shown (both columns at a team table)
        targets += [t for t in (["team:us", "team:them"] if team else ["*"]) if t not in targets]
    if not targets and "check" in q.what and any(h.finishers for h in r.hands):
        # "elden mi sayılır?": a question about the finish — the finisher's number, and the asker's when told
        targets += ["finisher"] + ([ME] if ME in r.people else [])
    if not targets:
        # "kaçta kaldık", "kaç kaldım": the question's own verb says whose number
        persons = {ws[i].verb.person for a, b in qwin for i in range(a, b)
                   if ws[i].verb is not None and ws[i].verb.form == "finite"}
        if "1pl" in persons:
            targets.append("team:us" if team else "us-all")
        elif "1sg" in persons:
            targets.append(ppl._add(ME))
    if not targets and qwin:
        # "karşı takım 7'deydi, kaç kaldı": the question is about whoever the sentence gave points to
        a0 = qwin[0][0]
        stated = [f for f in facts if f.kind == "stated" and f.start < a0 and
                  not any(ws[j].strong for j in range(f.start, a0))]
        if stated and stated[-1].value.get("who"):
            targets.append(stated[-1].value["who"] if team else ppl._add(ME))
    if not targets and set(words_in) & _THIS and r.people:
        third = [k for k in r.people if k not in (ME,) and not k.startswith("desc:")]
        if third:
            targets.append(third[-1])  # "kaç yazar bu kadın": the one talked about
    if not targets and ME in {k for h in r.hands for k in h.finishers} and any(
            f.kind == "ask" and f.value.get("person") == "3sg" for f in inside) and qwin:
        # "ben okeyle bittim; Kaan açmıştı, 9 ile kaldı. kaç yazar": the asker finished — the one asked is
        # the third person told last, not the asker
        told = [f for f in facts if f.dim == "people" and f.kind == "person" and f.end <= qwin[0][0]]
        last = ppl.key(told[-1], None) if told else None
        if last and last != ME and not last.startswith(("q:", "desc:")):
            targets.append(last)
    if "q:ucumuz" in targets:
        # "ne yazıyoz üçümüz": with three players told, the asker among them, they are the three; else the
        # asker and the others told who did not finish ("X bitti, biz üçümüz ne yazak")
        told = [k for k, p in r.people.items() if p.said and not k.startswith(("desc:", "q:"))]
        three = "told" if len(told) == 3 and ME in told else "us-all"
        targets = [three if t == "q:ucumuz" else t for t in targets]
        if three == "told":
            targets = [t for t in targets if t != "us-all"]
    if "q:ikimiz" in targets:
        two = two_of_us(r)
        if two == [ME] and len([k for k in r.people if not k.startswith(("desc:", "q:"))]) > 2:
            q.unknown.append("ikimiz")  # "ikimiz kaç" with more players told than two: which two, asked back
        targets = [t for x in targets for t in (two if x == "q:ikimiz" else [x])]
    q.groups = settled_groups(r, q)
    seen = [t for k, t in enumerate(targets) if t and t not in targets[:k]]
    if "team:them" in seen and "rakip" in seen and team:
        seen.remove("rakip")
    q.explicit = bool(seen)
    if not seen:
        duz = getattr(RULESETS.get(r.ruleset), "game", None) == "duz"
        if duz and _asker_plays(r):
            seen = ["team:us"] if team else [ppl._add(ME)]
        elif duz:
            seen = ["team:us", "team:them"] if team else ["*"]  # the asker does not play: everyone's points
        else:
            seen = [ME] if ME in r.people else ["*"]
    q.targets = seen
    if _table_asked(r, q, inside):
        # "el öncesi: A 233, B 410 … (no question)", "… tablo ne oldu", "… şimdi skor": the standings
        # were told and nothing asks one hand's number — the question is the new table
        q.what += [] if "total" in q.what else ["total"]
        q.targets = ["team:us", "team:them"] if team else ["*"]


def _table_asked(r: Reading, q, inside: list[Fact]) -> bool:
    """Standings told before the hand, and a question that names nobody and asks no hand's number
    (no verb of writing this hand, no penalty, no check): the new totals of every told column."""
    if not r.before or q.explicit or getattr(RULESETS.get(r.ruleset), "game", None) == "duz":
        return False
    asks = [f for f in inside if f.kind == "ask" and f.dim == "question"]
    if any(f.value.get("root", "") in _HAND_ROOTS or f.value["what"] not in ("score", "left", "total") for f in asks):
        return False
    return True


#: Question verbs that ask what a hand writes ("kim kaç yazar", "herkes ne yedi", "kaç düştü"), not
#: where everyone stands.
_HAND_ROOTS = frozenset({"yaz", "ye", "dus", "ode", "al", "ver", "kaybet", "cik"})


#: Question words that ask where someone stands now ("ali şimdi kaç", "ben kaçım"), not a hand's number.
_NOW = frozenset({"simdi", "simdiki", "artik", "kacim", "kaciz", "kacsin", "kacmis"})


def _standing_asked(r: Reading, inside: list[Fact], words_in: list[str]) -> bool:
    """"el öncesi: A 233, B 410 … şimdi kim kaç?", "… kim kaç oldu", "ali şimdi kaç", "kaç kaç": with
    the standings before the hand told, a question about everyone (or one with "şimdi") and no verb of
    writing this hand asks where they stand now — the told standings plus the hand, never the hand's
    numbers alone (101 only: düz reads "kaç" as the points left already)."""
    if not r.before or getattr(RULESETS.get(r.ruleset), "game", None) == "duz":
        return False
    return any(f.kind == "ask" and f.dim == "question" and f.value.get("root", "") not in _HAND_ROOTS and
               (f.value["what"] == "who" or f.value.get("everyone") or set(words_in) & _NOW or
                _twice(words_in, "kac")) for f in inside)


#: "D takımının eli kaç, Berk ne yazar": a team asked about with no name the story gave it — the asked one's.
_A_TEAM = frozenset({"takimi", "takiminin", "takimina"})


def _their_team(r: Reading, asked: list[str]) -> str:
    """"takım kaç" at a team table: the asker's side — or, when the asker is not at the table (a
    café's sheet), the side of the players just asked about ("Oya kaç yazar? Berk kaç? takım kaç?")."""
    if ME in r.people:
        return "team:us"
    sides = {r.people[k].team for k in asked if k in r.people}
    return "team:them" if sides and sides <= {"them", "t2"} else "team:us"


_POINTING = frozenset({"o", "onun", "ona", "o'"})


def _pointed(ws: Words, facts: list[Fact], a: int, b: int, ppl) -> str | None:
    """"ben kaç yazıyom, o kaç?": "o" right before the question word points to the player the story
    talked about last (a told player other than the asker), never to a new one."""
    if not any(ws[i].text in _POINTING and ws.at(i + 1) in ("kac", "ne", "kaca", "kacta") for i in range(a, b)):
        return None
    before = [f for f in facts if f.dim == "people" and f.kind in ("person", "alias") and f.end <= a]
    for f in reversed(before):
        ref = f.value.get("ref") or ""
        if ref == ME or ref.startswith(("q:", "team:", "desc")):
            continue
        key = ppl.key(f, None)
        return key if key and key != ME and not key.startswith("q:") else None
    return None


def _unknown_asked(ws: Words, facts: list[Fact], a: int) -> str | None:
    """"abdo … abdo kaç ben kaç" with "abdo" read as no one: the word right before a question window's
    "kaç / ne", told earlier in the story too, looks like a name the reader did not take — the number
    asked for them cannot be given, and leaving them out would present a partial answer as whole (the
    leftover guard asks)."""
    from referee.story.vocabulary import vocabulary

    if a < 1 or ws.at(a) not in ("kac", "ne"):
        return None
    w = ws[a - 1]
    if w.sep or w.num is not None or w.verb is not None or not w.text.isalpha() or len(w.text) < 3 or \
            vocabulary(w.text) or any(f.start <= w.i < f.end for f in facts):
        return None
    if ws.at(w.i - 1) == w.text:
        return None  # "ayrı ayrı kaç", "tek tek ne yazar": each one, a word said twice
    if not any(x.text == w.text for x in ws if x.i < w.i):
        return None  # told nowhere before ("kağıda ne yazalım"): no one the story talked about
    return w.text


def two_of_us(r: Reading) -> list[str]:
    """"ikimiz kaç kaldık" at a table without teams: the asker and the one other player the story
    told, or the one other who did not finish (or the two whose standings it told); else the asker
    alone, as before."""
    told = [k for k, p in r.people.items() if p.said and not k.startswith(("desc:", "q:"))]
    if ME in told and len(told) == 2:
        return told
    finishers = {k for h in r.hands for k in h.finishers}
    rest = [k for k in told if k != ME and k not in finishers]
    if ME in told and len(rest) == 1 and len(told) == 3:
        return [ME, rest[0]]  # "Usta bitti, Çırak … ben … ikimiz kaç": the two who did not finish
    stated = [k for k in r.before if not k.startswith(("team:", "q:"))]
    if ME in stated and len(stated) == 2:
        return stated
    return [ME]


def _asker_plays(r: Reading) -> bool:
    """The story speaks from a seat: "ben", "eşim", an unnamed "rakip", "sağımdaki", "puanımız"."""
    if not r.people or ME in r.people or "esim" in r.people or ME in r.before or "team:us" in r.before:
        return True
    rival = r.people.get("rakip")
    return (rival is not None and rival.name == "Rakip") or any(k.startswith("seat:") for k in r.people)


def _twice(words: list[str], w: str) -> bool:
    return any(a == w and b == w for a, b in zip(words, words[1:]))


def _pair_target(r: Reading, names: list[str], ws: Words) -> str:
    """A side asked by its two players ("Orhan-Tayfun çiftinin toplamı"): a named side the planner finds
    by where those two sit (:func:`referee.story.plan.types.resolve_targets`)."""
    from referee.story.reading import display_name

    keys = [ME if n == "ben" else "name:" + n for n in names]
    label = "pair:" + "+".join(names)
    typed = "-".join("Sen" if k == ME else display_name(k, ws.original) for k in keys)
    r.label_members.setdefault(label, (typed, keys))
    return "q:label:" + label


def _target(key: str | None, f: Fact, team: bool) -> str | None:
    if key is None:
        return None
    if key in ("q:herkes",):
        return "*"
    if key == "q:digerleri":
        return "others"
    if key == "q:ikimiz" and not team:
        return "q:ikimiz"  # the two of us: resolved in read_question against the players told
    if key in ("q:biz", "q:ikimiz"):
        return "team:us" if team else "us-all"
    if key in ("q:onlar", "rakipler"):
        return "team:them"
    if f.value.get("ref") == "team:them":
        return "team:them" if team else key
    if key == "desc:bitiren":
        return "finisher"
    if key.startswith("q:side:"):
        return "team:" + key[7:]  # "Yıldızlar kaç yazıyo": that team's column
    if key.startswith("q:label:"):
        return key  # a named side not seated yet: the planner's (plan_types.resolve_targets)
    if key == "q:ucumuz":
        return "q:ucumuz"  # the three of us: resolved in read_question against the players told
    if key.startswith("q:"):
        return None
    return key
