"""The score-question hook: a thumb-typed story in, the engine's exact number out.

The ask pipeline calls :func:`answer_calculation` for every question the router sends
to the calculation branch. :mod:`referee.story` reads the story into engine inputs;
this module runs the engine (:mod:`calculators`) and writes the answer: the verdict
first ("**529** yazıyorsun."), then the engine's arithmetic per player, the
assumptions made, and — when a fact the number depends on is missing or the story
contradicts itself — exactly what is missing, with no number. It never does
arithmetic of its own beyond adding a düz okey hand's loss to the points the asker
said they had, and reading the penalty table of the chosen ruleset for a
penalty-only question.

Calculator form link (for the web engineer)
-------------------------------------------
``calculation["form_url"]`` is ``/hesapla?tur=<TUR>&veri=<JSON>`` where ``veri`` is
the engine input as compact JSON, percent-encoded (``urllib.parse.quote``), exactly
the body the JSON API takes, so the form can be filled from it and posted as is
(a match may carry ``before``: the sheet's Başlangıç row, points carried into it):

====================  ===========================================================
``tur``               ``veri`` is the body of …
====================  ===========================================================
``el``                ``POST /api/calc/hand`` (any 101 ruleset, düz okey hand)
``mac``               ``POST /api/calc/match`` (yazboz / Çetele, 101 or düz)
``ceza``              ``{"ruleset", "okey_number", "penalties": {name: [penalty…]}}``
``sezon``             ``{"players": int, "rank": int}`` (Okey Gecesi season points)
``sira``              ``{"rank": int}`` (table rank points)
``gece``              ``{"items": [{"who", "what": "season" | "rank", "players", "rank"}]}`` (several)
``agac``              ``{"entries": int}`` (knock-out bracket)
====================  ===========================================================
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import quote

from calculators.errors import CalcError, NotCovered
from referee.answers.answer import Answer, Missing
from calculators.registry import DEFAULT_RULESET, NIGHT_RULESET

FORM_PATH = "/hesapla"


#: How to get a number when a fact is missing or wrong (after "Bunu hesaplayamıyorum: …").
FORM_HINT = "Eksik bilgiyi ekleyip yeniden sorarsan ya da hesaplayıcı formunda düzeltirsen hemen hesaplarım."


@dataclass(frozen=True)
class CalcAnswer:
    """A computed answer to a score question, in parts (the composer adds the ruleset sentence).

    ``verdict``: the first paragraph ("**529** yazıyorsun.", or what stops the number).
    ``steps``: the engine's arithmetic, one line per reported player. ``notes``: what the
    rules say about the case. ``assumptions``: what was assumed ("son taşın okey olmadığını
    varsaydım"). ``missing``: who could not be computed, and why. ``hint``: how to get the
    number. ``numbers``: the verdict's bold numbers (what the other rulesets' answers are
    compared by).
    ``calculation``: at least ``{"inputs": {...parsed slots...}, "result": {...}}``,
    JSON-serialisable; it goes into the API payload as ``calculation``.
    ``sources``: ids of the rule articles behind each factor (existing article ids;
    unknown ids are dropped by the composer).
    ``kind``: always ``"calculation"`` (a missing fact still gives a calculation
    answer that says what is missing, with ``calculation["result"]`` = None).
    """

    verdict: str
    calculation: dict[str, Any]
    sources: list[str] = field(default_factory=list)
    steps: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    assumptions: tuple[str, ...] = ()
    missing: tuple[Missing, ...] = ()
    hint: str | None = None
    numbers: tuple[str, ...] = ()
    kind: Literal["calculation"] = "calculation"

    def parts(self, ruleset: str = "") -> Answer:
        """The calculator's part of the answer (the composer adds the rule, the ruleset and the variants)."""
        return Answer("calculation", ruleset, self.verdict.strip(), steps=self.steps, notes=self.notes,
                      assumptions=self.assumptions, missing=self.missing, hint=self.hint)

    @property
    def answer(self) -> str:
        """The calculator's part as text (verdict, arithmetic, notes, assumptions, missing, hint)."""
        return self.parts().markdown()


# --------------------------------------------------------------------------- sources

