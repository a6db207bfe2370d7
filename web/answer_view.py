"""What the answer page shows, computed from a stored answer snapshot.

The snapshot's parts (:class:`~referee.answers.answer.Answer`) give the verdict, shown
large, and the paragraphs below it; the calculation is a table (so its arithmetic is not
printed again), and the ruleset differences come from ``variants`` (with the articles
behind each side), plus everything needed to share the ruling: short link, chat-app
links, QR code, OpenGraph description, the preview card. An answer stored before the
parts is read from its text (:meth:`Answer.from_stored_text`).

Nothing comes from the live knowledge base when the answer has its cited articles
(``cited``, :mod:`referee.answers.cited`): the sources link to ``/a/{code}/kural/{id}``, the
text they had when the answer was given, and "Masaya göre değişir" names the rulesets they had.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

import segno
from markupsafe import Markup

from referee.answers.answer import Answer
from referee.knowledge.text import first_paragraph, plain_text
from web import followup_view
from web.cards import Card
from web.markdown import first_sentence
from web.templating import RULESET_NAMES

MAX_OG_DESCRIPTION = 240


@dataclass(frozen=True)
class Variant:
    """One side of a "Masaya göre değişir" list: the rulesets that share one answer."""

    rulesets: list[str]
    answer: str
    sources: list[dict[str, Any]] = field(default_factory=list)
    #: Under a table: the ruleset's own answer, without the table's house rules.
    own: bool = False

    @property
    def names(self) -> str:
        names = ", ".join(RULESET_NAMES.get(r, r) for r in self.rulesets)
        return f"{names}, masa kuralı olmadan" if self.own else names


@dataclass(frozen=True)
class ScoreRow:
    """One player's line in the calculation table."""

    name: str
    score: Any
    explanation: str
    marks: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class AnswerView:
    code: str
    question: str
    kind: str
    ruleset: str
    verdict: str
    details: list[str]
    variants: list[Variant]
    sources: list[dict[str, Any]]
    score_rows: list[ScoreRow]
    team_scores: dict[str, Any] | None
    multiplier: Any
    calc_missing: bool
    link: str
    og_description: str
    share_text: str
    card_url: str
    card_alt: str
    whatsapp: str
    telegram: str
    qr_svg: Markup
    created_at: str | None
    knowledge_version: str | None
    #: The table the question was asked under (``{"code", "name"}``), or None.
    table: dict[str, str] | None = None
    # issue 13: what was understood and how to fix it (web/followup_view.py)
    reading: list[Any] = field(default_factory=list)
    fix_url: str | None = None
    asks: list[Any] = field(default_factory=list)
    followup: Any = None
    alternatives: list[dict[str, str]] = field(default_factory=list)


def answer_parts(payload: dict[str, Any]) -> Answer:
    """The stored answer's parts (read from the text only for an answer stored before them)."""
    parts = payload.get("parts")
    kind, ruleset = str(payload.get("kind") or ""), str(payload.get("ruleset") or "")
    if isinstance(parts, dict):
        try:
            return Answer.from_dict(parts)
        except (KeyError, TypeError):
            pass
    return Answer.from_stored_text(str(payload.get("answer") or ""), kind, ruleset)


def group_variants(variants: list[dict[str, Any]] | None, chosen: str,
                   sources: list[dict[str, Any]], verdicts: dict[str, str] | None = None,
                   rulesets_of: dict[str, list[str]] | None = None) -> list[Variant]:
    """The other rulesets' answers, equal answers merged, each with the articles of its rulesets.

    ``verdicts``: a ruleset's own verdict where its stored answer is longer (a calculation's
    arithmetic stays in the API); otherwise the stored answer is the verdict paragraph.
    ``rulesets_of``: article id → rulesets as the answer cited them (the live knowledge base
    only for an answer stored before its citations were).
    """
    if not variants:
        return []
    groups: dict[tuple[str, bool], list[str]] = {}
    for v in variants:
        own = v.get("table") is False if isinstance(v, dict) else False
        if not isinstance(v, dict) or (v.get("ruleset") == chosen and not own):
            continue  # (under a table, the chosen ruleset's own answer is a variant: "table": false)
        rid = str(v.get("ruleset", ""))
        verdict = (verdicts or {}).get(rid) or Answer.from_stored_text(str(v.get("answer", "")), "", rid).verdict
        groups.setdefault((verdict, own), []).append(rid)
    articles = _article_rulesets() if rulesets_of is None else rulesets_of
    out = []
    for (answer, own), rulesets in groups.items():
        backing = [s for s in sources if set(articles.get(s.get("id"), ())) & set(rulesets)]
        out.append(Variant(rulesets=rulesets, answer=answer, sources=backing, own=own))
    return out


