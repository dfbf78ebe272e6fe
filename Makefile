# Two entry points: `make demo` and `make test`. Both create .venv on first use.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test lint typecheck pytest bench clean

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/groupchat-memory demo

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP)
	$(BIN)/mypy
	$(BIN)/python tests/packaging/pyright_reads_the_product.py

pytest: $(STAMP)
	@command -v bwrap >/dev/null || { echo "make test runs the real bubblewrap sandbox: apt-get install bubblewrap"; exit 2; }
	$(BIN)/pytest -q

test: lint typecheck pytest

# every benchmark's quick mode: figures only, compared with its named peers in the same run
bench: $(STAMP)
	for f in bench/bench_*.py; do $(BIN)/python -m bench.$$(basename $$f .py) --quick || exit 1; done

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache
