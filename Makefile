# Two entry points for a fresh machine: `make run` (the main job) and `make test`.
# Both create the virtual environment and install what they need.

PYTHON ?= python3
VENV   ?= .venv
BIN     = $(VENV)/bin
STAMP   = $(VENV)/.installed-stamp
SHARED ?= ../shared

.PHONY: run test lint bench import clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

## The main job: list the editions and check every citation inside the bundled rulebook.
run: $(STAMP)
	$(BIN)/riftrules editions
	$(BIN)/riftrules rule 431.2.b --edition 2026-07-16
	$(BIN)/riftrules diff 2026-03-30 2026-07-16 | head -n 1

## The tests, with ruff first.
test: $(STAMP)
	$(BIN)/ruff check src tests bench
	$(BIN)/ruff format --check src tests bench
	$(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/python bench/cold_rule.py

## Re-import every edition from the raw sources in $(SHARED) (maintainers only).
import: $(STAMP)
	$(BIN)/riftrules import $(SHARED)

clean:
	rm -rf $(VENV) build dist .pytest_cache .ruff_cache
