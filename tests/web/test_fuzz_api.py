"""Schemathesis against the app's own OpenAPI schema: every JSON endpoint, generated bodies.

Checks: no server error (5xx), every documented response matches its schema, and every
error is a ``{"error": ...}``. Valid-looking (positive) and invalid (negative) inputs,
15 examples each per operation.
(Schemathesis' own pytest plugin does not run under pytest 9, so each operation's
hypothesis strategy is driven directly.)
"""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

schemathesis = pytest.importorskip("schemathesis")  # test extra: schemathesis==4.32.5

from schemathesis import GenerationMode  # noqa: E402
from schemathesis.checks import not_a_server_error  # noqa: E402
from schemathesis.specs.openapi.checks import response_schema_conformance  # noqa: E402

from referee.config import get_settings  # noqa: E402
from web.app import create_app  # noqa: E402

JSON_PATHS = r"^/(api/|healthz$|readyz$)"
MAX_EXAMPLES = 15  # per generation mode: 30 per operation


def _cases() -> list:
    """(method, path, mode) for every JSON operation in the schema (read without starting the app).

    Negative generation needs something to break: only operations with a request body get it
    (a free-form string path parameter has no invalid value).
    """
    import re

    spec = create_app().openapi()
    out = []
    for path, item in spec["paths"].items():
        if not re.match(JSON_PATHS, path):
            continue
        for method, op in item.items():
            if method not in ("get", "post", "put", "delete", "patch"):
                continue
            modes = [GenerationMode.POSITIVE] + ([GenerationMode.NEGATIVE] if "requestBody" in op else [])
            out += [pytest.param(method.upper(), path, m, id=f"{method.upper()} {path} {m.value}") for m in modes]
    return out


@pytest.fixture(scope="module")
def api_schema(tmp_path_factory):
    """The live app (fresh SQLite, rate limit off, pipeline warm) and its OpenAPI schema."""
    from fastapi.testclient import TestClient

    db = tmp_path_factory.mktemp("fuzz") / "fuzz.sqlite3"
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("DATABASE_URL", f"sqlite:///{db}")
        mp.setenv("KURAL_RATE_LIMIT_PER_MINUTE", "0")
        get_settings.cache_clear()
        app = create_app()
        with TestClient(app):  # run start-up (loads the pipeline once)
            yield schemathesis.openapi.from_asgi("/openapi.json", app)
    get_settings.cache_clear()


@pytest.mark.parametrize("method,path,mode", _cases())
def test_json_endpoint_never_fails_and_keeps_its_schema(api_schema, method, path, mode):
    operation = api_schema[path][method]

    @given(case=operation.as_strategy(generation_mode=mode))
    @settings(max_examples=MAX_EXAMPLES, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    def run(case):
        response = case.call()
        case.validate_response(response, checks=[not_a_server_error, response_schema_conformance])
        if response.status_code >= 400:
            body = response.json()
            assert isinstance(body, dict) and isinstance(body.get("error"), str) and body["error"], body

    run()
