"""The curated knowledge base: rule articles, glossary and not-covered questions.

Everything the assistant may say about a rule lives under ``knowledge/`` as data:

- ``articles/<topic>/<id>.md``: one answerable rule per file, YAML front matter + Markdown
  body (the format every curator follows is in ``knowledge/README.md``);
- ``glossary.yaml`` (``terms:``) and ``not_covered.yaml`` (``entries:``);
- ``coverage/<label>.md``: per-source fragments mapping source sections to article ids,
  merged by :func:`render_coverage` into ``COVERAGE.md``.

:func:`load_knowledge` validates all of it in one pass and raises a single
:class:`KnowledgeError` listing *every* problem, so a curator fixes a batch at once. A
citation is only valid when its section text really is a line of the cited source file:
that is how every "kaynak" the assistant shows resolves.
"""
from __future__ import annotations

import hashlib
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Iterable, TypeVar

import frontmatter
import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from calculators.registry import SOURCE_FILES
from calculators.rulesets import RULESET_NAMES
from calculators.turkish import fold
from referee.config import KNOWLEDGE_DIR, ROOT
from referee.knowledge.names import CALCULATORS, TOPICS

#: The written sources, next to the repository (CI has the same layout).
SOURCES_DIR: Path = ROOT.parent / "shared" / "sources"

#: Every check :func:`validate_knowledge` runs: problem code -> what it guards.
CHECKS: dict[str, str] = {
    "parse": "dosya '---' front matter ile başlar ve YAML okunur",
    "schema": "front matter alanları tam ve doğru tipte; bilinmeyen alan yok",
    "unique-id": "her id bir kez kullanılır",
    "id-filename": "id dosya adıyla aynıdır",
    "topic": "konu TOPICS içindedir",
    "topic-dir": "dosya articles/<konu>/ altındadır",
    "ruleset": "kural setleri geçerli ve tekrarsız",
    "source-label": "kaynak etiketi SOURCE_FILES içindedir",
    "source-section": "bölüm adı o kaynakta bir satır/başlık olarak geçer",
    "calculator": "hesaplayıcı CALCULATORS içindedir",
    "see-also": "see_also id'leri var olan maddelerdir",
    "body-link": "gövdedeki /kural/<id> bağlantıları var olan maddelere gider",
    "asks": "5-10 farklı, boş olmayan soru biçimi",
    "answer": "gövdenin ilk paragrafı cevaptır (boş ya da başlık değil)",
    "group": "aynı gruptaki maddelerin kural setleri çakışmaz",
    "glossary-schema": "glossary.yaml 'terms:' listesi ve alanları doğru",
    "glossary-unique": "sözlükte terimler ve anahtarlar tekrarsız",
    "glossary-ref": "sözlüğün kaynak ve madde atıfları var",
    "not-covered-schema": "not_covered.yaml 'entries:' listesi ve alanları doğru",
    "not-covered": "kapsam dışı sorular: tekil id, 3-6 örnek, var olan point_to ve kural setleri",
}

ASKS_MIN, ASKS_MAX = 5, 10
EXAMPLES_MIN, EXAMPLES_MAX = 3, 6
_SLUG = r"^[a-z0-9]+(?:-[a-z0-9]+)*$"
_KEY = r"^[a-z0-9]+(?:[-_][a-z0-9]+)*$"  # glossary keys: ASCII, '-' or '_' between words
_KURAL_LINK = re.compile(r"/kural/([^\s)\]#?\"'>]+)")
_TRAILING_PUNCT = ".:;,!?…"


# --------------------------------------------------------------------------- models


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
        return plain_text(first_paragraph(self.body))

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


# --------------------------------------------------------------------------- text helpers

def normalize_section(text: str) -> str:
    """Whitespace collapsed, trailing punctuation dropped: how section names are compared.

    >>> normalize_section("  Hangi hücreye   ne yazılır? ")
    'Hangi hücreye ne yazılır'
    """
    return " ".join(text.split()).rstrip(_TRAILING_PUNCT).rstrip()


