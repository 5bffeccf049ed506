"""Where the app keeps its files: platformdirs, or $TABLETOP_HOME for tests.

Asking for a folder never fails: a folder that cannot be made (a read-only
disk, a file in the way) is still returned, so the app starts and whatever
later writes there reports the problem in its own words.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "tabletop"
HOME_ENV = "TABLETOP_HOME"


def _root(kind: str) -> Path:
    home = os.environ.get(HOME_ENV)
    if home:
        path = Path(home) / kind
    else:
        path = Path(getattr(platformdirs, f"user_{kind}_dir")(APP))
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # reading finds nothing there; writing says why it failed
    return path


def data_dir() -> Path:
    return _root("data")


def config_dir() -> Path:
    return _root("config")


def cache_dir() -> Path:
    return _root("cache")
