"""An answer under a table's own rules: "Sizin masanızda …", with the base ruleset's answer beside it.

A question asked under a table (``POST /api/ask`` with ``"table"``) is answered for the
table's base ruleset; then:

- a **calculation** is played again under the table's house rules (the same story, the
  engine on the table's :class:`~calculators.rulesets.Ruleset`). When the number changes, the
  verdict starts with "Sizin masanızda" and the base ruleset's own number follows as a variant;
- a **rule** answer whose article is one a switch of this table changes (:data:`TOUCHES`)
  starts with "Sizin masanızda" and the table's rule in a sentence, citing the switch's source
  and its article; the base ruleset's own answer follows as a variant, with its source;
- otherwise the answer is the base ruleset's, and it says that the table's rules do not touch it.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from calculators.house import SWITCHES, base_value
from calculators.rulesets import RULESETS
from calculators.turkish import tr_lower
from referee.answers.answer import VariantLine
from referee.answers.compose import Composed, source_ref
from referee.tables import TableProfile
from referee.tables.words import ARTICLE, TOUCHES, sentence

LEAD = "Sizin masanızda"


def agreed(profile: TableProfile) -> dict[str, Any]:
    """The switches this table sets away from its base ruleset's own rule (those can change an answer).

    >>> agreed(TableProfile("AbC1234", "M", "oyna-duz", {"duz_bitis": "oyna", "dusmeli": True}, None))
    {'dusmeli': True}
    """
    out = {}
    for key, value in profile.rules.items():
        own = base_value(key, profile.ruleset)
        if value != own or type(value) is not type(own):
            out[key] = value
    return out


def lead(text: str) -> str:
    """``text`` as the rest of a "Sizin masanızda …" sentence (its first letter lowered, Turkish-wise).

    >>> lead("İki kat yazılır.")
    'Sizin masanızda iki kat yazılır.'
    >>> lead("**82** yazıyorsun.")
    'Sizin masanızda **82** yazıyorsun.'
    """
    text = text.strip()
    if text[:1].isalpha():
        text = tr_lower(text[:1]) + text[1:]
    return f"{LEAD} {text}"


def touched(profile: TableProfile, article_ids: set[str]) -> list[str]:
    """The table's agreed switches whose rule changes one of these articles, in page order."""
    return [k for k in agreed(profile) if TOUCHES[k] & article_ids]


def _base_variant(base: Composed, profile: TableProfile) -> tuple[VariantLine, dict[str, Any]]:
    """The base ruleset's own answer, as a variant line (with its source) and as the payload's variant."""
    labels = tuple(dict.fromkeys(label for s in base.sources[:1] for label in s.get("labels", ())))
    if not labels:
        labels = RULESETS[profile.ruleset].sources
    name = f"{profile.ruleset_name}, masa kuralı olmadan"
    return (VariantLine(name, base.parts.verdict, labels, (profile.ruleset,)),
            {"ruleset": profile.ruleset, "answer": base.parts.verdict, "labels": list(labels), "table": False})


def _reason(profile: TableProfile, changed: bool) -> str:
    if changed:
        return (f"“{profile.name}” masasının kurallarıyla cevapladım: {profile.ruleset_name} ve masanın "
                "anlaştığı kurallar.")
    return (f"“{profile.name}” masasının kuralları bu soruyu değiştirmiyor; {profile.ruleset_name} kuralıyla "
            "cevapladım.")


def under_table(pipeline: Any, question: str, profile: TableProfile) -> Composed:
    """The answer to ``question`` at this table (see the module docstring)."""
    base = pipeline.answer(question, profile.ruleset)
    if base.kind == "calculation":
        if profile.rules:
            mine = pipeline.answer(question, profile.ruleset, house=tuple(profile.rules.items()))
            if mine.kind == "calculation" and _result(mine) != _result(base):
                return _calculation(mine, base, profile)
        return _untouched(base, profile)
    if base.kind == "rule":
        keys = touched(profile, {s["id"] for s in base.sources})
        if keys:
            return _rule(base, profile, keys, pipeline.kb)
    return _untouched(base, profile)


def _result(c: Composed) -> Any:
    return (c.calculation or {}).get("result")


def with_table(c: Composed, profile: TableProfile) -> Composed:
    """A calculation's "Anladığım" (``calculation.understood``) names the table and its house rules."""
    u = (c.calculation or {}).get("understood")
    if not isinstance(u, dict):
        return c
    rules = [f"{SWITCHES[k].choice(v).short} ({SWITCHES[k].label()})" for k, v in profile.rules.items()]
    calculation = {**c.calculation, "understood": {**u, "table": {**profile.brief(), "rules": rules}}}
    return replace(c, calculation=calculation)


def _untouched(base: Composed, profile: TableProfile) -> Composed:
    return with_table(replace(base, parts=replace(base.parts, reason=_reason(profile, False))), profile)


def _calculation(mine: Composed, base: Composed, profile: TableProfile) -> Composed:
    line, variant = _base_variant(base, profile)
    rules = agreed(profile)
    told = "Masanızın kuralları: " + "; ".join(f"{SWITCHES[k].choice(v).short} ({SWITCHES[k].label()})"
                                               for k, v in rules.items()) + "." if rules else ""
    parts = replace(mine.parts, verdict=lead(mine.parts.verdict), reason=_reason(profile, True),
                    notes=tuple(n for n in (*mine.parts.notes, told) if n), variants=(line,))
    return with_table(replace(mine, parts=parts, variants=[variant]), profile)


def _rule(base: Composed, profile: TableProfile, keys: list[str], kb: Any) -> Composed:
    line, variant = _base_variant(base, profile)
    rules: Mapping[str, Any] = profile.rules
    said = [f"{sentence(k, rules[k], rules)} ({SWITCHES[k].label()})" for k in keys]
    sources = [source_ref(kb.articles[ARTICLE[k]]) for k in keys if ARTICLE[k] in kb.articles]
    seen = {s["id"] for s in sources}
    sources += [s for s in base.sources if s["id"] not in seen]
    parts = replace(base.parts, verdict=lead(said[0]), more=tuple(said[1:]), caution=None, also=(),
                    reason=_reason(profile, True), variants=(line,))
    return Composed(parts, sources, base.calculation, [variant])
