"""Draw the app icons from the logo (web/static/icon.svg): a cream okey tile with a red K on green.

    .venv/bin/python tools/icons.py   # writes web/static/icon-192.png, icon-512.png,
                                      # icon-maskable-512.png, apple-touch-icon.png, favicon.ico

The PNGs are committed (the app serves them as they are); run this again only when the logo
changes. Drawn with Pillow in Source Sans Pro, the fonts the preview cards use.
"""
from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw

from web.cards import font

STATIC = Path(__file__).resolve().parent.parent / "web" / "static"
GREEN, CREAM, RED = "#0f5132", "#f7f5ef", "#b3261e"


def icon(size: int, *, rounded: bool = True, safe: float = 1.0) -> Image.Image:
    """The logo at ``size`` px; ``safe`` < 1 shrinks the tile into a maskable icon's safe zone."""
    scale = 4  # draw large, then shrink: smooth edges
    s = size * scale
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    if rounded:
        d.rounded_rectangle((0, 0, s - 1, s - 1), radius=s * 14 // 64, fill=GREEN)
    else:
        d.rectangle((0, 0, s, s), fill=GREEN)
    w, h = s * 32 / 64 * safe, s * 44 / 64 * safe
    x0, y0 = (s - w) / 2, (s - h) / 2
    d.rounded_rectangle((x0, y0, x0 + w, y0 + h), radius=s * 6 / 64 * safe, fill=CREAM)
    d.text((s / 2, s / 2 + s * 0.01), "K", font=font(int(s * 30 / 64 * safe)), fill=RED, anchor="mm")
    return img.resize((size, size), Image.LANCZOS)


def main() -> None:
    icon(192).save(STATIC / "icon-192.png", optimize=True)
    icon(512).save(STATIC / "icon-512.png", optimize=True)
    icon(512, rounded=False, safe=0.8).save(STATIC / "icon-maskable-512.png", optimize=True)
    icon(180, rounded=False).convert("RGB").save(STATIC / "apple-touch-icon.png", optimize=True)
    icon(48).save(STATIC / "favicon.ico", sizes=[(16, 16), (32, 32), (48, 48)])


if __name__ == "__main__":
    main()
