"""What the load sends: (method, path, body) lines per kind of load.

``ask``: the public eval's questions (repeating: the question cache helps); ``fresh``: rule and
not-covered questions the server has not been asked in this run, each once (issue 10's
throughput target: no cache can help); ``page``: answer pages of stored codes; ``calc``: the
calculator endpoints' own examples; ``mix``: 3 asks, 5 pages and 2 calculations in every 10.
"""
from __future__ import annotations

import json
import random
from typing import Any

from loadtest.server import ROOT
from referee.config import SHARED_DIR

EVAL = SHARED_DIR / "eval" / "dev.jsonl"
#: The bench set and the spent blind rule rounds kept in the repository (the rounds r1–r5 under ../blind
#: that this list named once are gone from the machine: the fresh set had shrunk to the bench set alone).
FRESH_SOURCES = (ROOT / "bench" / "retrieval_set.jsonl", *sorted((ROOT / "bench" / "rounds").glob("rules-r*/cases.jsonl")))


def eval_questions() -> list[dict[str, Any]]:
    rows = [json.loads(line) for line in EVAL.read_text().splitlines() if line.strip()]
    return [{"question": r["question"], "ruleset": r.get("ruleset")} for r in rows]


def fresh_questions() -> list[dict[str, Any]]:
    """Rule and not-covered questions the server has not been asked in this run (the bench set and the
    spent blind rule rounds, without the eval's questions the warm-up asks), each once."""
    seen = {q["question"] for q in eval_questions()}
    out = []
    for path in FRESH_SOURCES:
        if not path.exists():
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                r = json.loads(line)
                if r["question"] not in seen and r.get("kind") != "calculation":
                    seen.add(r["question"])
                    out.append({"question": r["question"], "ruleset": r.get("ruleset")})
    return out


def calc_bodies() -> list[tuple[str, dict[str, Any]]]:
    from web.api.calc import HAND_EXAMPLES, MATCH_EXAMPLES

    out = [("/api/calc/hand", ex["value"]) for ex in HAND_EXAMPLES.values()]
    out += [("/api/calc/match", ex["value"]) for ex in MATCH_EXAMPLES.values()]
    out += [("/api/calc/okey", {"gosterge": g}) for g in ("sarı 5", "mavi 13", "kırmızı 1", "siyah 9")]
    return out


def request_lines(kind: str, codes: list[str], rng: random.Random) -> list[tuple[str, str, str]]:
    """(method, path, body) lines for one kind of load; the mix interleaves the others 3:5:2."""
    asks = [("POST", "/api/ask", json.dumps(q, ensure_ascii=False)) for q in eval_questions()]
    pages = [("GET", f"/a/{c}", "") for c in codes]
    calcs = [("POST", p, json.dumps(b, ensure_ascii=False)) for p, b in calc_bodies()]
    if kind == "ask":
        return asks
    if kind == "fresh":
        return [("POST", "/api/ask", json.dumps(q, ensure_ascii=False)) for q in fresh_questions()]
    if kind == "page":
        return pages
    if kind == "calc":
        return calcs
    mix = [rng.choice(asks) for _ in range(30)] + [rng.choice(pages) for _ in range(50)] \
        + [rng.choice(calcs) for _ in range(20)]
    rng.shuffle(mix)
    return mix
