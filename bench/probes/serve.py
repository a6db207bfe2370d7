"""``python -m bench.probes.serve PORT RSS_FILE``: the app under uvicorn; its peak RSS written on exit."""
from __future__ import annotations

import resource
import sys

import uvicorn


def main(argv: list[str]) -> int:
    port, rss_file = int(argv[0]), argv[1]
    try:
        uvicorn.run("web.app:app", host="127.0.0.1", port=port, log_level="warning")
    finally:
        with open(rss_file, "w", encoding="utf-8") as fh:
            fh.write(str(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
