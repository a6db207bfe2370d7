"""``python -m bench`` (``make bench``): every measurement, then the report section of bench/RESULTS.md.

Usage: ``python -m bench [--limit N] [--skip-http] [--skip-cold] [--skip-modes] [--out PATH]``.
"""
from __future__ import annotations

import argparse
import math
import os
import sys
import tempfile
import time
from pathlib import Path

from bench import RECORDS_PATH, RESULTS_PATH
from bench.datasets import eval_items, load_eval, load_set, spent_rounds, subset
from bench.measure import (compare_modes, kb_load_in_process, loadavg, machine, phrasing_questions, retrieve_all,
                           run_parse, time_asks, write_records)
from bench.report import Report, render, write_section
from bench.servers import bench_env, run_cold, run_embed_probe, run_http, run_kb_load

#: Questions timed over HTTP (every k-th of all); the public eval adds its own 45 requests.
HTTP_SAMPLE = 100


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--limit", type=int, default=None, help="use about N questions of the set (quick run)")
    ap.add_argument("--skip-http", action="store_true", help="no uvicorn run, no public eval")
    ap.add_argument("--skip-cold", action="store_true", help="no cold-start or probe processes")
    ap.add_argument("--skip-modes", action="store_true", help="no comparison of the dense modes, no calibration")
    ap.add_argument("--out", type=Path, default=RESULTS_PATH, help="the Markdown file whose bench section is written")
    ap.add_argument("--records", type=Path, default=RECORDS_PATH, help="per-question JSONL output")
    args = ap.parse_args(argv)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="kural-bench-") as db_dir:
        # answers the bench stores go to a throw-away database; the index cache stays where `make build` put it
        keys = ("DATABASE_URL", "KURAL_RATE_LIMIT_PER_MINUTE")
        saved = {k: os.environ.get(k) for k in keys}
        os.environ.update({k: v for k, v in bench_env(db_dir).items() if k in keys})
        from referee.config import get_settings

        get_settings.cache_clear()
        try:
            _run(args, db_dir, started)
        finally:  # leave the caller's environment as it was (the quick test runs in the pytest process)
            for k, v in saved.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v
            get_settings.cache_clear()
    print(f"bench: wrote {args.out} in {time.perf_counter() - started:.0f} s", flush=True)
    return 0


def _run(args: argparse.Namespace, db_dir: str, started: float) -> None:
    from bench import blind, calibrate
    from referee.service import ask, get_pipeline

    info, load_before, phases = machine(), loadavg(), {}
    t0 = time.perf_counter()
    pipe = get_pipeline()
    load_s = time.perf_counter() - t0
    items = subset(load_set(), args.limit)
    rounds = spent_rounds()
    evs = eval_items(load_eval())
    if args.limit:
        rounds, evs = rounds[:: max(1, len(rounds) // 6)][:6], evs[:: max(1, len(evs) // 6)][:6]
    records = retrieve_all(pipe, items + rounds + evs)
    print(f"bench: retrieval done for {len(records)} questions", flush=True)

    modes, calibration = [], {}
    if not args.skip_modes:
        phases["modes"] = loadavg()
        modes = compare_modes(pipe, [i for i in items if i.covered], rounds, blind.judge)
        calibration = calibrate.summary(calibrate.gather(items + rounds, pipe))
        print("bench: modes and calibration done", flush=True)

    phases["in-process"] = loadavg()
    for rec, (ms, res) in zip(records, time_asks(lambda q, rs: ask(q, rs), [r.item for r in records], pipeline=pipe)):
        rec.answer_ms, rec.kind = ms, res.kind
    answer_ms = [ms for ms, res in time_asks(pipe.answer, [r.item for r in records if r.kind in ("rule", "not_covered")],
                                             pipeline=pipe)]
    kb_warm = kb_load_in_process()
    pairs, source = phrasing_questions()
    parse = run_parse(pairs[: (20 if args.limit else None)])
    parse.source = source
    print("bench: in-process latency done", flush=True)

    http = None
    if not args.skip_http:
        sample = [r.item for r in records]
        sample = sample[:: max(1, math.ceil(len(sample) / HTTP_SAMPLE))]
        phases["http"] = loadavg()
        http = run_http(sample, db_dir, with_eval=True)
        print(f"bench: HTTP done ({http.eval_summary or http.error})", flush=True)
    cold, probe, kb_fresh = None, {}, []
    if not args.skip_cold:
        phases["cold"] = loadavg()
        cold = run_cold(db_dir)
        probe = run_embed_probe([r.item.question for r in records][:60], db_dir)
        kb_fresh = run_kb_load(db_dir)
    rep = Report(info, load_before, loadavg(), pipe.kb.version, load_s, bool(pipe.index.from_cache), records, modes,
                 calibration, http, cold, parse, kb_warm, kb_fresh, args.limit, probe, answer_ms)
    rep.elapsed_s = time.perf_counter() - started
    rep.phases = phases
    args.out.parent.mkdir(parents=True, exist_ok=True)
    write_section(render(rep), args.out)
    write_records(records, args.records)


if __name__ == "__main__":
    sys.exit(main())