def first_paragraph(body: str) -> str:
    """The first block of the Markdown body (text up to the first blank line)."""
    for block in re.split(r"\n[ \t]*\n", body.strip()):
        if block.strip():
            return block.strip()
    return ""


def plain_text(markdown: str) -> str:
    """Markdown emphasis, code marks and links removed, lines joined.

    >>> plain_text("**101** yazarsın, bkz. [okey](/kural/okey-nedir) ve _kat_.")
    '101 yazarsın, bkz. okey ve kat.'
    """
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", markdown)
    text = re.sub(r"(\*\*|__|\*|`)", "", text)
    text = re.sub(r"(?<!\w)_(\S(?:.*?\S)?)_(?!\w)", r"\1", text)
    return " ".join(text.split())


# --------------------------------------------------------------------------- sources


@lru_cache(maxsize=8)
def _source_lines(sources_dir: str) -> dict[str, dict[str, tuple[int, str]]]:
    """Per label: normalised line -> (line number, line as written). Missing files are absent."""
    out: dict[str, dict[str, tuple[int, str]]] = {}
    for label, name in SOURCE_FILES.items():
        path = Path(sources_dir) / name
        if not path.is_file():
            continue
        lines: dict[str, tuple[int, str]] = {}
        for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            key = normalize_section(line)
            if key and key not in lines:
                lines[key] = (no, line.strip())
        out[label] = lines
    return out


def find_section(label: str, section: str, sources_dir: Path = SOURCES_DIR) -> tuple[int, str] | None:
    """Where ``section`` stands as a whole line in source ``label``: (line number, text), or None."""
    return _source_lines(str(sources_dir)).get(label, {}).get(normalize_section(section))


# --------------------------------------------------------------------------- loading

M = TypeVar("M", bound=BaseModel)


def _rel(path: Path, root: Path) -> str:
    """A path as shown in messages: relative to the repo when possible (paths are absolute)."""
    for base in (ROOT, root.parent):
        try:
            return path.relative_to(base).as_posix()
        except ValueError:
            continue
    return path.as_posix()


def _schema_problems(rel: str, err: ValidationError, what: str = "") -> list[Problem]:
    """One problem per pydantic error, naming the field."""
    out = []
    for e in err.errors():
        loc = ".".join(str(x) for x in e["loc"]) or "(kök)"
        if e["type"] == "extra_forbidden":
            msg = f"{what}bilinmeyen alan '{loc}' (unknown field; typo?)"
        elif e["type"] == "missing":
            msg = f"{what}eksik alan '{loc}' (missing field)"
        else:
            msg = f"{what}'{loc}' geçersiz: {e['msg']} (invalid value)"
        out.append(Problem(rel, "schema", msg))
    return out


def _parse_article(path: Path, root: Path) -> tuple[Article | None, list[Problem]]:
    """Read one article file; schema problems are returned, never raised."""
    rel = _rel(path, root)
    text = path.read_text(encoding="utf-8")
    if not text.lstrip().startswith("---"):
        return None, [Problem(rel, "parse", "front matter yok: dosya '---' ile başlamalı (no front matter)")]
    try:
        meta, body = frontmatter.parse(text)
    except yaml.YAMLError as exc:
        first = str(exc).splitlines()[0] if str(exc) else "?"
        return None, [Problem(rel, "parse", f"front matter YAML okunamadı: {first} (YAML error)")]
    if not isinstance(meta, dict) or not meta:
        return None, [Problem(rel, "parse", "front matter boş ya da sözlük değil (empty front matter)")]
    clash = [k for k in ("body", "path") if k in meta]
    if clash:
        return None, [Problem(rel, "schema", f"bilinmeyen alan '{k}' (reserved field)") for k in clash]
    try:
        return Article(**meta, body=body, path=rel), []
    except ValidationError as err:
        return None, _schema_problems(rel, err)


