"""One view shape for every game (docs/ARCHITECTURE.md, "The package shape"): ``view.py`` (the
pieces and the glue), ``view_moves.py`` (what a gesture means: pure, no pygame) and
``view_board.py`` (the painting)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine.game import GAME_NAMES

ROOT = Path(__file__).resolve().parents[2]

#: Imports ``<game>.view_moves`` with pygame made unimportable, and says what it pulled in.
_BLOCKED = """
import sys, importlib
sys.modules["pygame"] = None          # any "import pygame" now fails
m = importlib.import_module(sys.argv[1] + ".view_moves")
assert callable(getattr(m, "drop_action", None)), "view_moves defines drop_action"
print(sorted(n for n in sys.modules if n.split(".")[0] in ("pygame", "engine") and "ui" in n.split(".")))
"""


@pytest.mark.parametrize("game", GAME_NAMES)
def test_every_game_has_the_one_view_shape(game):
    for module in ("view", "view_moves", "view_board", "view_layout", "view_art"):
        assert (ROOT / game / f"{module}.py").is_file(), f"{game}/{module}.py"


@pytest.mark.parametrize("game", GAME_NAMES)
def test_view_moves_runs_without_pygame(game):
    out = subprocess.run([sys.executable, "-c", _BLOCKED, game], cwd=ROOT, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip() == "[]", f"{game}.view_moves imports the UI kit: {out.stdout}"
