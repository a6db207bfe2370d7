"""Loading the knowledge base: parse every file, check everything in one pass, list every problem.

:func:`validate_knowledge` loads what parses and returns every problem (a curator fixes a batch
at once); :func:`load_knowledge` raises :class:`~referee.knowledge.models.KnowledgeError` instead;
:func:`get_knowledge` is the default knowledge base, loaded once per process.
"""
from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path
from typing import TypeVar

import frontmatter
import yaml
from pydantic import BaseModel, ValidationError

from referee.config import KNOWLEDGE_DIR
from referee.knowledge.checks import check_articles, check_glossary, check_not_covered
from referee.knowledge.files import article_files, shown_path
from referee.knowledge.models import Article, GlossaryTerm, KnowledgeBase, KnowledgeError, NotCoveredEntry, Problem
from referee.knowledge.sources import SOURCES_DIR

M = TypeVar("M", bound=BaseModel)


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
    rel = shown_path(path, root)
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
    rel = shown_path(path, root)
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


def knowledge_version(root: Path = KNOWLEDGE_DIR) -> str:
    """sha256 (first 12 hex) over the sorted paths and contents of every file the KB loads."""
    files = article_files(root) + [p for p in (root / "glossary.yaml", root / "not_covered.yaml") if p.is_file()]
    h = hashlib.sha256()
    for p in sorted(files, key=lambda p: p.relative_to(root).as_posix()):
        h.update(p.relative_to(root).as_posix().encode())
        h.update(b"\0")
        h.update(p.read_bytes())
        h.update(b"\0")
    return h.hexdigest()[:12]


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
    for path in article_files(root):
        art, probs = _parse_article(path, root)
        problems.extend(probs)
        if art is not None:
            parsed.append((path, art))
    problems.extend(check_articles(parsed, root, sources_dir))
    known = {a.id for _, a in parsed}

    gpath, npath = root / "glossary.yaml", root / "not_covered.yaml"
    glossary, gprobs = _load_yaml_list(gpath, root, "terms", GlossaryTerm, "glossary-schema")
    entries, nprobs = _load_yaml_list(npath, root, "entries", NotCoveredEntry, "not-covered-schema")
    problems += gprobs + nprobs
    problems += check_glossary(glossary, shown_path(gpath, root), known)
    problems += check_not_covered(entries, shown_path(npath, root), known)

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
