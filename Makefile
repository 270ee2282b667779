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

## The main job: lint the bundled card pool (findings are listed, they do not stop the job).
run: $(STAMP)
	$(BIN)/riftrules editions
	$(BIN)/riftrules coverage --top 5
	$(BIN)/riftrules lint --pool --output-format concise --exit-zero

## The tests, with ruff first.
test: $(STAMP)
	$(BIN)/ruff check src tests bench scripts
	$(BIN)/ruff format --check src tests bench scripts
	$(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/python bench/cold_rule.py
	$(BIN)/python bench/parse_pool.py
	$(BIN)/python bench/lint_pool.py

## Re-import every edition from the raw sources in $(SHARED) (maintainers only).
import: $(STAMP)
	$(BIN)/riftrules import $(SHARED)

clean:
	rm -rf $(VENV) build dist .pytest_cache .ruff_cache
