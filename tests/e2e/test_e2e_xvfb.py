"""A real window under Xvfb: start main.py, click through to a new game and back with xdotool.

Skips itself when xvfb-run / Xvfb, xdotool or ImageMagick's ``import`` are
missing (``.ci/run`` installs them: apt-get install -y xvfb xdotool imagemagick).
Screenshots go to ``artifacts/xvfb/`` (or $TABLETOP_ARTIFACTS).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ("xvfb-run", "Xvfb", "xdotool", "import")
pytestmark = pytest.mark.xvfb

missing = [t for t in TOOLS if shutil.which(t) is None]


def _button_centres() -> dict[str, tuple[int, int]]:
    """Where the buttons are at 1280x800 (laid out headless with the same code)."""
    from engine.settings import Settings
    from engine.scenes.menu import MainMenu
    from engine.scenes.pause import PauseScene
    from engine.scenes.setup import SetupScene
    from engine.game import load_game
    from engine.app import App
    from ui.helpers import widget
    from ui.toy_view import register

    register()
    app = App(size=(1280, 800), settings=Settings())
    try:
        menu = MainMenu(app)
        menu.layout(1280, 800)
        setup = SetupScene(app, load_game("toygame"))
        setup.layout(1280, 800)

        class _T:
            info = load_game("toygame")
        pause = PauseScene(app, _T())
        pause.layout(1280, 800)
        return {"new": widget(menu, "new-toygame").rect.center, "start": widget(setup, "start").rect.center,
                "quit": widget(pause, "quit").rect.center, "resume": widget(pause, "resume").rect.center}
    finally:
        app.shutdown()


def _rgb_at(png: Path, x: int, y: int) -> tuple[int, int, int]:
    from PIL import Image
    return Image.open(png).convert("RGB").getpixel((x, y))


@pytest.mark.skipif(bool(missing), reason=f"needs {', '.join(missing)} (apt-get install xvfb xdotool imagemagick)")
def test_real_window_click_through(tmp_path):
    out = Path(os.environ.get("TABLETOP_ARTIFACTS", ROOT / "artifacts")) / "xvfb"
    out.mkdir(parents=True, exist_ok=True)
    where = _button_centres()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    app = None
    try:
        display = ":" + xvfb.stdout.readline().decode().strip()
        env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
                   TABLETOP_HOME=str(tmp_path), TABLETOP_EXTRA_GAMES="toygame",
                   TABLETOP_EXTRA_VIEWS="toygame=ui.toy_view:ToyTable",
                   PYTHONPATH=os.pathsep.join([str(ROOT / "tests"), str(ROOT)]))

        def sh(*args, check=True, timeout=20):
            return subprocess.run(list(args), env=env, check=check, timeout=timeout, capture_output=True, text=True)

        t0 = time.perf_counter()
        app = subprocess.Popen([sys.executable, "main.py"], cwd=ROOT, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        wid = sh("xdotool", "search", "--sync", "--onlyvisible", "--pid", str(app.pid), timeout=30).stdout.split()[0]
        time.sleep(1.0)
        (out / "startup.txt").write_text(f"window after {time.perf_counter() - t0:.2f}s\n")

        def shot(name):
            p = out / f"{name}.png"
            sh("import", "-window", "root", str(p))
            return p

        def click(name):
            x, y = where[name]
            sh("xdotool", "mousemove", "--window", wid, str(x), str(y))
            time.sleep(0.15)
            sh("xdotool", "click", "1")
            time.sleep(0.8)

        menu = shot("1-menu")
        click("new")
        setup = shot("2-setup")
        click("start")
        for _ in range(20):  # wait (a loaded machine is slow) until the felt shows
            table = shot("3-table")
            r, g, b = _rgb_at(table, 150, 650)
            if g > r + 10 and g > b:
                break
            time.sleep(0.5)
        assert g > r and g > b, f"the felt table shows (got {(r, g, b)})"
        sh("xdotool", "key", "--window", wid, "Escape")
        time.sleep(0.6)
        shot("4-pause")
        click("quit")
        saves_dir = tmp_path / "data" / "saves"
        autosave = saves_dir / "autosave-toygame.json"   # each game keeps its own
        for _ in range(20):
            time.sleep(0.5)
            back = shot("5-menu-again")
            if _rgb_at(back, 150, 650) != (r, g, b) and autosave.exists():
                break
        assert _rgb_at(back, 150, 650) != (r, g, b), "back on the menu"
        assert autosave.exists(), "quitting to the menu autosaved"
        assert menu.stat().st_size and setup.stat().st_size
        # the app may close its window on the key-down, before xdotool has sent the key-ups
        # (which it then reports as an error): what counts is that the app ends cleanly
        sh("xdotool", "key", "--window", wid, "ctrl+q", check=False)
        assert app.wait(timeout=15) == 0
    finally:
        if app is not None and app.poll() is None:
            app.kill()
        xvfb.terminate()
        xvfb.wait(timeout=10)
