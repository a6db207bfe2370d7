"""Preview cards: the 1200×630 PNG a chat app shows when someone pastes a link.

Why: in the table's WhatsApp group the preview *is* the answer most people read. A
generic logo card makes everyone tap; a card with "164 yazıyorsun" in large type ends
the argument in the chat. So each answer (``/a/{code}/kart.png``) and each Çetele
(``/cetele/{code}/kart.png``) gets its own card, drawn server-side with Pillow in
Source Sans Pro (installed from PyPI with the project, so a fresh machine draws the
same letters, Turkish ones included).

Drawing is pure: a :class:`Card` (what to say) in, PNG bytes out. Answers never change,
so their cards are drawn once and kept on disk (:func:`cached_png`); a sheet's card is
keyed by the sheet's version.
"""
from __future__ import annotations

import io
import os
import re
import tempfile
from dataclasses import dataclass, field
from functools import lru_cache
from importlib.resources import files
from pathlib import Path
from typing import Callable

from PIL import Image, ImageDraw, ImageFont

WIDTH, HEIGHT = 1200, 630
CARD_VERSION = "1"  # bump when the drawing changes: cached cards are keyed by it
MARGIN = 64

BG = "#f7f5ef"
INK = "#1c1b18"
MUTED = "#5b5850"
ACCENT = "#0f5132"
ACCENT_SOFT = "#e3f1e9"
WHITE = "#ffffff"
BAR = 104

_FONT_DIR = files("font_source_sans_pro") / "files"
_MARKS = re.compile(r"(\*\*|__|`)")
_LINK_MD = re.compile(r"\[([^\]]*)\]\([^)]*\)")
#: Symbols and emoji Source Sans Pro lacks (they would be drawn as empty boxes).
_NO_GLYPH = re.compile("[\u2190-\u21ff\u2600-\u27bf\u2b00-\u2bff\U0001f000-\U0001faff\ufe0f]")


@dataclass(frozen=True)
class Row:
    """One line of a standings card: a name, a number, and whether it leads."""

    name: str
    value: str
    lead: bool = False


@dataclass(frozen=True)
class Card:
    """What a card says. ``headline`` is drawn as large as fits; ``rows`` make a standings table."""

    headline: str
    tag: str = ""
    sub: str = ""
    footer: str = ""
    rows: tuple[Row, ...] = field(default_factory=tuple)
    note: str = ""


@lru_cache(maxsize=32)
def font(size: int, bold: bool = True) -> ImageFont.FreeTypeFont:
    """Source Sans Pro (Bold or Regular) at ``size`` pixels."""
    name = "SourceSansPro-Bold.ttf" if bold else "SourceSansPro-Regular.ttf"
    return ImageFont.truetype(str(_FONT_DIR / name), size)


def plain(text: str) -> str:
    """Markdown marks and links out, whitespace collapsed, characters the font lacks replaced.

    >>> plain("**164** yazıyorsun. [kural](/kural/x) ★ 👍")
    '164 yazıyorsun. kural'
    """
    text = _LINK_MD.sub(r"\1", text or "")
    text = _NO_GLYPH.sub("", _MARKS.sub("", text))
    return " ".join(text.split())


def wrap(text: str, fnt: ImageFont.FreeTypeFont, width: int) -> list[str]:
    """Greedy word wrap to ``width`` pixels; a word longer than a line is cut by characters.

    >>> wrap("bir iki üç", font(40), 2000)
    ['bir iki üç']
    """
    lines: list[str] = []
    line = ""
    for word in text.split():
        while fnt.getlength(word) > width:  # a very long word: cut it where it overflows
            cut = max(1, next(i for i in range(len(word), 0, -1) if fnt.getlength(word[:i]) <= width))
            if line:
                lines.append(line)
                line = ""
            lines.append(word[:cut])
            word = word[cut:]
        trial = f"{line} {word}".strip()
        if fnt.getlength(trial) <= width:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


def ellipsize(line: str, fnt: ImageFont.FreeTypeFont, width: int) -> str:
    """``line`` cut with "…" so that it fits ``width`` pixels.

    >>> ellipsize("kısa", font(40), 1000), ellipsize("çok uzun bir satır", font(40), 120).endswith("…")
    ('kısa', True)
    """
    if fnt.getlength(line) <= width:
        return line
    while line and fnt.getlength(line.rstrip() + "…") > width:
        line = line[:-1]
    return line.rstrip(" ,;:") + "…"


