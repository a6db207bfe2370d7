"""Table profiles ("Masa kuralları", issue 17): a table's own rules, saved once under a short code.

A profile is a name, a base ruleset and some house switches (:mod:`calculators.house`), each
one a variation a written source names. It is immutable: "editing" stores a new profile that
says which one it ``replaces``, so an answer or a Çetele made under the old one keeps meaning
what it meant. The engine plays a profile as the base ruleset's table with the switches
applied; this package checks what people send, stores it and words it for them.

>>> p = TableProfile("AbC1234", "Köşe kahve", "oyna-101", {"hands": 7}, None)
>>> p.ruleset_name, [line.sentence for line in p.lines()]
('101 (standart)', ['Maç 7 el oynanır; son elden sonra toplamı en düşük olan kazanır.'])
>>> p.api("https://k.test")["url"]
'https://k.test/m/AbC1234'
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any, Mapping

from calculators.errors import CalcError
from calculators.house import SWITCHES, Choice, Switch, check_rules
from calculators.rulesets import RULESETS
from referee.errors import PlayerError
from referee.storage import AnswerStore, StoreError, is_code
from referee.storage.tables import StoredTable, TableStore
from referee.tables.words import ARTICLE, sentence

MAX_NAME = 60
NOT_FOUND = "Bu masayı bulamadım; kod yanlış olabilir. Masadaki karttaki QR'ı ya da linki bir daha dene."
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_INVISIBLE = re.compile(r"[\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]")


class TableError(PlayerError):
    """A profile that cannot be made or found; ``status`` is the HTTP status (422, 404, 503)."""


@dataclass(frozen=True)
class RuleLine:
    """One house rule of a profile as people read it: the switch, the chosen value, its sentence, its source."""

    switch: Switch
    choice: Choice
    sentence: str

    @property
    def key(self) -> str:
        return self.switch.key

    @property
    def title(self) -> str:
        return self.switch.title

    @property
    def short(self) -> str:
        return self.choice.short

    @property
    def labels(self) -> tuple[str, ...]:
        return self.switch.labels

    @property
    def article(self) -> str:
        """The id of the article that explains this switch (``/kural/{id}``)."""
        return ARTICLE[self.switch.key]


@dataclass(frozen=True)
class TableProfile:
    """A stored table profile: what the API returns and what the pages and the engine read."""

    code: str
    name: str
    ruleset: str
    rules: Mapping[str, Any]
    replaces: str | None
    created_at: Any = field(default=None, compare=False)

    @property
    def ruleset_name(self) -> str:
        """The base ruleset's name as people see it ("101 (standart)")."""
        return RULESETS[self.ruleset].name

    @property
    def path(self) -> str:
        return f"/m/{self.code}"

    def lines(self) -> list[RuleLine]:
        """The profile's switches, in page order, each with its sentence and source."""
        return [RuleLine(SWITCHES[k], SWITCHES[k].choice(v), sentence(k, v, self.rules))
                for k, v in self.rules.items() if k in SWITCHES]

    def api(self, base_url: str) -> dict[str, Any]:
        """The contract of ``POST /api/tables`` and ``GET /api/tables/{code}`` (exactly these keys)."""
        return {"code": self.code, "url": base_url.rstrip("/") + self.path, "name": self.name,
                "ruleset": self.ruleset, "rules": dict(self.rules), "replaces": self.replaces}

    def brief(self) -> dict[str, str]:
        """What an answer carries about the table it was asked under (``"table": {code, name}``)."""
        return {"code": self.code, "name": self.name}

    @classmethod
    def from_stored(cls, row: StoredTable) -> "TableProfile":
        return cls(row.code, row.name, row.ruleset, dict(row.rules), row.replaces, row.created_at)


