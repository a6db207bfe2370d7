"""Read a score story: run every dimension's rules, then put the facts together into a
:class:`~referee.story.reading.Reading` — hands, clauses, who did what, what is asked.

Order: corrections first (they rewrite the words), then each dimension over the words
(:data:`DIMENSIONS`); the question's words are set apart; the rest is cut into hands
("1. el", "sonraki elde"), each hand into clauses (:mod:`referee.story.clauses`), and each clause's
facts go to its subject (:mod:`referee.story.attach`). The reader never raises and never invents
a player or a number: every player comes from a word of the story (or is a named role the story
implies, marked ``said=False``), every number from a number word.
"""
from __future__ import annotations

import copy
from typing import Callable

from calculators.rulesets import RULESETS
from referee.story import attach, story_level, vocabulary
from referee.story.clauses import split
from referee.story.corrections import rules as corrections
from referee.story.entities import People
from referee.story.finishes import rules as finishes
from referee.story.hands import rules as hands
from referee.story.hands import sequence
from referee.story.leftovers import rules as leftovers
from referee.story.night import rules as night
from referee.story.openings import rules as openings
from referee.story.penalties import rules as penalties
from referee.story.people import group_sides, mentions
from referee.story.people import rules as people
from referee.story.people.cast import close_table
from referee.story.people.names import discover
from referee.story.people.compass_names import compass_nicknames, seats_before_names
from referee.story.people.surnames import split_by_title
from referee.story.question import rules as question
from referee.story.question.targets import read_question
from referee.story.question.windows import windows
from referee.story.reading import HandReading, Reading
from referee.story.remainders import rules as remainders
from referee.story.retold import merge_retold
from referee.story.rules import Fact, run
from referee.story.tiles import rules as tiles
from referee.story.words import Words, words

#: Dimensions in the order they read the words: a rule that claims a number (a tile's, a
#: penalty's, a stated total) keeps it from the dimensions after it.
DIMENSIONS = (("hands", hands.RULES), ("night", night.RULES), ("question", question.RULES),
              ("tiles", tiles.RULES), ("penalties", penalties.RULES), ("finishes", finishes.RULES),
              ("openings", openings.RULES), ("remainders", remainders.RULES), ("people", people.RULES))

vocabulary.learn(w for _, rules in DIMENSIONS for w in rules._by_word)  # a rule's word is no player's name
vocabulary.learn_lexicon(w for rules in [r for _, r in DIMENSIONS] + [corrections.RULES] for w in rules.literals())

TEAM_RULESETS = ("turnuva-esli-101", "oyna-esli-duz")


def facts_of(ws: Words, enough: Callable[[str, list[Fact]], bool] | None = None) -> list[Fact]:
    """Every dimension's facts for these words (corrections applied first; the names and team
    names the story teaches found before the people rules read them).

    ``enough(dim, facts)``, asked after each dimension with the facts so far: True stops the reading
    there (a caller whose answer is already decided by the first dimensions' facts). A dimension only
    adds facts, so the facts up to a stop are those a whole reading has up to that dimension."""
    ws.found = discover(ws)
    group_sides.label_groups(ws, ws.found)  # "Turnalar takımından Sevim": a group noun is a side's name
    fixes = run(corrections.RULES, ws, "corrections")
    corrections.apply(fixes, ws)
    out = list(fixes)
    for dim, rules in DIMENSIONS:
        out += run(rules, ws, dim)
        if dim == "people":
            out = mentions.settle(out, ws)  # "Erdoğan Bey": the title is Erdoğan's, no player of its own
        if enough is not None and enough(dim, out):
            break
    return out


#: Facts that say a hand (or a night) was told — what a number question can be about.
_TOLD = frozenset({"finished", "deste", "bozuldu", "all-pairs", "okey-throw", "islek", "okey-discard", "failed-opening",
                   "okey-taken", "gosterge", "stated", "stated-list", "stated-hand", "rank", "entries", "players", "elden", "cift"})
