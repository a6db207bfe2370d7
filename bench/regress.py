"""Replay spent blind rounds in-process: a regression figure, never a measure.

    .venv/bin/python -m bench.regress [ROUND_DIR_OR_FILE ...] [--misses]

With no argument every round under ``bench/rounds/`` is replayed (``<round>/cases.jsonl``). Each
case goes through the app's own ``POST /api/ask`` (FastAPI's TestClient, a throw-away SQLite file,
no rate limit) and is judged by ``bench/blind.py``'s :func:`judge`, the public scorer's matching.
A round that has been read is spent: its questions may be replayed here after a change, and the
figure says whether the change lost anything, but only a round nobody has read measures
understanding (first sight, ``bench/blind.py`` against a fresh round).
"""
from __future__ import annotations

import argparse
import json
import os
import tempfile
from pathlib import Path

ROUNDS_DIR = Path(__file__).resolve().parent / "rounds"


def _cases(path: Path) -> list[dict]:
    f = path / "cases.jsonl" if path.is_dir() else path
    return [json.loads(line) for line in f.read_text(encoding="utf-8").splitlines() if line.strip()]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    ap.add_argument("rounds", nargs="*", type=Path)
    ap.add_argument("--misses", action="store_true", help="list each missed case with its cause")
    a = ap.parse_args(argv)
    os.environ["KURAL_RATE_LIMIT_PER_MINUTE"] = "0"
    os.environ.setdefault("DATABASE_URL", "sqlite:///" + tempfile.mkdtemp() + "/regress.db")
    from fastapi.testclient import TestClient

    from bench.blind import judge
    from web.app import app

    rounds = a.rounds or sorted(p for p in ROUNDS_DIR.iterdir() if (p / "cases.jsonl").exists())
    with TestClient(app) as client:
        for path in rounds:
            rows = []
            for case in _cases(path):
                r = client.post("/api/ask", json={"question": case["question"], "ruleset": case.get("ruleset")})
                body = r.json() if r.status_code == 200 else None
                ok, cause = judge(case, body, None if body else f"status {r.status_code}")
                rows.append((case, ok, cause))
            passed = sum(ok for _, ok, _ in rows)
            wrong = sum(cause == "confident-wrong" for _, _, cause in rows)
            print(f"{path.name if path.is_dir() else path}: {passed}/{len(rows)} (confident-wrong {wrong})")
            if a.misses:
                for case, ok, cause in rows:
                    if not ok:
                        print(f"  {case['id']} {cause}: {case['question'][:100]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
