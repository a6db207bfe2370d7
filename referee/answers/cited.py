"""What an answer cites, copied into its snapshot: a link keeps showing what it showed.

An answer is immutable (issue 15, finding 16): a later knowledge version must not change an
old answer page. The page names its sources, links to them and says which rulesets each side
of "Masaya göre değişir" rests on; all of that came from the live knowledge base. Stored with
the answer instead: per cited id, the title, the rulesets, the source sections and the text
as it was, so ``/a/{code}/kural/{id}`` shows the version the answer cited.
"""
from __future__ import annotations

from typing import Any, Iterable

from referee.knowledge.models import KnowledgeBase
from referee.text.case import capital

#: Source ids of glossary terms (``referee.answers.rule``): ``sozluk-<key>``.
GLOSSARY_PREFIX = "sozluk-"


def cited(kb: KnowledgeBase, sources: Iterable[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Cited id → ``{"title", "rulesets", "topic", "body", "sections": [{"label", "section"}]}``.

    ``body`` is Markdown (an article's body, a glossary term's meaning); ids the knowledge base
    does not know are left out (the page then links as before).

    >>> from referee.knowledge.models import Article, GlossaryTerm, SourceRef
    >>> a = Article(id="okey-atma", title="Okey atma", rulesets=["oyna-101"], sources=[SourceRef(label="oyna-yazboz",
    ...             section="Cezalar")], topic="cezalar", tags=["okey"], asks=[], body="Okey atılırsa ceza.", path="x.md")
    >>> g = GlossaryTerm(term="işlek", key="islek", meaning="Masadaki perlere işleyen taş.", sources=["oyna-terimler"])
    >>> kb = KnowledgeBase(articles={"okey-atma": a}, glossary=[g], not_covered=[], version="v1")
    >>> out = cited(kb, [{"id": "okey-atma"}, {"id": "sozluk-islek"}, {"id": "yok"}, "bozuk"])
    >>> out["okey-atma"]["rulesets"], out["okey-atma"]["sections"], out["okey-atma"]["body"]
    (['oyna-101'], [{'label': 'oyna-yazboz', 'section': 'Cezalar'}], 'Okey atılırsa ceza.')
    >>> out["sozluk-islek"]["title"], out["sozluk-islek"]["body"], sorted(out)
    ('İşlek', 'Masadaki perlere işleyen taş.', ['okey-atma', 'sozluk-islek'])
    """
    terms = _terms_by_key(kb.glossary)
    out: dict[str, dict[str, Any]] = {}
    for source in sources:
        sid = source.get("id") if isinstance(source, dict) else None
        if not isinstance(sid, str) or sid in out:
            continue
        article = kb.articles.get(sid)
        if article is not None:
            out[sid] = {"title": article.title, "rulesets": list(article.rulesets), "topic": article.topic,
                        "body": article.body,
                        "sections": [{"label": s.label, "section": s.section} for s in article.sources]}
            continue
        term = terms.get(sid[len(GLOSSARY_PREFIX):]) if sid.startswith(GLOSSARY_PREFIX) else None
        if term is not None:
            out[sid] = {"title": capital(term.term), "rulesets": [], "topic": "sozluk", "body": term.meaning,
                        "sections": [{"label": label, "section": ""} for label in term.sources]}
    return out


#: The last glossary seen and its terms by key: every answer cites from the same loaded glossary,
#: so the map is built once, not per answer (a new glossary list — another knowledge base — rebuilds it).
_TERMS: tuple[list, int, dict] | None = None


def _terms_by_key(glossary: list) -> dict:
    global _TERMS
    cached = _TERMS
    if cached is None or cached[0] is not glossary or cached[1] != len(glossary):
        cached = _TERMS = (glossary, len(glossary), {t.key: t for t in glossary})
    return cached[2]
