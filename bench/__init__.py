"""The benchmark as a package: ``python -m bench`` (``make bench``) measures the production code.

- :mod:`bench.datasets`: the labelled retrieval set, the public eval, the spent blind rounds.
- :mod:`bench.metrics`: percentiles, hit@k and MRR, abstention precision and recall.
- :mod:`bench.measure`: retrieval and answers through the public API (``Retriever.search``,
  ``Pipeline.answer``, ``service.ask``), one record per question.
- :mod:`bench.calibrate`: the coverage models of :mod:`referee.search.coverage`, fitted on the
  bench set and the spent blind rounds, with cross-validated precision and recall.
- :mod:`bench.servers`: a real uvicorn on a free port, the public eval against it, cold starts and
  probes as separate processes (:mod:`bench.probes`).
- :mod:`bench.report`: the Jinja2 report template, written only between this script's own markers
  in ``bench/RESULTS.md`` (other engineers' sections stay as they are).
"""
from __future__ import annotations

from pathlib import Path

from referee.config import SHARED_DIR

ROOT = Path(__file__).resolve().parent.parent
BENCH_DIR = ROOT / "bench"
SET_PATH = BENCH_DIR / "retrieval_set.jsonl"
RESULTS_PATH = BENCH_DIR / "RESULTS.md"
EVAL_DIR = SHARED_DIR / "eval"
EVAL_CASES = EVAL_DIR / "dev.jsonl"
SCORE_PY = EVAL_DIR / "score.py"
ROUNDS_DIR = BENCH_DIR / "rounds"
#: Where spent blind rounds are kept: ``bench/rounds/<name>/cases.jsonl`` (never ``sealed/``).
BLIND_DIR = ROUNDS_DIR
#: Spent blind rounds of rule questions (read for calibration and as regression figures), oldest first.
SPENT_RULE_ROUNDS = tuple(sorted((p.name for p in ROUNDS_DIR.glob("rules-r*") if (p / "cases.jsonl").exists()),
                                 key=lambda n: int(n.rsplit("r", 1)[1])))
RECORDS_PATH = ROOT / "var" / "bench" / "last.jsonl"
