""""Bunu mu sordun?" (issue 13 §3): how often the near articles shown under a rule answer rescue a
wrong first article, and how often they are shown although the first article is right (noise).

Two labelled sets, answered by the real pipeline (``Pipeline.answer``, the page's own path):

- ``bench/retrieval_set.jsonl``: the covered questions; right = the ``target`` article or one of ``also``.
- the spent blind round ``/work/blind/rules-r1/`` (its rule questions): the round labels a source
  section and the words a right answer must hold, not an article; an article is right when it cites
  one of the case's (source, section) pairs, holds for the case's ruleset and its title and first
  paragraph hold every ``must_contain`` group and no ``must_not_contain`` one. Cases no article
  satisfies are left out (counted in the table).

For each closeness rule — the runner-up's fused score ≥ ratio × the first's, alone or with the
words' disagreement (a runner-up with a higher BM25 than the first) — the alternatives are computed
exactly as the page shows them (:func:`referee.answers.alternatives.near_alternatives`).

    .venv/bin/python -m bench.alternatives            # prints the Markdown tables
    .venv/bin/python -m bench.alternatives --write    # and writes them into bench/RESULTS.md (own section)
"""
from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from referee.knowledge import fold

BENCH = Path(__file__).parent
START, END = "<!-- followups:start -->", "<!-- followups:end -->"
ROUND = Path("/work/blind/rules-r1/cases.jsonl")
#: (ratio, lexical disagreement too) — the rules compared; the default is marked in the table.
RULES = ((0.85, False), (0.9, False), (0.95, False), (0.9, True), (0.95, True), (1.01, True))


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


def round_cases(kb) -> tuple[list[Case], int]:
    """The round's rule questions with their right articles (see the module docstring); and how many had none."""
    out, unlabelled = [], 0
    for line in ROUND.read_text(encoding="utf-8").splitlines():
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


def measure(pipeline, cases: list[Case]) -> dict[float, dict[str, int]]:
    from referee.answers.alternatives import near_alternatives
    from referee.classify.detect import detect_ruleset
    from referee.text.normalize import normalize

    counts = {r: {"n": 0, "right": 0, "wrong": 0, "rescued": 0, "noise": 0, "shown": 0} for r in (*RULES, None)}
    for case in cases:
        c = pipeline.answer(case.question, case.ruleset)
        first = c.sources[0]["id"] if c.kind == "rule" and c.sources else None
        ra = None
        if c.kind == "rule":
            norm = normalize(case.question)
            ra = pipeline.rules.answer(norm, detect_ruleset(norm, case.ruleset), case.ruleset)
        for rule, k in counts.items():
            alts = {a["id"] for a in near_alternatives(ra, pipeline.kb, *rule)} if ra is not None and rule else set()
            if rule is None:
                alts = {a["id"] for a in near_alternatives(ra, pipeline.kb)} if ra is not None else set()
                assert alts == {a["id"] for a in c.extra.get("alternatives", [])}  # what the page shows
            k["n"] += 1
            k["shown"] += bool(alts)
            if first in case.right:
                k["right"] += 1
                k["noise"] += bool(alts)
            else:
                k["wrong"] += 1
                k["rescued"] += bool(alts & case.right)
    return counts


def _rule_name(ratio: float, lexical: bool) -> str:
    if ratio > 1:
        return "words disagree (BM25) only"
    return f"score ratio ≥ {ratio}" + (" or words disagree" if lexical else "")


def table(name: str, counts: dict, default: tuple[float, bool]) -> list[str]:
    rows = []
    for rule in RULES:
        k = counts[rule]
        mark = " ←" if rule == default else ""
        rows.append(f"| {name} | {_rule_name(*rule)}{mark} | {k['rescued']}/{k['wrong']} ({k['rescued'] / max(k['wrong'], 1):.2f}) | "
                    f"{k['noise']}/{k['right']} ({k['noise'] / max(k['right'], 1):.2f}) | {k['shown']}/{k['n']} |")
    return rows


def section(bench: dict, blind: dict, unlabelled: int, breakdown: str, themes: list[str]) -> str:
    from referee.answers.alternatives import CLOSE_RATIO

    default = (CLOSE_RATIO, True)
    rows = table(f"bench set ({bench[None]['n']})", bench, default) + \
        table(f"rules-r1 ({blind[None]['n']} labelled, {unlabelled} without an article)", blind, default)
    both = {r: {k: bench[r][k] + blind[r][k] for k in bench[r]} for r in bench}
    ours, ratio_only = both[default], both[(0.9, False)]
    verdict = (f"Chosen (←): close when the runner-up scores at least {CLOSE_RATIO} of the first **or** a runner-up "
               f"matches the question's words better (BM25) than the chosen article. On both sets together it shows the "
               f"right article under {ours['rescued']} of the {ours['wrong']} wrong first answers (the score ratio alone "
               f"at 0.9, `Retrieval.close`: {ratio_only['rescued']}) and is shown needlessly under {ours['noise']} of the "
               f"{ours['right']} right ones ({ratio_only['noise']}).")
    return "\n".join([
        START,
        "## Issue 13: \"Bunu mu sordun?\" and the themes of not-covered questions (`python -m bench.alternatives --write`)",
        "",
        "### \"Bunu mu sordun?\": near articles under a close rule answer (`referee/answers/alternatives.py`)",
        "",
        "End to end (`Pipeline.answer`, what the page shows). *First wrong*: the answer's first article is not a "
        "right one (this includes questions answered as a calculation, by several articles or \"not covered\", where "
        "no alternatives are offered). rules-r1 has no article labels: an article counts as right when it cites one of "
        "the case's (source, section) pairs, holds for its ruleset, and its title and first paragraph hold every "
        "`must_contain` group and no `must_not_contain` one (module docstring of `bench/alternatives.py`).",
        "",
        "| set | close when | first wrong, right one among those shown | shown although the first is right (noise) "
        "| shown at all |",
        "|---|---|---|---|---|",
        *rows,
        "",
        verdict,
        "",
        breakdown,
        "",
        "### Themes of not-covered questions on /yonetim (`referee/themes.py`, `python -m bench.themes`)",
        "",
        *themes,
        END,
    ])


def breakdown_text(pipeline, cases: list[Case], name: str) -> str:
    """Where the wrong first articles of a set come from (which of them alternatives can help)."""
    from collections import Counter

    from referee.classify.detect import detect_ruleset
    from referee.text.normalize import normalize

    kinds: Counter[str] = Counter()
    for case in cases:
        c = pipeline.answer(case.question, case.ruleset)
        first = c.sources[0]["id"] if c.kind == "rule" and c.sources else None
        if first in case.right:
            continue
        if c.kind == "rule":
            norm = normalize(case.question)
            path = pipeline.rules.answer(norm, detect_ruleset(norm, case.ruleset), case.ruleset).path
            kinds["rule, one article" if path == "single" else f"rule ({path})"] += 1
        else:
            kinds[c.kind] += 1
    return f"{name}: the wrong first answers are " + ", ".join(f"{k} {n}" for k, n in kinds.most_common()) + \
        " (only a one-article rule answer can show alternatives)."


def main(argv: list[str]) -> int:
    from bench.themes import lines as theme_lines
    from referee.service import get_pipeline

    p = get_pipeline()
    cases = bench_cases()
    bench = measure(p, cases)
    labelled, unlabelled = round_cases(p.kb)
    blind = measure(p, labelled)
    text = section(bench, blind, unlabelled,
                   breakdown_text(p, cases, "Bench set") + " " + breakdown_text(p, labelled, "rules-r1"), theme_lines())
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
