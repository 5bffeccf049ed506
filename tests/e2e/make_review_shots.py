"""Screenshots of Past games and the review, taken from a real window.

    xvfb-run -s "-screen 0 1280x800x24" .venv/bin/python tests/e2e/make_review_shots.py [OUT_DIR]

Keeps a game of Azul: Stained Glass of Sintra (Mina, playing at random, against the easy
computer), opens the app in an X window, goes to Past games and the review by clicking, lets the
win chances be worked out, steps with a real key press (xdotool) and captures the screen with
ImageMagick's ``import``: review-*.png in docs/screenshots (OUT_DIR), the last one the file
picker that Import opens.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["TABLETOP_HOME"] = tempfile.mkdtemp(prefix="tabletop-review-shots-")
os.environ.setdefault("TABLETOP_AI_ITERATIONS", "300")   # the shots' chances, quickly

import pygame  # noqa: E402

from engine import i18n, records, saves  # noqa: E402
from engine.ai import choose_action  # noqa: E402
from engine.app import App  # noqa: E402
from engine.game import load_game  # noqa: E402
from engine.scenes.menu import MainMenu  # noqa: E402
from engine.settings import Settings  # noqa: E402
from ui.helpers import click, click_at, frames, until  # noqa: E402


def keep_a_game(game: str = "azul_sintra", seed: int = 12) -> None:
    info = load_game(game)
    record, state = saves.new_record(info, [saves.Seat("Mina", "human", None, "blue"),
                                            saves.Seat("Ada", "ai", "easy", "red")], seed=seed)
    rng = random.Random(seed)
    while not state.is_over():
        level = "random" if state.to_move == 0 else "easy"
        record.play(state, choose_action(info, state.view(state.to_move), level, seed=rng.getrandbits(32)))
    records.keep(record, state)


def capture(out: Path, name: str) -> None:
    subprocess.run(["import", "-window", "root", str(out / f"{name}.png")], check=True)
    print("wrote", out / f"{name}.png", flush=True)


def real_key(app, key: str) -> None:
    """A key pressed in the X window, as a person would (xdotool), then read by the app."""
    caption = pygame.display.get_caption()[0]
    found = subprocess.run(["xdotool", "search", "--name", caption], capture_output=True, text=True)
    window = (found.stdout.split() or [""])[0]
    subprocess.run(["xdotool", "windowfocus", "--sync", window] if window else ["true"], check=False)
    subprocess.run(["xdotool", "key", "--window", window, key] if window else ["xdotool", "key", key], check=False)
    for _ in range(40):
        app.step(pygame.event.get(), dt=1 / 60)
        time.sleep(1 / 60)


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    keep_a_game()
    app = App(size=(1280, 800), settings=Settings())
    app.scenes.push(MainMenu(app), transition=False)
    frames(app, 10)
    click(app, "past-games")
    frames(app, 20)
    capture(out, "review-past-games")
    past = app.scenes.top
    click_at(app, (past.list.rect.centerx, past.list.rect.top + 10))
    click(app, "review")
    frames(app, 30)
    review = app.scenes.top
    until(app, lambda: review.job is not None and review.job.done > 0, limit=600)
    frames(app, 2)
    capture(out, "review-working")
    assert until(app, lambda: review.found is not None, limit=60000), "the win chances were not worked out"
    first = min(review.flagged) if review.flagged else review.last // 2
    review.go(first, animate=False)
    frames(app, 30)
    real_key(app, "Right")      # the mistake's move, played on the table
    if review.pos == first:     # the key did not reach the window: step by the button instead
        print("xdotool's key did not arrive; stepping with the Next button", flush=True)
        click(app, "review-next")
    frames(app, 60)
    capture(out, "review-mistake")
    i18n.set_language("ko")
    app.scenes.relayout()
    frames(app, 10)
    capture(out, "review-ko")
    i18n.set_language("en")
    app.scenes.relayout()
    click(app, "review-done")   # back to Past games: the record exported, then Import's picker
    frames(app, 20)
    past = app.scenes.top
    click_at(app, (past.list.rect.centerx, past.list.rect.top + 10))
    click(app, "export")
    frames(app, 20)
    click(app, "import")
    frames(app, 30)
    capture(out, "review-import-picker")
    app.quit()
    app.shutdown()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots")
