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


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """Every test starts in English: a test that switched the language (a Korean screen, the
    settings' language button) and failed or forgot to switch back must not turn the tests that
    follow it in the same process Korean."""
    from engine import i18n

    yield
    if i18n.language() != "en":
        i18n.set_language("en")
