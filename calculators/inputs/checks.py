"""Small checkers of loose JSON: each returns the value or raises a Turkish :class:`CalcError` naming the field.

>>> as_int(7.0, "hand.okey_number", "Okey sayısı", lo=1, hi=13)
7
>>> as_int(14, "hand.okey_number", "Okey sayısı", lo=1, hi=13)
Traceback (most recent call last):
...
calculators.errors.CalcError: Okey sayısı en çok 13 olabilir (14 verildi).
"""
from __future__ import annotations

from typing import Any, Mapping

from calculators.errors import CalcError


def as_obj(value: Any, where: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise CalcError(f"{where} bir nesne ({{...}}) olmalı.", field=where)
    return value


def no_extra(data: Mapping[str, Any], allowed: set[str], where: str) -> None:
    extra = sorted(set(data) - allowed)
    if extra:
        raise CalcError(
            f"{where} içinde tanınmayan alan: {', '.join(extra)}. Kullanılabilenler: {', '.join(sorted(allowed))}.",
            field=where,
        )


def as_int(value: Any, where: str, label: str, *, lo: int | None = None, hi: int | None = None) -> int:
    """``value`` as an int in [lo, hi]; ``label`` names it for the player (Turkish)."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise CalcError(f"{label} tam sayı olmalı ({value!r} verildi).", field=where)
    if lo is not None and value < lo:
        if lo == 0:
            raise CalcError(f"{label} eksi olamaz ({value} verildi).", field=where)
        raise CalcError(f"{label} en az {lo} olmalı ({value} verildi).", field=where)
    if hi is not None and value > hi:
        raise CalcError(f"{label} en çok {hi} olabilir ({value} verildi).", field=where)
    return value


def opt_int(data: Mapping[str, Any], key: str, where: str, label: str, **kw: Any) -> int | None:
    value = data.get(key)
    return None if value is None else as_int(value, f"{where}.{key}", label, **kw)


def as_str(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise CalcError(f"{where} boş olmayan bir yazı olmalı.", field=where)
    return value.strip()


def as_choice(value: Any, options: tuple[str, ...], where: str, what: str) -> str:
    if value not in options:
        raise CalcError(
            f"Bilinmeyen {what}: {value!r}. Geçerli olanlar: {', '.join(options)}.", field=where
        )
    return value


def as_bool(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise CalcError(f"{where} true ya da false olmalı.", field=where)
    return value


def as_list(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise CalcError(f"{where} bir liste ([...]) olmalı.", field=where)
    return value
