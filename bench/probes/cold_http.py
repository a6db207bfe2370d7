"""``python -m bench.probes.cold_http [RUNS]``: a server's cold start as a player meets it.

Process start of ``uvicorn web.app:app`` (one worker, a throw-away SQLite database that the first
run migrates) → the first ``POST /api/ask`` answered, polled every 20 ms; RUNS whole servers in a
row (default 5), then the median. ``bench.probes.cold`` measures the same in-process, without the
web app; this adds FastAPI, every route module and the first request's own cost.
Prints one JSON line: ``{"wall_s": [...], "median_s": ..., "load": [1, 5, 15 min]}``.
"""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from bench.servers import free_port

QUESTION = "okeyi yere attim kac ceza yazilir"


def once(db: Path, root: Path) -> float:
    """Seconds from process start to the first answered question (the server is stopped after)."""
    port = free_port()
    env = dict(os.environ, KURAL_RATE_LIMIT_PER_MINUTE="0", DATABASE_URL=f"sqlite:///{db}")
    data = json.dumps({"question": QUESTION}).encode()
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "uvicorn", "web.app:app", "--port", str(port),
                             "--log-level", "warning"], cwd=root, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while True:
            if proc.poll() is not None:
                raise SystemExit("cold_http: the server exited")
            try:
                req = urllib.request.Request(f"http://127.0.0.1:{port}/api/ask", data=data,
                                             headers={"Content-Type": "application/json"})
                json.loads(urllib.request.urlopen(req, timeout=10).read())
                return time.perf_counter() - t0
            except OSError:
                time.sleep(0.02)
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def main(argv: list[str]) -> int:
    runs = int(argv[0]) if argv else 5
    root = Path(__file__).resolve().parents[2]
    with tempfile.TemporaryDirectory() as tmp:
        walls = [once(Path(tmp) / "cold.sqlite3", root) for _ in range(runs)]
    print(json.dumps({"wall_s": [round(w, 3) for w in walls], "median_s": round(statistics.median(walls), 3),
                      "load": [round(x, 2) for x in os.getloadavg()]}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