#: Rule article behind each factor, per ruleset (the composer drops ids that do not exist).
_ARTICLES: dict[str, dict[str, tuple[str, ...]]] = {
    "oyna-101": {
        "base": ("bitis-puanlari-oyna",), "acan-kalan": ("acan-kalan-oyna",),
        "cift-acan-kalan": ("cift-acan-kalan-oyna",), "acmayan": ("acmayan-202-oyna",),
        "okey-elde": ("okey-elde-kalirsa-oyna",), "okeyle-bitis": ("okeyle-bitis-oyna",),
        "cift": ("ciftten-bitis-oyna",), "elden": ("elden-bitis-oyna",), "deste-bitti": ("deste-biterse-oyna",),
        "el-bozuldu": ("dort-cift-acis-oyna",), "islek": ("islek-cezasi-oyna", "c-cezasi-oyna"),
        "okey-atma": ("okey-atma-cezasi-oyna", "c-cezasi-oyna"), "acis-geri": ("acis-tutmazsa-oyna",),
        "okey-alindi": ("okey-alinirsa-oyna",), "sahte-okeyle-bitis": ("sahte-okeyle-bitis-oyna",),
        "sahte-okey-kalan": ("sahte-okey-kalan-oyna",), "kat": ("el-kati-oyna",),
        "match": ("yazboz-101-adimlar-oyna", "mac-uzunlugu-oyna"),
    },
    "od-101": {
        "base": ("bitis-puanlari-od", "biten-kac-yazar-od"), "acan-kalan": ("acan-kalan-od",),
        "cift-acan-kalan": ("cift-acan-kalan-od",), "acmayan": ("acamayan-puani-od",),
        "okey-elde": ("okey-elde-kalirsa-od",), "okeyle-bitis": ("okeyle-bitis-od",), "cift": ("ciftle-bitis-od",),
        "elden": ("elden-bitis-od",), "elden-okey": ("elden-okeyle-bitis-od",),
        "deste-bitti": ("deste-biterse-od",), "islek": ("islek-cezasi-od", "ceza-listesi-od"),
        "okey-atma": ("okey-atma-cezasi-od", "ceza-listesi-od"), "acis-geri": ("acis-tutmazsa-od",),
        "okey-alindi": ("okey-alinirsa-od",), "sahte-okey-kalan": ("sahte-okey-elde-kalirsa-od",),
        "esin-puani": ("esin-puani-od",), "match": ("puan-mantigi-od",),
    },
    "turnuva-esli-101": {
        "base": ("bitis-puanlari-turnuva",), "acan-kalan": ("acan-rakip-carpan-turnuva",),
        "cift-acan-kalan": ("cift-acan-kalan-turnuva",), "acmayan": ("bitis-puanlari-turnuva",),
        "yari-ceza": ("acamayan-yari-ceza-turnuva",), "okey-elde": ("okey-elde-kalirsa-turnuva",),
        "elden": ("kafa-nedir-turnuva", "kafa-carpani-turnuva"), "deste-bitti": ("deste-biterse-turnuva",),
        "islek": ("islek-cezasi-turnuva",), "okey-atma": ("okey-atma-cezasi-turnuva",),
        "acis-geri": ("acis-tutmazsa-turnuva",), "okey-alindi": ("okey-alinirsa-turnuva", "esin-okeyi-alirsa-turnuva"),
        "esin-puani": ("esin-puani-turnuva",), "team": ("takim-el-puani-turnuva",),
        "el-bozuldu": ("dort-cift-acis-turnuva",), "sahte-okey-kalan": ("sahte-okey-turnuva",),
        "match": ("mac-uzunlugu-turnuva", "mac-kazanani-turnuva"),
        "season": ("okey-gecesi-sezon-puani-turnuva",), "rank": ("okey-gecesi-sira-puani-turnuva",),
        "bracket": ("bay-gecme-turnuva", "takim-sayisi-turnuva"),
    },
    "oyna-duz": {
        "base": ("bitis-puanlari-duz",), "duz-okey": ("okeyle-bitis-duz",), "yedi-cift": ("yedi-ciftle-bitmek-duz",),
        "duz-deste": ("deste-biterse-duz",), "duz-gosterge": ("gosterge-puani-duz",),
        "match": ("duz-yazboz-geri-sayim", "oyun-sonu-duz"), "sahte-okeyle-bitis": ("sahte-okeyle-bitis-duz",),
        "penalty": ("islek-cezasi-duz", "okey-atma-cezasi-duz"),
    },
    "oyna-esli-duz": {
        "base": ("bitis-puanlari-esli-duz", "takim-sutunu-esli-duz"), "duz-okey": ("okeyle-bitis-duz",),
        "yedi-cift": ("yedi-ciftle-bitmek-duz",), "duz-deste": ("deste-biterse-duz",),
        "duz-gosterge": ("gosterge-puani-esli-duz",), "match": ("oyun-sonu-esli-duz",),
        "sahte-okeyle-bitis": ("sahte-okeyle-bitis-duz",), "penalty": ("islek-cezasi-duz", "okey-atma-cezasi-duz"),
    },
}
#: Tournament-night questions are answered from the tournament rules whatever ruleset was detected.
_NIGHT = {"season", "rank", "bracket"}


