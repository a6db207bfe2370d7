"""Findings 4 and 13: X-Forwarded-For never buys a fresh rate-limit bucket unless a named proxy sent it;
the access log names the forwarded client only then, and its lines never split."""
from __future__ import annotations

import io
import json
import logging
import time

import httpx
import pytest
from fastapi.testclient import TestClient

from referee.config import get_settings
from tests.security.conftest import NAMES
from tests.security.live import start_servers

SHEET = {"ruleset": "oyna-101", "players": NAMES}
LIMIT = "4"


@pytest.fixture(scope="module")
def servers(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("forwarded")
    configs = {
        # exactly how TEAM.md / the README start it: uvicorn's defaults (proxy headers on, 127.0.0.1 trusted)
        "plain": ({"KURAL_RATE_LIMIT_PER_MINUTE": LIMIT}, ()),
        # how `make serve` starts it
        "serve": ({"KURAL_RATE_LIMIT_PER_MINUTE": LIMIT}, ("--no-proxy-headers",)),
        # an operator who named the proxy (127.0.0.1 plays nginx here)
        "proxied": ({"KURAL_RATE_LIMIT_PER_MINUTE": LIMIT, "KURAL_TRUSTED_PROXIES": "127.0.0.1"},
                    ("--no-proxy-headers",)),
    }
    started = start_servers(tmp, configs)
    yield started
    for s in started.values():
        s.stop()


def _flood(url: str, n: int = 10) -> list[int]:
    with httpx.Client(timeout=30) as c:
        return [c.post(f"{url}/api/sheets", json=SHEET, headers={"X-Forwarded-For": f"203.0.113.{i}"}).status_code
                for i in range(n)]


@pytest.mark.parametrize("name", ["plain", "serve"])
def test_made_up_forwarded_addresses_share_the_senders_bucket(servers, name):
    statuses = _flood(servers[name].url)
    assert statuses.count(201) == int(LIMIT) and statuses.count(429) == len(statuses) - int(LIMIT), statuses


def _logged_clients(server, route: str, want: set[str] | None = None) -> set[str]:
    """Clients in the server's access log (a line is written just after its response: poll briefly)."""
    deadline = time.monotonic() + 5
    while True:
        lines = [json.loads(line) for line in server.log().splitlines() if line.startswith("{")]
        clients = {rec["client"] for rec in lines if rec.get("route") == route}
        if want is None or want <= clients or time.monotonic() > deadline:
            return clients
        time.sleep(0.1)


def test_a_named_proxy_forwards_each_client_to_its_own_bucket(servers):
    statuses = _flood(servers["proxied"].url, 8)
    assert statuses == [201] * 8
    want = {f"203.0.113.{i}" for i in range(8)}
    assert want <= _logged_clients(servers["proxied"], "/api/sheets", want)


def test_the_log_of_an_unnamed_proxy_never_shows_the_made_up_address(servers):
    clients = _logged_clients(servers["plain"], "/api/sheets")
    assert clients and not any(c.startswith("203.0.113.") for c in clients), clients


# --------------------------------------------------------------------------- the rule itself

TRUSTED = "10.0.0.1, 192.168.0.0/16"
UNVERIFIED = "unverified-proxy"


def _scope(peer: str, *xff: str) -> dict:
    return {"client": (peer, 1234), "headers": [(b"x-forwarded-for", v.encode()) for v in xff]}


@pytest.mark.parametrize("scope,expected", [
    (_scope("198.51.100.7"), ("198.51.100.7", False)),
    (_scope("198.51.100.7", "1.2.3.4"), ("198.51.100.7", False)),            # not a proxy: header ignored
    (_scope("10.0.0.1", "1.2.3.4"), ("1.2.3.4", True)),                       # the named proxy
    (_scope("10.0.0.1", "6.6.6.6, 1.2.3.4"), ("1.2.3.4", True)),              # the client cannot prepend
    (_scope("10.0.0.1", "1.2.3.4, 192.168.1.9"), ("1.2.3.4", True)),          # two proxies of ours
    (_scope("10.0.0.1", "1.2.3.4:555"), ("1.2.3.4", True)),
    (_scope("10.0.0.1"), ("10.0.0.1", False)),
    (_scope("203.0.113.9", "203.0.113.9"), (UNVERIFIED, False)),              # uvicorn rewrote it for nobody
])
def test_resolve(scope, expected):
    from web.middleware.client_address import parse_networks, resolve

    assert resolve(scope, parse_networks(TRUSTED)) == expected


def test_uvicorn_rewrite_is_kept_when_the_operator_asked_uvicorn_for_it():
    from web.middleware.client_address import resolve

    assert resolve(_scope("203.0.113.9", "203.0.113.9"), (), uvicorn_declared=True) == ("203.0.113.9", False)


def test_access_log_lines_never_split(env):
    from web.app import create_app

    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    log = logging.getLogger("kural.access")
    log.addHandler(handler)
    try:
        c = TestClient(create_app(), raise_server_exceptions=False)
        for q in ("okey\u2028ne", "okey\u2029ne", "okey\x85ne", "okey\u000bne", "okey\u000cne", "okey\u001cne"):
            c.post("/api/ask", json={"question": q})
        c.get("/a/%E2%80%A8xx")
        c.get("/yok%E2%80%A8yok%C2%85yok")  # no route: the raw path is logged
    finally:
        log.removeHandler(handler)
    lines = stream.getvalue().splitlines()
    assert len(lines) == 8
    for line in lines:
        json.loads(line)
        assert line.isascii()
    get_settings.cache_clear()
