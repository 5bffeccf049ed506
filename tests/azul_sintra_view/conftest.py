import os

import pytest


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture(scope="session")
def az_art_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("az-art")


@pytest.fixture
def app(home, az_art_dir):
    """A 1280x800 window (SDL dummy driver) with the Sintra table registered."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from azul_sintra.view import TableScene
    from engine.settings import Settings
    from engine.ui.app import App
    from engine.ui.art import ArtCache
    from engine.ui.table import register_view

    register_view("azul_sintra", TableScene)
    a = App(size=(1280, 800), settings=Settings())
    a.art = ArtCache(az_art_dir)
    yield a
    a.quit()
    a.shutdown()
