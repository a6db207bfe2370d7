"""Follow-ups of a stored calculation answer (issue 13): a missing fact answered, a reading corrected.

Answers are immutable (a link in the table chat must always show what the table saw), so a
follow-up never edits the answer it follows: it is a new snapshot under its own short code, with
``parent`` naming the original and ``followup`` saying what changed:

- **fill** (``POST /api/answers/{code}/fill``, the page's quick replies): one ``calculation.missing``
  slot answered. The story is read again and every answered fact so far (``fills``, the parent's
  and this one, in order) is applied to the reading, so a second missing fact is one more tap. A
  story asked at a table (issue 17) is completed at that table, by its house rules.
- **correction** (the prefilled calculator form behind "Yanlış mı anladım? Düzelt"): the hand as
  the player fixed it in the form, computed by the engine as typed.

Both raise :class:`FollowUpError` with a Turkish message for input that does not fit (the web
layer answers 422 with it).
"""
from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from calculators.errors import CalcError
from referee.answers.answer import Answer
from referee.answers.understood import understood_of_hand
from referee.errors import PlayerError

#: How many facts one story may be given one tap at a time (a chain of fills), far above any real hand.
MAX_FILLS = 24


class FollowUpError(PlayerError):
    """A follow-up that cannot be made, with the Turkish message for the player."""


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


# --------------------------------------------------------------------------- fill


def missing_of(snapshot: dict[str, Any]) -> list[dict[str, Any]]:
    """The stored answer's ``calculation.missing`` entries (well-formed ones only)."""
    calc = snapshot.get("calculation")
    missing = calc.get("missing") if isinstance(calc, dict) else None
    return [m for m in missing or [] if isinstance(m, dict) and isinstance(m.get("slot"), str)]


def form_value(value: Any) -> str:
    """How a quick reply's value travels in an HTML form (``True`` → "true", 20 → "20").

    >>> form_value(True), form_value(20), form_value("seri")
    ('true', '20', 'seri')
    """
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def chosen_option(entry: dict[str, Any], value: Any) -> dict[str, Any] | None:
    """The quick reply ``value`` stands for (the value itself, or its form text), or None.

    >>> e = {"slot": "start", "options": [{"label": "20", "value": 20}, {"label": "30", "value": 30}]}
    >>> chosen_option(e, 20)["label"], chosen_option(e, "30")["value"], chosen_option(e, 25)
    ('20', 30, None)
    """
    for option in entry.get("options") or []:
        if not isinstance(option, dict):
            continue
        if type(option.get("value")) is type(value) and option.get("value") == value:
            return option
        if isinstance(value, str) and form_value(option.get("value")) == value.strip().lower():
            return option
    return None


def check_fill(snapshot: dict[str, Any], slot: Any, value: Any) -> tuple[dict[str, Any], Any, str]:
    """The missing entry, the value to apply and how to say it ("Seriyle açtım"); or FollowUpError."""
    if snapshot.get("kind") != "calculation":
        raise FollowUpError("Bu bir hesap cevabı değil; tamamlanacak bir bilgi yok.")
    missing = missing_of(snapshot)
    if not missing:
        raise FollowUpError("Bu cevapta eksik bir bilgi yok; bir şey yanlışsa “Düzelt” ile eli düzelt.")
    if not isinstance(slot, str) or not slot.strip():
        raise FollowUpError("Hangi bilgiyi verdiğini (slot) yazmalısın: " + ", ".join(m["slot"] for m in missing) + ".")
    entry = next((m for m in missing if m["slot"] == slot.strip()), None)
    if entry is None:
        asked = "; ".join(f"{m['slot']} ({m.get('question', '')})" for m in missing)
        raise FollowUpError(f"Bu cevap “{slot.strip()[:40]}” bilgisini sormuyor. Sorduğu: {asked}.")
    if value is None or (isinstance(value, str) and not value.strip()):
        raise FollowUpError(f"“{entry.get('question') or slot}” sorusunun cevabını yazmadın.")
    if isinstance(value, (list, dict, float)):
        raise FollowUpError("Cevap bir seçenek, bir sayı ya da bir taş olmalı.")
    if entry.get("options"):
        option = chosen_option(entry, value)
        if option is None:
            labels = ", ".join(str(o.get("label")) for o in entry["options"] if isinstance(o, dict))
            raise FollowUpError(f"“{entry.get('question')}” için şunlardan birini seç: {labels}.")
        return entry, option.get("value"), str(option.get("label"))
    if isinstance(value, str):
        value = value.strip()[:40]
    return entry, value, str(value)


