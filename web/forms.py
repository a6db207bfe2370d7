"""Reading HTML form posts safely: size limits, Turkish errors, clean text.

Why a dependency: our form routes are plain ``def`` functions (they do blocking
work in the thread pool); reading the body is async, so :func:`form_data` reads it
and hands the route a plain ``dict[str, str]``. Bad bodies become a
:class:`FormError` with a Turkish message, which the route shows on the same page.
"""
from __future__ import annotations

import re
import unicodedata
from urllib.parse import parse_qsl

from fastapi import Request

from web.errors import MAX_BODY_BYTES, Msg

MAX_FIELDS = 200
#: C0/C1 control characters (tab, newline and carriage return aside): refused, not stripped.
_FORBIDDEN = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
_LINE_BREAKS = {"\u2028", "\u2029"}


class FormError(ValueError):
    """A form post we cannot use, with a Turkish message for the page."""

    def __init__(self, message: str, status: int = 422) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


class FormData(dict[str, str]):
    """The posted fields (last value wins) plus the problem, if the body could not be read."""

    problem: FormError | None = None

    def text(self, key: str, default: str = "") -> str:
        """The field as clean one-line-ish text (control characters removed, trimmed)."""
        return clean_text(self.get(key, default))


def has_controls(value: str) -> bool:
    """Whether ``value`` holds a C0/C1 control character (a form or a JSON body refuses it: 422).

    >>> has_controls("okey\\x07"), has_controls("okey\\u0085"), has_controls("okey\\n ne\\t")
    (True, True, False)
    """
    return bool(_FORBIDDEN.search(value))


def _invisible(ch: str) -> bool:
    """Format characters (bidi overrides, zero-width, BOM, word joiner, soft hyphen) and line separators."""
    return ch in _LINE_BREAKS or unicodedata.category(ch) == "Cf"


def clean_text(value: str) -> str:
    """Drop control, bidi-override and zero-width characters, normalise to NFC, trim.

    The one rule for text we store or show, from a form or a JSON body alike.

    >>> clean_text("  ok\\x00ey\\u202e "), clean_text("\\u2066timsah\\u2069\\u200b\\ufeff")
    ('okey', 'timsah')
    """
    kept = "".join(ch for ch in _FORBIDDEN.sub("", value) if not _invisible(ch))
    return unicodedata.normalize("NFC", kept).strip()


async def form_data(request: Request) -> FormData:
    """The urlencoded or multipart form as a :class:`FormData` (never raises)."""
    data = FormData()
    try:
        size = int(request.headers.get("content-length") or 0)
    except ValueError:
        size = 0
    if size > MAX_BODY_BYTES:
        data.problem = FormError(Msg.too_large(), 413)
        return data
    try:
        body = await request.body()
        if len(body) > MAX_BODY_BYTES:
            data.problem = FormError(Msg.too_large(), 413)
            return data
        ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if ctype in ("", "application/x-www-form-urlencoded"):
            # Parsed here, strictly: starlette would turn %FF into "\ufffd" without a word.
            pairs = parse_qsl(body.decode("utf-8"), keep_blank_values=True, encoding="utf-8",
                              errors="strict", max_num_fields=MAX_FIELDS)
        else:
            body.decode("utf-8")
            form = await request.form(max_fields=MAX_FIELDS)
            pairs = [(k, v) for k, v in form.multi_items() if isinstance(v, str)]
    except UnicodeDecodeError:
        data.problem = FormError(Msg.NOT_UTF8, 400)
        return data
    except Exception:  # noqa: BLE001 - any unreadable body is the sender's problem, said in Turkish
        data.problem = FormError(Msg.UNREADABLE, 400)
        return data
    for key, value in pairs:
        if has_controls(value):
            data.problem = FormError(Msg.BAD_CHARS, 422)
        data[key] = value
    return data


def int_field(value: str, label: str, lo: int | None = None, hi: int | None = None) -> int | None:
    """A whole number typed into a form ("" = not given), range-checked with a Turkish message.

    >>> int_field(" 12 ", "Kalan"), int_field("", "Kalan")
    (12, None)
    >>> int_field("on iki", "Kalan")
    Traceback (most recent call last):
    ...
    web.forms.FormError: Kalan bir sayı olmalı ("on iki" yazılmış).
    >>> int_field("²", "Kalan")
    Traceback (most recent call last):
    ...
    web.forms.FormError: Kalan bir sayı olmalı ("²" yazılmış).
    """
    text = clean_text(value)
    if not text:
        return None
    if not re.fullmatch(r"[-−]?[0-9]{1,6}", text):  # ASCII digits only: "²" and "①" pass isdigit(), not int()
        raise FormError(f"{label} bir sayı olmalı (\"{text[:20]}\" yazılmış).")
    number = int(text.replace("−", "-"))
    if lo is not None and number < lo:
        raise FormError(f"{label} en az {lo} olabilir ({number} yazılmış).")
    if hi is not None and number > hi:
        raise FormError(f"{label} en çok {hi} olabilir ({number} yazılmış).")
    return number
