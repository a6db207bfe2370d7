"""The knowledge base's types: an article's front matter (+ body), glossary terms, not-covered
entries, the loaded :class:`KnowledgeBase`, and the :class:`Problem` list validation returns.

Adding a front-matter field is one typed attribute on :class:`Article` here (unknown keys are
errors, so it must be declared) and, if it needs a cross-file check, one rule in
:mod:`referee.knowledge.checks` with its code in ``CHECKS``.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from pydantic import BaseModel, ConfigDict, Field

from referee.knowledge.text import first_paragraph, plain_text

_SLUG = r"^[a-z0-9]+(?:-[a-z0-9]+)*$"
_KEY = r"^[a-z0-9]+(?:[-_][a-z0-9]+)*$"  # glossary keys: ASCII, '-' or '_' between words


class _Strict(BaseModel):
    """Frozen, and unknown keys are errors: a typo (``see_aslo``) must fail, not vanish."""

    model_config = ConfigDict(extra="forbid", frozen=True, coerce_numbers_to_str=True)


class SourceRef(_Strict):
    """A citation: a source label and the heading (a line of that source) the fact stands under."""

    label: str
    section: str = Field(min_length=1)


class Article(_Strict):
    """One answerable rule; front matter fields plus the Markdown ``body`` and its ``path``."""

    id: str = Field(pattern=_SLUG)
    title: str = Field(min_length=1)
    rulesets: list[str] = Field(min_length=1)
    group: str | None = Field(default=None, pattern=_SLUG)
    sources: list[SourceRef] = Field(min_length=1)
    topic: str
    tags: list[str] = Field(min_length=1)
    asks: list[str]
    calculator: str | None = None
    see_also: list[str] = Field(default_factory=list)
    #: The source sentence (as written) that the article reads one of two ways, when it rests on
    #: such a reading; the body then says so: "Kaynak burada açık değil; biz şöyle okuyoruz: …".
    reading: str | None = Field(default=None, min_length=1)
    body: str
    path: str

    @property
    def answer(self) -> str:
        """The first paragraph of the body as plain text: what the assistant shows first."""
        return _answer_text(self.body)

    @property
    def labels(self) -> list[str]:
        """Distinct source labels, in citation order."""
        return list(dict.fromkeys(s.label for s in self.sources))


class GlossaryTerm(_Strict):
    """A game term with its meaning, other names and where to read more."""

    term: str = Field(min_length=1)
    key: str = Field(pattern=_KEY)
    meaning: str = Field(min_length=1)
    synonyms: list[str] = Field(default_factory=list)
    regional: list[str] = Field(default_factory=list)
    sources: list[str] = Field(default_factory=list)
    articles: list[str] = Field(default_factory=list)


class NotCoveredEntry(_Strict):
    """A question players ask that our sources do not settle; answered with "kaynaklarımızda yok"."""

    id: str = Field(pattern=_SLUG)
    question: str = Field(min_length=1)
    examples: list[str]
    why: str = Field(min_length=1)
    point_to: list[str] = Field(default_factory=list)
    rulesets: list[str] = Field(default_factory=list)  # empty = any ruleset
    #: Words (folded, ``*`` = any suffix) of which the question must contain one for this entry
    #: to be considered at all: "batak" for the batak entry, "dusmeli*" for düşmeli düz okey.
    #: Empty = always considered. Keeps an entry from swallowing covered questions that merely
    #: share its broad words ("kaç el oynanır").
    requires: list[str] = Field(default_factory=list)
    #: A second list of which the question must contain one as well (both lists must meet): the
    #: sahte-okey swap entry needs a sahte-okey word AND a swapping verb, so "sahte okey ne demek"
    #: and "sahte okeyle bitmek" are never pulled to it. Empty = no second condition.
    requires_also: list[str] = Field(default_factory=list)


@lru_cache(maxsize=2048)
def _answer_text(body: str) -> str:
    """An article body's first paragraph as plain text (a pure function of the body: read once per
    body, though every answer asks its articles for it several times)."""
    return plain_text(first_paragraph(body))


@dataclass(frozen=True)
class KnowledgeBase:
    """The loaded, validated knowledge base."""

    articles: dict[str, Article]
    glossary: list[GlossaryTerm]
    not_covered: list[NotCoveredEntry]
    version: str

    def by_group(self, group: str) -> list[Article]:
        """Articles answering the same question under different rulesets, in id order."""
        return [a for a in self.articles.values() if group and a.group == group]

    def for_ruleset(self, ruleset: str) -> list[Article]:
        """Articles that hold for ``ruleset``, in id order."""
        return [a for a in self.articles.values() if ruleset in a.rulesets]


@dataclass(frozen=True)
class Problem:
    """One thing wrong in one knowledge file; ``check`` names the rule it breaks."""

    path: str
    check: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}: [{self.check}] {self.message}"


class KnowledgeError(ValueError):
    """The knowledge base is invalid; ``problems`` lists every problem found."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = list(problems)
        head = (
            f"Bilgi tabanında {len(self.problems)} sorun var "
            f"(knowledge base has {len(self.problems)} problem(s)):"
        )
        super().__init__("\n".join([head, *(f"- {p}" for p in self.problems)]))
