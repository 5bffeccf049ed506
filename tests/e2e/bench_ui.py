"""Measure the app: start-up to the menu (cold and warm art cache), frame times on a
full table with and without the AI thinking, on each game's table in English and in
Korean, and memory.

    .venv/bin/python tests/e2e/bench_ui.py          # prints one JSON object

Uses the real window when $DISPLAY is set (run it under Xvfb), else the dummy driver.
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def startup(home: str) -> dict:
    env = dict(os.environ, TABLETOP_HOME=home, TABLETOP_STARTUP_REPORT="exit")
    t = time.perf_counter()
    p = subprocess.run([sys.executable, "main.py"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    wall = (time.perf_counter() - t) * 1000
    line = [l for l in p.stderr.splitlines() if l.startswith("startup_ms=")]
    return {"process_ms": round(wall), "report": line[0] if line else p.stderr[-300:]}


def frames_bench() -> dict:
    sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
    os.environ["TABLETOP_EXTRA_GAMES"] = "toygame"
    os.environ["TABLETOP_HOME"] = tempfile.mkdtemp(prefix="tabletop-bench-")
    import pygame
    from engine import i18n, saves
    from engine.game import GAME_NAMES, load_game
    from engine.settings import Settings
    from engine.app import App
    from engine.scenes.menu import MainMenu
    from engine.ui.table import open_table
    from ui.layout_screens import game_under_way
    from ui.toy_view import register

    register()
    app = App(size=(1280, 800), settings=Settings())
    app.scenes.push(MainMenu(app), transition=False)
    clock = pygame.time.Clock()

    def run(t, info, n, thinking):
        for _ in range(60):  # warm-up: the first frames draw and cache the art
            app.step([], dt=1 / 60)
        times = []
        for i in range(n):
            x = 200 + (i * 7) % 700
            y = 300 + (i * 3) % 300
            ev = [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(0, 0, 0))]
            if thinking and not t.worker.thinking:
                t.worker.start(info, t.state, "hard")
            s = time.perf_counter()
            app.step(ev, dt=1 / 60)
            times.append((time.perf_counter() - s) * 1000)
            clock.tick(60)
        times.sort()
        return {"median_ms": round(statistics.median(times), 2), "p99_ms": round(times[int(len(times) * 0.99) - 1], 2),
                "frames": n}

    # the toy table, full: several cards on the pile, the log filled, the human to move
    info = load_game("toygame")
    seats = [saves.Seat("Mina", "human", None, "blue"), saves.Seat("Ada", "ai", "hard", "red"),
             saves.Seat("Bruno", "ai", "hard", "green"), saves.Seat("Chiara", "ai", "hard", "yellow")]
    record, state = saves.new_record(info, seats, {}, seed=12)
    for _ in range(4):
        record.play(state, state.legal_actions()[0])
    t = open_table(app, info, record, state)
    assert t.state.to_move == 0, t.state.to_move
    out = {"idle": run(t, info, 600, False)}
    # the AI searching in its own process (hard: 2 s per move), frames still drawn
    out["ai_thinking"] = run(t, info, 600, True)
    t.worker.cancel()
    # each game's table some moves in, the human to move, in English and in Korean
    for lang in ("en", "ko"):
        i18n.set_language(lang)
        for game in GAME_NAMES:
            ginfo, grecord, gstate = game_under_way(game)
            gt = open_table(app, ginfo, grecord, gstate)
            out[f"{game}_{lang}"] = run(gt, ginfo, 300, False)
    i18n.set_language("en")
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    app.quit()
    app.shutdown()
    return {**out, "max_rss_mb": round(rss, 1), "driver": os.environ.get("SDL_VIDEODRIVER", "default")}


if __name__ == "__main__":
    home = tempfile.mkdtemp(prefix="tabletop-start-")
    out = {"startup_cold": startup(home), "startup_warm": startup(home), "startup_warm2": startup(home)}
    out.update(frames_bench())
    print(json.dumps(out, indent=1))
