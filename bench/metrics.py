"""Percentiles, ranking scores and abstention precision / recall."""
from __future__ import annotations

import statistics
from dataclasses import dataclass
from typing import Iterable, Sequence


def percentile(values: Sequence[float], p: float) -> float:
    """Nearest-rank-interpolated percentile (same method as score.py: 'inclusive' quantiles).

    >>> percentile([1.0, 2.0, 3.0, 4.0], 50)
    2.5
    """
    vals = sorted(values)
    if not vals:
        return float("nan")
    if len(vals) == 1:
        return vals[0]
    return statistics.quantiles(vals, n=100, method="inclusive")[int(p) - 1]


def first_rank(ranking: Sequence[str], accepted: set[str]) -> int | None:
    """1-based rank of the first accepted id, or None."""
    for r, aid in enumerate(ranking, 1):
        if aid in accepted:
            return r
    return None


@dataclass(frozen=True)
class RankScores:
    n: int
    hit1: float
    hit3: float
    mrr: float


def rank_scores(ranks: Iterable[int | None], cutoff: int = 10) -> RankScores:
    """hit@1, hit@3 and MRR@cutoff from first-hit ranks."""
    ranks = list(ranks)
    n = len(ranks)
    if not n:
        return RankScores(0, float("nan"), float("nan"), float("nan"))
    hit1 = sum(r == 1 for r in ranks) / n
    hit3 = sum(r is not None and r <= 3 for r in ranks) / n
    mrr = sum(1.0 / r for r in ranks if r is not None and r <= cutoff) / n
    return RankScores(n, hit1, hit3, mrr)


@dataclass(frozen=True)
class PR:
    tp: int
    fp: int
    fn: int

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else float("nan")

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else float("nan")


def abstention_pr(pairs: Iterable[tuple[bool, bool]]) -> PR:
    """(should_abstain, did_abstain) pairs -> counts; the positive class is "not covered"."""
    tp = fp = fn = 0
    for should, did in pairs:
        tp += should and did
        fp += (not should) and did
        fn += should and not did
    return PR(tp, fp, fn)