def _load_yaml_list(path: Path, root: Path, key: str, model: type[M], code: str) -> tuple[list[M], list[Problem]]:
    """Read ``key:`` list of ``model`` items from a YAML file; a missing file is an empty list."""
    if not path.is_file():
        return [], []
    rel = _rel(path, root)
    try:
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError as exc:
        first = str(exc).splitlines()[0] if str(exc) else "?"
        return [], [Problem(rel, code, f"YAML okunamadı: {first} (YAML error)")]
    if not isinstance(data, dict) or not isinstance(data.get(key), list):
        return [], [Problem(rel, code, f"en üstte '{key}:' listesi olmalı (top-level '{key}' list expected)")]
    items: list[M] = []
    problems: list[Problem] = []
    for i, raw in enumerate(data[key]):
        name = raw.get("term") or raw.get("id") if isinstance(raw, dict) else None
        what = f"{key}[{i}]" + (f" ({name})" if name else "") + ": "
        if not isinstance(raw, dict):
            problems.append(Problem(rel, code, f"{what}sözlük olmalı (mapping expected)"))
            continue
        try:
            items.append(model(**raw))
        except ValidationError as err:
            problems.extend(Problem(p.path, code, p.message) for p in _schema_problems(rel, err, what))
    return items, problems


def _article_files(root: Path) -> list[Path]:
    return sorted((root / "articles").rglob("*.md"))


def knowledge_version(root: Path = KNOWLEDGE_DIR) -> str:
    """sha256 (first 12 hex) over the sorted paths and contents of every file the KB loads."""
    files = _article_files(root) + [p for p in (root / "glossary.yaml", root / "not_covered.yaml") if p.is_file()]
    h = hashlib.sha256()
    for p in sorted(files, key=lambda p: p.relative_to(root).as_posix()):
        h.update(p.relative_to(root).as_posix().encode())
        h.update(b"\0")
        h.update(p.read_bytes())
        h.update(b"\0")
    return h.hexdigest()[:12]


# --------------------------------------------------------------------------- checks


