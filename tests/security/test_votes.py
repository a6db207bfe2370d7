"""Finding 5: one 👍/👎 per client per answer (a repeat replaces it), and votes are rate-limited."""
from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from referee.storage import get_store
from tests.web.pages_support import save_answer


def _counts(code: str) -> tuple[int, int]:
    for row in get_store().feedback_counts():
        if row["answer_code"] == code:
            return int(row["up"] or 0), int(row["down"] or 0)
    return 0, 0


@pytest.fixture
def code(env):
    return save_answer()


def test_three_hundred_downvotes_from_one_client_count_once(app, code):
    c = TestClient(app, client=("198.51.100.1", 1000))
    statuses = [c.post(f"/api/answers/{code}/feedback", json={"vote": -1}).status_code for _ in range(300)]
    assert statuses.count(200) >= 1
    assert _counts(code) == (0, 1)


def test_a_repeat_vote_replaces_the_first(app, code):
    c = TestClient(app, client=("198.51.100.2", 1000))
    assert c.post(f"/api/answers/{code}/feedback", json={"vote": 1}).status_code == 200
    assert c.post(f"/api/answers/{code}/feedback", json={"vote": -1}).status_code == 200
    assert _counts(code) == (0, 1)


def test_the_form_vote_and_the_api_vote_are_the_same_vote(app, code):
    c = TestClient(app, client=("198.51.100.3", 1000), follow_redirects=False)
    assert c.post(f"/a/{code}/oy", data={"oy": "up"}).status_code == 303
    assert c.post(f"/api/answers/{code}/feedback", json={"vote": 1}).status_code == 200
    assert _counts(code) == (1, 0)


def test_different_clients_each_count(app, code):
    for i in range(5):
        c = TestClient(app, client=(f"198.51.100.{10 + i}", 1000))
        assert c.post(f"/api/answers/{code}/feedback", json={"vote": -1 if i % 2 else 1}).status_code == 200
    assert _counts(code) == (3, 2)


def test_votes_are_rate_limited_per_client(app, env):
    codes = [save_answer() for _ in range(40)]
    c = TestClient(app, client=("198.51.100.50", 1000))
    statuses = [c.post(f"/api/answers/{code}/feedback", json={"vote": 1}).status_code for code in codes]
    assert 429 in statuses
    r = c.post(f"/api/answers/{codes[0]}/feedback", json={"vote": 1})
    assert r.status_code == 429 and 1 <= int(r.headers["retry-after"]) <= 60
    assert "oy" in r.json()["error"]
    other = TestClient(app, client=("198.51.100.51", 1000))
    assert other.post(f"/api/answers/{codes[0]}/feedback", json={"vote": 1}).status_code == 200


def test_no_raw_address_is_stored(app, code, env):
    from sqlalchemy import text

    c = TestClient(app, client=("198.51.100.77", 1000))
    c.post(f"/api/answers/{code}/feedback", json={"vote": 1})
    with get_store().engine.connect() as conn:
        rows = [tuple(r) for r in conn.execute(text("SELECT * FROM feedback"))]
    assert rows and not any("198.51.100.77" in str(v) for row in rows for v in row)
