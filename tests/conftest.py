import os

# Headless by default: no test opens a real window or sound device unless it says so.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# The toy game is registered for every test run (tests/ is on sys.path via pytest's pythonpath).
_extra = [g for g in os.environ.get("TABLETOP_EXTRA_GAMES", "").split(",") if g]
if "toygame" not in _extra:
    os.environ["TABLETOP_EXTRA_GAMES"] = ",".join(_extra + ["toygame"])

# Never touch the real user folders: every run gets its own data, config and cache roots.
if "TABLETOP_HOME" not in os.environ:
    import tempfile

    os.environ["TABLETOP_HOME"] = tempfile.mkdtemp(prefix="tabletop-test-")
