"""Where the app keeps its files: platformdirs, or $TABLETOP_HOME for tests."""

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
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    return _root("data")


def config_dir() -> Path:
    return _root("config")


def cache_dir() -> Path:
    return _root("cache")
