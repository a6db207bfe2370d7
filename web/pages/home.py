"""HTML pages: ask, the answer under its short link, rule articles, glossary, about.

Everything works without JavaScript (plain forms and links); ``static/app.js``
only enhances. Routes are plain ``def`` functions: the work (database, the ask
pipeline) is blocking and runs in the thread pool. Bad input is answered on the
same page with a Turkish message and a 4xx status, never a stack trace.
"""
from __future__ import annotations

import hashlib
import logging
import re
from typing import Any
from urllib.parse import unquote

from fastapi import APIRouter, Depends, Request
from fastapi.responses import RedirectResponse, Response

from calculators.turkish import fold
from referee.answers.cited import GLOSSARY_PREFIX
from referee.knowledge.names import TOPICS
from referee.service import AskError, Referee
from referee.storage import FEEDBACK_REASONS, MAX_NOTE_CHARS, is_code
from web import answer_view, cards
from web.deps import RefereeDep, StoreDep
from web.feedback import check_reason
from web.followup_view import COLOURS
from web.forms import FormData, FormError, clean_text, form_data
from web.pages.capability import cross_site, refuse_cross_site
from web.votes import voter_id
from web.errors import Msg, page_error
from web.templating import RULESET_NAMES, SHORT_CACHE, answer_link, page, site_host

log = logging.getLogger(__name__)

router = APIRouter(include_in_schema=False)

RULESET_COOKIE = "kural"
#: The picker's value (and the cookie's) for a table: ``masa:<code>`` (issue 17).
TABLE_CHOICE = "masa:"
ANSWER_CACHE = "public, max-age=31536000, immutable"
ARTICLE_CACHE = "public, max-age=3600"
MAX_FILTER_CHARS = 80
_ARTICLE_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")

EXAMPLES = (
    "Rakip okeyle bitti, elimde 41 kaldı; kaç yazarım?",
    "Açamadım, kaç ceza yazılır?",
    "İşlek taş atarsam ne olur?",
    "Gösterge kaç puan?",
    "Eşli oyunda eşim bitince ben kaç yazarım?",
)


def _ruleset_or_none(value: str | None) -> str | None:
    return value if value in RULESET_NAMES else None


def _table_of(referee: Referee, value: str | None) -> Any:
    """The table a picker value or cookie ``masa:<code>`` names, or None."""
    value = unquote(value or "")  # the page script writes the cookie percent-encoded
    if not value.startswith(TABLE_CHOICE):
        return None
    try:
        return referee.tables.get(value[len(TABLE_CHOICE):])
    except Exception:  # noqa: BLE001 - a database hiccup must not take the home page down
        log.exception("could not read the remembered table")
        return None


def _home(request: Request, referee: Referee, *, question: str = "", ruleset: str | None = None,
          error: str | None = None, status: int = 200) -> Response:
    remembered = request.cookies.get(RULESET_COOKIE)
    table = _table_of(referee, ruleset if ruleset is not None else remembered)
    chosen = ruleset if ruleset is not None else (_ruleset_or_none(remembered) or
                                                  (TABLE_CHOICE + table.code if table else None))
    return page(request, "home.html", {
        "question": question, "chosen": chosen or "", "error": error, "examples": EXAMPLES,
        "max_chars": referee.settings.max_question_chars, "table": table,
    }, status=status)


@router.get("/")
def home(request: Request, referee: RefereeDep) -> Response:
    """The ask box first; the ruleset picker remembers the last choice in a cookie."""
    return _home(request, referee)


@router.post("/sor")
def ask_form(request: Request, referee: RefereeDep, data: FormData = Depends(form_data)) -> Response:
    """The ask form without JavaScript: answer, store, then 303 to the answer's short link."""
    if data.problem:
        return _home(request, referee, error=data.problem.message, status=data.problem.status)
    question = data.text("ornek") or data.text("soru")
    ruleset = data.text("kural")
    max_chars = referee.settings.max_question_chars
    table = None
    if ruleset.startswith(TABLE_CHOICE):  # a table's own rules (the picker remembers it like a ruleset)
        table = _table_of(referee, ruleset)
        if table is None:
            return _home(request, referee, question=question[:max_chars * 2], ruleset="", status=404,
                         error="Bu masayı bulamadım; kod yanlış olabilir. Listeden bir kural seti seç.")
    elif ruleset and ruleset not in RULESET_NAMES:  # the picker offers names; say them, not ids
        return _home(request, referee, question=question[:max_chars * 2], ruleset="", status=422,
                     error=f"“{ruleset[:30]}” diye bir kural seti yok. Listeden seç: {', '.join(RULESET_NAMES.values())}.")
    try:
        question, chosen = referee.validate(question, None if table else (ruleset or None))
    except AskError as exc:
        status = 413 if len(question) > max_chars else 422
        return _home(request, referee, question=question[:max_chars * 2],
                     ruleset=ruleset if ruleset in RULESET_NAMES else "", error=exc.message, status=status)
    try:
        result = referee.ask(question, chosen, table.code if table else None)
    except AskError as exc:
        return _home(request, referee, question=question, ruleset=ruleset, error=exc.message, status=422)
    except Exception:  # noqa: BLE001 - the player gets a kind message, the log gets the trace
        log.exception("ask failed in the web form")
        return _home(request, referee, question=question, ruleset=ruleset, status=503,
                     error=Msg.BUSY)
    response = RedirectResponse(f"/a/{result.id}", status_code=303)
    if table is not None:
        chosen = TABLE_CHOICE + table.code
    if chosen:
        response.set_cookie(RULESET_COOKIE, chosen, max_age=365 * 24 * 3600, samesite="lax", httponly=False)
    else:
        response.delete_cookie(RULESET_COOKIE)
    return response


