import os

import pytest


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture(scope="session")
def tg_art_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("tg-art")


@pytest.fixture
def app(home, tg_art_dir):
    """A 1280x800 window (SDL dummy driver) with the Tigris & Euphrates table registered."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from engine.settings import Settings
    from engine.ui.app import App
    from engine.ui.art import ArtCache
    from engine.ui.table import register_view
    from tigris.view import TableScene

    register_view("tigris", TableScene)
    a = App(size=(1280, 800), settings=Settings())
    a.art = ArtCache(tg_art_dir)
    yield a
    a.quit()
    a.shutdown()
