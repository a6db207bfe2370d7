"""Never-seen questions made from the knowledge base's own terms, for speed measurements only.

A throughput or profile run needs questions no cache has seen, many of them, and none taken from a
blind round (those are regression sets) or from the public eval. This module writes them: each
glossary term (or one of its synonyms) and each article's tags go into short phone-style templates
(definition, "may I", penalty, score, per ruleset, off-topic curiosity), drawn with a fixed seed.
The answers are not judged here: the mix only has to look like real traffic (rule answers, not-covered
answers, some calculations), so the timings mean something.

>>> from referee.knowledge.models import GlossaryTerm, KnowledgeBase
>>> kb = KnowledgeBase(articles={}, glossary=[GlossaryTerm(term="işlek", key="islek", meaning="m",
...                    sources=["oyna-terimler"], synonyms=["işleyen taş"])], not_covered=[], version="v")
>>> qs = generated_questions(kb, 5, seed=3)
>>> len(qs), len(set(qs))
(5, 5)
>>> all(isinstance(q, str) and q for q in qs)
True
"""
from __future__ import annotations

import random
from typing import Any

#: Templates around one term ``{t}``: what players ask about a word of the game.
TEMPLATES = (
    "{t} ne demek", "{t} nedir abi", "{t} ne işe yarar", "{t} olursa ne olur", "{t} yapılırsa ceza var mı",
    "{t} kaç puan", "{t} yapabilir miyim", "{t} yaparsam kaç ceza yazılır", "düz okeyde {t} nasıl oluyor",
    "eşli 101de {t} var mı", "turnuvada {t} kuralı ne", "od 101de {t} ne sayılır", "{t} ile bitince ne yazılır",
    "{t} yasak mı", "{t} hakkında kural ne", "{t} kimin hakkı", "{t} yerine ne sayılır", "{t} kaç kere olur",
    "rakip {t} yaptı ne yapıcaz", "{t} tarihi nereden geliyor", "rummikubda {t} var mı", "{t} ne zaman yapılır",
    "{t} yapınca el biter mi", "{t} olmadan açılır mı", "{t} için kaç taş lazım",
)
#: Two terms at once: comparisons and two-part questions.
PAIR_TEMPLATES = ("{t} ile {u} farkı ne", "{t} mi {u} mu önce", "{t} kaç puan, {u} kaç puan",
                  "{t} varken {u} yapılır mı")
#: Numbers that make a question a little different each time (and sometimes a calculation).
NUMBERS = ("", "", "", " 3 kere", " iki el", " 101 puanla", " 5li seriyle", " elde 40 kaldı")


def kb_terms(kb: Any) -> list[str]:
    """Every glossary term and synonym and every article tag, once, in a stable order."""
    words: list[str] = []
    for g in kb.glossary:
        words += [g.term, *g.synonyms]
    for aid in sorted(kb.articles):
        words += list(kb.articles[aid].tags)
    return list(dict.fromkeys(w.strip() for w in words if w and w.strip()))


def generated_questions(kb: Any, n: int, seed: int = 2026) -> list[str]:
    """``n`` distinct questions from the knowledge base's terms (fixed ``seed``: the same list each run)."""
    terms = kb_terms(kb)
    if not terms:
        return []
    rng = random.Random(seed)
    out: dict[str, None] = {}
    tries = 0
    while len(out) < n and tries < n * 50:
        tries += 1
        t = rng.choice(terms)
        if rng.random() < 0.15:
            q = rng.choice(PAIR_TEMPLATES).format(t=t, u=rng.choice(terms))
        else:
            q = rng.choice(TEMPLATES).format(t=t) + rng.choice(NUMBERS)
        if rng.random() < 0.5:  # phones drop the Turkish letters half the time
            q = q.translate(str.maketrans("çğıöşüÇĞİÖŞÜ", "cgiosuCGIOSU"))
        out.setdefault(q, None)
    return list(out)
