"""The answer page's issue-13 parts, from a stored answer: what was understood ("Anladığım") and the
"Düzelt" link, the quick replies for a missing fact, the note of a follow-up, and "Bunu mu sordun?".

Everything is a plain HTML form or link (no JavaScript needed): a quick reply is a submit button
whose value is the reply, the okey picker two selects, a number a number box; all post to
``/a/{code}/tamamla`` (:mod:`web.pages.followups`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from referee.answers.understood import Line, understood_lines
from referee.followups import form_value

#: The okey picker's colours (label, the value the reader takes).
COLOURS = (("Kırmızı", "kırmızı"), ("Mavi", "mavi"), ("Siyah", "siyah"), ("Sarı", "sarı"))

#: Number boxes: the slot's last part → (smallest, largest, label) — the reader's own limits.
NUMBER_SLOTS = {"remaining_sum": (0, 286, "Toplam"), "tile_number": (1, 13, "Taşın sayısı"),
                "count": (1, 9, "Kaç kez"), "before": (-9999, 9999, "Önceki toplam")}


@dataclass(frozen=True)
class Ask:
    """One missing fact as the page asks it: quick replies, the okey picker or a number box."""

    slot: str
    question: str
    kind: str  # "choice" | "tile" | "number" | "text"
    options: list[tuple[str, str]] = field(default_factory=list)  # (label, form value)
    lo: int | None = None
    hi: int | None = None
    label: str = ""


def ask_of(entry: dict[str, Any]) -> Ask:
    """How the page asks one ``calculation.missing`` entry.

    >>> ask_of({"slot": "Sen.opened", "question": "Sen açmış mıydın?",
    ...         "options": [{"label": "Seriyle açtım", "value": "seri"}]}).options
    [('Seriyle açtım', 'seri')]
    >>> a = ask_of({"slot": "h2.Cem.remaining_sum", "question": "Cem elinde kalan…?", "options": None})
    >>> a.kind, a.lo, a.hi
    ('number', 0, 286)
    >>> ask_of({"slot": "okey", "question": "Bu elin okeyi neydi?", "options": None}).kind
    'tile'
    """
    slot = str(entry.get("slot"))
    question = str(entry.get("question") or slot)
    options = [o for o in entry.get("options") or [] if isinstance(o, dict)]
    if options:
        return Ask(slot, question, "choice", [(str(o.get("label")), form_value(o.get("value"))) for o in options])
    last = slot.rsplit(".", 1)[-1]
    if last == "okey":
        return Ask(slot, question, "tile")
    if last in NUMBER_SLOTS:
        lo, hi, label = NUMBER_SLOTS[last]
        return Ask(slot, question, "number", lo=lo, hi=hi, label=label)
    return Ask(slot, question, "text", label="Cevabın")


def asks(payload: dict[str, Any]) -> list[Ask]:
    """The quick replies of a calculation answer that could not give its number."""
    calc = payload.get("calculation") if isinstance(payload.get("calculation"), dict) else {}
    if payload.get("kind") != "calculation":
        return []
    return [ask_of(m) for m in calc.get("missing") or [] if isinstance(m, dict) and isinstance(m.get("slot"), str)]


def reading(payload: dict[str, Any]) -> list[Line]:
    """"Anladığım": the hand as read, one line a fact (empty for rule answers)."""
    calc = payload.get("calculation") if isinstance(payload.get("calculation"), dict) else {}
    return understood_lines(calc.get("understood")) if payload.get("kind") == "calculation" else []


def fix_url(payload: dict[str, Any]) -> str | None:
    """"Yanlış mı anladım? Düzelt": the calculator form prefilled with exactly the reading, which
    stores the corrected hand as a new answer pointing back here. Only hands have a form yet."""
    calc = payload.get("calculation") if isinstance(payload.get("calculation"), dict) else {}
    url = calc.get("form_url")
    code = payload.get("id")
    if payload.get("kind") != "calculation" or not isinstance(url, str) or not url.startswith("/hesapla?tur=el&"):
        return None
    return f"{url}&duzelt={code}"


@dataclass(frozen=True)
class FollowUp:
    """What the answer follows: the parent's code and how to say it."""

    parent: str
    kind: str  # "fill" | "correction"
    text: str


def followup(payload: dict[str, Any]) -> FollowUp | None:
    """The note on a follow-up answer: it completes / corrects the parent, which stays as it was."""
    parent = payload.get("parent")
    if not isinstance(parent, str) or not parent:
        return None
    f = payload.get("followup") if isinstance(payload.get("followup"), dict) else {}
    if f.get("kind") == "fill":
        told = f"“{f.get('question')}” → {f.get('label')}" if f.get("question") else str(f.get("label") or "")
        return FollowUp(parent, "fill", f"Eksik bilgiyi ekledin: {told}. İlk cevap olduğu gibi duruyor.")
    return FollowUp(parent, "correction", "Eli senin düzelttiğin gibi hesapladım. İlk cevap olduğu gibi duruyor.")


def alternatives(payload: dict[str, Any]) -> list[dict[str, str]]:
    """"Bunu mu sordun?": the near articles of a close decision (stored with a rule answer)."""
    if payload.get("kind") != "rule":
        return []
    return [{"id": str(a["id"]), "title": str(a.get("title") or a["id"])}
            for a in payload.get("alternatives") or [] if isinstance(a, dict) and isinstance(a.get("id"), str)][:3]


__all__ = ["Ask", "ask_of", "asks", "reading", "fix_url", "followup", "FollowUp", "alternatives", "COLOURS"]