def pick_sources(ruleset: str, tags: set[str], kind: str) -> list[str]:
    """Article ids for the factors used (base article first); never empty."""
    table = _ARTICLES[NIGHT_RULESET] if kind in _NIGHT else _ARTICLES.get(ruleset, _ARTICLES[DEFAULT_RULESET])
    order = ["base", "match", "team", "season", "rank", "bracket", "acan-kalan", "cift-acan-kalan", "acmayan",
             "yari-ceza", "okey-elde", "okeyle-bitis", "cift", "elden", "elden-okey", "deste-bitti", "el-bozuldu",
             "duz-okey", "yedi-cift", "duz-deste", "duz-gosterge", "islek", "okey-atma", "acis-geri", "okey-alindi",
             "esin-puani", "sahte-okeyle-bitis", "sahte-okey-kalan", "kat", "penalty"]
    wanted = set(tags)
    if kind not in _NIGHT and kind != "standing":  # a standing alone: the match's end, no finish
        wanted.add("base")
    if kind in ("match", "duz-match", "standing"):
        wanted.add("match")
    out: list[str] = []
    for tag in order:
        if tag in wanted:
            out.extend(a for a in table.get(tag, ()) if a not in out)
    if not out:
        out.extend(next(iter(table.values())))
    return out


def form_url(kind: str, engine: dict[str, Any] | None) -> str | None:
    """The pre-filled calculator form (see the module docstring for the query format)."""
    if engine is None:
        return None
    tur = {"hand": "el", "duz": "el", "match": "mac", "duz-match": "mac", "standing": "mac", "penalty": "ceza", "season": "sezon",
           "rank": "sira", "night": "gece", "bracket": "agac"}.get(kind, "el")
    data = json.dumps(engine, ensure_ascii=False, separators=(",", ":"))
    return f"{FORM_PATH}?tur={tur}&veri={quote(data, safe='')}"


# --------------------------------------------------------------------------- hook


def answer_calculation(question: str, ruleset: str, reason: str, house: Any = ()) -> CalcAnswer | None:
    """Turn a score story into the engine's number, or None when it cannot.

    Contract:

    - ``question``: the question exactly as typed (normalise it yourself with
      :func:`referee.text.normalize.normalize`; ``.folded`` has numbers as digits).
    - ``ruleset``: the ruleset id already chosen by :mod:`referee.classify.detect`
      (one of oyna-101, od-101, turnuva-esli-101, oyna-duz, oyna-esli-duz).
    - ``reason``: the Turkish sentence saying why that ruleset was chosen; the
      composer shows it, include it only if you word the answer around it.
    - Return a :class:`CalcAnswer` when the story gives (or lets you state
      assumptions for) every fact the number depends on, or when a required
      fact is missing/contradictory and you answer "what is missing" instead
      of a number (``calculation["result"] = None``).
    - Return None when the text is not a score story you understand; the
      pipeline then answers with the best matching rule article.
    - Never raise: catch ``calculators.errors.CalcError`` and turn it into the
      answer text. Must be fast (p95 ≤ 5 ms).
    - ``house``: a table's house rules (switch, value pairs; :mod:`calculators.house`): the engine
      plays the planned hand or match under them.
    """
    from referee.story import read

    try:
        story = read(question, ruleset)
    except Exception:  # noqa: BLE001 - a reader bug must fall back to the rule article, not a 500
        return None
    return answer_reading(story, ruleset, house)


def answer_filled(question: str, ruleset: str, fills: list[tuple[str, Any]], house: Any = ()) -> CalcAnswer | None:
    """The answer to a story with missing facts answered (issue 13's ``/fill``): each ``(slot, value)``
    of ``calculation.missing`` applied in order, played under ``house`` (a table's rules, as in
    :func:`answer_calculation`). Raises :class:`referee.story.fill.FillError` (a Turkish message) for
    a slot or value that does not fit."""
    from referee.story import read
    from referee.story.fill import fill

    story = read(question, ruleset)
    for slot, value in fills:
        story = fill(story, slot, value)
    return answer_reading(story, ruleset, house)