_ASKS = frozenset({"score", "total", "left", "lost", "penalty", "over", "winner", "to-target", "who", "each"})


def asks_number(text: str) -> bool:
    """True when the text tells a hand (a finish, a penalty, points, a night's rank) *and* asks for a
    number about it — the router's second opinion for phrasings its cue list does not know
    ("ceza kime kaç", "kaç puan gidiyo", "sıra puanlarımız kaç"). Never raises."""
    try:
        # only the night and question dimensions (before the tiles and people) find what is asked: a text
        # that asks no number by then is no score question, however much the later dimensions read
        facts = facts_of(words(text if isinstance(text, str) else ""),
                         lambda dim, found: dim == "question" and not _asks(found))
    except Exception:  # noqa: BLE001 - a reader bug must not break routing
        return False
    return _asks(facts) and any(f.kind in _TOLD for f in facts)


def _asks(facts: list[Fact]) -> bool:
    """A number is asked: a night's question, a question about a score, a total, a remainder … or a claim."""
    return any((f.kind == "ask" and (f.dim == "night" or f.value.get("what") in _ASKS)) or f.kind == "claim"
               for f in facts)


def read(text: str, ruleset: str, team_table: bool = False) -> Reading:
    """Read a story under a ruleset id; never raises (a broken reading is an empty one).

    ``team_table``: the story says the table plays two against two ("eşli masa") although the
    ruleset is not a team ruleset (od-101's team rule).
    """
    if not isinstance(text, str):
        text = "" if text is None else str(text)
    try:
        return _read(text, ruleset, team_table)
    except Exception:  # noqa: BLE001 - the reader must never raise; an empty reading falls back
        return Reading(text=text, ruleset=ruleset)


def _read(text: str, ruleset: str, team_table: bool) -> Reading:
    ws = words(text)
    sides = group_sides.rewrite(ws) if getattr(RULESETS.get(ruleset), "game", None) == "duz" else {}
    facts = facts_of(ws)
    split_by_title(facts, ws)  # "Aydın Bey … Aydın Hanım": two players
    facts = seats_before_names(facts)  # "Kuzey Aydın Bey": one player, sitting north
    facts = compass_nicknames(facts)  # "ben+Kuzey vs Berk+Zeynep": Kuzey is a player's name
    r = Reading(text=text, ruleset=ruleset, facts=facts, dropped=list(ws.quotes))
    r.team_labels.update(sides)  # "komşular 37'deydi": the side is "onlar", the answer calls it Komşular
    team = ruleset in TEAM_RULESETS or team_table or _team_table(ws, ruleset)
    r.team_table = team and ruleset not in TEAM_RULESETS
    ppl = People(r, facts, ws.speaker, team, ws)
    if ws.speaker and _first_person(ws, facts):
        ppl._add("ben")
    person_facts = [f for f in facts if f.dim == "people"]
    qwin = windows(ws, facts)
    skip = {i for a, b in qwin for i in range(a, b)}
    night_facts = [f for f in facts if f.dim == "night"]
    hand_facts = [f for f in facts if not (f.kind == "hand" and f.start in skip)]  # "şahinler bu el kaç yazdı"
    told = []
    hand_no = 0
    for start, end, times in sequence.cut(ws, _hand_ranges(ws, hand_facts), hand_facts, skip):
        hand_no += 1
        hand = HandReading(index=_hand_number(facts, start, hand_no))
        story = [f for f in facts if start <= f.start < end and f.dim not in ("people", "question", "night")
                 and not any(i in skip for i in range(f.start, f.end))]  # the question's words tell nothing
        clauses = split(ws, start, end, [f for f in person_facts if start <= f.start < end], story, skip)
        attach.hand(r, hand, ws, clauses, ppl, facts)
        told.append((hand, start, end))
        for _ in range(times - 1):  # "biz iki kere normal bittik": the same hand again
            hand_no += 1
            again = copy.deepcopy(hand)
            again.index = hand_no
            told.append((again, start, end))
    r.hands = merge_retold(told, ws)
    story_level.story_level(r, ws, facts, ppl)
    ppl.finish_teams()
    read_question(r, ws, facts, qwin, ppl)
    close_table(r, ws, qwin, ppl)  # the table closed at four: titles, the asker, a role, a bystander
    story_level.resolve_descriptions(r)
    story_level.implied(r, ppl)
    r.night = story_level.night(night_facts, person_facts, ws, ppl)
    r.kind = _kind(r, ruleset)
    r.unread = leftovers.unread(ws, facts, qwin, r)
    return r


