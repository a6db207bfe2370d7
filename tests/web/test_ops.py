"""Operations: bad input never becomes a 500, rate limits, body limit, /readyz, access log.

The bad-input matrix runs against the real app (pipeline, store) on SQLite and — under
`make test` — on PostgreSQL, and checks that nothing was stored half-way.
"""
from __future__ import annotations

import io
import json
import logging

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import event, func, select
from sqlalchemy.exc import OperationalError

from referee.config import get_settings
from referee.service import MAX_QUESTION_CHARS
from referee.classify.detect import RULESET_IDS
from referee.storage import answers, feedback, get_store, sheets
from web.app import create_app
from web.forms import clean_text
from web.middleware import MAX_BODY_BYTES, SlidingWindowLimiter

TURKISH = set("çğıöşüÇĞİÖŞÜ")
J = {"content-type": "application/json"}


def assert_turkish_error(r, *statuses: int) -> str:
    """A 4xx with a JSON ``error`` written in Turkish; returns the message."""
    assert r.status_code in statuses, (r.status_code, r.text[:300])
    body = r.json()
    assert isinstance(body, dict) and isinstance(body.get("error"), str), body
    msg = body["error"]
    assert msg and TURKISH & set(msg), f"not a Turkish message: {msg!r}"
    assert "Traceback" not in r.text and "detail" not in body
    return msg


def _configure(monkeypatch, db_url: str, rate_limit: int = 0) -> None:
    monkeypatch.setenv("DATABASE_URL", db_url)
    monkeypatch.setenv("KURAL_RATE_LIMIT_PER_MINUTE", str(rate_limit))
    get_settings.cache_clear()


@pytest.fixture
def client(db_url, monkeypatch):
    """The real app on a fresh database, rate limit off, pipeline warmed up."""
    _configure(monkeypatch, db_url)
    with TestClient(create_app(), raise_server_exceptions=False) as c:
        yield c
    get_settings.cache_clear()


def row_counts(db_url: str) -> tuple[int, int, int]:
    engine = get_store(db_url).engine
    with engine.connect() as conn:
        return tuple(conn.execute(select(func.count()).select_from(t)).scalar_one()
                     for t in (answers, sheets, feedback))


# --------------------------------------------------------------------------- /api/ask bad input

