"""An article's sentences, one by one: the units every detail, exception and comparison picks from.

An article is Markdown: a first paragraph (the answer), then body paragraphs, headings, lists and
links to other articles, and last a "Masaya göre değişir" part that the variant lines show on their
own. The answer builders never want headings, links or the variant part — only the sentences a
question can be answered with.

>>> sentences_of("İlk paragraf.\\n\\nOkey her taşın yerine geçer. Gösterge yerine geçmez.\\n\\n- **Sahte okey** okeyin asıl değerindedir.")
('Okey her taşın yerine geçer.', 'Gösterge yerine geçmez.', 'Sahte okey okeyin asıl değerindedir.')
>>> sentences_of("İlk.\\n\\nAyrıntı için [çift](cift.md) maddesine bak.\\n\\n## Masaya göre değişir\\n\\nBurada üç sözcük var.")
()
"""
from __future__ import annotations

import re
from functools import lru_cache

from referee.knowledge import Article

#: A Markdown link: a line holding one points to another article and answers nothing itself.
_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")


def body_sentences(article: Article) -> tuple[str, ...]:
    """The article's sentences after the first paragraph, without the "Masaya göre değişir" part."""
    return sentences_of(article.body)


@lru_cache(maxsize=1024)
def sentences_of(body: str) -> tuple[str, ...]:
    """The sentences of ``body`` after its first paragraph: headings, link lines and the variant part
    dropped, list marks and bold stripped, each sentence 3–45 words (shorter is a label, longer a list)."""
    body = body.split("\n## Masaya göre değişir", 1)[0]
    paragraphs = [p for p in re.split(r"\n\s*\n", body.strip()) if p.strip()]
    out: list[str] = []
    for para in paragraphs[1:]:
        if para.lstrip().startswith("#"):
            continue
        for line in para.splitlines():
            if _LINK.search(line):
                continue  # a pointer to another article, not an answer
            line = line.replace("**", "").strip().lstrip("-•* ").strip()
            out += [x.strip() for x in re.split(r"(?<=[.!?])\s+(?=[A-ZÇĞİÖŞÜ0-9])", line) if x.strip()]
    return tuple(x for x in out if 3 <= len(x.split()) <= 45)