def answer_reading(story: Any, ruleset: str, house: Any = ()) -> CalcAnswer | None:
    """Plan a reading, run the engine and write the answer (see :func:`answer_calculation`)."""
    from referee.scoring.answer import run
    from referee.story import plan
    from referee.story.plan.asked import only_the_finisher_answered
    from referee.story.engine_json import engine_json
    from referee.story.understood import understood

    try:
        pl = plan(story)
    except Exception:  # noqa: BLE001 - a planner bug must fall back to the rule article, not a 500
        return None
    if pl is None:
        return None
    if house:
        pl.engine = with_house(pl.engine, house)
    if pl.claim is not None and not yes_no_claim(story.text):
        pl.claim = None  # "120 mi yazılır yoksa +101 mi", "kaç yazar, 404 mü": the number answers, no Evet/Hayır
    engine = engine_json(pl.engine)
    inputs = {"slots": story_slots(story), "engine": engine, "fillers": pl.fillers}
    base = {"inputs": inputs, "result": None, "form_url": form_url(pl.kind, engine),
            **understood(story, pl)}
    if pl.problems:
        text = "Bunu hesaplayamıyorum: " + " ".join(pl.problems)
        more = [m.question for m in pl.missing if m.question and m.question not in text and
                not m.slot.endswith("finish.kind") and any(m.slot.endswith(x) for x in (".opened", ".remaining_sum", "okey"))
                and (m.who in pl.report or m.who == "Sen")]
        if more and any(m.slot.endswith("finish.kind") for m in pl.missing):
            text += " Şunu da bilmem lazım: " + " ".join(more)
        return CalcAnswer(text, base, pick_sources(ruleset, pl.rules_used, pl.kind), hint=FORM_HINT)
    try:
        ran = run(pl)
    except NotCovered as exc:
        return CalcAnswer(f"Kaynaklarımız bu durumu hesaplamıyor, uydurmayayım: {exc.message}", base,
                          pick_sources(ruleset, pl.rules_used, pl.kind), hint=FORM_HINT)
    except CalcError as exc:
        return CalcAnswer(f"Bu hikâyeyle sayı veremem: {exc.message}", base,
                          pick_sources(ruleset, pl.rules_used, pl.kind), hint=FORM_HINT)
    result = ran.result
    open_asked = only_the_finisher_answered(story, pl) if result is not None else None
    if open_asked:  # "dedem normal bitti, babaannemin elinde … kaldı": never the finisher's −101 as the answer
        return CalcAnswer("Bunu hesaplayamıyorum: " + open_asked, base, pick_sources(ruleset, pl.rules_used, pl.kind),
                          hint=FORM_HINT)
    missing = tuple(Missing(n, r) for n, r in pl.reasons.items() if n in pl.report or n == "Sen") \
        if result is not None else ()
    base["result"] = result
    tags = set(pl.rules_used)
    if result and isinstance(result, dict) and result.get("multiplier", 1) and result.get("multiplier", 1) > 1:
        tags.add("kat")
    if pl.team_report:
        tags.add("team")
    notes = (" ".join(dict.fromkeys(pl.notes)),) if pl.notes else ()
    return CalcAnswer(ran.verdict, base, pick_sources(ruleset, tags, pl.kind), steps=tuple(ran.lines), notes=notes,
                      assumptions=tuple(pl.assumptions), missing=missing, numbers=ran.numbers)


def yes_no_claim(question: str) -> bool:
    """A number claimed in a yes/no question ("bana 404 mü yazılır?"): Evet or Hayır answers it. Not when
    the question offers alternatives ("120 mi yazılır yoksa +101 mi eklenir") or asks how much ("kaç yazar,
    404 mü"): a wh-question is answered by the number alone (issue 10 §6).

    >>> yes_no_claim("bana 404 mü yazılır?"), yes_no_claim("120 mi yazılır yoksa 101 mi eklenir?")
    (True, False)
    >>> yes_no_claim("açmayan kaç yazar 404 mü"), yes_no_claim("cezası 101 mi oluyor")
    (False, True)
    """
    from referee.classify.qtype import question_form

    return question_form(question) == "yesno"


def with_house(engine: Any, house: Any) -> Any:
    """The planned engine input played under a table's house rules (a hand, or a match and its hands)."""
    from dataclasses import replace

    from calculators.inputs import HandInput, MatchInput

    pairs = tuple(dict(house).items())
    if isinstance(engine, MatchInput):
        hands = tuple(replace(h, house=pairs) if isinstance(h, HandInput) else h for h in engine.hands)
        return replace(engine, house=pairs, hands=hands)
    if isinstance(engine, HandInput):
        return replace(engine, house=pairs)
    return engine


def story_slots(story: Any) -> dict[str, Any]:
    """The reading as plain JSON for ``calculation.inputs.slots`` (kind, players, hands, question)."""
    from referee.story.understood import reading_dict

    return reading_dict(story)