def _answer_page(request: Request, referee: Referee, code: str, *, status: int = 200,
                 error: str | None = None, asking: bool = False) -> Response:
    if not is_code(code):  # odd codes never touch the database
        return not_found(request, Msg.ANSWER_NOT_FOUND)
    payload = referee.get_answer(code, with_parts=True)
    if payload is None:
        return not_found(request, Msg.ANSWER_NOT_FOUND)
    view = answer_view.build(dict(payload, short_url=answer_link(code, request)))
    thanks = request.query_params.get("oy") == "tesekkur"
    asking = asking or request.query_params.get("oy") == "neden"
    cache = ANSWER_CACHE if status == 200 else "no-store"
    return page(request, "answer.html", {"a": view, "thanks": thanks, "asking": asking, "error": error,
                                         "reasons": FEEDBACK_REASONS, "max_note": MAX_NOTE_CHARS,
                                         "colours": COLOURS},
                status=status, cache=cache)


@router.get("/a/{code}")
def answer_page(request: Request, code: str, referee: RefereeDep) -> Response:
    """The answer itself, served at its short link (no redirect), cacheable forever."""
    return _answer_page(request, referee, code)


@router.get("/a/{code}/kart.png")
def answer_card(request: Request, code: str, referee: RefereeDep) -> Response:
    """The answer's 1200×630 preview card (og:image): drawn once, then served from disk, cacheable forever."""
    if not is_code(code):
        return not_found(request, Msg.ANSWER_NOT_FOUND)
    payload = referee.get_answer(code, with_parts=True)
    if payload is None:
        return not_found(request, Msg.ANSWER_NOT_FOUND)
    host = site_host()
    key = f"a-{code}-{hashlib.sha256(host.encode()).hexdigest()[:8]}"
    data = cards.cached_png(referee.settings.data_dir / "cards", key,
                            lambda: answer_view.card(answer_view.build(payload), host))
    return Response(data, media_type="image/png", headers={"Cache-Control": ANSWER_CACHE,
                                                           "X-Content-Type-Options": "nosniff"})


@router.get("/a/{code}/kural/{cited_id}")
def cited_article_page(request: Request, code: str, cited_id: str, referee: RefereeDep) -> Response:
    """A source of the answer as the answer cited it (immutable like the answer: a later knowledge
    version never changes it); the article's current page is linked from it."""
    if not is_code(code) or not _ARTICLE_ID.match(cited_id):
        return not_found(request, Msg.ARTICLE_NOT_FOUND)
    payload = referee.get_answer(code, with_parts=True)
    article = answer_view.cited_article(payload, cited_id) if payload is not None else None
    if article is None:
        return not_found(request, Msg.ARTICLE_NOT_FOUND)
    glossary = cited_id.startswith(GLOSSARY_PREFIX)
    current = f"/sozluk#{cited_id[len(GLOSSARY_PREFIX):]}" if glossary else f"/kural/{cited_id}"
    return page(request, "article.html", {  # nothing from the live knowledge base: the page never changes
        "article": article, "see_also": [], "topic_name": "Sözlük" if glossary else TOPICS.get(article.topic, article.topic),
        "snapshot": {"code": code, "version": payload.get("knowledge_version"), "current": current,
                     "glossary": glossary},
    }, cache=ANSWER_CACHE)