def _check_articles(
    parsed: list[tuple[Path, Article]], root: Path, sources_dir: Path | None
) -> list[Problem]:
    """Cross-file checks over the articles that passed the schema."""
    problems: list[Problem] = []
    ids = Counter(a.id for _, a in parsed)
    # an id that failed the schema still "exists" for links: its file is there
    known = set(ids) | {p.stem for p in _article_files(root)}
    lines = _source_lines(str(sources_dir)) if sources_dir is not None else None
    articles_dir = root / "articles"

    for path, a in parsed:
        rel = a.path
        add = lambda check, msg: problems.append(Problem(rel, check, msg))  # noqa: E731
        if ids[a.id] > 1:
            others = [x.path for _, x in parsed if x.id == a.id and x.path != rel]
            add("unique-id", f"id '{a.id}' başka dosyada da var: {', '.join(others)} (duplicate id)")
        if path.stem != a.id:
            add("id-filename", f"id '{a.id}' dosya adıyla aynı olmalı: '{path.stem}.md' (id must equal file name)")
        if a.topic not in TOPICS:
            add("topic", f"bilinmeyen konu '{a.topic}'; geçerli: {', '.join(TOPICS)} (unknown topic)")
        parent = path.parent
        if parent.parent != articles_dir or parent.name != a.topic:
            add("topic-dir", f"dosya articles/{a.topic}/ altında olmalı (file must live in its topic dir)")
        for r in a.rulesets:
            if r not in RULESET_NAMES:
                add("ruleset", f"bilinmeyen kural seti '{r}'; geçerli: {', '.join(RULESET_NAMES)} (unknown ruleset)")
        if len(set(a.rulesets)) != len(a.rulesets):
            add("ruleset", "kural seti iki kez yazılmış (duplicate ruleset)")
        for s in a.sources:
            if s.label not in SOURCE_FILES:
                add("source-label", f"bilinmeyen kaynak '{s.label}'; geçerli: {', '.join(SOURCE_FILES)} (unknown source label)")
            elif lines is not None and s.label in lines and normalize_section(s.section) not in lines[s.label]:
                add("source-section", f"'{s.section}' {s.label} kaynağında bir satır/başlık olarak geçmiyor (section not found in source)")
        if a.calculator is not None and a.calculator not in CALCULATORS:
            add("calculator", f"bilinmeyen hesaplayıcı '{a.calculator}'; geçerli: {', '.join(CALCULATORS)} (unknown calculator)")
        for sid in a.see_also:
            if sid not in known:
                add("see-also", f"see_also '{sid}' diye bir madde yok (unknown article id)")
            elif sid == a.id:
                add("see-also", "madde kendisini see_also'ya koymuş (self reference)")
        for link in _KURAL_LINK.findall(a.body):
            if link not in known:
                add("body-link", f"/kural/{link} bağlantısı hiçbir maddeye gitmiyor (dead link)")
        n = len(a.asks)
        if not ASKS_MIN <= n <= ASKS_MAX:
            add("asks", f"{n} asks var; {ASKS_MIN}-{ASKS_MAX} olmalı (asks count out of range)")
        folded = [fold(" ".join(q.split())) for q in a.asks]
        dupes = sorted({q for q in folded if folded.count(q) > 1})
        if dupes:
            add("asks", f"aynı soru iki kez: {', '.join(dupes)} (duplicate asks)")
        if any(not q.strip() for q in a.asks):
            add("asks", "boş bir ask var (empty ask)")
        para = first_paragraph(a.body)
        if not para or para.startswith("#") or not plain_text(para):
            add("answer", "gövdenin ilk paragrafı cevap olmalı; boş ya da başlık (first paragraph must be the answer)")

    by_group: dict[str, list[Article]] = defaultdict(list)
    for _, a in parsed:
        if a.group:
            by_group[a.group].append(a)
    for group, members in by_group.items():
        seen: dict[str, str] = {}
        for a in members:
            for r in a.rulesets:
                if r in seen and seen[r] != a.id:
                    problems.append(Problem(a.path, "group", (
                        f"'{group}' grubunda {r} iki maddede: {seen[r]} ve {a.id}; "
                        "aynı soruya bir kural seti için tek cevap olmalı (rulesets overlap in a group)")))
                seen.setdefault(r, a.id)
    return problems


def _check_glossary(terms: list[GlossaryTerm], rel: str, known: set[str]) -> list[Problem]:
    """Unique terms (after folding) and keys; labels and article ids resolve."""
    problems: list[Problem] = []
    for label, counter in (("terim", Counter(fold(t.term.strip()) for t in terms)),
                           ("key", Counter(t.key for t in terms))):
        for value, n in sorted(counter.items()):
            if n > 1:
                problems.append(Problem(rel, "glossary-unique", f"{label} '{value}' {n} kez var (duplicate {label})"))
    for t in terms:
        for s in t.sources:
            if s not in SOURCE_FILES:
                problems.append(Problem(rel, "glossary-ref", f"{t.key}: bilinmeyen kaynak '{s}' (unknown source label)"))
        for aid in t.articles:
            if aid not in known:
                problems.append(Problem(rel, "glossary-ref", f"{t.key}: '{aid}' diye bir madde yok (unknown article id)"))
    return problems


def _check_not_covered(entries: list[NotCoveredEntry], rel: str, known: set[str]) -> list[Problem]:
    """Unique ids, 3-6 examples, point_to ids and rulesets resolve."""
    problems: list[Problem] = []
    for eid, n in sorted(Counter(e.id for e in entries).items()):
        if n > 1:
            problems.append(Problem(rel, "not-covered", f"id '{eid}' {n} kez var (duplicate id)"))
    for e in entries:
        if not EXAMPLES_MIN <= len(e.examples) <= EXAMPLES_MAX:
            problems.append(Problem(rel, "not-covered", (
                f"{e.id}: {len(e.examples)} örnek var; {EXAMPLES_MIN}-{EXAMPLES_MAX} olmalı (examples count)")))
        for aid in e.point_to:
            if aid not in known:
                problems.append(Problem(rel, "not-covered", f"{e.id}: point_to '{aid}' diye bir madde yok (unknown article id)"))
        for r in e.rulesets:
            if r not in RULESET_NAMES:
                problems.append(Problem(rel, "not-covered", f"{e.id}: bilinmeyen kural seti '{r}' (unknown ruleset)"))
    return problems