def _article_rulesets() -> dict[str, list[str]]:
    """Article id → its rulesets (empty when the knowledge base cannot be read)."""
    try:
        from referee.knowledge import get_knowledge

        return {aid: list(a.rulesets) for aid, a in get_knowledge().articles.items()}
    except Exception:  # noqa: BLE001 - the page still works without the source mapping
        return {}


def score_table(calculation: Any) -> tuple[list[ScoreRow], dict[str, Any] | None, Any, bool]:
    """Rows of the calculation table from ``calculation.result`` (hand result shape), if any."""
    if not isinstance(calculation, dict):
        return [], None, None, False
    result = calculation.get("result")
    if not isinstance(result, dict):
        return [], None, None, "result" in calculation
    scores = result.get("scores")
    if not isinstance(scores, dict):
        return [], None, result.get("multiplier"), False
    explanation = result.get("explanation") if isinstance(result.get("explanation"), dict) else {}
    marks = result.get("marks") if isinstance(result.get("marks"), dict) else {}
    rows = [ScoreRow(name=str(n), score=s, explanation=str(explanation.get(n, "")),
                     marks=[str(m) for m in marks.get(n, [])]) for n, s in scores.items()]
    teams = result.get("team_scores") if isinstance(result.get("team_scores"), dict) else None
    return rows, teams, result.get("multiplier"), False


QR_QUIET_ZONE = 4  # modules of white around the code, as the QR standard asks: phones read it at once


def qr_svg(link: str, label: str = "Bu cevabın linki için QR kod") -> Markup:
    """The link as an inline, scalable SVG QR code (viewBox, no fixed size; server-side, no script).

    >>> svg = qr_svg("https://k.test/a/AbC1234")
    >>> svg.startswith('<svg role="img" aria-label="Bu cevabın linki için QR kod" shape-rendering="crispEdges" viewBox="0 0 ')
    True
    >>> "width=" in svg.split(">", 1)[0]
    False
    """
    qr = segno.make(link, error="m")
    svg = qr.svg_inline(dark="#000", light="#fff", border=QR_QUIET_ZONE, omitsize=True)
    return Markup(svg.replace("<svg ", f'<svg role="img" aria-label="{label}" shape-rendering="crispEdges" ', 1))


def share_text(verdict: str, ruleset: str) -> str:
    """What a chat message says before the link: the verdict, and the ruleset it holds for.

    >>> share_text("**164** yazıyorsun. Çünkü çiftten açtın.", "oyna-101")
    '164 yazıyorsun. · 101 (standart)'
    """
    name = RULESET_NAMES.get(ruleset)
    return first_sentence(verdict) + (f" · {name}" if name else "")


def share_links(text: str, link: str) -> tuple[str, str]:
    """(WhatsApp URL, Telegram URL) carrying the verdict and the short link.

    >>> wa, tg = share_links("164 yazıyorsun.", "https://k.test/a/AbC1234")
    >>> wa
    'https://wa.me/?text=164%20yaz%C4%B1yorsun.%0Ahttps%3A%2F%2Fk.test%2Fa%2FAbC1234'
    >>> tg
    'https://t.me/share/url?url=https%3A%2F%2Fk.test%2Fa%2FAbC1234&text=164%20yaz%C4%B1yorsun.'
    """
    wa = "https://wa.me/?text=" + quote(f"{text}\n{link}", safe="")
    tg = "https://t.me/share/url?url=" + quote(link, safe="") + "&text=" + quote(text, safe="")
    return wa, tg


def og_description(verdict: str, ruleset: str) -> str:
    """The verdict's first sentence and the ruleset name, for chat previews."""
    text = f"{first_sentence(verdict)} · {RULESET_NAMES.get(ruleset, ruleset)}"
    return text if len(text) <= MAX_OG_DESCRIPTION else text[: MAX_OG_DESCRIPTION - 1] + "…"


def _sources(raw: Any, code: str, cited: dict[str, Any]) -> list[dict[str, Any]]:
    """Stored sources with the keys the page needs (id, title, labels, href), odd entries dropped.

    ``href``: the cited version (``/a/{code}/kural/{id}``) when the answer kept it, else the
    stored link (a glossary term's ``/sozluk#…``), else the article's page.

    >>> [s["href"] for s in _sources([{"id": "okey-atma"}, {"id": "sozluk-islek", "url": "/sozluk#islek"}],
    ...                              "AbC1234", {"okey-atma": {}})]
    ['/a/AbC1234/kural/okey-atma', '/sozluk#islek']
    """
    out = []
    for s in raw if isinstance(raw, list) else []:
        if isinstance(s, dict) and isinstance(s.get("id"), str):
            labels = [str(x) for x in s.get("labels") or [] if isinstance(x, str)]
            url = s.get("url") if isinstance(s.get("url"), str) and s["url"].startswith("/") else f"/kural/{s['id']}"
            href = f"/a/{code}/kural/{s['id']}" if s["id"] in cited else url
            out.append({"id": s["id"], "title": str(s.get("title") or s["id"]), "labels": labels, "href": href})
    return out


