"""Golden snapshots: what the public API answers today, so a refactor can prove it changed nothing.

Three snapshot files under ``tests/golden/snapshots/``:

- ``ask_phrasings.json``: ``POST /api/ask`` for every row of the phrasing corpus
  (:mod:`tests.referee.phrasings`: ``PHRASINGS`` and ``NOT_STORIES``);
- ``ask_eval.json``: ``POST /api/ask`` for every case of ``../shared/eval/dev.jsonl``;
- ``calc.json``: ``POST /api/calc/*`` for the source examples in ``calc_cases.json``
  (the worked examples and rule cases the calculator and API tests send, errors included).

Payloads are normalised: the random ``id``, ``short_url``, ``created_at`` and the
``knowledge_version`` are dropped; everything else is kept exactly.

``tests/golden/test_golden.py`` compares. A pure refactor must not change a snapshot.
A behaviour change regenerates them and the author reads the diff before committing::

    .venv/bin/python -m tests.golden update          # all three
    .venv/bin/python -m tests.golden update calc     # one of: phrasings, eval, calc
    .venv/bin/python -m tests.golden check           # the same comparison as the test, with diffs
"""
from __future__ import annotations

import json
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator

from referee.config import SHARED_DIR

HERE = Path(__file__).resolve().parent
SNAPSHOTS = HERE / "snapshots"
CALC_CASES = HERE / "calc_cases.json"
EVAL_CASES = SHARED_DIR / "eval" / "dev.jsonl"

#: Keys of an /api/ask payload that differ on every call or every knowledge edit.
VOLATILE = ("id", "short_url", "created_at", "knowledge_version")

Case = dict[str, Any]


def phrasing_cases() -> list[Case]:
    """Every phrasing row and every not-a-story text, in corpus order."""
    from tests.referee.phrasings import NOT_STORIES, PHRASINGS

    cases = [{"question": q, "ruleset": rs} for q, rs, _numbers, _checks in PHRASINGS]
    cases += [{"question": q, "ruleset": None} for q in NOT_STORIES]
    return cases


def eval_cases() -> list[Case]:
    """The public eval's questions with their ruleset (``../shared/eval/dev.jsonl``)."""
    rows = [json.loads(line) for line in EVAL_CASES.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [{"id": r["id"], "question": r["question"], "ruleset": r.get("ruleset")} for r in rows]


def calc_cases() -> list[Case]:
    """``{"endpoint": "/api/calc/…", "body": {...}}`` for each source example."""
    return json.loads(CALC_CASES.read_text(encoding="utf-8"))


def normalise(payload: Any) -> Any:
    """An /api/ask payload without the keys that change on every call."""
    if isinstance(payload, dict):
        return {k: v for k, v in payload.items() if k not in VOLATILE}
    return payload


@contextmanager
def golden_client() -> Iterator[Any]:
    """A TestClient on an app of its own settings: temporary SQLite, no rate limit, a fixed base URL."""
    from fastapi.testclient import TestClient

    from referee.config import Settings
    from web.app import create_app

    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(database_url=f"sqlite:///{Path(tmp) / 'golden.sqlite3'}", rate_limit_per_minute=0,
                            base_url="https://kural.test")
        yield TestClient(create_app(settings, warm_up=False), raise_server_exceptions=False)


def _ask(client: Any, case: Case) -> Case:
    r = client.post("/api/ask", json={"question": case["question"], "ruleset": case["ruleset"]})
    return {**case, "status": r.status_code, "payload": normalise(r.json())}


def _calc(client: Any, case: Case) -> Case:
    r = client.post(case["endpoint"], json=case["body"])
    return {**case, "status": r.status_code, "response": r.json()}


#: snapshot name → (cases, how one case is answered)
KINDS: dict[str, tuple[Callable[[], list[Case]], Callable[[Any, Case], Case]]] = {
    "phrasings": (phrasing_cases, _ask),
    "eval": (eval_cases, _ask),
    "calc": (calc_cases, _calc),
}

FILES = {"phrasings": "ask_phrasings.json", "eval": "ask_eval.json", "calc": "calc.json"}


def compute(kind: str, client: Any) -> list[Case]:
    """Today's answers for one snapshot kind."""
    cases, answer = KINDS[kind]
    return [answer(client, c) for c in cases()]


def path(kind: str) -> Path:
    return SNAPSHOTS / FILES[kind]


def dumps(entries: list[Case]) -> str:
    """Stable, diff-friendly JSON (keys sorted, Turkish letters as they are)."""
    return json.dumps(entries, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def load(kind: str) -> list[Case]:
    return json.loads(path(kind).read_text(encoding="utf-8"))


def differences(kind: str, got: list[Case], limit: int = 5) -> list[str]:
    """Human-readable diffs of the first ``limit`` entries that differ from the stored snapshot."""
    import difflib

    want = load(kind)
    out: list[str] = []
    if len(want) != len(got):
        out.append(f"{kind}: {len(want)} stored entries, {len(got)} now (cases added or removed: update)")
    for i, (w, g) in enumerate(zip(want, got)):
        if w != g and len(out) < limit:
            a, b = dumps([w]).splitlines(), dumps([g]).splitlines()
            title = w.get("question") or w.get("endpoint")
            diff = "\n".join(difflib.unified_diff(a, b, "stored", "now", n=2, lineterm=""))
            out.append(f"{kind}[{i}] {title!r}:\n{diff}")
    return out
