"""The running state of attaching one hand's clauses to players (see :mod:`referee.story.attach`):
who was talked about last, the last penalty, what was said to be left before we knew whose, and the
okey throws and takes that are judged once the whole hand is read."""
from __future__ import annotations

from referee.story.reading import Penalty
from referee.story.rules import Fact


class State:
    def __init__(self) -> None:
        self.topic: str | None = None  # the third person talked about last
        self.prev_topic: str | None = None  # the one talked about before them
        self.actor: str | None = None  # the subject of the last verb
        self.thrower: str | None = None  # who threw the last tile told ("… bir de kırmızı 11 attı": them again)
        self.me_named = False  # the asker was last told of by name ("Deniz açmıştı, elinde 5": her hand)
        self.lead: str | None = None  # the first third person the current sentence is about ("kendisi")
        self.prev_lead: str | None = None  # the last sentence's
        self.last_pen: Penalty | None = None
        self.throw_tile: Fact | None = None  # a thrown tile told in a clause of its own ("sonra attığı siyah 4'ü")
        self.pending: dict | None = None  # what was said to be left before we knew whose
        self.left_to: tuple[int, str | None] | None = None  # (clause index, holder; None: pending) of the last remainder
        self.opened_by: str | None = None  # subject of the last clause that told an opening
        self.throws: list[tuple[str | None, int, tuple | None, int]] = []  # "okey attı" without "yere": (who, at, tile, times)
        self.pen_end = -1  # word index where the last penalty's clause ended
        self.failure_halves: set[str] = set()  # which halves of the last failed opening were told ("short", "back")
        self.last_tiles: set[int] = set()  # tile facts that are the last tile, not a discard
        self.takes: list[tuple[int, str | None, bool]] = []  # (clause start, subject, negated): "sağımdaki aldı"
        self.just_took: str | None = None  # the subject of this clause when it tells a take ("sıradaki aldı")
        self.after_take: str | None = None  # … of the clause before this one
        self.by_mistake: set[int] = set()  # clause starts that say "yanlışlıkla" (a discard, not a finish)
        self.denied: tuple[int, str] | None = None  # "ali değil …": (where the next clause starts, ali's key)
        self.adjectival: dict[int, Fact] = {}  # "açmamış Veli": verb index → the person it tells of
        self.meld_okey: tuple[str | None] | None = None  # (owner,) of the okey told lying in a meld; (None,): unknown
        self.kept_okey: list[tuple[str, str]] = []  # (who, word): "okeyi kullanmadı" — the okey must be told as held
        self.people: list[Fact] = []  # the story's people facts, wherever a clause cut them ("ben | hariç kimse …")