def fit(text: str, width: int, height: int, sizes: tuple[int, ...], *, bold: bool = True,
        leading: float = 1.12) -> tuple[ImageFont.FreeTypeFont, list[str], int]:
    """The largest size at which ``text`` fits the box: (font, lines, line height).

    At the smallest size the text is cut after the last line that fits, with "…".
    """
    for size in sizes:
        fnt = font(size, bold)
        lines = wrap(text, fnt, width)
        step = round(size * leading)
        if len(lines) * step <= height:
            return fnt, lines, step
    fnt = font(sizes[-1], bold)
    step = round(sizes[-1] * leading)
    keep = max(1, height // step)
    lines = wrap(text, fnt, width)
    if len(lines) > keep:
        lines = lines[:keep]
        lines[-1] = ellipsize(lines[-1] + " …", fnt, width)
    return fnt, lines, step


def _bar(draw: ImageDraw.ImageDraw, tag: str) -> None:
    draw.rectangle((0, 0, WIDTH, BAR), fill=ACCENT)
    draw.text((MARGIN, BAR // 2), "Kural Abisi", font=font(50), fill=WHITE, anchor="lm")
    if tag:
        fnt = font(34)
        tag = ellipsize(tag, fnt, 560)
        w = fnt.getlength(tag)
        x1 = WIDTH - MARGIN
        x0 = x1 - w - 44
        draw.rounded_rectangle((x0, 24, x1, BAR - 24), radius=28, fill=ACCENT_SOFT)
        draw.text(((x0 + x1) / 2, BAR // 2), tag, font=fnt, fill=INK, anchor="mm")


def _footer(draw: ImageDraw.ImageDraw, footer: str, note: str) -> None:
    y = HEIGHT - 52
    draw.line((MARGIN, y - 40, WIDTH - MARGIN, y - 40), fill="#d9d4c7", width=3)
    if footer:
        draw.text((MARGIN, y), ellipsize(footer, font(34), 700), font=font(34), fill=ACCENT, anchor="lm")
    if note:
        draw.text((WIDTH - MARGIN, y), ellipsize(note, font(30, False), 420), font=font(30, False),
                  fill=MUTED, anchor="rm")


def _standings(draw: ImageDraw.ImageDraw, rows: tuple[Row, ...], top: int, bottom: int) -> None:
    n = max(1, len(rows))
    step = min(92, (bottom - top) // n)
    size = min(60, int(step * 0.72))
    y = top
    for r in rows:
        if r.lead:
            draw.rounded_rectangle((MARGIN - 16, y + 4, WIDTH - MARGIN + 16, y + step - 4), radius=16,
                                   fill=ACCENT_SOFT)
        mid = y + step // 2
        value_font = font(size)
        value_w = value_font.getlength(r.value)
        name = ellipsize(r.name, font(size, r.lead), int(WIDTH - 2 * MARGIN - value_w - 60))
        draw.text((MARGIN, mid), name, font=font(size, r.lead), fill=INK, anchor="lm")
        draw.text((WIDTH - MARGIN, mid), r.value, font=value_font, fill=ACCENT if r.lead else INK, anchor="rm")
        y += step


def draw(card: Card) -> Image.Image:
    """The card as an RGB image of 1200×630."""
    img = Image.new("RGB", (WIDTH, HEIGHT), BG)
    d = ImageDraw.Draw(img)
    _bar(d, plain(card.tag))
    top, bottom = BAR + 40, HEIGHT - 112
    inner = WIDTH - 2 * MARGIN
    if card.rows:
        fnt, lines, step = fit(plain(card.headline), inner, 70, (60, 52, 44))
        d.text((MARGIN, top), lines[0], font=fnt, fill=INK)
        _standings(d, card.rows, top + 80, bottom)
    else:
        sub_lines: list[str] = []
        sub_font = font(34, False)
        if card.sub:
            sub_lines = wrap(plain(card.sub), sub_font, inner)
            if len(sub_lines) > 2:
                sub_lines = sub_lines[:2]
                sub_lines[1] = ellipsize(sub_lines[1] + " …", sub_font, inner)
        sub_h = 44 * len(sub_lines) + (24 if sub_lines else 0)
        fnt, lines, step = fit(plain(card.headline), inner, bottom - top - sub_h,
                               (128, 112, 96, 84, 72, 64, 56, 48))
        block = step * len(lines)
        y = top + max(0, (bottom - top - sub_h - block) // 2)
        for line in lines:  # centred: a square thumbnail crop still shows the verdict
            d.text((WIDTH // 2, y), line, font=fnt, fill=INK, anchor="ma")
            y += step
        y = bottom - 44 * len(sub_lines)
        for line in sub_lines:
            d.text((WIDTH // 2, y), line, font=sub_font, fill=MUTED, anchor="ma")
            y += 44
    _footer(d, card.footer, plain(card.note))
    return img


def png(card: Card) -> bytes:
    """The card as PNG bytes (palette-quantised: a chat thumbnail loads fast on café Wi-Fi)."""
    img = draw(card).quantize(colors=64, method=Image.Quantize.MEDIANCUT)
    buf = io.BytesIO()
    img.save(buf, "PNG", optimize=True)
    return buf.getvalue()


def cached_png(directory: Path, key: str, make: Callable[[], Card]) -> bytes:
    """The PNG for ``key`` from ``directory``, drawn (and written atomically) the first time.

    ``key`` must be a safe file stem (short codes are); the card version is part of the name.
    """
    path = directory / f"{key}-v{CARD_VERSION}.png"
    try:
        return path.read_bytes()
    except OSError:
        pass
    data = png(make())
    try:
        directory.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=directory, suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except OSError:
        pass  # a read-only disk still gets its card, only drawn again next time
    return data
