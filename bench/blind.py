"""Score a blind round: questions nobody on the team had read, against a running server.

    python bench/blind.py CASES.jsonl [--base-url URL | --start] [--out results.json]

A case is a line of JSON as the public eval has it (``kind``, ``ruleset``, ``question``,
``must_contain``, ``must_not_contain``) plus the blind-round fields: ``style``, ``polarity``
("evet" | "hayir" | null) for rule questions, and ``expect`` ("number" | "missing") for score
stories. Matching is the public scorer's (``../shared/eval/score.py``), so a pass here is a pass
there; on top, every miss gets a cause:

- rule: ``abstained`` (answered "not covered"), ``polarity`` (a yes/no question answered with the
  wrong Evet/Hayır, or a "kaç / ne / nasıl" question starting with one), ``wrong`` (the facts asked
  for are missing), ``calc-route`` (sent to the calculators).
- not covered: ``answered`` (a confident rule or number for a question our sources do not cover).
- calculation: ``confident-wrong`` (a number stated that is not the right one), ``refused``
  (no number, although every fact was given); for an ``expect: missing`` story, ``guessed``
  (a number although a fact that changes it was missing).
"""
from __future__ import annotations

import argparse
import collections
import importlib.util
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from referee.config import SHARED_DIR

ROOT = Path(__file__).resolve().parent.parent
SCORE_PY = SHARED_DIR / "eval" / "score.py"


def _scorer():
    spec = importlib.util.spec_from_file_location("kural_score", SCORE_PY)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)  # type: ignore[union-attr]
    return mod


S = _scorer()
YES = ("evet",)
NO = ("hayir",)


def _lead(answer: str) -> str:
    return S.fold(answer).lstrip("*_ ").split("\n", 1)[0]


def _flat(items: list | None) -> list[str]:
    """must_not_contain entries, a writer's list of alternatives flattened (each one is wrong)."""
    return [x for e in items or [] for x in (e if isinstance(e, list) else [e])]


def judge(case: dict, body: dict | None, error: str | None) -> tuple[bool, str]:
    """(passed, cause) for one case and the server's reply."""
    if body is None:
        return False, f"http: {error}"
    kind, answer = body.get("kind"), body.get("answer") or ""
    folded = S.fold(answer)
    calc = body.get("calculation") or {}
    has_number = kind == "calculation" and calc.get("result") is not None
    want = case["kind"]
    if want == "not_covered":
        return (True, "") if kind == "not_covered" else (False, "answered")
    if want == "calculation" and case.get("expect") == "missing":
        return (False, "guessed") if has_number else (True, "")
    if kind == "not_covered":
        return False, "abstained" if want == "rule" else "refused"
    missing = S.check_must(folded, case.get("must_contain"))
    bad = S.check_must_not(folded, _flat(case.get("must_not_contain")))
    content_ok = not missing and not bad and bool(body.get("sources"))
    if want == "calculation":
        if kind == "calculation" and content_ok:
            return True, ""
        return False, "confident-wrong" if has_number else "refused"
    lead = _lead(answer)
    pol = case.get("polarity")
    if pol == "evet" and not lead.startswith(YES):
        return False, "polarity"
    if pol == "hayir" and not lead.startswith(NO):
        return False, "polarity"
    if not pol and case.get("style") not in (None, "yesno", "may") and lead.startswith(YES + NO):
        return False, "polarity"
    if not content_ok:
        return False, "calc-route" if kind == "calculation" else "wrong"
    return True, ""


def post(base: str, case: dict, timeout: float = 30.0) -> tuple[dict | None, str | None, float]:
    data = json.dumps({"question": case["question"], "ruleset": case.get("ruleset")}).encode()
    req = urllib.request.Request(base.rstrip("/") + "/api/ask", data=data, method="POST",
                                 headers={"Content-Type": "application/json"})
    t0 = time.perf_counter()
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return json.loads(r.read()), None, (time.perf_counter() - t0) * 1000
    except Exception as exc:  # noqa: BLE001 - a failed request is a failed case
        return None, str(exc), (time.perf_counter() - t0) * 1000


def start_server() -> tuple[subprocess.Popen, str]:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = {**os.environ, "KURAL_RATE_LIMIT_PER_MINUTE": "0"}
    proc = subprocess.Popen([sys.executable, "-m", "uvicorn", "web.app:app", "--host", "127.0.0.1",
                             "--port", str(port), "--log-level", "warning"], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    for _ in range(240):
        try:
            urllib.request.urlopen(base + "/healthz", timeout=1)
            return proc, base
        except Exception:  # noqa: BLE001 - not up yet
            time.sleep(0.25)
    proc.kill()
    raise SystemExit("server did not start")


def summarise(rows: list[dict]) -> str:
    """A Markdown summary: pass rate by kind and style, misses by cause."""
    out = []
    by_kind = collections.defaultdict(lambda: [0, 0])
    by_style = collections.defaultdict(lambda: [0, 0])
    causes = collections.Counter()
    for r in rows:
        k = r["kind"] + ("/missing" if r.get("expect") == "missing" else "")
        by_kind[k][1] += 1
        by_style[r.get("style") or "-"][1] += 1
        if r["passed"]:
            by_kind[k][0] += 1
            by_style[r.get("style") or "-"][0] += 1
        else:
            causes[f'{r["kind"]}: {r["cause"]}'] += 1
    total = sum(r["passed"] for r in rows)
    out.append(f"overall {total}/{len(rows)} ({100 * total / max(len(rows), 1):.0f} %)")
    out.append("| kind | passed | % |\n|---|---|---|")
    out += [f"| {k} | {p}/{n} | {100 * p / n:.0f} |" for k, (p, n) in sorted(by_kind.items())]
    out.append("\n| style | passed | % |\n|---|---|---|")
    out += [f"| {k} | {p}/{n} | {100 * p / n:.0f} |" for k, (p, n) in sorted(by_style.items())]
    out.append("\n| miss cause | count |\n|---|---|")
    out += [f"| {c} | {n} |" for c, n in causes.most_common()]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    ap.add_argument("cases")
    ap.add_argument("--base-url")
    ap.add_argument("--start", action="store_true", help="start this checkout's server on a free port")
    ap.add_argument("--out", help="write every case with its reply and verdict here (JSON)")
    a = ap.parse_args(argv)
    cases = [json.loads(line) for line in Path(a.cases).read_text().splitlines() if line.strip()]
    proc = None
    base = a.base_url
    if a.start or not base:
        proc, base = start_server()
    try:
        rows = []
        for c in cases:
            body, err, ms = post(base, c)
            ok, cause = judge(c, body, err)
            rows.append({**c, "passed": ok, "cause": cause, "ms": round(ms, 1),
                         "got_kind": (body or {}).get("kind"), "got": (body or {}).get("answer", err)})
    finally:
        if proc:
            proc.terminate()
            proc.wait(10)
    if a.out:
        Path(a.out).write_text(json.dumps(rows, ensure_ascii=False, indent=1))
    print(summarise(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
