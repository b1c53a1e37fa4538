# The two commands: `make run` (pseudonymize the sample corpus, serve the workbench) and `make test`.
# Idempotent: the venv and the pip install (a stamp file that depends on pyproject.toml) are redone only
# when missing or out of date. VENV=/some/path uses another virtual environment (default .venv).

VENV ?= .venv
PYTHON ?= python3
PORT ?= 8866
OUT ?= out
SAMPLES ?= samples/corpus
PYTEST_ARGS ?=
# two pytest workers (pytest-xdist), each test file whole in one worker (its module fixtures, servers and stores
# built once): the browser tests mostly wait on servers and pages, so two workers halve the wall time even on 2 cores
PYTEST_WORKERS ?= -n 2 --dist loadfile
DEMO_PASSPHRASE := demo-passphrase-for-the-bundled-sample-only
CHROMIUM := /usr/bin/chromium
POSTGRES := /usr/lib/postgresql/15/bin/initdb

SERVE = $(VENV)/bin/workbench serve notebooks --port=$(PORT) --out='$(abspath $(OUT))' --db='$(abspath $(OUT))/review.db'

.PHONY: run serve test lint clean

# Pseudonymize the sample and fill its review store (again only when they or the install changed), then
# serve the workbench: the home page links to the essay, learner and sign-off screens.
run: $(OUT)/report.json $(OUT)/review.db
	$(SERVE)

serve: $(VENV)/.installed-ui
	$(SERVE)

$(OUT)/review.db: $(OUT)/report.json
	$(VENV)/bin/workbench review init $(SAMPLES) --db $@

$(VENV)/bin/python:
	$(PYTHON) -m venv $(VENV)

$(VENV)/.installed-ui: pyproject.toml | $(VENV)/bin/python
	$(VENV)/bin/python -m pip install --quiet -e '.[ui]'
	touch $@

$(VENV)/.installed-dev: pyproject.toml | $(VENV)/bin/python
	$(VENV)/bin/python -m pip install --quiet -e '.[ui,dev,dask]'
	touch $@ $(VENV)/.installed-ui

$(OUT)/report.json: $(VENV)/.installed-ui $(wildcard $(SAMPLES)/*)
	@if [ -z "$${WORKBENCH_PASSPHRASE:-}" ]; then \
	  echo "WORKBENCH_PASSPHRASE is not set: using the demo passphrase '$(DEMO_PASSPHRASE)'" \
	       "for the bundled sample only (set WORKBENCH_PASSPHRASE for real data)."; \
	  WORKBENCH_PASSPHRASE='$(DEMO_PASSPHRASE)'; \
	fi; \
	export WORKBENCH_PASSPHRASE; \
	$(VENV)/bin/workbench pseudonymize $(SAMPLES) --out $(OUT) --seed 1

$(CHROMIUM):
	apt-get update
	DEBIAN_FRONTEND=noninteractive apt-get install -y chromium

# the store tests start their own PostgreSQL server in a temporary folder (Debian's server binaries)
$(POSTGRES):
	apt-get update
	DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql

test: $(VENV)/.installed-dev $(CHROMIUM) $(POSTGRES)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy workbench
	$(VENV)/bin/pytest $(PYTEST_WORKERS) $(PYTEST_ARGS)

lint: $(VENV)/.installed-dev
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy workbench

clean:
	rm -rf $(OUT) test-output
