"""The asking clause before a told aside: "… ceza yer miyim? kahvede abiler 101 yazıyor".

A question often ends with what others say or do at another table, after its own asking clause. Those
words pull the search toward their own topic (here "101 yazmak", the penalty mark), while the question
is the clause that asks. When the whole question's decision is close, or abstains, and the clauses up to
the last asking one decide clearly on their own, their decision is taken: the aside is only the scene.
A trailing clause that asks something itself is no aside, and a clear decision is never second-guessed.
"""
from __future__ import annotations

from referee.classify.qtype import clause_form, clauses
from referee.text.normalize import NormalizedText, normalize


def before_aside(norm: NormalizedText) -> NormalizedText | None:
    """The question up to its last asking clause when told clauses (no question marker) follow it; else None.

    >>> before_aside(normalize("çiftten açarsam işleyebilir miyim? ağabeyim işlenmez diyor")).folded
    'ciftten acarsam isleyebilir miyim'
    >>> before_aside(normalize("okey atarsam ceza yer miyim")) is None
    True
    """
    parts = clauses(norm.original)
    asking = [i for i, c in enumerate(parts) if clause_form(normalize(c)) != "statement"]
    if not asking or asking[-1] == len(parts) - 1:
        return None
    return normalize(" ".join(parts[:asking[-1] + 1]))


def prefer_asking_clause(res, norm: NormalizedText, retriever, ruleset: str, strict: bool):
    """``res``, or the search on :func:`before_aside` when that decides clearly and ``res`` did not."""
    if not (res.abstain or res.close):
        return res
    head = before_aside(norm)
    if head is None:
        return res
    alone = retriever.search(head, ruleset, strict=strict)
    if alone.abstain or alone.close or not alone.hits:
        return res
    return alone
