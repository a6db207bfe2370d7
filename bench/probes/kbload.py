"""``python -m bench.probes.kbload``: loading and validating the knowledge base in a fresh process."""
from __future__ import annotations

import json
import time


def main() -> int:
    t0 = time.perf_counter()
    from referee.knowledge import load_knowledge

    t_import = time.perf_counter() - t0
    t1 = time.perf_counter()
    kb = load_knowledge()
    print(json.dumps({"import_s": t_import, "load_s": time.perf_counter() - t1, "articles": len(kb.articles)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
