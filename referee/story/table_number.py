"""A table's number is the table's name, never a point of the hand (issue 11, accounting).

"3 numaralı masada", "5 nolu masa", "masa no 4", "Masa 8'den soru var", "4. masada", "masa #2",
"masa numarası 7": a café numbers its tables, and the number says where the story happened. Left in
the story it is a number nobody's reading explains (a refusal) or, worse, a remainder or a standing
(a confident wrong number). The story's text loses it before any rule reads the words: the word
"masa" stays (with its case), the number goes to :attr:`referee.story.words.Words.tables`.

A düz table's start told with the word masa ("30'luk masa", "masa 30'dan başladı") is no table's
number: a number followed by an ablative and a start verb, or by "puan", stays.

>>> strip_table_numbers("Turnuvada 3 numaralı masada Ali normal bitti")
('Turnuvada masada Ali normal bitti', [3])
>>> strip_table_numbers("Masa 8'den soru var: ali 12 kaldı")
("Masa'den soru var: ali 12 kaldı", [8])
>>> strip_table_numbers("masa 30'dan başladık")
("masa 30'dan başladık", [])
>>> strip_table_numbers("turnuva masa 4te karşı takım bitti"), strip_table_numbers("masa 30dan başladık")
(("turnuva masa'te karşı takım bitti", [4]), ('masa 30dan başladık', []))
"""
from __future__ import annotations

import re

_NO = r"(?:numaral[ıi]|numara|nolu|no'lu|no\.?\s?lu|no)"
_MASA = r"(masa(?:[a-zçğıöşü']*))"
#: "3 numaralı masada", "5 nolu masa", "4. masada", "2 no'lu masanın"
_BEFORE = re.compile(r"(?i)(?<![\w'])(\d{1,3})(?:\s*'?\s*" + _NO + r"\s+|\.\s*)" + _MASA + r"(?![\w])")
#: "masa 8'den", "masa 3 te", "masa no 4", "masa numarası 7", "masa #2", "Masa 5,", "Turnuva masası 6'da" — not
#: "öbür masa 12'deydi" (the other side's points: a copula, a side's word before it)
_CASE = r"(?:d[ae]n?|t[ae]n?|y?[ae]|n?[ıiuü]n)"
_AFTER = re.compile(r"(?i)(?<!öbür )(?<!obur )(?<!diğer )(?<!diger )(?<!karşı )(?<!karsi )(?<!öteki )(?<!oteki )"
                    r"(?<![\w'])(masa(?:s[ıi])?)(?:\s+(?:no|numaras[ıi]|numara)\s*:?|\s*#|\s*:)?\s*(\d{1,3})"
                    r"(?:'?(" + _CASE + r")|\s(" + _CASE + r"))?(?![\w'])(?!\s*(?:puan|ile\b))")
#: After "masa N'den": a start verb says the number is the düz start, not the table ("masa 30'dan başladık").
_START_AFTER = re.compile(r"(?i)^\s*(?:puan\w*\s+)?(?:ba[sş]la|a[cç]t|a[cç][ıi]l|oyna)")
_ABLATIVE = frozenset({"den", "dan", "ten", "tan"})


def _after(m: re.Match[str], text: str, found: list[int]) -> str:
    suffix = m.group(3) or m.group(4) or ""
    if suffix in _ABLATIVE and _START_AFTER.match(text[m.end():]):
        return m.group(0)
    found.append(int(m.group(2)))
    return m.group(1) + ("'" + suffix if suffix else "")  # "masa'den": the case stays, the number goes


def strip_table_numbers(text: str) -> tuple[str, list[int]]:
    """The text without its table numbers, and those numbers in order (see the module doc)."""
    found: list[int] = []

    def before(m: re.Match[str]) -> str:
        found.append(int(m.group(1)))
        return m.group(2)

    text = _BEFORE.sub(before, text)
    text = _AFTER.sub(lambda m: _after(m, text, found), text)
    return text, found


__all__ = ["strip_table_numbers"]