_TEAM_WORDS = frozenset({"esli", "eslide", "esim", "esimin", "esime", "esimde", "esi", "esinin", "ortagim", "partnerim",
                         "ikimiz", "ikimizin", "takim", "takimlar", "takimimiz", "takimca", "2ye", "2'ye", "karsi"})


def _team_table(ws: Words, ruleset: str) -> bool:
    """A ruleset that may be played two against two (od-101's "Eşli masalarda") at a table the story
    tells as one: a partner, "ikimiz", teams, "eşli" (issue 11, cause 4)."""
    rs = RULESETS.get(ruleset)
    if rs is None or not getattr(rs, "team_tables", False) or rs.team:
        return False
    return any(w.text in _TEAM_WORDS or w.text.startswith(("takim", "esli")) for w in ws)


def _first_person(ws: Words, facts: list[Fact]) -> bool:
    """The writer tells of their own play ("açtım", "elimde", "ben …"): a "Gül:" prefix is then a
    player; otherwise it is whoever keeps the sheet, not a fifth seat."""
    if any(f.dim == "people" and (f.kind == "self" or f.value.get("ref") in ("ben", "esim", "q:biz", "q:ikimiz"))
           for f in facts):
        return True
    if any(f.kind == "held" and f.value.get("who") == "ben" for f in facts):
        return True
    return any(w.verb is not None and w.verb.form == "finite" and w.verb.person in ("1sg", "1pl") and
               w.verb.root not in ("de", "ol", "gor", "sor") for w in ws)


def _hand_ranges(ws: Words, facts: list[Fact]) -> list[tuple[int, int]]:
    """Word ranges of the hands. Text before the first marker belongs to the first hand unless the
    marker is "1. el" / "bu el" (then it is the preamble: points before, the gösterge)."""
    marks = sorted((f for f in facts if f.kind == "hand"), key=lambda f: f.start)
    this = [m for m in marks if m.value.get("rel") == "this"]
    marks = [m for m in marks if m not in this[1:]]  # "bu el garip bitti … herkes ne yazıyo bu el": one hand
    marks = _same_hand(marks, facts, ws)
    told = next((f.value["n"] for f in facts if f.kind == "hands-told"), 0)
    if len(marks) < 2 and told >= 2:
        # "2 el oynadık, cem normal bitti sonra ali okeyle bitti": one finish a hand
        ends = sorted(f.end for f in facts if f.kind in ("finished", "deste") and not f.value.get("neg"))
        if len(ends) == told:
            cuts = [0] + [_next_break(ws, e) for e in ends[:-1]] + [len(ws)]
            return [(a, b) for a, b in zip(cuts, cuts[1:]) if a < b]
    # "toplamlar: … sonraki elde …": a "next hand" first is a hand after one the story told — unless nothing
    # was told before it but the standings (then the preamble is no hand of its own)
    after_told = bool(marks) and marks[0].value.get("rel") == "next" and \
        any(f.dim in _DEEDS and f.start < marks[0].start for f in facts)
    if len(marks) < 2:
        if after_told:
            return [(0, marks[0].start), (marks[0].start, len(ws))]
        return [(0, len(ws))]
    starts = [m.start for m in marks]
    if after_told:
        starts = [0] + starts
    ranges = [(s, starts[k + 1] if k + 1 < len(starts) else len(ws)) for k, s in enumerate(starts)]
    ranges[0] = (0, ranges[0][1])
    nums = [m.value.get("n") for m in marks]
    if len(ranges) == len(marks) and all(n is not None for n in nums) and len(set(nums)) == len(nums) \
            and nums != sorted(nums):
        ranges = [rg for _, rg in sorted(zip(nums, ranges))]
    return ranges


