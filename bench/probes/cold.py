"""``python -m bench.probes.cold QUESTION``: process start → first answer (imports, load, one ask)."""
from __future__ import annotations

import json
import resource
import sys
import time

T0 = time.perf_counter()


def main(argv: list[str]) -> int:
    from referee.service import ask, get_pipeline

    t_import = time.perf_counter() - T0
    result = ask(argv[0])
    p = get_pipeline()
    print(json.dumps({"kind": result.kind, "inner_s": time.perf_counter() - T0, "import_s": t_import,
                      "from_cache": bool(p.index.from_cache),
                      "e5_loaded": bool(getattr(getattr(p.index.embedder, "inner", None), "loaded", True)),
                      "maxrss_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
