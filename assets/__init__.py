"""The files the app ships: fonts, sounds, the window icon (see README.md here).

Installed, this folder is the package ``tabletop_assets`` (pyproject.toml maps it), which
engine/ui/bundled.py finds through importlib.resources.
"""
