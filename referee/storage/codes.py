"""Join codes as the Çetele uses them: the shared generator (:mod:`referee.joincode`) plus the words around it.

The six-character code without look-alikes (no 0, O, 1, I) is made and read by
:mod:`referee.joincode`, which tournament teams use too; this module adds what a sheet page
needs on top: the code split in two halves for big type, and a kind Turkish sentence saying
why something typed is not a code.

>>> code = new_join_code()
>>> len(code) == JOIN_CODE_LENGTH and parse_join_code(code.lower()) == code
True
"""
from __future__ import annotations

import re

from referee.joincode import ALPHABET as JOIN_ALPHABET
from referee.joincode import LENGTH as JOIN_CODE_LENGTH
from referee.joincode import new_join_code
from referee.joincode import read_join_code as parse_join_code

__all__ = ["JOIN_ALPHABET", "JOIN_CODE_LENGTH", "new_join_code", "parse_join_code", "format_join_code",
           "join_code_problem"]

_SEPARATORS = re.compile(r"[\s\-–—_.]+")


def format_join_code(code: str) -> str:
    """The code split in two halves for reading aloud and for big type.

    >>> format_join_code("K7M4QX")
    'K7M 4QX'
    """
    half = len(code) // 2
    return f"{code[:half]} {code[half:]}"


def join_code_problem(text: str) -> str:
    """A kind Turkish sentence saying why ``text`` is not a join code.

    >>> join_code_problem("")
    'Masadaki kodu yaz: 6 harf ve rakam, örn. K7M 4QX.'
    >>> join_code_problem("K7M4Q0")
    'Kodda 0, O, 1 ya da I olmaz (birbirine benzedikleri için kullanmıyoruz); ekrandaki koda bir daha bak.'
    """
    folded = _SEPARATORS.sub("", text or "").upper()
    if not folded:
        return "Masadaki kodu yaz: 6 harf ve rakam, örn. K7M 4QX."
    if any(c in "0O1Iİ" for c in folded):
        return ("Kodda 0, O, 1 ya da I olmaz (birbirine benzedikleri için kullanmıyoruz); "
                "ekrandaki koda bir daha bak.")
    if len(folded) != JOIN_CODE_LENGTH:
        return f"Kod {JOIN_CODE_LENGTH} karakterdir; sen {len(folded)} karakter yazdın. Ekrandaki koda bir daha bak."
    return "Kodda yalnız harf ve rakam olur; ekrandaki koda bir daha bak."
