"""The files that ship inside the package (engine/assets): fonts and sounds."""

from __future__ import annotations

import importlib.resources
import io
import pathlib


class MissingAsset(RuntimeError):
    """A bundled file is not where the package puts it (a broken installation)."""


def source(folder: str, filename: str):
    """What pygame opens for ``engine/assets/<folder>/<filename>``: its path, or its bytes
    when the package is not a plain folder (a zip)."""
    res = importlib.resources.files("engine").joinpath("assets", folder, filename)
    if not res.is_file():
        raise MissingAsset(f"The file {filename} is missing from engine/assets/{folder}; "
                           "reinstall Tabletop.")
    if isinstance(res, pathlib.Path):
        return str(res)
    return io.BytesIO(res.read_bytes())