class _Filled:
    """The pipeline as :func:`referee.tables.answer.under_table` uses it, answering the story with
    the facts given (so a story asked at a table is completed at that table, by its own rules)."""

    def __init__(self, pipeline: Any, fills: list[tuple[str, Any]]) -> None:
        self.pipeline, self.fills = pipeline, fills

    @property
    def kb(self) -> Any:
        return self.pipeline.kb

    def answer(self, question: str, ruleset: str | None = None, house: Any = ()) -> Any:
        return self.pipeline.answer_filled(question, ruleset, self.fills, house)


def fill_snapshot(pipeline: Any, parent_code: str, parent: dict[str, Any], slot: Any, value: Any,
                  profile: Any = None) -> dict[str, Any]:
    """The new snapshot: the parent's story with this fact (and the facts given before) applied.

    ``pipeline`` answers :meth:`~referee.pipeline.Pipeline.answer_filled`; ``profile``: the table the
    parent was asked at (a :class:`referee.tables.TableProfile`), whose rules the number follows."""
    from referee.story.fill import FillError

    entry, value, label = check_fill(parent, slot, value)
    fills = [tuple(f) for f in parent.get("fills") or [] if isinstance(f, (list, tuple)) and len(f) == 2]
    if len(fills) >= MAX_FILLS:
        raise FollowUpError("Bu hikâyeye çok fazla bilgi eklendi; eli hesaplayıcı formunda yaz, daha kolay.")
    fills.append((entry["slot"], value))
    question = str(parent.get("question") or "")
    try:
        if profile is not None:
            from referee.tables.answer import under_table

            c = under_table(_Filled(pipeline, fills), question, profile)
        else:
            c = pipeline.answer_filled(question, parent.get("requested_ruleset"), fills)
    except FillError as exc:
        raise FollowUpError(exc.message) from None
    return {
        "question": question,
        "ruleset": c.ruleset,
        "requested_ruleset": parent.get("requested_ruleset"),
        "answer": c.answer,
        "kind": c.kind,
        "calculation": c.calculation,
        "sources": c.sources,
        "variants": c.variants,
        "parts": c.parts.to_dict(),
        "knowledge_version": pipeline.kb.version,
        "created_at": _now(),
        "table": profile.brief() if profile is not None else None,
        "parent": parent_code,
        "fills": [list(f) for f in fills],
        "followup": {"kind": "fill", "slot": entry["slot"], "question": str(entry.get("question") or ""),
                     "value": value, "label": label},
    }


# --------------------------------------------------------------------------- correction


def _about(parent: dict[str, Any]) -> list[str]:
    calc = parent.get("calculation") if isinstance(parent.get("calculation"), dict) else {}
    u = calc.get("understood") if isinstance(calc.get("understood"), dict) else {}
    q = u.get("question") if isinstance(u.get("question"), dict) else {}
    return [a for a in q.get("about") or [] if isinstance(a, str)]


def _untold(parent: dict[str, Any], hand: dict[str, Any]) -> list[str]:
    """Seats the story never told about (the reading added them, "söylemedin, açmamış saydım") that the
    form left as they were: still untold, so still not reported (their numbers are not ours to tell)."""
    calc = parent.get("calculation") if isinstance(parent.get("calculation"), dict) else {}
    u = calc.get("understood") if isinstance(calc.get("understood"), dict) else {}
    added = {a.get("name") for a in u.get("added") or [] if isinstance(a, dict)}
    bare = {"name", "opened", "team"}
    return [str(p["name"]) for p in hand.get("players") or []
            if isinstance(p, dict) and p.get("name") in added and p.get("opened", "yok") == "yok" and set(p) <= bare]


