#!/usr/bin/env bash
# Start the app on a spare local port, run the public eval against it, stop the app.
#   tools/eval.sh [cases.jsonl]   (default: the public eval, ../shared/eval/dev.jsonl)
set -euo pipefail
cd "$(dirname "$0")/.."
SHARED=$(.venv/bin/python -c "from referee.config import SHARED_DIR; print(SHARED_DIR)")
CASES=${1:-$SHARED/eval/dev.jsonl}
PORT=${EVAL_PORT:-8765}
LOG=var/eval-server.log
mkdir -p var
KURAL_RATE_LIMIT_PER_MINUTE=0 .venv/bin/uvicorn web.app:app --host 127.0.0.1 --port "$PORT" >"$LOG" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true; wait $pid 2>/dev/null || true' EXIT
for _ in $(seq 1 120); do
  if curl -fs "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1; then break; fi
  kill -0 $pid 2>/dev/null || { echo "eval: server did not start; see $LOG" >&2; cat "$LOG" >&2; exit 1; }
  sleep 0.25
done
.venv/bin/python "$SHARED/eval/score.py" --base-url "http://127.0.0.1:$PORT" --cases "$CASES" --verbose | tee var/eval-last.txt
