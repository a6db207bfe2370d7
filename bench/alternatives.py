""""Bunu mu sordun?" (issue 13 §3): how often the near articles shown under a rule answer rescue a
wrong first article, and how often they are shown although the first article is right (noise).

Measured once on the spent blind rule rounds of an early session (``rules-r1``, ``rules-r2``, since lost; never ``sealed/``),
answered by the real pipeline (``Pipeline.answer``, the page's own path), with the bench set
(``bench/retrieval_set.jsonl``, right = the ``target`` article or one of ``also``) as a reference.
The rounds label a source section and the words a right answer must hold, not an article: an
article is right when it cites one of the case's (source, section) pairs, holds for the case's
ruleset, and its title and first paragraph hold every ``must_contain`` group and no
``must_not_contain`` one. Cases no article satisfies are left out (counted in the table).

"Close" is the retriever's own :attr:`~referee.search.retrieve.Retrieval.close`; the sweep replays
that decision on the same hits with other ``RetrievalConfig.close_ratio`` values, and the
alternatives are computed exactly as the page shows them
(:func:`referee.answers.alternatives.near_alternatives`).

    .venv/bin/python -m bench.alternatives            # prints the Markdown tables
    .venv/bin/python -m bench.alternatives --write    # and writes them into bench/RESULTS.md (own section)
"""
from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass, replace
from pathlib import Path

from bench import BLIND_DIR
from referee.knowledge import fold

BENCH = Path(__file__).parent
START, END = "<!-- followups:start -->", "<!-- followups:end -->"
#: The spent rounds of rule questions measured (never anything under ``sealed/``).
ROUNDS = ("rules-r1", "rules-r2")
#: close_ratio values replayed on the same hits; the configured one is marked in the table.
RATIOS = (0.8, 0.85, 0.9, 0.95)


@dataclass(frozen=True)
class Case:
    question: str
    ruleset: str | None
    right: frozenset[str]


def bench_cases() -> list[Case]:
    out = []
    for line in (BENCH / "retrieval_set.jsonl").read_text(encoding="utf-8").splitlines():
        r = json.loads(line)
        if r["target"] != "not_covered":
            out.append(Case(r["question"], r.get("ruleset"), frozenset([r["target"], *r.get("also", ())])))
    return out


def _holds(text: str, group: object) -> bool:
    words = group if isinstance(group, list) else [group]
    return any(fold(str(w)) in text for w in words)


def round_cases(kb, name: str) -> tuple[list[Case], int]:
    """A round's rule questions with their right articles (see the module docstring); and how many had none."""
    if "sealed" in Path(name).parts:
        raise ValueError("sealed rounds are never read")
    out, unlabelled = [], 0
    for line in (BLIND_DIR / name / "cases.jsonl").read_text(encoding="utf-8").splitlines():
        c = json.loads(line)
        if c["kind"] != "rule":
            continue
        sections = c["section"] if isinstance(c["section"], list) else [c["section"]]
        right = set()
        for a in kb.articles.values():
            if not any(s.label in c["source"] and s.section in sections for s in a.sources):
                continue
            if c.get("ruleset") and c["ruleset"] not in a.rulesets:
                continue
            text = fold(a.title + " " + a.answer)
            if all(_holds(text, g) for g in c["must_contain"]) and not any(
                    _holds(text, g) for g in c.get("must_not_contain") or []):
                right.add(a.id)
        if right:
            out.append(Case(c["question"], c.get("ruleset"), frozenset(right)))
        else:
            unlabelled += 1
    return out, unlabelled


def measure(pipeline, cases: list[Case]) -> tuple[dict[float, dict[str, int]], dict[str, int]]:
    """Counts per close_ratio, and where the wrong first answers come from."""
    from referee.answers.alternatives import near_alternatives
    from referee.classify.detect import detect_ruleset
    from referee.text.normalize import normalize

    counts = {r: {"n": 0, "right": 0, "wrong": 0, "rescued": 0, "noise": 0, "shown": 0} for r in RATIOS}
    wrong_kinds: dict[str, int] = {}
    for case in cases:
        c = pipeline.answer(case.question, case.ruleset)
        first = c.sources[0]["id"] if c.kind == "rule" and c.sources else None
        ra = None
        if c.kind == "rule":
            norm = normalize(case.question)
            ra = pipeline.rules.answer(norm, detect_ruleset(norm, case.ruleset), case.ruleset)
            shown = {a["id"] for a in near_alternatives(ra, pipeline.kb)}
            assert shown == {a["id"] for a in c.alternatives}  # what the page shows
        if first not in case.right:
            kind = c.kind if ra is None else ("rule, one article" if ra.path == "single" else f"rule ({ra.path})")
            wrong_kinds[kind] = wrong_kinds.get(kind, 0) + 1
        for ratio, k in counts.items():
            alts: set[str] = set()
            if ra is not None and ra.retrieval is not None:
                cfg = ra.retrieval.config.model_copy(update={"close_ratio": ratio})
                alts = {a["id"] for a in near_alternatives(replace(ra, retrieval=replace(ra.retrieval, config=cfg)),
                                                           pipeline.kb)}
            k["n"] += 1
            k["shown"] += bool(alts)
            if first in case.right:
                k["right"] += 1
                k["noise"] += bool(alts)
            else:
                k["wrong"] += 1
                k["rescued"] += bool(alts & case.right)
    return counts, wrong_kinds


