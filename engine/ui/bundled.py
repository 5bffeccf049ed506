"""The files the app ships: the top-level assets/ folder (fonts, sounds, the window icon).

Installed (a wheel, or the standalone build), assets/ is the package ``tabletop_assets``
(pyproject.toml maps the folder to that name) and is found through importlib.resources,
wherever it was installed.  A source checkout run without installing has no such package:
there the folder beside engine/ holds the same files.
"""

from __future__ import annotations

import importlib.resources
import io
import pathlib
from importlib.resources.abc import Traversable

import pygame

#: The name assets/ is installed under.
PACKAGE = "tabletop_assets"
#: The window icon (tools/make_icon.py draws it), in assets/icon.
ICON = "tabletop.png"


class MissingAsset(RuntimeError):
    """A bundled file is not where the package puts it (a broken installation)."""


def root() -> Traversable:
    """The assets folder the app reads: the installed package, else the source tree's."""
    try:
        return importlib.resources.files(PACKAGE)
    except ModuleNotFoundError:
        return pathlib.Path(__file__).resolve().parents[2] / "assets"


def resource(folder: str, filename: str) -> Traversable:
    """``assets/<folder>/<filename>``, which must exist."""
    res = root().joinpath(folder, filename)
    if not res.is_file():
        raise MissingAsset(f"The file {filename} is missing from the assets folder {folder}; "
                           "reinstall Tabletop.")
    return res


def source(folder: str, filename: str):
    """What pygame opens for ``assets/<folder>/<filename>``: its path, or its bytes when the
    package is not a plain folder (a zip)."""
    res = resource(folder, filename)
    if isinstance(res, pathlib.Path):
        return str(res)
    return io.BytesIO(res.read_bytes())


def set_window_icon() -> None:
    """Give the window the app's icon: called before the window opens, since some systems
    take no new icon once it is shown.  A broken installation keeps the default icon."""
    try:
        pygame.display.set_icon(pygame.image.load(source("icon", ICON), ICON))
    except (MissingAsset, pygame.error, FileNotFoundError):
        pass
