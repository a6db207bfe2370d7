"""A tiny, safe Markdown renderer for the subset our rule articles and answers use.

Supported: paragraphs, ``##``/``###`` headings, ``-``/``*`` and ``1.`` lists,
pipe tables, ``**bold**``, ``*italic*``, ``code`` and ``[text](link)`` where the
link is a site path (``/kural/<id>``, ``/hesapla`` ...) or an http(s) URL.
Everything else is escaped first, so no HTML in the text can ever reach the page:
the renderer only ever *adds* the tags it knows.

>>> str(render("Elinde **12** kaldı, bkz. [okey](/kural/okey-nedir) <b>x</b>"))
'<p>Elinde <strong>12</strong> kaldı, bkz. <a href="/kural/okey-nedir">okey</a> &lt;b&gt;x&lt;/b&gt;</p>'
>>> str(render("## Başlık\\n- bir\\n- iki"))
'<h2>Başlık</h2>\\n<ul><li>bir</li><li>iki</li></ul>'
>>> str(render("[tıkla](javascript:alert(1))"))
'<p>[tıkla](javascript:alert(1))</p>'
"""
from __future__ import annotations

import re

from markupsafe import Markup, escape

_HEADING = re.compile(r"^(#{1,6})\s+(.*)$")
_UL = re.compile(r"^\s*[-*•]\s+(.*)$")
_OL = re.compile(r"^\s*(\d{1,3})[.)]\s+(.*)$")
_TABLE_SEP = re.compile(r"^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
# Links are matched on already-escaped text, so quotes and angle brackets are gone.
_LINK = re.compile(r"\[([^\]\n]+)\]\(((?:/[A-Za-z0-9/_#?=&;.%-]*)|(?:https?://[^\s()<>&\"']+))\)")
_BOLD = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*")
_ITALIC = re.compile(r"(?<![*\w])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![*\w])")
_CODE = re.compile(r"`([^`\n]+)`")


def inline(text: str) -> Markup:
    """Escape ``text`` and turn the inline marks we support into tags."""
    out = str(escape(text))
    out = _CODE.sub(r"<code>\1</code>", out)
    out = _LINK.sub(_link, out)
    out = _BOLD.sub(r"<strong>\1</strong>", out)
    out = _ITALIC.sub(r"<em>\1</em>", out)
    return Markup(out)


def _link(m: re.Match[str]) -> str:
    href = m.group(2)
    external = href.startswith("http")
    rel = ' rel="noopener nofollow"' if external else ""
    return f'<a href="{href}"{rel}>{m.group(1)}</a>'


def _cells(line: str) -> list[str]:
    line = line.strip()
    if line.startswith("|"):
        line = line[1:]
    if line.endswith("|"):
        line = line[:-1]
    return [c.strip() for c in line.split("|")]


def _table(lines: list[str]) -> str:
    head = _cells(lines[0])
    body = [_cells(x) for x in lines[2:]] if len(lines) > 1 and _TABLE_SEP.match(lines[1]) else \
        [_cells(x) for x in lines[1:]]
    parts = ['<div class="table-wrap"><table>']
    parts.append("<thead><tr>" + "".join(f"<th scope=\"col\">{inline(c)}</th>" for c in head) + "</tr></thead>")
    parts.append("<tbody>")
    for row in body:
        parts.append("<tr>" + "".join(f"<td>{inline(c)}</td>" for c in row) + "</tr>")
    parts.append("</tbody></table></div>")
    return "".join(parts)


def _list(items: list[str], ordered: bool) -> str:
    tag = "ol" if ordered else "ul"
    return f"<{tag}>" + "".join(f"<li>{inline(i)}</li>" for i in items) + f"</{tag}>"


def render(markdown: str, heading_offset: int = 0) -> Markup:
    """Render ``markdown`` to safe HTML; ``heading_offset`` shifts heading levels (h2 → h3 ...)."""
    blocks: list[str] = []
    para: list[str] = []
    items: list[str] = []
    ordered = False
    table: list[str] = []

    def flush() -> None:
        nonlocal para, items, table
        if para:
            blocks.append(f"<p>{inline(' '.join(para))}</p>")
        if items:
            blocks.append(_list(items, ordered))
        if table:
            blocks.append(_table(table))
        para, items, table = [], [], []

    for raw in markdown.replace("\r\n", "\n").split("\n"):
        line = raw.rstrip()
        if not line.strip():
            flush()
            continue
        if line.lstrip().startswith("|"):
            if not table:
                flush()
            table.append(line)
            continue
        if table:
            flush()
        h = _HEADING.match(line)
        if h:
            flush()
            level = min(6, max(2, len(h.group(1))) + heading_offset)
            blocks.append(f"<h{level}>{inline(h.group(2).strip())}</h{level}>")
            continue
        ul, ol = _UL.match(line), _OL.match(line)
        if ul or ol:
            is_ol = ol is not None
            if para or (items and is_ol != ordered):
                flush()
            ordered = is_ol
            items.append(ol.group(2) if ol else ul.group(1))  # type: ignore[union-attr]
            continue
        if items and raw[:1] in (" ", "\t"):
            items[-1] += " " + line.strip()
            continue
        if items:
            flush()
        para.append(line.strip())
    flush()
    return Markup("\n".join(blocks))


def first_sentence(text: str) -> str:
    """The first sentence of plain text (for previews), without Markdown marks.

    >>> first_sentence("**529** yazıyorsun. Çünkü çiftten açtın.")
    '529 yazıyorsun.'
    >>> first_sentence("1.000 puana ulaşan kaybeder, dikkat et")
    '1.000 puana ulaşan kaybeder, dikkat et'
    """
    plain = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    plain = re.sub(r"(\*\*|`)", "", plain)
    plain = " ".join(plain.split())
    m = re.search(r"(?<=[.!?…])\s+(?=[^\s])", plain)
    return plain[: m.start()] if m else plain