LONG = "okey " * (MAX_QUESTION_CHARS // 5 + 1)  # just over the bound

BAD_ASK_JSON = [
    pytest.param({"question": ""}, (422,), id="empty"),
    pytest.param({"question": "   \n\t  "}, (422,), id="whitespace"),
    pytest.param({}, (422,), id="missing-question"),
    pytest.param({"question": None}, (422,), id="null-question"),
    pytest.param({"question": 42}, (422,), id="int-question"),
    pytest.param({"question": ["okey", "ne"]}, (422,), id="list-question"),
    pytest.param({"question": {"q": "okey"}}, (422,), id="object-question"),
    pytest.param({"question": True}, (422,), id="bool-question"),
    pytest.param({"question": "okey ne", "ruleset": 101}, (422,), id="int-ruleset"),
    pytest.param({"question": "okey ne", "ruleset": ["od-101"]}, (422,), id="list-ruleset"),
    pytest.param({"question": "okey ne", "ruleset": "'; DROP TABLE answers; --"}, (422,), id="sql-ruleset"),
    pytest.param([{"question": "okey ne"}], (422,), id="array-body"),
    pytest.param("okey ne", (422,), id="string-body"),
    pytest.param(None, (422,), id="null-body"),
]


@pytest.mark.parametrize("body,statuses", BAD_ASK_JSON)
def test_ask_rejects_bad_json_values_in_turkish(client, db_url, body, statuses):
    before = row_counts(db_url)
    assert_turkish_error(client.post("/api/ask", json=body), *statuses)
    assert row_counts(db_url) == before


def test_too_long_question_states_the_limit(client, db_url):
    msg = assert_turkish_error(client.post("/api/ask", json={"question": LONG}), 413, 422)
    assert str(MAX_QUESTION_CHARS) in msg
    assert row_counts(db_url) == (0, 0, 0)


def test_unknown_ruleset_lists_every_valid_id(client, db_url):
    msg = assert_turkish_error(client.post("/api/ask", json={"question": "okey ne", "ruleset": "tavla"}), 422)
    for rid in RULESET_IDS:
        assert rid in msg
    assert row_counts(db_url) == (0, 0, 0)


BAD_ASK_RAW = [
    pytest.param(b'{"question": "okey ne"', (422,), id="truncated-json"),
    pytest.param(b"{question: 'okey'}", (422,), id="js-not-json"),
    pytest.param(b"", (422,), id="empty-body"),
    pytest.param(b'{"question": "okey ne",}', (422,), id="trailing-comma"),
    pytest.param(b"[" * 5000 + b"]" * 5000, (400, 422), id="deep-nesting"),
    pytest.param(b'{"question": "okey\x00ne"}', (422,), id="raw-nul-byte"),
    pytest.param(b'{"question": "okey\x07ne"}', (422,), id="raw-control-byte"),
    pytest.param(b'{"question": "okey\\u0000ne"}', (422,), id="escaped-nul"),
    pytest.param(b'{"question": "okey \\ud800 ne"}', (422,), id="lone-surrogate"),
    pytest.param(b'{"question": "okey \\udc00"}', (422,), id="lone-low-surrogate"),
    pytest.param(b'{"question": "okey \xff\xfe ne"}', (400, 422), id="invalid-utf8"),
    pytest.param(b'{"question": "\xc3\x28"}', (400, 422), id="bad-utf8-sequence"),
    pytest.param('{"question": "okey ne"}'.encode("utf-16"), (400, 422), id="utf16-body"),
    pytest.param(b'{"question": "a", "question": 5}', (422,), id="duplicate-key-last-wins"),
    pytest.param(b'{"question": 1e999}', (422,), id="infinite-number"),
    pytest.param(b'{"question": NaN}', (422,), id="nan"),
]


@pytest.mark.parametrize("raw,statuses", BAD_ASK_RAW)
def test_ask_rejects_malformed_bodies_in_turkish(client, db_url, raw, statuses):
    assert_turkish_error(client.post("/api/ask", content=raw, headers=J), *statuses)
    assert row_counts(db_url) == (0, 0, 0)


def test_ask_with_a_non_json_content_type_is_a_turkish_4xx(client, db_url):
    r = client.post("/api/ask", content=b"question=okey+ne", headers={"content-type": "text/plain"})
    assert_turkish_error(r, 400, 415, 422)
    r = client.post("/api/ask", content=b"question=okey+ne",
                    headers={"content-type": "application/x-www-form-urlencoded"})
    assert_turkish_error(r, 400, 415, 422)
    assert row_counts(db_url) == (0, 0, 0)


def test_body_over_16_kb_is_413_before_the_route(client, db_url):
    padded = b'{"question": "okey ne", "pad": "' + b"x" * MAX_BODY_BYTES + b'"}'
    msg = assert_turkish_error(client.post("/api/ask", content=padded, headers=J), 413)
    assert "16 KB" in msg
    # Also without a Content-Length header (chunked upload).
    def chunks():
        for _ in range(20):
            yield b"x" * 1024
    r = client.post("/api/ask", content=chunks(), headers=J)
    assert_turkish_error(r, 413)
    for path in ("/api/calc/hand", "/api/calc/match", "/api/calc/okey"):
        assert_turkish_error(client.post(path, content=padded, headers=J), 413)
    assert row_counts(db_url) == (0, 0, 0)


# --------------------------------------------------------------------------- odd input that must work

ODD_BUT_FINE = [
    pytest.param("okey 🀄 ne 😅 olur?", id="emoji"),
    pytest.param("ما هو الأوكي؟ okey ne", id="rtl-arabic"),
    pytest.param("\u202eokey ne\u202c gösterge", id="rtl-override"),
    pytest.param('<script>alert("x")</script> okey ne <img src=x onerror=alert(1)>', id="html-script"),
    pytest.param("\"'><svg/onload=alert(1)> gösterge sarı 5", id="quote-breakout"),
    pytest.param("okey ne'; DROP TABLE answers; --", id="sql-drop"),
    pytest.param("' OR '1'='1' -- kaç yazar", id="sql-or"),
    pytest.param("okey ne \u200b\ufeff olur", id="zero-width"),
    pytest.param("İŞLEK IŞIK ıı ii", id="turkish-i"),
    pytest.param("a" * MAX_QUESTION_CHARS, id="exactly-the-bound"),
]


@pytest.mark.parametrize("question", ODD_BUT_FINE)
def test_odd_questions_are_answered_and_stored_cleaned(client, db_url, question):
    """Stored as typed, minus what the forms drop too (bidi overrides, zero-width characters)."""
    r = client.post("/api/ask", json={"question": question})
    assert r.status_code == 200, r.text[:300]
    body = r.json()
    assert body["kind"] in ("rule", "calculation", "not_covered")
    stored = client.get(f"/api/answers/{body['id']}")
    assert stored.status_code == 200
    assert stored.json()["question"] == clean_text(question)
    assert stored.json()["answer"] == body["answer"]
    # The answers table still exists and holds exactly this answer.
    assert row_counts(db_url) == (1, 0, 0)


def test_script_in_a_question_is_inert_on_every_html_page(client):
    q = '<script>alert("x")</script> "quote" \'apos\' 😅 okey ne'
    body = client.post("/api/ask", json={"question": q}).json()
    for path in (f"/a/{body['id']}",):
        r = client.get(path, headers={"accept": "text/html"})
        if r.status_code == 404 and "text/html" in r.headers["content-type"] and "alert" not in r.text:
            pytest.skip("answer pages not mounted yet")
        assert r.status_code == 200
        assert "<script>alert" not in r.text
        assert 'content="<' not in r.text


# --------------------------------------------------------------------------- short codes

ODD_CODES = ["abc", "abcdefgh", "abc-def", "abc%20de", "%27%3B--xx", "abc%00def", "ÇĞİÖŞÜç",
             "..%2F..%2Fx", "aaaaaaa%0A", "1%3D1%3B--"]


@pytest.mark.parametrize("code", ODD_CODES)
def test_odd_short_codes_are_404_without_touching_the_database(client, db_url, code):
    client.get("/readyz")  # open the store first
    engine = get_store(db_url).engine
    statements: list[str] = []

    def count(conn, cursor, statement, *args):
        statements.append(statement)

    event.listen(engine, "before_cursor_execute", count)
    try:
        r = client.get(f"/api/answers/{code}")
        assert r.status_code == 404
        assert_turkish_error(r, 404)
        r = client.get(f"/a/{code}", headers={"accept": "text/html"})
        assert r.status_code == 404
        assert "Traceback" not in r.text
    finally:
        event.remove(engine, "before_cursor_execute", count)
    assert statements == []


def test_unknown_but_wellformed_code_is_a_404(client):
    assert_turkish_error(client.get("/api/answers/zzzzzzz"), 404)


# --------------------------------------------------------------------------- calculators

IMPOSSIBLE = [
    ("/api/calc/hand", {"ruleset": "oyna-101", "finish": "okey", "finisher": "Z",
                        "players": [{"name": n} for n in "ABCD"]}),
    ("/api/calc/hand", {"ruleset": "oyna-101", "finish": "normal", "finisher": "A",
                        "players": [{"name": "A", "opened": "seri"}, {"name": "B", "opened": "seri",
                                                                      "remaining_sum": 10 ** 30},
                                    {"name": "C"}, {"name": "D"}]}),
    ("/api/calc/hand", {"ruleset": "oyna-101", "finish": "normal", "finisher": "A",
                        "players": [{"name": "A", "opened": "seri"}, {"name": "B", "opened": "seri",
                                                                      "remaining_sum": -3},
                                    {"name": "C"}, {"name": "D"}]}),
    ("/api/calc/hand", {"ruleset": "oyna-101", "finish": "normal", "finisher": "A",
                        "players": [{"name": "A", "opened": "seri"}, {"name": "B", "opened": "seri",
                                                                      "remaining": ["okey"] * 3},
                                    {"name": "C"}, {"name": "D"}]}),
    ("/api/calc/hand", {"ruleset": "oyna-101", "players": [{"name": n} for n in "ABCDE"]}),
    ("/api/calc/hand", {"ruleset": "satranc", "players": [{"name": n} for n in "ABCD"]}),
    ("/api/calc/hand", {"ruleset": "oyna-101", "finish": "normal", "finisher": "A",
                        "players": [{"name": "A", "opened": "seri", "okeys_in_hand": 3},
                                    {"name": "B"}, {"name": "C"}, {"name": "D"}]}),
    ("/api/calc/match", {"ruleset": "oyna-duz", "players": ["a", "b", "c", "d"], "options": {"start": 7}}),
    ("/api/calc/match", {"ruleset": "oyna-101", "players": ["a", "b", "c"]}),
    ("/api/calc/match", {"ruleset": "oyna-101", "players": ["a", "b", "c", "d"], "hands": "çok"}),
    ("/api/calc/okey", {"gosterge": "mavi 14"}),
    ("/api/calc/okey", {"gosterge": "<script>"}),
]


@pytest.mark.parametrize("path,body", IMPOSSIBLE, ids=[f"{p.rsplit('/', 1)[1]}-{i}" for i, (p, _) in enumerate(IMPOSSIBLE)])
def test_impossible_calculator_bodies_are_turkish_422(client, db_url, path, body):
    assert_turkish_error(client.post(path, json=body), 422)
    assert row_counts(db_url) == (0, 0, 0)


@pytest.mark.parametrize("path", ["/api/calc/hand", "/api/calc/match", "/api/calc/okey"])
@pytest.mark.parametrize("raw", [b"{", b"[]", b"null", b'{"ruleset": "\\u0000"}', b'{"x": "\xff"}'])
def test_calculators_reject_malformed_bodies(client, path, raw):
    assert_turkish_error(client.post(path, content=raw, headers=J), 400, 422)


# --------------------------------------------------------------------------- app-wide errors


def test_unknown_route_and_wrong_method_are_turkish(client):
    assert_turkish_error(client.get("/api/nope"), 404)
    assert_turkish_error(client.delete("/api/ask"), 405)
    assert_turkish_error(client.get("/api/ask"), 405)
    html = client.get("/bu-sayfa-yok", headers={"accept": "text/html"})
    assert html.status_code == 404 and "text/html" in html.headers["content-type"]
    assert 'lang="tr"' in html.text


def test_crash_and_busy_database_answer_in_turkish(monkeypatch, tmp_path):
    _configure(monkeypatch, f"sqlite:///{tmp_path / 'x.sqlite3'}")
    app = create_app()

    @app.get("/api/_boom")
    def boom() -> None:
        raise RuntimeError("secret internal detail")

    @app.get("/api/_locked")
    def locked() -> None:
        raise OperationalError("INSERT", {}, Exception("database is locked"))

    c = TestClient(app, raise_server_exceptions=False)
    r = c.get("/api/_boom")
    assert_turkish_error(r, 500)
    assert "secret" not in r.text
    r = c.get("/api/_locked")
    assert_turkish_error(r, 503)
    assert r.headers["retry-after"] == "2"
    assert "locked" not in r.text
    get_settings.cache_clear()


# --------------------------------------------------------------------------- rate limit


def test_link_creation_is_rate_limited_per_client(db_url, monkeypatch):
    _configure(monkeypatch, db_url, rate_limit=3)
    app = create_app()
    with TestClient(app, client=("10.0.0.1", 1000)) as a:
        codes = [a.post("/api/ask", json={"question": f"okey ne {i}"}).json()["id"] for i in range(3)]
        r = a.post("/api/ask", json={"question": "okey ne 4"})
        msg = assert_turkish_error(r, 429)
        assert "3" in msg
        retry = int(r.headers["retry-after"])
        assert 1 <= retry <= 60
        # Reading links and calculating never count.
        for code in codes:
            assert a.get(f"/api/answers/{code}").status_code == 200
        assert a.post("/api/calc/okey", json={"gosterge": "sarı 5"}).status_code == 200
    # Another client still may ask.
    b = TestClient(app, client=("10.0.0.2", 1000))
    assert b.post("/api/ask", json={"question": "okey ne"}).status_code == 200
    assert row_counts(db_url)[0] == 4
    get_settings.cache_clear()


def test_rate_limit_zero_turns_it_off(db_url, monkeypatch):
    _configure(monkeypatch, db_url, rate_limit=0)
    c = TestClient(create_app())
    statuses = {c.post("/api/ask", json={"question": "   "}).status_code for _ in range(40)}
    assert statuses == {422}
    get_settings.cache_clear()


def test_sliding_window_forgets_old_hits():
    lim = SlidingWindowLimiter(limit=2, window=10)
    assert lim.hit("x", now=0) is None and lim.hit("x", now=5) is None
    assert lim.hit("x", now=6) == 4
    assert lim.hit("x", now=10.5) is None  # the hit at 0 left the window
    assert lim.hit("x", now=11) == 4
    for i in range(1000):
        lim.hit(f"c{i}", now=20)
    lim.hit("y", now=100)  # a sweep drops idle clients
    assert set(lim._hits) == {"y"}
    assert SlidingWindowLimiter(limit=0).hit("x") is None


# --------------------------------------------------------------------------- readiness and logs


def test_readyz_is_ready_when_index_and_database_are(client):
    r = client.get("/readyz")
    assert r.status_code == 200
    assert r.json()["status"] == "ready"
    assert client.get("/healthz").json() == {"status": "ok"}


def test_readyz_is_503_when_the_database_is_unreachable():
    from referee.config import Settings

    app = create_app(Settings(database_url="postgresql://nobody@127.0.0.1:1/none", rate_limit_per_minute=0))
    with TestClient(app) as c:  # start-up loads the index; the database stays unreachable
        r = c.get("/readyz")
    assert r.status_code == 503
    assert r.json()["checks"]["database"] == "ulaşılamıyor"


def test_readyz_is_503_before_the_index_is_loaded(monkeypatch, tmp_path):
    _configure(monkeypatch, f"sqlite:///{tmp_path / 'x.sqlite3'}")
    r = TestClient(create_app()).get("/readyz")  # no start-up: nothing loaded
    assert r.status_code == 503
    assert r.json()["checks"]["index"] == "yüklenmedi"
    get_settings.cache_clear()


def test_access_log_is_one_json_line_without_the_full_question(client):
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    log = logging.getLogger("kural.access")
    log.addHandler(handler)
    try:
        secret = "rakip okey atip bitti ben ciftten acmistim elimde 41 ve bi okey kaldi kac yazarim"
        code = client.post("/api/ask", json={"question": secret}).json()["id"]
        client.get(f"/api/answers/{code}")
        client.get("/api/answers/bad")
    finally:
        log.removeHandler(handler)
    lines = [json.loads(line) for line in stream.getvalue().splitlines()]
    assert len(lines) == 3
    ask, get, bad = lines
    assert {"ts", "method", "route", "status", "ms", "client"} <= set(ask)
    assert (ask["method"], ask["route"], ask["status"]) == ("POST", "/api/ask", 200)
    assert ask["ms"] > 0
    assert secret not in stream.getvalue() and len(ask["q"]) <= 33 and secret.startswith(ask["q"].rstrip("…"))
    assert (get["route"], get["status"]) == ("/api/answers/{code}", 200)
    assert code not in stream.getvalue()
    assert bad["status"] == 404


# --------------------------------------------------------------------------- immutable cache


def test_answer_pages_are_served_from_the_immutable_cache(client, db_url):
    code = client.post("/api/ask", json={"question": "gösterge sarı 5 okey ne"}).json()["id"]
    first = client.get(f"/a/{code}")
    if first.status_code == 404:
        pytest.skip("answer pages not mounted yet")
    assert first.status_code == 200 and "immutable" in first.headers["cache-control"]
    engine = get_store(db_url).engine
    statements: list[str] = []

    def count(conn, cursor, statement, *args):
        statements.append(statement)

    event.listen(engine, "before_cursor_execute", count)
    try:
        again = client.get(f"/a/{code}")
        with_query = client.get(f"/a/{code}?oy=tesekkur")  # a query string is never served from memory
    finally:
        event.remove(engine, "before_cursor_execute", count)
    assert again.status_code == 200 and again.content == first.content
    assert dict(again.headers) == dict(first.headers)
    assert with_query.status_code == 200 and len(statements) == 1
    # Misses and errors are never kept: a 404 stays a live lookup.
    assert client.get("/a/zzzzzzz").status_code == 404
    assert client.get("/api/answers/zzzzzzz").status_code == 404
