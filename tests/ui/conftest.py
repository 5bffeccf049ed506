import os

import pytest


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A fresh TABLETOP_HOME per test (saves, settings, stats, art cache)."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture(scope="session")
def art_cache_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("art")


@pytest.fixture
def app(home, art_cache_dir):
    """An app window (dummy driver, 1280x800) with the toy game's test table registered."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from engine.settings import Settings
    from engine.ui.app import App
    from engine.ui.art import ArtCache
    from ui.toy_view import register

    register()
    a = App(size=(1280, 800), settings=Settings())
    a.art = ArtCache(art_cache_dir)  # one art cache for the whole run keeps tests quick
    yield a
    a.quit()
    a.shutdown()
