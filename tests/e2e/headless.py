"""The benchmarks' app: headless (SDL dummy driver), over a data folder of its own that is
removed afterwards, with the repository and the tests importable."""

from __future__ import annotations

import contextlib
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


@contextlib.contextmanager
def headless_app(name: str, size: tuple[int, int] = (1280, 800)):
    """An App with default settings in a fresh TABLETOP_HOME (the toy game registered)."""
    sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["TABLETOP_EXTRA_GAMES"] = "toygame"
    home = tempfile.mkdtemp(prefix=f"tabletop-bench-{name}-")
    os.environ["TABLETOP_HOME"] = home
    from engine.app import App
    from engine.settings import Settings

    app = App(size=size, settings=Settings())
    try:
        yield app
    finally:
        app.shutdown()
        shutil.rmtree(home, ignore_errors=True)