def table(name: str, counts: dict, default: float) -> list[str]:
    rows = []
    for ratio in RATIOS:
        k = counts[ratio]
        mark = " ←" if ratio == default else ""
        rows.append(f"| {name} | {ratio}{mark} | {k['rescued']}/{k['wrong']} ({k['rescued'] / max(k['wrong'], 1):.2f}) | "
                    f"{k['noise']}/{k['right']} ({k['noise'] / max(k['right'], 1):.2f}) | {k['shown']}/{k['n']} |")
    return rows


def _wrong(name: str, kinds: dict[str, int]) -> str:
    return f"{name}: " + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items(), key=lambda x: -x[1]))


def section(measured: list[tuple[str, dict, dict]], default: float, themes: list[str]) -> str:
    rows = [r for name, counts, _ in measured for r in table(name, counts, default)]
    blind = [counts for name, counts, _ in measured if name.startswith("rules-")]
    both = {k: sum(c[default][k] for c in blind) for k in blind[0][default]}
    single = sum(kinds.get("rule, one article", 0) for name, _, kinds in measured if name.startswith("rules-"))
    best = {r: sum(c[r]["rescued"] for c in blind) - sum(c[r]["noise"] for c in blind) for r in RATIOS}
    verdict = (f"In use (←): `RetrievalConfig.close_ratio` = {default} (the retriever's `Retrieval.close`: the runner-up "
               f"within that share of the first's fused score while BM25, akana and e5 do not all name the first). On the "
               f"two spent rounds together the alternatives hold the right article under **{both['rescued']} of the "
               f"{both['wrong']}** wrong first answers ({single} of those were one-article rule answers, the only ones "
               f"that can offer alternatives), and are shown although the first article is right under "
               f"**{both['noise']} of the {both['right']}** right ones. Rescued minus noise on the two rounds, per ratio: "
               + ", ".join(f"{r}: {best[r]:+d}" for r in RATIOS) + f" (best: {max(RATIOS, key=lambda r: best[r])}); a "
               "lower ratio rescues a few more at the price of more needless offers.")
    return "\n".join([
        START,
        "## Issue 13: \"Bunu mu sordun?\" and the themes of not-covered questions (`python -m bench.alternatives --write`)",
        "",
        "### \"Bunu mu sordun?\": near articles under a close rule answer (`referee/answers/alternatives.py`)",
        "",
        "End to end (`Pipeline.answer`, what the page shows), on the spent blind rule rounds and, for reference, the "
        "bench set. *First wrong*: the answer's first article is not a right one (this includes questions answered as a "
        "calculation, by several articles or \"not covered\", where no alternatives are offered). The rounds have no "
        "article labels: an article counts as right when it cites one of the case's (source, section) pairs, holds for "
        "its ruleset, and its title and first paragraph hold every `must_contain` group and no `must_not_contain` one "
        "(module docstring of `bench/alternatives.py`). Other ratios are the same hits with the decision replayed.",
        "",
        "| set | close_ratio | first wrong, right one among those shown | shown although the first is right (noise) "
        "| shown at all |",
        "|---|---|---|---|---|",
        *rows,
        "",
        verdict,
        "",
        "Where the wrong first answers come from (only a one-article rule answer can show alternatives): "
        + "; ".join(_wrong(name, kinds) for name, _, kinds in measured) + ".",
        "",
        "### Themes of not-covered questions on /yonetim (`referee/themes.py`, `python -m bench.themes`)",
        "",
        *themes,
        END,
    ])


def main(argv: list[str]) -> int:
    from bench.themes import lines as theme_lines
    from referee.service import get_pipeline

    p = get_pipeline()
    measured = []
    for name in ROUNDS:
        labelled, unlabelled = round_cases(p.kb, name)
        counts, kinds = measure(p, labelled)
        measured.append((f"{name} ({len(labelled)} labelled, {unlabelled} without an article)", counts, kinds))
    cases = bench_cases()
    counts, kinds = measure(p, cases)
    measured.append((f"bench set ({len(cases)})", counts, kinds))
    text = section(measured, p.retriever.config.close_ratio, theme_lines())
    print(text)
    if "--write" in argv:
        path = BENCH / "RESULTS.md"
        old = path.read_text(encoding="utf-8")
        pattern = re.escape(START) + r".*?" + re.escape(END)
        new = re.sub(pattern, lambda _: text, old, flags=re.S) if re.search(pattern, old, flags=re.S) \
            else old.rstrip("\n") + "\n\n" + text + "\n"
        path.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
