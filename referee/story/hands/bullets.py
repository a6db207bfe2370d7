"""Hands told as a bulleted list (issue 11): each bullet a hand, numbered as the reader knows hands.

A message often lists the night's hands one per line, with a dash or a dot in front::

    iki el oynadık:
    - Ali normal bitti, ben açtım 5 kaldı
    • Veli okeyle bitti, ben açamadım

The reader knows numbered hands ("1) …", "2. el …") and hands joined by "sonra"; a bullet is neither,
so the two hands ran together into one (two finishers, one "ben" told twice). :func:`numbered` writes
such a list as "1) … 2) …" before the words are cut — only when every bullet tells a finish (a list of
players' points, "- Ali: 12", is no list of hands) and the message numbers no hand itself.
"""
from __future__ import annotations

import re

from referee.text.normalize import fold

#: A line opening with a bullet mark: a dash, a dot, a star, an arrow or a small square.
_BULLET = re.compile(r"^[ \t]*(?:[-–—•·*▪▫◦‣⁃►▶➖🔹🔸]\ufe0f?)[ \t]+(?=\S)", re.M)
#: A finish told in a line: a form of "bitmek / bitirmek", "deste bitti" among them.
_FINISH = re.compile(r"(?<![a-z])bit(?:ti\w*|mis|irdi|irdim|irdik|ird|er)(?![a-z])")
#: The message numbers its hands already ("1) ", "2. el", "el 3", "3. elde").
_NUMBERED = re.compile(r"(?m)(?:^\s*\d{1,2}\)\s)|(?<![\w'])(?:\d{1,2}\.\s*el\w*|el\s*\d{1,2})(?![\w'])")


def numbered(text: str) -> str:
    """The text with a bulleted list of two hands or more written as "1) … 2) …".

    >>> numbered("iki el:\\n- Ali normal bitti, ben 5\\n- Veli okeyle bitti, ben açamadım")
    'iki el:\\n1) Ali normal bitti, ben 5\\n2) Veli okeyle bitti, ben açamadım'
    >>> numbered("puanlar:\\n- Ali 12\\n- Veli 30")  # players' points, no hands
    'puanlar:\\n- Ali 12\\n- Veli 30'
    >>> numbered("- Ali normal bitti")  # one bullet: nothing to number
    '- Ali normal bitti'
    """
    marks = list(_BULLET.finditer(text))
    if len(marks) < 2 or _NUMBERED.search(fold(text)):
        return text
    lines = [fold(text[m.end():].partition("\n")[0]) for m in marks]  # each bullet's own line
    if not all(_FINISH.search(line) for line in lines):
        return text
    out, last = [], 0
    for k, m in enumerate(marks, 1):
        out.append(text[last:m.start()] + f"{k}) ")
        last = m.end()
    return "".join(out) + text[last:]


#: A line opening with a list number: "1) ", "2- ".
_ITEM = re.compile(r"^[ \t]*(\d{1,2})\)[ \t]+(?=\S)", re.M)


def player_items(text: str) -> str:
    """The text with a numbered list of one hand's players written as bullets: "6. el:\\n1) Demir normal
    bitti.\\n2) Aydın açmıştı, 24 kaldı." numbers what each player did in one hand — one line tells the
    finish, the others what was left — not two hands (the reader takes "2) " for the second hand).

    >>> player_items("6. el:\\n1) Cem normal bitti.\\n2) Ali açmıştı, 24 kaldı.\\n3) Veli açamadı.")
    '6. el:\\n- Cem normal bitti.\\n- Ali açmıştı, 24 kaldı.\\n- Veli açamadı.'
    >>> player_items("1) Cem normal bitti, ben 5\\n2) Veli okeyle bitti, ben açamadım")  # two hands
    '1) Cem normal bitti, ben 5\\n2) Veli okeyle bitti, ben açamadım'
    """
    marks = list(_ITEM.finditer(text))
    if len(marks) < 2 or [int(m.group(1)) for m in marks] != list(range(1, len(marks) + 1)):
        return text
    lines = [fold(text[m.end():].partition("\n")[0]) for m in marks]
    if sum(bool(_FINISH.search(line)) for line in lines) > 1:
        return text  # a finish a line: the hands of the night
    out, last = [], 0
    for m in marks:
        out.append(text[last:m.start()] + "- ")
        last = m.end()
    return "".join(out) + text[last:]


__all__ = ["numbered", "player_items"]