def cited_of(payload: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The answer's cited articles (:mod:`referee.answers.cited`); {} for an answer stored before them."""
    raw = payload.get("cited")
    return {k: v for k, v in raw.items() if isinstance(k, str) and isinstance(v, dict)} if isinstance(raw, dict) else {}


@dataclass(frozen=True)
class CitedSection:
    label: str
    section: str


@dataclass(frozen=True)
class CitedArticle:
    """An article (or glossary term) as an answer cited it: what ``article.html`` shows."""

    id: str
    title: str
    rulesets: list[str]
    topic: str
    body: str
    sources: list[CitedSection]
    calculator: None = None

    @property
    def answer(self) -> str:
        return plain_text(first_paragraph(self.body))


def cited_article(payload: dict[str, Any], cited_id: str) -> CitedArticle | None:
    """The version of ``cited_id`` that the stored answer cited, or None.

    >>> a = cited_article({"cited": {"x": {"title": "X", "rulesets": ["oyna-101"], "topic": "cezalar",
    ...     "body": "Bir. İki.\\n\\nÜç.", "sections": [{"label": "oyna-yazboz", "section": "Cezalar"}]}}}, "x")
    >>> a.title, a.answer, a.sources[0].label
    ('X', 'Bir. İki.', 'oyna-yazboz')
    >>> cited_article({}, "x") is None
    True
    """
    raw = cited_of(payload).get(cited_id)
    if raw is None:
        return None
    sections = [CitedSection(str(s.get("label", "")), str(s.get("section", "")))
                for s in raw.get("sections") or [] if isinstance(s, dict)]
    return CitedArticle(id=cited_id, title=str(raw.get("title") or cited_id),
                        rulesets=[str(r) for r in raw.get("rulesets") or []], topic=str(raw.get("topic") or ""),
                        body=str(raw.get("body") or ""), sources=sections)


def build(payload: dict[str, Any]) -> AnswerView:
    """The page model of a stored answer (as returned by :meth:`referee.service.Referee.get_answer`)."""
    code = str(payload.get("id", ""))
    question = str(payload.get("question") or "")
    ruleset = str(payload.get("ruleset") or "")
    parts = answer_parts(payload)
    verdict = parts.verdict
    cited = cited_of(payload)
    sources = _sources(payload.get("sources"), code, cited)
    link = str(payload.get("short_url") or f"/a/{code}")
    text = share_text(verdict, ruleset)
    wa, tg = share_links(text, link)
    rows, teams, multiplier, missing = score_table(payload.get("calculation"))
    details = parts.page_details(steps=not rows)  # the table shows each player's arithmetic: not twice
    return AnswerView(
        code=code, question=question, kind=str(payload.get("kind") or ""), ruleset=ruleset,
        verdict=verdict, details=details,
        variants=group_variants(payload.get("variants"), ruleset, sources, parts.variant_verdicts(),
                                {k: list(v.get("rulesets") or []) for k, v in cited.items()} if cited else None),
        sources=sources, score_rows=rows, team_scores=teams, multiplier=multiplier, calc_missing=missing,
        link=link, og_description=og_description(verdict, ruleset), share_text=text,
        card_url=f"{link}/kart.png", card_alt=f"{first_sentence(verdict)} · {RULESET_NAMES.get(ruleset, ruleset)}",
        whatsapp=wa, telegram=tg,
        qr_svg=qr_svg(link), created_at=payload.get("created_at"),
        knowledge_version=payload.get("knowledge_version"),
        table=payload["table"] if isinstance(payload.get("table"), dict) else None,
        reading=followup_view.reading(payload), fix_url=followup_view.fix_url(payload),
        asks=followup_view.asks(payload), followup=followup_view.followup(payload),
        alternatives=followup_view.alternatives(payload),
    )


def card(view: AnswerView, host: str) -> Card:
    """The preview card of an answer: the verdict large, the ruleset, the question, the short link.

    >>> c = card(build({"id": "AbC1234", "question": "Kaç yazarım?", "ruleset": "oyna-101",
    ...                 "answer": "**164** yazıyorsun. Çünkü çiftten açtın."}), "kural.example")
    >>> c.headline, c.tag, c.sub, c.footer
    ('164 yazıyorsun.', '101 (standart)', 'Soru: Kaç yazarım?', 'kural.example/a/AbC1234')
    """
    return Card(headline=first_sentence(view.verdict) or view.verdict, tag=RULESET_NAMES.get(view.ruleset, ""),
                sub=f"Soru: {view.question}" if view.question else "", footer=f"{host}/a/{view.code}",
                note="okey masasının hakemi")