def _sources(hand: dict[str, Any], result: dict[str, Any], kb: Any) -> list[dict[str, Any]]:
    """The rule articles behind the factors this hand used (as a story's answer cites them)."""
    from referee.answers.compose import source_ref
    from referee.scoring import pick_sources

    tags = {"okey": "okeyle-bitis", "cift": "cift", "cift-okey": "cift", "elden": "elden", "elden-okey": "elden",
            "deste-bitti": "deste-bitti", "el-bozuldu": "el-bozuldu"}
    used = {tags[hand["finish"]]} if hand.get("finish") in tags else set()
    for p in hand.get("players") or []:
        used.add({"seri": "acan-kalan", "cift": "cift-acan-kalan"}.get(p.get("opened"), "acmayan"))
        if p.get("okeys_in_hand"):
            used.add("okey-elde")
        used.update(x.get("kind") for x in p.get("penalties") or [] if isinstance(x, dict))
    if (result.get("multiplier") or 1) > 1:
        used.add("kat")
    if result.get("team_scores"):
        used.add("team")
    ids = pick_sources(str(hand["ruleset"]), used, "hand")
    return [source_ref(kb.articles[a]) for a in dict.fromkeys(ids) if a in kb.articles]


def correction_answer(result: dict[str, Any], about: list[str], ruleset: str, ruleset_name: str,
                      game: str = "101") -> Answer:
    """The answer of a corrected hand in parts: the asked numbers first, then every player's arithmetic.

    >>> r = {"scores": {"Sen": 82, "Cem": -101}, "explanation": {"Sen": "41 × 2 = 82", "Cem": "-101"}}
    >>> print(correction_answer(r, ["Sen"], "oyna-101", "101 (standart)").markdown())
    **82** yazıyorsun.
    <BLANKLINE>
    Hesap:
    - Sen: 41 × 2 = 82
    - Cem: -101
    <BLANKLINE>
    Kural seti: 101 (standart), formda seçtiğin.
    """
    scores: dict[str, int] = result.get("scores") or {}
    asked = [n for n in about if n in scores]
    if len(asked) == 1 and game == "duz":
        n = asked[0]
        lost = abs(scores[n])
        verdict = (f"**{scores[n]}**: bu elde {lost} puan kaybediyorsun." if n == "Sen" else
                   f"{n} **{scores[n]}**: bu elde {lost} puan kaybeder.")
    elif len(asked) == 1:
        n = asked[0]
        verdict = f"**{scores[n]}** yazıyorsun." if n == "Sen" else f"{n} **{scores[n]}** yazar."
    else:
        order = asked + [n for n in scores if n not in asked]
        verdict = ", ".join(f"{n}: **{scores[n]}**" for n in order) + "."
    teams = result.get("team_scores")
    if isinstance(teams, dict) and teams:
        verdict += " Takımlar: " + ", ".join(f"{t} **{v}**" for t, v in teams.items()) + "."
    steps = tuple(f"{n}: {result.get('explanation', {}).get(n, '')}" for n in scores)
    return Answer("calculation", ruleset, verdict, steps=steps, reason=f"Kural seti: {ruleset_name}, formda seçtiğin.")


def under_profile(hand: dict[str, Any], profile: Any) -> tuple[dict[str, Any], bool]:
    """The corrected hand played under the parent's table (its house rules), when the form kept the
    table's ruleset; ``(hand, True)`` then. A hand moved to another ruleset in the form is scored plainly.

    >>> from types import SimpleNamespace as T
    >>> t = T(ruleset="oyna-101", rules={"gosterge": "iki-kat"})
    >>> under_profile({"ruleset": "oyna-101"}, t)
    ({'ruleset': 'oyna-101', 'house': {'gosterge': 'iki-kat'}}, True)
    >>> under_profile({"ruleset": "od-101"}, t)
    ({'ruleset': 'od-101'}, False)
    """
    if profile is None or hand.get("ruleset") != profile.ruleset:
        return hand, False
    return ({**hand, "house": dict(profile.rules)} if profile.rules else dict(hand)), True