def validate_knowledge(
    root: Path = KNOWLEDGE_DIR, sources_dir: Path | None = SOURCES_DIR
) -> tuple[KnowledgeBase, list[Problem]]:
    """Load everything that parses and list every problem found (does not raise).

    ``sources_dir`` is where section citations are looked up; when it does not exist
    (or is None) that one check is skipped so a server without the sources still starts.
    The returned knowledge base holds only the items that passed their schema.
    """
    root = Path(root).resolve()
    if sources_dir is not None and not Path(sources_dir).is_dir():
        sources_dir = None
    problems: list[Problem] = []
    parsed: list[tuple[Path, Article]] = []
    for path in _article_files(root):
        art, probs = _parse_article(path, root)
        problems.extend(probs)
        if art is not None:
            parsed.append((path, art))
    problems.extend(_check_articles(parsed, root, sources_dir))
    known = {a.id for _, a in parsed}

    gpath, npath = root / "glossary.yaml", root / "not_covered.yaml"
    glossary, gprobs = _load_yaml_list(gpath, root, "terms", GlossaryTerm, "glossary-schema")
    entries, nprobs = _load_yaml_list(npath, root, "entries", NotCoveredEntry, "not-covered-schema")
    problems += gprobs + nprobs
    problems += _check_glossary(glossary, _rel(gpath, root), known)
    problems += _check_not_covered(entries, _rel(npath, root), known)

    articles = {a.id: a for _, a in sorted(parsed, key=lambda pa: pa[1].id)}
    kb = KnowledgeBase(articles=articles, glossary=glossary, not_covered=entries,
                       version=knowledge_version(root))
    return kb, problems


def load_knowledge(root: Path = KNOWLEDGE_DIR, sources_dir: Path | None = SOURCES_DIR) -> KnowledgeBase:
    """The validated knowledge base under ``root``; raises :class:`KnowledgeError` listing every problem."""
    kb, problems = validate_knowledge(root, sources_dir)
    if problems:
        raise KnowledgeError(problems)
    return kb


@lru_cache(maxsize=1)
def get_knowledge() -> KnowledgeBase:
    """The default knowledge base, loaded (and validated) once per process."""
    return load_knowledge()


# --------------------------------------------------------------------------- coverage


@dataclass(frozen=True)
class CoverageEntry:
    """One source section, the article ids that cover it, and an optional curator's note.

    A section written wholly in parentheses, e.g. ``(başlıksız kapanış)``, is a note row for
    a part of the source that has no heading; it is kept but not looked up in the source.
    """

    label: str
    section: str
    ids: tuple[str, ...] = field(default_factory=tuple)
    note: str = ""

    @property
    def is_note(self) -> bool:
        return self.section.startswith("(") and self.section.endswith(")")


COVERAGE_HEADER = """\
# Kapsam: kaynak bölümleri ve onları karşılayan maddeler

Bu dosya üretilir, elle düzenlenmez: `knowledge/coverage/*.md` parçalarını düzenleyip
`kural-abisi kb coverage` çalıştır. Her kaynak için bölümler kaynaktaki sırasıyla;
her satır `- <bölüm>: <madde id'leri>` (— = madde yok; parantez içi = not).
"""


def _split_outside_parens(text: str) -> tuple[str, str] | None:
    """Split at the last ':' that is not inside parentheses."""
    depth, cut = 0, -1
    for i, ch in enumerate(text):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(0, depth - 1)
        elif ch == ":" and depth == 0:
            cut = i
    return (text[:cut], text[cut + 1:]) if cut >= 0 else None


