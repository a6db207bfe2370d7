# Kural Abisi — two commands for a newcomer: `make serve` and `make test`.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
HOST   ?= 127.0.0.1
PORT   ?= 8000

.PHONY: serve test eval bench build clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

# Re-install only when the dependency list changes.
$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

install: $(STAMP)

# Build what start-up needs (the retrieval index cache, the database schema).
build: $(STAMP)
	$(VENV)/bin/kural-abisi build

serve: build
	$(VENV)/bin/uvicorn web.app:app --host $(HOST) --port $(PORT)

test: $(STAMP)
	$(PY) -m pytest

clean:
	rm -rf $(VENV) var .pytest_cache .hypothesis