def correction_snapshot(kb: Any, parent_code: str, parent: dict[str, Any], hand: dict[str, Any],
                        profile: Any = None) -> dict[str, Any]:
    """The new snapshot of a hand corrected in the calculator form (``hand``: the engine's hand JSON).

    ``profile``: the table the parent was asked at (a :class:`referee.tables.TableProfile`); the corrected
    hand follows its house rules, as the parent did, unless the form moved it to another ruleset."""
    from calculators.hand import calc_hand
    from calculators.rulesets import get_ruleset
    from referee.scoring import form_url

    if parent.get("kind") != "calculation":
        raise FollowUpError("Yalnız bir hesap cevabı düzeltilebilir.")
    hand, at_table = under_profile(hand, profile)
    try:
        result = calc_hand(hand)
    except CalcError as exc:
        raise FollowUpError(exc.message) from None
    rs = get_ruleset(str(hand["ruleset"]))
    about = _about(parent)
    untold = _untold(parent, hand)
    public = {**result, **{k: {n: v for n, v in result[k].items() if n not in untold}
                           for k in ("scores", "explanation") if isinstance(result.get(k), dict)}}
    public["reported"] = list(public["scores"])
    understood = understood_of_hand(hand, about)
    understood["hands"][0]["players"] = [p for p in understood["hands"][0]["players"] if p["name"] not in untold]
    understood["players"] = [p for p in understood["players"] if p["name"] not in untold]
    understood["added"] = [{"name": n, "assumed": "söylemedin, açmamış saydım; sayısını vermiyorum"} for n in untold]
    parts = correction_answer(public, about, rs.id, rs.name, rs.game)
    if at_table:
        parts = parts.with_reason(f"Masanızın kurallarıyla: {profile.name} ({rs.name} üstüne masa kuralları).")
    return {
        "question": str(parent.get("question") or ""),
        "ruleset": rs.id,
        "requested_ruleset": rs.id,
        "answer": parts.markdown(),
        "kind": "calculation",
        "calculation": {"inputs": {"engine": hand}, "result": public, "form_url": form_url("hand", hand),
                        "understood": understood, "missing": []},
        "sources": _sources(hand, result, kb),
        "variants": None,
        "parts": parts.to_dict(),
        "knowledge_version": kb.version,
        "created_at": _now(),
        "table": profile.brief() if at_table else None,
        "parent": parent_code,
        "followup": {"kind": "correction"},
    }


# --------------------------------------------------------------------------- storing


def _save(referee: Any, snapshot: dict[str, Any]) -> dict[str, Any]:
    """Store a follow-up snapshot; the API payload of the new answer (the shape of ``/api/ask``) plus ``"parent"``."""
    from referee.service import AskResult

    code = referee.store.save(snapshot)
    result = AskResult(id=code, kind=snapshot["kind"], answer=snapshot["answer"], ruleset=snapshot["ruleset"],
                       sources=snapshot["sources"], calculation=snapshot["calculation"],
                       variants=snapshot["variants"], short_url=referee.short_url(code),
                       knowledge_version=snapshot["knowledge_version"], table=snapshot.get("table"))
    return {**result.payload(), "parent": snapshot["parent"]}


def fill(referee: Any, code: Any, slot: Any, value: Any) -> dict[str, Any] | None:
    """Answer one missing fact of a stored calculation (a :class:`referee.service.Referee`'s): a new
    answer, its payload plus ``parent``; None when there is no such answer. An answer asked at a table
    is completed at that table. Raises :class:`FollowUpError`."""
    parent = referee.store.get(code) if isinstance(code, str) else None
    if parent is None:
        return None
    return _save(referee, fill_snapshot(referee.pipeline, code, parent, slot, value, profile_of(referee, parent)))


def profile_of(referee: Any, parent: dict[str, Any]) -> Any:
    """The table a stored answer was asked at (None when none, or when it is gone)."""
    table = parent.get("table") if isinstance(parent.get("table"), dict) else None
    return referee.tables.get(table.get("code")) if table else None


def correct(referee: Any, code: Any, hand: dict[str, Any]) -> dict[str, Any] | None:
    """A stored calculation with its hand corrected in the form: a new answer (payload plus ``parent``),
    or None when there is no such answer. Raises :class:`FollowUpError`."""
    parent = referee.store.get(code) if isinstance(code, str) else None
    if parent is None:
        return None
    return _save(referee, correction_snapshot(referee.kb, code, parent, hand, profile_of(referee, parent)))


__all__ = ["FollowUpError", "fill", "correct", "profile_of", "under_profile", "fill_snapshot", "correction_snapshot", "check_fill", "missing_of", "form_value",
           "chosen_option", "correction_answer"]