def _notes(text: str) -> tuple[str, list[str]]:
    """Text with its parenthesised notes removed, and the notes."""
    notes = [n.strip() for n in re.findall(r"\(([^()]*)\)", text) if n.strip()]
    return re.sub(r"\([^()]*\)", " ", text), notes


def parse_coverage(text: str, rel: str = "COVERAGE.md") -> tuple[list[CoverageEntry], list[Problem]]:
    r"""Parse ``## <label>`` headings and ``- <section>: id, id (note)`` lines.

    The section may hold colons (the split is at the last colon outside parentheses);
    ``—`` or nothing after the colon means no article covers it.

    >>> parse_coverage("## od-101-puan\n- Cezalar: +101: a-od, b-od (iki madde)\n")[0]
    [CoverageEntry(label='od-101-puan', section='Cezalar: +101', ids=('a-od', 'b-od'), note='iki madde')]
    """
    entries: list[CoverageEntry] = []
    problems: list[Problem] = []
    label: str | None = None
    for no, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if line.startswith("## "):
            label = line[3:].strip().strip("`")
            if label not in SOURCE_FILES:
                problems.append(Problem(rel, "coverage", f"satır {no}: bilinmeyen kaynak '{label}' (unknown source label)"))
            continue
        if not line.startswith(("- ", "* ")):
            continue
        if label is None:
            problems.append(Problem(rel, "coverage", f"satır {no}: '## <kaynak>' başlığından önce madde satırı (entry before a label heading)"))
            continue
        parts = _split_outside_parens(line[2:])
        if parts is None:
            problems.append(Problem(rel, "coverage", f"satır {no}: '- <bölüm>: id, id' biçiminde olmalı (missing colon)"))
            continue
        section = parts[0].strip().strip("`\"“”").strip()
        ids_text, notes = _notes(parts[1])
        ids = tuple(i for i in (x.strip().strip("`").strip() for x in ids_text.split(",")) if i and i.strip("—–-"))
        bad = [i for i in ids if not re.match(_SLUG, i)]
        if bad:
            problems.append(Problem(rel, "coverage", f"satır {no}: geçersiz id {', '.join(bad)} (invalid id)"))
        if not section:
            problems.append(Problem(rel, "coverage", f"satır {no}: bölüm adı boş (empty section)"))
            continue
        entries.append(CoverageEntry(label, section, ids, "; ".join(notes)))
    return entries, problems


def read_fragments(root: Path = KNOWLEDGE_DIR) -> tuple[list[CoverageEntry], list[Problem]]:
    """All entries of ``coverage/*.md``, files in name order."""
    entries: list[CoverageEntry] = []
    problems: list[Problem] = []
    for path in sorted((Path(root) / "coverage").glob("*.md")):
        e, p = parse_coverage(path.read_text(encoding="utf-8"), _rel(path, Path(root)))
        entries += e
        problems += p
    return entries, problems


def resolve_entry(entry: CoverageEntry, sources_dir: Path = SOURCES_DIR) -> tuple[int | None, CoverageEntry]:
    """The entry's line in its source and the entry with the section written as in the source.

    A trailing parenthesised remark after the section (``Başlık (giriş kısmı)``) is moved
    to the note when the section only resolves without it.
    """
    if entry.is_note:
        return None, entry
    hit = find_section(entry.label, entry.section, sources_dir)
    note = entry.note
    if hit is None:
        m = re.fullmatch(r"(.*\S)\s*\(([^()]*)\)", entry.section)
        if m and (hit := find_section(entry.label, m.group(1), sources_dir)):
            note = "; ".join(x for x in (m.group(2).strip(), note) if x)
    if hit is None:
        return None, entry
    return hit[0], CoverageEntry(entry.label, hit[1], entry.ids, note)


