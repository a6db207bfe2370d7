"""The answer as parts: :class:`Answer`, which the API text, the answer page and the CLI each render.

Why parts: the answer used to be built as Markdown and read back with regular expressions
(the verdict's bold numbers, paragraphs dropped by their first words). Now the composers
fill named parts, :meth:`Answer.markdown` writes the ``answer`` text of the API (exactly as
before), the page takes the parts it shows (:meth:`Answer.page_details`), and the stored
snapshot keeps them (``"parts"``). A snapshot stored before the parts existed is read once
by :meth:`Answer.from_stored_text`, the one place that splits our own text, kept for those.

The parts, in the order the text gives them::

    verdict          the first paragraph: the ruling or the number ("**82** yazıyorsun.")
    more             further verdict paragraphs (the article after a computed line, the asked detail)
    caution          "Dikkat: …" (the named ruleset's sources are silent; whose rule this is)
    also             the other parts of a multi-part question, one paragraph each
    steps            a calculation's arithmetic, one line per player ("Hesap:")
    notes            what the rules add to the case (a sentence each, one paragraph)
    assumptions      what was assumed ("Varsaydıklarım:")
    missing          what could not be computed, per person ("Hesaplayamadıklarım:")
    hint             how to get the number (add the fact, or fix it in the form)
    rule             the rule itself, while a fact is missing ("Kural: …")
    reason           which ruleset, and why
    variants         "Masaya göre değişir": the other rulesets' answers
    suggestions      "Belki bunu soruyorsun": articles near an uncovered question

Adding a part (issue 13's "Anladığım" and "Bunu mu sordun?", issue 14's reading line,
issue 17's "Sizin masanızda", issue 16's card) is one field here, its place in
:meth:`markdown` and :meth:`page_details`, and its key in :meth:`to_dict`; a quick reply
for a missing fact is an ``options`` entry of its :class:`Missing`.

>>> a = Answer("calculation", "oyna-101", "**82** yazıyorsun.", steps=("Sen: 41 × 2 = 82",),
...            reason="Kural seti belirtmediğin için standart 101'e (oyna.app kuralları) göre cevapladım.")
>>> print(a.markdown())
**82** yazıyorsun.
<BLANKLINE>
Hesap:
- Sen: 41 × 2 = 82
<BLANKLINE>
Kural seti belirtmediğin için standart 101'e (oyna.app kuralları) göre cevapladım.
>>> Answer.from_dict(a.to_dict()) == a
True
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, fields, replace
from typing import Any, Literal

Kind = Literal["rule", "calculation", "not_covered"]

VARIANTS_HEAD = "Masaya göre değişir:"
SUGGESTIONS_HEAD = "Belki bunu soruyorsun:"


@dataclass(frozen=True)
class Missing:
    """A fact the number needs that the story did not give: whose, and why it matters.

    ``options``: quick replies the asker could tap (none yet; issue 13).
    """

    who: str
    why: str
    options: tuple[str, ...] = ()

    def text(self) -> str:
        return f"{self.who}: {self.why}."


@dataclass(frozen=True)
class VariantLine:
    """One line of "Masaya göre değişir": the rulesets that share an answer (ids, and as the
    line names them), the answer, and its source labels."""

    names: str
    text: str
    labels: tuple[str, ...] = ()
    rulesets: tuple[str, ...] = ()

    def line(self) -> str:
        cited = f" (kaynak: {', '.join(self.labels)})" if self.labels else ""
        return f"- {self.names}: {self.text}{cited}"


@dataclass(frozen=True)
class Answer:
    """One answer in parts (see the module docstring for each part and its order)."""

    kind: Kind
    ruleset: str
    verdict: str
    more: tuple[str, ...] = ()
    caution: str | None = None
    also: tuple[str, ...] = ()
    steps: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    assumptions: tuple[str, ...] = ()
    missing: tuple[Missing, ...] = ()
    hint: str | None = None
    rule: str | None = None
    reason: str = ""
    variants: tuple[VariantLine, ...] = ()
    suggestions: tuple[str, ...] = ()
    #: A snapshot from before the parts: its paragraphs after the verdict, as they were.
    legacy: tuple[str, ...] = field(default=(), repr=False)

    # ---- the paragraphs, in order

    def _paragraphs(self, *, variants: bool = True, steps: bool = True) -> list[str]:
        out = [self.verdict, *self.more, self.caution or "", *self.also]
        if steps and self.steps:
            out.append("Hesap:\n" + "\n".join(f"- {s}" for s in self.steps))
        if self.notes:
            out.append(" ".join(self.notes))
        if self.assumptions:
            out.append("Varsaydıklarım: " + " ".join(self.assumptions))
        if self.missing:
            out.append("Hesaplayamadıklarım: " + " ".join(m.text() for m in self.missing))
        out += [self.hint or "", f"Kural: {self.rule}" if self.rule else "", *self.legacy, self.reason]
        if variants and self.variants:
            out.append(VARIANTS_HEAD + "\n" + "\n".join(v.line() for v in self.variants))
        if self.suggestions:
            out.append(SUGGESTIONS_HEAD + "\n" + "\n".join(f"- {t}" for t in self.suggestions))
        return [p.strip() for p in out if p and p.strip()]

    def markdown(self) -> str:
        """The API's ``answer`` text: every part, one paragraph each."""
        return "\n\n".join(self._paragraphs())

    def page_details(self, steps: bool = True) -> list[str]:
        """The paragraphs the answer page shows under the verdict: the variants are shown
        apart (with their sources), and the steps only when no score table shows them."""
        return self._paragraphs(variants=False, steps=steps)[1:]

    # ---- storage

    def to_dict(self) -> dict[str, Any]:
        """JSON for the stored snapshot (``"parts"``): only the parts that are set."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if value in ((), None, "") and f.name not in ("kind", "ruleset", "verdict"):
                continue
            if f.name == "missing":
                value = [{"who": m.who, "why": m.why, **({"options": list(m.options)} if m.options else {})}
                         for m in value]
            elif f.name == "variants":
                value = [{"names": v.names, "text": v.text, "rulesets": list(v.rulesets),
                          **({"labels": list(v.labels)} if v.labels else {})} for v in value]
            elif isinstance(value, tuple):
                value = list(value)
            out[f.name] = value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Answer":
        """The inverse of :meth:`to_dict` (unknown keys are ignored: a newer snapshot still reads)."""
        known = {f.name for f in fields(cls)}
        kw: dict[str, Any] = {}
        for key, value in data.items():
            if key not in known:
                continue
            if key == "missing":
                value = tuple(Missing(m["who"], m["why"], tuple(m.get("options", ()))) for m in value)
            elif key == "variants":
                value = tuple(VariantLine(v["names"], v["text"], tuple(v.get("labels", ())), tuple(v.get("rulesets", ())))
                              for v in value)
            elif isinstance(value, list):
                value = tuple(value)
            kw[key] = value
        return cls(**kw)

    @classmethod
    def from_stored_text(cls, text: str, kind: str, ruleset: str) -> "Answer":
        """An answer stored before the parts existed, read from its text (first paragraph = verdict).

        Its variants list and calculation steps are recognised by their headings, so the page
        shows them as it did; everything else is kept paragraph by paragraph.
        """
        paragraphs = [p.strip() for p in re.split(r"\n[ \t]*\n", text or "") if p.strip()]
        if not paragraphs:
            return cls(kind, ruleset, "")  # type: ignore[arg-type]
        rest = [p for p in paragraphs[1:] if not re.match(r"^\s*Masaya göre değişir\s*:?", p, re.IGNORECASE)]
        steps = tuple(ln[2:] for p in rest if p.startswith("Hesap:") for ln in p.splitlines()[1:] if ln.startswith("- "))
        order = [p for p in rest if not p.startswith("Hesap:")]
        first_step = next((i for i, p in enumerate(rest) if p.startswith("Hesap:")), None)
        if first_step is not None:  # keep the paragraphs before the steps before them
            return cls(kind, ruleset, paragraphs[0], more=tuple(rest[:first_step]), steps=steps,  # type: ignore[arg-type]
                       legacy=tuple(p for p in rest[first_step:] if not p.startswith("Hesap:")))
        return cls(kind, ruleset, paragraphs[0], legacy=tuple(order))  # type: ignore[arg-type]

    def with_reason(self, reason: str) -> "Answer":
        return replace(self, reason=reason)

    def variant_verdicts(self) -> dict[str, str]:
        """Ruleset id -> that ruleset's own verdict, for the variants that carry it."""
        return {rid: v.text for v in self.variants for rid in v.rulesets}
