"""An article's own "the source does not say" sentence, when it is about what the question asks.

Articles say plainly where a source stops ("od-101-puan bu durumda sonraki eli kimin dağıtacağını
söylemez", "Kaynak, … eşin açışının sayılıp sayılmadığını anlatmaz"). A question asking exactly that
is not covered, although the article is the right neighbour: the answer must say so instead of
leading with the rule next to it (rules-r5 001, rules-r3 080).
"""
from __future__ import annotations

import re
from functools import lru_cache

from referee.answers.asked import actor_of
from referee.answers.clause_polarity import shared
from referee.answers.leads import lead_of
from referee.knowledge import Article
from referee.text.normalize import NormalizedText, fold, lexical_tokens, normalize

#: A sentence that says a source does not tell something (folded).
_SILENT = re.compile(r"\b(?:soylemez|soylemiyor|anlatmaz|anlatmiyor|yazmiyor|yazmaz|belirtmez|belirtmiyor|degin\w*)\b")
#: "kaynaklar aynı şeyi söylemez": the sources disagree (each says something), which is no silence.
_DISAGREE = re.compile(r"\bayni (?:seyi|sey|soz\w*) (?:soylemez|soylemiyor|demez|demiyor)\b")
_SOURCE = re.compile(r"\b(?:kayna\w*|rehber\w*|od-101-puan|oyna-terimler|oyna-yazboz|esli-101-turnuva|kural\w*)\b")
#: Words too common to tie a silent sentence to a question.
_STOP = frozenset(lexical_tokens("okey tas el eli ne kim kac bu su o da de ve ya mi mu var yok olur "
                                 "masada masa oyun oyuncu puan ceza 101 duz turnuva esli od oyna app acaba"
                                 # the question's own form ("ne yapılır", "ne yapacağız"): asks, names no point
                                 " yapilir yapilacak yapilacagini yapariz yapacagiz yapmali yapalim"))
#: How many of the question's own words the silent sentence must share.
SILENT_SHARED = 2
#: A question asking for the items of a list ("hepsini sayar mısın", "tek tek", "neler", "listesi") and a
#: silent sentence about what the items are ("… neler olduğu … yazmıyor") share that ask: one word more.
_LIST_Q = ("hepsi", "tek tek", "neler", "hangiler", "liste", "sirala", "say")
_LIST_S = ("neler", "hangiler", "liste")


def _sentences(body: str) -> list[str]:
    body = body.split("\n## Masaya göre değişir", 1)[0]
    body = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", body).replace("**", "")
    return [s.strip(" -•*\n") for s in re.split(r"(?<=[.!?])\s+|\n+", body) if s.strip(" -•*\n")]


@lru_cache(maxsize=1024)
def _silent_sentences(body: str) -> tuple[tuple[str, str | None, tuple[str, ...]], ...]:
    """An article body's sentences that say a source is silent: (sentence, whose case it is about,
    its words without the common ones). The same for every question: read once per article."""
    out = []
    for sent in _sentences(body):
        folded = fold(sent)
        if _SILENT.search(_DISAGREE.sub(" ", folded)) and _SOURCE.search(folded):
            out.append((sent, actor_of(folded.split()), tuple(w for w in lexical_tokens(folded) if w not in _STOP)))
    return tuple(out)


@lru_cache(maxsize=1024)
def _answer_words(answer: str) -> tuple[str, ...]:
    """The stems of an article's first paragraph (read once per article)."""
    return tuple(lexical_tokens(fold(answer)))


def _asks_list(norm: NormalizedText) -> bool:
    """The question asks for every item of a list of a told size ("on hata varmış, hepsini sayar mısın",
    "10 kuralın neler olduğunu tek tek yaz"): a list ask and a count of at least three."""
    words = norm.folded.split()
    ask = norm.has("tek tek") or any(w.startswith(_LIST_Q) for w in words if w not in ("sayi", "sayilir"))
    sized = any(3 <= n < 101 for n in norm.numbers) or any(w in ("on", "dokuz", "sekiz") for w in words)
    return ask and sized


def silent_on(article: Article, norm: NormalizedText) -> str | None:
    """The article's sentence saying its source is silent on the question's own point, else None.

    >>> from referee.text.normalize import normalize
    >>> from types import SimpleNamespace as A
    >>> art = A(body="Deste biterse el kapanır. od-101-puan bu durumda sonraki eli kimin dağıtacağını söylemez.",
    ...         answer="Deste biterse el kapanır.")
    >>> silent_on(art, normalize("deste bitince sonraki eli kim dağıtır"))
    'od-101-puan bu durumda sonraki eli kimin dağıtacağını söylemez.'
    >>> silent_on(art, normalize("deste bitince kaç yazılır")) is None
    True
    """
    asked = {s for s in lexical_tokens(norm.folded) if s not in _STOP and len(s) >= 3}
    if len(asked) < SILENT_SHARED or lead_of(article.answer):
        return None  # an article that opens with its own Evet/Hayır answers; its silence is a side note
    actor = actor_of(norm.folded.split())
    # what the article answers: its first paragraph and the question of its title
    first = _answer_words(getattr(article, "title", "") + "\n" + article.answer)
    for sent, said, words in _silent_sentences(article.body):
        if actor is not None and said is not None and said != actor:
            continue  # silent about the partner's case, asked about the opponent's
        listed = _asks_list(norm) and any(w.startswith(_LIST_S) for w in fold(sent).split())
        if shared(asked, words) + listed < SILENT_SHARED:
            continue
        if listed:
            return sent  # the items asked for are what the source leaves out
        # it must tell something the answer does not: a word of the question the title and first paragraph lack
        # ("kim dağıtır" ~ "kimin dağıtacağını söylemez"), or the partner the question asks about
        new = {a for a in asked if not shared({a}, first)}
        if shared(new, words) >= 1 or (actor == "es" and said == "es" and actor_of(first) != "es"):
            return sent
    return None