def merge_coverage(entries: Iterable[CoverageEntry], sources_dir: Path = SOURCES_DIR) -> list[CoverageEntry]:
    """One entry per (label, section): ids united and sorted, notes joined; labels in
    SOURCE_FILES order, sections in source line order, then unresolved ones, then note rows."""
    order = {label: i for i, label in enumerate(SOURCE_FILES)}
    merged: dict[tuple[str, str], dict] = {}
    for raw in entries:
        line, e = resolve_entry(raw, sources_dir)
        key = (e.label, e.section if e.is_note else normalize_section(e.section))
        rank = (order.get(e.label, len(order)), 0 if line is not None else 1 if not e.is_note else 2,
                line or 0, key[1])
        slot = merged.setdefault(key, {"rank": rank, "section": e.section, "ids": set(), "notes": []})
        slot["ids"] |= set(e.ids)
        if e.note and e.note not in slot["notes"]:
            slot["notes"].append(e.note)
    return [CoverageEntry(k[0], v["section"], tuple(sorted(v["ids"])), "; ".join(v["notes"]))
            for k, v in sorted(merged.items(), key=lambda kv: (kv[1]["rank"], kv[0]))]


def render_coverage(root: Path = KNOWLEDGE_DIR, sources_dir: Path = SOURCES_DIR) -> str:
    """The text of COVERAGE.md merged from the fragments; raises KnowledgeError on a bad fragment."""
    entries, problems = read_fragments(root)
    if problems:
        raise KnowledgeError(problems)
    lines = [COVERAGE_HEADER]
    label = None
    for e in merge_coverage(entries, sources_dir):
        if e.label != label:
            label = e.label
            lines.append(f"\n## {label}\n")
        note = f" ({e.note})" if e.note else ""
        lines.append(f"- {e.section}: {', '.join(e.ids) or '—'}{note}\n")
    return "".join(lines)


def write_coverage(root: Path = KNOWLEDGE_DIR, sources_dir: Path = SOURCES_DIR) -> Path:
    """Rewrite ``COVERAGE.md`` from the fragments; returns its path."""
    path = Path(root) / "COVERAGE.md"
    path.write_text(render_coverage(root, sources_dir), encoding="utf-8")
    return path


def load_coverage(root: Path = KNOWLEDGE_DIR) -> tuple[list[CoverageEntry], list[Problem]]:
    """The entries of ``COVERAGE.md`` (empty when it does not exist yet)."""
    path = Path(root) / "COVERAGE.md"
    if not path.is_file():
        return [], [Problem(_rel(path, Path(root)), "coverage", "COVERAGE.md yok: `kural-abisi kb coverage` çalıştır (missing)")]
    return parse_coverage(path.read_text(encoding="utf-8"), _rel(path, Path(root)))


# --------------------------------------------------------------------------- stats


def render_stats(kb: KnowledgeBase, coverage: list[CoverageEntry]) -> str:
    """Human-readable counts: per ruleset, per topic, and per source section the covering articles."""
    out = [f"Bilgi tabanı sürümü: {kb.version}",
           f"Madde: {len(kb.articles)}  Sözlük terimi: {len(kb.glossary)}  Kapsam dışı soru: {len(kb.not_covered)}",
           "", "Kural setine göre madde sayısı:"]
    for rid, name in RULESET_NAMES.items():
        out.append(f"  {rid:<18} {len(kb.for_ruleset(rid)):>4}  ({name})")
    out += ["", "Konuya göre madde sayısı:"]
    topics = Counter(a.topic for a in kb.articles.values())
    for slug, name in TOPICS.items():
        out.append(f"  {slug:<18} {topics.get(slug, 0):>4}  ({name})")
    out += ["", "Kaynak bölümlerine göre maddeler (COVERAGE.md):"]
    label = None
    for e in coverage:
        if e.label != label:
            label = e.label
            out.append(f"  {label}")
        out.append(f"    {e.section}: {', '.join(e.ids) if e.ids else '(madde yok)'}")
    mapped = {i for e in coverage for i in e.ids}
    unmapped = sorted(set(kb.articles) - mapped)
    out += ["", f"Hiçbir bölüme bağlanmamış madde: {len(unmapped)}"]
    out += [f"  {i}" for i in unmapped]
    return "\n".join(out) + "\n"
