# `make play` and `make test` are the whole set-up: each creates .venv on first use.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test lint soak bench dist clean

play: $(STAMP)
	$(PY) main.py

# On every core (pytest-xdist): the suite's walks of whole games and tutorials at nine window
# sizes and scales, in two languages, would take most of CI's 20 minutes on one.
# ruff first: a name never defined or an import left behind fails in seconds, not after the suite.
test: $(STAMP)
	$(PY) -m ruff check .
	$(PY) -m pytest -n auto --dist worksteal

# ruff, and a type check of engine/ (mypy, set up in pyproject.toml); mypy is in the lint extra,
# since the suite does not need it.
lint: $(STAMP)
	$(PY) -m pip install --quiet -e '.[lint]'
	$(PY) -m ruff check .
	$(PY) -m mypy

# A long UI fuzz: MINUTES of random but plausible input over every screen (a failure prints
# its seed and a file to replay it from).
MINUTES ?= 30
soak: $(STAMP)
	$(PY) tests/fuzz/ui_fuzz.py --minutes $(MINUTES)

# The standalone app, dist/tabletop/ (run dist/tabletop/tabletop): a folder that runs on a machine
# of the same system without Python.  PyInstaller is a build tool, installed here only.
dist: $(STAMP)
	$(PY) -m pip install --quiet -e '.[dist]'
	$(PY) -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller tools/tabletop.spec

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

clean:
	rm -rf $(VENV) build dist *.egg-info