#: Dimensions whose facts tell what happened in a hand (standings and the game's length tell none).
_DEEDS = frozenset({"finishes", "penalties", "openings", "remainders", "tiles"})


def _same_hand(marks: list[Fact], facts: list[Fact], ws: Words) -> list[Fact]:
    """"7 ellik maçın 6. eli bitti, önceki ellerden biz 150 … bu el Ali kafa attı": a "bu el" right after
    a numbered hand, with no deed told between them, is that hand again — one hand, its number the 6th; and
    "4. eli … Kerem bu el oynamadı": a "bu el" inside a clause (after its subject) says when, no new hand."""
    out: list[Fact] = []
    for m in marks:
        prev = out[-1] if out else None
        if prev is not None and m.value.get("rel") == "this" and prev.value.get("n") is not None and (
                not any(f.dim in _DEEDS and prev.end <= f.start < m.start for f in facts) or
                m.start > 0 and not ws[m.start - 1].sep):
            continue
        out.append(m)
    return out


def _next_break(ws: Words, i: int) -> int:
    """Where the hand told up to word i ends: the next separator or "sonra"."""
    while i < len(ws) and not ws[i].sep and ws[i].text != "sonra":
        i += 1
    return i


def _hand_number(facts: list[Fact], start: int, default: int) -> int:
    mark = next((f for f in facts if f.kind == "hand" and f.start >= start), None)
    if mark is None or not mark.value.get("n"):
        return default
    length = {i for f in facts if f.kind in ("match-hands", "match-of") for i in range(f.start, f.end)}
    if len([i for i in range(start, mark.start) if i not in length]) <= 2:
        return mark.value["n"]  # "1. el: …", "7 ellik maçın 6. eli bitti": the match's length before it
    return default


def _kind(r: Reading, ruleset: str) -> str:
    from referee.story.plan.standing import standing_only

    n = r.night
    if n.get("ask") in ("bay", "bracket"):
        return "bracket" if n.get("entries") is not None else "none"
    if n.get("entries") is not None and not r.hands_have_end():
        return "none"  # "4 takım okey seti kaç para": a number of teams (or tile sets) with no bracket asked
    if (n.get("ranks") or n.get("last")) and (n.get("players") is not None or n.get("ask") in ("rank", "season")):
        asks = set(n.get("asks") or [])
        tables = {x["scope"] for x in n.get("ranks", [])}
        if asks == {"rank"} or (not asks and tables == {"table"}):
            return "rank"
        if asks == {"season"} or (not asks and n.get("players") is not None and "table" not in tables):
            return "season"
        return "night"
    if standing_only(r):
        return "standing"  # "ben 14, ali 3 … bitti mi oyun": the sheet as told, no hand on it
    if getattr(RULESETS.get(ruleset), "game", None) == "duz":
        return "duz" if any(h.has_end or h.gosterge_by for h in r.hands) else "none"
    if len(r.hands) > 1:
        return "match" if any(h.has_end or h.stated_me is not None for h in r.hands) else "none"
    h = r.hands[0] if r.hands else None
    if h is None:
        return "none"
    if h.has_end:
        return "hand"
    if h.stated_me is not None and r.before:
        return "match"  # "toplamım 930'du bu el 74 yedim maç bitti mi": the told score onto the total
    if any(p.penalties for p in h.players.values()) or (h.table and h.discards):
        return "penalty"  # a discard told against the table's melds is judged işlek or not (plan.table)
    return "none"


__all__ = ["read", "facts_of", "DIMENSIONS"]
