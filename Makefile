# Two entry points for a fresh machine: `make run` (the main job) and `make test`.
# Both create the virtual environment and install what they need.

PYTHON ?= python3
VENV   ?= .venv
BIN     = $(VENV)/bin
STAMP   = $(VENV)/.installed-stamp
SHARED ?= ../shared

.PHONY: run test lint bench import clean site system pool-outcomes

## What pip cannot bring: Graphviz (the site's pictures), Debian's chromium (the browser test;
## Playwright downloads no browser), Pyodide and axe-core from npm (site/package-lock.json).
system:
	@if ! command -v dot >/dev/null || [ ! -x /usr/bin/chromium ]; then \
	  apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium graphviz >/dev/null; \
	fi
	@[ -d site/node_modules/pyodide ] && [ -d site/node_modules/axe-core ] || npm ci --prefix site --no-audit --no-fund

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

## The main job: lint the bundled card pool (findings are listed, they do not stop the job),
## then build the rules site into build/site (it needs Graphviz and npm: see the README).
run: $(STAMP) system
	$(BIN)/riftrules editions
	$(BIN)/riftrules coverage --top 5
	$(BIN)/riftrules lint --pool --output-format concise --exit-zero
	$(BIN)/riftrules site build
	@echo "The rules site is in build/site: serve it with '$(BIN)/riftrules site serve'"
	@echo "(or: python3 -m http.server -d build/site 8000) and open http://127.0.0.1:8000/"

## The rules site alone: riftrules site generate (the Markdown source, build/site-src), then
## mkdocs build --strict -f build/mkdocs.yml (into build/site; or zensical build -f build/mkdocs.yml).
site: $(STAMP) system
	$(BIN)/riftrules site build

## The tests, with ruff first.
test: $(STAMP) system
	$(BIN)/ruff check src tests bench scripts
	$(BIN)/ruff format --check src tests bench scripts
	$(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/python bench/cold_rule.py
	$(BIN)/python bench/parse_pool.py
	$(BIN)/python bench/lint_pool.py
	$(BIN)/python bench/cold_judge.py
	$(BIN)/python bench/engine_steps.py
	$(BIN)/python bench/import_kills.py --shared $(SHARED)

## The pool's lint outcomes shipped with the package, rebuilt after a change to the linter, the
## grammar, the reading or the pool (tests/lint/test_pool_outcomes.py says when).
pool-outcomes: $(STAMP)
	$(BIN)/python -m riftrules.lint.pool_outcomes

## Re-import every edition from the raw sources in $(SHARED) (maintainers only).
import: $(STAMP)
	$(BIN)/riftrules import $(SHARED)

clean:
	rm -rf $(VENV) build dist .pytest_cache .ruff_cache
