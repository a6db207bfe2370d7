"""Plain text from the knowledge base's Markdown: the first paragraph (an article's answer), emphasis and
links removed, section names compared as the sources write them."""
from __future__ import annotations

import re

_TRAILING_PUNCT = ".:;,!?…"


def normalize_section(text: str) -> str:
    """Whitespace collapsed, trailing punctuation dropped: how section names are compared.

    >>> normalize_section("  Hangi hücreye   ne yazılır? ")
    'Hangi hücreye ne yazılır'
    """
    return " ".join(text.split()).rstrip(_TRAILING_PUNCT).rstrip()


def first_paragraph(body: str) -> str:
    """The first block of the Markdown body (text up to the first blank line)."""
    for block in re.split(r"\n[ \t]*\n", body.strip()):
        if block.strip():
            return block.strip()
    return ""


def plain_text(markdown: str) -> str:
    """Markdown emphasis, code marks and links removed, lines joined.

    >>> plain_text("**101** yazarsın, bkz. [okey](/kural/okey-nedir) ve _kat_.")
    '101 yazarsın, bkz. okey ve kat.'
    """
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", markdown)
    text = re.sub(r"(\*\*|__|\*|`)", "", text)
    text = re.sub(r"(?<!\w)_(\S(?:.*?\S)?)_(?!\w)", r"\1", text)
    return " ".join(text.split())