@router.post("/a/{code}/oy")
def answer_vote(request: Request, code: str, referee: RefereeDep, store: StoreDep,
                data: FormData = Depends(form_data)) -> Response:
    """👍 / 👎 without JavaScript: record the vote, then back to the answer with a thank-you.

    A 👎 first goes back to the answer asking "Ne yanlıştı?"; that form posts here again with
    ``neden`` (and ``not``), stored with the vote, which it replaces (one vote per client; issue 13 §4)."""
    if not is_code(code):
        return not_found(request, Msg.ANSWER_NOT_FOUND)
    if cross_site(request):
        return refuse_cross_site(request)
    if data.problem:
        return _answer_page(request, referee, code, status=data.problem.status, error=data.problem.message)
    vote = {"up": 1, "down": -1}.get(data.text("oy"))
    if vote is None:
        return _answer_page(request, referee, code, status=422, error="Oyu anlayamadım: 👍 ya da 👎 düğmesine bas.")
    try:
        reason, note = check_reason(vote, data.text("neden") or None, data.get("not"))
    except FormError as exc:
        return _answer_page(request, referee, code, status=422, error=exc.message, asking=True)
    if not store.add_feedback(code, vote, voter_id(request), reason, note):
        return not_found(request, Msg.ANSWER_NOT_FOUND)
    if vote == -1 and reason is None:
        return RedirectResponse(f"/a/{code}?oy=neden#oy", status_code=303)
    return RedirectResponse(f"/a/{code}?oy=tesekkur#oy", status_code=303)


# --------------------------------------------------------------------------- articles


@router.get("/kural/{article_id}")
def article_page(request: Request, article_id: str, referee: RefereeDep) -> Response:
    """One rule article, rendered from its Markdown, with its written sources."""
    kb = referee.kb
    article = kb.articles.get(article_id) if _ARTICLE_ID.match(article_id) else None
    if article is None:
        return not_found(request, Msg.ARTICLE_NOT_FOUND)
    see_also = [kb.articles[s] for s in article.see_also if s in kb.articles]
    return page(request, "article.html", {"article": article, "see_also": see_also,
                                          "topic_name": TOPICS.get(article.topic, article.topic)},
                cache=ARTICLE_CACHE)


def _filter_args(request: Request) -> tuple[str, str, str | None]:
    """(q, kural, error) from the query string, with a Turkish error for bad values."""
    q = clean_text(request.query_params.get("q", ""))
    kural = clean_text(request.query_params.get("kural", ""))
    if len(q) > MAX_FILTER_CHARS:
        return q[:MAX_FILTER_CHARS], "", f"Arama en fazla {MAX_FILTER_CHARS} karakter olabilir; biraz kısalt."
    if kural and kural not in RULESET_NAMES:
        return q, "", f"“{kural[:30]}” diye bir kural seti yok. Listeden seç: {', '.join(RULESET_NAMES.values())}."
    return q, kural, None


def _matches(text: str, q: str) -> bool:
    words = fold(q).split()
    hay = fold(text)
    return all(w in hay for w in words)


@router.get("/kurallar")
def articles_page(request: Request, referee: RefereeDep) -> Response:
    """Every article by topic; ``?q=`` filters by words, ``?kural=`` by ruleset (no JS needed)."""
    q, kural, error = _filter_args(request)
    kb = referee.kb
    groups: list[dict[str, Any]] = []
    total = 0
    for topic, name in TOPICS.items():
        items = []
        for a in sorted((a for a in kb.articles.values() if a.topic == topic), key=lambda a: fold(a.title)):
            search = " ".join([a.title, *a.tags, *a.asks])
            if kural and kural not in a.rulesets:
                continue
            if q and not _matches(search, q):
                continue
            items.append({"a": a, "search": fold(" ".join([a.title, *a.tags]))})
        if items:
            groups.append({"topic": topic, "name": name, "items": items})
            total += len(items)
    return page(request, "articles.html", {"groups": groups, "q": q, "kural": kural, "total": total,
                                           "error": error},
                status=422 if error else 200, cache="no-store" if error else SHORT_CACHE)


@router.get("/sozluk")
def glossary_page(request: Request, referee: RefereeDep) -> Response:
    """The glossary: every term with its meaning, other names, sources and articles."""
    q, _, error = _filter_args(request)
    kb = referee.kb
    terms = sorted(kb.glossary, key=lambda t: fold(t.term))
    if q:
        terms = [t for t in terms if _matches(" ".join([t.term, *t.synonyms, *t.regional, t.meaning]), q)]
    titles = {aid: a.title for aid, a in kb.articles.items()}
    return page(request, "glossary.html", {"terms": terms, "q": q, "titles": titles, "error": error},
                status=422 if error else 200, cache="no-store" if error else SHORT_CACHE)


@router.get("/hakkinda")
def about_page(request: Request, referee: RefereeDep) -> Response:
    """What Kural Abisi is, the written sources (by label) and the rulesets."""
    from calculators.rulesets import RULESETS

    kb = referee.kb
    return page(request, "about.html", {"rulesets": RULESETS, "version": kb.version,
                                        "article_count": len(kb.articles)}, cache=SHORT_CACHE)


def not_found(request: Request, message: str = Msg.PAGE_NOT_FOUND, title: str | None = None) -> Response:
    """The friendly 404 (the HTML page for browsers) with the message of what is missing."""
    return page_error(request, 404, message, title=title)


__all__ = ["router", "not_found", "FormError"]
