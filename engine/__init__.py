"""Tabletop: what the five games share (contract, saves, AI, command line, UI)."""

import os

#: The one place the version is kept: pyproject.toml, ``--version`` and the standalone build read it.
__version__ = "0.1.0"

# Every way in (main.py, the tabletop command, python -m engine, the tests and tools) imports
# this package before anything imports pygame, whose support banner would otherwise be printed
# on every start, in the middle of a tool's output.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