def clean_name(value: Any) -> str:
    """The table's name as typed: NFC, trimmed, spaces squeezed; refused when empty, too long or odd.

    >>> clean_name("  Köşe\\u200b  kahve ")
    'Köşe kahve'
    >>> clean_name("")
    Traceback (most recent call last):
    ...
    referee.tables.TableError: Masaya bir ad ver (örn. “Köşe kahve, 3 numara”).
    """
    if value is None or (isinstance(value, str) and not value.strip()):
        raise TableError("Masaya bir ad ver (örn. “Köşe kahve, 3 numara”).")
    if not isinstance(value, str):
        raise TableError("Masanın adı (name) yazı olmalı.")
    if _CONTROL.search(value.replace("\n", " ").replace("\t", " ")):
        raise TableError("Masanın adında okunamayan (kontrol) karakterler var; yeniden yazar mısın?")
    text = " ".join(unicodedata.normalize("NFC", _INVISIBLE.sub("", value)).split())
    if not text:
        raise TableError("Masaya bir ad ver (örn. “Köşe kahve, 3 numara”).")
    if len(text) > MAX_NAME:
        raise TableError(f"Masanın adı en fazla {MAX_NAME} karakter olabilir ({len(text)} yazılmış).")
    return text


def check_profile(name: Any, ruleset: Any, rules: Any) -> tuple[str, str, dict[str, Any]]:
    """``(name, ruleset, rules)`` cleaned and checked, or a :class:`TableError` in Turkish."""
    clean = clean_name(name)
    if ruleset is None or ruleset == "":
        raise TableError("Masanın hangi kural setiyle oynadığını seç (ruleset): "
                         + ", ".join(f"{rid} ({r.name})" for rid, r in RULESETS.items()) + ".")
    if not isinstance(ruleset, str) or ruleset not in RULESETS:
        raise TableError(f"“{str(ruleset)[:30]}” diye bir kural seti yok. Şunlardan birini seç: "
                         + ", ".join(f"{rid} ({r.name})" for rid, r in RULESETS.items()) + ".")
    try:
        checked = check_rules(ruleset, rules)
    except CalcError as exc:
        raise TableError(exc.message) from None
    return clean, ruleset, checked


class Tables:
    """Create and read table profiles on one store."""

    def __init__(self, store: AnswerStore) -> None:
        self.rows = TableStore(store)

    def create(self, name: Any, ruleset: Any, rules: Any, replaces: Any = None) -> TableProfile:
        """Check and store a new profile; ``replaces`` (an existing code) when it is an edit of one."""
        clean, rid, checked = check_profile(name, ruleset, rules)
        if replaces is not None and replaces != "":
            if self.get(replaces) is None:
                raise TableError("Değiştirmek istediğin masa kayıtlı değil (replaces); kodu kontrol et.")
        else:
            replaces = None
        validate_playable(rid, checked)
        try:
            code = self.rows.create(clean, rid, checked, replaces)
        except StoreError:
            raise TableError("Şu an masayı kaydedemedim; birazdan bir daha dener misin?", status=503) from None
        return TableProfile(code, clean, rid, checked, replaces)

    def get(self, code: Any) -> TableProfile | None:
        """The profile under ``code``, or None."""
        row = self.rows.get(code) if isinstance(code, str) and is_code(code) else None
        return TableProfile.from_stored(row) if row else None

    def load(self, code: Any) -> TableProfile:
        """The profile under ``code``, or a 404 :class:`TableError`."""
        profile = self.get(code)
        if profile is None:
            raise TableError(NOT_FOUND, status=404)
        return profile

    def for_ruleset(self, code: Any, ruleset: Any = None) -> TableProfile:
        """The profile under ``code`` for a calculation or a sheet that may also name a ruleset.

        The ruleset may be left out (the table's is used) or be the table's own; another one is a
        422, since a result never mixes rulesets. An unknown code is a 404.
        """
        if not isinstance(code, str) or not code.strip():
            raise TableError("Masanın kodunu (table) yaz; masanın kartındaki linkin sonundaki 7 harf.")
        profile = self.load(code.strip())
        if ruleset not in (None, "") and ruleset != profile.ruleset:
            raise TableError(f"“{profile.name}” masası {profile.ruleset_name} oynuyor; başka bir kural setiyle "
                             f"(ruleset) hesaplanmaz. ruleset'i boş bırak ya da “{profile.ruleset}” yaz.")
        return profile

    def replaced_by(self, code: str) -> str | None:
        """The code of the profile that replaces ``code``, if one was made."""
        return self.rows.replaced_by(code)


def validate_playable(ruleset: str, rules: Mapping[str, Any]) -> None:
    """Refuse a combination of switches that the sources cannot settle together (422)."""
    from calculators.house import conflicts

    problem = conflicts(ruleset, rules)
    if problem:
        raise TableError(problem)
