# Kural Abisi — two commands for a newcomer: `make serve` and `make test`.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
TSTAMP := $(VENV)/.installed-test
HOST   ?= 127.0.0.1
PORT   ?= 8000
PG_URL  = $(shell tools/pg.sh start)

.PHONY: install serve serve-pg test eval bench load redteam build sysdeps clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

# Re-install only when the dependency list changes. `serve` needs the app's own
# dependencies; `test` adds the test tools and the sentence-transformers backend.
$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e .
	touch $(STAMP)

$(TSTAMP): $(STAMP)
	$(PY) -m pip install --quiet -e '.[test,st]'
	touch $(TSTAMP)

install: $(STAMP)

# Build what start-up needs: the database schema and the retrieval index cache.
build: $(STAMP)
	$(VENV)/bin/kural-abisi build

# --no-proxy-headers: X-Forwarded-For is believed only from proxies named in KURAL_TRUSTED_PROXIES (SECURITY.md).
serve: build
	$(VENV)/bin/uvicorn web.app:app --host $(HOST) --port $(PORT) --no-proxy-headers

# The same app on a local PostgreSQL server (started by tools/pg.sh), two workers.
# Its own database `kural` (the tests empty `kural_test`); Alembic brings it up to date.
serve-pg: $(STAMP) sysdeps
	@url=$$($(PY) tools/pgdb.py "$(PG_URL)" kural) && \
	DATABASE_URL=$$url $(VENV)/bin/kural-abisi build && \
	DATABASE_URL=$$url exec $(VENV)/bin/uvicorn web.app:app --host $(HOST) --port $(PORT) --workers 2 \
		--timeout-graceful-shutdown 10 --no-proxy-headers

# Debian packages the tests drive (Chromium, PostgreSQL); skipped when present.
sysdeps:
	@tools/sysdeps.sh

test: $(TSTAMP) sysdeps
	@url=$$(tools/pg.sh start 2>/dev/null || true); \
	KURAL_TEST_PG_URL=$$url $(PY) -m pytest; status=$$?; \
	tools/pg.sh stop; exit $$status

# Bounded load test on 127.0.0.1 (wrk): SQLite with one worker, PostgreSQL with two
# (database `kural_load`); throughput, p50/p95/p99, errors, lost links → bench/RESULTS.md.
load: build sysdeps
	@url=$$(tools/pg.sh start 2>/dev/null) && url=$$($(PY) tools/pgdb.py "$$url" kural_load) || url=""; \
	$(PY) tools/load.py --pg-url "$$url"; status=$$?; \
	tools/pg.sh stop; exit $$status

# The public eval set against a freshly started server.
eval: build
	tools/eval.sh

# Retrieval quality, abstention, latency, cold start, memory, parse speed -> bench/RESULTS.md.
bench: build
	$(PY) -m bench

# CPU-hog and flood probes against a real uvicorn (bounded, ≤ 3 min): worst-case question cost,
# p95 under four hogs, 5xx, lost links after a SIGKILL -> bench/RESULTS.md (issue 15).
redteam: build
	$(PY) -m tests.security.redteam

clean:
	rm -rf $(VENV) var .pytest_cache .hypothesis
