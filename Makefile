# Kural Abisi — two commands for a newcomer: `make serve` and `make test`.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
TSTAMP := $(VENV)/.installed-test
HOST   ?= 127.0.0.1
PORT   ?= 8000
PG_URL  = $(shell tools/pg.sh start)

.PHONY: install serve serve-pg test eval bench load build sysdeps clean

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

serve: build
	$(VENV)/bin/uvicorn web.app:app --host $(HOST) --port $(PORT)

# The same app on a local PostgreSQL server (started by tools/pg.sh), two workers.
serve-pg: $(STAMP) sysdeps
	DATABASE_URL=$(PG_URL) $(VENV)/bin/kural-abisi build
	DATABASE_URL=$(PG_URL) $(VENV)/bin/uvicorn web.app:app --host $(HOST) --port $(PORT) --workers 2

# Debian packages the tests drive (Chromium, PostgreSQL); skipped when present.
sysdeps:
	@tools/sysdeps.sh

test: $(TSTAMP) sysdeps
	@url=$$(tools/pg.sh start 2>/dev/null || true); \
	KURAL_TEST_PG_URL=$$url $(PY) -m pytest; status=$$?; \
	tools/pg.sh stop; exit $$status

# The public eval set against a freshly started server.
eval: build
	tools/eval.sh

# Retrieval quality, abstention, latency, cold start, memory, parse speed -> bench/RESULTS.md.
bench: build
	$(PY) bench/run.py

clean:
	rm -rf $(VENV) var .pytest_cache .hypothesis
